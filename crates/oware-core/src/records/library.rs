//! The player's library: every game finished in the app, kept as an OGN record of its own in
//! `library/` in the per-user data folder, with an index (`library/index.ron`) that lists
//! them quickly. Both are written atomically; an index that cannot be read is kept aside
//! (`index.damaged.ron`) and rebuilt from the records, an entry naming a file outside the
//! folder is named and left out, and a record that cannot be read is named and left out,
//! the rest listed.
//! A game deleted is moved to `library/deleted/`, from where *undo* brings it back.

use super::files::{FileError, read_text, write_atomic};
pub use super::library_tags::Opponent;
use super::library_tags::{library_tags, with_library_tags};
use super::ogn::parse_ogn;
use crate::rules::{EndReason, Side};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The index and each record are at most this large when read.
const INDEX_LIMIT: u64 = 64 << 20;
const RECORD_LIMIT: u64 = 16 << 20;

/// One game of the library, as the index lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LibraryEntry {
    /// The record's file name in the library folder.
    pub file: String,
    /// When it ended: `YYYY-MM-DD HH:MM` (UTC).
    pub date: String,
    /// South's and North's names.
    pub names: [String; 2],
    /// The side the player at this screen played, if one side alone was theirs.
    #[serde(default)]
    pub player: Option<Side>,
    /// The winner, `None` for a draw.
    pub winner: Option<Side>,
    /// Why it ended.
    pub reason: Option<EndReason>,
    /// The final stores, South's and North's.
    pub score: [u8; 2],
    /// The time control in the PGN form, if it had clocks.
    #[serde(default)]
    pub time_control: Option<String>,
    /// Its length in plies.
    pub plies: usize,
    /// Who the player at this screen met, if one side alone was theirs.
    #[serde(default)]
    pub opponent: Option<Opponent>,
    /// The player's mistakes and blunders, once the game's review is done.
    #[serde(default)]
    pub mistakes: Option<u16>,
}

