//! The connection of an online match: an iroh endpoint (QUIC, encrypted, addressed by its
//! key), one stream each way carrying the protocol's frames, and channels to the match loop,
//! which runs on the caller's thread.

use crate::net::{FrameError, FrameReader, Message, encode};
use iroh::endpoint::presets;
use iroh::{Endpoint, EndpointAddr, EndpointId, TransportAddr};
use std::sync::mpsc;
use tokio::sync::mpsc as async_mpsc;

/// Why the connection could not be made or was lost.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The code does not name a host.
    #[error("'{0}' is not a match code (it is the hexadecimal key, '@', then addresses)")]
    BadCode(String),
    /// The network could not be used.
    #[error("the network: {0}")]
    Network(String),
    /// The other side's bytes are not messages.
    #[error("the other program sent {0}")]
    Frame(#[from] FrameError),
    /// The connection closed.
    #[error("the connection was lost")]
    Lost,
    /// The other side said nothing for this many seconds.
    #[error("the other side has not answered for {0} s")]
    Silent(u64),
    /// The other program refused the match, and why.
    #[error("the other program refused the match: {}", crate::rules::shortened(.0))]
    Refused(String),
}

/// Something from the other side: a message, or the end of the connection.
pub type Incoming = Result<Message, LinkError>;

/// A match's connection: messages to send, messages received.
pub struct Link {
    /// What the other side sent, in order; an error ends it.
    pub incoming: mpsc::Receiver<Incoming>,
    outgoing: async_mpsc::UnboundedSender<Message>,
    /// Writes what is sent; ends once the other side has received it all.
    writer: tokio::task::JoinHandle<()>,
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
}

impl Link {
    /// Sends a message (after the ones sent before it).
    pub fn send(&self, message: Message) {
        // A closed connection shows itself on `incoming`.
        let _ = self.outgoing.send(message);
    }

    /// Sends what is queued, waits (a few seconds at most) until the other side has received
    /// it, then closes the connection.
    pub fn close(self) {
        let Link {
            outgoing,
            writer,
            runtime,
            endpoint,
            ..
        } = self;
        drop(outgoing);
        runtime.block_on(async move {
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), writer).await;
            endpoint.close().await;
        });
    }
}

/// The text a host gives its guest: its key in hexadecimal, `@`, its addresses.
pub fn code_of(addr: &EndpointAddr) -> String {
    let places: Vec<String> = addr.ip_addrs().map(ToString::to_string).collect();
    format!("{}@{}", addr.id, places.join(","))
}

/// The host a code names.
pub fn addr_of(code: &str) -> Result<EndpointAddr, LinkError> {
    let bad = || LinkError::BadCode(crate::rules::shortened(code));
    let (id, places) = code.trim().split_once('@').ok_or_else(bad)?;
    let id: EndpointId = id.parse().map_err(|_| bad())?;
    let mut addrs = Vec::new();
    for place in places.split(',').filter(|p| !p.is_empty()) {
        addrs.push(TransportAddr::Ip(place.parse().map_err(|_| bad())?));
    }
    Ok(EndpointAddr::from_parts(id, addrs))
}

fn runtime() -> Result<tokio::runtime::Runtime, LinkError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| LinkError::Network(e.to_string()))
}

fn network(e: impl std::fmt::Display) -> LinkError {
    LinkError::Network(e.to_string())
}

/// Hosts a match: `announce` gets the code to give the guest, then the first guest to
/// connect is the other side.
pub fn host(announce: impl FnOnce(&str)) -> Result<Link, LinkError> {
    let runtime = runtime()?;
    let (endpoint, connection) = runtime.block_on(async {
        let endpoint = Endpoint::builder(presets::Minimal)
            .alpns(vec![crate::net::ALPN.to_vec()])
            .bind()
            .await
            .map_err(network)?;
        announce(&code_of(&endpoint.addr()));
        let incoming = endpoint.accept().await.ok_or(LinkError::Lost)?;
        let connection = incoming.await.map_err(network)?;
        Ok::<_, LinkError>((endpoint, connection))
    })?;
    let streams = runtime.block_on(connection.accept_bi()).map_err(network)?;
    Ok(start(runtime, endpoint, connection, streams))
}

/// Joins the match a code names. The first message must be sent at once: the host sees the
/// stream only once something comes on it.
pub fn join(code: &str) -> Result<Link, LinkError> {
    let addr = addr_of(code)?;
    let runtime = runtime()?;
    let (endpoint, connection, streams) = runtime.block_on(async {
        let endpoint = Endpoint::builder(presets::Minimal)
            .bind()
            .await
            .map_err(network)?;
        let connection = endpoint
            .connect(addr, crate::net::ALPN)
            .await
            .map_err(network)?;
        let streams = connection.open_bi().await.map_err(network)?;
        Ok::<_, LinkError>((endpoint, connection, streams))
    })?;
    Ok(start(runtime, endpoint, connection, streams))
}

fn start(
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
    connection: iroh::endpoint::Connection,
    (mut send, mut recv): (iroh::endpoint::SendStream, iroh::endpoint::RecvStream),
) -> Link {
    let (incoming_tx, incoming) = mpsc::channel();
    let (outgoing, mut outgoing_rx) = async_mpsc::unbounded_channel::<Message>();
    let writer = runtime.spawn(async move {
        while let Some(message) = outgoing_rx.recv().await {
            if send.write_all(&encode(&message)).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
        // Until the other side has received every byte (or stopped reading).
        let _ = send.stopped().await;
        drop(connection);
    });
    runtime.spawn(async move {
        let mut reader = FrameReader::default();
        let mut buffer = vec![0u8; 4096];
        loop {
            match recv.read(&mut buffer).await {
                Ok(Some(n)) => reader.push(&buffer[..n]),
                Ok(None) | Err(_) => {
                    let _ = incoming_tx.send(Err(LinkError::Lost));
                    return;
                }
            }
            loop {
                match reader.next_message() {
                    Ok(Some(message)) => {
                        if incoming_tx.send(Ok(message)).is_err() {
                            return;
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        let _ = incoming_tx.send(Err(e.into()));
                        return;
                    }
                }
            }
        }
    });
    Link {
        incoming,
        outgoing,
        writer,
        runtime,
        endpoint,
    }
}
