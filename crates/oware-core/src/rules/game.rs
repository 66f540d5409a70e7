//! A game: a start position, the moves played, undo/redo, the cycle rule (R10) and the end
//! of the game (R8, R9, R10, R11).

use std::collections::HashMap;

use super::board::{Move, MoveSet, Side};
use super::notation::MoveToken;
use super::position::{MoveError, MoveReport, Position};
use super::variant::{CycleRule, Rules};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// R8: a player captured more than half of the seeds.
    Majority,
    /// R9: the player to move had no legal move.
    NoMoves,
    /// R10: a position repeated (or, under `by-agreement`, the players agreed to stop).
    Cycle,
    /// A player resigned: the other wins, whatever the stores.
    Resignation,
    /// A player's time ran out: the other wins, or draws if even every seed left on the
    /// board would not bring them above the player whose time ran out.
    Time,
}

impl EndReason {
    /// The name used in JSON output: `majority`, `no_moves`, `cycle`, `resignation`,
    /// `time`.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Majority => "majority",
            EndReason::NoMoves => "no_moves",
            EndReason::Cycle => "cycle",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
        }
    }
}

/// How a finished game ended (R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
    /// Captured seeds at the end, [South, North], including seeds taken under R9/R10.
    pub final_stores: [u8; 2],
    /// The pits at the end: all zero after R9/R10, as sowing left them after R8.
    pub final_board: [u8; 12],
    /// Who took the seeds left on each row at the end, [South's row, North's row]: each
    /// their own under R9 and R10, the player left with nothing under the grand-slam option
    /// `opponent-takes`; `None` under R8, where the seeds stay on the board.
    #[serde(default)]
    pub row_takers: Option<[Side; 2]>,
}

impl Outcome {
    fn new(
        reason: EndReason,
        final_stores: [u8; 2],
        final_board: [u8; 12],
        row_takers: Option<[Side; 2]>,
    ) -> Outcome {
        let winner = match final_stores[0].cmp(&final_stores[1]) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        Outcome {
            winner,
            reason,
            final_stores,
            final_board,
            row_takers,
        }
    }

    /// Ends the game at `position`, if it is over without looking at history (R8, R9).
    pub fn of_position(position: &Position, rules: &Rules) -> Option<Outcome> {
        if position.is_decided(rules) {
            return Some(Outcome::new(
                EndReason::Majority,
                position.stores(),
                *position.pits(),
                None,
            ));
        }
        if position.legal_moves(rules).is_empty() {
            let takers = position.row_takers_no_moves(rules);
            let stores = position.stores_after_takes(takers);
            return Some(Outcome::new(
                EndReason::NoMoves,
                stores,
                [0; 12],
                Some(takers),
            ));
        }
        None
    }

    /// `side`'s time ran out at `position`: the other side wins, unless even every seed
    /// left on the board would not bring them above `side` (a draw); stores and pits stay.
    pub fn on_time(position: &Position, side: Side) -> Outcome {
        let other = side.opponent();
        let can_win = position.store(other) + position.board_seeds() > position.store(side);
        Outcome {
            winner: can_win.then_some(other),
            reason: EndReason::Time,
            ..Outcome::by_resignation(position, side)
        }
    }

    /// `side` resigns at `position`: the other side wins; stores and pits stay as they are.
    pub fn by_resignation(position: &Position, side: Side) -> Outcome {
        Outcome {
            winner: Some(side.opponent()),
            reason: EndReason::Resignation,
            final_stores: position.stores(),
            final_board: *position.pits(),
            row_takers: None,
        }
    }

    /// Ends the game at `position` by R10 (or agreement): each takes their own side.
    pub fn by_cycle(position: &Position) -> Outcome {
        Outcome::new(
            EndReason::Cycle,
            position.final_stores_own_sides(),
            [0; 12],
            Some(Side::BOTH),
        )
    }

    /// `south`, `north` or `draw`.
    pub const fn result_name(&self) -> &'static str {
        match self.winner {
            Some(side) => side.name(),
            None => "draw",
        }
    }
}

