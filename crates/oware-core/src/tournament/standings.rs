//! The standings of a tournament: points (a win 1, a draw ½), then the tie-breaks the
//! organizer chose, in their order. Values are kept exactly, in quarter points.
//!
//! A round a player did not play (a bye, a forfeit, a round out) counts for their own
//! Buchholz and Sonneborn–Berger as a game against a virtual opponent with the player's own
//! points, scored as the round was (a bye as a win, a half-point bye as a draw); it counts
//! nowhere as a pairing won over the board or seeds captured, nor as a direct encounter.

use super::Pairing;

/// How a pairing ended (a match of the tournament's format: its result, not a game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// The first player won.
    FirstWins,
    /// The second player won.
    SecondWins,
    /// Drawn.
    Draw,
}

impl Outcome {
    /// The half points `first`-side (true) or second-side player earned.
    pub(super) fn halves(self, first: bool) -> u32 {
        match (self, first) {
            (Outcome::Draw, _) => 1,
            (Outcome::FirstWins, true) | (Outcome::SecondWins, false) => 2,
            _ => 0,
        }
    }
}

/// A pairing with its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairingResult {
    /// Who met.
    pub pairing: Pairing,
    /// How it ended.
    pub outcome: Outcome,
    /// Seeds each captured over the pairing's games, first player first.
    pub seeds: [u32; 2],
    /// Not played: the result was given (one player did not come, or the organizer
    /// decided before a game began).
    pub forfeit: bool,
}

/// A player's round without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Absence {
    /// A bye the pairing gave (no opponent left): a win's point.
    Bye,
    /// A bye the player asked for before the round: half a point.
    HalfBye,
    /// Not paired (withdrawn, or not yet entered): nothing.
    Out,
}

impl Absence {
    /// The half points the round scores.
    pub(super) fn halves(self) -> u32 {
        match self {
            Absence::Bye => 2,
            Absence::HalfBye => 1,
            Absence::Out => 0,
        }
    }
}

/// One round's results.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundResults {
    /// The pairings played (or forfeited), with their results.
    pub results: Vec<PairingResult>,
    /// The players without a game, and why.
    pub absent: Vec<(usize, Absence)>,
}

/// A tie-break, as the organizer orders them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TieBreak {
    /// Sonneborn–Berger: each opponent's points, times the points scored against them.
    SonnebornBerger,
    /// Buchholz: the opponents' points.
    Buchholz,
    /// Buchholz less the opponent with the fewest points.
    BuchholzCut1,
    /// The points the tied players scored in the pairings between them, when every two of
    /// them met; nothing is decided otherwise.
    DirectEncounter,
    /// Pairings won over the board.
    Wins,
    /// Seeds captured over the board.
    SeedsCaptured,
}

impl TieBreak {
    /// Every tie-break, in the order offered.
    pub const ALL: [TieBreak; 6] = [
        TieBreak::SonnebornBerger,
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::DirectEncounter,
        TieBreak::Wins,
        TieBreak::SeedsCaptured,
    ];

    /// The short name standings show (the names chess's regulations use).
    pub fn short(self) -> &'static str {
        match self {
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Wins => "WON",
            TieBreak::SeedsCaptured => "SEEDS",
        }
    }
}

/// A player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player, by place in the list.
    pub player: usize,
    /// Their place: 1 for the first; players still tied after every tie-break share one.
    pub rank: usize,
    /// Points, in quarter points (a win is 4).
    pub points: u64,
    /// The tie-breaks' values in the order asked, in quarter points (wins and seeds as
    /// counts, times 4).
    pub tie_breaks: Vec<u64>,
}

/// A value in quarter points as standings show it: `3`, `2½`, `6¼`, `4¾`.
pub fn quarters(value: u64) -> String {
    let whole = value / 4;
    let part = match value % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !part.is_empty() {
        part.to_string()
    } else {
        format!("{whole}{part}")
    }
}

/// What each player met, worked out once from the results.
struct Record {
    /// Points in half points.
    halves: Vec<u32>,
    /// Per player, each round: the opponent (`None` in a round without a game: absent or
    /// forfeited) and the half points the player scored.
    rounds: Vec<Vec<(Option<usize>, u32)>>,
    wins: Vec<u64>,
    seeds: Vec<u64>,
}

