//! The one judge of moves: every legal move's value and how sure it is, for the hints, the
//! review of a game, puzzles and lessons alike. An exact value (the end of the game, the
//! endgame tables where nothing can repeat on the way, or a search that reached every end)
//! outranks any estimate, and an estimate outranks a shallower one: a move is called worse
//! than another only when the other is shown better by a judgement at least as sure.

use super::hints::{MoveHint, analyze};
use super::search::{Limits, Searcher};
use crate::rules::Game;
use std::cmp::Ordering;

/// How sure a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Certainty {
    /// An estimate from a search of this many plies (the evaluation at its leaves).
    Depth(u32),
    /// The value itself: every line reached an end of the game or a value the endgame
    /// tables prove, and nothing could repeat on the way to a table's value. A deeper
    /// search cannot change it. Its result (win, draw, loss) is the game's; where a player
    /// can still reach a majority (R8), its margin counts the seeds the game would leave on
    /// the board, as the tables do.
    Exact,
}

impl Certainty {
    /// True for [`Certainty::Exact`].
    pub const fn is_exact(self) -> bool {
        matches!(self, Certainty::Exact)
    }

    /// The depth of an estimate; `None` when exact.
    pub const fn depth(self) -> Option<u32> {
        match self {
            Certainty::Depth(d) => Some(d),
            Certainty::Exact => None,
        }
    }
}

impl Ord for Certainty {
    /// Deeper is surer; exact is surest.
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Certainty::Exact, Certainty::Exact) => Ordering::Equal,
            (Certainty::Exact, _) => Ordering::Greater,
            (_, Certainty::Exact) => Ordering::Less,
            (Certainty::Depth(a), Certainty::Depth(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for Certainty {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Every legal move of the game's position judged at `depth`, best first: exact where the
/// move ends the game, where the position after it has few enough seeds to be solved with
/// its history (see [`super::hints::analyze`]), or where the search reached every end; the
/// depth's estimate elsewhere. Deterministic for a given searcher state, so the app and
/// `oware-cli analyze --game` agree.
pub fn judge_moves(searcher: &mut Searcher, game: &Game, depth: u32) -> Vec<MoveHint> {
    analyze(searcher, game, Limits::depth(depth))
}

/// Orders judged moves best first: by value, the surer first among equals.
pub fn sort_best_first(moves: &mut [MoveHint]) {
    moves.sort_by_key(|h| (std::cmp::Reverse(h.cp), std::cmp::Reverse(h.certainty)));
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
    sort_best_first(&mut moves);
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
