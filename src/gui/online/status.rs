//! Where an online match stands: nothing, a match being hosted or joined, a match in play,
//! or the end of one and why. One resource, read by the menu bar and the windows.

use super::connecting::Connecting;
use super::in_play::InPlay;
use bevy::prelude::*;

/// The online match, if any.
#[derive(Resource, Default)]
pub struct Online {
    pub(super) phase: Phase,
    /// How the last tournament board's match ended, until the tournament takes it.
    pub(super) carried_end: Option<CarriedEnd>,
}

/// How a tournament board's match ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CarriedEnd {
    /// The match is over, settled with the other side: its result.
    Over(crate::rules::Match),
    /// The match stopped before its end (a player left, the line was not back), and why.
    Stopped(String),
}

/// The stages of an online match.
#[derive(Default)]
pub(super) enum Phase {
    /// No online match.
    #[default]
    Off,
    /// Hosting: waiting for the code, then for the guest.
    Hosting(Connecting),
    /// Joining a host's match.
    Joining(Connecting),
    /// Connected: the match is played.
    Playing(Box<InPlay>),
    /// The match ended (or could not start), and why, in the player's words.
    Ended(String),
}

/// What the player is shown of the online match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineStatus {
    /// Hosting; the code once the network has given it.
    Hosting(Option<String>),
    /// Joining a match.
    Joining,
    /// Playing the named player; the seconds since they last answered, when it is long.
    Playing {
        /// The other player's name.
        opponent: String,
        /// Seconds without a word from the other side, once that is worrying.
        silent_for: Option<u64>,
    },
    /// The line dropped: getting the named player back, for this many seconds so far.
    Reconnecting {
        /// The other player's name.
        opponent: String,
        /// Seconds since the line dropped.
        seconds: u64,
    },
    /// The match ended, and why.
    Ended(String),
}

impl Online {
    /// What to show, or `None` when there is no online match.
    pub fn status(&self) -> Option<OnlineStatus> {
        match &self.phase {
            Phase::Off => None,
            Phase::Hosting(c) => Some(OnlineStatus::Hosting(c.code.clone())),
            Phase::Joining(_) => Some(OnlineStatus::Joining),
            Phase::Playing(play) if play.reconnecting.is_some() => {
                Some(OnlineStatus::Reconnecting {
                    opponent: play.opponent.clone(),
                    seconds: play
                        .reconnecting
                        .as_ref()
                        .map_or(0, |r| r.since.elapsed().as_secs()),
                })
            }
            Phase::Playing(play) => Some(OnlineStatus::Playing {
                opponent: play.opponent.clone(),
                silent_for: play.silent_for(),
            }),
            Phase::Ended(why) => Some(OnlineStatus::Ended(why.clone())),
        }
    }

    /// True while a match is hosted without a relay (none chosen, or it could not be
    /// reached): only players on the same network can join.
    pub fn same_network_only(&self) -> bool {
        matches!(&self.phase, Phase::Hosting(c) if c.same_network_only)
    }

    /// True while a match is played (its line up or being made again): quitting then asks
    /// whether to leave it or keep the seat.
    pub fn in_play(&self) -> bool {
        matches!(self.phase, Phase::Playing(_))
    }

    /// True while a match is being hosted, joined or played.
    pub fn is_active(&self) -> bool {
        matches!(
            self.phase,
            Phase::Hosting(_) | Phase::Joining(_) | Phase::Playing(_)
        )
    }
}

/// Whether the program, as it ends in an online match, keeps the player's seat — the
/// connection closes as a line that dropped, the other side waits, and the start screen
/// offers to rejoin — rather than leaving the match (the other side is told). Set only by
/// the actions, from the question asked before quitting.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeepSeatOnExit(pub bool);

/// What the player asks of online play (the window, the menus, the question).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Host a match with the choices in the settings.
    Host,
    /// Host the match on the board, continued where it stands (a saved one, say).
    HostContinued,
    /// Join the match of this code.
    Join(String),
    /// Rejoin a match this program was playing when it ended: host it again with the same
    /// code (`seat.host`), or join it again.
    Rejoin {
        /// The match's seat, as saved.
        seat: crate::records::OnlineSeat,
        /// The match as saved.
        play: Box<crate::rules::MatchSession>,
        /// Its clocks as saved, if it had them.
        clock: Option<crate::records::SavedClock>,
    },
    /// Stop hosting or joining before the match starts.
    Cancel,
    /// Leave the match in play (the other side is told).
    Leave,
    /// Answer the other player's request to take moves back.
    AnswerUndo(bool),
    /// Answer the other player's request to end the cycling game by agreement.
    AnswerEnd(bool),
    /// Forget how the last match ended.
    Dismiss,
}

impl Online {
    /// The other player's name while they ask to take moves back.
    pub fn undo_question(&self) -> Option<String> {
        match &self.phase {
            Phase::Playing(play) if play.peer.undo_to_answer().is_some() => {
                Some(play.opponent.clone())
            }
            _ => None,
        }
    }

    /// The other player's name while they ask to end the cycling game by agreement.
    pub fn end_question(&self) -> Option<String> {
        match &self.phase {
            Phase::Playing(play) if play.peer.end_to_answer() => Some(play.opponent.clone()),
            _ => None,
        }
    }
}

impl Online {
    /// Plays a tournament board's match on `link`, carried by the line to the organizer:
    /// the match goes on the board as any online match, without a seat of its own to
    /// rejoin. False (and nothing done) while another online match is under way.
    pub fn play_carried(&mut self, link: oware_net::Link, peer: crate::net::OnlinePeer) -> bool {
        if self.is_active() {
            return false;
        }
        let mut play = InPlay::start(link, peer, None, String::new(), false);
        play.carried = true;
        self.phase = Phase::Playing(Box::new(play));
        self.carried_end = None;
        true
    }

    /// True while a tournament board's match is played here.
    pub fn carried_in_play(&self) -> bool {
        matches!(&self.phase, Phase::Playing(play) if play.carried)
    }

    /// Ends the tournament board's match in play (its tournament's seat was lost): the
    /// other side is told, the board left as it stands. True if there was one; the caller
    /// takes the board off line.
    pub fn end_carried(&mut self) -> bool {
        if let Phase::Playing(play) = &mut self.phase
            && play.carried
        {
            play.close(crate::net::Message::Bye);
            self.phase = Phase::Off;
            return true;
        }
        false
    }

    /// How the tournament board's match ended, once it has: over and settled with the
    /// other side (its connection then closed, the board left as it stands), or stopped.
    /// Given once.
    pub fn take_carried_end(&mut self) -> Option<CarriedEnd> {
        if let Phase::Playing(play) = &mut self.phase
            && play.carried
            && play.peer.is_settled()
            && let Some(over) = play
                .peer
                .match_session()
                .map(|s| s.match_state())
                .filter(|m| m.is_over())
                .cloned()
        {
            play.close(crate::net::Message::Bye);
            self.phase = Phase::Off;
            return Some(CarriedEnd::Over(over));
        }
        self.carried_end.take()
    }
}
