//! `oware-cli analyze`: every legal move with its score and line, best first.

use super::CliError;
use super::args::{AnalyzeArgs, start_position};
use crate::ai::review::summary;
use crate::ai::{
    Limits, REVIEW_DEPTH, Searcher, analyze, analyze_deepening, count_marks, review_game,
};
use crate::records::{
    DEFAULT_TABLE_SEEDS, load_table, parse_ogn_with_rules, read_text, table_path,
};
use crate::rules::Side;
use crate::rules::{Game, Rules, parse_move_list};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// A searcher with the saved endgame tables, when they have been built (`egtb build`).
fn searcher_with_tables(rules: &Rules) -> Searcher {
    let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
    if let Ok(path) = table_path(rules, DEFAULT_TABLE_SEEDS)
        && let Ok(t) = load_table(&path, rules, DEFAULT_TABLE_SEEDS)
    {
        searcher.set_tables(Some(Arc::new(t)));
    }
    searcher
}

/// Prints every move's mark in a game record: the review the app shows after a game. The
/// rules are the record's `Variant`, or `rules` when given.
fn review(
    path: &Path,
    rules: Option<Rules>,
    depth: u32,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let text = read_text(path, crate::records::RECORD_LIMIT)?;
    if text.trim().is_empty() {
        return Err(CliError::NoGame {
            path: path.to_path_buf(),
            why: "the file is empty",
        });
    }
    let record = parse_ogn_with_rules(&text, rules).map_err(|source| CliError::Record {
        path: path.to_path_buf(),
        source,
    })?;
    let game = &record.game;
    if game.plies().is_empty() {
        return Err(CliError::NoGame {
            path: path.to_path_buf(),
            why: "the record holds no moves",
        });
    }
    let mut searcher = searcher_with_tables(game.rules());
    let marks = review_game(&mut searcher, game, depth, &mut |_, _| {});
    for m in &marks {
        let number = format!("{}.", m.ply.div_ceil(2));
        let detail = match m.better {
            Some(better) => format!(
                " ({:+.1} seeds; better {better}, {:+.1})",
                f64::from(m.played_cp - m.best_cp) / 100.0,
                f64::from(m.best_cp) / 100.0
            ),
            None => String::new(),
        };
        writeln!(
            out,
            "{number:>4} {} {:<5} {}{detail}",
            m.mv,
            m.side().to_string(),
            m.quality
        )?;
    }
    for side in Side::BOTH {
        writeln!(out, "{side}: {}", summary(count_marks(&marks, side)))?;
    }
    Ok(())
}

/// Prints the hint table for the position after the given moves, or reviews a game (under
/// `chosen` rules when `--variant` was given, else the record's).
pub fn run(
    args: &AnalyzeArgs,
    rules: &Rules,
    chosen: Option<Rules>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if let Some(path) = &args.game {
        return review(path, chosen, args.depth.unwrap_or(REVIEW_DEPTH), out);
    }
    let start = start_position(args.fen.as_deref(), rules)?;
    let mut game = Game::from_position(*rules, start);
    let tokens = parse_move_list(&args.moves.join(" ")).map_err(CliError::Moves)?;
    game.play_tokens(&tokens)?;
    if let Some(o) = game.outcome() {
        writeln!(out, "the game is over: {o}")?;
        return Ok(());
    }
    let mut searcher = searcher_with_tables(rules);
    let hints = match args.depth {
        Some(depth) => analyze_deepening(&mut searcher, &game, depth, &mut |_, _| {})
            .map(|(_, hints)| hints)
            .unwrap_or_default(),
        None => analyze(
            &mut searcher,
            &game,
            Limits::time(Duration::from_millis(args.movetime.unwrap_or(1000).max(1))),
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
