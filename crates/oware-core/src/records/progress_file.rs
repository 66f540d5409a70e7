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
}

impl ProgressFile for LearnProgress {
    const FILE_NAME: &'static str = "learn.ron";
    fn checked(self) -> Self {
        LearnProgress::checked(self)
    }
}

impl ProgressFile for PracticeProgress {
    const FILE_NAME: &'static str = "practice.ron";
    fn checked(self) -> Self {
        PracticeProgress::checked(self)
    }
}

/// The file of progress `P` in the player's folder `folder`.
pub fn progress_path<P: ProgressFile>(folder: &Path) -> PathBuf {
    folder.join(P::FILE_NAME)
}

/// Reads progress from `path`, brought within what play can reach (see
/// [`ProgressFile::checked`]); `Ok(None)` when there is none yet.
pub fn load_progress<P: ProgressFile>(path: &Path) -> Result<Option<P>, SettingsError> {
    Ok(load_ron::<P>(path)?.map(P::checked))
}

/// Writes progress to `path`, atomically.
pub fn save_progress<P: ProgressFile>(path: &Path, progress: &P) -> Result<(), SettingsError> {
    save_ron(path, progress)
}
