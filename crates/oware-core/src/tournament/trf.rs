//! A tournament in FIDE's Tournament Report File (TRF): the format chess pairing programs
//! and their checkers read. Moving first is White. Written: the tournament's name, the
//! rounds planned (`XXR`), the first seed's colour in round 1 (`XXC`), and a `001` line a
//! player with each round's opponent, colour and result; a round not yet paired may carry
//! the players who sit it out (a half-point bye asked for, or out).

use super::standings::{Absence, Outcome, RoundResults};

/// What a TRF holds of a tournament besides its rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfHeader {
    /// The tournament's name.
    pub name: String,
    /// The players' names, in the order of their pairing numbers.
    pub players: Vec<String>,
    /// The rounds planned.
    pub rounds: usize,
    /// The first seed moves first in round 1.
    pub top_seed_first: bool,
}

/// One round of one player, as a TRF column holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cell {
    opponent: usize,
    colour: char,
    result: char,
}

const EMPTY: Cell = Cell {
    opponent: 0,
    colour: '-',
    result: 'Z',
};

/// The TRF of a tournament after `played`, with the players of `next_out` sitting out the
/// next round (as `H` a half-point bye or `Z` out).
pub fn write(header: &TrfHeader, played: &[RoundResults], next_out: &[(usize, Absence)]) -> String {
    let n = header.players.len();
    let mut cells = vec![Vec::new(); n];
    let mut halves = vec![0u32; n];
    for round in played {
        let mut row = vec![EMPTY; n];
        for r in &round.results {
            let (a, b) = (r.pairing.first, r.pairing.second);
            if a >= n || b >= n || a == b {
                continue;
            }
            let (ra, rb) = match (r.outcome, r.forfeit) {
                (Outcome::FirstWins, false) => ('1', '0'),
                (Outcome::SecondWins, false) => ('0', '1'),
                (Outcome::Draw, false) => ('=', '='),
                (Outcome::FirstWins, true) => ('+', '-'),
                (Outcome::SecondWins, true) => ('-', '+'),
                (Outcome::Draw, true) => ('=', '='),
            };
            row[a] = Cell {
                opponent: b + 1,
                colour: 'w',
                result: ra,
            };
            row[b] = Cell {
                opponent: a + 1,
                colour: 'b',
                result: rb,
            };
        }
        for &(p, absence) in &round.absent {
            if p < n {
                row[p] = Cell {
                    result: absence_code(absence),
                    ..EMPTY
                };
            }
        }
        for (p, cell) in row.into_iter().enumerate() {
            halves[p] += match cell.result {
                '1' | '+' | 'U' | 'F' => 2,
                '=' | 'H' => 1,
                _ => 0,
            };
            cells[p].push(cell);
        }
    }
    if !next_out.is_empty() {
        let mut row = vec![None; n];
        for &(p, absence) in next_out {
            if p < n {
                row[p] = Some(Cell {
                    result: absence_code(absence),
                    ..EMPTY
                });
            }
        }
        for (p, cell) in row.into_iter().enumerate() {
            if let Some(cell) = cell {
                cells[p].push(cell);
            }
        }
    }
    let mut text = String::new();
    text.push_str(&format!("012 {}\n", one_line(&header.name)));
    text.push_str(&format!("XXR {}\n", header.rounds));
    text.push_str(&format!(
        "XXC {}\n",
        if header.top_seed_first {
            "white1"
        } else {
            "black1"
        }
    ));
    let ranks = ranks(&halves);
    for (p, name) in header.players.iter().enumerate() {
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            p + 1,
            one_line(name).chars().take(33).collect::<String>(),
            "",
            "",
            "",
            "",
            format!(
                "{}.{}",
                halves[p] / 2,
                if halves[p] % 2 == 1 { 5 } else { 0 }
            ),
            ranks[p],
        );
        for cell in &cells[p] {
            let opponent = if cell.opponent == 0 {
                "0000".to_string()
            } else {
                format!("{:>4}", cell.opponent)
            };
            line.push_str(&format!("  {opponent} {} {}", cell.colour, cell.result));
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

fn absence_code(absence: Absence) -> char {
    match absence {
        Absence::Bye => 'U',
        Absence::HalfBye => 'H',
        Absence::Out => 'Z',
    }
}

/// A name on one line, as the format needs.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Each player's rank by points (ties sharing the better rank).
fn ranks(halves: &[u32]) -> Vec<usize> {
    halves
        .iter()
        .map(|&h| 1 + halves.iter().filter(|&&o| o > h).count())
        .collect()
}

/// A tournament read from a TRF: its header, the rounds played, and the players out of
/// the next round (given in a last column of byes and absences only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfTournament {
    /// The name, players, rounds planned and first colour.
    pub header: TrfHeader,
    /// The rounds played.
    pub played: Vec<RoundResults>,
    /// Who sits out the next round, and how.
    pub next_out: Vec<(usize, Absence)>,
}

/// Why a TRF is refused: the line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct TrfError {
    /// The line, from 1 (0 for the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

fn refuse(line: usize, what: impl Into<String>) -> TrfError {
    TrfError {
        line,
        what: what.into(),
    }
}

/// The largest TRF read: far more than 64 players over any number of rounds.
const MOST_BYTES: usize = 1 << 20;

/// A TRF's tournament, checked: the players numbered 1 to n, each game told the same by
/// both its players (colours opposite, results that fit), nobody twice in a round, no
/// pair meeting twice over the board, and each player's points as their results add up.
pub fn read(text: &str) -> Result<TrfTournament, TrfError> {
    if text.len() > MOST_BYTES {
        return Err(refuse(0, "the file is too large for a tournament report"));
    }
    let mut name = String::new();
    let mut rounds_planned = None;
    let mut top_seed_first = true;
    // Per player: line, name, points in halves as written, cells.
    let mut lines: Vec<(usize, usize, String, u32, Vec<Cell>)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let code = line.get(..3).unwrap_or(line);
        let rest = line.get(4..).unwrap_or("").trim();
        match code {
            "012" => name = rest.to_string(),
            "XXR" => {
                rounds_planned = Some(
                    rest.parse::<usize>()
                        .ok()
                        .filter(|r| (1..=1000).contains(r))
                        .ok_or_else(|| refuse(number, "XXR needs the number of rounds"))?,
                )
            }
            "XXC" => {
                top_seed_first = match rest.split_whitespace().next() {
                    Some("white1") | Some("white") => true,
                    Some("black1") | Some("black") => false,
                    _ => return Err(refuse(number, "XXC needs white1 or black1")),
                }
            }
            "001" => lines.push(player_line(number, line)?),
            _ => {}
        }
    }
    let n = lines.len();
    if !(2..=super::MAX_PLAYERS).contains(&n) {
        return Err(refuse(
            0,
            format!(
                "a tournament has 2 to {} players, not {n}",
                super::MAX_PLAYERS
            ),
        ));
    }
    lines.sort_by_key(|l| l.1);
    for (i, l) in lines.iter().enumerate() {
        if l.1 != i + 1 {
            return Err(refuse(
                l.0,
                format!("players are numbered 1 to {n}; {} is not", l.1),
            ));
        }
    }
    let columns = lines.iter().map(|l| l.4.len()).max().unwrap_or(0);
    let mut played = Vec::new();
    let mut next_out = Vec::new();
    let mut met = vec![vec![false; n]; n];
    let mut halves = vec![0u32; n];
    for r in 0..columns {
        let cell = |p: usize| lines[p].4.get(r).copied().unwrap_or(EMPTY);
        let has_games = (0..n).any(|p| cell(p).opponent != 0);
        if !has_games && r + 1 == columns && (0..n).all(|p| cell(p).result != 'U') {
            // The next round's absences.
            for (p, line) in lines.iter().enumerate() {
                if let Some(a) = line.4.get(r).and_then(|c| absence_of(c.result)) {
                    next_out.push((p, a));
                }
            }
            break;
        }
        let mut round = RoundResults::default();
        for p in 0..n {
            let c = cell(p);
            let line = lines[p].0;
            if c.opponent == 0 {
                let absence = absence_of(c.result).ok_or_else(|| {
                    refuse(
                        line,
                        format!(
                            "round {}: '{}' is not a result without an opponent",
                            r + 1,
                            c.result
                        ),
                    )
                })?;
                halves[p] += absence.halves();
                round.absent.push((p, absence));
                continue;
            }
            let o = c.opponent - 1;
            if o >= n || o == p {
                return Err(refuse(
                    line,
                    format!("round {}: no player {} to meet", r + 1, c.opponent),
                ));
            }
            let theirs = cell(o);
            if theirs.opponent != p + 1 {
                return Err(refuse(
                    line,
                    format!(
                        "round {}: player {} does not say they met {}",
                        r + 1,
                        o + 1,
                        p + 1
                    ),
                ));
            }
            let (mine, score) = result_of(c.result).ok_or_else(|| {
                refuse(
                    line,
                    format!("round {}: '{}' is not a result", r + 1, c.result),
                )
            })?;
            let (their, _) = result_of(theirs.result).ok_or_else(|| {
                refuse(
                    lines[o].0,
                    format!("round {}: '{}' is not a result", r + 1, theirs.result),
                )
            })?;
            if mine.forfeit != their.forfeit || mine.halves + their.halves != 2 {
                return Err(refuse(
                    line,
                    format!(
                        "round {}: the results of {} and {} do not fit",
                        r + 1,
                        p + 1,
                        o + 1
                    ),
                ));
            }
            halves[p] += score;
            if p > o {
                continue;
            }
            let (first, second) = match (c.colour, theirs.colour) {
                ('w', 'b') => (p, o),
                ('b', 'w') => (o, p),
                _ if mine.forfeit => (p, o),
                _ => {
                    return Err(refuse(
                        line,
                        format!(
                            "round {}: {} and {} need one white, one black",
                            r + 1,
                            p + 1,
                            o + 1
                        ),
                    ));
                }
            };
            if !mine.forfeit {
                if met[p][o] {
                    return Err(refuse(
                        line,
                        format!(
                            "round {}: {} and {} meet a second time",
                            r + 1,
                            p + 1,
                            o + 1
                        ),
                    ));
                }
                met[p][o] = true;
                met[o][p] = true;
            }
            let first_halves = if first == p {
                mine.halves
            } else {
                their.halves
            };
            round.results.push(super::standings::PairingResult {
                pairing: super::Pairing { first, second },
                outcome: match first_halves {
                    2 => Outcome::FirstWins,
                    0 => Outcome::SecondWins,
                    _ => Outcome::Draw,
                },
                seeds: [0, 0],
                forfeit: mine.forfeit,
            });
        }
        played.push(round);
    }
    for (p, l) in lines.iter().enumerate() {
        if l.3 != halves[p] {
            return Err(refuse(
                l.0,
                format!(
                    "player {} has {} points written but {} by the results",
                    p + 1,
                    super::standings::quarters(u64::from(l.3) * 2),
                    super::standings::quarters(u64::from(halves[p]) * 2)
                ),
            ));
        }
    }
    Ok(TrfTournament {
        header: TrfHeader {
            name,
            players: lines.into_iter().map(|l| l.2).collect(),
            rounds: rounds_planned
                .unwrap_or(played.len() + 1)
                .max(played.len() + 1),
            top_seed_first,
        },
        played,
        next_out,
    })
}

