//! A connected match: the connection, this side's protocol state, the other player's name,
//! and the way back when the line drops (the host waits on its endpoint, the guest joins
//! again), on a thread of its own.

use crate::net::{Message, OnlinePeer};
use bevy::prelude::*;
use oware_net::{KeepAlive, Link, LinkError, Patience};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A connected match.
pub(in crate::gui::online) struct InPlay {
    pub(super) link: Option<Link>,
    pub(super) peer: OnlinePeer,
    /// The other player's name (once they greeted).
    pub(super) opponent: String,
    /// This side's name.
    pub(super) name: String,
    /// The watch over a quiet line (the game's patience).
    pub(super) keep_alive: KeepAlive,
    /// The guest's way back to the host after a drop (the host waits on its endpoint).
    rejoin: Option<oware_net::Rejoin>,
    /// The match's code, kept with the match to rejoin it after the program ended.
    pub(super) code: String,
    /// The match went online on the board (it started, or a host came back to it).
    pub(super) started: bool,
    /// Since the line dropped: the way back being tried.
    pub(super) reconnecting: Option<Reconnecting>,
    /// A tournament board's match, carried by the line to the organizer: no seat of its own
    /// to rejoin (the tournament's seat takes it back), and its result goes to the
    /// organizer.
    pub(super) carried: bool,
}

/// A connection being made again after a drop, on a thread of its own.
pub(in crate::gui::online) struct Reconnecting {
    link: crossbeam_channel::Receiver<Result<Link, LinkError>>,
    cancel: Arc<AtomicBool>,
    pub(super) since: Instant,
}

impl Drop for Reconnecting {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl InPlay {
    /// The match on a new connection: greetings sent (and, for a host whose program started
    /// again, where its match stands, as after a reconnection).
    pub(super) fn start(
        link: Link,
        mut peer: OnlinePeer,
        rejoin: Option<oware_net::Rejoin>,
        code: String,
        again: bool,
    ) -> InPlay {
        let first = if again {
            peer.reconnected().unwrap_or_else(|_| vec![peer.hello()])
        } else {
            vec![peer.hello()]
        };
        for message in first {
            link.send(message);
        }
        let name = match peer.hello() {
            Message::Hello { name, .. } => name,
            _ => String::new(),
        };
        InPlay {
            link: Some(link),
            peer,
            opponent: String::new(),
            name,
            keep_alive: KeepAlive::new(Patience::GAME),
            rejoin,
            code,
            started: false,
            reconnecting: None,
            carried: false,
        }
    }

    /// The line dropped: the host waits for its guest on the same endpoint, the guest joins
    /// again and again, on a thread, until one comes back or the player gives up.
    pub(super) fn reconnect(&mut self) {
        self.peer.line_down();
        let (done, link_rx) = crossbeam_channel::bounded(1);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let old = self.link.take();
        let rejoin = self.rejoin.clone();
        let spawned = std::thread::Builder::new()
            .name("online reconnection".into())
            .spawn(move || {
                let result =
                    oware_net::reconnect(old, rejoin.as_ref(), || flag.load(Ordering::Relaxed));
                if let Err(crossbeam_channel::SendError(Ok(link))) = done.send(result) {
                    link.cut();
                }
            });
        if let Err(e) = spawned {
            error!("no thread to reconnect: {e}");
        }
        self.reconnecting = Some(Reconnecting {
            link: link_rx,
            cancel,
            since: Instant::now(),
        });
    }

    /// The way back, if it was found: the protocol resumes on the new connection.
    pub(super) fn follow_reconnection(&mut self) -> Option<Result<(), LinkError>> {
        let reconnecting = self.reconnecting.as_ref()?;
        let result = match reconnecting.link.try_recv() {
            Ok(result) => result,
            Err(crossbeam_channel::TryRecvError::Empty) => return None,
            Err(crossbeam_channel::TryRecvError::Disconnected) => Err(LinkError::Lost),
        };
        self.reconnecting = None;
        let link = match result {
            Ok(link) => link,
            Err(e) => return Some(Err(e)),
        };
        match self.peer.reconnected() {
            Ok(messages) => {
                for message in messages {
                    link.send(message);
                }
            }
            Err(e) => warn!("resuming: {e}"),
        }
        self.link = Some(link);
        self.keep_alive.restart();
        Some(Ok(()))
    }

    /// Seconds without a word from the other side, once worrying.
    pub(super) fn silent_for(&self) -> Option<u64> {
        self.keep_alive.worrying().map(|quiet| quiet.as_secs())
    }

    pub(super) fn send(&self, message: Message) {
        if let Some(link) = &self.link {
            link.send(message);
        }
    }

    /// Sends a last message and closes the connection (in the background: closing waits
    /// for the other side's acknowledgement).
    pub(super) fn close(&mut self, last: Message) {
        if let Some(link) = self.link.take() {
            link.send(last);
            let spawned = std::thread::Builder::new()
                .name("online close".into())
                .spawn(move || link.close());
            // Without a thread the connection is dropped unclosed: the other side sees it
            // end when its keep-alive runs out.
            if let Err(e) = spawned {
                error!("no thread to close the connection: {e}");
            }
        }
    }
}

impl InPlay {
    /// Sends a last message and closes the connection before returning (a second at most):
    /// for when the program ends, and a background thread would end with it.
    pub(super) fn close_now(&mut self, last: Message) {
        if let Some(link) = self.link.take() {
            link.send(last);
            link.close_within(std::time::Duration::from_secs(1));
        }
    }
}

impl InPlay {
    /// Closes the connection without a word, as a line that dropped: the other side waits
    /// for this one to come back (the player keeps their seat).
    pub(super) fn close_quietly(&mut self) {
        if let Some(link) = self.link.take() {
            link.close_within(std::time::Duration::from_secs(1));
        }
    }
}

impl Drop for InPlay {
    fn drop(&mut self) {
        self.close(Message::Bye);
    }
}
