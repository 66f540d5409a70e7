//! Learning on the board: a lesson's task or a puzzle stands in for the game. The player
//! answers with a move (a click on a pit, its key); the rules check it. A right move is
//! sown on the board and earns its star, a wrong one is not played and is answered with
//! why; a puzzle's opponent replies by itself. The player's progress (stars, where they
//! stopped, the puzzle rating and its history) is kept in the per-user data folder.

use crate::gui::game::session::{BoardReset, GameSession, MoveApplied, NewGame, SessionRequest};
use crate::gui::players::{PlayerSwitched, Players};
use crate::gui::sowing::animation::Animator;
use crate::gui::sowing::seeds::Contents;
use crate::gui::words::notice::Notice;
use crate::learn::{
    LearnProgress, Lesson, Place, Puzzle, ReadyTask, Theme, Verdict, Why, built_in_puzzles, course,
    puzzle_of_the_day, today,
};
use crate::records::{PlayerKind, load_progress, progress_path, save_progress};
use crate::rules::{Move, Ply, Position, Side};
use crate::t;
use bevy::prelude::*;

mod first_game;
mod kept;
mod puzzle_pick;

use first_game::{first_game, first_game_won};
use kept::{forget_on_switch, load, load_on_open, record_try, save, settle_start};
pub use puzzle_pick::pick_puzzle;

/// What the player asks of learning.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LearnRequest {
    /// Start a lesson (from 0) at a task (from 0).
    Lesson {
        /// The lesson.
        lesson: usize,
        /// The task.
        task: usize,
    },
    /// Go on where the player stopped (the first lesson if nowhere).
    Continue,
    /// A move on the board, as the answer.
    Play(Move),
    /// The next task, lesson or puzzle.
    Next,
    /// A puzzle.
    Puzzle(PuzzlePick),
    /// Only puzzles of this theme (or any).
    Theme(Option<Theme>),
    /// Show the solution of the puzzle (a try not solved): played on the board, move by
    /// move, from the puzzle's start.
    ShowSolution,
    /// After a wrong move and its refutation: both taken back, the player tries again.
    TryAgain,
    /// Play the lesson's whole game against the computer, with hints on.
    FirstGame,
    /// Back to the game.
    Stop,
}

/// Which puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzlePick {
    /// Today's, the same for everyone.
    OfTheDay,
    /// One near the player's rating, not solved yet.
    ForMe,
    /// The puzzle with this id.
    Id(u32),
}

/// What is on the board.
#[derive(Debug, Clone, PartialEq)]
pub enum Drill {
    /// A lesson's task.
    Lesson {
        /// The lesson, from 0.
        lesson: usize,
        /// The task, from 0.
        task: usize,
        /// The task, ready to play.
        ready: ReadyTask,
    },
    /// A puzzle.
    Puzzle {
        /// The puzzle.
        puzzle: Puzzle,
        /// The next move of the solution to play (its index).
        step: usize,
        /// The puzzle of the day.
        daily: bool,
    },
}

/// The answer to the last move.
#[derive(Debug, Clone, PartialEq)]
pub enum LearnFeedback {
    /// The lesson's task is done: a star.
    Right,
    /// Not this move, for this reason (lessons, and illegal moves in puzzles).
    Wrong(Why, Move),
    /// Not the puzzle's move: it was played, and the opponent's answer that shows why.
    Refuted {
        /// The move tried.
        tried: Move,
        /// The opponent's answer.
        reply: Move,
        /// What the answer captures.
        captured: u8,
        /// The answer ends the game, won by the opponent.
        wins: bool,
    },
    /// The wrong move and its answer were taken back: the player tries again.
    TryAgain,
    /// The solution is being played on the board.
    Solution,
    /// The opponent answered; the player moves again.
    Reply(Move),
    /// The puzzle is over: solved or not, and the rating's change.
    Over {
        /// Solved without a wrong move or the solution shown.
        solved: bool,
        /// The rating's change.
        change: f64,
    },
}

/// Learning under way and the player's progress.
#[derive(Resource, Debug, Default)]
pub struct Learning {
    /// A drill has the board.
    pub active: bool,
    /// The drill.
    pub drill: Option<Drill>,
    /// The answer to the last move.
    pub feedback: Option<LearnFeedback>,
    /// The puzzle's try already counted as failed (a wrong move, the solution shown).
    pub failed: bool,
    /// The solution is shown.
    pub solution_shown: bool,
    /// Puzzles of this theme only.
    pub theme: Option<Theme>,
    /// What the player has done (kept across sessions).
    pub progress: LearnProgress,
    /// A game started from a lesson: its id, for its star when won (the hints come on
    /// for it).
    pub first_game: Option<String>,
    /// The position on the board.
    position: Option<Position>,
    /// Moves to sow one after the other once the board is still: the opponent's reply, a
    /// refutation, or the solution shown.
    pending: std::collections::VecDeque<Move>,
    /// Where a wrong move and its refutation go back to.
    take_back_to: Option<Position>,
    /// The rating's change when the try failed (shown once the puzzle is over).
    failed_change: f64,
    loaded: bool,
    /// The folder the progress was read from and is written to: none for a guest, or when
    /// the file could not be read.
    folder: Option<std::path::PathBuf>,
}