/// A result over the board: the half points it gives, and whether it was a forfeit.
struct Scored {
    halves: u32,
    forfeit: bool,
}

fn result_of(code: char) -> Option<(Scored, u32)> {
    let (halves, forfeit) = match code {
        '1' | 'W' => (2, false),
        '0' | 'L' => (0, false),
        '=' | 'D' => (1, false),
        '+' => (2, true),
        '-' => (0, true),
        _ => return None,
    };
    Some((Scored { halves, forfeit }, halves))
}

fn absence_of(code: char) -> Option<Absence> {
    match code {
        'U' | 'F' => Some(Absence::Bye),
        'H' => Some(Absence::HalfBye),
        'Z' | '-' | ' ' => Some(Absence::Out),
        _ => None,
    }
}

/// A `001` line: its line number, the player's number, name and points, and round cells.
/// Columns count characters (a name may hold any letters).
fn player_line(
    number: usize,
    line: &str,
) -> Result<(usize, usize, String, u32, Vec<Cell>), TrfError> {
    let chars: Vec<char> = line.chars().collect();
    let field = |from: usize, to: usize| -> String {
        chars
            .get(from - 1..to.min(chars.len()))
            .unwrap_or(&[])
            .iter()
            .collect::<String>()
            .trim()
            .to_string()
    };
    let player: usize = field(5, 8)
        .parse()
        .map_err(|_| refuse(number, "the player's number (columns 5-8) is missing"))?;
    let name = field(15, 47);
    let points = field(81, 84);
    let halves = parse_points(&points)
        .ok_or_else(|| refuse(number, format!("'{points}' is not a number of points")))?;
    let mut cells = Vec::new();
    let mut at = 92;
    while chars.len() >= at + 7 {
        let opponent = field(at, at + 3);
        let opponent: usize = if opponent.is_empty() {
            0
        } else {
            opponent
                .parse()
                .map_err(|_| refuse(number, format!("'{opponent}' is not an opponent's number")))?
        };
        cells.push(Cell {
            opponent,
            colour: chars[at + 4],
            result: chars[at + 6],
        });
        at += 10;
        if cells.len() > 1000 {
            return Err(refuse(number, "too many rounds"));
        }
    }
    Ok((number, player, name, halves, cells))
}

/// Points as the format writes them (`3.5`, `2`; none yet before the first round), in
/// half points.
fn parse_points(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(0);
    }
    let (whole, part) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.parse().ok()?;
    let half = match part {
        "0" | "" => 0,
        "5" => 1,
        _ => return None,
    };
    whole.checked_mul(2)?.checked_add(half)
}
