//! The board on screen: the scene (wood, pits, stores, counts, names), its themes, the
//! hints drawn over the pits, the pointer and keys that play on it or set it up, and its
//! turn for a player on North.

pub mod carving;
pub mod hint_view;
pub mod input;
pub mod inset;
pub mod parts;
pub mod scene;
pub mod setup_input;
pub mod theme;
pub mod turn;

use bevy::prelude::*;

/// Registers the board on screen and its input.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        theme::plugin,
        input::plugin,
        setup_input::plugin,
        hint_view::plugin,
        turn::plugin,
    ));
}