impl Learning {
    /// What the board shows, while learning.
    pub fn contents(&self) -> Option<Contents> {
        self.position
            .filter(|_| self.active)
            .map(|p| (*p.pits(), p.stores()))
    }

    /// The position on the board.
    pub fn position(&self) -> Option<Position> {
        self.position.filter(|_| self.active)
    }

    /// True while a move is awaited.
    pub fn awaiting_move(&self) -> bool {
        self.active
            && self.pending.is_empty()
            && self.take_back_to.is_none()
            && match (&self.drill, &self.feedback) {
                (Some(Drill::Lesson { .. }), Some(LearnFeedback::Right)) => false,
                (Some(Drill::Puzzle { .. }), Some(LearnFeedback::Over { .. })) => false,
                (Some(Drill::Puzzle { .. }), _) => !self.solution_shown,
                (Some(_), _) => true,
                (None, _) => false,
            }
    }

    /// The side that answers on the board.
    pub fn solver(&self) -> Option<Side> {
        match &self.drill {
            Some(Drill::Lesson { ready, .. }) => Some(ready.position.to_move()),
            Some(Drill::Puzzle { puzzle, .. }) => Some(puzzle.solver()),
            None => None,
        }
    }

    /// The rating's change of a try that failed.
    pub fn failed_change(&self) -> f64 {
        self.failed_change
    }

    /// True while a wrong move's refutation waits to be taken back.
    pub fn refuted(&self) -> bool {
        self.take_back_to.is_some()
    }

    /// Back to the game.
    pub fn end(&mut self) {
        self.active = false;
        self.drill = None;
        self.feedback = None;
        self.position = None;
        self.pending.clear();
        self.take_back_to = None;
    }
}

/// Registers learning.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Learning>()
        .add_message::<LearnRequest>()
        .add_systems(
            Update,
            (forget_on_switch, apply_learn_requests, play_pending_reply)
                .chain()
                .in_set(crate::gui::state::BoardSet::Modes),
        )
        .add_systems(
            Update,
            first_game_won.after(crate::gui::state::BoardSet::Session),
        )
        .add_systems(OnEnter(crate::gui::state::OverBoard::Learn), load_on_open);
}

/// What the learning systems change together.
#[derive(bevy::ecs::system::SystemParam)]
struct LearnOut<'w> {
    reset: MessageWriter<'w, BoardReset>,
    applied: MessageWriter<'w, MoveApplied>,
    notices: MessageWriter<'w, Notice>,
    session: MessageWriter<'w, SessionRequest>,
}

impl LearnOut<'_> {
    /// Sows `mv` from `before` on the board; the position it leads to.
    fn sow(&mut self, before: Position, mv: Move, rules: &crate::rules::Rules) -> Position {
        let (after, report) = before.play_unchecked(mv, rules);
        self.applied.write(MoveApplied {
            before,
            ply: Ply { report, after },
            outcome: None,
        });
        after
    }
}

fn apply_learn_requests(
    mut requests: MessageReader<LearnRequest>,
    mut learning: ResMut<Learning>,
    players: Res<Players>,
    mut out: LearnOut,
) {
    for request in requests.read() {
        if !learning.loaded {
            load(&mut learning, players.folder(), &mut out.notices);
        }
        match request {
            LearnRequest::Lesson { lesson, task } => {
                start_task(&mut learning, *lesson, *task, &mut out);
            }
            LearnRequest::Continue => {
                let (lesson, task) = where_to_continue(&learning.progress);
                start_task(&mut learning, lesson, task, &mut out);
            }
            LearnRequest::Play(mv) if learning.awaiting_move() => {
                answer(&mut learning, *mv, &mut out);
            }
            LearnRequest::Play(_) => {}
            LearnRequest::Next => next(&mut learning, &mut out),
            LearnRequest::Puzzle(pick) => {
                if let Some(puzzle) = pick_puzzle(&learning, *pick) {
                    start_puzzle(
                        &mut learning,
                        puzzle,
                        *pick == PuzzlePick::OfTheDay,
                        &mut out,
                    );
                }
            }
            LearnRequest::Theme(theme) => learning.theme = *theme,
            LearnRequest::ShowSolution => show_solution(&mut learning, &mut out),
            LearnRequest::TryAgain => try_again(&mut learning, &mut out),
            LearnRequest::FirstGame => first_game(&mut learning, &mut out),
            LearnRequest::Stop => {
                learning.end();
                out.reset.write(BoardReset);
            }
        }
    }
}

