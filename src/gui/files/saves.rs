//! The one way between the session and a file: the match as the records layer writes it
//! (a RON save or an OGN record, through `records::write_document` and
//! `records::open_document`), with one rule for the players' names; and the quick-save slot
//! (RON, with an OGN copy of the game beside it) in the per-user data folder. Autosave,
//! Open…, Save as… and the slot all go through here. Names are stored as typed (the default
//! ones in English, as files hold them), never translated. A damaged save is refused with
//! the reason; nothing is lost.

use crate::gui::game::session::{GameSession, LoadedMatch, SessionRequest};
use crate::gui::words::notice::Notice;
use crate::records::{
    DocumentFormat, FileError, OpenError, OpenedDocument, PlayerKind, SavedMatch, WriteError,
    data_dir, open_document, write_document,
};
use crate::rules::{Game, Match, MatchSession, Side};
use crate::t;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// Save or load, asked from the menu.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveRequest {
    /// Write the match to the save file.
    Save,
    /// Replace the match with the saved one.
    Load,
}

/// Why the save slot could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum SlotError {
    /// No save has been written yet.
    #[error("there is no saved game yet")]
    Empty,
    /// The data folder could not be found.
    #[error(transparent)]
    File(#[from] FileError),
    /// The save could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The save could not be read, is damaged, of a newer version, or does not replay.
    #[error(transparent)]
    Open(#[from] OpenError),
}

/// Registers saving and loading.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>()
        .add_systems(Update, handle_save_requests);
}

/// Why the slot failed, in the player's language.
pub fn slot_error(error: &SlotError) -> String {
    use crate::gui::words::errors::{file_error, open_error, write_error};
    match error {
        SlotError::Empty => t!("error-slot-empty"),
        SlotError::File(e) => file_error(e),
        SlotError::Write(e) => write_error(e),
        SlotError::Open(e) => open_error(e),
    }
}

fn slot_folder() -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join("saves"))
}

/// The session as a save file, names as stored (an empty one as the side's default), with
/// the lines explored from the game's start.
pub fn saved_match(session: &GameSession) -> SavedMatch {
    SavedMatch::new(
        *session.game().rules(),
        session.match_state().clone(),
        session.game(),
        session.players(),
        stored_names(session.names().clone()),
    )
    .with_lines(session.lines())
    .with_online(session.online_seat().cloned())
    .with_comments(session.comments())
    .with_clock(session.clock_record())
}

/// The names a file holds, as the session keeps them: an empty name is the side's default
/// (`South`, `North`, stored in English and shown translated).
fn stored_names(names: [String; 2]) -> [String; 2] {
    let [south, north] = names;
    [(south, Side::South), (north, Side::North)].map(|(name, side)| {
        if name.trim().is_empty() {
            side.to_string()
        } else {
            name
        }
    })
}

fn loaded(game: Game, state: Match, players: [PlayerKind; 2], names: [String; 2]) -> LoadedMatch {
    LoadedMatch {
        play: MatchSession::resume(game, state),
        players,
        names: stored_names(names),
        lines: None,
        online: None,
        comments: Vec::new(),
        clock: None,
    }
}

/// The session a game file holds (a RON save or an OGN record), ready to continue.
pub fn loaded_document(doc: OpenedDocument) -> LoadedMatch {
    let lines = doc.lines;
    let online = doc.online;
    let comments = doc.comments;
    let clock = doc.clock;
    LoadedMatch {
        lines,
        online,
        comments,
        clock,
        ..loaded(doc.game, doc.match_state, doc.players, doc.names)
    }
}

/// Writes the session to `path` as `format`.
pub fn write_session(
    path: &Path,
    format: DocumentFormat,
    session: &GameSession,
) -> Result<(), WriteError> {
    write_document(
        path,
        format,
        &saved_match(session),
        session.game(),
        Some(session.lines()),
    )
}

