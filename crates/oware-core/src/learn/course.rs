//! The course built into the program: the lesson files of `assets/lessons/`, in the order
//! of their names (`01-board.ron`, `02-sowing.ron`, …).

use super::lesson::{Lesson, LessonError};
use std::sync::LazyLock;

/// The lesson files built in: (file name without `.ron`, text), in order.
const LESSON_FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// A lesson's id from its file name: `03-last-seed` is `last-seed`.
pub fn lesson_id(stem: &str) -> &str {
    stem.trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start_matches('-')
}

/// Reads every built-in lesson file, each with its error if it does not read.
pub fn read_course() -> Vec<Result<Lesson, LessonError>> {
    LESSON_FILES
        .iter()
        .map(|(stem, text)| Lesson::from_ron(lesson_id(stem), text))
        .collect()
}

/// The course: the built-in lessons that read (the tests forbid any that does not).
pub fn course() -> &'static [Lesson] {
    static COURSE: LazyLock<Vec<Lesson>> =
        LazyLock::new(|| read_course().into_iter().filter_map(Result::ok).collect());
    &COURSE
}
