//! Every game of a tournament played on the network, as one OGN file: each game as the
//! organizer saw its moves pass, tagged with the tournament (`Event`), the round, the board,
//! the game of the match (when it has more than one) and the players (the pairing's first
//! player South).

use super::live::WordEnd;
use super::organizer::HallFile;
use crate::records::write_ogn;
use crate::rules::{Game, Move, Pit, Rules, Side};

/// The games of the tournament so far, round by round, board by board, game by game, as
/// OGN records separated by a blank line. A game whose moves the rules refuse (moves the
/// organizer did not see, its program having restarted meanwhile) is written up to the
/// first of them, its result `*`.
pub fn games_ogn(file: &HallFile) -> String {
    let t = &file.tournament;
    let mut text = String::new();
    for (r, boards) in file.boards.iter().enumerate() {
        let Some(round) = t.rounds.get(r) else {
            continue;
        };
        for (b, live) in boards.iter().enumerate() {
            let Some(board) = round.boards.get(b) else {
                continue;
            };
            let name = |p: usize| {
                t.players
                    .get(p)
                    .map_or("?", |e| e.name.as_str())
                    .to_string()
            };
            for (g, played) in live.games.iter().enumerate() {
                // The match's games alternate their first player, the first player's first.
                let first = if g % 2 == 0 { Side::South } else { Side::North };
                let mut game = Game::with_first(Rules::ABAPA, first);
                for pit in played.moves.chars() {
                    let Some(mv) = Pit::from_letter(pit).map(Move::new) else {
                        break;
                    };
                    if game.play(mv).is_err() {
                        break;
                    }
                }
                let mut tags = vec![
                    ("Event".to_string(), t.name.clone()),
                    ("Round".to_string(), (r + 1).to_string()),
                    ("Board".to_string(), (b + 1).to_string()),
                    ("South".to_string(), name(board.pairing.first)),
                    ("North".to_string(), name(board.pairing.second)),
                ];
                if live.games.len() > 1 {
                    tags.push(("Game".to_string(), (g + 1).to_string()));
                }
                if let Some(clock) = &file.play.clock {
                    tags.push(("TimeControl".to_string(), clock.clone()));
                }
                if !game.is_over() {
                    match played.ended {
                        Some(WordEnd::Resigned(side)) => {
                            game.resign(side);
                            tags.push((crate::records::RESIGNED.to_string(), side.to_string()));
                        }
                        Some(WordEnd::TimeForfeit) => {
                            if let Some(side) = game.to_move() {
                                game.lose_on_time(side);
                            }
                            let (tag, value) = crate::records::TIME_FORFEIT;
                            tags.push((tag.to_string(), value.to_string()));
                        }
                        None => {}
                    }
                }
                if !text.is_empty() {
                    text.push('\n');
                }
                text.push_str(&write_ogn(&game, &tags, &[]));
            }
        }
    }
    text
}
