//! Round trips and rejections of every record format; random input never panics. One file
//! per kind of file; the helpers they share are here.

use super::*;
use crate::rules::{
    Game, Match, MatchFormat, Move, MoveTree, NextStarter, Position, Rules, Side, parse_move_list,
    parse_position,
};
use proptest::prelude::*;

mod fuzzed;
mod library;
mod ogn;
mod saves;
mod tables;
mod writes;

fn game_of(moves: &str) -> Game {
    let mut game = Game::new(Rules::ABAPA);
    for t in parse_move_list(moves).expect("moves") {
        let mv = t.resolve(game.position().to_move());
        game.play(mv).expect("legal");
    }
    game
}

fn random_game(choices: &[u8]) -> Game {
    let mut game = Game::new(Rules::ABAPA);
    for &c in choices {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        game.play(legal[c as usize % legal.len()]).expect("legal");
    }
    game
}

/// Makes a FIFO with the system's `mkfifo` (the crate has no unsafe code to call it).
#[cfg(unix)]
fn fifo(path: &std::path::Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// `state` with `game` on the board, saved as RON and read back.
fn saved_and_read(state: Match, game: &Game) -> Result<(SavedMatch, Game), SaveError> {
    let saved = SavedMatch::new(
        Rules::ABAPA,
        state,
        game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    );
    SavedMatch::from_ron(&saved.to_ron().expect("encode"))
}

/// A save of `game` as a single game between two people.
fn single_save(game: &Game) -> String {
    SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::Alternate, Side::South),
        game,
        [PlayerKind::Human, PlayerKind::Human],
        ["Ama".into(), "Kofi".into()],
    )
    .to_ron()
    .expect("encode")
}

/// A single game of `FfE` that `side` then ends by `reason` (a resignation or a time out),
/// and its save.
fn ended_by_word(
    reason: crate::rules::EndReason,
    side: Side,
) -> (crate::rules::MatchSession, SavedMatch) {
    use crate::rules::{EndReason, MatchSession};
    let mut play = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::Single,
        NextStarter::WinnerStarts,
    );
    for token in ["F", "f", "E"] {
        let to_move = play.game().to_move().expect("in play");
        let mv = parse_move_list(token).expect("a move")[0].resolve(to_move);
        play.play(mv).expect("legal");
    }
    let outcome = match reason {
        EndReason::Resignation => play.resign(side),
        _ => play.lose_on_time(side),
    }
    .expect("ended");
    assert_eq!(outcome.reason, reason);
    let saved = SavedMatch::new(
        Rules::ABAPA,
        play.match_state().clone(),
        play.game(),
        [PlayerKind::Human, PlayerKind::Human],
        ["Ama".into(), "Kofi".into()],
    );
    (play, saved)
}
