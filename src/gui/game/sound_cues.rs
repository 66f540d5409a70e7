//! When the game makes a sound: each seed's landing during a sowing, the first captured seeds
//! reaching the store, a refused move, the end of a game. The animation plans its cues with
//! its flights and they are sent as its clock passes them, so what is heard follows what is
//! seen. Playing them is [`crate::gui::sound::audio`]'s job; this part has no audio and runs in tests.

use crate::gui::game::session::MoveRejected;
use crate::sounds::Sound;
use bevy::prelude::*;

/// A sound to play now.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct SoundCue {
    /// Which sound.
    pub sound: Sound,
    /// Playback speed, which sets the pitch (1 = as recorded).
    pub pitch: f32,
}

impl SoundCue {
    /// A sound at its own pitch.
    pub const fn plain(sound: Sound) -> SoundCue {
        SoundCue { sound, pitch: 1.0 }
    }

    /// The drop of the `k`-th seed of a sowing (from 0): the pitch climbs a little with each
    /// seed and starts again after seven, so a sowing sounds like counting.
    pub fn seed_drop(k: usize) -> SoundCue {
        SoundCue {
            sound: Sound::SeedDrop,
            pitch: 0.94 + 0.02 * (k % 7) as f32,
        }
    }
}

/// A cue at a time of the current animation plan.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimedCue {
    /// Animation time at which it sounds.
    pub at: f32,
    /// What sounds.
    pub cue: SoundCue,
}

/// Registers the message and the refusal cue.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>().add_systems(
        Update,
        cue_refusals.in_set(crate::gui::state::BoardSet::Animate),
    );
}

fn cue_refusals(mut rejected: MessageReader<MoveRejected>, mut cues: MessageWriter<SoundCue>) {
    if rejected.read().count() > 0 {
        cues.write(SoundCue::plain(Sound::Refusal));
    }
}

/// The cues of `due`, collapsed when several fall in one frame (a fast animation, a
/// fast-forward, the instant speed): one of each sound at most, in time order, the latest
/// seed's pitch kept. A fast-forwarded sowing of twenty seeds is one click, not twenty.
pub fn collapse(due: &[TimedCue]) -> Vec<SoundCue> {
    let mut kept: Vec<(f32, SoundCue)> = Vec::new();
    for timed in due {
        match kept.iter_mut().find(|(_, c)| c.sound == timed.cue.sound) {
            Some(slot) if timed.cue.sound == Sound::SeedDrop => *slot = (timed.at, timed.cue),
            Some(_) => {}
            None => kept.push((timed.at, timed.cue)),
        }
    }
    kept.sort_by(|a, b| a.0.total_cmp(&b.0));
    kept.into_iter().map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timed(at: f32, cue: SoundCue) -> TimedCue {
        TimedCue { at, cue }
    }

    #[test]
    fn one_cue_passes_unchanged() {
        let cue = SoundCue::seed_drop(2);
        assert_eq!(collapse(&[timed(0.5, cue)]), vec![cue]);
    }

    #[test]
    fn a_burst_keeps_one_of_each_sound_in_time_order() {
        let due = [
            timed(0.1, SoundCue::seed_drop(0)),
            timed(0.2, SoundCue::seed_drop(1)),
            timed(0.3, SoundCue::seed_drop(2)),
            timed(0.6, SoundCue::plain(Sound::Capture)),
            timed(0.8, SoundCue::plain(Sound::Capture)),
            timed(1.0, SoundCue::plain(Sound::GameEnd)),
        ];
        assert_eq!(
            collapse(&due),
            vec![
                SoundCue::seed_drop(2),
                SoundCue::plain(Sound::Capture),
                SoundCue::plain(Sound::GameEnd),
            ]
        );
    }

    #[test]
    fn seed_pitches_climb_then_start_again() {
        let pitches: Vec<f32> = (0..8).map(|k| SoundCue::seed_drop(k).pitch).collect();
        assert!(pitches.windows(2).take(6).all(|w| w[1] > w[0]));
        assert_eq!(pitches[7], pitches[0]);
        assert!(pitches.iter().all(|p| (0.9..=1.1).contains(p)));
    }
}