/// The first task without its star, from the place the player stopped.
fn where_to_continue(progress: &LearnProgress) -> (usize, usize) {
    let lessons = course();
    let from = progress
        .place
        .as_ref()
        .and_then(|p| lessons.iter().position(|l| l.id == p.lesson))
        .unwrap_or(0);
    for (k, lesson) in lessons
        .iter()
        .enumerate()
        .skip(from)
        .chain(lessons.iter().enumerate())
    {
        let stars = progress.stars.get(&lesson.id);
        let undone = (0..lesson.tasks.len())
            .find(|&t| !stars.is_some_and(|s| s.get(t).copied().unwrap_or(false)));
        if let Some(task) = undone {
            return (k, task);
        }
    }
    (0, 0)
}

fn start_task(learning: &mut Learning, lesson: usize, task: usize, out: &mut LearnOut) {
    let Some(ready) = course().get(lesson).and_then(|l| l.task(task).ok()) else {
        return;
    };
    learning.position = Some(ready.position);
    learning.progress.place = course().get(lesson).map(|l| Place {
        lesson: l.id.clone(),
        task,
    });
    learning.drill = Some(Drill::Lesson {
        lesson,
        task,
        ready,
    });
    learning.feedback = None;
    learning.pending.clear();
    learning.take_back_to = None;
    learning.solution_shown = false;
    learning.active = true;
    out.reset.write(BoardReset);
    save(learning, &mut out.notices);
}

fn start_puzzle(learning: &mut Learning, puzzle: Puzzle, daily: bool, out: &mut LearnOut) {
    learning.position = Some(puzzle.position);
    learning.drill = Some(Drill::Puzzle {
        puzzle,
        step: 0,
        daily,
    });
    learning.feedback = None;
    learning.pending.clear();
    learning.take_back_to = None;
    learning.failed = false;
    learning.failed_change = 0.0;
    learning.solution_shown = false;
    learning.active = true;
    out.reset.write(BoardReset);
}

fn answer(learning: &mut Learning, mv: Move, out: &mut LearnOut) {
    let Some(position) = learning.position else {
        return;
    };
    match learning.drill.clone() {
        Some(Drill::Lesson {
            lesson,
            task,
            ready,
        }) => match ready.check(mv) {
            Verdict::Right => {
                learning.position = Some(out.sow(position, mv, &ready.rules));
                learning.feedback = Some(LearnFeedback::Right);
                if let Some(l) = course().get(lesson) {
                    learning.progress.star(&l.id, task, l.tasks.len());
                }
                settle_start(learning);
                save(learning, &mut out.notices);
            }
            Verdict::Wrong(why) => learning.feedback = Some(LearnFeedback::Wrong(why, mv)),
        },
        Some(Drill::Puzzle {
            puzzle,
            step,
            daily,
        }) => {
            let rules = crate::learn::PUZZLE_RULES;
            if let Err(e) = position.check(mv, &rules) {
                learning.feedback = Some(LearnFeedback::Wrong(Why::Illegal(e), mv));
                return;
            }
            if puzzle.solution.get(step) != Some(&mv) {
                // The wrong move is played, and the answer that shows why; both are taken
                // back when the player tries again.
                let after = out.sow(position, mv, &rules);
                learning.position = Some(after);
                learning.take_back_to = Some(position);
                learning.feedback =
                    refutation(&puzzle, step, position, mv).map(|(reply, captured, wins)| {
                        learning.pending.push_back(reply);
                        LearnFeedback::Refuted {
                            tried: mv,
                            reply,
                            captured,
                            wins,
                        }
                    });
                if learning.feedback.is_none() {
                    // The game ended with the move: nothing to answer.
                    learning.feedback = Some(LearnFeedback::TryAgain);
                }
                if !learning.failed {
                    learning.failed = true;
                    learning.failed_change = record_try(learning, &puzzle, false, &mut out.notices);
                }
                return;
            }
            learning.position = Some(out.sow(position, mv, &rules));
            let next = step + 1;
            if next >= puzzle.solution.len() {
                let solved = !learning.failed;
                let change = if solved {
                    record_try(learning, &puzzle, true, &mut out.notices)
                } else {
                    learning.failed_change
                };
                learning.feedback = Some(LearnFeedback::Over { solved, change });
            } else if let Some(&reply) = puzzle.solution.get(next) {
                learning.pending.push_back(reply);
            }
            learning.drill = Some(Drill::Puzzle {
                step: next,
                puzzle,
                daily,
            });
        }
        None => {}
    }
}