impl std::fmt::Display for Outcome {
    /// `south 25-13 (majority)`: the result, the final stores and the reason.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}-{} ({})",
            self.result_name(),
            self.final_stores[0],
            self.final_stores[1],
            self.reason.name()
        )
    }
}

/// A move of a written list that could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: '{token}' is illegal ({error}); legal moves: {}", legal_text(.legal))]
pub struct IllegalToken {
    /// 1-based place of the move in the list.
    pub ply: usize,
    /// The move as written.
    pub token: MoveToken,
    /// Why it is illegal.
    pub error: MoveError,
    /// The moves that were legal there.
    pub legal: MoveSet,
}

/// The legal moves as a player reads them: `A B C`, or `none, the game is over`.
fn legal_text(legal: &MoveSet) -> String {
    if legal.is_empty() {
        "none, the game is over".to_string()
    } else {
        legal.to_string()
    }
}

/// One move of a game and what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// What the move did.
    pub report: MoveReport,
    /// The position right after its sowing and captures.
    pub after: Position,
}

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    start: Position,
    plies: Vec<Ply>,
    redo: Vec<Move>,
    outcome: Option<Outcome>,
    seen: SeenBoards,
}

/// How many times each board (pits and player to move) occurred in a game, so that a
/// repetition (R10) is found in constant time however long the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct SeenBoards {
    counts: HashMap<([u8; 12], Side), u32>,
    /// Plies whose board had occurred before them.
    repeats: usize,
}

impl SeenBoards {
    fn key(position: &Position) -> ([u8; 12], Side) {
        (*position.pits(), position.to_move())
    }

    /// Counts `position`; true when its board had occurred before.
    fn add(&mut self, position: &Position) -> bool {
        let count = self.counts.entry(Self::key(position)).or_insert(0);
        *count += 1;
        let repeated = *count > 1;
        self.repeats += usize::from(repeated);
        repeated
    }

    /// Takes back one occurrence of `position` (the last one counted).
    fn remove(&mut self, position: &Position) {
        let key = Self::key(position);
        if let Some(count) = self.counts.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                self.counts.remove(&key);
            } else {
                self.repeats -= 1;
            }
        }
    }
}

