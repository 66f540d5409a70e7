//! The panel beside the board during a lesson or a puzzle: what the task says in large
//! friendly type, the answer to the last move (its star, or why not), and the way on.

use crate::gui::board::inset::{BoardInset, RightPanel};
use crate::gui::modes::learning::{Drill, LearnFeedback, LearnRequest, Learning, lesson_of};
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::words::side_name;
use crate::learn::{Proof, Puzzle, PuzzleGoal, course};
use crate::rules::format_move_list;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the panel.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        learn_panel.run_if(crate::gui::state::playing),
    );
}

const RIGHT: egui::Color32 = egui::Color32::from_rgb(120, 220, 120);
const WRONG: egui::Color32 = egui::Color32::from_rgb(240, 140, 110);

fn learn_panel(
    mut contexts: EguiContexts,
    learning: Res<Learning>,
    mut inset: ResMut<BoardInset>,
    mut requests: MessageWriter<LearnRequest>,
    mut actions: MessageWriter<UiAction>,
    players: Res<crate::gui::players::Players>,
) -> Result {
    let child = players.child_mode();
    let Some(drill) = learning.drill.clone().filter(|_| learning.active) else {
        BoardInset::set_right(&mut inset, RightPanel::Learn, 0.0);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = crate::gui::board::inset::panel_root(ctx, "learn-root", inset.top);
    let shown = egui::Panel::right("learn")
        .resizable(false)
        .exact_size(crate::gui::board::inset::side_panel_width(ctx, 340.0))
        .show(&mut root, |ui| {
            crate::gui::overlay::notes::scroll(
                egui::ScrollArea::vertical().show(ui, |ui| {
                    match &drill {
                        Drill::Lesson { task, ready, .. } => {
                            lesson_area(ui, &learning, *task, ready, child, &mut requests);
                        }
                        Drill::Puzzle { puzzle, daily, .. } => {
                            let shown = PuzzleShown {
                                puzzle,
                                daily: *daily,
                                child,
                            };
                            puzzle_area(ui, &learning, &shown, &mut requests)
                        }
                    }
                    ui.add_space(10.0);
                    let back = match drill {
                        Drill::Lesson { .. } => t!("lesson-back"),
                        Drill::Puzzle { .. } => t!("puzzle-back"),
                    };
                    if ui.button(format!("{back} (Esc)")).clicked() {
                        requests.write(LearnRequest::Stop);
                        actions.write(UiAction::Open(OverBoard::Learn));
                    }
                }),
                ui,
            );
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    BoardInset::set_right(&mut inset, RightPanel::Learn, width);
    Ok(())
}

fn big(ui: &mut egui::Ui, text: String, size: f32) {
    text::label(ui, egui::RichText::new(text).size(size));
}

/// A wide button to go on, never wider than the panel's room (a scroll bar takes some).
fn next_button(ui: &mut egui::Ui, text: String) -> bool {
    let wide = ui.available_width().min(220.0);
    let button = ui.add(
        egui::Button::new(egui::RichText::new(text).size(20.0).strong())
            .min_size(egui::vec2(wide, 36.0)),
    );
    button.clicked()
}

fn lesson_area(
    ui: &mut egui::Ui,
    learning: &Learning,
    task: usize,
    ready: &crate::learn::ReadyTask,
    child: bool,
    requests: &mut MessageWriter<LearnRequest>,
) {
    let Some((index, lesson)) = lesson_of(learning) else {
        return;
    };
    text::heading(
        ui,
        egui::RichText::new(t!(
            "lesson-of",
            number = index + 1,
            count = course().len(),
            title = crate::i18n::text(&lesson.title)
        ))
        .size(22.0),
    );
    let stars: String = (0..lesson.tasks.len())
        .map(|k| {
            let done = learning
                .progress
                .stars
                .get(&lesson.id)
                .and_then(|s| s.get(k).copied())
                .unwrap_or(false);
            if done { '★' } else { '☆' }
        })
        .collect();
    text::label(
        ui,
        egui::RichText::new(format!(
            "{}   {stars}",
            t!(
                "lesson-task-of",
                task = task + 1,
                tasks = lesson.tasks.len()
            )
        ))
        .size(16.0),
    );
    ui.separator();
    big(ui, crate::i18n::text(&ready.say), 21.0);
    ui.add_space(8.0);
    match &learning.feedback {
        None => {}
        Some(LearnFeedback::Wrong(why, _)) => {
            encourage(ui, child, 20.0);
            text::label(
                ui,
                egui::RichText::new(why.explain()).size(19.0).color(WRONG),
            );
            big(ui, t!("lesson-try-again"), 17.0);
        }
        Some(LearnFeedback::Right) => {
            text::label(
                ui,
                egui::RichText::new(t!("lesson-right"))
                    .size(30.0)
                    .strong()
                    .color(RIGHT),
            );
            if let Some(then) = &ready.then {
                big(ui, crate::i18n::text(then), 19.0);
            }
            ui.add_space(6.0);
            let last_task = task + 1 == lesson.tasks.len();
            if last_task {
                let stars = learning.progress.stars_of(&lesson.id, lesson.tasks.len());
                big(
                    ui,
                    t!("lesson-done", stars = stars, tasks = lesson.tasks.len()),
                    18.0,
                );
                if lesson.game_against_level.is_some() && next_button(ui, t!("lesson-play-game")) {
                    requests.write(LearnRequest::FirstGame);
                }
            }
            let more = !last_task || index + 1 < course().len();
            let words = if last_task {
                t!("lesson-next-lesson")
            } else {
                t!("lesson-next-task")
            };
            if more && next_button(ui, words) {
                requests.write(LearnRequest::Next);
            }
        }
        Some(_) => {}
    }
}

/// The goal of a puzzle in words (for a `child`, in words a child of eight reads).
pub fn puzzle_goal(puzzle: &Puzzle, child: bool) -> String {
    let side = side_name(puzzle.solver());
    match (puzzle.goal, child) {
        (PuzzleGoal::Win, false) => t!("puzzle-goal-win", side = side),
        (PuzzleGoal::Draw, false) => t!("puzzle-goal-draw", side = side),
        (PuzzleGoal::Gain(n), false) => t!("puzzle-goal-gain", side = side, seeds = n),
        (PuzzleGoal::Save(n), false) => t!("puzzle-goal-save", side = side, seeds = n),
        (PuzzleGoal::Win, true) => t!("puzzle-goal-win-child", side = side),
        (PuzzleGoal::Draw, true) => t!("puzzle-goal-draw-child", side = side),
        (PuzzleGoal::Gain(n), true) => t!("puzzle-goal-gain-child", side = side, seeds = n),
        (PuzzleGoal::Save(_), true) => t!("puzzle-goal-save-child", side = side),
    }
}

fn signed(change: f64) -> String {
    format!("{:+}", change.round() as i64)
}

/// A child's words before the reason of a wrong answer: a kind word, then the rule.
pub(super) fn encourage(ui: &mut egui::Ui, child: bool, size: f32) {
    if child {
        text::label(
            ui,
            egui::RichText::new(t!("child-good-try"))
                .size(size)
                .strong()
                .color(RIGHT),
        );
    }
}

/// The puzzle on the board, and how it is shown.
struct PuzzleShown<'a> {
    puzzle: &'a Puzzle,
    /// The puzzle of the day.
    daily: bool,
    /// A child's mode: no rating numbers.
    child: bool,
}

fn puzzle_area(
    ui: &mut egui::Ui,
    learning: &Learning,
    shown: &PuzzleShown,
    requests: &mut MessageWriter<LearnRequest>,
) {
    let PuzzleShown {
        puzzle,
        daily,
        child,
    } = *shown;
    let rating = learning.progress.puzzle_rating(puzzle.id, puzzle.rating);
    if daily {
        text::label(
            ui,
            egui::RichText::new(t!("learn-puzzle-of-the-day")).strong(),
        );
    }
    let title = if child {
        t!("puzzle-title-child", id = puzzle.id)
    } else {
        t!("puzzle-title", id = puzzle.id, rating = rating.shown())
    };
    text::heading(ui, egui::RichText::new(title).size(22.0));
    ui.separator();
    big(ui, puzzle_goal(puzzle, child), 21.0);
    if puzzle.player_moves() > 1 {
        text::label(ui, t!("puzzle-moves", moves = puzzle.player_moves()));
    }
    ui.add_space(8.0);
    match &learning.feedback {
        None => big(ui, t!("puzzle-your-move"), 18.0),
        Some(LearnFeedback::Reply(mv)) => big(
            ui,
            t!(
                "puzzle-reply",
                side = side_name(puzzle.solver().opponent()),
                move = mv.to_string()
            ),
            18.0,
        ),
        Some(LearnFeedback::Wrong(why, mv)) => {
            encourage(ui, child, 20.0);
            text::label(
                ui,
                egui::RichText::new(
                    t!("puzzle-illegal", move = mv.to_string(), why = why.explain()),
                )
                .size(18.0)
                .color(WRONG),
            );
        }
        Some(LearnFeedback::Refuted {
            tried,
            reply,
            captured,
            wins,
        }) => {
            let opponent = side_name(puzzle.solver().opponent());
            let text = if *wins {
                t!(
                    "puzzle-refuted-wins",
                    tried = tried.to_string(),
                    side = opponent,
                    reply = reply.to_string(),
                    seeds = *captured
                )
            } else if *captured > 0 {
                t!(
                    "puzzle-refuted",
                    tried = tried.to_string(),
                    side = opponent,
                    reply = reply.to_string(),
                    seeds = *captured
                )
            } else {
                t!(
                    "puzzle-refuted-quiet",
                    tried = tried.to_string(),
                    side = opponent,
                    reply = reply.to_string()
                )
            };
            encourage(ui, child, 20.0);
            text::label(ui, egui::RichText::new(text).size(18.0).color(WRONG));
            if learning.refuted() && next_button(ui, t!("puzzle-take-back")) {
                requests.write(LearnRequest::TryAgain);
            }
        }
        Some(LearnFeedback::TryAgain) => {
            if learning.refuted() {
                text::label(
                    ui,
                    egui::RichText::new(t!("puzzle-wrong-ends"))
                        .size(18.0)
                        .color(WRONG),
                );
                if next_button(ui, t!("puzzle-take-back")) {
                    requests.write(LearnRequest::TryAgain);
                }
            } else {
                big(ui, t!("puzzle-try-again"), 18.0);
            }
        }
        Some(LearnFeedback::Solution) if child => big(
            ui,
            t!(
                "puzzle-solution-playing-child",
                moves = format_move_list(&puzzle.solution)
            ),
            18.0,
        ),
        Some(LearnFeedback::Solution) => big(
            ui,
            t!(
                "puzzle-solution-playing",
                moves = format_move_list(&puzzle.solution),
                rating = learning.progress.rating.shown(),
                change = signed(learning.failed_change())
            ),
            18.0,
        ),
        Some(LearnFeedback::Over { solved, change }) => {
            let rating = learning.progress.rating.shown();
            let (text, color) = if child && *solved {
                (t!("puzzle-solved-child"), RIGHT)
            } else if child {
                (t!("puzzle-failed-child"), RIGHT)
            } else if *solved {
                (
                    t!("puzzle-solved", rating = rating, change = signed(*change)),
                    RIGHT,
                )
            } else {
                (
                    t!("puzzle-failed", rating = rating, change = signed(*change)),
                    WRONG,
                )
            };
            text::label(
                ui,
                egui::RichText::new(text).size(22.0).strong().color(color),
            );
        }
        Some(LearnFeedback::Right) => {}
    }
    let over = matches!(learning.feedback, Some(LearnFeedback::Over { .. }));
    if learning.solution_shown || over {
        text::label(
            ui,
            egui::RichText::new(t!(
                "puzzle-solution-is",
                moves = format_move_list(&puzzle.solution)
            ))
            .size(18.0),
        );
        let themes: Vec<String> = puzzle
            .themes
            .iter()
            .map(|t| crate::i18n::text(t.message_id()))
            .collect();
        if !themes.is_empty() {
            text::label(ui, t!("puzzle-themes", themes = themes.join(", ")));
        }
        text::label(
            ui,
            egui::RichText::new(match puzzle.proof {
                Proof::Tables => t!("puzzle-proof-tables"),
                Proof::Search => t!("puzzle-proof-search"),
            })
            .weak(),
        );
    } else if ui.button(t!("puzzle-solution")).clicked() {
        requests.write(LearnRequest::ShowSolution);
    }
    ui.add_space(6.0);
    if (over || learning.solution_shown) && next_button(ui, t!("puzzle-next")) {
        requests.write(LearnRequest::Next);
    }
}
