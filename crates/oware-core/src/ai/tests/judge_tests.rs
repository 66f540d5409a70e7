//! The one judge: exact values outrank estimates, a review never marks a move that is
//! exactly best, and each better move it names is shown better by a judgement at least as
//! sure. Exact results are checked against a history-aware search of the rules themselves
//! (R8, R9, R10), written here apart from the engine.

use crate::ai::{Certainty, judge_moves};
use crate::ai::{
    EndgameTable, LevelPlayer, MoveMark, MoveQuality, REVIEW_DEPTH, Searcher, review_game,
    review_game_with,
};
use crate::rules::{Game, Move, Outcome, Position, Rules, hash_position, parse_move_list};
use crate::rules::{Side, parse_position};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

fn game_after(fen: &str, moves: &str) -> Game {
    let rules = Rules::ABAPA;
    let start = parse_position(fen, &rules).expect("a valid position");
    let mut game = Game::from_position(rules, start);
    let tokens = parse_move_list(moves).expect("moves");
    game.play_tokens(&tokens).expect("legal moves");
    game
}

/// Tables of 8 seeds, built once for these tests (the app and the tool have 12 at least).
fn small_tables() -> Arc<EndgameTable> {
    static TABLES: std::sync::OnceLock<Arc<EndgameTable>> = std::sync::OnceLock::new();
    TABLES
        .get_or_init(|| {
            Arc::new(EndgameTable::build(&Rules::ABAPA, 8, &mut |_, _| {}).expect("size"))
        })
        .clone()
}

/// A searcher as the judge's users make one: with the small tables.
fn with_tables() -> Searcher {
    let mut s = Searcher::new(Rules::ABAPA, 4);
    s.set_tables(Some(small_tables()));
    s
}

/// The game of the report: from a five-seed ending, `E a F f A c B d`.
fn reported_game() -> Game {
    game_after("0-0-0-0-1-2-1-0-0-0-0-1-22-21-S", "E a F f A c B d")
}

#[test]
fn the_reported_review_calls_the_exactly_best_move_good_with_the_small_tables() {
    let game = reported_game();
    // The app and the tool always have tables of 12 seeds at least; 8 reach this ending.
    for depth in [REVIEW_DEPTH, 2] {
        let mut searcher = with_tables();
        let marks = review_game(&mut searcher, &game, depth, &mut |_, _| {});
        let last = marks.last().expect("every move reviewed");
        assert_eq!((last.ply, last.mv.letter()), (8, 'd'));
        assert_eq!(
            last.quality,
            MoveQuality::Good,
            "4... d is exactly best (review at depth {depth}): {last:?}"
        );
        assert_eq!(last.played_certainty, Certainty::Exact);
        for m in &marks {
            assert_eq!(m.played_certainty, Certainty::Exact, "five seeds: {m:?}");
        }
    }
}

#[test]
fn the_judge_finds_the_exact_values_of_the_reported_position() {
    // Before 4... d. A search of depth 30 finds d +4 and b +2, the least b is sure to win
    // by within its horizon (a line of this ending can be far longer); worked out with the
    // game's history and every rule, R8 included, all three moves win by 4.
    let game = game_after("0-0-0-0-1-2-1-0-0-0-0-1-22-21-S", "E a F f A c B");
    let mut searcher = with_tables();
    let moves = judge_moves(&mut searcher, &game, REVIEW_DEPTH);
    let value = |c: char| {
        let h = moves.iter().find(|h| h.mv.letter() == c).expect("legal");
        (h.cp, h.certainty)
    };
    for c in ['a', 'b', 'd'] {
        assert_eq!(value(c), (400, Certainty::Exact), "{c}");
    }
}

/// A history-aware search of the rules alone: the result (1 win, 0 draw, −1 loss) for the
/// player to move in `p`, given the positions seen since the last capture (hashes, `p`
/// among them). Positions right after a capture are remembered (nothing before can repeat).
/// `None` past the node budget.
struct Reference {
    rules: Rules,
    fresh: HashMap<u64, i32>,
    nodes: u64,
    budget: u64,
}

impl Reference {
    fn new(budget: u64) -> Reference {
        Reference {
            rules: Rules::ABAPA,
            fresh: HashMap::new(),
            nodes: 0,
            budget,
        }
    }

    fn sign(stores: [u8; 2], me: Side) -> i32 {
        (i32::from(stores[me.index()]) - i32::from(stores[me.opponent().index()])).signum()
    }

