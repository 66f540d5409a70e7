//! `oware-cli replay`: applies moves and prints the state after each ply.

use super::CliError;
use super::args::{ReplayArgs, start_position};
use super::game_records::read_records;
use crate::records::{DocumentFormat, open_document};
use crate::rules::{
    Game, IllegalToken, MoveToken, Outcome, Ply, Rules, format_position, parse_move_list,
};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// One ply as a JSON line (field order is part of the contract).
#[derive(Serialize)]
struct PlyLine {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    player: &'static str,
    board: [u8; 12],
    stores: [u8; 2],
    captured: u8,
    grand_slam: bool,
    to_move: Option<&'static str>,
}

/// The end of the game as a JSON line.
#[derive(Serialize)]
struct FinalLine {
    result: &'static str,
    reason: &'static str,
    final_stores: [u8; 2],
    final_board: [u8; 12],
}

/// A record to replay rather than moves: one argument naming a file, or ending in `.ogn`,
/// `.ron` or `.txt`.
fn record_path(args: &ReplayArgs) -> Option<&Path> {
    let [only] = args.moves.as_slice() else {
        return None;
    };
    let path = Path::new(only);
    (path.is_file() || DocumentFormat::of_path(path).is_some()).then_some(path)
}

/// The games of a record file: a `.ron` save's game in play, or the OGN records (each its
/// `Variant`, or `chosen` when given), all of them or the one asked for, with their place in
/// the file when it holds several.
fn recorded_games(
    path: &Path,
    chosen: Option<Rules>,
    only: Option<usize>,
) -> Result<Vec<(Option<usize>, Game)>, CliError> {
    if DocumentFormat::of_path(path) == Some(DocumentFormat::Ron) {
        return Ok(vec![(None, open_document(path)?.game)]);
    }
    let records = read_records(path, chosen, only)?;
    let several = records.len() > 1 || only.is_some();
    Ok(records
        .into_iter()
        .map(|(n, record)| (several.then_some(n), record.game))
        .collect())
}

/// Runs the replay of the moves given, or of a record file's games (one after another,
/// each under a `game N` line in text). An illegal move stops it with an error naming the
/// ply.
pub fn run(
    args: &ReplayArgs,
    rules: &Rules,
    chosen: Option<Rules>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match record_path(args) {
        Some(path) => {
            if args.fen.is_some() {
                return Err(CliError::FenWithRecord);
            }
            let games = recorded_games(path, chosen, args.record.map(|n| n as usize))?;
            if args.json && games.len() > 1 {
                return Err(CliError::NoSuchRecord {
                    path: path.to_path_buf(),
                    count: games.len(),
                });
            }
            for (number, game) in games {
                if let Some(n) = number.filter(|_| !args.json) {
                    writeln!(out, "game {n}")?;
                }
                let tokens = game
                    .moves()
                    .iter()
                    .map(|mv| MoveToken::Letter(mv.pit()))
                    .collect::<Vec<_>>();
                replay_tokens(*game.rules(), *game.start(), &tokens, args.json, out)?;
            }
            Ok(())
        }
        None => {
            let start = start_position(args.fen.as_deref(), rules)?;
            let text = args.moves.join(" ");
            let tokens = parse_move_list(&text).map_err(CliError::Moves)?;
            replay_tokens(*rules, start, &tokens, args.json, out)
        }
    }
}

/// Plays `tokens` from `start`, printing each ply and the end.
fn replay_tokens(
    rules: Rules,
    start: crate::rules::Position,
    tokens: &[MoveToken],
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut game = Game::from_position(rules, start);
    if let Some(outcome) = game.outcome().copied() {
        print_final(&outcome, json, out)?;
    }
    for (i, token) in tokens.iter().enumerate() {
        let ply_number = i + 1;
        let side = game.position().to_move();
        let mv = token.resolve(side);
        let legal = game.legal_moves();
        let ply = *game.play(mv).map_err(|error| IllegalToken {
            ply: ply_number,
            token: *token,
            error,
            legal,
        })?;
        let to_move = game.to_move();
        print_ply(ply_number, &ply, to_move.map(|s| s.name()), json, out)?;
        if let Some(outcome) = game.outcome().copied() {
            print_final(&outcome, json, out)?;
        }
    }
    Ok(())
}

fn print_ply(
    number: usize,
    ply: &Ply,
    to_move: Option<&'static str>,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let report = &ply.report;
    if json {
        let line = PlyLine {
            ply: number,
            mv: report.mv.letter().to_string(),
            player: report.mv.side().name(),
            board: *ply.after.pits(),
            stores: ply.after.stores(),
            captured: report.capture.seeds,
            grand_slam: report.grand_slam,
            to_move,
        };
        let text = serde_json::to_string(&line)?;
        writeln!(out, "{text}")?;
    } else {
        let mut notes = String::new();
        if report.capture.seeds > 0 {
            notes.push_str(&format!(" captures {}", report.capture.seeds));
        }
        if report.grand_slam {
            notes.push_str(" (grand slam)");
        }
        writeln!(
            out,
            "{number:>3}. {} {:<5} {}{notes}",
            report.mv,
            report.mv.side().name(),
            format_position(&ply.after)
        )?;
    }
    Ok(())
}

fn print_final(outcome: &Outcome, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    if json {
        let line = FinalLine {
            result: outcome.result_name(),
            reason: outcome.reason.name(),
            final_stores: outcome.final_stores,
            final_board: outcome.final_board,
        };
        let text = serde_json::to_string(&line)?;
        writeln!(out, "{text}")?;
    } else {
        let [s, n] = outcome.final_stores;
        let who = match outcome.winner {
            Some(side) => format!("{side} wins"),
            None => "draw".to_string(),
        };
        writeln!(out, "result: {who} {s}-{n} ({})", outcome.reason.name())?;
    }
    Ok(())
}
