//! The frame every question before an action uses: a modal window with a title, a few
//! sentences and the answers in a row. Escape answers "no": the player stays where they were.

use crate::gui::text;
use bevy_egui::egui;

/// Shows the question `id`, at most `width` wide: `title`, then each of `lines`, then the
/// answers `answers` draws. True when Escape was pressed this frame (the same as the answer
/// that changes nothing).
pub(super) fn ask(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    title: String,
    lines: &[String],
    answers: impl FnOnce(&mut egui::Ui),
) -> bool {
    let escape = ctx.input(|i| i.key_pressed(egui::Key::Escape));
    egui::Modal::new(egui::Id::new(id)).show(ctx, |ui| {
        ui.set_max_width(width);
        text::heading(ui, title);
        for line in lines {
            text::label(ui, line.clone());
        }
        ui.add_space(8.0);
        ui.horizontal_wrapped(answers);
    });
    escape
}
