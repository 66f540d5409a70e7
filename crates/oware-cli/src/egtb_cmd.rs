//! `oware-cli egtb build|query`: endgame tables.

use super::CliError;
use super::args::{EgtbArgs, EgtbCommand};
use crate::ai::EndgameTable;
use crate::records::{load_or_build_table, save_table, table_path};
use crate::rules::{Position, Rules, parse_position};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// A progress bar on stderr for a table build (hidden when stderr is not a terminal).
fn progress_bar(label: &'static str) -> impl FnMut(usize, usize) {
    let bar = indicatif::ProgressBar::new(0);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} seeds {elapsed}")
    {
        bar.set_style(style.progress_chars("#>."));
    }
    bar.set_message(label);
    move |n: usize, max: usize| {
        bar.set_length(max as u64);
        bar.set_position(n as u64);
        if n == max {
            bar.finish();
        }
    }
}

/// Loads tables from the data folder, or builds and saves them, with a progress bar on
/// stderr. A build that cannot be saved is still used, with a warning.
pub fn load_or_build(rules: &Rules, max_seeds: usize) -> Result<EndgameTable, CliError> {
    let path = table_path(rules, max_seeds)?;
    let loaded = load_or_build_table(&path, rules, max_seeds, &mut progress_bar("endgame tables"))?;
    if let Some(replaced) = &loaded.replaced {
        eprintln!(
            "oware-cli: warning: the saved tables could not be used and were built again: {replaced}"
        );
    }
    if let Some(e) = loaded.not_saved {
        eprintln!("oware-cli: warning: the tables were built but not saved: {e}");
    }
    Ok(loaded.table)
}

/// Runs `egtb build` or `egtb query`.
pub fn run(args: &EgtbArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    match &args.command {
        EgtbCommand::Build {
            max_seeds,
            out: file,
        } => build(rules, *max_seeds, file.clone(), out),
        EgtbCommand::Query {
            position,
            max_seeds,
        } => query(rules, position, *max_seeds, out),
    }
}

fn build(
    rules: &Rules,
    max_seeds: usize,
    file: Option<PathBuf>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let path = match file {
        Some(p) => p,
        None => table_path(rules, max_seeds)?,
    };
    let t = Instant::now();
    let table = EndgameTable::build(rules, max_seeds, &mut progress_bar("building"))?;
    let build = t.elapsed().as_secs_f64();
    save_table(&path, &table)?;
    writeln!(
        out,
        "built tables for up to {} seeds: {} positions, {} bytes, {:.1} s, saved to {}",
        max_seeds,
        table.len(),
        table.len(),
        build,
        path.display()
    )?;
    Ok(())
}

fn query(
    rules: &Rules,
    position: &str,
    max_seeds: usize,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let p = parse_position(position, rules).map_err(|source| CliError::Position {
        text: position.to_string(),
        source,
    })?;
    if let Some(o) = crate::rules::Outcome::of_position(&p, rules) {
        writeln!(out, "{position}: the game is over: {o}")?;
        return Ok(());
    }
    if p.board_seeds() as usize > max_seeds {
        return Err(CliError::NotCovered {
            seeds: p.board_seeds(),
            max: max_seeds,
        });
    }
    let table = load_or_build(rules, max_seeds)?;
    writeln!(out, "{}", query_line(position, &p, &table)?)?;
    Ok(())
}

/// The answer of `egtb query` for a position the tables cover.
fn query_line(position: &str, p: &Position, table: &EndgameTable) -> Result<String, CliError> {
    let value = table.probe_value(p).ok_or(CliError::NotCovered {
        seeds: p.board_seeds(),
        max: table.max_seeds(),
    })?;
    let margin = value.margin;
    let me = p.to_move();
    let with_stores = value.with_stores(p);
    let result = match with_stores.signum() {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    };
    // The tables divide every seed on the board (R8 left out): with the stores this gives
    // the right winner, but a game that reaches 25 (R8) ends with seeds still on the board,
    // so its final margin can differ.
    Ok(format!(
        "{position}: {me} to move gets {margin:+} of the {} seeds on the board (margin over the board's seeds, stores apart); stores included: {with_stores:+}, a {result} for {me} (if the game ends by R8 the winner is the same, the final margin may differ){}",
        p.board_seeds(),
        if value.forced {
            ""
        } else {
            "; an estimate: best play may lead to a cycle (R10), and the value assumes where it closes"
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::query_line;
    use crate::ai::EndgameTable;
    use crate::rules::{Rules, parse_position};

    #[test]
    fn a_query_says_what_its_numbers_are() {
        let rules = Rules::ABAPA;
        let table = EndgameTable::build(&rules, 4, &mut |_, _| {}).expect("size");
        let text = "1-0-1-0-0-2-0-0-0-0-0-0-22-22-S";
        let p = parse_position(text, &rules).expect("position");
        let line = query_line(text, &p, &table).expect("covered");
        assert!(
            line.contains(
                "of the 4 seeds on the board (margin over the board's seeds, stores apart)"
            ),
            "{line}"
        );
        assert!(line.contains("stores included: "), "{line}");
        let five = parse_position("1-0-1-0-0-2-0-0-0-0-0-1-21-22-S", &rules).expect("position");
        assert!(
            query_line("x", &five, &table).is_err(),
            "5 seeds, 4-seed tables"
        );
    }
}