    fn result(
        &mut self,
        p: &Position,
        seen: &mut Vec<u64>,
        mut alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if let Some(o) = Outcome::of_position(p, &self.rules) {
            return Some(Reference::sign(o.final_stores, p.to_move()));
        }
        let mut best = -2;
        for mv in p.legal_moves(&self.rules) {
            let (child, report) = p.play_unchecked(mv, &self.rules);
            let key = hash_position(&child);
            let value = if report.capture.seeds > 0 {
                match self.fresh.get(&key) {
                    Some(&v) => -v,
                    None => {
                        let mut own = vec![key];
                        let v = self.result(&child, &mut own, -1, 1)?;
                        self.fresh.insert(key, v);
                        -v
                    }
                }
            } else if seen.contains(&key) {
                // R10: the same board again ends the game, each taking their own side.
                -Reference::sign(child.final_stores_own_sides(), child.to_move())
            } else {
                seen.push(key);
                let v = self.result(&child, seen, -beta, -alpha.max(best));
                seen.pop();
                -v?
            };
            best = best.max(value);
            alpha = alpha.max(best);
            if best >= beta {
                break;
            }
        }
        Some(best)
    }

    /// Each legal move's result for the mover of the game's position, when the budget allows.
    fn move_results(&mut self, game: &Game) -> Option<Vec<(Move, i32)>> {
        let mut seen: Vec<u64> = game
            .repeatable_positions()
            .iter()
            .map(hash_position)
            .collect();
        let p = *game.position();
        let mut out = Vec::new();
        for mv in game.legal_moves() {
            let mut after = game.clone();
            after.play(mv).ok()?;
            let v = match after.outcome() {
                Some(o) => Reference::sign(o.final_stores, p.to_move()),
                None => {
                    let child = *after.position();
                    let key = hash_position(&child);
                    let v = if p.play_unchecked(mv, &self.rules).1.capture.seeds > 0 {
                        self.result(&child, &mut vec![key], -1, 1)?
                    } else {
                        seen.push(key);
                        let v = self.result(&child, &mut seen, -1, 1);
                        seen.pop();
                        v?
                    };
                    -v
                }
            };
            out.push((mv, v));
        }
        Some(out)
    }
}

/// Games to review: engine games, from the start and from endings of a few seeds (where
/// exact values are found), played to their end.
fn engine_games(count: u64) -> Vec<Game> {
    use rand::{RngExt, SeedableRng};
    let rules = Rules::ABAPA;
    (0..count)
        .map(|seed| {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let start = if seed % 3 == 0 {
                Position::start(&rules)
            } else {
                loop {
                    let mut pits = [0u8; 12];
                    for _ in 0..rng.random_range(5..11) {
                        pits[rng.random_range(0..12)] += 1;
                    }
                    let left = 48 - pits.iter().sum::<u8>();
                    let south = rng.random_range(left / 2 - 3..=left / 2 + 3);
                    let stores = [south, left - south];
                    if let Ok(p) = Position::from_parts(pits, stores, Side::South, &rules)
                        && Outcome::of_position(&p, &rules).is_none()
                    {
                        break p;
                    }
                }
            };
            let levels = [1 + (seed % 3) as u8, 2 + (seed % 2) as u8];
            played_out(Game::from_position(rules, start), levels, seed * 7, 300)
        })
        .collect()
}

/// Checks a review's marks: each better move is better by a judgement at least as sure,
/// and, where the rules' own search settles the position, no exactly best move is marked
/// and every exact value has the right result.
fn check_review(game: &Game, marks: &[MoveMark], reference: &mut Reference) -> usize {
    let mut settled = 0;
    let mut replay = Game::from_position(*game.rules(), *game.start());
    for (i, &mv) in game.moves().iter().enumerate() {
        let mark = marks
            .iter()
            .find(|m| m.ply == i + 1)
            .expect("every move marked");
        if mark.better.is_some() {
            assert!(
                mark.best_certainty >= mark.played_certainty,
                "ply {}: better by a shallower judgement: {mark:?}",
                i + 1
            );
            assert!(mark.best_cp > mark.played_cp, "ply {}: {mark:?}", i + 1);
        }
        if replay.position().board_seeds() <= 7 {
            reference.nodes = 0;
            if let Some(results) = reference.move_results(&replay) {
                settled += 1;
                let best = results.iter().map(|&(_, r)| r).max().expect("a legal move");
                let played = results.iter().find(|&&(m, _)| m == mv).expect("played").1;
                if mark.played_certainty == Certainty::Exact {
                    assert_eq!(
                        crate::ai::judge::result_of(mark.played_cp),
                        played,
                        "ply {}: an exact value with the wrong result: {mark:?}",
                        i + 1
                    );
                    if played == best {
                        assert_eq!(
                            mark.quality,
                            MoveQuality::Good,
                            "ply {}: an exactly best move marked: {mark:?}",
                            i + 1
                        );
                    }
                }
            }
        }
        replay.play(mv).expect("legal");
    }
    settled
}

