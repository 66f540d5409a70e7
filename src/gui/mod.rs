//! The Bevy game. Only this module knows Bevy; it is built with the `gui` feature.
//!
//! Plugins, one per concern: `session` (the rules resource, the only writer of the game, and
//! its messages), `seeds` (seeds as entities), `animation` (sowing and captures),
//! `settings`, `notice` (short messages for the player), and the view: `board` (the scene),
//! `input`, `ai_player` (the computer), `hints` (the value of every move), `tables` (the
//! endgame tables), `overlay` (egui), `saves`, `snapshot` (screenshots and frame
//! benchmarks), `idle` (no busy loop when nothing moves).

pub mod about;
pub mod ai_player;
pub mod animation;
pub mod asset_folder;
pub mod audio;
pub mod autosave;
pub mod background;
pub mod board;
pub mod board_diagram;
pub mod built_in_assets;
pub mod files_menu;
pub mod fonts;
pub mod game_log;
pub mod hint_panel;
pub mod hint_view;
pub mod hints;
pub mod history;
pub mod icon;
pub mod idle;
pub mod input;
pub mod language;
pub mod launch_failure;
pub mod layout;
pub mod new_game;
pub mod notice;
pub mod overlay;
pub mod practice;
pub mod practice_panel;
pub mod review;
pub mod review_window;
pub mod rules_screen;
pub mod saves;
pub mod scoreboard;
pub mod screens;
pub mod seeds;
pub mod session;
pub mod settings;
pub mod settings_window;
pub mod shortcuts;
pub mod snapshot;
pub mod sound_cues;
pub mod tables;
pub mod theme;
#[cfg(windows)]
pub mod windows_console;
pub mod words;

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

/// The game logic without any rendering: rules resource, seeds, animation, settings. This is
/// what headless tests run.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                BoardSet::Input,
                BoardSet::Session,
                BoardSet::Animate,
                BoardSet::View,
            )
                .chain(),
        );
        app.add_plugins((
            session::plugin,
            seeds::plugin,
            animation::plugin,
            settings::plugin,
            notice::plugin,
            practice::plugin,
            sound_cues::plugin,
            language::plugin,
        ));
    }
}

/// Everything drawn and clicked: the board, input, the egui overlay, idle handling.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            (
                board::plugin,
                about::plugin,
                input::plugin,
                overlay::plugin,
                icon::plugin,
                theme::plugin,
                settings_window::plugin,
                shortcuts::plugin,
                audio::plugin,
                fonts::plugin,
            ),
            (idle::plugin, idle::debug_plugin),
            (ai_player::plugin, tables::plugin, saves::plugin),
            (hints::plugin, hint_view::plugin, hint_panel::plugin),
            (
                review::plugin,
                review_window::plugin,
                practice_panel::plugin,
            ),
            (
                screens::plugin,
                autosave::plugin,
                history::plugin,
                new_game::plugin,
                files_menu::plugin,
                rules_screen::plugin,
            ),
        ));
    }
}

/// The screens `oware --screen NAME` opens on, for screenshots and the README.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// The start screen.
    Menu,
    /// The board (the default).
    #[default]
    Board,
    /// The review of the game after `--moves`.
    Review,
    /// The move history in review mode, halfway through the game after `--moves`.
    History,
    /// The end of a best-of-3 match, with its table of games.
    MatchEnd,
    /// The new-game window.
    NewGame,
    /// The rules, with drawn examples.
    Rules,
    /// The settings window.
    Settings,
    /// The About window: version, licence, credits.
    About,
    /// The board in a theme.
    Theme(crate::records::Theme),
    /// Counting practice: any kind, or one.
    Practice(Option<crate::practice::ExerciseKind>),
}

impl Screen {
    /// Whether the frame benchmark can open and close this screen while the board plays
    /// (`--alternate`).
    pub fn can_alternate(self) -> bool {
        matches!(
            self,
            Screen::Menu | Screen::Settings | Screen::Rules | Screen::NewGame | Screen::History
        )
    }
}

impl std::str::FromStr for Screen {
    type Err = ScreenError;

    fn from_str(text: &str) -> Result<Screen, ScreenError> {
        let name = text.trim().to_ascii_lowercase();
        match name.split_once(':') {
            None if name == "menu" => Ok(Screen::Menu),
            None if name == "board" => Ok(Screen::Board),
            None if name == "review" => Ok(Screen::Review),
            None if name == "history" => Ok(Screen::History),
            None if name == "match-end" => Ok(Screen::MatchEnd),
            None if name == "new-game" => Ok(Screen::NewGame),
            None if name == "rules" => Ok(Screen::Rules),
            None if name == "settings" => Ok(Screen::Settings),
            None if name == "about" => Ok(Screen::About),
            Some(("theme", theme)) => crate::records::Theme::from_name(theme)
                .map(Screen::Theme)
                .ok_or_else(|| ScreenError(text.to_string())),
            None if name == "practice" => Ok(Screen::Practice(None)),
            Some(("practice", kind)) => crate::practice::ExerciseKind::from_name(kind)
                .map(|k| Screen::Practice(Some(k)))
                .ok_or_else(|| ScreenError(text.to_string())),
            _ => Err(ScreenError(text.to_string())),
        }
    }
}

/// A screen name that names no screen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown screen '{0}' (expected menu, board, review, history, match-end, new-game, rules, settings, about, theme:NAME with NAME one of wood, dark, high-contrast, practice, or practice:KIND with KIND one of count, last-seed, capture, most, after)"
)]
pub struct ScreenError(pub String);

