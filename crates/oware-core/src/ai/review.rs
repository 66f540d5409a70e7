//! The review of a finished (or any) game: every move of each side marked good, an
//! inaccuracy, a mistake or a blunder against the best move, judged by [`super::judge`] at a
//! fixed depth (exact where it can be), with the better move. A move is marked only against
//! a move shown better by a judgement at least as sure as its own; where both values are
//! exact, by the result each keeps (a win, a draw, a loss). Deterministic for a fixed depth:
//! `oware-cli analyze --game` gives the app's marks, unless the app's hints judged a
//! position more surely while the game was played.

use super::certainty::Certainty;
use super::hints::MoveHint;
use super::judge::{best_as_sure, judge_moves, result_of, surest};
use super::search::Searcher;
use crate::rules::{Game, Move, Side};
use std::fmt;

/// The depth of a review's analysis unless asked otherwise.
pub const REVIEW_DEPTH: u32 = 8;

/// How much deeper a move marked worse than good is looked at again before its mark stands:
/// a mark stands only as far as the deeper look agrees (it may soften it, or clear it).
pub const CONFIRM_PLIES: u32 = 4;

/// How good a move was, against the best move of its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveQuality {
    /// The best move, or within a seed of it.
    Good,
    /// One seed worse than the best move.
    Inaccuracy,
    /// Two seeds or more worse than the best move.
    Mistake,
    /// It changes the expected result (a win becomes a draw or a loss, a draw a loss), and
    /// throws two seeds or more; by estimates, a win (three seeds or more ahead) thrown to
    /// no better than even, or a game not lost thrown to three seeds or more behind.
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

    /// The quality of a move estimated at `played` where the best is estimated at `best`
    /// (hundredths of a seed, for the mover). Estimates decide a result only with a margin
    /// a deeper look rarely turns: a blunder throws at least two seeds and either a win
    /// (the best [`DECISIVE`] seeds or more ahead) down to no better than even, or a game
    /// not lost down to [`DECISIVE`] seeds or more behind.
    pub fn of(best: i32, played: i32) -> MoveQuality {
        MoveQuality::by_loss(best - played, throws_by_estimate(decided(best), played))
    }

    /// The mark of a move `loss` hundredths of a seed worse than the best, which `throws`
    /// the expected result or not.
    fn by_loss(loss: i32, throws: bool) -> MoveQuality {
        if loss >= 200 && throws {
            MoveQuality::Blunder
        } else if loss >= 200 {
            MoveQuality::Mistake
        } else if loss >= 100 {
            MoveQuality::Inaccuracy
        } else {
            MoveQuality::Good
        }
    }

    /// The quality of `played` among `moves` (best first), and the better move when it is
    /// not good: only a move judged at least as surely as `played` can show it worse, and
    /// between exact values only the result counts (a win by fewer seeds is still a win).
    pub fn judge<'a>(moves: &'a [MoveHint], played: &MoveHint) -> (MoveQuality, &'a MoveHint) {
        let best = best_as_sure(moves, played).unwrap_or(&moves[0]);
        let quality = if played.exact() && best.exact() {
            if result_of(played.cp) < result_of(best.cp) {
                MoveQuality::Blunder
            } else {
                MoveQuality::Good
            }
        } else {
            // One exact value among estimates: the exact one's result is its own.
            let best_result = if best.exact() {
                result_of(best.cp)
            } else {
                decided(best.cp)
            };
            let throws = if played.exact() {
                result_of(played.cp) < best_result
            } else {
                throws_by_estimate(best_result, played.cp)
            };
            MoveQuality::by_loss(best.cp - played.cp, throws)
        };
        (quality, best)
    }
}

/// How far ahead (in hundredths of a seed) an estimate must be to say the game is won, or
/// behind to say it is lost.
pub const DECISIVE: i32 = 300;

/// Whether a move estimated at `played` throws the result `best` (1 won, 0 open, −1 lost)
/// the best move kept: a win thrown leaves no better than even, an open game thrown
/// leaves [`DECISIVE`] seeds or more behind.
fn throws_by_estimate(best: i32, played: i32) -> bool {
    match best {
        1 => played < 0,
        0 => played <= -DECISIVE,
        _ => false,
    }
}

/// The result an estimate stands for: 1 won, −1 lost, 0 open.
fn decided(cp: i32) -> i32 {
    if cp >= DECISIVE {
        1
    } else if cp <= -DECISIVE {
        -1
    } else {
        0
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
    /// How sure that value is.
    pub played_certainty: Certainty,
    /// The value of the best move judged at least as surely.
    pub best_cp: i32,
    /// How sure that value is.
    pub best_certainty: Certainty,
    /// The best move, when the one played was not good.
    pub better: Option<Move>,
    /// When the move played looked best to the hints while it was played and this review's
    /// surer judgement finds it wanting: how sure the hints were then.
    pub looked_best: Option<Certainty>,
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
    review_game_with(searcher, game, depth, &|_| None, progress)
}

/// [`review_game`], taking into account what was seen of each position while the game was
/// played: `earlier(i)` gives the judgements of the position before the game's `i`-th move
/// (from 0), as the hints showed them, if they did. For each move, the surer judgement of
/// the two counts; a move the hints showed best and a surer look finds wanting says so
/// ([`MoveMark::looked_best`]).
pub fn review_game_with(
    searcher: &mut Searcher,
    game: &Game,
    depth: u32,
    earlier: &dyn Fn(usize) -> Option<Vec<MoveHint>>,
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<MoveMark> {
    let moves = game.moves();
    let mut replay = Game::from_position(*game.rules(), *game.start());
    let mut marks = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        if searcher.stop_requested() {
            break;
        }
        let ours = judge_moves(searcher, &replay, depth);
        if searcher.stop_requested() {
            break;
        }
        let seen = earlier(i).unwrap_or_default();
        let mut judged = surest(&ours, &seen);
        let mut found = judged
            .iter()
            .find(|h| h.mv == mv)
            .map(|played| MoveQuality::judge(&judged, played).0);
        // A move marked worse than good by estimates is looked at again, deeper, from a
        // cleared table (the same look whenever it runs): what that look says stands where
        // it is milder (a blunder at one depth may be a mere inaccuracy at the next).
        let by_estimates = judged
            .iter()
            .find(|h| h.mv == mv)
            .is_some_and(|played| !played.exact() || !judged[0].exact());
        if found.is_some_and(|q| q != MoveQuality::Good) && by_estimates {
            searcher.clear();
            let deeper = surest(
                &judge_moves(searcher, &replay, depth + CONFIRM_PLIES),
                &seen,
            );
            if searcher.stop_requested() {
                break;
            }
            let milder = deeper
                .iter()
                .find(|h| h.mv == mv)
                .map(|played| MoveQuality::judge(&deeper, played).0);
            if let (Some(now), Some(again)) = (found, milder)
                && again < now
            {
                judged = deeper;
                found = Some(again);
            }
        }
        if let (Some(played), Some(_)) = (judged.iter().find(|h| h.mv == mv), found) {
            let (quality, best) = MoveQuality::judge(&judged, played);
            let looked_best = seen
                .first()
                .filter(|first| first.mv == mv && quality != MoveQuality::Good)
                .map(|first| first.certainty);
            marks.push(MoveMark {
                ply: i + 1,
                mv,
                quality,
                played_cp: played.cp,
                played_certainty: played.certainty,
                best_cp: best.cp,
                best_certainty: best.certainty,
                better: (quality != MoveQuality::Good).then_some(best.mv),
                looked_best,
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
