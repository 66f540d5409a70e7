//! The practice file: the player's counting-practice progress, RON in the per-user data
//! folder.

use super::files::{FileError, data_dir};
use super::settings::{SettingsError, load_ron, save_ron};
use crate::practice::PracticeProgress;
use std::path::{Path, PathBuf};

/// The practice file in the per-user data folder.
pub fn practice_path() -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join("practice.ron"))
}

/// Reads practice progress from `path`, brought within what play can reach (see
/// [`PracticeProgress::checked`]); `Ok(None)` when there is none yet.
pub fn load_practice(path: &Path) -> Result<Option<PracticeProgress>, SettingsError> {
    Ok(load_ron::<PracticeProgress>(path)?.map(PracticeProgress::checked))
}

/// Writes practice progress to `path`, atomically.
pub fn save_practice(path: &Path, progress: &PracticeProgress) -> Result<(), SettingsError> {
    save_ron(path, progress)
}
