//! Tests of the rules: literal boards citing rule ids, the worked examples, properties, perft.

mod clock;
mod examples;
mod game_end;
mod match_formats;
mod match_session;
mod perft_counts;
mod properties;
mod setup;
mod tree;
mod variants;

use super::*;

/// A position from a literal board `A..F | a..f`, South to move; stores hold the rest
/// (North's store takes whatever South's does not).
pub(super) fn board(pits: [u8; 12], south_store: u8) -> Position {
    let on_board: u8 = pits.iter().sum();
    Position::new_unchecked(
        pits,
        [south_store, 48 - on_board - south_store],
        Side::South,
    )
}

/// A position from a literal board, South to move, the captured seeds split evenly.
pub(super) fn even(pits: [u8; 12]) -> Position {
    let rest = 48 - pits.iter().sum::<u8>();
    board(pits, rest / 2)
}

pub(super) fn mv(letter: char) -> Move {
    Move::new(Pit::from_letter(letter).expect("test letter"))
}

pub(super) const ABAPA: Rules = Rules::ABAPA;
