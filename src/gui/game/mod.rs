//! The game in play, without drawing: the rules resource (`session`, the only writer of the
//! game, with the messages that ask it and tell what it did) and the sounds its events call
//! for (`sound_cues`, named here and played by the sound room).

pub mod session;
pub mod sound_cues;

use bevy::prelude::*;

/// Registers the rules resource, its messages and the sound cues.
pub fn plugin(app: &mut App) {
    app.add_plugins((session::plugin, sound_cues::plugin));
}