#[test]
fn reviews_of_engine_games_never_mark_an_exactly_best_move_and_name_better_moves_surely() {
    let mut reference = Reference::new(150_000);
    let mut settled = 0;
    let mut exact_marks = 0;
    for game in &engine_games(6) {
        let mut searcher = with_tables();
        let marks = review_game(&mut searcher, game, 4, &mut |_, _| {});
        assert_eq!(marks.len(), game.moves().len());
        exact_marks += marks
            .iter()
            .filter(|m| m.played_certainty == Certainty::Exact)
            .count();
        settled += check_review(game, &marks, &mut reference);
    }
    assert!(
        settled >= 10,
        "the rules' search settled {settled} positions"
    );
    assert!(exact_marks >= 20, "{exact_marks} moves judged exactly");
}

#[test]
fn what_the_hints_saw_deeper_outranks_a_shallower_review_and_a_surer_look_says_so() {
    let game = reported_game();
    let mut searcher = with_tables();
    // The hints, at depth 16, showed 4... b best by far before the move; the review finds
    // exact values, which outrank them, so the move played (d) stays good.
    let before_d = game_after("0-0-0-0-1-2-1-0-0-0-0-1-22-21-S", "E a F f A c B");
    let mut fake = judge_moves(&mut with_tables(), &before_d, 2);
    for h in &mut fake {
        h.certainty = Certainty::Depth(16);
        h.cp = if h.mv.letter() == 'b' { 900 } else { -300 };
    }
    let earlier = |i: usize| (i == 7).then(|| fake.clone());
    let marks = review_game_with(&mut searcher, &game, 2, &earlier, &mut |_, _| {});
    assert_eq!(marks[7].quality, MoveQuality::Good, "{:?}", marks[7]);

    // The hints showed the played move best at depth 16 and a shallower review thinks
    // otherwise: the hints' judgement stands.
    let mut game = game_after("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", "");
    game.play(Move::of_side(Side::South, 0)).expect("legal"); // A, giving E's 8 up
    let mut shown = judge_moves(
        &mut with_tables(),
        &game_after("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", ""),
        2,
    );
    for h in &mut shown {
        h.certainty = Certainty::Depth(16);
        h.cp = if h.mv.letter() == 'A' { 500 } else { 0 };
    }
    shown.sort_by_key(|h| -h.cp);
    let earlier = |i: usize| (i == 0).then(|| shown.clone());
    let marks = review_game_with(&mut searcher, &game, 4, &earlier, &mut |_, _| {});
    assert_eq!(marks[0].quality, MoveQuality::Good, "{:?}", marks[0]);
    assert_eq!(marks[0].looked_best, None);
}

#[test]
fn an_exact_value_is_never_shown_worse_by_an_estimate() {
    use crate::ai::hints::MoveHint;
    let hint = |letter: char, cp: i32, certainty: Certainty| MoveHint {
        mv: Move::of_side(Side::South, (letter as u8 - b'A') as usize),
        cp,
        certainty,
        line: Vec::new(),
        tags: Vec::new(),
    };
    let moves = vec![
        hint('B', 590, Certainty::Depth(8)),
        hint('D', 400, Certainty::Exact),
        hint('A', -300, Certainty::Exact),
    ];
    let (quality, best) = MoveQuality::judge(&moves, &moves[1]);
    assert_eq!((quality, best.mv.letter()), (MoveQuality::Good, 'D'));
    // An estimate is shown worse by an exact value.
    let played = hint('C', 100, Certainty::Depth(8));
    let mut with_c = moves.clone();
    with_c.push(played.clone());
    let (quality, best) = MoveQuality::judge(&with_c, &played);
    assert_eq!((quality, best.mv.letter()), (MoveQuality::Mistake, 'B'));
    // Between exact values only the result counts: a smaller win is still good; a draw
    // where a win was there is a blunder.
    let (quality, _) = MoveQuality::judge(
        &[
            hint('D', 800, Certainty::Exact),
            hint('E', 100, Certainty::Exact),
        ],
        &hint('E', 100, Certainty::Exact),
    );
    assert_eq!(quality, MoveQuality::Good);
    let pair = [
        hint('D', 800, Certainty::Exact),
        hint('E', 0, Certainty::Exact),
    ];
    let (quality, best) = MoveQuality::judge(&pair, &pair[1]);
    assert_eq!((quality, best.mv.letter()), (MoveQuality::Blunder, 'D'));
    // A deeper estimate outranks a shallower one, never the other way.
    assert!(Certainty::Depth(9) > Certainty::Depth(8));
    assert!(Certainty::Exact > Certainty::Depth(120));
}

