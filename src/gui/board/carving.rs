//! The board's carving: the wood, the twelve pits with their marks, the stores with their
//! counts and names, and the look of every seed. Built once at start; `scene` keeps it up
//! to date.

use crate::gui::board::parts::{
    CountLabel, NameLabel, PitDim, PitRing, PitView, RingKind, StoreRim, StoreView, built_with,
};
use crate::gui::board::theme::{CueShape, Role, TextRole};
use crate::gui::game::session::GameSession;
use crate::gui::sowing::layout::{self, z};
use crate::gui::sowing::seeds::{Place, Seed};
use crate::rules::{Pit, Side};
use bevy::picking::Pickable;
use bevy::prelude::*;

fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text2d::new(value),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
        Pickable::IGNORE,
    )
}

/// A cue shape: hidden until a theme asks for shapes.
fn cue_shape(mesh: Handle<Mesh>, material: Handle<ColorMaterial>, at: Transform) -> impl Bundle {
    (
        CueShape,
        Mesh2d(mesh),
        MeshMaterial2d(material),
        at,
        Visibility::Hidden,
        Pickable::IGNORE,
    )
}

/// Shared looks of the board's parts.
struct BoardLooks {
    rim: Handle<ColorMaterial>,
    /// From the rim of a hollow to its deepest point.
    hollow: Vec<Handle<ColorMaterial>>,
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    session: Res<GameSession>,
) {
    spawn_wood(&mut commands, &mut meshes, &mut materials);
    let steps = 5;
    let looks = BoardLooks {
        rim: materials.add(ColorMaterial::from_color(built_with().colour(Role::Rim))),
        hollow: (0..steps)
            .map(|i| {
                materials.add(ColorMaterial::from_color(
                    built_with().colour(Role::Hollow(i as u8)),
                ))
            })
            .collect(),
    };
    spawn_pits(&mut commands, &mut meshes, &mut materials, &looks);
    spawn_stores(&mut commands, &mut meshes, &looks, &session);
}

/// The board: a long capsule of wood with a dark edge, a lighter top face and grain.
fn spawn_wood(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) {
    let half_w = layout::BOARD_HALF_WIDTH;
    let half_h = layout::BOARD_HALF_HEIGHT;
    let body = |r: f32| Capsule2d::new(r, 2.0 * (half_w - half_h));
    let upright = Quat::from_rotation_z(std::f32::consts::FRAC_PI_2);
    for (radius, role, y, dz) in [
        (half_h + 8.0, Role::WoodEdge, 0.0, 0.0),
        (half_h, Role::Wood, 0.0, 0.1),
        (half_h - 26.0, Role::WoodTop, 6.0, 0.2),
    ] {
        commands.spawn((
            role,
            Mesh2d(meshes.add(body(radius))),
            MeshMaterial2d(materials.add(ColorMaterial::from_color(built_with().colour(role)))),
            Transform::from_xyz(0.0, y, z::BOARD + dz).with_rotation(upright),
            Pickable::IGNORE,
        ));
    }
    let grain = materials.add(ColorMaterial::from_color(built_with().colour(Role::Grain)));
    for (i, (y, len, thick)) in [
        (-150.0, 980.0, 3.0),
        (-118.0, 760.0, 2.0),
        (-20.0, 1020.0, 2.5),
        (8.0, 640.0, 2.0),
        (122.0, 900.0, 2.5),
        (160.0, 700.0, 2.0),
    ]
    .into_iter()
    .enumerate()
    {
        commands.spawn((
            Role::Grain,
            Mesh2d(meshes.add(Ellipse::new(len / 2.0, thick))),
            MeshMaterial2d(grain.clone()),
            Transform::from_xyz(if i % 2 == 0 { -30.0 } else { 40.0 }, y, z::BOARD + 0.3),
            Pickable::IGNORE,
        ));
    }
}

/// The materials every pit shares.
struct PitLooks {
    dim: Handle<ColorMaterial>,
    /// The slash through a pit that may not be played (high contrast).
    slash: Handle<ColorMaterial>,
    /// Each ring's kind, material and how far it stands outside the pit.
    rings: [(RingKind, Handle<ColorMaterial>, f32); 4],
}

/// The twelve pits: a carved hollow, darker towards the middle, with the shadow of a pit
/// that may not be played, its highlight rings, its letter and its count.
fn spawn_pits(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    looks: &BoardLooks,
) {
    let pit_looks = PitLooks {
        dim: materials.add(ColorMaterial::from_color(built_with().colour(Role::Dim))),
        slash: materials.add(ColorMaterial::from_color(built_with().label)),
        rings: [
            (RingKind::Focus, 8.0),
            (RingKind::Landing, 2.0),
            (RingKind::Capture, 2.0),
            (RingKind::Hint, 14.0),
        ]
        .map(|(kind, grow)| {
            let colour = built_with().colour(kind.role());
            (kind, materials.add(ColorMaterial::from_color(colour)), grow)
        }),
    };
    for pit in Pit::ALL {
        let rim = spawn_hollow(commands, meshes, looks, pit);
        spawn_dim(commands, meshes, &pit_looks, rim, pit);
        spawn_rings(commands, meshes, &pit_looks, rim, pit);
        spawn_pit_labels(commands, pit);
    }
}

