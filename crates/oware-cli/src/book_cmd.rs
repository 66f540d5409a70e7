//! `oware-cli book`: build the opening book, or ask it about a position.

use super::CliError;
use super::args::BookCommand;
use crate::ai::book::{Expansion, OpeningBook};
use crate::records::{BookSource, book_candidates, book_path, find_book, load_book, save_book};
use crate::rules::{Rules, parse_position};
use std::io::Write;

/// Runs `book build` or `book query`.
pub fn run(command: &BookCommand, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        BookCommand::Build {
            plies,
            depth,
            threads,
            games,
            game_plies,
            game_nodes,
            random_plies,
            min_visits,
            seed,
            out: file,
        } => {
            let path = match file {
                Some(p) => p.clone(),
                None => book_path(rules)?,
            };
            let started = std::time::Instant::now();
            let bar = indicatif::ProgressBar::new(0);
            let progress = |done: usize, total: usize| {
                bar.set_length(total as u64);
                bar.set_position(done as u64);
            };
            let mut book = OpeningBook::build(rules, *plies, *depth, *threads, &progress);
            let mut coverage = format!("first {plies} plies");
            if *games > 0 {
                let first = book.len();
                bar.set_message("self-play");
                let expansion = Expansion {
                    games: *games,
                    plies: *game_plies,
                    nodes: *game_nodes,
                    random_plies: *random_plies,
                    min_visits: *min_visits,
                    seed: *seed,
                };
                let found = book.self_play_positions(rules, &expansion);
                book.add(rules, &found, *depth, *threads, &progress);
                coverage = format!(
                    "the {first} of the first {plies} plies, and {} within {game_plies} plies that at least {min_visits} of {games} self-play games reached",
                    book.len() - first
                );
            }
            bar.finish_and_clear();
            save_book(&path, &book)?;
            writeln!(
                out,
                "built an opening book of {} positions ({coverage}; each move searched to depth {depth}) in {:.1} s, saved to {}",
                book.len(),
                started.elapsed().as_secs_f64(),
                path.display()
            )?;
        }
        BookCommand::Query { file, position } => {
            let p = parse_position(position, rules).map_err(|source| CliError::Position {
                text: position.clone(),
                source,
            })?;
            let (book, path) = match file {
                Some(f) => (load_book(f, rules)?, BookSource::File(f.clone())),
                None => {
                    let search = find_book(rules, &book_candidates(rules));
                    for refused in &search.passed_over {
                        writeln!(out, "passed over: {refused}")?;
                    }
                    search.found.ok_or(CliError::NoBook)?
                }
            };
            match book.describe(&p) {
                Some(lines) => {
                    writeln!(out, "book {path}:")?;
                    for line in lines {
                        writeln!(out, "{line}")?;
                    }
                }
                None => writeln!(out, "not in the book ({} positions)", book.len())?,
            }
        }
    }
    Ok(())
}
