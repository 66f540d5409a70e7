//! Windows over the board, keys and shortcuts, the new-game choices, the settings at launch
//! and the start screen.

use crate::helpers::*;

#[test]
fn esc_closes_the_settings_panel_before_it_opens_the_menu() {
    use oware::gui::state::{OverBoard, SettingsOpen};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.insert_resource(SettingsOpen(true));
    press_key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<SettingsOpen>().0);
    assert_eq!(over_board(&app), OverBoard::Nothing);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::InGameMenu);
    // The board still plays while the panel is open: it stands beside the board.
    press_key(&mut app, KeyCode::Escape);
    app.insert_resource(SettingsOpen(true));
    press_key(&mut app, KeyCode::KeyF);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves(),
        vec![Move::new(Pit::from_letter('F').expect("F"))]
    );
}

#[test]
fn esc_closes_a_window_over_the_board_before_the_settings_and_the_menu() {
    use oware::gui::state::{OverBoard, SettingsOpen, UiAction};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.world_mut().write_message(UiAction::ShowSettings(true));
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::NewGame));
    app.update();
    app.update();
    assert_eq!(over_board(&app), OverBoard::NewGame);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::Nothing, "the window first");
    assert!(app.world().resource::<SettingsOpen>().0);
    press_key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<SettingsOpen>().0, "then the panel");
    assert_eq!(over_board(&app), OverBoard::Nothing);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::InGameMenu, "then the menu");
}

#[test]
fn unreadable_settings_are_told_to_the_player_at_launch() {
    use oware::gui::settings::SettingsProblem;
    use oware::gui::words::notice::Notice;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(LogicPlugin)
        .insert_resource(SettingsProblem(Some(
            oware::records::SettingsError::Invalid {
                path: "settings.ron".into(),
                message: "expected a struct".into(),
            },
        )));
    app.update();
    let notices: Vec<Notice> = app
        .world_mut()
        .resource_mut::<Messages<Notice>>()
        .drain()
        .collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].0.contains("settings.ron") && notices[0].0.contains("defaults"),
        "{}",
        notices[0].0
    );
}

#[test]
fn every_format_and_variant_choice_yields_its_match_state() {
    use oware::rules::{CycleRule, GrandSlamRule, MatchFormat, NextStarter};
    let mut app = app(AnimationSpeed::Instant);
    for (i, format) in MatchFormat::ALL.into_iter().enumerate() {
        let rules = Rules {
            grand_slam: GrandSlamRule::ALL[i % GrandSlamRule::ALL.len()],
            cycle: if i % 2 == 0 {
                CycleRule::Automatic
            } else {
                CycleRule::ByAgreement
            },
            seeds_per_pit: 3 + (i % 4) as u8,
            stores_shown: i % 3 != 0,
        };
        let first = if i % 2 == 0 { Side::North } else { Side::South };
        let next = if i % 2 == 0 {
            NextStarter::Alternate
        } else {
            NextStarter::WinnerStarts
        };
        app.world_mut()
            .write_message(SessionRequest::NewGame(NewGame {
                rules,
                first,
                format,
                next,
                ..NewGame::default()
            }));
        app.update();
        let session = app.world().resource::<GameSession>();
        let m = session.match_state();
        assert_eq!(
            (m.format, m.next_starter_rule, m.first_starter),
            (format, next, first)
        );
        assert!(m.games.is_empty());
        assert_eq!(*session.game().rules(), rules);
        assert_eq!(session.game().to_move(), Some(first));
        let seeds = u32::from(rules.total_seeds());
        let (pits, stores) = board_counts(&mut app);
        let total: u32 = pits
            .iter()
            .chain(stores.iter())
            .map(|&n| u32::from(n))
            .sum();
        assert_eq!(total, seeds, "{format:?}: every seed is an entity");
    }
}

