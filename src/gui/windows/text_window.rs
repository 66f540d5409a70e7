//! The frame the reading windows share (How to play, About): centred over the board,
//! resizable, its text in a scroll area, closed with its × (or Esc).

use bevy_egui::egui;

/// Draws a reading window titled `title` with `body` inside; returns whether it is still
/// open (false once its × is clicked).
pub(super) fn reading_window(
    ctx: &egui::Context,
    title: String,
    id: &str,
    height: f32,
    body: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut still_open = true;
    crate::gui::overlay::fitted::centred(title, id, ctx)
        .open(&mut still_open)
        .resizable(true)
        .default_size([560.0, height])
        .show(ctx, |ui| {
            let shown = egui::ScrollArea::vertical().show(ui, body);
            crate::gui::overlay::notes::scroll_view(&shown, ui, false);
        });
    still_open
}
