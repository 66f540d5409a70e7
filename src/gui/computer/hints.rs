//! Hints on the board: the value of every legal move for the person to move, the best move,
//! the opponent's threats and the reasons, computed on a thread of their own depth by depth
//! (values appear at once from a shallow search and sharpen while the player thinks), with
//! the endgame tables once ready. A new position cancels the work for the old one. The
//! values at a depth are those of `oware-cli analyze --depth` (the same schedule).

use crate::ai::{EndgameTable, MAX_HINT_DEPTH, MoveHint, Searcher, analyze_deepening, threats};
use crate::gui::computer::tables::EndgameTables;
use crate::gui::play::seeds::BoardOverride;
use crate::gui::play::session::{BoardReset, GameSession};
use crate::gui::play::settings::AppSettings;
use crate::rules::{Game, Move, Pit, Position};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Show or hide the hints (H, the *Hint* button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleHints;

/// Longest the hints keep deepening on one position: the values are settled by then, and
/// the processor is left alone.
const HINT_BUDGET: Duration = Duration::from_secs(30);

/// Work on one position on another thread.
struct HintJob {
    stop: Arc<AtomicBool>,
    receiver: Mutex<Receiver<(u32, Vec<MoveHint>)>>,
}

/// The position hints are for: the number of plies and the board.
type PositionKey = (usize, Position);

/// The hints for the person to move.
#[derive(Resource)]
pub struct BoardHints {
    /// Asked for with H or the button (the setting "always show hints" shows them too).
    pub requested: bool,
    /// The deepest analysis (screenshots fix it so the frame is repeatable).
    pub max_depth: u32,
    key: Option<PositionKey>,
    /// The deepest complete analysis: its depth, and every move best first.
    analysis: Option<(u32, Vec<MoveHint>)>,
    /// The mover's pits the opponent could capture next move, and how many seeds.
    threats: Vec<(Pit, u8)>,
    job: Option<HintJob>,
}

impl Default for BoardHints {
    fn default() -> Self {
        BoardHints {
            requested: false,
            max_depth: MAX_HINT_DEPTH,
            key: None,
            analysis: None,
            threats: Vec::new(),
            job: None,
        }
    }
}

impl BoardHints {
    /// Every move's value for the game's current position, best first, and the depth they
    /// come from; `None` until the first depth is done or when hints are off.
    pub fn for_game(&self, game: &Game) -> Option<(u32, &[MoveHint])> {
        let (depth, moves) = self.analysis.as_ref()?;
        (self.key == Some(key_of(game))).then_some((*depth, moves.as_slice()))
    }

    /// The best move, when known for the game's current position.
    pub fn best(&self, game: &Game) -> Option<Move> {
        self.for_game(game)
            .and_then(|(_, moves)| moves.first())
            .map(|h| h.mv)
    }

    /// The opponent's threats for the game's current position.
    pub fn threats(&self, game: &Game) -> &[(Pit, u8)] {
        if self.key == Some(key_of(game)) {
            &self.threats
        } else {
            &[]
        }
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

/// Whether hints are on: asked for, or always shown by the setting.
pub fn hints_on(hints: &BoardHints, settings: &AppSettings) -> bool {
    hints.requested || settings.always_hints
}

fn key_of(game: &Game) -> PositionKey {
    (game.plies().len(), *game.position())
}

/// A line of moves shown on the board as a preview, without changing the game.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct LinePreview {
    key: Option<PositionKey>,
    line: Vec<Move>,
    /// Plies of the line on the board (0: not previewing).
    shown: usize,
    /// The position the board shows while previewing.
    position: Option<Position>,
}

impl LinePreview {
    /// True while the board shows a preview instead of the game.
    pub fn is_active(&self) -> bool {
        self.shown > 0
    }

    /// The line previewed.
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// Plies of the line on the board.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// The position the board shows, while previewing.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_ref().filter(|_| self.is_active())
    }
}

/// Preview a line, step through it, or go back to the game.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PreviewRequest {
    /// Show the position after the first move of this line.
    Start(Vec<Move>),
    /// One ply further (+1) or back (-1); back from the first ply ends the preview.
    Step(i32),
    /// Back to the game.
    Stop,
}

/// Registers the hints and the line preview.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardHints>()
        .init_resource::<LinePreview>()
        .init_resource::<EndgameTables>()
        .add_message::<ToggleHints>()
        .add_message::<PreviewRequest>()
        .add_systems(
            Update,
            (toggle_hints, follow_position, collect_hints, apply_preview)
                .chain()
                .after(crate::gui::state::BoardSet::Session)
                .before(crate::gui::state::BoardSet::Animate),
        )
        .add_systems(Last, cancel_on_exit);
}

/// Applies preview requests and lays the seeds out for the ply shown; a game that moves on
/// (or hints that go off) ends the preview.
fn apply_preview(
    mut requests: MessageReader<PreviewRequest>,
    mut preview: ResMut<LinePreview>,
    session: Res<GameSession>,
    mut board: ResMut<BoardOverride>,
    mut reset: MessageWriter<BoardReset>,
) {
    let game = session.game();
    let was = (preview.shown, preview.line.clone());
    for request in requests.read() {
        match request {
            PreviewRequest::Start(line)
                if !line.is_empty() && session.person_to_move().is_some() =>
            {
                preview.key = Some(key_of(game));
                preview.line = line.clone();
                preview.shown = 1;
            }
            PreviewRequest::Start(_) => {}
            PreviewRequest::Step(step) => {
                let shown = preview.shown as i64 + i64::from(*step);
                preview.shown = shown.clamp(0, preview.line.len() as i64) as usize;
            }
            PreviewRequest::Stop => preview.shown = 0,
        }
    }
    if preview.is_active() && preview.key != Some(key_of(game)) {
        preview.shown = 0;
    }
    if (preview.shown, preview.line.clone()) == was {
        return;
    }
    if !preview.is_active() {
        *preview = LinePreview::default();
        board.0 = None;
        reset.write(BoardReset);
        return;
    }
    let rules = game.rules();
    let mut position = *game.position();
    for &mv in &preview.line[..preview.shown] {
        match position.play(mv, rules) {
            Ok((next, _)) => position = next,
            Err(_) => break, // a line ends where its game would
        }
    }
    board.0 = Some((*position.pits(), position.stores()));
    reset.write(BoardReset);
    preview.position = Some(position);
}

fn toggle_hints(mut toggles: MessageReader<ToggleHints>, mut hints: ResMut<BoardHints>) {
    for _ in toggles.read() {
        hints.requested = !hints.requested;
    }
}

/// Starts work on a new position (and cancels the old), or stops when hints go off or no
/// person is to move.
fn follow_position(
    session: Res<GameSession>,
    settings: Res<AppSettings>,
    tables: Res<EndgameTables>,
    practice: Option<Res<crate::gui::play::practice::Practice>>,
    mut hints: ResMut<BoardHints>,
) {
    let game = session.game();
    let practising = practice.is_some_and(|p| p.active);
    let wanted = hints_on(&hints, &settings) && session.person_to_move().is_some() && !practising;
    if !wanted {
        if hints.key.is_some() {
            hints.clear();
        }
        return;
    }
    let key = key_of(game);
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
