//! Short messages over the board for a few seconds: why a pit may not be played, and the
//! notices of every other part ("Saved", "Could not load: …"). Shown on every screen.

use crate::gui::play::notice::Notice;
use crate::gui::play::session::{GameSession, MoveRejected};
use crate::rules::{MoveError, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A short message shown over the board for a few seconds.
#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    /// The text.
    pub text: String,
    /// Seconds left.
    pub remaining: f32,
}

/// Registers the messages and their window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toast>()
        .add_systems(Update, (toast_messages, tick_toast))
        .add_systems(EguiPrimaryContextPass, toast_window);
}

/// A sentence for a player explaining why a move was refused, with the players' names.
pub fn explain(error: &MoveError, to_move: Option<Side>, names: &[String; 2]) -> String {
    crate::gui::play::words::move_error(error, to_move, Some(names))
}

/// Shows why a move was refused, and the notices of other plugins.
fn toast_messages(
    mut rejected: MessageReader<MoveRejected>,
    mut notices: MessageReader<Notice>,
    session: Res<GameSession>,
    mut toast: ResMut<Toast>,
) {
    for r in rejected.read() {
        toast.text = explain(&r.error, session.game().to_move(), &session.display_names());
        toast.remaining = 3.0;
    }
    for Notice(text) in notices.read() {
        toast.text = text.clone();
        toast.remaining = 4.0;
    }
}

fn tick_toast(time: Res<Time>, mut toast: ResMut<Toast>) {
    if toast.remaining > 0.0 {
        toast.remaining = (toast.remaining - time.delta_secs()).max(0.0);
    }
}

fn toast_window(mut contexts: EguiContexts, toast: Res<Toast>) -> Result {
    if toast.remaining <= 0.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // An area of its own for each text: egui sizes an area by its first frame, so a long
    // text after a short one would wrap at the short one's width.
    egui::Area::new(egui::Id::new(("toast", &toast.text)))
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -24.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(egui::RichText::new(&toast.text).size(18.0));
            });
        });
    Ok(())
}
