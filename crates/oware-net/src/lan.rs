//! Matches hosted on the same network, listed without a code: the host announces its match
//! by multicast DNS (DNS-SD, service `_oware._udp.local.`) with the player's name, the match
//! and its code with the host's addresses; a guest's program lists what it hears. Anyone on
//! the network can join a match announced so.

use crate::{LinkError, MatchCode};
use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};
use rand::RngExt;

/// The DNS-SD service type of a hosted match.
pub const SERVICE: &str = "_oware._udp.local.";

/// The DNS-SD service type of a hosted tournament (its own, so that a match list does not
/// offer it).
pub const TOURNAMENT_SERVICE: &str = "_oware-event._udp.local.";

fn mdns(e: mdns_sd::Error) -> LinkError {
    LinkError::Network(format!("multicast DNS: {e}"))
}

/// A match announced on the network, while this lives.
pub struct LanAnnouncement {
    daemon: ServiceDaemon,
    fullname: String,
}

/// Announces a hosted match: the host's `name`, a word for the `game` (the match format, as
/// the receiving program reads it), its `clock` (a time control in the PGN form, if the
/// match has clocks) and the `code` with the host's addresses.
pub fn announce(
    name: &str,
    game: &str,
    clock: Option<&str>,
    code: &MatchCode,
) -> Result<LanAnnouncement, LinkError> {
    announce_as(SERVICE, name, game, clock, code)
}

/// The same, as a service of type `service` ([`SERVICE`], [`TOURNAMENT_SERVICE`]).
pub fn announce_as(
    service: &str,
    name: &str,
    game: &str,
    clock: Option<&str>,
    code: &MatchCode,
) -> Result<LanAnnouncement, LinkError> {
    let daemon = ServiceDaemon::new().map_err(mdns)?;
    let tag: u32 = rand::rng().random();
    let instance = format!("{} {tag:08x}", name.chars().take(30).collect::<String>());
    let host = format!("oware-{tag:08x}.local.");
    let code = code.to_string();
    let mut properties = vec![("name", name), ("game", game), ("code", code.as_str())];
    if let Some(clock) = clock {
        properties.push(("clock", clock));
    }
    let info = ServiceInfo::new(service, &instance, &host, "", 9, &properties[..])
        .map_err(mdns)?
        .enable_addr_auto();
    let fullname = info.get_fullname().to_string();
    daemon.register(info).map_err(mdns)?;
    Ok(LanAnnouncement { daemon, fullname })
}

impl Drop for LanAnnouncement {
    fn drop(&mut self) {
        // Both answer later, on the daemon's thread; nothing to wait for.
        let _ = self.daemon.unregister(&self.fullname);
        let _ = self.daemon.shutdown();
    }
}

/// A match heard on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanMatch {
    /// The host's name.
    pub name: String,
    /// The word the host gave for the match (its format).
    pub game: String,
    /// The match's time control in the PGN form, if the host gave one.
    pub clock: Option<String>,
    /// The code to join it (with the host's addresses).
    pub code: String,
    fullname: String,
}

/// The matches heard on the network, kept up to date by [`LanListing::refresh`].
pub struct LanListing {
    daemon: ServiceDaemon,
    events: mdns_sd::Receiver<ServiceEvent>,
    matches: Vec<LanMatch>,
}

impl LanListing {
    /// Starts listening.
    pub fn start() -> Result<LanListing, LinkError> {
        LanListing::start_for(SERVICE)
    }

    /// Starts listening for the services of type `service`.
    pub fn start_for(service: &str) -> Result<LanListing, LinkError> {
        let daemon = ServiceDaemon::new().map_err(mdns)?;
        let events = daemon.browse(service).map_err(mdns)?;
        Ok(LanListing {
            daemon,
            events,
            matches: Vec::new(),
        })
    }

