//! The practice panel: the question in large friendly type, number buttons (or "click the
//! pit"), the feedback, the streak, the difficulty and the accuracy of each kind.

use super::board::{BoardInset, RightPanel};
use super::practice::{Feedback, Practice, PracticeRequest};
use crate::practice::{Answer, Change, ExerciseKind, MAX_DIFFICULTY};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the panel.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        practice_panel.run_if(super::screens::playing),
    );
}

fn answer_text(answer: &Answer) -> String {
    match answer {
        Answer::Number(n) => n.to_string(),
        Answer::Pit(p) => format!("pit {p}"),
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
) -> Result {
    let Some(exercise) = practice.exercise.clone().filter(|_| practice.active) else {
        BoardInset::set_right(&mut inset, RightPanel::Practice, 0.0);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = super::overlay::panel_root(ctx, "practice-root", inset.top);
    let width = egui::Panel::right("practice")
        .resizable(false)
        .default_size(320.0)
        .show(&mut root, |ui| {
            ui.heading(egui::RichText::new("Counting practice").size(24.0));
            ui.label(
                egui::RichText::new(format!(
                    "{} · difficulty {} of {MAX_DIFFICULTY}",
                    exercise.kind.title(),
                    exercise.difficulty
                ))
                .weak(),
            );
            ui.separator();
            ui.label(egui::RichText::new(exercise.question()).size(22.0).strong());
            ui.add_space(8.0);
            match practice.feedback.clone() {
                None => answer_area(ui, &mut practice, exercise.kind, &mut requests),
                Some(feedback) => feedback_area(ui, &feedback, &mut requests),
            }
            ui.separator();
            progress_area(ui, &practice);
            ui.add_space(8.0);
            if ui.button("Back to the game (Esc)").clicked() {
                requests.write(PracticeRequest::Stop);
            }
        })
        .response
        .rect
        .width();
    BoardInset::set_right(&mut inset, RightPanel::Practice, width);
    Ok(())
}

/// Number buttons and the typed number, or the instruction to click a pit.
fn answer_area(
    ui: &mut egui::Ui,
    practice: &mut Practice,
    kind: ExerciseKind,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    if !kind.wants_number() {
        ui.label(egui::RichText::new("Click the pit on the board.").size(18.0));
        return;
    }
    let largest = largest_offered(practice);
    egui::Grid::new("number-pad")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for n in 0..=largest {
                let button = egui::Button::new(egui::RichText::new(n.to_string()).size(22.0))
                    .min_size(egui::vec2(44.0, 40.0));
                if ui.add(button).clicked() {
                    requests.write(PracticeRequest::Answer(Answer::Number(n)));
                }
                if n % 6 == 5 {
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new("Or type it:").size(16.0));
        let shown = if practice.typed.is_empty() {
            "_".to_string()
        } else {
            practice.typed.clone()
        };
        ui.label(egui::RichText::new(shown).size(28.0).strong().monospace());
        ui.label("then Enter");
    });
}

fn feedback_area(
    ui: &mut egui::Ui,
    feedback: &Feedback,
    requests: &mut MessageWriter<PracticeRequest>,
) {
    if feedback.right {
        ui.label(
            egui::RichText::new("✔ Right!")
                .size(30.0)
                .strong()
                .color(egui::Color32::from_rgb(120, 220, 120)),
        );
    } else {
        let right: Vec<String> = feedback.answers.iter().map(answer_text).collect();
        ui.label(
            egui::RichText::new(format!("Not quite: {}", answer_text(&feedback.given)))
                .size(24.0)
                .color(egui::Color32::from_rgb(240, 140, 110)),
        );
        ui.label(
            egui::RichText::new(format!("The answer is {}.", right.join(" or ")))
                .size(24.0)
                .strong(),
        );
    }
    ui.label("Watch the seeds: each one is numbered as it drops.");
    match feedback.change {
        Change::Up => {
            ui.label(egui::RichText::new("Well done: the next exercises are harder.").strong());
        }
        Change::Down => {
            ui.label("The next exercises are a little easier.");
        }
        Change::Same => {}
    }
    ui.add_space(6.0);
    let next = egui::Button::new(egui::RichText::new("Next (Enter)").size(20.0));
    if ui.add(next).clicked() {
        requests.write(PracticeRequest::Next);
    }
}

/// Streak, best streak and the accuracy of each kind.
fn progress_area(ui: &mut egui::Ui, practice: &Practice) {
    let p = &practice.progress;
    ui.label(format!(
        "Streak {} · best {} · difficulty {}",
        p.streak, p.best_streak, p.difficulty
    ));
    egui::Grid::new("accuracy")
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            for kind in ExerciseKind::ALL {
                let score = p.per_kind[kind.index()];
                ui.label(kind.title());
                match p.accuracy(kind) {
                    Some(a) => ui.label(format!("{:.0} % of {}", a * 100.0, score.asked)),
                    None => ui.label("—"),
                };
                ui.end_row();
            }
        });
}
