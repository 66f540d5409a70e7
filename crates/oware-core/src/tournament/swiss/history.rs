//! What the Swiss knows of each player before a round: points, opponents met, the sides
//! played (who moved first is chess's White), the byes and the floats of the last rounds.

use super::super::standings::{Absence, RoundResults};

/// Moving first or second: the "colour" of FIDE's Swiss rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Moves first (White).
    First,
    /// Moves second (Black).
    Second,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::First => Colour::Second,
            Colour::Second => Colour::First,
        }
    }
}

/// How much a player wants a colour (C.04.3 A.6/1.7): none before a game, mild after
/// balanced games, strong one game off balance, absolute two off or the same twice running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A float of one round (C.04.3 1.4): down to a lower score, or up to a higher one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

/// One player as the pairing sees them.
#[derive(Clone, Debug)]
pub struct Player {
    /// Points in half points.
    pub score: u32,
    /// The opponents met over the board, as a set of places in the list.
    pub met: u64,
    /// The colour of each round, `None` in a round without a game played.
    pub by_round: Vec<Option<Colour>>,
    /// Games moved first minus games moved second.
    pub difference: i32,
    /// The colour wanted, and how much.
    pub preference: Option<Colour>,
    pub strength: Strength,
    /// Had a bye the pairing gave, or a win by forfeit: no bye again (C.04.3 C2).
    pub had_bye: bool,
    /// Rounds without a game played.
    pub unplayed: u32,
    /// The floats of the last round and of the round before.
    pub floats: [Float; 2],
}

impl Player {
    fn new() -> Player {
        Player {
            score: 0,
            met: 0,
            by_round: Vec::new(),
            difference: 0,
            preference: None,
            strength: Strength::None,
            had_bye: false,
            unplayed: 0,
            floats: [Float::None; 2],
        }
    }

    /// The colours of the games played, oldest first.
    fn played(&self) -> impl DoubleEndedIterator<Item = Colour> + '_ {
        self.by_round.iter().filter_map(|c| *c)
    }

    /// Preference and strength from the games played (C.04.3 1.7).
    fn prefer(&mut self) {
        let (latest, before) = {
            let mut last = self.played().rev();
            (last.next(), last.next())
        };
        let d = self.difference;
        (self.preference, self.strength) = match latest {
            None => (None, Strength::None),
            Some(latest) if !(-1..=1).contains(&d) || before == Some(latest) => {
                let wanted = if d > 1 {
                    Colour::Second
                } else if d < -1 {
                    Colour::First
                } else {
                    latest.other()
                };
                (Some(wanted), Strength::Absolute)
            }
            Some(_) if d == 1 => (Some(Colour::Second), Strength::Strong),
            Some(_) if d == -1 => (Some(Colour::First), Strength::Strong),
            Some(latest) => (Some(latest.other()), Strength::Mild),
        }
    }
}

/// Every player's history after `played`, the rounds so far.
pub fn players(count: usize, played: &[RoundResults]) -> Vec<Player> {
    let mut all = vec![Player::new(); count];
    for round in played {
        let before: Vec<u32> = all.iter().map(|p| p.score).collect();
        let mut colour = vec![None; count];
        let mut float = vec![Float::None; count];
        let mut gained = vec![0u32; count];
        let mut seen = vec![false; count];
        for r in &round.results {
            let (a, b) = (r.pairing.first, r.pairing.second);
            if a >= count || b >= count || a == b || seen[a] || seen[b] {
                continue;
            }
            seen[a] = true;
            seen[b] = true;
            let (ha, hb) = (r.outcome.halves(true), r.outcome.halves(false));
            gained[a] = ha;
            gained[b] = hb;
            if r.forfeit {
                // Not a game: no colour, no meeting; a win without playing floats down.
                for (p, h) in [(a, ha), (b, hb)] {
                    if h > 0 {
                        float[p] = Float::Down;
                        all[p].had_bye |= h == 2;
                    }
                }
                continue;
            }
            colour[a] = Some(Colour::First);
            colour[b] = Some(Colour::Second);
            all[a].met |= 1 << b;
            all[b].met |= 1 << a;
            if before[a] > before[b] {
                float[a] = Float::Down;
                float[b] = Float::Up;
            } else if before[b] > before[a] {
                float[b] = Float::Down;
                float[a] = Float::Up;
            }
        }
        for &(p, absence) in &round.absent {
            if p >= count || seen[p] {
                continue;
            }
            seen[p] = true;
            gained[p] = absence.halves();
            all[p].had_bye |= absence == Absence::Bye;
            // Points without a game float down (C.04.3 1.4.3).
            if gained[p] > 0 {
                float[p] = Float::Down;
            }
        }
        for (p, player) in all.iter_mut().enumerate() {
            player.score += gained[p];
            player.by_round.push(colour[p]);
            match colour[p] {
                Some(Colour::First) => player.difference += 1,
                Some(Colour::Second) => player.difference -= 1,
                None => player.unplayed += 1,
            }
            player.floats = [float[p], player.floats[0]];
        }
    }
    for player in &mut all {
        player.prefer();
    }
    all
}
