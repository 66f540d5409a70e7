//! Perft from the start position against counts published by an independent engine.

use super::*;

const START_COUNTS: [u64; 10] = [
    6, 36, 190, 1_014, 5_219, 27_332, 139_157, 711_414, 3_592_872, 18_137_964,
];

#[test]
fn perft_from_start_matches_published_counts() {
    let start = Position::start(&ABAPA);
    for (i, &expected) in START_COUNTS.iter().enumerate() {
        let depth = i as u32 + 1;
        let count = perft(&start, depth, &ABAPA);
        assert_eq!(count.leaves, expected, "perft({depth})");
        assert_eq!(
            count.finished, 0,
            "no game can end within {depth} plies of the start"
        );
    }
}

#[test]
fn perft_divide_sums_to_perft() {
    let start = Position::start(&ABAPA);
    let parts = perft_divide(&start, 6, &ABAPA);
    assert_eq!(parts.len(), 6);
    let total: u64 = parts.iter().map(|(_, c)| c.leaves).sum();
    assert_eq!(total, 27_332);
}

#[test]
fn perft_counts_finished_games() {
    // Example 6 one ply earlier: every leaf is a finished game or not, and a decided position
    // has no children.
    let p = board([0, 0, 0, 0, 0, 1, 2, 4, 4, 4, 4, 4], 22);
    let c = perft(&p, 1, &ABAPA);
    assert_eq!(
        c,
        PerftCount {
            leaves: 1,
            finished: 1
        }
    );
    let (after, _) = p.play(mv('F'), &ABAPA).expect("legal");
    assert_eq!(perft(&after, 3, &ABAPA), PerftCount::default());
}
