//! Learning Oware: a course of short lessons from the first sowing to a first game, each
//! task checked by the rules; puzzles proven by the engine (the endgame tables or a deep
//! search), with themes and Glicko-2 ratings; and what the player has done. No Bevy.

mod course;
mod lesson;
mod progress;
mod prove;
mod puzzle;
mod rating;

pub use course::{course, lesson_id, read_course};
pub use lesson::{Goal, Lesson, LessonError, ReadyTask, Task, Verdict, Why, best_capture};
pub use progress::{
    BEGINNER_RATING, LearnProgress, MAX_HISTORY, Place, PuzzleTry, RATING_PER_LESSON,
    STARTING_DEVIATION, player_starting_rating,
};
pub use prove::{
    Judgement, LEAD, PROOF_TABLE_SEEDS, PUZZLE_TABLE_SEEDS, ProofError, Prover, SEARCH_DEPTHS,
    net_gain, starting_rating, themes_of,
};
pub use puzzle::{
    BUILT_IN_PUZZLES, MAX_PLAYER_MOVES, PUZZLE_FILE_HEADER, PUZZLE_RULES, Proof, Puzzle,
    PuzzleError, PuzzleGoal, Theme, built_in_puzzles, parse_puzzles, puzzle_of_the_day, today,
    write_puzzles,
};
pub use rating::{NEW_PUZZLE_DEVIATION, after_try};

#[cfg(test)]
mod tests;
