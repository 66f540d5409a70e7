//! The window opens at the size the player left it: its size is noted in the settings once
//! the player has stopped resizing it for a moment, and when it closes.

use crate::gui::play::settings::AppSettings;
use crate::records::WindowSize;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowCloseRequested, WindowResized};
use std::time::Duration;

/// How long a size must stay put before it is noted: a drag resizes the window on every
/// frame, and each change of the settings writes their file.
pub const SETTLE: Duration = Duration::from_millis(600);

/// The size the window opens at: the one asked for on the command line, else the one the
/// player left it at (within bounds), else the program's own.
pub fn opening_size(asked: Option<(u32, u32)>, settings: &AppSettings) -> (u32, u32) {
    asked
        .or_else(|| {
            settings.window.map(|s| {
                let s = s.within_bounds();
                (s.width, s.height)
            })
        })
        .unwrap_or((1280, 800))
}

/// Registers the watch on the window's size.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, note_window_size);
}

fn note_window_size(
    time: Res<Time<Real>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    (mut resized, mut closing): (
        MessageReader<WindowResized>,
        MessageReader<WindowCloseRequested>,
    ),
    mut settings: ResMut<AppSettings>,
    // When the window last changed size, while that size is not noted yet.
    mut unnoted: Local<Option<Duration>>,
) {
    let now = time.elapsed();
    if resized.read().count() > 0 {
        *unnoted = Some(now);
    }
    let closing = closing.read().count() > 0;
    let Some(since) = *unnoted else {
        return;
    };
    if !closing && now.saturating_sub(since) < SETTLE {
        return;
    }
    *unnoted = None;
    let Ok(window) = windows.single() else {
        return;
    };
    let size = WindowSize {
        width: window.resolution.width().round() as u32,
        height: window.resolution.height().round() as u32,
    }
    .within_bounds();
    if settings.window != Some(size) {
        settings.window = Some(size);
    }
}
