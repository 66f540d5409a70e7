//! Keyboard shortcuts for the menus' actions, so every action is reachable without the
//! mouse: Ctrl+N new game, Ctrl+O open, Ctrl+S save as, Ctrl+E export as OGN, Ctrl+R review,
//! Ctrl+P counting practice, Ctrl+B set up a position, Ctrl+M sound on/off, Ctrl+, settings,
//! F1 how to play, Ctrl+Q quit. (H, Esc, the arrows, letters and digits are the board's: see
//! `input` and `setup_input`.)

use crate::gui::state::{UiAction, UiWindow};
use bevy::prelude::*;

/// The shortcuts, as the menus show them.
pub mod text {
    /// New game.
    pub const NEW_GAME: &str = "Ctrl+N";
    /// Open a file.
    pub const OPEN: &str = "Ctrl+O";
    /// Save the match as a file.
    pub const SAVE_AS: &str = "Ctrl+S";
    /// Export the game as OGN.
    pub const EXPORT: &str = "Ctrl+E";
    /// Review the game.
    pub const REVIEW: &str = "Ctrl+R";
    /// Counting practice.
    pub const PRACTICE: &str = "Ctrl+P";
    /// Set up a position.
    pub const SET_UP: &str = "Ctrl+B";
    /// Sound on or off.
    pub const SOUND: &str = "Ctrl+M";
    /// Settings.
    pub const SETTINGS: &str = "Ctrl+,";
    /// How to play.
    pub const RULES: &str = "F1";
    /// Quit.
    pub const QUIT: &str = "Ctrl+Q";
}

/// Registers the shortcuts.
pub fn plugin(app: &mut App) {
    app.add_message::<UiAction>().add_systems(
        Update,
        shortcuts
            .run_if(crate::gui::state::playing)
            .in_set(crate::gui::state::BoardSet::Input),
    );
}

/// What a key with Ctrl (or Cmd) held asks for.
fn action_of_chord(key: KeyCode) -> Option<UiAction> {
    Some(match key {
        KeyCode::KeyN => UiAction::Open(UiWindow::NewGame),
        KeyCode::KeyO => UiAction::OpenFile,
        KeyCode::KeyS => UiAction::SaveAs,
        KeyCode::KeyE => UiAction::Export,
        KeyCode::KeyR => UiAction::Review,
        KeyCode::KeyP => UiAction::Practice,
        KeyCode::KeyB => UiAction::SetUpPosition,
        KeyCode::KeyM => UiAction::ToggleSound,
        KeyCode::Comma => UiAction::Toggle(UiWindow::Settings),
        KeyCode::KeyQ => UiAction::Quit,
        _ => return None,
    })
}

fn shortcuts(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<UiAction>) {
    if keys.just_pressed(KeyCode::F1) {
        actions.write(UiAction::Toggle(UiWindow::Rules));
    }
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    if ctrl {
        actions.write_batch(keys.get_just_pressed().copied().filter_map(action_of_chord));
    }
}
