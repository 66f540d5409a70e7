//! The room the egui panels take at the window's edges, and the root they are drawn in: the
//! board is fitted into what is left.

use bevy::prelude::*;
use bevy_egui::egui;

/// Room the egui overlay takes at the window's edges, in logical pixels: the board is
/// fitted into the rest.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct BoardInset {
    /// The menu bar's height.
    pub top: f32,
    /// The move history's width on the left.
    pub left: f32,
    /// The width of each panel on the right, by [`RightPanel`]; the widest counts.
    pub right: [f32; RightPanel::COUNT],
}

impl BoardInset {
    /// Records the left-hand panel's width (0 when it is closed).
    pub fn set_left(inset: &mut ResMut<BoardInset>, width: f32) {
        if (inset.left - width).abs() > 0.5 {
            inset.left = width;
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
