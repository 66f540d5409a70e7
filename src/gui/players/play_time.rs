//! The time the one playing spends with the game in front of them, day by day in their
//! `activity.ron` (the progress page's figures).

use super::Players;
use crate::records::{Activity, load_progress, progress_path, save_progress};
use bevy::prelude::*;
use std::path::PathBuf;

/// The time the one playing spends in the game, not yet written to their `activity.ron`.
#[derive(Resource, Debug, Default)]
pub(super) struct PlayTime {
    /// Their folder.
    folder: Option<PathBuf>,
    /// Seconds counted since the last write.
    unsaved: f32,
}

/// Time is written to the player's file once this many seconds have gathered (and when
/// another player comes).
const PLAY_TIME_WRITTEN_EVERY: f32 = 60.0;

impl PlayTime {
    /// Adds the time counted to the player's file.
    fn write(&mut self) {
        let seconds = self.unsaved.round() as u32;
        self.unsaved = 0.0;
        let Some(folder) = self.folder.as_deref().filter(|_| seconds > 0) else {
            return;
        };
        let path = progress_path::<Activity>(folder);
        let result = load_progress::<Activity>(&path).and_then(|read| {
            let mut activity = read.unwrap_or_default();
            activity.add(crate::learn::today(), seconds);
            save_progress(&path, &activity)
        });
        if let Err(e) = result {
            // A damaged file is left as it is; the time is lost, nothing else.
            warn!("time played not kept: {e}");
        }
    }
}

/// Counts the time the one playing spends with the game in front of them (the window has
/// the focus).
pub(super) fn count_play_time(
    time: Res<Time<Real>>,
    windows: Query<&Window>,
    players: Res<Players>,
    mut play: ResMut<PlayTime>,
    mut exit: MessageReader<AppExit>,
) {
    if exit.read().count() > 0 {
        // The game ends: the last minute's time is kept too.
        play.write();
        return;
    }
    if players.is_changed() {
        let folder = players.folder();
        if play.folder != folder {
            play.write();
            play.folder = folder;
        }
    }
    let away = !windows.is_empty() && !windows.iter().any(|w| w.focused);
    if play.folder.is_none() || away {
        return;
    }
    // A frame held up for long (the machine asleep) counts as a second at most.
    play.unsaved += time.delta_secs().min(1.0);
    if play.unsaved >= PLAY_TIME_WRITTEN_EVERY {
        play.write();
    }
}
