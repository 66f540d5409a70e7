//! Puzzle files and lesson files: any text reads or is refused, never a panic, and every
//! task of a lesson read is set up or refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::learn::{Lesson, parse_puzzles};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_puzzles(text);
    if let Ok(lesson) = Lesson::from_ron("fuzz", text) {
        for i in 0..lesson.tasks.len().min(32) {
            if let Ok(task) = lesson.task(i) {
                let _ = task.right_moves();
                let _ = task.wrong_moves();
            }
        }
    }
});
