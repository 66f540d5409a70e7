//! `oware-cli selfplay`: a match between two AI levels, colours alternated (South and North
//! take turns to start), each game opened with a few random plies.

use super::CliError;
use super::args::SelfplayArgs;
use super::egtb_cmd::load_or_build;
use crate::ai::{EndgameTable, LevelPlayer, Limits, MAX_LEVEL, Weights};
use crate::records::DEFAULT_TABLE_SEEDS;
use crate::rules::{Game, Rules, Side};
use rand::{RngExt, SeedableRng};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// One finished selfplay game: South's store minus North's, and the winner.
#[derive(Clone, Copy, Debug)]
struct Played {
    margin: i32,
    winner: Option<Side>,
}

fn play_one(
    args: &SelfplayArgs,
    rules: &Rules,
    index: u32,
    tables: Option<Arc<EndgameTable>>,
) -> Played {
    let seed = args
        .seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(index / 2));
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let first = if index.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    let mut game = Game::with_first(*rules, first);
    for _ in 0..args.opening_plies {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.random_range(0..legal.len())];
        let _ = game.play(mv);
    }
    let time = Duration::from_millis(args.movetime.max(1));
    let mut players = [Side::South, Side::North].map(|side| {
        let level = if side == Side::South {
            args.south
        } else {
            args.north
        };
        let mut p = LevelPlayer::new(level, &game, seed ^ ((side as u64 + 1) * 0x9e37_79b9), time);
        if level == MAX_LEVEL
            && let Some(n) = args.nodes
        {
            p.set_limits(Limits::nodes(n));
        }
        let plain = if side == Side::South {
            args.south_plain_eval
        } else {
            args.north_plain_eval
        };
        let weights = if side == Side::South {
            args.south_weights
        } else {
            args.north_weights
        };
        if plain {
            p.searcher_mut().set_weights(Weights::PLAIN);
        } else if let Some(w) = weights {
            p.searcher_mut().set_weights(w);
        }
        p.searcher_mut().set_tables(tables.clone());
        p
    });
    while let Some(side) = game.to_move() {
        let Some(mv) = players[side.index()].choose(&game) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
        if game.plies().len() > 2_000 {
            break;
        }
    }
    match game.outcome() {
        Some(o) => Played {
            margin: i32::from(o.final_stores[0]) - i32::from(o.final_stores[1]),
            winner: o.winner,
        },
        None => Played {
            margin: 0,
            winner: None,
        },
    }
}

/// Plays the match and prints W/D/L and the average margin.
pub fn run(args: &SelfplayArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::NoGames);
    }
    let tables = if args.tables {
        Some(Arc::new(load_or_build(rules, DEFAULT_TABLE_SEEDS)?))
    } else {
        None
    };
    let results = super::in_parallel(args.games, args.threads, |i| {
        play_one(args, rules, i, tables.clone())
    })?;
    let n = results.len() as f64;
    let south = results
        .iter()
        .filter(|r| r.winner == Some(Side::South))
        .count();
    let north = results
        .iter()
        .filter(|r| r.winner == Some(Side::North))
        .count();
    let draws = results.len() - south - north;
    let margin: i32 = results.iter().map(|r| r.margin).sum();
    let score = (south as f64 + 0.5 * draws as f64) / n * 100.0;
    writeln!(
        out,
        "games {}: south (level {}) wins {south}, draws {draws}, north (level {}) wins {north}; south scores {score:.1}%; average margin {:+.2} seeds",
        results.len(),
        args.south,
        args.north,
        f64::from(margin) / n
    )?;
    Ok(())
}
