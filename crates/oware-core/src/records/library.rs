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
    /// Nothing may be written to the folder: its damaged index could not be kept aside
    /// (writing a new one would lose it), or the library was only looked at.
    pub read_only: bool,
}

fn index_path(dir: &Path) -> PathBuf {
    dir.join("index.ron")
}

/// Reads the library of `dir`, the player's own: its index, or, when that is missing or
/// damaged, the index made again from the records (and written back, the damaged one kept
/// aside first). A damaged index that cannot be kept aside is never written over: the
/// library is then read-only ([`LibraryRead::read_only`]), and says why.
pub fn read_library(dir: &Path) -> LibraryRead {
    read_library_as(dir, true)
}

/// Reads the library of `dir` without writing anything there (another player's, looked at
/// on their progress page): a damaged index is read around and left as it is, no leftover
/// is removed. Always read-only.
pub fn look_at_library(dir: &Path) -> LibraryRead {
    read_library_as(dir, false)
}

fn read_library_as(dir: &Path, may_write: bool) -> LibraryRead {
    if may_write {
        super::files::remove_leftover_temps(dir);
    }
    let index = index_path(dir);
    let mut problems = Vec::new();
    let mut read_only = !may_write;
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
                if library.entries.len() < before && may_write {
                    match keep_aside(dir, &index, false) {
                        Ok(kept) => problems.push(kept),
                        Err(why) => {
                            problems.push(why);
                            read_only = true;
                        }
                    }
                }
                return LibraryRead {
                    library,
                    problems,
                    read_only,
                };
            }
            Err(e) if !may_write => {
                problems.push(format!("{}: {e}; left as it is", index.display()));
            }
            Err(e) => {
                problems.push(format!(
                    "{}: {e}; made again from the games",
                    index.display()
                ));
                match keep_aside(dir, &index, true) {
                    Ok(kept) => problems.push(kept),
                    Err(why) => {
                        problems.push(why);
                        read_only = true;
                    }
                }
            }
        }
    }
    let mut read = rebuild(dir);
    problems.append(&mut read.problems);
    read.problems = problems;
    read.read_only = read_only;
    if !read_only
        && (!read.library.entries.is_empty() || index.exists())
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
/// a file that is not a game record (the index itself, say), a level that does not exist,
/// a length no game has.
fn entry_problem(entry: &LibraryEntry) -> Option<String> {
    if !is_plain_file_name(&entry.file) {
        return Some(format!(
            "the entry for '{}' names a file outside the library folder",
            crate::rules::shortened(&entry.file.escape_debug().to_string())
        ));
    }
    if !entry.file.ends_with(".ogn") {
        return Some(format!(
            "the entry for '{}' names a file that is not a game record",
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
/// `index.damaged-2.ron`…), moved when it is to be made again (`moved`), else copied: what
/// was done, to tell; or why it could not be (then nothing may replace it).
fn keep_aside(dir: &Path, index: &Path, moved: bool) -> Result<String, String> {
    let free = (1..1000)
        .map(|n| match n {
            1 => dir.join("index.damaged.ron"),
            n => dir.join(format!("index.damaged-{n}.ron")),
        })
        .find(|p| p.symlink_metadata().is_err());
    let read_only = "the library is read-only until it can be";
    let Some(aside) = free else {
        return Err(format!(
            "{}: left as it is, as no name beside it is free to keep it ({} to {} are \
             taken); {read_only}",
            index.display(),
            "index.damaged.ron",
            "index.damaged-999.ron"
        ));
    };
    let done = if moved {
        std::fs::rename(index, &aside).map(|_| ())
    } else {
        std::fs::copy(index, &aside).map(|_| ())
    };
    match done {
        Ok(()) => Ok(format!(
            "{}: the index as it was is kept as {}",
            index.display(),
            aside.display()
        )),
        Err(e) => Err(format!(
            "{}: cannot be kept aside: {e}; {read_only}",
            index.display()
        )),
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

/// What adding the games of a file found: how many were added, how many the library had
/// already (the same game, by its moves), and how many records could not be read.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct AddedRecords {
    /// Games added.
    pub added: usize,
    /// Games the library had already.
    pub there: usize,
    /// Records that could not be read (or were too large).
    pub unreadable: usize,
}

/// A game by what was played in it: its rules, its start and its moves (who played them
/// aside), as 128 bits of FNV-1a over those words.
pub fn game_key(game: &crate::rules::Game) -> u128 {
    let words = format!(
        "{}|{}|{}",
        game.rules(),
        crate::rules::format_position(game.start()),
        crate::rules::format_move_list(&game.moves())
    );
    words
        .bytes()
        .fold(0x6c62_272e_07bb_0142_62b8_2175_6295_c58d_u128, |h, b| {
            (h ^ u128::from(b)).wrapping_mul(0x0000_0000_0100_0000_0000_0000_0000_013b)
        })
}

/// The games a library lists, known by their moves: each entry's key worked out from its
/// record when first needed (only entries of the same length and score as a game asked
/// about are read).
struct KnownGames<'a> {
    dir: &'a Path,
    by_shape: std::collections::HashMap<(usize, [u8; 2]), Vec<String>>,
    keys: std::collections::HashSet<u128>,
}

impl<'a> KnownGames<'a> {
    fn new(dir: &'a Path, library: &Library) -> KnownGames<'a> {
        let mut by_shape: std::collections::HashMap<(usize, [u8; 2]), Vec<String>> =
            std::collections::HashMap::new();
        for e in &library.entries {
            by_shape
                .entry((e.plies, e.score))
                .or_default()
                .push(e.file.clone());
        }
        KnownGames {
            dir,
            by_shape,
            keys: std::collections::HashSet::new(),
        }
    }

    /// Whether the library has `game` (the same rules, start and moves).
    fn has(&mut self, game: &crate::rules::Game) -> bool {
        let key = game_key(game);
        if self.keys.contains(&key) {
            return true;
        }
        let shape = (game.plies().len(), final_score(game));
        // The entries of this shape are read once, their keys kept.
        for file in self.by_shape.remove(&shape).unwrap_or_default() {
            let read = read_text(&self.dir.join(&file), RECORD_LIMIT)
                .ok()
                .and_then(|t| parse_ogn(&t).ok());
            if let Some(record) = read {
                self.keys.insert(game_key(&record.game));
            }
        }
        self.keys.contains(&key)
    }

    /// `game` is listed now.
    fn add(&mut self, game: &crate::rules::Game) {
        self.keys.insert(game_key(game));
    }
}

/// A game's final stores as the library lists them.
fn final_score(game: &crate::rules::Game) -> [u8; 2] {
    game.outcome()
        .map_or_else(|| game.position().stores(), |o| o.final_stores)
}

/// Whether the library of `dir` lists `game` already: the same game by its moves (names,
/// dates and results aside).
pub fn library_has_game(dir: &Path, library: &Library, game: &crate::rules::Game) -> bool {
    KnownGames::new(dir, library).has(game)
}

/// The entry of a game read from a record: its players by its tags (`?` where a name shows
/// nothing), dated `date`.
fn entry_of_record(record: &super::ogn::GameRecord, date: &str) -> LibraryEntry {
    let game = &record.game;
    let outcome = game.outcome();
    let name = |tag: &str| {
        record
            .tag(tag)
            .map(super::save::bounded_name)
            .filter(|n| super::names::shows(n))
            .unwrap_or_else(|| "?".to_string())
    };
    LibraryEntry {
        file: String::new(),
        date: date.to_string(),
        names: [name("South"), name("North")],
        player: None,
        winner: outcome.and_then(|o| o.winner),
        reason: outcome.map(|o| o.reason),
        score: final_score(game),
        time_control: None,
        plies: game.plies().len(),
        opponent: None,
        mistakes: None,
    }
}

/// The largest file of games added at once.
pub const ADD_LIMIT: u64 = 1 << 30;

/// How many games are written before the index is: an add stopped midway keeps them.
const INDEX_EVERY: usize = 10_000;

/// Adds every game of the OGN file at `path` (one record or many, one after another) to the
/// library of `dir`, dated `date`: the file is read a record at a time (memory holds one
/// record and the list, never the file), each new game written as a record of its own, and
/// the index written once every 10 000 games and at the end, the games made durable
/// before it. A game the library has already — the same moves, whatever the names — is not
/// added twice. `progress(read, of)` is told the bytes read after each record and ends the
/// work early when it returns false (what was added until then stays listed).
pub fn add_records(
    dir: &Path,
    library: &mut Library,
    path: &Path,
    date: &str,
    progress: &mut dyn FnMut(u64, u64) -> bool,
) -> Result<AddedRecords, FileError> {
    let file = super::files::open_regular(path, ADD_LIMIT)?;
    let total = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut records = super::ogn::RecordReader::new(std::io::BufReader::new(file), RECORD_LIMIT);
    let mut known = KnownGames::new(dir, library);
    let mut names: std::collections::HashSet<String> =
        library.entries.iter().map(|e| e.file.clone()).collect();
    let stem: String = date
        .chars()
        .map(|c| if c.is_ascii_digit() { c } else { '-' })
        .collect();
    let mut next = library.entries.len() + 1;
    let mut batch = super::files::BatchWriter::new(dir)?;
    let mut found = AddedRecords::default();
    let mut whole_text = None;
    let mut first = true;
    while let Some(read) = records.next() {
        let read = read.map_err(|source| FileError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let text = match read {
            super::ogn::ReadRecord::Text(text) => text,
            super::ogn::ReadRecord::TooLarge { .. } => {
                found.unreadable += 1;
                continue;
            }
        };
        first = false;
        add_one(
            dir,
            library,
            &text,
            date,
            (&stem, &mut next),
            (&mut known, &mut names),
            &mut batch,
            &mut found,
        )?;
        if batch.len() >= INDEX_EVERY {
            std::mem::replace(&mut batch, super::files::BatchWriter::new(dir)?).finish()?;
            write_index(dir, library)?;
        }
        if !progress(records.bytes_read(), total) {
            break;
        }
    }
    // A file of one record without tags: the whole text is that record.
    if first && found.unreadable == 0 {
        whole_text = Some(read_text(path, RECORD_LIMIT)?);
    }
    if let Some(text) = whole_text.filter(|t| !t.trim().is_empty()) {
        add_one(
            dir,
            library,
            &text,
            date,
            (&stem, &mut next),
            (&mut known, &mut names),
            &mut batch,
            &mut found,
        )?;
    }
    let wrote = !batch.is_empty();
    batch.finish()?;
    if wrote {
        write_index(dir, library)?;
    }
    Ok(found)
}

/// Adds the game of record `text`, unless it is unreadable or listed already.
#[allow(clippy::too_many_arguments)]
fn add_one(
    dir: &Path,
    library: &mut Library,
    text: &str,
    date: &str,
    (stem, next): (&str, &mut usize),
    (known, names): (&mut KnownGames<'_>, &mut std::collections::HashSet<String>),
    batch: &mut super::files::BatchWriter,
    found: &mut AddedRecords,
) -> Result<(), FileError> {
    let Ok(record) = parse_ogn(text) else {
        found.unreadable += 1;
        return Ok(());
    };
    if known.has(&record.game) {
        found.there += 1;
        return Ok(());
    }
    let file = loop {
        let name = format!("{stem}-{:05}.ogn", *next);
        *next += 1;
        if !names.contains(&name) && dir.join(&name).symlink_metadata().is_err() {
            break name;
        }
    };
    let mut entry = entry_of_record(&record, date);
    let record_text = with_library_tags(text.trim_end(), (None, None, None));
    batch.write(&file, record_text.as_bytes())?;
    entry.file = file.clone();
    names.insert(file);
    known.add(&record.game);
    library.entries.push(entry);
    found.added += 1;
    Ok(())
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
