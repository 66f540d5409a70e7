//! Keyboard shortcuts for the menus' actions, so every action is reachable without the
//! mouse: Ctrl+N new game, Ctrl+O open, Ctrl+S save as, Ctrl+E export as OGN, Ctrl+R review,
//! Ctrl+P counting practice, Ctrl+L learn (lessons and puzzles), Ctrl+B set up a position, Ctrl+M sound on/off, Ctrl+, settings,
//! F1 how to play, Ctrl+Q quit. (H, Esc, the arrows, letters and digits are the board's: see
//! `input` and `setup_input`.)

use crate::gui::state::{OverBoard, UiAction, ViewOption};
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
    /// Learn: the lessons and the puzzles.
    pub const LEARN: &str = "Ctrl+L";
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

/// One shortcut: the key, whether Ctrl (or Cmd) is held with it, the words the menus show,
/// and what it asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shortcut {
    /// The key.
    pub key: KeyCode,
    /// Held with Ctrl (or Cmd on a Mac).
    pub ctrl: bool,
    /// As the menus show it.
    pub text: &'static str,
    /// What it asks for.
    pub action: UiAction,
}

const fn ctrl(key: KeyCode, text: &'static str, action: UiAction) -> Shortcut {
    Shortcut {
        key,
        ctrl: true,
        text,
        action,
    }
}

/// Every shortcut of the menus' actions, the one table the keys are read from.
pub const SHORTCUTS: &[Shortcut] = &[
    ctrl(
        KeyCode::KeyN,
        text::NEW_GAME,
        UiAction::Open(OverBoard::NewGame),
    ),
    ctrl(KeyCode::KeyO, text::OPEN, UiAction::OpenFile),
    ctrl(KeyCode::KeyS, text::SAVE_AS, UiAction::SaveAs),
    ctrl(KeyCode::KeyE, text::EXPORT, UiAction::Export),
    ctrl(KeyCode::KeyR, text::REVIEW, UiAction::Review),
    ctrl(KeyCode::KeyP, text::PRACTICE, UiAction::Practice),
    ctrl(
        KeyCode::KeyL,
        text::LEARN,
        UiAction::Toggle(OverBoard::Learn),
    ),
    ctrl(KeyCode::KeyB, text::SET_UP, UiAction::SetUpPosition),
    ctrl(
        KeyCode::KeyM,
        text::SOUND,
        UiAction::ToggleView(ViewOption::Sound),
    ),
    ctrl(KeyCode::Comma, text::SETTINGS, UiAction::ToggleSettings),
    Shortcut {
        key: KeyCode::F1,
        ctrl: false,
        text: text::RULES,
        action: UiAction::Toggle(OverBoard::Rules),
    },
    ctrl(KeyCode::KeyQ, text::QUIT, UiAction::Quit),
];

fn shortcuts(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<UiAction>) {
    let ctrl = crate::gui::board::input::ctrl_held(&keys);
    actions.write_batch(
        SHORTCUTS
            .iter()
            .filter(|s| s.ctrl == ctrl && keys.just_pressed(s.key))
            .map(|s| s.action.clone()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chord pressed and let go within one frame, as slow frames and scripted keys make
    /// it (Ctrl down, Q down, Q up, Ctrl up), still quits.
    #[test]
    fn a_quick_ctrl_q_between_two_frames_quits() {
        let mut app = App::new();
        app.add_message::<UiAction>().add_systems(Update, shortcuts);
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::KeyQ);
        keys.release(KeyCode::KeyQ);
        keys.release(KeyCode::ControlLeft);
        app.insert_resource(keys);
        app.update();
        let asked: Vec<UiAction> = app
            .world_mut()
            .resource_mut::<Messages<UiAction>>()
            .drain()
            .collect();
        assert_eq!(asked, [UiAction::Quit]);
    }
}
