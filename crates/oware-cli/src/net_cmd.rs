//! `oware-cli net host` and `oware-cli net join CODE`: an online match without a window,
//! the moves of a person typed on standard input or of an engine. Every move goes through
//! the match protocol (`oware_core::net`), which checks it by the rules and the game's hash
//! on both sides. The host prints `code: CODE` on a line of its own; at the end both print
//! the same last line, the match's result.

use super::CliError;
use crate::engine_client::{EngineBudget, UciEngine};
use crate::net::{Event, MatchOffer, Message, OnlinePeer};
use crate::rules::{Game, Match, MatchFormat, Move, MoveToken, NextStarter, Side};
use clap::{Args, Subcommand, ValueEnum};
use oware_net::{Link, LinkError, NetConfig, Relay};
use std::io::{BufRead, Write};
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
    },
    /// Time moves between a host and a guest in this process, and an idle connection.
    Bench(crate::net_bench::NetBenchArgs),
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
    /// Seconds to wait for the other side before giving up.
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
    fn format(self) -> MatchFormat {
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

/// Where this side's moves come from.
enum Player {
    Person,
    Engine(Box<UciEngine>, Duration),
}

impl Player {
    fn new(args: &PlayerArgs) -> Result<Player, CliError> {
        let Some(command) = &args.engine else {
            return Ok(Player::Person);
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
        Ok(Player::Engine(
            Box::new(engine),
            Duration::from_millis(args.movetime),
        ))
    }

    /// This side's move in `game`.
    fn choose(&mut self, game: &Game) -> Result<Move, CliError> {
        let legal = game.legal_moves().to_vec();
        match self {
            Player::Engine(engine, time) => {
                let answer = engine.best_move(
                    game.start(),
                    &game.moves(),
                    &legal,
                    EngineBudget::Time(*time),
                )?;
                Ok(answer.mv)
            }
            Player::Person => ask_person(game, &legal),
        }
    }
}

/// A move typed on standard input: a pit letter, or 1–6 from the mover's left; asked again
/// while it is not a legal move.
fn ask_person(game: &Game, legal: &[Move]) -> Result<Move, CliError> {
    let side = game.to_move().unwrap_or(Side::South);
    let stdin = std::io::stdin();
    loop {
        eprint!("your move ({side}): ");
        let mut line = String::new();
        let read = stdin.lock().read_line(&mut line).map_err(CliError::Input)?;
        if read == 0 {
            return Err(CliError::Input(std::io::ErrorKind::UnexpectedEof.into()));
        }
        let mut chars = line.trim().chars();
        let token = match (chars.next().and_then(MoveToken::from_char), chars.next()) {
            (Some(token), None) => token,
            _ => {
                eprintln!("a move is one pit: A-F, a-f or 1-6");
                continue;
            }
        };
        let mv = token.resolve(side);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        if let Err(e) = game.check(mv) {
            eprintln!("{mv}: {e}");
        }
    }
}

/// Runs `net host` or `net join`.
pub fn run(args: &NetArgs, out: &mut dyn Write) -> Result<(), CliError> {
    match &args.command {
        NetCommand::Host {
            player,
            format,
            side,
        } => {
            let offer = MatchOffer {
                variant: "abapa".into(),
                format: format.format(),
                next_starter: NextStarter::Alternate,
                first: Side::South,
                host_plays: match side {
                    SideArg::South => Side::South,
                    SideArg::North => Side::North,
                },
                earlier: Vec::new(),
                moves: String::new(),
            };
            let peer = OnlinePeer::host(&player.name, offer).map_err(CliError::Net)?;
            let mut chooser = Player::new(player)?;
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
            play_match(peer, link, &mut chooser, player.timeout, out)
        }
        NetCommand::Bench(bench) => crate::net_bench::run(bench, out),
        NetCommand::Join { code, player } => {
            let peer = OnlinePeer::guest(&player.name).map_err(CliError::Net)?;
            let mut chooser = Player::new(player)?;
            let link = oware_net::join(&player.net_config(), code)?;
            play_match(peer, link, &mut chooser, player.timeout, out)
        }
    }
}

/// The match's result, the same line on both sides: the wins, the draws and each game's
/// final stores.
fn result_line(m: &Match) -> String {
    let games: Vec<String> = m
        .games
        .iter()
        .map(|g| format!("{}-{}", g.stores[0], g.stores[1]))
        .collect();
    format!(
        "result: South {} North {} draws {} games {}",
        m.wins(Side::South),
        m.wins(Side::North),
        m.draws(),
        games.join(" ")
    )
}

fn play_match(
    mut peer: OnlinePeer,
    link: Link,
    player: &mut Player,
    timeout: u64,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    link.send(peer.hello());
    let result = exchange(&mut peer, &link, player, Duration::from_secs(timeout), out);
    match &result {
        Ok(()) => link.send(Message::Bye),
        Err(CliError::Net(e)) => link.send(Message::Refuse {
            reason: e.to_string(),
        }),
        Err(_) => link.send(Message::Bye),
    }
    link.close();
    result
}

/// The match, message by message, until it is over.
fn exchange(
    peer: &mut OnlinePeer,
    link: &Link,
    player: &mut Player,
    timeout: Duration,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    loop {
        if let Some(session) = peer.match_session() {
            let game = session.game().clone();
            if session.match_state().is_over() {
                writeln!(out, "{}", result_line(session.match_state()))?;
                return Ok(());
            }
            let me = peer.side();
            if game.is_over() {
                if me == Some(Side::South) {
                    // South asks for the next game; North waits for it.
                    link.send(peer.next_game().map_err(CliError::Net)?);
                    continue;
                }
            } else if game.to_move() == me {
                let mv = player.choose(&game)?;
                link.send(peer.play(mv).map_err(CliError::Net)?);
                writeln!(out, "move {}: {mv}", game.plies().len() + 1)?;
                continue;
            }
        }
        let message = match link.incoming.recv_timeout(timeout) {
            Ok(Ok(message)) => message,
            Ok(Err(e)) => return Err(e.into()),
            Err(_) => return Err(LinkError::Silent(timeout.as_secs()).into()),
        };
        for event in peer.receive(message).map_err(CliError::Net)? {
            match event {
                Event::Reply(reply) => link.send(reply),
                Event::Greeted { name, .. } => writeln!(out, "opponent: {name}")?,
                Event::Moved { mv, .. } => {
                    let plies = peer.match_session().map_or(0, |s| s.game().plies().len());
                    writeln!(out, "move {plies}: {mv}")?;
                }
                Event::Refused(reason) => return Err(LinkError::Refused(reason).into()),
                Event::Left => return Err(LinkError::Lost.into()),
                _ => {}
            }
        }
    }
}
