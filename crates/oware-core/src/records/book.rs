//! Opening-book files: the player's own (built by `oware-cli book build`, in the per-user data
//! folder), one in an `assets/book/` folder beside the program (to try another book without
//! rebuilding), else the book built into the program. A missing or damaged file is passed
//! over.

use super::files::{FileError, assets_candidates, data_dir, read_bytes, write_atomic};
use crate::ai::book::{BookError, OpeningBook};
use crate::rules::Rules;
use std::path::{Path, PathBuf};

/// The shipped book's place inside `assets/`.
pub const SHIPPED_BOOK: &str = "book/abapa.bin";

/// The shipped book of the standard rules, built into the program so that no file is needed.
pub const BUILT_IN_BOOK: &[u8] = include_bytes!("../../assets/book/abapa.bin");

/// Where a book was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookSource {
    /// A file.
    File(PathBuf),
    /// The book built into the program.
    BuiltIn,
}

impl std::fmt::Display for BookSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookSource::File(path) => write!(f, "{}", path.display()),
            BookSource::BuiltIn => f.write_str("the book built into the program"),
        }
    }
}

/// Why a book could not be read from a file.
#[derive(Debug, thiserror::Error)]
pub enum BookFileError {
    /// The file could not be read.
    #[error(transparent)]
    File(#[from] FileError),
    /// The file is not a book for these rules, or is damaged.
    #[error("opening book {path}: {source}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: BookError,
    },
}

/// Where the player's own book for a rule set lives: the per-user data folder.
pub fn book_path(rules: &Rules) -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join(format!(
        "book-{}-{}.bin",
        rules.grand_slam.name(),
        rules.seeds_per_pit
    )))
}

/// Reads a book for `rules` from `path`.
pub fn load_book(path: &Path, rules: &Rules) -> Result<OpeningBook, BookFileError> {
    let bytes = read_bytes(path, super::files::BOOK_LIMIT)?;
    OpeningBook::from_bytes(&bytes, rules).map_err(|source| BookFileError::Damaged {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes a book to `path` (atomically).
pub fn save_book(path: &Path, book: &OpeningBook) -> Result<(), FileError> {
    write_atomic(path, &book.to_bytes())
}

/// The places a book for `rules` is looked for, in order: the player's own, then the
/// shipped one in each `assets/` folder the program may be beside.
pub fn book_candidates(rules: &Rules) -> Vec<PathBuf> {
    book_path(rules)
        .into_iter()
        .chain(
            assets_candidates()
                .into_iter()
                .map(|assets| assets.join(SHIPPED_BOOK)),
        )
        .collect()
}

/// What looking for a book found: the first book that loads, with its source, and the files
/// passed over on the way because they could not be read or are damaged (a missing file is
/// not one of them), so that the player can be told.
#[derive(Debug, Default)]
pub struct BookSearch {
    /// The book used, and where it was read from.
    pub found: Option<(OpeningBook, BookSource)>,
    /// Files there that could not be used, with the reason.
    pub passed_over: Vec<BookFileError>,
}

/// The first book for `rules` that loads from `candidates`, else the built-in one when it is
/// for these rules, and the files passed over.
pub fn find_book(rules: &Rules, candidates: &[PathBuf]) -> BookSearch {
    let mut search = BookSearch::default();
    for path in candidates {
        match load_book(path, rules) {
            Ok(book) => {
                search.found = Some((book, BookSource::File(path.clone())));
                return search;
            }
            Err(BookFileError::File(FileError::Read { source, .. }))
                if source.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => search.passed_over.push(e),
        }
    }
    search.found = OpeningBook::from_bytes(BUILT_IN_BOOK, rules)
        .ok()
        .map(|book| (book, BookSource::BuiltIn));
    search
}
