//! The player's progress files — lessons, puzzle rating and history (`learn.ron`), counting
//! practice (`practice.ron`) — RON in the player's folder (a profile's, see
//! [`super::profiles`]), each brought within what play can reach when read.

use super::settings::{SettingsError, load_ron, save_ron};
use crate::learn::LearnProgress;
use crate::practice::PracticeProgress;
use serde::{Serialize, de::DeserializeOwned};
use std::path::{Path, PathBuf};

/// A kind of progress kept in a file of its own.
pub trait ProgressFile: Serialize + DeserializeOwned {
    /// The file's name in the player's folder.
    const FILE_NAME: &'static str;
    /// The progress as read, brought within what play can reach.
    fn checked(self) -> Self;
    /// The days it names (days since 1970-01-01, UTC).
    fn days(&self) -> Vec<u64>;
}

impl ProgressFile for LearnProgress {
    const FILE_NAME: &'static str = "learn.ron";
    fn checked(self) -> Self {
        LearnProgress::checked(self)
    }
    fn days(&self) -> Vec<u64> {
        self.history.iter().map(|t| t.day).collect()
    }
}

impl ProgressFile for PracticeProgress {
    const FILE_NAME: &'static str = "practice.ron";
    fn checked(self) -> Self {
        PracticeProgress::checked(self)
    }
    fn days(&self) -> Vec<u64> {
        self.days.iter().map(|d| d.day).collect()
    }
}

/// The first day a progress file may name: 2020-01-01, before the game kept any.
pub const FIRST_DAY: u64 = 18_262;

/// Why a file's day is not one the game could have written: before [`FIRST_DAY`] or after
/// tomorrow (a clock a little ahead is allowed for).
fn day_problem(day: u64) -> Option<String> {
    let last = crate::learn::today() + 1;
    (!(FIRST_DAY..=last).contains(&day)).then(|| {
        format!(
            "day {day} (days since 1970-01-01) is not a date from 2020-01-01 to tomorrow \
             ({FIRST_DAY} to {last})"
        )
    })
}

/// The file of progress `P` in the player's folder `folder`.
pub fn progress_path<P: ProgressFile>(folder: &Path) -> PathBuf {
    folder.join(P::FILE_NAME)
}

/// Reads progress from `path`, brought within what play can reach (see
/// [`ProgressFile::checked`]); `Ok(None)` when there is none yet. A file naming a day the
/// game could not have written (before 2020, after tomorrow) is refused in words and left
/// as it is.
pub fn load_progress<P: ProgressFile>(path: &Path) -> Result<Option<P>, SettingsError> {
    let Some(read) = load_ron::<P>(path)? else {
        return Ok(None);
    };
    if let Some(why) = read.days().into_iter().find_map(day_problem) {
        return Err(SettingsError::Invalid {
            path: path.to_path_buf(),
            message: why,
        });
    }
    Ok(Some(read.checked()))
}

/// Writes progress to `path`, atomically.
pub fn save_progress<P: ProgressFile>(path: &Path, progress: &P) -> Result<(), SettingsError> {
    save_ron(path, progress)
}
