//! Property tests over random games: conservation, move generation, undo.

use super::*;
use proptest::prelude::*;

/// Plays the game chosen by `choices` (each an index into the legal moves), up to its end.
fn random_game(rules: Rules, choices: &[u8]) -> Game {
    let mut game = Game::new(rules);
    for &c in choices {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        let mv = legal[c as usize % legal.len()];
        game.play(mv).expect("a generated move is legal");
    }
    game
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (0..5usize, any::<bool>(), 3..=6u8).prop_map(|(g, agreement, seeds)| Rules {
        grand_slam: GrandSlamRule::ALL[g],
        cycle: if agreement {
            CycleRule::ByAgreement
        } else {
            CycleRule::Automatic
        },
        seeds_per_pit: seeds,
        stores_shown: true,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_mirrored_position_plays_the_same_game_with_the_colours_swapped(rules in any_rules(), choices in prop::collection::vec(any::<u8>(), 0..120), pick in any::<u8>()) {
        let game = random_game(rules, &choices);
        let p = *game.position();
        let m = p.mirrored();
        prop_assert_eq!(m.mirrored(), p);
        prop_assert_eq!(m.to_move(), p.to_move().opponent());
        prop_assert_eq!(m.store(Side::South), p.store(Side::North));
        let legal = p.legal_moves(&rules).to_vec();
        let mirrored_legal: Vec<Pit> = m.legal_moves(&rules).iter().map(|mv| mv.pit()).collect();
        let expected: Vec<Pit> = legal.iter().map(|mv| Pit::of_side(mv.pit().side().opponent(), mv.pit().index() % 6)).collect();
        prop_assert_eq!(mirrored_legal, expected);
        if !legal.is_empty() && !p.is_decided(&rules) {
            let mv = legal[pick as usize % legal.len()];
            let twin = Move::new(Pit::of_side(mv.pit().side().opponent(), mv.pit().index() % 6));
            let (after, report) = p.play(mv, &rules).expect("legal");
            let (mirrored_after, mirrored_report) = m.play(twin, &rules).expect("legal");
            prop_assert_eq!(mirrored_after, after.mirrored());
            prop_assert_eq!(mirrored_report.capture.seeds, report.capture.seeds);
        }
    }

    #[test]
    fn seeds_are_conserved(rules in any_rules(), choices in prop::collection::vec(any::<u8>(), 0..250)) {
        let game = random_game(rules, &choices);
        let mut before = *game.start();
        for ply in game.plies() {
            let p = ply.after;
            let total: u32 = p.pits().iter().chain(p.stores().iter()).map(|&n| u32::from(n)).sum();
            prop_assert_eq!(total, u32::from(rules.total_seeds()));
            // What leaves the board is what the report says was captured, and it goes to
            // the stores: no seed appears or vanishes on the way.
            let on_board = |q: &Position| q.pits().iter().map(|&n| u32::from(n)).sum::<u32>();
            let stored = |q: &Position| q.stores().iter().map(|&n| u32::from(n)).sum::<u32>();
            prop_assert_eq!(on_board(&before) - on_board(&p), u32::from(ply.report.capture.seeds));
            prop_assert_eq!(stored(&p) - stored(&before), u32::from(ply.report.capture.seeds));
            before = p;
        }
        if let Some(o) = game.outcome() {
            let total: u32 = o.final_board.iter().chain(o.final_stores.iter()).map(|&n| u32::from(n)).sum();
            prop_assert_eq!(total, u32::from(rules.total_seeds()));
        }
    }

    #[test]
    fn generated_moves_are_exactly_the_legal_ones(rules in any_rules(), choices in prop::collection::vec(any::<u8>(), 0..150)) {
        let game = random_game(rules, &choices);
        let p = *game.position();
        let legal = p.legal_moves(&rules);
        for pit in Pit::ALL {
            let m = Move::new(pit);
            let played = p.play(m, &rules);
            let expected = legal.contains(m) && !p.is_decided(&rules);
            prop_assert_eq!(played.is_ok(), expected, "move {} in {:?}", m, p);
            // R1: never a pit of the other side or an empty pit.
            if legal.contains(m) {
                prop_assert_eq!(m.side(), p.to_move());
                prop_assert!(p.seeds(pit) > 0);
            }
        }
        // R7: when the opponent is empty, every legal move feeds them.
        if p.side_seeds(p.to_move().opponent()) == 0 {
            for m in legal {
                let (after, _) = p.play_unchecked(m, &rules);
                prop_assert!(after.side_seeds(p.to_move().opponent()) > 0 || after.stores() != p.stores());
            }
        }
    }

    #[test]
    fn undo_restores_the_previous_game(rules in any_rules(), choices in prop::collection::vec(any::<u8>(), 1..200)) {
        let game = random_game(rules, &choices);
        if let Some(&last) = game.moves().last() {
            let mut shorter = game.clone();
            shorter.undo();
            let mut replayed = Game::new(rules);
            for &m in &game.moves()[..game.moves().len() - 1] {
                replayed.play(m).expect("legal");
            }
            prop_assert_eq!(shorter.position(), replayed.position());
            prop_assert_eq!(shorter.plies(), replayed.plies());
            prop_assert_eq!(shorter.outcome(), replayed.outcome());
            prop_assert_eq!(shorter.cycle_seen(), replayed.cycle_seen());
            prop_assert_eq!(shorter.redo(), Some(last));
            prop_assert_eq!(shorter.position(), game.position());
            prop_assert_eq!(shorter.outcome(), game.outcome());
        }
    }

    #[test]
    fn sowing_drops_one_seed_per_pit_reported(rules in any_rules(), choices in prop::collection::vec(any::<u8>(), 0..150)) {
        let game = random_game(rules, &choices);
        for (i, ply) in game.plies().iter().enumerate() {
            let before = if i == 0 { *game.start() } else { game.plies()[i - 1].after };
            let mut pits = *before.pits();
            pits[ply.report.mv.pit().index()] = 0;
            for pit in ply.report.sown_pits() {
                prop_assert!(pit != ply.report.mv.pit(), "R3");
                pits[pit.index()] += 1;
            }
            for pit in ply.report.capture.pits() {
                prop_assert_eq!(pit.side(), ply.report.mv.side().opponent(), "R4: opponent's pit");
                prop_assert!(pits[pit.index()] == 2 || pits[pit.index()] == 3, "R4: 2 or 3");
                pits[pit.index()] = 0;
            }
            prop_assert_eq!(&pits, ply.after.pits());
        }
    }
}

proptest! {
    #[test]
    fn may_capture_agrees_with_sowing(choices in prop::collection::vec(any::<u8>(), 0..150)) {
        let game = random_game(Rules::ABAPA, &choices);
        let p = *game.position();
        for m in p.legal_moves(&Rules::ABAPA) {
            let (_, report) = p.play_unchecked(m, &Rules::ABAPA);
            let captured_or_slam = report.capture.seeds > 0 || report.grand_slam;
            prop_assert_eq!(p.may_capture(m), captured_or_slam, "{} in {:?}", m, p);
        }
    }
}
