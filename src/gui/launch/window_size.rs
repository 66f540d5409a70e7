//! The window opens at the size the player left it: its size is noted in the settings once
//! the player has stopped resizing it for a moment, and when it closes. A window larger than
//! the screen (the program's own size on a small laptop's screen) is made to fit it.

use crate::gui::launch::options::LaunchOptions;
use crate::gui::settings::AppSettings;
use crate::records::WindowSize;
use bevy::prelude::*;
use bevy::window::{
    Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, WindowCloseRequested, WindowPosition,
    WindowResizeConstraints, WindowResized,
};
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

/// The smallest window every screen is laid out for (logical pixels).
pub const SMALLEST: (f32, f32) = (800.0, 600.0);

/// The share of the screen a window made to fit it takes, leaving room for the desktop's bars.
const SHARE_OF_SCREEN: f32 = 0.9;

/// The window's smallest size, for the window's description.
pub fn resize_constraints() -> WindowResizeConstraints {
    WindowResizeConstraints {
        min_width: SMALLEST.0,
        min_height: SMALLEST.1,
        ..default()
    }
}

/// The size, in logical pixels, a window of `size` takes on a screen of `screen`: unchanged
/// when it fits in the screen's share, else as large as that share in whole pixels, never
/// below the smallest.
pub fn fitted_to(size: Vec2, screen: Vec2) -> Vec2 {
    let room = screen * SHARE_OF_SCREEN;
    let smallest = Vec2::new(SMALLEST.0, SMALLEST.1);
    if size.x <= room.x && size.y <= room.y {
        size
    } else {
        size.min(room).max(smallest).round()
    }
}

/// Registers the watch on the window's size and its fitting to the screen.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, (fit_to_screen, note_window_size));
}

/// Once the screens are known: a window opened larger than the screen it opens on (without a
/// size asked on the command line) is made to fit it and put in its middle.
fn fit_to_screen(
    mut done: Local<bool>,
    options: Res<LaunchOptions>,
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if *done {
        return;
    }
    // The primary screen, else any: winit lists them once it has started.
    let Some((monitor, _)) = monitors.iter().max_by_key(|(_, primary)| *primary) else {
        return;
    };
    *done = true;
    if options.size.is_some() || options.is_tool() {
        return;
    }
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    let scale = monitor.scale_factor.max(0.1) as f32;
    let screen = monitor.physical_size().as_vec2() / scale;
    let size = Vec2::new(window.resolution.width(), window.resolution.height());
    let fitted = fitted_to(size, screen);
    if fitted != size {
        info!("the window, {size} large, is made to fit the screen of {screen}: {fitted}");
        window.resolution.set(fitted.x, fitted.y);
        window.position = WindowPosition::Centered(MonitorSelection::Primary);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_larger_than_the_screen_is_made_to_fit_it() {
        // The program's own size fits a large screen, not a small laptop's.
        let own = Vec2::new(1280.0, 800.0);
        assert_eq!(fitted_to(own, Vec2::new(1920.0, 1080.0)), own);
        assert_eq!(
            fitted_to(own, Vec2::new(1366.0, 768.0)),
            Vec2::new(1229.0, 691.0)
        );
        // Never below the smallest size the screens are laid out for.
        assert_eq!(
            fitted_to(own, Vec2::new(800.0, 600.0)),
            Vec2::new(800.0, 600.0)
        );
    }
}
