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
    format!("{winner}  {}-{}  {why}", e.score[0], e.score[1])
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
    crate::gui::overlay::fitted::centred(t!("library-title"), "library-window", ctx)
        .resizable(true)
        .default_size([820.0, 480.0])
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
            ui.horizontal(|ui| {
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
            crate::gui::overlay::notes::scroll(
                egui::ScrollArea::vertical()
                    .max_height(ui.available_height().clamp(100.0, 400.0))
                    .show_rows(ui, 22.0, shown.len() + 1, |ui, rows| {
                        egui::Grid::new("library-grid")
                            .num_columns(9)
                            .striped(true)
                            .spacing([12.0, 4.0])
                            .show(ui, |ui| {
                                header(ui, &mut view);
                                for k in rows.start.max(1)..rows.end {
                                    let Some(e) = shown.get(k - 1) else { break };
                                    let mut ticked = view.selected.contains(&e.file);
                                    if text::checkbox(ui, &mut ticked, "").changed() {
                                        if ticked {
                                            view.selected.insert(e.file.clone());
                                        } else {
                                            view.selected.remove(&e.file);
                                        }
                                    }
                                    text::label(ui, &e.date);
                                    text::label(ui, display_name(&e.names[0], Side::South));
                                    text::label(ui, display_name(&e.names[1], Side::North));
                                    text::label(ui, result_text(e));
                                    text::label(ui, clock_words(e));
                                    text::label(ui, e.plies.to_string());
                                    if ui.button(t!("library-open")).clicked()
                                        && let Some(dir) = &library.dir
                                    {
                                        files.write(FileRequest::Open(dir.join(&e.file)));
                                        actions.write(UiAction::Close(OverBoard::Library));
                                    }
                                    if ui.button(t!("library-delete")).clicked() {
                                        requests.write(LibraryRequest::Delete(e.file.clone()));
                                    }
                                    ui.end_row();
                                }
                            });
                    }),
                ui,
            );
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
    ui.horizontal(|ui| {
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

/// The column headers: a click sorts by the column, again the other way.
fn header(ui: &mut egui::Ui, view: &mut LibraryView) {
    text::label(ui, "");
    for (column, words) in [
        (Column::Date, t!("library-date")),
        (Column::South, crate::gui::words::side_name(Side::South)),
        (Column::North, crate::gui::words::side_name(Side::North)),
        (Column::Result, t!("library-result")),
        (Column::Clock, t!("new-game-clock")),
        (Column::Length, t!("library-length")),
    ] {
        let mark = match (view.column == column, view.ascending) {
            (true, true) => " ^",
            (true, false) => " v",
            _ => "",
        };
        if ui
            .add(
                egui::Button::new(egui::RichText::new(format!("{words}{mark}")).strong())
                    .frame(false),
            )
            .clicked()
        {
            if view.column == column {
                view.ascending = !view.ascending;
            } else {
                view.column = column;
                view.ascending = column != Column::Date;
            }
        }
    }
    text::label(ui, "");
    text::label(ui, "");
    ui.end_row();
}
