//! Clocks: the time control of a game and each player's time left. Pure: the time that
//! passed is given to it (`tick`), never read from the system, so a clock is tested at given
//! instants and played the same in the app, the tool and a test.
//!
//! A time control is written as in PGN's `TimeControl` tag, in seconds: `300` (sudden
//! death, 5 minutes), `180+2` (3 minutes and 2 seconds more after each move, Fischer) or
//! `1/10` (10 seconds for every move, not saved from one move to the next).

use super::board::Side;
use std::fmt;
use std::time::Duration;

/// How much time the players have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TimeControl {
    /// A time for the whole game, and a time added after each move (none for sudden death).
    Fischer {
        /// The time at the start.
        base: Duration,
        /// Added to the mover's clock after each of their moves.
        increment: Duration,
    },
    /// A fixed time for every move.
    PerMove(Duration),
}

/// The longest time control read: a day.
const LONGEST: Duration = Duration::from_secs(24 * 3600);

/// Why a time control is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "time control '{}' is not one (expected seconds as 300, 180+2 or 1/10, each at most a day, the time more than 0)",
    super::quote::shortened(.0)
)]
pub struct TimeControlError(pub String);

impl TimeControl {
    /// Sudden death: `minutes` for the game.
    pub const fn minutes(minutes: u64) -> TimeControl {
        TimeControl::Fischer {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::ZERO,
        }
    }

    /// `minutes` for the game and `seconds` more after each move.
    pub const fn fischer(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl::Fischer {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(seconds),
        }
    }

    /// The time each player has at the start.
    pub fn start_time(&self) -> Duration {
        match *self {
            TimeControl::Fischer { base, .. } => base,
            TimeControl::PerMove(t) => t,
        }
    }

    /// The time added after a move (none for a time per move, which starts afresh).
    pub fn increment(&self) -> Duration {
        match *self {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::PerMove(_) => Duration::ZERO,
        }
    }

    /// Reads the form `minutes+seconds` of the tool's options (`1+0`, `3+2`).
    pub fn from_minutes_form(text: &str) -> Result<TimeControl, TimeControlError> {
        let bad = || TimeControlError(text.to_string());
        let (m, s) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let minutes: f64 = m.trim().parse().map_err(|_| bad())?;
        let seconds: u64 = s.trim().parse().map_err(|_| bad())?;
        if !minutes.is_finite() || minutes <= 0.0 || minutes * 60.0 > LONGEST.as_secs_f64() {
            return Err(bad());
        }
        let control = TimeControl::Fischer {
            base: Duration::from_secs_f64(minutes * 60.0),
            increment: Duration::from_secs(seconds),
        };
        control.checked().ok_or_else(bad)
    }

    fn checked(self) -> Option<TimeControl> {
        let fine = match self {
            TimeControl::Fischer { base, increment } => {
                !base.is_zero() && base <= LONGEST && increment <= LONGEST
            }
            TimeControl::PerMove(t) => !t.is_zero() && t <= LONGEST,
        };
        fine.then_some(self)
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = |d: Duration| {
            if d.subsec_millis() == 0 {
                d.as_secs().to_string()
            } else {
                format!("{:.1}", d.as_secs_f64())
            }
        };
        match *self {
            TimeControl::Fischer { base, increment } if increment.is_zero() => {
                write!(f, "{}", secs(base))
            }
            TimeControl::Fischer { base, increment } => {
                write!(f, "{}+{}", secs(base), secs(increment))
            }
            TimeControl::PerMove(t) => write!(f, "1/{}", secs(t)),
        }
    }
}

impl std::str::FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads the PGN form, in seconds: `300`, `180+2`, `1/10`.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let bad = || TimeControlError(text.to_string());
        let seconds = |s: &str| -> Result<Duration, TimeControlError> {
            let v: f64 = s.trim().parse().map_err(|_| bad())?;
            if !v.is_finite() || v < 0.0 || v > LONGEST.as_secs_f64() {
                return Err(bad());
            }
            Ok(Duration::from_secs_f64(v))
        };
        let t = text.trim();
        let control = if let Some(per) = t.strip_prefix("1/") {
            TimeControl::PerMove(seconds(per)?)
        } else if let Some((base, inc)) = t.split_once('+') {
            TimeControl::Fischer {
                base: seconds(base)?,
                increment: seconds(inc)?,
            }
        } else {
            TimeControl::Fischer {
                base: seconds(t)?,
                increment: Duration::ZERO,
            }
        };
        control.checked().ok_or_else(bad)
    }
}

/// Both players' clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    left: [Duration; 2],
    running: Option<Side>,
    flagged: Option<Side>,
}

impl Clock {
    /// Both clocks full, neither running.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.start_time(); 2],
            running: None,
            flagged: None,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `side` has left.
    pub fn left(&self, side: Side) -> Duration {
        self.left[side.index()]
    }

    /// The side whose clock runs, if any.
    pub fn running(&self) -> Option<Side> {
        self.running
    }

    /// The side whose time ran out, if any.
    pub fn flagged(&self) -> Option<Side> {
        self.flagged
    }

    /// `side`'s clock runs (the other stops).
    pub fn start(&mut self, side: Side) {
        if self.flagged.is_none() {
            self.running = Some(side);
        }
    }

    /// Both clocks stop (a pause, seeds flying, the game's end).
    pub fn stop(&mut self) {
        self.running = None;
    }

    /// `elapsed` passed on the running clock; the side whose time ran out by it, if any.
    pub fn tick(&mut self, elapsed: Duration) -> Option<Side> {
        let side = self.running?;
        let left = &mut self.left[side.index()];
        *left = left.saturating_sub(elapsed);
        if left.is_zero() {
            self.flagged = Some(side);
            self.running = None;
            return Some(side);
        }
        None
    }

    /// `side` moved: their increment is added (or, with a time per move, their time starts
    /// afresh) and the clock stops until [`Clock::start`].
    pub fn moved(&mut self, side: Side) {
        if self.flagged.is_some() {
            return;
        }
        let left = &mut self.left[side.index()];
        match self.control {
            TimeControl::Fischer { increment, .. } => *left = left.saturating_add(increment),
            TimeControl::PerMove(t) => *left = t,
        }
        self.running = None;
    }

    /// Sets the time left of both sides (a game continued, a match's clocks as the other
    /// side has them), neither running.
    pub fn set_left(&mut self, left: [Duration; 2]) {
        self.left = left;
        self.running = None;
        self.flagged = None;
    }
}

/// A time shown on a clock: `m:ss`, `h:mm:ss` from an hour, and tenths under 10 seconds
/// (`9.4`).
pub fn clock_text(left: Duration) -> String {
    let ms = left.as_millis();
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, (ms % 1000) / 100);
    }
    let s = left.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}
