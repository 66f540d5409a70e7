//! `oware-cli net host` and `oware-cli net join CODE`: an online match without a window,
//! the moves of a person typed on standard input or of an engine. Every move goes through
//! the match protocol (`oware_core::net`), which checks it by the rules and the game's hash
//! on both sides. The host prints `code: CODE` on a line of its own; at the end both print
//! the same last line, the match's result. `net bench` times the connection.

mod bench;
mod board;
pub(crate) mod play;
pub(crate) mod player;
#[cfg(test)]
mod tests;

use crate::CliError;
use crate::engine_client::{EngineBudget, EngineError, UciEngine};
use crate::net::{MatchOffer, OnlinePeer};
use crate::rules::{MatchFormat, NextStarter, Rules, Side};
use clap::{Args, Subcommand, ValueEnum};
use oware_net::{LinkError, NetConfig, Relay};
use play::{Patience, play_match};
use player::Player;
use std::io::Write;
use std::time::Duration;

/// Arguments of `net`.
#[derive(Debug, Args)]
pub struct NetArgs {
    /// Host or join.
    #[command(subcommand)]
    pub command: NetCommand,
}

/// Hosting or joining a match.
#[derive(Debug, Subcommand)]
pub enum NetCommand {
    /// Host a match: prints `code: CODE` on a line of its own, then waits for the guest.
    Host {
        /// Who plays here.
        #[command(flatten)]
        player: PlayerArgs,
        /// The match format.
        #[arg(long, value_enum, default_value_t = FormatArg::Single)]
        format: FormatArg,
        /// The side the host plays (South moves first).
        #[arg(long, value_enum, default_value_t = SideArg::South)]
        side: SideArg,
        /// Play to a clock: minutes for each game and seconds added after each move
        /// (`5+0`, `3+2`); a side whose time runs out loses the game.
        #[arg(long, value_parser = crate::rules::TimeControl::from_minutes_form)]
        clock: Option<crate::rules::TimeControl>,
    },
    /// Time moves between a host and a guest in this process, and an idle connection.
    Bench(bench::NetBenchArgs),
    /// Join the match of a host's code.
    Join {
        /// The code the host printed.
        code: String,
        /// Who plays here.
        #[command(flatten)]
        player: PlayerArgs,
    },
}

/// Who plays on this side.
#[derive(Debug, Args)]
pub struct PlayerArgs {
    /// The player's name (1 to 40 characters).
    #[arg(long, default_value = "Player")]
    name: String,
    /// An engine plays instead of a person typing moves: its command line, e.g. `oware-cli uci`.
    #[arg(long)]
    engine: Option<String>,
    /// An option for the engine, `NAME=VALUE` (again for more).
    #[arg(long = "engine-option", value_name = "NAME=VALUE")]
    engine_options: Vec<String>,
    /// The engine's time for a move, in milliseconds.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    movetime: u64,
    /// Seconds to wait for the other side (to come, to answer, to come back after the line
    /// dropped) before giving up.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    timeout: u64,
    /// The relay server: `public` (iroh's), `off` (same network only: the code carries the
    /// host's addresses) or a relay's URL; host and guest must give the same.
    #[arg(long, default_value = "public")]
    relay: Relay,
    /// Everything through the relay: the other side never learns this computer's addresses.
    #[arg(long)]
    relay_only: bool,
}

impl PlayerArgs {
    fn net_config(&self) -> NetConfig {
        NetConfig {
            relay: self.relay.clone(),
            relay_only: self.relay_only,
        }
    }
}

/// The match formats, as the command line names them.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum FormatArg {
    /// One game.
    Single,
    /// Best of 3.
    #[value(name = "best-of-3")]
    BestOf3,
    /// Best of 5.
    #[value(name = "best-of-5")]
    BestOf5,
    /// First to 5 wins.
    #[value(name = "first-to-5")]
    FirstTo5,
    /// First to 6, or 3 ahead.
    Antigua,
    /// Three wins in a row.
    ThreeInARow,
}

impl FormatArg {
    pub(crate) fn format(self) -> MatchFormat {
        match self {
            FormatArg::Single => MatchFormat::Single,
            FormatArg::BestOf3 => MatchFormat::BestOf3,
            FormatArg::BestOf5 => MatchFormat::BestOf5,
            FormatArg::FirstTo5 => MatchFormat::FirstTo5,
            FormatArg::Antigua => MatchFormat::Antigua,
            FormatArg::ThreeInARow => MatchFormat::ThreeInARow,
        }
    }
}

