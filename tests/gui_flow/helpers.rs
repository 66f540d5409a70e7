//! What every room's tests share: the headless app, its messages seen, moves asked and
//! settled, the board's counts, keys pressed, files opened.

pub use bevy::prelude::*;
pub use oware::gui::LogicPlugin;
pub use oware::gui::game::session::{
    GameEnded, GameSession, MoveApplied, MoveRejected, MoveRequested, NewGame, SessionRequest,
};
pub use oware::gui::settings::{AnimationSpeed, AppSettings};
pub use oware::gui::sowing::animation::{Animator, FastForward};
pub use oware::gui::sowing::seeds::{Seed, counts};
pub use oware::records::{PlayerKind, Settings};
pub use oware::rules::{Move, MoveError, Pit, Rules, Side, parse_position};
pub use std::time::Duration;

#[derive(Resource, Default)]
pub struct Seen {
    pub applied: usize,
    pub rejected: Vec<MoveError>,
    pub ended: usize,
}

pub fn record(
    mut seen: ResMut<Seen>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<GameEnded>,
) {
    seen.applied += applied.read().count();
    seen.rejected.extend(rejected.read().map(|r| r.error));
    seen.ended += ended.read().count();
}

pub fn app(speed: AnimationSpeed) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(LogicPlugin)
        .insert_resource(AppSettings(Settings {
            speed,
            ..Settings::default()
        }))
        .insert_state(oware::gui::state::AppScreen::Playing)
        .init_resource::<Seen>()
        .add_systems(Last, record);
    app.update();
    app
}

/// Opens a file as the menu does and runs the app until it is read (on its thread) and
/// played, or its error said.
pub fn open_file(app: &mut App, path: &std::path::Path) {
    use oware::gui::files::files_menu::{FileRequest, OpeningFiles};
    app.world_mut()
        .write_message(FileRequest::Open(path.to_path_buf()));
    app.update();
    let started = std::time::Instant::now();
    while app.world().resource::<OpeningFiles>().busy() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "{} is still being read",
            path.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
    // The game loaded, then the screen it asks for.
    for _ in 0..4 {
        app.update();
    }
}

pub fn board_counts(app: &mut App) -> ([u8; 12], [u8; 2]) {
    let mut q = app.world_mut().query::<&Seed>();
    counts(q.iter(app.world()))
}

/// Plans whose end did not match the rules and had to be laid out again: must stay 0, or
/// the animation showed something the rules did not do.
pub fn corrections(app: &App) -> u32 {
    app.world().resource::<Animator>().corrections
}

pub fn settle(app: &mut App) {
    for _ in 0..10_000 {
        app.update();
        if !app.world().resource::<Animator>().is_busy() {
            app.update();
            return;
        }
    }
    panic!("animation never finished");
}

/// Sets up a game from a position string, as the launch options do.
pub fn start_from(app: &mut App, fen: &str) {
    let rules = Rules::ABAPA;
    let start = parse_position(fen, &rules).expect("valid");
    app.world_mut().write_message(SessionRequest::SetUp {
        rules,
        start: Some(start),
        moves: Vec::new(),
    });
    app.update();
}

/// Adds the board's input, with keys pressed by hand through `ButtonInput` (and the board's
/// turn, which the input reads, as the board's own plugins would register it).
pub fn with_keyboard(app: &mut App) {
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<oware::gui::board::parts::BoardFocus>()
        .init_resource::<oware::gui::board::turn::BoardTurned>()
        .add_plugins(oware::gui::board::input::plugin);
}

/// Adds parts of the computer's room with what they read from its other parts, as the
/// room's plugin would register it: the endgame tables (none built: their own plugin would
/// build them) and the hints.
pub fn with_computer<M>(app: &mut App, parts: impl bevy::app::Plugins<M>) {
    app.init_resource::<oware::gui::computer::tables::EndgameTables>()
        .init_resource::<oware::gui::computer::hints::BoardHints>()
        .add_plugins(parts);
}

