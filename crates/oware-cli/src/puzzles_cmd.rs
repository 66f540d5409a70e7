//! `oware-cli puzzles build|check`: a puzzle set made from engine games, each puzzle proven
//! by the endgame tables or two searches (see `oware_core::learn`), and proven again.

use super::CliError;
use super::args::PuzzlesCommand;
use crate::ai::{EndgameTable, LevelPlayer};
use crate::learn::{
    BUILT_IN_PUZZLES, PUZZLE_RULES, PUZZLE_TABLE_SEEDS, Proof, Prover, Puzzle, parse_puzzles,
    starting_rating, write_puzzles,
};
use crate::records::{read_text, write_atomic};
use crate::rules::{Game, Position};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The largest puzzle file read.
const MAX_FILE: u64 = 64 << 20;

/// Runs `puzzles build` or `puzzles check`.
pub fn run(command: &PuzzlesCommand, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Build {
            count,
            out: file,
            seed,
            per_game,
            threads,
        } => build(
            *count as usize,
            file.as_deref(),
            *seed,
            *per_game as usize,
            *threads,
            out,
        ),
        PuzzlesCommand::Check {
            file,
            sample,
            threads,
        } => check(file.as_deref(), *sample, *threads, out),
    }
}

/// The tables puzzles are proven by, built in memory (a few seconds).
fn puzzle_tables() -> Result<Arc<EndgameTable>, CliError> {
    Ok(Arc::new(EndgameTable::build(
        &PUZZLE_RULES,
        PUZZLE_TABLE_SEEDS,
        &mut |_, _| {},
    )?))
}

/// The positions of one engine game: a few random plies, then levels 3 and 4 (whose
/// slips leave chances to punish), to the end.
fn game_positions(seed: u64) -> Vec<Position> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut game = Game::new(PUZZLE_RULES);
    let opening = rng.random_range(2..=8);
    for _ in 0..opening {
        let legal = game.legal_moves().to_vec();
        let Some(&mv) = legal.choose(&mut rng) else {
            break;
        };
        let _ = game.play(mv);
    }
    let levels = if seed.is_multiple_of(2) {
        [3, 4]
    } else {
        [4, 3]
    };
    let mut players = levels.map(|l| LevelPlayer::new(l, &game, seed, Duration::from_millis(50)));
    let mut positions = Vec::new();
    while !game.is_over() && game.plies().len() < 300 {
        positions.push(*game.position());
        let side = game.position().to_move().index();
        let Some(mv) = players[side].choose(&game) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    positions
}

/// What one game gave: its puzzles (unrated) and the positions looked at.
struct GameHarvest {
    puzzles: Vec<Puzzle>,
    looked_at: usize,
}

/// The puzzles of one game, at most `per_game`, spread over it (endings first).
fn harvest(seed: u64, per_game: usize, tables: &Arc<EndgameTable>) -> GameHarvest {
    let mut prover = Prover::new(Some(Arc::clone(tables)));
    let positions = game_positions(seed);
    let mut found: Vec<Puzzle> = positions
        .iter()
        .filter_map(|p| prover.make_unrated(p, 0))
        .collect();
    let looked_at = positions.len();
    // Endings are rarer: keep them first; then spread the rest over the game.
    found.sort_by_key(|p| p.proof != Proof::Tables);
    let endings = found.iter().filter(|p| p.proof == Proof::Tables).count();
    let mut kept: Vec<Puzzle> = found.drain(..endings.min(per_game)).collect();
    let rest: Vec<Puzzle> = found
        .into_iter()
        .filter(|p| p.proof == Proof::Search)
        .collect();
    let room = per_game - kept.len();
    if room > 0 && !rest.is_empty() {
        let step = rest.len().div_ceil(room).max(1);
        kept.extend(rest.into_iter().step_by(step).take(room));
    }
    for p in &mut kept {
        if let Some(&first) = p.solution.first() {
            p.rating = starting_rating(&p.position, first);
        }
    }
    GameHarvest {
        puzzles: kept,
        looked_at,
    }
}

