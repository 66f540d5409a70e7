//! The one place where the player's [`UiAction`]s take effect: the menus, the start screen,
//! the in-game menu, the windows' close buttons and the keyboard shortcuts only send them.
//! Here each opens or closes a window (the state [`OverBoard`], or the settings panel),
//! changes the screen or the start screen's page ([`StartPage`]), or becomes a request to
//! the part that does the work (the session, practice, the review, the files).

use crate::gui::computer::review::ReviewRequested;
use crate::gui::files::files_menu::FileRequest;
use crate::gui::files::saves::SaveRequest;
use crate::gui::game::session::SessionRequest;
use crate::gui::modes::practice::PracticeRequest;
use crate::gui::modes::setup::{PositionSetup, SetupRequest};
use crate::gui::settings::AppSettings;
use crate::gui::state::{
    AppScreen, BoardSet, OverBoard, SettingsOpen, StartPage, UiAction, ViewOption,
};
use crate::gui::words::notice::Notice;
use crate::records::DocumentFormat;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Registers the actions, the windows they open and the requests they send.
pub fn plugin(app: &mut App) {
    crate::gui::state::plugin(app);
    app.add_message::<UiAction>()
        .add_message::<FileRequest>()
        .add_message::<crate::gui::files::game_library::LibraryRequest>()
        .add_message::<SaveRequest>()
        .add_message::<ReviewRequested>()
        .add_message::<PracticeRequest>()
        .add_message::<SetupRequest>()
        .add_message::<Notice>()
        .add_message::<crate::gui::computer::hints::ToggleHints>()
        .init_resource::<SettingsOpen>()
        .init_resource::<crate::gui::state::ResultBanner>()
        .add_systems(
            Update,
            apply_ui_actions
                .after(BoardSet::Input)
                .before(BoardSet::Session),
        );
}

/// What Copy puts on the clipboard: the position string (of the position being set up,
/// else of the game), or the game as an OGN record.
fn share_text(
    action: &UiAction,
    session: &crate::gui::game::session::GameSession,
    setup: Option<&PositionSetup>,
) -> Result<String, crate::records::SaveError> {
    if *action == UiAction::CopyGame {
        let saved = crate::gui::files::saves::saved_match(session);
        return crate::records::document_text(
            DocumentFormat::Ogn,
            &saved,
            session.game(),
            Some(session.lines()),
        );
    }
    Ok(match setup.filter(|s| s.is_active()) {
        Some(setup) => setup.position_string(),
        None => crate::rules::format_position(session.game().position()),
    })
}

/// What the player opens and closes: a window over the board, or the settings panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Opened {
    Window(OverBoard),
    Settings,
}

/// What an action does to what is open: opens it, closes it, or toggles it.
fn opening(action: &UiAction) -> Option<(Opened, Option<bool>)> {
    Some(match *action {
        UiAction::Open(window) => (Opened::Window(window), Some(true)),
        UiAction::Close(window) => (Opened::Window(window), Some(false)),
        UiAction::Toggle(window) => (Opened::Window(window), None),
        UiAction::ShowProgress(_) => (Opened::Window(OverBoard::Progress), Some(true)),
        UiAction::ShowSettings(open) => (Opened::Settings, Some(open)),
        UiAction::ToggleSettings => (Opened::Settings, None),
        _ => return None,
    })
}

/// What is open: the window over the board (as it will be after this frame's actions) and
/// the settings panel.
struct Open {
    over: OverBoard,
    settings: bool,
}

impl Open {
    fn is_open(&self, opened: Opened) -> bool {
        match opened {
            Opened::Window(over) => over != OverBoard::Nothing && self.over == over,
            Opened::Settings => self.settings,
        }
    }

    fn set(&mut self, opened: Opened, open: bool) {
        match opened {
            Opened::Window(over) if open => self.over = over,
            Opened::Window(over) if self.over == over => self.over = OverBoard::Nothing,
            Opened::Window(_) => {}
            Opened::Settings => self.settings = open,
        }
    }
}

/// The window over the board and the settings panel, read and written.
#[derive(SystemParam)]
struct OpenState<'w, 's> {
    /// None off the board: the state exists with the board only, and no window is open
    /// there (one asked for from the start screen opens as the board comes up).
    over: Option<Res<'w, State<OverBoard>>>,
    next_over: ResMut<'w, NextState<OverBoard>>,
    settings: ResMut<'w, SettingsOpen>,
    screen: Res<'w, State<AppScreen>>,
    /// None off the start screen, where the page does not exist.
    page: Option<Res<'w, State<StartPage>>>,
    next_page: ResMut<'w, NextState<StartPage>>,
    /// Whose progress page opens (the one playing, unless the players' list named one).
    progress: ResMut<'w, crate::gui::state::ProgressOf>,
    /// A window opened from the start screen (How to play, Settings): closing it goes back
    /// there rather than onto the board.
    from_start: Local<'s, Option<Opened>>,
}

