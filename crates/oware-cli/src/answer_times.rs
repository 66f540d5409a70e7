//! `oware-cli answer-times`: how soon an engine answers `go movetime` while other work keeps
//! the machine's cores busy. The engine plays whole games against itself (a few random
//! plies first, so that they differ), endgames the tables hold included, and every answer
//! is timed from the `go` sent to the `bestmove` read.

use super::CliError;
use super::args::AnswerTimesArgs;
use super::engine_client::{EngineBudget, UciEngine};
use crate::records::DEFAULT_TABLE_SEEDS;
use crate::rules::{Game, Rules, format_position};
use rand::{SeedableRng, rngs::StdRng};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Answers later than this (milliseconds) are counted as late in the report.
const LATE_MS: f64 = 60.0;
/// Answers later than this (milliseconds) are counted as very late.
const VERY_LATE_MS: f64 = 500.0;

/// One timed answer.
struct Timed {
    /// From `go` sent to `bestmove` read.
    millis: f64,
    /// Seeds on the board when asked.
    seeds: u8,
    /// The position asked about.
    position: String,
}

/// Threads spinning until dropped: work that keeps the cores busy beside the engine.
struct BusyCores {
    stop: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl BusyCores {
    fn start(count: usize) -> BusyCores {
        let stop = Arc::new(AtomicBool::new(false));
        let threads = (0..count)
            .filter_map(|k| {
                let stop = stop.clone();
                std::thread::Builder::new()
                    .name(format!("busy-{k}"))
                    .spawn(move || {
                        let mut x = k as u64 + 1;
                        while !stop.load(Ordering::Relaxed) {
                            for _ in 0..10_000 {
                                x = std::hint::black_box(x.wrapping_mul(6_364_136_223_846_793_005))
                                    .wrapping_add(1);
                            }
                        }
                    })
                    .map_err(|e| eprintln!("oware-cli: answer-times: a busy thread: {e}"))
                    .ok()
            })
            .collect();
        BusyCores { stop, threads }
    }
}

impl Drop for BusyCores {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

fn engine_failed(e: super::engine_client::EngineError) -> CliError {
    CliError::Engine(Box::new(e))
}

/// The value below which a share `q` (0 to 1) of the sorted `values` lie.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len());
    sorted[at - 1]
}

/// Runs the measurement and prints its report (or one JSON object).
pub fn run(args: &AnswerTimesArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    let command = match &args.engine {
        Some(command) => command.clone(),
        None => format!("{} uci", std::env::current_exe()?.display()),
    };
    // The tables are made first when missing: every answer is timed with them in use, not
    // while the engine builds them.
    if args.engine.is_none() && rules.grand_slam != crate::rules::GrandSlamRule::AllowedIfWinning {
        super::egtb_cmd::load_or_build(rules, DEFAULT_TABLE_SEEDS)?;
    }
    let movetime = Duration::from_millis(args.movetime);
    let busy = args
        .busy
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let mut rng = StdRng::seed_from_u64(args.seed);
    let mut engine = UciEngine::start(&command, &[]).map_err(engine_failed)?;
    let load = BusyCores::start(busy);
    let mut times: Vec<Timed> = Vec::with_capacity(args.goes as usize);
    let mut games = 0u32;
    while times.len() < args.goes as usize {
        games += 1;
        engine.new_game().map_err(engine_failed)?;
        let mut game = Game::new(*rules);
        crate::ai::tuning::play_random_plies(&mut game, args.random_plies, &mut rng);
        while !game.is_over() && times.len() < args.goes as usize {
            let legal = game.legal_moves().to_vec();
            let asked = Instant::now();
            let answer = engine
                .best_move(
                    game.start(),
                    &game.moves(),
                    &legal,
                    EngineBudget::Time(movetime),
                )
                .map_err(engine_failed)?;
            times.push(Timed {
                millis: asked.elapsed().as_secs_f64() * 1000.0,
                seeds: game.position().board_seeds(),
                position: format_position(game.position()),
            });
            // The answer is one of the legal moves (the client checks it).
            if game.play(answer.mv).is_err() {
                break;
            }
        }
    }
    drop(load);
    report(args, busy, games, &times, out)
}

fn report(
    args: &AnswerTimesArgs,
    busy: usize,
    games: u32,
    times: &[Timed],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut sorted: Vec<f64> = times.iter().map(|t| t.millis).collect();
    sorted.sort_by(f64::total_cmp);
    let in_tables = times
        .iter()
        .filter(|t| usize::from(t.seeds) <= DEFAULT_TABLE_SEEDS)
        .count();
    let late = sorted.iter().filter(|&&m| m > LATE_MS).count();
    let very_late = sorted.iter().filter(|&&m| m > VERY_LATE_MS).count();
    let slowest = times.iter().max_by(|a, b| a.millis.total_cmp(&b.millis));
    let (median, p90, p99, max) = (
        quantile(&sorted, 0.5),
        quantile(&sorted, 0.9),
        quantile(&sorted, 0.99),
        quantile(&sorted, 1.0),
    );
    if args.json {
        let value = serde_json::json!({
            "goes": times.len(),
            "games": games,
            "movetime_ms": args.movetime,
            "busy_threads": busy,
            "in_tables": in_tables,
            "median_ms": median,
            "p90_ms": p90,
            "p99_ms": p99,
            "max_ms": max,
            "over_60_ms": late,
            "over_500_ms": very_late,
            "slowest_position": slowest.map(|t| t.position.clone()),
        });
        writeln!(out, "{value}")?;
        return Ok(());
    }
    writeln!(
        out,
        "{} answers to go movetime {} in {games} games, {busy} threads kept busy beside the engine",
        times.len(),
        args.movetime
    )?;
    writeln!(
        out,
        "positions the tables hold ({DEFAULT_TABLE_SEEDS} seeds or fewer on the board): {in_tables}"
    )?;
    writeln!(
        out,
        "answer time: median {median:.1} ms, p90 {p90:.1} ms, p99 {p99:.1} ms, max {max:.1} ms"
    )?;
    writeln!(
        out,
        "later than {LATE_MS} ms: {late}; later than {VERY_LATE_MS} ms: {very_late}"
    )?;
    if let Some(t) = slowest {
        writeln!(
            out,
            "slowest: {:.1} ms at {} ({} seeds on the board)",
            t.millis, t.position, t.seeds
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_of_sorted_answer_times() {
        let sorted: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(quantile(&sorted, 0.5), 50.0);
        assert_eq!(quantile(&sorted, 0.99), 99.0);
        assert_eq!(quantile(&sorted, 1.0), 100.0);
        assert_eq!(quantile(&[7.0], 0.99), 7.0);
        assert_eq!(quantile(&[], 0.5), 0.0);
    }
}
