//! The player's library in the app: every game finished here is added to it (an OGN record
//! of its own and a line of the index, see `records::library`), read when the Library window
//! opens; a game deleted there can be brought back with *Undo*.

use crate::gui::files::saves::saved_match;
use crate::gui::play::notice::Notice;
use crate::gui::play::session::{GameEnded, GameSession};
use crate::gui::play::settings::PersistSettings;
use crate::records::{
    DocumentFormat, Library, LibraryEntry, PlayerKind, add_game, delete_game, document_text,
    library_dir, now_text, read_library, restore_game,
};
use crate::rules::Side;
use crate::t;
use bevy::prelude::*;
use std::path::PathBuf;

/// The library as read, and the last game deleted (for *Undo*).
#[derive(Resource, Debug, Default)]
pub struct GameLibrary {
    /// Its folder, once found.
    pub dir: Option<PathBuf>,
    /// The games listed.
    pub library: Library,
    /// Files that could not be read, with why.
    pub problems: Vec<String>,
    /// The last game deleted and its place, for *Undo*.
    pub deleted: Option<(usize, LibraryEntry)>,
    read: bool,
}

/// What the player asks of the library.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LibraryRequest {
    /// Read it (again).
    Read,
    /// Delete this game (its file name).
    Delete(String),
    /// Bring back the last game deleted.
    Undo,
}

/// Registers the library.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameLibrary>()
        .add_message::<LibraryRequest>()
        .add_message::<GameEnded>()
        .add_systems(Update, (keep_finished_games, apply_library_requests));
}

impl GameLibrary {
    fn ensure_read(&mut self) {
        if self.read {
            return;
        }
        self.read = true;
        match library_dir() {
            Ok(dir) => {
                let read = read_library(&dir);
                self.library = read.library;
                self.problems = read.problems;
                self.dir = Some(dir);
            }
            Err(e) => self.problems = vec![e.to_string()],
        }
    }
}

/// The entry of the game in play, just ended.
fn entry_of(session: &GameSession) -> Option<LibraryEntry> {
    let outcome = session.game().outcome()?;
    let humans: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&s| session.players()[s.index()] == PlayerKind::Human)
        .collect();
    let player = match (humans.as_slice(), session.remote_side()) {
        (_, Some(remote)) => Some(remote.opponent()),
        ([one], None) => Some(*one),
        _ => None,
    };
    Some(LibraryEntry {
        file: String::new(),
        date: now_text(),
        names: session.display_names(),
        player,
        winner: outcome.winner,
        reason: Some(outcome.reason),
        score: outcome.final_stores,
        time_control: session.clock_record().map(|c| c.control.clone()),
        plies: session.game().plies().len(),
    })
}

/// Each game that ends here is kept.
fn keep_finished_games(
    mut ended: MessageReader<GameEnded>,
    session: Res<GameSession>,
    persist: Res<PersistSettings>,
    mut library: ResMut<GameLibrary>,
    mut notices: MessageWriter<Notice>,
) {
    if ended.read().count() == 0 || !persist.0 {
        return;
    }
    library.ensure_read();
    let Some(entry) = entry_of(&session) else {
        return;
    };
    let saved = saved_match(&session);
    let record = match document_text(DocumentFormat::Ogn, &saved, session.game(), None) {
        Ok(record) => record,
        Err(e) => {
            warn!("library: {e}");
            return;
        }
    };
    let Some(dir) = library.dir.clone() else {
        return;
    };
    if let Err(e) = add_game(&dir, &mut library.library, &record, entry) {
        notices.write(Notice(t!(
            "library-not-kept",
            error = crate::gui::play::error_words::file_error(&e)
        )));
    }
}

fn apply_library_requests(
    mut requests: MessageReader<LibraryRequest>,
    mut library: ResMut<GameLibrary>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        match request {
            LibraryRequest::Read => {
                library.read = false;
                library.ensure_read();
            }
            LibraryRequest::Delete(file) => {
                let Some(dir) = library.dir.clone() else {
                    continue;
                };
                match delete_game(&dir, &mut library.library, file) {
                    Ok(deleted) => library.deleted = deleted,
                    Err(e) => {
                        notices.write(Notice(crate::gui::play::error_words::file_error(&e)));
                    }
                }
            }
            LibraryRequest::Undo => {
                let (Some(dir), Some((at, entry))) = (library.dir.clone(), library.deleted.take())
                else {
                    continue;
                };
                if let Err(e) = restore_game(&dir, &mut library.library, at, entry) {
                    notices.write(Notice(crate::gui::play::error_words::file_error(&e)));
                }
            }
        }
    }
}
