//! Saving and loading the match in progress (RON, with an OGN copy of the game beside it),
//! in the per-user data folder. A damaged save is refused with the reason; nothing is lost.

use super::ai_player::ComputerPlayers;
use super::overlay::Toast;
use super::session::{GameSession, SessionRequest};
use crate::records::{PlayerKind, SavedMatch, data_dir, read_text, write_atomic, write_ogn};
use crate::rules::Side;
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

/// Registers saving and loading.
pub fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>()
        .add_systems(Update, handle_save_requests);
}

fn save_path(extension: &str) -> Result<PathBuf, String> {
    data_dir()
        .map(|d| d.join("saves").join(format!("last.{extension}")))
        .map_err(|e| e.to_string())
}

fn save(session: &GameSession, computers: &ComputerPlayers) -> Result<PathBuf, String> {
    let players = Side::BOTH.map(|s| match computers.0[s.index()] {
        Some(level) => PlayerKind::Computer { level },
        None => PlayerKind::Human,
    });
    let saved = SavedMatch::new(
        *session.game.rules(),
        session.match_state.clone(),
        &session.game,
        players,
        session.names.clone(),
    );
    let text = saved.to_ron().map_err(|e| e.to_string())?;
    let path = save_path("ron")?;
    write_atomic(&path, text.as_bytes()).map_err(|e| e.to_string())?;
    let tags = vec![
        ("South".to_string(), session.names[0].clone()),
        ("North".to_string(), session.names[1].clone()),
    ];
    let ogn = write_ogn(&session.game, &tags, &[]);
    write_atomic(&save_path("ogn")?, ogn.as_bytes()).map_err(|e| e.to_string())?;
    Ok(path)
}

fn load() -> Result<(GameSession, [Option<u8>; 2]), String> {
    let path = save_path("ron")?;
    if !path.exists() {
        return Err("there is no saved game yet".to_string());
    }
    let text = read_text(&path).map_err(|e| e.to_string())?;
    let (saved, game) = SavedMatch::from_ron(&text).map_err(|e| e.to_string())?;
    let computers = saved.players.map(|p| match p {
        PlayerKind::Computer { level } => Some(level),
        PlayerKind::Human => None,
    });
    let names = if saved.names.iter().all(|n| !n.is_empty()) {
        saved.names
    } else {
        ["South".to_string(), "North".to_string()]
    };
    Ok((
        GameSession {
            game,
            match_state: saved.match_state,
            names,
        },
        computers,
    ))
}

fn handle_save_requests(
    mut requests: MessageReader<SaveRequest>,
    session: Res<GameSession>,
    mut computers: ResMut<ComputerPlayers>,
    mut toast: ResMut<Toast>,
    mut session_requests: MessageWriter<SessionRequest>,
) {
    for request in requests.read() {
        let message = match request {
            SaveRequest::Save => match save(&session, &computers) {
                Ok(path) => format!("Saved to {}", path.display()),
                Err(e) => format!("Not saved: {e}"),
            },
            SaveRequest::Load => match load() {
                Ok((loaded, players)) => {
                    computers.0 = players;
                    session_requests.write(SessionRequest::Replace(Box::new(loaded)));
                    "Saved game loaded".to_string()
                }
                Err(e) => format!("Could not load: {e}"),
            },
        };
        toast.text = message;
        toast.remaining = 4.0;
    }
}
