//! The Library window's statistics: the player's rating against the computer (with its
//! uncertainty and its history as a plot) and the level that makes a fair game, the rating
//! against people apart, the results against each level and person, the results month by
//! month, and the mistakes the reviews found game after game.

use crate::gui::files::game_library::GameLibrary;
use crate::gui::text;
use crate::ratings::{RatedOpponent, RatingPoint, fair_level, level_rating};
use crate::records::Results;
use crate::t;
use bevy_egui::egui;
use egui_plot::{Bar, BarChart, FilledArea, Legend, Line, Plot, Points};

/// Colours of wins, draws and losses in the plots.
const WON: egui::Color32 = egui::Color32::from_rgb(90, 170, 90);
const DRAWN: egui::Color32 = egui::Color32::from_rgb(150, 150, 150);
const LOST: egui::Color32 = egui::Color32::from_rgb(200, 90, 80);

/// Draws the statistics, the month chart against `against` (all opponents when none);
/// returns the level the player asked to play, if any. A child sees their results, not
/// rating numbers.
pub(super) fn statistics(
    ui: &mut egui::Ui,
    library: &GameLibrary,
    against: &mut Option<RatedOpponent>,
    child: bool,
) -> Option<u8> {
    let mut play = None;
    // The window's room, below its tabs; the rest scrolls.
    crate::gui::overlay::fitted::scrolled(ui, |ui| {
        if !child {
            text::heading(ui, t!("stats-rating-heading"));
            play = ratings(
                ui,
                &library.ratings.against_levels,
                &library.ratings.against_people,
            );
            ui.separator();
        }
        let stats = &library.stats;
        if stats.by_opponent.is_empty() && stats.mistakes.is_empty() {
            text::label(ui, egui::RichText::new(t!("stats-empty")).weak());
            return;
        }
        text::heading(ui, t!("stats-results-heading"));
        results_table(ui, stats.by_opponent.iter());
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            text::label(ui, t!("stats-by-month"));
            egui::ComboBox::from_id_salt("stats-against")
                .selected_text(
                    against
                        .as_ref()
                        .map_or_else(|| t!("stats-all"), against_words),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(against, None, t!("stats-all"));
                    for who in stats.by_opponent.keys() {
                        ui.selectable_value(against, Some(who.clone()), against_words(who));
                    }
                });
        });
        let months = against
            .as_ref()
            .and_then(|who| stats.by_month_against.get(who))
            .unwrap_or(&stats.by_month);
        by_month(ui, months);
        ui.separator();
        text::label(ui, t!("stats-mistakes"));
        if stats.mistakes.is_empty() {
            text::label(ui, egui::RichText::new(t!("stats-mistakes-none")).weak());
        } else {
            mistakes(ui, &stats.mistakes);
        }
    });
    play
}

/// The ratings in words, the fair level, and the history plot.
fn ratings(ui: &mut egui::Ui, levels: &[RatingPoint], people: &[RatingPoint]) -> Option<u8> {
    let mut play = None;
    match levels.last() {
        Some(now) => {
            text::label(
                ui,
                t!(
                    "stats-rating-levels",
                    rating = now.rating.shown(),
                    error = (2.0 * now.rating.deviation).round() as i32,
                    count = levels.len()
                ),
            );
            let fair = fair_level(now.rating.rating);
            ui.horizontal(|ui| {
                text::label(
                    ui,
                    t!(
                        "stats-fair-level",
                        level = fair,
                        rating = level_rating(fair).rating.round() as i32
                    ),
                );
                if ui.button(t!("stats-play-fair")).clicked() {
                    play = Some(fair);
                }
            });
            history_plot(ui, levels);
        }
        None => {
            text::label(ui, egui::RichText::new(t!("stats-rating-none")).weak());
        }
    }
    if let Some(now) = people.last() {
        text::label(
            ui,
            t!(
                "stats-rating-people",
                rating = now.rating.shown(),
                error = (2.0 * now.rating.deviation).round() as i32,
                count = people.len()
            ),
        );
    }
    play
}

/// The most points a plot draws: a long history is thinned to every k-th game (and its
/// last), so that thousands of games cost no more a frame than a few hundred.
const MOST_POINTS: usize = 400;

/// The indices of `n` games a plot shows, first to last.
fn thinned(n: usize) -> impl Iterator<Item = usize> {
    let step = n.div_ceil(MOST_POINTS).max(1);
    (0..n)
        .step_by(step)
        .chain((n > 0 && !(n - 1).is_multiple_of(step)).then(|| n - 1))
}

