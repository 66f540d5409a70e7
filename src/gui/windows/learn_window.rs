//! The Learn window: the course (each lesson with its stars, *Continue learning*), and the
//! puzzles (the player's rating with its uncertainty and its history as a plot, the puzzle
//! of the day, a puzzle for the player, a theme to train). Everything it starts goes through
//! [`LearnRequest`].

use crate::gui::modes::learning::{LearnRequest, Learning, PuzzlePick};
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text::{self, HoverWords};
use crate::learn::{Theme, course};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the window.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        learn_window.run_if(in_state(OverBoard::Learn)),
    );
}

/// A lesson's line: its number and title, its stars.
fn lesson_button(ui: &mut egui::Ui, number: usize, title: &str) -> egui::Response {
    // The stars beside it keep their room in a narrow window: a long title is shortened
    // there, whole on hover.
    let wide = (ui.available_width() - 90.0).clamp(160.0, 300.0);
    let text = format!("{number}. {title}");
    ui.scope(|ui| {
        ui.set_max_width(wide);
        ui.add(
            egui::Button::new(egui::RichText::new(&text).size(18.0))
                .truncate()
                .min_size(egui::vec2(wide, 30.0)),
        )
    })
    .inner
    .on_hover_words(text)
}

fn learn_window(
    mut contexts: EguiContexts,
    learning: Res<Learning>,
    mut requests: MessageWriter<LearnRequest>,
    mut actions: MessageWriter<UiAction>,
    mut focused: Local<bool>,
    players: Res<crate::gui::players::Players>,
) -> Result {
    let child = players.child_mode();
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut chosen: Option<LearnRequest> = None;
    let mut theme: Option<Option<Theme>> = None;
    let mut close = false;
    let progress = &learning.progress;
    // Decided by the screen, not by the window: the window takes the width of what it shows,
    // so a window that started narrow would stay narrow.
    let side_by_side = ctx.content_rect().width() >= TWO_COLUMNS + SCREEN_MARGIN;
    crate::gui::overlay::fitted::centred(t!("learn-title"), "learn-window", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                // Side by side when the screen is wide enough, else one above the other.
                let mut lessons = |ui: &mut egui::Ui| lessons_part(ui, progress, &mut focused);
                let mut picked = None;
                let mut puzzles =
                    |ui: &mut egui::Ui| picked = Some(puzzles_part(ui, &learning, child));
                if side_by_side {
                    ui.set_width(TWO_COLUMNS);
                    ui.columns(2, |columns| {
                        chosen = lessons(&mut columns[0]);
                        puzzles(&mut columns[1]);
                    });
                } else {
                    chosen = lessons(ui);
                    ui.separator();
                    puzzles(ui);
                }
                if let Some((puzzle, picked_theme)) = picked {
                    chosen = chosen.take().or(puzzle);
                    theme = picked_theme;
                }
                ui.add_space(6.0);
                if ui.button(t!("learn-close")).clicked() {
                    close = true;
                }
            })
        });
    if let Some(theme) = theme {
        requests.write(LearnRequest::Theme(theme));
    }
    if let Some(request) = chosen {
        requests.write(request);
        close = true;
    }
    if !open || close {
        actions.write(UiAction::Close(OverBoard::Learn));
        *focused = false;
    }
    Ok(())
}

/// Points the lessons and the puzzles take side by side.
const TWO_COLUMNS: f32 = 720.0;
/// Points of the screen around the window's contents: its frame and the space at the edges.
const SCREEN_MARGIN: f32 = 60.0;

/// The lessons: continue where the player stopped, or any lesson with its stars.
fn lessons_part(
    ui: &mut egui::Ui,
    progress: &crate::learn::LearnProgress,
    focused: &mut bool,
) -> Option<LearnRequest> {
    let mut chosen = None;
    text::heading(ui, t!("learn-lessons"));
    let lessons = course();
    let begun = !progress.stars.is_empty();
    let all_done = lessons
        .iter()
        .all(|l| progress.stars_of(&l.id, l.tasks.len()) == l.tasks.len());
    let words = if begun {
        t!("learn-continue")
    } else {
        t!("learn-start")
    };
    let go = ui.add(
        egui::Button::new(egui::RichText::new(words).size(22.0).strong())
            .min_size(egui::vec2(300.0, 40.0)),
    );
    // Enter starts where the player stopped: the window works without a mouse.
    if !*focused {
        go.request_focus();
        *focused = true;
    }
    if go.clicked() {
        chosen = Some(LearnRequest::Continue);
    }
    if all_done {
        text::label(ui, egui::RichText::new(t!("learn-done-all")).strong());
    }
    ui.add_space(6.0);
    for (k, lesson) in lessons.iter().enumerate() {
        ui.horizontal(|ui| {
            if lesson_button(ui, k + 1, &crate::i18n::text(&lesson.title)).clicked() {
                chosen = Some(LearnRequest::Lesson { lesson: k, task: 0 });
            }
            let stars = progress.stars_of(&lesson.id, lesson.tasks.len());
            let mut said = t!("learn-stars", stars = stars, tasks = lesson.tasks.len());
            if progress.games_won.contains(&lesson.id) {
                said.push_str(" 🏆");
            }
            let text = egui::RichText::new(said).size(16.0);
            text::label(
                ui,
                if stars == lesson.tasks.len() {
                    text.color(egui::Color32::from_rgb(240, 200, 80))
                } else {
                    text
                },
            );
        });
    }
    chosen
}

