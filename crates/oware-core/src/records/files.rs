//! Per-user folders and atomic file writes.

use std::io::{Read, Write};
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
    /// The path names a folder, a device or a pipe, which is never read: it could be
    /// endless or block for ever.
    #[error("will not read {path}: it is not a regular file (a folder, a device or a pipe)")]
    NotRegular {
        /// The path.
        path: PathBuf,
    },
    /// The file is larger than any file of its kind can be.
    #[error(
        "will not read {path}: {size} bytes is more than a file of this kind holds ({limit} at most)"
    )]
    TooLarge {
        /// The path.
        path: PathBuf,
        /// Its size in bytes (at least; a file still growing may be larger).
        size: u64,
        /// The most a file of its kind may hold.
        limit: u64,
    },
}

/// The most a settings, practice or weights file may hold.
pub const SMALL_FILE_LIMIT: u64 = 1 << 20;
/// The most a game record, a match save or a list of openings may hold.
pub const RECORD_LIMIT: u64 = 16 << 20;
/// The most an opening-book file may hold.
pub const BOOK_LIMIT: u64 = 256 << 20;

/// The `assets/` folders the program may be beside, most specific first: in the project
/// `cargo` runs it from, beside the executable or up to three folders above it (an unpacked
/// release; `target/release/` in the project), and in the current folder.
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

/// Reads a whole UTF-8 file of at most `limit` bytes (see [`read_bytes`]).
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let bytes = read_bytes(path, limit)?;
    String::from_utf8(bytes).map_err(|_| FileError::Read {
        path: path.to_path_buf(),
        source: std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        ),
    })
}

/// Opens a regular file of at most `limit` bytes to be read piece by piece (the checks of
/// [`read_bytes`], nothing read yet).
pub fn open_regular(path: &Path, limit: u64) -> Result<std::fs::File, FileError> {
    let read_err = |source| FileError::Read {
        path: path.to_path_buf(),
        source,
    };
    let regular = |meta: &std::fs::Metadata| -> Result<(), FileError> {
        if !meta.is_file() {
            return Err(FileError::NotRegular {
                path: path.to_path_buf(),
            });
        }
        if meta.len() > limit {
            return Err(FileError::TooLarge {
                path: path.to_path_buf(),
                size: meta.len(),
                limit,
            });
        }
        Ok(())
    };
    regular(&std::fs::metadata(path).map_err(read_err)?)?;
    let file = std::fs::File::open(path).map_err(read_err)?;
    // Checked again on the open file: the path may have been replaced in between.
    regular(&file.metadata().map_err(read_err)?)?;
    Ok(file)
}

