//! Levels 1–8: from a beginner who knows the rules and grabs seeds (with human-like slips)
//! to full strength. Each level is a search budget plus deliberate noise; the noise comes
//! from a seeded generator, so a level's play is repeatable.

use super::eval::{Score, score_to_cp};
use super::search::{Limits, Searcher};
use crate::rules::{Game, Move};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::time::Duration;

/// The strongest level.
pub const MAX_LEVEL: u8 = 8;

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSpec {
    /// Search budget per move.
    pub limits: Limits,
    /// Standard deviation of noise added to each root move's score, in hundredths of a seed.
    pub noise: Score,
    /// Chance of a slip: playing a random legal move instead.
    pub blunder: f64,
}

/// The specification of a level (clamped to 1..=8). `time` is the full-strength budget.
pub fn level_spec(level: u8, time: Duration) -> LevelSpec {
    let l = |depth: u32, noise: Score, blunder: f64| LevelSpec {
        limits: Limits::depth(depth),
        noise,
        blunder,
    };
    match level.clamp(1, MAX_LEVEL) {
        1 => l(1, 250, 0.30),
        2 => l(2, 150, 0.15),
        3 => l(3, 80, 0.08),
        4 => l(5, 40, 0.03),
        5 => l(8, 15, 0.0),
        6 => LevelSpec {
            limits: Limits::nodes(150_000),
            noise: 0,
            blunder: 0.0,
        },
        7 => LevelSpec {
            limits: Limits::nodes(1_000_000),
            noise: 0,
            blunder: 0.0,
        },
        _ => LevelSpec {
            limits: Limits::time(time),
            noise: 0,
            blunder: 0.0,
        },
    }
}

/// The lowest level that plays from the opening book.
pub const BOOK_LEVEL: u8 = 7;

/// A computer player of one level, with its own searcher and random generator.
#[derive(Debug)]
pub struct LevelPlayer {
    /// The level 1..=8.
    pub level: u8,
    spec: LevelSpec,
    searcher: Searcher,
    rng: rand::rngs::StdRng,
    book: Option<Arc<super::book::OpeningBook>>,
}

impl LevelPlayer {
    /// A player; `seed` fixes its noise, `time` is the full-strength budget per move.
    pub fn new(level: u8, game: &Game, seed: u64, time: Duration) -> LevelPlayer {
        LevelPlayer {
            level: level.clamp(1, MAX_LEVEL),
            spec: level_spec(level, time),
            searcher: Searcher::new(*game.rules(), super::DEFAULT_HASH_MB),
            rng: rand::rngs::StdRng::seed_from_u64(seed),
            book: None,
        }
    }

    /// An opening book to play from at levels 7 and 8 (when it fits the game's rules).
    pub fn set_book(&mut self, book: Option<Arc<super::book::OpeningBook>>) {
        self.book = book;
    }

    /// Overrides the search budget (e.g. node-limited full strength for repeatable matches).
    pub fn set_limits(&mut self, limits: Limits) {
        self.spec.limits = limits;
    }

    /// The searcher (to attach endgame tables or share a stop flag).
    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Chooses a move playing to a clock: `left` on it, `increment` added after the move.
    /// The level's own budget stands, and the clock's on top, so that no level runs out of
    /// time.
    pub fn choose_on_clock(
        &mut self,
        game: &Game,
        left: std::time::Duration,
        increment: std::time::Duration,
    ) -> Option<Move> {
        let own = self.spec.limits;
        // Full strength plays to the clock alone; the others keep their depth or nodes.
        self.spec.limits = if self.level == MAX_LEVEL {
            Limits::from_clock(left, increment)
        } else {
            own.within_clock(left, increment)
        };
        let chosen = self.choose(game);
        self.spec.limits = own;
        chosen
    }

    /// Chooses a move for the game's current position (`None` when the game is over).
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            return None;
        }
        if legal.len() == 1 {
            return legal.first().copied();
        }
        if self.level >= BOOK_LEVEL
            && let Some(book) = self.book.as_ref().filter(|b| b.fits(game.rules()))
            && let Some(mv) = book.choose(game.position(), &mut self.rng)
        {
            return Some(mv);
        }
        if self.spec.blunder > 0.0 && self.rng.random_bool(self.spec.blunder) {
            return legal.choose(&mut self.rng).copied();
        }
        if self.spec.noise == 0 {
            return self
                .searcher
                .search_game(game, self.spec.limits, &mut |_| {})
                .best;
        }
        // Score every move with the level's budget, add noise, take the best.
        let position = *game.position();
        let rules = *game.rules();
        let mut history = game.repeatable_positions();
        let mut best: Option<(f64, Move)> = None;
        // A time (a clock's) is shared among the moves scored.
        let share = |t: std::time::Duration| t / legal.len().max(1) as u32;
        let child_limits = Limits {
            depth: self.spec.limits.depth.map(|d| d.saturating_sub(1).max(1)),
            time: self.spec.limits.time.map(share),
            soft: self.spec.limits.soft.map(share),
            ..self.spec.limits
        };
        for mv in legal {
            let (child, _) = position.play_unchecked(mv, &rules);
            history.push(child);
            let score = match crate::rules::Outcome::of_position(&child, &rules) {
                Some(o) => {
                    let me = position.to_move().index();
                    100.0 * (f64::from(o.final_stores[me]) - f64::from(o.final_stores[1 - me]))
                }
                None => {
                    let r = self.searcher.search(&history, child_limits, &mut |_| {});
                    -f64::from(score_to_cp(r.info.score))
                }
            };
            history.pop();
            let noisy = score + gaussian(&mut self.rng) * f64::from(self.spec.noise);
            if best.is_none_or(|(b, _)| noisy > b) {
                best = Some((noisy, mv));
            }
        }
        best.map(|(_, m)| m)
    }
}

/// A standard normal sample (Box–Muller).
fn gaussian(rng: &mut rand::rngs::StdRng) -> f64 {
    let u1: f64 = rng.random_range(f64::EPSILON..1.0);
    let u2: f64 = rng.random_range(0.0..1.0);
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}
