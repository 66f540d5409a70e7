//! The messages between a tournament's organizer and its players, as they travel: JSON
//! objects tagged by `type`, in the match protocol's frames (`crate::net::encode`). A
//! player's games travel inside them ([`HallMessage::Game`]): the organizer passes each to
//! the other player of the board, so that the two play by the match protocol as if
//! connected to each other, and the organizer sees every board.

use crate::net::{MatchOffer, Message};
use crate::rules::MatchFormat;
use crate::tournament::standings::Outcome;

/// The protocol's name on the connection (its ALPN): a tournament is reached on its own,
/// beside the matches between two players.
pub const HALL_ALPN: &[u8] = b"oware-tournament/1";

/// The protocol's version: a player that says another one is refused.
pub const HALL_VERSION: u32 = 1;

/// How every pairing of the tournament is played: the rules' match format and clock.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlaySettings {
    /// The match format of each pairing.
    pub format: MatchFormat,
    /// The time control of every game, in its PGN form (`300+2`); absent: no clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
}

/// One line of the standings, as players see them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StandingLine {
    /// The place (tied players share one).
    pub rank: usize,
    /// The player's name.
    pub name: String,
    /// Points, in half points.
    pub halves: u32,
}

/// A board's result as the organizer announces it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Verdict {
    /// Both players reported it.
    Agreed,
    /// The players' reports differ: the organizer will decide.
    Disputed,
    /// The organizer decided it, and why.
    Decided {
        /// The reason given.
        reason: String,
    },
}

/// One message, either way. The organizer's are refused by the organizer and the player's
/// by the player, with a clear reason.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HallMessage {
    /// A player's first message: enters the tournament under `name`, or takes back its seat
    /// with the `ticket` the organizer gave it (after its line or program restarted).
    Enter {
        /// [`HALL_VERSION`] of the sender.
        version: u32,
        /// The sending program and its version, for messages to people.
        program: String,
        /// The player's name.
        name: String,
        /// The seat's ticket, when coming back.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ticket: Option<String>,
    },
    /// The organizer took the player: its number (from 0), the ticket that takes the seat
    /// back, the tournament and how its pairings are played.
    Welcome {
        /// The tournament's name.
        tournament: String,
        /// The player's number in the list (from 0).
        player: usize,
        /// The secret that takes this seat back.
        ticket: String,
        /// The rounds planned.
        rounds: usize,
        /// How each pairing is played.
        play: PlaySettings,
    },
    /// The organizer refuses the message, and why; the connection is kept unless the
    /// player could not enter.
    Refuse {
        /// Why, in words.
        reason: String,
    },
    /// The players entered so far, by number.
    Players {
        /// Their names, in the list's order.
        names: Vec<String>,
    },
    /// A round's pairing for this player: the board, the opponent and who hosts the match
    /// (the one who moves first in its first game, who sends its `offer`).
    Pairing {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The opponent's name.
        opponent: String,
        /// This player moves first in the first game and offers the match.
        first: bool,
        /// The match to offer (the first player's only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offer: Option<MatchOffer>,
    },
    /// This player has no game this round, and the points it brings (in halves).
    Sit {
        /// The round, from 1.
        round: usize,
        /// The half points the round gives (2 for a bye, 1 for a half-point bye).
        halves: u32,
    },
    /// A message of the match on a board, from one player to the other through the
    /// organizer.
    Game {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The match protocol's message.
        message: Message,
    },
    /// The player's report of its board's result once the match is over: who won (the
    /// pairing's first player, its second, or neither) and the seeds each captured over the
    /// match (the first player's first).
    Report {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The match's result.
        outcome: Outcome,
        /// Seeds captured over the match's games: the first player's, the second's.
        seeds: [u32; 2],
    },
    /// A board's result, as the organizer records it (or a dispute it will decide).
    Result {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The result (for a dispute, none yet).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        outcome: Option<Outcome>,
        /// How it was settled.
        verdict: Verdict,
    },
    /// The other player of a board lost its line (it may come back).
    Away {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
    },
    /// The other player of a board is back: the match goes on (its `hello` and `resume`
    /// follow).
    Back {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
    },
    /// The standings after the last complete round.
    Standings {
        /// Rounds complete.
        after_round: usize,
        /// Best first.
        lines: Vec<StandingLine>,
    },
    /// The tournament is over (the last standings came before).
    Ended,
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
    /// The sender leaves (a player withdraws; the organizer ends the connection).
    Bye,
}

impl HallMessage {
    /// The message's `type`, as it travels.
    pub fn kind(&self) -> &'static str {
        match self {
            HallMessage::Enter { .. } => "enter",
            HallMessage::Welcome { .. } => "welcome",
            HallMessage::Refuse { .. } => "refuse",
            HallMessage::Players { .. } => "players",
            HallMessage::Pairing { .. } => "pairing",
            HallMessage::Sit { .. } => "sit",
            HallMessage::Game { .. } => "game",
            HallMessage::Report { .. } => "report",
            HallMessage::Result { .. } => "result",
            HallMessage::Away { .. } => "away",
            HallMessage::Back { .. } => "back",
            HallMessage::Standings { .. } => "standings",
            HallMessage::Ended => "ended",
            HallMessage::Ping { .. } => "ping",
            HallMessage::Pong { .. } => "pong",
            HallMessage::Bye => "bye",
        }
    }
}
