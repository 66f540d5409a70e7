//! `oware-cli egtb build|query`: endgame tables.

use super::args::{EgtbArgs, EgtbCommand};
use super::{CliError, io_error};
use crate::ai::EndgameTable;
use crate::rules::{Rules, parse_position};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// Default number of seeds the tables cover.
pub const DEFAULT_TABLE_SEEDS: usize = 15;

/// Where tables for a rule set and size live: the per-user data folder.
pub fn table_path(rules: &Rules, max_seeds: usize) -> Result<PathBuf, CliError> {
    let dir = crate::records::data_dir().map_err(|e| CliError::new(e.to_string()))?;
    Ok(dir.join(format!("egtb-{}-{max_seeds}.bin", rules.grand_slam.name())))
}

/// Loads tables from the data folder, or builds and saves them, with a progress bar on stderr.
pub fn load_or_build(
    rules: &Rules,
    max_seeds: usize,
    file: Option<PathBuf>,
) -> Result<EndgameTable, CliError> {
    let path = match file {
        Some(p) => p,
        None => table_path(rules, max_seeds)?,
    };
    let mut progress = |n: usize, max: usize| progress_bar("endgame tables", n, max);
    Ok(EndgameTable::load_or_build(
        &path,
        rules,
        max_seeds,
        &mut progress,
    ))
}

/// Draws a progress bar on stderr: `label [#####.....] n/max seeds`.
fn progress_bar(label: &str, n: usize, max: usize) {
    let width = 30;
    let done = (n + 1) * width / (max + 1);
    eprint!(
        "\r{label} [{}{}] {n}/{max} seeds",
        "#".repeat(done),
        ".".repeat(width - done)
    );
    if n == max {
        eprintln!();
    }
}

/// Runs `egtb build` or `egtb query`.
pub fn run(args: &EgtbArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    match &args.command {
        EgtbCommand::Build {
            max_seeds,
            out: file,
        } => {
            if *max_seeds > 24 {
                return Err(CliError::new(
                    "--max-seeds: at most 24 (a table of 24 seeds holds 2.7 billion positions)",
                ));
            }
            let path = match file {
                Some(p) => p.clone(),
                None => table_path(rules, *max_seeds)?,
            };
            let t = Instant::now();
            let mut progress = |n: usize, max: usize| progress_bar("building", n, max);
            let table = EndgameTable::build(rules, *max_seeds, &mut progress);
            let build = t.elapsed().as_secs_f64();
            table
                .save(&path)
                .map_err(|e| CliError::new(e.to_string()))?;
            writeln!(
                out,
                "built tables for up to {} seeds: {} positions, {} bytes, {:.1} s, saved to {}",
                max_seeds,
                table.len(),
                table.len(),
                build,
                path.display()
            )
            .map_err(io_error)?;
        }
        EgtbCommand::Query {
            position,
            max_seeds,
        } => {
            let p = parse_position(position, rules)
                .map_err(|e| CliError::new(format!("position '{position}': {e}")))?;
            if p.board_seeds() as usize > *max_seeds {
                return Err(CliError::new(format!(
                    "the position has {} seeds on the board; the tables hold at most {max_seeds}",
                    p.board_seeds()
                )));
            }
            let table = load_or_build(rules, *max_seeds, None)?;
            let value = table
                .probe_value(&p)
                .ok_or_else(|| CliError::new("position not covered by the tables"))?;
            let margin = value.margin;
            let me = p.to_move();
            let final_margin =
                i32::from(p.store(me)) - i32::from(p.store(me.opponent())) + i32::from(margin);
            let result = match final_margin.signum() {
                1 => "win",
                -1 => "loss",
                _ => "draw",
            };
            writeln!(
                out,
                "{position}: {me} to move gets {margin:+} of the {} seeds on the board; final margin {final_margin:+} ({result} for {me}){}",
                p.board_seeds(),
                if value.forced {
                    ""
                } else {
                    "; an estimate: best play may lead to a cycle (R10), and the value assumes where it closes"
                }
            )
            .map_err(io_error)?;
        }
    }
    Ok(())
}
