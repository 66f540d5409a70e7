//! No busy loop: the app redraws only on input while nothing moves, and continuously while
//! seeds are animating.

use super::animation::Animator;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// Registers the update-mode switch.
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, switch_update_mode)
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

fn switch_update_mode(
    animator: Res<Animator>,
    mut winit: ResMut<WinitSettings>,
    toast: Res<super::overlay::Toast>,
    options: Option<Res<super::LaunchOptions>>,
    thinking: Option<Res<super::ai_player::Thinking>>,
) {
    // Screenshots and frame benchmarks count frames: they must keep drawing.
    let measuring = options.is_some_and(|o| o.screenshot.is_some() || o.bench_frames.is_some());
    // While the computer thinks, frames poll for its answer.
    let thinking = thinking.is_some_and(|t| t.is_busy());
    let animating = measuring || thinking || animator.is_busy() || toast.remaining > 0.0;
    let wanted = if animating {
        UpdateMode::Continuous
    } else {
        UpdateMode::reactive(Duration::from_secs(5))
    };
    if winit.focused_mode != wanted {
        winit.focused_mode = wanted;
        winit.unfocused_mode = if animating {
            UpdateMode::Continuous
        } else {
            UpdateMode::reactive_low_power(Duration::from_secs(60))
        };
    }
}

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
