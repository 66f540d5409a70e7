//! `oware`: the game window.

// No console window beside the game on Windows; a terminal that starts it is attached to.
#![cfg_attr(windows, windows_subsystem = "windows")]

use clap::Parser;
use oware::gui::launch::options::LaunchOptions;
use oware::gui::launch::run::run;
use oware::rules::{Game, IllegalToken, MoveToken, NotationError, Rules, VariantError};

/// Oware (Abapa) — the game.
#[derive(Debug, Parser)]
#[command(name = "oware", version = oware_core::VERSION, about)]
struct Args {
    /// A game record (`.ogn`) or a saved match (`.ron`) to open.
    #[arg(value_name = "FILE", conflicts_with_all = ["moves", "variant", "screenshot", "bench_frames", "check_layout"])]
    file: Option<std::path::PathBuf>,
    /// Render the board, write a PNG screenshot to this file and exit.
    #[arg(long)]
    screenshot: Option<std::path::PathBuf>,
    /// Lay the `--screen` out at 800x600 and 1280x720 with text sizes 0.75 and 2.0, check
    /// that every control is in reach and the board in sight, print what was found and exit
    /// (status 3 when something is out of reach or covered). With `--screenshot FILE.png`,
    /// each layout is also written to `FILE-WxH-TEXT.png`.
    #[arg(long, conflicts_with_all = ["bench_frames", "size"])]
    check_layout: bool,
    /// With `--check-layout`: check every layout in each of these languages in turn, in
    /// one run (`en,th`); the `--lang` one by default.
    #[arg(long, value_delimiter = ',', requires = "check_layout")]
    layout_languages: Vec<oware::i18n::Language>,
    /// Moves to play first, e.g. `FfEa` (instantly).
    #[arg(long, conflicts_with = "position")]
    moves: Option<String>,
    /// A position to set up and analyse or play, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`
    /// (12 pits A..F a..f, the two stores, S or N to move).
    #[arg(long, value_name = "STRING", conflicts_with = "file")]
    position: Option<String>,
    /// Window size, e.g. `1280x720`.
    #[arg(long, value_parser = parse_size)]
    size: Option<(u32, u32)>,
    /// Animate this many frames of sowing and print frame-time figures.
    #[arg(long)]
    bench_frames: Option<u32>,
    /// With `--bench-frames`: a full-strength search thinks during the second half of the
    /// frames, and the figures of both halves are printed.
    #[arg(long, requires = "bench_frames", conflicts_with = "sound_halves")]
    thinking: bool,
    /// With `--bench-frames`: the first half of the frames silent, the second with every
    /// sound playing, and the figures of both halves are printed.
    #[arg(long, requires = "bench_frames")]
    sound_halves: bool,
    /// With `--bench-frames` and `--screen menu|settings|rules|new-game|history`: that
    /// screen open (for `history`, the move history beside the board shown) in every other
    /// block of frames and closed in the others; the figures of both (and of the frames
    /// that open or close it) are printed.
    #[arg(
        long,
        requires = "bench_frames",
        conflicts_with_all = ["sound_halves", "thinking"]
    )]
    alternate: bool,
    /// The language for this run: `en`, `fr`, `th` or `vi` (by default the one chosen in the
    /// settings, else the system's).
    #[arg(long)]
    lang: Option<oware::i18n::Language>,
    /// Rules of the first game: `abapa` or options such as `stores=no,seeds=5`.
    #[arg(long)]
    variant: Option<String>,
    /// Show the hints, analysed to this depth (8 when no depth is given); with
    /// `--screenshot` the frame is taken once they are ready.
    #[arg(long, num_args = 0..=1, default_missing_value = "8",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(oware::ai::MAX_HINT_DEPTH)))]
    hints: Option<u32>,
    /// The screen to open on: `menu`, `board` (default), `library`, `lesson`, … (every
    /// form in `oware --help`).
    #[arg(long, default_value = "board",
          long_help = oware::gui::launch::options::screens_help())]
    screen: oware::gui::launch::options::Screen,
}

