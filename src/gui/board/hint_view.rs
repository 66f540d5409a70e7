//! The hints drawn on the board: over each legal pit of the person to move, its move's value
//! (`+3`, `=`, `-2` seeds expected, or `Win +5` / `Draw` / `Loss -3` when proven); an arrow
//! pointing at the best move (a shape, not only a colour); and on the mover's pits the
//! opponent could capture next move, a red diamond with the seeds at stake.

use crate::ai::MoveHint;
use crate::gui::computer::hints::{BoardHints, hints_in_words, hints_on};
use crate::gui::game::session::GameSession;
use crate::gui::modes::learning::Learning;
use crate::gui::settings::AppSettings;
use crate::gui::sowing::animation::Animator;
use crate::gui::sowing::layout::{self, z};
use crate::gui::state::{BoardMode, board_shows_game};
use crate::gui::words::hint_word;
use crate::rules::{Pit, Side};
use crate::t;
use bevy::picking::Pickable;
use bevy::prelude::*;

/// A pit's value pill (backing and text).
#[derive(Component, Debug, Clone, Copy)]
struct ValuePill(Pit);

/// The text inside a value pill.
#[derive(Component, Debug, Clone, Copy)]
struct ValueText(Pit);

/// The arrow pointing at the best move.
#[derive(Component, Debug, Clone, Copy)]
struct BestArrow(Pit);

/// A threat badge (diamond and number).
#[derive(Component, Debug, Clone, Copy)]
struct ThreatBadge(Pit);

/// The number inside a threat badge.
#[derive(Component, Debug, Clone, Copy)]
struct ThreatText(Pit);

mod palette {
    use bevy::prelude::Color;
    pub const PILL: Color = Color::srgba(0.05, 0.04, 0.03, 0.82);
    pub const BEST_PILL: Color = Color::srgba(0.10, 0.22, 0.42, 0.92);
    pub const GOOD: Color = Color::srgb(0.62, 0.95, 0.62);
    pub const EVEN: Color = Color::srgb(0.95, 0.93, 0.88);
    pub const BAD: Color = Color::srgb(1.0, 0.62, 0.55);
    pub const BEST: Color = Color::srgb(0.55, 0.80, 1.0);
    pub const THREAT: Color = Color::srgb(0.86, 0.16, 0.12);
    pub const THREAT_TEXT: Color = Color::srgb(1.0, 1.0, 1.0);
}

/// Registers the hint view.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PitMarks>()
        .add_systems(Startup, spawn_hint_view)
        .add_systems(
            Update,
            (
                mark_pits.run_if(crate::gui::state::playing),
                (show_values, show_best_arrow, show_threats),
            )
                .chain()
                .in_set(crate::gui::state::BoardSet::View),
        );
}

/// Where a pit's value pill sits: on the pit's edge facing the other row, over the seeds.
fn pill_position(pit: Pit) -> Vec2 {
    let c = layout::pit_center(pit);
    let inward = if pit.side() == Side::South { 1.0 } else { -1.0 };
    Vec2::new(c.x, c.y + inward * (layout::PIT_RADIUS - 14.0))
}

/// Where the best-move arrow sits: between the rows, pointing at the pit.
fn arrow_position(pit: Pit) -> Vec2 {
    let c = layout::pit_center(pit);
    let inward = if pit.side() == Side::South { 1.0 } else { -1.0 };
    Vec2::new(c.x, c.y + inward * (layout::PIT_RADIUS + 22.0))
}

/// Where a threat badge sits: on the pit's outer corner.
fn badge_position(pit: Pit) -> Vec2 {
    let c = layout::pit_center(pit);
    let outward = if pit.side() == Side::South { -1.0 } else { 1.0 };
    Vec2::new(c.x - 50.0, c.y + outward * 50.0)
}

fn label(size: f32, color: Color) -> impl Bundle {
    (
        Text2d::new(""),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
        Pickable::IGNORE,
    )
}

