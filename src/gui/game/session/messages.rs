//! The session's messages: the requests it applies (a move, a new game, a loaded match, a
//! change of the online match) and what it says it did (a move applied or refused, a game
//! ended, the board to lay out again).

use super::default_names;
use crate::records::PlayerKind;
use crate::rules::{
    MatchFormat, MatchSession, Move, MoveError, MoveToken, MoveTree, NextStarter, NodeId, Outcome,
    Ply, Position, Rules, Side,
};
use bevy::prelude::*;

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

/// The choices of a new game (and match).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// The rule set.
    pub rules: Rules,
    /// Who moves first.
    pub first: Side,
    /// The match format.
    pub format: MatchFormat,
    /// Who starts the following games.
    pub next: NextStarter,
    /// Who plays South and North.
    pub players: [PlayerKind; 2],
    /// The names shown.
    pub names: [String; 2],
    /// A position set up by hand to play a single game from (its player to move starts);
    /// `None`: the rules' start.
    pub start: Option<Position>,
    /// The time control, if the game is played with clocks.
    pub clock: Option<crate::rules::TimeControl>,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            rules: Rules::ABAPA,
            first: Side::South,
            format: MatchFormat::Single,
            next: NextStarter::WinnerStarts,
            players: [PlayerKind::Human; 2],
            names: default_names(),
            start: None,
            clock: None,
        }
    }
}

/// A saved match, read and checked, to continue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadedMatch {
    /// The game and the match.
    pub play: MatchSession,
    /// Who plays South and North.
    pub players: [PlayerKind; 2],
    /// The names shown.
    pub names: [String; 2],
    /// The lines of a record with variations.
    pub lines: Option<MoveTree>,
    /// The seat of an online match saved as it was played.
    pub online: Option<crate::records::OnlineSeat>,
    /// A comment after each ply of the game, by ply (a record's).
    pub comments: Vec<Option<String>>,
    /// The clocks of a game saved with a time control.
    pub clock: Option<crate::records::SavedClock>,
}

/// Requests that change the game other than by a move.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum SessionRequest {
    /// Take back the last move.
    Undo,
    /// Take back moves until a person is to move (one move when both or neither side is a
    /// person at the screen).
    UndoTurn,
    /// Play again the last move taken back.
    Redo,
    /// Start the next game with the same rules (the match's next starter moves first).
    PlayAgain,
    /// Start a new game and match.
    NewGame(NewGame),
    /// Continue a saved match.
    Load(Box<LoadedMatch>),
    /// Start from a set-up position (the launch options), with moves played at once; two
    /// people play it.
    SetUp {
        /// The rule set.
        rules: Rules,
        /// The start position (`None`: the rules' start, South first).
        start: Option<Position>,
        /// Moves played before the board is shown.
        moves: Vec<MoveToken>,
    },
    /// End a cycling game by agreement (cycle = by-agreement).
    EndByAgreement,
    /// This side resigns the game in play.
    Resign(Side),
    /// This side's time ran out (the clocks: `gui::clock`).
    LoseOnTime(Side),
    /// Go to a position among the lines explored: the game becomes the line that reaches
    /// it, with the main line after it to redo.
    GoTo(NodeId),
    /// What both sides of an online match agreed (only the online room sends these).
    Online(OnlineChange),
}

/// A change to an online match, agreed with the other side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineChange {
    /// The match starts (or goes on, continued): the other player plays `remote`.
    Start {
        /// The match, as both sides have it.
        play: Box<MatchSession>,
        /// The names shown for South and North.
        names: [String; 2],
        /// The other player's side.
        remote: Side,
        /// Both players may see hints.
        hints: bool,
        /// The match's seat, to rejoin it.
        seat: Option<crate::records::OnlineSeat>,
    },
    /// Moves are taken back until the game has this many plies, and a resignation there
    /// with them.
    TakeBack(usize),
    /// The match's next game starts.
    NextGame,
    /// The cycling game ends by agreement (cycle rule `by-agreement`).
    EndByAgreement,
    /// The match is no longer online: the game stays, both sides played at this screen.
    End,
}

/// The board must be laid out again from the session (undo, redo, new game, load).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardReset;