/// Writes the session into the quick-save slot of `folder`: `last.ron`, and `last.ogn`
/// beside it for other programs. Returns the RON file.
pub fn save_in(folder: &Path, session: &GameSession) -> Result<PathBuf, SlotError> {
    let path = folder.join("last.ron");
    write_session(&path, DocumentFormat::Ron, session)?;
    write_session(&folder.join("last.ogn"), DocumentFormat::Ogn, session)?;
    Ok(path)
}

/// The session in the quick-save slot of `folder`.
pub fn load_from(folder: &Path) -> Result<LoadedMatch, SlotError> {
    let path = folder.join("last.ron");
    if !path.exists() {
        return Err(SlotError::Empty);
    }
    Ok(loaded_document(open_document(&path)?))
}

fn handle_save_requests(
    mut requests: MessageReader<SaveRequest>,
    session: Res<GameSession>,
    mut notices: MessageWriter<Notice>,
    mut session_requests: MessageWriter<SessionRequest>,
) {
    for request in requests.read() {
        let message = match request {
            SaveRequest::Save => match slot_folder()
                .map_err(SlotError::from)
                .and_then(|f| save_in(&f, &session))
            {
                Ok(path) => t!("notice-saved", path = path.display().to_string()),
                Err(e) => t!("notice-not-saved", error = slot_error(&e)),
            },
            SaveRequest::Load => match slot_folder()
                .map_err(SlotError::from)
                .and_then(|f| load_from(&f))
            {
                Ok(loaded) => {
                    session_requests.write(SessionRequest::Load(Box::new(loaded)));
                    t!("notice-loaded")
                }
                Err(e) => t!("notice-not-loaded", error = slot_error(&e)),
            },
        };
        notices.write(Notice(message));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::game::session::{MoveRequested, NewGame, SessionRequest};

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("oware-saves-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    /// A session with a typed name for North, the default for South, and two moves.
    fn session() -> GameSession {
        let mut app = App::new();
        app.add_plugins(crate::gui::game::session::plugin);
        let choice = NewGame {
            names: [String::new(), "Ama".to_string()],
            ..NewGame::default()
        };
        app.world_mut()
            .write_message(SessionRequest::NewGame(choice));
        app.update();
        for letter in ['F', 'f'] {
            let pit = crate::rules::Pit::from_letter(letter).expect("a pit");
            app.world_mut()
                .write_message(MoveRequested(crate::rules::Move::new(pit)));
            app.update();
        }
        let session = app
            .world_mut()
            .remove_resource::<GameSession>()
            .expect("session");
        assert_eq!(session.game().moves().len(), 2, "both moves played");
        session
    }

    #[test]
    fn the_slot_keeps_names_as_stored_in_both_files_and_gives_them_back() {
        let dir = folder("slot");
        let session = session();
        let path = save_in(&dir, &session).expect("saved");
        assert_eq!(path, dir.join("last.ron"));
        let ogn = std::fs::read_to_string(dir.join("last.ogn")).expect("the OGN copy");
        assert!(ogn.contains("[South \"South\"]"), "{ogn}");
        assert!(ogn.contains("[North \"Ama\"]"), "{ogn}");
        let loaded = load_from(&dir).expect("loaded");
        assert_eq!(loaded.names, ["South".to_string(), "Ama".to_string()]);
        assert_eq!(loaded.play.game().moves(), session.game().moves());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_empty_slot_and_a_damaged_save_are_refused_with_the_reason() {
        let dir = folder("damaged");
        assert!(matches!(load_from(&dir), Err(SlotError::Empty)));
        std::fs::write(dir.join("last.ron"), "(version: 1,").expect("written");
        let err = load_from(&dir).expect_err("refused");
        assert!(matches!(err, SlotError::Open(_)), "{err}");
        assert!(!err.to_string().trim().is_empty());
        assert_eq!(
            std::fs::read_to_string(dir.join("last.ron")).expect("still there"),
            "(version: 1,"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_empty_name_in_a_file_is_the_sides_default() {
        assert_eq!(
            stored_names([" ".to_string(), "Kofi".to_string()]),
            ["South".to_string(), "Kofi".to_string()]
        );
    }
}
