//! Board themes: classic wood, dark, and high contrast. A theme is a palette for every part
//! of the board and its cues; the high-contrast theme also gives the cues their own shapes
//! (a dot where the last seed lands, a cross on a capture, a slash over a pit that may not
//! be played), so none is told by colour alone. Changes apply at once.

use crate::records::Theme;
use bevy::prelude::*;

/// What a coloured part of the board is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The dark edge of the board.
    WoodEdge,
    /// The board's body.
    Wood,
    /// The lighter top face.
    WoodTop,
    /// Grain lines.
    Grain,
    /// The rim of a hollow.
    Rim,
    /// A layer of a hollow, 0 at the rim to 4 at the deepest.
    Hollow(u8),
    /// The shadow over a pit that may not be played.
    Dim,
    /// The ring of the pit under the pointer or keyboard focus.
    Focus,
    /// Where the last seed of the previewed move lands.
    Landing,
    /// A pit the previewed move captures.
    Capture,
    /// The best move.
    Hint,
}

/// What a text on the board is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextRole {
    /// Counts and names.
    Label,
    /// Pit letters (quieter).
    Letter,
}

/// Every colour of a theme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Behind the board.
    pub cloth: Color,
    /// Board edge, body, top, grain.
    pub wood: [Color; 4],
    /// Rim of a hollow, and its deepest point.
    pub hollow: [Color; 2],
    /// Counts and names.
    pub label: Color,
    /// The name of the player to move.
    pub to_move: Color,
    /// Focus, landing, capture, hint.
    pub cues: [Color; 4],
    /// Over a pit that may not be played.
    pub dim: Color,
    /// Whether cues carry their own shapes too.
    pub shaped_cues: bool,
}

/// The palette of a theme.
pub fn palette(theme: Theme) -> Palette {
    let wood_cues = [
        Color::srgba(1.0, 0.95, 0.70, 0.95),
        Color::srgba(0.45, 0.95, 0.55, 0.95),
        Color::srgba(1.0, 0.35, 0.25, 0.95),
        Color::srgba(0.40, 0.70, 1.0, 0.95),
    ];
    match theme {
        Theme::Wood => Palette {
            cloth: Color::srgb(0.10, 0.17, 0.14),
            wood: [
                Color::srgb(0.23, 0.12, 0.05),
                Color::srgb(0.55, 0.33, 0.16),
                Color::srgb(0.59, 0.37, 0.18),
                Color::srgb(0.50, 0.29, 0.13),
            ],
            hollow: [Color::srgb(0.40, 0.22, 0.10), Color::srgb(0.20, 0.10, 0.04)],
            label: Color::srgb(0.93, 0.88, 0.78),
            to_move: Color::srgb(1.0, 0.80, 0.30),
            cues: wood_cues,
            dim: Color::srgba(0.03, 0.02, 0.01, 0.62),
            shaped_cues: false,
        },
        Theme::Dark => Palette {
            cloth: Color::srgb(0.05, 0.05, 0.06),
            wood: [
                Color::srgb(0.07, 0.07, 0.08),
                Color::srgb(0.17, 0.16, 0.16),
                Color::srgb(0.20, 0.19, 0.18),
                Color::srgb(0.15, 0.14, 0.14),
            ],
            hollow: [Color::srgb(0.12, 0.11, 0.11), Color::srgb(0.03, 0.03, 0.03)],
            label: Color::srgb(0.86, 0.86, 0.86),
            to_move: Color::srgb(0.98, 0.76, 0.32),
            cues: wood_cues,
            dim: Color::srgba(0.0, 0.0, 0.0, 0.66),
            shaped_cues: false,
        },
        Theme::HighContrast => Palette {
            cloth: Color::BLACK,
            wood: [
                Color::WHITE,
                Color::srgb(0.12, 0.12, 0.12),
                Color::srgb(0.12, 0.12, 0.12),
                Color::srgb(0.12, 0.12, 0.12),
            ],
            hollow: [Color::WHITE, Color::BLACK],
            label: Color::WHITE,
            to_move: Color::srgb(1.0, 1.0, 0.0),
            cues: [
                Color::WHITE,
                Color::srgb(0.0, 1.0, 0.2),
                Color::srgb(1.0, 0.15, 0.15),
                Color::srgb(0.0, 0.85, 1.0),
            ],
            dim: Color::srgba(0.0, 0.0, 0.0, 0.75),
            shaped_cues: true,
        },
    }
}

impl Palette {
    /// The colour of a part of the board.
    pub fn colour(&self, role: Role) -> Color {
        match role {
            Role::WoodEdge => self.wood[0],
            Role::Wood => self.wood[1],
            Role::WoodTop => self.wood[2],
            Role::Grain => self.wood[3],
            Role::Rim => self.hollow[0],
            Role::Hollow(i) => self.hollow[0].mix(&self.hollow[1], f32::from(i) / 4.0),
            Role::Dim => self.dim,
            Role::Focus => self.cues[0],
            Role::Landing => self.cues[1],
            Role::Capture => self.cues[2],
            Role::Hint => self.cues[3],
        }
    }

    /// The colour of a text.
    pub fn text(&self, role: TextRole) -> Color {
        match role {
            TextRole::Label => self.label,
            TextRole::Letter => self.label.with_alpha(0.7),
        }
    }
}

/// The palette in use.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CurrentPalette(pub Palette);

impl Default for CurrentPalette {
    fn default() -> Self {
        CurrentPalette(palette(Theme::Wood))
    }
}

/// Registers the themes.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CurrentPalette>()
        // Before the view, which colours the name of the player to move from the palette.
        .add_systems(
            Update,
            apply_theme.in_set(crate::gui::state::BoardSet::Input),
        );
}

/// Recolours the board when the theme changes (and once at start).
/// The resources a theme recolours.
#[derive(bevy::ecs::system::SystemParam)]
struct Colouring<'w> {
    current: ResMut<'w, CurrentPalette>,
    clear: ResMut<'w, ClearColor>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
}

fn apply_theme(
    settings: Res<crate::gui::settings::AppSettings>,
    mut out: Colouring,
    parts: Query<(&Role, &MeshMaterial2d<ColorMaterial>)>,
    mut texts: Query<(&TextRole, &mut TextColor)>,
    mut shapes: Query<&mut Visibility, With<crate::gui::board::theme::CueShape>>,
    mut applied: Local<Option<Theme>>,
) {
    if *applied == Some(settings.theme) {
        return;
    }
    let p = palette(settings.theme);
    out.current.0 = p;
    out.clear.0 = p.cloth;
    for (role, material) in &parts {
        if let Some(mut m) = out.materials.get_mut(&material.0) {
            m.color = p.colour(*role);
        }
    }
    for (role, mut colour) in &mut texts {
        colour.0 = p.text(*role);
    }
    for mut visibility in &mut shapes {
        visibility.set_if_neq(if p.shaped_cues {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    *applied = Some(settings.theme);
}

/// The shape of a cue, shown by the high-contrast theme on top of its colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct CueShape;
