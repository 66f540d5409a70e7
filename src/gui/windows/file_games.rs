//! The games of a file of several records (the Library's export, `selfplay --ogn`), listed
//! as PGN viewers list them: each with its players, result and length, opened with a click;
//! *Add all to the library* keeps them all. A record that does not read says why.

use crate::gui::files::files_menu::{FileOfGames, FileRequest, file_label};
use crate::gui::files::game_library::LibraryRequest;
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
    mut files: MessageWriter<FileRequest>,
    mut library: MessageWriter<LibraryRequest>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let Some((path, games)) = listed.0.as_ref() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut close = false;
    // The room a window has, less the lines above and below the table.
    let tall = (crate::gui::overlay::fitted::room(ctx).y - 100.0).max(60.0);
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
        // The table widens the window up to its room, and scrolls sideways past it.
        let table = egui::ScrollArea::both()
            .max_height(tall)
            .min_scrolled_width(wide - 16.0)
            .show(ui, |ui| {
                egui::Grid::new("file-games-grid")
                    .striped(true)
                    .spacing([14.0, 6.0])
                    .show(ui, |ui| {
                        ui.strong(t!("file-games-number"));
                        ui.strong(crate::gui::words::side_name(crate::rules::Side::South));
                        ui.strong(crate::gui::words::side_name(crate::rules::Side::North));
                        ui.strong(t!("file-games-result"));
                        ui.strong(t!("file-games-moves"));
                        text::label(ui, "");
                        ui.end_row();
                        for game in games {
                            text::label(ui, game.number.to_string());
                            text::label(ui, display_name(&game.names[0], Side::South));
                            text::label(ui, display_name(&game.names[1], Side::North));
                            text::label(ui, &game.result);
                            match &game.problem {
                                None => {
                                    text::label(ui, game.plies.to_string());
                                    if ui.button(t!("file-games-open")).clicked() {
                                        files.write(FileRequest::OpenRecord(
                                            path.clone(),
                                            game.number,
                                        ));
                                    }
                                }
                                Some(why) => {
                                    text::label(ui, "–");
                                    let why = t!(
                                        "file-games-unreadable",
                                        why = crate::gui::words::errors::record_error(why)
                                    );
                                    let color = ui.visuals().warn_fg_color;
                                    ui.scope(|ui| {
                                        ui.set_max_width(260.0);
                                        ui.add(
                                            egui::Label::new(egui::RichText::new(why).color(color))
                                                .wrap(),
                                        );
                                    });
                                }
                            }
                            ui.end_row();
                        }
                    });
            });
        crate::gui::overlay::notes::scroll_view(&table, ui, true);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(t!("file-games-add-all")).clicked() {
                library.write(LibraryRequest::AddRecords(path.clone()));
            }
            if ui.button(t!("file-games-close")).clicked() {
                close = true;
            }
        });
    });
    if !open || close {
        actions.write(UiAction::Close(OverBoard::FileGames));
    }
    Ok(())
}