fn spawn_hint_view(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let pill = meshes.add(Capsule2d::new(19.0, 58.0));
    let pill_mat = materials.add(ColorMaterial::from_color(palette::PILL));
    commands.insert_resource(PillLooks {
        plain: pill_mat.clone(),
        best: materials.add(ColorMaterial::from_color(palette::BEST_PILL)),
    });
    let arrow = meshes.add(Triangle2d::new(
        Vec2::new(0.0, -13.0),
        Vec2::new(-15.0, 11.0),
        Vec2::new(15.0, 11.0),
    ));
    let arrow_mat = materials.add(ColorMaterial::from_color(palette::BEST));
    let diamond = meshes.add(Rhombus::new(40.0, 40.0));
    let diamond_mat = materials.add(ColorMaterial::from_color(palette::THREAT));
    let upright = Quat::from_rotation_z(std::f32::consts::FRAC_PI_2);
    for pit in Pit::ALL {
        let p = pill_position(pit);
        commands
            .spawn((
                ValuePill(pit),
                Mesh2d(pill.clone()),
                MeshMaterial2d(pill_mat.clone()),
                Transform::from_xyz(p.x, p.y, z::LABEL - 1.0).with_rotation(upright),
                Visibility::Hidden,
                Pickable::IGNORE,
            ))
            .with_children(|c| {
                c.spawn((
                    ValueText(pit),
                    label(28.0, palette::EVEN),
                    // Undo the pill's turn so the text reads across.
                    Transform::from_xyz(0.0, 0.0, 0.5).with_rotation(upright.inverse()),
                ));
            });
        let a = arrow_position(pit);
        // The triangle points down; North's arrow is turned to point up at its pit.
        let turn = if pit.side() == Side::South {
            Quat::IDENTITY
        } else {
            Quat::from_rotation_z(std::f32::consts::PI)
        };
        commands.spawn((
            BestArrow(pit),
            Mesh2d(arrow.clone()),
            MeshMaterial2d(arrow_mat.clone()),
            Transform::from_xyz(a.x, a.y, z::LABEL).with_rotation(turn),
            Visibility::Hidden,
            Pickable::IGNORE,
        ));
        let b = badge_position(pit);
        commands
            .spawn((
                ThreatBadge(pit),
                Mesh2d(diamond.clone()),
                MeshMaterial2d(diamond_mat.clone()),
                Transform::from_xyz(b.x, b.y, z::LABEL - 1.0),
                Visibility::Hidden,
                Pickable::IGNORE,
            ))
            .with_children(|c| {
                c.spawn((
                    ThreatText(pit),
                    label(22.0, palette::THREAT_TEXT),
                    Transform::from_xyz(0.0, 0.0, 0.5),
                ));
            });
    }
}

/// A move's value as shown: whole seeds expected, or the proven result with its margin.
pub fn value_text(hint: &MoveHint) -> String {
    let seeds = (f64::from(hint.cp) / 100.0).round() as i64;
    if hint.exact() {
        match seeds.signum() {
            1 => t!("hint-value-win", seeds = format!("+{seeds}")),
            -1 => t!("hint-value-loss", seeds = seeds.to_string()),
            _ => t!("hint-value-draw"),
        }
    } else if seeds == 0 {
        "=".to_string()
    } else {
        format!("{seeds:+}")
    }
}

fn value_colour(hint: &MoveHint, best: bool) -> Color {
    if best {
        return palette::BEST;
    }
    match ((f64::from(hint.cp) / 100.0).round() as i64).signum() {
        1 => palette::GOOD,
        -1 => palette::BAD,
        _ => palette::EVEN,
    }
}

/// What the hint view shows for one pit.
#[derive(Debug, Default, Clone, PartialEq)]
struct PitMark {
    /// The value, its colour, and whether the move is the best.
    value: Option<(String, Color, bool)>,
    /// Seeds the opponent could capture from this pit next move.
    threat: Option<u8>,
}