#[test]
fn new_game_choices_name_the_players_and_can_draw_the_starter() {
    use oware::gui::windows::new_game::new_game_of;
    use oware::records::NewGamePrefs;
    let mut prefs = NewGamePrefs {
        computers: [None, Some(6)],
        names: ["  Ama ".to_string(), String::new()],
        first: None,
        ..NewGamePrefs::default()
    };
    prefs.rules.stores_shown = false;
    let south_first = new_game_of(&prefs, || true);
    assert_eq!(south_first.first, Side::South);
    assert_eq!(
        south_first.names,
        ["Ama".to_string(), "Computer (level 6)".to_string()]
    );
    assert_eq!(
        south_first.players,
        [PlayerKind::Human, PlayerKind::Computer { level: 6 }]
    );
    assert!(!south_first.rules.stores_shown);
    assert_eq!(new_game_of(&prefs, || false).first, Side::North);
    prefs.first = Some(Side::North);
    assert_eq!(new_game_of(&prefs, || true).first, Side::North, "not drawn");
    // Remembered: the choices round-trip through the settings file's text.
    let settings = oware::records::Settings {
        new_game: prefs.clone(),
        ..oware::records::Settings::default()
    };
    let text = ron::to_string(&settings).expect("encode");
    assert_eq!(
        oware::records::parse_settings(&text)
            .expect("decode")
            .new_game,
        prefs
    );
}

#[test]
fn every_menu_action_has_a_keyboard_shortcut() {
    use oware::gui::computer::review::ReviewRequested;
    use oware::gui::files::files_menu::FileRequest;
    use oware::gui::modes::practice::PracticeRequest;
    use oware::gui::state::{OverBoard, SettingsOpen};
    use oware::records::DocumentFormat;
    let mut app = app(AnimationSpeed::Instant);
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(oware::gui::panels::shortcuts::plugin);
    let chord = |app: &mut App, keys: &[KeyCode]| {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in keys {
            input.press(k);
        }
        app.update();
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in keys {
            input.release(k);
        }
        input.clear();
        // A window opened is there from the next frame on.
        app.update();
    };
    /// The messages of one kind sent since the last look, taken out.
    fn sent<M: Message>(app: &mut App) -> Vec<M> {
        app.world_mut()
            .resource_mut::<Messages<M>>()
            .drain()
            .collect()
    }
    let ctrl = KeyCode::ControlLeft;
    chord(&mut app, &[ctrl, KeyCode::KeyN]);
    assert_eq!(over_board(&app), OverBoard::NewGame);
    chord(&mut app, &[KeyCode::F1]);
    assert_eq!(over_board(&app), OverBoard::Rules);
    chord(&mut app, &[KeyCode::F1]);
    assert_eq!(over_board(&app), OverBoard::Nothing, "F1 closes the rules");
    chord(&mut app, &[ctrl, KeyCode::Comma]);
    assert!(app.world().resource::<SettingsOpen>().0);
    chord(&mut app, &[ctrl, KeyCode::KeyO]);
    assert_eq!(sent::<FileRequest>(&mut app), vec![FileRequest::OpenDialog]);
    chord(&mut app, &[ctrl, KeyCode::KeyS]);
    assert_eq!(
        sent::<FileRequest>(&mut app),
        vec![FileRequest::SaveAsDialog(DocumentFormat::Ron)]
    );
    chord(&mut app, &[ctrl, KeyCode::KeyE]);
    assert_eq!(
        sent::<FileRequest>(&mut app),
        vec![FileRequest::SaveAsDialog(DocumentFormat::Ogn)]
    );
    chord(&mut app, &[ctrl, KeyCode::KeyR]);
    assert_eq!(sent::<ReviewRequested>(&mut app), vec![ReviewRequested]);
    assert_eq!(over_board(&app), OverBoard::Review);
    chord(&mut app, &[ctrl, KeyCode::KeyP]);
    assert_eq!(
        sent::<PracticeRequest>(&mut app),
        vec![PracticeRequest::Start(None)]
    );
    let sound = app.world().resource::<AppSettings>().sound_on;
    chord(&mut app, &[ctrl, KeyCode::KeyM]);
    assert_eq!(app.world().resource::<AppSettings>().sound_on, !sound);
    // Letters without Ctrl are moves, not shortcuts.
    chord(&mut app, &[KeyCode::KeyQ]);
    assert!(app.world().resource::<Messages<AppExit>>().is_empty());
    chord(&mut app, &[ctrl, KeyCode::KeyQ]);
    assert!(!app.world().resource::<Messages<AppExit>>().is_empty());
}

