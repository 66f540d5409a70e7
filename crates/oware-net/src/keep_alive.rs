//! A quiet line watched the same way by the game and the tool: a ping while the other side
//! is quiet, the line taken as dropped when it stays quiet, and the way back (the host waits
//! on its endpoint, the guest joins again).

use crate::link::{Link, LinkError, NetConfig, rejoin};
use oware_core::net::Message;
use std::time::{Duration, Instant};

/// How long the other side may be quiet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patience {
    /// A ping this often while the other side is quiet.
    pub ping_every: Duration,
    /// Quiet for this long: the player is told.
    pub worry_after: Duration,
    /// Quiet for this long (three pings unanswered): the line is taken as dropped and made
    /// again.
    pub lost_after: Duration,
    /// Quiet, or away, for this long: the match ends.
    pub give_up_after: Duration,
}

impl Patience {
    /// The game's: a ping every 5 s, the player told after 8 s, the line dropped after 15 s,
    /// the match given up after 5 minutes.
    pub const GAME: Patience = Patience {
        ping_every: Duration::from_secs(5),
        worry_after: Duration::from_secs(8),
        lost_after: Duration::from_secs(15),
        give_up_after: Duration::from_secs(300),
    };

    /// A tournament's line to its organizer: a ping every 2 s, the line taken as dropped
    /// after 6 s (then joined again at once: the matches on it wait meanwhile).
    pub const HALL: Patience = Patience {
        ping_every: Duration::from_secs(2),
        worry_after: Duration::from_secs(4),
        lost_after: Duration::from_secs(6),
        give_up_after: Duration::from_secs(300),
    };

    /// The game's, but the match given up after `timeout` (and the line taken as dropped
    /// no later).
    pub fn with_timeout(timeout: Duration) -> Patience {
        Patience {
            lost_after: Patience::GAME.lost_after.min(timeout),
            give_up_after: timeout,
            ..Patience::GAME
        }
    }
}

/// What the watch asks for now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Watch {
    /// Nothing.
    Fine,
    /// Send this ping.
    Ping(Message),
    /// The line is taken as dropped: make it again.
    Lost,
}

/// The watch over one line: when the other side was last heard and last pinged.
#[derive(Debug, Clone)]
pub struct KeepAlive {
    patience: Patience,
    last_heard: Instant,
    last_ping: Instant,
    pings: u64,
}

impl KeepAlive {
    /// A watch starting now.
    pub fn new(patience: Patience) -> KeepAlive {
        KeepAlive::starting(patience, Instant::now())
    }

    /// A watch starting at `now`.
    pub fn starting(patience: Patience, now: Instant) -> KeepAlive {
        KeepAlive {
            patience,
            last_heard: now,
            last_ping: now,
            pings: 0,
        }
    }

    /// Its patience.
    pub fn patience(&self) -> Patience {
        self.patience
    }

    /// A message came from the other side.
    pub fn heard(&mut self) {
        self.heard_at(Instant::now());
    }

    /// A message came from the other side at `now`.
    pub fn heard_at(&mut self, now: Instant) {
        self.last_heard = now;
    }

    /// The line was made again: the watch starts over (the pings keep counting).
    pub fn restart(&mut self) {
        self.restart_at(Instant::now());
    }

    /// The line was made again at `now`.
    pub fn restart_at(&mut self, now: Instant) {
        self.last_heard = now;
        self.last_ping = now;
    }

    /// How long the other side has been quiet.
    pub fn quiet_for(&self) -> Duration {
        self.quiet_at(Instant::now())
    }