/// What every pit shows, worked out once a frame, and whether the values are words.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
struct PitMarks([PitMark; 12], bool);

/// The size of a value's writing: numbers large, words (a beginner's hints) smaller so
/// that "takes 2" fits its pill.
fn value_font(words: bool) -> f32 {
    if words { 19.0 } else { 28.0 }
}

/// The two looks of a value pill.
#[derive(Resource, Debug, Clone)]
struct PillLooks {
    plain: Handle<ColorMaterial>,
    best: Handle<ColorMaterial>,
}

fn mark_pits(
    session: Res<GameSession>,
    (settings, learning): (Res<AppSettings>, Res<Learning>),
    hints: Res<BoardHints>,
    (animator, mode): (Res<Animator>, Res<State<BoardMode>>),
    mut marks: ResMut<PitMarks>,
) {
    let game = session.game();
    // Hints are for the game: not for a previewed line or an earlier position.
    let shown = hints_on(&hints, &settings) && !animator.is_busy() && board_shows_game(mode);
    let mut next = PitMarks::default();
    if shown {
        if let Some((_, moves)) = hints.for_game(game) {
            let words = hints_in_words(&settings, &session, learning.first_game.is_some());
            next.1 = words;
            let best = moves.first().map(|h| h.mv);
            for h in moves {
                let is_best = Some(h.mv) == best;
                let text = if words { hint_word(h) } else { value_text(h) };
                next.0[h.mv.pit().index()].value = Some((text, value_colour(h, is_best), is_best));
            }
        }
        for &(pit, seeds) in hints.threats(game) {
            next.0[pit.index()].threat = Some(seeds);
        }
    }
    if *marks != next {
        *marks = next;
    }
}

fn show_values(
    marks: Res<PitMarks>,
    looks: Res<PillLooks>,
    mut pills: Query<(
        &ValuePill,
        &mut Visibility,
        &mut MeshMaterial2d<ColorMaterial>,
    )>,
    mut texts: Query<(&ValueText, &mut Text2d, &mut TextColor, &mut TextFont)>,
) {
    if !marks.is_changed() {
        return;
    }
    let size = FontSize::Px(value_font(marks.1));
    for (pill, mut visibility, mut material) in &mut pills {
        let value = &marks.0[pill.0.index()].value;
        visibility.set_if_neq(visible(value.is_some()));
        let best = value.as_ref().is_some_and(|v| v.2);
        let wanted = if best { &looks.best } else { &looks.plain };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
    for (text, mut content, mut colour, mut font) in &mut texts {
        if font.font_size != size {
            font.font_size = size;
        }
        if let Some((value, c, _)) = &marks.0[text.0.index()].value {
            if content.0 != *value {
                content.0.clone_from(value);
            }
            colour.0 = *c;
        }
    }
}

fn show_best_arrow(marks: Res<PitMarks>, mut arrows: Query<(&BestArrow, &mut Visibility)>) {
    if !marks.is_changed() {
        return;
    }
    for (arrow, mut visibility) in &mut arrows {
        let best = marks.0[arrow.0.index()].value.as_ref().is_some_and(|v| v.2);
        visibility.set_if_neq(visible(best));
    }
}

fn show_threats(
    marks: Res<PitMarks>,
    mut badges: Query<(&ThreatBadge, &mut Visibility)>,
    mut texts: Query<(&ThreatText, &mut Text2d)>,
) {
    if !marks.is_changed() {
        return;
    }
    for (badge, mut visibility) in &mut badges {
        visibility.set_if_neq(visible(marks.0[badge.0.index()].threat.is_some()));
    }
    for (text, mut content) in &mut texts {
        if let Some(seeds) = marks.0[text.0.index()].threat {
            let value = seeds.to_string();
            if content.0 != value {
                content.0 = value;
            }
        }
    }
}

fn visible(on: bool) -> Visibility {
    if on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}
