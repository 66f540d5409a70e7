//! Matches the autosave must not lose: an autosave this program cannot read is moved aside
//! before it is first replaced, and a match in progress replaced by a file opened is kept
//! as the *earlier match*, which the start screen offers to continue.

use super::documents::{OpenError, open_document};
use super::files::{FileError, RECORD_LIMIT, read_text, write_atomic};
use super::save::{SaveError, SavedMatch};
use crate::rules::{Game, Side};
use std::path::{Path, PathBuf};

/// Where the match in progress is kept beside the autosave `autosave`.
pub fn earlier_path(autosave: &Path) -> PathBuf {
    autosave.with_file_name("earlier.ron")
}

/// Moves an autosave that this program cannot read (written by a newer version, or
/// damaged) aside, under a name that says why — `autosave.v2.ron`, `autosave.damaged.ron`,
/// with `-2`, `-3`… when that name is taken — so that the next autosave does not replace
/// it. Returns the new name; `None` when the file reads, is missing, or cannot be read at
/// all (then it is not touched).
pub fn move_unreadable_aside(autosave: &Path) -> Option<PathBuf> {
    let why = match open_document(autosave) {
        Ok(_) => return None,
        Err(OpenError::Save { source, .. }) => match *source {
            SaveError::Version(version) => format!("v{version}"),
            _ => "damaged".to_string(),
        },
        Err(OpenError::Record { .. } | OpenError::NoSuchRecord { .. }) => "damaged".to_string(),
        // Missing, unreadable, too large, not a file: nothing this program may move.
        Err(OpenError::File(_)) => return None,
    };
    let stem = autosave
        .file_stem()
        .map_or_else(|| "autosave".into(), |s| s.to_string_lossy().into_owned());
    let aside = (1..1000).map(|n| {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        autosave.with_file_name(format!("{stem}.{why}{suffix}.ron"))
    });
    for candidate in aside {
        if candidate.symlink_metadata().is_ok() {
            continue;
        }
        return std::fs::rename(autosave, &candidate)
            .ok()
            .map(|()| candidate);
    }
    None
}

/// Before a match from elsewhere (`incoming`: a file opened, or the earlier match taken up)
/// replaces the autosaved one: copies the autosaved match to [`earlier_path`] when it is
/// still in progress and is not that same game. Returns whether it was kept.
pub fn keep_match_in_progress(autosave: &Path, incoming: &Game) -> Result<bool, FileError> {
    // Read once: the text that is checked is the text that is kept.
    let Ok(text) = read_text(autosave, RECORD_LIMIT) else {
        return Ok(false);
    };
    let Ok((saved, game)) = SavedMatch::from_ron(&text) else {
        // Unreadable: nothing in progress to keep (an unreadable autosave is moved aside
        // before it is replaced).
        return Ok(false);
    };
    let same_game = game.start() == incoming.start()
        && game.moves() == incoming.moves()
        && game.rules() == incoming.rules();
    let m = &saved.match_state;
    let untouched =
        game.plies().is_empty() && m.wins(Side::South) + m.wins(Side::North) + m.draws() == 0;
    if m.is_over() || untouched || same_game {
        return Ok(false);
    }
    write_atomic(&earlier_path(autosave), text.as_bytes())?;
    Ok(true)
}
