//! Sound: the cues of `play` played through Bevy's audio.

pub mod audio;
