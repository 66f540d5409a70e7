//! What the library says about the player: results against each level and each person,
//! results month by month, and the mistakes per game the reviews found — the figures the
//! Library window plots.

use super::library::LibraryEntry;
use crate::ratings::RatedOpponent;
use std::collections::BTreeMap;

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Results {
    fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The share of points, 0–1 (a draw half a point).
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }
}

/// The player's statistics from their library.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LibraryStats {
    /// Results against each level (in order) and each person (by name).
    pub by_opponent: BTreeMap<RatedOpponent, Results>,
    /// Results in each month (`YYYY-MM`), in order.
    pub by_month: BTreeMap<String, Results>,
    /// The same against each level and each person.
    pub by_month_against: BTreeMap<RatedOpponent, BTreeMap<String, Results>>,
    /// The player's mistakes and blunders in each reviewed game, oldest first, with its
    /// date.
    pub mistakes: Vec<(String, u16)>,
}

/// The statistics of `entries` (games not the player's alone, or not ended, are left out).
pub fn library_stats(entries: &[LibraryEntry]) -> LibraryStats {
    let mut stats = LibraryStats::default();
    let mut order: Vec<&LibraryEntry> = entries.iter().collect();
    order.sort_by(|a, b| a.date.cmp(&b.date));
    for e in order {
        if let Some(n) = e.mistakes.filter(|_| e.player.is_some()) {
            stats.mistakes.push((e.date.clone(), n));
        }
        let (Some(score), Some(against)) = (e.player_score(), e.met()) else {
            continue;
        };
        let month: String = e.date.chars().take(7).collect();
        stats.by_month.entry(month.clone()).or_default().add(score);
        stats
            .by_month_against
            .entry(against.clone())
            .or_default()
            .entry(month)
            .or_default()
            .add(score);
        stats.by_opponent.entry(against).or_default().add(score);
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::Opponent;
    use crate::rules::{EndReason, Side};

    fn entry(date: &str, opponent: Opponent, north: &str, winner: Option<Side>) -> LibraryEntry {
        LibraryEntry {
            file: String::new(),
            date: date.into(),
            names: ["Ama".into(), north.into()],
            player: Some(Side::South),
            winner,
            reason: Some(EndReason::Majority),
            score: [25, 20],
            time_control: None,
            plies: 40,
            opponent: Some(opponent),
            mistakes: None,
        }
    }

    #[test]
    fn results_are_counted_by_opponent_and_month_and_mistakes_in_order() {
        let level = |l| Opponent::Computer { level: l };
        let mut entries = vec![
            entry("2026-11-30 10:00", level(3), "level 3", Some(Side::South)),
            entry("2026-12-01 10:00", level(3), "level 3", Some(Side::North)),
            entry("2026-12-02 10:00", Opponent::Online, "Kofi", None),
            entry(
                "2026-12-03 10:00",
                Opponent::Person,
                " Kofi ",
                Some(Side::South),
            ),
        ];
        entries[1].mistakes = Some(4);
        entries[0].mistakes = Some(6);
        // Not the player's alone: left out.
        let mut both = entry("2026-12-04 10:00", level(5), "level 5", Some(Side::North));
        both.player = None;
        entries.push(both);
        let stats = library_stats(&entries);
        let l3 = stats.by_opponent[&RatedOpponent::Level(3)];
        assert_eq!((l3.wins, l3.draws, l3.losses), (1, 0, 1));
        let kofi = stats.by_opponent[&RatedOpponent::Person("Kofi".into())];
        assert_eq!((kofi.wins, kofi.draws, kofi.losses), (1, 1, 0));
        assert_eq!(kofi.score(), 0.75);
        assert!(!stats.by_opponent.contains_key(&RatedOpponent::Level(5)));
        let months: Vec<(&str, u32)> = stats
            .by_month
            .iter()
            .map(|(m, r)| (m.as_str(), r.games()))
            .collect();
        assert_eq!(months, [("2026-11", 1), ("2026-12", 3)]);
        let l3_months: Vec<(&str, u32)> = stats.by_month_against[&RatedOpponent::Level(3)]
            .iter()
            .map(|(m, r)| (m.as_str(), r.wins))
            .collect();
        assert_eq!(l3_months, [("2026-11", 1), ("2026-12", 0)]);
        let mistakes: Vec<u16> = stats.mistakes.iter().map(|m| m.1).collect();
        assert_eq!(mistakes, [6, 4]);
    }
}
