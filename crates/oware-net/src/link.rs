//! The connection of an online match: an iroh endpoint (QUIC, encrypted, addressed by its
//! key), one stream each way carrying the protocol's frames, and channels to the caller's
//! thread.

use crate::{CodeError, MatchCode, Relay};
use crossbeam_channel as channel;
use iroh::endpoint::{Connection, RecvStream, SendStream, presets};
use iroh::{Endpoint, EndpointAddr, RelayMode, TransportAddr};
use oware_core::net::{ALPN, FrameError, FrameReader, Message, encode};
use std::time::Duration;
use tokio::sync::mpsc as async_mpsc;

/// How long a host waits for its relay, and a guest for its host.
const REACH_TIME: Duration = Duration::from_secs(20);
/// A guest whose line dropped tries to reach its host again this often.
const REJOIN_EVERY: Duration = Duration::from_secs(2);

/// Why the connection could not be made or was lost.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The code cannot be read.
    #[error("this match code cannot be used: {0}")]
    Code(#[from] CodeError),
    /// The network could not be used.
    #[error("the network: {0}")]
    Network(String),
    /// The relay server did not answer.
    #[error("the relay server ({0}) cannot be reached")]
    NoRelay(String),
    /// Nobody answered at the code's address.
    #[error("no match answers to this code (is the host still waiting, with the same relay?)")]
    NoHost,
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
    #[error("the other program refused the match: {}", oware_core::rules::shortened(.0))]
    Refused(String),
    /// Hosting was given up before a guest came.
    #[error("hosting was cancelled")]
    Cancelled,
}

/// How to reach the other side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NetConfig {
    /// The relay server.
    pub relay: Relay,
    /// Everything through the relay: the other side never learns this computer's addresses.
    pub relay_only: bool,
}

/// Something from the other side: a message, or the end of the connection.
pub type Incoming<M = Message> = Result<M, LinkError>;

/// A connection's messages, to send and received: a match's ([`Message`]) unless said.
pub struct Link<M = Message> {
    /// What the other side sent, in order; an error ends it.
    pub incoming: channel::Receiver<Incoming<M>>,
    outgoing: async_mpsc::UnboundedSender<M>,
    /// The connection itself; none for a link carried inside another ([`Link::carrying`]).
    wire: Option<Wire>,
    /// A carried link's word that its carrier is back after a drop: what arrives from then
    /// on (what was on its way before is left behind, as with a new connection).
    back: Option<channel::Receiver<channel::Receiver<Incoming<M>>>>,
}

/// The other end of a link carried inside another connection ([`carried`]): what it sends,
/// for the carrier to wrap and send on its connection; what arrived for it; and the word
/// that the line is back after a drop (after an `Err` on `incoming`).
pub struct Carried {
    /// What the carried link sends, in order.
    pub outgoing: channel::Receiver<Message>,
    /// What arrived for the carried link.
    incoming: channel::Sender<Incoming>,
    /// The way to give a carried link that is waiting to come back its new line.
    back: channel::Sender<channel::Receiver<Incoming>>,
    /// The line is down: an `Err` was given, the word that it is back was not.
    down: bool,
}

impl Carried {
    /// A message arrived for the carried link.
    pub fn arrived(&self, message: Message) {
        let _ = self.incoming.send(Ok(message));
    }

    /// The line dropped: the carried link waits for it to come back (its match, as after
    /// any drop, says where it stands once it is back).
    pub fn line_down(&mut self) {
        if !self.down {
            let _ = self.incoming.send(Err(LinkError::Lost));
            self.down = true;
        }
    }

    /// The line is back (this side's, or the other side's after its own drop): the carried
    /// link goes on with a new line, what was on its way on the old one left behind, and
    /// says where its match stands again.
    pub fn line_back(&mut self) {
        self.line_down();
        let (incoming, fresh) = channel::unbounded();
        self.incoming = incoming;
        let _ = self.back.send(fresh);
        self.down = false;
    }
}

