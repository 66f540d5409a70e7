//! Counting practice in the app: the board shows an exercise's position with the counts
//! hidden; the player answers with a number (digits and Enter, or the buttons) or a click
//! on a pit; every answer gets its feedback at once — the move replayed slowly with a
//! running number over each seed as it drops, and the right answer when it was wrong.
//! The game is set aside meanwhile and comes back as it was.

use crate::gui::game::session::{BoardReset, MoveApplied};
use crate::gui::players::{PlayerSwitched, Players};
use crate::gui::sowing::animation::AnimationPace;
use crate::gui::sowing::counting_aloud::{RunningNumber, spawn_running_numbers};
use crate::gui::sowing::seeds::Contents;
use crate::gui::state::BoardMode;
use crate::gui::words::notice::Notice;
use crate::practice::{Answer, Change, Exercise, ExerciseKind, PracticeProgress, make_exercise};
use crate::records::{AnimationSpeed, progress_path};
use crate::rules::{Move, Pit, Ply};
use crate::t;
use bevy::prelude::*;

/// What the player did in practice.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PracticeRequest {
    /// Start practising (any kind, or one kind).
    Start(Option<ExerciseKind>),
    /// Answer the exercise.
    Answer(Answer),
    /// The next exercise.
    Next,
    /// Stay at this level of the path (`None`: the difficulty moves by itself again).
    Level(Option<u8>),
    /// Back to the game.
    Stop,
}

/// The feedback on an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    /// The answer was right.
    pub right: bool,
    /// The answer given.
    pub given: Answer,
    /// The right answers.
    pub answers: Vec<Answer>,
    /// What it did to the difficulty.
    pub change: Change,
}

/// The practice under way.
#[derive(Resource, Debug, Default)]
pub struct Practice {
    /// Practice is on: the board shows the exercise.
    pub active: bool,
    /// The exercise asked.
    pub exercise: Option<Exercise>,
    /// The feedback, once answered.
    pub feedback: Option<Feedback>,
    /// What practice has reached (kept across sessions).
    pub progress: PracticeProgress,
    /// Digits typed so far for a number answer.
    pub typed: String,
    /// Only this kind (from the menu or `--screen practice:KIND`).
    pub kind: Option<ExerciseKind>,
    /// What the board shows: the exercise, then the position its move leads to.
    shown: Option<Contents>,
    /// Makes each exercise different.
    seed: u64,
    loaded: bool,
    /// The folder the progress was read from and is written to: none for a guest, or when
    /// the file could not be read (a damaged one is left as it is).
    folder: Option<std::path::PathBuf>,
}

impl Practice {
    /// True while an exercise waits for its answer.
    pub fn awaiting_answer(&self) -> bool {
        self.active && self.exercise.is_some() && self.feedback.is_none()
    }

    /// What the board shows, while practising.
    pub fn contents(&self) -> Option<Contents> {
        self.shown.filter(|_| self.active)
    }

    /// Back to the game.
    pub fn end(&mut self) {
        self.active = false;
        self.exercise = None;
        self.feedback = None;
        self.shown = None;
    }
}

/// Registers practice.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Practice>()
        .add_message::<PracticeRequest>()
        .add_systems(
            Update,
            (forget_on_switch, apply_practice_requests)
                .chain()
                .in_set(crate::gui::state::BoardSet::Modes),
        )
        .add_systems(OnExit(BoardMode::Practice), back_to_game_pace);
}

/// The game plays at the speed of the settings again.
fn back_to_game_pace(mut pace: ResMut<AnimationPace>) {
    pace.0 = None;
}

fn contents_of(p: &crate::rules::Position) -> crate::gui::sowing::seeds::Contents {
    (*p.pits(), p.stores())
}

/// Puts a new exercise on the board.
fn ask(practice: &mut Practice, reset: &mut MessageWriter<BoardReset>) {
    practice.seed = practice.seed.wrapping_add(1);
    let exercise = make_exercise(practice.kind, practice.progress.difficulty, practice.seed);
    practice.shown = Some(contents_of(&exercise.position));
    practice.exercise = Some(exercise);
    practice.feedback = None;
    practice.typed.clear();
    reset.write(BoardReset);
}

/// The move whose sowing shows the answer: the exercise's, or the best capture; none for
/// a count of the seeds in a pit, which no sowing is about.
pub fn move_to_replay(exercise: &Exercise) -> Option<Move> {
    if exercise.kind == ExerciseKind::CountPit {
        return None;
    }
    exercise.mv.or_else(|| {
        exercise
            .captures_by_move()
            .into_iter()
            .max_by_key(|&(_, n)| n)
            .map(|(m, _)| m)
    })
}

/// State the practice systems change together.
#[derive(bevy::ecs::system::SystemParam)]
struct PracticeBoard<'w, 's> {
    commands: Commands<'w, 's>,
    pace: ResMut<'w, AnimationPace>,
    reset: MessageWriter<'w, BoardReset>,
    applied: MessageWriter<'w, MoveApplied>,
    numbers: Query<'w, 's, Entity, With<RunningNumber>>,
}

impl PracticeBoard<'_, '_> {
    fn clear_numbers(&mut self) {
        for e in &self.numbers {
            self.commands.entity(e).despawn();
        }
    }

