//! `tournament host FILE`: the organizer's program. It prints the code players join by,
//! takes their entries, starts round 1 once enough have entered and each next round once
//! the one in play has all its results, passes the games, and ends with the standings.
//! Lines typed on standard input steer it: `start` (the first round now), `decide BOARD
//! RESULT REASON` (a disputed board), `pause` and `go` (the round in play: reports held
//! meanwhile), `withdraw PLAYER`, `half-bye PLAYER` (from the next round on), `show`, `end`.

use super::ReachArgs;
use super::probe::Probe;
use crate::CliError;
use crate::args::SystemArg;
use crate::online::FormatArg;
use crate::records::{SMALL_FILE_LIMIT, read_text, write_atomic};
use crate::tournament::event::{System, Tournament};
use crate::tournament::hall::{
    HALL_ALPN, HallFile, HallMessage, Organizer, Out, PlaySettings, Step,
};
use crate::tournament::standings::{Outcome, TieBreak};
use crossbeam_channel as channel;
use oware_net::{Arrival, Hall};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The moves seen pass are written at most this often (results and entries at once).
const SAVE_MOVES_EVERY: Duration = Duration::from_secs(1);

/// Arguments of `tournament host`.
#[derive(Debug, clap::Args)]
pub struct HostArgs {
    /// The organizer's file: made when it does not exist, taken up again when it does
    /// (the same code, the same players, the round in play).
    pub file: PathBuf,
    /// The tournament's name (a new file).
    #[arg(long, default_value = "Tournament")]
    pub name: String,
    /// How the rounds are paired (a new file).
    #[arg(long, value_enum, default_value = "swiss")]
    pub system: SystemArg,
    /// The rounds of a Swiss (a new file).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=63))]
    pub rounds: u16,
    /// The tie-breaks in order, comma-separated: sb, bh, bh-c1, de, won, seeds.
    #[arg(long, value_delimiter = ',', value_parser = crate::args::parse_tie_break, default_value = "bh,sb")]
    pub tie_breaks: Vec<TieBreak>,
    /// The match format of every pairing (a new file).
    #[arg(long, value_enum, default_value_t = FormatArg::Single)]
    pub format: FormatArg,
    /// The clock of every game: minutes and seconds added a move (`5+0`); none without.
    #[arg(long, value_parser = crate::rules::TimeControl::from_minutes_form)]
    pub clock: Option<crate::rules::TimeControl>,
    /// Round 1 starts once this many players have entered (or at `start`).
    #[arg(long, value_parser = clap::value_parser!(u16).range(2..=64))]
    pub players: Option<u16>,
    /// List the tournament on this network (multicast DNS): players find it with
    /// `tournament list`, without the code.
    #[arg(long)]
    pub list: bool,
    /// The relay, as players give it.
    #[command(flatten)]
    pub reach: ReachArgs,
}

/// What the organizer typed.
pub(crate) enum Typed {
    Start,
    Pause(bool),
    Withdraw(String),
    HalfBye(String),
    Decide(usize, Outcome, String),
    Show,
    End,
}

/// Runs the organizer until the tournament ends, steered by the lines typed.
pub fn host(args: &HostArgs, out: &mut dyn Write) -> Result<(), CliError> {
    run(args, typed_lines(), None, out)
}

