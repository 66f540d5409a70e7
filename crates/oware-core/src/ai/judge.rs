//! The one judge of moves: every legal move's value and how sure it is, for the hints, the
//! review of a game, puzzles and lessons alike. An exact value (the end of the game, the
//! endgame tables where nothing can repeat on the way, or a search that reached every end)
//! outranks any estimate, and an estimate outranks a shallower one: a move is called worse
//! than another only when the other is shown better by a judgement at least as sure.

use super::hints::{MoveHint, analyze};
use super::search::{Limits, Searcher};
use crate::rules::Game;

/// Every legal move of the game's position judged at `depth`, best first: exact where the
/// move ends the game, where the position after it has few enough seeds to be solved with
/// its history (see [`super::hints::analyze`]), or where the search reached every end; the
/// depth's estimate elsewhere. Deterministic for a given searcher state, so the app and
/// `oware-cli analyze --game` agree.
pub fn judge_moves(searcher: &mut Searcher, game: &Game, depth: u32) -> Vec<MoveHint> {
    analyze(searcher, game, Limits::depth(depth))
}

/// For each move, the surer of two judgements of the same position (`theirs` may miss
/// moves, or be empty): what the hints saw while the game was played and what a review
/// sees afterwards, so neither contradicts a deeper look. Best first.
pub fn surest(ours: &[MoveHint], theirs: &[MoveHint]) -> Vec<MoveHint> {
    let mut moves: Vec<MoveHint> = ours
        .iter()
        .map(|h| match theirs.iter().find(|t| t.mv == h.mv) {
            Some(t) if t.certainty > h.certainty => t.clone(),
            _ => h.clone(),
        })
        .collect();
    super::hints::sort_best_first(&mut moves);
    moves
}

/// The best move by judgements at least as sure as `played`'s, among `moves` (best first,
/// the move played among them): the only moves that may show `played` worse.
pub fn best_as_sure<'a>(moves: &'a [MoveHint], played: &MoveHint) -> Option<&'a MoveHint> {
    moves.iter().find(|h| h.certainty >= played.certainty)
}

/// The result a value stands for, for its mover: 1 a win, 0 a draw, −1 a loss (an
/// estimate to the nearest seed).
pub fn result_of(cp: i32) -> i32 {
    ((f64::from(cp) / 100.0).round() as i64).signum() as i32
}