#[test]
fn a_move_back_to_a_position_of_the_game_is_valued_by_r10() {
    use crate::rules::EndReason;
    use rand::seq::IndexedRandom;
    use rand::{RngExt, SeedableRng};
    let rules = Rules::ABAPA;
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..5_000 {
        // A few seeds spread at random, the stores even: such endings go round in circles.
        let mut pits = [0u8; 12];
        for _ in 0..rng.random_range(2..6) {
            pits[rng.random_range(0..12)] += 1;
        }
        let left = 48 - pits.iter().sum::<u8>();
        let stores = [left / 2, left - left / 2];
        let Ok(start) = Position::from_parts(pits, stores, Side::South, &rules) else {
            continue;
        };
        let mut game = Game::from_position(rules, start);
        while !game.is_over() && game.plies().len() < 200 {
            let legal = game.legal_moves().to_vec();
            let Some(&mv) = legal.choose(&mut rng) else {
                break;
            };
            game.play(mv).expect("legal");
        }
        if game.outcome().map(|o| o.reason) != Some(EndReason::Cycle) {
            continue;
        }
        let ended = *game.outcome().expect("over");
        let last = game.undo().expect("a move");
        let me = game.position().to_move().index();
        let margin = i32::from(ended.final_stores[me]) - i32::from(ended.final_stores[1 - me]);
        let hints = crate::ai::analyze(
            &mut Searcher::new(rules, 4),
            &game,
            crate::ai::Limits::depth(3),
        );
        let hint = hints
            .iter()
            .find(|h| h.mv == last)
            .expect("the last move is legal");
        assert_eq!(
            (hint.cp, hint.certainty),
            (100 * margin, Certainty::Exact),
            "{game:?}"
        );
        return;
    }
    panic!("no game ended by R10 in the sample");
}

/// Games between two levels from the start, `plies` long: positions full of seeds, where
/// the review's values are estimates.
fn opening_games(count: u64, plies: usize) -> Vec<Game> {
    (0..count)
        .map(|seed| played_out(Game::new(Rules::ABAPA), [2, 3], seed * 11, plies))
        .collect()
}

/// `game` played on by two engine levels (South's first), each seeded from `seed` and its
/// level, until it ends or reaches `plies` plies.
fn played_out(mut game: Game, levels: [u8; 2], seed: u64, plies: usize) -> Game {
    let mut players =
        levels.map(|l| LevelPlayer::new(l, &game, seed + u64::from(l), Duration::from_millis(5)));
    while !game.is_over() && game.plies().len() < plies {
        let side = game.position().to_move().index();
        let Some(mv) = players[side].choose(&game) else {
            break;
        };
        game.play(mv).expect("the engine plays legal moves");
    }
    game
}

#[test]
fn no_review_mark_stands_that_a_deeper_look_overturns() {
    use crate::ai::CONFIRM_PLIES;
    let mut marked = 0;
    for game in opening_games(3, 30) {
        let marks = review_game(&mut with_tables(), &game, REVIEW_DEPTH, &mut |_, _| {});
        let mut replay = Game::from_position(*game.rules(), *game.start());
        for (m, mv) in marks.iter().zip(game.moves()) {
            if m.quality != MoveQuality::Good && m.played_certainty != Certainty::Exact {
                marked += 1;
                // A look several plies deeper, from a cleared table.
                let deeper = judge_moves(&mut with_tables(), &replay, REVIEW_DEPTH + CONFIRM_PLIES);
                let played = deeper.iter().find(|h| h.mv == mv).expect("legal");
                let (quality, _) = MoveQuality::judge(&deeper, played);
                assert!(
                    quality >= m.quality,
                    "ply {}: marked {:?} at depth {REVIEW_DEPTH}, {:?} at depth {}: {m:?}",
                    m.ply,
                    m.quality,
                    quality,
                    REVIEW_DEPTH + CONFIRM_PLIES
                );
            }
            replay.play(mv).expect("legal");
        }
    }
    assert!(marked > 0, "some moves were marked worse than good");
}
