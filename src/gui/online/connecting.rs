//! A match being hosted or joined: the network's work (reaching the relay, announcing the
//! match on the same network, waiting for the guest, reaching the host) runs on a thread of
//! its own, and the frames take what it brought.

use super::in_play::InPlay;
use crate::net::{MatchOffer, OnlinePeer};
use crate::records::OnlinePrefs;
use crate::rules::{MatchSession, NextStarter};
use bevy::prelude::*;
use crossbeam_channel::{Receiver, Sender};
use oware_net::{Link, LinkError, NetConfig, Relay};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A match being hosted or joined.
pub(in crate::gui::online) struct Connecting {
    /// The code to give the guest, once known (hosting).
    pub(super) code: Option<String>,
    events: Receiver<ConnectEvent>,
    cancel: Arc<AtomicBool>,
    /// This side of the match, ready to greet.
    peer: OnlinePeer,
    /// The guest's way back to the host after a drop: how, and the code.
    rejoin: Option<oware_net::Rejoin>,
    /// The hosted match as announced on the same network, while it waits for its guest.
    lan: Option<oware_net::LanAnnouncement>,
    /// Hosted without a relay (none chosen, or it could not be reached): only the same
    /// network can join.
    pub(super) same_network_only: bool,
    /// The code kept with the match, to rejoin it after the program ended (the host's with
    /// its addresses).
    seat_code: String,
    /// A host whose program started again: the guest it waits for comes back to a match
    /// under way.
    again: bool,
    /// A match this program was playing when it ended, hosted or joined again: once
    /// connected it goes on rather than begins.
    pub(super) coming_back: bool,
}

impl Drop for Connecting {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// What the network's thread brings.
enum ConnectEvent {
    /// The code to give, the announcement on the network, whether only the same network
    /// can join, and the code with the host's addresses.
    Code(String, Option<oware_net::LanAnnouncement>, bool, String),
    Connected(Link),
    Failed(LinkError),
}

/// What hosting or joining has come to.
pub(super) enum Progress {
    /// Still under way (the code may have come).
    Waiting,
    /// Connected: the match, greetings sent.
    Connected(Box<InPlay>),
    /// Given up by the player.
    Cancelled,
    /// Failed, and why.
    Failed(LinkError),
}

impl Connecting {
    /// Whether the code joined with carries the host's addresses (its part after `@`).
    pub(super) fn code_has_addresses(&self) -> bool {
        self.seat_code.contains('@')
    }