/// A side, as the command line names it.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum SideArg {
    /// South (moves first in the first game).
    South,
    /// North.
    North,
}

/// This side's player as the arguments say: an engine on a thread, or the keyboard.
fn player(args: &PlayerArgs) -> Result<Player, CliError> {
    let Some(command) = &args.engine else {
        return Player::at_keyboard();
    };
    let options: Vec<(String, String)> = args
        .engine_options
        .iter()
        .map(|o| match o.split_once('=') {
            Some((n, v)) => (n.trim().to_string(), v.trim().to_string()),
            None => (o.trim().to_string(), String::new()),
        })
        .collect();
    let engine = UciEngine::start(command, &options)?;
    let time = Duration::from_millis(args.movetime);
    let patience = Duration::from_secs(args.timeout);
    Player::engine(engine_chooser(engine, time, patience))
}

/// The moves of `engine`, given `time` a move; a live engine that is late is waited for up
/// to `patience` more.
pub(crate) fn engine_chooser(
    mut engine: UciEngine,
    time: Duration,
    patience: Duration,
) -> player::Chooser {
    Box::new(move |game| {
        let legal = game.legal_moves().to_vec();
        let answer = match engine.best_move(
            game.start(),
            &game.moves(),
            &legal,
            EngineBudget::Time(time),
        ) {
            // A live engine that is late (paused, its computer asleep): its answer is
            // still awaited, as long as the other side is; the match goes on meanwhile.
            Err(EngineError::Silent { .. }) if engine.is_alive() => {
                eprintln!("the engine is late: waiting for its answer");
                engine.late_best_move(&legal, patience)?
            }
            answer => answer?,
        };
        Ok(answer.mv)
    })
}

/// Runs `net host` or `net join`; `variant` is the rules `--variant` chose, if it was
/// given: the host offers them, a guest refuses it (it plays the host's).
pub fn run(args: &NetArgs, variant: Option<Rules>, out: &mut dyn Write) -> Result<(), CliError> {
    match &args.command {
        NetCommand::Host {
            player,
            format,
            side,
            clock,
        } => {
            let host_plays = match side {
                SideArg::South => Side::South,
                SideArg::North => Side::North,
            };
            let offer = MatchOffer {
                variant: variant.unwrap_or(Rules::ABAPA).name(),
                clock: clock.map(|c| c.to_string()),
                ..abapa_offer(format.format(), host_plays)
            };
            let peer = OnlinePeer::host(&player.name, offer).map_err(CliError::Net)?;
            let chooser = self::player(player)?;
            let hosting = oware_net::host(&player.net_config())?;
            writeln!(out, "code: {}", hosting.code())?;
            out.flush()?;
            let started = std::time::Instant::now();
            let wait = Duration::from_secs(player.timeout);
            let link = hosting
                .wait_for_guest(|| started.elapsed() > wait)
                .map_err(|e| match e {
                    LinkError::Cancelled => LinkError::Silent(player.timeout),
                    e => e,
                })?;
            play_match(peer, link, None, chooser, patience(player), out).map(drop)
        }
        NetCommand::Bench(bench) => bench::run(bench, out),
        NetCommand::Join { .. } if variant.is_some() => Err(CliError::VariantJoin),
        NetCommand::Join { code, player } => {
            let peer = OnlinePeer::guest(&player.name).map_err(CliError::Net)?;
            let chooser = self::player(player)?;
            let link = oware_net::join(&player.net_config(), code)?;
            let rejoin = Some(oware_net::Rejoin {
                config: player.net_config(),
                code: code.clone(),
            });
            play_match(peer, link, rejoin, chooser, patience(player), out).map(drop)
        }
    }
}

/// The match the tool hosts: Abapa, South first, the next games' starter alternating.
fn abapa_offer(format: MatchFormat, host_plays: Side) -> MatchOffer {
    MatchOffer {
        variant: "abapa".into(),
        format,
        next_starter: NextStarter::Alternate,
        first: Side::South,
        host_plays,
        earlier: Vec::new(),
        moves: String::new(),
        hints: false,
        clock: None,
        clocks: None,
    }
}

fn patience(args: &PlayerArgs) -> Patience {
    Patience::with_timeout(Duration::from_secs(args.timeout))
}
