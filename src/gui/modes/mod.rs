//! What the board shows instead of the game, one at a time: a line from the hints
//! (`line_preview`), an earlier position (`history_review`), a counting exercise
//! (`practice`), a position set up by hand (`setup`), a lesson's task or a puzzle
//! (`learning`); `board_mode` settles which one has the board.

pub mod board_mode;
pub mod history_review;
pub mod learning;
pub mod line_preview;
pub mod practice;
pub mod setup;

use bevy::prelude::*;

/// Registers the board's modes and the one system that settles them.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        practice::plugin,
        learning::plugin,
        history_review::plugin,
        line_preview::plugin,
        setup::plugin,
        board_mode::plugin,
    ));
}
