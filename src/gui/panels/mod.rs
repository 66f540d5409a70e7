//! The egui panels around the board: the menu bar, the toast, the result banner at a game's
//! end, the move history, the hints' why panel, the practice panel, the lesson and puzzle panel, the scoreboard, the
//! review window, and the menus' keyboard shortcuts.

pub mod clock_choice;
pub mod clock_view;
pub mod game_log;
pub mod hint_panel;
pub mod history;
pub mod learn_panel;
pub mod menu_bar;
pub mod number_slider;
pub mod practice_panel;
pub mod relay_choice;
mod result_banner;
pub mod review_window;
pub mod rule_choice;
pub mod scoreboard;
pub mod setup_panel;
pub mod shortcuts;
pub mod side_lines;
pub mod toast;

use bevy::prelude::*;

/// Registers the menu bar and the panels around the board.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        menu_bar::plugin,
        toast::plugin,
        clock_view::plugin,
        shortcuts::plugin,
        history::plugin,
        hint_panel::plugin,
        practice_panel::plugin,
        learn_panel::plugin,
        review_window::plugin,
        setup_panel::plugin,
    ));
}
