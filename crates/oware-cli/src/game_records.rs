//! Reading the game records of a file for `replay` and `analyze --game`: a file may hold one
//! OGN record or several one after another (the Library's export, `selfplay --ogn`), as PGN
//! files do; `--record N` picks one, from 1.

use super::CliError;
use crate::records::{GameRecord, RECORD_LIMIT, parse_ogn_with_rules, read_text, split_records};
use crate::rules::Rules;
use std::path::Path;

/// The records of the OGN file at `path` (under `chosen` rules when given, else each
/// record's `Variant`): all of them, or only the `only`-th (from 1). An unreadable record
/// is named by its place in the file.
pub fn read_records(
    path: &Path,
    chosen: Option<Rules>,
    only: Option<usize>,
) -> Result<Vec<(usize, GameRecord)>, CliError> {
    let text = read_text(path, RECORD_LIMIT)?;
    let texts = split_records(&text);
    let several = texts.len() > 1;
    let numbers: Vec<usize> = match only {
        Some(n) if n == 0 || n > texts.len().max(1) => {
            return Err(CliError::NoSuchRecord {
                path: path.to_path_buf(),
                count: texts.len(),
            });
        }
        Some(n) => vec![n],
        None => (1..=texts.len().max(1)).collect(),
    };
    numbers
        .into_iter()
        .map(|n| {
            let one = if several { texts[n - 1] } else { text.as_str() };
            parse_ogn_with_rules(one, chosen)
                .map(|record| (n, record))
                .map_err(|source| {
                    if several {
                        CliError::RecordOf {
                            path: path.to_path_buf(),
                            number: n,
                            source,
                        }
                    } else {
                        CliError::Record {
                            path: path.to_path_buf(),
                            source,
                        }
                    }
                })
        })
        .collect()
}

/// A heading for one game of several: `game 2: Ama v Kofi` (the names as a terminal may
/// print them).
pub fn heading(number: usize, record: &GameRecord) -> String {
    let name = |tag: &str| {
        record
            .tag(tag)
            .filter(|n| crate::records::shows(n))
            .map_or_else(|| "?".to_string(), crate::records::terminal_safe)
    };
    format!("game {number}: {} v {}", name("South"), name("North"))
}
