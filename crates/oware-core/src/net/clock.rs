//! The clocks of an online match, as one side keeps them. Each program times its own
//! player exactly (from the other's move arriving to its own move) and says, with every
//! move, how much time its player had left; the other side counts the same clock from the
//! moment it sent its move, so it sees the line's delay as well. A reported time is taken
//! as it is when it is at most [`CLOCK_TOLERANCE`] above the receiver's own count, and cut
//! down to that otherwise, so both ends agree after every move and a program cannot give
//! its player more than the tolerance. While the line is down, the other side's clock is
//! not counted (its player may still be thinking and will report the time it took); the
//! own clock runs on, since its player can still move. See `docs/protocol.md`.

use crate::rules::{Clock, Side, TimeControl};
use std::time::Duration;

/// How far a reported time may lie above the receiver's own count of it, and how far past
/// zero the other side's clock must run before this side claims the game on time.
pub const CLOCK_TOLERANCE: Duration = Duration::from_secs(2);

fn ms(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

fn tolerance_ms() -> i64 {
    ms(CLOCK_TOLERANCE)
}

/// Both clocks of the game in play, in milliseconds (the other side's may run below zero:
/// it is claimed once it is [`CLOCK_TOLERANCE`] past zero).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchClock {
    control: TimeControl,
    me: Side,
    left: [i64; 2],
    /// The time the side to move had when its turn began: a report cannot exceed it.
    at_turn_start: [i64; 2],
    running: Option<Side>,
    line_up: bool,
}

/// A move reported more time left than its player had when the turn began.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reported} ms left reported, {before} ms at the start of the turn")]
pub struct ReportTooHigh {
    /// The time reported, in milliseconds.
    pub reported: i64,
    /// The time the player had when the turn began.
    pub before: i64,
}

/// What a tick found: whose time ran out (this side's own, or the other's by a claim).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeRanOut {
    /// This side's player's own time ran out.
    Mine,
    /// The other side's time is past zero by more than the tolerance: claimed.
    Theirs,
}

impl MatchClock {
    /// Full clocks for a new game, neither running, for the side `me` plays.
    pub fn new(control: TimeControl, me: Side) -> MatchClock {
        let full = ms(control.start_time());
        MatchClock {
            control,
            me,
            left: [full; 2],
            at_turn_start: [full; 2],
            running: None,
            line_up: true,
        }
    }

    /// Clocks of a game continued with the times left as the host had them.
    pub fn continued(control: TimeControl, me: Side, left_ms: [u64; 2]) -> MatchClock {
        let mut clock = MatchClock::new(control, me);
        let full = clock.left[0];
        for side in [Side::South, Side::North] {
            let left = i64::try_from(left_ms[side.index()])
                .unwrap_or(full)
                .min(full.max(1));
            clock.left[side.index()] = left;
            clock.at_turn_start[side.index()] = left;
        }
        clock
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Both clocks as the board shows them (never below zero), the running one marked.
    pub fn shown(&self) -> Clock {
        let mut clock = Clock::new(self.control);
        clock.set_left(self.left.map(|l| Duration::from_millis(l.max(0) as u64)));
        if let Some(side) = self.running {
            clock.start(side);
        }
        clock
    }

    /// The time `side` has left as this side counts it, in milliseconds (never below zero).
    pub fn left_ms(&self, side: Side) -> u64 {
        self.left[side.index()].max(0) as u64
    }

    /// Both times left, for a `resume`.
    pub fn both_ms(&self) -> [u64; 2] {
        [self.left_ms(Side::South), self.left_ms(Side::North)]
    }

    /// The line dropped (`false`) or is back (`true`).
    pub fn set_line(&mut self, up: bool) {
        self.line_up = up;
    }

    /// `elapsed` passed with `to_move` to move (`None`: the game is over, both stop).
    pub fn tick(&mut self, elapsed: Duration, to_move: Option<Side>) -> Option<TimeRanOut> {
        let Some(side) = to_move else {
            self.running = None;
            return None;
        };
        if self.running != Some(side) {
            self.running = Some(side);
            self.at_turn_start[side.index()] = self.left[side.index()];
        }
        let left = &mut self.left[side.index()];
        if side == self.me {
            *left = left.saturating_sub(ms(elapsed));
            (*left <= 0).then_some(TimeRanOut::Mine)
        } else if self.line_up {
            *left = left.saturating_sub(ms(elapsed));
            (*left <= -tolerance_ms()).then_some(TimeRanOut::Theirs)
        } else {
            None
        }
    }

    /// This side moved: the time its player had left when it moved (to send), then its
    /// increment is added (or its time per move starts afresh) and the other's turn begins.
    pub fn own_move(&mut self) -> u64 {
        let reported = self.left_ms(self.me);
        self.moved(self.me);
        reported
    }

    /// The other side moved, saying its player had `reported` milliseconds left (none from
    /// a program that keeps no clock): the time taken is the reported one, at most the
    /// tolerance above this side's count. Refused when it is more than the player had at
    /// the start of the turn. Returns false when even the time allowed is used up: the move
    /// came too late.
    pub fn their_move(&mut self, reported: Option<u64>) -> Result<bool, ReportTooHigh> {
        let them = self.me.opponent();
        let count = self.left[them.index()];
        let before = if self.running == Some(them) {
            self.at_turn_start[them.index()]
        } else {
            count
        };
        let reported = match reported {
            Some(r) => i64::try_from(r).unwrap_or(i64::MAX),
            None => count,
        };
        if reported > before {
            return Err(ReportTooHigh { reported, before });
        }
        let taken = reported.min(count.saturating_add(tolerance_ms()));
        self.left[them.index()] = taken;
        if taken <= 0 {
            return Ok(false);
        }
        self.moved(them);
        Ok(true)
    }

    fn moved(&mut self, side: Side) {
        let left = &mut self.left[side.index()];
        match self.control {
            TimeControl::Fischer { increment, .. } => *left = left.saturating_add(ms(increment)),
            TimeControl::PerMove(t) => *left = ms(t),
        }
        self.running = None;
    }

    /// After a reconnection, the other side's `resume` said it has `theirs` (South, North):
    /// each player's time is its own program's figure, at most the tolerance above the other
    /// program's count. Both ends compute the same.
    pub fn merge(&mut self, theirs: [u64; 2]) {
        let them = self.me.opponent();
        let theirs = theirs.map(|t| i64::try_from(t).unwrap_or(i64::MAX));
        let (mi, ti) = (self.me.index(), them.index());
        let mine = self.left;
        self.left[mi] = mine[mi].min(theirs[mi].saturating_add(tolerance_ms()));
        self.left[ti] = theirs[ti].min(mine[ti].saturating_add(tolerance_ms()));
        // The turn's limit of a report starts again from the agreed time.
        if let Some(side) = self.running {
            self.at_turn_start[side.index()] =
                self.at_turn_start[side.index()].max(self.left[side.index()]);
        }
        self.line_up = true;
    }

    /// Whether this side's player has more than the tolerance left (a claim against them
    /// is then refused).
    pub fn mine_has_more_than_tolerance(&self) -> bool {
        self.left[self.me.index()] > tolerance_ms()
    }
}
