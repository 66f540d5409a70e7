//! The time control chosen for a game or an online match: none, sudden death, an
//! increment, a time per move.

use crate::gui::text;
use crate::gui::words::time_control;
use crate::rules::TimeControl;
use crate::t;
use bevy_egui::egui;

/// The time controls offered.
const CLOCKS: [Option<TimeControl>; 8] = [
    None,
    Some(TimeControl::minutes(1)),
    Some(TimeControl::fischer(3, 2)),
    Some(TimeControl::minutes(5)),
    Some(TimeControl::minutes(10)),
    Some(TimeControl::fischer(15, 10)),
    Some(TimeControl::minutes(30)),
    Some(TimeControl::PerMove(std::time::Duration::from_secs(10))),
];

/// The clock row of a two-column grid.
pub fn clock_row(ui: &mut egui::Ui, clock: &mut Option<TimeControl>) {
    text::label(ui, t!("new-game-clock"));
    egui::ComboBox::from_id_salt("clock")
        .selected_text(time_control(*clock))
        .show_ui(ui, |ui| {
            for control in CLOCKS {
                ui.selectable_value(clock, control, time_control(control));
            }
        });
    ui.end_row();
}
