//! What a benchmark of a tournament on the network measures, in one process: when each
//! move left its player's program and when the organizer had it, and how long the
//! organizer took over each message.

use crate::net::Message;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The timings, shared by the organizer and the players of one process. Moves are told
/// apart by round, board and ply: the benchmark's matches are of one game.
#[derive(Debug, Default)]
pub struct Probe {
    sent: Mutex<HashMap<(usize, usize, u32), Instant>>,
    delays: Mutex<Vec<Duration>>,
    handling: Mutex<Vec<Duration>>,
}

impl Probe {
    /// A player's program sends a game's message to the organizer.
    pub fn sent(&self, round: usize, board: usize, message: &Message) {
        if let Message::Move { ply, .. } = message {
            lock(&self.sent).insert((round, board, *ply), Instant::now());
        }
    }

    /// The organizer has a game's message.
    pub fn arrived(&self, round: usize, board: usize, message: &Message) {
        if let Message::Move { ply, .. } = message
            && let Some(sent) = lock(&self.sent).remove(&(round, board, *ply))
        {
            lock(&self.delays).push(sent.elapsed());
        }
    }

    /// The organizer took `time` over a message (its checks, the messages it sent, its file).
    pub fn handled(&self, time: Duration) {
        lock(&self.handling).push(time);
    }

    /// The moves' delays to the organizer, sorted.
    pub fn delays(&self) -> Vec<Duration> {
        sorted(&self.delays)
    }

    /// The organizer's time a message, sorted.
    pub fn handling(&self) -> Vec<Duration> {
        sorted(&self.handling)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn sorted(m: &Mutex<Vec<Duration>>) -> Vec<Duration> {
    let mut all = lock(m).clone();
    all.sort();
    all
}

/// `N, median X ms, p99 Y ms, max Z ms` of sorted times (`none` without any).
pub fn summary(sorted: &[Duration]) -> String {
    let Some(&max) = sorted.last() else {
        return "none".into();
    };
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "{}, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        sorted.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(max)
    )
}
