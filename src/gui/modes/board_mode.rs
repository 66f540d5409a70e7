//! The board's mode ([`BoardMode`]): which of the line preview, the history review,
//! counting practice, the set-up of a position and a lesson or puzzle has the board, if any, and what the board shows for it. Each mode keeps
//! its own state and asks by becoming active; here the newest one takes the board, the
//! others end, and the board's override is set — its only writer.

use crate::gui::game::session::{BoardReset, GameSession};
use crate::gui::modes::history_review::HistoryReview;
use crate::gui::modes::learning::Learning;
use crate::gui::modes::line_preview::LinePreview;
use crate::gui::modes::practice::Practice;
use crate::gui::modes::setup::PositionSetup;
use crate::gui::sowing::seeds::BoardOverride;
use crate::gui::state::{AppScreen, BoardMode, BoardSet};
use bevy::prelude::*;

/// Registers the board's mode.
pub(super) fn plugin(app: &mut App) {
    crate::gui::state::plugin(app);
    app.init_resource::<BoardOverride>()
        .add_systems(
            Update,
            settle_mode
                .run_if(crate::gui::state::playing)
                .in_set(BoardSet::Settle),
        )
        .add_systems(OnExit(AppScreen::Playing), end_modes);
}

/// The modes that want the board now, in the order that wins when two start in one frame.
fn wanted(modes: &Modes) -> impl Iterator<Item = BoardMode> {
    let Modes {
        preview,
        history,
        practice,
        setup,
        learning,
    } = modes;
    [
        (BoardMode::Setup, setup.is_active()),
        (BoardMode::Learn, learning.active),
        (BoardMode::Practice, practice.active),
        (BoardMode::History, history.is_active()),
        (BoardMode::Preview, preview.is_active()),
    ]
    .into_iter()
    .filter_map(|(mode, on)| on.then_some(mode))
}

/// The board's mode and each mode's state, read together by what draws the board.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardModes<'w> {
    mode: Res<'w, State<BoardMode>>,
    /// A line from the hints, shown ply by ply.
    pub preview: Res<'w, LinePreview>,
    /// An earlier position of the game.
    pub history: Res<'w, HistoryReview>,
    /// Counting practice.
    pub practice: Res<'w, Practice>,
    /// A position set up by hand.
    pub setup: Res<'w, PositionSetup>,
    /// A lesson or a puzzle.
    pub learning: Res<'w, Learning>,
}

impl BoardModes<'_> {
    /// The mode that has the board.
    pub fn current(&self) -> BoardMode {
        *self.mode.get()
    }

    /// Whether a mode's state changed since the reading system last ran.
    pub fn changed(&self) -> bool {
        self.preview.is_changed()
            || self.learning.is_changed()
            || self.setup.is_changed()
            || self.practice.is_changed()
            || self.history.is_changed()
    }

    /// The side the board names to move: the set-up's chosen side, the lesson's, the
    /// exercise's, the previewed line's, the reviewed position's, else the game's.
    pub fn to_move_shown(&self, game: &crate::rules::Game) -> Option<crate::rules::Side> {
        if self.setup.is_active() {
            return Some(self.setup.to_move());
        }
        if let Some(position) = self.learning.position() {
            return Some(position.to_move());
        }
        if let Some(exercise) = self
            .practice
            .exercise
            .as_ref()
            .filter(|_| self.practice.active)
        {
            return Some(exercise.position.to_move());
        }
        if let Some(position) = self.preview.position() {
            return Some(position.to_move());
        }
        self.history
            .shown()
            .and_then(|ply| game.position_at(ply))
            .map(|position| position.to_move())
            .or(game.to_move())
    }
}

/// The mode's state, changed together.
#[derive(bevy::ecs::system::SystemParam)]
struct Modes<'w> {
    preview: ResMut<'w, LinePreview>,
    history: ResMut<'w, HistoryReview>,
    practice: ResMut<'w, Practice>,
    setup: ResMut<'w, PositionSetup>,
    learning: ResMut<'w, Learning>,
}

fn settle_mode(
    mode: Res<State<BoardMode>>,
    mut next: ResMut<NextState<BoardMode>>,
    mut modes: Modes,
    session: Res<GameSession>,
    mut board: ResMut<BoardOverride>,
    mut reset: MessageWriter<BoardReset>,
) {
    let current = *mode.get();
    let active: Vec<BoardMode> = wanted(&modes).collect();
    // A mode that starts while another has the board takes it over.
    let chosen = active
        .iter()
        .copied()
        .find(|&m| m != current)
        .or_else(|| active.contains(&current).then_some(current))
        .unwrap_or(BoardMode::Game);
    for ended in active.into_iter().filter(|&m| m != chosen) {
        end(&mut modes, ended);
    }
    let shown = match chosen {
        BoardMode::Game => None,
        BoardMode::Preview => modes.preview.contents(),
        BoardMode::History => modes.history.contents(session.game()),
        BoardMode::Practice => modes.practice.contents(),
        BoardMode::Setup => modes.setup.contents(),
        BoardMode::Learn => modes.learning.contents(),
    };
    board.set_if_neq(BoardOverride(shown));
    if chosen != current {
        next.set(chosen);
        reset.write(BoardReset);
    }
}

/// Leaving the board ends what it showed instead of the game (a lesson, practice, a
/// set-up…): the board comes back showing the game.
fn end_modes(mut modes: Modes, mut board: ResMut<BoardOverride>) {
    let active: Vec<BoardMode> = wanted(&modes).collect();
    for mode in active {
        end(&mut modes, mode);
    }
    board.set_if_neq(BoardOverride(None));
}

/// Ends one mode.
fn end(modes: &mut Modes, mode: BoardMode) {
    match mode {
        BoardMode::Preview => modes.preview.end(),
        BoardMode::History => modes.history.end(),
        BoardMode::Practice => modes.practice.end(),
        BoardMode::Setup => modes.setup.end(),
        BoardMode::Learn => modes.learning.end(),
        BoardMode::Game => {}
    }
}
