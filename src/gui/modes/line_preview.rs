//! The line preview: a line of moves from the hints shown on the board ply by ply, without
//! changing the game, until the player goes back to the game or the game moves on.

use crate::gui::game::session::{BoardReset, GameSession, PositionKey, position_key};
use crate::gui::sowing::seeds::Contents;
use crate::rules::{Move, Position};
use bevy::prelude::*;

/// A line of moves shown on the board as a preview, without changing the game.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct LinePreview {
    key: Option<PositionKey>,
    line: Vec<Move>,
    /// Plies of the line on the board (0: not previewing).
    shown: usize,
    /// The position the board shows while previewing.
    position: Option<Position>,
}

impl LinePreview {
    /// True while the board shows a preview instead of the game.
    pub fn is_active(&self) -> bool {
        self.shown > 0
    }

    /// The line previewed.
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// Plies of the line on the board.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// The position the board shows, while previewing.
    pub fn position(&self) -> Option<&Position> {
        self.position.as_ref().filter(|_| self.is_active())
    }

    /// What the board shows, while previewing.
    pub fn contents(&self) -> Option<Contents> {
        self.position().map(|p| (*p.pits(), p.stores()))
    }

    /// Back to the game.
    pub fn end(&mut self) {
        *self = LinePreview::default();
    }
}

/// Preview a line, step through it, or go back to the game.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PreviewRequest {
    /// Show the position after the first move of this line.
    Start(Vec<Move>),
    /// One ply further (+1) or back (-1); back from the first ply ends the preview.
    Step(i32),
    /// Back to the game.
    Stop,
}

/// Registers the line preview.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LinePreview>()
        .add_message::<PreviewRequest>()
        .add_systems(
            Update,
            apply_preview.in_set(crate::gui::state::BoardSet::Modes),
        );
}

/// Applies preview requests and finds the position of the ply shown; a game that moves on
/// ends the preview.
fn apply_preview(
    mut requests: MessageReader<PreviewRequest>,
    mut preview: ResMut<LinePreview>,
    session: Res<GameSession>,
    mut reset: MessageWriter<BoardReset>,
) {
    let game = session.game();
    let was = (preview.shown, preview.line.clone());
    for request in requests.read() {
        match request {
            PreviewRequest::Start(line)
                if !line.is_empty() && session.person_to_move().is_some() =>
            {
                preview.key = Some(position_key(game));
                preview.line = line.clone();
                preview.shown = 1;
            }
            PreviewRequest::Start(_) => {}
            PreviewRequest::Step(step) => {
                let shown = preview.shown as i64 + i64::from(*step);
                preview.shown = shown.clamp(0, preview.line.len() as i64) as usize;
            }
            PreviewRequest::Stop => preview.shown = 0,
        }
    }
    if preview.is_active() && preview.key != Some(position_key(game)) {
        preview.shown = 0;
    }
    if (preview.shown, preview.line.clone()) == was {
        return;
    }
    if !preview.is_active() {
        preview.end();
        reset.write(BoardReset);
        return;
    }
    let rules = game.rules();
    let mut position = *game.position();
    for &mv in &preview.line[..preview.shown] {
        match position.play(mv, rules) {
            Ok((next, _)) => position = next,
            Err(_) => break, // a line ends where its game would
        }
    }
    preview.position = Some(position);
    reset.write(BoardReset);
}
