//! How sure a move's value is: an estimate of a search to some depth, or exact. Hints,
//! the review and puzzles rank values by it (an exact value outranks any estimate).

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
