//! `tournament bench`: a Swiss played on the network by headless players, all in this one
//! process over this machine's loopback: how long it takes, whether every result was
//! agreed and every player told the organizer's standings, how long a move takes to reach
//! the organizer, and how long the organizer takes over each message.

use super::ReachArgs;
use super::host::{HostArgs, Typed, run as organize};
use super::join::{JoinArgs, run as play};
use super::probe::{Probe, summary};
use crate::CliError;
use crate::args::SystemArg;
use crate::online::FormatArg;
use crate::tournament::event::Settled;
use crossbeam_channel as channel;
use oware_net::Relay;
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Arguments of `tournament bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Players (2-64).
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u16).range(2..=64))]
    players: u16,
    /// Rounds of the Swiss.
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u16).range(1..=63))]
    rounds: u16,
    /// The players' engine levels cycle from 1 to this (1-8).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=8))]
    levels: u8,
    /// The engine's time for a move at full strength, in milliseconds.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    movetime: u64,
    /// The clock of every game (`1+0`); none without.
    #[arg(long, value_parser = crate::rules::TimeControl::from_minutes_form)]
    clock: Option<crate::rules::TimeControl>,
}

/// Runs the benchmark.
pub fn bench(args: &BenchArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let folder =
        std::env::temp_dir().join(format!("oware-tournament-bench-{}", std::process::id()));
    std::fs::create_dir_all(&folder)
        .map_err(|e| CliError::Bench(format!("{}: {e}", folder.display())))?;
    let file = folder.join("bench.ron");
    let result = run(args, &file, out);
    let _ = std::fs::remove_dir_all(&folder);
    result
}

fn run(args: &BenchArgs, file: &std::path::Path, out: &mut dyn Write) -> Result<(), CliError> {
    let file = file.to_path_buf();
    let host_args = HostArgs {
        file: file.clone(),
        name: "Bench".into(),
        system: SystemArg::Swiss,
        rounds: args.rounds,
        tie_breaks: vec![],
        format: FormatArg::Single,
        clock: args.clock,
        players: Some(args.players),
        list: false,
        reach: ReachArgs {
            relay: Relay::Off,
            relay_only: false,
        },
    };
    let probe = Arc::new(Probe::default());
    let (lines, heard) = channel::unbounded();
    let started = Instant::now();
    let organizer = {
        let probe = probe.clone();
        std::thread::spawn(move || {
            let mut out = LineSink(lines, Vec::new());
            organize(&host_args, channel::never::<Typed>(), Some(probe), &mut out)
        })
    };
    let code = loop {
        match heard.recv_timeout(Duration::from_secs(60)) {
            Ok(line) => {
                if let Some(code) = line.strip_prefix("code: ") {
                    break code.to_string();
                }
            }
            Err(_) => {
                return Err(match organizer.join() {
                    Ok(Err(e)) => e,
                    _ => CliError::Bench("the organizer printed no code".into()),
                });
            }
        }
    };
    let players: Vec<_> = (0..args.players)
        .map(|i| {
            let join_args = JoinArgs {
                code: code.clone(),
                name: format!("Player {}", i + 1),
                level: 1 + (i % u16::from(args.levels)) as u8,
                movetime: args.movetime,
                timeout: 120,
                reach: ReachArgs {
                    relay: Relay::Off,
                    relay_only: false,
                },
            };
            let probe = probe.clone();
            std::thread::spawn(move || play(&join_args, Some(probe), &mut std::io::sink()))
        })
        .collect();
    let mut told = Vec::new();
    for player in players {
        let standings = player
            .join()
            .map_err(|_| CliError::Bench("a player's thread failed".into()))??;
        told.push(standings);
    }
    organizer
        .join()
        .map_err(|_| CliError::Bench("the organizer's thread failed".into()))??;
    let took = started.elapsed();
    let kept = super::host::load(&file)?;
    let t = &kept.tournament;
    let boards: usize = t.rounds.iter().map(|r| r.boards.len()).sum();
    let agreed = t
        .rounds
        .iter()
        .flat_map(|r| &r.boards)
        .filter(|b| matches!(b.result, Some((_, Settled::Agreed))))
        .count();
    let standings: Vec<(usize, String, u32)> = t
        .standings()
        .iter()
        .map(|s| {
            (
                s.rank,
                t.players[s.player].name.clone(),
                (s.points / 2) as u32,
            )
        })
        .collect();
    let same = told.iter().all(|lines| {
        lines
            .iter()
            .map(|l| (l.rank, l.name.clone(), l.halves))
            .eq(standings.iter().cloned())
    });
    writeln!(
        out,
        "players {}, rounds {}, boards {boards}: {:.1} s; results agreed {agreed} of {boards}; every player told the final standings: {}",
        t.players.len(),
        t.rounds.len(),
        took.as_secs_f64(),
        if same { "yes" } else { "no" }
    )?;
    writeln!(out, "move to organizer: {}", summary(&probe.delays()))?;
    writeln!(
        out,
        "organizer's time a message: {}",
        summary(&probe.handling())
    )?;
    if agreed != boards || !same || t.rounds.len() != usize::from(args.rounds) {
        return Err(CliError::Bench(
            "the tournament did not end with every result agreed and the standings told".into(),
        ));
    }
    Ok(())
}

/// Output that hands each line over as it is written.
pub(super) struct LineSink(pub(super) channel::Sender<String>, pub(super) Vec<u8>);

impl Write for LineSink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.1.extend_from_slice(bytes);
        while let Some(end) = self.1.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.1.drain(..=end).collect();
            let _ = self
                .0
                .send(String::from_utf8_lossy(&line).trim_end().to_string());
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
