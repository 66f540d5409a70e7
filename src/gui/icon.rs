//! The window icon, drawn in code: a round wooden board with two pits of seeds.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// Icon size in pixels.
const SIZE: u32 = 64;

/// RGBA pixels of the icon.
pub fn icon_pixels() -> Vec<u8> {
    let mut rgba = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    let c = SIZE as f32 / 2.0;
    let pits = [(c - 13.0, c), (c + 13.0, c)];
    let seeds = [
        (-4.0, -3.0),
        (3.5, -4.0),
        (0.0, 4.0),
        (4.5, 3.0),
        (-4.5, 4.0),
    ];
    for y in 0..SIZE {
        for x in 0..SIZE {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let d = ((fx - c).powi(2) + (fy - c).powi(2)).sqrt();
            let mut px = [0u8, 0, 0, 0];
            if d <= c - 1.0 {
                px = if d > c - 4.0 {
                    [70, 36, 14, 255]
                } else {
                    [150, 92, 45, 255]
                };
                for &(px_c, py_c) in &pits {
                    let dp = ((fx - px_c).powi(2) + (fy - py_c).powi(2)).sqrt();
                    if dp < 11.0 {
                        px = if dp > 9.0 {
                            [100, 55, 24, 255]
                        } else {
                            [52, 26, 10, 255]
                        };
                        for &(sx, sy) in &seeds {
                            let ds =
                                ((fx - px_c - sx) / 3.2).powi(2) + ((fy - py_c - sy) / 2.6).powi(2);
                            if ds <= 1.0 {
                                px = if ds < 0.25 && fx < px_c + sx && fy < py_c + sy {
                                    [235, 232, 222, 255]
                                } else {
                                    [168, 160, 140, 255]
                                };
                            }
                        }
                    }
                }
            }
            rgba.extend_from_slice(&px);
        }
    }
    rgba
}

/// Registers the system that sets the icon once the window exists.
pub fn plugin(app: &mut App) {
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
            match winit::window::Icon::from_rgba(icon_pixels(), SIZE, SIZE) {
                Ok(icon) => w.set_window_icon(Some(icon)),
                Err(e) => warn!("window icon not set: {e}"),
            }
            *done = true;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icon_is_square_rgba_with_a_transparent_outside() {
        let px = icon_pixels();
        assert_eq!(px.len(), (SIZE * SIZE * 4) as usize);
        assert_eq!(px[3], 0, "corner transparent");
        let centre = ((SIZE / 2 * SIZE + SIZE / 2) * 4) as usize;
        assert_eq!(px[centre + 3], 255, "centre opaque");
    }
}
