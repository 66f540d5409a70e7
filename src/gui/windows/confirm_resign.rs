//! The question before a resignation: a click on *Resign* in a menu ends nothing until the
//! player confirms it here (online it cannot be taken back).

use crate::gui::state::UiAction;
use crate::gui::text;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The side whose resignation waits for the player's word, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ResignToConfirm(pub Option<crate::rules::Side>);

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResignToConfirm>()
        .add_systems(
            EguiPrimaryContextPass,
            confirm_resign_window.run_if(crate::gui::state::playing),
        )
        .add_systems(Update, forget_when_the_game_ended);
}

/// A game that ended by itself has nothing left to resign.
fn forget_when_the_game_ended(
    session: Res<crate::gui::play::session::GameSession>,
    mut confirm: ResMut<ResignToConfirm>,
) {
    if confirm.0.is_some() && session.game().is_over() {
        confirm.0 = None;
    }
}

fn confirm_resign_window(
    mut contexts: EguiContexts,
    mut confirm: ResMut<ResignToConfirm>,
    session: Res<crate::gui::play::session::GameSession>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let Some(side) = confirm.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let winner = session.display_names()[side.opponent().index()].clone();
    let mut keep_playing = ctx.input(|i| i.key_pressed(egui::Key::Escape));
    egui::Modal::new(egui::Id::new("confirm-resign")).show(ctx, |ui| {
        ui.set_max_width(360.0);
        ui.heading(t!("resign-confirm-title"));
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
        confirm.0 = None;
    }
    Ok(())
}
