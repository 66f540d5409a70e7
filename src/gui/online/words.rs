//! Why an online match could not start or ended, in the player's language.

use crate::net::PeerError;
use crate::t;
use oware_net::{CodeError, LinkError};

/// A connection's failure, in words.
pub(crate) fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Code(CodeError::Length(n)) => t!("online-error-code-length", count = *n),
        LinkError::Code(CodeError::Character(c)) => {
            t!("online-error-code-character", character = c.to_string())
        }
        LinkError::Code(CodeError::Address(a)) => {
            t!("online-error-code-address", address = a.clone())
        }
        LinkError::Network(detail) => {
            t!(
                "online-error-network",
                detail = crate::rules::shortened(detail)
            )
        }
        LinkError::NoRelay(relay) => t!("online-error-no-relay", relay = relay.clone()),
        LinkError::NoHost => t!("online-error-no-host"),
        LinkError::Frame(_) => t!("online-error-garbled", detail = e.to_string()),
        LinkError::Lost => t!("online-error-lost"),
        LinkError::Silent(seconds) => t!("online-error-silent-plain", seconds = *seconds),
        LinkError::Refused(reason) => {
            t!(
                "online-error-refused",
                reason = crate::rules::shortened(reason)
            )
        }
        LinkError::Cancelled => t!("online-cancelled"),
    }
}

/// A message of the other program refused, in words (the protocol's reason kept in
/// English, as both programs log it).
pub(crate) fn peer_error(e: &PeerError) -> String {
    match e {
        PeerError::Version { theirs } => t!("online-error-version", theirs = *theirs),
        e => t!("online-error-bad-message", detail = e.to_string()),
    }
}
