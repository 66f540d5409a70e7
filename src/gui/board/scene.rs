//! The scene: a carved wooden board, two rows of six pits, a store at each end, letters,
//! counts, names, and the look of every seed. Also the highlights: dimmed pits, the hovered
//! or focused pit, where its last seed would land and what it would capture.

use crate::gui::board::inset::BoardInset;
use crate::gui::board::theme::CueShape;
use crate::gui::board::theme::{CurrentPalette, Role, TextRole};
use crate::gui::computer::hints::{BoardHints, LinePreview};
use crate::gui::play::animation::Animator;
use crate::gui::play::layout::{self, z};
use crate::gui::play::practice::Practice;
use crate::gui::play::seeds::{Place, Seed, counts};
use crate::gui::play::session::GameSession;
use crate::gui::play::settings::AppSettings;
use crate::rules::{Pit, Side};
use crate::t;
use bevy::camera::ScalingMode;
use bevy::picking::Pickable;
use bevy::prelude::*;

/// The pit under the pointer and the pit chosen with the arrow keys.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardFocus {
    /// Pit under the pointer.
    pub hovered: Option<Pit>,
    /// Pit chosen with the keyboard.
    pub focused: Option<Pit>,
}

/// The board's camera (the egui overlay draws through it too).
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardCamera;

/// A pit's hollow (the entity clicks land on).
#[derive(Component, Debug, Clone, Copy)]
pub struct PitView(pub Pit);

/// The shadow laid over a pit that may not be played.
#[derive(Component, Debug, Clone, Copy)]
struct PitDim(Pit);

/// What a ring around a pit marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RingKind {
    /// The pit under the pointer or keyboard focus.
    Focus,
    /// Where the last seed of the previewed move lands.
    Landing,
    /// A pit the previewed move captures.
    Capture,
    /// The hinted move.
    Hint,
}

#[derive(Component, Debug, Clone, Copy)]
struct PitRing(Pit, RingKind);

impl RingKind {
    /// The theme's colour for it.
    fn role(self) -> Role {
        match self {
            RingKind::Focus => Role::Focus,
            RingKind::Landing => Role::Landing,
            RingKind::Capture => Role::Capture,
            RingKind::Hint => Role::Hint,
        }
    }
}

/// A seed count written by a pit or store.
#[derive(Component, Debug, Clone, Copy)]
pub struct CountLabel(pub Place);

/// A part of a store's hollow (hidden when the rules say stores are not shown).
#[derive(Component, Debug, Clone, Copy)]
struct StoreView;

/// A player's name under or over the board.
#[derive(Component, Debug, Clone, Copy)]
pub struct NameLabel(pub Side);

/// The colours the board is built with; the theme recolours it from the first frame on.
fn built_with() -> crate::gui::board::theme::Palette {
    crate::gui::board::theme::palette(crate::records::Theme::default())
}

/// Registers the scene and its updates.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardFocus>()
        .init_resource::<BoardInset>()
        .insert_resource(ClearColor(built_with().cloth))
        .add_systems(Startup, (spawn_camera, spawn_board))
        .add_systems(
            Update,
            (
                dress_new_seeds,
                update_counts,
                update_highlights,
                update_names,
                follow_store_option,
                fit_board_beside_panels,
                names_in_sans,
            )
                .in_set(crate::gui::state::BoardSet::View),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        BoardCamera,
        Projection::from(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: layout::VIEW_WIDTH,
                min_height: layout::VIEW_HEIGHT,
            },
            ..OrthographicProjection::default_2d()
        }),
        // Keep the board a little below centre: the menu bar takes the top of the window.
        Transform::from_xyz(0.0, 22.0, 0.0),
        // Multisampling is what software renderers pay most for; the shapes are large and
        // their edges sit on similar colours.
        bevy::render::view::Msaa::Off,
    ));
}

/// Fits the board into the part of the window the panels leave: a wider world area is
/// shown, and the camera moves so the board sits left of a right-hand panel.
fn fit_board_beside_panels(
    inset: Res<BoardInset>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut camera: Query<(&mut Projection, &mut Transform), With<BoardCamera>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let Ok((mut projection, mut transform)) = camera.single_mut() else {
        return;
    };
    let Projection::Orthographic(ortho) = projection.as_mut() else {
        return;
    };
    let (w, h) = (window.width().max(1.0), window.height().max(1.0));
    let right = inset.right.iter().copied().fold(0.0, f32::max).max(0.0);
    let left = inset.left.max(0.0);
    // Never squeeze the board below a third of the window.
    let room = (w - left - right).max(w / 3.0);
    let min_width = layout::VIEW_WIDTH * w / room;
    // World units per pixel under that scaling, to move the board between the panels.
    let scale = (min_width / w).max(layout::VIEW_HEIGHT / h);
    let x = (right - left) * scale / 2.0;
    let current = match ortho.scaling_mode {
        ScalingMode::AutoMin { min_width, .. } => Some(min_width),
        _ => None,
    };
    if current.is_none_or(|m| (m - min_width).abs() > 0.01) {
        ortho.scaling_mode = ScalingMode::AutoMin {
            min_width,
            min_height: layout::VIEW_HEIGHT,
        };
    }
    if (transform.translation.x - x).abs() > 0.01 {
        transform.translation.x = x;
    }
}

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

