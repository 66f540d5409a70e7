//! Where the player stands in a tournament: nothing, entering, or seated (the line to the
//! organizer, the board in play, each round's line and the last standings), and why the
//! seat ended. One resource, read by its window and the menus.

use super::hall_line::LineComing;
use crate::tournament::hall::{HallMessage, Seat, Verdict};
use crate::tournament::standings::Outcome;
use bevy::prelude::*;
use oware_net::{Carried, KeepAlive, Link, NetConfig, Patience};

/// The player's seat in a tournament, if any.
#[derive(Resource, Default)]
pub struct Tournament {
    pub(super) phase: Phase,
}

/// The stages of a seat.
#[derive(Default)]
pub(super) enum Phase {
    /// In no tournament.
    #[default]
    Off,
    /// Entering, seated, or the tournament over (its last standings kept to be read).
    Seated(Box<InHall>),
    /// The seat could not be taken, or was lost, and why.
    Failed(String),
}

/// A seat in a tournament's hall.
pub(super) struct InHall {
    /// The hall's code, to come back after a drop.
    pub(super) code: String,
    /// How the network is reached.
    pub(super) config: NetConfig,
    /// The seat's protocol.
    pub(super) seat: Seat,
    /// The line to the organizer, while it is up.
    pub(super) link: Option<Link<HallMessage>>,
    /// The line being made (first, or again after a drop).
    pub(super) coming: Option<LineComing>,
    /// The watch over the line (an organizer's computer switched off says nothing).
    pub(super) keep_alive: KeepAlive,
    /// The board whose match is played here: its messages' way to the organizer.
    pub(super) board: Option<BoardInPlay>,
    /// Each round as it went for this player, the latest last.
    pub(super) rounds: Vec<RoundLine>,
}

/// A board whose match is played here.
pub(super) struct BoardInPlay {
    pub(super) round: usize,
    pub(super) board: usize,
    pub(super) carried: Carried,
}

/// One round as it went for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundLine {
    /// The round, from 1.
    pub round: usize,
    /// A game, or none.
    pub play: RoundPlay,
}

/// What a round brought the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundPlay {
    /// A match on a board.
    Board {
        /// The board, from 1.
        board: usize,
        /// The opponent's name.
        opponent: String,
        /// The player moved first in the first game.
        first: bool,
        /// The result, once the organizer recorded it.
        outcome: Option<Outcome>,
        /// How it was settled, once said.
        verdict: Option<Verdict>,
        /// The match stopped before its end, and why.
        stopped: Option<String>,
    },
    /// No game: a bye, a half-point bye, or a round missed; the half points it brings.
    Sat {
        /// Half points.
        halves: u32,
    },
}

/// What the player asks of a tournament (its window, the menus).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum TournamentRequest {
    /// Enter the tournament of this code.
    Join(String),
    /// Stop entering, or leave the tournament (the organizer is told: the player
    /// withdraws).
    Leave,
    /// Forget a tournament over, or why a seat failed.
    Dismiss,
}

impl InHall {
    /// A seat being taken in the hall of `code`.
    pub(super) fn entering(code: &str, config: NetConfig, seat: Seat) -> Result<InHall, String> {
        let coming = LineComing::start(config.clone(), code, false)?;
        Ok(InHall {
            code: code.to_string(),
            config,
            seat,
            link: None,
            coming: Some(coming),
            keep_alive: KeepAlive::new(Patience::HALL),
            board: None,
            rounds: Vec::new(),
        })
    }

    pub(super) fn send(&self, message: HallMessage) {
        if let Some(link) = &self.link {
            link.send(message);
        }
    }

    /// The line of this round, if the player has one.
    pub(super) fn round_mut(&mut self, round: usize) -> Option<&mut RoundLine> {
        self.rounds.iter_mut().rev().find(|r| r.round == round)
    }
}

impl Tournament {
    /// The seat, while the player is in a tournament (entering, seated, or it is over).
    pub fn seat(&self) -> Option<&Seat> {
        match &self.phase {
            Phase::Seated(hall) => Some(&hall.seat),
            _ => None,
        }
    }

    /// True while the seat is being taken (the organizer has not welcomed the player).
    pub fn entering(&self) -> bool {
        self.seat().is_some_and(|s| s.entered().is_none())
    }

    /// True while the line to the organizer is being made again after a drop.
    pub fn reconnecting(&self) -> bool {
        matches!(&self.phase, Phase::Seated(hall) if hall.link.is_none() && hall.seat.entered().is_some() && !hall.seat.is_over())
    }

    /// True while the player is in a tournament that is not over.
    pub fn is_active(&self) -> bool {
        self.seat().is_some_and(|s| !s.is_over())
    }

    /// The rounds as they went for the player, the latest last.
    pub fn rounds(&self) -> &[RoundLine] {
        match &self.phase {
            Phase::Seated(hall) => &hall.rounds,
            _ => &[],
        }
    }

    /// The round and board whose match is played here now.
    pub fn board_in_play(&self) -> Option<(usize, usize)> {
        match &self.phase {
            Phase::Seated(hall) => hall.board.as_ref().map(|b| (b.round, b.board)),
            _ => None,
        }
    }

    /// Why the seat could not be taken or was lost.
    pub fn failed(&self) -> Option<&str> {
        match &self.phase {
            Phase::Failed(why) => Some(why),
            _ => None,
        }
    }

    /// A seat as the organizer's messages left it, with no line (for a picture of the
    /// window, or a test): the messages are the organizer's, in order.
    pub fn as_told(name: &str, messages: Vec<HallMessage>) -> Tournament {
        let mut hall = InHall {
            code: String::new(),
            config: NetConfig {
                relay: oware_net::Relay::Off,
                relay_only: false,
            },
            seat: Seat::new(name, "oware"),
            link: None,
            coming: None,
            keep_alive: KeepAlive::new(Patience::HALL),
            board: None,
            rounds: Vec::new(),
        };
        for message in messages {
            for heard in hall.seat.heard(message) {
                super::follow::note(&mut hall, &heard);
                // No match is played here: its board is over as soon as it is told.
                if let crate::tournament::hall::Heard::Paired { round, board, .. } = heard {
                    hall.seat.finished(round, board, None);
                }
            }
        }
        Tournament {
            phase: Phase::Seated(Box::new(hall)),
        }
    }
}
