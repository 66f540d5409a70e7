//! `tournament new|enter|withdraw|half-bye|next|result|show|trf`: a tournament run from the
//! command line, its games played over the board. Each command reads the tournament file,
//! does one step and writes the file back atomically; a step refused leaves it as it was.

use crate::CliError;
use crate::args::{SystemArg, TournamentCommand};
use crate::records::{SMALL_FILE_LIMIT, read_text, write_atomic};
use crate::tournament::event::{EventError, EventRound, Settled, System, Tournament};
use crate::tournament::standings::{Absence, Outcome};
use std::io::Write;
use std::path::Path;

/// Runs one of the organizer's commands (the others of `tournament` are
/// `tournament_cmd`'s, and do nothing here).
pub fn run(command: &TournamentCommand, out: &mut dyn Write) -> Result<(), CliError> {
    let said = match command {
        TournamentCommand::New {
            file,
            name,
            system,
            rounds,
            tie_breaks,
        } => {
            if file.exists() {
                return Err(refused(file, "the file exists already".into()));
            }
            let system = match (system, rounds) {
                (SystemArg::Swiss, Some(r)) => System::Swiss {
                    rounds: usize::from(*r),
                },
                (SystemArg::Swiss, None) => {
                    return Err(refused(file, "a Swiss needs --rounds".into()));
                }
                (SystemArg::RoundRobin, _) => System::RoundRobin,
                (SystemArg::DoubleRoundRobin, _) => System::DoubleRoundRobin,
                (SystemArg::Knockout, _) => System::Knockout,
            };
            if name.trim().is_empty() {
                return Err(refused(file, "the tournament needs a name".into()));
            }
            let t = Tournament::new(name, system, tie_breaks.clone());
            save(file, &t)?;
            format!("{}: {} made", file.display(), t.name)
        }
        TournamentCommand::Enter { file, names } => step(file, |t| {
            let mut lines = Vec::new();
            for name in names {
                let number = t.enter(name)?;
                lines.push(format!("{} entered as {}", name.trim(), number + 1));
            }
            Ok(lines.join("\n"))
        })?,
        TournamentCommand::Withdraw { file, player } => step(file, |t| {
            let p = player_of(t, player)?;
            t.withdraw(p)?;
            Ok(format!(
                "{} withdrawn from the next round on",
                t.players[p].name
            ))
        })?,
        TournamentCommand::HalfBye { file, player } => step(file, |t| {
            let p = player_of(t, player)?;
            t.ask_half_bye(p)?;
            Ok(format!(
                "{}: a half-point bye next round",
                t.players[p].name
            ))
        })?,
        TournamentCommand::Next { file } => step(file, |t| {
            t.start_round()?;
            Ok(round_text(t))
        })?,
        TournamentCommand::Result {
            file,
            board,
            result,
            reason,
        } => step(file, |t| {
            let outcome = outcome_of(result)?;
            let round = t
                .rounds
                .len()
                .checked_sub(1)
                .ok_or(EventError::NotNow("no round has started"))?;
            let b = usize::from(*board)
                .checked_sub(1)
                .ok_or(EventError::Unknown("board"))?;
            let why = reason.as_deref().unwrap_or("entered by the organizer");
            t.decide(round, b, outcome, why)?;
            Ok(round_text(t))
        })?,
        TournamentCommand::Show { file } => round_text(&load_to_read(file)?),
        TournamentCommand::Trf { file } => {
            out.write_all(load_to_read(file)?.trf().as_bytes())?;
            return Ok(());
        }
        _ => return Ok(()),
    };
    writeln!(out, "{said}")?;
    Ok(())
}

/// A step refused, naming the file.
pub fn refused(file: &Path, why: String) -> CliError {
    CliError::TournamentFile {
        path: file.to_path_buf(),
        why,
    }
}

fn load(file: &Path) -> Result<Tournament, CliError> {
    let text = read_text(file, SMALL_FILE_LIMIT)?;
    Tournament::from_ron(&text).map_err(|e| refused(file, e.to_string()))
}

