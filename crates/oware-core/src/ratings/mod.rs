//! Ratings: Glicko-2 for the player (and the puzzles), the levels' ratings fitted from a
//! round robin of the engine, and the player's own rating estimated from the games of
//! their library.

mod fit;
mod glicko;
mod levels;
mod player;

pub use fit::{FitError, Fitted, Pairing, fit};
pub use glicko::{Rating, after_game, after_game_in};
pub use levels::{LEVEL_RATINGS, LevelRating, fair_level, level_rating};
pub use player::{PlayerRatings, RatedGame, RatedOpponent, RatingPoint, rate_player};
