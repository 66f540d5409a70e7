//! A host that takes many connections at once (a tournament's organizer): each line
//! numbered as it comes, what arrives on any of them in one channel, what is sent to one
//! of them by its number. The messages are the caller's protocol (`M`), in the match
//! protocol's frames.

use crate::link::{Hosting, NetConfig, carry_into, host_with, join_on};
use crate::{LinkError, MatchCode};
use crossbeam_channel as channel;
use iroh::Endpoint;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::mpsc as async_mpsc;

/// The most lines open at once: more are closed as they come (a flood of joins cannot
/// take the organizer's memory).
pub const MAX_LINES: usize = 256;

/// How long a new line has to open its stream.
const OPEN_TIME: Duration = Duration::from_secs(10);

/// What happened on a line.
#[derive(Debug)]
pub enum Arrival<M> {
    /// A new line opened.
    Came,
    /// A message arrived on it.
    Said(M),
    /// It closed, or sent what is not a message (then nothing more is read from it).
    Gone(LinkError),
}

type Lines<M> = Arc<Mutex<HashMap<u64, async_mpsc::UnboundedSender<M>>>>;

/// A host with many lines.
pub struct Hall<M> {
    code: MatchCode,
    code_with_addresses: MatchCode,
    same_network_only: bool,
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
    /// What arrives on every line, with the line's number.
    pub arrivals: channel::Receiver<(u64, Arrival<M>)>,
    lines: Lines<M>,
}

/// Hosts a hall for the protocol `alpn` on `code`'s key (a new code when none: a hall
/// hosted again after a restart keeps its code, so that its players find it), on the
/// ports of the code's addresses when they are still free.
pub fn host_hall<M>(
    config: &NetConfig,
    alpn: &'static [u8],
    code: Option<&str>,
) -> Result<Hall<M>, LinkError>
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let (code, ports) = match code {
        Some(code) => {
            let code: MatchCode = code.parse()?;
            let ports = code.ports();
            (code.with_addresses(Vec::new()), ports)
        }
        None => (MatchCode::random(), (None, None)),
    };
    let hosting = host_with(config, code, ports, alpn)?;
    let code_with_addresses = hosting.code_with_addresses();
    let Hosting {
        code,
        runtime,
        endpoint,
        same_network_only,
    } = hosting;
    let (arrived, arrivals) = channel::unbounded();
    let lines: Lines<M> = Arc::new(Mutex::new(HashMap::new()));
    runtime.spawn(accept_lines(
        endpoint.clone(),
        lines.clone(),
        arrived,
        runtime.handle().clone(),
    ));
    Ok(Hall {
        code,
        code_with_addresses,
        same_network_only,
        runtime,
        endpoint,
        arrivals,
        lines,
    })
}

/// Takes every line that comes, until the endpoint closes.
async fn accept_lines<M>(
    endpoint: Endpoint,
    lines: Lines<M>,
    arrived: channel::Sender<(u64, Arrival<M>)>,
    handle: tokio::runtime::Handle,
) where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    let mut next = 0u64;
    while let Some(incoming) = endpoint.accept().await {
        next += 1;
        let number = next;
        let lines = lines.clone();
        let arrived = arrived.clone();
        let carrier = handle.clone();
        handle.spawn(async move {
            let Ok(connection) = incoming.await else {
                return;
            };
            let full = lines.lock().unwrap_or_else(PoisonError::into_inner).len() >= MAX_LINES;
            if full {
                connection.close(1u32.into(), b"full");
                return;
            }
            let Ok(Ok(streams)) = tokio::time::timeout(OPEN_TIME, connection.accept_bi()).await
            else {
                return;
            };
            // The line is known before its first message can arrive.
            let mut known = lines.lock().unwrap_or_else(PoisonError::into_inner);
            if arrived.send((number, Arrival::Came)).is_err() {
                return;
            }
            let gone_from = lines.clone();
            let (outgoing, _writer) = carry_into::<M>(&carrier, connection, streams, move |m| {
                let arrival = match m {
                    Ok(m) => Arrival::Said(m),
                    Err(e) => {
                        gone_from
                            .lock()
                            .unwrap_or_else(PoisonError::into_inner)
                            .remove(&number);
                        Arrival::Gone(e)
                    }
                };
                arrived.send((number, arrival)).is_ok()
            });
            known.insert(number, outgoing);
        });
    }
}

impl<M> Hall<M> {
    /// The code players join by (without addresses when a relay carries it).
    pub fn code(&self) -> &MatchCode {
        &self.code
    }

    /// The code with this computer's addresses, for players on the same network.
    pub fn code_with_addresses(&self) -> &MatchCode {
        &self.code_with_addresses
    }

