//! Seeds as entities: where each one rests, and laying them all out from the rules state.

use crate::gui::game::session::GameSession;
use crate::gui::sowing::layout::{self, z};
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use rand::{RngExt, SeedableRng};

/// Where a seed rests: a pit or a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A pit (house).
    Pit(Pit),
    /// A player's store.
    Store(Side),
}

impl Place {
    /// Every place: the 12 pits, then South's and North's stores.
    pub fn all() -> impl Iterator<Item = Place> {
        Pit::ALL
            .into_iter()
            .map(Place::Pit)
            .chain(Side::BOTH.into_iter().map(Place::Store))
    }
}

/// One seed. `place` and `slot` say where it rests; while `lifted` it is in a hand or in the
/// air and counts nowhere.
#[derive(Component, Debug, Clone, Copy)]
pub struct Seed {
    /// Where it rests (or last rested, while lifted).
    pub place: Place,
    /// Its position in that place's layout.
    pub slot: usize,
    /// In a hand or in flight: not counted in any place.
    pub lifted: bool,
    /// A small fixed offset so no two heaps look alike.
    pub jitter: Vec2,
    /// Its resting angle.
    pub angle: f32,
    /// Its colour shade, 0..1 (used by the view).
    pub shade: f32,
}

/// The translation of a seed resting at `place`, `slot`. Without stores shown, captured
/// seeds lie in piles beside the board.
pub fn rest_translation(place: Place, slot: usize, jitter: Vec2, stores_shown: bool) -> Vec3 {
    let (offset, layer, centre) = match place {
        Place::Pit(p) => {
            let (o, l) = layout::pit_slot(slot);
            (o, l, layout::pit_center(p))
        }
        Place::Store(s) if stores_shown => {
            let (o, l) = layout::store_slot(slot);
            (o, l, layout::store_center(s))
        }
        Place::Store(s) => (layout::pile_slot(slot, s), 0.0, layout::pile_center(s)),
    };
    let p = centre + offset + jitter;
    // Later slots sit higher in the heap and a little in front.
    Vec3::new(p.x, p.y, z::SEED + layer * 2.0 + slot as f32 * 0.01)
}

/// How many resting (not lifted) seeds each place holds.
pub fn counts<'a>(seeds: impl Iterator<Item = &'a Seed>) -> ([u8; 12], [u8; 2]) {
    let mut pits = [0u8; 12];
    let mut stores = [0u8; 2];
    for seed in seeds.filter(|s| !s.lifted) {
        match seed.place {
            Place::Pit(p) => pits[p.index()] += 1,
            Place::Store(s) => stores[s.index()] += 1,
        }
    }
    (pits, stores)
}

/// Registers seed spawning.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_seeds);
}

fn spawn_seeds(mut commands: Commands, session: Res<GameSession>) {
    let (pits, stores) = session.shown_contents();
    spawn_all(
        &mut commands,
        &pits,
        &stores,
        session.game().rules().stores_shown,
    );
}

fn spawn_all(commands: &mut Commands, pits: &[u8; 12], stores: &[u8; 2], stores_shown: bool) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a5e);
    let mut places: Vec<(Place, u8)> = Pit::ALL
        .iter()
        .map(|&p| (Place::Pit(p), pits[p.index()]))
        .collect();
    places.extend(
        Side::BOTH
            .iter()
            .map(|&s| (Place::Store(s), stores[s.index()])),
    );
    for (place, n) in places {
        for slot in 0..n as usize {
            let jitter = Vec2::new(rng.random_range(-2.0..2.0), rng.random_range(-2.0..2.0));
            let seed = Seed {
                place,
                slot,
                lifted: false,
                jitter,
                angle: rng.random_range(0.0..std::f32::consts::PI),
                shade: rng.random_range(0.0..1.0),
            };
            commands.spawn((
                seed,
                Transform::from_translation(rest_translation(place, slot, jitter, stores_shown))
                    .with_rotation(Quat::from_rotation_z(seed.angle)),
                Visibility::default(),
            ));
        }
    }
}

/// Pits and stores as the board shows them.
pub type Contents = ([u8; 12], [u8; 2]);

/// What the board shows instead of the game, while something else is on it (a previewed
/// line, a counting exercise): the seeds rest there, and an animation must end there.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardOverride(pub Option<Contents>);

/// What the board should show once every animation has played: the override, else the
/// game.
pub fn expected_contents(session: &GameSession, board: &BoardOverride) -> Contents {
    board.0.unwrap_or_else(|| session.shown_contents())
}

/// Puts every seed where the board should show it, at once. Seeds are re-used; if the total
/// changed (another variant), they are spawned anew.
pub fn lay_out(
    commands: &mut Commands,
    session: &GameSession,
    board: &BoardOverride,
    seeds: &mut Query<(Entity, &mut Seed, &mut Transform)>,
) {
    let (pits, stores) = expected_contents(session, board);
    let stores_shown = session.game().rules().stores_shown;
    lay_out_contents(commands, (&pits, &stores), stores_shown, seeds);
}

/// Puts every seed at once where `contents` (pits, stores) says: the game's position, or a
/// preview of a line.
pub fn lay_out_contents(
    commands: &mut Commands,
    (pits, stores): (&[u8; 12], &[u8; 2]),
    stores_shown: bool,
    seeds: &mut Query<(Entity, &mut Seed, &mut Transform)>,
) {
    let total: usize = pits.iter().chain(stores.iter()).map(|&n| n as usize).sum();
    if seeds.iter().count() != total {
        for (e, _, _) in seeds.iter() {
            commands.entity(e).despawn();
        }
        spawn_all(commands, pits, stores, stores_shown);
        return;
    }
    let mut targets = Vec::with_capacity(total);
    for place in Place::all() {
        let n = match place {
            Place::Pit(p) => pits[p.index()],
            Place::Store(s) => stores[s.index()],
        };
        targets.extend((0..n as usize).map(|slot| (place, slot)));
    }
    for ((_, mut seed, mut transform), (place, slot)) in seeds.iter_mut().zip(targets) {
        seed.place = place;
        seed.slot = slot;
        seed.lifted = false;
        transform.translation = rest_translation(place, slot, seed.jitter, stores_shown);
        transform.rotation = Quat::from_rotation_z(seed.angle);
        transform.scale = Vec3::ONE;
    }
}
