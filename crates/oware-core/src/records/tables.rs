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
    let bytes = read_bytes(path, crate::ai::egtb::file_size(max_seeds))?;
    EndgameTable::from_bytes(bytes, rules, max_seeds).map_err(|source| TableFileError::Damaged {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes tables to `path` (atomically).
pub fn save_table(path: &Path, table: &EndgameTable) -> Result<(), FileError> {
    write_atomic(path, &table.to_bytes())
}

/// Tables built or loaded, what was wrong with the file found, if anything, and the save
/// that failed after a build, if one did (the tables are good; only the file is missing).
pub struct LoadedTables {
    /// The tables.
    pub table: EndgameTable,
    /// Set when a file was there but could not be used, so the tables were built anew.
    pub replaced: Option<ReplacedTables>,
    /// Set when the tables were built but could not be saved.
    pub not_saved: Option<FileError>,
}

/// A tables file that could not be used and was set aside before the tables were rebuilt.
#[derive(Debug)]
pub struct ReplacedTables {
    /// Why it could not be used.
    pub error: TableFileError,
    /// Where it was kept (`<name>.damaged` beside it), unless it could not be moved.
    pub kept_as: Option<PathBuf>,
}

impl std::fmt::Display for ReplacedTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kept_as {
            Some(kept) => write!(f, "{}; it was kept as {}", self.error, kept.display()),
            None => write!(f, "{}", self.error),
        }
    }
}

/// Loads the tables from `path`, or builds them (and saves them there) when the file is
/// missing, truncated or damaged; a file that is there but cannot be used is first moved
/// aside to `<name>.damaged`, and said so. `progress(n, max)` follows a build.
pub fn load_or_build_table(
    path: &Path,
    rules: &Rules,
    max_seeds: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<LoadedTables, TableSizeError> {
    crate::ai::egtb::check_table_seeds(max_seeds)?;
    // Another program building the same tables (two engines started together, say) is
    // waited for, and what it saved is loaded: one builds, not both.
    let _building = lock_beside(path);
    let replaced = match load_table(path, rules, max_seeds) {
        Ok(table) => {
            return Ok(LoadedTables {
                table,
                replaced: None,
                not_saved: None,
            });
        }
        Err(TableFileError::File(FileError::Read { source, .. }))
            if source.kind() == std::io::ErrorKind::NotFound =>
        {
            None
        }
        Err(error) => Some(ReplacedTables {
            error,
            kept_as: set_aside(path),
        }),
    };
    let table = EndgameTable::build(rules, max_seeds, progress)?;
    let not_saved = save_table(path, &table).err();
    Ok(LoadedTables {
        table,
        replaced,
        not_saved,
    })
}

/// An exclusive lock on `<name>.lock` beside `path`, held until dropped; waits while another
/// program holds it. `None` where no lock can be had (a folder that cannot be written): the
/// tables are then built without one.
fn lock_beside(path: &Path) -> Option<std::fs::File> {
    let mut name = path.file_name()?.to_os_string();
    name.push(".lock");
    let lock = path.with_file_name(name);
    if let Some(folder) = lock.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).ok()?;
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock)
        .ok()?;
    file.lock().ok()?;
    Some(file)
}

/// Moves a file that could not be used to `<name>.damaged` beside it (replacing an older
/// one), so that a rebuild never destroys what someone may want to look at.
fn set_aside(path: &Path) -> Option<PathBuf> {
    let mut name = path.file_name()?.to_os_string();
    name.push(".damaged");
    let kept = path.with_file_name(name);
    std::fs::rename(path, &kept).ok().map(|()| kept)
}
