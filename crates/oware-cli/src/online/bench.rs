//! `oware-cli net bench`: how fast an online match's moves reach the other side, and what an
//! idle connection costs. A host and a guest in this one process, connected as `--relay`
//! says (over this machine's loopback with `off`), play moves through the match protocol
//! (each checked by the rules and the game's hash on arrival); each move is timed from the
//! moment its sender makes it to the moment the receiver has checked and applied it.

use crate::CliError;
use crate::net::{Event, Message, OnlinePeer};
use crate::rules::{MatchFormat, Side};
use clap::Args;
use oware_net::{Link, LinkError, NetConfig, Relay};
use std::io::Write;
use std::time::{Duration, Instant};

/// Arguments of `net bench`.
#[derive(Debug, Args)]
pub struct NetBenchArgs {
    /// Moves to time.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    moves: u32,
    /// Seconds the connection then stays idle (pinged every 5 s, as the game does) while its
    /// processor time is measured; 0: none.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=3600))]
    idle: u64,
    /// The relay server: `off` (direct over loopback, the default here), `public` or a URL.
    #[arg(long, default_value = "off")]
    relay: Relay,
    /// Everything through the relay.
    #[arg(long)]
    relay_only: bool,
}

/// One side: its protocol state and its connection.
struct End {
    peer: OnlinePeer,
    link: Link,
}

impl End {
    /// The next message, applied; replies sent back.
    fn take(&mut self) -> Result<Vec<Event>, CliError> {
        let message = self
            .link
            .incoming
            .recv_timeout(Duration::from_secs(30))
            .map_err(|_| LinkError::Silent(30))??;
        let events = self.peer.receive(message).map_err(CliError::Net)?;
        for event in &events {
            if let Event::Reply(reply) = event {
                self.link.send(reply.clone());
            }
        }
        Ok(events)
    }
}

/// Runs `net bench`.
pub fn run(args: &NetBenchArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let config = NetConfig {
        relay: args.relay.clone(),
        relay_only: args.relay_only,
    };
    let offer = super::abapa_offer(MatchFormat::Single, Side::South);
    let hosting = oware_net::host(&config)?;
    let code = hosting.code().to_string();
    let waiting = std::thread::spawn(move || hosting.wait_for_guest(|| false));
    let guest_link = oware_net::join(&config, &code)?;
    let mut guest = End {
        peer: OnlinePeer::guest("Guest").map_err(CliError::Net)?,
        link: guest_link,
    };
    // The host sees the guest's stream once something comes on it: the greeting.
    guest.link.send(guest.peer.hello());
    let host_link = waiting
        .join()
        .map_err(|_| LinkError::Network("the host's thread failed".into()))??;
    let mut host = End {
        peer: OnlinePeer::host("Host", offer).map_err(CliError::Net)?,
        link: host_link,
    };
    host.link.send(host.peer.hello());
    // The host greets back and proposes the match; the guest takes both.
    while host.peer.side().is_none() {
        host.take()?;
    }
    while guest.peer.match_session().is_none() {
        guest.take()?;
    }
    let mut times = Vec::with_capacity(args.moves as usize);
    while times.len() < args.moves as usize {
        let game = host
            .peer
            .match_session()
            .map(|s| s.game().clone())
            .ok_or(CliError::Net(crate::net::PeerError::Unexpected("move")))?;
        if game.is_over() {
            // South (the host) settles the end with the guest, then starts the next game;
            // the guest follows.
            if let Some(ping) = host.peer.settle() {
                host.link.send(ping);
                while !host.peer.is_settled() {
                    guest.take()?;
                    host.take()?;
                }
            }
            host.link
                .send(host.peer.next_game().map_err(CliError::Net)?);
            while !guest.take()?.contains(&Event::NextGame) {}
            continue;
        }
        let (mover, receiver) = if game.to_move() == host.peer.side() {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        // A different move each time: the legal moves in turn.
        let legal: Vec<_> = game.legal_moves().iter().collect();
        let mv = legal[game.plies().len() % legal.len()];
        let sent = Instant::now();
        mover.link.send(mover.peer.play(mv).map_err(CliError::Net)?);
        while !receiver
            .take()?
            .iter()
            .any(|e| matches!(e, Event::Moved { .. }))
        {}
        times.push(sent.elapsed());
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    writeln!(
        out,
        "moves {}  median {:.3} ms  p99 {:.3} ms  max {:.3} ms  (relay {}{})",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
        args.relay,
        if args.relay_only { ", relay only" } else { "" }
    )?;
    if args.idle > 0 {
        idle(&mut host, &mut guest, args.idle, out)?;
    }
    host.link.send(Message::Bye);
    guest.link.send(Message::Bye);
    host.link.close();
    guest.link.close();
    Ok(())
}

/// Keeps the connection open and idle, pinging every 5 s as the game does, and says the
/// processor time it took and the process's memory.
fn idle(
    host: &mut End,
    guest: &mut End,
    seconds: u64,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let before = process_cpu();
    let start = Instant::now();
    let mut n = 0;
    while start.elapsed() < Duration::from_secs(seconds) {
        std::thread::sleep(Duration::from_secs(5).min(Duration::from_secs(seconds)));
        n += 1;
        host.link.send(Message::Ping { n });
        while !guest
            .take()?
            .iter()
            .any(|e| matches!(e, Event::Reply(Message::Pong { .. })))
        {}
        while !host.take()?.contains(&Event::Pong(n)) {}
    }
    let wall = start.elapsed().as_secs_f64();
    match (before, process_cpu(), resident_kib()) {
        (Some(before), Some(after), Some(rss)) => writeln!(
            out,
            "idle {wall:.0} s: processor {:.2} % of one core ({:.0} ms), memory {:.1} MiB resident (both ends in this process)",
            (after - before) / wall * 100.0,
            (after - before) * 1000.0,
            rss as f64 / 1024.0
        )?,
        _ => writeln!(
            out,
            "idle {wall:.0} s: processor time and memory are read on Linux only"
        )?,
    }
    Ok(())
}

/// The processor time this process has used, in seconds (Linux: `/proc/self/stat`, whose
/// clock ticks are a hundredth of a second).
fn process_cpu() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command's name (in parentheses): utime and stime are the 12th and
    // 13th.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// The process's resident memory in KiB (Linux: `/proc/self/status`).
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
