//! `ratings`: Elo ratings with error bars fitted to the games of OGN files (a round robin of
//! the levels written by `selfplay --ogn`, say), each player named by its `South` or `North`
//! tag.

use crate::CliError;
use crate::args::RatingsArgs;
use crate::ratings::{Pairing, fit};
use crate::records::{FileError, RECORD_LIMIT, ReadRecord, RecordReader, open_regular, parse_ogn};
use std::collections::BTreeMap;
use std::io::Write;

/// The largest file read.
const MAX_FILE: u64 = 512 << 20;

/// The most players fitted: the fit's time grows with the cube of their number (a thousand
/// take about a second), so more are refused in words before the work starts.
const MAX_PLAYERS: usize = 1000;

/// A player's name as records keep names: at most 40 characters, control characters and
/// invisible marks (direction overrides) written as escapes, never printed raw; none when
/// it shows nothing (only spaces, say).
fn clean_name(name: &str) -> Option<String> {
    let name: String = name.trim().chars().take(crate::MAX_NAME).collect();
    crate::records::shows(&name).then(|| crate::records::terminal_safe(&name))
}

/// Reads the games, fits the ratings and prints them, strongest first.
pub fn run(args: &RatingsArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    let mut games = Vec::new();
    let (mut unfinished, mut unreadable, mut against_itself) = (0usize, 0usize, 0usize);
    for path in &args.files {
        // Read a record at a time: memory holds one record and the results, never the file.
        let file = open_regular(path, MAX_FILE)?;
        let records = RecordReader::new(std::io::BufReader::new(file), RECORD_LIMIT);
        for (i, record) in records.enumerate() {
            let record = record.map_err(|source| FileError::Read {
                path: path.clone(),
                source,
            })?;
            let ReadRecord::Text(record) = record else {
                if unreadable == 0 {
                    eprintln!("{}, record {}: too large (left out)", path.display(), i + 1);
                }
                unreadable += 1;
                continue;
            };
            let record = match parse_ogn(&record) {
                Ok(record) => record,
                Err(e) => {
                    if unreadable == 0 {
                        eprintln!("{}, record {}: {e} (left out)", path.display(), i + 1);
                    }
                    unreadable += 1;
                    continue;
                }
            };
            let tag = |name: &str| record.tag(name).and_then(clean_name);
            let (Some(south), Some(north)) = (tag("South"), tag("North")) else {
                unreadable += 1;
                continue;
            };
            if south == north {
                // A player against itself tells nothing of its strength.
                against_itself += 1;
                continue;
            }
            let Some(outcome) = record.game.outcome() else {
                unfinished += 1;
                continue;
            };
            let score = match outcome.winner {
                Some(crate::rules::Side::South) => 1.0,
                Some(crate::rules::Side::North) => 0.0,
                None => 0.5,
            };
            let n = names.len();
            let first = *names.entry(south).or_insert(n);
            let n = names.len();
            let second = *names.entry(north).or_insert(n);
            games.push(Pairing {
                first,
                second,
                score,
            });
        }
    }
    if games.is_empty() {
        return Err(CliError::NothingToRate);
    }
    if names.len() > MAX_PLAYERS {
        return Err(CliError::Fit(format!(
            "{} players: at most {MAX_PLAYERS} are rated at once",
            names.len()
        )));
    }
    let (anchor_name, anchor_rating) = match &args.anchor {
        Some((name, rating)) => (clean_name(name).unwrap_or_default(), *rating),
        None => (names.keys().next().cloned().unwrap_or_default(), 1500.0),
    };
    let anchor = *names
        .get(&anchor_name)
        .ok_or_else(|| CliError::Anchor(anchor_name.clone()))?;
    let fitted = fit(names.len(), &games, anchor, anchor_rating)
        .map_err(|e| CliError::Fit(e.to_string()))?;
    let mut by_index: Vec<&String> = vec![&anchor_name; names.len()];
    for (name, &i) in &names {
        by_index[i] = name;
    }
    writeln!(
        out,
        "games {}, players {}, {} held at {anchor_rating:.0}",
        games.len(),
        names.len(),
        anchor_name
    )?;
    if unfinished + unreadable + against_itself > 0 {
        writeln!(
            out,
            "left out: {unfinished} unfinished, {unreadable} unreadable, \
             {against_itself} of a player against itself"
        )?;
    }
    let width = names
        .keys()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    writeln!(out, "{:width$}  rating  ± 95 %   games  score", "player")?;
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| fitted[b].rating.total_cmp(&fitted[a].rating));
    for i in order {
        let f = &fitted[i];
        writeln!(
            out,
            "{:width$}  {:6.0}  ± {:5.0}  {:5}  {:5.1}%",
            by_index[i],
            f.rating,
            1.96 * f.error,
            f.games,
            100.0 * f.points / f64::from(f.games.max(1)),
        )?;
    }
    Ok(())
}
