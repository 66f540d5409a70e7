//! Proving puzzles: a move is a puzzle's answer only when it alone does best. Where the
//! endgame tables reach (at most [`PUZZLE_TABLE_SEEDS`] seeds on the board), the only move
//! that wins, or the only one that draws when none wins, every move's result worked out
//! exactly with the positions of the solution so far (R10: a move back to one of them ends
//! the game); elsewhere, the only move that keeps a lead of [`LEAD`] over every other at a
//! shallow depth and still at a deep one, searched with the tables of [`PROOF_TABLE_SEEDS`]
//! seeds. The same routine makes puzzles from positions and checks a puzzle file again, so
//! a check re-proves exactly what the making proved.

use super::puzzle::{MAX_PLAYER_MOVES, PUZZLE_RULES, Proof, Puzzle, PuzzleGoal, Theme};
use crate::ai::exact::ExactSolver;
use crate::ai::{EndgameTable, LevelPlayer, Limits, Searcher, analyze};
use crate::rules::{Game, Move, Position, hash_position};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

/// The endgame tables' reach for puzzles: positions with at most this many seeds on the
/// board are proven by the tables, the others by search.
pub const PUZZLE_TABLE_SEEDS: usize = 12;
/// The tables a proof uses: the search proofs' leaves (any size at least
/// [`PUZZLE_TABLE_SEEDS`] proves the endings the same).
pub const PROOF_TABLE_SEEDS: usize = 15;
/// The shallow and the deep search of a proof, in plies.
pub const SEARCH_DEPTHS: [u32; 2] = [12, 20];
/// The positions an exact proof of one position may lay out.
const PROOF_BUDGET: u64 = 4_000_000;
/// The lead over every other move a search proof asks, in hundredths of a seed.
pub const LEAD: i32 = 200;

/// How one position's best move is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The tables: the only move with this result for the mover (1 won, 0 drawn).
    Tables(i8),
    /// Search: the lead at the deep search, in hundredths of a seed.
    Search(i32),
}

/// Why a puzzle failed its proof.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    /// A move of the player is not the only best one.
    #[error("puzzle {id}: move {step} ({mv}) is not the only best move")]
    NotUnique {
        /// The puzzle.
        id: u32,
        /// The move's place in the solution, from 1.
        step: usize,
        /// The move.
        mv: Move,
    },
    /// The proof named is not the one that applies.
    #[error("puzzle {id}: proven by {found}, the file says {said}")]
    OtherProof {
        /// The puzzle.
        id: u32,
        /// What proved it.
        found: Proof,
        /// What the file says.
        said: Proof,
    },
    /// The goal said is not what the solution reaches.
    #[error("puzzle {id}: the goal is {found}, the file says {said}")]
    OtherGoal {
        /// The puzzle.
        id: u32,
        /// The goal found.
        found: PuzzleGoal,
        /// What the file says.
        said: PuzzleGoal,
    },
    /// The game ends before the solution does.
    #[error("puzzle {0}: the game ends before the solution")]
    EndsEarly(u32),
    /// The solution stops where the proof goes on: the player still has an only best move.
    #[error("puzzle {id}: the solution stops at move {given}, the proof goes on to {proven}")]
    CutShort {
        /// The puzzle.
        id: u32,
        /// The moves the file gives.
        given: usize,
        /// The moves the proof makes.
        proven: usize,
    },
    /// The themes said are not those the solution shows.
    #[error("puzzle {id}: the themes are '{found}', the file says '{said}'")]
    OtherThemes {
        /// The puzzle.
        id: u32,
        /// The themes found, by name.
        found: String,
        /// What the file says.
        said: String,
    },
}

/// Themes by their names in a puzzle file, comma-separated.
fn theme_names(themes: &[Theme]) -> String {
    themes
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(",")
}

/// Proves puzzles with its own searcher and, where they reach, endgame tables.
#[derive(Debug)]
pub struct Prover {
    searcher: Searcher,
    depths: [u32; 2],
    tables: Option<Arc<EndgameTable>>,
}

