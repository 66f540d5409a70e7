//! Perft: counting the positions reached after exactly N plies, to check move generation
//! against published counts. History is not kept, so R10 is not applied.

use super::board::Move;
use super::position::Position;
use super::variant::Rules;

/// The result of a perft run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerftCount {
    /// Positions reached after exactly `depth` plies.
    pub leaves: u64,
    /// Of those, positions where the game is over (R8, R9).
    pub finished: u64,
}

impl std::ops::AddAssign for PerftCount {
    fn add_assign(&mut self, other: PerftCount) {
        self.leaves += other.leaves;
        self.finished += other.finished;
    }
}

/// The deepest perft the tools run. Perft recurses once per ply, so a bound keeps the stack
/// safe; games can go on forever without R10 (two seeds chasing each other round the board),
/// so no depth is out of reach of a position, only of time.
pub const MAX_PERFT_DEPTH: u32 = 1_000;

#[inline]
fn is_over(position: &Position, rules: &Rules) -> bool {
    position.is_terminal(rules)
}

/// Counts leaves and finished games at `depth` plies from `position`. A game that ends
/// before `depth` contributes nothing below that point. Depth 0 counts `position` itself.
/// Recursion is as deep as `depth`: callers keep it within [`MAX_PERFT_DEPTH`].
pub fn perft(position: &Position, depth: u32, rules: &Rules) -> PerftCount {
    if depth == 0 {
        return PerftCount {
            leaves: 1,
            finished: u64::from(is_over(position, rules)),
        };
    }
    if position.is_decided(rules) {
        return PerftCount::default();
    }
    let moves = position.legal_moves(rules);
    let mut count = PerftCount::default();
    if depth == 1 {
        for mv in moves {
            let (child, _) = position.play_unchecked(mv, rules);
            count.leaves += 1;
            count.finished += u64::from(is_over(&child, rules));
        }
        return count;
    }
    for mv in moves {
        let (child, _) = position.play_unchecked(mv, rules);
        count += perft(&child, depth - 1, rules);
    }
    count
}

/// Perft split by first move (empty at depth 0 and when the game is over).
pub fn perft_divide(position: &Position, depth: u32, rules: &Rules) -> Vec<(Move, PerftCount)> {
    if depth == 0 || position.is_decided(rules) {
        return Vec::new();
    }
    position
        .legal_moves(rules)
        .iter()
        .map(|mv| {
            let (child, _) = position.play_unchecked(mv, rules);
            (mv, perft(&child, depth - 1, rules))
        })
        .collect()
}