/// A pit's clickable rim and its hollow; returns the rim, the parent of the pit's marks.
fn spawn_hollow(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    looks: &BoardLooks,
    pit: Pit,
) -> Entity {
    let r = layout::PIT_RADIUS;
    let c = layout::pit_center(pit);
    commands
        .spawn((
            PitView(pit),
            Role::Rim,
            // The clickable rim; the hollow is drawn as rings inside it, so no pixel is
            // painted many times over (software renderers pay per pixel).
            Mesh2d(meshes.add(Annulus::new(r - 3.0, r + 4.0))),
            MeshMaterial2d(looks.rim.clone()),
            Transform::from_xyz(c.x, c.y, z::HOLLOW),
        ))
        .with_children(|p| {
            let layers = looks.hollow.len();
            for (i, m) in looks.hollow.iter().enumerate() {
                let outer = r * (1.0 - 0.14 * i as f32);
                let shape: Mesh = if i + 1 == layers {
                    Circle::new(outer).into()
                } else {
                    Annulus::new(r * (1.0 - 0.14 * (i + 1) as f32) - 3.0, outer).into()
                };
                p.spawn((
                    Role::Hollow(i as u8),
                    Mesh2d(meshes.add(shape)),
                    MeshMaterial2d(m.clone()),
                    Transform::from_xyz(0.0, 2.0 * i as f32, 0.01 * (i + 1) as f32),
                ));
            }
        })
        .id()
}

