//! A position set up by hand (the analysis board, a position string from a book or a
//! lesson): the seeds in every pit and store and who moves, checked before a game is played
//! or analysed from it.

use super::{Position, PositionError, Rules, Side};

/// Why a position set up by hand cannot be played or analysed from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The counts do not add up to the variant's total.
    #[error("the pits and stores hold {found} seeds; this variant has {expected}")]
    WrongTotal {
        /// Seeds on the board and in the stores.
        found: u32,
        /// Seeds the variant plays with.
        expected: u32,
    },
    /// A player has already captured more than half of the seeds (R8).
    #[error("{side} has already captured {seeds} seeds, more than half: the game is over (R8)")]
    AlreadyWon {
        /// The winner.
        side: Side,
        /// Their store.
        seeds: u8,
    },
    /// The player to move has no seeds on their side (R9).
    #[error("{side} is to move with no seeds: the game is over (R9)")]
    NothingToSow {
        /// The player to move.
        side: Side,
    },
    /// The opponent has no seeds and no move of the player to move reaches them (R7, R9).
    #[error("{side} is to move and no move reaches the empty other side: the game is over (R9)")]
    CannotFeed {
        /// The player to move.
        side: Side,
    },
}

/// The position set up, if a game can be played from it: the variant's total of seeds, and
/// a player to move who has a legal move while nobody has won yet.
pub fn check_setup(
    pits: [u8; 12],
    stores: [u8; 2],
    to_move: Side,
    rules: &Rules,
) -> Result<Position, SetupError> {
    let position = Position::from_parts(pits, stores, to_move, rules).map_err(
        |PositionError::WrongTotal { found, expected }| SetupError::WrongTotal { found, expected },
    )?;
    if let Some(side) = Side::BOTH
        .into_iter()
        .find(|&s| position.store(s) >= rules.winning_total())
    {
        return Err(SetupError::AlreadyWon {
            side,
            seeds: position.store(side),
        });
    }
    if position.side_seeds(to_move) == 0 {
        return Err(SetupError::NothingToSow { side: to_move });
    }
    if position.is_terminal(rules) {
        return Err(SetupError::CannotFeed { side: to_move });
    }
    Ok(position)
}
