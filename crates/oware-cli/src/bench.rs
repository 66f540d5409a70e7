//! `oware-cli bench`: the fixed benchmark — perft speed, search speed and depth in fixed time
//! on a fixed suite of positions, and the endgame-table build time.

use super::CliError;
use super::args::BenchArgs;
use crate::ai::{EndgameTable, Limits, Searcher};
use crate::rules::{Position, Rules, parse_position, perft};
use std::io::Write;
use std::time::{Duration, Instant};

/// Perft depth timed by the benchmark (91 558 687 leaves from the start).
const PERFT_DEPTH: u32 = 11;

/// The search suite: the start, middle games and endgames (Abapa, 48 seeds).
const SUITE: [&str; 6] = [
    "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
    "5-5-5-5-0-1-6-6-6-5-4-0-0-0-S",
    "2-4-5-7-7-0-7-4-3-2-1-6-0-0-N",
    "10-10-4-0-2-1-10-0-0-0-3-3-5-0-N",
    "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S",
    "0-2-3-1-4-6-1-0-2-5-1-3-9-11-S",
];

/// Runs the benchmark and prints one table (or one JSON object).
pub fn run(args: &BenchArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    let start = Position::start(rules);
    let t = Instant::now();
    let count = perft(&start, PERFT_DEPTH, rules);
    let perft_secs = t.elapsed().as_secs_f64();
    let perft_rate = count.leaves as f64 / perft_secs.max(1e-9);

    // `--seconds` is checked when it is read (a number from 0.01 to 600).
    let per_position = Duration::from_secs_f64(args.seconds);
    let mut rows = Vec::new();
    let mut total_nodes = 0u64;
    let mut total_secs = 0.0;
    for fen in SUITE {
        let position = match parse_position(fen, rules) {
            Ok(p) => p,
            Err(_) => continue, // another variant's totals: the suite is for 48 seeds
        };
        let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
        let r = searcher.search(&[position], Limits::time(per_position), &mut |_| {});
        let secs = r.info.elapsed.as_secs_f64();
        total_nodes += r.info.nodes;
        total_secs += secs;
        rows.push((fen, r.info.depth, r.info.nodes, secs));
    }
    let nps = total_nodes as f64 / total_secs.max(1e-9);

    // Hints: how soon the first values (depth 1) come after a position change.
    let first_hint_ms = SUITE
        .iter()
        .filter_map(|fen| parse_position(fen, rules).ok())
        .map(|position| {
            let game = crate::rules::Game::from_position(*rules, position);
            let t = Instant::now();
            let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
            crate::ai::analyze_deepening(&mut searcher, &game, 1, &mut |_, _| {});
            t.elapsed().as_secs_f64() * 1e3
        })
        .fold(0.0, f64::max);

    // Counting-practice exercises, over every difficulty (the app makes one per question).
    let mut exercise_ms: Vec<f64> = (0..200u64)
        .map(|i| {
            let t = Instant::now();
            let difficulty = (i % u64::from(crate::practice::MAX_DIFFICULTY)) as u8 + 1;
            crate::practice::make_exercise(None, difficulty, i);
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    exercise_ms.sort_by(f64::total_cmp);
    let exercise_median = exercise_ms[exercise_ms.len() / 2];
    let exercise_max = exercise_ms.last().copied().unwrap_or(0.0);

    let t = Instant::now();
    let table = EndgameTable::build(rules, args.table_seeds, &mut |_, _| {})?;
    let table_secs = t.elapsed().as_secs_f64();

    if args.json {
        let suite: Vec<_> = rows
            .iter()
            .map(|(fen, depth, nodes, secs)| serde_json::json!({"position": fen, "depth": depth, "nodes": nodes, "seconds": secs}))
            .collect();
        let value = serde_json::json!({
            "perft_depth": PERFT_DEPTH,
            "perft_leaves": count.leaves,
            "perft_seconds": perft_secs,
            "perft_leaves_per_second": perft_rate,
            "search_seconds_per_position": per_position.as_secs_f64(),
            "search_nodes_per_second": nps,
            "search_suite": suite,
            "table_seeds": table.max_seeds(),
            "table_positions": table.len(),
            "table_build_seconds": table_secs,
            "hints_first_values_ms_max": first_hint_ms,
            "practice_exercise_ms_median": exercise_median,
            "practice_exercise_ms_max": exercise_max,
        });
        writeln!(out, "{value}")?;
        return Ok(());
    }
    let w = |out: &mut dyn Write, k: &str, v: String| writeln!(out, "{k:<46} {v:>16}");
    w(out, "measure", "value".into())?;
    w(
        out,
        &format!("perft {PERFT_DEPTH} leaves"),
        count.leaves.to_string(),
    )?;
    w(out, "perft time (s)", format!("{perft_secs:.3}"))?;
    w(out, "perft leaves/s (one core)", format!("{perft_rate:.0}"))?;
    for (fen, depth, nodes, secs) in &rows {
        w(
            out,
            &format!("search {fen}"),
            format!("depth {depth} {nodes} nodes {secs:.2}s"),
        )?;
    }
    w(out, "search nodes/s (one core)", format!("{nps:.0}"))?;
    w(
        out,
        &format!("endgame tables {} seeds: positions", table.max_seeds()),
        table.len().to_string(),
    )?;
    w(
        out,
        "endgame tables build time (s)",
        format!("{table_secs:.2}"),
    )?;
    w(
        out,
        "hints, first values after a position change, max (ms)",
        format!("{first_hint_ms:.2}"),
    )?;
    w(
        out,
        "practice exercise, median / max of 200 (ms)",
        format!("{exercise_median:.2} / {exercise_max:.2}"),
    )?;
    Ok(())
}