/// The actions asked for, in order.
#[derive(Resource, Default)]
struct SentActions(Vec<oware::gui::state::UiAction>);

fn record_actions(
    mut sent: ResMut<SentActions>,
    mut actions: MessageReader<oware::gui::state::UiAction>,
) {
    sent.0.extend(actions.read().cloned());
}

#[test]
fn every_shortcut_of_the_table_sends_its_action_and_says_its_keys() {
    use oware::gui::panels::shortcuts::SHORTCUTS;
    let mut app = app(AnimationSpeed::Instant);
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<SentActions>()
        .add_plugins(oware::gui::panels::shortcuts::plugin)
        .add_systems(PreUpdate, record_actions);
    assert!(SHORTCUTS.len() >= 11);
    for shortcut in SHORTCUTS {
        // What the menus show names the key pressed: "Ctrl+N", "Ctrl+,", "F1".
        let key = format!("{:?}", shortcut.key);
        let named = shortcut.text.strip_prefix("Ctrl+").unwrap_or(shortcut.text);
        assert_eq!(
            shortcut.ctrl,
            shortcut.text.starts_with("Ctrl+"),
            "{shortcut:?}"
        );
        assert!(
            key == format!("Key{named}") || key == named || (named == "," && key == "Comma"),
            "{shortcut:?}"
        );
        app.world_mut().resource_mut::<SentActions>().0.clear();
        let mut keys = vec![shortcut.key];
        if shortcut.ctrl {
            keys.insert(0, KeyCode::ControlLeft);
        }
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in &keys {
            input.press(k);
        }
        app.update();
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in &keys {
            input.release(k);
        }
        input.clear();
        app.update();
        assert_eq!(
            app.world().resource::<SentActions>().0,
            vec![shortcut.action.clone()],
            "{shortcut:?}"
        );
    }
}

