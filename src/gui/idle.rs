//! No busy loop: the app redraws only on input while nothing moves, and continuously while
//! seeds are animating.

use super::animation::Animator;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// Registers the update-mode switch.
pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, switch_update_mode);
}

fn switch_update_mode(
    animator: Res<Animator>,
    mut winit: ResMut<WinitSettings>,
    toast: Res<super::overlay::Toast>,
) {
    let animating = animator.is_busy() || toast.remaining > 0.0;
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
