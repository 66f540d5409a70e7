//! Text forms of moves, move lists and positions (docs/protocol.md, "Notations").

use super::board::{Move, Pit, Side};
use super::position::{Position, PositionError};
use super::quote::shortened;
use super::variant::Rules;
use std::fmt::Write as _;

/// A move as written: a pit letter, or a digit 1–6 meaning the mover's pit from their left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveToken {
    /// `A`–`F`, `a`–`f`.
    Letter(Pit),
    /// `1`–`6`: offset 0–5 on the side of whoever is to move.
    Digit(u8),
}

impl MoveToken {
    /// The move this token names when `side` is to move.
    pub fn resolve(self, side: Side) -> Move {
        match self {
            MoveToken::Letter(pit) => Move::new(pit),
            MoveToken::Digit(d) => Move::of_side(side, d as usize),
        }
    }

    /// The token for one character, if it names a move.
    pub fn from_char(c: char) -> Option<MoveToken> {
        match c {
            '1'..='6' => Some(MoveToken::Digit(c as u8 - b'1')),
            _ => Pit::from_letter(c).map(MoveToken::Letter),
        }
    }
}

impl std::fmt::Display for MoveToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveToken::Letter(p) => write!(f, "{p}"),
            MoveToken::Digit(d) => write!(f, "{}", d + 1),
        }
    }
}

/// Errors in reading text notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A character in a move list that names no move.
    #[error("'{found}' at character {at} is not a move (expected A-F, a-f or 1-6)")]
    BadMove {
        /// The character.
        found: char,
        /// Its 1-based position in the text.
        at: usize,
    },
    /// A position string without its 15 fields.
    #[error("a position has 15 fields (12 pits, 2 stores, S or N) joined by '-'; found {0} fields")]
    FieldCount(usize),
    /// A field that is not a number in range.
    #[error(
        "field {field} of the position ('{}') is not a seed count from 0 to {max}",
        shortened(text)
    )]
    BadCount {
        /// 1-based field number.
        field: usize,
        /// The text of the field.
        text: String,
        /// The largest count allowed.
        max: u8,
    },
    /// The last field is not `S` or `N`.
    #[error("the side to move must be S or N, found '{}'", shortened(.0))]
    BadSide(String),
    /// The counts do not add up.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// Reads a move list, joined (`FfEa`) or separated by white space or commas (`F f E a`).
pub fn parse_move_list(text: &str) -> Result<Vec<MoveToken>, NotationError> {
    let mut tokens = Vec::new();
    for (i, c) in text.chars().enumerate() {
        if c.is_whitespace() || c == ',' {
            continue;
        }
        match MoveToken::from_char(c) {
            Some(t) => tokens.push(t),
            None => {
                return Err(NotationError::BadMove {
                    found: c,
                    at: i + 1,
                });
            }
        }
    }
    Ok(tokens)
}

/// Writes moves joined, as records are written: `FfEaDb`.
pub fn format_move_list(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

/// Writes a position: `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
pub fn format_position(position: &Position) -> String {
    let mut text = String::with_capacity(40);
    for n in position.pits().iter().chain(position.stores().iter()) {
        let _ = write!(text, "{n}-");
    }
    text.push(position.to_move().letter());
    text
}

/// Reads a position string, checking the field count, each number and the seed total.
pub fn parse_position(text: &str, rules: &Rules) -> Result<Position, NotationError> {
    let fields: Vec<&str> = text.trim().split('-').collect();
    if fields.len() != 15 {
        return Err(NotationError::FieldCount(fields.len()));
    }
    let max = rules.total_seeds();
    let mut counts = [0u8; 14];
    for (i, field) in fields[..14].iter().enumerate() {
        let f = field.trim();
        let ok = !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit());
        counts[i] = match f.parse::<u8>() {
            Ok(n) if ok && n <= max => n,
            _ => {
                return Err(NotationError::BadCount {
                    field: i + 1,
                    text: f.to_string(),
                    max,
                });
            }
        };
    }
    let side = match fields[14].trim() {
        "S" | "s" => Side::South,
        "N" | "n" => Side::North,
        other => return Err(NotationError::BadSide(other.to_string())),
    };
    let mut pits = [0u8; 12];
    pits.copy_from_slice(&counts[..12]);
    Ok(Position::from_parts(
        pits,
        [counts[12], counts[13]],
        side,
        rules,
    )?)
}