/// The same, steered by `typed`.
pub(crate) fn run(
    args: &HostArgs,
    mut typed: channel::Receiver<Typed>,
    probe: Option<Arc<Probe>>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let file = match args.file.exists() {
        true => load(&args.file)?,
        false => new_file(args)?,
    };
    let again = (!file.code.is_empty()).then_some(file.code.as_str());
    let hall: Hall<HallMessage> = oware_net::host_hall(&args.reach.config(), HALL_ALPN, again)?;
    let code = if hall.same_network_only() {
        hall.code_with_addresses().to_string()
    } else {
        hall.code().to_string()
    };
    let mut organizer = Organizer::new(HallFile {
        code: hall.code_with_addresses().to_string(),
        ..file
    });
    save(&args.file, organizer.file())?;
    let mut saved = std::time::Instant::now();
    writeln!(out, "code: {code}")?;
    out.flush()?;
    // Listed while the organizer runs (the announcement ends with it).
    let _listed = if args.list {
        let t = organizer.tournament();
        let play = &organizer.file().play;
        Some(oware_net::announce_as(
            oware_net::TOURNAMENT_SERVICE,
            &t.name,
            &format!("{:?}", play.format),
            play.clock.as_deref(),
            hall.code_with_addresses(),
        )?)
    } else {
        None
    };
    let enough = args.players.map_or(usize::MAX, usize::from);
    let mut ended = false;
    let mut refused_at: Option<(usize, usize)> = None;
    while !ended {
        channel::select! {
            recv(hall.arrivals) -> arrival => {
                let Ok((line, arrival)) = arrival else { break };
                let began = std::time::Instant::now();
                let step = match arrival {
                    Arrival::Came => Step::default(),
                    Arrival::Said(message) => {
                        if let (Some(probe), HallMessage::Game { round, board, message }) = (&probe, &message) {
                            probe.arrived(*round, *board, message);
                        }
                        organizer.receive(line, message)
                    }
                    Arrival::Gone(_) => {
                        hall.close_line(line);
                        organizer.gone(line)
                    }
                };
                carry_out(&hall, (&args.file, &mut saved), &organizer, step, out)?;
                if let Some(probe) = &probe {
                    probe.handled(began.elapsed());
                }
            }
            recv(typed) -> line => {
                let step = match line {
                    Ok(Typed::Start) => {
                        start(&hall, (&args.file, &mut saved), &mut organizer, out)?;
                        None
                    }
                    Ok(Typed::Pause(paused)) => Some(organizer.set_paused(paused)),
                    Ok(Typed::Decide(board, outcome, reason)) => {
                        Some(organizer.decide(board, outcome, &reason))
                    }
                    Ok(Typed::Withdraw(who)) => Some(
                        crate::organizer_cmd::player_of(organizer.tournament(), &who)
                            .and_then(|p| organizer.withdraw(p)),
                    ),
                    Ok(Typed::HalfBye(who)) => Some(
                        crate::organizer_cmd::player_of(organizer.tournament(), &who)
                            .and_then(|p| organizer.half_bye(p)),
                    ),
                    Ok(Typed::Show) => {
                        writeln!(out, "{}", crate::organizer_cmd::round_text(organizer.tournament()))?;
                        None
                    }
                    Ok(Typed::End) => {
                        ended = true;
                        None
                    }
                    // Standard input closed: the organizer's program goes on by itself.
                    Err(_) => {
                        typed = channel::never();
                        None
                    }
                };
                match step {
                    Some(Ok(step)) => carry_out(&hall, (&args.file, &mut saved), &organizer, step, out)?,
                    Some(Err(e)) => writeln!(out, "refused: {e}")?,
                    None => {}
                }
            },
            default(Duration::from_millis(250)) => {}
        }
        let t = organizer.tournament();
        let ready = if t.rounds.is_empty() {
            t.players.len() >= enough
        } else {
            t.rounds.last().is_some_and(|r| r.complete()) && !t.is_over()
        };
        // A round that cannot be paired (a Swiss with too few players for its rounds, say)
        // is said once, and tried again only once the players have changed.
        let now = (t.rounds.len(), t.players.len());
        if ready
            && refused_at != Some(now)
            && !start(&hall, (&args.file, &mut saved), &mut organizer, out)?
        {
            refused_at = Some(now);
            writeln!(
                out,
                "type `end` to end the tournament here, or wait for a late entry"
            )?;
        }
        ended |= organizer.tournament().is_over();
    }
    let step = organizer.end();
    carry_out(&hall, (&args.file, &mut saved), &organizer, step, out)?;
    hall.close_within(Duration::from_secs(5));
    save(&args.file, organizer.file())?;
    let games = args.file.with_extension("ogn");
    write_atomic(
        &games,
        crate::tournament::hall::games_ogn(organizer.file()).as_bytes(),
    )?;
    writeln!(out, "games: {}", games.display())?;
    let t = organizer.tournament();
    let names: Vec<String> = t.players.iter().map(|p| p.name.clone()).collect();
    let table = t.standings();
    out.write_all(
        crate::tournament::export::standings_text(&names, &table, &t.tie_breaks).as_bytes(),
    )?;
    Ok(())
}

