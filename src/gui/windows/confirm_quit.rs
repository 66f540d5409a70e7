//! The question before the program ends in an online match: leave the match (the friend is
//! told, and the game goes no further), or keep the seat (the friend waits, and the start
//! screen offers to rejoin), or play on. Open while the state [`OverBoard::ConfirmQuit`] is.

use super::question::ask;
use crate::gui::state::{OverBoard, UiAction};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        confirm_quit_window.run_if(in_state(OverBoard::ConfirmQuit)),
    );
}

fn confirm_quit_window(
    mut contexts: EguiContexts,
    session: Res<crate::gui::game::session::GameSession>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let friend = session
        .remote_side()
        .map(|side| session.display_names()[side.index()].clone())
        .unwrap_or_default();
    let mut play_on = false;
    let lines = [t!("quit-online-text", name = friend.clone())];
    let escape = ask(
        ctx,
        "confirm-quit",
        420.0,
        t!("quit-online-title"),
        &lines,
        |ui| {
            if ui
                .button(t!("quit-online-keep-seat"))
                .on_hover_text(t!("quit-online-keep-seat-tip", name = friend.clone()))
                .clicked()
            {
                actions.write(UiAction::QuitKeepingSeat);
            }
            if ui
                .button(t!("quit-online-leave"))
                .on_hover_text(t!("quit-online-leave-tip", name = friend.clone()))
                .clicked()
            {
                actions.write(UiAction::QuitLeavingOnline);
            }
            play_on = ui.button(t!("quit-online-play-on")).clicked();
        },
    );
    if play_on || escape {
        actions.write(UiAction::Close(OverBoard::ConfirmQuit));
    }
    Ok(())
}
