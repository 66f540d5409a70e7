//! The scene on screen: the camera, the board fitted beside the panels, and what follows the
//! game on every frame: counts, names, the stores as the rules say. Also the highlights: dimmed
//! pits, the hovered or focused pit, where its last seed would land and what it would capture.

use crate::gui::board::carving;
use crate::gui::board::inset::BoardInset;
use crate::gui::board::parts::{
    BoardCamera, BoardFocus, CountLabel, NameLabel, PitDim, PitRing, PitView, RingKind, StoreView,
    built_with,
};
use crate::gui::board::theme::CurrentPalette;
use crate::gui::computer::hints::BoardHints;
use crate::gui::game::session::GameSession;
use crate::gui::modes::practice::Practice;
use crate::gui::modes::setup::PositionSetup;
use crate::gui::settings::AppSettings;
use crate::gui::sowing::animation::Animator;
use crate::gui::sowing::layout;
use crate::gui::sowing::seeds::{Place, Seed, counts};
use crate::gui::state::BoardMode;
use crate::t;
use bevy::camera::ScalingMode;
use bevy::prelude::*;

/// Registers the scene and its updates.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardFocus>()
        .init_resource::<BoardInset>()
        .insert_resource(ClearColor(built_with().cloth))
        .add_systems(Startup, (spawn_camera, carving::spawn_board))
        .add_systems(
            Update,
            (
                carving::dress_new_seeds,
                update_counts,
                update_highlights.run_if(crate::gui::state::playing),
                update_names.run_if(crate::gui::state::playing),
                follow_store_option,
                fit_board_beside_panels,
                names_in_sans,
                pits_for_a_child,
            )
                .in_set(crate::gui::state::BoardSet::View),
        );
}

/// How much larger the pits are in a child's mode (a larger mark to click; the rims stay
/// apart by 8 pixels of wood).
const CHILD_PIT_SCALE: f32 = 1.08;
/// How much further from its pit a child's larger count stands, so as not to touch it.
pub const CHILD_COUNT_SHIFT: f32 = 12.0;

/// A child's pits are larger, and their counts stand a little further out (as the players
/// change: one picked, one made a child).
pub fn pits_for_a_child(
    players: Res<crate::gui::players::Players>,
    mut pits: Query<&mut Transform, With<PitView>>,
    mut labels: Query<(&CountLabel, &mut Transform), Without<PitView>>,
) {
    if !players.is_changed() {
        return;
    }
    let child = players.child_mode();
    let scale = if child { CHILD_PIT_SCALE } else { 1.0 };
    for mut pit in &mut pits {
        if (pit.scale.x - scale).abs() > 0.001 {
            pit.scale = Vec3::new(scale, scale, 1.0);
        }
    }
    for (label, mut at) in &mut labels {
        let Place::Pit(pit) = label.0 else {
            continue;
        };
        let home = layout::pit_count_position(pit);
        let out = if child { CHILD_COUNT_SHIFT } else { 0.0 };
        let y = home.y + out * (home.y - layout::pit_center(pit).y).signum();
        if (at.translation.y - y).abs() > 0.01 {
            at.translation.y = y;
        }
    }
}

/// Where the camera looks above the board's centre: the board sits a little below the
/// window's centre, as the menu bar takes its top.
const BOARD_LIFT: f32 = 22.0;

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
        Transform::from_xyz(0.0, BOARD_LIFT, 0.0),
        // Multisampling is what software renderers pay most for; the shapes are large and
        // their edges sit on similar colours.
        bevy::render::view::Msaa::Off,
    ));
}

/// Fits the board into the part of the window the panels leave: a wider world area is
/// shown, and the camera moves so the board sits left of a right-hand panel.
fn fit_board_beside_panels(
    inset: Res<BoardInset>,
    turned: Res<crate::gui::board::turn::BoardTurned>,
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
    let (left, right) = inset.sides_in_pixels();
    // The board fits between the panels, however little they leave (a board partly under
    // a panel hides the pits a task speaks of); the history gives way to keep it readable.
    let room = (w - left - right).max(120.0);
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
    // A turned camera sees the world about its own place: it moves to the mirror place so
    // that the board stays where it was on screen.
    let turned = *turned;
    let (x, y) = if turned.0 {
        (-x, -BOARD_LIFT)
    } else {
        (x, BOARD_LIFT)
    };
    if (transform.translation.x - x).abs() > 0.01 || (transform.translation.y - y).abs() > 0.01 {
        transform.translation.x = x;
        transform.translation.y = y;
    }
    if transform.rotation != turned.rotation() {
        transform.rotation = turned.rotation();
    }
}

