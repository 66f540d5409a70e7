//! The computer opponent in the app: it thinks on a thread of its own (the window never
//! freezes), with the endgame tables once they are ready, then asks for its move like a
//! person would.

use crate::ai::{EndgameTable, LevelPlayer};
use crate::gui::computer::tables::EndgameTables;
use crate::gui::game::session::{BoardReset, GamePaused, GameSession, MoveRequested};
use crate::gui::sowing::animation::Animator;
use crate::gui::state::BoardMode;
use crate::rules::{Game, Move};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A move being worked out on another thread.
struct Task {
    receiver: Mutex<Receiver<Option<Move>>>,
    stop: Arc<AtomicBool>,
    plies: usize,
}

/// The computer's thinking in progress, if any.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<Task>,
}

impl Thinking {
    /// True while the computer is choosing a move.
    pub fn is_busy(&self) -> bool {
        self.task.is_some()
    }

    fn cancel(&mut self) {
        if let Some(task) = self.task.take() {
            task.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The opening book levels 7 and 8 play from (the player's own, else the shipped one), and
/// this run's salt for the computer's draws, so that games differ from run to run.
#[derive(Resource, Default, Clone)]
pub struct Book(pub Option<Arc<crate::ai::book::OpeningBook>>, pub u64);

/// Loads the book of the standard rules once, at start: the player's own, then one in the
/// assets folder in use, else the one built into the program.
fn load_book(
    mut book: ResMut<Book>,
    // The program's assets folder; the tests' apps have none, and use the built-in files.
    folder: Option<Res<crate::gui::assets::asset_folder::AssetFolder>>,
    mut notices: MessageWriter<crate::gui::words::notice::Notice>,
) {
    book.1 = rand::random();
    let rules = crate::rules::Rules::ABAPA;
    let mut candidates = crate::records::book_candidates(&rules);
    if let Some(folder) = folder {
        candidates.insert(1, folder.0.join(crate::records::SHIPPED_BOOK));
    }
    let search = crate::records::find_book(&rules, &candidates);
    for refused in &search.passed_over {
        warn!("opening book passed over: {refused}");
        notices.write(crate::gui::words::notice::Notice(crate::t!(
            "notice-book-passed-over",
            error = crate::gui::words::errors::book_error(refused)
        )));
    }
    match search.found {
        Some((found, path)) => {
            info!("opening book: {} positions from {path}", found.len());
            book.0 = Some(Arc::new(found));
        }
        None => warn!("no opening book found; the computer searches every move"),
    }
}

/// Full-strength thinking time per move in the app.
const THINK_TIME: Duration = Duration::from_millis(1500);

/// Registers the computer opponent.
pub fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<Book>()
        .add_systems(Startup, load_book)
        .add_systems(
            Update,
            (
                cancel_on_reset,
                start_thinking.run_if(crate::gui::state::playing),
                collect_move,
            )
                .chain()
                .in_set(crate::gui::state::BoardSet::Input),
        )
        .add_systems(Last, cancel_on_exit);
}

fn cancel_on_reset(mut resets: MessageReader<BoardReset>, mut thinking: ResMut<Thinking>) {
    if resets.read().count() > 0 {
        thinking.cancel();
    }
}

/// A search must not outlive the window.
fn cancel_on_exit(mut exits: MessageReader<AppExit>, mut thinking: ResMut<Thinking>) {
    if exits.read().count() > 0 {
        thinking.cancel();
    }
}

/// The time on the computer's clock and its increment, when the game has clocks.
type OnClock = Option<(std::time::Duration, std::time::Duration)>;

fn spawn(
    game: Game,
    level: u8,
    tables: Option<Arc<EndgameTable>>,
    book: Book,
    on_clock: OnClock,
) -> Task {
    let (sender, receiver) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let plies = game.plies().len();
    let task_stop = stop.clone();
    crate::gui::computer::background::spawn(move || {
        let seed = crate::rules::hash_position(game.position()) ^ book.1;
        let mut player = LevelPlayer::new(level, &game, seed, THINK_TIME);
        player.searcher_mut().set_stop_flag(task_stop);
        player.searcher_mut().set_tables(tables);
        player.set_book(book.0);
        // The app may have moved on and dropped the receiver: nobody to tell.
        let chosen = match on_clock {
            Some((left, increment)) => player.choose_on_clock(&game, left, increment),
            None => player.choose(&game),
        };
        let _ = sender.send(chosen);
    });
    Task {
        receiver: Mutex::new(receiver),
        stop,
        plies,
    }
}

fn start_thinking(
    session: Res<GameSession>,
    animator: Res<Animator>,
    tables: Res<EndgameTables>,
    book: Res<Book>,
    mode: Res<State<BoardMode>>,
    (clocks, paused): (Res<crate::gui::clock::GameClock>, Res<GamePaused>),
    mut thinking: ResMut<Thinking>,
) {
    // Practice sets the game aside, and a paused game holds every move: the computer waits.
    let practising = mode.get().sets_game_aside();
    if thinking.is_busy() || animator.is_busy() || practising || paused.0 {
        return;
    }
    let Some(side) = session.game().to_move() else {
        return;
    };
    if let Some(level) = session.computer_level(side) {
        let game = session.game().clone();
        let tables = tables.for_rules(game.rules());
        // Playing to a clock, the computer is given its time left, as an engine would be.
        let on_clock = clocks
            .clock
            .map(|c| (c.left(side), c.control().increment()));
        thinking.task = Some(spawn(game, level, tables, book.clone(), on_clock));
    }
}

fn collect_move(
    session: Res<GameSession>,
    held: Res<GamePaused>,
    mut thinking: ResMut<Thinking>,
    mut requests: MessageWriter<MoveRequested>,
) {
    let Some(task) = thinking.task.as_ref() else {
        return;
    };
    // Paused while thinking: the answer is dropped; the computer thinks again once the
    // game goes on (with the time it then has).
    if held.0 {
        thinking.cancel();
        return;
    }
    let received = task.receiver.lock().ok().and_then(|r| r.try_recv().ok());
    let Some(choice) = received else { return };
    let plies = task.plies;
    thinking.task = None;
    // The game moved on (undo, new game) while thinking: the answer is stale.
    if plies != session.game().plies().len() {
        return;
    }
    if let Some(mv) = choice {
        requests.write(MoveRequested(mv));
    }
}
