//! The parent's page: what one player has done, read from their folder — lessons and stars,
//! puzzles, counting practice (the share of right answers of each kind, day by day, as a
//! plot), the time spent in the game and the games played. Opened from *Change the
//! players* on the start screen.

use crate::gui::overlay::fitted;
use crate::gui::players::Players;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::learn::{LearnProgress, course};
use crate::practice::{ExerciseKind, PracticeProgress};
use crate::records::{Activity, load_progress, look_at_library, progress_path};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::Path;

/// What was read for the page of the player it shows (whose: `state::ProgressOf`).
#[derive(Resource, Debug, Default)]
pub struct ProgressPage {
    /// A made-up month for a player without a folder (the screenshots, which keep nothing),
    /// in place of an empty page.
    pub example_without_folder: bool,
    /// What their files say, read as the page opens.
    report: Option<PlayerReport>,
}

/// What a player's files say.
#[derive(Debug, Clone, Default)]
pub struct PlayerReport {
    /// Their name.
    pub name: String,
    /// Their lessons and puzzles.
    pub learn: LearnProgress,
    /// Their counting practice.
    pub practice: PracticeProgress,
    /// Their time in the game.
    pub activity: Activity,
    /// Games in their Library, and those they won.
    pub games: (usize, usize),
    /// Files that could not be read, named.
    pub problems: Vec<String>,
}

impl PlayerReport {
    /// The report of the player named `name` whose folder is `folder`.
    pub fn read(name: &str, folder: &Path) -> PlayerReport {
        let mut report = PlayerReport {
            name: name.to_string(),
            ..PlayerReport::default()
        };
        let mut problem = |e: crate::records::SettingsError| {
            report_problem(&mut report.problems, &e);
        };
        match load_progress::<LearnProgress>(&progress_path::<LearnProgress>(folder)) {
            Ok(p) => report.learn = p.unwrap_or_default(),
            Err(e) => problem(e),
        }
        match load_progress::<PracticeProgress>(&progress_path::<PracticeProgress>(folder)) {
            Ok(p) => report.practice = p.unwrap_or_default(),
            Err(e) => problem(e),
        }
        match load_progress::<Activity>(&progress_path::<Activity>(folder)) {
            Ok(p) => report.activity = p.unwrap_or_default(),
            Err(e) => problem(e),
        }
        let library = folder.join("library");
        if library.is_dir() {
            let read = look_at_library(&library);
            let entries = &read.library.entries;
            let won = entries
                .iter()
                .filter(|e| e.player_score() == Some(1.0))
                .count();
            report.games = (entries.len(), won);
            report.problems.extend(read.problems);
        }
        report
    }

    /// A made-up player's month (the screenshot's, `--screen progress`).
    pub fn example(today: u64) -> PlayerReport {
        let mut report = PlayerReport {
            name: "Kofi".into(),
            games: (12, 5),
            ..PlayerReport::default()
        };
        for (k, lesson) in course().iter().take(4).enumerate() {
            let tasks = lesson.tasks.len();
            report
                .learn
                .stars
                .insert(lesson.id.clone(), (0..tasks).map(|t| t <= k).collect());
        }
        for d in 0..30u64 {
            let day = today - 29 + d;
            if d % 3 == 1 {
                continue;
            }
            let puzzle = 1 + d as u32;
            report.learn.record_try(puzzle, 900, d % 4 != 0, day);
            report.activity.add(day, 600 + 40 * d as u32);
            for (k, kind) in ExerciseKind::ALL.into_iter().enumerate() {
                // Better each week, the harder kinds later.
                let asked = 6 + (d % 4);
                let right = (asked * (30 + d + 5 * (5 - k as u64)) / 70).min(asked);
                for n in 0..asked {
                    report.practice.record_on(kind, n < right, day);
                }
            }
        }
        report
    }
}

fn report_problem(problems: &mut Vec<String>, e: &crate::records::SettingsError) {
    problems.push(crate::gui::words::errors::settings_error(e));
}

