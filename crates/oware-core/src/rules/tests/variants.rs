//! The options of docs/rules.md's variant table.

use super::*;

fn with_grand_slam(rule: GrandSlamRule) -> Rules {
    Rules {
        grand_slam: rule,
        ..ABAPA
    }
}

/// South: E=1, F=1; North: a=1. F makes a hold 2, capturing North's last seeds.
fn slam(south_store: u8) -> Position {
    board([0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0], south_store)
}

#[test]
fn grand_slam_allowed_if_winning() {
    let rules = with_grand_slam(GrandSlamRule::AllowedIfWinning);
    let mut g = Game::from_position(rules, slam(23));
    let ply = *g.play(mv('F')).expect("legal");
    assert!(ply.report.grand_slam);
    assert_eq!(ply.report.capture.seeds, 2);
    let o = g.outcome().expect("R8");
    assert_eq!(o.reason, EndReason::Majority);
    assert_eq!(o.final_stores[0], 25);

    let (after, r) = slam(21).play(mv('F'), &rules).expect("legal");
    assert!(r.grand_slam);
    assert_eq!(r.capture.seeds, 0, "not winning: R6");
    assert_eq!(after.pits()[6], 2);
}

#[test]
fn grand_slam_illegal_unless_forced() {
    let rules = with_grand_slam(GrandSlamRule::Illegal);
    let p = slam(21);
    assert_eq!(p.legal_moves(&rules).to_vec(), vec![mv('E')]);
    assert_eq!(
        p.play(mv('F'), &rules).expect_err("must be refused"),
        MoveError::GrandSlamForbidden {
            pit: Pit::from_letter('F').expect("F")
        }
    );
    // Forced: the only move is a grand slam; played under R6.
    let forced = board([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0], 22);
    assert_eq!(forced.legal_moves(&rules).to_vec(), vec![mv('F')]);
    let (after, r) = forced.play(mv('F'), &rules).expect("forced");
    assert!(r.grand_slam);
    assert_eq!(r.capture.seeds, 0);
    assert_eq!(after.pits()[6], 2);
}

#[test]
fn grand_slam_capture_all_ends_by_r9_mover_takes_own_side() {
    let rules = with_grand_slam(GrandSlamRule::CaptureAll);
    let mut g = Game::from_position(rules, slam(21));
    let ply = *g.play(mv('F')).expect("legal");
    assert_eq!(ply.report.capture.seeds, 2);
    let o = g.outcome().expect("R9");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(o.final_stores, [24, 24]);
}

#[test]
fn grand_slam_opponent_takes_the_movers_seeds() {
    let rules = with_grand_slam(GrandSlamRule::OpponentTakes);
    let mut g = Game::from_position(rules, slam(21));
    let ply = *g.play(mv('F')).expect("legal");
    assert_eq!(ply.report.capture.seeds, 2);
    assert_eq!(
        ply.after.pits()[4],
        1,
        "the ply shows the board after captures only"
    );
    let o = g.outcome().expect("game over");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(
        o.final_stores,
        [23, 25],
        "North takes South's remaining seed"
    );
}

#[test]
fn seeds_per_pit_three_to_six() {
    for n in 3..=6u8 {
        let rules: Rules = format!("seeds={n}").parse().expect("valid");
        assert_eq!(rules.total_seeds(), 12 * n);
        assert_eq!(rules.winning_total(), 6 * n + 1, "more than half");
        let p = Position::start(&rules);
        assert_eq!(p.board_seeds(), 12 * n);
    }
    assert!("seeds=2".parse::<Rules>().is_err());
    assert!("seeds=7".parse::<Rules>().is_err());
}

#[test]
fn variant_names_round_trip() {
    for gs in GrandSlamRule::ALL {
        for cycle in [CycleRule::Automatic, CycleRule::ByAgreement] {
            for seeds in 3..=6 {
                for stores_shown in [true, false] {
                    let r = Rules {
                        grand_slam: gs,
                        cycle,
                        seeds_per_pit: seeds,
                        stores_shown,
                    };
                    assert_eq!(r.name().parse::<Rules>(), Ok(r));
                }
            }
        }
    }
    assert_eq!("Abapa".parse::<Rules>(), Ok(Rules::ABAPA));
    assert_eq!(
        "capture-all+by-agreement"
            .parse::<Rules>()
            .map(|r| (r.grand_slam, r.cycle)),
        Ok((GrandSlamRule::CaptureAll, CycleRule::ByAgreement))
    );
    assert!("grand-slam=sometimes".parse::<Rules>().is_err());
    // No option at all is no variant, however it is written.
    for empty in ["", "  ", ",,,", "+", " , + "] {
        assert_eq!(
            empty.parse::<Rules>(),
            Err(crate::rules::VariantError::Empty),
            "{empty:?}"
        );
    }
    // The name the Aualé GUI writes in its records.
    for aulae in ["Oware Abapa", "oware  abapa", " OWARE ABAPA "] {
        assert_eq!(aulae.parse::<Rules>(), Ok(Rules::ABAPA), "{aulae:?}");
    }
}