fn start(
    hall: &Hall<HallMessage>,
    file: (&Path, &mut std::time::Instant),
    organizer: &mut Organizer,
    out: &mut dyn Write,
) -> Result<bool, CliError> {
    match organizer.start_round() {
        Ok(step) => {
            carry_out(hall, file, organizer, step, out)?;
            writeln!(
                out,
                "{}",
                crate::organizer_cmd::round_text(organizer.tournament())
            )?;
            Ok(true)
        }
        Err(e) => {
            writeln!(out, "refused: {e}")?;
            Ok(false)
        }
    }
}

/// Sends what a step says, writes the file if it changed, prints its lines.
fn carry_out(
    hall: &Hall<HallMessage>,
    (file, saved): (&Path, &mut std::time::Instant),
    organizer: &Organizer,
    step: Step,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if step.changed || (step.live_changed && saved.elapsed() >= SAVE_MOVES_EVERY) {
        save(file, organizer.file())?;
        *saved = std::time::Instant::now();
    }
    for o in step.out {
        match o {
            Out::Send(line, message) => hall.send(line, message),
            Out::Close(line) => hall.close_line(line),
        }
    }
    for line in step.said {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(())
}

fn new_file(args: &HostArgs) -> Result<HallFile, CliError> {
    let system = match args.system {
        SystemArg::Swiss => System::Swiss {
            rounds: usize::from(args.rounds),
        },
        SystemArg::RoundRobin => System::RoundRobin,
        SystemArg::DoubleRoundRobin => System::DoubleRoundRobin,
        SystemArg::Knockout => System::Knockout,
    };
    if args.name.trim().is_empty() {
        return Err(crate::organizer_cmd::refused(
            &args.file,
            "the tournament needs a name".into(),
        ));
    }
    Ok(HallFile {
        tournament: Tournament::new(&args.name, system, args.tie_breaks.clone()),
        play: PlaySettings {
            format: args.format.format(),
            clock: args.clock.map(|c| c.to_string()),
        },
        code: String::new(),
        tickets: Vec::new(),
        boards: Vec::new(),
    })
}

/// An organizer's file, read and checked.
pub fn load(file: &Path) -> Result<HallFile, CliError> {
    let text = read_text(file, SMALL_FILE_LIMIT)?;
    HallFile::from_ron(&text).map_err(|e| crate::organizer_cmd::refused(file, e.to_string()))
}

fn save(file: &Path, hall: &HallFile) -> Result<(), CliError> {
    let text = hall
        .to_ron()
        .map_err(|e| crate::organizer_cmd::refused(file, e.to_string()))?;
    write_atomic(file, text.as_bytes())?;
    Ok(())
}

/// The organizer's lines from standard input, read on a thread of their own.
fn typed_lines() -> channel::Receiver<Typed> {
    let (send, typed) = channel::bounded(4);
    std::thread::spawn(move || {
        let mut input = std::io::stdin().lock();
        while let Ok(Some(line)) = crate::online::player::read_line(&mut input) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let command = match words.as_slice() {
                ["start"] => Typed::Start,
                ["pause"] => Typed::Pause(true),
                ["go"] => Typed::Pause(false),
                ["withdraw", who @ ..] if !who.is_empty() => Typed::Withdraw(who.join(" ")),
                ["half-bye", who @ ..] if !who.is_empty() => Typed::HalfBye(who.join(" ")),
                ["show"] => Typed::Show,
                ["end"] => Typed::End,
                ["decide", board, result, reason @ ..] if !reason.is_empty() => {
                    let Some(board) = board.parse().ok() else {
                        eprintln!("decide BOARD RESULT REASON: the board is a number");
                        continue;
                    };
                    let Ok(outcome) = crate::organizer_cmd::outcome_of(result) else {
                        eprintln!("a result is 1-0, 0-1 or 1/2");
                        continue;
                    };
                    Typed::Decide(board, outcome, reason.join(" "))
                }
                _ => {
                    eprintln!(
                        "start | pause | go | decide BOARD 1-0|0-1|1/2 REASON | withdraw PLAYER | half-bye PLAYER | show | end"
                    );
                    continue;
                }
            };
            if send.send(command).is_err() {
                return;
            }
        }
    });
    typed
}