impl LibraryEntry {
    /// The player's score in this game (1 a win, 0.5 a draw, 0 a loss), if it was theirs
    /// and it ended.
    pub fn player_score(&self) -> Option<f64> {
        let player = self.player?;
        self.reason?;
        Some(match self.winner {
            Some(w) if w == player => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
    }

    /// The opponent's name, as the record gives it.
    pub fn opponent_name(&self) -> Option<&str> {
        self.player
            .map(|p| self.names[p.opponent().index()].as_str())
    }

    /// Who the player met, as ratings and statistics count them: a level, or a person by
    /// name (at this screen or online); none when the game was not the player's alone.
    pub fn met(&self) -> Option<crate::ratings::RatedOpponent> {
        use crate::ratings::RatedOpponent;
        Some(match self.opponent? {
            Opponent::Computer { level } => RatedOpponent::Level(level),
            Opponent::Person | Opponent::Online => {
                RatedOpponent::Person(self.opponent_name()?.trim().to_string())
            }
        })
    }

    /// The game as the player's rating counts it; none for a game that was not the
    /// player's alone or did not end.
    pub fn for_rating(&self) -> Option<crate::ratings::RatedGame> {
        Some(crate::ratings::RatedGame {
            date: self.date.clone(),
            score: self.player_score()?,
            opponent: self.met()?,
        })
    }
}

/// The library's index.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Library {
    /// Every game, oldest first.
    pub entries: Vec<LibraryEntry>,
}

/// The library folder in the player's folder `folder` (made if missing).
pub fn library_dir(folder: &Path) -> Result<PathBuf, FileError> {
    let dir = folder.join("library");
    std::fs::create_dir_all(&dir).map_err(|source| FileError::Write {
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

/// The date and time now, as entries keep it (UTC).
pub fn now_text() -> String {
    let now = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        now.year(),
        u8::from(now.month()),
        now.day(),
        now.hour(),
        now.minute()
    )
}

/// What reading the library found: the games, and the files that could not be read.
#[derive(Debug, Default)]
pub struct LibraryRead {
    /// The games listed.
    pub library: Library,
    /// Each record (or the index) that could not be read, with why.
    pub problems: Vec<String>,
}

fn index_path(dir: &Path) -> PathBuf {
    dir.join("index.ron")
}

/// Reads the library of `dir`: its index, or, when that is missing or damaged, the index
/// made again from the records (and written back).
pub fn read_library(dir: &Path) -> LibraryRead {
    super::files::remove_leftover_temps(dir);
    let index = index_path(dir);
    let mut problems = Vec::new();
    if index.exists() {
        match read_text(&index, INDEX_LIMIT)
            .map_err(|e| e.to_string())
            .and_then(|t| ron::from_str::<Library>(&t).map_err(|e| e.to_string()))
        {
            Ok(mut library) => {
                let before = library.entries.len();
                library.entries.retain(|entry| match entry_problem(entry) {
                    Some(why) => {
                        problems.push(format!("{}: {why}; left out", index.display()));
                        false
                    }
                    None => true,
                });
                // The index as it was stays beside, since the next write leaves them out.
                if library.entries.len() < before {
                    problems.push(keep_aside(dir, &index, false));
                }
                return LibraryRead { library, problems };
            }
            Err(e) => {
                problems.push(format!(
                    "{}: {e}; made again from the games",
                    index.display()
                ));
                problems.push(keep_aside(dir, &index, true));
            }
        }
    }
    let mut read = rebuild(dir);
    problems.append(&mut read.problems);
    read.problems = problems;
    if (!read.library.entries.is_empty() || index.exists())
        && let Err(e) = write_index(dir, &read.library)
    {
        read.problems.push(e.to_string());
    }
    read
}

/// True when `file` is a plain file name, one the library folder itself holds: no folder,
/// no way up or out of it, no drive, nothing hidden.
pub fn is_plain_file_name(file: &str) -> bool {
    !file.is_empty()
        && file.len() <= 255
        && !file.starts_with('.')
        && !file
            .chars()
            .any(|c| matches!(c, '/' | '\\' | ':') || c.is_control())
}

/// Why an index entry cannot be listed, if it cannot: a file outside the library folder,
/// a level that does not exist, a length no game has.
fn entry_problem(entry: &LibraryEntry) -> Option<String> {
    if !is_plain_file_name(&entry.file) {
        return Some(format!(
            "the entry for '{}' names a file outside the library folder",
            crate::rules::shortened(&entry.file.escape_debug().to_string())
        ));
    }
    if let Some(Opponent::Computer { level }) = entry.opponent
        && !(1..=8).contains(&level)
    {
        return Some(format!(
            "the entry for {} names level {level} (levels are 1 to 8)",
            entry.file
        ));
    }
    if entry.plies > MAX_PLIES {
        return Some(format!(
            "the entry for {} gives {} plies (at most {MAX_PLIES})",
            entry.file, entry.plies
        ));
    }
    None
}

/// No game is longer (a record longer than this would not be read either).
const MAX_PLIES: usize = 1_000_000;

/// Keeps the index as it was under a free name beside it (`index.damaged.ron`, then
/// `index.damaged-2.ron`…), moved when it is to be made again (`moved`), else copied; what
/// was done, to tell.
fn keep_aside(dir: &Path, index: &Path, moved: bool) -> String {
    let free = (1..1000)
        .map(|n| match n {
            1 => dir.join("index.damaged.ron"),
            n => dir.join(format!("index.damaged-{n}.ron")),
        })
        .find(|p| !p.exists());
    let Some(aside) = free else {
        return format!(
            "{}: kept as it was (no free name beside it)",
            index.display()
        );
    };
    let done = if moved {
        std::fs::rename(index, &aside).map(|_| ())
    } else {
        std::fs::copy(index, &aside).map(|_| ())
    };
    match done {
        Ok(()) => format!(
            "{}: the index as it was is kept as {}",
            index.display(),
            aside.display()
        ),
        Err(e) => format!("{}: cannot be kept aside: {e}", index.display()),
    }
}

/// The index made from the records of `dir`, oldest file name first.
fn rebuild(dir: &Path) -> LibraryRead {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ogn"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut read = LibraryRead::default();
    for path in files {
        match entry_of_file(&path) {
            Ok(entry) => read.library.entries.push(entry),
            Err(e) => read.problems.push(format!("{}: {e}", path.display())),
        }
    }
    read
}

/// An entry read back from a record's tags and moves.
fn entry_of_file(path: &Path) -> Result<LibraryEntry, String> {
    let text = read_text(path, RECORD_LIMIT).map_err(|e| e.to_string())?;
    let record = parse_ogn(&text).map_err(|e| e.to_string())?;
    let tag = |name: &str| record.tag(name).map(str::to_string);
    let outcome = record.game.outcome().copied();
    let file = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let (player, opponent, mistakes) = library_tags(tag);
    Ok(LibraryEntry {
        date: tag("Date").unwrap_or_default().replace('.', "-"),
        names: [
            tag("South").unwrap_or_default(),
            tag("North").unwrap_or_default(),
        ],
        player,
        winner: outcome.and_then(|o| o.winner),
        reason: outcome.map(|o| o.reason),
        score: outcome.map_or(record.game.position().stores(), |o| o.final_stores),
        time_control: tag("TimeControl"),
        plies: record.game.plies().len(),
        file,
        opponent,
        mistakes,
    })
}

fn write_index(dir: &Path, library: &Library) -> Result<(), FileError> {
    let text =
        ron::ser::to_string_pretty(library, ron::ser::PrettyConfig::default()).map_err(|e| {
            FileError::Write {
                path: index_path(dir),
                source: std::io::Error::other(e.to_string()),
            }
        })?;
    write_atomic(&index_path(dir), text.as_bytes())
}

/// Adds a finished game: its record written as a file of its own (named by `entry.date`
/// and a number), then the index. Returns the entry as listed.
pub fn add_game(
    dir: &Path,
    library: &mut Library,
    record: &str,
    mut entry: LibraryEntry,
) -> Result<LibraryEntry, FileError> {
    let stem: String = entry
        .date
        .chars()
        .map(|c| if c.is_ascii_digit() { c } else { '-' })
        .collect();
    let mut n = library.entries.len() + 1;
    let file = loop {
        let name = format!("{stem}-{n:05}.ogn");
        if !dir.join(&name).exists() && !library.entries.iter().any(|e| e.file == name) {
            break name;
        }
        n += 1;
    };
    // What only the index knew is carried by the record too, so that an index made again
    // from the records loses nothing.
    let record = with_library_tags(record, (entry.player, entry.opponent, entry.mistakes));
    write_atomic(&dir.join(&file), record.as_bytes())?;
    entry.file = file;
    library.entries.push(entry.clone());
    write_index(dir, library)?;
    Ok(entry)
}

/// Deletes game `file`: moved to `deleted/` (where [`restore_game`] finds it), out of the
/// index. Returns the entry removed and its place.
pub fn delete_game(
    dir: &Path,
    library: &mut Library,
    file: &str,
) -> Result<Option<(usize, LibraryEntry)>, FileError> {
    let Some(at) = library.entries.iter().position(|e| e.file == file) else {
        return Ok(None);
    };
    if !is_plain_file_name(file) {
        return Err(outside(dir, file));
    }
    let bin = dir.join("deleted");
    std::fs::create_dir_all(&bin).map_err(|source| FileError::Write {
        path: bin.clone(),
        source,
    })?;
    let from = dir.join(file);
    if from.exists() {
        std::fs::rename(&from, bin.join(file)).map_err(|source| FileError::Write {
            path: from.clone(),
            source,
        })?;
    }
    let entry = library.entries.remove(at);
    write_index(dir, library)?;
    Ok(Some((at, entry)))
}

/// Writes the games `files` (in that order) into one OGN file at `out`, a blank line
/// between them, atomically. Returns how many were written; a game that cannot be read is
/// an error that names it, and nothing is written.
pub fn export_games(dir: &Path, files: &[String], out: &Path) -> Result<usize, FileError> {
    let mut text = String::new();
    for file in files {
        if !is_plain_file_name(file) {
            return Err(outside(dir, file));
        }
        let record = read_text(&dir.join(file), RECORD_LIMIT)?;
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(record.trim_end());
        text.push('\n');
    }
    write_atomic(out, text.as_bytes())?;
    Ok(files.len())
}

/// Notes the player's mistakes in game `file`, as its review found them (the index
/// written again).
pub fn set_mistakes(
    dir: &Path,
    library: &mut Library,
    file: &str,
    mistakes: u16,
) -> Result<(), FileError> {
    let Some(entry) = library.entries.iter_mut().find(|e| e.file == file) else {
        return Ok(());
    };
    if entry.mistakes == Some(mistakes) {
        return Ok(());
    }
    entry.mistakes = Some(mistakes);
    let entry = entry.clone();
    write_index(dir, library)?;
    // The record keeps the count too (a record that cannot be read keeps it in the index).
    if is_plain_file_name(file)
        && let Ok(record) = read_text(&dir.join(file), RECORD_LIMIT)
    {
        write_atomic(
            &dir.join(file),
            with_library_tags(&record, (entry.player, entry.opponent, entry.mistakes)).as_bytes(),
        )?;
    }
    Ok(())
}

/// Brings back a game deleted, at its place in the list.
pub fn restore_game(
    dir: &Path,
    library: &mut Library,
    at: usize,
    entry: LibraryEntry,
) -> Result<(), FileError> {
    if !is_plain_file_name(&entry.file) {
        return Err(outside(dir, &entry.file));
    }
    let from = dir.join("deleted").join(&entry.file);
    if from.exists() {
        std::fs::rename(&from, dir.join(&entry.file)).map_err(|source| FileError::Write {
            path: from.clone(),
            source,
        })?;
    }
    library.entries.insert(at.min(library.entries.len()), entry);
    write_index(dir, library)
}

/// The error for a file name that is not the library folder's own.
fn outside(dir: &Path, file: &str) -> FileError {
    FileError::Write {
        path: dir.join(crate::rules::shortened(file)),
        source: std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a file of the library folder",
        ),
    }
}
