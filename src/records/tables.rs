//! Endgame-table files: where they live, and reading and writing them (the engine gives and
//! takes bytes). A missing, truncated or damaged file is rebuilt.

use super::files::{FileError, data_dir, read_bytes, write_atomic};
use crate::ai::EndgameTable;
use crate::ai::egtb::{TableError, TableSizeError};
use crate::rules::Rules;
use std::path::{Path, PathBuf};

/// Default number of seeds the tables cover (about 30 s to build, 17 MB).
pub const DEFAULT_TABLE_SEEDS: usize = 15;

/// Why tables could not be read from a file.
#[derive(Debug, thiserror::Error)]
pub enum TableFileError {
    /// The file could not be read.
    #[error(transparent)]
    File(#[from] FileError),
    /// The file is not tables of the kind asked for, or is damaged.
    #[error("endgame table file {path}: {source}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: TableError,
    },
}

/// Where tables for a rule set and size live: the per-user data folder.
pub fn table_path(rules: &Rules, max_seeds: usize) -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join(format!("egtb-{}-{max_seeds}.bin", rules.grand_slam.name())))
}

/// Reads tables of `max_seeds` seeds for `rules` from `path`.
pub fn load_table(
    path: &Path,
    rules: &Rules,
    max_seeds: usize,
) -> Result<EndgameTable, TableFileError> {
    let bytes = read_bytes(path)?;
    EndgameTable::from_bytes(bytes, rules, max_seeds).map_err(|source| TableFileError::Damaged {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes tables to `path` (atomically).
pub fn save_table(path: &Path, table: &EndgameTable) -> Result<(), FileError> {
    write_atomic(path, &table.to_bytes())
}

/// Tables built or loaded, and the save that failed after a build, if one did (the tables
/// are good; only the file is missing).
pub struct LoadedTables {
    /// The tables.
    pub table: EndgameTable,
    /// Set when the tables were built but could not be saved.
    pub not_saved: Option<FileError>,
}

/// Loads the tables from `path`, or builds them (and saves them there) when the file is
/// missing, truncated or damaged. `progress(n, max)` follows a build.
pub fn load_or_build_table(
    path: &Path,
    rules: &Rules,
    max_seeds: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<LoadedTables, TableSizeError> {
    crate::ai::egtb::check_table_seeds(max_seeds)?;
    if let Ok(table) = load_table(path, rules, max_seeds) {
        return Ok(LoadedTables {
            table,
            not_saved: None,
        });
    }
    let table = EndgameTable::build(rules, max_seeds, progress)?;
    let not_saved = save_table(path, &table).err();
    Ok(LoadedTables { table, not_saved })
}
