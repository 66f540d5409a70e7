//! Command-line checks of the real window: `--screenshot FILE` (plays `--moves` instantly,
//! renders, writes a PNG, exits) and `--bench-frames N` (animates sowing, including a long
//! lap, and prints frame-time figures). The position they start from arrives as a launch
//! request (see `crate::gui::launch::options::launch_request`).

use crate::gui::computer::hints::BoardHints;
use crate::gui::computer::review::GameReview;
use crate::gui::game::session::{GameSession, MoveRequested};
use crate::gui::launch::options::{LaunchOptions, Screen};
use crate::gui::settings::AppSettings;
use crate::gui::sowing::animation::Animator;
use crate::gui::state::{OverBoard, UiAction, ViewOption};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Frames rendered before the screenshot (pipelines compile during the first frames).
const SETTLE_FRAMES: u32 = 45;

/// Progress of a command-line screenshot or frame benchmark.
#[derive(Resource, Debug, Default)]
struct SnapshotState {
    frames: u32,
    requested: bool,
    captured: bool,
    /// Why the screenshot could not be written, once it was taken and that failed.
    not_written: Option<String>,
    frame_times: Vec<f32>,
    last: Option<Instant>,
    started: Option<Instant>,
    /// With `--thinking`: the full-strength search running for the second half of the
    /// frames, and where that half starts.
    search: Option<(Arc<AtomicBool>, usize)>,
    /// With `--sound-halves`: where the half with sound starts.
    sound_from: Option<usize>,
    /// With `--alternate`: frame times with the screen closed, open, and while switching.
    alternated: [Vec<f32>; 3],
}

/// With `--alternate`: frames in each block, the screen closed in one block and open in the
/// next.
const ALTERNATE_BLOCK: usize = 24;
/// With `--alternate`: the first frames of each block, counted apart as switching (the
/// screen opening or closing, and the frames already under way when it did).
const SWITCH_FRAMES: usize = 3;

/// With `--alternate`: whether the screen is open for the frame of this index.
fn block_open(index: usize) -> bool {
    (index / ALTERNATE_BLOCK) % 2 == 1
}

/// Opens and closes the `--alternate` screen.
#[derive(bevy::ecs::system::SystemParam)]
struct ScreenToggles<'w> {
    actions: MessageWriter<'w, UiAction>,
    current: Res<'w, State<crate::gui::state::AppScreen>>,
    next: ResMut<'w, NextState<crate::gui::state::AppScreen>>,
}

impl ScreenToggles<'_> {
    fn window(&mut self, window: OverBoard, open: bool) {
        self.actions.write(if open {
            UiAction::Open(window)
        } else {
            UiAction::Close(window)
        });
    }

    fn set(&mut self, screen: Screen, open: bool, settings: &AppSettings) {
        use crate::gui::state::AppScreen;
        match screen {
            Screen::History if settings.show_history != open => {
                self.actions
                    .write(UiAction::SetView(ViewOption::History, open));
            }
            Screen::Settings => {
                self.actions.write(UiAction::ShowSettings(open));
            }
            Screen::Rules => self.window(OverBoard::Rules, open),
            Screen::NewGame => self.window(OverBoard::NewGame, open),
            Screen::Menu => {
                let wanted = if open {
                    AppScreen::Start
                } else {
                    AppScreen::Playing
                };
                if *self.current.get() != wanted {
                    self.next.set(wanted);
                }
            }
            _ => {}
        }
    }
}

/// Registers the screenshot and frame-benchmark systems (idle unless an option asks).
pub fn plugin(app: &mut App) {
    app.init_resource::<SnapshotState>()
        .add_systems(Update, (screenshot, bench_frames));
}

/// A screenshot shows the position after its moves, not seeds in the air; with `--hints`,
/// the hints to their fixed depth.
/// The launch options, and whether the screen they open is ready to be taken or checked.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct ScreenReady<'w> {
    pub(super) options: Res<'w, LaunchOptions>,
    hints: Res<'w, BoardHints>,
    review: Res<'w, GameReview>,
    online: Res<'w, crate::gui::online::Online>,
    session: Res<'w, GameSession>,
}

impl ScreenReady<'_> {
    /// Hints and reviews asked for are finished, an online screen is connected.
    pub(super) fn is_ready(&self) -> bool {
        !self.hints.is_thinking()
            && !self.review.is_reviewing()
            && online_ready(&self.options, &self.online, &self.session)
    }
}

fn screenshot(
    mut commands: Commands,
    ready: ScreenReady,
    mut state: ResMut<SnapshotState>,
    mut exit: MessageWriter<AppExit>,
) {
    let options = &ready.options;
    // The layout check takes its own screenshots, one per layout.
    let Some(path) = options.screenshot.clone().filter(|_| !options.check_layout) else {
        return;
    };
    state.frames += 1;
    if state.captured {
        match state.not_written.take() {
            None => {
                info!("screenshot saved to {}", path.display());
                exit.write(AppExit::Success);
            }
            Some(why) => {
                error!("--screenshot: {why}");
                eprintln!("oware: --screenshot: {why}");
                exit.write(AppExit::from_code(2));
            }
        }
        return;
    }
    // Hints and reviews asked for are finished before the frame is taken.
    if !state.requested && state.frames >= SETTLE_FRAMES && ready.is_ready() {
        state.requested = true;
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut state: ResMut<SnapshotState>| {
                state.not_written = write_png(&path, &captured.image).err();
                state.captured = true;
            },
        );
    }
}

