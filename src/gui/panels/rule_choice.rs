//! The choice of a variant's options, shared by the new-game window and the set-up of a
//! position.

use crate::gui::text;
use crate::rules::{CycleRule, GrandSlamRule, Rules};
use crate::t;
use bevy_egui::egui;

/// The rule options in a two-column grid: grand slam, cycles, seeds per pit, stores shown.
pub fn rule_rows(ui: &mut egui::Ui, rules: &mut Rules) {
    use crate::gui::words;
    text::label(ui, t!("new-game-grand-slam"));
    egui::ComboBox::from_id_salt("grand-slam")
        .selected_text(words::grand_slam(rules.grand_slam))
        .show_ui(ui, |ui| {
            for g in GrandSlamRule::ALL {
                ui.selectable_value(&mut rules.grand_slam, g, words::grand_slam(g));
            }
        });
    ui.end_row();
    text::label(ui, t!("new-game-cycles"));
    ui.horizontal(|ui| {
        for rule in [CycleRule::Automatic, CycleRule::ByAgreement] {
            text::radio_value(ui, &mut rules.cycle, rule, words::cycle_rule(rule));
        }
    });
    ui.end_row();
    text::label(ui, t!("new-game-seeds-per-pit"));
    ui.vertical(|ui| {
        crate::gui::panels::number_slider::whole_number_slider(
            ui,
            &mut rules.seeds_per_pit,
            3..=6,
            "",
        )
    });
    ui.end_row();
    text::label(ui, t!("new-game-stores"));
    text::checkbox(ui, &mut rules.stores_shown, t!("new-game-stores-shown"));
    ui.end_row();
}
