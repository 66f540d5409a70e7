//! `oware-cli selfplay`: a match between two AI levels (or a level and an engine), colours
//! alternated (South and North take turns to start), each game opened with a few random
//! plies or from a file of openings, each played from both sides. Games that start within
//! the endgame tables are also scored against the tables' value: the endgame measured
//! alone.

use super::CliError;
use super::args::SelfplayArgs;
use super::egtb_cmd::load_or_build;
use super::engine_client::{Answer, EngineBudget, EngineError, UciEngine};
use crate::ai::book::OpeningBook;
use crate::ai::{EndgameTable, LevelPlayer, Limits, MAX_LEVEL, Weights};
use crate::records::DEFAULT_TABLE_SEEDS;
use crate::rules::{
    Clock, Game, Move, Position, Rules, Side, clock_text, format_position, parse_move_list,
    parse_position,
};
use rand::SeedableRng;
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One finished selfplay game: South's store minus North's, the winner, who moved first,
/// and each side's time use.
#[derive(Clone, Debug)]
struct Played {
    margin: i32,
    winner: Option<Side>,
    /// The side whose time ran out (with `--clock`).
    flagged: Option<Side>,
    /// With `--clock`: the mover's time left after each ply, as a record's comment.
    clock_comments: Vec<Option<String>>,
    first: Side,
    /// Per side: the sum over timed moves of the fraction of the move time used, and how
    /// many timed moves there were.
    time_used: [(f64, u32); 2],
    /// Per side: the longest timed move.
    longest: [Duration; 2],
    /// When the game started within the endgame tables: their final margin for South (an
    /// estimate when the value is not forced).
    table_value: Option<i32>,
    /// The game's first position with no more seeds on the board than the tables hold.
    endgame: Option<Position>,
    /// With `--opponent-ponder`: how often the engine pondered, and how often South then
    /// played the reply it expected.
    ponder: Ponder,
    /// The game, for `--ogn`.
    game: Game,
}

/// Pondering counts: searches on the opponent's time, and the expected replies that came.
#[derive(Clone, Copy, Debug, Default)]
struct Ponder {
    searches: u32,
    hits: u32,
}

/// An engine run as a program, with the reply it is pondering on, if any.
struct EnginePlayer {
    engine: UciEngine,
    pondering: Option<Move>,
    counts: Ponder,
}

impl EnginePlayer {
    /// The engine's answer: after `ponderhit` when the last move is the reply it pondered
    /// on, else (after stopping a ponder search) from a search of its own.
    fn answer(
        &mut self,
        game: &Game,
        moves: &[Move],
        legal: &[Move],
        budget: EngineBudget,
        time: Duration,
    ) -> Result<Answer, EngineError> {
        match self.pondering.take() {
            Some(expected) if moves.last() == Some(&expected) => {
                self.counts.hits += 1;
                self.engine.ponder_hit(legal, time)
            }
            Some(_) => {
                self.engine.ponder_miss()?;
                self.engine.best_move(game.start(), moves, legal, budget)
            }
            None => self.engine.best_move(game.start(), moves, legal, budget),
        }
    }

    /// Starts pondering on the reply the engine expects to `answer`, when it named a legal
    /// one and the game goes on.
    fn ponder_on(
        &mut self,
        game: &Game,
        moves: &[Move],
        answer: &Answer,
        time: Duration,
    ) -> Result<(), EngineError> {
        let mut after = game.clone();
        if after.play(answer.mv).is_err() {
            return Ok(());
        }
        let Some(reply) = answer
            .ponder
            .as_deref()
            .and_then(|word| after.legal_moves().iter().find(|m| m.to_string() == word))
        else {
            return Ok(());
        };
        let line: Vec<Move> = moves.iter().copied().chain([answer.mv, reply]).collect();
        self.engine.ponder(game.start(), &line, time)?;
        self.pondering = Some(reply);
        self.counts.searches += 1;
        Ok(())
    }
}

