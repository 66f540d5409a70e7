//! A tournament on the network, as one of its players: entering the organizer's hall (from
//! the list on this network or by its code), each round's board played on the board as an
//! online match whose messages the organizer carries, its result reported, and the
//! standings between rounds. The seat's protocol is the core's
//! (`tournament::hall::Seat`); the line to the organizer runs on threads of its own, and
//! the frames take what arrived.

mod follow;
mod hall_line;
mod seat;

pub use seat::{RoundLine, RoundPlay, Tournament, TournamentRequest};

use bevy::prelude::*;

/// Registers the tournament's seat (its window is among the windows).
pub fn plugin(app: &mut App) {
    app.init_resource::<Tournament>()
        .add_message::<TournamentRequest>()
        .add_systems(
            Update,
            (follow::requests, follow::follow_hall)
                .chain()
                .after(crate::gui::state::BoardSet::Session),
        );
}
