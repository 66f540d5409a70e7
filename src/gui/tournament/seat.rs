//! Where the player stands in a tournament: nothing, entering, or seated (the line to the
//! organizer, the board in play, each round's line and the last standings), and why the
//! seat ended. One resource, read by its window and the menus.

use super::hall_line::LineComing;
use crate::records::{SMALL_FILE_LIMIT, read_text, write_atomic};
use crate::tournament::hall::{HallMessage, KeptSeat, Seat, Verdict};
use crate::tournament::standings::Outcome;
use bevy::prelude::*;
use oware_net::{Carried, KeepAlive, Link, NetConfig, Patience};
use std::path::{Path, PathBuf};

/// The file a seat in a tournament is kept in: one for this computer, in the data folder
/// (the window says under which name); none where nothing is kept.
pub fn kept_seat_file(players: &crate::gui::players::Players) -> Option<PathBuf> {
    players
        .data_folder()
        .map(|folder| folder.join("tournament-seat.ron"))
}

/// The seat kept in `path`, if there is one that reads.
pub fn kept_seat(path: &Path) -> Option<KeptSeat> {
    let text = read_text(path, SMALL_FILE_LIMIT).ok()?;
    KeptSeat::from_ron(&text)
        .map_err(|e| warn!("the kept tournament seat is not used: {e}"))
        .ok()
}

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
    /// The last words of boards whose match ended here (its `bye`), still on their way
    /// out of the match's link.
    pub(super) last_words: Vec<BoardInPlay>,
    /// Each round as it went for this player, the latest last.
    pub(super) rounds: Vec<RoundLine>,
    /// The file the seat is kept in, to take it back after the program ended.
    pub(super) kept: Option<PathBuf>,
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
    /// Take back the seat kept from before the program ended.
    TakeBack,
    /// Stop entering, or leave the tournament (the organizer is told: the player
    /// withdraws).
    Leave,
    /// Forget a tournament over, or why a seat failed.
    Dismiss,
}

impl InHall {
    /// A seat being taken in the hall of `code`.
    pub(super) fn entering(
        code: &str,
        config: NetConfig,
        seat: Seat,
        kept: Option<PathBuf>,
    ) -> Result<InHall, String> {
        let coming = LineComing::start(config.clone(), code, false)?;
        Ok(InHall {
            code: code.to_string(),
            config,
            seat,
            link: None,
            coming: Some(coming),
            keep_alive: KeepAlive::new(Patience::HALL),
            board: None,
            last_words: Vec::new(),
            rounds: Vec::new(),
            kept,
        })
    }

    /// The seat, once welcomed, is kept in its file (written atomically).
    pub(super) fn keep(&self) {
        let (Some(path), Some(kept)) = (&self.kept, KeptSeat::of(&self.seat, &self.code)) else {
            return;
        };
        let written = kept
            .to_ron()
            .map_err(|e| e.to_string())
            .and_then(|text| write_atomic(path, text.as_bytes()).map_err(|e| e.to_string()));
        if let Err(e) = written {
            warn!("the tournament's seat is not kept: {e}");
        }
    }

    /// The seat is no longer to be taken back (the tournament is over, or it was refused).
    pub(super) fn forget(&self) {
        if let Some(path) = &self.kept {
            let _ = std::fs::remove_file(path);
        }
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
        matches!(&self.phase, Phase::Seated(hall) if hall.coming.is_some() && hall.seat.entered().is_some() && !hall.seat.is_over())
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
            last_words: Vec::new(),
            rounds: Vec::new(),
            kept: None,
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
