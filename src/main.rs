//! `oware`: the game window.

use clap::Parser;
use oware::gui::{LaunchOptions, run};

/// Oware (Abapa) — the game.
#[derive(Debug, Parser)]
#[command(name = "oware", version, about)]
struct Args {
    /// Render the board, write a PNG screenshot to this file and exit.
    #[arg(long)]
    screenshot: Option<std::path::PathBuf>,
    /// Moves to play first, e.g. `FfEa` (instantly).
    #[arg(long)]
    moves: Option<String>,
    /// Window size, e.g. `1280x720`.
    #[arg(long, value_parser = parse_size)]
    size: Option<(u32, u32)>,
    /// Animate this many frames of sowing and print frame-time figures.
    #[arg(long)]
    bench_frames: Option<u32>,
    /// Rules of the first game: `abapa` or options such as `stores=no,seeds=5`.
    #[arg(long)]
    variant: Option<String>,
}

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or("expected WIDTHxHEIGHT, e.g. 1280x720")?;
    let w: u32 = w.trim().parse().map_err(|_| format!("bad width '{w}'"))?;
    let h: u32 = h.trim().parse().map_err(|_| format!("bad height '{h}'"))?;
    if !(200..=8192).contains(&w) || !(200..=8192).contains(&h) {
        return Err("size must be between 200 and 8192 in each direction".into());
    }
    Ok((w, h))
}

/// Checks `--moves` before the window opens: an illegal list is an error, not a surprise.
fn check_moves(moves: &str, rules: oware::rules::Rules) -> Result<(), String> {
    let tokens = oware::rules::parse_move_list(moves).map_err(|e| format!("--moves: {e}"))?;
    let mut game = oware::rules::Game::new(rules);
    game.play_tokens(&tokens)
        .map_err(|e| format!("--moves: {e}"))?;
    Ok(())
}

fn main() -> std::process::ExitCode {
    let started = std::time::Instant::now();
    let args = Args::parse();
    let rules = match args
        .variant
        .as_deref()
        .map(str::parse::<oware::rules::Rules>)
    {
        None => None,
        Some(Ok(rules)) => Some(rules),
        Some(Err(e)) => {
            eprintln!("oware: --variant: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let check_rules = rules.unwrap_or_default();
    if let Some(Err(e)) = args.moves.as_deref().map(|m| check_moves(m, check_rules)) {
        eprintln!("oware: {e}");
        return std::process::ExitCode::from(2);
    }
    let options = LaunchOptions {
        screenshot: args.screenshot,
        moves: args.moves,
        size: args.size,
        bench_frames: args.bench_frames,
        rules,
        started: Some(started),
    };
    match run(options) {
        bevy::app::AppExit::Success => std::process::ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => std::process::ExitCode::from(code.get()),
    }
}
