//! The review of a finished (or any) game: every move of each side marked good, an
//! inaccuracy, a mistake or a blunder against the best move at a fixed depth, with the
//! better move. Deterministic for a fixed depth: the app and `oware-cli analyze --game` give
//! the same marks.

use super::hints::analyze;
use super::search::{Limits, Searcher};
use crate::rules::{Game, Move, Side};
use std::fmt;

/// The depth of a review's analysis unless asked otherwise.
pub const REVIEW_DEPTH: u32 = 8;

/// How good a move was, against the best move of its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveQuality {
    /// The best move, or within a seed of it.
    Good,
    /// One seed worse than the best move.
    Inaccuracy,
    /// Two seeds or more worse than the best move.
    Mistake,
    /// It changes the expected result (a win becomes a draw or a loss, a draw a loss).
    Blunder,
}

impl MoveQuality {
    /// The word shown for it.
    pub const fn name(self) -> &'static str {
        match self {
            MoveQuality::Good => "good",
            MoveQuality::Inaccuracy => "inaccuracy",
            MoveQuality::Mistake => "mistake",
            MoveQuality::Blunder => "blunder",
        }
    }

    /// The plural, for counts.
    pub const fn plural(self) -> &'static str {
        match self {
            MoveQuality::Good => "good moves",
            MoveQuality::Inaccuracy => "inaccuracies",
            MoveQuality::Mistake => "mistakes",
            MoveQuality::Blunder => "blunders",
        }
    }

    /// The quality of a move worth `played` where the best is worth `best` (hundredths of a
    /// seed, for the mover).
    pub fn of(best: i32, played: i32) -> MoveQuality {
        let loss = best - played;
        // The result a value stands for: a win, a draw or a loss, to the nearest seed.
        let result = |cp: i32| ((f64::from(cp) / 100.0).round() as i64).signum();
        if loss >= 100 && result(played) < result(best) {
            MoveQuality::Blunder
        } else if loss >= 200 {
            MoveQuality::Mistake
        } else if loss >= 100 {
            MoveQuality::Inaccuracy
        } else {
            MoveQuality::Good
        }
    }
}

impl fmt::Display for MoveQuality {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The review of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// 1-based ply of the move in the game.
    pub ply: usize,
    /// The move played.
    pub mv: Move,
    /// How good it was.
    pub quality: MoveQuality,
    /// The value of the move played, for its mover (hundredths of a seed).
    pub played_cp: i32,
    /// The value of the best move.
    pub best_cp: i32,
    /// The best move, when the one played was not good.
    pub better: Option<Move>,
}

impl MoveMark {
    /// Who played it.
    pub fn side(&self) -> Side {
        self.mv.side()
    }
}

/// Reviews every move of `game` at `depth`, calling `progress(done, total)` after each;
/// stops early (with the marks so far) when the searcher's stop flag is set.
pub fn review_game(
    searcher: &mut Searcher,
    game: &Game,
    depth: u32,
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<MoveMark> {
    let moves = game.moves();
    let mut replay = Game::from_position(*game.rules(), *game.start());
    let mut marks = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        if searcher.stop_requested() {
            break;
        }
        let hints = analyze(searcher, &replay, Limits::depth(depth));
        if searcher.stop_requested() {
            break;
        }
        let best = hints.first();
        let played = hints.iter().find(|h| h.mv == mv);
        if let (Some(best), Some(played)) = (best, played) {
            let quality = MoveQuality::of(best.cp, played.cp);
            marks.push(MoveMark {
                ply: i + 1,
                mv,
                quality,
                played_cp: played.cp,
                best_cp: best.cp,
                better: (quality != MoveQuality::Good).then_some(best.mv),
            });
        }
        if replay.play(mv).is_err() {
            break;
        }
        progress(i + 1, moves.len());
    }
    marks
}

/// How many moves of each quality `side` played: inaccuracies, mistakes, blunders.
pub fn count_marks(marks: &[MoveMark], side: Side) -> [usize; 3] {
    let count = |q| {
        marks
            .iter()
            .filter(|m| m.side() == side && m.quality == q)
            .count()
    };
    [
        count(MoveQuality::Inaccuracy),
        count(MoveQuality::Mistake),
        count(MoveQuality::Blunder),
    ]
}

/// A summary for people: `2 mistakes, 1 blunder`, or `no mistakes`.
pub fn summary(counts: [usize; 3]) -> String {
    let kinds = [
        MoveQuality::Inaccuracy,
        MoveQuality::Mistake,
        MoveQuality::Blunder,
    ];
    let parts: Vec<String> = kinds
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(q, n)| {
            if n == 1 {
                format!("1 {}", q.name())
            } else {
                format!("{n} {}", q.plural())
            }
        })
        .collect();
    if parts.is_empty() {
        "no mistakes".to_string()
    } else {
        parts.join(", ")
    }
}
