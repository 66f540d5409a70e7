//! `tournament`: the pairings of a tournament's rounds, printed as the organizer reads them;
//! a Swiss's next round from its TRF file.

use crate::CliError;
use crate::args::{TournamentCommand, TournamentFormat};
use crate::tournament::swiss::Swiss;
use crate::tournament::{Round, knockout, round_robin, trf};
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
            let text = std::fs::read(file).map_err(|source| CliError::ReadFile {
                path: file.clone(),
                source,
            })?;
            let text = String::from_utf8_lossy(&text);
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
    }
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