/// A match's link carried inside another connection (a tournament's line to its
/// organizer): the carrier passes its messages both ways through [`Carried`]. Closing it
/// leaves the carrier's connection open.
pub fn carried() -> (Link<Message>, Carried) {
    let (outgoing, mut to_carry) = async_mpsc::unbounded_channel::<Message>();
    let (carry_tx, carry_rx) = channel::unbounded();
    std::thread::spawn(move || {
        while let Some(message) = to_carry.blocking_recv() {
            if carry_tx.send(message).is_err() {
                return;
            }
        }
    });
    let (arrive, incoming) = channel::unbounded();
    let (back, back_rx) = channel::unbounded();
    let link = Link {
        incoming,
        outgoing,
        wire: None,
        back: Some(back_rx),
    };
    let carried = Carried {
        outgoing: carry_rx,
        incoming: arrive,
        back,
        down: false,
    };
    (link, carried)
}

/// The connection under a link.
struct Wire {
    /// Writes what is sent; ends once the other side has received it all.
    writer: tokio::task::JoinHandle<()>,
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
    /// The host's side (it can take the guest back after a drop).
    host: bool,
}

impl Link<Message> {
    /// The host, after the connection dropped: waits on the same endpoint (the code's) for
    /// the guest to connect again, until `give_up` says so; the link then carries the new
    /// connection. The guest comes back by joining again. A link carried inside another
    /// connection waits for its carrier's word that the line is back.
    pub fn take_guest_back(&mut self, give_up: impl Fn() -> bool) -> Result<(), LinkError> {
        if let Some(back) = &self.back {
            loop {
                if give_up() {
                    return Err(LinkError::Cancelled);
                }
                match back.recv_timeout(Duration::from_millis(200)) {
                    Ok(incoming) => {
                        self.incoming = incoming;
                        return Ok(());
                    }
                    Err(channel::RecvTimeoutError::Timeout) => {}
                    Err(channel::RecvTimeoutError::Disconnected) => return Err(LinkError::Lost),
                }
            }
        }
        let Some(wire) = self.wire.as_mut().filter(|w| w.host) else {
            return Err(LinkError::Lost);
        };
        let (connection, streams) = wire
            .runtime
            .block_on(accept_guest(&wire.endpoint, give_up))?;
        let (incoming, outgoing, writer) = carry(&wire.runtime, connection, streams);
        self.incoming = incoming;
        self.outgoing = outgoing;
        wire.writer.abort();
        wire.writer = writer;
        Ok(())
    }
}

impl<M: Send + 'static> Link<M> {
    /// Sends a message (after the ones sent before it).
    pub fn send(&self, message: M) {
        // A closed connection shows itself on `incoming`.
        let _ = self.outgoing.send(message);
    }

    /// Closes the connection at once, whatever is still queued: as when the line drops (the
    /// other side learns it at once; a line that really drops is noticed by silence).
    pub fn cut(self) {
        if let Some(Wire {
            runtime, endpoint, ..
        }) = self.wire
        {
            runtime.block_on(endpoint.close());
        }
    }

    /// Sends what is queued, waits (5 s at most) until the other side has received it, then
    /// closes the connection.
    pub fn close(self) {
        self.close_within(Duration::from_secs(5));
    }

    /// The same, all of it within `limit`: what the other side has not acknowledged by then
    /// is left (for a program that is ending).
    pub fn close_within(self, limit: Duration) {
        let Link { outgoing, wire, .. } = self;
        drop(outgoing);
        let Some(Wire {
            writer,
            runtime,
            endpoint,
            ..
        }) = wire
        else {
            return;
        };
        runtime.block_on(async move {
            let _ = tokio::time::timeout(limit, async {
                let _ = writer.await;
                endpoint.close().await;
            })
            .await;
        });
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, LinkError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(network)
}

fn network(e: impl std::fmt::Display) -> LinkError {
    LinkError::Network(e.to_string())
}

/// An endpoint for `config`: the relay chosen, IP paths unless relay only; on the ports
/// `ports` asks (IPv4's, IPv6's) when they are free, else on any.
/// `alpn`: the protocol a host takes connections for (none for a guest).
async fn bind(
    config: &NetConfig,
    key: Option<iroh::SecretKey>,
    alpn: Option<&[u8]>,
    ports: (Option<u16>, Option<u16>),
) -> Result<Endpoint, LinkError> {
    if ports != (None, None) {
        // Ports taken by another program meanwhile: any free ones will do.
        if let Ok(endpoint) = bind_on(config, key.clone(), alpn, ports).await {
            return Ok(endpoint);
        }
    }
    bind_on(config, key, alpn, (None, None)).await
}

