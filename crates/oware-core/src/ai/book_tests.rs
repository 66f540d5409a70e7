//! The opening book: the positions it covers, its values, its file format and its choices.

use super::*;
use rand::SeedableRng;
use std::collections::HashSet;

fn small_book() -> OpeningBook {
    OpeningBook::build(&Rules::ABAPA, 2, 4, 2, &|_, _| {})
}

#[test]
fn the_first_plies_with_either_starter_are_covered() {
    let rules = Rules::ABAPA;
    // Ply 0: the start with South or North to move; ply 1: six replies each.
    assert_eq!(opening_positions(&rules, 1).len(), 2);
    assert_eq!(opening_positions(&rules, 2).len(), 14);
    let book = small_book();
    assert_eq!(book.len(), 14);
    for side in Side::BOTH {
        let start = Position::start_with(&rules, side);
        let entry = book.get(&start).expect("the start is in the book");
        assert_eq!(entry.moves.len(), 6, "every legal move has a value");
        assert!(
            entry.moves.windows(2).all(|w| w[0].1 >= w[1].1),
            "best first"
        );
        assert!(entry.moves.iter().all(|(m, _)| m.side() == side));
    }
}

#[test]
fn each_value_is_the_search_of_the_move() {
    let rules = Rules::ABAPA;
    let start = Position::start(&rules);
    let mut searcher = Searcher::new(rules, 1);
    // At depth 2 the transposition table and late move reductions (both from depth 3 on)
    // take no part, so the entries earlier moves' searches left in the table cannot change
    // the next one's value.
    let moves = score_moves(&mut searcher, &start, 2);
    for (mv, score) in moves {
        let child = start.play_unchecked(mv, &rules).0;
        let mut fresh = Searcher::new(rules, 1);
        let direct = -fresh
            .search(&[start, child], Limits::depth(2), &mut |_| {})
            .info
            .score;
        assert_eq!(score, direct, "{mv}");
    }
}

#[test]
fn the_file_round_trips_and_refuses_damage() {
    let rules = Rules::ABAPA;
    let book = small_book();
    let bytes = book.to_bytes();
    assert_eq!(OpeningBook::from_bytes(&bytes, &rules), Ok(book.clone()));
    assert_eq!(book.to_bytes(), bytes, "the same book, the same bytes");
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    assert_eq!(
        OpeningBook::from_bytes(&flipped, &rules),
        Err(BookError::Checksum)
    );
    assert!(OpeningBook::from_bytes(&bytes[..bytes.len() - 3], &rules).is_err());
    assert_eq!(
        OpeningBook::from_bytes(b"not a book at all, no", &rules),
        Err(BookError::NotABook)
    );
    let other = Rules {
        seeds_per_pit: 5,
        ..Rules::ABAPA
    };
    assert_eq!(
        OpeningBook::from_bytes(&bytes, &other),
        Err(BookError::Rules)
    );
    assert!(!book.fits(&other));
    assert!(book.fits(&rules));
}

#[test]
fn a_count_the_body_cannot_hold_is_refused_before_anything_is_reserved() {
    // The count (bytes 14..18) is outside the checksum: 0xffffffff positions once made
    // every reader reserve hundreds of gigabytes and abort.
    let rules = Rules::ABAPA;
    let mut bytes = small_book().to_bytes();
    for count in [u32::MAX, 1 << 24, 15] {
        bytes[14..18].copy_from_slice(&count.to_le_bytes());
        assert_eq!(
            OpeningBook::from_bytes(&bytes, &rules),
            Err(BookError::Length),
            "count {count}"
        );
    }
}

#[test]
fn choices_stay_within_the_margin_of_the_best_and_vary() {
    let rules = Rules::ABAPA;
    let book = small_book();
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut seen = std::collections::HashSet::new();
    for p in opening_positions(&rules, 2) {
        let entry = book.get(&p).expect("covered");
        let top = entry.moves[0].1;
        for _ in 0..20 {
            let mv = book.choose(&p, &mut rng).expect("a move");
            let score = entry
                .moves
                .iter()
                .find(|(m, _)| *m == mv)
                .map(|(_, s)| *s)
                .expect("one of the position's moves");
            assert!(
                score >= top - BOOK_MARGIN,
                "{mv} is {score}, the best {top}"
            );
            seen.insert((p, mv));
        }
        let close = entry
            .moves
            .iter()
            .filter(|(_, s)| *s >= top - BOOK_MARGIN)
            .count();
        let chosen = seen.iter().filter(|(q, _)| *q == p).count();
        if close > 1 {
            assert!(
                chosen > 1,
                "twenty draws among {close} close moves gave one"
            );
        } else {
            assert_eq!(chosen, 1);
        }
    }
    let outside = Position::start(&rules)
        .play_unchecked(Move::new(Pit::new(5).expect("F")), &rules)
        .0;
    let deeper = outside
        .play_unchecked(
            outside.legal_moves(&rules).iter().next().expect("a move"),
            &rules,
        )
        .0;
    assert_eq!(book.choose(&deeper, &mut rng), None);
}

