//! The online protocol without a network: two peers exchange frames in memory.
//! One file per part of the protocol; the helpers they share are here.

use super::*;
use crate::rules::{MatchFormat, Move, NextStarter, Pit, Side};
use proptest::prelude::*;

mod frames;
mod play;
mod reconnect;

pub(super) fn offer(format: MatchFormat) -> MatchOffer {
    MatchOffer {
        variant: "abapa".into(),
        format,
        next_starter: NextStarter::Alternate,
        first: Side::South,
        host_plays: Side::North,
        earlier: Vec::new(),
        moves: String::new(),
        hints: false,
        clock: None,
        clocks: None,
    }
}

/// The host settles the end of the game in play: its ping goes to the guest, whose answer
/// comes back.
pub(super) fn settle(host: &mut OnlinePeer, guest: &mut OnlinePeer) {
    let ping = host.settle().expect("a ping, the game being over");
    assert_eq!(host.settle(), None, "one ping an end");
    assert!(!host.is_settled());
    for pong in replies(&deliver(&ping, guest).expect("answered")) {
        deliver(&pong, host).expect("accepted");
    }
    assert!(host.is_settled());
}

/// Sends a message through frames, in pieces, as a connection would.
pub(super) fn deliver(message: &Message, to: &mut OnlinePeer) -> Result<Vec<Event>, PeerError> {
    let bytes = encode(message);
    let mut reader: FrameReader = FrameReader::default();
    for piece in bytes.chunks(3) {
        reader.push(piece);
    }
    let received = reader
        .next_message()
        .expect("a frame")
        .expect("a whole message");
    assert_eq!(&received, message);
    let events = to.receive(received)?;
    Ok(events)
}

/// The messages the events ask to send back.
pub(super) fn replies(events: &[Event]) -> Vec<Message> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Reply(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// A host and a guest who have greeted each other and started the match.
pub(super) fn connected(format: MatchFormat) -> (OnlinePeer, OnlinePeer) {
    let (host, guest) = connected_with(offer(format));
    assert_eq!(host.side(), Some(Side::North));
    assert_eq!(guest.side(), Some(Side::South));
    (host, guest)
}

/// The same, for the match `offer` proposes.
pub(super) fn connected_with(offer: MatchOffer) -> (OnlinePeer, OnlinePeer) {
    let mut host = OnlinePeer::host("Ama", offer).expect("a host");
    let mut guest = OnlinePeer::guest("Kofi").expect("a guest");
    let to_host = deliver(&guest.hello(), &mut host).expect("greeted");
    deliver(&host.hello(), &mut guest).expect("greeted");
    for reply in replies(&to_host) {
        deliver(&reply, &mut guest).expect("the match");
    }
    (host, guest)
}

/// A message, and the error it must be refused with.
type Refusal = (Message, fn(&PeerError) -> bool);

/// The state of a peer's match, to see that a refused message changed nothing.
fn snapshot(peer: &OnlinePeer) -> Option<(crate::rules::Game, crate::rules::Match)> {
    peer.match_session()
        .map(|m| (m.game().clone(), m.match_state().clone()))
}

/// Both sides reconnect: each sends its `hello` and `resume`, then whatever the other's
/// `resume` asks it to send again.
pub(super) fn reconnect(host: &mut OnlinePeer, guest: &mut OnlinePeer) -> Result<(), PeerError> {
    let from_host = host.reconnected()?;
    let from_guest = guest.reconnected()?;
    let mut to_guest = Vec::new();
    for m in &from_guest {
        to_guest.extend(replies(&deliver(m, host)?));
    }
    let mut to_host = Vec::new();
    for m in from_host.iter().chain(&to_guest) {
        to_host.extend(replies(&deliver(m, guest)?));
    }
    for m in &to_host {
        deliver(m, host)?;
    }
    Ok(())
}

pub(super) fn plies(peer: &OnlinePeer) -> usize {
    peer.match_session().expect("started").game().plies().len()
}

/// Plays `letters` alternately from South (the guest) through both peers.
pub(super) fn play_through(host: &mut OnlinePeer, guest: &mut OnlinePeer, letters: &str) {
    for (i, letter) in letters.chars().enumerate() {
        let (from, to) = if i % 2 == 0 {
            (&mut *guest, &mut *host)
        } else {
            (&mut *host, &mut *guest)
        };
        let m = from
            .play(Move::new(Pit::from_letter(letter).expect("pit")))
            .expect("legal");
        deliver(&m, to).expect("accepted");
    }
}

/// The game and the match of a peer, to compare both sides.
pub(super) fn record(peer: &OnlinePeer) -> (Vec<Move>, crate::rules::Match) {
    let session = peer.match_session().expect("started");
    (session.game().moves(), session.match_state().clone())
}

/// A guest with no match (its program started again) meets its host, which resumes:
/// `from_host` reaches the guest, the guest's answers reach the host, and the host's answers
/// the guest. Returns what the guest sent.
fn meet_again(
    host: &mut OnlinePeer,
    again: &mut OnlinePeer,
    from_host: &[Message],
) -> Vec<Message> {
    let mut to_host = vec![again.hello()];
    for message in from_host {
        to_host.extend(replies(&deliver(message, again).expect("accepted")));
    }
    let mut to_guest = Vec::new();
    for message in &to_host {
        to_guest.extend(replies(&deliver(message, host).expect("accepted")));
    }
    for message in &to_guest {
        deliver(message, again).expect("the match");
    }
    to_host
}

/// Plays `letters` through both peers, each move by the side to move.
fn play_through_from(host: &mut OnlinePeer, guest: &mut OnlinePeer, letters: &str) {
    for letter in letters.chars() {
        let mv = Move::new(Pit::from_letter(letter).expect("pit"));
        let to_move = host.match_session().expect("m").game().to_move();
        let (from, to) = if to_move == host.side() {
            (&mut *host, &mut *guest)
        } else {
            (&mut *guest, &mut *host)
        };
        let m = from.play(mv).expect("legal");
        deliver(&m, to).expect("accepted");
    }
}
