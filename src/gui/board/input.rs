//! Board input: clicking or tapping a pit (Bevy picking), keys A–F and 1–6 for the player to
//! move, arrow keys and Enter for keyboard-only play, Space or a click to fast-forward, C for
//! counts, Ctrl+Z / Ctrl+Y for undo and redo. Moves are ignored while an animation plays.

use crate::gui::board::parts::{BoardFocus, PitView};
use crate::gui::computer::hints::ToggleHints;
use crate::gui::game::session::{GameSession, MoveRequested, SessionRequest};
use crate::gui::modes::learning::{LearnRequest, Learning};
use crate::gui::modes::line_preview::PreviewRequest;
use crate::gui::modes::practice::{Practice, PracticeRequest, pit_answer};
use crate::gui::sowing::animation::{Animator, FastForward};
use crate::gui::state::BoardMode;
use crate::gui::state::{OverBoard, UiAction, ViewOption};
use crate::rules::{Move, Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::prelude::*;

/// Registers pointer observers and keyboard handling.
pub fn plugin(app: &mut App) {
    // Hints are toggled from the keyboard; the message is the hints plugin's.
    app.add_message::<ToggleHints>()
        .add_message::<UiAction>()
        .add_message::<PreviewRequest>()
        .add_message::<PracticeRequest>()
        .add_message::<LearnRequest>()
        .add_message::<crate::gui::modes::history_review::HistoryRequest>()
        .add_systems(
            Update,
            (
                attach_pit_observers,
                keyboard
                    .run_if(crate::gui::state::playing)
                    .run_if(keyboard_is_free),
                click_to_fast_forward
                    .run_if(crate::gui::state::playing)
                    .run_if(pointer_is_free),
            )
                .in_set(crate::gui::state::BoardSet::Input),
        );
}

/// The keyboard belongs to the board unless the overlay is typing (a name field, a menu).
/// Without the overlay (the tests' apps) there is no egui input: the keyboard is free.
pub(super) fn keyboard_is_free(egui: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    egui.is_none_or(|e| !e.wants_any_keyboard_input())
}

/// A click belongs to the board unless it lands on the overlay (none in the tests' apps).
fn pointer_is_free(egui: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    egui.is_none_or(|e| !e.wants_any_pointer_input())
}

fn attach_pit_observers(mut commands: Commands, pits: Query<Entity, Added<PitView>>) {
    for e in &pits {
        commands
            .entity(e)
            .observe(on_pit_click.run_if(crate::gui::state::playing))
            .observe(on_pit_over)
            .observe(on_pit_out);
    }
}

fn on_pit_click(
    click: On<Pointer<Click>>,
    pits: Query<&PitView>,
    animator: Res<Animator>,
    session: Res<GameSession>,
    modes: Modes,
    mut requests: MessageWriter<MoveRequested>,
    (mut practice_requests, mut learn_requests): (
        MessageWriter<PracticeRequest>,
        MessageWriter<LearnRequest>,
    ),
) {
    let Ok(pit) = pits.get(click.entity) else {
        return;
    };
    if modes.window_in_front() {
        return;
    }
    let board = modes.board();
    let Modes {
        practice, learning, ..
    } = modes;
    match board {
        BoardMode::Game => {}
        // An earlier position or a previewed line is not the game; a set-up has its own
        // clicks (board/setup_input.rs).
        BoardMode::History | BoardMode::Preview | BoardMode::Setup => return,
        BoardMode::Practice => {
            // In practice a click answers a question about a pit.
            let wants_pit = practice
                .exercise
                .as_ref()
                .is_some_and(|e| !e.kind.wants_number());
            if practice.awaiting_answer() && wants_pit && !animator.is_busy() {
                practice_requests.write(pit_answer(pit.0));
            }
            return;
        }
        BoardMode::Learn => {
            // A lesson or a puzzle: a click is the answer, checked by the rules (a pit of
            // the other side included, to be told why not).
            if learning.awaiting_move() && !animator.is_busy() {
                learn_requests.write(LearnRequest::Play(Move::new(pit.0)));
            }
            return;
        }
    }
    if animator.is_busy() {
        return; // the click fast-forwards instead (click_to_fast_forward)
    }
    if session.person_to_move().is_some() {
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

/// The keys that name a player's pits, from their own left: `A`–`F`.
pub const LETTER_KEYS: [KeyCode; 6] = [
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

/// What the board is doing besides the game (a previewed line, an earlier position,
/// practice), the windows open.
#[derive(SystemParam)]
struct Modes<'w> {
    mode: Res<'w, State<BoardMode>>,
    practice: ResMut<'w, Practice>,
    learning: Res<'w, Learning>,
    windows: crate::gui::state::OpenWindows<'w>,
    banner: ResMut<'w, crate::gui::state::ResultBanner>,
}

impl Modes<'_> {
    fn board(&self) -> BoardMode {
        *self.mode.get()
    }

    /// A question waits for the player's answer (a resignation's, or the tables'): nothing
    /// else is done.
    fn asking(&self) -> bool {
        matches!(
            self.windows.over_board(),
            crate::gui::state::OverBoard::ConfirmResign
                | crate::gui::state::OverBoard::ConfirmTables(_)
        )
    }

    /// A window stands in front of the board (the in-game menu aside, which has its own
    /// keys): keys and clicks are the window's, not the board's.
    fn window_in_front(&self) -> bool {
        self.asking()
            || !matches!(
                self.windows.over_board(),
                crate::gui::state::OverBoard::Nothing | crate::gui::state::OverBoard::InGameMenu
            )
    }
}

/// What the keyboard asks for.
#[derive(SystemParam)]
struct KeyRequests<'w> {
    moves: MessageWriter<'w, MoveRequested>,
    session: MessageWriter<'w, SessionRequest>,
    fast: MessageWriter<'w, FastForward>,
    hints: MessageWriter<'w, ToggleHints>,
    preview: MessageWriter<'w, PreviewRequest>,
    practice: MessageWriter<'w, PracticeRequest>,
    learn: MessageWriter<'w, LearnRequest>,
    history: MessageWriter<'w, crate::gui::modes::history_review::HistoryRequest>,
    actions: MessageWriter<'w, UiAction>,
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    (animator, turned): (Res<Animator>, Res<crate::gui::board::turn::BoardTurned>),
    session: Res<GameSession>,
    mut focus: ResMut<BoardFocus>,
    mut modes: Modes,
    mut out: KeyRequests,
) {
    if modes.asking() {
        // Esc answers the question: nothing is done.
        if keys.just_pressed(KeyCode::Escape) {
            out.actions
                .write(UiAction::Close(modes.windows.over_board()));
        }
        return;
    }
    let esc = keys.just_pressed(KeyCode::Escape);
    // Esc first closes an open window, then the settings panel.
    if esc && let Some(close) = modes.windows.closed_by_esc() {
        out.actions.write(close);
        return;
    }
    // Other keys typed with a window in front are the window's.
    if modes.window_in_front() {
        return;
    }
    // Then the result banner, as its *Look at the board* does.
    if esc && modes.banner.shown {
        modes.banner.dismissed = true;
        modes.banner.shown = false;
        return;
    }
    match modes.board() {
        BoardMode::Game => {}
        BoardMode::Practice => {
            practice_keys(&keys, &mut modes.practice, &mut out.practice, &mut out.fast);
            return;
        }
        BoardMode::Preview => return preview_keys(&keys, &mut out.preview),
        BoardMode::Setup => return, // its own keys: board/setup_input.rs
        BoardMode::Learn => {
            learn_keys(
                &keys,
                &modes.learning,
                animator.is_busy(),
                &mut focus,
                &mut out,
            );
            return;
        }
        BoardMode::History => return history_keys(&keys, &mut out.history),
    }
    // Esc opens and closes the in-game menu; while it is open the board waits.
    let menu_open = modes.windows.over_board() == crate::gui::state::OverBoard::InGameMenu;
    if esc {
        out.actions.write(UiAction::Toggle(OverBoard::InGameMenu));
    }
    if menu_open != esc {
        return;
    }
    let busy = animator.is_busy();
    if undo_redo_keys(&keys, busy, &mut out.session) {
        return;
    }
    if keys.just_pressed(KeyCode::Space) && busy {
        out.fast.write(FastForward);
    }
    let shift = held(&keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    // C toggles counts, except while it names pit C for a person to move: Shift+C always
    // toggles; plain C plays pit C on a person's turn.
    let person = session.person_to_move();
    if keys.just_pressed(KeyCode::KeyC) && (shift || person.is_none()) {
        out.actions.write(UiAction::ToggleView(ViewOption::Counts));
        return;
    }
    let Some(side) = person else {
        return;
    };
    if busy {
        return;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        out.hints.write(ToggleHints);
    }
    for key in keys.get_just_pressed() {
        if let Some(pit) = pit_for_key(*key, side) {
            focus.focused = Some(pit);
            out.moves.write(MoveRequested(Move::new(pit)));
            return;
        }
    }
    let turned = turned.0;
    move_focus_with_arrows(&keys, &session, side, turned, &mut focus);
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && let Some(pit) = focus.focused.filter(|p| p.side() == side)
    {
        out.moves.write(MoveRequested(Move::new(pit)));
    }
}

/// In a lesson or a puzzle: A–F (or 1–6) answer with the solver's pit, the arrows and
/// Enter too; Enter goes on once answered (after a wrong move in a puzzle, takes it back);
/// Space finishes a sowing; Esc goes back to Learn.
fn learn_keys(
    keys: &ButtonInput<KeyCode>,
    learning: &Learning,
    busy: bool,
    focus: &mut BoardFocus,
    out: &mut KeyRequests,
) {
    if keys.just_pressed(KeyCode::Escape) {
        out.learn.write(LearnRequest::Stop);
        out.actions.write(UiAction::Open(OverBoard::Learn));
        return;
    }
    if keys.just_pressed(KeyCode::Space) && busy {
        out.fast.write(FastForward);
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    let Some(side) = learning.solver() else {
        return;
    };
    if !learning.awaiting_move() {
        if enter && !busy {
            // After a wrong move's answer, Enter takes both back; otherwise it goes on.
            out.learn.write(if learning.refuted() {
                LearnRequest::TryAgain
            } else {
                LearnRequest::Next
            });
        }
        return;
    }
    if busy {
        return;
    }
    for key in keys.get_just_pressed() {
        if let Some(pit) = pit_for_key(*key, side) {
            focus.focused = Some(pit);
            out.learn.write(LearnRequest::Play(Move::new(pit)));
            return;
        }
    }
    // North's pits run right to left on the screen.
    for (key, right) in [(KeyCode::ArrowLeft, false), (KeyCode::ArrowRight, true)] {
        if keys.just_pressed(key) {
            let step = if right == (side == Side::South) { 1 } else { 5 };
            let at = focus
                .focused
                .filter(|p| p.side() == side)
                .map_or(0, |p| p.offset());
            focus.focused = Some(Pit::of_side(side, (at + step) % 6));
        }
    }
    if enter && let Some(pit) = focus.focused.filter(|p| p.side() == side) {
        out.learn.write(LearnRequest::Play(Move::new(pit)));
    }
}

/// In practice: digits type a number, Backspace takes one back, Enter answers (or goes on
/// to the next exercise), Space finishes a replay, Esc goes back to the game.
fn practice_keys(
    keys: &ButtonInput<KeyCode>,
    practice: &mut Practice,
    requests: &mut MessageWriter<PracticeRequest>,
    fast: &mut MessageWriter<FastForward>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        requests.write(PracticeRequest::Stop);
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        fast.write(FastForward);
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    if !practice.awaiting_answer() {
        if enter {
            requests.write(PracticeRequest::Next);
        }
        return;
    }
    for key in keys.get_just_pressed() {
        if let Some(d) = digit_of(*key)
            && practice.typed.len() < 2
        {
            practice.typed.push(d);
        }
    }
    if keys.just_pressed(KeyCode::Backspace) {
        practice.typed.pop();
    }
    if enter && let Ok(n) = practice.typed.parse::<u8>() {
        requests.write(PracticeRequest::Answer(crate::practice::Answer::Number(n)));
    }
}

/// The digit a key types, main row or keypad.
pub(super) fn digit_of(key: KeyCode) -> Option<char> {
    const ROW: [KeyCode; 10] = [
        KeyCode::Digit0,
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    const PAD: [KeyCode; 10] = [
        KeyCode::Numpad0,
        KeyCode::Numpad1,
        KeyCode::Numpad2,
        KeyCode::Numpad3,
        KeyCode::Numpad4,
        KeyCode::Numpad5,
        KeyCode::Numpad6,
        KeyCode::Numpad7,
        KeyCode::Numpad8,
        KeyCode::Numpad9,
    ];
    ROW.iter()
        .position(|&k| k == key)
        .or_else(|| PAD.iter().position(|&k| k == key))
        .and_then(|d| char::from_digit(d as u32, 10))
}

/// What a stepping view asks of the keys: ← and → step back and on, Esc goes back to the
/// game. Its request for a step (−1 or 1) and for the way back.
fn stepping_keys<R: Message>(
    keys: &ButtonInput<KeyCode>,
    requests: &mut MessageWriter<R>,
    step: fn(i32) -> R,
    back: R,
) {
    if keys.just_pressed(KeyCode::ArrowRight) {
        requests.write(step(1));
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        requests.write(step(-1));
    }
    if keys.just_pressed(KeyCode::Escape) {
        requests.write(back);
    }
}

/// While an earlier position is reviewed: ← and → step, Esc goes back to the game.
fn history_keys(
    keys: &ButtonInput<KeyCode>,
    requests: &mut MessageWriter<crate::gui::modes::history_review::HistoryRequest>,
) {
    use crate::gui::modes::history_review::HistoryRequest;
    stepping_keys(keys, requests, HistoryRequest::Step, HistoryRequest::Back);
}

/// While a line is previewed: ← and → step through it, Esc goes back to the game.
fn preview_keys(keys: &ButtonInput<KeyCode>, requests: &mut MessageWriter<PreviewRequest>) {
    stepping_keys(keys, requests, PreviewRequest::Step, PreviewRequest::Stop);
}

/// Whether Ctrl (or the command key) is held with this frame's keys. Ctrl pressed and let
/// go between two frames (a quick chord, as slow frames and scripted keys make it) still
/// counts; Ctrl held before and let go now does not.
pub fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
    [
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]
    .into_iter()
    .any(|k| keys.pressed(k) || (keys.just_pressed(k) && keys.just_released(k)))
}

/// Ctrl+Z (back to a person's turn), Ctrl+Y and Ctrl+Shift+Z. True when Ctrl (or the
/// command key) is held: other keys are then not moves.
fn undo_redo_keys(
    keys: &ButtonInput<KeyCode>,
    busy: bool,
    requests: &mut MessageWriter<SessionRequest>,
) -> bool {
    if !ctrl_held(keys) {
        return false;
    }
    let shift = held(keys, [KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::KeyZ) && !busy {
        requests.write(if shift {
            SessionRequest::Redo
        } else {
            SessionRequest::UndoTurn
        });
    }
    if keys.just_pressed(KeyCode::KeyY) && !busy {
        requests.write(SessionRequest::Redo);
    }
    true
}

/// Whether a modifier is down, or was let go in this very frame: a quick chord (both keys
/// pressed and released between two frames) still counts.
fn held<const N: usize>(keys: &ButtonInput<KeyCode>, modifiers: [KeyCode; N]) -> bool {
    keys.any_pressed(modifiers) || keys.any_just_released(modifiers)
}

/// Arrow keys move the focus along the mover's row as it appears on screen (`turned`: from
/// North's side), over the pits that may be played.
fn move_focus_with_arrows(
    keys: &ButtonInput<KeyCode>,
    session: &GameSession,
    side: Side,
    turned: bool,
    focus: &mut BoardFocus,
) {
    let step = if keys.just_pressed(KeyCode::ArrowRight) {
        1i32
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        -1
    } else {
        return;
    };
    let screen_step = if (side == Side::South) != turned {
        step
    } else {
        -step
    };
    let legal = session.game().legal_moves();
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