async fn bind_on(
    config: &NetConfig,
    key: Option<iroh::SecretKey>,
    alpn: Option<&[u8]>,
    (v4, v6): (Option<u16>, Option<u16>),
) -> Result<Endpoint, LinkError> {
    let mut builder = match &config.relay {
        Relay::Public => Endpoint::builder(presets::N0),
        Relay::Own(url) => {
            Endpoint::builder(presets::Minimal).relay_mode(RelayMode::custom([url.clone()]))
        }
        Relay::Off => Endpoint::builder(presets::Minimal).relay_mode(RelayMode::Disabled),
    };
    if config.relay_only && config.relay != Relay::Off {
        builder = builder.clear_ip_transports();
    }
    if let Some(key) = key {
        builder = builder.secret_key(key);
    }
    if let Some(alpn) = alpn {
        builder = builder.alpns(vec![alpn.to_vec()]);
    }
    if config.relay_only && config.relay != Relay::Off {
        return builder.bind().await.map_err(network);
    }
    if let Some(port) = v4 {
        builder = builder
            .bind_addr(std::net::SocketAddr::from((
                std::net::Ipv4Addr::UNSPECIFIED,
                port,
            )))
            .map_err(network)?;
    }
    if let Some(port) = v6 {
        builder = builder
            .bind_addr(std::net::SocketAddr::from((
                std::net::Ipv6Addr::UNSPECIFIED,
                port,
            )))
            .map_err(network)?;
    }
    builder.bind().await.map_err(network)
}

/// Whether the relay `config` names knows `endpoint` within [`REACH_TIME`] (false without
/// a relay).
async fn relay_reached(endpoint: &Endpoint, config: &NetConfig) -> bool {
    config.relay != Relay::Off
        && tokio::time::timeout(REACH_TIME, endpoint.online())
            .await
            .is_ok()
}

/// A match being hosted: its code, and the endpoint waiting for the guest.
pub struct Hosting {
    pub(crate) code: MatchCode,
    pub(crate) runtime: tokio::runtime::Runtime,
    pub(crate) endpoint: Endpoint,
    pub(crate) same_network_only: bool,
}

/// Hosts a match: a new code, and an endpoint (with the key the code gives) that the guest
/// can reach. Waits until the relay knows it, if one is used; a relay that cannot be
/// reached leaves the match to players on the same network (the code carries this
/// computer's addresses), unless every packet must go through it (`relay_only`).
pub fn host(config: &NetConfig) -> Result<Hosting, LinkError> {
    host_with(config, MatchCode::random(), (None, None), ALPN)
}

/// Hosts again the match of `code`, for a host whose program ended and started again: the
/// same key, so that its guest finds it again; on the ports of the code's addresses when
/// they are still free, so that a guest on the same network does too.
pub fn host_again(config: &NetConfig, code: &str) -> Result<Hosting, LinkError> {
    let code: MatchCode = code.parse()?;
    let ports = code.ports();
    host_with(config, code.with_addresses(Vec::new()), ports, ALPN)
}

/// Hosts on `code`'s key for the protocol `alpn`: the endpoint, once the relay knows it
/// (if one is used), the code to give (with this computer's addresses when no relay
/// carries it), and whether only the same network can reach it.
pub(crate) fn host_with(
    config: &NetConfig,
    code: MatchCode,
    ports: (Option<u16>, Option<u16>),
    alpn: &[u8],
) -> Result<Hosting, LinkError> {
    let runtime = runtime()?;
    let (endpoint, reached) = runtime.block_on(async {
        let endpoint = bind(config, Some(code.host_key()), Some(alpn), ports).await?;
        let reached = relay_reached(&endpoint, config).await;
        Ok::<_, LinkError>((endpoint, reached))
    })?;
    if config.relay != Relay::Off && !reached && config.relay_only {
        runtime.block_on(endpoint.close());
        return Err(LinkError::NoRelay(config.relay.to_string()));
    }
    let same_network_only = !reached;
    let code = if same_network_only {
        code.with_addresses(endpoint.addr().ip_addrs().copied())
    } else {
        code
    };
    Ok(Hosting {
        code,
        runtime,
        endpoint,
        same_network_only,
    })
}

