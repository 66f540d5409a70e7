use crate::ai::*;
use crate::rules::{Game, Move, Pit, Position, Rules, Side, parse_position};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

fn mv(letter: char) -> Move {
    Move::new(Pit::from_letter(letter).expect("letter"))
}

#[test]
fn takes_an_immediate_winning_capture() {
    // South has 23; F captures 3 in a (R8: 26, a win). E captures nothing.
    let p = parse_position("0-0-0-0-1-1-2-4-4-4-4-4-23-1-S", &Rules::ABAPA).expect("valid");
    let mut s = Searcher::new(Rules::ABAPA, 8);
    let r = s.search(&[p], Limits::depth(6), &mut |_| {});
    assert_eq!(r.best, Some(mv('F')));
    assert!(r.info.score >= WIN, "a proven win: {}", r.info.score);
}

#[test]
fn finds_a_two_move_combination() {
    // South to move; whatever North does, South wins material. The search must prefer the
    // line that captures most over the horizon of 3 plies.
    let p = parse_position("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", &Rules::ABAPA).expect("valid");
    let mut s = Searcher::new(Rules::ABAPA, 8);
    let r = s.search(&[p], Limits::depth(7), &mut |_| {});
    assert_eq!(
        r.best,
        Some(mv('E')),
        "E captures 8 (docs/rules.md example 1)"
    );
}

#[test]
fn avoids_a_move_that_loses_at_once() {
    // North has 23 and threatens to capture 2 or more: after B or F North captures at once
    // and wins (25 or more); A is the only move that does not lose at once, and a depth-8
    // search sees it.
    let p = parse_position("1-1-0-0-0-5-1-1-1-0-0-1-14-23-S", &Rules::ABAPA).expect("valid");
    let loses_at_once = |m: Move| {
        let (child, _) = p.play_unchecked(m, &Rules::ABAPA);
        child.legal_moves(&Rules::ABAPA).into_iter().any(|reply| {
            let (after, _) = child.play_unchecked(reply, &Rules::ABAPA);
            after.store(Side::North) >= 25
        })
    };
    let safe: Vec<Move> = p
        .legal_moves(&Rules::ABAPA)
        .into_iter()
        .filter(|&m| !loses_at_once(m))
        .collect();
    assert_eq!(safe, vec![mv('A')], "the position is as this test says");
    let mut s = Searcher::new(Rules::ABAPA, 8);
    let r = s.search(&[p], Limits::depth(8), &mut |_| {});
    assert_eq!(r.best, Some(mv('A')));
}

#[test]
fn fixed_depth_search_is_deterministic() {
    let p = Position::start(&Rules::ABAPA);
    let run = || {
        let mut s = Searcher::new(Rules::ABAPA, 8);
        let r = s.search(&[p], Limits::depth(9), &mut |_| {});
        (r.best, r.info.score, r.info.nodes, r.info.pv)
    };
    assert_eq!(run(), run());
    let nodes = || {
        let mut s = Searcher::new(Rules::ABAPA, 8);
        let r = s.search(&[p], Limits::nodes(50_000), &mut |_| {});
        (r.best, r.info.nodes)
    };
    assert_eq!(nodes(), nodes());
}

#[test]
fn the_stop_flag_ends_an_endless_search_with_a_move() {
    let mut s = Searcher::new(Rules::ABAPA, 8);
    let stop = s.stop_flag();
    let handle = std::thread::spawn(move || {
        let p = Position::start(&Rules::ABAPA);
        s.search(&[p], Limits::default(), &mut |_| {})
    });
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let r = handle.join().expect("search thread");
    let waited = asked.elapsed();
    assert!(r.best.is_some());
    assert!(r.info.depth >= 1);
    assert!(
        waited < Duration::from_millis(500),
        "stopped after {waited:?}"
    );
}

#[test]
fn cycles_along_the_path_end_the_game() {
    // The two-seed chase of the rules tests: after AaBbCcDdEeF, North's f returns to the
    // start position. The search, given the history, knows that f ends the game (R10).
    let rules = Rules::ABAPA;
    let start = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, start);
    for c in "AaBbCcDdEeF".chars() {
        game.play(mv(c)).expect("legal");
    }
    let mut s = Searcher::new(rules, 8);
    let r = s.search_game(&game, Limits::depth(4), &mut |_| {});
    assert_eq!(r.best, Some(mv('f')), "the only legal move");
    assert_eq!(r.info.score, 0, "the cycle ends 24-24: a draw");
}

