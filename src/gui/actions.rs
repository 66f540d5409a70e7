//! The one place where the player's [`UiAction`]s take effect: the menus, the start screen,
//! the in-game menu, the windows' close buttons and the keyboard shortcuts only send them.
//! Here each becomes a window flag, a change of screen, or a request to the part that does
//! the work (the session, practice, the review, the files).

use crate::gui::computer::review::ReviewRequested;
use crate::gui::files::files_menu::FileRequest;
use crate::gui::files::saves::SaveRequest;
use crate::gui::play::practice::PracticeRequest;
use crate::gui::play::session::SessionRequest;
use crate::gui::play::settings::AppSettings;
use crate::gui::state::{
    AboutOpen, AppScreen, BoardSet, InGameMenu, NewGameOpen, ReviewOpen, RulesOpen, SettingsOpen,
    UiAction, UiWindow,
};
use crate::records::DocumentFormat;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Registers the actions, the window flags they write and the requests they send.
pub fn plugin(app: &mut App) {
    app.add_message::<UiAction>()
        .add_message::<FileRequest>()
        .add_message::<SaveRequest>()
        .add_message::<ReviewRequested>()
        .add_message::<PracticeRequest>()
        .init_resource::<InGameMenu>()
        .init_resource::<NewGameOpen>()
        .init_resource::<SettingsOpen>()
        .init_resource::<RulesOpen>()
        .init_resource::<AboutOpen>()
        .init_resource::<ReviewOpen>()
        .add_systems(
            Update,
            apply_ui_actions
                .after(BoardSet::Input)
                .before(BoardSet::Session),
        );
}

/// Every window's open flag.
#[derive(SystemParam)]
struct WindowFlags<'w> {
    menu: ResMut<'w, InGameMenu>,
    new_game: ResMut<'w, NewGameOpen>,
    settings: ResMut<'w, SettingsOpen>,
    rules: ResMut<'w, RulesOpen>,
    about: ResMut<'w, AboutOpen>,
    review: ResMut<'w, ReviewOpen>,
}

impl WindowFlags<'_> {
    fn flag(&mut self, window: UiWindow) -> &mut bool {
        match window {
            UiWindow::InGameMenu => &mut self.menu.0,
            UiWindow::NewGame => &mut self.new_game.0,
            UiWindow::Settings => &mut self.settings.0,
            UiWindow::Rules => &mut self.rules.0,
            UiWindow::About => &mut self.about.0,
            UiWindow::Review => &mut self.review.0,
        }
    }

    /// Sets a flag, touching the resource only when it changes.
    fn set(&mut self, window: UiWindow, open: bool) {
        let flag = self.flag(window);
        if *flag != open {
            *flag = open;
        }
    }
}

/// Where the actions' requests go.
#[derive(SystemParam)]
struct Requests<'w> {
    session: MessageWriter<'w, SessionRequest>,
    practice: MessageWriter<'w, PracticeRequest>,
    review: MessageWriter<'w, ReviewRequested>,
    files: MessageWriter<'w, FileRequest>,
    saves: MessageWriter<'w, SaveRequest>,
    exit: MessageWriter<'w, AppExit>,
    screen: Option<ResMut<'w, NextState<AppScreen>>>,
}

fn apply_ui_actions(
    mut actions: MessageReader<UiAction>,
    mut windows: WindowFlags,
    mut settings: ResMut<AppSettings>,
    mut out: Requests,
) {
    for action in actions.read() {
        match action {
            UiAction::Open(window) => open(&mut windows, *window),
            UiAction::Close(window) => windows.set(*window, false),
            UiAction::Toggle(window) => {
                if *windows.flag(*window) {
                    windows.set(*window, false);
                } else {
                    open(&mut windows, *window);
                }
            }
            UiAction::GoTo(screen) => {
                if let Some(next) = out.screen.as_deref_mut() {
                    next.set_if_neq(*screen);
                }
            }
            UiAction::PlayAgain => {
                out.session.write(SessionRequest::PlayAgain);
            }
            UiAction::Practice => {
                out.practice.write(PracticeRequest::Start(None));
            }
            UiAction::Review => {
                out.review.write(ReviewRequested);
                windows.set(UiWindow::Review, true);
            }
            UiAction::OpenFile => {
                out.files.write(FileRequest::OpenDialog);
            }
            UiAction::OpenRecent(path) => {
                out.files.write(FileRequest::Open(path.clone()));
            }
            UiAction::SaveAs => {
                out.files
                    .write(FileRequest::SaveAsDialog(DocumentFormat::Ron));
            }
            UiAction::Export => {
                out.files
                    .write(FileRequest::SaveAsDialog(DocumentFormat::Ogn));
            }
            UiAction::QuickSave => {
                out.saves.write(SaveRequest::Save);
            }
            UiAction::QuickLoad => {
                out.saves.write(SaveRequest::Load);
            }
            UiAction::ToggleSound => settings.sound_on = !settings.sound_on,
            UiAction::Quit => {
                out.exit.write(AppExit::Success);
            }
        }
    }
}

/// Opens a window; a window that replaces the board's menu closes the menu.
fn open(windows: &mut WindowFlags, window: UiWindow) {
    if window != UiWindow::InGameMenu {
        windows.set(UiWindow::InGameMenu, false);
    }
    windows.set(window, true);
}
