//! Files: the autosave, quick save and load, Open… / Save as… with the system's dialogs,
//! and the library of finished games.

pub mod autosave;
pub mod files_menu;
pub mod game_library;
pub mod saves;

use bevy::prelude::*;

/// Registers saving and opening.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        saves::plugin,
        autosave::plugin,
        files_menu::plugin,
        game_library::plugin,
    ));
}
