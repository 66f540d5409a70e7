//! Sound: the cues of `play` played through Bevy's audio.

pub mod audio;

use bevy::prelude::*;

/// Registers the cues played aloud.
pub fn plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
