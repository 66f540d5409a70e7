//! `oware-cli perft`.

use super::CliError;
use super::args::{PerftArgs, start_position};
use crate::rules::{Rules, perft, perft_divide};
use std::io::Write;
use std::time::Instant;

/// Prints leaves and finished games for each depth up to the one asked for.
pub fn run(args: &PerftArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    let position = start_position(args.fen.as_deref(), rules)?;
    if args.divide {
        let t = Instant::now();
        let mut total = crate::rules::PerftCount::default();
        if args.depth == 0 {
            total = perft(&position, 0, rules);
        }
        for (mv, count) in perft_divide(&position, args.depth, rules) {
            writeln!(
                out,
                "{mv}: {} leaves, {} finished",
                count.leaves, count.finished
            )?;
            total += count;
        }
        let secs = t.elapsed().as_secs_f64();
        writeln!(
            out,
            "total: {} leaves, {} finished, {:.3} s, {:.0} leaves/s",
            total.leaves,
            total.finished,
            secs,
            total.leaves as f64 / secs.max(1e-9)
        )?;
        return Ok(());
    }
    writeln!(
        out,
        "{:>5} {:>14} {:>10} {:>10} {:>14}",
        "depth", "leaves", "finished", "time_ms", "leaves/s"
    )?;
    // Depth 0 is the position itself: one leaf, by convention.
    for depth in (1..=args.depth).chain((args.depth == 0).then_some(0)) {
        let t = Instant::now();
        let count = perft(&position, depth, rules);
        let secs = t.elapsed().as_secs_f64();
        writeln!(
            out,
            "{:>5} {:>14} {:>10} {:>10.1} {:>14.0}",
            depth,
            count.leaves,
            count.finished,
            secs * 1e3,
            count.leaves as f64 / secs.max(1e-9)
        )?;
    }
    Ok(())
}
