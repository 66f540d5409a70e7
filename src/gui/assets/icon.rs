//! The window icon: the program's icon (`oware_core::icon`), drawn at start.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// Icon size in pixels: large enough for a taskbar on a dense screen.
const SIZE: u32 = 128;

/// Registers the system that sets the icon once the window exists.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

fn set_window_icon(
    window: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else { return };
    WINIT_WINDOWS.with_borrow(|windows| {
        if let Some(w) = windows.get_window(entity) {
            match winit::window::Icon::from_rgba(crate::icon::rgba(SIZE), SIZE, SIZE) {
                Ok(icon) => w.set_window_icon(Some(icon)),
                Err(e) => warn!("window icon not set: {e}"),
            }
            *done = true;
        }
    });
}