    /// Replays the exercise's move slowly, numbering each seed as it drops; the position
    /// it leads to, which the board then shows.
    fn replay(&mut self, exercise: &Exercise) -> Option<Contents> {
        let mv = move_to_replay(exercise)?;
        let before = exercise.position;
        let (after, report) = before.play_unchecked(mv, &exercise.rules);
        self.pace.0 = Some(AnimationSpeed::Slow);
        self.applied.write(MoveApplied {
            before,
            ply: Ply { report, after },
            outcome: None,
        });
        spawn_running_numbers(&mut self.commands, &report, BoardMode::Practice);
        Some(contents_of(&after))
    }
}

fn apply_practice_requests(
    mut requests: MessageReader<PracticeRequest>,
    mut practice: ResMut<Practice>,
    players: Res<Players>,
    mut notices: MessageWriter<Notice>,
    mut out: PracticeBoard,
) {
    for &request in requests.read() {
        match request {
            PracticeRequest::Start(kind) => {
                if !practice.loaded {
                    let (progress, folder) = load_progress(&mut notices, players.folder());
                    practice.progress = progress;
                    practice.folder = folder;
                    practice.loaded = true;
                }
                practice.active = true;
                practice.kind = kind;
                out.clear_numbers();
                ask(&mut practice, &mut out.reset);
            }
            PracticeRequest::Answer(answer) if practice.awaiting_answer() => {
                let Some(exercise) = practice.exercise.clone() else {
                    continue;
                };
                let right = exercise.accepts(answer);
                let change = practice.progress.record(exercise.kind, right);
                practice.feedback = Some(Feedback {
                    right,
                    given: answer,
                    answers: exercise.right_answers(),
                    change,
                });
                practice.typed.clear();
                if let Some(folder) = practice.folder.as_deref() {
                    save_progress(folder, &practice.progress, &mut notices);
                }
                if let Some(after) = out.replay(&exercise) {
                    practice.shown = Some(after);
                }
            }
            PracticeRequest::Answer(_) => {}
            PracticeRequest::Next if practice.active => {
                out.clear_numbers();
                out.pace.0 = None;
                ask(&mut practice, &mut out.reset);
            }
            PracticeRequest::Next => {}
            PracticeRequest::Level(level) if practice.active => {
                if practice.progress.choose_level(level) {
                    if let Some(folder) = practice.folder.as_deref() {
                        save_progress(folder, &practice.progress, &mut notices);
                    }
                    out.clear_numbers();
                    out.pace.0 = None;
                    ask(&mut practice, &mut out.reset);
                }
            }
            PracticeRequest::Level(_) => {}
            PracticeRequest::Stop => {
                practice.end();
                out.reset.write(BoardReset);
            }
        }
    }
}

/// Another player: their progress is read when practice next starts.
fn forget_on_switch(mut switched: MessageReader<PlayerSwitched>, mut practice: ResMut<Practice>) {
    if switched.read().count() > 0 {
        practice.end();
        practice.progress = PracticeProgress::default();
        practice.folder = None;
        practice.loaded = false;
    }
}

/// The progress saved in the player's folder, and the folder if it may be written to (it
/// was read, or there was none).
fn load_progress(
    notices: &mut MessageWriter<Notice>,
    folder: Option<std::path::PathBuf>,
) -> (PracticeProgress, Option<std::path::PathBuf>) {
    let Some(folder) = folder else {
        return (PracticeProgress::default(), None);
    };
    match crate::records::load_progress(&progress_path::<PracticeProgress>(&folder)) {
        Ok(progress) => (progress.unwrap_or_default(), Some(folder)),
        Err(e) => {
            warn!("practice progress not read, and this session's not saved: {e}");
            notices.write(Notice(t!(
                "notice-practice-not-read",
                error = crate::gui::words::errors::settings_error(&e)
            )));
            (PracticeProgress::default(), None)
        }
    }
}

fn save_progress(
    folder: &std::path::Path,
    progress: &PracticeProgress,
    notices: &mut MessageWriter<Notice>,
) {
    let path = progress_path::<PracticeProgress>(folder);
    if let Err(e) = crate::records::save_progress(&path, progress) {
        notices.write(Notice(t!(
            "notice-practice-not-saved",
            error = crate::gui::words::errors::settings_error(&e)
        )));
    }
}

/// The pit a practice answer names, for a click on the board.
pub fn pit_answer(pit: Pit) -> PracticeRequest {
    PracticeRequest::Answer(Answer::Pit(pit))
}

#[cfg(test)]
mod tests {
    use super::move_to_replay;
    use crate::practice::{ExerciseKind, make_exercise};

    #[test]
    fn a_count_of_seeds_replays_no_sowing_and_the_others_their_own_move() {
        for seed in 0..20 {
            let count = make_exercise(Some(ExerciseKind::CountPit), 3, seed);
            assert_eq!(move_to_replay(&count), None);
            for kind in [
                ExerciseKind::LastSeed,
                ExerciseKind::CaptureCount,
                ExerciseKind::PitAfter,
            ] {
                let e = make_exercise(Some(kind), 5, seed);
                assert_eq!(move_to_replay(&e), e.mv, "{kind:?}");
            }
        }
    }
}
