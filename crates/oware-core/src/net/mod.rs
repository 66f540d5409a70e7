//! Playing a friend over the network, the part that knows no network: the messages two
//! programs exchange (versioned, as JSON in length-prefixed frames) and the state of an
//! online match on one side, which checks every message against the rules before it
//! changes anything. The transport (an encrypted connection between the two) is the
//! caller's; see `docs/protocol.md`.

mod clock;
mod events;
mod frame;
mod message;
mod offer;
mod peer;

pub use clock::{CLOCK_TOLERANCE, MatchClock, TimeRanOut};
pub use events::{Event, PeerError};
pub use frame::{FrameError, FrameReader, MAX_FRAME, encode};
pub use message::{MatchOffer, Message};
pub use offer::{control_of, match_of};
pub use peer::{OnlinePeer, game_hash};

/// The protocol's version: a peer that says another one is refused.
pub const PROTOCOL_VERSION: u32 = 2;

/// The protocol's name on the connection (its ALPN). It stays `oware/1` from version to
/// version, so that programs of different versions still connect and the `hello` refuses
/// the other clearly.
pub const ALPN: &[u8] = b"oware/1";

#[cfg(test)]
mod clock_tests;
#[cfg(test)]
mod tests;
