//! The Library window: every game finished here, newest first — date, the players, the
//! result and why, the clock, the length — sorted by any column, filtered by a name; a game
//! opens on the board to replay, review or analyse; a game deleted can be brought back; the
//! games ticked are exported as one OGN file. Its second tab shows the player's ratings and
//! statistics (`library_stats_view`).

use crate::gui::files::files_menu::FileRequest;
use crate::gui::files::game_library::{GameLibrary, LibraryRequest};
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::words::display_name;
use crate::records::LibraryEntry;
use crate::rules::Side;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LibraryView>()
        .add_systems(OnEnter(OverBoard::Library), read_on_open)
        .add_systems(
            EguiPrimaryContextPass,
            library_window.run_if(in_state(OverBoard::Library)),
        );
}

/// The column the list is sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Column {
    #[default]
    Date,
    South,
    North,
    Result,
    Clock,
    Length,
}

/// The window's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LibraryTab {
    /// The list of games.
    #[default]
    Games,
    /// The player's ratings and statistics.
    Statistics,
}

/// How the list is shown: its sort and filter, and the order they give (worked out again
/// only when one of them or the library changes, so that 10 000 games cost nothing a frame).
#[derive(Resource, Debug, Default)]
pub struct LibraryView {
    /// The tab shown.
    pub tab: LibraryTab,
    /// The games ticked for export (file names).
    selected: std::collections::BTreeSet<String>,
    /// Whose results the month chart shows (everyone's when none).
    against: Option<crate::ratings::RatedOpponent>,
    column: Column,
    ascending: bool,
    filter: String,
    order: Vec<usize>,
    ordered_for: Option<(Column, bool, String)>,
}

fn read_on_open(mut requests: MessageWriter<LibraryRequest>) {
    requests.write(LibraryRequest::Read);
}

fn result_text(e: &LibraryEntry) -> String {
    let winner = match e.winner {
        Some(Side::South) => "1–0",
        Some(Side::North) => "0–1",
        None => "½–½",
    };
    let why = crate::gui::panels::scoreboard::reason_text(e.reason);
    // A resignation or a flag fall is said as one, not as the seeds left.
    match e.reason {
        Some(reason) if !crate::gui::words::decided_by_seeds(reason) => format!("{winner}  {why}"),
        _ => format!("{winner}  {}-{}  {why}", e.score[0], e.score[1]),
    }
}

/// The time control in words (`3 min + 2 s`), or a dash without clocks.
fn clock_words(e: &LibraryEntry) -> String {
    match e.time_control.as_deref().map(str::parse) {
        Some(Ok(control)) => crate::gui::words::time_control(Some(control)),
        Some(Err(_)) => "?".to_string(),
        None => "—".to_string(),
    }
}

/// The places in `entries` of the games shown, in the order shown.
fn sorted(entries: &[LibraryEntry], view: &LibraryView) -> Vec<usize> {
    let needle = view.filter.trim().to_lowercase();
    let mut shown: Vec<usize> = (0..entries.len())
        .filter(|&k| {
            needle.is_empty()
                || Side::BOTH.iter().any(|&side| {
                    // The name as stored or as shown (`South`, `ฝ่ายใต้`).
                    let stored = &entries[k].names[side.index()];
                    stored.to_lowercase().contains(&needle)
                        || display_name(stored, side).to_lowercase().contains(&needle)
                })
        })
        .collect();
    shown.sort_by(|&a, &b| {
        let (a, b) = (&entries[a], &entries[b]);
        match view.column {
            Column::Date => a.date.cmp(&b.date).then(a.file.cmp(&b.file)),
            Column::South => a.names[0].cmp(&b.names[0]),
            Column::North => a.names[1].cmp(&b.names[1]),
            Column::Result => {
                (a.winner.map(|s| s.index()), a.score).cmp(&(b.winner.map(|s| s.index()), b.score))
            }
            Column::Clock => a.time_control.cmp(&b.time_control),
            Column::Length => a.plies.cmp(&b.plies),
        }
    });
    if !view.ascending {
        shown.reverse();
    }
    shown
}

