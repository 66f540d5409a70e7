//! What is hosted on the same network (matches, or tournaments), listened for by multicast
//! DNS: the listening starts on a thread of its own (it takes a moment) and the frames take
//! it when it is ready, then what it heard since the last frame.

use bevy::prelude::*;
use crossbeam_channel::Receiver;
use oware_net::{LanListing, LinkError};

/// A listening for one kind of service on the same network, started or not.
#[derive(Default)]
pub struct NetworkListing {
    listing: Option<LanListing>,
    starting: Option<Receiver<Result<LanListing, LinkError>>>,
}

impl NetworkListing {
    /// Starts listening for `service`, away from the frames (none heard if multicast DNS
    /// cannot be used here; codes still work).
    pub fn start(service: &'static str) -> NetworkListing {
        let (send, started) = crossbeam_channel::bounded(1);
        let thread = std::thread::Builder::new()
            .name("network listing".into())
            .spawn(move || {
                let _ = send.send(LanListing::start_for(service));
            });
        match thread {
            Ok(_) => NetworkListing {
                listing: None,
                starting: Some(started),
            },
            Err(e) => {
                warn!("what is hosted on this network cannot be listed: {e}");
                NetworkListing::default()
            }
        }
    }

    /// Takes the listening once it has started, and what it heard since the last frame.
    pub fn refresh(&mut self) {
        if let Some(started) = &self.starting
            && let Ok(listing) = started.try_recv()
        {
            self.starting = None;
            match listing {
                Ok(listing) => self.listing = Some(listing),
                Err(e) => warn!("what is hosted on this network cannot be listed: {e}"),
            }
        }
        if let Some(listing) = self.listing.as_mut() {
            listing.refresh();
        }
    }

    /// What was heard, once the listening has started.
    pub fn heard(&self) -> Option<&LanListing> {
        self.listing.as_ref()
    }
}
