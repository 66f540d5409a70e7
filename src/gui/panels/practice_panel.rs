//! The practice panel: the question in large friendly type, number buttons (or "click the
//! pit"), the feedback, the streak, the difficulty and the accuracy of each kind.

use crate::gui::board::inset::{BoardInset, RightPanel};
use crate::gui::modes::practice::{Feedback, Practice, PracticeRequest};
use crate::gui::text;
use crate::practice::{Answer, Change, ExerciseKind, MAX_DIFFICULTY};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the panel.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        practice_panel.run_if(crate::gui::state::playing),
    );
}

fn answer_text(answer: &Answer) -> String {
    match answer {
        Answer::Number(n) => n.to_string(),
        Answer::Pit(p) => t!("practice-pit", pit = p.to_string()),
    }
}

/// The largest number a number question offers a button for.
fn largest_offered(practice: &Practice) -> u8 {
    practice
        .exercise
        .as_ref()
        .map_or(12, |e| e.rules.total_seeds().min(30))
}

fn practice_panel(
    mut contexts: EguiContexts,
    mut practice: ResMut<Practice>,
    mut inset: ResMut<BoardInset>,
    mut requests: MessageWriter<PracticeRequest>,
    players: Res<crate::gui::players::Players>,
) -> Result {
    let child = players.child_mode();
    let Some(exercise) = practice.exercise.clone().filter(|_| practice.active) else {
        BoardInset::set_right(&mut inset, RightPanel::Practice, 0.0);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = crate::gui::board::inset::panel_root(ctx, "practice-root", inset.top);
    let shown = egui::Panel::right("practice")
        .resizable(false)
        .exact_size(crate::gui::board::inset::side_panel_width(ctx, 320.0))
        .show(&mut root, |ui| {
            // A short window scrolls the panel: the kinds and the way back stay reachable;
            // a narrow one scrolls the table of kinds sideways.
            crate::gui::overlay::fitted::panel_scrolled(ui, |ui| {
                text::heading(ui, egui::RichText::new(t!("practice-title")).size(24.0));
                text::label(
                    ui,
                    egui::RichText::new(t!(
                        "practice-kind-difficulty",
                        kind = crate::gui::words::exercise_title(exercise.kind),
                        difficulty = exercise.difficulty,
                        max = MAX_DIFFICULTY
                    ))
                    .weak(),
                );
                ui.separator();
                text::label(
                    ui,
                    egui::RichText::new(crate::gui::words::exercise_question(&exercise))
                        .size(22.0)
                        .strong(),
                );
                ui.add_space(8.0);
                // The answer's place is as tall as the number pad, whatever the question
                // asks: the kinds below stay where they are from one question to the next.
                let pad = pad_height(ui, &practice);
                ui.scope(|ui| {
                    ui.set_min_height(pad);
                    match practice.feedback.clone() {
                        None => answer_area(ui, &mut practice, exercise.kind, &mut requests),
                        Some(feedback) => {
                            feedback_area(ui, &feedback, &exercise, child, &mut requests)
                        }
                    }
                });
                ui.separator();
                progress_area(ui, &practice, &mut requests);
                ui.add_space(8.0);
                if ui.button(t!("back-to-game-esc")).clicked() {
                    requests.write(PracticeRequest::Stop);
                }
            })
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    BoardInset::set_right(&mut inset, RightPanel::Practice, width);
    Ok(())
}

/// Number buttons a row, as many as the panel holds (six where it is wide enough).
fn buttons_a_row(ui: &egui::Ui) -> u8 {
    ((ui.available_width() + 6.0) / (44.0 + 6.0))
        .floor()
        .clamp(3.0, 6.0) as u8
}

/// The height of the number pad with its typed number beneath.
fn pad_height(ui: &egui::Ui, practice: &Practice) -> f32 {
    let rows = (u32::from(largest_offered(practice)) + 1).div_ceil(u32::from(buttons_a_row(ui)));
    rows as f32 * (40.0 + 6.0) + 6.0 + 40.0
}

/// Number buttons and the typed number, or the instruction to click a pit.
fn answer_area(
    ui: &mut egui::Ui,
    practice: &mut Practice,
    kind: ExerciseKind,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    if !kind.wants_number() {
        text::label(ui, egui::RichText::new(t!("practice-click-pit")).size(18.0));
        return;
    }
    let largest = largest_offered(practice);
    let per_row = buttons_a_row(ui);
    egui::Grid::new("number-pad")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for n in 0..=largest {
                let button = egui::Button::new(egui::RichText::new(n.to_string()).size(22.0))
                    .min_size(egui::vec2(44.0, 40.0));
                if ui.add(button).clicked() {
                    requests.write(PracticeRequest::Answer(Answer::Number(n)));
                }
                if n % per_row == per_row - 1 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        text::label(ui, egui::RichText::new(t!("practice-or-type")).size(16.0));
        let shown = if practice.typed.is_empty() {
            "_".to_string()
        } else {
            practice.typed.clone()
        };
        text::label(
            ui,
            egui::RichText::new(shown).size(28.0).strong().monospace(),
        );
        text::label(ui, t!("practice-then-enter"));
    });
}

fn feedback_area(
    ui: &mut egui::Ui,
    feedback: &Feedback,
    exercise: &crate::practice::Exercise,
    child: bool,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    if feedback.right {
        text::label(
            ui,
            egui::RichText::new(t!("practice-right"))
                .size(30.0)
                .strong()
                .color(egui::Color32::from_rgb(120, 220, 120)),
        );
    } else {
        let right: Vec<String> = feedback.answers.iter().map(answer_text).collect();
        super::learn_panel::encourage(ui, child, 24.0);
        text::label(
            ui,
            egui::RichText::new(t!(
                "practice-not-quite",
                given = answer_text(&feedback.given)
            ))
            .size(24.0)
            .color(egui::Color32::from_rgb(240, 140, 110)),
        );
        text::label(
            ui,
            egui::RichText::new(t!(
                "practice-answer-is",
                answer = right.join(&t!("practice-or"))
            ))
            .size(24.0)
            .strong(),
        );
    }
    if crate::gui::modes::practice::move_to_replay(exercise).is_some() {
        text::label(ui, t!("practice-watch"));
    }
    match feedback.change {
        Change::Up => {
            text::label(ui, egui::RichText::new(t!("practice-harder")).strong());
        }
        Change::Down => {
            text::label(ui, t!("practice-easier"));
        }
        Change::Same => {}
    }
    ui.add_space(6.0);
    let next = egui::Button::new(egui::RichText::new(t!("practice-next")).size(20.0));
    if ui.add(next).clicked() {
        requests.write(PracticeRequest::Next);
    }
}

/// The levels as a path: each with its stars, the open ones to choose (the player then
/// stays there), the locked ones greyed; and the way back to going up by itself.
fn level_path(
    ui: &mut egui::Ui,
    p: &crate::practice::PracticeProgress,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    text::label(ui, egui::RichText::new(t!("practice-path")).strong());
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for level in 1..=MAX_DIFFICULTY {
            let stars: String = (0..3)
                .map(|k| if k < p.stars_at(level) { '★' } else { '☆' })
                .collect();
            let words = egui::RichText::new(format!("{level} {stars}")).size(16.0);
            let here = level == p.difficulty;
            let button = egui::Button::selectable(here, words);
            let response = ui
                .add_enabled(p.unlocked(level), button)
                .on_hover_text(t!("practice-path-tip", level = level))
                .on_disabled_hover_text(t!("practice-path-locked", level = level));
            if response.clicked() && !(here && p.pinned) {
                requests.write(PracticeRequest::Level(Some(level)));
            }
        }
    });
    if p.pinned && ui.link(t!("practice-path-free")).clicked() {
        requests.write(PracticeRequest::Level(None));
    }
}

