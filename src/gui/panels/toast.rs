//! Short messages over the board for a few seconds: why a pit may not be played, and the
//! notices of every other part ("Saved", "Could not load: …"), stacked when several come
//! together. Shown on every screen.

use crate::gui::game::session::{GameSession, MoveRejected};
use crate::gui::text;
use crate::gui::words::notice::Notice;
use crate::rules::{MoveError, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The short messages shown over the board, each for a few seconds: several at once are
/// stacked (the oldest on top), so that none is lost to the next.
#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    /// Each text and its seconds left, oldest first.
    shown: Vec<(String, f32)>,
}

impl Toast {
    /// At most this many are shown at once; a further one pushes out the oldest.
    const MOST: usize = 4;

    /// Shows `text` for `seconds`: a text already shown is shown afresh (not twice).
    pub fn show(&mut self, text: String, seconds: f32) {
        self.shown.retain(|(t, _)| *t != text);
        self.shown.push((text, seconds));
        if self.shown.len() > Self::MOST {
            self.shown.remove(0);
        }
    }

    /// Whether a message is on screen.
    pub fn is_showing(&self) -> bool {
        !self.shown.is_empty()
    }

    /// The texts on screen, oldest first.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.shown.iter().map(|(t, _)| t.as_str())
    }

    /// Time passes: texts whose time is up go.
    fn tick(&mut self, seconds: f32) {
        for (_, left) in &mut self.shown {
            *left -= seconds;
        }
        self.shown.retain(|(_, left)| *left > 0.0);
    }
}

/// Registers the messages and their window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Toast>()
        .add_systems(Update, (toast_messages, tick_toast))
        .add_systems(EguiPrimaryContextPass, toast_window);
}

/// A sentence for a player explaining why a move was refused, with the players' names.
pub fn explain(error: &MoveError, to_move: Option<Side>, names: &[String; 2]) -> String {
    crate::gui::words::move_error(error, to_move, Some(names))
}

/// Shows why a move was refused, and the notices of other plugins.
fn toast_messages(
    mut rejected: MessageReader<MoveRejected>,
    mut notices: MessageReader<Notice>,
    session: Res<GameSession>,
    mut toast: ResMut<Toast>,
) {
    for r in rejected.read() {
        let text = explain(&r.error, session.game().to_move(), &session.display_names());
        toast.show(text, 3.0);
    }
    for Notice(text) in notices.read() {
        toast.show(text.clone(), 4.0);
    }
}

fn tick_toast(time: Res<Time>, mut toast: ResMut<Toast>) {
    if toast.is_showing() {
        toast.tick(time.delta_secs());
    }
}

fn toast_window(mut contexts: EguiContexts, toast: Res<Toast>) -> Result {
    if !toast.is_showing() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // An area of its own for each set of texts: egui sizes an area by its first frame, so
    // a long text after a short one would wrap at the short one's width.
    let texts: Vec<&str> = toast.texts().collect();
    // As wide as a line a reader follows, or as the screen where that is less.
    let wide = (ctx.content_rect().width() - 32.0).clamp(120.0, 560.0);
    egui::Area::new(egui::Id::new(("toast", &texts)))
        .default_width(wide)
        // In front of everything, the start screen's card included; a click goes through
        // it to the board or the window below.
        .order(egui::Order::Foreground)
        .interactable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -24.0))
        .show(ctx, |ui| {
            ui.set_max_width(wide);
            for text in texts {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    text::label(ui, egui::RichText::new(text).size(18.0));
                });
                ui.add_space(4.0);
            }
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Toast;

    #[test]
    fn notices_stack_and_each_goes_in_its_own_time() {
        let mut toast = Toast::default();
        toast.show("Hints are allowed".into(), 4.0);
        toast.show("The clocks start".into(), 4.0);
        assert_eq!(
            toast.texts().count(),
            2,
            "the second does not replace the first"
        );
        toast.tick(1.0);
        toast.show("Hints are allowed".into(), 4.0);
        assert_eq!(
            toast.texts().collect::<Vec<_>>(),
            ["The clocks start", "Hints are allowed"],
            "shown afresh, not twice"
        );
        toast.tick(3.5);
        assert_eq!(toast.texts().collect::<Vec<_>>(), ["Hints are allowed"]);
        toast.tick(1.0);
        assert!(!toast.is_showing());
        for n in 0..6 {
            toast.show(format!("notice {n}"), 4.0);
        }
        assert_eq!(
            toast.texts().next(),
            Some("notice 2"),
            "the oldest go first"
        );
    }
}