#[test]
fn a_file_opened_from_the_start_screen_is_played_and_one_that_fails_leaves_the_screen() {
    use oware::gui::files::autosave::Autosave;
    use oware::gui::files::files_menu::FileRequest;
    use oware::gui::state::AppScreen;
    use oware::records::DocumentFormat;
    let dir = std::env::temp_dir().join(format!("oware-start-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let saved = dir.join("match.ron");
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::state::app::StatesPlugin)
        .add_plugins(LogicPlugin)
        .insert_resource(AppSettings::default())
        .insert_resource(Autosave(None))
        .add_plugins((
            oware::gui::windows::start_screen::plugin,
            oware::gui::files::files_menu::plugin,
        ));
    app.update();
    let screen = |app: &App| *app.world().resource::<State<AppScreen>>().get();
    assert_eq!(screen(&app), AppScreen::Start);

    let send = |app: &mut App, request: FileRequest| {
        app.world_mut().write_message(request);
        for _ in 0..4 {
            app.update();
        }
    };
    open_file(&mut app, &dir.join("missing.ron"));
    assert_eq!(screen(&app), AppScreen::Start, "a file that fails to open");
    send(
        &mut app,
        FileRequest::SaveAs(saved.clone(), DocumentFormat::Ron),
    );
    assert!(saved.exists(), "the match was saved");
    assert_eq!(screen(&app), AppScreen::Start, "saving moves no screen");
    open_file(&mut app, &saved);
    assert_eq!(screen(&app), AppScreen::Playing, "an opened game is played");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn leaving_the_board_closes_its_window_and_ends_its_mode_and_a_window_asked_for_opens_with_it() {
    use oware::gui::modes::practice::Practice;
    use oware::gui::sowing::seeds::BoardOverride;
    use oware::gui::state::{AppScreen, BoardMode, OverBoard, UiAction};
    let mut app = app(AnimationSpeed::Instant);
    let send = |app: &mut App, actions: &[UiAction]| {
        app.world_mut().write_message_batch(actions.iter().cloned());
        for _ in 0..3 {
            app.update();
        }
    };
    let mode = |app: &App| {
        app.world()
            .get_resource::<State<BoardMode>>()
            .map(|s| *s.get())
    };
    let over = |app: &App| {
        app.world()
            .get_resource::<State<OverBoard>>()
            .map(|s| *s.get())
    };
    send(
        &mut app,
        &[UiAction::Practice, UiAction::Open(OverBoard::Rules)],
    );
    assert_eq!(mode(&app), Some(BoardMode::Practice));
    assert_eq!(over(&app), Some(OverBoard::Rules));

    send(&mut app, &[UiAction::GoTo(AppScreen::Start)]);
    assert_eq!(mode(&app), None, "no board mode off the board");
    assert_eq!(over(&app), None, "no window over a board that is not there");
    assert!(!app.world().resource::<Practice>().active, "practice ended");
    assert_eq!(app.world().resource::<BoardOverride>().0, None);

    // From the start screen: a window asked for opens as the board comes up, on the game.
    send(
        &mut app,
        &[
            UiAction::Open(OverBoard::Rules),
            UiAction::GoTo(AppScreen::Playing),
        ],
    );
    assert_eq!(
        mode(&app),
        Some(BoardMode::Game),
        "the board shows the game"
    );
    assert_eq!(over(&app), Some(OverBoard::Rules));
    send(&mut app, &[UiAction::GoTo(AppScreen::Start)]);
    send(&mut app, &[UiAction::GoTo(AppScreen::Playing)]);
    assert_eq!(over(&app), Some(OverBoard::Nothing), "nothing left open");
}

#[test]
fn practice_begun_from_the_start_screen_lays_out_its_own_position() {
    use oware::gui::sowing::seeds::BoardOverride;
    use oware::gui::state::{AppScreen, UiAction};
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Start));
    settle(&mut app);
    app.world_mut()
        .write_message_batch([UiAction::Practice, UiAction::GoTo(AppScreen::Playing)]);
    settle(&mut app);
    settle(&mut app);
    let shown = app
        .world()
        .resource::<BoardOverride>()
        .0
        .expect("the exercise's position");
    let (pits, stores) = board_counts(&mut app);
    assert_eq!((pits, stores), shown, "the seeds are the exercise's");
}

#[test]
fn the_window_size_is_noted_once_the_player_stops_resizing_and_when_it_closes() {
    use bevy::window::{PrimaryWindow, WindowCloseRequested, WindowResized, WindowResolution};
    use oware::gui::launch::window_size::{SETTLE, opening_size, plugin};
    use oware::records::WindowSize;
    let step = Duration::from_millis(100);
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step))
        .insert_resource(AppSettings::default())
        .init_resource::<oware::gui::launch::options::LaunchOptions>()
        .add_message::<WindowResized>()
        .add_message::<WindowCloseRequested>()
        .add_plugins(plugin);
    let window = app
        .world_mut()
        .spawn((
            Window {
                resolution: WindowResolution::new(1280, 800),
                ..default()
            },
            PrimaryWindow,
        ))
        .id();
    app.update();
    let noted = |app: &App| app.world().resource::<AppSettings>().window;
    let resize = |app: &mut App, width: u32, height: u32| {
        let mut entity = app.world_mut().entity_mut(window);
        let mut w = entity.get_mut::<Window>().expect("the window");
        w.resolution.set(width as f32, height as f32);
        app.world_mut().write_message(WindowResized {
            window,
            width: width as f32,
            height: height as f32,
        });
    };
    // Dragged: a size every frame, none noted while it changes.
    for width in [1200, 1100, 1000] {
        resize(&mut app, width, 700);
        app.update();
        assert_eq!(noted(&app), None, "noted while resizing");
    }
    let frames = (SETTLE.as_millis() / step.as_millis()) as usize + 2;
    for _ in 0..frames {
        app.update();
    }
    let left = WindowSize {
        width: 1000,
        height: 700,
    };
    assert_eq!(noted(&app), Some(left));
    assert_eq!(
        opening_size(None, app.world().resource::<AppSettings>()),
        (1000, 700)
    );
    // Closed just after a resize: noted at once.
    resize(&mut app, 900, 650);
    app.world_mut()
        .write_message(WindowCloseRequested { window });
    app.update();
    assert_eq!(
        noted(&app),
        Some(WindowSize {
            width: 900,
            height: 650
        })
    );
    // The command line's size wins; a size out of bounds is brought within.
    let settings = app.world().resource::<AppSettings>();
    assert_eq!(opening_size(Some((800, 600)), settings), (800, 600));
    let mut shrunk = settings.clone();
    shrunk.window = Some(WindowSize {
        width: 10,
        height: 10,
    });
    assert_eq!(opening_size(None, &shrunk), (640, 480));
    assert_eq!(opening_size(None, &AppSettings::default()), (1280, 800));
}