impl Prover {
    /// A prover; `tables` must reach [`PUZZLE_TABLE_SEEDS`] seeds to prove endings (without
    /// them, a position the tables should prove is refused). Search proofs use them as
    /// given: [`PROOF_TABLE_SEEDS`] seeds for the built-in set.
    pub fn new(tables: Option<Arc<EndgameTable>>) -> Prover {
        Prover {
            depths: SEARCH_DEPTHS,
            searcher: {
                let mut searcher = Searcher::new(PUZZLE_RULES, 16);
                searcher.set_tables(tables.clone());
                searcher
            },
            tables: tables
                .filter(|t| t.max_seeds() >= PUZZLE_TABLE_SEEDS && t.rules_match(&PUZZLE_RULES)),
        }
    }

    /// The prover with search proofs at these two depths instead of [`SEARCH_DEPTHS`].
    pub fn with_depths(mut self, depths: [u32; 2]) -> Prover {
        self.depths = depths;
        self
    }

    /// Whether endings can be proven.
    pub fn has_tables(&self) -> bool {
        self.tables.is_some()
    }

    /// The route a position is proven by.
    pub fn route(p: &Position) -> Proof {
        if usize::from(p.board_seeds()) <= PUZZLE_TABLE_SEEDS {
            Proof::Tables
        } else {
            Proof::Search
        }
    }

    /// The only best move of the game's position, how it is known and the opponent's best
    /// reply (if the game goes on), or `None` when no move alone is best. The game holds the
    /// positions since the puzzle's start: R10 ends it where one comes back.
    pub fn only_best(&mut self, game: &Game) -> Option<(Move, Judgement, Option<Move>)> {
        let p = game.position();
        if game.legal_moves().len() < 2 || game.is_over() {
            return None;
        }
        match Prover::route(p) {
            Proof::Tables => self.only_best_by_tables(game),
            Proof::Search => self.only_best_by_search(game),
        }
    }

    /// Every legal move's exact final margin for the mover, with the game's history; `None`
    /// when one of them cannot be worked out exactly.
    fn exact_margins(&self, game: &Game) -> Option<Vec<(Move, i32)>> {
        let tables = self.tables.as_deref()?;
        let p = *game.position();
        let me = p.to_move().index();
        let seen: HashSet<u64> = game
            .repeatable_positions()
            .iter()
            .map(hash_position)
            .collect();
        let mut solver = ExactSolver::new(PUZZLE_RULES, Some(tables), PROOF_BUDGET);
        let mut margins = Vec::new();
        for mv in game.legal_moves() {
            let mut after = game.clone();
            after.play(mv).ok()?;
            let margin = match after.outcome() {
                Some(o) => i32::from(o.final_stores[me]) - i32::from(o.final_stores[1 - me]),
                None => {
                    let captured = p.play_unchecked(mv, &PUZZLE_RULES).1.capture.seeds > 0;
                    let before = if captured {
                        HashSet::new()
                    } else {
                        seen.clone()
                    };
                    -solver.value(after.position(), &before)?
                }
            };
            margins.push((mv, margin));
        }
        Some(margins)
    }

    fn only_best_by_tables(&mut self, game: &Game) -> Option<(Move, Judgement, Option<Move>)> {
        let results: Vec<(Move, i8)> = self
            .exact_margins(game)?
            .into_iter()
            .map(|(mv, m)| (mv, m.signum() as i8))
            .collect();
        let best = results.iter().map(|&(_, r)| r).max()?;
        let mut at_best = results.iter().filter(|&&(_, r)| r == best);
        let (mv, _) = *at_best.next()?;
        if best < 0 || at_best.next().is_some() {
            return None;
        }
        let mut after = game.clone();
        after.play(mv).ok()?;
        let reply = self.best_reply_by_tables(&after);
        Some((mv, Judgement::Tables(best), reply))
    }

