//! `oware-cli book`: build the opening book, or ask it about a position.

use super::CliError;
use super::args::BookCommand;
use crate::ai::book::OpeningBook;
use crate::records::{book_candidates, book_path, find_book, load_book, save_book};
use crate::rules::{Rules, parse_position};
use std::io::Write;

/// Runs `book build` or `book query`.
pub fn run(command: &BookCommand, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        BookCommand::Build {
            plies,
            depth,
            threads,
            out: file,
        } => {
            let path = match file {
                Some(p) => p.clone(),
                None => book_path(rules)?,
            };
            let started = std::time::Instant::now();
            let bar = indicatif::ProgressBar::new(0);
            let book = OpeningBook::build(rules, *plies, *depth, *threads, &|done, total| {
                bar.set_length(total as u64);
                bar.set_position(done as u64);
            });
            bar.finish_and_clear();
            save_book(&path, &book)?;
            writeln!(
                out,
                "built an opening book of {} positions (first {plies} plies, each move searched to depth {depth}) in {:.1} s, saved to {}",
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
                Some(f) => (load_book(f, rules)?, f.clone()),
                None => find_book(rules, &book_candidates(rules)).ok_or(CliError::NoBook)?,
            };
            match book.describe(&p) {
                Some(lines) => {
                    writeln!(out, "book {}:", path.display())?;
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
