//! Tables of many rows in a window that fits the screen: columns of fixed widths, one line
//! a cell (what does not fit is cut, and shown whole when hovered), the headings as the
//! first row so that they scroll sideways with the columns.

use bevy_egui::egui;

/// A cell of `width` holding `add`, on one line.
pub fn cell(ui: &mut egui::Ui, width: f32, height: f32, add: impl FnOnce(&mut egui::Ui)) {
    ui.allocate_ui_with_layout(
        egui::vec2(width, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_width(width);
            add(ui);
        },
    );
}

/// A cell of `width` with `words` on one line, cut with "…" when longer (whole when
/// hovered).
pub fn text_cell(ui: &mut egui::Ui, width: f32, height: f32, words: impl Into<egui::WidgetText>) {
    cell(ui, width, height, |ui| {
        ui.add(egui::Label::new(words).truncate());
    });
}
