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
///
/// A build goes on from the largest smaller tables saved beside it (see [`resume_path`]),
/// and each seed count finished is saved at once, so that a build cut short (the program
/// closed, the machine busy) goes on from there the next time; `finished` sees the tables
/// after each seed count (to use them before the whole build is done).
pub fn load_or_build_table(
    path: &Path,
    rules: &Rules,
    max_seeds: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<LoadedTables, TableSizeError> {
    load_or_build_table_with(path, rules, max_seeds, progress, &mut |_| {})
}

/// [`load_or_build_table`], showing the tables after each seed count built to `finished`.
pub fn load_or_build_table_with(
    path: &Path,
    rules: &Rules,
    max_seeds: usize,
    progress: &mut dyn FnMut(usize, usize),
    finished: &mut dyn FnMut(&EndgameTable),
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
    crate::ai::egtb::check_table_build(max_seeds)?;
    let (mut table, mut saved) = resume_from(path, rules, max_seeds);
    progress(table.max_seeds(), max_seeds);
    if table.max_seeds() > 0 {
        finished(&table);
    }
    let mut not_saved = None;
    table.extend(max_seeds, &mut |t| {
        let n = t.max_seeds();
        let here = sized_path(path, max_seeds, n);
        match save_table(&here, t) {
            Ok(()) => {
                // The smaller tables this build went on from are no longer needed (the
                // default size stays: other programs load it).
                if let Some(before) = saved.replace(n).filter(|&b| b != DEFAULT_TABLE_SEEDS) {
                    let _ = std::fs::remove_file(sized_path(path, max_seeds, before));
                }
                not_saved = None;
            }
            Err(e) => not_saved = Some(e),
        }
        progress(n, max_seeds);
        finished(t);
    })?;
    Ok(LoadedTables {
        table,
        replaced,
        not_saved,
    })
}

/// The file of tables of `n` seeds beside `path`, the file of tables of `max_seeds` seeds
/// (`egtb-abapa-15.bin` beside `egtb-abapa-20.bin`).
fn sized_path(path: &Path, max_seeds: usize, n: usize) -> PathBuf {
    if n == max_seeds {
        return path.to_path_buf();
    }
    let name = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let suffix = format!("-{max_seeds}.bin");
    match name.strip_suffix(&suffix) {
        Some(stem) => path.with_file_name(format!("{stem}-{n}.bin")),
        None => path.with_file_name(format!("{name}.{n}")),
    }
}

/// The largest tables saved for `rules`, of at most `max_seeds` seeds: the finished ones, or
/// what a build cut short saved. `None` when none reads well.
pub fn load_largest_table(rules: &Rules, max_seeds: usize) -> Option<EndgameTable> {
    (1..=max_seeds.min(crate::ai::egtb::MAX_TABLE_SEEDS))
        .rev()
        .find_map(|n| load_table(&table_path(rules, n).ok()?, rules, n).ok())
}

/// The tables a build goes on from, and the size of their file (`None` for none).
fn resume_from(path: &Path, rules: &Rules, max_seeds: usize) -> (EndgameTable, Option<usize>) {
    for n in (1..max_seeds).rev() {
        if let Ok(table) = load_table(&sized_path(path, max_seeds, n), rules, n) {
            return (table, Some(n));
        }
    }
    (EndgameTable::empty(rules), None)
}

/// An exclusive lock on `<name>.lock` beside `path`, held until dropped; waits while another
/// program holds it. `None` where no lock can be had (a folder that cannot be written, or
/// something other than a regular file in its place): the tables are then built without
/// one. The lock file is opened without following a symbolic link, so a link planted there
/// never makes the program create or touch a file elsewhere; the empty file stays, and
/// never stops anything: a lock ends with the program that held it.
fn lock_beside(path: &Path) -> Option<std::fs::File> {
    let mut name = path.file_name()?.to_os_string();
    name.push(".lock");
    let lock = path.with_file_name(name);
    if let Some(folder) = lock.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).ok()?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.create(true).truncate(false).write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Not through a link; and a FIFO planted there fails at once instead of waiting.
        options
            .custom_flags((nix::fcntl::OFlag::O_NOFOLLOW | nix::fcntl::OFlag::O_NONBLOCK).bits());
    }
    let file = options.open(&lock).ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
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
