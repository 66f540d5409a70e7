//! A player's practice so far: the difficulty reached, the streak, and how often each kind
//! of exercise was answered right. Kept across sessions (see `records`).

use super::exercise::{ExerciseKind, MAX_DIFFICULTY};
use serde::{Deserialize, Serialize};

/// Right answers in a row that open the next difficulty.
pub const RIGHT_TO_GO_UP: u32 = 4;
/// Wrong answers in a row that go back a difficulty.
pub const WRONG_TO_GO_DOWN: u32 = 2;

/// Right answers at a level that earn its first, second and third star (the first also
/// opens the next level).
pub const STARS_AT: [u32; 3] = [RIGHT_TO_GO_UP, 10, 20];

/// Answers to one kind of exercise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindScore {
    /// Answered right.
    pub right: u32,
    /// Asked and answered.
    pub asked: u32,
}

/// The days of practice kept (a year and a day).
pub const MAX_DAYS: usize = 366;

/// The answers of one day, per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PracticeDay {
    /// The day, as days since 1970-01-01 (UTC).
    pub day: u64,
    /// Per kind, in the order of [`ExerciseKind::ALL`].
    pub per_kind: [KindScore; 5],
}

/// What practice has reached.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PracticeProgress {
    /// The current difficulty, 1 to 5.
    pub difficulty: u8,
    /// Right answers in a row.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// Wrong answers in a row.
    pub wrong_in_a_row: u32,
    /// Right in a row at the current difficulty (for going up).
    pub right_here: u32,
    /// Per kind, in the order of [`ExerciseKind::ALL`].
    pub per_kind: [KindScore; 5],
    /// The answers of each day practised, oldest first, the last [`MAX_DAYS`].
    pub days: Vec<PracticeDay>,
    /// Right answers at each level (difficulty), 1 to 5: the path's stars.
    pub right_at: [u32; MAX_DIFFICULTY as usize],
    /// The player chose to stay at this level: the difficulty does not move by itself.
    pub pinned: bool,
}

impl Default for PracticeProgress {
    fn default() -> Self {
        PracticeProgress {
            difficulty: 1,
            streak: 0,
            best_streak: 0,
            wrong_in_a_row: 0,
            right_here: 0,
            per_kind: [KindScore::default(); 5],
            days: Vec::new(),
            right_at: [0; MAX_DIFFICULTY as usize],
            pinned: false,
        }
    }
}

/// What an answer did to the difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The same difficulty.
    Same,
    /// One harder.
    Up,
    /// One easier.
    Down,
}

impl PracticeProgress {
    /// Records an answer and adjusts the difficulty: harder after a run of right answers,
    /// easier after wrong ones.
    pub fn record(&mut self, kind: ExerciseKind, right: bool) -> Change {
        self.record_on(kind, right, crate::learn::today())
    }

    /// [`PracticeProgress::record`] on day `day` (days since 1970-01-01).
    pub fn record_on(&mut self, kind: ExerciseKind, right: bool, day: u64) -> Change {
        *self = self.clone().checked();
        if self.days.last().is_none_or(|d| d.day < day) {
            self.days.push(PracticeDay {
                day,
                ..PracticeDay::default()
            });
            let over = self.days.len().saturating_sub(MAX_DAYS);
            self.days.drain(..over);
        }
        if let Some(today) = self.days.last_mut() {
            let score = &mut today.per_kind[kind.index()];
            score.asked = score.asked.saturating_add(1);
            score.right = score.right.saturating_add(u32::from(right));
        }
        let score = &mut self.per_kind[kind.index()];
        score.asked = score.asked.saturating_add(1);
        if right {
            score.right = score.right.saturating_add(1);
            let level = usize::from(self.difficulty - 1);
            self.right_at[level] = self.right_at[level].saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
            self.wrong_in_a_row = 0;
            self.right_here = self.right_here.saturating_add(1);
            if self.right_here >= RIGHT_TO_GO_UP && self.difficulty < MAX_DIFFICULTY && !self.pinned
            {
                self.difficulty += 1;
                self.right_here = 0;
                return Change::Up;
            }
        } else {
            self.streak = 0;
            self.right_here = 0;
            self.wrong_in_a_row = self.wrong_in_a_row.saturating_add(1);
            if self.wrong_in_a_row >= WRONG_TO_GO_DOWN && self.difficulty > 1 && !self.pinned {
                self.difficulty -= 1;
                self.wrong_in_a_row = 0;
                return Change::Down;
            }
        }
        Change::Same
    }

