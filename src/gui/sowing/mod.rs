//! The seeds on the board as entities and their flight, without drawing the board: where
//! pits and stores stand (`layout`), a seed per seed of the game (`seeds`), each move sown
//! seed by seed and each capture flown to the store (`animation`), and a child's counting
//! aloud as the seeds land (`counting_aloud`).

pub mod animation;
pub mod counting_aloud;
pub mod layout;
pub mod seeds;

use bevy::prelude::*;

/// Registers the seeds, their animation and the counting aloud.
pub fn plugin(app: &mut App) {
    app.add_plugins((seeds::plugin, animation::plugin, counting_aloud::plugin));
}
