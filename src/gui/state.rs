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
    /// What the board may show instead of the game (a previewed line, an earlier position,
    /// practice, a set-up) follows its requests.
    Modes,
    /// The board's mode is settled, and what the board shows with it.
    Settle,
    /// Seeds move.
    Animate,
    /// Counts, highlights and names follow.
    View,
}

/// Registers the three states, in one place every room can count on: the screen, and with
/// the board (sub-states of [`AppScreen::Playing`]) the window over it and what it shows.
/// Off the board neither exists: leaving it closes its window and ends its mode, and the
/// board comes back with nothing open, showing the game. The app opens on the start
/// screen; an app without one (a test, a screenshot) sets [`AppScreen::Playing`].
pub fn plugin(app: &mut App) {
    if !app.is_plugin_added::<bevy::state::app::StatesPlugin>() {
        app.add_plugins(bevy::state::app::StatesPlugin);
    }
    // Rooms that a test adds alone call this too: the states are made once.
    if app.world().contains_resource::<State<AppScreen>>() {
        return;
    }
    app.init_resource::<ProgressOf>()
        .init_state::<AppScreen>()
        .add_sub_state::<StartPage>()
        .add_sub_state::<OverBoard>()
        .add_sub_state::<BoardMode>();
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

/// What the start screen shows: its menu, or *Who is playing?* with the players' list. Set
/// only by the system that applies [`UiAction`]s. Exists with the start screen only.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppScreen = AppScreen::Start)]
pub enum StartPage {
    /// The menu: Continue, New game, Learn, the Library, …
    #[default]
    Menu,
    /// *Who is playing?*: a button for each player, and their list to change.
    Players,
}

/// Whose progress page [`OverBoard::Progress`] shows: a player of the list (by profile
/// id), or the one playing (`None`). Set only by the system that applies [`UiAction`]s, as
/// the page opens.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ProgressOf(pub Option<u32>);

/// True when the board is in play: the game screen.
pub fn playing(state: Res<State<AppScreen>>) -> bool {
    *state.get() == AppScreen::Playing
}

/// What the board shows: the game, or something the player looks at instead of it. One at
/// a time; starting one ends the others. Set only by `modes::board_mode`, which also lays
/// out what the mode shows. Exists with the board only.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppScreen = AppScreen::Playing)]
pub enum BoardMode {
    /// The game, played.
    #[default]
    Game,
    /// A line from the hints, ply by ply.
    Preview,
    /// An earlier position of the game.
    History,
    /// A counting exercise.
    Practice,
    /// A position being set up by hand.
    Setup,
    /// A lesson's task or a puzzle.
    Learn,
}

impl BoardMode {
    /// True when the game is set aside (practice, a set-up, a lesson or puzzle): the
    /// computer waits, and the hints and the move history give way.
    pub fn sets_game_aside(self) -> bool {
        matches!(
            self,
            BoardMode::Practice | BoardMode::Setup | BoardMode::Learn
        )
    }
}

/// True while the board shows the game.
pub fn board_shows_game(mode: Res<State<BoardMode>>) -> bool {
    *mode.get() == BoardMode::Game
}

/// The banner over the board at a game's end: dismissed by the player (*Look at the board*,
/// Esc) until the next game ends, and whether it is on screen this frame.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ResultBanner {
    /// The player put it away.
    pub dismissed: bool,
    /// It was drawn in the last frame.
    pub shown: bool,
}

/// Whether the settings panel (beside the board, so the game goes on) is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// The window over the board, one at a time, and the one name of each: the actions that
/// open and close windows name them by it. The board waits for no window but the in-game
/// menu; the settings panel stands beside the board ([`SettingsOpen`]) and may be open
/// with a window. Set only by the system that applies [`UiAction`]s. Exists with the board
/// only: a window asked for from the start screen opens as the board comes up.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppScreen = AppScreen::Playing)]
pub enum OverBoard {
    /// None: the board alone.
    #[default]
    Nothing,
    /// The in-game menu (Esc).
    InGameMenu,
    /// The new-game window.
    NewGame,
    /// How to play.
    Rules,
    /// The About window.
    About,
    /// The review of the game (its progress until it is done).
    Review,
    /// Playing a friend online: hosting or joining.
    Online,
    /// A tournament on the network, as one of its players: joining, the rounds, the
    /// standings.
    Tournament,
    /// A tournament hosted here, for its organizer: the code, the players, every board
    /// live, the standings.
    HostTournament,
    /// Learn Oware: the lessons and the puzzles.
    Learn,
    /// The player's library of games.
    Library,
    /// The parent's page: what one player has done (the one playing, or the one the
    /// players' list asked for: [`ProgressOf`]).
    Progress,
    /// The games of a file of several records (`files::files_menu::FileOfGames` holds
    /// them).
    FileGames,
    /// The question before a resignation (online it cannot be taken back).
    ConfirmResign,
    /// The question before endgame tables of this many seeds are built: what they cost.
    ConfirmTables(usize),
    /// The question before the program ends in an online match: leave it, or keep the seat
    /// to come back.
    ConfirmQuit,
}