#[test]
fn levels_are_repeatable_under_a_seed() {
    let game = Game::new(Rules::ABAPA);
    for level in 1..=MAX_LEVEL - 1 {
        let play = || {
            let mut g = game.clone();
            let mut p = LevelPlayer::new(level, &g, 42, Duration::from_millis(50));
            let mut moves = Vec::new();
            for _ in 0..6 {
                let m = p.choose(&g).expect("a move");
                g.play(m).expect("legal");
                moves.push(m);
            }
            moves
        };
        assert_eq!(play(), play(), "level {level}");
    }
}

#[test]
fn hints_list_every_legal_move_best_first_with_reasons() {
    let rules = Rules::ABAPA;
    let start = parse_position("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", &rules).expect("valid");
    let game = Game::from_position(rules, start);
    let mut s = Searcher::new(rules, 8);
    let hints = analyze(&mut s, &game, Limits::depth(5));
    assert_eq!(hints.len(), game.legal_moves().len());
    assert_eq!(hints[0].mv, mv('E'));
    assert!(hints[0].tags.contains(&HintTag::Captures(8)));
    assert!(hints.windows(2).all(|w| w[0].cp >= w[1].cp));
    assert!(hints.iter().all(|h| h.line.first() == Some(&h.mv)));
    // Feeding: North has no seeds; only F reaches them.
    let start = parse_position("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S", &rules).expect("valid");
    let game = Game::from_position(rules, start);
    let hints = analyze(&mut s, &game, Limits::depth(5));
    assert_eq!(hints.len(), 1);
    assert!(hints[0].tags.contains(&HintTag::FeedsOpponent));
    assert!(hints[0].tags.contains(&HintTag::ForcedByFeeding));
}

