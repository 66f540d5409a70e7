//! A board's games as the organizer sees them pass: each game's moves and how it ended by a
//! player's word, kept in the organizer's file for the live boards and the records.

use crate::net::Message;
use crate::rules::Side;

/// A board's games as the organizer saw them pass.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LiveBoard {
    /// The games, the one in play last.
    pub games: Vec<LiveGame>,
}

/// One game of a board's match as the organizer saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LiveGame {
    /// Its moves, as pit letters (`FfEa…`).
    pub moves: String,
    /// How it ended by a player's word rather than the board, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<WordEnd>,
}

/// A game ended by a player's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WordEnd {
    /// This side resigned.
    Resigned(Side),
    /// The side to move ran out of time.
    TimeForfeit,
}

impl LiveBoard {
    /// A game's message seen passing from the player of `side`: moves, a take-back, a
    /// resignation, a time out, the next game. Whether it changed anything.
    pub(super) fn saw(&mut self, message: &Message, side: Side) -> bool {
        if self.games.is_empty() && matches!(message, Message::NewMatch(_)) {
            self.games.push(LiveGame::default());
            return true;
        }
        let Some(game) = self.games.last_mut() else {
            return false;
        };
        let plies = game.moves.chars().count();
        match message {
            Message::NextGame => self.games.push(LiveGame::default()),
            Message::Move { ply, pit, .. }
                if plies + 1 == *ply as usize && game.ended.is_none() =>
            {
                game.moves.push(*pit);
            }
            Message::UndoGrant { ply } => {
                game.moves = game.moves.chars().take(*ply as usize).collect()
            }
            Message::Resign { ply } if game.ended.is_none() => {
                let ply = ply.map_or(plies, |p| p as usize);
                game.moves = game.moves.chars().take(ply).collect();
                game.ended = Some(WordEnd::Resigned(side));
            }
            Message::TimeOut { ply } if game.ended.is_none() => {
                game.moves = game.moves.chars().take(*ply as usize).collect();
                game.ended = Some(WordEnd::TimeForfeit);
            }
            _ => return false,
        }
        true
    }
}