/// What a button, a key or a menu item asks of the app. Each sends one; one system applies
/// them all (`gui::actions`), so what is open has one writer.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum UiAction {
    /// Open a window over the board, in place of the one open.
    Open(OverBoard),
    /// Close a window over the board, if it is the one open.
    Close(OverBoard),
    /// Open a window over the board, or close it if it is the one open.
    Toggle(OverBoard),
    /// Open (true) or close (false) the settings panel beside the board.
    ShowSettings(bool),
    /// Open the settings panel if it is closed, else close it.
    ToggleSettings,
    /// Go to the start screen or the board.
    GoTo(AppScreen),
    /// Show a page of the start screen.
    ShowStartPage(StartPage),
    /// Open the progress page of this player (by profile id).
    ShowProgress(u32),
    /// Play again: the next game of the match, or a new match.
    PlayAgain,
    /// Leave the online match in play.
    LeaveOnline,
    /// Ask to resign the game in play: a window asks the player to confirm.
    Resign,
    /// Resign the game in play (the player at the screen, or the side to move when two
    /// play here), confirmed.
    ConfirmResign,
    /// Counting practice, any kind.
    Practice,
    /// Set up a position by hand, from the game's.
    SetUpPosition,
    /// Analyse the position set up: both sides played at the screen, with the hints.
    AnalysePosition,
    /// Copy the position string of the board to the clipboard.
    CopyPosition,
    /// Copy the game as an OGN record to the clipboard.
    CopyGame,
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
    /// Add the game on the board to the library (a record opened from a file, say).
    AddToLibrary,
    /// Save the match in the quick-save slot.
    QuickSave,
    /// Load the match from the quick-save slot.
    QuickLoad,
    /// Take back a move (against the computer: back to the player's turn).
    Undo,
    /// Play again the move taken back.
    Redo,
    /// End the repeating game by agreement (cycle rule by-agreement).
    EndByAgreement,
    /// Hints on or off.
    ToggleHints,
    /// Turn a view option on or off.
    SetView(ViewOption, bool),
    /// Turn a view option on if it is off, else off.
    ToggleView(ViewOption),
    /// How the hints speak: in words, in numbers, or in words for beginners.
    SetHintWords(crate::records::HintWords),
    /// Quit the program (in an online match, after asking whether to leave it).
    Quit,
    /// Quit, leaving the online match in play (the other side is told).
    QuitLeavingOnline,
    /// Quit, keeping the seat in the online match in play to come back to it.
    QuitKeepingSeat,
}

/// What the *View* menu and the settings show or hide, each a flag of the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewOption {
    /// The seed counts over the pits.
    Counts,
    /// The hints on every move, without asking.
    AlwaysHints,
    /// The move list beside the board.
    History,
    /// The game's log under the move list (shown with it).
    Log,
    /// The sounds.
    Sound,
}

/// Which windows are open, for the keys that close them (on the board: off it the
/// window state does not exist).
#[derive(bevy::ecs::system::SystemParam)]
pub struct OpenWindows<'w> {
    over: Res<'w, State<OverBoard>>,
    settings: Res<'w, SettingsOpen>,
}

impl OpenWindows<'_> {
    /// The window over the board, if any.
    pub fn over_board(&self) -> OverBoard {
        *self.over.get()
    }

    /// What Esc closes first: the window over the board (not the in-game menu, which Esc
    /// toggles), else the settings panel.
    pub fn closed_by_esc(&self) -> Option<UiAction> {
        match self.over_board() {
            OverBoard::InGameMenu | OverBoard::Nothing => {
                self.settings.0.then_some(UiAction::ShowSettings(false))
            }
            window => Some(UiAction::Close(window)),
        }
    }
}