/// Online screens are taken once the code is there, or the friend has answered a move.
fn online_ready(
    options: &LaunchOptions,
    online: &crate::gui::online::Online,
    session: &GameSession,
) -> bool {
    use crate::gui::online::OnlineStatus;
    match (options.screen, online.status()) {
        (Screen::OnlineCode, Some(OnlineStatus::Hosting(code))) => code.is_some(),
        (Screen::OnlineMatch | Screen::OnlineMatchNorth, Some(OnlineStatus::Playing { .. })) => {
            session.game().plies().len() >= 2
        }
        (Screen::OnlineCode | Screen::OnlineMatch | Screen::OnlineMatchNorth, _) => false,
        _ => true,
    }
}

/// Checks a `--screenshot` file before the window opens: a `.png` name, in a folder that
/// exists, where nothing but a regular file stands (never a link, a folder, a device or a
/// pipe). The reason, when it cannot be written.
pub fn check_screenshot_path(path: &std::path::Path) -> Result<(), String> {
    crate::records::check_target(path).map_err(|e| e.to_string())?;
    let png = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    if !png {
        return Err(format!("{} does not end in .png", path.display()));
    }
    Ok(())
}

/// Writes a captured frame as a PNG, through the same atomic writer as every other file
/// (a temporary file and a rename; never through a link, into a folder, a device or a pipe).
pub(super) fn write_png(path: &std::path::Path, image: &Image) -> Result<(), String> {
    let pixels = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| format!("the frame could not be read: {e}"))?
        // The alpha channel holds brightness under HDR: dropped, as Bevy's own writer does.
        .to_rgb8();
    let mut bytes = std::io::Cursor::new(Vec::new());
    pixels
        .write_to(&mut bytes, image::ImageFormat::Png)
        .map_err(|e| format!("the frame could not be encoded: {e}"))?;
    crate::records::write_atomic(path, bytes.get_ref()).map_err(|e| e.to_string())
}

/// A full-strength search on a thread of its own, as when the computer thinks, until
/// stopped.
fn think_in_background(game: crate::rules::Game) -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    crate::gui::computer::background::spawn(move || {
        let mut searcher = crate::ai::Searcher::new(*game.rules(), crate::ai::DEFAULT_HASH_MB);
        searcher.set_stop_flag(flag);
        searcher.search_game(&game, crate::ai::Limits::default(), &mut |_| {});
    });
    stop
}

fn bench_frames(
    options: Res<LaunchOptions>,
    mut state: ResMut<SnapshotState>,
    session: Res<GameSession>,
    animator: Res<Animator>,
    settings: Res<crate::gui::settings::AppSettings>,
    (mut requests, mut restarts, mut exit): (
        MessageWriter<MoveRequested>,
        MessageWriter<crate::gui::game::session::SessionRequest>,
        MessageWriter<AppExit>,
    ),
    mut toggles: ScreenToggles,
) {
    let Some(total) = options.bench_frames else {
        return;
    };
    let now = Instant::now();
    state.frames += 1;
    if state.frames == 1
        && let Some(t0) = options.started
    {
        println!(
            "first frame {:.0} ms after start",
            t0.elapsed().as_secs_f64() * 1000.0
        );
    }
    if state.frames <= SETTLE_FRAMES {
        state.last = Some(now);
        return;
    }
    if let Some(last) = state.last {
        record_frame(
            &mut state,
            (now - last).as_secs_f32() * 1000.0,
            options.alternate,
        );
    }
    if options.alternate {
        toggles.set(
            options.screen,
            block_open(state.frame_times.len()),
            &settings,
        );
    }
    state.started.get_or_insert(now);
    state.last = Some(now);
    let measured = state.frame_times.len();
    if options.thinking && state.search.is_none() && measured as u32 >= total / 2 {
        state.search = Some((think_in_background(session.game().clone()), measured));
    }
    if options.sound_halves {
        let second_half = measured as u32 >= total / 2;
        if second_half && state.sound_from.is_none() {
            state.sound_from = Some(measured);
        }
        if settings.sound_on != second_half {
            toggles
                .actions
                .write(UiAction::SetView(ViewOption::Sound, second_half));
        }
    }
    if !animator.is_busy() {
        keep_seeds_moving(&session, &options, &mut requests, &mut restarts);
    }
    if measured as u32 >= total {
        if let Some(remote) = session.remote_side() {
            println!(
                "online: a match in play, the friend playing {remote}; {} games over, {} plies in this one",
                session.match_state().games.len(),
                session.game().plies().len()
            );
        }
        report_all(&mut state, &options);
        exit.write(AppExit::Success);
    }
}