fn update_counts(
    seeds: Query<&Seed>,
    settings: Res<AppSettings>,
    (practice, keys): (Res<Practice>, Res<ButtonInput<KeyCode>>),
    (setup, learning): (
        Res<PositionSetup>,
        Res<crate::gui::modes::learning::Learning>,
    ),
    mut labels: Query<(&CountLabel, &mut Text2d, &mut Visibility)>,
) {
    // A position being set up always shows its counts, exactly; so do lessons and puzzles,
    // which speak of them.
    let setting_up = setup.is_active() || learning.active;
    // Counting practice hides the counts until the answer is given.
    let practising = practice.active;
    let hidden = practice.awaiting_answer();
    // With reduced motion the counts say what the animation no longer shows.
    let show = (settings.show_counts || settings.reduced_motion || setting_up) && !hidden;
    // Counting by hand: a pit above the limit shows `?` until Space is held.
    let holding = keys.pressed(KeyCode::Space);
    let limit = settings
        .count_by_hand
        .filter(|_| !practising && !holding && !setting_up);
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
    hints: Res<'w, BoardHints>,
    modes: crate::gui::modes::board_mode::BoardModes<'w>,
}

fn update_highlights(
    session: Res<GameSession>,
    focus: Res<BoardFocus>,
    animator: Res<Animator>,
    overlays: BoardOverlays,
    mut dims: Query<(&PitDim, &mut Visibility), Without<PitRing>>,
    mut rings: Query<(&PitRing, &mut Visibility), Without<PitDim>>,
) {
    let BoardOverlays { hints, modes } = overlays;
    let practice = &modes.practice;
    if matches!(modes.current(), BoardMode::Setup | BoardMode::Learn) {
        // A set-up, a lesson or a puzzle rings the pit under the pointer or chosen with the
        // keys; nothing else (where a seed would land is the lesson's question).
        let target = focus.hovered.or(focus.focused);
        for (_, mut v) in &mut dims {
            v.set_if_neq(Visibility::Hidden);
        }
        for (ring, mut v) in &mut rings {
            let on = ring.1 == RingKind::Focus && target == Some(ring.0);
            v.set_if_neq(if on {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
        return;
    }
    if let Some(exercise) = practice.exercise.as_ref().filter(|_| practice.active) {
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
    let busy = animator.is_busy() || modes.current() != BoardMode::Game;
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
        ringed_pit(focus.hovered, focus.focused, session.person_to_move())
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
            RingKind::Hint => !busy && hints.best(game).map(|m| m.pit()) == Some(ring.0),
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
    language: Res<crate::gui::settings::language::LanguageInUse>,
    mut names: Query<(&NameLabel, &mut Text2d, &mut TextColor)>,
) {
    let modes = overlays.modes;
    if !session.is_changed() && !modes.changed() && !colours.is_changed() && !language.is_changed()
    {
        return;
    }
    let to_move = modes.to_move_shown(session.game());
    // A lesson or a puzzle names its sides, not the game's players.
    let learning = modes.learning.position();
    for (label, mut text, mut color) in &mut names {
        let side = label.0;
        let name = if learning.is_some() {
            crate::gui::words::side_name(side)
        } else {
            session.name(side).to_string()
        };
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

/// The texts on the board written in words (rather than numbers and letters).
type WordsOnBoard = Or<(
    With<NameLabel>,
    With<crate::gui::sowing::counting_aloud::CountingWords>,
)>;

/// The players' names (and "… to move") and a child's counting words are words, in any
/// language: they are written in
/// Noto Sans, so a name in Vietnamese or Thai is written in one face, not pieced together.
fn names_in_sans(
    fonts: Res<crate::gui::assets::fonts::AppFonts>,
    assets: Res<Assets<Font>>,
    mut names: Query<&mut TextFont, WordsOnBoard>,
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

/// The pit the board rings in a game: the one under the pointer, else the one chosen with
/// the keys while it is the side to move's (a ring left on the last mover's pit would point
/// at a pit the player to move cannot play).
fn ringed_pit(
    hovered: Option<crate::rules::Pit>,
    focused: Option<crate::rules::Pit>,
    to_move: Option<crate::rules::Side>,
) -> Option<crate::rules::Pit> {
    hovered.or(focused.filter(|p| Some(p.side()) == to_move))
}

#[cfg(test)]
mod ring_tests {
    use super::ringed_pit;
    use crate::rules::{Pit, Side};

    #[test]
    fn the_keyboard_ring_follows_the_side_to_move() {
        let a = Pit::from_letter('A');
        let c = Pit::from_letter('c');
        assert_eq!(ringed_pit(None, a, Some(Side::South)), a);
        assert_eq!(
            ringed_pit(None, a, Some(Side::North)),
            None,
            "not on South's pit"
        );
        assert_eq!(
            ringed_pit(c, a, Some(Side::North)),
            c,
            "the pointer's pit first"
        );
        assert_eq!(ringed_pit(None, a, None), None);
    }
}
