//! The game of Oware, pure and fast: no Bevy, no I/O, no randomness.
//!
//! Rule ids (R1…R11) refer to the project's rules specification.

mod board;
mod clock;
mod game;
mod match_play;
mod match_session;
mod notation;
mod perft;
mod position;
mod quote;
mod setup;
mod tree;
mod variant;
mod zobrist;

pub use board::{Move, MoveSet, MoveSetIter, Pit, Side};
pub use clock::{Clock, TimeControl, TimeControlError, clock_text};
pub use game::{EndReason, Game, IllegalToken, Outcome, Ply};
pub use match_play::{GameResult, Match, MatchFormat, NextStarter};
pub use match_session::{MatchSession, Played};
pub use notation::{
    MoveToken, NotationError, format_move_list, format_position, parse_move_list, parse_position,
};
pub use perft::{MAX_PERFT_DEPTH, PerftCount, perft, perft_divide};
pub use position::{Capture, MoveError, MoveReport, Position, PositionError};
pub use quote::shortened;
pub use setup::{SetupError, check_setup};
pub use tree::{MoveTree, NodeId};
pub use variant::{CycleRule, GrandSlamRule, Rules, VariantError};
pub use zobrist::hash_position;

#[cfg(test)]
mod tests;
