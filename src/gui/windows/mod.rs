//! The screens and windows over the board: the start screen and in-game menu, new game,
//! settings, the rules with their drawn boards, Learn, and About.

pub mod about;
pub mod board_diagram;
pub mod confirm_quit;
pub mod confirm_resign;
mod file_games;
pub mod learn_window;
mod library_stats_view;
mod library_window;
pub use library_window::{LibraryTab, LibraryView};
mod host_tournament_window;
pub mod new_game;
pub mod online_window;
pub mod players_view;
pub mod progress_page;
mod question;
pub mod rules_screen;
pub mod settings_window;
pub mod start_screen;
mod text_window;
mod tournament_window;

use bevy::prelude::*;

/// Registers the start screen and the windows over the board.
pub fn plugin(app: &mut App) {
    app.init_resource::<board_diagram::DiagramTextures>();
    app.add_plugins((
        start_screen::plugin,
        new_game::plugin,
        confirm_resign::plugin,
        confirm_quit::plugin,
        file_games::plugin,
        online_window::plugin,
        settings_window::plugin,
        rules_screen::plugin,
        about::plugin,
        learn_window::plugin,
        library_window::plugin,
        progress_page::plugin,
        tournament_window::plugin,
        host_tournament_window::plugin,
    ));
}