fn expansion(min_visits: u32) -> Expansion {
    Expansion {
        games: 40,
        plies: 5,
        random_plies: 1,
        nodes: 2_000,
        min_visits,
        seed: 3,
    }
}

#[test]
fn self_play_grows_the_book_where_its_games_go() {
    let rules = Rules::ABAPA;
    let mut book = small_book();
    let found = book.self_play_positions(&rules, &expansion(2));
    assert!(!found.is_empty(), "forty games leave the two-ply book");
    let within: HashSet<Position> = opening_positions(&rules, 5).into_iter().collect();
    for p in &found {
        assert!(book.get(p).is_none(), "only positions the book lacks");
        assert!(within.contains(p), "reached within five plies");
    }
    assert_eq!(
        found,
        book.self_play_positions(&rules, &expansion(2)),
        "seeded: the same games"
    );
    let often = book.self_play_positions(&rules, &expansion(4));
    assert!(
        often.len() < found.len(),
        "fewer reached four times than twice"
    );
    assert!(often.iter().all(|p| found.contains(p)));
    let once = book.self_play_positions(&rules, &expansion(1));
    assert!(found.iter().all(|p| once.contains(p)));

    let before = book.len();
    book.add(&rules, &found, 4, 2, &|_, _| {});
    assert_eq!(book.len(), before + found.len());
    for p in &found {
        let entry = book.get(p).expect("added");
        assert_eq!(entry.depth, 4);
        assert_eq!(entry.moves.len(), p.legal_moves(&rules).len());
        assert!(entry.moves.windows(2).all(|w| w[0].1 >= w[1].1));
    }
    let held = book.clone();
    book.add(&rules, &found, 6, 2, &|_, _| {});
    assert_eq!(book, held, "positions already held are kept as they are");
}

#[test]
fn a_book_holding_a_move_the_rules_refuse_is_damaged() {
    let rules = Rules::ABAPA;
    let mut book = small_book();
    // South's F is empty: sowing it is no move, whatever the checksum says.
    let p = Position::new_unchecked([4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4], [0, 0], Side::South);
    let empty = Move::new(Pit::from_letter('F').expect("F"));
    assert!(!p.legal_moves(&rules).contains(empty));
    book.entries.insert(
        p,
        BookEntry {
            depth: 1,
            moves: vec![(empty, 0)],
        },
    );
    assert_eq!(
        OpeningBook::from_bytes(&book.to_bytes(), &rules),
        Err(BookError::Entry)
    );
    // The book as built reads back.
    let good = small_book();
    assert_eq!(OpeningBook::from_bytes(&good.to_bytes(), &rules), Ok(good));
}

/// A book with `edit` applied to its first entry, written with a checksum that fits.
fn edited_book(edit: impl FnOnce(&mut BookEntry)) -> Vec<u8> {
    let mut book = small_book();
    let first = *book.entries.keys().next().expect("an entry");
    edit(book.entries.get_mut(&first).expect("there"));
    book.to_bytes()
}

#[test]
fn a_book_whose_moves_or_values_cannot_be_is_refused() {
    let rules = Rules::ABAPA;
    let refused = |bytes: Vec<u8>| OpeningBook::from_bytes(&bytes, &rules);
    assert_eq!(
        refused(edited_book(|e| e.moves.clear())),
        Err(BookError::Entry)
    );
    assert_eq!(
        refused(edited_book(|e| {
            let first = e.moves[0];
            e.moves = vec![first, first, first];
        })),
        Err(BookError::Entry)
    );
    for value in [i32::MAX, i32::MIN, 2 * WIN + 1] {
        assert_eq!(
            refused(edited_book(|e| e.moves[0].1 = value)),
            Err(BookError::Entry),
            "{value}"
        );
    }
    // Values in any order are read best first.
    let read = refused(edited_book(|e| e.moves.reverse())).expect("read");
    for entry in read.entries.values() {
        assert!(entry.moves.windows(2).all(|two| two[0].1 >= two[1].1));
    }
}
