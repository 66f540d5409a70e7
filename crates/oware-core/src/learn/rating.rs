//! Ratings of the player and of the puzzles: Glicko-2 (see [`crate::ratings`]), a try at a
//! puzzle being a game between the two, won by the player when the puzzle is solved.

use crate::ratings::Rating;

/// The deviation of a puzzle's rating before anyone has tried it.
pub const NEW_PUZZLE_DEVIATION: f64 = 150.0;

/// A puzzle's first rating, at `rating`.
pub fn of_new_puzzle(rating: u16) -> Rating {
    Rating::known(f64::from(rating), NEW_PUZZLE_DEVIATION)
}

/// Both ratings after a try: the player's and the puzzle's.
pub fn after_try(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    crate::ratings::after_game(player, puzzle, if solved { 1.0 } else { 0.0 })
}
