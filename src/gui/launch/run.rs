//! Builds and runs the game window from the launch options.

use crate::gui::launch::options::{LaunchOptions, Screen, launch_request};
use crate::gui::launch::{
    idle, launch_failure, launch_screen, layout_check, one_game, online_friend, snapshot,
    window_size,
};
use crate::gui::{
    LogicPlugin, ViewPlugin, assets, computer, files, game, modes, players, settings, state,
};
use bevy::prelude::*;

fn send_launch_request(
    options: Res<LaunchOptions>,
    mut requests: MessageWriter<game::session::SessionRequest>,
    mut files: MessageWriter<files::files_menu::FileRequest>,
    mut setup: MessageWriter<modes::setup::SetupRequest>,
) {
    if let Some(request) = launch_request(&options) {
        requests.write(request);
    }
    if let Some(path) = &options.open {
        files.write(files::files_menu::FileRequest::Open(path.clone()));
    }
    if let Some(position) = &options.position {
        setup.write(modes::setup::SetupRequest::Start);
        setup.write(modes::setup::SetupRequest::Paste(
            crate::rules::format_position(position),
        ));
    }
}

/// The window's close button asks to quit, as *Quit* does.
fn quit_when_closed(
    mut closing: MessageReader<bevy::window::WindowCloseRequested>,
    mut actions: MessageWriter<crate::gui::state::UiAction>,
) {
    if closing.read().count() > 0 {
        actions.write(crate::gui::state::UiAction::Quit);
    }
}

/// The program's id on the desktop: its desktop entry, icon and metainfo are named after it.
pub const APP_ID: &str = "org.oware.Oware";

/// Builds and runs the game window. When no window can open (no display, no graphics
/// driver), says why in one sentence and returns status 1 instead of panicking.
pub fn run(options: LaunchOptions) -> AppExit {
    let headless_tool = options.is_tool();
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
    crate::i18n::set_language(settings::language::wanted(lang, &settings));
    // One game per account: a second start hands its file to the game already open.
    let lock = if headless_tool {
        None
    } else {
        match one_game::start(options.open.as_deref()) {
            one_game::Start::Run(lock) => lock,
            one_game::Start::HandedOver => {
                eprintln!("oware: {}", crate::t!("start-handed-over"));
                return AppExit::Success;
            }
            one_game::Start::NotAnswered => {
                eprintln!("oware: {}", crate::t!("start-not-answered"));
                return AppExit::from_code(1);
            }
        }
    };
    if let Err(failure) = launch_failure::check_display() {
        failure.explain();
        return AppExit::from_code(1);
    }
    launch_failure::watch_start_up_panics();
    let started = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        build_and_run(options, settings, lang, settings_problem, lock)
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

/// The name of the first profile, made at the first start: the name the player gave for
/// online play, else the default player's.
fn first_player_name(settings: &settings::AppSettings) -> String {
    let online = settings.online.name.trim();
    if online.is_empty() {
        crate::t!("profile-first-name")
    } else {
        online.to_string()
    }
}

fn build_and_run(
    options: LaunchOptions,
    settings: settings::AppSettings,
    lang: Option<crate::i18n::Language>,
    settings_problem: Option<crate::records::SettingsError>,
    lock: Option<crate::records::InstanceLock>,
) -> AppExit {
    let headless_tool = options.is_tool();
    // Screenshots and benchmarks open at a size of their own, whatever the player's.
    let (w, h) = if headless_tool {
        options.size.unwrap_or((1280, 800))
    } else {
        window_size::opening_size(options.size, &settings)
    };
    let assets = assets::asset_folder::AssetFolder::find();
    let mut app = App::new();
    // A sound system that cannot start (a broken ALSA configuration, no sound service)
    // would stop Bevy's audio, and the program with it: then the game plays in silence.
    let silent = crate::gui::sound::audio::sound_system_problem();
    let defaults = if silent.is_some() {
        DefaultPlugins.build().disable::<bevy::audio::AudioPlugin>()
    } else {
        DefaultPlugins.build()
    };
    app.add_plugins(
        defaults
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Oware".into(),
                    // The desktop entry's id: Wayland's app id and X11's WM_CLASS.
                    name: Some(APP_ID.into()),
                    resolution: bevy::window::WindowResolution::new(w, h),
                    resizable: true,
                    resize_constraints: window_size::resize_constraints(),
                    ..default()
                }),
                // The window's close button quits as *Quit* does (in an online match,
                // after asking whether to leave it or keep the seat).
                close_when_requested: false,
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
    if let Some(why) = silent {
        warn!("no sound: {why}; the game plays in silence");
    }
    if let (Some(lock), Ok(data)) = (lock, crate::records::data_dir()) {
        app.insert_resource(one_game::OneGame::new(lock, data));
    }
    app.add_plugins(one_game::plugin);
    let players = if headless_tool {
        launch_screen::example_players(&options)
    } else {
        players::Players::in_data_folder(&first_player_name(&settings))
    };
    app.insert_resource(assets)
        .insert_resource(settings::SettingsProblem(settings_problem))
        .insert_resource(settings)
        .insert_resource(settings::PersistSettings(!headless_tool))
        .insert_resource(if headless_tool {
            files::autosave::Autosave(None)
        } else {
            files::autosave::Autosave::of_player(&players)
        })
        .insert_resource(players)
        .insert_resource(computer::tables::TablesWanted(!headless_tool))
        .add_plugins((LogicPlugin, ViewPlugin))
        .add_plugins((idle::plugin, idle::debug_plugin))
        .add_plugins((snapshot::plugin, online_friend::plugin, window_size::plugin))
        .add_plugins((layout_check::plugin, launch_screen::plugin))
        .add_systems(Startup, send_launch_request)
        .add_systems(Update, quit_when_closed);
    // Set-up positions, screenshots and benchmarks open on the board, not the start screen.
    let set_up = headless_tool || launch_request(&options).is_some() || options.position.is_some();
    if set_up
        && !matches!(
            options.screen,
            Screen::Menu | Screen::Players | Screen::GrownUp
        )
    {
        app.insert_state(state::AppScreen::Playing);
    }
    app.insert_resource(settings::language::LanguageForThisRun(lang));
    app.insert_resource(options);
    app.run()
}
