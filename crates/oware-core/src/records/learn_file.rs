//! The learning file: the player's lessons, puzzle rating and history, RON in the per-user
//! data folder.

use super::files::{FileError, data_dir};
use super::settings::{SettingsError, load_ron, save_ron};
use crate::learn::LearnProgress;
use std::path::{Path, PathBuf};

/// The learning file in the per-user data folder.
pub fn learn_path() -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join("learn.ron"))
}

/// Reads learning progress from `path`, brought within what play can reach (see
/// [`LearnProgress::checked`]); `Ok(None)` when there is none yet.
pub fn load_learn(path: &Path) -> Result<Option<LearnProgress>, SettingsError> {
    Ok(load_ron::<LearnProgress>(path)?.map(LearnProgress::checked))
}

/// Writes learning progress to `path`, atomically.
pub fn save_learn(path: &Path, progress: &LearnProgress) -> Result<(), SettingsError> {
    save_ron(path, progress)
}
