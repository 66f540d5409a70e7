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

/// Whether the new-game window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct NewGameOpen(pub bool);

/// Whether the settings panel is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// Whether the rules window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RulesOpen(pub bool);

/// Whether the About window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct AboutOpen(pub bool);

/// Whether the review window is open (it shows the review's progress until it is done).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReviewOpen(pub bool);

/// The windows and panels the player opens and closes; each has its flag above, written
/// only by the system that applies [`UiAction`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UiWindow {
    /// The in-game menu (Esc).
    InGameMenu,
    /// The new-game window.
    NewGame,
    /// The settings panel.
    Settings,
    /// How to play.
    Rules,
    /// The About window.
    About,
    /// The review of the game.
    Review,
}

/// What a button, a key or a menu item asks of the app. Each sends one; one system applies
/// them all (`gui::actions`), so every window flag has one writer.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum UiAction {
    /// Open a window.
    Open(UiWindow),
    /// Close a window.
    Close(UiWindow),
    /// Open a closed window, close an open one.
    Toggle(UiWindow),
    /// Go to the start screen or the board.
    GoTo(AppScreen),
    /// Play again: the next game of the match, or a new match.
    PlayAgain,
    /// Counting practice, any kind.
    Practice,
    /// Review the game and show the review.
    Review,
    /// Open a file with the system's dialog.
    OpenFile,
    /// Open a file from the recent files.
    OpenRecent(std::path::PathBuf),
    /// Save the match as a file (RON) with the system's dialog.
    SaveAs,
    /// Export the game as an OGN record with the system's dialog.
    Export,
    /// Save the match in the quick-save slot.
    QuickSave,
    /// Load the match from the quick-save slot.
    QuickLoad,
    /// Sound on or off.
    ToggleSound,
    /// Quit the program.
    Quit,
}

/// Which windows are open, for the keys that close them.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OpenWindows<'w> {
    new_game: Option<Res<'w, NewGameOpen>>,
    rules: Option<Res<'w, RulesOpen>>,
    about: Option<Res<'w, AboutOpen>>,
    review: Option<Res<'w, ReviewOpen>>,
    settings: Option<Res<'w, SettingsOpen>>,
}

impl OpenWindows<'_> {
    /// The window Esc closes first: the one over the board, else the settings panel.
    pub fn closed_by_esc(&self) -> Option<UiWindow> {
        [
            (
                self.new_game.as_ref().is_some_and(|o| o.0),
                UiWindow::NewGame,
            ),
            (self.rules.as_ref().is_some_and(|o| o.0), UiWindow::Rules),
            (self.about.as_ref().is_some_and(|o| o.0), UiWindow::About),
            (self.review.as_ref().is_some_and(|o| o.0), UiWindow::Review),
            (
                self.settings.as_ref().is_some_and(|o| o.0),
                UiWindow::Settings,
            ),
        ]
        .into_iter()
        .find_map(|(open, window)| open.then_some(window))
    }
}
