//! The player's progress kept in the per-user data folder: read once when learning first
//! opens, written after each star and each puzzle tried; a damaged file is left as it is.

use super::*;

/// The progress is read when the Learn window first opens, for its stars and rating.
pub(super) fn load_on_open(
    mut learning: ResMut<Learning>,
    persist: Res<PersistSettings>,
    mut notices: MessageWriter<Notice>,
) {
    if !learning.loaded {
        load(&mut learning, persist.0, &mut notices);
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

/// Reads the progress file once; a damaged one is left as it is and not written over.
pub(super) fn load(learning: &mut Learning, persist: bool, notices: &mut MessageWriter<Notice>) {
    learning.loaded = true;
    if !persist {
        settle_start(learning);
        return;
    }
    let read = progress_path::<LearnProgress>()
        .map_err(crate::records::SettingsError::from)
        .and_then(|p| load_progress(&p));
    match read {
        Ok(progress) => {
            learning.progress = progress.unwrap_or_default();
            learning.writable = true;
            settle_start(learning);
        }
        Err(e) => {
            warn!("learning progress not read, and this session's not saved: {e}");
            notices.write(Notice(t!(
                "learn-not-read",
                error = crate::gui::play::error_words::settings_error(&e)
            )));
        }
    }
}

pub(super) fn save(learning: &Learning, notices: &mut MessageWriter<Notice>) {
    if !learning.writable {
        return;
    }
    let result = progress_path::<LearnProgress>()
        .map_err(crate::records::SettingsError::from)
        .and_then(|p| save_progress(&p, &learning.progress));
    if let Err(e) = result {
        notices.write(Notice(t!(
            "learn-not-saved",
            error = crate::gui::play::error_words::settings_error(&e)
        )));
    }
}
