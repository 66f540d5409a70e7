//! Hints on the board: the value of every legal move for the person to move, the best move,
//! the opponent's threats and the reasons, computed on a thread of their own depth by depth
//! (values appear at once from a shallow search and sharpen while the player thinks), with
//! the endgame tables once ready. A new position cancels the work for the old one. The
//! values at a depth are those of `oware-cli analyze --depth` (the same schedule).

use crate::ai::{EndgameTable, MAX_HINT_DEPTH, MoveHint, Searcher, analyze_deepening, threats};
use crate::gui::computer::tables::EndgameTables;
use crate::gui::game::session::{GameSession, PositionKey, position_key};
use crate::gui::settings::AppSettings;
use crate::gui::state::BoardMode;
use crate::records::{HintWords, PlayerKind};
use crate::rules::{Game, Move, Pit};
use bevy::prelude::*;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Show or hide the hints (H, the *Hint* button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleHints;

/// The most positions whose hints are kept for the review.
const MAX_SHOWN: usize = 4_000;

/// Longest the hints keep deepening on one position: the values are settled by then, and
/// the processor is left alone.
const HINT_BUDGET: Duration = Duration::from_secs(30);

/// Work on one position on another thread.
struct HintJob {
    stop: Arc<AtomicBool>,
    receiver: Mutex<Receiver<(u32, Vec<MoveHint>)>>,
}

/// The hints for the person to move.
#[derive(Resource)]
pub struct BoardHints {
    /// Asked for with H or the button (the setting "always show hints" shows them too).
    pub requested: bool,
    /// The deepest analysis (screenshots fix it so the frame is repeatable).
    pub max_depth: u32,
    /// An online match whose offer did not allow hints: none are shown, whatever asks.
    forbidden: bool,
    key: Option<PositionKey>,
    /// The deepest complete analysis: its depth, and every move best first.
    analysis: Option<(u32, Vec<MoveHint>)>,
    /// The mover's pits the opponent could capture next move, and how many seeds.
    threats: Vec<(Pit, u8)>,
    job: Option<HintJob>,
    /// What the hints showed of each position of the game, the deepest analysis: the
    /// review counts it, so that it never contradicts them without a surer look.
    shown: HashMap<PositionKey, Vec<MoveHint>>,
}

impl Default for BoardHints {
    fn default() -> Self {
        BoardHints {
            requested: false,
            max_depth: MAX_HINT_DEPTH,
            forbidden: false,
            key: None,
            analysis: None,
            threats: Vec::new(),
            job: None,
            shown: HashMap::new(),
        }
    }
}

impl BoardHints {
    /// Every move's value for the game's current position, best first, and the depth they
    /// come from; `None` until the first depth is done or when hints are off.
    pub fn for_game(&self, game: &Game) -> Option<(u32, &[MoveHint])> {
        let (depth, moves) = self.analysis.as_ref()?;
        (self.key == Some(position_key(game))).then_some((*depth, moves.as_slice()))
    }

    /// The best move, when known for the game's current position.
    pub fn best(&self, game: &Game) -> Option<Move> {
        self.for_game(game)
            .and_then(|(_, moves)| moves.first())
            .map(|h| h.mv)
    }

    /// The opponent's threats for the game's current position.
    pub fn threats(&self, game: &Game) -> &[(Pit, u8)] {
        if self.key == Some(position_key(game)) {
            &self.threats
        } else {
            &[]
        }
    }

    /// What the hints showed of the position before each move of `game` (by ply, from 0),
    /// where they were shown.
    pub fn shown_for(&self, game: &Game) -> Vec<Option<Vec<MoveHint>>> {
        let mut replay = Game::from_position(*game.rules(), *game.start());
        let mut shown = Vec::with_capacity(game.moves().len());
        for mv in game.moves() {
            shown.push(self.shown.get(&position_key(&replay)).cloned());
            if replay.play(mv).is_err() {
                break;
            }
        }
        shown
    }

    /// True while the values are still deepening.
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
    }

    fn clear(&mut self) {
        self.cancel();
        self.key = None;
        self.analysis = None;
        self.threats.clear();
    }
}

/// Whether hints are on: asked for, or always shown by the setting; never in an online
/// match that did not allow them.
pub fn hints_on(hints: &BoardHints, settings: &AppSettings) -> bool {
    (hints.requested || settings.always_hints) && !hints.forbidden
}

/// Whether the hints speak in words rather than numbers: as the setting says, or, by
/// default, in a lesson's game and against the two gentlest levels (a beginner reads
/// "takes 2" where "+2" means nothing yet).
pub fn hints_in_words(settings: &AppSettings, session: &GameSession, lesson_game: bool) -> bool {
    match settings.hint_words {
        HintWords::Always => true,
        HintWords::Never => false,
        HintWords::ForBeginners => {
            lesson_game
                || session
                    .players()
                    .iter()
                    .any(|p| matches!(p, PlayerKind::Computer { level } if *level <= 2))
        }
    }
}

