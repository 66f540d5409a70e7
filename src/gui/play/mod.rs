//! The game being played, without drawing: the rules resource (the only writer of the
//! game), seeds as entities and their animation, the board's modes (a previewed line, an
//! earlier position, counting practice), the sounds a move makes, the settings, notices and
//! words. Everything above reads these.

pub mod animation;
pub mod board_mode;
pub mod error_words;
pub mod game_log;
pub mod history_review;
pub mod language;
pub mod layout;
pub mod line_preview;
pub mod notice;
pub mod practice;
pub mod seeds;
pub mod session;
pub mod settings;
pub mod sound_cues;
pub mod words;