/// Why `--size` cannot be used.
#[derive(Debug, thiserror::Error)]
enum SizeError {
    /// Not `WIDTHxHEIGHT`.
    #[error("expected WIDTHxHEIGHT, e.g. 1280x720")]
    Shape,
    /// A side that is not a whole number.
    #[error("bad {which} '{text}'")]
    NotANumber { which: &'static str, text: String },
    /// Too small or too large.
    #[error("size must be between 200 and 8192 in each direction")]
    OutOfRange,
}

fn parse_size(text: &str) -> Result<(u32, u32), SizeError> {
    let (w, h) = text.split_once(['x', 'X']).ok_or(SizeError::Shape)?;
    let number = |which: &'static str, t: &str| {
        t.trim().parse::<u32>().map_err(|_| SizeError::NotANumber {
            which,
            text: t.to_string(),
        })
    };
    let (w, h) = (number("width", w)?, number("height", h)?);
    if !(200..=8192).contains(&w) || !(200..=8192).contains(&h) {
        return Err(SizeError::OutOfRange);
    }
    Ok((w, h))
}

/// Why the game cannot start with the options given.
#[derive(Debug, thiserror::Error)]
enum LaunchError {
    /// `--variant` names no rule set.
    #[error("--variant: {0}")]
    Variant(#[source] VariantError),
    /// `--moves` cannot be read.
    #[error("--moves: {0}")]
    Moves(#[source] NotationError),
    /// `--position` cannot be read.
    #[error("--position: {0}")]
    Position(#[source] NotationError),
    /// A move of `--moves` is illegal where it stands.
    #[error("--moves: {0}")]
    Illegal(#[source] IllegalToken),
    /// `--alternate` with a screen that cannot be opened and closed while the board plays.
    #[error("--alternate: works with --screen menu, settings, rules, new-game or history")]
    Alternate,
    /// `--screenshot` names no file a PNG can be written to.
    #[error("--screenshot: {0}")]
    Screenshot(String),
}

/// Checks the rules and the moves before the window opens: a bad list is an error, not a
/// surprise.
fn launch_options(args: Args, started: std::time::Instant) -> Result<LaunchOptions, LaunchError> {
    let rules = args
        .variant
        .as_deref()
        .map(str::parse::<Rules>)
        .transpose()
        .map_err(LaunchError::Variant)?;
    let moves: Vec<MoveToken> = match args.moves.as_deref() {
        Some(text) => oware::rules::parse_move_list(text).map_err(LaunchError::Moves)?,
        None => Vec::new(),
    };
    Game::new(rules.unwrap_or_default())
        .play_tokens(&moves)
        .map_err(LaunchError::Illegal)?;
    let position = args
        .position
        .as_deref()
        .map(|text| oware::rules::parse_position(text, &rules.unwrap_or_default()))
        .transpose()
        .map_err(LaunchError::Position)?;
    if args.alternate && !args.screen.can_alternate() {
        return Err(LaunchError::Alternate);
    }
    if let Some(path) = &args.screenshot {
        oware::gui::launch::snapshot::check_screenshot_path(path)
            .map_err(LaunchError::Screenshot)?;
    }
    Ok(LaunchOptions {
        screenshot: args.screenshot,
        check_layout: args.check_layout,
        layout_languages: args.layout_languages,
        open: args.file,
        moves,
        position,
        size: args.size,
        bench_frames: args.bench_frames,
        rules,
        hints: args.hints,
        screen: args.screen,
        thinking: args.thinking,
        sound_halves: args.sound_halves,
        alternate: args.alternate,
        lang: args.lang,
        started: Some(started),
    })
}

fn main() -> std::process::ExitCode {
    let started = std::time::Instant::now();
    #[cfg(windows)]
    oware::gui::launch::windows_console::attach_to_terminal();
    let options = match launch_options(Args::parse(), started) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("oware: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    match run(options) {
        bevy::app::AppExit::Success => std::process::ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => std::process::ExitCode::from(code.get()),
    }
}
