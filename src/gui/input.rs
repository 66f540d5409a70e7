//! Board input: clicking or tapping a pit (Bevy picking), keys A–F and 1–6 for the player to
//! move, arrow keys and Enter for keyboard-only play, Space or a click to fast-forward, C for
//! counts, Ctrl+Z / Ctrl+Y for undo and redo. Moves are ignored while an animation plays.

use super::animation::{Animator, FastForward};
use super::board::{BoardFocus, PitView};
use super::session::{GameSession, MoveRequested, SessionRequest};
use super::settings::Settings;
use crate::rules::{Move, Pit, Side};
use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::prelude::*;

/// Which players the people at this screen control (the computer plays the others).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HumanSides(pub [bool; 2]);

impl Default for HumanSides {
    fn default() -> Self {
        HumanSides([true, true])
    }
}

impl HumanSides {
    /// Whether a person plays `side`.
    pub fn is_human(&self, side: Side) -> bool {
        self.0[side.index()]
    }
}

/// Registers pointer observers and keyboard handling.
pub fn plugin(app: &mut App) {
    app.init_resource::<HumanSides>()
        .add_message::<super::ai_player::HintRequested>()
        .add_systems(
            Update,
            (attach_pit_observers, keyboard, click_to_fast_forward).in_set(super::BoardSet::Input),
        );
}

fn attach_pit_observers(mut commands: Commands, pits: Query<Entity, Added<PitView>>) {
    for e in &pits {
        commands
            .entity(e)
            .observe(on_pit_click)
            .observe(on_pit_over)
            .observe(on_pit_out);
    }
}

fn on_pit_click(
    click: On<Pointer<Click>>,
    pits: Query<&PitView>,
    animator: Res<Animator>,
    session: Res<GameSession>,
    humans: Res<HumanSides>,
    mut requests: MessageWriter<MoveRequested>,
) {
    let Ok(pit) = pits.get(click.entity) else {
        return;
    };
    if animator.is_busy() {
        return; // the click fast-forwards instead (click_to_fast_forward)
    }
    if let Some(side) = session.game.to_move()
        && humans.is_human(side)
    {
        requests.write(MoveRequested(Move::new(pit.0)));
    }
}

fn on_pit_over(over: On<Pointer<Over>>, pits: Query<&PitView>, mut focus: ResMut<BoardFocus>) {
    if let Ok(pit) = pits.get(over.entity) {
        focus.hovered = Some(pit.0);
    }
}

fn on_pit_out(out: On<Pointer<Out>>, pits: Query<&PitView>, mut focus: ResMut<BoardFocus>) {
    if let Ok(pit) = pits.get(out.entity)
        && focus.hovered == Some(pit.0)
    {
        focus.hovered = None;
    }
}

fn click_to_fast_forward(
    buttons: Res<ButtonInput<MouseButton>>,
    animator: Res<Animator>,
    mut fast: MessageWriter<FastForward>,
) {
    if animator.is_busy() && buttons.just_pressed(MouseButton::Left) {
        fast.write(FastForward);
    }
}

const LETTER_KEYS: [KeyCode; 6] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
];
const DIGIT_KEYS: [KeyCode; 6] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
];

/// The pit a key names for the player to move.
fn pit_for_key(key: KeyCode, side: Side) -> Option<Pit> {
    LETTER_KEYS
        .iter()
        .chain(DIGIT_KEYS.iter())
        .position(|&k| k == key)
        .map(|i| Pit::of_side(side, i % 6))
}

#[allow(clippy::too_many_arguments)]
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    animator: Res<Animator>,
    session: Res<GameSession>,
    humans: Res<HumanSides>,
    mut settings: ResMut<Settings>,
    mut focus: ResMut<BoardFocus>,
    mut requests: MessageWriter<MoveRequested>,
    mut session_requests: MessageWriter<SessionRequest>,
    mut fast: MessageWriter<FastForward>,
    (computers, mut hints): (
        Option<Res<super::ai_player::ComputerPlayers>>,
        MessageWriter<super::ai_player::HintRequested>,
    ),
) {
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl {
        if keys.just_pressed(KeyCode::KeyZ) && !animator.is_busy() {
            if shift {
                session_requests.write(SessionRequest::Redo);
            } else {
                let depth = computers
                    .as_deref()
                    .map_or(1, |c| super::ai_player::undo_depth(&session.game, c));
                for _ in 0..depth {
                    session_requests.write(SessionRequest::Undo);
                }
            }
        }
        if keys.just_pressed(KeyCode::KeyY) && !animator.is_busy() {
            session_requests.write(SessionRequest::Redo);
        }
        return;
    }
    if keys.just_pressed(KeyCode::Space) && animator.is_busy() {
        fast.write(FastForward);
    }
    // C toggles counts, except while it names pit C for the player to move: Shift+C always
    // toggles; plain C plays pit C when it is a human's turn.
    let Some(side) = session.game.to_move() else {
        if keys.just_pressed(KeyCode::KeyC) {
            settings.show_counts = !settings.show_counts;
        }
        return;
    };
    let human = humans.is_human(side);
    if keys.just_pressed(KeyCode::KeyC) && (shift || !human) {
        settings.show_counts = !settings.show_counts;
        return;
    }
    if animator.is_busy() || !human {
        return;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hints.write(super::ai_player::HintRequested);
    }
    for key in keys.get_just_pressed() {
        if let Some(pit) = pit_for_key(*key, side) {
            focus.focused = Some(pit);
            requests.write(MoveRequested(Move::new(pit)));
            return;
        }
    }
    let step = if keys.just_pressed(KeyCode::ArrowRight) {
        Some(1i32)
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        Some(-1)
    } else {
        None
    };
    if let Some(step) = step {
        // Arrows move along the mover's row as it appears on screen.
        let screen_step = if side == Side::South { step } else { -step };
        let legal = session.game.legal_moves();
        let current = focus
            .focused
            .filter(|p| p.side() == side)
            .map_or(-1, |p| p.offset() as i32);
        let mut offset = if current < 0 {
            if screen_step > 0 { -1 } else { 6 }
        } else {
            current
        };
        for _ in 0..6 {
            offset = (offset + screen_step).rem_euclid(6);
            if legal.contains(Move::of_side(side, offset as usize)) {
                break;
            }
        }
        focus.focused = Some(Pit::of_side(side, offset as usize));
    }
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && let Some(pit) = focus.focused.filter(|p| p.side() == side)
    {
        requests.write(MoveRequested(Move::new(pit)));
    }
}