fn library_window(
    mut contexts: EguiContexts,
    library: Res<GameLibrary>,
    mut view: ResMut<LibraryView>,
    mut settings: ResMut<crate::gui::settings::AppSettings>,
    (mut requests, mut files, mut actions): (
        MessageWriter<LibraryRequest>,
        MessageWriter<FileRequest>,
        MessageWriter<UiAction>,
    ),
    players: Res<crate::gui::players::Players>,
) -> Result {
    let child = players.child_mode();
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut play_level = None;
    let spacing = ctx.global_style().spacing.item_spacing;
    let table_width = WIDTHS.iter().sum::<f32>() + spacing.x * (WIDTHS.len() - 1) as f32;
    let wide = (ctx.content_rect().width() - 40.0).clamp(280.0, table_width + 30.0);
    crate::gui::overlay::fitted::centred(t!("library-title"), "library-window", ctx)
        .max_width(wide)
        // Its size is the table's, which takes the room the screen has.
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut view.tab, LibraryTab::Games, t!("library-tab-games"));
                ui.selectable_value(
                    &mut view.tab,
                    LibraryTab::Statistics,
                    t!("library-tab-statistics"),
                );
            });
            ui.separator();
            if view.tab == LibraryTab::Statistics {
                let view = &mut *view;
                play_level =
                    super::library_stats_view::statistics(ui, &library, &mut view.against, child);
                return;
            }
            ui.horizontal_wrapped(|ui| {
                text::label(
                    ui,
                    t!("library-games", count = library.library.entries.len()),
                );
                ui.separator();
                text::label(ui, t!("library-filter"));
                ui.add(egui::TextEdit::singleline(&mut view.filter).desired_width(160.0));
                if library.deleted.is_some() && ui.button(t!("library-undo")).clicked() {
                    requests.write(LibraryRequest::Undo);
                }
            });
            export_row(ui, &library, &mut view, &mut files);
            for problem in &library.problems {
                text::label(
                    ui,
                    egui::RichText::new(problem)
                        .small()
                        .color(egui::Color32::from_rgb(240, 140, 110)),
                );
            }
            if library.library.entries.is_empty() {
                text::label(ui, egui::RichText::new(t!("library-empty")).weak());
                return;
            }
            ui.separator();
            let key = (view.column, view.ascending, view.filter.clone());
            if library.is_changed() || view.ordered_for.as_ref() != Some(&key) {
                view.order = sorted(&library.library.entries, &view);
                view.ordered_for = Some(key);
            }
            let entries = &library.library.entries;
            let shown: Vec<&LibraryEntry> =
                view.order.iter().filter_map(|&k| entries.get(k)).collect();
            // Only the rows in view are laid out; the headings are the first row, so that
            // they scroll sideways with the columns.
            let tall = crate::gui::overlay::fitted::room_below(ui, 0.0);
            let height = ui.spacing().interact_size.y + 4.0;
            let rows = (shown.len() + 1) as f32;
            let table_height = rows * height + (rows - 1.0) * spacing.y;
            let table = egui::ScrollArea::both()
                .max_height(tall)
                .min_scrolled_height(tall.min(table_height))
                .min_scrolled_width(wide - 16.0)
                .auto_shrink([true, true])
                .show_rows(ui, height, shown.len() + 1, |ui, rows| {
                    for at in rows {
                        let Some(e) = at.checked_sub(1).and_then(|k| shown.get(k)) else {
                            header(ui, &mut view, height);
                            continue;
                        };
                        match game_row(ui, e, &mut view, height) {
                            Some(RowChoice::Open) => {
                                if let Some(dir) = &library.dir {
                                    files.write(FileRequest::Open(dir.join(&e.file)));
                                    actions.write(UiAction::Close(OverBoard::Library));
                                }
                            }
                            Some(RowChoice::Delete) => {
                                requests.write(LibraryRequest::Delete(e.file.clone()));
                            }
                            None => {}
                        }
                    }
                });
            crate::gui::overlay::notes::scroll_view(&table, ui, true);
        });
    if let Some(level) = play_level {
        // The fair level, against the player: the new-game window opens with it chosen.
        settings.new_game.computers = [None, Some(level)];
        actions.write(UiAction::Close(OverBoard::Library));
        actions.write(UiAction::GoTo(crate::gui::state::AppScreen::Playing));
        actions.write(UiAction::Open(OverBoard::NewGame));
    } else if !open {
        actions.write(UiAction::Close(OverBoard::Library));
    }
    Ok(())
}

