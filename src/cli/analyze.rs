//! `oware-cli analyze`: every legal move with its score and line, best first.

use super::CliError;
use super::args::{AnalyzeArgs, start_position};
use crate::ai::{Limits, Searcher, analyze, analyze_deepening};
use crate::records::{DEFAULT_TABLE_SEEDS, load_table, table_path};
use crate::rules::{Game, Rules, parse_move_list};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// Prints the hint table for the position after the given moves.
pub fn run(args: &AnalyzeArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    let start = start_position(args.fen.as_deref(), rules)?;
    let mut game = Game::from_position(*rules, start);
    let tokens = parse_move_list(&args.moves.join(" ")).map_err(CliError::Moves)?;
    game.play_tokens(&tokens)?;
    if let Some(o) = game.outcome() {
        writeln!(out, "the game is over: {o}")?;
        return Ok(());
    }
    let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
    // Tables are used when they have been built already (see `egtb build`).
    if let Ok(path) = table_path(rules, DEFAULT_TABLE_SEEDS)
        && let Ok(t) = load_table(&path, rules, DEFAULT_TABLE_SEEDS)
    {
        searcher.set_tables(Some(Arc::new(t)));
    }
    let hints = match args.depth {
        Some(depth) => analyze_deepening(&mut searcher, &game, depth, &mut |_, _| {})
            .map(|(_, hints)| hints)
            .unwrap_or_default(),
        None => analyze(
            &mut searcher,
            &game,
            Limits::time(Duration::from_millis(args.movetime.max(1))),
        ),
    };
    writeln!(
        out,
        "{} to move: {}",
        game.position().to_move(),
        crate::rules::format_position(game.position())
    )?;
    for h in hints {
        let score = format!("{:+.2}", f64::from(h.cp) / 100.0);
        let line: Vec<String> = h.line.iter().map(|m| m.to_string()).collect();
        let tags: Vec<String> = h.tags.iter().map(|t| t.to_string()).collect();
        writeln!(
            out,
            "{} {:>7}{} line {}{}{}",
            h.mv,
            score,
            if h.exact { " (exact)" } else { "" },
            line.join(" "),
            if tags.is_empty() { "" } else { "; " },
            tags.join(", ")
        )?;
    }
    Ok(())
}
