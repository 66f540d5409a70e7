//! The computer opponent: search, evaluation, endgame tables, levels and hints. No Bevy;
//! searches take a stop flag and limits and never block the caller by themselves.

pub mod book;
pub mod egtb;
pub mod eval;
pub mod exact;
pub mod memory;
pub mod search;
pub mod strongly_connected;
pub mod tt;
mod tuned_weights;
pub mod tuning;
pub mod weights_file;

pub use egtb::EndgameTable;
pub use eval::{Score, Terms, WIN, Weights, score_to_cp};
pub use search::{Limits, PonderHit, SearchInfo, SearchResult, Searcher, first_guess};
mod certainty;
pub mod hints;
pub mod judge;
pub mod level;
pub mod review;

pub use certainty::Certainty;
pub use hints::{
    HintTag, MAX_HINT_DEPTH, MoveHint, ProvenResult, analyze, analyze_deepening, threats,
};
pub use judge::judge_moves;
pub use level::{LevelPlayer, LevelSpec, MAX_LEVEL, level_spec};
pub use review::{
    CONFIRM_PLIES, MoveMark, MoveQuality, REVIEW_DEPTH, count_marks, review_game, review_game_with,
};

#[cfg(test)]
mod tests;

/// Default transposition-table size. Small on purpose: without huge pages a table that
/// fits the processor's caches and TLB searches faster than a big one at game time scales.
pub const DEFAULT_HASH_MB: usize = 4;
