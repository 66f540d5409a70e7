//! What a library record carries of its index entry, as tags after its own: the player's
//! side, who they met, and their mistakes once reviewed. An index made again from the
//! records reads them back, so nothing the index knew is lost with it.

use crate::rules::Side;
use serde::{Deserialize, Serialize};

/// Who the player met in a game of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// The computer at a level (1–8).
    Computer {
        /// The level.
        level: u8,
    },
    /// A person at this screen.
    Person,
    /// A friend online.
    Online,
}

/// What an index entry knows that a record does not say by itself: the player's side, who
/// they met, and their mistakes once reviewed.
pub(super) type IndexOnly = (Option<Side>, Option<Opponent>, Option<u16>);

/// The tags a library record carries for the index: the player's side, who they met, and
/// their mistakes once the review is done.
const PLAYER_TAG: &str = "Player";
const OPPONENT_TAG: &str = "Opponent";
const MISTAKES_TAG: &str = "Mistakes";

/// `record` with the library's tags of an entry after its own (any earlier ones dropped).
pub(super) fn with_library_tags(record: &str, (player, opponent, mistakes): IndexOnly) -> String {
    let ours = |line: &str| {
        [PLAYER_TAG, OPPONENT_TAG, MISTAKES_TAG]
            .iter()
            .any(|tag| line.trim_start().starts_with(&format!("[{tag} ")))
    };
    let mut tags = Vec::new();
    if let Some(side) = player {
        tags.push(format!("[{PLAYER_TAG} \"{side}\"]"));
    }
    if let Some(opponent) = opponent {
        let word = match opponent {
            Opponent::Computer { level } => format!("level {level}"),
            Opponent::Person => "person".into(),
            Opponent::Online => "online".into(),
        };
        tags.push(format!("[{OPPONENT_TAG} \"{word}\"]"));
    }
    if let Some(mistakes) = mistakes {
        tags.push(format!("[{MISTAKES_TAG} \"{mistakes}\"]"));
    }
    let mut lines: Vec<&str> = record.lines().filter(|line| !ours(line)).collect();
    // After the record's own tags, as PGN readers expect the roster first.
    let header = lines
        .iter()
        .take_while(|line| line.trim_start().starts_with('['))
        .count();
    let tags: Vec<&str> = tags.iter().map(String::as_str).collect();
    lines.splice(header..header, tags);
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// The library's tags of a record read back: the player's side, who they met, their
/// mistakes (none where a tag is missing or says what no entry can).
pub(super) fn library_tags(tag: impl Fn(&str) -> Option<String>) -> IndexOnly {
    let player = match tag(PLAYER_TAG).as_deref() {
        Some("South") => Some(Side::South),
        Some("North") => Some(Side::North),
        _ => None,
    };
    let opponent = match tag(OPPONENT_TAG).as_deref() {
        Some("person") => Some(Opponent::Person),
        Some("online") => Some(Opponent::Online),
        Some(word) => word
            .strip_prefix("level ")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|level| (1..=8).contains(level))
            .map(|level| Opponent::Computer { level }),
        None => None,
    };
    let mistakes = tag(MISTAKES_TAG).and_then(|n| n.parse().ok());
    (player, opponent, mistakes)
}
