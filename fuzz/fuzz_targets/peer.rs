//! A match between two peers fed with a stranger's frames: every message goes to a host and
//! to a guest, whose replies go to each other, as over a connection. Nothing panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::net::{Event, FrameReader, Message, OnlinePeer};
use std::time::Duration;

/// Replies passed between the two peers for one message from outside, at most.
const MAX_REPLIES: usize = 64;

fn replies(events: Result<Vec<Event>, oware_core::net::PeerError>) -> Vec<Message> {
    events
        .unwrap_or_default()
        .into_iter()
        .filter_map(|e| match e {
            Event::Reply(m) => Some(m),
            _ => None,
        })
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let (Ok(mut host), Ok(mut guest)) = (
        OnlinePeer::host("Ama", oware_fuzz::offer(None)),
        OnlinePeer::guest("Kofi"),
    ) else {
        return;
    };
    let mut reader: FrameReader = FrameReader::default();
    reader.push(data);
    while let Ok(Some(message)) = reader.next_message() {
        // (message, to the host)
        let mut queue = vec![(message.clone(), true), (message, false)];
        let mut passed = 0;
        while let Some((m, to_host)) = queue.pop() {
            let peer = if to_host { &mut host } else { &mut guest };
            for reply in replies(peer.receive(m)) {
                passed += 1;
                if passed <= MAX_REPLIES {
                    queue.push((reply, !to_host));
                }
            }
        }
        host.tick(Duration::from_secs(1));
        guest.tick(Duration::from_secs(1));
        let _ = host.settle();
    }
});