    /// The same progress brought within what play can reach, for a file edited by hand or
    /// damaged: the difficulty within 1 to 5, never more right answers than asked, the
    /// best streak at least the current one.
    pub fn checked(mut self) -> PracticeProgress {
        self.difficulty = self.difficulty.clamp(1, MAX_DIFFICULTY);
        for score in &mut self.per_kind {
            score.right = score.right.min(score.asked);
        }
        self.best_streak = self.best_streak.max(self.streak);
        // Days in order, each once, the last kept.
        self.days.sort_by_key(|d| d.day);
        self.days.dedup_by_key(|d| d.day);
        let over = self.days.len().saturating_sub(MAX_DAYS);
        self.days.drain(..over);
        for day in &mut self.days {
            for score in &mut day.per_kind {
                score.right = score.right.min(score.asked);
            }
        }
        self
    }

    /// The stars earned at `level` (1 to 5): 0 to 3.
    pub fn stars_at(&self, level: u8) -> u8 {
        let right = self
            .right_at
            .get(usize::from(level.max(1) - 1))
            .copied()
            .unwrap_or(0);
        STARS_AT.iter().filter(|&&n| right >= n).count() as u8
    }

    /// `level` is open on the path: the first, one reached, or the one after a level with
    /// a star.
    pub fn unlocked(&self, level: u8) -> bool {
        (1..=MAX_DIFFICULTY).contains(&level)
            && (level <= self.difficulty || self.stars_at(level - 1) > 0)
    }

    /// The player stays at `level` (if it is open), or (`None`) lets the difficulty move
    /// by itself again; true if it was done.
    pub fn choose_level(&mut self, level: Option<u8>) -> bool {
        match level {
            Some(level) if self.unlocked(level) => {
                self.difficulty = level;
                self.pinned = true;
                self.right_here = 0;
                self.wrong_in_a_row = 0;
                true
            }
            Some(_) => false,
            None => {
                self.pinned = false;
                true
            }
        }
    }

    /// The share of right answers for a kind (0 to 1), once asked.
    pub fn accuracy(&self, kind: ExerciseKind) -> Option<f32> {
        let s = self.per_kind[kind.index()];
        (s.asked > 0).then(|| s.right.min(s.asked) as f32 / s.asked as f32)
    }
}

#[cfg(test)]
mod day_tests {
    use super::*;

    #[test]
    fn a_level_chosen_on_the_path_is_kept_and_earns_its_stars() {
        let mut p = PracticeProgress::default();
        assert!(p.unlocked(1) && !p.unlocked(2));
        assert!(!p.choose_level(Some(2)), "a locked level is not chosen");
        for _ in 0..RIGHT_TO_GO_UP {
            p.record_on(ExerciseKind::CountPit, true, 1);
        }
        assert_eq!(p.difficulty, 2, "up by itself");
        assert_eq!(p.stars_at(1), 1);
        assert!(p.unlocked(2) && !p.unlocked(3));
        // Back to level 1 to earn its stars: it stays there.
        assert!(p.choose_level(Some(1)));
        for _ in 0..(STARS_AT[2] - RIGHT_TO_GO_UP) {
            p.record_on(ExerciseKind::CountPit, true, 1);
        }
        assert_eq!((p.difficulty, p.stars_at(1)), (1, 3));
        p.record_on(ExerciseKind::CountPit, false, 1);
        p.record_on(ExerciseKind::CountPit, false, 1);
        assert_eq!(p.difficulty, 1, "nor down by itself");
        assert!(p.choose_level(None));
        for _ in 0..RIGHT_TO_GO_UP {
            p.record_on(ExerciseKind::CountPit, true, 1);
        }
        assert_eq!(p.difficulty, 2, "free again");
    }

    #[test]
    fn each_days_answers_are_kept_for_a_year_and_a_day() {
        let mut p = PracticeProgress::default();
        p.record_on(ExerciseKind::CountPit, true, 100);
        p.record_on(ExerciseKind::CountPit, false, 100);
        p.record_on(ExerciseKind::LastSeed, true, 102);
        assert_eq!(p.days.len(), 2);
        assert_eq!(
            p.days[0].per_kind[ExerciseKind::CountPit.index()],
            KindScore { right: 1, asked: 2 }
        );
        assert_eq!(p.days[1].day, 102);
        // A clock put back counts on the last day kept, never makes the days disorderly.
        p.record_on(ExerciseKind::LastSeed, true, 101);
        assert_eq!(p.days.len(), 2);
        assert_eq!(p.days[1].per_kind[ExerciseKind::LastSeed.index()].asked, 2);
        for day in 200..(200 + MAX_DAYS as u64 + 5) {
            p.record_on(ExerciseKind::CountPit, true, day);
        }
        assert_eq!(p.days.len(), MAX_DAYS);
        assert_eq!(
            p.days.last().map(|d| d.day),
            Some(200 + MAX_DAYS as u64 + 4)
        );
        // A file edited by hand is brought to order.
        p.days.reverse();
        p.days[0].per_kind[0].right = 99;
        let p = p.checked();
        assert!(p.days.windows(2).all(|w| w[0].day < w[1].day));
        assert!(
            p.days
                .iter()
                .all(|d| d.per_kind[0].right <= d.per_kind[0].asked)
        );
    }
}
