//! A player's practice so far: the difficulty reached, the streak, and how often each kind
//! of exercise was answered right. Kept across sessions (see `records`).

use super::exercise::{ExerciseKind, MAX_DIFFICULTY};
use serde::{Deserialize, Serialize};

/// Right answers in a row that open the next difficulty.
pub const RIGHT_TO_GO_UP: u32 = 4;
/// Wrong answers in a row that go back a difficulty.
pub const WRONG_TO_GO_DOWN: u32 = 2;

/// Answers to one kind of exercise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindScore {
    /// Answered right.
    pub right: u32,
    /// Asked and answered.
    pub asked: u32,
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
        *self = self.clone().checked();
        let score = &mut self.per_kind[kind.index()];
        score.asked = score.asked.saturating_add(1);
        if right {
            score.right = score.right.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
            self.wrong_in_a_row = 0;
            self.right_here = self.right_here.saturating_add(1);
            if self.right_here >= RIGHT_TO_GO_UP && self.difficulty < MAX_DIFFICULTY {
                self.difficulty += 1;
                self.right_here = 0;
                return Change::Up;
            }
        } else {
            self.streak = 0;
            self.right_here = 0;
            self.wrong_in_a_row = self.wrong_in_a_row.saturating_add(1);
            if self.wrong_in_a_row >= WRONG_TO_GO_DOWN && self.difficulty > 1 {
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
        self
    }

    /// The share of right answers for a kind (0 to 1), once asked.
    pub fn accuracy(&self, kind: ExerciseKind) -> Option<f32> {
        let s = self.per_kind[kind.index()];
        (s.asked > 0).then(|| s.right.min(s.asked) as f32 / s.asked as f32)
    }
}