/// Ticks every game shown, or none, and exports those ticked as one OGN file.
fn export_row(
    ui: &mut egui::Ui,
    library: &Res<GameLibrary>,
    view: &mut LibraryView,
    files: &mut MessageWriter<FileRequest>,
) {
    // Games deleted meanwhile are no longer ticked.
    if library.is_changed() {
        let kept: std::collections::BTreeSet<&str> = library
            .library
            .entries
            .iter()
            .map(|e| e.file.as_str())
            .collect();
        view.selected.retain(|f| kept.contains(f.as_str()));
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("library-select-all")).clicked() {
            let shown: Vec<String> = view
                .order
                .iter()
                .filter_map(|&k| library.library.entries.get(k))
                .map(|e| e.file.clone())
                .collect();
            view.selected.extend(shown);
        }
        if ui.button(t!("library-select-none")).clicked() {
            view.selected.clear();
        }
        let count = view.selected.len();
        if ui
            .add_enabled(
                count > 0,
                egui::Button::new(t!("library-export", count = count)),
            )
            .clicked()
        {
            // In the library's order, oldest first.
            let chosen: Vec<String> = library
                .library
                .entries
                .iter()
                .filter(|e| view.selected.contains(&e.file))
                .map(|e| e.file.clone())
                .collect();
            files.write(FileRequest::ExportDialog(chosen));
        }
    });
}

/// The columns' widths in points: the tick, date, South, North, result, clock, length, and
/// the *Open* and *Delete* buttons.
const WIDTHS: [f32; 8] = [28.0, 130.0, 110.0, 110.0, 190.0, 90.0, 50.0, 170.0];

/// What a row's buttons asked.
enum RowChoice {
    Open,
    Delete,
}

/// One game's row: its tick, date, players, result, clock and length, *Open* and *Delete*.
fn game_row(
    ui: &mut egui::Ui,
    e: &LibraryEntry,
    view: &mut LibraryView,
    height: f32,
) -> Option<RowChoice> {
    use crate::gui::overlay::table::{cell, text_cell};
    let mut choice = None;
    ui.horizontal(|ui| {
        cell(ui, WIDTHS[0], height, |ui| {
            let mut ticked = view.selected.contains(&e.file);
            if text::checkbox(ui, &mut ticked, "").changed() {
                if ticked {
                    view.selected.insert(e.file.clone());
                } else {
                    view.selected.remove(&e.file);
                }
            }
        });
        text_cell(ui, WIDTHS[1], height, &e.date);
        text_cell(
            ui,
            WIDTHS[2],
            height,
            display_name(&e.names[0], Side::South),
        );
        text_cell(
            ui,
            WIDTHS[3],
            height,
            display_name(&e.names[1], Side::North),
        );
        text_cell(ui, WIDTHS[4], height, result_text(e));
        text_cell(ui, WIDTHS[5], height, clock_words(e));
        text_cell(ui, WIDTHS[6], height, e.plies.to_string());
        cell(ui, WIDTHS[7], height, |ui| {
            if ui.button(t!("library-open")).clicked() {
                choice = Some(RowChoice::Open);
            }
            if ui.button(t!("library-delete")).clicked() {
                choice = Some(RowChoice::Delete);
            }
        });
    });
    choice
}

/// The column headers: a click sorts by the column, again the other way.
fn header(ui: &mut egui::Ui, view: &mut LibraryView, height: f32) {
    ui.horizontal(|ui| {
        crate::gui::overlay::table::cell(ui, WIDTHS[0], height, |_| {});
        let columns = [
            (Column::Date, t!("library-date")),
            (Column::South, crate::gui::words::side_name(Side::South)),
            (Column::North, crate::gui::words::side_name(Side::North)),
            (Column::Result, t!("library-result")),
            (Column::Clock, t!("new-game-clock")),
            (Column::Length, t!("library-length")),
        ];
        for ((column, words), &width) in columns.into_iter().zip(&WIDTHS[1..]) {
            let mark = match (view.column == column, view.ascending) {
                (true, true) => " ^",
                (true, false) => " v",
                _ => "",
            };
            let mut clicked = false;
            crate::gui::overlay::table::cell(ui, width, height, |ui| {
                clicked = ui
                    .add(
                        egui::Button::new(egui::RichText::new(format!("{words}{mark}")).strong())
                            .frame(false)
                            .truncate(),
                    )
                    .clicked();
            });
            if clicked {
                if view.column == column {
                    view.ascending = !view.ascending;
                } else {
                    view.column = column;
                    view.ascending = column != Column::Date;
                }
            }
        }
    });
}
