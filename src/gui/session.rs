//! The rules resource: the only place where moves are validated and applied. Other plugins
//! talk to it through messages.

use crate::rules::{
    Game, Match, MatchFormat, Move, MoveError, NextStarter, Outcome, Ply, Position, Rules, Side,
};
use bevy::prelude::*;

/// The game being played (wrapping the pure `rules::Game`) and the match around it.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct GameSession {
    /// The game in progress or just finished.
    pub game: Game,
    /// The match this game belongs to.
    pub match_state: Match,
    /// Names shown for South and North.
    pub names: [String; 2],
}

impl Default for GameSession {
    fn default() -> Self {
        GameSession::new(Rules::ABAPA, Side::South)
    }
}

impl GameSession {
    /// A fresh single-game session.
    pub fn new(rules: Rules, first: Side) -> GameSession {
        GameSession {
            game: Game::with_first(rules, first),
            match_state: Match::new(MatchFormat::Single, NextStarter::WinnerStarts, first),
            names: ["South".to_string(), "North".to_string()],
        }
    }

    /// What the board should show once every animation has played: pits and stores, with
    /// the end-of-game takes (R9, R10) applied when the game is over.
    pub fn shown_contents(&self) -> ([u8; 12], [u8; 2]) {
        match self.game.outcome() {
            Some(o) => (o.final_board, o.final_stores),
            None => {
                let p = self.game.position();
                (*p.pits(), p.stores())
            }
        }
    }
}

/// A request to play a move (from a click, a key, or the computer).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequested(pub Move);

/// A move was validated and applied.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveApplied {
    /// The position before the move.
    pub before: Position,
    /// The move, its sowing and captures, and the position after.
    pub ply: Ply,
    /// How the game ended, if this move ended it.
    pub outcome: Option<Outcome>,
}

/// A move was refused, with the reason (shown to the player).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRejected {
    /// The move asked for.
    pub mv: Move,
    /// Why it is not legal.
    pub error: MoveError,
}

/// A finished game.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameEnded(pub Outcome);

/// Requests that change the game other than by a move.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum SessionRequest {
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Start the next game with the same rules (the match's next starter moves first).
    PlayAgain,
    /// Start a new game (and match) with these rules, first player and format.
    NewGame {
        /// The rule set.
        rules: Rules,
        /// Who moves first.
        first: Side,
        /// The match format.
        format: MatchFormat,
        /// Who starts the following games.
        next: NextStarter,
    },
    /// Replace the session (a loaded save).
    Replace(Box<GameSession>),
    /// End a cycling game by agreement (cycle = by-agreement).
    EndByAgreement,
}

/// The board must be laid out again from the session (undo, redo, new game, load).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardReset;

/// Registers the resource, the messages and the systems that apply them.
pub fn plugin(app: &mut App) {
    app.init_resource::<GameSession>()
        .add_message::<MoveRequested>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<GameEnded>()
        .add_message::<SessionRequest>()
        .add_message::<BoardReset>()
        .add_systems(
            Update,
            (apply_session_requests, apply_move_requests).chain(),
        );
}

fn apply_move_requests(
    mut session: ResMut<GameSession>,
    mut requests: MessageReader<MoveRequested>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
    mut ended: MessageWriter<GameEnded>,
) {
    for &MoveRequested(mv) in requests.read() {
        let before = *session.game.position();
        match session.game.play(mv) {
            Ok(ply) => {
                let ply = *ply;
                let outcome = session.game.outcome().copied();
                applied.write(MoveApplied {
                    before,
                    ply,
                    outcome,
                });
                if let Some(outcome) = outcome {
                    let starter = session.game.start().to_move();
                    session.match_state.record(starter, &outcome);
                    ended.write(GameEnded(outcome));
                }
            }
            Err(error) => {
                rejected.write(MoveRejected { mv, error });
            }
        }
    }
}

fn apply_session_requests(
    mut session: ResMut<GameSession>,
    mut requests: MessageReader<SessionRequest>,
    mut reset: MessageWriter<BoardReset>,
    mut ended: MessageWriter<GameEnded>,
) {
    for request in requests.read() {
        let changed = match request {
            SessionRequest::Undo => {
                let was_over = session.game.is_over();
                let undone = session.game.undo().is_some();
                if undone && was_over {
                    session.match_state.games.pop();
                }
                undone
            }
            SessionRequest::Redo => {
                let done = session.game.redo().is_some();
                if let Some(outcome) = session.game.outcome().copied().filter(|_| done) {
                    let starter = session.game.start().to_move();
                    session.match_state.record(starter, &outcome);
                    ended.write(GameEnded(outcome));
                }
                done
            }
            SessionRequest::PlayAgain => {
                let rules = *session.game.rules();
                if session.match_state.is_over() {
                    let m = &session.match_state;
                    let first = m.next_starter();
                    session.match_state = Match::new(m.format, m.next_starter_rule, first);
                }
                let first = session.match_state.next_starter();
                session.game = Game::with_first(rules, first);
                true
            }
            SessionRequest::NewGame {
                rules,
                first,
                format,
                next,
            } => {
                session.game = Game::with_first(*rules, *first);
                session.match_state = Match::new(*format, *next, *first);
                true
            }
            SessionRequest::Replace(new) => {
                *session = (**new).clone();
                true
            }
            SessionRequest::EndByAgreement => {
                let ended_now = session.game.end_by_agreement();
                if let Some(outcome) = session.game.outcome().copied().filter(|_| ended_now) {
                    let starter = session.game.start().to_move();
                    session.match_state.record(starter, &outcome);
                    ended.write(GameEnded(outcome));
                }
                ended_now
            }
        };
        if changed {
            reset.write(BoardReset);
        }
    }
}
