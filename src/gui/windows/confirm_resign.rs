//! The question before a resignation: a click on *Resign* in a menu ends nothing until the
//! player confirms it here (online it cannot be taken back). Open while the state
//! [`OverBoard::ConfirmResign`] is; who resigns is worked out again as it is confirmed.

use crate::gui::game::session::GameSession;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

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
    let mut keep_playing = ctx.input(|i| i.key_pressed(egui::Key::Escape));
    egui::Modal::new(egui::Id::new("confirm-resign")).show(ctx, |ui| {
        ui.set_max_width(360.0);
        text::heading(ui, t!("resign-confirm-title"));
        text::label(ui, t!("resign-confirm-text", winner = winner));
        if session.remote_side().is_some() {
            text::label(ui, t!("resign-confirm-online"));
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(t!("resign-confirm-yes")).clicked() {
                actions.write(UiAction::ConfirmResign);
            }
            if ui.button(t!("resign-confirm-no")).clicked() {
                keep_playing = true;
            }
        });
    });
    if keep_playing {
        actions.write(UiAction::Close(OverBoard::ConfirmResign));
    }
    Ok(())
}
