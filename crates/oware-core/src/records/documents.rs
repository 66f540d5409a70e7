//! The files a player opens and saves: RON match saves and OGN game records (from this
//! program or another Oware program), told apart by their extension, else by their text.
//! A file that cannot be read is reported and left as it is.

use super::files::{FileError, read_text, write_atomic};
use super::ogn::{OgnError, parse_ogn, write_ogn, write_ogn_tree};
use super::save::{PlayerKind, SaveError, SavedMatch};
use crate::rules::{Game, Match, MatchFormat, MoveTree, NextStarter};
use std::path::{Path, PathBuf};

/// The two kinds of game file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DocumentFormat {
    /// This program's save of a whole match (`.ron`).
    Ron,
    /// A game record in the notation of the Aualé GUI (`.ogn`).
    Ogn,
}

impl DocumentFormat {
    /// The file name extension.
    pub const fn extension(self) -> &'static str {
        match self {
            DocumentFormat::Ron => "ron",
            DocumentFormat::Ogn => "ogn",
        }
    }

    /// The format a path names by its extension, if it does.
    pub fn of_path(path: &Path) -> Option<DocumentFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "ron" => Some(DocumentFormat::Ron),
            "ogn" | "txt" => Some(DocumentFormat::Ogn),
            _ => None,
        }
    }
}

/// A game file read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenedDocument {
    /// The game, replayed (with its redo moves for a RON save).
    pub game: Game,
    /// The match it belongs to (a single game for an OGN record).
    pub match_state: Match,
    /// Who plays each side (people, for an OGN record).
    pub players: [PlayerKind; 2],
    /// The names (from the `South` and `North` tags of an OGN record).
    pub names: [String; 2],
    /// What kind of file it was.
    pub format: DocumentFormat,
    /// The lines of an OGN record with variations (its main line is the game).
    pub lines: Option<MoveTree>,
    /// The seat of an online match saved as it was played.
    pub online: Option<super::save::OnlineSeat>,
    /// A comment after each ply of the game, by ply.
    pub comments: Vec<Option<String>>,
    /// The clocks of a game saved with a time control (RON saves).
    pub clock: Option<super::save::SavedClock>,
}

/// Why a game file could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// It could not be read.
    #[error(transparent)]
    File(#[from] FileError),
    /// A RON save that is damaged, of a newer version, or does not replay.
    #[error("{path}: {source}")]
    Save {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: Box<SaveError>,
    },
    /// An OGN record that does not read or does not replay.
    #[error("{path}: {source}")]
    Record {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: OgnError,
    },
    /// A file of several records has no record of that number.
    #[error("{path} holds {count} game records: there is no record {number}")]
    NoSuchRecord {
        /// The file.
        path: PathBuf,
        /// The number asked for (from 1).
        number: usize,
        /// How many it holds.
        count: usize,
    },
}

/// Reads a game file: `.ron` as a match save, `.ogn` as a game record; any other name by
/// its text (a save starts with `(`).
pub fn open_document(path: &Path) -> Result<OpenedDocument, OpenError> {
    let text = read_text(path, super::files::RECORD_LIMIT)?;
    let format = DocumentFormat::of_path(path).unwrap_or(if text.trim_start().starts_with('(') {
        DocumentFormat::Ron
    } else {
        DocumentFormat::Ogn
    });
    match format {
        DocumentFormat::Ron => {
            let (saved, game) = SavedMatch::from_ron(&text).map_err(|source| OpenError::Save {
                path: path.to_path_buf(),
                source: Box::new(source),
            })?;
            let lines = saved.lines_tree(&game).map_err(|source| OpenError::Save {
                path: path.to_path_buf(),
                source: Box::new(source),
            })?;
            // Clocks that do not read are refused with the reason, not guessed.
            if let Some(Err(source)) = saved.clock.as_ref().map(|c| c.read()) {
                return Err(OpenError::Save {
                    path: path.to_path_buf(),
                    source: Box::new(source),
                });
            }
            Ok(OpenedDocument {
                game,
                match_state: saved.match_state,
                players: saved.players,
                names: saved.names,
                format,
                lines,
                online: saved.online,
                comments: saved.comments,
                clock: saved.clock,
            })
        }
        DocumentFormat::Ogn => {
            let record = parse_ogn(&text).map_err(|source| OpenError::Record {
                path: path.to_path_buf(),
                source,
            })?;
            Ok(document_of_record(record))
        }
    }
}

/// The game of an OGN record, ready to play on: a single game between people, named by
/// its `South` and `North` tags.
fn document_of_record(record: super::ogn::GameRecord) -> OpenedDocument {
    let tag = |name: &str| {
        record
            .tag(name)
            .filter(|v| !v.is_empty() && *v != "?")
            .unwrap_or_default()
            .to_string()
    };
    let names = [tag("South"), tag("North")].map(|n| super::save::bounded_name(&n));
    let first = record.game.start().to_move();
    let comments = record.comments.clone();
    let lines = (record.tree.len() > record.game.plies().len()).then_some(record.tree);
    OpenedDocument {
        match_state: Match::new(MatchFormat::Single, NextStarter::WinnerStarts, first),
        game: record.game,
        players: [PlayerKind::Human; 2],
        names,
        format: DocumentFormat::Ogn,
        lines,
        online: None,
        comments,
        clock: None,
    }
}

