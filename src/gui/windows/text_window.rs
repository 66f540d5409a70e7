//! The frame the reading windows share (How to play, About): centred over the board, as
//! large as its text up to the screen's room, past which the text scrolls; closed with its
//! × (or Esc).

use bevy_egui::egui;

/// Draws a reading window titled `title` with `body` inside; returns whether it is still
/// open (false once its × is clicked).
pub(super) fn reading_window(
    ctx: &egui::Context,
    title: String,
    id: &str,
    body: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut still_open = true;
    crate::gui::overlay::fitted::centred(title, id, ctx)
        .open(&mut still_open)
        .resizable(false)
        .show(ctx, |ui| crate::gui::overlay::fitted::scrolled(ui, body));
    still_open
}