/// A player of one side: a level of this build, or an engine run as a program.
enum Player {
    Level(Box<LevelPlayer>),
    Engine(Box<EnginePlayer>),
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
        clock: Option<(Duration, Duration)>,
    ) -> Result<Option<Move>, EngineError> {
        match self {
            Player::Level(p) => Ok(match clock {
                Some((left, increment)) => p.choose_on_clock(game, left, increment),
                None => p.choose(game),
            }),
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
                let answer = e.answer(game, &moves, &legal, budget, time)?;
                if args.opponent_ponder {
                    e.ponder_on(game, &moves, &answer, time)?;
                }
                Ok(Some(answer.mv))
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

/// Reads an openings file: one position or move list a line, `#` comments, blank lines
/// skipped. Move lists are played from the start with South first.
pub fn read_openings(text: &str, rules: &Rules) -> Result<Vec<Position>, CliError> {
    let mut openings = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: String| CliError::Opening { line: n + 1, why };
        let position = if line.contains('-') {
            parse_position(line, rules).map_err(|e| bad(e.to_string()))?
        } else {
            let tokens = parse_move_list(line).map_err(|e| bad(e.to_string()))?;
            let mut game = Game::new(*rules);
            game.play_tokens(&tokens).map_err(|e| bad(e.to_string()))?;
            *game.position()
        };
        if position.legal_moves(rules).is_empty() || position.is_decided(rules) {
            return Err(bad("the game is already over there".into()));
        }
        openings.push(position);
    }
    if openings.is_empty() {
        return Err(CliError::Opening {
            line: 0,
            why: "no position in the file".into(),
        });
    }
    Ok(openings)
}

/// The seed of game `index`'s opening and noise: one per pair, so both games of a pair
/// open alike.
fn pair_seed(args: &SelfplayArgs, index: u32) -> u64 {
    args.seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(index / 2))
}

/// Who moves first in game `index`: South in even games, North in odd ones.
fn first_mover(index: u32) -> Side {
    if index.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    }
}

