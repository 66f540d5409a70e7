//! What a peer's messages make of the match: why one was refused (the match unchanged), and
//! what one did.

use super::PROTOCOL_VERSION;
use super::message::{MatchOffer, Message};
use crate::rules::{Move, MoveError, Outcome};

pub(super) use crate::MAX_NAME;

/// Why a message from the peer was refused (the match is unchanged).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PeerError {
    /// The peer speaks another version of the protocol.
    #[error(
        "the other program speaks version {theirs} of the protocol; this one speaks {PROTOCOL_VERSION}"
    )]
    Version {
        /// The peer's version.
        theirs: u32,
    },
    /// A message that has no place now.
    #[error("unexpected message '{0}' at this point")]
    Unexpected(&'static str),
    /// The host's match names no variant.
    #[error("the match's variant cannot be used: {0}")]
    Variant(String),
    /// A move while it is not the sender's turn.
    #[error("a move out of turn")]
    OutOfTurn,
    /// A move for another ply than the next.
    #[error("a move for ply {got}, but the next ply is {expected}")]
    OutOfOrder {
        /// The next ply.
        expected: u32,
        /// The ply the message names.
        got: u32,
    },
    /// A pit letter that names no pit.
    #[error("'{0}' is not a pit")]
    BadPit(char),
    /// A move the rules refuse.
    #[error("an illegal move, {mv}: {error}")]
    Illegal {
        /// The move.
        mv: Move,
        /// Why.
        error: MoveError,
    },
    /// The match continued cannot be: too many games, a match already over, a move the
    /// rules refuse, or a game already over.
    #[error("the match to continue cannot be played: {0}")]
    History(String),
    /// The peer's game differs from this one after the move.
    #[error("the two games differ after ply {ply}")]
    HashMismatch {
        /// The ply.
        ply: u32,
    },
    /// A name too long or empty.
    #[error("a name must have 1 to {MAX_NAME} characters")]
    BadName,
    /// A clock that cannot be: a time control not understood, a move reporting more time
    /// than its player had, a time out claimed while this side's time is not out.
    #[error("the clocks disagree: {0}")]
    Clock(String),
}

/// What a message from the peer brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The peer greeted: its program and player's name.
    Greeted {
        /// Program and version.
        program: String,
        /// Player's name.
        name: String,
    },
    /// The match started (the guest learns its side from it).
    MatchStarted(MatchOffer),
    /// The peer moved; the game's end if it ended it.
    Moved {
        /// The move.
        mv: Move,
        /// How the game ended, if this move ended it.
        outcome: Option<Outcome>,
    },
    /// The peer asks to take moves back to this many plies.
    UndoAsked(u32),
    /// The peer granted the undo asked: the game has this many plies again.
    Undone(u32),
    /// The peer refused the undo asked.
    UndoRefused,
    /// The peer resigned the game: this side wins it.
    Resigned(Outcome),
    /// A side's time ran out (the peer's word for its own, or its claim on this side's; a
    /// move of this side that crossed it was taken back): the game's end.
    TimedOut(Outcome),
    /// The peer asks to end the cycling game by agreement.
    EndAsked,
    /// The game ended by agreement (this side asked, the peer agreed).
    EndAgreed(Outcome),
    /// The peer refused to end the game.
    EndRefused,
    /// The next game of the match started.
    NextGame,
    /// The host's: the guest's program started again and came back between two games; it
    /// gets the match when the host starts the next game.
    BackForNextGame,
    /// The peer's player is now called this.
    Renamed(String),
    /// A message to send back at once.
    Reply(Message),
    /// The answer to a ping.
    Pong(u64),
    /// The peer refused the connection, and why.
    Refused(String),
    /// The peer left.
    Left,
    /// The match goes on after a reconnection: both sides stand at the same place (or
    /// will, once the moves sent again have arrived).
    Resumed,
}