/// Looks of the cue shapes.
struct CueLooks {
    slash: Handle<ColorMaterial>,
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

fn spawn_board(
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

/// The twelve pits: a carved hollow, darker towards the middle, with the shadow of a pit
/// that may not be played, its highlight rings, its letter and its count.
fn spawn_pits(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    looks: &BoardLooks,
) {
    let dim = materials.add(ColorMaterial::from_color(built_with().colour(Role::Dim)));
    let shapes = CueLooks {
        slash: materials.add(ColorMaterial::from_color(built_with().label)),
    };
    let rings = [
        (RingKind::Focus, 8.0),
        (RingKind::Landing, 2.0),
        (RingKind::Capture, 2.0),
        (RingKind::Hint, 14.0),
    ]
    .map(|(kind, grow)| {
        let colour = built_with().colour(kind.role());
        (kind, materials.add(ColorMaterial::from_color(colour)), grow)
    });
    let r = layout::PIT_RADIUS;
    for pit in Pit::ALL {
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
                p.spawn((
                    PitDim(pit),
                    Role::Dim,
                    Mesh2d(meshes.add(Circle::new(r + 4.0))),
                    MeshMaterial2d(dim.clone()),
                    Transform::from_xyz(0.0, 0.0, z::FLYING - 1.0 - z::HOLLOW),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ))
                .with_children(|d| {
                    // High contrast: a slash through a pit that may not be played.
                    d.spawn(cue_shape(
                        meshes.add(Rectangle::new(2.0 * r, 6.0)),
                        shapes.slash.clone(),
                        Transform::from_xyz(0.0, 0.0, 0.1)
                            .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
                    ));
                });
                for (kind, m, grow) in &rings {
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
        let lp = layout::pit_letter_position(pit);
        commands.spawn((
            text(
                pit.letter().to_string(),
                24.0,
                built_with().text(TextRole::Letter),
            ),
            TextRole::Letter,
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
            Role::Rim,
            Mesh2d(meshes.add(Capsule2d::new(hw + 4.0, 2.0 * (hh - hw)))),
            MeshMaterial2d(looks.rim.clone()),
            Transform::from_xyz(c.x, c.y, z::HOLLOW),
            Pickable::IGNORE,
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
fn dress_new_seeds(
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

struct SeedLook {
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

fn update_counts(
    seeds: Query<&Seed>,
    settings: Res<AppSettings>,
    (practice, keys): (Option<Res<Practice>>, Option<Res<ButtonInput<KeyCode>>>),
    mut labels: Query<(&CountLabel, &mut Text2d, &mut Visibility)>,
) {
    // Counting practice hides the counts until the answer is given.
    let practising = practice.as_ref().is_some_and(|p| p.active);
    let hidden = practice.is_some_and(|p| p.awaiting_answer());
    // With reduced motion the counts say what the animation no longer shows.
    let show = (settings.show_counts || settings.reduced_motion) && !hidden;
    // Counting by hand: a pit above the limit shows `?` until Space is held.
    let holding = keys.is_some_and(|k| k.pressed(KeyCode::Space));
    let limit = settings.count_by_hand.filter(|_| !practising && !holding);
    let (pits, stores) = counts(seeds.iter());
    for (label, mut text, mut visibility) in &mut labels {
        let (n, by_hand) = match label.0 {
            Place::Pit(p) => (pits[p.index()], limit.is_some_and(|l| pits[p.index()] > l)),
            Place::Store(s) => (stores[s.index()], false),
        };
        let value = if by_hand {
            "?".to_string()
        } else {
            n.to_string()
        };
        if text.0 != value {
            text.0 = value;
        }
        visibility.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// What may stand in for the game on the board, or mark it: hints, a previewed line, an
/// exercise.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardOverlays<'w> {
    hints: Option<Res<'w, BoardHints>>,
    preview: Option<Res<'w, LinePreview>>,
    practice: Option<Res<'w, Practice>>,
    history: Option<Res<'w, crate::gui::play::history_review::HistoryReview>>,
}

fn update_highlights(
    session: Res<GameSession>,
    focus: Res<BoardFocus>,
    animator: Res<Animator>,
    overlays: BoardOverlays,
    mut dims: Query<(&PitDim, &mut Visibility), Without<PitRing>>,
    mut rings: Query<(&PitRing, &mut Visibility), Without<PitDim>>,
) {
    let BoardOverlays {
        hints,
        preview,
        practice,
        history,
    } = overlays;
    if let Some(exercise) = practice
        .as_ref()
        .filter(|p| p.active)
        .and_then(|p| p.exercise.as_ref())
    {
        // An exercise rings the pit it asks about and the pit it sows; nothing else.
        for (_, mut v) in &mut dims {
            v.set_if_neq(Visibility::Hidden);
        }
        for (ring, mut v) in &mut rings {
            let on = match ring.1 {
                RingKind::Focus => exercise.pit == Some(ring.0),
                RingKind::Hint => exercise.mv.map(|m| m.pit()) == Some(ring.0),
                _ => false,
            };
            v.set_if_neq(if on {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
        return;
    }
    // A previewed line or an earlier position is not the game: its highlights would
    // mislead.
    let busy = animator.is_busy()
        || preview.is_some_and(|p| p.is_active())
        || history.is_some_and(|h| h.is_active());
    let game = session.game();
    let legal = game.legal_moves();
    for (dim, mut v) in &mut dims {
        let playable = !busy && legal.contains(crate::rules::Move::new(dim.0));
        let show = !busy && !playable;
        v.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    let target = if busy {
        None
    } else {
        focus.hovered.or(focus.focused)
    };
    let preview = target
        .map(crate::rules::Move::new)
        .filter(|&m| legal.contains(m))
        .map(|m| game.position().play_unchecked(m, game.rules()).1);
    for (ring, mut v) in &mut rings {
        let on = match ring.1 {
            RingKind::Focus => target == Some(ring.0),
            RingKind::Landing => preview.is_some_and(|r| r.last == ring.0 && r.capture.seeds == 0),
            RingKind::Capture => preview.is_some_and(|r| r.capture.pits().any(|p| p == ring.0)),
            RingKind::Hint => hints
                .as_ref()
                .is_some_and(|h| !busy && h.best(game).map(|m| m.pit()) == Some(ring.0)),
        };
        v.set_if_neq(if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

fn update_names(
    session: Res<GameSession>,
    overlays: BoardOverlays,
    colours: Res<CurrentPalette>,
    language: Res<crate::gui::play::language::LanguageInUse>,
    mut names: Query<(&NameLabel, &mut Text2d, &mut TextColor)>,
) {
    let BoardOverlays {
        preview,
        practice,
        history,
        ..
    } = overlays;
    let overlay_changed = preview.as_ref().is_some_and(|p| p.is_changed())
        || practice.as_ref().is_some_and(|p| p.is_changed())
        || history.as_ref().is_some_and(|h| h.is_changed());
    if !session.is_changed() && !overlay_changed && !colours.is_changed() && !language.is_changed()
    {
        return;
    }
    // An earlier position under review names who was to move there.
    let reviewed = history
        .as_ref()
        .and_then(|h| h.shown())
        .map(|ply| session.game().positions()[ply].to_move());
    // A previewed line or an exercise names who would be to move there.
    let exercise = practice
        .as_ref()
        .filter(|p| p.active)
        .and_then(|p| p.exercise.as_ref());
    let to_move = match (exercise, preview.as_ref().and_then(|p| p.position())) {
        (Some(e), _) => Some(e.position.to_move()),
        (None, Some(p)) => Some(p.to_move()),
        (None, None) => reviewed.or(session.game().to_move()),
    };
    for (label, mut text, mut color) in &mut names {
        let side = label.0;
        let name = session.name(side);
        let value = if to_move == Some(side) {
            t!("status-to-move", name = name)
        } else {
            name.to_string()
        };
        if text.0 != value {
            text.0 = value;
        }
        color.0 = if to_move == Some(side) {
            colours.0.to_move
        } else {
            colours.0.label
        };
    }
}

/// Shows or hides the stores as the rules say, and puts the store counts by the seeds.
fn follow_store_option(
    session: Res<GameSession>,
    mut stores: Query<&mut Visibility, With<StoreView>>,
    mut labels: Query<(&CountLabel, &mut Transform)>,
) {
    if !session.is_changed() {
        return;
    }
    let shown = session.game().rules().stores_shown;
    for mut v in &mut stores {
        v.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    for (label, mut transform) in &mut labels {
        if let Place::Store(side) = label.0 {
            let p = if shown {
                layout::store_count_position(side)
            } else {
                layout::pile_count_position(side)
            };
            transform.translation.x = p.x;
            transform.translation.y = p.y;
        }
    }
}

/// The players' names (and "… to move") are words, in any language: they are written in
/// Noto Sans, so a name in Vietnamese or Thai is written in one face, not pieced together.
fn names_in_sans(
    fonts: Res<crate::gui::assets::fonts::AppFonts>,
    assets: Res<Assets<Font>>,
    mut names: Query<&mut TextFont, With<NameLabel>>,
) {
    let Some(latin) = fonts.latin() else {
        return;
    };
    if !assets.contains(latin.id()) {
        return;
    }
    for mut font in &mut names {
        let wanted = bevy::text::FontSource::Handle(latin.clone());
        if font.font != wanted {
            font.font = wanted;
        }
    }
}
