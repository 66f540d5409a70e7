//! The room the egui panels take at the window's edges, and the root they are drawn in: the
//! board is fitted into what is left.

use bevy::prelude::*;
use bevy_egui::egui;

/// Room the egui overlay takes at the window's edges, in the overlay's points: the board is
/// fitted into the rest.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardInset {
    /// The menu bar's height.
    pub top: f32,
    /// The width of each panel on the left, by [`LeftPanel`]; the widest counts.
    pub left: [f32; LeftPanel::COUNT],
    /// The width of each panel on the right, by [`RightPanel`]; the widest counts.
    pub right: [f32; RightPanel::COUNT],
    /// The overlay's zoom (the text-size setting): logical pixels per point.
    pub zoom: f32,
}

impl Default for BoardInset {
    fn default() -> BoardInset {
        BoardInset {
            top: 0.0,
            left: [0.0; LeftPanel::COUNT],
            right: [0.0; RightPanel::COUNT],
            zoom: 1.0,
        }
    }
}

impl BoardInset {
    /// The room at the left and at the right, in the window's logical pixels.
    pub fn sides_in_pixels(&self) -> (f32, f32) {
        let widest = |widths: &[f32]| widths.iter().copied().fold(0.0, f32::max).max(0.0);
        (
            widest(&self.left) * self.zoom,
            widest(&self.right) * self.zoom,
        )
    }

    /// Whether a left-hand panel `width` points wide leaves the board its narrowest
    /// ([`MIN_BOARD_WIDTH`]) beside the right-hand panels, in a window `window` points wide.
    pub fn left_panel_fits(&self, window: f32, width: f32) -> bool {
        let (_, right) = self.sides_in_pixels();
        (window - width) * self.zoom - right >= MIN_BOARD_WIDTH
    }

    /// Records the overlay's zoom.
    pub fn set_zoom(inset: &mut ResMut<BoardInset>, zoom: f32) {
        if (inset.zoom - zoom).abs() > 0.001 {
            inset.zoom = zoom;
        }
    }

    /// Records a left-hand panel's width (0 when it is closed).
    pub fn set_left(inset: &mut ResMut<BoardInset>, panel: LeftPanel, width: f32) {
        let slot = panel as usize;
        if (inset.left[slot] - width).abs() > 0.5 {
            inset.left[slot] = width;
        }
    }

    /// Records a right-hand panel's width (0 when it is closed), touching the resource
    /// only when it changes.
    pub fn set_right(inset: &mut ResMut<BoardInset>, panel: RightPanel, width: f32) {
        let slot = panel as usize;
        if (inset.right[slot] - width).abs() > 0.5 {
            inset.right[slot] = width;
        }
    }
}

/// The narrowest the board is drawn beside the panels, in logical pixels: pits of about 40
/// pixels, their counts and letters readable. A left-hand panel gives way to keep it.
pub const MIN_BOARD_WIDTH: f32 = 460.0;

/// The largest share of the window's width a side panel takes.
const MAX_PANEL_SHARE: f32 = 0.36;

/// The width, in points, of a side panel that would be `wanted` points wide: at most a
/// share of the window, so that the board keeps the most of it.
pub fn side_panel_width(ctx: &egui::Context, wanted: f32) -> f32 {
    wanted.min(ctx.content_rect().width() * MAX_PANEL_SHARE)
}

/// The panels that can stand on the left of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeftPanel {
    /// The scoreboard and the move history.
    History,
    /// The settings, while a lesson, a puzzle or practice holds the right-hand side.
    Settings,
}

impl LeftPanel {
    /// How many panels there are.
    pub const COUNT: usize = 2;
}

/// The panels that can stand on the right of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RightPanel {
    /// The hints' "why" panel.
    Why,
    /// The counting-practice panel.
    Practice,
    /// The set-up of a position.
    Setup,
    /// The settings.
    Settings,
    /// A lesson or a puzzle.
    Learn,
}

impl RightPanel {
    /// How many panels there are.
    pub const COUNT: usize = 5;
}

/// A root for panels at the window's edges: the whole window below `top` pixels (the menu
/// bar's height, for side panels; 0 for the menu bar itself).
pub fn panel_root(ctx: &egui::Context, id: &'static str, top: f32) -> egui::Ui {
    let mut area = ctx.viewport_rect();
    area.min.y += top;
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(area),
    )
}
