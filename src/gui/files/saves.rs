//! Saving and loading the match in progress (RON, with an OGN copy of the game beside it),
//! in the per-user data folder. A damaged save is refused with the reason; nothing is lost.

use crate::gui::play::notice::Notice;
use crate::gui::play::session::{GameSession, LoadedMatch, SessionRequest, default_names};
use crate::records::{
    FileError, SaveError, SavedMatch, data_dir, read_text, write_atomic, write_ogn,
};
use crate::rules::MatchSession;
use crate::t;
use bevy::prelude::*;
use std::path::PathBuf;

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
    /// The file could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// The save is damaged, of a newer version, or does not replay.
    #[error(transparent)]
    Save(#[from] SaveError),
}

/// Registers saving and loading.
pub fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>()
        .add_systems(Update, handle_save_requests);
}

fn save_path(extension: &str) -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join("saves").join(format!("last.{extension}")))
}

/// The session as a save file.
pub fn saved_match(session: &GameSession) -> SavedMatch {
    SavedMatch::new(
        *session.game().rules(),
        session.match_state().clone(),
        session.game(),
        session.players(),
        session.names().clone(),
    )
}

/// The session a save holds, ready to continue.
pub fn loaded_match(saved: SavedMatch, game: crate::rules::Game) -> LoadedMatch {
    let names = if saved.names.iter().all(|n| !n.is_empty()) {
        saved.names
    } else {
        default_names()
    };
    LoadedMatch {
        play: MatchSession::resume(game, saved.match_state),
        players: saved.players,
        names,
    }
}

fn save(session: &GameSession) -> Result<PathBuf, SlotError> {
    let text = saved_match(session).to_ron()?;
    let path = save_path("ron")?;
    write_atomic(&path, text.as_bytes())?;
    let tags = vec![
        (
            "South".to_string(),
            session.name(crate::rules::Side::South).to_string(),
        ),
        (
            "North".to_string(),
            session.name(crate::rules::Side::North).to_string(),
        ),
    ];
    let ogn = write_ogn(session.game(), &tags, &[]);
    write_atomic(&save_path("ogn")?, ogn.as_bytes())?;
    Ok(path)
}

fn load() -> Result<LoadedMatch, SlotError> {
    let path = save_path("ron")?;
    if !path.exists() {
        return Err(SlotError::Empty);
    }
    let text = read_text(&path, crate::records::RECORD_LIMIT)?;
    let (saved, game) = SavedMatch::from_ron(&text)?;
    Ok(loaded_match(saved, game))
}

fn handle_save_requests(
    mut requests: MessageReader<SaveRequest>,
    session: Res<GameSession>,
    mut notices: MessageWriter<Notice>,
    mut session_requests: MessageWriter<SessionRequest>,
) {
    for request in requests.read() {
        let message = match request {
            SaveRequest::Save => match save(&session) {
                Ok(path) => t!("notice-saved", path = path.display().to_string()),
                Err(e) => t!("notice-not-saved", error = e.to_string()),
            },
            SaveRequest::Load => match load() {
                Ok(loaded) => {
                    session_requests.write(SessionRequest::Load(Box::new(loaded)));
                    t!("notice-loaded")
                }
                Err(e) => t!("notice-not-loaded", error = e.to_string()),
            },
        };
        notices.write(Notice(message));
    }
}
