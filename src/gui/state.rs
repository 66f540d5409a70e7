//! What the player is doing and what is open: the screen (start or game), the windows
//! over the board, and the order of work in a frame. Everything in the game reads these; they
//! read nothing of it.

use bevy::prelude::*;

/// The order of work in a frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardSet {
    /// Pointer and keyboard become requests.
    Input,
    /// The rules resource applies requests.
    Session,
    /// Seeds move.
    Animate,
    /// Counts, highlights and names follow.
    View,
}

/// Where the player is.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppScreen {
    /// The start screen.
    #[default]
    Start,
    /// The board.
    Playing,
}

/// True when the board is in play: the game screen, or an app without screens (tests).
pub fn playing(state: Option<Res<State<AppScreen>>>) -> bool {
    state.is_none_or(|s| *s.get() == AppScreen::Playing)
}

/// Open or close the in-game menu (Esc).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct InGameMenu(pub bool);

/// Open the new-game window (from the menu, the start screen or the in-game menu).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct OpenNewGame(pub bool);

/// Whether the settings panel is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// Whether the rules window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RulesOpen(pub bool);

/// Whether the About window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct AboutOpen(pub bool);

/// The review window was asked for from the menu (it opens once the review is there).
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct OpenReview(pub bool);