#[test]
fn deepening_hints_report_every_depth_and_repeat_exactly() {
    let rules = Rules::ABAPA;
    let mut game = Game::new(rules);
    for m in ['F', 'f', 'E'] {
        game.play(mv(m)).expect("legal");
    }
    let mut depths = Vec::new();
    let mut s = Searcher::new(rules, 4);
    let (depth, hints) = analyze_deepening(&mut s, &game, 6, &mut |d, h| {
        assert_eq!(h.len(), game.legal_moves().len());
        depths.push(d);
    })
    .expect("complete");
    assert_eq!(depths, vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(depth, 6);
    // A fresh searcher on the same schedule gives the same values: what the app shows at a
    // depth is what `oware-cli analyze --depth` prints.
    let mut again = Searcher::new(rules, 4);
    let (_, same) = analyze_deepening(&mut again, &game, 6, &mut |_, _| {}).expect("complete");
    assert_eq!(same, hints);
}

#[test]
fn deepening_hints_stop_with_the_flag_and_keep_the_last_complete_depth() {
    let rules = Rules::ABAPA;
    let game = Game::new(rules);
    let mut s = Searcher::new(rules, 4);
    let stop = s.stop_flag();
    let result = analyze_deepening(&mut s, &game, MAX_HINT_DEPTH, &mut |d, _| {
        if d == 3 {
            stop.store(true, Ordering::Relaxed);
        }
    });
    let (depth, hints) = result.expect("three depths completed");
    assert_eq!(depth, 3);
    assert_eq!(hints.len(), 6);
}

#[test]
fn threats_name_the_movers_pits_the_opponent_could_take() {
    let rules = Rules::ABAPA;
    // At the start no move can capture.
    assert!(threats(&Position::start(&rules), &rules).is_empty());
    // South to move; were North to move, c (4 seeds) would end in A, making it 2.
    let p = parse_position("1-4-4-4-4-4-4-4-4-4-4-7-0-0-S", &rules).expect("valid");
    let a = Pit::from_letter('A').expect("A");
    assert_eq!(threats(&p, &rules), vec![(a, 2)]);
    // North's f (2 seeds) drops in A (2) and B (3): both captured.
    let p = parse_position("1-2-4-4-4-4-4-4-4-4-4-2-4-3-S", &rules).expect("valid");
    let t = threats(&p, &rules);
    assert_eq!(
        t,
        vec![
            (Pit::from_letter('A').expect("A"), 2),
            (Pit::from_letter('B').expect("B"), 3)
        ]
    );
}

#[test]
fn hints_from_the_tables_show_the_tables_result() {
    let rules = Rules::ABAPA;
    let table = std::sync::Arc::new(
        EndgameTable::build(&rules, 8, &mut |_, _| {}).expect("a supported size"),
    );
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut checked = 0;
    while checked < 200 {
        // A random board of at most 8 seeds; the rest in the stores, neither above 24.
        let seeds = (next() % 9) as usize;
        let mut pits = [0u8; 12];
        for _ in 0..seeds {
            pits[(next() % 12) as usize] += 1;
        }
        let rest = 48 - seeds as u8;
        let south = (rest / 2).min(24);
        let side = if next() % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let p = Position::new_unchecked(pits, [south, rest - south], side);
        let game = Game::from_position(rules, p);
        if game.is_over() {
            continue;
        }
        let mut s = Searcher::new(rules, 1);
        s.set_tables(Some(table.clone()));
        let hints = analyze(&mut s, &game, Limits::depth(2));
        for h in &hints {
            let (child, _) = p.play_unchecked(h.mv, &rules);
            if crate::rules::Outcome::of_position(&child, &rules).is_some() {
                continue; // a finished game is exact by itself
            }
            let value = table.probe_value(&child).expect("covered");
            if !value.forced {
                continue;
            }
            let me = p.to_move();
            // The child's value is the opponent's: the mover's margin is its opposite.
            let margin = i32::from(child.store(me))
                - i32::from(child.store(me.opponent()))
                - i32::from(value.margin);
            // Right after a capture nothing can repeat: the tables' value is the game's. A
            // move that captures nothing may lead back to this position (R10), so its value
            // is exact only where the judge could show that this changes nothing.
            let captured = p.play_unchecked(h.mv, &rules).1.capture.seeds > 0;
            assert!(
                h.exact() || !captured,
                "{} in {p:?}: a forced table value after a capture is exact",
                h.mv
            );
            if !h.exact() {
                continue;
            }
            assert_eq!(
                h.cp.signum(),
                margin.signum(),
                "{} in {p:?}: the shown result is the tables'",
                h.mv
            );
            checked += 1;
        }
    }
}

#[test]
fn move_quality_follows_the_seeds_lost_and_the_result() {
    use crate::ai::MoveQuality::*;
    assert_eq!(MoveQuality::of(300, 250), Good);
    assert_eq!(MoveQuality::of(300, 190), Inaccuracy);
    assert_eq!(MoveQuality::of(500, 290), Mistake);
    // A decided game thrown away: a lead of 4 to a deficit of 1, or an open game to one
    // lost by 3.
    assert_eq!(MoveQuality::of(400, -100), Blunder);
    assert_eq!(MoveQuality::of(0, -300), Blunder);
    // Estimates within three seeds of even decide nothing: +2 to −1 is a mistake, an even
    // game to a seed behind an inaccuracy (the reported second move, 1.5 seeds behind).
    assert_eq!(MoveQuality::of(200, -100), Mistake);
    assert_eq!(MoveQuality::of(0, -100), Inaccuracy);
    assert_eq!(MoveQuality::of(30, -120), Inaccuracy);
    // Half a seed never changes a mark, even across a rounding edge.
    assert_eq!(MoveQuality::of(60, 40), Good);
}

#[test]
fn a_review_marks_a_move_that_gives_away_seeds_and_names_the_better_one() {
    let rules = Rules::ABAPA;
    // South to move: E captures 8 (worked example 1); A captures nothing.
    let start = parse_position("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, start);
    game.play(mv('A')).expect("legal");
    let mut s = Searcher::new(rules, 4);
    let mut progress = Vec::new();
    let marks = review_game(&mut s, &game, 4, &mut |done, total| {
        progress.push((done, total))
    });
    assert_eq!(progress, vec![(1, 1)]);
    assert_eq!(marks.len(), 1);
    assert!(marks[0].quality >= MoveQuality::Mistake, "{marks:?}");
    assert_eq!(marks[0].better, Some(mv('E')));
    assert_eq!(
        count_marks(&marks, Side::South)[..].iter().sum::<usize>(),
        1
    );
    assert_eq!(count_marks(&marks, Side::North), [0, 0, 0]);
    // The same depth gives the same marks.
    let again = review_game(&mut Searcher::new(rules, 4), &game, 4, &mut |_, _| {});
    assert_eq!(again, marks);
}

#[test]
fn a_ponder_search_goes_on_under_the_limits_of_the_hit() {
    let game = Game::new(Rules::ABAPA);
    let hit = PonderHit::new();
    let heard = hit.clone();
    let (sender, answers) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut s = Searcher::new(Rules::ABAPA, 4);
        let mut depths = Vec::new();
        let result = s.search_pondering(&game, heard, &mut |info| depths.push(info.depth));
        let _ = sender.send((result, depths));
    });
    // Unlimited until the hit: nothing comes back.
    assert!(answers.recv_timeout(Duration::from_millis(100)).is_err());
    hit.hit(Limits::nodes(50_000));
    let (result, depths) = answers
        .recv_timeout(Duration::from_secs(60))
        .expect("the search ends after the hit");
    assert!(result.best.is_some());
    // One run of iterations from depth 1, continued past the hit, not started again. An
    // iteration cut by the node limit may report once more, at the last complete depth,
    // when a root move beat the best before the cut (the last line reported is the line
    // played).
    assert_eq!(depths.iter().filter(|&&d| d == 1).count(), 1, "{depths:?}");
    let complete = match depths.as_slice() {
        [.., a, b] if a == b => &depths[..depths.len() - 1],
        _ => &depths[..],
    };
    assert!(complete.windows(2).all(|w| w[1] == w[0] + 1), "{depths:?}");
}