/// The opponent's answer to a wrong move, found by a short search (the answer a player
/// meets at the board), what it captures and whether it wins the game there; `None` when
/// the move ends the game.
fn refutation(
    puzzle: &Puzzle,
    step: usize,
    before: Position,
    tried: Move,
) -> Option<(Move, u8, bool)> {
    let rules = crate::learn::PUZZLE_RULES;
    let mut game = crate::rules::Game::from_position(rules, puzzle.position);
    for &mv in &puzzle.solution[..step] {
        game.play(mv).ok()?;
    }
    debug_assert_eq!(*game.position(), before);
    game.play(tried).ok()?;
    if game.is_over() {
        return None;
    }
    let mut searcher = crate::ai::Searcher::new(rules, 1);
    let replies = crate::ai::analyze(
        &mut searcher,
        &game,
        crate::ai::Limits::depth(REFUTATION_DEPTH),
    );
    let reply = replies.first()?.mv;
    let captured = game
        .position()
        .play_unchecked(reply, &rules)
        .1
        .capture
        .seeds;
    let opponent = game.position().to_move();
    game.play(reply).ok()?;
    let wins = game.outcome().is_some_and(|o| o.winner == Some(opponent));
    Some((reply, captured, wins))
}

/// How deep the answer to a wrong move is looked for: a few milliseconds.
const REFUTATION_DEPTH: u32 = 5;

/// Moves waiting to be sown (a reply, a refutation, the solution shown), one at a time once
/// the board is still.
fn play_pending_reply(animator: Res<Animator>, mut learning: ResMut<Learning>, mut out: LearnOut) {
    if animator.is_busy() || !learning.active {
        return;
    }
    let Some(position) = learning.position else {
        return;
    };
    let Some(reply) = learning.pending.pop_front() else {
        return;
    };
    learning.position = Some(out.sow(position, reply, &crate::learn::PUZZLE_RULES));
    if learning.take_back_to.is_some() || learning.solution_shown {
        return; // a refutation or the solution: the drill's step stays
    }
    if let Some(Drill::Puzzle { step, .. }) = learning.drill.as_mut() {
        *step += 1;
    }
    learning.feedback = Some(LearnFeedback::Reply(reply));
}

/// The wrong move and its answer taken back: the puzzle's position again, the player to move.
fn try_again(learning: &mut Learning, out: &mut LearnOut) {
    let Some(back) = learning.take_back_to.take() else {
        return;
    };
    learning.pending.clear();
    learning.position = Some(back);
    learning.feedback = Some(LearnFeedback::TryAgain);
    out.reset.write(BoardReset);
}

/// The solution played on the board from the puzzle's start, move by move; the try counts
/// as not solved.
fn show_solution(learning: &mut Learning, out: &mut LearnOut) {
    let Some(Drill::Puzzle { puzzle, daily, .. }) = learning.drill.clone() else {
        return;
    };
    if !learning.failed {
        learning.failed = true;
        learning.failed_change = record_try(learning, &puzzle, false, &mut out.notices);
    }
    learning.solution_shown = true;
    learning.take_back_to = None;
    learning.position = Some(puzzle.position);
    learning.pending = puzzle.solution.iter().copied().collect();
    learning.drill = Some(Drill::Puzzle {
        step: puzzle.solution.len(),
        puzzle,
        daily,
    });
    learning.feedback = Some(LearnFeedback::Solution);
    out.reset.write(BoardReset);
}

fn next(learning: &mut Learning, out: &mut LearnOut) {
    match learning.drill.clone() {
        Some(Drill::Lesson { lesson, task, .. }) => {
            let tasks = course().get(lesson).map_or(0, |l| l.tasks.len());
            if task + 1 < tasks {
                start_task(learning, lesson, task + 1, out);
            } else if lesson + 1 < course().len() {
                start_task(learning, lesson + 1, 0, out);
            }
        }
        Some(Drill::Puzzle { .. }) => {
            if let Some(p) = pick_puzzle(learning, PuzzlePick::ForMe) {
                start_puzzle(learning, p, false, out);
            }
        }
        None => {}
    }
}

/// The lesson being learned, if any.
pub fn lesson_of(learning: &Learning) -> Option<(usize, &'static Lesson)> {
    match &learning.drill {
        Some(Drill::Lesson { lesson, .. }) => course().get(*lesson).map(|l| (*lesson, l)),
        _ => None,
    }
}