/// Registers the page.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ProgressPage>()
        .add_systems(OnEnter(OverBoard::Progress), read_on_open)
        .add_systems(
            EguiPrimaryContextPass,
            progress_window.run_if(in_state(OverBoard::Progress)),
        );
}

/// The player's files are read as their page opens (a made-up month for a screenshot,
/// where nothing is kept).
fn read_on_open(
    mut page: ResMut<ProgressPage>,
    whose: Res<crate::gui::state::ProgressOf>,
    players: Res<Players>,
) {
    let of = whose.0.or(players.active().map(|p| p.id));
    let profile = of.and_then(|id| players.list().iter().find(|p| p.id == id));
    let tool = page.example_without_folder;
    page.report = match (profile, of.and_then(|id| players.folder_of(id))) {
        (Some(p), Some(folder)) => Some(PlayerReport::read(&p.name, &folder)),
        (Some(p), None) if tool => Some(PlayerReport {
            name: p.name.clone(),
            ..PlayerReport::example(crate::learn::today())
        }),
        _ => None,
    };
}

fn progress_window(
    mut contexts: EguiContexts,
    page: Res<ProgressPage>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let title = match &page.report {
        Some(r) => t!("progress-title", name = r.name.clone()),
        None => t!("progress-title-none"),
    };
    fitted::centred(title, "progress-page", ctx)
        .open(&mut open)
        .resizable(false)
        .show(ctx, |ui| {
            fitted::scrolled(ui, |ui| match &page.report {
                Some(report) => report_view(ui, report),
                None => {
                    text::label(ui, t!("progress-guest"));
                }
            })
        });
    if !open {
        actions.write(UiAction::Close(OverBoard::Progress));
    }
    Ok(())
}

/// Minutes, as a duration in words.
fn minutes(seconds: u64) -> String {
    let minutes = seconds.div_ceil(60);
    if minutes < 60 {
        t!("progress-minutes", minutes = minutes)
    } else {
        t!(
            "progress-hours",
            hours = minutes / 60,
            minutes = minutes % 60
        )
    }
}

fn report_view(ui: &mut egui::Ui, report: &PlayerReport) {
    for problem in &report.problems {
        text::colored_label(ui, egui::Color32::from_rgb(240, 150, 110), problem.as_str());
    }
    let lessons = course();
    let done = report
        .learn
        .lessons_finished(lessons.iter().map(|l| (l.id.as_str(), l.tasks.len())));
    let stars: usize = lessons
        .iter()
        .map(|l| report.learn.stars_of(&l.id, l.tasks.len()))
        .sum();
    let all_stars: usize = lessons.iter().map(|l| l.tasks.len()).sum();
    text::heading(ui, t!("progress-learning"));
    text::label(
        ui,
        t!(
            "progress-lessons",
            done = done,
            lessons = lessons.len(),
            stars = stars,
            all = all_stars
        ),
    );
    let history = &report.learn.history;
    text::label(
        ui,
        t!(
            "progress-puzzles",
            solved = history.iter().filter(|t| t.solved).count(),
            tried = history.len()
        ),
    );
    ui.add_space(6.0);
    text::heading(ui, t!("progress-practice"));
    practice_table(ui, &report.practice);
    practice_plot(ui, &report.practice);
    ui.add_space(6.0);
    text::heading(ui, t!("progress-time-and-games"));
    let today = crate::learn::today();
    text::label(
        ui,
        t!(
            "progress-time",
            week = minutes(report.activity.seconds_since(today.saturating_sub(6))),
            all = minutes(report.activity.seconds_since(0))
        ),
    );
    text::label(
        ui,
        t!(
            "progress-games",
            games = report.games.0,
            won = report.games.1
        ),
    );
}