    /// The opponent's best reply, worked out exactly: the largest margin, the first of
    /// equals from the right.
    fn best_reply_by_tables(&self, game: &Game) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        self.exact_margins(game)?
            .into_iter()
            .max_by_key(|&(m, v)| (v, std::cmp::Reverse(m.pit().index())))
            .map(|(m, _)| m)
    }

    fn only_best_by_search(&mut self, game: &Game) -> Option<(Move, Judgement, Option<Move>)> {
        let mut found = None;
        for depth in self.depths {
            // A cleared table makes every proof the same search, whatever came before.
            self.searcher.clear();
            let hints = analyze(&mut self.searcher, game, Limits::depth(depth));
            let (first, second) = (hints.first()?, hints.get(1)?);
            let lead = first.cp - second.cp;
            if lead < LEAD || found.is_some_and(|(m, _, _)| m != first.mv) {
                return None;
            }
            found = Some((
                first.mv,
                Judgement::Search(lead),
                first.line.get(1).copied(),
            ));
        }
        found
    }

    /// A puzzle from `p`, if one move alone is best there: the line goes on while the
    /// player's next move is also alone best, up to [`MAX_PLAYER_MOVES`]; a search-proven
    /// line ends at its last capture by the player. The rating comes from the levels.
    pub fn make(&mut self, p: &Position, id: u32) -> Option<Puzzle> {
        let mut puzzle = self.make_unrated(p, id)?;
        puzzle.rating = starting_rating(p, puzzle.solution.first().copied()?);
        Some(puzzle)
    }

    /// [`Prover::make`] without the rating (left at 1500), which costs games of the levels:
    /// for choosing among many candidates first.
    pub fn make_unrated(&mut self, p: &Position, id: u32) -> Option<Puzzle> {
        let (solution, judgements) = self.line_from(p)?;
        let proof = Prover::route(p);
        let goal = goal_of(p, &solution, judgements.first().copied()?)?;
        let themes = themes_of(p, &solution, goal, proof);
        Some(Puzzle {
            id,
            position: *p,
            rating: 1500,
            solution,
            goal,
            proof,
            themes,
        })
    }

    fn line_from(&mut self, p: &Position) -> Option<(Vec<Move>, Vec<Judgement>)> {
        let mut game = Game::from_position(PUZZLE_RULES, *p);
        let (mut line, mut judgements) = (Vec::new(), Vec::new());
        self.go_on(p, &mut game, &mut line, &mut judgements);
        if line.is_empty() {
            return None;
        }
        Some(finish_line(p, line, judgements))
    }

    /// Goes on with a line from `p` at `game`, the player to move: while the player's move
    /// is alone best, by the route `p` is proven by, up to [`MAX_PLAYER_MOVES`], each
    /// followed by the opponent's best reply where the game goes on.
    fn go_on(
        &mut self,
        p: &Position,
        game: &mut Game,
        line: &mut Vec<Move>,
        judgements: &mut Vec<Judgement>,
    ) {
        while judgements.len() < MAX_PLAYER_MOVES {
            let Some((mv, judgement, reply)) = self.only_best(game) else {
                break;
            };
            // A step proven another way than the first would make two kinds of puzzle in one.
            if Prover::route(game.position()) != Prover::route(p) {
                break;
            }
            line.push(mv);
            judgements.push(judgement);
            if game.play(mv).is_err() {
                break;
            }
            let Some(reply) = reply.filter(|_| judgements.len() < MAX_PLAYER_MOVES) else {
                break;
            };
            let mut after = game.clone();
            if after.play(reply).is_err() || after.is_over() {
                break;
            }
            line.push(reply);
            *game = after;
        }
    }

    /// Proves `puzzle` again: every move of the player is alone best where it is played,
    /// by the route and to the goal the puzzle names.
    pub fn check(&mut self, puzzle: &Puzzle) -> Result<(), ProofError> {
        let found = Prover::route(&puzzle.position);
        if found != puzzle.proof {
            return Err(ProofError::OtherProof {
                id: puzzle.id,
                found,
                said: puzzle.proof,
            });
        }
        let mut game = Game::from_position(PUZZLE_RULES, puzzle.position);
        let mut judgements = Vec::new();
        let mut last_reply = None;
        for (k, &mv) in puzzle.solution.iter().enumerate() {
            if game.is_over() {
                return Err(ProofError::EndsEarly(puzzle.id));
            }
            if k % 2 == 0 {
                let best = self.only_best(&game);
                match best {
                    Some((m, judgement, reply)) if m == mv => {
                        judgements.push(judgement);
                        last_reply = reply;
                    }
                    _ => {
                        return Err(ProofError::NotUnique {
                            id: puzzle.id,
                            step: k + 1,
                            mv,
                        });
                    }
                }
            }
            if game.play(mv).is_err() {
                return Err(ProofError::NotUnique {
                    id: puzzle.id,
                    step: k + 1,
                    mv,
                });
            }
        }
        // Where the solution stops, the line the making would go on with must stop too:
        // after the best reply to the last move, the player has no only best move (or, by
        // search, none that leads to another capture).
        let given = puzzle.solution.len();
        if given % 2 == 1
            && let Some(reply) = last_reply
        {
            let mut after = game.clone();
            if after.play(reply).is_ok() && !after.is_over() {
                let mut line = puzzle.solution.clone();
                line.push(reply);
                let mut made = judgements.clone();
                self.go_on(&puzzle.position, &mut after, &mut line, &mut made);
                let (proven, _) = finish_line(&puzzle.position, line, made);
                if proven.len() > given {
                    return Err(ProofError::CutShort {
                        id: puzzle.id,
                        given,
                        proven: proven.len(),
                    });
                }
            }
        }
        let first = judgements.first().copied();
        let goal = first.and_then(|j| goal_of(&puzzle.position, &puzzle.solution, j));
        if let Some(g) = goal {
            let mut said = puzzle.themes.clone();
            said.sort();
            said.dedup();
            let shown = themes_of(&puzzle.position, &puzzle.solution, g, found);
            if shown != said {
                return Err(ProofError::OtherThemes {
                    id: puzzle.id,
                    found: theme_names(&shown),
                    said: theme_names(&puzzle.themes),
                });
            }
        }
        match goal {
            Some(g) if g == puzzle.goal => Ok(()),
            Some(g) => Err(ProofError::OtherGoal {
                id: puzzle.id,
                found: g,
                said: puzzle.goal,
            }),
            None => Err(ProofError::NotUnique {
                id: puzzle.id,
                step: 1,
                mv: puzzle
                    .solution
                    .first()
                    .copied()
                    .unwrap_or(Move::of_side(puzzle.position.to_move(), 0)),
            }),
        }
    }
}

