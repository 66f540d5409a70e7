//! `tournament`: the pairings of a tournament's rounds, printed as the organizer reads them;
//! a Swiss's next round from its TRF file.

use crate::CliError;
use crate::args::{StandingsShape, TournamentCommand, TournamentFormat};
use crate::tournament::standings::{RoundResults, standings};
use crate::tournament::swiss::Swiss;
use crate::tournament::{Round, export, knockout, round_robin, trf};
use std::io::Write;

/// Runs a `tournament` subcommand.
pub fn run(command: &TournamentCommand, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        TournamentCommand::Pairings { format, players } => {
            let players = usize::from(*players);
            let rounds = match format {
                TournamentFormat::RoundRobin => round_robin::rounds(players, false)?,
                TournamentFormat::DoubleRoundRobin => round_robin::rounds(players, true)?,
                TournamentFormat::Knockout => {
                    vec![knockout::round(&knockout::bracket(players)?)]
                }
            };
            for (r, round) in rounds.iter().enumerate() {
                writeln!(out, "{}", round_line(r + 1, round))?;
            }
            Ok(())
        }
        TournamentCommand::Pair { file } => {
            let text = read_file(file)?;
            let report = trf::read(&text).map_err(|source| CliError::Trf {
                path: file.clone(),
                source,
            })?;
            let players = report.header.players.len();
            let out_of_it: Vec<usize> = report.next_out.iter().map(|&(p, _)| p).collect();
            let taking_part: Vec<usize> = (0..players).filter(|p| !out_of_it.contains(p)).collect();
            let swiss = Swiss {
                rounds: report.header.rounds,
                top_seed_first: report.header.top_seed_first,
            };
            let round = swiss.pair(players, &report.played, &taking_part)?;
            writeln!(out, "{}", round_line(report.played.len() + 1, &round))?;
            Ok(())
        }
        TournamentCommand::New { .. }
        | TournamentCommand::Enter { .. }
        | TournamentCommand::Withdraw { .. }
        | TournamentCommand::HalfBye { .. }
        | TournamentCommand::Next { .. }
        | TournamentCommand::Result { .. }
        | TournamentCommand::Show { .. }
        | TournamentCommand::Trf { .. } => crate::organizer_cmd::run(command, out),
        TournamentCommand::Games { file } => {
            let hall = crate::tournament_net::load(file)?;
            out.write_all(crate::tournament::hall::games_ogn(&hall).as_bytes())?;
            Ok(())
        }
        TournamentCommand::Host(args) => crate::tournament_net::host(args, out),
        TournamentCommand::Bench(args) => crate::tournament_net::bench(args, out),
        TournamentCommand::List { seconds } => crate::tournament_net::list(*seconds, out),
        TournamentCommand::Join(args) => crate::tournament_net::join(args, out),
        TournamentCommand::Standings {
            file,
            tie_breaks,
            shape,
        } => {
            let (title, names, played) = read_tournament(file)?;
            let table = standings(names.len(), &played, tie_breaks);
            let text = match shape {
                StandingsShape::Csv => export::standings_csv(&names, &table, tie_breaks),
                StandingsShape::Html => export::standings_html(&title, &names, &table, tie_breaks),
                StandingsShape::Text => export::standings_text(&names, &table, tie_breaks),
            };
            out.write_all(text.as_bytes())?;
            Ok(())
        }
    }
}

/// A tournament's file as text (bytes that are not UTF-8 replaced, for the reader to refuse).
fn read_file(file: &std::path::Path) -> Result<String, CliError> {
    let bytes = std::fs::read(file).map_err(|source| CliError::ReadFile {
        path: file.to_path_buf(),
        source,
    })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// A tournament's name, players and rounds, from a TRF file or a tournament file.
fn read_tournament(
    file: &std::path::Path,
) -> Result<(String, Vec<String>, Vec<RoundResults>), CliError> {
    let text = read_file(file)?;
    let is_trf = text.lines().any(|l| l.starts_with("001"));
    if is_trf {
        let report = trf::read(&text).map_err(|source| CliError::Trf {
            path: file.to_path_buf(),
            source,
        })?;
        return Ok((report.header.name, report.header.players, report.played));
    }
    let event = crate::organizer_cmd::tournament_of(&text)
        .map_err(|e| crate::organizer_cmd::refused(file, e.to_string()))?;
    let names = event.players.iter().map(|p| p.name.clone()).collect();
    Ok((event.name.clone(), names, event.results_played()))
}

/// One round on a line: `round 2: 6-4 5-3 1-2`, then its byes (`bye 7`).
fn round_line(number: usize, round: &Round) -> String {
    let mut line = format!("round {number}:");
    for game in &round.games {
        line.push_str(&format!(" {}-{}", game.first + 1, game.second + 1));
    }
    for bye in &round.byes {
        line.push_str(&format!(" bye {}", bye + 1));
    }
    line
}