/// The game `index` starts with: the pair's opening (from the file, or random plies from
/// the start), South to move first in even games and North in odd ones, so this build
/// plays each opening from both sides.
fn opening(args: &SelfplayArgs, rules: &Rules, index: u32, openings: &[Position]) -> Game {
    if let Some(p) = paired_opening(openings, index) {
        return Game::from_position(*rules, p);
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(pair_seed(args, index));
    let mut game = Game::with_first(*rules, first_mover(index));
    crate::ai::tuning::play_random_plies(&mut game, args.opening_plies, &mut rng);
    game
}

/// Game `index`'s position from the file: the pair's opening with South to move in even
/// games and North in odd ones (mirrored where needed).
fn paired_opening(openings: &[Position], index: u32) -> Option<Position> {
    let p = *openings.get((index / 2) as usize % openings.len().max(1))?;
    Some(if p.to_move() == first_mover(index) {
        p
    } else {
        p.mirrored()
    })
}

/// The tables' final margin for South from `p`, when they hold it.
fn table_value(tables: Option<&EndgameTable>, p: &Position) -> Option<i32> {
    let mine = tables?.probe_value(p)?.with_stores(p);
    Some(if p.to_move() == Side::South {
        mine
    } else {
        -mine
    })
}

fn play_one(
    args: &SelfplayArgs,
    rules: &Rules,
    index: u32,
    tables: Option<Arc<EndgameTable>>,
    book: Option<Arc<OpeningBook>>,
    openings: &[Position],
) -> Result<Played, EngineError> {
    let seed = pair_seed(args, index);
    let mut game = opening(args, rules, index, openings);
    let first = game.start().to_move();
    let table_value = table_value(tables.as_deref(), game.position());
    let endgame_seeds = tables
        .as_ref()
        .map_or(DEFAULT_TABLE_SEEDS, |t| t.max_seeds());
    let mut endgame = None;
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
            let mut engine = UciEngine::start(cmd, &args.opponent_option)?;
            engine.new_game()?;
            Player::Engine(Box::new(EnginePlayer {
                engine,
                pondering: None,
                counts: Ponder::default(),
            }))
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
    let mut clock = args.clock.map(Clock::new);
    // The time left after each ply, for the record.
    let mut clock_comments: Vec<Option<String>> = Vec::new();
    let mut flagged = None;
    while let Some(side) = game.to_move() {
        if endgame.is_none() && usize::from(game.position().board_seeds()) <= endgame_seeds {
            endgame = Some(*game.position());
        }
        let player = &mut players[side.index()];
        let timed = player.timed(args) && game.legal_moves().len() > 1;
        let started = Instant::now();
        let on_clock = clock
            .as_ref()
            .map(|c| (c.left(side), c.control().increment()));
        let Some(mv) = player.choose(args, &game, time, on_clock)? else {
            break;
        };
        if let Some(clock) = clock.as_mut() {
            clock.start(side);
            if clock.tick(started.elapsed()).is_some() {
                flagged = Some(side);
                game.lose_on_time(side);
                break;
            }
            clock.moved(side);
            clock_comments.push(Some(format!("[%clk {}]", clock_text(clock.left(side)))));
        }
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
    let ponder = match &players[Side::North.index()] {
        Player::Engine(e) => e.counts,
        Player::Level(_) => Ponder::default(),
    };
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
        flagged,
        clock_comments,
        first,
        time_used,
        longest,
        table_value,
        endgame,
        ponder,
        game,
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
        Some(Arc::new(load_or_build(rules, args.table_seeds)?))
    } else {
        None
    };
    let book = if args.book {
        let search = crate::records::find_book(rules, &crate::records::book_candidates(rules));
        for refused in &search.passed_over {
            eprintln!("oware-cli: opening book passed over: {refused}");
        }
        let (book, _) = search.found.ok_or(CliError::NoBook)?;
        Some(Arc::new(book))
    } else {
        None
    };
    let openings = match &args.openings {
        Some(path) => read_openings(
            &crate::records::read_text(path, crate::records::RECORD_LIMIT)?,
            rules,
        )?,
        None => Vec::new(),
    };
    let results = super::in_parallel(args.games, args.threads, |i| {
        play_one(args, rules, i, tables.clone(), book.clone(), &openings)
    })?;
    let results = results.into_iter().collect::<Result<Vec<_>, _>>()?;
    if let Some(path) = &args.write_endgames {
        let mut text =
            String::from("# first positions within the endgame tables, from oware-cli selfplay\n");
        for p in results.iter().filter_map(|r| r.endgame) {
            text.push_str(&format_position(&p));
            text.push('\n');
        }
        crate::records::write_atomic(path, text.as_bytes())?;
    }
    if let Some(path) = &args.ogn {
        let records: Vec<String> = results
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let mut tags: Vec<(String, String)> = [
                    ("Event", "oware-cli selfplay".to_string()),
                    ("Round", (i + 1).to_string()),
                    ("South", format!("level {}", args.south)),
                    ("North", args.north_name()),
                ]
                .map(|(name, value)| (name.to_string(), value))
                .to_vec();
                if let Some(control) = args.clock {
                    tags.push(("TimeControl".to_string(), control.to_string()));
                }
                crate::records::write_ogn(&r.game, &tags, &r.clock_comments)
            })
            .collect();
        crate::records::write_atomic(path, records.join("\n").as_bytes())?;
    }
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
        // With a clock there is no move time to compare with: the clock report says it.
        if moves > 0 && args.clock.is_none() {
            writeln!(
                out,
                "{side} used {:.0}% of its move time on average ({moves} timed moves, the longest {} ms)",
                100.0 * sum / f64::from(moves),
                longest.as_millis()
            )?;
        }
    }
    if args.clock.is_some() {
        let lost: Vec<String> = Side::BOTH
            .iter()
            .map(|&side| {
                let n = results.iter().filter(|r| r.flagged == Some(side)).count();
                format!("{side} {n}")
            })
            .collect();
        let total = results.iter().filter(|r| r.flagged.is_some()).count();
        writeln!(out, "losses on time: {total} ({})", lost.join(", "))?;
    }
    let (searches, hits) = results.iter().fold((0, 0), |(s, h), r| {
        (s + r.ponder.searches, h + r.ponder.hits)
    });
    if searches > 0 {
        writeln!(
            out,
            "north pondered {searches} times; South played the expected reply {hits} times ({:.0}%)",
            100.0 * f64::from(hits) / f64::from(searches)
        )?;
    }
    write_endgame_report(&results, out)
}

