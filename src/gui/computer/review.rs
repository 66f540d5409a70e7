//! The review of a game in the app: once a game is over (played to its end, or loaded
//! ended) or on request, every
//! move is marked good, an inaccuracy, a mistake or a blunder on a thread of its own, with
//! the better move; the result banner sums it up and the review window lists it. The marks
//! are those of `oware-cli analyze --game` at the same depth.

use crate::ai::{EndgameTable, MoveHint, MoveMark, REVIEW_DEPTH, Searcher, review_game_with};
use crate::gui::computer::hints::BoardHints;
use crate::gui::computer::tables::EndgameTables;
use crate::gui::game::session::GameSession;
use crate::gui::state::{OverBoard, UiAction};
use crate::rules::{Game, Move, Position};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};

/// Review the game so far (from the menu, or at launch with `--screen review`).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewRequested;

/// The game a review is of: its start and its moves.
type GameKey = (Position, Vec<Move>);

fn key_of(game: &Game) -> GameKey {
    (*game.start(), game.moves())
}

/// A review under way on another thread.
struct ReviewJob {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: usize,
    receiver: Mutex<Receiver<Vec<MoveMark>>>,
}

/// The review of the current game.
#[derive(Resource, Default)]
pub struct GameReview {
    key: Option<GameKey>,
    marks: Option<Vec<MoveMark>>,
    job: Option<ReviewJob>,
    /// The review (under way or done) had the endgame tables.
    with_tables: bool,
}

impl GameReview {
    /// The marks, when the review of this game is complete.
    pub fn marks_for(&self, game: &Game) -> Option<&[MoveMark]> {
        let marks = self.marks.as_deref()?;
        (self.key.as_ref() == Some(&key_of(game))).then_some(marks)
    }

    /// Moves reviewed so far and the number to review, while reviewing.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.job
            .as_ref()
            .map(|j| (j.done.load(Ordering::Relaxed), j.total))
    }

    /// True while a review is under way.
    pub fn is_reviewing(&self) -> bool {
        self.job.is_some()
    }

    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Drops the review (under way or done) of the game it was for.
    fn forget(&mut self) {
        self.cancel();
        self.key = None;
        self.marks = None;
    }
}

/// Registers the review.
pub fn plugin(app: &mut App) {
    app.init_resource::<GameReview>()
        .add_message::<ReviewRequested>()
        .add_message::<UiAction>()
        .add_systems(
            Update,
            (start_reviews, collect_review)
                .chain()
                .after(crate::gui::state::BoardSet::Session),
        )
        .add_systems(Last, cancel_on_exit);
}

/// Starts a review when a game ends or is loaded, or when one is asked for; a changed game
/// cancels a review of the old one. A game of an online match offered without hints is
/// reviewed once it is over, never while it is played: its marks are the computer's values.
fn start_reviews(
    session: Res<GameSession>,
    (tables, hints): (Res<EndgameTables>, Res<BoardHints>),
    mut asked: MessageReader<ReviewRequested>,
    mut review: ResMut<GameReview>,
    mut actions: MessageWriter<UiAction>,
) {
    let game = session.game();
    let key = key_of(game);
    // A game loaded (a record opened, a match continued or rejoined) is reviewed once it
    // is over, like any other: a game still in play gets no marks until it ends.
    let wanted = asked.read().count() > 0 || game.is_over();
    if !session.review_allowed() {
        if review.key.is_some() {
            review.forget();
            actions.write(UiAction::Close(OverBoard::Review));
        }
        return;
    }
    let tables_now = tables.for_rules(game.rules());
    // A review made before the tables were there is made again with them, as
    // `oware-cli analyze --game` makes it.
    let without_tables =
        review.key.as_ref() == Some(&key) && !review.with_tables && tables_now.is_some();
    if review.key.as_ref() == Some(&key) && !without_tables {
        return;
    }
    if without_tables {
        review.cancel();
        review.marks = None;
        review.with_tables = true;
        review.job = Some(start(game.clone(), tables_now, hints.shown_for(game)));
        return;
    }
    if review.key.is_some() {
        // Another game now: the old review no longer applies.
        review.forget();
        actions.write(UiAction::Close(OverBoard::Review));
    }
    if wanted && !game.plies().is_empty() {
        review.key = Some(key);
        review.with_tables = tables_now.is_some();
        review.job = Some(start(game.clone(), tables_now, hints.shown_for(game)));
    }
}

/// Reviews `game` on a thread of its own; `shown` is what the hints showed of each position
/// while it was played (see [`crate::ai::review_game_with`]).
fn start(
    game: Game,
    tables: Option<Arc<EndgameTable>>,
    shown: Vec<Option<Vec<MoveHint>>>,
) -> ReviewJob {
    let (sender, receiver) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicUsize::new(0));
    let total = game.plies().len();
    let (job_stop, job_done) = (stop.clone(), done.clone());
    crate::gui::computer::background::spawn(move || {
        let mut searcher = Searcher::new(*game.rules(), crate::ai::DEFAULT_HASH_MB);
        searcher.set_stop_flag(job_stop.clone());
        searcher.set_tables(tables);
        let earlier = |i: usize| shown.get(i).cloned().flatten();
        let marks = review_game_with(&mut searcher, &game, REVIEW_DEPTH, &earlier, &mut |n, _| {
            job_done.store(n, Ordering::Relaxed)
        });
        // A stopped review is not sent: the app has moved on.
        if !job_stop.load(Ordering::Relaxed) {
            let _ = sender.send(marks);
        }
    });
    ReviewJob {
        stop,
        done,
        total,
        receiver: Mutex::new(receiver),
    }
}

fn collect_review(mut review: ResMut<GameReview>) {
    let Some(job) = review.job.as_ref() else {
        return;
    };
    let received = job.receiver.lock().ok().map(|r| r.try_recv());
    match received {
        Some(Ok(marks)) => {
            review.marks = Some(marks);
            review.job = None;
        }
        Some(Err(std::sync::mpsc::TryRecvError::Disconnected)) => review.job = None,
        _ => {}
    }
}

fn cancel_on_exit(mut exits: MessageReader<AppExit>, mut review: ResMut<GameReview>) {
    if exits.read().count() > 0 {
        review.cancel();
    }
}