/// A line as a puzzle gives it: it ends on a move of the player, and a search-proven one on
/// the player's last capture (the point of the line); the judgements of the moves kept.
fn finish_line(
    p: &Position,
    mut line: Vec<Move>,
    mut judgements: Vec<Judgement>,
) -> (Vec<Move>, Vec<Judgement>) {
    if line.len().is_multiple_of(2) {
        line.pop();
    }
    if Prover::route(p) == Proof::Search && !line.is_empty() {
        let captures = |k: usize, line: &[Move]| {
            let mut here = *p;
            for &m in &line[..k] {
                here = here.play_unchecked(m, &PUZZLE_RULES).0;
            }
            here.play_unchecked(line[k], &PUZZLE_RULES).1.capture.seeds > 0
        };
        let last = (0..line.len())
            .step_by(2)
            .rev()
            .find(|&k| captures(k, &line))
            .unwrap_or(0);
        line.truncate(last + 1);
    }
    judgements.truncate(line.len().div_ceil(2));
    (line, judgements)
}

/// The seeds the player comes out ahead over `line` (their captures less the opponent's).
pub fn net_gain(p: &Position, line: &[Move]) -> i32 {
    let me = p.to_move();
    let mut here = *p;
    for &m in line {
        here = here.play_unchecked(m, &PUZZLE_RULES).0;
    }
    (i32::from(here.store(me)) - i32::from(p.store(me)))
        - (i32::from(here.store(me.opponent())) - i32::from(p.store(me.opponent())))
}

