//! Positions set up by hand: each impossible kind refused with its reason, every accepted
//! one playable, and position strings that read back as they were written.

use super::*;
use proptest::prelude::*;

#[test]
fn each_impossible_position_is_refused_with_its_reason() {
    let rules = Rules::ABAPA;
    let start = [4u8; 12];
    assert_eq!(
        check_setup(start, [0, 1], Side::South, &rules),
        Err(SetupError::WrongTotal {
            found: 49,
            expected: 48
        })
    );
    // R8: 25 of 48 captured.
    let pits = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    assert_eq!(
        check_setup(pits, [11, 25], Side::South, &rules),
        Err(SetupError::AlreadyWon {
            side: Side::North,
            seeds: 25
        })
    );
    // R9: South to move with an empty side.
    let pits = [0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4];
    assert_eq!(
        check_setup(pits, [12, 12], Side::South, &rules),
        Err(SetupError::NothingToSow { side: Side::South })
    );
    // R7, R9: North is empty and no South pit reaches it (rules.md, example 6).
    let pits = [1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        check_setup(pits, [22, 22], Side::South, &rules),
        Err(SetupError::CannotFeed { side: Side::South })
    );
    // The same board with North to move is over too: North has nothing to sow.
    assert_eq!(
        check_setup(pits, [22, 22], Side::North, &rules),
        Err(SetupError::NothingToSow { side: Side::North })
    );
    // Feeding is possible (rules.md, example 5): a game can start there.
    let pits = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0];
    let position = check_setup(pits, [23, 23], Side::South, &rules).expect("F feeds");
    assert_eq!(position.legal_moves(&rules).to_vec(), vec![mv('F')]);
}

/// Any spread of a variant's seeds over the 12 pits and 2 stores, and a player to move.
fn any_spread() -> impl Strategy<Value = (Rules, [u8; 14], Side)> {
    (
        3..=6u8,
        prop::collection::vec(0..14usize, 0..=72),
        any::<bool>(),
    )
        .prop_map(|(seeds, places, north)| {
            let rules = Rules {
                seeds_per_pit: seeds,
                ..Rules::ABAPA
            };
            let mut counts = [0u8; 14];
            // Each seed of the variant goes where the next choice says (round robin
            // when the choices run out).
            for k in 0..usize::from(rules.total_seeds()) {
                let place = places.get(k).copied().unwrap_or(k % 14);
                counts[place] += 1;
            }
            let side = if north { Side::North } else { Side::South };
            (rules, counts, side)
        })
}

fn parts(counts: [u8; 14]) -> ([u8; 12], [u8; 2]) {
    let mut pits = [0u8; 12];
    pits.copy_from_slice(&counts[..12]);
    (pits, [counts[12], counts[13]])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn an_accepted_position_is_a_game_that_goes_on((rules, counts, side) in any_spread()) {
        let (pits, stores) = parts(counts);
        match check_setup(pits, stores, side, &rules) {
            Ok(position) => {
                let game = Game::from_position(rules, position);
                prop_assert!(!game.is_over());
                prop_assert!(!game.legal_moves().is_empty());
                prop_assert_eq!(position.to_move(), side);
            }
            Err(e) => {
                // Refused only when the game could not be played from there.
                let position = Position::new_unchecked(pits, stores, side);
                prop_assert!(position.is_terminal(&rules), "{e} for {}", format_position(&position));
            }
        }
    }

    #[test]
    fn a_position_string_pasted_then_copied_is_the_same((rules, counts, side) in any_spread()) {
        let (pits, stores) = parts(counts);
        let text = format_position(&Position::new_unchecked(pits, stores, side));
        let read = parse_position(&text, &rules).expect("a well-formed string");
        prop_assert_eq!(format_position(&read), text);
    }
}