/// Counts a frame's time, and with `--alternate` in the block it was drawn in.
fn record_frame(state: &mut SnapshotState, ms: f32, alternate: bool) {
    state.frame_times.push(ms);
    if alternate {
        let index = state.frame_times.len() - 1;
        let bucket = if index % ALTERNATE_BLOCK < SWITCH_FRAMES {
            2
        } else {
            usize::from(block_open(index))
        };
        state.alternated[bucket].push(ms);
    }
}

/// Whenever the board is still, plays the pit with the most seeds; a finished game starts
/// again from the long lap.
fn keep_seeds_moving(
    session: &GameSession,
    options: &LaunchOptions,
    requests: &mut MessageWriter<MoveRequested>,
    restarts: &mut MessageWriter<crate::gui::game::session::SessionRequest>,
) {
    let game = session.game();
    // Online (`--screen online-match`): the friend plays their side; the host starts each
    // next game.
    if let Some(remote) = session.remote_side() {
        if game.is_over() {
            restarts.write(crate::gui::game::session::SessionRequest::PlayAgain);
        }
        if game.is_over() || game.to_move() == Some(remote) {
            return;
        }
    }
    let best = game
        .legal_moves()
        .iter()
        .max_by_key(|m| game.position().seeds(m.pit()));
    match best {
        Some(mv) => {
            requests.write(MoveRequested(mv));
        }
        None => {
            if let Some(again) = crate::gui::launch::options::launch_request(&LaunchOptions {
                moves: Vec::new(),
                ..options.clone()
            }) {
                restarts.write(again);
            }
        }
    }
}

/// Prints the figures of the run, split as its options say.
fn report_all(state: &mut SnapshotState, options: &LaunchOptions) {
    if options.alternate {
        let [closed, open, switching] = &state.alternated;
        report("board", closed);
        report(&format!("with {:?}", options.screen).to_lowercase(), open);
        report("switching", switching);
        return;
    }
    match state.search.take() {
        Some((stop, split)) => {
            stop.store(true, Ordering::Relaxed);
            report("nothing thinking", &state.frame_times[..split]);
            report("while searching", &state.frame_times[split..]);
        }
        None => match state.sound_from {
            Some(split) => {
                report("silent", &state.frame_times[..split]);
                report("with sound", &state.frame_times[split..]);
            }
            None => report("", &state.frame_times),
        },
    }
}

fn report(label: &str, frame_times: &[f32]) {
    if frame_times.is_empty() {
        return;
    }
    let mut sorted = frame_times.to_vec();
    sorted.sort_by(f32::total_cmp);
    let pick = |q: f64| sorted[((sorted.len() as f64 - 1.0) * q).round() as usize];
    let label = if label.is_empty() {
        String::new()
    } else {
        format!("{label}: ")
    };
    println!(
        "{label}frames {} median {:.2} ms p99 {:.2} ms max {:.2} ms",
        sorted.len(),
        pick(0.5),
        pick(0.99),
        sorted.last().copied().unwrap_or(0.0)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screenshot_goes_only_to_a_png_name_in_a_folder_that_exists() {
        let dir = std::env::temp_dir().join(format!("oware-shot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        assert!(check_screenshot_path(&dir.join("shot.png")).is_ok());
        assert!(check_screenshot_path(&dir.join("shot.PNG")).is_ok());
        let no_png = check_screenshot_path(&dir.join("shot.jpg")).expect_err("not a PNG");
        assert!(no_png.contains("does not end in .png"), "{no_png}");
        let missing = check_screenshot_path(&dir.join("nowhere").join("shot.png"))
            .expect_err("no such folder");
        assert!(missing.contains("does not exist"), "{missing}");
        let folder = dir.join("folder.png");
        std::fs::create_dir_all(&folder).expect("dir");
        assert!(check_screenshot_path(&folder).is_err(), "a folder");
        #[cfg(unix)]
        {
            let device =
                check_screenshot_path(std::path::Path::new("/dev/null")).expect_err("a device");
            assert!(device.contains("not a regular file"), "{device}");
            let precious = dir.join("precious.txt");
            std::fs::write(&precious, "keep me").expect("write");
            let link = dir.join("link.png");
            std::os::unix::fs::symlink(&precious, &link).expect("symlink");
            let refused = check_screenshot_path(&link).expect_err("a link");
            assert!(refused.contains("not a regular file"), "{refused}");
            // The writer itself refuses it too, and leaves the file it points to alone.
            let image = Image::new_fill(
                bevy::render::render_resource::Extent3d {
                    width: 2,
                    height: 2,
                    depth_or_array_layers: 1,
                },
                bevy::render::render_resource::TextureDimension::D2,
                &[10, 20, 30, 255],
                bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
                bevy::asset::RenderAssetUsages::default(),
            );
            assert!(write_png(&link, &image).is_err());
            assert_eq!(std::fs::read_to_string(&precious).expect("read"), "keep me");
            let good = dir.join("good.png");
            write_png(&good, &image).expect("a PNG is written");
            let bytes = std::fs::read(&good).expect("read");
            assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
