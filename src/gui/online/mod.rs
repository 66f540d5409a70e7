//! Playing a friend on another computer: hosting a match (a short code to give) or joining
//! one, then every move, undo and next game exchanged with the other program through the
//! match protocol, which checks them by the rules on both sides (`oware_core::net`, carried
//! by `oware_net`). The connection lives on threads of its own; the frames only take what
//! arrived.

mod connect;
mod connecting;
mod exchange;
mod in_play;
mod status;
mod words;

pub use status::{Online, OnlineRequest, OnlineStatus};

use bevy::prelude::*;

/// Registers the online match (its window is among the windows).
pub fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_plugins((connect::plugin, exchange::plugin));
}
