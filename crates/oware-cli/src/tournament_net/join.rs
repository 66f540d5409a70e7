//! `tournament join CODE`: a player's program without a window. It enters under a name,
//! plays every pairing as the engine at a level through the match protocol (its messages
//! carried to the opponent by the organizer), reports each result, and prints what the
//! organizer announces until the tournament ends.

use super::ReachArgs;
use super::probe::Probe;
use crate::CliError;
use crate::ai::LevelPlayer;
use crate::net::Message;
use crate::online::play::{Patience, play_match};
use crate::online::player::Player as MovePlayer;
use crate::rules::Match;
use crate::tournament::hall::{HALL_ALPN, HallMessage, Heard, Seat, StandingLine, Verdict};
use crate::tournament::standings::quarters;
use crossbeam_channel as channel;
use oware_net::{Carried, KeepAlive, Link, LinkError, Watch};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// Arguments of `tournament join`.
#[derive(Debug, clap::Args)]
pub struct JoinArgs {
    /// The code the organizer printed.
    pub code: String,
    /// The player's name (1 to 32 characters).
    #[arg(long)]
    pub name: String,
    /// The engine's level, 1 (a beginner) to 8 (full strength).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub level: u8,
    /// The engine's time for a move at full strength, in milliseconds.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub movetime: u64,
    /// Seconds to wait for an opponent's answer before giving the match up.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub timeout: u64,
    /// The relay, as the organizer gives it.
    #[command(flatten)]
    pub reach: ReachArgs,
}

/// A match being played on its own thread: where its messages go.
struct Board {
    round: usize,
    board: usize,
    carried: Carried,
}

/// A player's program in the tournament: its seat, its line to the organizer and the match
/// in play.
struct Player<'a> {
    args: &'a JoinArgs,
    seat: Seat,
    hall: Link<HallMessage>,
    playing: Option<Board>,
    done_tx: channel::Sender<(usize, usize, Result<Match, CliError>)>,
    /// The watch over the line to the organizer (a killed organizer says nothing).
    keep_alive: KeepAlive,
}

/// Plays the tournament to its end.
pub fn join(args: &JoinArgs, out: &mut dyn Write) -> Result<(), CliError> {
    run(args, None, out).map(drop)
}

/// The same, timed by `probe` when given: the last standings the organizer told.
pub(crate) fn run(
    args: &JoinArgs,
    probe: Option<Arc<Probe>>,
    out: &mut dyn Write,
) -> Result<Vec<StandingLine>, CliError> {
    let hall: Link<HallMessage> =
        oware_net::join_hall(&args.reach.config(), &args.code, HALL_ALPN)?;
    let (done_tx, done) = channel::unbounded();
    let program = format!("oware-cli {}", env!("CARGO_PKG_VERSION"));
    let mut player = Player {
        args,
        seat: Seat::new(&args.name, &program),
        hall,
        playing: None,
        done_tx,
        keep_alive: KeepAlive::new(Patience::HALL),
    };
    player.hall.send(player.seat.enter());
    loop {
        let welcomed = player.seat.entered().is_some();
        channel::select! {
            recv(player.hall.incoming) -> message => match message {
                Ok(Ok(message)) => {
                    player.keep_alive.heard();
                    if player.heard(message, out)? {
                        return Ok(player.seat.standings().1.to_vec());
                    }
                }
                Ok(Err(LinkError::Lost)) | Err(_) if welcomed => player.come_back()?,
                Ok(Err(e)) => return Err(e.into()),
                Err(_) => return Err(LinkError::Lost.into()),
            },
            recv(done) -> finished => {
                let Ok((round, board, played)) = finished else { continue };
                player.finished(round, board, played);
            }
            default(Duration::from_millis(250)) => match player.keep_alive.check() {
                Watch::Ping(Message::Ping { n }) => player.hall.send(HallMessage::Ping { n }),
                Watch::Lost if welcomed => player.come_back()?,
                Watch::Lost => return Err(LinkError::Silent(Patience::HALL.lost_after.as_secs()).into()),
                Watch::Ping(_) | Watch::Fine => {}
            },
            recv(player.playing.as_ref().map_or(channel::never(), |b| b.carried.outgoing.clone())) -> message => {
                if let (Ok(message), Some(b)) = (message, player.playing.as_ref()) {
                    if let Some(probe) = &probe {
                        probe.sent(b.round, b.board, &message);
                    }
                    player.hall.send(HallMessage::Game { round: b.round, board: b.board, message });
                }
            }
        }
    }
}

