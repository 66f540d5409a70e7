//! The worked examples of docs/rules.md, one test each, and one literal-board test per rule.

use super::*;

#[test]
fn example_1_capture_chain_r4_r5() {
    let p = even([3, 1, 4, 0, 6, 2, 1, 3, 2, 1, 2, 2]);
    let (after, report) = p.play(mv('E'), &ABAPA).expect("E is legal");
    assert_eq!(report.capture.seeds, 8);
    assert_eq!(after.pits(), &[3, 1, 4, 0, 0, 3, 2, 4, 0, 0, 0, 2]);
    let chain: Vec<char> = report.capture.pits().map(|p| p.letter()).collect();
    assert_eq!(chain, vec!['e', 'd', 'c']);
    assert_eq!(after.store(Side::South), p.store(Side::South) + 8);
    assert_eq!(after.to_move(), Side::North);
}

#[test]
fn example_2_twelve_or_more_r3() {
    let p = even([0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0]);
    let (after, report) = p.play(mv('D'), &ABAPA).expect("D is legal");
    assert_eq!(report.last, Pit::from_letter('b').expect("b"));
    assert_eq!(report.capture.seeds, 4);
    assert_eq!(after.pits(), &[1, 1, 1, 0, 2, 2, 0, 0, 1, 1, 1, 1]);
    let sown: Vec<Pit> = report.sown_pits().collect();
    assert_eq!(sown.len(), 15);
    assert!(
        !sown.contains(&Pit::from_letter('D').expect("D")),
        "R3: origin skipped"
    );
}

#[test]
fn example_3_lap_capture() {
    let p = even([0, 0, 0, 0, 0, 17, 2, 0, 0, 0, 0, 0]);
    let (after, report) = p.play(mv('F'), &ABAPA).expect("F is legal");
    assert_eq!(report.capture.seeds, 10);
    assert_eq!(report.capture.pits, 5);
    assert!(!report.grand_slam);
    assert_eq!(after.pits(), &[1, 1, 1, 1, 1, 0, 4, 0, 0, 0, 0, 0]);
}

#[test]
fn example_4_grand_slam_r6() {
    let p = even([0, 0, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0]);
    let (after, report) = p
        .play(mv('F'), &ABAPA)
        .expect("F is legal (R6: the move stands)");
    assert!(report.grand_slam);
    assert_eq!(report.capture.seeds, 0);
    assert_eq!(after.pits(), &[1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2]);

    let p = even([0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0]);
    let (after, report) = p.play(mv('F'), &ABAPA).expect("F is legal");
    assert!(report.grand_slam);
    assert_eq!(report.capture.seeds, 0);
    assert_eq!(after.pits(), &[0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0]);
}