/// The goal a solution proves, from how its first move was judged.
fn goal_of(p: &Position, line: &[Move], first: Judgement) -> Option<PuzzleGoal> {
    match first {
        Judgement::Tables(1) => Some(PuzzleGoal::Win),
        Judgement::Tables(0) => Some(PuzzleGoal::Draw),
        Judgement::Tables(_) => None,
        Judgement::Search(lead) => {
            let net = net_gain(p, line);
            if net > 0 {
                Some(PuzzleGoal::Gain(net.min(48) as u8))
            } else {
                Some(PuzzleGoal::Save((lead / 100).clamp(1, 48) as u8))
            }
        }
    }
}

/// What a solution trains.
pub fn themes_of(p: &Position, line: &[Move], goal: PuzzleGoal, proof: Proof) -> Vec<Theme> {
    let me = p.to_move();
    let mut themes = Vec::new();
    let mut here = *p;
    let mut first_captured = None;
    let mut later_capture = false;
    for (k, &mv) in line.iter().enumerate() {
        if k % 2 == 0 {
            let starving = here.side_seeds(me.opponent()) == 0;
            let grand_slam_elsewhere = here
                .legal_moves(&PUZZLE_RULES)
                .iter()
                .any(|m| m != mv && here.play_unchecked(m, &PUZZLE_RULES).1.grand_slam);
            let (next, report) = here.play_unchecked(mv, &PUZZLE_RULES);
            if report.capture.pits >= 2 {
                themes.push(Theme::ChainedCapture);
            }
            if grand_slam_elsewhere {
                themes.push(Theme::GrandSlamAvoided);
            }
            if starving {
                themes.push(Theme::Feeding);
            }
            if report.seeds >= 12 {
                themes.push(Theme::BigPit);
            }
            if k == 0 {
                first_captured = Some(report.capture.seeds > 0);
            } else if report.capture.seeds > 0 {
                later_capture = true;
            }
            if next.side_seeds(me.opponent()) <= 2 && next.side_seeds(me.opponent()) > 0 {
                themes.push(Theme::Starving);
            }
            here = next;
        } else {
            here = here.play_unchecked(mv, &PUZZLE_RULES).0;
        }
    }
    if proof == Proof::Tables {
        themes.push(Theme::Ending);
    }
    if first_captured == Some(false) && later_capture {
        themes.push(Theme::QuietMove);
    }
    if matches!(goal, PuzzleGoal::Save(_) | PuzzleGoal::Draw) {
        themes.push(Theme::Defence);
    }
    themes.sort();
    themes.dedup();
    themes
}

/// A puzzle's first rating from the engine's levels: the more of them find its first move,
/// the easier it is. Levels 1 to 4 play with noise, tried with three seeds each.
pub fn starting_rating(p: &Position, answer: Move) -> u16 {
    let game = Game::from_position(PUZZLE_RULES, *p);
    let mut found = 0.0;
    for level in 1..=6u8 {
        let seeds: &[u64] = if level <= 4 { &[1, 2, 3] } else { &[1] };
        let hits = seeds
            .iter()
            .filter(|&&seed| {
                LevelPlayer::new(level, &game, seed, Duration::from_millis(100)).choose(&game)
                    == Some(answer)
            })
            .count();
        found += hits as f64 / seeds.len() as f64;
    }
    // Found by every level: 800; by none of them: 2000.
    (2000.0 - 200.0 * found).round().clamp(100.0, 4000.0) as u16
}