    fn quiet_at(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.last_heard)
    }

    /// How long the other side has been quiet, once the player should be told.
    pub fn worrying(&self) -> Option<Duration> {
        self.worrying_at(Instant::now())
    }

    /// The same at `now`.
    pub fn worrying_at(&self, now: Instant) -> Option<Duration> {
        let quiet = self.quiet_at(now);
        (quiet >= self.patience.worry_after).then_some(quiet)
    }

    /// Quiet for so long that the match ends.
    pub fn given_up(&self) -> bool {
        self.given_up_at(Instant::now())
    }

    /// The same at `now`.
    pub fn given_up_at(&self, now: Instant) -> bool {
        self.quiet_at(now) >= self.patience.give_up_after
    }

    /// What to do now: a ping when the other side has been quiet for a while and none was
    /// sent lately, or the line taken as dropped.
    pub fn check(&mut self) -> Watch {
        self.check_at(Instant::now())
    }

    /// The same at `now`.
    pub fn check_at(&mut self, now: Instant) -> Watch {
        let quiet = self.quiet_at(now);
        if quiet >= self.patience.lost_after {
            return Watch::Lost;
        }
        let since_ping = now.saturating_duration_since(self.last_ping);
        if quiet >= self.patience.ping_every && since_ping >= self.patience.ping_every {
            self.pings += 1;
            self.last_ping = now;
            return Watch::Ping(Message::Ping { n: self.pings });
        }
        Watch::Fine
    }
}

/// How a guest joins its match again after a drop: the connection's settings and the
/// code it joined by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejoin {
    /// How to reach the host.
    pub config: NetConfig,
    /// The match's code.
    pub code: String,
}

/// The way back after a drop: the host (`rejoin` is `None`) waits for its guest on the same
/// endpoint; the guest cuts its old line and joins again with the code it joined by. Both
/// until the other side is back or `give_up` says so.
pub fn reconnect(
    old: Option<Link>,
    rejoin_by: Option<&Rejoin>,
    give_up: impl Fn() -> bool,
) -> Result<Link, LinkError> {
    match (old, rejoin_by) {
        (Some(mut link), None) => link.take_guest_back(give_up).map(|()| link),
        (old, Some(Rejoin { config, code })) => {
            if let Some(old) = old {
                old.cut();
            }
            rejoin(config, code, give_up)
        }
        (None, None) => Err(LinkError::Lost),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn short() -> Patience {
        Patience {
            ping_every: Duration::from_millis(20),
            worry_after: Duration::from_millis(30),
            lost_after: Duration::from_millis(60),
            give_up_after: Duration::from_millis(90),
        }
    }

    #[test]
    fn a_quiet_line_is_pinged_then_taken_as_lost_and_a_message_resets_the_watch() {
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        let mut watch = KeepAlive::starting(short(), t0);
        assert_eq!(watch.check_at(at(10)), Watch::Fine);
        assert_eq!(watch.worrying_at(at(10)), None);
        assert_eq!(watch.check_at(at(25)), Watch::Ping(Message::Ping { n: 1 }));
        assert_eq!(watch.check_at(at(30)), Watch::Fine, "one ping at a time");
        assert!(watch.worrying_at(at(35)).is_some());
        watch.heard_at(at(35));
        assert_eq!(watch.check_at(at(40)), Watch::Fine);
        assert_eq!(watch.worrying_at(at(40)), None);
        assert_eq!(watch.check_at(at(60)), Watch::Ping(Message::Ping { n: 2 }));
        assert_eq!(watch.check_at(at(95)), Watch::Lost);
        assert!(!watch.given_up_at(at(95)));
        assert!(watch.given_up_at(at(125)));
        watch.restart_at(at(130));
        assert_eq!(watch.check_at(at(131)), Watch::Fine);
        assert_eq!(
            watch.check_at(at(151)),
            Watch::Ping(Message::Ping { n: 3 }),
            "the pings keep counting"
        );
    }

    #[test]
    fn a_timeout_shorter_than_the_games_patience_bounds_the_drop_too() {
        let p = Patience::with_timeout(Duration::from_secs(4));
        assert_eq!(p.lost_after, Duration::from_secs(4));
        assert_eq!(p.give_up_after, Duration::from_secs(4));
        assert_eq!(p.ping_every, Patience::GAME.ping_every);
        assert_eq!(
            Patience::with_timeout(Duration::from_secs(600)).lost_after,
            Duration::from_secs(15)
        );
    }
}