/// A tournament to read, from a tournament file or an organizer's file.
fn load_to_read(file: &Path) -> Result<Tournament, CliError> {
    let text = read_text(file, SMALL_FILE_LIMIT)?;
    tournament_of(&text).map_err(|e| refused(file, e.to_string()))
}

/// The tournament of a tournament file, or of an organizer's file (`tournament host`).
pub(crate) fn tournament_of(text: &str) -> Result<Tournament, EventError> {
    match Tournament::from_ron(text) {
        Ok(t) => Ok(t),
        Err(e) => crate::tournament::hall::HallFile::from_ron(text)
            .map(|hall| hall.tournament)
            .map_err(|_| e),
    }
}

fn save(file: &Path, t: &Tournament) -> Result<(), CliError> {
    let text = t.to_ron().map_err(|e| refused(file, e.to_string()))?;
    write_atomic(file, text.as_bytes())?;
    Ok(())
}

/// Reads the file, does `change`, writes it back: what the change says. Refused, the file is
/// left as it was.
fn step(
    file: &Path,
    change: impl FnOnce(&mut Tournament) -> Result<String, EventError>,
) -> Result<String, CliError> {
    let mut t = load(file)?;
    let said = change(&mut t).map_err(|e| refused(file, e.to_string()))?;
    save(file, &t)?;
    Ok(said)
}

/// A player by number (from 1) or name (any case).
pub(crate) fn player_of(t: &Tournament, text: &str) -> Result<usize, EventError> {
    let text = text.trim();
    if let Ok(number) = text.parse::<usize>() {
        return number
            .checked_sub(1)
            .filter(|&p| p < t.players.len())
            .ok_or(EventError::Unknown("player"));
    }
    t.players
        .iter()
        .position(|p| p.name.to_lowercase() == text.to_lowercase())
        .ok_or(EventError::Unknown("player"))
}

/// `1-0`, `0-1`, `1/2` (or `½-½`, `=`, `1/2-1/2`).
pub(crate) fn outcome_of(text: &str) -> Result<Outcome, EventError> {
    match text.trim() {
        "1-0" => Ok(Outcome::FirstWins),
        "0-1" => Ok(Outcome::SecondWins),
        "1/2" | "1/2-1/2" | "½-½" | "½" | "=" => Ok(Outcome::Draw),
        _ => Err(EventError::NotNow("a result is 1-0, 0-1 or 1/2")),
    }
}

/// The round in play: its boards with results, and who sits out.
pub(crate) fn round_text(t: &Tournament) -> String {
    let Some(round) = t.rounds.last() else {
        return format!(
            "{}: {} players entered, no round started",
            t.name,
            t.players.len()
        );
    };
    let name = |p: usize| format!("{} ({})", t.players[p].name, p + 1);
    let mut text = format!(
        "{} — round {} of {}\n",
        t.name,
        t.rounds.len(),
        t.rounds_planned()
    );
    text.push_str(&boards_text(round, &name));
    for &(p, why) in &round.absent {
        let what = match why {
            Absence::Bye => "bye",
            Absence::HalfBye => "half-point bye",
            Absence::Out => "out",
        };
        text.push_str(&format!("{what}: {}\n", name(p)));
    }
    if t.is_over() {
        text.push_str("the tournament is over\n");
    }
    text.trim_end().to_string()
}

/// A result as a board shows it: `1-0` (the first named won), `0-1`, `½-½`.
pub(crate) fn score_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::FirstWins => "1-0",
        Outcome::SecondWins => "0-1",
        Outcome::Draw => "½-½",
    }
}

fn boards_text(round: &EventRound, name: &dyn Fn(usize) -> String) -> String {
    let mut text = String::new();
    for (i, b) in round.boards.iter().enumerate() {
        let result = match &b.result {
            Some((o, settled)) => {
                let score = score_text(*o);
                match settled {
                    Settled::Forfeit => format!("{score} (forfeit)"),
                    _ => score.to_string(),
                }
            }
            None if b.disputed() => "disputed".to_string(),
            None => "playing".to_string(),
        };
        text.push_str(&format!(
            "board {}: {} – {}   {result}\n",
            i + 1,
            name(b.pairing.first),
            name(b.pairing.second)
        ));
    }
    text
}
