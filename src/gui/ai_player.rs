//! The computer opponent in the app: it thinks on a thread of its own (the window never
//! freezes), then asks for its move like a person would. Also the hint: the full-strength
//! engine's best move for the player to move, shown on request.

use super::animation::Animator;
use super::session::{BoardReset, GameSession, MoveRequested};
use crate::ai::{LevelPlayer, Limits, Searcher, analyze};
use crate::rules::{Game, Move};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A move being worked out on another thread.
struct Task {
    receiver: Mutex<Receiver<Option<(Move, String)>>>,
    stop: Arc<AtomicBool>,
    plies: usize,
    kind: TaskKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TaskKind {
    Play,
    Hint,
}

/// The thinking in progress, if any.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<Task>,
}

impl Thinking {
    /// True while the computer is choosing a move or a hint.
    pub fn is_busy(&self) -> bool {
        self.task.is_some()
    }

    fn cancel(&mut self) {
        if let Some(task) = self.task.take() {
            task.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Ask for a hint for the player to move.
#[derive(Message, Debug, Clone, Copy)]
pub struct HintRequested;

/// The last hint: the move and a sentence about it.
#[derive(Resource, Debug, Clone, Default)]
pub struct Hint {
    /// The suggested move (shown with a ring).
    pub mv: Option<Move>,
    /// Score and reasons.
    pub text: String,
    /// The number of plies of the game it was given for.
    pub plies: usize,
}

/// Full-strength thinking time per move in the app.
const THINK_TIME: Duration = Duration::from_millis(1500);

/// Registers the computer opponent and hints.
pub fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Hint>()
        .add_message::<HintRequested>()
        .add_systems(
            Update,
            (cancel_on_reset, start_thinking, collect_move)
                .chain()
                .in_set(super::BoardSet::Input),
        );
}

fn cancel_on_reset(
    mut resets: MessageReader<BoardReset>,
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
) {
    if resets.read().count() > 0 {
        thinking.cancel();
        *hint = Hint::default();
    }
}

fn spawn(game: Game, kind: TaskKind, level: u8) -> Task {
    let (sender, receiver) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let plies = game.plies().len();
    let task_stop = stop.clone();
    std::thread::spawn(move || {
        let choice = match kind {
            TaskKind::Play => {
                let seed = crate::rules::hash_position(game.position());
                let mut player = LevelPlayer::new(level, &game, seed, THINK_TIME);
                player.searcher_mut().set_stop_flag(task_stop);
                player.choose(&game).map(|mv| (mv, String::new()))
            }
            TaskKind::Hint => {
                let mut searcher = Searcher::new(*game.rules(), crate::ai::DEFAULT_HASH_MB);
                searcher.set_stop_flag(task_stop);
                let hints = analyze(
                    &mut searcher,
                    &game,
                    Limits::time(Duration::from_millis(250)),
                );
                hints.first().map(|h| {
                    let mut text = format!(
                        "Hint: {} ({:+.1} seeds expected)",
                        h.mv,
                        f64::from(h.cp) / 100.0
                    );
                    let reasons: Vec<String> = h.tags.iter().map(ToString::to_string).collect();
                    if !reasons.is_empty() {
                        text.push_str(": ");
                        text.push_str(&reasons.join(", "));
                    }
                    (h.mv, text)
                })
            }
        };
        let _ = sender.send(choice);
    });
    Task {
        receiver: Mutex::new(receiver),
        stop,
        plies,
        kind,
    }
}

fn start_thinking(
    session: Res<GameSession>,
    animator: Res<Animator>,
    mut thinking: ResMut<Thinking>,
    mut hints: MessageReader<HintRequested>,
) {
    let asked_hint = hints.read().count() > 0;
    if thinking.is_busy() || animator.is_busy() {
        return;
    }
    let Some(side) = session.game().to_move() else {
        return;
    };
    if let Some(level) = session.computer_level(side) {
        thinking.task = Some(spawn(session.game().clone(), TaskKind::Play, level));
    } else if asked_hint {
        thinking.task = Some(spawn(
            session.game().clone(),
            TaskKind::Hint,
            crate::ai::MAX_LEVEL,
        ));
    }
}

fn collect_move(
    session: Res<GameSession>,
    mut thinking: ResMut<Thinking>,
    mut hint: ResMut<Hint>,
    mut requests: MessageWriter<MoveRequested>,
) {
    let Some(task) = thinking.task.as_ref() else {
        return;
    };
    let received = task.receiver.lock().ok().and_then(|r| r.try_recv().ok());
    let Some(choice) = received else { return };
    let (plies, kind) = (task.plies, task.kind);
    thinking.task = None;
    // The game moved on (undo, new game) while thinking: the answer is stale.
    if plies != session.game().plies().len() {
        return;
    }
    match (kind, choice) {
        (TaskKind::Play, Some((mv, _))) => {
            requests.write(MoveRequested(mv));
        }
        (TaskKind::Hint, Some((mv, text))) => {
            *hint = Hint {
                mv: Some(mv),
                text,
                plies,
            };
        }
        _ => {}
    }
}
