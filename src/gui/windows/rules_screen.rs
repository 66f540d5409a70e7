//! The rules screen: the rules in short, with small boards drawn by the app itself for the
//! moments that surprise new players (a lap that skips its own pit, a chained capture, a
//! grand slam, feeding), and what the current game's variant changes.

use crate::gui::game::session::GameSession;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::windows::board_diagram::{self, DiagramTextures, PitMarks};
use crate::rules::{CycleRule, GrandSlamRule, Move, Pit, Rules, parse_position};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the rules window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_window.run_if(in_state(OverBoard::Rules)),
    );
}

/// One drawn example: a position, the move, and what to mark (its title and text are
/// message ids).
struct Example {
    title: &'static str,
    text: &'static str,
    before: &'static str,
    mv: char,
}

const EXAMPLES: [Example; 4] = [
    Example {
        title: "rules-lap-title",
        text: "rules-lap-text",
        before: "0-0-0-15-0-0-0-0-0-0-0-0-16-17-S",
        mv: 'D',
    },
    Example {
        title: "rules-chain-title",
        text: "rules-chain-text",
        before: "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S",
        mv: 'E',
    },
    Example {
        title: "rules-grand-slam-title",
        text: "rules-grand-slam-text",
        before: "0-0-0-0-0-2-1-2-0-0-0-0-21-22-S",
        mv: 'F',
    },
    Example {
        title: "rules-feeding-title",
        text: "rules-feeding-text",
        before: "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S",
        mv: 'F',
    },
];

fn example(ui: &mut egui::Ui, textures: &mut DiagramTextures, ex: &Example) {
    let rules = Rules::ABAPA;
    let Ok(before) = parse_position(ex.before, &rules) else {
        return;
    };
    let Some(mv) = Pit::from_letter(ex.mv).map(Move::new) else {
        return;
    };
    let (after, report) = before.play_unchecked(mv, &rules);
    let before_marks = PitMarks {
        origin: Some(mv.pit()),
        ..PitMarks::default()
    };
    let after_marks = PitMarks {
        last: Some(report.last),
        captured: report.capture.pits().collect(),
        ..PitMarks::default()
    };
    text::label(
        ui,
        egui::RichText::new(crate::i18n::text(ex.title)).strong(),
    );
    ui.horizontal(|ui| {
        board_diagram::draw(ui, textures, &before, &before_marks);
        text::label(ui, egui::RichText::new(format!("{} ▶", ex.mv)).size(18.0));
        board_diagram::draw(ui, textures, &after, &after_marks);
    });
    text::label(ui, crate::i18n::text(ex.text));
    ui.add_space(8.0);
}

/// What the game's rules change from Abapa, in a sentence each.
fn variant_changes(rules: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    match rules.grand_slam {
        GrandSlamRule::Forfeit => {}
        GrandSlamRule::AllowedIfWinning => out.push(t!("rules-variant-allowed-if-winning")),
        GrandSlamRule::Illegal => out.push(t!("rules-variant-illegal")),
        GrandSlamRule::CaptureAll => out.push(t!("rules-variant-capture-all")),
        GrandSlamRule::OpponentTakes => out.push(t!("rules-variant-opponent-takes")),
    }
    if rules.cycle == CycleRule::ByAgreement {
        out.push(t!("rules-variant-by-agreement"));
    }
    if rules.seeds_per_pit != 4 {
        out.push(t!(
            "rules-variant-seeds",
            seeds = rules.seeds_per_pit,
            total = rules.total_seeds(),
            win = rules.winning_total()
        ));
    }
    if !rules.stores_shown {
        out.push(t!("rules-variant-no-stores"));
    }
    out
}

fn rules_window(
    mut contexts: EguiContexts,
    mut actions: MessageWriter<UiAction>,
    session: Res<GameSession>,
    mut textures: ResMut<DiagramTextures>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let still_open =
        super::text_window::reading_window(ctx, t!("menu-rules"), "rules-window", |ui| {
            text::label(ui, t!("rules-summary"));
            ui.add_space(8.0);
            for ex in &EXAMPLES {
                example(ui, &mut textures, ex);
            }
            ui.separator();
            let changes = variant_changes(session.game().rules());
            if changes.is_empty() {
                text::label(ui, t!("rules-abapa"));
            } else {
                text::label(
                    ui,
                    egui::RichText::new(t!("rules-variant-changes")).strong(),
                );
                for change in changes {
                    text::label(ui, format!("• {change}"));
                }
            }
        });
    if !still_open {
        actions.write(UiAction::Close(OverBoard::Rules));
    }
    Ok(())
}
