//! What the player has done in *Learn*: the stars of each lesson, where they stopped, their
//! puzzle rating with its history, and the ratings of the puzzles they tried. Kept in the
//! per-user data folder (see `records`).

use super::rating::after_try;
use crate::ratings::Rating;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most tries of puzzles kept in the history (the oldest go first).
pub const MAX_HISTORY: usize = 2000;

/// A beginner's puzzle rating, before any lesson: the easiest puzzles are rated about 800.
pub const BEGINNER_RATING: f64 = 800.0;
/// What each lesson finished adds to the starting rating (ten lessons: 1300).
pub const RATING_PER_LESSON: f64 = 50.0;
/// How uncertain a starting rating is: enough to move quickly, not so much that one miss
/// is a fall of hundreds of points.
pub const STARTING_DEVIATION: f64 = 200.0;

/// The puzzle rating a player starts at, from the lessons they have finished.
pub fn player_starting_rating(lessons_finished: usize) -> Rating {
    Rating::known(
        BEGINNER_RATING + RATING_PER_LESSON * lessons_finished.min(10) as f64,
        STARTING_DEVIATION,
    )
}

/// One try at a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleTry {
    /// The puzzle.
    pub id: u32,
    /// Solved without a wrong move and without asking for the solution.
    pub solved: bool,
    /// The player's rating after it.
    pub rating: f64,
    /// The day (days since 1970-01-01, UTC).
    pub day: u64,
}

/// Where the player stopped in the course.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The lesson's id.
    pub lesson: String,
    /// The task, from 0.
    pub task: usize,
}

/// The player's learning so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LearnProgress {
    /// Per lesson id, a star per task done (right at some try).
    pub stars: BTreeMap<String, Vec<bool>>,
    /// Lessons whose first game was won.
    pub games_won: Vec<String>,
    /// Where the player stopped.
    pub place: Option<Place>,
    /// The player's puzzle rating.
    pub rating: Rating,
    /// The puzzles' ratings, moved by the player's tries.
    pub puzzle_ratings: BTreeMap<u32, Rating>,
    /// The tries, oldest first.
    pub history: Vec<PuzzleTry>,
}

impl LearnProgress {
    /// Stars earned in lesson `id` of `tasks` tasks.
    pub fn stars_of(&self, id: &str, tasks: usize) -> usize {
        self.stars
            .get(id)
            .map_or(0, |s| s.iter().take(tasks).filter(|&&b| b).count())
    }

    /// Task `task` of lesson `id` (of `tasks` tasks) done: its star.
    pub fn star(&mut self, id: &str, task: usize, tasks: usize) {
        let stars = self.stars.entry(id.to_string()).or_default();
        if stars.len() < tasks {
            stars.resize(tasks, false);
        }
        if let Some(s) = stars.get_mut(task) {
            *s = true;
        }
    }

    /// The rating of puzzle `id`, moved by tries or its first one.
    pub fn puzzle_rating(&self, id: u32, first: u16) -> Rating {
        self.puzzle_ratings
            .get(&id)
            .copied()
            .map_or_else(|| super::rating::of_new_puzzle(first), Rating::checked)
    }

    /// Lessons whose every task has its star, among `lessons` (id and number of tasks).
    pub fn lessons_finished<'a>(
        &self,
        lessons: impl IntoIterator<Item = (&'a str, usize)>,
    ) -> usize {
        lessons
            .into_iter()
            .filter(|(id, tasks)| *tasks > 0 && self.stars_of(id, *tasks) == *tasks)
            .count()
    }

    /// Before the first puzzle tried, the rating is where the lessons finished put it
    /// ([`player_starting_rating`]); once a puzzle has been tried, the tries move it alone.
    pub fn settle_start(&mut self, lessons_finished: usize) {
        if self.history.is_empty() {
            self.rating = player_starting_rating(lessons_finished);
        }
    }

    /// Records a try at puzzle `id` (first rated `first`): both ratings move.
    pub fn record_try(&mut self, id: u32, first: u16, solved: bool, day: u64) {
        let (player, puzzle) = after_try(self.rating, self.puzzle_rating(id, first), solved);
        self.rating = player;
        self.puzzle_ratings.insert(id, puzzle);
        self.history.push(PuzzleTry {
            id,
            solved,
            rating: player.rating,
            day,
        });
        if self.history.len() > MAX_HISTORY {
            let extra = self.history.len() - MAX_HISTORY;
            self.history.drain(..extra);
        }
    }

    /// Whether puzzle `id` was ever solved.
    pub fn solved(&self, id: u32) -> bool {
        self.history.iter().any(|t| t.id == id && t.solved)
    }

    /// Brought within what play can reach: ratings a damaged file holds become a
    /// newcomer's, a history too long is cut.
    pub fn checked(mut self) -> LearnProgress {
        self.rating = self.rating.checked();
        for r in self.puzzle_ratings.values_mut() {
            *r = r.checked();
        }
        self.history.retain(|t| t.rating.is_finite());
        if self.history.len() > MAX_HISTORY {
            let extra = self.history.len() - MAX_HISTORY;
            self.history.drain(..extra);
        }
        for stars in self.stars.values_mut() {
            stars.truncate(64);
        }
        self
    }
}
