//! The games of a file of several records (the Library's export, `selfplay --ogn`), listed
//! as PGN viewers list them: each with its players, result and length, opened with a click;
//! *Add all to the library* keeps them all. A record that does not read says why.

use crate::gui::files::files_menu::{FileOfGames, FileRequest, file_label};
use crate::gui::files::game_library::{GameLibrary, LibraryRequest};
use crate::gui::overlay::table::cell;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::words::display_name;
use crate::rules::Side;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the window, open while the state [`OverBoard::FileGames`] is (a file opened
/// from the start screen lists its games over the board).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        file_games_window.run_if(in_state(OverBoard::FileGames)),
    );
}

fn file_games_window(
    mut contexts: EguiContexts,
    listed: Res<FileOfGames>,
    library: Res<GameLibrary>,
    mut files: MessageWriter<FileRequest>,
    mut requests: MessageWriter<LibraryRequest>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let Some((path, games)) = listed.0.as_ref() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut close = false;
    let wide = (ctx.content_rect().width() - 40.0).clamp(280.0, 760.0);
    crate::gui::overlay::fitted::centred(
        t!("file-games-title", name = file_label(path)),
        "file-games-window",
        ctx,
    )
    .max_width(wide)
    .open(&mut open)
    .show(ctx, |ui| {
        text::label(ui, t!("file-games-intro", count = games.len()));
        ui.add_space(6.0);
        let widths = COLUMNS;
        // Only the rows in view are laid out: a file of 100 000 games scrolls as one of ten.
        // The headings are its first row, so that they scroll sideways with the columns.
        let row = ui.spacing().interact_size.y + 4.0;
        // The table leaves room for the row of buttons below it.
        let spacing = ui.spacing().item_spacing.y;
        let tall = crate::gui::overlay::fitted::room_below(ui, 8.0 + row + 2.0 * spacing);
        let rows = (games.len() + 1) as f32;
        let table = egui::ScrollArea::both()
            .max_height(tall)
            .min_scrolled_height(tall.min(rows * row + (rows - 1.0) * spacing))
            .min_scrolled_width(wide - 16.0)
            .auto_shrink([true, true])
            .show_rows(ui, row, games.len() + 1, |ui, rows| {
                for at in rows {
                    match at.checked_sub(1).and_then(|k| games.get(k)) {
                        None => header(ui, &widths, row),
                        Some(game) => game_row(ui, game, &widths, row, &mut |number| {
                            files.write(FileRequest::OpenRecord(path.clone(), number));
                        }),
                    }
                }
            });
        crate::gui::overlay::notes::scroll_view(&table, ui, true);
        ui.add_space(8.0);
        match library.adding.as_ref().filter(|a| a.path == *path) {
            Some(adding) => {
                ui.horizontal(|ui| {
                    let done = adding.fraction();
                    ui.add(egui::ProgressBar::new(done).desired_width(240.0).text(t!(
                        "file-games-adding",
                        percent = (done * 100.0).floor() as u32
                    )));
                    if ui.button(t!("file-games-stop")).clicked() {
                        adding.stop();
                    }
                });
                // Drawn again as it goes on.
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            None => {
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(
                            library.adding.is_none(),
                            egui::Button::new(t!("file-games-add-all")),
                        )
                        .clicked()
                    {
                        requests.write(LibraryRequest::AddRecords(path.clone()));
                    }
                    if ui.button(t!("file-games-close")).clicked() {
                        close = true;
                    }
                });
            }
        }
    });
    if !open || close {
        actions.write(UiAction::Close(OverBoard::FileGames));
    }
    Ok(())
}

/// The table's columns: number, South, North, result, moves, and the Open button (or why
/// the record does not read), in points.
const COLUMNS: [f32; 6] = [50.0, 110.0, 110.0, 110.0, 50.0, 200.0];

fn header(ui: &mut egui::Ui, widths: &[f32; 6], height: f32) {
    ui.horizontal(|ui| {
        let words = [
            t!("file-games-number"),
            crate::gui::words::side_name(Side::South),
            crate::gui::words::side_name(Side::North),
            t!("file-games-result"),
            t!("file-games-moves"),
        ];
        for (words, &width) in words.into_iter().zip(widths) {
            cell(ui, width, height, |ui| {
                ui.add(egui::Label::new(egui::RichText::new(words).strong()).truncate());
            });
        }
    });
}

/// One game's row: its number, players, result and length, and *Open* — or, for a
/// record that does not read, why (on one line; all of it when hovered).
fn game_row(
    ui: &mut egui::Ui,
    game: &crate::records::RecordListing,
    widths: &[f32; 6],
    height: f32,
    open: &mut dyn FnMut(usize),
) {
    ui.horizontal(|ui| {
        let truncated = |ui: &mut egui::Ui, words: String| {
            ui.add(egui::Label::new(words).truncate());
        };
        cell(ui, widths[0], height, |ui| {
            truncated(ui, game.number.to_string())
        });
        cell(ui, widths[1], height, |ui| {
            truncated(ui, display_name(&game.names[0], Side::South))
        });
        cell(ui, widths[2], height, |ui| {
            truncated(ui, display_name(&game.names[1], Side::North))
        });
        // A resignation or a flag fall is said as one, not as the seeds left.
        let result = match game.outcome {
            Some(o) if !crate::gui::words::decided_by_seeds(o.reason) => {
                crate::gui::words::end_reason_of(&o, &game.names)
            }
            _ => game.result.clone(),
        };
        cell(ui, widths[3], height, |ui| truncated(ui, result));
        match &game.problem {
            None => {
                cell(ui, widths[4], height, |ui| {
                    truncated(ui, game.plies.to_string())
                });
                cell(ui, widths[5], height, |ui| {
                    if ui.button(t!("file-games-open")).clicked() {
                        open(game.number);
                    }
                });
            }
            Some(why) => {
                cell(ui, widths[4], height, |ui| truncated(ui, "–".into()));
                let why = t!(
                    "file-games-unreadable",
                    why = crate::gui::words::errors::record_error(why)
                );
                let color = ui.visuals().warn_fg_color;
                cell(ui, widths[5], height, |ui| {
                    ui.add(
                        egui::Label::new(egui::RichText::new(why.clone()).color(color)).truncate(),
                    )
                    .on_hover_text(why);
                });
            }
        }
    });
}