impl Hosting {
    /// The code to give the guest.
    pub fn code(&self) -> &MatchCode {
        &self.code
    }

    /// True when no relay carries the match (none chosen, or the one chosen could not be
    /// reached): only a guest on the same network can join, through the addresses in the
    /// code.
    pub fn same_network_only(&self) -> bool {
        self.same_network_only
    }

    /// The code with this computer's addresses, for players on the same network.
    pub fn code_with_addresses(&self) -> MatchCode {
        self.code
            .clone()
            .with_addresses(self.endpoint.addr().ip_addrs().copied())
    }

    /// Waits for the guest (the first to connect) until `give_up` says so.
    pub fn wait_for_guest(self, give_up: impl Fn() -> bool) -> Result<Link, LinkError> {
        let Hosting {
            runtime, endpoint, ..
        } = self;
        match runtime.block_on(accept_guest(&endpoint, give_up)) {
            Ok((connection, streams)) => Ok(start(runtime, endpoint, connection, streams, true)),
            Err(e) => {
                runtime.block_on(endpoint.close());
                Err(e)
            }
        }
    }
}

/// The next guest to connect and open its stream, until `give_up` says so.
async fn accept_guest(
    endpoint: &Endpoint,
    give_up: impl Fn() -> bool,
) -> Result<(Connection, (SendStream, RecvStream)), LinkError> {
    loop {
        if give_up() {
            return Err(LinkError::Cancelled);
        }
        let wait = tokio::time::timeout(Duration::from_millis(200), endpoint.accept());
        let Ok(incoming) = wait.await else { continue };
        let incoming = incoming.ok_or(LinkError::Lost)?;
        let Ok(connection) = incoming.await else {
            continue;
        };
        // The guest opens its stream with its first message at once.
        match tokio::time::timeout(REACH_TIME, connection.accept_bi()).await {
            Ok(Ok(streams)) => return Ok((connection, streams)),
            _ => continue,
        }
    }
}

/// Joins the match a code names. The first message must be sent at once: the host sees the
/// stream only once something comes on it.
pub fn join(config: &NetConfig, code: &str) -> Result<Link, LinkError> {
    join_on(config, code, ALPN)
}

/// Joins the host of `code` for the protocol `alpn`, its messages of type `M`.
pub(crate) fn join_on<M>(config: &NetConfig, code: &str, alpn: &[u8]) -> Result<Link<M>, LinkError>
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let code: MatchCode = code.parse()?;
    let mut addrs: Vec<TransportAddr> = code.addresses().collect();
    if let Relay::Own(url) = &config.relay {
        addrs.push(TransportAddr::Relay(url.clone()));
    }
    let addr = EndpointAddr::from_parts(code.host_id(), addrs);
    let runtime = runtime()?;
    let direct = code.addresses().next().is_some() && !config.relay_only;
    let made = runtime.block_on(async {
        let endpoint = bind(config, None, None, (None, None)).await?;
        // Addresses in the code are tried at once, whatever the relay; without them, the
        // relay must be reached first.
        if !direct && !relay_reached(&endpoint, config).await {
            endpoint.close().await;
            return Err(match config.relay {
                Relay::Off => LinkError::NoHost,
                _ => LinkError::NoRelay(config.relay.to_string()),
            });
        }
        let dial = async {
            let connection = endpoint.connect(addr, alpn).await.map_err(network)?;
            let streams = connection.open_bi().await.map_err(network)?;
            Ok::<_, LinkError>((connection, streams))
        };
        match tokio::time::timeout(REACH_TIME, dial).await {
            Ok(Ok((connection, streams))) => Ok((endpoint, connection, streams)),
            Ok(Err(_)) | Err(_) => {
                endpoint.close().await;
                Err(LinkError::NoHost)
            }
        }
    });
    let (endpoint, connection, streams) = made?;
    Ok(start(runtime, endpoint, connection, streams, false))
}

