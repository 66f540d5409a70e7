//! `oware-cli selfplay`: a match between two AI levels, colours alternated (South and North
//! take turns to start), each game opened with a few random plies.

use super::CliError;
use super::args::SelfplayArgs;
use super::egtb_cmd::load_or_build;
use super::engine_client::{EngineBudget, EngineError, UciEngine};
use crate::ai::book::OpeningBook;
use crate::ai::{EndgameTable, LevelPlayer, Limits, MAX_LEVEL, Weights};
use crate::records::DEFAULT_TABLE_SEEDS;
use crate::rules::{Game, Move, Rules, Side};
use rand::{RngExt, SeedableRng};
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One finished selfplay game: South's store minus North's, the winner, who moved first,
/// and each side's time use.
#[derive(Clone, Copy, Debug)]
struct Played {
    margin: i32,
    winner: Option<Side>,
    first: Side,
    /// Per side: the sum over timed moves of the fraction of the move time used, and how
    /// many timed moves there were.
    time_used: [(f64, u32); 2],
    /// Per side: the longest timed move.
    longest: [Duration; 2],
}

/// A player of one side: a level of this build, or an engine run as a program.
enum Player {
    Level(Box<LevelPlayer>),
    Engine(Box<UciEngine>),
}

impl Player {
    /// Whether its moves are timed by --movetime (full strength, or an engine).
    fn timed(&self, args: &SelfplayArgs) -> bool {
        match self {
            Player::Level(p) => p.level == MAX_LEVEL && args.nodes.is_none(),
            Player::Engine(_) => args.nodes.is_none(),
        }
    }

    fn choose(
        &mut self,
        args: &SelfplayArgs,
        game: &Game,
        time: Duration,
    ) -> Result<Option<Move>, EngineError> {
        match self {
            Player::Level(p) => Ok(p.choose(game)),
            Player::Engine(e) => {
                let legal = game.legal_moves().to_vec();
                if legal.is_empty() {
                    return Ok(None);
                }
                let moves: Vec<Move> = game.plies().iter().map(|p| p.report.mv).collect();
                let budget = match args.nodes {
                    Some(n) => EngineBudget::Nodes(n),
                    None => EngineBudget::Time(time),
                };
                e.best_move(game.start(), &moves, &legal, budget).map(Some)
            }
        }
    }
}

fn level_player(
    args: &SelfplayArgs,
    side: Side,
    game: &Game,
    seed: u64,
    time: Duration,
    tables: Option<Arc<EndgameTable>>,
    book: Option<Arc<OpeningBook>>,
) -> LevelPlayer {
    let level = if side == Side::South {
        args.south
    } else {
        args.north
    };
    let mut p = LevelPlayer::new(level, game, seed ^ ((side as u64 + 1) * 0x9e37_79b9), time);
    if level == MAX_LEVEL
        && let Some(n) = args.nodes
    {
        p.set_limits(Limits::nodes(n));
    }
    let (plain, weights) = if side == Side::South {
        (args.south_plain_eval, args.south_weights)
    } else {
        (args.north_plain_eval, args.north_weights)
    };
    if plain {
        p.searcher_mut().set_weights(Weights::PLAIN);
    } else if let Some(w) = weights {
        p.searcher_mut().set_weights(w);
    }
    p.searcher_mut().set_tables(tables);
    p.set_book(book);
    p
}

