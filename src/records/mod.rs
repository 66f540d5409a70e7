//! Records and persistence: OGN game records, RON saves of a whole match, per-OS paths and
//! atomic writes. Pure functions over text, plus a thin file layer.

mod files;
mod ogn;
mod save;

pub use files::{FileError, data_dir, read_text, write_atomic};
pub use ogn::{GameRecord, OgnError, parse_ogn, write_ogn};
pub use save::{PlayerKind, SaveError, SavedGame, SavedMatch};

#[cfg(test)]
mod tests;
