//! A match in session: the game being played and the match around it, with the one place
//! where moves, undo, redo, the end of a game, the next game and the match's record are
//! applied together.

use super::board::{Move, Side};
use super::game::{Game, Outcome, Ply};
use super::match_play::{Match, MatchFormat, NextStarter};
use super::position::{MoveError, Position};
use super::variant::Rules;

/// What a move did, for whoever shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position before the move.
    pub before: Position,
    /// The move, its sowing and captures, and the position after.
    pub ply: Ply,
    /// How the game ended, if this move ended it.
    pub outcome: Option<Outcome>,
}

/// The game in progress and the match it belongs to, kept in step: a game that ends is
/// recorded in the match once, an undo past its end takes the record back, and the next
/// game starts with the player the match says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSession {
    game: Game,
    match_state: Match,
    /// Whether the current game's end is in the match's record (it is not when the match
    /// was already over).
    recorded: bool,
}

impl MatchSession {
    /// A new match with its first game.
    pub fn new(rules: Rules, first: Side, format: MatchFormat, next: NextStarter) -> MatchSession {
        MatchSession {
            game: Game::with_first(rules, first),
            match_state: Match::new(format, next, first),
            recorded: false,
        }
    }

    /// A single game from a set-up position.
    pub fn from_position(rules: Rules, start: Position) -> MatchSession {
        MatchSession {
            game: Game::from_position(rules, start),
            match_state: Match::new(
                MatchFormat::Single,
                NextStarter::WinnerStarts,
                start.to_move(),
            ),
            recorded: false,
        }
    }

    /// A match resumed from a save or a record: a finished game whose result the match
    /// holds last is taken as recorded; one it does not hold (a record of a single game, a
    /// save written before the end was counted) is recorded now, unless the match is over.
    pub fn resume(game: Game, match_state: Match) -> MatchSession {
        let mut session = MatchSession {
            game,
            match_state,
            recorded: false,
        };
        if let Some(outcome) = session.game.outcome() {
            let starter = session.starter();
            let plies = session.game.plies().len();
            session.recorded = session.match_state.games.last().is_some_and(|last| {
                (last.starter, last.winner, last.stores, last.plies)
                    == (starter, outcome.winner, outcome.final_stores, plies)
            });
            if !session.recorded {
                session.record_end();
            }
        }
        session
    }

    /// The game in progress or just finished.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The match so far.
    pub fn match_state(&self) -> &Match {
        &self.match_state
    }

    /// The rule set of the game.
    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    /// Who moved first in the current game.
    pub fn starter(&self) -> Side {
        self.game.start().to_move()
    }

    fn record_end(&mut self) -> Option<Outcome> {
        let outcome = self.game.outcome().copied()?;
        if !self.recorded {
            let plies = self.game.plies().len();
            self.recorded = self.match_state.record(self.starter(), &outcome, plies);
        }
        Some(outcome)
    }

    /// Plays a move; a move that ends the game records it in the match. On error nothing
    /// changes.
    pub fn play(&mut self, mv: Move) -> Result<Played, MoveError> {
        let before = *self.game.position();
        let ply = *self.game.play(mv)?;
        let outcome = self.record_end();
        Ok(Played {
            before,
            ply,
            outcome,
        })
    }

    /// Takes back the last step: a resignation or time out (the game goes on where it was
    /// declared, see [`MatchSession::withdraw_end`]), else the last move. Returns whether
    /// anything was taken back.
    pub fn undo_step(&mut self) -> bool {
        self.withdraw_end() || self.undo().is_some()
    }

    /// Takes back the last move; taking back the move that ended a game takes its result
    /// out of the match. Returns the move, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let was_over = self.game.is_over();
        let mv = self.game.undo()?;
        if was_over && self.recorded {
            self.match_state.games.pop();
            self.recorded = false;
        }
        Some(mv)
    }

    /// Takes back moves until a person is to move: `person(side)` says who plays at the
    /// screen. With nobody at the screen, one move. A game ended by a resignation or a time
    /// out has just that end taken back (counted as one). Returns the number taken back.
    pub fn undo_turn(&mut self, person: impl Fn(Side) -> bool) -> usize {
        if self.withdraw_end() {
            return 1;
        }
        if !Side::BOTH.into_iter().any(&person) {
            return usize::from(self.undo().is_some());
        }
        let mut n = 0;
        while let Some(mv) = self.undo() {
            n += 1;
            // Undoing this move gives it back to its mover: stop at a person.
            if person(mv.side()) {
                break;
            }
        }
        n
    }

    /// Plays again the last move taken back (recording the end of the game if it ends it).
    pub fn redo(&mut self) -> Option<Played> {
        let before = *self.game.position();
        self.game.redo()?;
        let ply = *self.game.plies().last()?;
        let outcome = self.record_end();
        Some(Played {
            before,
            ply,
            outcome,
        })
    }

    /// `side` resigns the game in play, which is recorded as won by the other side.
    pub fn resign(&mut self, side: Side) -> Option<Outcome> {
        if !self.game.resign(side) {
            return None;
        }
        self.record_end()
    }

    /// `side`'s time ran out in the game in play, which is recorded by
    /// [`crate::rules::Outcome::on_time`].
    pub fn lose_on_time(&mut self, side: Side) -> Option<Outcome> {
        if !self.game.lose_on_time(side) {
            return None;
        }
        self.record_end()
    }

    /// Takes back the resignation or time out that ended the game in play, and its result
    /// out of the match. Returns false if the game did not end so.
    pub fn withdraw_end(&mut self) -> bool {
        if !self.game.withdraw_end() {
            return false;
        }
        if self.recorded {
            self.match_state.games.pop();
            self.recorded = false;
        }
        true
    }

    /// Under `cycle = by-agreement`, ends a game whose position has repeated, recording it.
    pub fn end_by_agreement(&mut self) -> Option<Outcome> {
        if !self.game.end_by_agreement() {
            return None;
        }
        self.record_end()
    }

    /// Starts the next game of the match with the same rules; once the match is over, a new
    /// match of the same format starts. The player the match names moves first.
    pub fn play_again(&mut self) {
        let rules = *self.game.rules();
        if self.match_state.is_over() {
            let m = &self.match_state;
            self.match_state = Match::new(m.format, m.next_starter_rule, m.next_starter());
        }
        self.game = Game::with_first(rules, self.match_state.next_starter());
        self.recorded = false;
    }
}
