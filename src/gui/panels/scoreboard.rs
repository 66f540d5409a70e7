//! The match scoreboard: each player's games won, the draws, this game's captured seeds and
//! the format's progress in words; at the end of a match, a table of every game.

use crate::gui::game::session::GameSession;
use crate::gui::text;
use crate::rules::{EndReason, Match, MatchFormat, Side};
use crate::t;
use bevy_egui::egui;

/// The format's progress in words: `Antigua, first to 6 or 3 ahead — Ama 4, Kofi 2`.
pub fn progress(m: &Match, names: &[String; 2]) -> String {
    let [s, n] = Side::BOTH.map(|side| m.wins(side));
    let score = t!(
        "progress-score",
        south = names[0].clone(),
        south_wins = s,
        north = names[1].clone(),
        north_wins = n
    );
    match m.format {
        MatchFormat::Single => t!("progress-single"),
        MatchFormat::BestOf3 => t!("progress-best-of-3", score = score),
        MatchFormat::BestOf5 => t!("progress-best-of-5", score = score),
        MatchFormat::FirstTo5 => t!("progress-first-to-5", score = score),
        MatchFormat::Antigua => t!("progress-antigua", score = score),
        MatchFormat::ThreeInARow => match m.streak() {
            Some((side, run)) => t!(
                "progress-three-in-a-row",
                name = names[side.index()].clone(),
                run = run
            ),
            None => t!("progress-three-in-a-row-none"),
        },
    }
}

/// Why a game ended, in a word or two.
pub fn reason_text(reason: Option<EndReason>) -> String {
    match reason {
        Some(EndReason::Majority) => t!("reason-majority"),
        Some(EndReason::NoMoves) => t!("reason-no-moves"),
        Some(EndReason::Cycle) => t!("reason-cycle"),
        Some(EndReason::Resignation) => t!("reason-resignation"),
        Some(EndReason::Time) => t!("reason-time"),
        None => String::new(),
    }
}

/// The scoreboard: names, games won, draws, this game's captured seeds, the progress.
pub fn scoreboard(ui: &mut egui::Ui, session: &GameSession) {
    let m = session.match_state();
    let names = &session.display_names();
    let stores = session.shown_contents().1;
    egui::Grid::new("scoreboard")
        .num_columns(3)
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            text::label(ui, "");
            text::label(ui, egui::RichText::new(t!("score-games")).small().weak());
            text::label(ui, egui::RichText::new(t!("score-seeds")).small().weak());
            ui.end_row();
            for side in Side::BOTH {
                text::label(ui, egui::RichText::new(&names[side.index()]).strong());
                text::label(ui, m.wins(side).to_string());
                text::label(ui, stores[side.index()].to_string());
                ui.end_row();
            }
            if m.draws() > 0 {
                text::label(ui, t!("score-draws"));
                text::label(ui, m.draws().to_string());
                ui.end_row();
            }
        });
    text::label(ui, egui::RichText::new(progress(m, names)).small());
}

/// Every game of the match: who started, who won, the score, why it ended, its length.
pub fn match_table(ui: &mut egui::Ui, m: &Match, names: &[String; 2]) {
    egui::Grid::new("match-table")
        .num_columns(5)
        .spacing([12.0, 3.0])
        .striped(true)
        .show(ui, |ui| {
            for head in [
                t!("table-game"),
                t!("table-winner"),
                t!("table-score"),
                t!("table-end"),
                t!("table-moves"),
            ] {
                text::label(ui, egui::RichText::new(head).small().weak());
            }
            ui.end_row();
            for (i, game) in m.games.iter().enumerate() {
                text::label(ui, (i + 1).to_string());
                text::label(
                    ui,
                    match game.winner {
                        Some(w) => names[w.index()].clone(),
                        None => t!("table-draw"),
                    },
                );
                text::label(ui, format!("{}–{}", game.stores[0], game.stores[1]));
                text::label(ui, reason_text(game.reason));
                text::label(ui, game.plies.to_string());
                ui.end_row();
            }
        });
}
