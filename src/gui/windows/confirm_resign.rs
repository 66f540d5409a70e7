//! The question before a resignation: a click on *Resign* in a menu ends nothing until the
//! player confirms it here (online it cannot be taken back). Open while the state
//! [`OverBoard::ConfirmResign`] is; who resigns is worked out again as it is confirmed.

use super::question::ask;
use crate::gui::game::session::GameSession;
use crate::gui::state::{OverBoard, UiAction};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        confirm_resign_window.run_if(in_state(OverBoard::ConfirmResign)),
    )
    .add_systems(
        Update,
        forget_when_the_game_ended.run_if(in_state(OverBoard::ConfirmResign)),
    );
}

/// A game that ended by itself has nothing left to resign.
fn forget_when_the_game_ended(session: Res<GameSession>, mut actions: MessageWriter<UiAction>) {
    if session.game().is_over() {
        actions.write(UiAction::Close(OverBoard::ConfirmResign));
    }
}

fn confirm_resign_window(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let Some(side) = session.resigning_side() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let winner = session.display_names()[side.opponent().index()].clone();
    let mut keep_playing = false;
    let mut lines = vec![t!("resign-confirm-text", winner = winner)];
    if session.remote_side().is_some() {
        lines.push(t!("resign-confirm-online"));
    }
    let title = t!("resign-confirm-title");
    let escape = ask(ctx, "confirm-resign", 360.0, title, &lines, |ui| {
        if ui.button(t!("resign-confirm-yes")).clicked() {
            actions.write(UiAction::ConfirmResign);
        }
        keep_playing = ui.button(t!("resign-confirm-no")).clicked();
    });
    if keep_playing || escape {
        actions.write(UiAction::Close(OverBoard::ConfirmResign));
    }
    Ok(())
}