/// Games that started within the tables: how often South's result (win, draw or loss) fell
/// below or rose above what the tables give from the first position.
fn write_endgame_report(results: &[Played], out: &mut dyn Write) -> Result<(), CliError> {
    let scored: Vec<(i32, i32)> = results
        .iter()
        .filter_map(|r| r.table_value.map(|v| (r.margin.signum(), v.signum())))
        .collect();
    if scored.is_empty() {
        return Ok(());
    }
    let below = scored.iter().filter(|(got, value)| got < value).count();
    let above = scored.iter().filter(|(got, value)| got > value).count();
    writeln!(
        out,
        "from table positions ({} games): south's result below the tables' value in {below}, as the tables in {}, above in {above}",
        scored.len(),
        scored.len() - below - above
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_opening_is_played_from_both_sides() {
        let rules = Rules::default();
        let text = "# two openings\n\nFf  # moves\n2-0-3-0-1-4-0-0-0-1-2-2-20-13-N\n";
        let openings = read_openings(text, &rules).expect("reads");
        assert_eq!(openings.len(), 2);
        assert_eq!(
            format_position(&openings[0]),
            "5-5-5-5-4-0-5-5-5-5-4-0-0-0-S"
        );
        for index in 0..8 {
            let p = paired_opening(&openings, index).expect("an opening");
            let pair = openings[(index / 2) as usize % 2];
            let south_first = index % 2 == 0;
            assert_eq!(p.to_move() == Side::South, south_first, "game {index}");
            assert!(p == pair || p == pair.mirrored(), "game {index}");
        }
        // Both games of a pair are the same position with the colours swapped.
        assert_eq!(
            paired_opening(&openings, 2).map(|p| p.mirrored()),
            paired_opening(&openings, 3)
        );
        assert_eq!(paired_opening(&[], 0), None);
    }

    #[test]
    fn a_bad_openings_file_names_its_line() {
        let rules = Rules::default();
        let err = |text: &str| {
            read_openings(text, &rules)
                .expect_err("refused")
                .to_string()
        };
        assert!(err("Ff\nFz\n").contains("line 2"), "{}", err("Ff\nFz\n"));
        assert!(err("4-4-4\n").contains("line 1"));
        assert!(err("# nothing\n\n").contains("no position"));
        // A game already over: North has no seeds and South cannot feed them.
        assert!(err("1-0-0-0-0-0-0-0-0-0-0-0-24-23-S\n").contains("over"));
    }

    fn played(margin: i32, table_value: Option<i32>) -> Played {
        Played {
            margin,
            winner: None,
            flagged: None,
            clock_comments: Vec::new(),
            first: Side::South,
            time_used: [(0.0, 0); 2],
            longest: [Duration::ZERO; 2],
            table_value,
            endgame: None,
            ponder: Ponder::default(),
            game: Game::new(Rules::ABAPA),
        }
    }

    #[test]
    fn the_endgame_report_compares_results_with_the_tables() {
        let mut out = Vec::new();
        let results = [
            played(2, Some(1)),  // won as the tables say
            played(0, Some(3)),  // a draw where the tables win: below
            played(-1, Some(0)), // a loss where the tables draw: below
            played(1, Some(-2)), // a win where the tables lose: above
            played(-5, None),    // not from a table position
        ];
        write_endgame_report(&results, &mut out).expect("writes");
        let text = String::from_utf8(out).expect("text");
        assert_eq!(
            text.trim(),
            "from table positions (4 games): south's result below the tables' value in 2, as the tables in 1, above in 1"
        );
        let mut none = Vec::new();
        write_endgame_report(&[played(3, None)], &mut none).expect("writes");
        assert!(none.is_empty());
    }
}
