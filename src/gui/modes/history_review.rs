//! Review mode: the board shows an earlier position of the game (from the move history, or
//! ← and → while reviewing), clearly marked and not playable, until *Back to the game*, a
//! move, an undo or a new game ends it.

use crate::gui::game::session::{BoardReset, GameSession};
use crate::gui::sowing::seeds::Contents;
use crate::rules::Game;
use bevy::prelude::*;

/// The position shown in review mode: the number of plies played to reach it (0: the
/// start), for the game as it stands.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HistoryReview {
    shown: Option<usize>,
    /// The game's length when review began: a move, undo or new game ends the review.
    plies: usize,
}

impl HistoryReview {
    /// True while the board shows an earlier position instead of the game.
    pub fn is_active(&self) -> bool {
        self.shown.is_some()
    }

    /// Plies played to reach the position shown, while reviewing.
    pub fn shown(&self) -> Option<usize> {
        self.shown
    }

    /// What the board shows of `game`, while reviewing.
    pub fn contents(&self, game: &Game) -> Option<Contents> {
        let position = game.position_at(self.shown?)?;
        Some((*position.pits(), position.stores()))
    }

    /// Back to the game.
    pub fn end(&mut self) {
        self.shown = None;
    }
}

/// Review an earlier position, step through them, or go back to the game.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum HistoryRequest {
    /// Show the position after this many plies.
    Show(usize),
    /// One ply later (+1) or earlier (-1).
    Step(i32),
    /// Back to the game.
    Back,
}

/// Registers the review mode.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HistoryReview>()
        .add_message::<HistoryRequest>()
        .add_systems(
            Update,
            apply_history_requests.in_set(crate::gui::state::BoardSet::Modes),
        );
}

fn apply_history_requests(
    mut requests: MessageReader<HistoryRequest>,
    mut review: ResMut<HistoryReview>,
    session: Res<GameSession>,
    mut reset: MessageWriter<BoardReset>,
) {
    let game = session.game();
    let before = *review;
    for request in requests.read() {
        let last = game.plies().len();
        match *request {
            HistoryRequest::Show(ply) => {
                review.shown = Some(ply.min(last));
                review.plies = last;
            }
            HistoryRequest::Step(step) => {
                if let Some(shown) = review.shown {
                    let next = (shown as i64 + i64::from(step)).clamp(0, last as i64) as usize;
                    review.shown = Some(next);
                }
            }
            HistoryRequest::Back => review.end(),
        }
    }
    // The game moved on (a move, undo, a new game): the review of the old one ends.
    if review.is_active() && review.plies != game.plies().len() {
        review.end();
    }
    if *review != before {
        reset.write(BoardReset);
    }
}
