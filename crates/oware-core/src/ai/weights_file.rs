//! Evaluation weights as text: what `oware-cli tune --out` writes and `selfplay
//! --south-weights FILE` reads.
//!
//! ```text
//! # comments and blank lines are skipped
//! tempo -87
//! phase 1               (the stage of the game the pit lines below are for)
//! pit 1 0 280 280 ...   (25 numbers: the pit holding 0, 1, ..., 24 or more seeds)
//! ...
//! pit 6 0 ...
//! phase 2
//! ...
//! ```
//!
//! Pit lines before any `phase` line count for every stage, so a file with one table (as
//! written before the evaluation told stages apart) still reads.

use super::eval::{PHASES, PIT_CAP, PitTable, Score, Weights};
use std::fmt::Write;

/// The largest worth (in absolute value) a weights file may give one pit or the tempo:
/// 100 seeds.
pub const MAX_PIT_WORTH: Score = 10_000;

/// Why a weights text cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WeightsTextError {
    /// A line that is neither `tempo N`, `phase P` nor `pit K …`.
    #[error("line {0}: expected 'tempo N', 'phase P' or 'pit K' followed by {count} numbers", count = PIT_CAP + 1)]
    BadLine(usize),
    /// A part is not a whole number in range.
    #[error("line {0}: '{1}' is not a whole number from -{max} to {max}", max = MAX_PIT_WORTH)]
    BadNumber(usize, String),
    /// A pit number outside 1–6.
    #[error("line {0}: pits are numbered 1 to 6")]
    BadPit(usize),
    /// A stage number outside 1–[`PHASES`].
    #[error("line {0}: stages are numbered 1 to {PHASES}")]
    BadPhase(usize),
    /// A pit line without exactly one number per seed count.
    #[error("line {0}: expected {count} numbers for the pit, found {1}", count = PIT_CAP + 1)]
    Count(usize, usize),
    /// Something given twice.
    #[error("line {0}: '{1}' is given twice")]
    Repeated(usize, String),
    /// Something not given at all.
    #[error("'{0}' is missing")]
    Missing(String),
}

impl Weights {
    /// The weights as text (see the module's documentation).
    pub fn to_text(&self) -> String {
        let mut out = String::from(
            "# Oware evaluation weights, hundredths of a seed, from the side to move.\n\
             # Each 'pit K' line: pit K of the mover's row (1 sows first, 6 is next to the\n\
             # opponent) holding 0, 1, 2, ... seeds; the last number counts for that many and\n\
             # more. The opponent's pit K counts the same against the mover. 'phase P'\n\
             # starts the table of stage P: 1 with fewer than 28 seeds on the board, 2 with\n\
             # 28 to 37, 3 with 38 or more.\n",
        );
        let _ = writeln!(out, "tempo {}", self.tempo);
        for (stage, table) in self.pits.iter().enumerate() {
            let _ = writeln!(out, "phase {}", stage + 1);
            for (k, row) in table.iter().enumerate() {
                let values: Vec<String> = row.iter().map(Score::to_string).collect();
                let _ = writeln!(out, "pit {} {}", k + 1, values.join(" "));
            }
        }
        out
    }