/// The windows the start screen opens only to read or set something: closed, the player is
/// back on the start screen.
const START_SCREEN_WINDOWS: [Opened; 4] = [
    Opened::Window(OverBoard::Rules),
    Opened::Settings,
    Opened::Window(OverBoard::About),
    Opened::Window(OverBoard::Progress),
];

/// Where the actions' requests go.
#[derive(SystemParam)]
struct Requests<'w> {
    session: MessageWriter<'w, SessionRequest>,
    practice: MessageWriter<'w, PracticeRequest>,
    setup: MessageWriter<'w, SetupRequest>,
    notices: MessageWriter<'w, Notice>,
    online: MessageWriter<'w, crate::gui::online::OnlineRequest>,
    review: MessageWriter<'w, ReviewRequested>,
    files: MessageWriter<'w, FileRequest>,
    library: MessageWriter<'w, crate::gui::files::game_library::LibraryRequest>,
    saves: MessageWriter<'w, SaveRequest>,
    exit: MessageWriter<'w, AppExit>,
    hints: MessageWriter<'w, crate::gui::computer::hints::ToggleHints>,
    screen: ResMut<'w, NextState<AppScreen>>,
    online_match: Res<'w, crate::gui::online::Online>,
    keep_seat: ResMut<'w, crate::gui::online::KeepSeatOnExit>,
    players: Res<'w, crate::gui::players::Players>,
}

/// The settings' flag behind a view option.
fn view_flag(settings: &mut AppSettings, option: ViewOption) -> &mut bool {
    match option {
        ViewOption::Counts => &mut settings.show_counts,
        ViewOption::AlwaysHints => &mut settings.always_hints,
        ViewOption::History => &mut settings.show_history,
        ViewOption::Log => &mut settings.show_log,
        ViewOption::Sound => &mut settings.sound_on,
    }
}

/// Turns a view option on or off; the log is shown under the move list, so it brings the
/// move list with it.
fn set_view(settings: &mut AppSettings, option: ViewOption, on: bool) {
    *view_flag(settings, option) = on;
    if option == ViewOption::Log && on {
        settings.show_history = true;
    }
}

