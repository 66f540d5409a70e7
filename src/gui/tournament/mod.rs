//! A tournament on the network. As one of its players: entering the organizer's hall (from
//! the list on this network or by its code), each round's board played on the board as an
//! online match whose messages the organizer carries, its result reported, and the
//! standings between rounds. As its organizer (`desk`): the hall hosted here, the rounds
//! started, results decided, every board seen live, the file kept after every change. The seat's protocol is the core's
//! (`tournament::hall::Seat`); the line to the organizer runs on threads of its own, and
//! the frames take what arrived.

mod desk;
mod follow;
mod hall_line;
mod seat;

pub use desk::{Desk, DeskRequest, HostChoices, tournaments_folder, unfinished};
pub use seat::{RoundLine, RoundPlay, Tournament, TournamentRequest, kept_seat, kept_seat_file};

use bevy::prelude::*;

/// Registers the tournament's seat (its window is among the windows).
pub fn plugin(app: &mut App) {
    app.init_resource::<Tournament>()
        .init_resource::<Desk>()
        .add_message::<TournamentRequest>()
        .add_message::<DeskRequest>()
        .add_systems(
            Update,
            (
                (follow::requests, follow::follow_hall).chain(),
                (desk::desk_requests, desk::follow_desk).chain(),
            )
                .after(crate::gui::state::BoardSet::Session),
        );
}
