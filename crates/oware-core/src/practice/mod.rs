//! Counting practice: exercises on positions of real games, checked by the rules engine,
//! and the progress that makes them harder with success. No Bevy.

mod exercise;
mod progress;

pub use exercise::{Answer, Exercise, ExerciseKind, MAX_DIFFICULTY, kinds_at, make_exercise};
pub use progress::{
    Change, KindScore, MAX_DAYS, PracticeDay, PracticeProgress, RIGHT_TO_GO_UP, STARS_AT,
    WRONG_TO_GO_DOWN,
};

#[cfg(test)]
mod tests;
