//! Ends of the game through `Game`: R9, R10, agreement; undo and redo.

use super::*;
use proptest::prelude::*;

/// Two single seeds chase each other round the board and the start position returns.
const CYCLE: &str = "AaBbCcDdEeFf";

fn cycle_start() -> Position {
    Position::new_unchecked([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], Side::South)
}

fn play_all(game: &mut Game, moves: &str) {
    for token in parse_move_list(moves).expect("moves") {
        let side = game.position().to_move();
        game.play(token.resolve(side)).expect("legal move");
    }
}

#[test]
fn r10_repeated_position_ends_the_game() {
    let mut game = Game::from_position(ABAPA, cycle_start());
    play_all(&mut game, &CYCLE[..11]);
    assert!(!game.is_over());
    play_all(&mut game, &CYCLE[11..]);
    let o = game.outcome().expect("R10");
    assert_eq!(o.reason, EndReason::Cycle);
    assert_eq!(
        o.final_stores,
        [24, 24],
        "each takes the seed on their own side"
    );
    assert_eq!(o.final_board, [0; 12]);
}

#[test]
fn r10_by_agreement_goes_on_until_agreed() {
    let rules = Rules {
        cycle: CycleRule::ByAgreement,
        ..ABAPA
    };
    let mut game = Game::from_position(rules, cycle_start());
    assert!(!game.end_by_agreement(), "no repetition yet");
    play_all(&mut game, CYCLE);
    assert!(!game.is_over());
    assert!(game.cycle_seen());
    play_all(&mut game, "A");
    assert!(game.end_by_agreement());
    let o = game.outcome().expect("agreed");
    assert_eq!(o.reason, EndReason::Cycle);
    assert_eq!(o.final_stores, [24, 24]);
}

#[test]
fn r9_starved_player_opponent_takes_the_rest() {
    // North to move with an empty row: no legal move; South takes its own seeds.
    let p = Position::new_unchecked([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [20, 25], Side::North);
    let rules = Rules {
        seeds_per_pit: 4,
        ..ABAPA
    };
    let g = Game::from_position(rules, p);
    // North already has 25: R8 comes first.
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Majority));
    let p = Position::new_unchecked([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [20, 23], Side::North);
    let o = *Game::from_position(rules, p).outcome().expect("R9");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(o.final_stores, [25, 23]);
    assert_eq!(o.winner, Some(Side::South));
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut game = Game::new(ABAPA);
    let before = game.clone();
    assert!(matches!(
        game.play(mv('a')),
        Err(MoveError::NotYourPit { .. })
    ));
    assert_eq!(game, before);
    play_all(&mut game, "F");
    let p = game.clone();
    assert!(matches!(
        game.play(mv('F')),
        Err(MoveError::NotYourPit { .. })
    ));
    assert_eq!(game, p);
}

#[test]
fn moves_after_the_end_are_refused() {
    let mut game = Game::from_position(ABAPA, cycle_start());
    play_all(&mut game, CYCLE);
    assert_eq!(
        game.play(mv('A')).expect_err("must be refused"),
        MoveError::GameOver
    );
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.to_move(), None);
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut game = Game::new(ABAPA);
    play_all(&mut game, "FfEaDb");
    let full = game.clone();
    assert_eq!(game.undo(), Some(mv('b')));
    assert_eq!(game.undo(), Some(mv('D')));
    assert_eq!(game.redo_moves(), vec![mv('D'), mv('b')]);
    assert_eq!(game.redo(), Some(mv('D')));
    assert_eq!(game.redo(), Some(mv('b')));
    assert_eq!(game.redo(), None);
    assert_eq!(game.position(), full.position());
    assert_eq!(game.plies(), full.plies());
    // A new move after undo clears the redo stack.
    game.undo();
    play_all(&mut game, "a");
    assert!(!game.can_redo());
    while game.undo().is_some() {}
    assert_eq!(game.position(), &Position::start(&ABAPA));
}

