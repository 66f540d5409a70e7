//! Online matches between two copies of the program: the encrypted connection (iroh's QUIC,
//! with hole punching and relays, addressed by the host's key), the short match code that
//! finds the host, the relay choice, and matches on the same network listed by multicast
//! DNS. The messages and their checks are the core's
//! (`oware_core::net`); this crate carries them.
//!
//! The connection runs on its own tokio runtime; the caller's thread (a command's loop, or
//! the game's frames) takes what arrives from a channel without waiting.

mod code;
mod hall;
mod keep_alive;
mod lan;
mod link;
#[cfg(any(test, feature = "test-network"))]
mod own_network;
mod relay;

pub use code::{CodeError, MatchCode};
pub use hall::{Arrival, Hall, MAX_LINES, host_hall, join_hall, rejoin_hall};
pub use keep_alive::{KeepAlive, Patience, Rejoin, Watch, reconnect};
pub use lan::{
    LanAnnouncement, LanListing, LanMatch, SERVICE, TOURNAMENT_SERVICE, announce, announce_as,
};
pub use link::{
    Carried, Hosting, Incoming, Link, LinkError, NetConfig, carried, host, host_again, join, rejoin,
};
#[cfg(any(test, feature = "test-network"))]
pub use own_network::rerun_in_own_network;
pub use relay::{Relay, RelayError};