/// Registers the hints.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardHints>()
        .add_message::<ToggleHints>()
        .add_systems(
            Update,
            (
                forbid_online,
                hints_for_a_first_game,
                toggle_hints,
                follow_position.run_if(crate::gui::state::playing),
                collect_hints,
            )
                .chain()
                .after(crate::gui::state::BoardSet::Session)
                .before(crate::gui::state::BoardSet::Animate),
        )
        .add_systems(Last, cancel_on_exit);
}

/// Hints are forbidden while an online match that did not allow them is in play.
fn forbid_online(session: Res<GameSession>, mut hints: ResMut<BoardHints>) {
    let forbidden = !session.hints_allowed();
    if hints.forbidden != forbidden {
        hints.forbidden = forbidden;
    }
}

/// A lesson's first game is played with the hints on (once; the player may turn them off).
fn hints_for_a_first_game(
    learning: Res<crate::gui::modes::learning::Learning>,
    mut hints: ResMut<BoardHints>,
    mut done_for: Local<Option<String>>,
) {
    let Some(id) = learning.first_game.clone() else {
        *done_for = None;
        return;
    };
    if done_for.as_ref() != Some(&id) {
        hints.requested = true;
        *done_for = Some(id);
    }
}

fn toggle_hints(
    mut toggles: MessageReader<ToggleHints>,
    mut hints: ResMut<BoardHints>,
    mut notices: MessageWriter<crate::gui::words::notice::Notice>,
) {
    for _ in toggles.read() {
        if hints.forbidden {
            notices.write(crate::gui::words::notice::Notice(crate::t!(
                "online-hints-refused"
            )));
        } else {
            hints.requested = !hints.requested;
        }
    }
}

/// Starts work on a new position (and cancels the old), or stops when hints go off or no
/// person is to move.
fn follow_position(
    session: Res<GameSession>,
    settings: Res<AppSettings>,
    tables: Res<EndgameTables>,
    mode: Res<State<BoardMode>>,
    mut hints: ResMut<BoardHints>,
) {
    let game = session.game();
    let practising = mode.get().sets_game_aside();
    let wanted = hints_on(&hints, &settings) && session.person_to_move().is_some() && !practising;
    if !wanted {
        if hints.key.is_some() {
            hints.clear();
        }
        return;
    }
    let key = position_key(game);
    if hints.key == Some(key) {
        return;
    }
    hints.clear();
    hints.key = Some(key);
    hints.threats = threats(game.position(), game.rules());
    let depth = hints.max_depth;
    hints.job = Some(start(game.clone(), tables.for_rules(game.rules()), depth));
}

fn start(game: Game, tables: Option<Arc<EndgameTable>>, max_depth: u32) -> HintJob {
    let (sender, receiver) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let job_stop = stop.clone();
    crate::gui::computer::background::spawn(move || {
        let mut searcher = Searcher::new(*game.rules(), crate::ai::DEFAULT_HASH_MB);
        searcher.set_stop_flag(job_stop.clone());
        searcher.set_tables(tables);
        let started = Instant::now();
        analyze_deepening(&mut searcher, &game, max_depth, &mut |depth, moves| {
            // Sending fails only when the app has moved on: then stop.
            if sender.send((depth, moves.to_vec())).is_err() || started.elapsed() > HINT_BUDGET {
                job_stop.store(true, Ordering::Relaxed);
            }
        });
    });
    HintJob {
        stop,
        receiver: Mutex::new(receiver),
    }
}

/// Takes the deepest values sent so far; the job ends when its thread does.
fn collect_hints(mut hints: ResMut<BoardHints>) {
    let Some(job) = hints.job.as_ref() else {
        return;
    };
    let mut latest = None;
    let mut finished = false;
    if let Ok(receiver) = job.receiver.lock() {
        loop {
            match receiver.try_recv() {
                Ok(update) => latest = Some(update),
                Err(std::sync::mpsc::TryRecvError::Empty) => break,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    finished = true;
                    break;
                }
            }
        }
    }
    if let Some(update) = latest {
        if let Some(key) = hints.key {
            // A new game starts the record afresh; a long one keeps it bounded.
            if key.0 == 0 || hints.shown.len() > MAX_SHOWN {
                hints.shown.clear();
            }
            hints.shown.insert(key, update.1.clone());
        }
        hints.analysis = Some(update);
    }
    if finished {
        hints.job = None;
    }
}

fn cancel_on_exit(mut exits: MessageReader<AppExit>, mut hints: ResMut<BoardHints>) {
    if exits.read().count() > 0 {
        hints.cancel();
    }
}
