//! `oware-cli analyze`: every legal move with its score and line, best first.

use super::CliError;
use super::args::{AnalyzeArgs, start_position};
use super::game_records::{heading, read_records};
use crate::ai::EndgameTable;
use crate::ai::review::summary;
use crate::ai::{
    Certainty, Limits, REVIEW_DEPTH, Searcher, analyze, analyze_deepening, count_marks, review_game,
};
use crate::records::{DEFAULT_TABLE_SEEDS, load_largest_table, read_text};
use crate::rules::Side;
use crate::rules::{Game, Rules, parse_move_list};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The smallest tables the tool builds for itself when none are saved: seconds to build,
/// and enough to solve every ending of a few seeds exactly.
const BUILT_TABLE_SEEDS: usize = 12;

/// A searcher with the largest endgame tables saved (`egtb build`, or the game's build so
/// far); without any, when `small` reaches positions of few seeds, tables of
/// [`BUILT_TABLE_SEEDS`] seeds built here, so that endings are judged exactly.
fn searcher_with_tables(rules: &Rules, small: bool) -> Searcher {
    let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
    let tables = load_largest_table(rules, DEFAULT_TABLE_SEEDS)
        .filter(|t| t.max_seeds() >= BUILT_TABLE_SEEDS)
        .or_else(|| {
            small
                .then(|| EndgameTable::build(rules, BUILT_TABLE_SEEDS, &mut |_, _| {}).ok())
                .flatten()
        });
    searcher.set_tables(tables.map(Arc::new));
    searcher
}

/// Whether any position of `game` has few enough seeds for the tables to matter.
fn reaches_an_ending(game: &Game) -> bool {
    let most = BUILT_TABLE_SEEDS as u8 + 8;
    game.start().board_seeds() <= most || game.plies().iter().any(|p| p.after.board_seeds() <= most)
}

/// Prints every move's mark in a game record (each of them, under a `game N: South v North`
/// line, when the file holds several and none is chosen): the review the app shows after a
/// game. The rules are each record's `Variant`, or `rules` when given.
fn review(
    path: &Path,
    rules: Option<Rules>,
    only: Option<usize>,
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
    let records = read_records(path, rules, only)?;
    let several = records.len() > 1;
    if records.iter().all(|(_, r)| r.game.plies().is_empty()) {
        return Err(CliError::NoGame {
            path: path.to_path_buf(),
            why: "the record holds no moves",
        });
    }
    for (number, record) in &records {
        if several || only.is_some() {
            writeln!(out, "{}", heading(*number, record))?;
        }
        review_one(&record.game, depth, out)?;
    }
    Ok(())
}

/// The review of one game.
fn review_one(game: &Game, depth: u32, out: &mut dyn Write) -> Result<(), CliError> {
    let mut searcher = searcher_with_tables(game.rules(), reaches_an_ending(game));
    let marks = review_game(&mut searcher, game, depth, &mut |_, _| {});
    for m in &marks {
        let number = format!("{}.", m.ply.div_ceil(2));
        let detail = match m.better {
            Some(better) => format!(
                " ({:+.1} seeds; better {better}, {:+.1}, {})",
                f64::from(m.played_cp - m.best_cp) / 100.0,
                f64::from(m.best_cp) / 100.0,
                certainty_words(m.best_certainty),
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

/// How sure a value is, in the words of the tool's output: `exact` or `depth N`.
fn certainty_words(certainty: Certainty) -> String {
    match certainty {
        Certainty::Exact => "exact".to_string(),
        Certainty::Depth(d) => format!("depth {d}"),
    }
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
        return review(
            path,
            chosen,
            args.record.map(|n| n as usize),
            args.depth.unwrap_or(REVIEW_DEPTH),
            out,
        );
    }
    let start = start_position(args.fen.as_deref(), rules)?;
    let mut game = Game::from_position(*rules, start);
    let tokens = parse_move_list(&args.moves.join(" ")).map_err(CliError::Moves)?;
    game.play_tokens(&tokens)?;
    if let Some(o) = game.outcome() {
        writeln!(out, "the game is over: {o}")?;
        return Ok(());
    }
    let mut searcher = searcher_with_tables(rules, reaches_an_ending(&game));
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
            if h.exact() { " (exact)" } else { "" },
            line.join(" "),
            if tags.is_empty() { "" } else { "; " },
            tags.join(", ")
        )?;
    }
    Ok(())
}
