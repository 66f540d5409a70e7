//! Match play: a series of games under one of the formats of docs/rules.md, with scoring and the
//! choice of who starts the next game.

use super::board::Side;
use super::game::{EndReason, Outcome};
use std::fmt;

/// When a match ends.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum MatchFormat {
    /// One game.
    #[default]
    Single,
    /// Ends when a player has won 2 games.
    BestOf3,
    /// Ends when a player has won 3 games.
    BestOf5,
    /// Kumasi: first to 5 wins.
    FirstTo5,
    /// Antigua: first to 6 wins, or a lead of 3 games.
    Antigua,
    /// Yoruba: a player wins three consecutive games.
    ThreeInARow,
}

impl MatchFormat {
    /// Every format, in the order of docs/rules.md.
    pub const ALL: [MatchFormat; 6] = [
        MatchFormat::Single,
        MatchFormat::BestOf3,
        MatchFormat::BestOf5,
        MatchFormat::FirstTo5,
        MatchFormat::Antigua,
        MatchFormat::ThreeInARow,
    ];

    /// A short label for menus.
    pub const fn label(self) -> &'static str {
        match self {
            MatchFormat::Single => "Single game",
            MatchFormat::BestOf3 => "Best of 3",
            MatchFormat::BestOf5 => "Best of 5",
            MatchFormat::FirstTo5 => "First to 5 wins (Kumasi)",
            MatchFormat::Antigua => "Antigua: first to 6 or 3 ahead",
            MatchFormat::ThreeInARow => "Three in a row (Yoruba)",
        }
    }
}

impl fmt::Display for MatchFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Who starts the next game of a match.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum NextStarter {
    /// The winner of the last game starts (the Oware Society's rule).
    #[default]
    WinnerStarts,
    /// The players take turns to start.
    Alternate,
}

/// One finished game of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameResult {
    /// Who moved first.
    pub starter: Side,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Final captured seeds, [South, North].
    pub stores: [u8; 2],
    /// Why it ended (absent in saves written before it was kept).
    #[serde(default)]
    pub reason: Option<EndReason>,
    /// Its length in plies.
    #[serde(default)]
    pub plies: usize,
}

/// A match: its format, its rule for who starts, and the games played so far.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Match {
    /// When the match ends.
    pub format: MatchFormat,
    /// Who starts the next game.
    pub next_starter_rule: NextStarter,
    /// Who starts the first game.
    pub first_starter: Side,
    /// The finished games, oldest first.
    pub games: Vec<GameResult>,
}

impl Match {
    /// A match with no game played yet.
    pub fn new(format: MatchFormat, next_starter_rule: NextStarter, first_starter: Side) -> Match {
        Match {
            format,
            next_starter_rule,
            first_starter,
            games: Vec::new(),
        }
    }

    /// Records a finished game of `plies` plies; ignored once the match is over. Returns
    /// whether it was recorded.
    pub fn record(&mut self, starter: Side, outcome: &Outcome, plies: usize) -> bool {
        if self.is_over() {
            return false;
        }
        self.games.push(GameResult {
            starter,
            winner: outcome.winner,
            stores: outcome.final_stores,
            reason: Some(outcome.reason),
            plies,
        });
        true
    }

    /// Games won by `side`.
    pub fn wins(&self, side: Side) -> usize {
        self.games.iter().filter(|g| g.winner == Some(side)).count()
    }

    /// Games drawn.
    pub fn draws(&self) -> usize {
        self.games.iter().filter(|g| g.winner.is_none()).count()
    }

    /// The current run of consecutive wins: who holds it and how long it is.
    pub fn streak(&self) -> Option<(Side, usize)> {
        let side = self.games.last()?.winner?;
        let n = self
            .games
            .iter()
            .rev()
            .take_while(|g| g.winner == Some(side))
            .count();
        Some((side, n))
    }

    /// True once the format's end condition is met.
    pub fn is_over(&self) -> bool {
        match self.format {
            MatchFormat::Single => !self.games.is_empty(),
            _ => self.winner().is_some(),
        }
    }

    /// The match winner, once there is one (`None` also for a drawn single game).
    pub fn winner(&self) -> Option<Side> {
        let (s, n) = (self.wins(Side::South), self.wins(Side::North));
        let leader = if s > n { Side::South } else { Side::North };
        let most = s.max(n);
        match self.format {
            MatchFormat::Single => self.games.first().and_then(|g| g.winner),
            MatchFormat::BestOf3 => (most >= 2).then_some(leader),
            MatchFormat::BestOf5 => (most >= 3).then_some(leader),
            MatchFormat::FirstTo5 => (most >= 5).then_some(leader),
            MatchFormat::Antigua => (most >= 6 || s.abs_diff(n) >= 3).then_some(leader),
            MatchFormat::ThreeInARow => {
                self.streak().filter(|&(_, n)| n >= 3).map(|(side, _)| side)
            }
        }
    }

    /// Why the match's record cannot be so (a file edited or damaged), if it cannot: a game
    /// whose stores hold more seeds than `rules` have, or not all of them where the game
    /// ends with every seed taken (R9, R10), a winner its stores and its end do not give, a
    /// starter other than the match's rule gives, or a game played after the match was won.
    pub fn inconsistency(&self, rules: &super::Rules) -> Option<String> {
        let total = usize::from(rules.seeds_per_pit) * 12;
        let mut so_far = Match::new(self.format, self.next_starter_rule, self.first_starter);
        for (i, game) in self.games.iter().enumerate() {
            let n = i + 1;
            if so_far.is_over() {
                return Some(format!("game {n} comes after the match was over"));
            }
            if game.starter != so_far.next_starter() {
                return Some(format!("game {n} was started by the wrong player"));
            }
            let [s, north] = game.stores.map(usize::from);
            if s + north > total {
                return Some(format!(
                    "game {n}: {s}-{north} holds more than {total} seeds"
                ));
            }
            let by_stores = match s.cmp(&north) {
                std::cmp::Ordering::Greater => Some(Side::South),
                std::cmp::Ordering::Less => Some(Side::North),
                std::cmp::Ordering::Equal => None,
            };
            let all_taken = matches!(game.reason, Some(EndReason::NoMoves | EndReason::Cycle));
            if all_taken && s + north != total {
                return Some(format!("game {n}: {s}-{north} is not all {total} seeds"));
            }
            let fits = match game.reason {
                Some(EndReason::Resignation) => game.winner.is_some(),
                // Time: the other side's win, or a draw when they could not win.
                Some(EndReason::Time) => true,
                Some(EndReason::Majority) => game.winner == by_stores && 2 * s.max(north) > total,
                _ => game.winner == by_stores,
            };
            if !fits {
                return Some(format!(
                    "game {n}: {s}-{north} does not end that way, with that winner"
                ));
            }
            so_far.games.push(*game);
        }
        None
    }

    /// Who starts the next game: the winner (or alternate, by option); after a draw, the
    /// player who did not start the drawn game.
    pub fn next_starter(&self) -> Side {
        match self.games.last() {
            None => self.first_starter,
            Some(last) => match (self.next_starter_rule, last.winner) {
                (NextStarter::WinnerStarts, Some(winner)) => winner,
                _ => last.starter.opponent(),
            },
        }
    }
}
