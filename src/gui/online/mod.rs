//! Playing a friend on another computer: hosting a match (a short code to give) or joining
//! one, then every move, undo and next game exchanged with the other program through the
//! match protocol, which checks them by the rules on both sides (`oware_core::net`, carried
//! by `oware_net`). The connection lives on threads of its own; the frames only take what
//! arrived.

mod connect;
mod connecting;
mod exchange;
mod in_play;
mod listing;
mod status;
mod words;

pub(crate) use connecting::net_config;
pub use listing::NetworkListing;
pub use status::{CarriedEnd, KeepSeatOnExit, Online, OnlineRequest, OnlineStatus};
pub(crate) use words::{link_error, peer_error};

use bevy::prelude::*;

/// Whether the *Play online* window listens for matches hosted on the same network (multicast
/// DNS). Not for a screenshot, which sends nothing beyond this machine.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListenOnTheNetwork(pub bool);

impl Default for ListenOnTheNetwork {
    fn default() -> Self {
        ListenOnTheNetwork(true)
    }
}

/// Registers the online match (its window is among the windows).
pub fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .init_resource::<KeepSeatOnExit>()
        .init_resource::<ListenOnTheNetwork>()
        .add_plugins((connect::plugin, exchange::plugin));
}