    /// Takes what was heard since; true when the list changed. Announcements whose code
    /// cannot be read, or whose name is empty, are left out.
    pub fn refresh(&mut self) -> bool {
        let mut changed = false;
        while let Ok(event) = self.events.try_recv() {
            match event {
                ServiceEvent::ServiceResolved(found) => {
                    let text = |key: &str| {
                        found
                            .txt_properties
                            .get_property_val_str(key)
                            .map(|v| oware_core::rules::shortened(v.trim()))
                            .unwrap_or_default()
                    };
                    let code = text("code");
                    let name = text("name");
                    if name.is_empty() || code.parse::<MatchCode>().is_err() {
                        continue;
                    }
                    self.matches.retain(|m| m.fullname != found.fullname);
                    self.matches.push(LanMatch {
                        name,
                        game: text("game"),
                        clock: Some(text("clock")).filter(|c| !c.is_empty()),
                        code,
                        fullname: found.fullname.clone(),
                    });
                    changed = true;
                }
                ServiceEvent::ServiceRemoved(_, fullname) => {
                    let before = self.matches.len();
                    self.matches.retain(|m| m.fullname != fullname);
                    changed |= self.matches.len() != before;
                }
                _ => {}
            }
        }
        changed
    }

    /// The matches heard, oldest first.
    pub fn matches(&self) -> &[LanMatch] {
        &self.matches
    }
}

impl Drop for LanListing {
    fn drop(&mut self) {
        let _ = self.daemon.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn a_match_announced_is_heard_with_its_code_and_gone_once_the_announcement_ends() {
        if !crate::rerun_in_own_network(
            "lan::tests::a_match_announced_is_heard_with_its_code_and_gone_once_the_announcement_ends",
        ) {
            return;
        }
        let code: MatchCode = "7K3M-Q9XD-2HVA-ZR6B@192.0.2.7:40000"
            .parse()
            .expect("a code");
        let mut listing = LanListing::start().expect("listening");
        let announced = announce("Ama", "BestOf3", Some("180+2"), &code).expect("announced");
        let deadline = Instant::now() + Duration::from_secs(20);
        let heard = loop {
            listing.refresh();
            if let Some(m) = listing
                .matches()
                .iter()
                .find(|m| m.code == code.to_string())
            {
                break m.clone();
            }
            assert!(Instant::now() < deadline, "the match was never heard");
            std::thread::sleep(Duration::from_millis(50));
        };
        assert_eq!(
            (
                heard.name.as_str(),
                heard.game.as_str(),
                heard.clock.as_deref()
            ),
            ("Ama", "BestOf3", Some("180+2"))
        );
        drop(announced);
        let deadline = Instant::now() + Duration::from_secs(20);
        while listing.matches().iter().any(|m| m.code == heard.code) {
            assert!(
                Instant::now() < deadline,
                "the match was never taken off the list"
            );
            listing.refresh();
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    #[test]
    fn a_tournament_is_heard_on_its_own_service_and_not_among_the_matches() {
        if !crate::rerun_in_own_network(
            "lan::tests::a_tournament_is_heard_on_its_own_service_and_not_among_the_matches",
        ) {
            return;
        }
        let code: MatchCode = "8NNT-18KV-DNAR-XA8X@192.0.2.7:40001"
            .parse()
            .expect("a code");
        let mut tournaments = LanListing::start_for(TOURNAMENT_SERVICE).expect("listening");
        let mut matches = LanListing::start().expect("listening");
        let _announced = announce_as(TOURNAMENT_SERVICE, "Club night", "Single", None, &code)
            .expect("announced");
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            tournaments.refresh();
            if tournaments
                .matches()
                .iter()
                .any(|t| t.code == code.to_string() && t.name == "Club night")
            {
                break;
            }
            assert!(Instant::now() < deadline, "the tournament was never heard");
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(500));
        matches.refresh();
        assert!(matches.matches().is_empty(), "{:?}", matches.matches());
    }
}