    /// True when no relay carries the hall: only the same network reaches it, by the code
    /// with addresses.
    pub fn same_network_only(&self) -> bool {
        self.same_network_only
    }

    /// Sends a message on a line (nothing if it has closed).
    pub fn send(&self, line: u64, message: M) {
        let lines = self.lines.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(outgoing) = lines.get(&line) {
            let _ = outgoing.send(message);
        }
    }

    /// Closes a line once what was sent on it has gone (its `Gone` arrives then).
    pub fn close_line(&self, line: u64) {
        self.lines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&line);
    }

    /// The lines open now.
    pub fn lines_open(&self) -> usize {
        self.lines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Closes every line and the hall, waiting up to `limit` for what was sent to go.
    pub fn close_within(self, limit: Duration) {
        let Hall {
            runtime,
            endpoint,
            lines,
            ..
        } = self;
        lines.lock().unwrap_or_else(PoisonError::into_inner).clear();
        runtime.block_on(async move {
            let _ = tokio::time::timeout(limit, async {
                tokio::time::sleep(Duration::from_millis(200)).await;
                endpoint.close().await;
            })
            .await;
        });
    }
}

/// Joins the hall of `code` for the protocol `alpn`.
pub fn join_hall<M>(
    config: &NetConfig,
    code: &str,
    alpn: &[u8],
) -> Result<crate::Link<M>, LinkError>
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    join_on(config, code, alpn)
}

/// Joins the hall of `code` again after the line dropped, every two seconds, until it
/// answers or `give_up` says so. A code or network that cannot be used at all ends it at
/// once.
pub fn rejoin_hall<M>(
    config: &NetConfig,
    code: &str,
    alpn: &[u8],
    give_up: impl Fn() -> bool,
) -> Result<crate::Link<M>, LinkError>
where
    M: serde::Serialize + serde::de::DeserializeOwned + Send + 'static,
{
    loop {
        if give_up() {
            return Err(LinkError::Cancelled);
        }
        let tried = std::time::Instant::now();
        match join_on(config, code, alpn) {
            Ok(link) => return Ok(link),
            Err(e @ (LinkError::Code(_) | LinkError::Network(_))) => return Err(e),
            Err(_) => std::thread::sleep(Duration::from_secs(2).saturating_sub(tried.elapsed())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Relay;
    use oware_core::net::Message;

    const ALPN: &[u8] = b"oware-hall-test/1";

    fn off() -> NetConfig {
        NetConfig {
            relay: Relay::Off,
            relay_only: false,
        }
    }

    fn next(hall: &Hall<Message>) -> (u64, Arrival<Message>) {
        hall.arrivals
            .recv_timeout(Duration::from_secs(20))
            .expect("something arrives")
    }

    #[test]
    fn a_hall_takes_several_lines_tells_them_apart_and_answers_each_on_its_own() {
        let hall = host_hall::<Message>(&off(), ALPN, None).expect("hosted");
        let code = hall.code_with_addresses().to_string();
        let players: Vec<crate::Link<Message>> = (0..3)
            .map(|n| {
                let link = join_hall(&off(), &code, ALPN).expect("joined");
                link.send(Message::Ping { n });
                link
            })
            .collect();
        let mut heard = HashMap::new();
        while heard.len() < 3 {
            if let (line, Arrival::Said(Message::Ping { n })) = next(&hall) {
                heard.insert(n, line);
            }
        }
        assert_eq!(hall.lines_open(), 3);
        for (&n, &line) in &heard {
            hall.send(line, Message::Pong { n });
        }
        for (n, link) in players.iter().enumerate() {
            let answer = link.incoming.recv_timeout(Duration::from_secs(20));
            assert!(
                matches!(answer, Ok(Ok(Message::Pong { n: m })) if m == n as u64),
                "{answer:?}"
            );
        }
        // A line closed by the hall ends for its player once what was sent has gone.
        let line = heard[&1];
        hall.send(line, Message::Bye);
        hall.close_line(line);
        let link = &players[1];
        assert!(matches!(
            link.incoming.recv_timeout(Duration::from_secs(20)),
            Ok(Ok(Message::Bye))
        ));
        assert!(matches!(
            link.incoming.recv_timeout(Duration::from_secs(20)),
            Ok(Err(LinkError::Lost))
        ));
        // A player that leaves is gone for the hall; the others stay.
        let mut players = players;
        players.remove(0).close_within(Duration::from_secs(2));
        loop {
            if let (l, Arrival::Gone(_)) = next(&hall)
                && l == heard[&0]
            {
                break;
            }
        }
        assert_eq!(hall.lines_open(), 1);
        hall.close_within(Duration::from_secs(2));
    }
}