fn build(
    count: usize,
    file: Option<&Path>,
    seed: u64,
    per_game: usize,
    threads: usize,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let started = Instant::now();
    let tables = puzzle_tables()?;
    let mut puzzles: Vec<Puzzle> = Vec::with_capacity(count);
    let mut seen = HashSet::new();
    let mut looked_at = 0usize;
    let mut games = 0u64;
    let batch = threads.clamp(1, 64) as u32 * 2;
    while puzzles.len() < count {
        let first = games;
        let harvests = super::in_parallel(batch, threads, |i| {
            harvest(
                seed.wrapping_mul(1_000_003)
                    .wrapping_add(first + u64::from(i)),
                per_game,
                &tables,
            )
        })?;
        games += u64::from(batch);
        for h in harvests {
            looked_at += h.looked_at;
            for p in h.puzzles {
                if puzzles.len() < count && seen.insert(p.position) {
                    puzzles.push(Puzzle {
                        id: puzzles.len() as u32 + 1,
                        ..p
                    });
                }
            }
        }
        eprint!(
            "\r{} puzzles from {games} games, {looked_at} positions, {:.0} s ",
            puzzles.len(),
            started.elapsed().as_secs_f64()
        );
    }
    eprintln!();
    let text = write_puzzles(&puzzles);
    let by_tables = puzzles.iter().filter(|p| p.proof == Proof::Tables).count();
    let multi = puzzles.iter().filter(|p| p.player_moves() > 1).count();
    let summary = format!(
        "{} puzzles from {games} games: {looked_at} positions looked at ({:.1} a puzzle), {by_tables} proven by the tables, {multi} of several moves, {} bytes, {:.1} s",
        puzzles.len(),
        looked_at as f64 / puzzles.len().max(1) as f64,
        text.len(),
        started.elapsed().as_secs_f64()
    );
    match file {
        Some(path) => {
            write_atomic(path, text.as_bytes())?;
            writeln!(out, "{summary}; written to {}", path.display())?;
        }
        None => {
            out.write_all(text.as_bytes())?;
            eprintln!("{summary}");
        }
    }
    Ok(())
}

fn check(
    file: Option<&Path>,
    sample: Option<usize>,
    threads: usize,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (name, text) = match file {
        Some(path) => (path.display().to_string(), read_text(path, MAX_FILE)?),
        None => ("the built-in set".to_string(), BUILT_IN_PUZZLES.to_string()),
    };
    let all = parse_puzzles(&text).map_err(|source| CliError::Puzzles {
        path: name.clone(),
        source,
    })?;
    let chosen: Vec<&Puzzle> = match sample {
        Some(n) if n > 0 && n < all.len() => {
            let step = all.len() as f64 / n as f64;
            (0..n).map(|k| &all[(k as f64 * step) as usize]).collect()
        }
        _ => all.iter().collect(),
    };
    let tables = puzzle_tables()?;
    let workers = threads.clamp(1, 64);
    let results = super::in_parallel(workers as u32, workers, |w| {
        let mut prover = Prover::new(Some(Arc::clone(&tables)));
        chosen
            .iter()
            .skip(w as usize)
            .step_by(workers)
            .filter_map(|p| prover.check(p).err().map(|e| (p.id, e.to_string())))
            .collect::<Vec<_>>()
    })?;
    let mut failures: Vec<(u32, String)> = results.into_iter().flatten().collect();
    failures.sort();
    for (_, why) in &failures {
        writeln!(out, "{why}")?;
    }
    if failures.is_empty() {
        writeln!(out, "{} puzzles proven", chosen.len())?;
        Ok(())
    } else {
        Err(CliError::Unproven {
            failed: failures.len(),
            checked: chosen.len(),
        })
    }
}
