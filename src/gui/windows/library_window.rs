//! The Library window: every game finished here, newest first — date, the players, the
//! result and why, the clock, the length — sorted by any column, filtered by a name; a game
//! opens on the board to replay, review or analyse; a game deleted can be brought back.

use crate::gui::files::files_menu::FileRequest;
use crate::gui::files::game_library::{GameLibrary, LibraryRequest};
use crate::gui::state::{OverBoard, UiAction, UiWindow};
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

/// How the list is shown: its sort and filter, and the order they give (worked out again
/// only when one of them or the library changes, so that 10 000 games cost nothing a frame).
#[derive(Resource, Debug, Default)]
struct LibraryView {
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
        Some(Ok(control)) => crate::gui::play::words::time_control(Some(control)),
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
                || entries[k]
                    .names
                    .iter()
                    .any(|n| n.to_lowercase().contains(&needle))
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
    (mut requests, mut files, mut actions): (
        MessageWriter<LibraryRequest>,
        MessageWriter<FileRequest>,
        MessageWriter<UiAction>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("library-title"))
        .id(egui::Id::new("library-window"))
        .collapsible(false)
        .resizable(true)
        .default_size([820.0, 480.0])
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .open(&mut open)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(t!("library-games", count = library.library.entries.len()));
                ui.separator();
                ui.label(t!("library-filter"));
                ui.add(egui::TextEdit::singleline(&mut view.filter).desired_width(160.0));
                if library.deleted.is_some() && ui.button(t!("library-undo")).clicked() {
                    requests.write(LibraryRequest::Undo);
                }
            });
            for problem in &library.problems {
                ui.label(
                    egui::RichText::new(problem)
                        .small()
                        .color(egui::Color32::from_rgb(240, 140, 110)),
                );
            }
            if library.library.entries.is_empty() {
                ui.label(egui::RichText::new(t!("library-empty")).weak());
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
            egui::ScrollArea::vertical().max_height(400.0).show_rows(
                ui,
                22.0,
                shown.len() + 1,
                |ui, rows| {
                    egui::Grid::new("library-grid")
                        .num_columns(8)
                        .striped(true)
                        .spacing([12.0, 4.0])
                        .show(ui, |ui| {
                            header(ui, &mut view);
                            for k in rows.start.max(1)..rows.end {
                                let Some(e) = shown.get(k - 1) else { break };
                                ui.label(&e.date);
                                ui.label(&e.names[0]);
                                ui.label(&e.names[1]);
                                ui.label(result_text(e));
                                ui.label(clock_words(e));
                                ui.label(e.plies.to_string());
                                if ui.button(t!("library-open")).clicked()
                                    && let Some(dir) = &library.dir
                                {
                                    files.write(FileRequest::Open(dir.join(&e.file)));
                                    actions.write(UiAction::Close(UiWindow::Library));
                                }
                                if ui.button(t!("library-delete")).clicked() {
                                    requests.write(LibraryRequest::Delete(e.file.clone()));
                                }
                                ui.end_row();
                            }
                        });
                },
            );
        });
    if !open {
        actions.write(UiAction::Close(UiWindow::Library));
    }
    Ok(())
}

/// The column headers: a click sorts by the column, again the other way.
fn header(ui: &mut egui::Ui, view: &mut LibraryView) {
    for (column, words) in [
        (Column::Date, t!("library-date")),
        (
            Column::South,
            crate::gui::play::words::side_name(Side::South),
        ),
        (
            Column::North,
            crate::gui::play::words::side_name(Side::North),
        ),
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
    ui.label("");
    ui.label("");
    ui.end_row();
}
