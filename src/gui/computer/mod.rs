//! The computer's work, each on a thread of its own: the opponent, the hints, the review of
//! a game and the endgame tables.

pub mod ai_player;
pub mod background;
pub mod hints;
pub mod review;
pub mod tables;

use bevy::prelude::*;

/// Registers the computer's work: the opponent, the tables, the hints and the review.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        ai_player::plugin,
        tables::plugin,
        hints::plugin,
        review::plugin,
    ));
}