/// What a game file holds: a game (or a match) to play on, or several game records one
/// after another (the Library's export, `selfplay --ogn`), to choose from as PGN viewers
/// let one choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenedFile {
    /// One game or match.
    One(Box<OpenedDocument>),
    /// Several records: each listed, in the file's order.
    Several(Vec<RecordListing>),
}

/// One record of a file of several, as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordListing {
    /// Its place in the file, from 1.
    pub number: usize,
    /// The `South` and `North` tags (`?` where absent).
    pub names: [String; 2],
    /// The `Result` tag (`1-0`, `0-1`, `1/2-1/2`, `*`), `*` where absent.
    pub result: String,
    /// The moves of its game; none when it does not read.
    pub plies: usize,
    /// How its game ended, when it did (a resignation is told from its seeds so).
    pub outcome: Option<crate::rules::Outcome>,
    /// Why it does not read, if it does not.
    pub problem: Option<OgnError>,
}

/// Reads a game file as [`open_document`] does, except that an OGN file holding several
/// records is listed rather than refused. The list is made a record at a time (a file of
/// up to [`super::ADD_LIMIT`] bytes; memory holds one record and the list, never the
/// file).
pub fn open_file(path: &Path) -> Result<OpenedFile, OpenError> {
    let ogn = DocumentFormat::of_path(path) != Some(DocumentFormat::Ron) && !starts_as_ron(path);
    if !ogn {
        return open_document(path).map(|d| OpenedFile::One(Box::new(d)));
    }
    let file = super::files::open_regular(path, super::library::ADD_LIMIT)?;
    let records =
        super::ogn::RecordReader::new(std::io::BufReader::new(file), super::files::RECORD_LIMIT);
    let mut listed = Vec::new();
    for (i, read) in records.enumerate() {
        let read = read.map_err(|source| FileError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        listed.push(listing(i + 1, read));
    }
    if listed.len() < 2 {
        return open_document(path).map(|d| OpenedFile::One(Box::new(d)));
    }
    Ok(OpenedFile::Several(listed))
}

/// Whether the file's first word opens a RON value (a save named otherwise).
fn starts_as_ron(path: &Path) -> bool {
    use std::io::Read;
    let mut start = [0u8; 512];
    let read = super::files::open_regular(path, u64::MAX)
        .and_then(|mut f| {
            f.read(&mut start).map_err(|source| FileError::Read {
                path: path.to_path_buf(),
                source,
            })
        })
        .unwrap_or(0);
    String::from_utf8_lossy(&start[..read])
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('(')
}

/// How record `number` of a file of several is listed.
fn listing(number: usize, read: super::ogn::ReadRecord) -> RecordListing {
    let one = match read {
        super::ogn::ReadRecord::Text(text) => text,
        super::ogn::ReadRecord::TooLarge { bytes } => {
            return RecordListing {
                number,
                names: ["?".into(), "?".into()],
                result: "*".into(),
                plies: 0,
                outcome: None,
                problem: Some(OgnError::Syntax {
                    line: 1,
                    column: 1,
                    what: format!(
                        "the record is {bytes} bytes long, more than the {} a record may be",
                        super::files::RECORD_LIMIT
                    ),
                }),
            };
        }
    };
    let tags = tag_lines(&one);
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| super::save::bounded_name(v.trim()))
            .filter(|v| !v.is_empty())
    };
    let read = parse_ogn(&one);
    RecordListing {
        number,
        names: [tag("South"), tag("North")].map(|n| n.unwrap_or_else(|| "?".into())),
        result: tag("Result").unwrap_or_else(|| "*".into()),
        plies: read.as_ref().map_or(0, |r| r.game.plies().len()),
        outcome: read.as_ref().ok().and_then(|r| r.game.outcome().copied()),
        problem: read.err(),
    }
}

/// The tag pairs of a record's tag lines (`[South "Ama"]`), read leniently for a list: a
/// record whose moves do not read is still named.
fn tag_lines(record: &str) -> Vec<(String, String)> {
    record
        .lines()
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with('['))
        .filter_map(|l| {
            let inner = l.strip_prefix('[')?.strip_suffix(']')?;
            let (name, value) = inner.split_once(char::is_whitespace)?;
            let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
            Some((name.to_string(), value.to_string()))
        })
        .collect()
}

