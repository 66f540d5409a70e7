//! One `bestmove` for each `go`, on time even when the machine is busy. The search says it
//! when it ends; for a search with a time limit a watch sleeps until the time is up and, if
//! the search has not answered by then, says the best line of its last finished iteration
//! and stops it. A sleeping thread is woken promptly when its time comes, while a searching
//! thread on a loaded machine can wait for a processor well past its deadline before it
//! sees the time. Whichever answers first answers alone; `info` lines stop with it.

use super::{SharedOut, bestmove_line, say};
use crate::rules::Move;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Instant;

/// The answer to one `go`: said once, by the search or by its watch.
#[derive(Default)]
pub struct Answer {
    state: Mutex<State>,
    said: Condvar,
}

#[derive(Default)]
struct State {
    answered: bool,
    /// The line of the search's last finished iteration.
    line: Vec<Move>,
}

impl Answer {
    /// An answer not said yet.
    pub fn new() -> Arc<Answer> {
        Arc::new(Answer::default())
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A finished iteration: its `info` line is said (unless the answer was) and its line
    /// kept for the watch.
    pub fn iteration(&self, out: &SharedOut, info: &str, line: &[Move]) {
        let mut state = self.state();
        if !state.answered {
            say(out, info);
            state.line = line.to_vec();
        }
    }

    /// The search's own answer; nothing when its watch answered first.
    pub fn search_done(&self, out: &SharedOut, best: Option<Move>, line: &[Move]) {
        let mut state = self.state();
        if !state.answered {
            say(out, &bestmove_line(best, line));
            state.answered = true;
            self.said.notify_all();
        }
    }

    /// Watches the search on a thread of its own: at `deadline`, if the search has not
    /// answered, sets `stop` and answers with the line of its last finished iteration, or
    /// `fallback` before any. Without a thread (the system refused one) the search answers
    /// alone, as it would.
    pub fn watch(
        self: &Arc<Self>,
        deadline: Instant,
        fallback: Move,
        stop: Arc<AtomicBool>,
        out: SharedOut,
    ) {
        let answer = self.clone();
        let watch_out = out.clone();
        let spawned = std::thread::Builder::new()
            .name("answer-watch".into())
            .spawn(move || answer.wait_and_answer(deadline, fallback, &stop, &watch_out));
        if let Err(e) = spawned {
            say(
                &out,
                &format!("info string error: no watch on the time: {e}"),
            );
        }
    }

    fn wait_and_answer(
        &self,
        deadline: Instant,
        fallback: Move,
        stop: &AtomicBool,
        out: &SharedOut,
    ) {
        let mut state = self.state();
        loop {
            if state.answered {
                return;
            }
            let now = Instant::now();
            if now >= deadline {
                break;
            }
            state = self
                .said
                .wait_timeout(state, deadline - now)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        stop.store(true, Ordering::Relaxed);
        let line = std::mem::take(&mut state.line);
        let best = line.first().copied().unwrap_or(fallback);
        say(out, &bestmove_line(Some(best), &line));
        state.answered = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Pit, Side};
    use crate::uci::tests::{Capture, lines_of};
    use std::time::Duration;

    fn pit(k: usize) -> Move {
        Move::new(Pit::of_side(Side::South, k))
    }

    fn watched(deadline_ms: u64) -> (Arc<Answer>, Capture, SharedOut, Arc<AtomicBool>) {
        let capture = Capture::default();
        let out: SharedOut = Arc::new(Mutex::new(Box::new(capture.clone())));
        let stop = Arc::new(AtomicBool::new(false));
        let answer = Answer::new();
        let deadline = Instant::now() + Duration::from_millis(deadline_ms);
        answer.watch(deadline, pit(0), stop.clone(), out.clone());
        (answer, capture, out, stop)
    }

    /// Waits (10 s at most, a loaded machine) until the watch has answered.
    fn until_answered(capture: &Capture) {
        let given_up = Instant::now() + Duration::from_secs(10);
        while !lines_of(capture).iter().any(|l| l.starts_with("bestmove"))
            && Instant::now() < given_up
        {
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_search_late_for_its_time_is_answered_for_with_its_last_line() {
        let (answer, capture, out, stop) = watched(30);
        answer.iteration(&out, "info depth 1", &[pit(2), pit(3)]);
        until_answered(&capture);
        assert!(stop.load(Ordering::Relaxed), "the search is stopped");
        // The search ends late: neither its last iteration nor its answer is said.
        answer.iteration(&out, "info depth 2", &[pit(4)]);
        answer.search_done(&out, Some(pit(4)), &[pit(4)]);
        let lines = lines_of(&capture);
        assert_eq!(lines, ["info depth 1", "bestmove C ponder D"], "{lines:?}");
    }

    #[test]
    fn a_watch_with_no_finished_iteration_answers_its_fallback() {
        let (answer, capture, out, _) = watched(10);
        until_answered(&capture);
        answer.search_done(&out, Some(pit(5)), &[]);
        assert_eq!(lines_of(&capture), ["bestmove A"]);
    }

    #[test]
    fn a_search_on_time_answers_alone() {
        let (answer, capture, out, stop) = watched(5_000);
        answer.iteration(&out, "info depth 1", &[pit(1)]);
        answer.search_done(&out, Some(pit(1)), &[pit(1)]);
        std::thread::sleep(Duration::from_millis(100));
        assert!(!stop.load(Ordering::Relaxed));
        assert_eq!(lines_of(&capture), ["info depth 1", "bestmove B"]);
    }
}