impl Player<'_> {
    /// The line to the organizer dropped: the match in play waits, and the organizer is
    /// joined again (every two seconds, as long as the patience lasts) with the seat's
    /// ticket.
    fn come_back(&mut self) -> Result<(), CliError> {
        if let Some(b) = self.playing.as_mut() {
            b.carried.line_down();
        }
        eprintln!("the line to the organizer dropped: joining again");
        let started = std::time::Instant::now();
        let patience = Duration::from_secs(self.args.timeout);
        let hall = oware_net::rejoin_hall(
            &self.args.reach.config(),
            &self.args.code,
            HALL_ALPN,
            || started.elapsed() > patience,
        )
        .map_err(|e| match e {
            LinkError::Cancelled => LinkError::Silent(self.args.timeout),
            e => e,
        })?;
        let old = std::mem::replace(&mut self.hall, hall);
        old.cut();
        self.keep_alive.restart();
        self.hall.send(self.seat.enter());
        Ok(())
    }

    /// A message from the organizer; true once the tournament is over.
    fn heard(&mut self, message: HallMessage, out: &mut dyn Write) -> Result<bool, CliError> {
        for heard in self.seat.heard(message) {
            match heard {
                Heard::Say(message) => self.hall.send(message),
                Heard::Welcomed {
                    tournament,
                    player,
                    rounds,
                    back: false,
                } => writeln!(
                    out,
                    "entered {tournament} as {} ({rounds} rounds)",
                    player + 1
                )?,
                // The match in play goes on once the organizer says its board is whole
                // again (its pairing, or the word that the opponent is back).
                Heard::Welcomed { tournament, .. } => eprintln!("back in {tournament}"),
                Heard::Refused {
                    reason,
                    entering: true,
                } => return Err(LinkError::Refused(reason).into()),
                Heard::Refused { reason, .. } => eprintln!("the organizer refused: {reason}"),
                Heard::Paired {
                    round,
                    board,
                    opponent,
                    first,
                    offer,
                } => {
                    let side = if first { "first" } else { "second" };
                    writeln!(
                        out,
                        "round {round} board {board}: {side} against {opponent}"
                    )?;
                    self.play(round, board, first, offer)?;
                }
                Heard::ForBoard(message) => {
                    if let Some(b) = &self.playing {
                        b.carried.arrived(message);
                    }
                }
                Heard::LineDown => {
                    if let Some(b) = self.playing.as_mut() {
                        b.carried.line_down();
                    }
                }
                Heard::LineBack => {
                    if let Some(b) = self.playing.as_mut() {
                        b.carried.line_back();
                    }
                }
                Heard::Sat { round, halves } => {
                    let s = if halves == 2 { "" } else { "s" };
                    writeln!(
                        out,
                        "round {round}: no game ({} point{s})",
                        quarters(2 * u64::from(halves))
                    )?;
                }
                Heard::Result {
                    round,
                    board,
                    outcome,
                    verdict,
                } => {
                    let result = outcome.map_or("disputed", crate::organizer_cmd::score_text);
                    let how = match verdict {
                        Verdict::Agreed => String::new(),
                        Verdict::Disputed => " (the organizer decides)".into(),
                        Verdict::Decided { reason } => format!(" (decided: {reason})"),
                    };
                    writeln!(out, "round {round} board {board}: {result}{how}")?;
                }
                Heard::Standings { after_round } => {
                    writeln!(out, "standings after round {after_round}:")?;
                    for l in self.seat.standings().1 {
                        writeln!(
                            out,
                            "{:>3}  {}  {}",
                            l.rank,
                            l.name,
                            quarters(2 * u64::from(l.halves))
                        )?;
                    }
                }
                Heard::Ended => {
                    writeln!(out, "the tournament is over")?;
                    out.flush()?;
                    return Ok(true);
                }
                Heard::Strange(what) => eprintln!("{what}"),
                Heard::Players => {}
            }
        }
        out.flush()?;
        Ok(false)
    }

    /// Starts the match of a pairing on a thread of its own, the engine playing.
    fn play(
        &mut self,
        round: usize,
        board: usize,
        first: bool,
        offer: Option<crate::net::MatchOffer>,
    ) -> Result<(), CliError> {
        let peer = self.seat.peer_for(first, offer).map_err(CliError::Net)?;
        let (link, carried) = oware_net::carried();
        let player = engine(self.args.level, self.args.movetime)?;
        let patience = Patience::with_timeout(Duration::from_secs(self.args.timeout));
        let done = self.done_tx.clone();
        std::thread::spawn(move || {
            let played = play_match(peer, link, None, player, patience, &mut std::io::sink());
            let _ = done.send((round, board, played));
        });
        self.playing = Some(Board {
            round,
            board,
            carried,
        });
        Ok(())
    }

    /// A match ended: its result reported (and kept until the organizer's word).
    fn finished(&mut self, round: usize, board: usize, played: Result<Match, CliError>) {
        if let Some(b) = self
            .playing
            .take_if(|b| (b.round, b.board) == (round, board))
        {
            // The match's last words (its `bye`) still go: its link has closed, so this
            // ends once they are out.
            for message in b.carried.outgoing.iter() {
                self.hall.send(HallMessage::Game {
                    round,
                    board,
                    message,
                });
            }
        }
        if let Err(e) = &played {
            eprintln!("round {round} board {board}: the match stopped: {e}");
        }
        if let Some(report) = self.seat.finished(round, board, played.as_ref().ok()) {
            self.hall.send(report);
        }
    }
}

/// The engine at `level`, given `movetime` at full strength.
fn engine(level: u8, movetime: u64) -> Result<MovePlayer, CliError> {
    let mut player: Option<LevelPlayer> = None;
    let time = Duration::from_millis(movetime);
    MovePlayer::engine(Box::new(move |game| {
        let p = player.get_or_insert_with(|| LevelPlayer::new(level, game, rand::random(), time));
        p.choose(game).ok_or(CliError::InputEnded)
    }))
}