impl Game {
    /// A new game from the rule set's start position with South to move.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(rules, Position::start(&rules))
    }

    /// A new game from the start position with `first` to move.
    pub fn with_first(rules: Rules, first: Side) -> Game {
        Game::from_position(rules, Position::start_with(&rules, first))
    }

    /// A game from a set-up position (it may already be over).
    pub fn from_position(rules: Rules, start: Position) -> Game {
        Game {
            rules,
            start,
            plies: Vec::new(),
            redo: Vec::new(),
            outcome: Outcome::of_position(&start, &rules),
            seen: {
                let mut seen = SeenBoards::default();
                seen.add(&start);
                seen
            },
        }
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The moves played, oldest first.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// Every position of the game so far: the start, then the position after each ply.
    pub fn positions(&self) -> Vec<Position> {
        std::iter::once(self.start)
            .chain(self.plies.iter().map(|p| p.after))
            .collect()
    }

    /// The position after `ply` plies (0: the start), if the game has that many.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match ply {
            0 => Some(&self.start),
            n => self.plies.get(n - 1).map(|p| &p.after),
        }
    }

    /// The positions a later one may repeat (R10), for a search: each board seen since the
    /// last capture once (earlier boards hold more seeds, so they cannot come back), in no
    /// particular order, then the current position last. Unlike [`Game::positions`], its
    /// length does not grow with a game that goes round in circles.
    pub fn repeatable_positions(&self) -> Vec<Position> {
        let now = *self.position();
        let seeds = now.board_seeds();
        let mut positions: Vec<Position> = self
            .seen
            .counts
            .keys()
            .filter(|(pits, side)| {
                pits.iter().map(|&n| u32::from(n)).sum::<u32>() == u32::from(seeds)
                    && (*pits, *side) != SeenBoards::key(&now)
            })
            .map(|&(pits, side)| Position::new_unchecked(pits, now.stores(), side))
            .collect();
        positions.push(now);
        positions
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.report.mv).collect()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The player to move, while the game goes on.
    pub fn to_move(&self) -> Option<Side> {
        if self.is_over() {
            None
        } else {
            Some(self.position().to_move())
        }
    }

    /// The legal moves now (empty once the game is over).
    pub fn legal_moves(&self) -> MoveSet {
        if self.is_over() {
            MoveSet::EMPTY
        } else {
            self.position().legal_moves(&self.rules)
        }
    }

    /// Why `mv` cannot be played now, or `Ok`.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.position().check(mv, &self.rules)
    }

    /// Under `cycle = by-agreement`: a position has repeated, so the players may agree to end.
    pub fn cycle_seen(&self) -> bool {
        self.seen.repeats > 0
    }

    /// Plays a move; on error the game is unchanged. Clears the redo stack unless the move is
    /// the one that redo would play.
    pub fn play(&mut self, mv: Move) -> Result<&Ply, MoveError> {
        self.check(mv)?;
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        let (after, report) = self.position().play_unchecked(mv, &self.rules);
        self.plies.push(Ply { report, after });
        let repeats = self.seen.add(&after);
        self.update_outcome(repeats);
        Ok(&self.plies[self.plies.len() - 1])
    }

    /// The outcome after a ply was played; `repeats` when its board occurred before (R10).
    fn update_outcome(&mut self, repeats: bool) {
        let position = *self.position();
        self.outcome = Outcome::of_position(&position, &self.rules);
        if self.outcome.is_none() && repeats && self.rules.cycle == CycleRule::Automatic {
            self.outcome = Some(Outcome::by_cycle(&position));
        }
    }

    /// Plays written moves in turn (digits name the mover's pits); stops at the first
    /// illegal one, leaving the moves before it played.
    pub fn play_tokens(&mut self, tokens: &[MoveToken]) -> Result<(), IllegalToken> {
        for (i, &token) in tokens.iter().enumerate() {
            let mv = token.resolve(self.position().to_move());
            let legal = self.legal_moves();
            self.play(mv).map_err(|error| IllegalToken {
                ply: i + 1,
                token,
                error,
                legal,
            })?;
        }
        Ok(())
    }

    /// `side` resigns: the game ends, won by the other side. Returns false if it is over.
    pub fn resign(&mut self, side: Side) -> bool {
        if self.is_over() {
            return false;
        }
        self.outcome = Some(Outcome::by_resignation(self.position(), side));
        true
    }

    /// `side`'s time ran out: the game ends, won by the other side unless they could not win
    /// by any means (see [`EndReason::Time`]). Returns false if it is over.
    pub fn lose_on_time(&mut self, side: Side) -> bool {
        if self.is_over() {
            return false;
        }
        self.outcome = Some(Outcome::on_time(self.position(), side));
        true
    }

    /// Takes back an end declared rather than played — a resignation or a time out — (the
    /// game goes on from where it ended). Returns false if the game did not end so.
    pub fn withdraw_end(&mut self) -> bool {
        if !matches!(
            self.outcome.map(|o| o.reason),
            Some(EndReason::Resignation | EndReason::Time)
        ) {
            return false;
        }
        self.outcome = None;
        true
    }

    /// Under `cycle = by-agreement`, ends the game by agreement once a position has repeated:
    /// each player takes the seeds on their own side. Returns false if that is not allowed now.
    pub fn end_by_agreement(&mut self) -> bool {
        if self.is_over() || !self.cycle_seen() {
            return false;
        }
        self.outcome = Some(Outcome::by_cycle(self.position()));
        true
    }

    /// Takes back the last move. Returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        self.seen.remove(&ply.after);
        self.redo.push(ply.report.mv);
        // The position we return to had a move played from it, so it is not over.
        self.outcome = None;
        Some(ply.report.mv)
    }

    /// Plays again the last move taken back. Returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.redo.last()?;
        self.play(mv).ok().map(|p| p.report.mv)
    }

    /// Moves that redo would play, next first.
    pub fn redo_moves(&self) -> Vec<Move> {
        self.redo.iter().rev().copied().collect()
    }

    /// True when there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
            || matches!(
                self.outcome.map(|o| o.reason),
                Some(EndReason::Resignation | EndReason::Time)
            )
    }

    /// True when there is a move to play again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