#[test]
fn the_last_line_reported_is_the_line_played_and_names_a_reply() {
    // Searches cut at many node counts end in the middle of an iteration: whatever move
    // they keep, the last report names it first, with the reply expected after it.
    let rules = Rules::ABAPA;
    let positions = [
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S",
        "5-5-5-5-4-0-5-5-5-5-4-0-0-0-S",
        "0-7-2-9-1-3-6-0-4-2-5-1-4-4-N",
    ];
    for fen in positions {
        let p = parse_position(fen, &rules).expect("valid");
        let mut searcher = Searcher::new(rules, 4);
        for nodes in (1..40).map(|k| k * 1_777) {
            searcher.clear();
            let mut last = None;
            let result = searcher.search(&[p], Limits::nodes(nodes), &mut |info| {
                last = Some(info.clone());
            });
            let Some(last) = last else { continue };
            assert_eq!(
                last.pv.first().copied(),
                result.best,
                "{fen} at {nodes} nodes"
            );
            assert!(
                last.pv.len() >= 2,
                "a reply after the move: {fen} at {nodes} nodes"
            );
        }
    }
}

#[test]
fn the_expected_reply_comes_from_memory_the_tables_or_the_biggest_capture() {
    let rules = Rules::ABAPA;
    let p = parse_position("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", &rules).expect("valid");
    let fresh = Searcher::new(rules, 4);
    // Nothing searched yet: the biggest capture of the reply (or a legal move).
    let reply = fresh.expected_reply(&p, mv('E')).expect("a reply");
    let (after, _) = p.play_unchecked(mv('E'), &rules);
    assert!(after.legal_moves(&rules).iter().any(|m| m == reply));
    // A move that ends the game has no reply.
    let won = parse_position("0-0-0-0-0-2-0-1-0-0-0-0-24-21-S", &rules).expect("valid");
    assert_eq!(fresh.expected_reply(&won, mv('F')), None);
    // With tables: their best reply.
    let tables = EndgameTable::build(&rules, 6, &mut |_, _| {}).expect("size");
    let mut with_tables = Searcher::new(rules, 4);
    with_tables.set_tables(Some(std::sync::Arc::new(tables)));
    let few = parse_position("1-0-1-0-0-1-0-1-0-1-0-1-22-20-S", &rules).expect("valid");
    for first in few.legal_moves(&rules).iter() {
        let (child, _) = few.play_unchecked(first, &rules);
        if child.is_terminal(&rules) {
            continue;
        }
        let reply = with_tables.expected_reply(&few, first).expect("a reply");
        assert!(
            child.legal_moves(&rules).iter().any(|m| m == reply),
            "{first}: {reply}"
        );
        // The tables' choice is one whose proven value is the best the reply can get.
        let value = |r: Move| {
            let (after, _) = child.play_unchecked(r, &rules);
            with_tables.proven_margin(&after).map(|m| -m)
        };
        let values: Vec<Option<i32>> = child.legal_moves(&rules).iter().map(value).collect();
        if values.iter().all(Option::is_some) {
            let best = values.iter().flatten().max().copied();
            assert_eq!(value(reply), best, "{first}: {reply}");
        }
    }
}
