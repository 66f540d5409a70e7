//! The player's own ratings, from the games of their library in the order played: one
//! against the computer's levels (each level a known opponent, see
//! [`super::LEVEL_RATINGS`]), one against people (each person rated along with the player,
//! from a newcomer's rating), kept apart since people are not measured as the levels are.
//! Each game updates the ratings at once; a rating period is a day (a rating's uncertainty
//! grows with the days, not with the games).

use super::glicko::{Rating, after_game_in};
use super::levels::level_rating;
use std::collections::BTreeMap;

/// Who the player met in a game.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RatedOpponent {
    /// The computer at a level (1–8).
    Level(u8),
    /// A person, by name (at this screen or online).
    Person(String),
}

/// One game of the player's, for their rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    /// When it ended (sortable text, `YYYY-MM-DD HH:MM`).
    pub date: String,
    /// Who the player met.
    pub opponent: RatedOpponent,
    /// The player's score: 1 a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

/// A rating after a game, for the history plot.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// When.
    pub date: String,
    /// The rating after that game.
    pub rating: Rating,
}

/// The player's ratings and their histories.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerRatings {
    /// Against the levels, after each such game (the last is the rating now).
    pub against_levels: Vec<RatingPoint>,
    /// Against people, after each such game.
    pub against_people: Vec<RatingPoint>,
}

impl PlayerRatings {
    /// The rating against the levels now, if any game was played against them.
    pub fn levels_now(&self) -> Option<Rating> {
        self.against_levels.last().map(|p| p.rating)
    }

    /// The rating against people now, if any game was played against them.
    pub fn people_now(&self) -> Option<Rating> {
        self.against_people.last().map(|p| p.rating)
    }
}

/// The player's ratings from `games` (taken in date order).
pub fn rate_player(games: impl IntoIterator<Item = RatedGame>) -> PlayerRatings {
    let mut games: Vec<RatedGame> = games.into_iter().collect();
    games.sort_by(|a, b| a.date.cmp(&b.date));
    let mut out = PlayerRatings::default();
    let mut against_levels = Rating::default();
    let mut against_people = Rating::default();
    let mut people: BTreeMap<String, Rating> = BTreeMap::new();
    // The day of each kind's last game: a rating period is a day.
    let (mut levels_day, mut people_day): (Option<String>, Option<String>) = (None, None);
    for game in games {
        let score = game.score.clamp(0.0, 1.0);
        let day: String = game.date.chars().take(10).collect();
        match &game.opponent {
            RatedOpponent::Level(level) => {
                let level = level_rating(*level);
                let opponent = Rating::known(level.rating, level.error.max(30.0));
                let same = levels_day.as_ref() == Some(&day);
                levels_day = Some(day);
                against_levels = after_game_in(against_levels, opponent, score, same).0;
                out.against_levels.push(RatingPoint {
                    date: game.date,
                    rating: against_levels,
                });
            }
            RatedOpponent::Person(name) => {
                let opponent = people.entry(name.clone()).or_default();
                let same = people_day.as_ref() == Some(&day);
                people_day = Some(day);
                let (mine, theirs) = after_game_in(against_people, *opponent, score, same);
                against_people = mine;
                *opponent = theirs;
                out.against_people.push(RatingPoint {
                    date: game.date,
                    rating: against_people,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn against(level: u8, score: f64, n: usize) -> Vec<RatedGame> {
        (0..n)
            .map(|i| RatedGame {
                date: format!("2026-12-{:02} 10:{:02}", 1 + i / 60, i % 60),
                opponent: RatedOpponent::Level(level),
                score,
            })
            .collect()
    }

    #[test]
    fn a_player_who_wins_and_loses_evenly_against_a_level_is_rated_near_it() {
        let mut games = against(4, 1.0, 20);
        games.extend(against(4, 0.0, 20).into_iter().map(|mut g| {
            g.date.push('b');
            g
        }));
        // Alternate wins and losses so the order does not lean.
        games.sort_by(|a, b| a.date.cmp(&b.date));
        let ratings = rate_player(games);
        let now = ratings.levels_now().expect("rated");
        let level = level_rating(4).rating;
        assert!((now.rating - level).abs() < 120.0, "{now:?} vs {level}");
        assert!(now.deviation < 120.0, "{now:?}");
        assert_eq!(ratings.against_levels.len(), 40);
        assert_eq!(ratings.people_now(), None);
    }

    #[test]
    fn wins_raise_the_rating_and_people_are_rated_apart() {
        let mut games = against(2, 1.0, 10);
        games.push(RatedGame {
            date: "2026-12-03 10:00".into(),
            opponent: RatedOpponent::Person("Kofi".into()),
            score: 0.0,
        });
        let ratings = rate_player(games);
        let levels = ratings.levels_now().expect("rated");
        assert!(levels.rating > level_rating(2).rating, "{levels:?}");
        let history: Vec<f64> = ratings
            .against_levels
            .iter()
            .map(|p| p.rating.rating)
            .collect();
        assert!(history.windows(2).all(|w| w[1] > w[0]), "{history:?}");
        let people = ratings.people_now().expect("rated");
        assert!(
            people.rating < 1500.0 && people.deviation > 200.0,
            "{people:?}"
        );
    }

    /// A long losing streak (80 001 games against level 3) only lowers the rating, never
    /// resets it to a newcomer's; played in one day, its uncertainty only shrinks; one game a
    /// day, it stays within the scale.
    #[test]
    fn a_long_losing_streak_only_lowers_the_rating() {
        for one_a_day in [false, true] {
            let games = (0..80_001).map(|k| RatedGame {
                date: if one_a_day {
                    format!("{k:010}")
                } else {
                    format!("2026-01-01 {k:06}")
                },
                score: 0.0,
                opponent: RatedOpponent::Level(3),
            });
            let history = rate_player(games).against_levels;
            assert_eq!(history.len(), 80_001);
            for two in history.windows(2) {
                let (before, after) = (two[0].rating, two[1].rating);
                assert!(after.rating <= before.rating, "{before:?} then {after:?}");
                assert!((0.0..=350.0).contains(&after.deviation), "{after:?}");
                if !one_a_day {
                    assert!(
                        after.deviation <= before.deviation,
                        "{before:?} then {after:?}"
                    );
                }
            }
            let last = history.last().expect("rated").rating;
            assert!(last.rating >= 0.0 && last.rating < 1000.0, "{last:?}");
            if !one_a_day {
                assert!(last.deviation < 20.0, "{last:?}");
            }
        }
    }
}