/// How the game was launched (command-line options of `oware`).
#[derive(Resource, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Write a screenshot to this file and exit.
    pub screenshot: Option<std::path::PathBuf>,
    /// A game record or saved match to open (`oware FILE`, or a double-click on a record).
    pub open: Option<std::path::PathBuf>,
    /// Moves to play (instantly) before showing the board.
    pub moves: Vec<crate::rules::MoveToken>,
    /// Window size in logical pixels.
    pub size: Option<(u32, u32)>,
    /// Animate this many frames and print frame-time figures, then exit.
    pub bench_frames: Option<u32>,
    /// The rule set of the first game (`--variant`).
    pub rules: Option<crate::rules::Rules>,
    /// Show the hints, computed to this depth (screenshots of the hints).
    pub hints: Option<u32>,
    /// The screen to open on (`--screen`).
    pub screen: Screen,
    /// With `bench_frames`: a full-strength search runs during the second half of the
    /// frames, to compare frame times with and without it.
    pub thinking: bool,
    /// With `bench_frames`: sound is off for the first half of the frames and on for the
    /// second, to compare frame times with and without it.
    pub sound_halves: bool,
    /// With `bench_frames`: the `--screen` window (or the start screen) open in every other
    /// block of frames and closed in the others, with the figures of each printed: the
    /// screen's cost measured against the board in one run, free of the machine's drift.
    pub alternate: bool,
    /// The language for this run (`--lang`), over the setting and the system's.
    pub lang: Option<crate::i18n::Language>,
    /// When the process started (for the start-to-first-frame figure).
    pub started: Option<std::time::Instant>,
}

/// The request that sets up the first game from the launch options (`--variant`,
/// `--moves`; the frame benchmark's long lap), if they ask for anything but the default.
pub fn launch_request(options: &LaunchOptions) -> Option<session::SessionRequest> {
    let bench_start = options.bench_frames.is_some() && options.moves.is_empty();
    if options.rules.is_none() && options.moves.is_empty() && !bench_start {
        return None;
    }
    let mut rules = options.rules.unwrap_or_default();
    let start = if bench_start {
        rules = crate::rules::Rules::ABAPA;
        crate::rules::parse_position(snapshot::BENCH_START, &rules).ok()
    } else {
        None
    };
    Some(session::SessionRequest::SetUp {
        rules,
        start,
        moves: options.moves.clone(),
    })
}

fn send_launch_request(
    options: Res<LaunchOptions>,
    mut requests: MessageWriter<session::SessionRequest>,
    mut files: MessageWriter<files_menu::FileRequest>,
) {
    if let Some(request) = launch_request(&options) {
        requests.write(request);
    }
    if let Some(path) = &options.open {
        files.write(files_menu::FileRequest::Open(path.clone()));
    }
}

/// The program's id on the desktop: its desktop entry, icon and metainfo are named after it.
pub const APP_ID: &str = "org.oware.Oware";

/// Builds and runs the game window. When no window can open (no display, no graphics
/// driver), says why in one sentence and returns status 1 instead of panicking.
pub fn run(options: LaunchOptions) -> AppExit {
    let headless_tool = options.screenshot.is_some() || options.bench_frames.is_some();
    let (settings, settings_problem) = if headless_tool {
        (settings::AppSettings::default(), None)
    } else {
        settings::AppSettings::read()
    };
    // Screenshots and benchmarks speak English unless `--lang` says otherwise.
    let lang = options
        .lang
        .or(headless_tool.then_some(crate::i18n::Language::English));
    // Spoken from the start, so that a window that cannot open is explained in it.
    crate::i18n::set_language(language::wanted(lang, &settings));
    if let Err(failure) = launch_failure::check_display() {
        failure.explain();
        return AppExit::from_code(1);
    }
    launch_failure::watch_start_up_panics();
    let started = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        build_and_run(options, settings, lang, settings_problem)
    }));
    match started {
        Ok(exit) => exit,
        Err(panic) => match launch_failure::failure_of_panic(panic.as_ref()) {
            Some(failure) => {
                failure.explain();
                AppExit::from_code(1)
            }
            None => std::panic::resume_unwind(panic),
        },
    }
}

fn build_and_run(
    options: LaunchOptions,
    settings: settings::AppSettings,
    lang: Option<crate::i18n::Language>,
    settings_problem: Option<String>,
) -> AppExit {
    let (w, h) = options.size.unwrap_or((1280, 800));
    let headless_tool = options.screenshot.is_some() || options.bench_frames.is_some();
    let assets = asset_folder::AssetFolder::find();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Oware".into(),
                    // The desktop entry's id: Wayland's app id and X11's WM_CLASS.
                    name: Some(APP_ID.into()),
                    resolution: bevy::window::WindowResolution::new(w, h),
                    resizable: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets.file_path(),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                ..default()
            }),
    )
    .add_plugins((bevy_egui::EguiPlugin::default(), MeshPickingPlugin));
    if let Some(problem) = settings_problem {
        warn!("{problem}; using default settings");
    }
    app.insert_resource(assets)
        .insert_resource(settings)
        .insert_resource(settings::PersistSettings(!headless_tool))
        .insert_resource(tables::TablesWanted(!headless_tool))
        .insert_resource(if headless_tool {
            autosave::Autosave(None)
        } else {
            autosave::Autosave::in_data_folder()
        })
        .add_plugins((LogicPlugin, ViewPlugin))
        .add_plugins(snapshot::plugin)
        .add_systems(Startup, send_launch_request);
    // Set-up positions, screenshots and benchmarks open on the board, not the start screen.
    let set_up = headless_tool || launch_request(&options).is_some();
    if set_up && options.screen != Screen::Menu {
        app.insert_state(screens::AppScreen::Playing);
    }
    app.insert_resource(language::LanguageForThisRun(lang));
    app.insert_resource(options);
    app.run()
}