fn play_one(
    args: &SelfplayArgs,
    rules: &Rules,
    index: u32,
    tables: Option<Arc<EndgameTable>>,
    book: Option<Arc<OpeningBook>>,
) -> Result<Played, EngineError> {
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
    // The engine sees the opening plies as moves from the start, like any other.
    let time = Duration::from_millis(args.movetime.max(1));
    let south = Player::Level(Box::new(level_player(
        args,
        Side::South,
        &game,
        seed,
        time,
        tables.clone(),
        book.clone(),
    )));
    let north = match &args.opponent_cmd {
        Some(cmd) => {
            let mut engine = UciEngine::start(cmd)?;
            engine.new_game()?;
            Player::Engine(Box::new(engine))
        }
        None => Player::Level(Box::new(level_player(
            args,
            Side::North,
            &game,
            seed,
            time,
            tables,
            book,
        ))),
    };
    let mut players = [south, north];
    let mut time_used = [(0.0, 0u32); 2];
    let mut longest = [Duration::ZERO; 2];
    while let Some(side) = game.to_move() {
        let player = &mut players[side.index()];
        let timed = player.timed(args) && game.legal_moves().len() > 1;
        let started = Instant::now();
        let Some(mv) = player.choose(args, &game, time)? else {
            break;
        };
        if timed {
            let spent = started.elapsed();
            let used = &mut time_used[side.index()];
            used.0 += spent.as_secs_f64() / time.as_secs_f64();
            used.1 += 1;
            longest[side.index()] = longest[side.index()].max(spent);
        }
        if game.play(mv).is_err() {
            break;
        }
        if game.plies().len() > 2_000 {
            break;
        }
    }
    let (margin, winner) = match game.outcome() {
        Some(o) => (
            i32::from(o.final_stores[0]) - i32::from(o.final_stores[1]),
            o.winner,
        ),
        None => (0, None),
    };
    Ok(Played {
        margin,
        winner,
        first,
        time_used,
        longest,
    })
}

/// South's points in a game: 1 for a win, ½ for a draw.
fn points(r: &Played) -> f64 {
    match r.winner {
        Some(Side::South) => 1.0,
        Some(Side::North) => 0.0,
        None => 0.5,
    }
}

/// The mean of South's points, as a percentage, with the half-width of its 95 % interval.
fn score_with_interval(results: &[&Played]) -> (f64, f64) {
    if results.is_empty() {
        return (0.0, 0.0);
    }
    let n = results.len() as f64;
    let mean = results.iter().map(|r| points(r)).sum::<f64>() / n;
    let var = results
        .iter()
        .map(|r| (points(r) - mean).powi(2))
        .sum::<f64>()
        / n;
    (mean * 100.0, 1.96 * (var / n).sqrt() * 100.0)
}

/// Plays the match and prints W/D/L, the score with its 95 % interval, the score with each
/// colour, the average margin and the share of the move time each timed side used.
pub fn run(args: &SelfplayArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::NoGames);
    }
    let tables = if args.tables {
        Some(Arc::new(load_or_build(rules, DEFAULT_TABLE_SEEDS)?))
    } else {
        None
    };
    let book = if args.book {
        let (book, _) = crate::records::find_book(rules, &crate::records::book_candidates(rules))
            .ok_or(CliError::NoBook)?;
        Some(Arc::new(book))
    } else {
        None
    };
    let results = super::in_parallel(args.games, args.threads, |i| {
        play_one(args, rules, i, tables.clone(), book.clone())
    })?;
    let results = results.into_iter().collect::<Result<Vec<_>, _>>()?;
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
    let all: Vec<&Played> = results.iter().collect();
    let (score, interval) = score_with_interval(&all);
    writeln!(
        out,
        "games {}: south (level {}) wins {south}, draws {draws}, north ({}) wins {north}; south scores {score:.1}% ± {interval:.1} (95 %); average margin {:+.2} seeds",
        results.len(),
        args.south,
        args.north_name(),
        f64::from(margin) / n
    )?;
    for (first, words) in [
        (Side::South, "moving first"),
        (Side::North, "moving second"),
    ] {
        let part: Vec<&Played> = results.iter().filter(|r| r.first == first).collect();
        let (score, interval) = score_with_interval(&part);
        writeln!(
            out,
            "south {words}: {score:.1}% ± {interval:.1} over {} games",
            part.len()
        )?;
    }
    for side in Side::BOTH {
        let (sum, moves) = results.iter().fold((0.0, 0u32), |(s, m), r| {
            (
                s + r.time_used[side.index()].0,
                m + r.time_used[side.index()].1,
            )
        });
        let longest = results
            .iter()
            .map(|r| r.longest[side.index()])
            .max()
            .unwrap_or_default();
        if moves > 0 {
            writeln!(
                out,
                "{side} used {:.0}% of its move time on average ({moves} timed moves, the longest {} ms)",
                100.0 * sum / f64::from(moves),
                longest.as_millis()
            )?;
        }
    }
    Ok(())
}
