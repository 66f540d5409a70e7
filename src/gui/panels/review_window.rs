//! The review window: every move of the game with its mark and, where it was not good, the
//! better move and what it would have kept.

use crate::ai::{Certainty, MoveMark, MoveQuality};
use crate::gui::computer::review::GameReview;
use crate::gui::game::session::GameSession;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        review_window
            .run_if(crate::gui::state::playing)
            .run_if(in_state(OverBoard::Review)),
    );
}

fn quality_colour(quality: MoveQuality) -> egui::Color32 {
    match quality {
        MoveQuality::Good => egui::Color32::from_rgb(150, 220, 150),
        MoveQuality::Inaccuracy => egui::Color32::from_rgb(235, 210, 120),
        MoveQuality::Mistake => egui::Color32::from_rgb(240, 150, 90),
        MoveQuality::Blunder => egui::Color32::from_rgb(240, 95, 85),
    }
}

/// One line of the review: `12. E  mistake  -2.3, better C`.
fn mark_row(ui: &mut egui::Ui, mark: &MoveMark) {
    let number = if mark.ply % 2 == 1 {
        format!("{}.", mark.ply.div_ceil(2))
    } else {
        String::new()
    };
    text::label(ui, egui::RichText::new(number).monospace());
    text::label(
        ui,
        egui::RichText::new(mark.mv.to_string())
            .monospace()
            .strong(),
    );
    text::label(
        ui,
        egui::RichText::new(crate::gui::words::quality(mark.quality))
            .color(quality_colour(mark.quality)),
    );
    match mark.better {
        Some(better) => {
            let row = text::label(
                ui,
                t!(
                    "review-row",
                    lost = format!("{:+.1}", f64::from(mark.played_cp - mark.best_cp) / 100.0),
                    better = better.to_string(),
                    best = format!("{:+.1}", f64::from(mark.best_cp) / 100.0),
                    how = certainty_words(mark.best_certainty)
                ),
            );
            if let Some(depth) = mark.looked_best.and_then(|c| c.depth()) {
                row.on_hover_words(looked_best_words(mark, better, depth));
            }
        }
        None => {
            text::label(ui, "");
        }
    };
    ui.end_row();
    if let (Some(better), Some(depth)) = (mark.better, mark.looked_best.and_then(|c| c.depth())) {
        // The hints showed this move best while it was played: the review says why it now
        // thinks otherwise, under the row.
        text::label(ui, "");
        text::label(ui, "");
        text::label(ui, "");
        text::label(
            ui,
            egui::RichText::new(looked_best_words(mark, better, depth)).small(),
        );
        ui.end_row();
    }
}

/// How sure a value is, in words: `exact` or `depth 8`.
pub fn certainty_words(certainty: Certainty) -> String {
    match certainty {
        Certainty::Exact => t!("review-how-exact"),
        Certainty::Depth(depth) => t!("review-how-depth", depth = depth),
    }
}

/// Why a move the hints showed best is marked: a deeper look.
fn looked_best_words(mark: &MoveMark, better: crate::rules::Move, depth: u32) -> String {
    t!(
        "review-looked-best",
        move = mark.mv.to_string(),
        depth = depth,
        better = better.to_string()
    )
}

fn review_window(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    review: Res<GameReview>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let game = session.game();
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    crate::gui::overlay::fitted::centred(t!("review-title"), "review-window", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            // Everything in one scroll area as large as the screen leaves.
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                let Some(marks) = review.marks_for(game) else {
                    let (done, total) = review.progress().unwrap_or((0, 0));
                    text::label(ui, t!("banner-reviewing", done = done, total = total));
                    return;
                };
                for line in session.review_lines(marks) {
                    text::label(ui, line);
                }
                text::label(ui, egui::RichText::new(t!("review-note")).small());
                ui.separator();
                egui::Grid::new("review-grid")
                    .num_columns(4)
                    .spacing([12.0, 4.0])
                    .striped(true)
                    .show(ui, |ui| {
                        for mark in marks {
                            mark_row(ui, mark);
                        }
                    });
            })
        });
    if !open {
        actions.write(UiAction::Close(OverBoard::Review));
    }
    Ok(())
}
