//! Setting up a position with the pointer and the keyboard: a click on a pit or a store adds
//! a seed, a right click takes one, the wheel adds or takes; dragging from a pit or store to
//! another moves a seed. Keys: the arrows choose a pit, digits type its count, + and − add
//! and take, Delete empties it, S or N chooses who moves, Enter analyses, Esc goes back.

use crate::gui::board::input::keyboard_is_free;
use crate::gui::board::parts::{BoardFocus, PitView, StoreRim};
use crate::gui::modes::setup::SetupRequest;
use crate::gui::sowing::seeds::Place;
use crate::gui::state::{BoardMode, BoardSet, UiAction};
use crate::rules::{Pit, Side};
use bevy::picking::events::{Click, DragDrop, Pointer, Scroll};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

/// Registers the set-up's pointer observers and keys.
pub fn plugin(app: &mut App) {
    app.add_message::<SetupRequest>()
        .init_resource::<TypedCount>()
        .init_resource::<WheelTurned>()
        .add_systems(
            Update,
            (
                attach_observers,
                apply_wheel,
                setup_keys
                    .run_if(in_state(BoardMode::Setup))
                    .run_if(keyboard_is_free),
            )
                .in_set(BoardSet::Input),
        );
}

/// Digits typed for the focused pit.
#[derive(Resource, Debug, Default)]
struct TypedCount {
    pit: Option<Pit>,
    digits: String,
}

/// The pit or store an entity is.
#[derive(Component, Debug, Clone, Copy)]
struct SetupTarget(Place);

fn attach_observers(
    mut commands: Commands,
    pits: Query<(Entity, &PitView), Added<PitView>>,
    stores: Query<(Entity, &StoreRim), Added<StoreRim>>,
) {
    let targets = pits
        .iter()
        .map(|(e, p)| (e, Place::Pit(p.0)))
        .chain(stores.iter().map(|(e, s)| (e, Place::Store(s.0))));
    for (e, place) in targets {
        commands
            .entity(e)
            .insert(SetupTarget(place))
            .observe(on_click.run_if(in_state(BoardMode::Setup)))
            .observe(on_scroll.run_if(in_state(BoardMode::Setup)))
            .observe(on_drop.run_if(in_state(BoardMode::Setup)));
    }
}

fn on_click(
    click: On<Pointer<Click>>,
    targets: Query<&SetupTarget>,
    mut requests: MessageWriter<SetupRequest>,
) {
    let Ok(target) = targets.get(click.entity) else {
        return;
    };
    let n = match click.button {
        PointerButton::Primary => 1,
        PointerButton::Secondary => -1,
        PointerButton::Middle => return,
    };
    requests.write(SetupRequest::Add(target.0, n));
}

/// The wheel turned over a place this frame. Some systems report one notch as several
/// events, so a frame's turning counts as one seed.
#[derive(Resource, Debug, Default)]
struct WheelTurned(Option<(Place, f32)>);

fn on_scroll(
    scroll: On<Pointer<Scroll>>,
    targets: Query<&SetupTarget>,
    mut turned: ResMut<WheelTurned>,
) {
    let Ok(target) = targets.get(scroll.entity) else {
        return;
    };
    if scroll.y != 0.0 {
        turned.0 = Some((target.0, scroll.y));
    }
}

fn apply_wheel(mut turned: ResMut<WheelTurned>, mut requests: MessageWriter<SetupRequest>) {
    if let Some((place, y)) = turned.0.take() {
        requests.write(SetupRequest::Add(place, y.signum() as i32));
    }
}

fn on_drop(
    drop: On<Pointer<DragDrop>>,
    targets: Query<&SetupTarget>,
    parents: Query<&ChildOf>,
    mut requests: MessageWriter<SetupRequest>,
) {
    // The entity dragged is the part of a pit the pointer pressed on (a ring of its
    // hollow): its pit is the first ancestor that is one.
    let from = std::iter::successors(Some(drop.dropped), |&e| {
        parents.get(e).ok().map(ChildOf::parent)
    })
    .find_map(|e| targets.get(e).ok());
    let (Ok(to), Some(from)) = (targets.get(drop.entity), from) else {
        return;
    };
    requests.write(SetupRequest::MoveSeed(from.0, to.0));
}

/// The pit beside `pit` on screen: South's row reads A..F from the left, North's f..a;
/// up and down change rows.
fn next_pit(pit: Option<Pit>, key: KeyCode) -> Option<Pit> {
    let Some(pit) = pit else {
        return Some(Pit::of_side(Side::South, 0));
    };
    let column = |p: Pit| match p.side() {
        Side::South => p.offset() as i32,
        Side::North => 5 - p.offset() as i32,
    };
    let at = |side: Side, column: i32| {
        let column = column.rem_euclid(6) as usize;
        Pit::of_side(
            side,
            if side == Side::South {
                column
            } else {
                5 - column
            },
        )
    };
    let (side, c) = (pit.side(), column(pit));
    Some(match key {
        KeyCode::ArrowLeft => at(side, c - 1),
        KeyCode::ArrowRight => at(side, c + 1),
        KeyCode::ArrowUp | KeyCode::ArrowDown => at(side.opponent(), c),
        _ => pit,
    })
}

const ARROWS: [KeyCode; 4] = [
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
];

fn setup_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut focus: ResMut<BoardFocus>,
    mut typed: ResMut<TypedCount>,
    mut requests: MessageWriter<SetupRequest>,
    mut actions: MessageWriter<UiAction>,
    windows: crate::gui::state::OpenWindows,
) {
    // With a window or the settings open, the keys are theirs: Esc closes that first
    // (board/input.rs), and the set-up goes on.
    if windows.closed_by_esc().is_some() {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        requests.write(SetupRequest::End);
        return;
    }
    // Ctrl (or Cmd) with a key is a menu's shortcut, not a set-up key.
    if super::input::ctrl_held(&keys) {
        return;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        actions.write(UiAction::AnalysePosition);
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        requests.write(SetupRequest::ToMove(Side::South));
    }
    if keys.just_pressed(KeyCode::KeyN) {
        requests.write(SetupRequest::ToMove(Side::North));
    }
    for &key in ARROWS.iter().filter(|&&k| keys.just_pressed(k)) {
        focus.focused = next_pit(focus.focused, key);
    }
    let Some(pit) = focus.focused else {
        return;
    };
    if typed.pit != Some(pit) {
        *typed = TypedCount {
            pit: Some(pit),
            digits: String::new(),
        };
    }
    let place = Place::Pit(pit);
    for key in keys.get_just_pressed() {
        if let Some(d) = crate::gui::board::input::digit_of(*key) {
            // Two digits make a count; a third starts a new one.
            if typed.digits.len() >= 2 {
                typed.digits.clear();
            }
            typed.digits.push(d);
            if let Ok(n) = typed.digits.parse::<u8>() {
                requests.write(SetupRequest::Set(place, n));
            }
        }
    }
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        requests.write(SetupRequest::Add(place, 1));
    }
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        requests.write(SetupRequest::Add(place, -1));
    }
    if keys.just_pressed(KeyCode::Backspace) {
        typed.digits.pop();
        let n = typed.digits.parse::<u8>().unwrap_or(0);
        requests.write(SetupRequest::Set(place, n));
    }
    if keys.just_pressed(KeyCode::Delete) {
        typed.digits.clear();
        requests.write(SetupRequest::Set(place, 0));
    }
}
