//! The computer's work, each on a thread of its own: the opponent, the hints, the review of
//! a game and the endgame tables.

pub mod ai_player;
pub mod background;
pub mod hints;
pub mod review;
pub mod tables;
