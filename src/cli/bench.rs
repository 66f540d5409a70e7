//! `oware-cli bench`: the fixed benchmark.

use super::args::BenchArgs;
use super::{CliError, io_error};
use crate::rules::{Position, Rules, perft};
use std::io::Write;
use std::time::Instant;

/// Perft depth timed by the benchmark (91 558 687 leaves from the start).
const PERFT_DEPTH: u32 = 11;

/// Runs the benchmark and prints one table (or one JSON object).
pub fn run(args: &BenchArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    let start = Position::start(rules);
    let t = Instant::now();
    let count = perft(&start, PERFT_DEPTH, rules);
    let secs = t.elapsed().as_secs_f64();
    let rate = count.leaves as f64 / secs.max(1e-9);
    if args.json {
        let value = serde_json::json!({
            "perft_depth": PERFT_DEPTH,
            "perft_leaves": count.leaves,
            "perft_seconds": secs,
            "perft_leaves_per_second": rate,
        });
        writeln!(out, "{value}").map_err(io_error)?;
    } else {
        writeln!(out, "{:<40} {:>16}", "measure", "value").map_err(io_error)?;
        writeln!(
            out,
            "{:<40} {:>16}",
            format!("perft {PERFT_DEPTH} leaves"),
            count.leaves
        )
        .map_err(io_error)?;
        writeln!(out, "{:<40} {:>16.3}", "perft time (s)", secs).map_err(io_error)?;
        writeln!(out, "{:<40} {:>16.0}", "perft leaves/s (one core)", rate).map_err(io_error)?;
    }
    Ok(())
}