/// Reads a whole file of at most `limit` bytes. Only a regular file is read (a symbolic
/// link to one is followed): a folder, a device or a pipe is refused before it is opened, so
/// `/dev/zero` or a FIFO never fills memory or blocks, and a file larger than `limit` is
/// refused before anything is allocated for it.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let read_err = |source| FileError::Read {
        path: path.to_path_buf(),
        source,
    };
    let regular = |meta: &std::fs::Metadata| -> Result<(), FileError> {
        if !meta.is_file() {
            return Err(FileError::NotRegular {
                path: path.to_path_buf(),
            });
        }
        if meta.len() > limit {
            return Err(FileError::TooLarge {
                path: path.to_path_buf(),
                size: meta.len(),
                limit,
            });
        }
        Ok(())
    };
    regular(&std::fs::metadata(path).map_err(read_err)?)?;
    let file = std::fs::File::open(path).map_err(read_err)?;
    // Checked again on the open file: the path may have been replaced in between.
    let meta = file.metadata().map_err(read_err)?;
    regular(&meta)?;
    // A file larger than the memory left is refused, not allowed to end the program.
    let mut bytes = Vec::new();
    bytes
        .try_reserve_exact(usize::try_from(meta.len()).unwrap_or(usize::MAX))
        .map_err(|_| {
            read_err(std::io::Error::new(
                std::io::ErrorKind::OutOfMemory,
                format!("{} bytes do not fit in the memory left", meta.len()),
            ))
        })?;
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_err)?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge {
            path: path.to_path_buf(),
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// Whether [`write_atomic`] could write `path`, checked before the work that makes its bytes:
/// its folder exists, and nothing but a regular file is there already.
pub fn check_target(path: &Path) -> Result<(), FileError> {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(FileError::NotAFile {
                path: path.to_path_buf(),
            });
        }
        Ok(_) => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(FileError::Write {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if dir.is_dir() {
        Ok(())
    } else {
        Err(FileError::Write {
            path: path.to_path_buf(),
            source: std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("the folder {} does not exist", dir.display()),
            ),
        })
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
/// crash never leaves a half-written file in place of a good one. Only a regular file (or
/// nothing) is replaced: a device, folder, FIFO or symbolic link at `path` is refused. The
/// temporary file has an unpredictable name and is created only if nothing is there (never
/// through a link someone planted).
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
    // Removed when dropped, on any error before it is in place. Named so that only this
    // writer's files match `WRITER_TEMP` (its leftovers are known from a player's files).
    let mut file = tempfile::Builder::new()
        .prefix(&format!(".{name}.{WRITER_TEMP}"))
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(err)?;
    file.write_all(bytes).map_err(err)?;
    file.as_file().sync_all().map_err(err)?;
    file.persist(path).map_err(|e| err(e.error))?;
    Ok(())
}

/// Many files written into one folder, each through a temporary file and a rename as
/// [`write_atomic`] writes one, but none flushed to disk alone: [`BatchWriter::finish`]
/// makes them all durable at once (one `syncfs` on Linux, each file's own sync elsewhere),
/// before anything that names them — an index — is written. Thousands of files then cost
/// one flush, not one each.
#[derive(Debug)]
pub struct BatchWriter {
    dir: PathBuf,
    written: Vec<PathBuf>,
}

impl BatchWriter {
    /// A batch of files for folder `dir` (made if missing).
    pub fn new(dir: &Path) -> Result<BatchWriter, FileError> {
        std::fs::create_dir_all(dir).map_err(|source| FileError::Write {
            path: dir.to_path_buf(),
            source,
        })?;
        Ok(BatchWriter {
            dir: dir.to_path_buf(),
            written: Vec::new(),
        })
    }

    /// Writes file `name` of the folder (a plain name; only a regular file or nothing is
    /// replaced).
    pub fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), FileError> {
        let path = self.dir.join(name);
        let err = |source| FileError::Write {
            path: path.clone(),
            source,
        };
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if !meta.file_type().is_file() => {
                return Err(FileError::NotAFile { path: path.clone() });
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(err(e)),
        }
        let mut file = tempfile::Builder::new()
            .prefix(&format!(".{name}.{WRITER_TEMP}"))
            .suffix(".tmp")
            .tempfile_in(&self.dir)
            .map_err(err)?;
        file.write_all(bytes).map_err(err)?;
        file.persist(&path).map_err(|e| err(e.error))?;
        self.written.push(path);
        Ok(())
    }

    /// How many files were written.
    pub fn len(&self) -> usize {
        self.written.len()
    }

    /// Whether no file was written.
    pub fn is_empty(&self) -> bool {
        self.written.is_empty()
    }

    /// Makes every file written durable (their data and their names in the folder).
    pub fn finish(self) -> Result<(), FileError> {
        if self.written.is_empty() {
            return Ok(());
        }
        let err = |path: &Path, source| FileError::Write {
            path: path.to_path_buf(),
            source,
        };
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            let folder = std::fs::File::open(&self.dir).map_err(|e| err(&self.dir, e))?;
            nix::unistd::syncfs(&folder)
                .map_err(|e| err(&self.dir, std::io::Error::from_raw_os_error(e as i32)))?;
        }
        #[cfg(not(any(target_os = "linux", target_os = "android")))]
        {
            for path in &self.written {
                std::fs::File::open(path)
                    .and_then(|f| f.sync_all())
                    .map_err(|e| err(path, e))?;
            }
        }
        Ok(())
    }
}

/// How old a writer's temporary file must be before it counts as left over: another copy
/// of the program may be writing one right now.
const LEFTOVER_AGE: std::time::Duration = std::time::Duration::from_secs(60);

/// What marks [`write_atomic`]'s temporary files: `.NAME.oware-XXXXXX.tmp`.
const WRITER_TEMP: &str = "oware-";

/// Whether `name` is one of [`write_atomic`]'s temporary files: `.NAME.oware-XXXXXX.tmp`,
/// six letters or digits of tempfile's between the mark and the end.
pub fn is_writers_temp(name: &str) -> bool {
    let Some(inner) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".tmp")) else {
        return false;
    };
    let Some((target, random)) = inner.rsplit_once(&format!(".{WRITER_TEMP}")) else {
        return false;
    };
    !target.is_empty() && random.len() == 6 && random.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Removes what [`write_atomic`] left in `dir` when its program was killed mid-write: the
/// regular files of its own name pattern ([`is_writers_temp`]) older than a minute — never
/// a file of another name, a link, a folder or anything else, and nothing at all when
/// `dir` is itself a link (a folder the game did not make). Returns how many were removed.
pub fn remove_leftover_temps(dir: &Path) -> usize {
    if std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_symlink()) {
        return 0;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !is_writers_temp(&name) {
            continue;
        }
        // The entry's own kind, not a link's target.
        let Ok(meta) = entry.metadata() else { continue };
        let old = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age >= LEFTOVER_AGE);
        if meta.file_type().is_file() && old && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}
