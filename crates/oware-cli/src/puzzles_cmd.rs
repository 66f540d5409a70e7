//! `oware-cli puzzles build|check`: a puzzle set made from engine games, each puzzle proven
//! by the endgame tables or two searches (see `oware_core::learn`), and proven again.

use super::CliError;
use super::args::{ProofArgs, PuzzlesCommand};
use crate::ai::{EndgameTable, LevelPlayer};
use crate::learn::{
    BUILT_IN_PUZZLES, LEAD, PUZZLE_RULES, Proof, Prover, Puzzle, parse_puzzles, starting_rating,
    write_puzzles,
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
            from,
            proof,
        } => build(
            &BuildPlan {
                count: *count as usize,
                seed: *seed,
                per_game: *per_game as usize,
                threads: *threads,
                from: from.as_deref(),
                proof,
            },
            file.as_deref(),
            out,
        ),
        PuzzlesCommand::Check {
            file,
            sample,
            threads,
            proof,
        } => check(file.as_deref(), *sample, *threads, proof, out),
    }
}

/// The tables puzzles are proven by: those of the size asked for saved in the per-user
/// data folder (`egtb build`, or the game's), else built in memory (about half a minute for
/// 15 seeds).
fn puzzle_tables(proof: &ProofArgs) -> Result<Arc<EndgameTable>, CliError> {
    let seeds = proof.table_seeds as usize;
    let saved = crate::records::table_path(&PUZZLE_RULES, seeds)
        .ok()
        .and_then(|path| crate::records::load_table(&path, &PUZZLE_RULES, seeds).ok());
    let tables = match saved {
        Some(t) => t,
        None => EndgameTable::build(&PUZZLE_RULES, seeds, &mut |_, _| {})?,
    };
    Ok(Arc::new(tables))
}

/// A prover as `proof` asks.
fn prover(tables: &Arc<EndgameTable>, proof: &ProofArgs) -> Prover {
    Prover::new(Some(Arc::clone(tables))).with_depths(proof.depths.0)
}

/// How the puzzles were proven, for the last line of `check`.
fn proof_words(proof: &ProofArgs) -> String {
    let [shallow, deep] = proof.depths.0;
    format!(
        "endings by the endgame tables with the solution's history, every move's result exact; the others by searches at depths {shallow} and {deep} with tables of {} seeds, a lead of {} seeds at both",
        proof.table_seeds,
        LEAD / 100
    )
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
fn harvest(
    seed: u64,
    per_game: usize,
    tables: &Arc<EndgameTable>,
    proof: &ProofArgs,
) -> GameHarvest {
    let mut prover = prover(tables, proof);
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

/// What `puzzles build` is asked for.
struct BuildPlan<'a> {
    count: usize,
    seed: u64,
    per_game: usize,
    threads: usize,
    from: Option<&'a Path>,
    proof: &'a ProofArgs,
}

/// The puzzles of an earlier set proven again: made again from their positions (the same
/// id; the rating kept while the first move stands), left out where no move alone is best.
fn proven_again(
    path: &Path,
    tables: &Arc<EndgameTable>,
    plan: &BuildPlan,
) -> Result<Vec<Puzzle>, CliError> {
    let text = read_text(path, MAX_FILE)?;
    let earlier = parse_puzzles(&text).map_err(|source| CliError::Puzzles {
        path: path.display().to_string(),
        source,
    })?;
    let workers = plan.threads.clamp(1, 64);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let kept = super::in_parallel(workers as u32, workers, |w| {
        let mut prover = prover(tables, plan.proof);
        earlier
            .iter()
            .skip(w as usize)
            .step_by(workers)
            .filter_map(|old| {
                let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                eprint!("\r{n} of {} puzzles proven again ", earlier.len());
                let mut new = prover.make_unrated(&old.position, old.id)?;
                new.rating = if new.solution.first() == old.solution.first() {
                    old.rating
                } else {
                    starting_rating(&new.position, *new.solution.first()?)
                };
                Some(new)
            })
            .collect::<Vec<_>>()
    })?;
    eprintln!();
    let mut kept: Vec<Puzzle> = kept.into_iter().flatten().collect();
    kept.sort_by_key(|p| p.id);
    Ok(kept)
}

fn build(plan: &BuildPlan, file: Option<&Path>, out: &mut dyn Write) -> Result<(), CliError> {
    let BuildPlan {
        count,
        seed,
        per_game,
        threads,
        proof,
        ..
    } = *plan;
    let started = Instant::now();
    let tables = puzzle_tables(proof)?;
    let mut puzzles: Vec<Puzzle> = match plan.from {
        Some(path) => proven_again(path, &tables, plan)?,
        None => Vec::new(),
    };
    let kept_from_before = puzzles.len();
    let mut next_id = puzzles.iter().map(|p| p.id).max().unwrap_or(0) + 1;
    let mut seen: HashSet<Position> = puzzles.iter().map(|p| p.position).collect();
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
                proof,
            )
        })?;
        games += u64::from(batch);
        for h in harvests {
            looked_at += h.looked_at;
            for p in h.puzzles {
                if puzzles.len() < count && seen.insert(p.position) {
                    puzzles.push(Puzzle { id: next_id, ..p });
                    next_id += 1;
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
    let origin = if plan.from.is_some() {
        format!(
            "({kept_from_before} proven again from the earlier set, the others from {games} games)"
        )
    } else {
        format!("from {games} games")
    };
    let summary = format!(
        "{} puzzles {origin}: {looked_at} positions looked at ({:.1} a puzzle), {by_tables} proven by the tables, {multi} of several moves, {} bytes, {:.1} s",
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
    proof: &ProofArgs,
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
    if all.is_empty() {
        return Err(CliError::NoPuzzles { path: name });
    }
    let chosen: Vec<&Puzzle> = match sample {
        Some(n) if n > 0 && n < all.len() => {
            let step = all.len() as f64 / n as f64;
            (0..n).map(|k| &all[(k as f64 * step) as usize]).collect()
        }
        _ => all.iter().collect(),
    };
    let tables = puzzle_tables(proof)?;
    let workers = threads.clamp(1, 64);
    let results = super::in_parallel(workers as u32, workers, |w| {
        let mut prover = prover(&tables, proof);
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
        writeln!(
            out,
            "{} puzzles proven ({})",
            chosen.len(),
            proof_words(proof)
        )?;
        Ok(())
    } else {
        Err(CliError::Unproven {
            failed: failures.len(),
            checked: chosen.len(),
        })
    }
}
