//! The player's progress kept in their folder: read when learning first opens (and again
//! for another player), written after each star and each puzzle tried; a damaged file is
//! left as it is.

use super::*;

/// The progress is read when the Learn window first opens, for its stars and rating.
pub(super) fn load_on_open(
    mut learning: ResMut<Learning>,
    players: Res<Players>,
    mut notices: MessageWriter<Notice>,
) {
    if !learning.loaded {
        load(&mut learning, players.folder(), &mut notices);
    }
}

/// Another player: their progress is read when learning next opens.
pub(super) fn forget_on_switch(
    mut switched: MessageReader<PlayerSwitched>,
    mut learning: ResMut<Learning>,
) {
    if switched.read().count() > 0 {
        *learning = Learning::default();
    }
}

/// Records a try at `puzzle`; the rating's change.
pub(super) fn record_try(
    learning: &mut Learning,
    puzzle: &Puzzle,
    solved: bool,
    notices: &mut MessageWriter<Notice>,
) -> f64 {
    settle_start(learning);
    let before = learning.progress.rating.rating;
    learning
        .progress
        .record_try(puzzle.id, puzzle.rating, solved, today());
    save(learning, notices);
    learning.progress.rating.rating - before
}

/// Before the first puzzle, the rating starts where the lessons finished put it.
pub(super) fn settle_start(learning: &mut Learning) {
    let finished = learning
        .progress
        .lessons_finished(course().iter().map(|l| (l.id.as_str(), l.tasks.len())));
    learning.progress.settle_start(finished);
}

/// Reads the progress file of the player's folder once (nothing for a guest); a damaged
/// one is left as it is and not written over.
pub(super) fn load(
    learning: &mut Learning,
    folder: Option<std::path::PathBuf>,
    notices: &mut MessageWriter<Notice>,
) {
    learning.loaded = true;
    let Some(folder) = folder else {
        settle_start(learning);
        return;
    };
    match load_progress(&progress_path::<LearnProgress>(&folder)) {
        Ok(progress) => {
            learning.progress = progress.unwrap_or_default();
            learning.folder = Some(folder);
            settle_start(learning);
        }
        Err(e) => {
            warn!("learning progress not read, and this session's not saved: {e}");
            notices.write(Notice(t!(
                "learn-not-read",
                error = crate::gui::words::errors::settings_error(&e)
            )));
        }
    }
}

pub(super) fn save(learning: &Learning, notices: &mut MessageWriter<Notice>) {
    let Some(folder) = learning.folder.as_deref() else {
        return;
    };
    if let Err(e) = save_progress(&progress_path::<LearnProgress>(folder), &learning.progress) {
        notices.write(Notice(t!(
            "learn-not-saved",
            error = crate::gui::words::errors::settings_error(&e)
        )));
    }
}