#[test]
fn example_5_feeding_r7() {
    let p = even([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(p.legal_moves(&ABAPA).to_vec(), vec![mv('F')]);
    assert_eq!(
        p.play(mv('A'), &ABAPA).expect_err("must be refused"),
        MoveError::MustFeed {
            pit: Pit::from_letter('A').expect("A"),
            opponent: Side::North
        }
    );
}

#[test]
fn example_6_cannot_feed_r9() {
    let p = board([1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0], 20);
    assert!(p.legal_moves(&ABAPA).is_empty());
    let game = Game::from_position(ABAPA, p);
    let outcome = game.outcome().expect("R9 ends the game");
    assert_eq!(outcome.reason, EndReason::NoMoves);
    assert_eq!(
        outcome.final_stores,
        [24, 24],
        "South takes the 4 seeds on its side"
    );
    assert_eq!(outcome.winner, None, "R11: 24-24 is a draw");
}

#[test]
fn r1_choice_own_non_empty_pit() {
    let p = even([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(
        p.play(mv('A'), &ABAPA).expect_err("must be refused"),
        MoveError::EmptyPit {
            pit: Pit::from_letter('A').expect("A")
        }
    );
    assert!(matches!(
        p.play(mv('a'), &ABAPA),
        Err(MoveError::NotYourPit { .. })
    ));
    assert_eq!(p.legal_moves(&ABAPA).len(), 5);
}

#[test]
fn r2_sowing_one_by_one_counter_clockwise() {
    let p = Position::start(&ABAPA);
    let (after, report) = p.play(mv('F'), &ABAPA).expect("legal");
    assert_eq!(after.pits(), &[4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4]);
    assert_eq!(report.last, Pit::from_letter('d').expect("d"));
    // North sows from f back onto South's row.
    let (after2, _) = after.play(mv('f'), &ABAPA).expect("legal");
    assert_eq!(after2.pits(), &[5, 5, 5, 5, 4, 0, 5, 5, 5, 5, 4, 0]);
}

#[test]
fn r3_origin_left_empty_with_eleven_and_twelve() {
    let p = even([11, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    let (after, report) = p.play(mv('A'), &ABAPA).expect("legal");
    assert_eq!(after.seeds(Pit::from_letter('A').expect("A")), 0);
    assert_eq!(report.last, Pit::from_letter('f').expect("f"));
    let p = even([12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    let (after, report) = p.play(mv('A'), &ABAPA).expect("legal");
    assert_eq!(
        after.seeds(Pit::from_letter('A').expect("A")),
        0,
        "R3: origin skipped"
    );
    assert_eq!(report.last, Pit::from_letter('B').expect("B"));
    assert_eq!(after.pits(), &[0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
}

#[test]
fn r4_capture_only_two_or_three_on_opponent_side() {
    // Last seed makes a hold 2: captured.
    let p = even([0, 0, 0, 0, 0, 1, 1, 4, 0, 0, 0, 0]);
    let (_, r) = p.play(mv('F'), &ABAPA).expect("legal");
    assert_eq!(r.capture.seeds, 2);
    // Makes 4: nothing.
    let p = even([0, 0, 0, 0, 0, 1, 3, 4, 0, 0, 0, 0]);
    let (_, r) = p.play(mv('F'), &ABAPA).expect("legal");
    assert_eq!(r.capture.seeds, 0);
    // Own side holding 2 after the last seed: nothing.
    let p = even([0, 0, 0, 1, 1, 1, 1, 4, 0, 0, 0, 0]);
    let (_, r) = p.play(mv('D'), &ABAPA).expect("legal");
    assert_eq!(r.capture.seeds, 0);
}

#[test]
fn r5_chain_stops_at_gap_and_at_own_side() {
    // Last seed in c (2); b would be 5 (gap); a holds 2 but is not contiguous.
    let p = even([0, 0, 0, 0, 0, 3, 1, 4, 1, 4, 0, 0]);
    let (after, r) = p.play(mv('F'), &ABAPA).expect("legal");
    assert_eq!(r.capture.seeds, 2);
    assert_eq!(after.pits(), &[0, 0, 0, 0, 0, 0, 2, 5, 0, 4, 0, 0]);
    // The chain does not cross onto the mover's own row: F ends with 2 but is South's.
    let p = even([0, 0, 0, 0, 2, 1, 1, 4, 0, 0, 0, 0]);
    let (after, r) = p.play(mv('E'), &ABAPA).expect("legal");
    assert_eq!(after.pits()[5], 2);
    assert_eq!(r.capture.seeds, 2);
    assert_eq!(r.capture.pits, 1);
}

#[test]
fn r6_grand_slam_captures_nothing_under_abapa() {
    let p = even([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0]);
    let (after, r) = p.play(mv('F'), &ABAPA).expect("R6: legal");
    assert!(r.grand_slam);
    assert_eq!(after.pits()[6], 2);
    assert_eq!(after.stores(), p.stores());
}

#[test]
fn r7_feeding_move_required_but_any_feeding_move_allowed() {
    let p = even([0, 0, 0, 2, 2, 1, 0, 0, 0, 0, 0, 0]);
    let legal = p.legal_moves(&ABAPA).to_vec();
    assert_eq!(legal, vec![mv('E'), mv('F')]);
    assert!(matches!(
        p.play(mv('D'), &ABAPA),
        Err(MoveError::MustFeed { .. })
    ));
}

#[test]
fn r8_majority_ends_at_once() {
    let p = board([0, 0, 0, 0, 0, 1, 2, 4, 4, 4, 4, 4], 22);
    let mut game = Game::from_position(ABAPA, p);
    game.play(mv('F')).expect("legal");
    let outcome = game.outcome().expect("R8");
    assert_eq!(outcome.reason, EndReason::Majority);
    assert_eq!(outcome.winner, Some(Side::South));
    assert_eq!(
        outcome.final_stores,
        [25, 3],
        "R8: seeds on the board are not counted"
    );
    assert_eq!(outcome.final_board, [0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4]);
}

#[test]
fn r11_result_more_seeds_wins_equal_is_draw() {
    let stuck = board([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], 23);
    let g = Game::from_position(ABAPA, stuck);
    let o = g.outcome().expect("E cannot feed: R9");
    assert_eq!(o.final_stores, [24, 24]);
    assert_eq!(o.winner, None);
    let south_ahead = board([0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0], 23);
    let o = Game::from_position(ABAPA, south_ahead)
        .outcome()
        .copied()
        .expect("R9");
    assert_eq!(o.final_stores, [25, 23]);
    assert_eq!(o.winner, Some(Side::South));
}
