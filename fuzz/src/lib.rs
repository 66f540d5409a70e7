//! What the fuzz targets and the seed maker share.

use oware_core::net::MatchOffer;
use oware_core::rules::{MatchFormat, NextStarter, Side};

/// The host's match in the online targets: a best of 3, South first, the host North.
pub fn offer(clock: Option<String>) -> MatchOffer {
    MatchOffer {
        variant: "abapa".into(),
        format: MatchFormat::BestOf3,
        next_starter: NextStarter::Alternate,
        first: Side::South,
        host_plays: Side::North,
        earlier: Vec::new(),
        moves: String::new(),
        hints: false,
        clock,
        clocks: None,
    }
}
