//! Keyboard shortcuts for the menus' actions, so every action is reachable without the
//! mouse: Ctrl+N new game, Ctrl+O open, Ctrl+S save as, Ctrl+E export as OGN, Ctrl+R review,
//! Ctrl+P counting practice, Ctrl+M sound on/off, Ctrl+, settings, F1 how to play, Ctrl+Q quit. (H, Esc, the
//! arrows, letters and digits are the board's: see `input`.)

use crate::gui::computer::review::ReviewRequested;
use crate::gui::files::files_menu::FileRequest;
use crate::gui::play::practice::PracticeRequest;
use crate::gui::state::OpenNewGame;
use crate::gui::state::OpenReview;
use crate::gui::state::RulesOpen;
use crate::gui::state::SettingsOpen;
use crate::records::DocumentFormat;
use bevy::ecs::system::SystemParam;
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
    /// Sound on or off.
    pub const SOUND: &str = "Ctrl+M";
    /// Settings.
    pub const SETTINGS: &str = "Ctrl+,";
    /// How to play.
    pub const RULES: &str = "F1";
    /// Quit.
    pub const QUIT: &str = "Ctrl+Q";
}

/// What the shortcuts ask for.
#[derive(SystemParam)]
struct ShortcutRequests<'w> {
    new_game: Option<ResMut<'w, OpenNewGame>>,
    settings: Option<ResMut<'w, SettingsOpen>>,
    rules: Option<ResMut<'w, RulesOpen>>,
    app_settings: Option<ResMut<'w, crate::gui::play::settings::AppSettings>>,
    open_review: Option<ResMut<'w, OpenReview>>,
    files: MessageWriter<'w, FileRequest>,
    review: MessageWriter<'w, ReviewRequested>,
    practice: MessageWriter<'w, PracticeRequest>,
    exit: MessageWriter<'w, AppExit>,
}

/// Registers the shortcuts.
pub fn plugin(app: &mut App) {
    app.add_message::<FileRequest>()
        .add_message::<ReviewRequested>()
        .add_message::<PracticeRequest>()
        .add_systems(
            Update,
            shortcuts
                .run_if(crate::gui::state::playing)
                .in_set(crate::gui::state::BoardSet::Input),
        );
}

fn shortcuts(keys: Res<ButtonInput<KeyCode>>, mut out: ShortcutRequests) {
    if keys.just_pressed(KeyCode::F1)
        && let Some(rules) = out.rules.as_deref_mut()
    {
        rules.0 = !rules.0;
    }
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    if !ctrl {
        return;
    }
    for key in keys.get_just_pressed() {
        match key {
            KeyCode::KeyN => {
                if let Some(open) = out.new_game.as_deref_mut() {
                    open.0 = true;
                }
            }
            KeyCode::KeyO => {
                out.files.write(FileRequest::OpenDialog);
            }
            KeyCode::KeyS => {
                out.files
                    .write(FileRequest::SaveAsDialog(DocumentFormat::Ron));
            }
            KeyCode::KeyE => {
                out.files
                    .write(FileRequest::SaveAsDialog(DocumentFormat::Ogn));
            }
            KeyCode::KeyR => {
                out.review.write(ReviewRequested);
                if let Some(open) = out.open_review.as_deref_mut() {
                    open.0 = true;
                }
            }
            KeyCode::KeyP => {
                out.practice.write(PracticeRequest::Start(None));
            }
            KeyCode::KeyM => {
                if let Some(settings) = out.app_settings.as_deref_mut() {
                    settings.sound_on = !settings.sound_on;
                }
            }
            KeyCode::Comma => {
                if let Some(settings) = out.settings.as_deref_mut() {
                    settings.0 = !settings.0;
                }
            }
            KeyCode::KeyQ => {
                out.exit.write(AppExit::Success);
            }
            _ => {}
        }
    }
}