/// The rating after each game against the computer, with a band of two deviations.
fn history_plot(ui: &mut egui::Ui, points: &[RatingPoint]) {
    let shown: Vec<usize> = thinned(points.len()).collect();
    let xs: Vec<f64> = shown.iter().map(|&i| i as f64 + 1.0).collect();
    let rating: Vec<[f64; 2]> = shown
        .iter()
        .map(|&i| [i as f64 + 1.0, points[i].rating.rating])
        .collect();
    let low: Vec<f64> = shown
        .iter()
        .map(|&i| points[i].rating.rating - 2.0 * points[i].rating.deviation)
        .collect();
    let high: Vec<f64> = shown
        .iter()
        .map(|&i| points[i].rating.rating + 2.0 * points[i].rating.deviation)
        .collect();
    text::label(ui, egui::RichText::new(t!("stats-rating-plot")).small());
    Plot::new("library-rating")
        .height(150.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.add(
                FilledArea::new("±2σ", &xs, &low, &high)
                    .fill_color(egui::Color32::from_rgba_unmultiplied(120, 160, 220, 40)),
            );
            plot.line(Line::new(t!("stats-rating-heading"), rating));
        });
}

/// One row per level and per person: won, drawn, lost, score.
fn results_table<'a>(
    ui: &mut egui::Ui,
    rows: impl Iterator<Item = (&'a RatedOpponent, &'a Results)>,
) {
    egui::Grid::new("library-results")
        .num_columns(5)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for words in [
                t!("stats-opponent"),
                t!("stats-won"),
                t!("stats-drawn"),
                t!("stats-lost"),
                t!("stats-score"),
            ] {
                ui.strong(words);
            }
            ui.end_row();
            for (against, r) in rows {
                text::label(ui, against_words(against));
                text::label(ui, r.wins.to_string());
                text::label(ui, r.draws.to_string());
                text::label(ui, r.losses.to_string());
                text::label(ui, format!("{:.0} %", 100.0 * r.score()));
                ui.end_row();
            }
        });
}

/// A level (with its rating) or a person, in words.
fn against_words(against: &RatedOpponent) -> String {
    match against {
        RatedOpponent::Level(level) => t!(
            "stats-level",
            level = *level,
            rating = level_rating(*level).rating.round() as i32
        ),
        RatedOpponent::Person(name) => name.clone(),
    }
}

/// Wins, draws and losses stacked, one bar a month.
fn by_month(ui: &mut egui::Ui, months: &std::collections::BTreeMap<String, Results>) {
    let names: Vec<String> = months.keys().cloned().collect();
    let bars = |f: fn(&Results) -> u32, colour: egui::Color32| -> Vec<Bar> {
        months
            .values()
            .enumerate()
            .map(|(i, r)| Bar::new(i as f64, f64::from(f(r))).width(0.6).fill(colour))
            .collect()
    };
    let won = BarChart::new(t!("stats-won"), bars(|r| r.wins, WON)).color(WON);
    let drawn = BarChart::new(t!("stats-drawn"), bars(|r| r.draws, DRAWN))
        .color(DRAWN)
        .stack_on(&[&won]);
    let lost = BarChart::new(t!("stats-lost"), bars(|r| r.losses, LOST))
        .color(LOST)
        .stack_on(&[&won, &drawn]);
    Plot::new("library-months")
        .height(130.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .legend(Legend::default())
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            names.get(i as usize).cloned().unwrap_or_default()
        })
        .show(ui, |plot| {
            plot.bar_chart(won);
            plot.bar_chart(drawn);
            plot.bar_chart(lost);
        });
}

/// The mistakes and blunders of each reviewed game, in order, joined by a line.
fn mistakes(ui: &mut egui::Ui, games: &[(String, u16)]) {
    let points: Vec<[f64; 2]> = thinned(games.len())
        .map(|i| [i as f64 + 1.0, f64::from(games[i].1)])
        .collect();
    Plot::new("library-mistakes")
        .height(120.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .include_y(0.0)
        .show(ui, |plot| {
            plot.line(Line::new(t!("stats-mistakes"), points.clone()));
            plot.points(Points::new(t!("stats-mistakes"), points).radius(3.0));
        });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_long_history_is_thinned_keeping_its_first_and_last_game() {
        let few: Vec<usize> = super::thinned(5).collect();
        assert_eq!(few, [0, 1, 2, 3, 4]);
        let many: Vec<usize> = super::thinned(10_001).collect();
        assert!(many.len() <= super::MOST_POINTS + 1, "{}", many.len());
        assert_eq!((many[0], many.last().copied()), (0, Some(10_000)));
        assert!(super::thinned(0).next().is_none());
    }
}