fn apply_ui_actions(
    mut actions: MessageReader<UiAction>,
    mut open: OpenState,
    mut settings: ResMut<AppSettings>,
    (setup, mut hints, session): (
        Res<PositionSetup>,
        // The hints are the view's: absent where the logic runs alone (the tests).
        Option<ResMut<crate::gui::computer::hints::BoardHints>>,
        Res<crate::gui::game::session::GameSession>,
    ),
    // The overlay's clipboard: absent where the logic runs alone (the tests).
    mut clipboard: Option<ResMut<bevy_egui::EguiClipboard>>,
    mut out: Requests,
) {
    let over = open.over.map_or(OverBoard::Nothing, |o| *o.get());
    let mut windows = Open {
        over,
        settings: open.settings.0,
    };
    let on_start_screen = *open.screen.get() == AppScreen::Start;
    // Nobody chosen yet among several players: the start screen asks who is playing.
    if on_start_screen
        && out.players.ask_who()
        && open
            .page
            .as_ref()
            .is_some_and(|p| *p.get() == StartPage::Menu)
    {
        open.next_page.set(StartPage::Players);
    }
    for action in actions.read() {
        if let UiAction::ShowProgress(id) = action {
            open.progress.0 = Some(*id);
        } else if *action == UiAction::Open(OverBoard::Progress) {
            open.progress.0 = None;
        }
        if let Some((opened, wanted)) = opening(action) {
            let opens = wanted.unwrap_or(!windows.is_open(opened));
            if opens
                && matches!(
                    opened,
                    Opened::Window(
                        OverBoard::Online | OverBoard::Tournament | OverBoard::HostTournament
                    )
                )
                && !out.players.may_play_online()
            {
                out.notices
                    .write(Notice(crate::t!("online-not-allowed-for-child")));
                continue;
            }
            if wanted == Some(true) {
                // Asked for by name (a button, a menu): from the start screen its closing
                // goes back there, from the board onto the board.
                *open.from_start =
                    (on_start_screen && START_SCREEN_WINDOWS.contains(&opened)).then_some(opened);
            } else if !opens && *open.from_start == Some(opened) {
                *open.from_start = None;
                NextState::set_if_neq(&mut out.screen, AppScreen::Start);
            }
            windows.set(opened, opens);
            continue;
        }
        match action {
            UiAction::GoTo(screen) => {
                NextState::set_if_neq(&mut out.screen, *screen);
            }
            UiAction::PlayAgain => {
                out.session.write(SessionRequest::PlayAgain);
            }
            UiAction::ShowStartPage(page) => {
                if on_start_screen {
                    open.next_page.set(*page);
                }
            }
            UiAction::Resign => {
                if session.resigning_side().is_some() {
                    windows.set(Opened::Window(OverBoard::ConfirmResign), true);
                }
            }
            UiAction::ConfirmResign => {
                windows.set(Opened::Window(OverBoard::ConfirmResign), false);
                if let Some(side) = session.resigning_side() {
                    out.session.write(SessionRequest::Resign(side));
                    // Offline a resignation is taken back as a move is.
                    if session.remote_side().is_none() {
                        out.notices.write(Notice(crate::t!("resign-undo-notice")));
                    }
                }
            }
            UiAction::LeaveOnline => {
                out.online.write(crate::gui::online::OnlineRequest::Leave);
            }
            UiAction::Practice => {
                out.practice.write(PracticeRequest::Start(None));
            }
            UiAction::SetUpPosition => {
                out.setup.write(SetupRequest::Start);
                windows.over = OverBoard::Nothing;
            }
            UiAction::AnalysePosition => {
                let Some(setup) = Some(&*setup).filter(|s| s.is_active()) else {
                    continue;
                };
                match setup.check() {
                    Ok(start) => {
                        out.session.write(SessionRequest::SetUp {
                            rules: *setup.rules(),
                            start: Some(start),
                            moves: Vec::new(),
                        });
                        out.setup.write(SetupRequest::End);
                        if let Some(hints) = hints.as_deref_mut() {
                            hints.requested = true;
                        }
                    }
                    Err(e) => {
                        out.notices
                            .write(Notice(crate::gui::words::errors::setup_error(&e)));
                    }
                }
            }
            UiAction::CopyPosition | UiAction::CopyGame => {
                let text = share_text(action, &session, Some(&setup));
                match (text, clipboard.as_deref_mut()) {
                    (Ok(text), Some(clipboard)) => {
                        clipboard.set_text(&text);
                        out.notices.write(Notice(if *action == UiAction::CopyGame {
                            crate::t!("notice-game-copied")
                        } else {
                            crate::t!("setup-copied")
                        }));
                    }
                    (Ok(_), None) => {}
                    (Err(e), _) => {
                        out.notices
                            .write(Notice(crate::gui::words::errors::save_error(&e)));
                    }
                }
            }
            UiAction::Review if !session.review_allowed() => {
                out.notices.write(Notice(crate::t!("online-hints-refused")));
            }
            UiAction::Review => {
                out.review.write(ReviewRequested);
                windows.set(Opened::Window(OverBoard::Review), true);
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
            UiAction::AddToLibrary => {
                out.library
                    .write(crate::gui::files::game_library::LibraryRequest::AddBoard);
            }
            UiAction::QuickSave => {
                out.saves.write(SaveRequest::Save);
            }
            UiAction::QuickLoad => {
                out.saves.write(SaveRequest::Load);
            }
            UiAction::Undo => {
                out.session.write(SessionRequest::UndoTurn);
            }
            UiAction::Redo => {
                out.session.write(SessionRequest::Redo);
            }
            UiAction::EndByAgreement => {
                out.session.write(SessionRequest::EndByAgreement);
            }
            UiAction::ToggleHints => {
                out.hints.write(crate::gui::computer::hints::ToggleHints);
            }
            UiAction::SetView(option, on) => set_view(&mut settings, *option, *on),
            UiAction::SetHintWords(words) => settings.hint_words = *words,
            UiAction::ToggleView(option) => {
                let on = !*view_flag(&mut settings, *option);
                set_view(&mut settings, *option, on);
            }
            // In an online match, quitting asks first: leave it, or keep the seat.
            UiAction::Quit if out.online_match.in_play() => {
                windows.set(Opened::Window(OverBoard::ConfirmQuit), true);
                NextState::set_if_neq(&mut out.screen, AppScreen::Playing);
            }
            UiAction::Quit | UiAction::QuitLeavingOnline => {
                out.keep_seat
                    .set_if_neq(crate::gui::online::KeepSeatOnExit(false));
                out.exit.write(AppExit::Success);
            }
            UiAction::QuitKeepingSeat => {
                out.keep_seat
                    .set_if_neq(crate::gui::online::KeepSeatOnExit(true));
                out.exit.write(AppExit::Success);
            }
            UiAction::Open(_)
            | UiAction::Close(_)
            | UiAction::Toggle(_)
            | UiAction::ShowProgress(_)
            | UiAction::ShowSettings(_)
            | UiAction::ToggleSettings => {}
        }
    }
    if windows.over != over {
        open.next_over.set(windows.over);
    }
    if open.settings.0 != windows.settings {
        open.settings.0 = windows.settings;
    }
}