/// Each kind of question: answered right, of those asked.
fn practice_table(ui: &mut egui::Ui, practice: &PracticeProgress) {
    egui::Grid::new("progress-kinds")
        .num_columns(2)
        .spacing([16.0, 2.0])
        .show(ui, |ui| {
            for kind in ExerciseKind::ALL {
                text::label(ui, crate::gui::words::exercise_title(kind));
                let score = practice.per_kind[kind.index()];
                let shown = match practice.accuracy(kind) {
                    Some(share) => t!(
                        "progress-kind-score",
                        percent = (share * 100.0).round() as u32,
                        asked = score.asked
                    ),
                    None => "—".to_string(),
                };
                text::label(ui, shown);
                ui.end_row();
            }
        });
}

/// The colour of each kind of question in the plot, in the order of [`ExerciseKind::ALL`].
const KIND_COLOURS: [egui::Color32; 5] = [
    egui::Color32::from_rgb(230, 160, 50),
    egui::Color32::from_rgb(90, 170, 230),
    egui::Color32::from_rgb(110, 190, 100),
    egui::Color32::from_rgb(220, 95, 95),
    egui::Color32::from_rgb(170, 120, 220),
];

/// A day as the plot's axis writes it: day and month (`5/12`).
fn day_and_month(day: u64) -> String {
    crate::records::calendar_date(day).map_or_else(String::new, |(_, m, d)| format!("{d}/{m}"))
}

/// The share of right answers of each kind, day by day: each day a mark (so that a single
/// day reads too), the days joined, the dates along the bottom, the kinds named beside.
fn practice_plot(ui: &mut egui::Ui, practice: &PracticeProgress) {
    let (Some(first), Some(last)) = (
        practice.days.first().map(|d| d.day),
        practice.days.last().map(|d| d.day),
    ) else {
        text::label(ui, egui::RichText::new(t!("progress-no-practice")).weak());
        return;
    };
    text::label(ui, egui::RichText::new(t!("progress-plot")).small());
    let series: Vec<(ExerciseKind, Vec<[f64; 2]>)> = ExerciseKind::ALL
        .into_iter()
        .map(|kind| {
            let points = practice
                .days
                .iter()
                .filter_map(|d| {
                    let s = d.per_kind[kind.index()];
                    (s.asked > 0).then(|| {
                        [
                            d.day as f64,
                            100.0 * f64::from(s.right) / f64::from(s.asked),
                        ]
                    })
                })
                .collect();
            (kind, points)
        })
        .filter(|(_, points): &(ExerciseKind, Vec<[f64; 2]>)| !points.is_empty())
        .collect();
    let legend = 190.0;
    let wide = (ui.available_width() - legend).clamp(180.0, 420.0);
    ui.horizontal_top(|ui| {
        egui_plot::Plot::new("progress-practice")
            .height(170.0)
            .width(wide)
            .include_y(0.0)
            .include_y(100.0)
            // A day or two still has room around it.
            .include_x(first as f64 - 1.0)
            .include_x(last as f64 + 1.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .x_axis_formatter(|mark, _| {
                let whole = mark.value.round();
                if (mark.value - whole).abs() < 1e-6 && whole >= 0.0 {
                    day_and_month(whole as u64)
                } else {
                    String::new()
                }
            })
            .show(ui, |plot| {
                for (kind, points) in &series {
                    let colour = KIND_COLOURS[kind.index()];
                    let name = crate::gui::words::exercise_title(*kind);
                    plot.line(egui_plot::Line::new(name.clone(), points.clone()).color(colour));
                    plot.points(
                        egui_plot::Points::new(name, points.clone())
                            .radius(4.0)
                            .color(colour),
                    );
                }
            });
        ui.vertical(|ui| {
            ui.set_max_width(legend);
            for (kind, _) in &series {
                ui.horizontal(|ui| {
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(rect.center(), 5.0, KIND_COLOURS[kind.index()]);
                    text::small(ui, crate::gui::words::exercise_title(*kind));
                });
            }
        });
    });
}