/// Reads record `number` (from 1) of an OGN file of several as the game to play on; its
/// text too, for the Library. The file is read a record at a time up to that one.
pub fn open_record(path: &Path, number: usize) -> Result<(OpenedDocument, String), OpenError> {
    let file = super::files::open_regular(path, super::library::ADD_LIMIT)?;
    let mut records =
        super::ogn::RecordReader::new(std::io::BufReader::new(file), super::files::RECORD_LIMIT);
    let mut count = 0;
    let mut found = None;
    for read in records.by_ref() {
        let read = read.map_err(|source| FileError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        count += 1;
        if count == number {
            found = Some(read);
            break;
        }
    }
    let one = match found {
        Some(super::ogn::ReadRecord::Text(text)) => text,
        Some(super::ogn::ReadRecord::TooLarge { bytes }) => {
            return Err(OpenError::File(FileError::TooLarge {
                path: path.to_path_buf(),
                size: bytes,
                limit: super::files::RECORD_LIMIT,
            }));
        }
        // A record without tags: the whole file is that one record.
        None if number == 1 && count == 0 => read_text(path, super::files::RECORD_LIMIT)?,
        None => {
            return Err(OpenError::NoSuchRecord {
                path: path.to_path_buf(),
                number,
                count: count + records.count(),
            });
        }
    };
    let record = parse_ogn(&one).map_err(|source| OpenError::Record {
        path: path.to_path_buf(),
        source,
    })?;
    Ok((
        document_of_record(record),
        one.trim_end().to_string() + "\n",
    ))
}

/// Why a game file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The save could not be made into text.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// The file could not be written (the old one, if any, is as it was).
    #[error(transparent)]
    File(#[from] FileError),
}

/// Writes a match as `format` to `path`, atomically: the whole match as RON, or the game in
/// progress as an OGN record with the players' names (with `lines`, every line explored
/// from its start: the main line as the game, the side lines as variations).
pub fn write_document(
    path: &Path,
    format: DocumentFormat,
    saved: &SavedMatch,
    game: &Game,
    lines: Option<&MoveTree>,
) -> Result<(), WriteError> {
    let text = document_text(format, saved, game, lines)?;
    write_atomic(path, text.as_bytes())?;
    Ok(())
}

/// The text of a game file: the match as RON, or the game as an OGN record (with its `FEN`
/// tag when it started from a set-up position), as [`write_document`] writes it.
pub fn document_text(
    format: DocumentFormat,
    saved: &SavedMatch,
    game: &Game,
    lines: Option<&MoveTree>,
) -> Result<String, SaveError> {
    Ok(match format {
        DocumentFormat::Ron => saved.to_ron()?,
        DocumentFormat::Ogn => ogn_text(saved, game, lines, None),
    })
}

/// The OGN record of a game played on `date` (`YYYY-MM-DD`, a time after it is left out),
/// written in its `Date` tag as PGN writes dates (`YYYY.MM.DD`): the record the library keeps.
pub fn dated_record(saved: &SavedMatch, game: &Game, date: &str) -> String {
    let day: String = date
        .chars()
        .take(10)
        .map(|c| if c == '-' { '.' } else { c })
        .collect();
    ogn_text(saved, game, None, Some(day))
}

/// The game as an OGN record, with its side lines when `lines` are the game's.
fn ogn_text(
    saved: &SavedMatch,
    game: &Game,
    lines: Option<&MoveTree>,
    date: Option<String>,
) -> String {
    let mut tags = vec![
        ("South".to_string(), saved.names[0].clone()),
        ("North".to_string(), saved.names[1].clone()),
    ];
    if let Some(date) = date {
        tags.push(("Date".to_string(), date));
    }
    // An end the moves do not show: a resignation, a time forfeit.
    match game.outcome().and(saved.game.ended) {
        Some(super::save::DeclaredEnd::Resigned(side)) => {
            tags.push((super::ogn::RESIGNED.to_string(), side.to_string()));
        }
        Some(super::save::DeclaredEnd::OutOfTime(_)) => {
            let (tag, value) = super::ogn::TIME_FORFEIT;
            tags.push((tag.to_string(), value.to_string()));
        }
        None => {}
    }
    // A game with clocks: its time control, and the mover's time after each move
    // beside the comments it has.
    let mut comments = saved.comments.clone();
    if let Some(clock) = &saved.clock {
        tags.push(("TimeControl".to_string(), clock.control.clone()));
        let times = clock.comments();
        if comments.len() < times.len() {
            comments.resize(times.len(), None);
        }
        for (comment, time) in comments.iter_mut().zip(times) {
            *comment = match (comment.take(), time) {
                (Some(c), Some(t)) => Some(format!("{t} {c}")),
                (c, t) => t.or(c),
            };
        }
    }
    match lines.filter(|t| t.start() == game.start() && t.rules() == game.rules()) {
        Some(tree) => {
            // The main line is the game's, as the move list shows it; the lines it
            // left are its side lines.
            let mut tree = tree.clone();
            if let Some(node) = tree.find(&game.moves()) {
                tree.promote(node);
            }
            write_ogn_tree(&tree, &tags, &comments)
        }
        None => write_ogn(game, &tags, &comments),
    }
}