    /// Reads weights written by [`Weights::to_text`].
    pub fn from_text(text: &str) -> Result<Weights, WeightsTextError> {
        let mut tempo = None;
        // Each stage's pits, and the pits given for every stage (before any `phase` line).
        let mut pits: [[Option<[Score; PIT_CAP + 1]>; 6]; PHASES] = [[None; 6]; PHASES];
        let mut shared: [Option<[Score; PIT_CAP + 1]>; 6] = [None; 6];
        let mut stage: Option<usize> = None;
        for (index, raw) in text.lines().enumerate() {
            let line_no = index + 1;
            let line = raw.split('#').next().unwrap_or("").trim();
            let mut parts = line.split_whitespace();
            let number = |part: &str| {
                part.parse::<Score>()
                    .ok()
                    .filter(|v| v.abs() <= MAX_PIT_WORTH)
                    .ok_or_else(|| WeightsTextError::BadNumber(line_no, part.to_string()))
            };
            match parts.next() {
                None => {}
                Some("tempo") => {
                    let values: Vec<&str> = parts.collect();
                    let &[value] = values.as_slice() else {
                        return Err(WeightsTextError::BadLine(line_no));
                    };
                    if tempo.replace(number(value)?).is_some() {
                        return Err(WeightsTextError::Repeated(line_no, "tempo".into()));
                    }
                }
                Some("phase") => {
                    let values: Vec<&str> = parts.collect();
                    let &[value] = values.as_slice() else {
                        return Err(WeightsTextError::BadLine(line_no));
                    };
                    let p = value
                        .parse::<usize>()
                        .ok()
                        .filter(|p| (1..=PHASES).contains(p))
                        .ok_or(WeightsTextError::BadPhase(line_no))?;
                    stage = Some(p - 1);
                }
                Some("pit") => {
                    let pit = parts
                        .next()
                        .and_then(|p| p.parse::<usize>().ok())
                        .filter(|p| (1..=6).contains(p))
                        .ok_or(WeightsTextError::BadPit(line_no))?;
                    let values = parts.map(number).collect::<Result<Vec<_>, _>>()?;
                    let row: [Score; PIT_CAP + 1] = values
                        .as_slice()
                        .try_into()
                        .map_err(|_| WeightsTextError::Count(line_no, values.len()))?;
                    let (slot, name) = match stage {
                        Some(p) => (&mut pits[p][pit - 1], format!("phase {} pit {pit}", p + 1)),
                        None => (&mut shared[pit - 1], format!("pit {pit}")),
                    };
                    if slot.replace(row).is_some() {
                        return Err(WeightsTextError::Repeated(line_no, name));
                    }
                }
                Some(_) => return Err(WeightsTextError::BadLine(line_no)),
            }
        }
        let tempo = tempo.ok_or_else(|| WeightsTextError::Missing("tempo".into()))?;
        let mut tables: [PitTable; PHASES] = [[[0; PIT_CAP + 1]; 6]; PHASES];
        for (p, table) in tables.iter_mut().enumerate() {
            for (k, row) in table.iter_mut().enumerate() {
                *row = pits[p][k].or(shared[k]).ok_or_else(|| {
                    WeightsTextError::Missing(format!("phase {} pit {}", p + 1, k + 1))
                })?;
            }
        }
        Ok(Weights {
            pits: tables,
            tempo,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Weights, WeightsTextError};
    use crate::ai::eval::{PHASES, PIT_CAP, Terms};

    #[test]
    fn weights_survive_text() {
        for w in [
            Weights::TUNED,
            Terms::TABLE_FITTED.weights(),
            Weights::PLAIN,
        ] {
            assert_eq!(Weights::from_text(&w.to_text()), Ok(w));
        }
    }

    #[test]
    fn bad_weights_text_is_named() {
        let good = Weights::TUNED.to_text();
        let without_pit_3: String = good
            .lines()
            .filter(|l| !l.starts_with("pit 3"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(
            Weights::from_text(&without_pit_3),
            Err(WeightsTextError::Missing("phase 1 pit 3".into()))
        );
        let cases = [
            ("tempo x\n", WeightsTextError::BadNumber(1, "x".into())),
            ("tempo 1 2\n", WeightsTextError::BadLine(1)),
            ("\nbishop 3\n", WeightsTextError::BadLine(2)),
            ("pit 7 0\n", WeightsTextError::BadPit(1)),
            ("phase 4\n", WeightsTextError::BadPhase(1)),
            ("phase 0\n", WeightsTextError::BadPhase(1)),
            ("phase 1 2\n", WeightsTextError::BadLine(1)),
            ("pit 1 0 1 2\n", WeightsTextError::Count(1, 3)),
            (
                "tempo 99999\n",
                WeightsTextError::BadNumber(1, "99999".into()),
            ),
            (
                "tempo 1\ntempo 2\n",
                WeightsTextError::Repeated(2, "tempo".into()),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(Weights::from_text(text), Err(error), "{text:?}");
        }
        let twice: String = good
            .lines()
            .flat_map(|l| {
                let again = (l == "phase 2").then(|| format!("pit 5 {}\n", ["0"; 25].join(" ")));
                [format!("{l}\n"), again.unwrap_or_default()]
            })
            .collect();
        assert_eq!(
            Weights::from_text(&twice),
            Err(WeightsTextError::Repeated(21, "phase 2 pit 5".into()))
        );
    }

    /// A file of one table, as written before the evaluation told stages apart, gives every
    /// stage that table; a stage's own lines then replace it for that stage alone.
    #[test]
    fn one_table_counts_for_every_stage() {
        let mut w = Weights::TUNED;
        w.pits = [w.pits[1]; PHASES];
        // The tempo and the first stage's six pit lines, without the `phase` line.
        let text = w.to_text();
        let tempo = text.lines().filter(|l| l.starts_with("tempo"));
        let pits = text.lines().filter(|l| l.starts_with("pit")).take(6);
        let one_table: String = tempo.chain(pits).map(|l| format!("{l}\n")).collect();
        assert_eq!(Weights::from_text(&one_table), Ok(w));
        let zeros = ["0"; PIT_CAP + 1].join(" ");
        let with_stage_3 = format!("{one_table}phase 3\npit 2 {zeros}\n");
        let mut expected = w;
        expected.pits[2][1] = [0; PIT_CAP + 1];
        assert_eq!(Weights::from_text(&with_stage_3), Ok(expected));
    }
}
