//! Per-user folders and atomic file writes.

use std::io::Write;
use std::path::{Path, PathBuf};

/// A file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// Reading failed.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Writing failed; the previous file, if any, is untouched.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The path names something other than a regular file (a device, a folder, a FIFO, a
    /// symbolic link): it is never replaced.
    #[error("will not replace {path}: it is not a regular file")]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// There is no per-user data folder on this system.
    #[error("no per-user data folder could be found")]
    NoDataDir,
}

/// The `assets/` folders the program may be beside, most specific first: in the project
/// `cargo` runs it from, beside the executable or up to three folders above it (an unpacked
/// release; `target/release/` in the project), in the current folder, and in the project it
/// was built from.
pub fn assets_candidates() -> Vec<PathBuf> {
    let mut roots = Vec::new();
    if let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") {
        roots.push(PathBuf::from(dir));
    }
    if let Some(exe_dir) = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
    {
        roots.extend(exe_dir.ancestors().take(4).map(Path::to_path_buf));
    }
    if let Ok(cwd) = std::env::current_dir() {
        roots.push(cwd);
    }
    roots.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    roots.into_iter().map(|root| root.join("assets")).collect()
}

/// The per-user data folder (saves, settings, endgame tables), created if missing.
pub fn data_dir() -> Result<PathBuf, FileError> {
    let dirs =
        directories::ProjectDirs::from("org", "Oware", "Oware").ok_or(FileError::NoDataDir)?;
    let dir = dirs.data_dir().to_path_buf();
    std::fs::create_dir_all(&dir).map_err(|source| FileError::Write {
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

/// Reads a whole UTF-8 file.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    std::fs::read_to_string(path).map_err(|source| FileError::Read {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads a whole file as bytes.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, FileError> {
    std::fs::read(path).map_err(|source| FileError::Read {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// crash never leaves a half-written file in place of a good one. Only a regular file (or
/// nothing) is replaced: a device, folder, FIFO or symbolic link at `path` is refused.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let err = |source| FileError::Write {
        path: path.to_path_buf(),
        source,
    };
    match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(FileError::NotAFile {
                path: path.to_path_buf(),
            });
        }
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(err(e)),
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(err)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(err)
}
