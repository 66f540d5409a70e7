//! The egui panels around the board: the menu bar (with the toast and the result banner),
//! the move history, the hints' why panel, the practice panel, the scoreboard, the review
//! window, and the menus' keyboard shortcuts.

pub mod hint_panel;
pub mod history;
pub mod menu_bar;
pub mod practice_panel;
pub mod review_window;
pub mod scoreboard;
pub mod shortcuts;