/// The guest, after the connection dropped: joins the host of `code` again, every two
/// seconds, until it answers or `give_up` says so. A code or network that cannot be used at
/// all ends it at once.
pub fn rejoin(
    config: &NetConfig,
    code: &str,
    give_up: impl Fn() -> bool,
) -> Result<Link, LinkError> {
    loop {
        if give_up() {
            return Err(LinkError::Cancelled);
        }
        let tried = std::time::Instant::now();
        match join(config, code) {
            Ok(link) => return Ok(link),
            Err(e @ (LinkError::Code(_) | LinkError::Network(_))) => return Err(e),
            Err(_) => std::thread::sleep(REJOIN_EVERY.saturating_sub(tried.elapsed())),
        }
    }
}

fn start<M>(
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
    connection: Connection,
    streams: (SendStream, RecvStream),
    host: bool,
) -> Link<M>
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let (incoming, outgoing, writer) = carry(&runtime, connection, streams);
    Link {
        incoming,
        outgoing,
        wire: Some(Wire {
            writer,
            runtime,
            endpoint,
            host,
        }),
        back: None,
    }
}

/// The tasks that carry a connection's messages: what arrives, what is sent, and the writer.
pub(crate) fn carry<M>(
    runtime: &tokio::runtime::Runtime,
    connection: Connection,
    streams: (SendStream, RecvStream),
) -> (
    channel::Receiver<Incoming<M>>,
    async_mpsc::UnboundedSender<M>,
    tokio::task::JoinHandle<()>,
)
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let (incoming_tx, incoming) = channel::unbounded();
    let (outgoing, writer) = carry_into(runtime.handle(), connection, streams, move |m| {
        incoming_tx.send(m).is_ok()
    });
    (incoming, outgoing, writer)
}

/// The same, what arrives given to `deliver` (which says whether to go on reading); the
/// reading ends after an error, which is given last.
pub(crate) fn carry_into<M>(
    runtime: &tokio::runtime::Handle,
    connection: Connection,
    (mut send, mut recv): (SendStream, RecvStream),
    deliver: impl Fn(Incoming<M>) -> bool + Send + 'static,
) -> (async_mpsc::UnboundedSender<M>, tokio::task::JoinHandle<()>)
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let (outgoing, mut outgoing_rx) = async_mpsc::unbounded_channel::<M>();
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
        let mut reader = FrameReader::<M>::default();
        let mut buffer = vec![0u8; 4096];
        loop {
            match recv.read(&mut buffer).await {
                Ok(Some(n)) => reader.push(&buffer[..n]),
                Ok(None) | Err(_) => {
                    deliver(Err(LinkError::Lost));
                    return;
                }
            }
            loop {
                match reader.next_message() {
                    Ok(Some(message)) => {
                        if !deliver(Ok(message)) {
                            return;
                        }
                    }
                    Ok(None) => break,
                    Err(e) => {
                        deliver(Err(e.into()));
                        return;
                    }
                }
            }
        }
    });
    (outgoing, writer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_relay_that_cannot_be_reached_still_hosts_for_the_same_network_and_is_not_waited_for() {
        // A relay on a loopback port nobody listens on.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let config = NetConfig {
            relay: format!("http://127.0.0.1:{port}").parse().expect("a relay"),
            relay_only: false,
        };
        let hosting = host(&config).expect("hosted all the same");
        assert!(hosting.same_network_only());
        let code = hosting.code().to_string();
        assert!(code.contains('@'), "the code carries the addresses: {code}");
        let waiting = std::thread::spawn(move || hosting.wait_for_guest(|| false));
        // The guest dials the addresses at once, its relay unreachable too.
        let started = Instant::now();
        let link = join(&config, &code).expect("joined directly");
        assert!(
            started.elapsed() < REACH_TIME,
            "not waited for the relay: {:?}",
            started.elapsed()
        );
        link.send(Message::Bye);
        let host_link = waiting
            .join()
            .expect("the host's thread")
            .expect("the guest came");
        host_link.close_within(Duration::from_secs(1));
        link.close_within(Duration::from_secs(1));
    }
}