#[test]
fn keys_typed_in_a_window_or_a_question_do_not_reach_the_board() {
    use oware::gui::state::{OverBoard, UiAction};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::NewGame));
    app.update();
    app.update();
    assert_eq!(over_board(&app), OverBoard::NewGame);
    for key in [
        KeyCode::KeyF,
        KeyCode::KeyC,
        KeyCode::Digit3,
        KeyCode::Enter,
    ] {
        press_key(&mut app, key);
    }
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .moves()
            .is_empty(),
        "no move from keys typed in the New game window"
    );
    // The question before a resignation takes the keys too; Esc answers it, not the menu.
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::Nothing);
    app.world_mut().write_message(UiAction::Resign);
    app.update();
    app.update();
    assert_eq!(over_board(&app), OverBoard::ConfirmResign);
    press_key(&mut app, KeyCode::KeyF);
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .moves()
            .is_empty()
    );
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(
        over_board(&app),
        OverBoard::Nothing,
        "no menu behind the question"
    );
    // With nothing in front, the board has its keys again.
    press_key(&mut app, KeyCode::KeyF);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves().len(),
        1
    );
}

#[test]
fn how_to_play_opened_from_the_start_screen_closes_back_onto_it() {
    use oware::gui::state::{AppScreen, OverBoard, UiAction};
    let mut app = app(AnimationSpeed::Instant);
    let screen = |app: &App| *app.world().resource::<State<AppScreen>>().get();
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Start));
    app.update();
    app.update();
    assert_eq!(screen(&app), AppScreen::Start);
    // As the start screen's button does.
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::Rules));
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Playing));
    app.update();
    app.update();
    assert_eq!(screen(&app), AppScreen::Playing);
    assert_eq!(over_board(&app), oware::gui::state::OverBoard::Rules);
    app.world_mut()
        .write_message(UiAction::Close(OverBoard::Rules));
    app.update();
    app.update();
    assert_eq!(screen(&app), AppScreen::Start, "back where it was opened");
    // Opened from the board, it closes onto the board.
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Playing));
    app.update();
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::Rules));
    app.update();
    app.world_mut()
        .write_message(UiAction::Close(OverBoard::Rules));
    app.update();
    app.update();
    assert_eq!(screen(&app), AppScreen::Playing);
}

#[test]
fn esc_puts_the_result_banner_away_before_it_opens_the_menu() {
    use oware::gui::state::{OverBoard, ResultBanner};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.insert_resource(ResultBanner {
        dismissed: false,
        shown: true,
    });
    press_key(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<ResultBanner>().dismissed);
    assert_eq!(over_board(&app), OverBoard::Nothing, "the banner first");
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::InGameMenu, "then the menu");
}
