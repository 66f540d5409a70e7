//! `tournament host` and `tournament join`: a tournament on the network without a window.
//! The organizer's program takes the players' connections (many at once), pairs each round
//! and passes every board's games between its two players; a player's program enters under
//! a name and plays every pairing as the engine at a level, each through the match
//! protocol. The organizer keeps its file after every change and takes its tournament up
//! again where it stood when started again with it (docs/protocol.md, *Tournaments on the
//! network*).

mod bench;
mod host;
mod join;
mod probe;
#[cfg(test)]
mod tests;

pub use bench::{BenchArgs, bench};
pub use host::{HostArgs, host, load};
pub use join::{JoinArgs, join};

/// `tournament list`: the tournaments heard on this network within `seconds`, a line
/// each: `NAME (FORMAT[, CLOCK]): CODE`.
pub fn list(seconds: u64, out: &mut dyn std::io::Write) -> Result<(), crate::CliError> {
    let mut listing = oware_net::LanListing::start_for(oware_net::TOURNAMENT_SERVICE)?;
    let until = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while std::time::Instant::now() < until {
        listing.refresh();
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    for t in listing.matches() {
        let clock = t
            .clock
            .as_deref()
            .map(|c| format!(", {c}"))
            .unwrap_or_default();
        writeln!(out, "{} ({}{clock}): {}", t.name, t.game, t.code)?;
    }
    Ok(())
}

use oware_net::{NetConfig, Relay};

/// How to reach the other side: the relay, and whether everything goes through it.
#[derive(Debug, Clone, clap::Args)]
pub struct ReachArgs {
    /// The relay server: `public` (iroh's), `off` (same network only: the code carries the
    /// organizer's addresses) or a relay's URL; the organizer and players give the same.
    #[arg(long, default_value = "public")]
    relay: Relay,
    /// Everything through the relay: the other side never learns this computer's addresses.
    #[arg(long)]
    relay_only: bool,
}

impl ReachArgs {
    fn config(&self) -> NetConfig {
        NetConfig {
            relay: self.relay.clone(),
            relay_only: self.relay_only,
        }
    }
}
