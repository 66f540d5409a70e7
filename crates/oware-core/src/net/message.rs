//! The messages of the online protocol, as they travel: JSON objects tagged by `type`.
//! Fields a message does not have are ignored (a later version may add some); a missing
//! field or a field of the wrong kind makes it no message.

use crate::rules::{GameResult, MatchFormat, NextStarter, Side};

/// A match proposed by the host: the new-game choices.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchOffer {
    /// The variant, as `--variant` names it (`abapa`, or options).
    pub variant: String,
    /// The match format.
    pub format: MatchFormat,
    /// Who starts the following games.
    pub next_starter: NextStarter,
    /// Who moves first in the first game.
    pub first: Side,
    /// The side the host plays (the guest plays the other).
    pub host_plays: Side,
    /// A match continued (a saved one): its finished games, as the host's save holds them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier: Vec<GameResult>,
    /// A game continued: its moves so far (`FfEa…`), from the start with the match's next
    /// starter to move; each is checked by the rules.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub moves: String,
    /// Hints and the engine's values may be shown to both players during the match (the
    /// host offers it, the guest sees it before the first move); without it, neither side
    /// shows them.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hints: bool,
    /// The time control of every game of the match, in its PGN form (`300+2`, `1/10`);
    /// absent: no clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
    /// A game continued with clocks: the time each side has left (South, North), in
    /// milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<[u64; 2]>,
}

/// One message. Plies count from 1 within the game in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Message {
    /// The first message of each side: its protocol version, program and player's name.
    Hello {
        /// [`super::PROTOCOL_VERSION`] of the sender.
        version: u32,
        /// The sending program and its version, for messages to people.
        program: String,
        /// The player's name.
        name: String,
    },
    /// The connection is refused, and why (then it is closed).
    Refuse {
        /// Why, in words.
        reason: String,
    },
    /// The host's match: sent once after the greetings.
    NewMatch(MatchOffer),
    /// A move, with the game's hash after it: both sides compare.
    Move {
        /// Which ply of the game it is.
        ply: u32,
        /// The pit sown: `A`–`F` or `a`–`f`.
        pit: char,
        /// [`super::game_hash`] after the move, as 16 hexadecimal digits.
        hash: String,
        /// With clocks: the mover's time left when it moved, in milliseconds, before any
        /// increment.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<u64>,
    },
    /// The time of the side to move at `ply` plies ran out: sent by that side's program,
    /// or claimed by the other once that clock is past zero by the tolerance.
    TimeOut {
        /// The game's plies when the time ran out.
        ply: u32,
    },
    /// Asks to take back moves so that the game has `ply` plies again.
    UndoAsk {
        /// The plies the game would keep.
        ply: u32,
    },
    /// Grants the last undo asked.
    UndoGrant {
        /// The plies the game keeps.
        ply: u32,
    },
    /// Refuses the last undo asked.
    UndoRefuse,
    /// The sender resigns the game in play: the receiver wins it. `ply`: the plies of the
    /// game as the sender resigned it; a receiver whose own move crossed the resignation
    /// takes that move back first, so both record the same game (absent from older
    /// senders: the game as it stands).
    Resign {
        /// The game's plies when the sender resigned.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u32>,
    },
    /// Under the cycle rule `by-agreement`, once a position has repeated: asks to end the
    /// game, each player taking the seeds on their side (R10).
    EndAsk,
    /// Agrees to end the game so (both sides end it).
    EndGrant,
    /// Refuses to end it: play goes on.
    EndRefuse,
    /// Starts the next game of the match (the previous one is over).
    NextGame,
    /// The player's name changed.
    Name {
        /// The new name.
        name: String,
    },
    /// Are you there? Answered by a `pong` with the same number.
    Ping {
        /// Any number.
        n: u64,
    },
    /// The answer to a `ping`.
    Pong {
        /// The ping's number.
        n: u64,
    },
    /// After a reconnection (and a new `hello`): where the sender's match stands. The side
    /// that is ahead sends again what the other missed.
    Resume {
        /// The games of the match started so far, the one in play included.
        games: u32,
        /// The plies of the game in play.
        ply: u32,
        /// [`super::game_hash`] of the game in play.
        hash: String,
        /// With clocks: the time each side has left (South, North) as the sender counts
        /// it, in milliseconds.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<[u64; 2]>,
    },
    /// The sender leaves the match.
    Bye,
}