/// The shadow over a pit that may not be played, hidden until then.
fn spawn_dim(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    looks: &PitLooks,
    rim: Entity,
    pit: Pit,
) {
    let r = layout::PIT_RADIUS;
    commands.entity(rim).with_children(|p| {
        p.spawn((
            PitDim(pit),
            Role::Dim,
            Mesh2d(meshes.add(Circle::new(r + 4.0))),
            MeshMaterial2d(looks.dim.clone()),
            Transform::from_xyz(0.0, 0.0, z::FLYING - 1.0 - z::HOLLOW),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|d| {
            // High contrast: a slash through a pit that may not be played.
            d.spawn(cue_shape(
                meshes.add(Rectangle::new(2.0 * r, 6.0)),
                looks.slash.clone(),
                Transform::from_xyz(0.0, 0.0, 0.1)
                    .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            ));
        });
    });
}

/// The highlight rings around a pit (focus, landing, capture, hint), hidden until needed.
fn spawn_rings(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    looks: &PitLooks,
    rim: Entity,
    pit: Pit,
) {
    let r = layout::PIT_RADIUS;
    commands.entity(rim).with_children(|p| {
        for (kind, m, grow) in &looks.rings {
            let rr = r + grow;
            let mut ring = p.spawn((
                PitRing(pit, *kind),
                kind.role(),
                Mesh2d(meshes.add(Annulus::new(rr - 5.0, rr))),
                MeshMaterial2d(m.clone()),
                Transform::from_xyz(0.0, 0.0, z::HIGHLIGHT - z::HOLLOW + 0.1),
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
            // High contrast: a dot where the last seed lands, a cross on a capture,
            // drawn above the seeds at the pit's top edge.
            let above = z::LABEL - z::HIGHLIGHT;
            match kind {
                RingKind::Landing => {
                    ring.with_child(cue_shape(
                        meshes.add(Circle::new(11.0)),
                        m.clone(),
                        Transform::from_xyz(0.0, r - 8.0, above),
                    ));
                }
                RingKind::Capture => {
                    for turn in [1.0, -1.0] {
                        ring.with_child(cue_shape(
                            meshes.add(Rectangle::new(30.0, 7.0)),
                            m.clone(),
                            Transform::from_xyz(0.0, r - 8.0, above).with_rotation(
                                Quat::from_rotation_z(turn * std::f32::consts::FRAC_PI_4),
                            ),
                        ));
                    }
                }
                RingKind::Focus | RingKind::Hint => {}
            }
        }
    });
}

/// A pit's letter and its seed count.
fn spawn_pit_labels(commands: &mut Commands, pit: Pit) {
    let lp = layout::pit_letter_position(pit);
    commands.spawn((
        text(
            pit.letter().to_string(),
            24.0,
            built_with().text(TextRole::Letter),
        ),
        TextRole::Letter,
        crate::gui::board::parts::PitLetter(pit),
        Transform::from_xyz(lp.x, lp.y, z::LABEL),
    ));
    let cp = layout::pit_count_position(pit);
    commands.spawn((
        CountLabel(Place::Pit(pit)),
        TextRole::Label,
        text("", 26.0, built_with().label),
        Transform::from_xyz(cp.x, cp.y, z::LABEL),
    ));
}

/// The stores: long hollows at each end, with their counts and the players' names.
fn spawn_stores(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    looks: &BoardLooks,
    session: &GameSession,
) {
    for side in Side::BOTH {
        let c = layout::store_center(side);
        let (hw, hh) = (layout::STORE_HALF_WIDTH, layout::STORE_HALF_HEIGHT);
        commands.spawn((
            StoreView,
            StoreRim(side),
            Role::Rim,
            Mesh2d(meshes.add(Capsule2d::new(hw + 4.0, 2.0 * (hh - hw)))),
            MeshMaterial2d(looks.rim.clone()),
            Transform::from_xyz(c.x, c.y, z::HOLLOW),
        ));
        for (i, m) in looks.hollow.iter().enumerate().skip(1) {
            let shrink = 6.0 * i as f32;
            commands.spawn((
                StoreView,
                Role::Hollow(i as u8),
                Mesh2d(meshes.add(Capsule2d::new(hw - shrink * 0.6, 2.0 * (hh - hw) - shrink))),
                MeshMaterial2d(m.clone()),
                Transform::from_xyz(c.x, c.y + 1.5 * i as f32, z::HOLLOW + 0.01 * i as f32),
                Pickable::IGNORE,
            ));
        }
        let cp = layout::store_count_position(side);
        commands.spawn((
            CountLabel(Place::Store(side)),
            TextRole::Label,
            text("", 30.0, built_with().label),
            Transform::from_xyz(cp.x, cp.y, z::LABEL),
        ));
        let np = layout::name_position(side);
        commands.spawn((
            NameLabel(side),
            TextRole::Label,
            text(session.name(side).to_string(), 30.0, built_with().label),
            Transform::from_xyz(np.x, np.y, z::LABEL),
        ));
    }
}

/// Seed looks: a glossy grey-brown nut with a soft shadow and a highlight.
pub(super) fn dress_new_seeds(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    new_seeds: Query<(Entity, &Seed), Added<Seed>>,
    mut cache: Local<Option<SeedLook>>,
) {
    if new_seeds.is_empty() {
        return;
    }
    let look = cache.get_or_insert_with(|| SeedLook::new(&mut meshes, &mut materials));
    for (e, seed) in &new_seeds {
        let shade = ((seed.shade * look.bodies.len() as f32) as usize).min(look.bodies.len() - 1);
        commands
            .entity(e)
            .insert((
                Mesh2d(look.body.clone()),
                MeshMaterial2d(look.bodies[shade].clone()),
                Pickable::IGNORE,
            ))
            .with_children(|p| {
                p.spawn((
                    Mesh2d(look.body.clone()),
                    MeshMaterial2d(look.shadow.clone()),
                    Transform::from_xyz(2.0, -3.0, -0.005).with_scale(Vec3::splat(1.08)),
                    Pickable::IGNORE,
                ));
                p.spawn((
                    Mesh2d(look.gloss.clone()),
                    MeshMaterial2d(look.gloss_mat.clone()),
                    Transform::from_xyz(-4.5, 3.8, 0.004),
                    Pickable::IGNORE,
                ));
            });
    }
}

pub(super) struct SeedLook {
    body: Handle<Mesh>,
    gloss: Handle<Mesh>,
    bodies: Vec<Handle<ColorMaterial>>,
    shadow: Handle<ColorMaterial>,
    gloss_mat: Handle<ColorMaterial>,
}

impl SeedLook {
    fn new(meshes: &mut Assets<Mesh>, materials: &mut Assets<ColorMaterial>) -> SeedLook {
        let bodies = (0..8)
            .map(|i| {
                let t = i as f32 / 7.0;
                let c = Color::hsl(28.0 + 24.0 * t, 0.10 + 0.10 * (1.0 - t), 0.50 + 0.16 * t);
                materials.add(ColorMaterial::from_color(c))
            })
            .collect();
        SeedLook {
            body: meshes.add(Ellipse::new(
                layout::SEED_RADIUS,
                layout::SEED_RADIUS * 0.82,
            )),
            gloss: meshes.add(Ellipse::new(4.4, 2.9)),
            bodies,
            shadow: materials.add(ColorMaterial::from_color(Color::srgba(
                0.05, 0.02, 0.0, 0.40,
            ))),
            // Opaque: opaque shapes batch and skip blending, which software renderers favour.
            gloss_mat: materials.add(ColorMaterial::from_color(Color::srgb(0.93, 0.92, 0.88))),
        }
    }
}