impl Record {
    fn of(players: usize, rounds: &[RoundResults]) -> Record {
        let mut record = Record {
            halves: vec![0; players],
            rounds: vec![Vec::new(); players],
            wins: vec![0; players],
            seeds: vec![0; players],
        };
        for round in rounds {
            let mut seen = vec![false; players];
            // Each player's game this round: the opponent and the half points scored.
            let mut met: Vec<(Option<usize>, u32)> = vec![(None, 0); players];
            for r in &round.results {
                let (a, b) = (r.pairing.first, r.pairing.second);
                if a >= players || b >= players || a == b || seen[a] || seen[b] {
                    continue;
                }
                seen[a] = true;
                seen[b] = true;
                let (ha, hb) = (r.outcome.halves(true), r.outcome.halves(false));
                record.halves[a] += ha;
                record.halves[b] += hb;
                if r.forfeit {
                    met[a] = (None, ha);
                    met[b] = (None, hb);
                    continue;
                }
                met[a] = (Some(b), ha);
                met[b] = (Some(a), hb);
                record.wins[a] += u64::from(ha == 2);
                record.wins[b] += u64::from(hb == 2);
                record.seeds[a] += u64::from(r.seeds[0]);
                record.seeds[b] += u64::from(r.seeds[1]);
            }
            for &(p, absence) in &round.absent {
                if p < players && !seen[p] {
                    seen[p] = true;
                    record.halves[p] += absence.halves();
                    met[p] = (None, absence.halves());
                }
            }
            for (p, game) in met.into_iter().enumerate() {
                record.rounds[p].push(game);
            }
        }
        record
    }

    /// An opponent's points as tie-breaks count them, in half points.
    fn opponent_halves(&self, opponent: Option<usize>, me: usize) -> u32 {
        match opponent {
            Some(o) => self.halves[o],
            // The virtual opponent of a round without a game has the player's points.
            None => self.halves[me],
        }
    }

    /// The value of `tie_break` for `player`, the tied group being `group`.
    fn value(&self, tie_break: TieBreak, player: usize, group: &[usize]) -> u64 {
        let opponents = || {
            self.rounds[player]
                .iter()
                .map(|&(o, _)| u64::from(self.opponent_halves(o, player)))
        };
        match tie_break {
            // Half points times half points: quarters.
            TieBreak::SonnebornBerger => self.rounds[player]
                .iter()
                .map(|&(o, scored)| u64::from(self.opponent_halves(o, player)) * u64::from(scored))
                .sum(),
            TieBreak::Buchholz => 2 * opponents().sum::<u64>(),
            TieBreak::BuchholzCut1 => {
                2 * (opponents().sum::<u64>() - opponents().min().unwrap_or(0))
            }
            TieBreak::DirectEncounter => {
                let all_met = group.iter().all(|&a| {
                    group
                        .iter()
                        .all(|&b| a == b || self.rounds[a].iter().any(|&(o, _)| o == Some(b)))
                });
                if !all_met {
                    return 0;
                }
                2 * self.rounds[player]
                    .iter()
                    .filter(|(o, _)| o.is_some_and(|o| group.contains(&o)))
                    .map(|&(_, scored)| u64::from(scored))
                    .sum::<u64>()
            }
            TieBreak::Wins => 4 * self.wins[player],
            TieBreak::SeedsCaptured => 4 * self.seeds[player],
        }
    }
}

/// The standings of `players` players after `rounds`, ties broken by `order`: best first,
/// players still tied in the order of the list, sharing a rank.
pub fn standings(players: usize, rounds: &[RoundResults], order: &[TieBreak]) -> Vec<Standing> {
    let record = Record::of(players, rounds);
    let mut all: Vec<usize> = (0..players).collect();
    all.sort_by_key(|&p| (std::cmp::Reverse(record.halves[p]), p));
    // Groups of equal points, then each split by the tie-breaks in turn.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for p in all {
        match groups.last_mut() {
            Some(g) if record.halves[g[0]] == record.halves[p] => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    let mut values: Vec<Vec<u64>> = vec![Vec::new(); players];
    for (k, &tie_break) in order.iter().enumerate() {
        let mut split = Vec::new();
        for group in groups {
            for &p in &group {
                values[p].push(record.value(tie_break, p, &group));
            }
            if group.len() == 1 {
                split.push(group);
                continue;
            }
            let mut sorted = group.clone();
            sorted.sort_by_key(|&p| (std::cmp::Reverse(values[p][k]), p));
            let mut current: Vec<usize> = Vec::new();
            for p in sorted {
                if current
                    .last()
                    .is_some_and(|&q| values[q][k] != values[p][k])
                {
                    split.push(std::mem::take(&mut current));
                }
                current.push(p);
            }
            split.push(current);
        }
        groups = split;
    }
    let mut table = Vec::with_capacity(players);
    let mut rank = 1;
    for group in groups {
        let size = group.len();
        for p in group {
            table.push(Standing {
                player: p,
                rank,
                points: 2 * u64::from(record.halves[p]),
                tie_breaks: values[p].clone(),
            });
        }
        rank += size;
    }
    table
}