#[test]
fn undo_reopens_a_finished_game() {
    let mut game = Game::from_position(ABAPA, cycle_start());
    play_all(&mut game, CYCLE);
    assert!(game.is_over());
    game.undo();
    assert!(!game.is_over());
    assert_eq!(game.redo(), Some(mv('f')));
    assert!(game.is_over());
}

#[test]
fn a_resignation_gives_the_game_to_the_other_side_whatever_the_stores() {
    use crate::rules::{MatchFormat, MatchSession, NextStarter};
    let mut play = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::BestOf3,
        NextStarter::Alternate,
    );
    play.play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    let outcome = play.resign(Side::North).expect("resigned");
    assert_eq!(outcome.winner, Some(Side::South));
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(outcome.final_stores, [0, 0]);
    assert_eq!(outcome.final_board, *play.game().position().pits());
    assert_eq!(play.match_state().wins(Side::South), 1);
    assert!(play.game().is_over());
    // Once over, no second resignation.
    assert_eq!(play.resign(Side::South), None);
    // Taking the last move back takes the resignation back too.
    assert!(play.undo().is_some());
    assert!(!play.game().is_over());
    assert_eq!(play.match_state().wins(Side::South), 0);
}

/// The boards a search must treat as already seen, from the whole game: those since the
/// last capture (same seeds on the board), the current one left out.
fn repeatable_by_replay(game: &Game) -> Vec<([u8; 12], Side)> {
    let now = *game.position();
    let mut boards: Vec<_> = game
        .positions()
        .iter()
        .filter(|p| p.stores() == now.stores() && !p.same_board(&now))
        .map(|p| (*p.pits(), p.to_move()))
        .collect();
    boards.sort();
    boards.dedup();
    boards
}

proptest! {
    #[test]
    fn repeatable_positions_are_the_boards_since_the_last_capture(
        choices in proptest::collection::vec(0u8..=255, 0..160),
        undos in 0usize..20,
    ) {
        let rules: Rules = "abapa,cycle=by-agreement".parse().expect("rules");
        let mut game = Game::new(rules);
        for c in choices {
            let legal: Vec<Move> = game.legal_moves().iter().collect();
            if legal.is_empty() {
                break;
            }
            game.play(legal[usize::from(c) % legal.len()]).expect("legal");
        }
        for _ in 0..undos {
            game.undo();
        }
        let mut positions = game.repeatable_positions();
        prop_assert_eq!(positions.pop(), Some(*game.position()), "the current position last");
        let mut boards: Vec<_> = positions.iter().map(|p| (*p.pits(), p.to_move())).collect();
        boards.sort();
        prop_assert_eq!(boards, repeatable_by_replay(&game));
        prop_assert!(positions.iter().all(|p| p.stores() == game.position().stores()));
        let seen = (1..game.plies().len() + 1).any(|n| {
            let after = game.plies()[n - 1].after;
            game.positions()[..n].iter().any(|p| p.same_board(&after))
        });
        prop_assert_eq!(game.cycle_seen(), seen);
    }
}

/// A game that goes round in circles for 120 000 plies (by agreement nobody stops it) is
/// played, undone and searched in time that grows with its length, not its square: each
/// move used to look at every position before it.
#[test]
fn a_long_cycling_game_keeps_few_positions_to_repeat() {
    let rules: Rules = "abapa,cycle=by-agreement".parse().expect("rules");
    let mut game = Game::from_position(rules, cycle_start());
    for _ in 0..10_000 {
        play_all(&mut game, CYCLE);
    }
    assert_eq!(game.plies().len(), 120_000);
    assert!(game.cycle_seen() && !game.is_over());
    assert_eq!(game.repeatable_positions().len(), 12, "12 boards go round");
    for _ in 0..120_000 {
        game.undo();
    }
    assert!(!game.cycle_seen());
    assert_eq!(game.repeatable_positions(), vec![cycle_start()]);
}