/// The puzzles: the player's rating (a child's stars and run of puzzles solved instead), the
/// puzzle of the day or one chosen for them, a theme to train, and the rating's history.
/// Returns the puzzle asked for and the theme picked.
fn puzzles_part(
    ui: &mut egui::Ui,
    learning: &Learning,
    child: bool,
) -> (Option<LearnRequest>, Option<Option<Theme>>) {
    let progress = &learning.progress;
    let mut chosen = None;
    text::heading(ui, t!("learn-puzzles"));
    if child {
        let solved = progress.history.iter().filter(|t| t.solved).count();
        let run = progress
            .history
            .iter()
            .rev()
            .take_while(|t| t.solved)
            .count();
        text::label(
            ui,
            egui::RichText::new(t!("learn-child-solved", solved = solved))
                .size(20.0)
                .strong(),
        );
        if run > 1 {
            text::label(ui, t!("learn-child-run", run = run));
        }
    } else {
        rating_line(ui, learning);
    }
    ui.add_space(4.0);
    let big = |text: String| {
        egui::Button::new(egui::RichText::new(text).size(18.0)).min_size(egui::vec2(260.0, 32.0))
    };
    if ui.add(big(t!("learn-puzzle-of-the-day"))).clicked() {
        chosen = Some(LearnRequest::Puzzle(PuzzlePick::OfTheDay));
    }
    if ui.add(big(t!("learn-next-puzzle"))).clicked() {
        chosen = Some(LearnRequest::Puzzle(PuzzlePick::ForMe));
    }
    let theme = theme_choice(ui, learning.theme);
    if !child {
        ui.add_space(6.0);
        text::label(ui, egui::RichText::new(t!("learn-history")).strong());
        rating_plot(ui, learning);
    }
    (chosen, theme)
}

/// The player's puzzle rating, and how many puzzles they tried and solved.
fn rating_line(ui: &mut egui::Ui, learning: &Learning) {
    let progress = &learning.progress;
    text::label(
        ui,
        egui::RichText::new(t!(
            "learn-your-rating",
            rating = progress.rating.shown(),
            deviation = (2.0_f64 * progress.rating.deviation).round()
        ))
        .size(18.0)
        .strong(),
    );
    let solved = progress.history.iter().filter(|t| t.solved).count();
    text::label(
        ui,
        t!(
            "learn-tried",
            tried = progress.history.len(),
            solved = solved
        ),
    );
}

/// The theme the next puzzles train, or any.
fn theme_choice(ui: &mut egui::Ui, current: Option<Theme>) -> Option<Option<Theme>> {
    let mut picked = None;
    let name = |theme: Option<Theme>| match theme {
        None => t!("learn-theme-any"),
        Some(t) => crate::i18n::text(t.message_id()),
    };
    ui.horizontal(|ui| {
        text::label(ui, t!("learn-theme"));
        egui::ComboBox::from_id_salt("learn-theme")
            .selected_text(name(current))
            .show_ui(ui, |ui| {
                for theme in std::iter::once(None).chain(Theme::ALL.into_iter().map(Some)) {
                    if ui.selectable_label(current == theme, name(theme)).clicked() {
                        picked = Some(theme);
                    }
                }
            });
    });
    picked
}

/// The player's rating after each try, as a line.
fn rating_plot(ui: &mut egui::Ui, learning: &Learning) {
    let history = &learning.progress.history;
    if history.is_empty() {
        text::label(ui, egui::RichText::new(t!("learn-no-history")).weak());
        return;
    }
    let points: Vec<[f64; 2]> = std::iter::once([0.0, 1500.0])
        .chain(
            history
                .iter()
                .enumerate()
                .map(|(k, t)| [(k + 1) as f64, t.rating]),
        )
        .collect();
    egui_plot::Plot::new("learn-rating")
        .height(140.0)
        .width(280.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.line(egui_plot::Line::new("rating", points));
        });
}
