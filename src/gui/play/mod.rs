//! The game being played, without drawing: the rules resource (the only writer of the
//! game), seeds as entities and their animation, the board's modes (a previewed line, an
//! earlier position, counting practice, lessons and puzzles), the sounds a move makes, who
//! is playing, the settings, notices and words. Everything above reads these.

pub mod animation;
pub mod board_mode;
pub mod counting_aloud;
pub mod error_words;
pub mod game_clock;
pub mod game_log;
pub mod history_review;
pub mod language;
pub mod layout;
pub mod learning;
pub mod line_preview;
pub mod notice;
pub mod players;
pub mod practice;
pub mod seeds;
pub mod session;
pub mod settings;
pub mod setup;
pub mod sound_cues;
pub mod words;

use bevy::prelude::*;

/// Registers the game being played: the rules resource, seeds and their animation,
/// settings, notices, language, the board's modes and the sounds a move makes.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        game_clock::plugin,
        seeds::plugin,
        animation::plugin,
        settings::plugin,
        notice::plugin,
        practice::plugin,
        learning::plugin,
        sound_cues::plugin,
        language::plugin,
        history_review::plugin,
        line_preview::plugin,
        setup::plugin,
        board_mode::plugin,
        players::plugin,
    ))
    .add_plugins(counting_aloud::plugin);
}
