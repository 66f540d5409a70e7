//! No busy loop: the app redraws only on input while nothing moves, and continuously while
//! seeds are animating.

use crate::gui::sowing::animation::Animator;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// Registers the update-mode switch.
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, (switch_update_mode, redraw_for_actions))
        .add_systems(
            PreUpdate,
            drop_repeated_modifier_events
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

/// bevy_egui reports the modifier keys to egui on every frame, and egui answers any input
/// event with a request to redraw at once, so the app would never rest. Only changes of the
/// modifier keys are passed on.
fn drop_repeated_modifier_events(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        let mut seen = *last;
        input.0.events.retain(|event| match event {
            bevy_egui::egui::Event::ModifiersChanged(m) => {
                let changed = seen != Some(*m);
                seen = Some(*m);
                changed
            }
            _ => true,
        });
        *last = seen;
    }
}

/// What keeps the app awake.
#[derive(bevy::ecs::system::SystemParam)]
struct Activity<'w> {
    animator: Res<'w, Animator>,
    toast: Res<'w, crate::gui::panels::toast::Toast>,
    options: Res<'w, crate::gui::launch::options::LaunchOptions>,
    thinking: Res<'w, crate::gui::computer::ai_player::Thinking>,
    hints: Res<'w, crate::gui::computer::hints::BoardHints>,
    tables: Res<'w, crate::gui::computer::tables::EndgameTables>,
    opening: Res<'w, crate::gui::files::files_menu::OpeningFiles>,
}

fn switch_update_mode(activity: Activity, mut winit: ResMut<WinitSettings>) {
    // Screenshots, frame benchmarks and the layout check count frames: they must keep
    // drawing.
    let measuring = activity.options.is_tool();
    let animating = measuring || activity.animator.is_busy() || activity.toast.is_showing();
    // Work on other threads is polled a few times a second, without redrawing at full
    // speed: the search keeps the processor.
    let waiting = activity.thinking.is_busy()
        || activity.hints.is_thinking()
        || activity.tables.progress().is_some()
        || activity.opening.busy();
    let (focused, unfocused) = if animating {
        (UpdateMode::Continuous, UpdateMode::Continuous)
    } else if waiting {
        let poll = UpdateMode::reactive(POLL);
        (poll, poll)
    } else {
        (
            UpdateMode::reactive(Duration::from_secs(5)),
            UpdateMode::reactive_low_power(Duration::from_secs(60)),
        )
    };
    if winit.focused_mode != focused || winit.unfocused_mode != unfocused {
        winit.focused_mode = focused;
        winit.unfocused_mode = unfocused;
    }
}

/// Frames drawn after an input or an action, whatever else moves: what a click asks for
/// is applied in the next frame's `Update` (the overlay runs after it), a window or screen
/// it opens is entered in the frame after (states change at a frame's start), and a new
/// window is laid out once unseen before it is drawn.
const FRAMES_AFTER_INPUT: u8 = 3;

/// Every input (a key, a button, the wheel) and every action sent from the overlay is
/// followed by a few frames, so that what it changes shows at once, not at the next input;
/// then the app rests again.
fn redraw_for_actions(
    mut inputs: (
        MessageReader<crate::gui::state::UiAction>,
        MessageReader<bevy::input::keyboard::KeyboardInput>,
        MessageReader<bevy::input::mouse::MouseButtonInput>,
        MessageReader<bevy::input::mouse::MouseWheel>,
    ),
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut left: Local<u8>,
) {
    let (actions, keys, buttons, wheel) = &mut inputs;
    let any = actions.read().count() + keys.read().count() + buttons.read().count();
    if any + wheel.read().count() > 0 {
        *left = FRAMES_AFTER_INPUT;
    }
    if *left > 0 {
        *left -= 1;
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// How often work on other threads (the computer, hints, tables) is looked at.
const POLL: Duration = Duration::from_millis(50);

/// With `OWARE_DEBUG_FRAMES` set, prints frames and redraw requests every two seconds.
pub fn debug_plugin(app: &mut App) {
    if std::env::var_os("OWARE_DEBUG_FRAMES").is_some() {
        app.add_systems(Last, count_frames);
    }
}

fn count_frames(
    time: Res<Time<Real>>,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
    mut state: Local<(u32, u32, f32)>,
) {
    state.0 += 1;
    state.1 += redraws.read().count() as u32;
    if time.elapsed_secs() - state.2 >= 2.0 {
        eprintln!("frames {} redraw requests {}", state.0, state.1);
        *state = (0, 0, time.elapsed_secs());
    }
}