    /// Takes what the network's thread brought.
    pub(super) fn progress(&mut self) -> Progress {
        while let Ok(event) = self.events.try_recv() {
            match event {
                ConnectEvent::Code(code, lan, same_network_only, with_addresses) => {
                    self.code = Some(code);
                    self.lan = lan;
                    self.same_network_only = same_network_only;
                    self.seat_code = with_addresses;
                }
                ConnectEvent::Connected(link) => {
                    let play = InPlay::start(
                        link,
                        self.peer.clone(),
                        self.rejoin.clone(),
                        self.seat_code.clone(),
                        self.again,
                    );
                    return Progress::Connected(Box::new(play));
                }
                ConnectEvent::Failed(LinkError::Cancelled) => return Progress::Cancelled,
                ConnectEvent::Failed(e) => return Progress::Failed(e),
            }
        }
        Progress::Waiting
    }
}

/// The player's name as the other side sees it.
pub(super) fn own_name(prefs: &OnlinePrefs) -> String {
    let name = prefs.name.trim();
    if name.is_empty() {
        crate::t!("online-default-name")
    } else {
        name.chars().take(24).collect()
    }
}

/// The match a host proposes: the rules, format and side chosen, South first, the next
/// games' starter alternating; or the match on the board, continued (its rules, format,
/// finished games and the moves of its game in play), if it can be.
fn offer_of(
    prefs: &OnlinePrefs,
    continued: Option<&MatchSession>,
    clocks: OfferedClocks,
) -> Result<MatchOffer, String> {
    let (clock, clocks) = clocks;
    let Some(play) = continued else {
        return Ok(MatchOffer {
            variant: prefs.rules.name(),
            format: prefs.format,
            next_starter: NextStarter::Alternate,
            first: prefs.first,
            host_plays: prefs.side,
            earlier: Vec::new(),
            moves: String::new(),
            hints: prefs.hints,
            clock,
            clocks,
        });
    };
    // A match saved between two games goes on with the next one, clocks full: the protocol
    // continues a game in play, never one already over.
    let next;
    let (play, clocks) = if play.game().is_over() && !play.match_state().is_over() {
        let mut after = play.clone();
        after.play_again();
        next = after;
        (&next, None)
    } else {
        (play, clocks)
    };
    let state = play.match_state();
    let offer = MatchOffer {
        variant: play.rules().name(),
        format: state.format,
        next_starter: state.next_starter_rule,
        first: state.first_starter,
        host_plays: prefs.side,
        earlier: state.games.clone(),
        moves: crate::rules::format_move_list(&play.game().moves()),
        hints: prefs.hints,
        clock,
        clocks,
    };
    // Only a game both sides can replay from the start: not one from a position set up.
    match crate::net::match_of(&offer) {
        Ok(replayed) if replayed.game() == play.game() => Ok(offer),
        _ => Err(crate::t!("online-error-cannot-continue")),
    }
}

/// How to reach the other side, from the settings; a relay that cannot be read, in words.
pub(crate) fn net_config(prefs: &OnlinePrefs) -> Result<NetConfig, String> {
    let relay: Relay = prefs.relay.parse().map_err(|_| {
        crate::t!(
            "online-error-relay-setting",
            relay = crate::rules::shortened(&prefs.relay)
        )
    })?;
    Ok(NetConfig {
        relay,
        relay_only: false,
    })
}

/// The clocks a match is offered with: the time control (PGN form) and, for a game
/// continued, the time each side has left.
type OfferedClocks = (Option<String>, Option<[u64; 2]>);

/// The clocks of a hosted match: a game continued keeps its own (its time control and the
/// times left), if it had them; a new match has the time control chosen.
pub(super) fn clocks_of(
    prefs: &OnlinePrefs,
    continued: bool,
    saved: Option<&crate::records::SavedClock>,
) -> OfferedClocks {
    match saved {
        Some(saved) if continued => (Some(saved.control.clone()), Some(saved.left_ms)),
        _ => (prefs.clock.map(|c| c.to_string()), None),
    }
}

/// Starts hosting: a thread reaches the network, says the code, waits for the guest.
pub(super) fn host(
    prefs: &OnlinePrefs,
    continued: Option<&MatchSession>,
    clocks: OfferedClocks,
) -> Result<Connecting, String> {
    let config = net_config(prefs)?;
    let peer = OnlinePeer::host(&own_name(prefs), offer_of(prefs, continued, clocks)?)
        .map_err(|e| super::words::peer_error(&e))?;
    let clock = peer.offer().and_then(|o| o.clock.clone());
    let lan = prefs
        .lan
        .then(|| (own_name(prefs), format!("{:?}", prefs.format), clock));
    Ok(spawn(peer, move |events, cancel| {
        let hosting = oware_net::host(&config)?;
        let announced = lan.and_then(|(name, game, clock)| {
            oware_net::announce(
                &name,
                &game,
                clock.as_deref(),
                &hosting.code_with_addresses(),
            )
            .map_err(|e| warn!("the match is not listed on the network: {e}"))
            .ok()
        });
        let _ = events.send(ConnectEvent::Code(
            hosting.code().to_string(),
            announced,
            hosting.same_network_only(),
            hosting.code_with_addresses().to_string(),
        ));
        hosting.wait_for_guest(|| cancel.load(Ordering::Relaxed))
    }))
}

/// Starts joining the match of `code`.
pub(super) fn join(prefs: &OnlinePrefs, code: &str) -> Result<Connecting, String> {
    let config = net_config(prefs)?;
    // A code that cannot be read is said at once, before any network.
    code.parse::<oware_net::MatchCode>()
        .map_err(|e| super::words::link_error(&LinkError::Code(e)))?;
    let peer = OnlinePeer::guest(&own_name(prefs)).map_err(|e| super::words::peer_error(&e))?;
    let rejoin = Some(oware_net::Rejoin {
        config: config.clone(),
        code: code.to_string(),
    });
    let code = code.to_string();
    let seat_code = code.clone();
    let mut connecting = spawn(peer, move |_, _| oware_net::join(&config, &code));
    connecting.rejoin = rejoin;
    connecting.seat_code = seat_code;
    Ok(connecting)
}

/// Hosts again the match saved with `seat` (this program ended while hosting it): the same
/// code, the match as saved, waiting for the guest to come back.
pub(super) fn host_again(
    prefs: &OnlinePrefs,
    seat: &crate::records::OnlineSeat,
    play: &MatchSession,
    clock: Option<&crate::records::SavedClock>,
) -> Result<Connecting, String> {
    let config = net_config(prefs)?;
    let clocks = clock.map_or((None, None), |c| (Some(c.control.clone()), Some(c.left_ms)));
    let offer = MatchOffer {
        host_plays: seat.side,
        ..offer_of(prefs, Some(play), clocks)?
    };
    let peer = OnlinePeer::host_again(&own_name(prefs), offer, play.clone())
        .map_err(|e| super::words::peer_error(&e))?;
    let code = seat.code.clone();
    let mut connecting = spawn(peer, move |events, cancel| {
        let hosting = oware_net::host_again(&config, &code)?;
        let _ = events.send(ConnectEvent::Code(
            hosting.code().to_string(),
            None,
            hosting.same_network_only(),
            hosting.code_with_addresses().to_string(),
        ));
        hosting.wait_for_guest(|| cancel.load(Ordering::Relaxed))
    });
    connecting.again = true;
    connecting.coming_back = true;
    Ok(connecting)
}

/// Runs `connect` on a thread of its own; its link (or why there is none) comes back as an
/// event. A link nobody waits for any more is closed.
fn spawn(
    peer: OnlinePeer,
    connect: impl FnOnce(&Sender<ConnectEvent>, &AtomicBool) -> Result<Link, LinkError> + Send + 'static,
) -> Connecting {
    let (events_tx, events) = crossbeam_channel::unbounded();
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    std::thread::Builder::new()
        .name("online connection".into())
        .spawn(move || {
            let event = match connect(&events_tx, &flag) {
                Ok(link) => ConnectEvent::Connected(link),
                Err(e) => ConnectEvent::Failed(e),
            };
            if let Err(crossbeam_channel::SendError(ConnectEvent::Connected(link))) =
                events_tx.send(event)
            {
                link.close();
            }
        })
        .map_or_else(|e| error!("no thread for the connection: {e}"), |_| ());
    Connecting {
        code: None,
        events,
        cancel,
        peer,
        rejoin: None,
        lan: None,
        same_network_only: false,
        seat_code: String::new(),
        again: false,
        coming_back: false,
    }
}

#[cfg(test)]
mod tests {
    use super::offer_of;
    use crate::records::OnlinePrefs;
    use crate::rules::{MatchFormat, MatchSession, Move, NextStarter, Pit, Rules, Side};

    #[test]
    fn a_match_saved_between_two_games_is_offered_from_the_next_game() {
        let mut play = MatchSession::new(
            Rules::ABAPA,
            Side::South,
            MatchFormat::BestOf3,
            NextStarter::Alternate,
        );
        play.play(Move::new(Pit::from_letter('F').expect("F")))
            .expect("legal");
        play.lose_on_time(Side::North).expect("in play");
        let clocks = (Some("300".to_string()), Some([250_000, 0]));
        let offer = offer_of(&OnlinePrefs::default(), Some(&play), clocks).expect("offered");
        assert_eq!(
            offer.earlier.len(),
            1,
            "the game over is among the earlier ones"
        );
        assert!(offer.moves.is_empty(), "the next game, from its start");
        assert_eq!(offer.clocks, None, "with full clocks");
        assert_eq!(offer.clock.as_deref(), Some("300"));
        let next = crate::net::match_of(&offer).expect("both sides build it");
        assert!(!next.game().is_over());
        assert_eq!(next.match_state().wins(Side::South), 1);
    }
}