/// Adds the file menu's work with the autosave's place it reads (none: nothing is
/// autosaved), as the files room's plugin would register it.
pub fn with_files_menu(app: &mut App) {
    app.init_resource::<oware::gui::files::autosave::Autosave>()
        .add_plugins(oware::gui::files::files_menu::plugin);
}

/// Presses and releases a key over one frame, then lets the animation finish.
pub fn press_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    settle(app);
}

/// The window over the board.
pub fn over_board(app: &App) -> oware::gui::state::OverBoard {
    *app.world()
        .resource::<State<oware::gui::state::OverBoard>>()
        .get()
}

/// The match `play` goes online at this screen as Ama's (South, hosting it) against Kofi,
/// with a seat to rejoin; the app updated once.
pub fn start_online_as_ama(app: &mut App, play: oware::rules::MatchSession) {
    use oware::gui::game::session::OnlineChange;
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::Start {
            play: Box::new(play),
            names: ["Ama".into(), "Kofi".into()],
            remote: Side::North,
            hints: false,
            seat: Some(oware::records::OnlineSeat {
                code: "7K3M-Q9XD-2HVA-ZR6B".into(),
                host: true,
                side: Side::South,
                opponent: "Kofi".into(),
            }),
        }));
    app.update();
}

pub fn request(app: &mut App, mv: Move) {
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
}

/// The game's moves, start and players, to see that nothing changed it.
pub fn game_fingerprint(app: &App) -> (Vec<Move>, String, [PlayerKind; 2]) {
    let session = app.world().resource::<GameSession>();
    (
        session.game().moves(),
        oware::rules::format_position(session.game().start()),
        session.players(),
    )
}

/// The notices sent since the last look, taken out.
pub fn notices(app: &mut App) -> Vec<String> {
    app.world_mut()
        .resource_mut::<Messages<oware::gui::words::notice::Notice>>()
        .drain()
        .map(|n| n.0)
        .collect()
}

/// Runs updates until the hints have finished their work (bounded).
pub fn settle_hints(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        let hints = app
            .world()
            .resource::<oware::gui::computer::hints::BoardHints>();
        let game = app.world().resource::<GameSession>().game();
        if !hints.is_thinking() && hints.for_game(game).is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the hints never finished");
}

/// Every text the overlay's systems draw in one pass, read back from egui's output (a few
/// passes first: egui lays a new window out unseen before drawing it).
pub fn overlay_texts(app: &mut App) -> Vec<String> {
    use bevy_egui::{EguiContext, EguiPrimaryContextPass, PrimaryEguiContext};
    if !app
        .world()
        .contains_resource::<bevy_egui::EguiUserTextures>()
    {
        app.init_resource::<bevy_egui::EguiUserTextures>();
        app.world_mut().spawn(PrimaryEguiContext);
    }
    let ctx = {
        let world = app.world_mut();
        let mut contexts = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
        contexts
            .iter_mut(world)
            .next()
            .expect("the overlay's context")
            .get_mut()
            .clone()
    };
    let mut texts = Vec::new();
    for _ in 0..4 {
        app.update();
        ctx.begin_pass(bevy_egui::egui::RawInput {
            screen_rect: Some(bevy_egui::egui::Rect::from_min_size(
                bevy_egui::egui::Pos2::ZERO,
                bevy_egui::egui::vec2(1280.0, 720.0),
            )),
            ..Default::default()
        });
        app.world_mut().run_schedule(EguiPrimaryContextPass);
        let mut output = ctx.end_pass();
        // No renderer here: the fonts' pictures are not kept.
        output.textures_delta.clear();
        texts.clear();
        for clipped in &output.shapes {
            collect_texts(&clipped.shape, &mut texts);
        }
    }
    texts
}

pub fn collect_texts(shape: &bevy_egui::egui::Shape, texts: &mut Vec<String>) {
    match shape {
        bevy_egui::egui::Shape::Text(text) => texts.push(text.galley.text().to_string()),
        bevy_egui::egui::Shape::Vec(shapes) => {
            for shape in shapes {
                collect_texts(shape, texts);
            }
        }
        _ => {}
    }
}