/// Streak, best streak and the accuracy of each kind; a kind's name chooses it (and *Any
/// kind* mixes them again, as the difficulty allows).
fn progress_area(
    ui: &mut egui::Ui,
    practice: &Practice,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    let p = &practice.progress;
    text::label(
        ui,
        t!(
            "practice-streak",
            streak = p.streak,
            best = p.best_streak,
            difficulty = p.difficulty
        ),
    );
    level_path(ui, p, requests);
    text::label(ui, egui::RichText::new(t!("practice-choose-kind")).weak());
    egui::Grid::new("accuracy")
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            if ui
                .selectable_label(practice.kind.is_none(), t!("practice-any-kind"))
                .clicked()
                && practice.kind.is_some()
            {
                requests.write(PracticeRequest::Start(None));
            }
            ui.end_row();
            for kind in ExerciseKind::ALL {
                let score = p.per_kind[kind.index()];
                let title = crate::gui::words::exercise_title(kind);
                if ui
                    .selectable_label(practice.kind == Some(kind), title)
                    .clicked()
                    && practice.kind != Some(kind)
                {
                    requests.write(PracticeRequest::Start(Some(kind)));
                }
                match p.accuracy(kind) {
                    Some(a) => text::label(
                        ui,
                        t!(
                            "practice-accuracy",
                            percent = (a * 100.0).round(),
                            asked = score.asked
                        ),
                    ),
                    None => text::label(ui, "—"),
                };
                ui.end_row();
            }
        });
}
