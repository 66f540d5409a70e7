//! A Swiss round by the Dutch system (FIDE Handbook C.04.3): the players ranked by points,
//! then by their place in the list; brackets of equal points paired from the top, the
//! players left over moving down to the next one (and paired first there); in each bracket
//! the top half meets the bottom half, the candidates tried in the Dutch order
//! (transpositions of the bottom half, then exchanges between the halves, fewest first).
//!
//! A candidate must keep the absolute criteria — nobody meets twice (C1), nobody gets a
//! second bye (C2), two players who both must have the same colour do not meet (C3) — and
//! leave the players below pairable (C4). Among those, the best by the quality criteria in
//! their order wins, the earliest tried among equals: the most pairs (C5), the smallest
//! score differences (C6), the most pairs the next bracket can then make (C7), the bye to
//! the player with the fewest rounds unplayed (C9),
//! the topscorers' colours in the last round (C10, C11), colour preferences (C12, C13),
//! floats repeated from the last round and the one before (C14–C17), and the scores of those
//! floating again (C18–C21). The colours follow the allocation rules (E.1–E.5); boards are ordered by the higher score, then the sum of
//! the scores, then the higher-ranked player. A bracket that cannot be paired is merged
//! with all below it.

mod bracket;
pub(crate) mod history;

pub use history::Colour;

use super::standings::RoundResults;
use super::{MAX_PLAYERS, Pairing, Round, TournamentError};
use history::{Player, Strength};

/// How the Swiss is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swiss {
    /// The rounds planned: the last one pairs its topscorers more freely (C.04.3 1.8).
    pub rounds: usize,
    /// The colour of the first seed in round 1 (chess's initial colour): moving first.
    pub top_seed_first: bool,
}

impl Swiss {
    /// The pairings of the next round of a tournament of `players` players after `played`
    /// (the rounds so far), pairing those of `taking_part` (the others are out this round:
    /// withdrawn, not yet entered, or on a bye they asked for).
    pub fn pair(
        &self,
        players: usize,
        played: &[RoundResults],
        taking_part: &[usize],
    ) -> Result<Round, TournamentError> {
        if players > MAX_PLAYERS {
            return Err(TournamentError::Players(players));
        }
        let history = history::players(players, played);
        let mut present: Vec<usize> = taking_part
            .iter()
            .copied()
            .filter(|&p| p < players)
            .collect();
        present.sort_unstable();
        present.dedup();
        let final_round = played.len() + 1 >= self.rounds;
        // Ranked by points, then by place in the list (C.04.3 1.2).
        present.sort_by_key(|&p| (std::cmp::Reverse(history[p].score), p));
        let mut ctx = Context {
            players: &history,
            topscorers: present
                .iter()
                .filter(|&&p| final_round && history[p].score > played.len() as u32)
                .fold(0u64, |set, &p| set | 1 << p),
            final_round,
            bye_limit: u32::MAX,
        };
        if present.len() % 2 == 1 {
            // The bye goes to the lowest score that still lets everyone else be paired.
            let mut scores: Vec<u32> = present.iter().map(|&p| history[p].score).collect();
            scores.sort_unstable();
            scores.dedup();
            ctx.bye_limit = scores
                .into_iter()
                .find(|&limit| {
                    let trial = Context {
                        bye_limit: limit,
                        ..ctx
                    };
                    bracket::Group::new(&trial, &present).completes(0)
                })
                .ok_or(TournamentError::NoPairing)?;
        }
        let (pairs, bye) = pair_all(&ctx, &present).ok_or(TournamentError::NoPairing)?;
        let mut games: Vec<Pairing> = pairs
            .into_iter()
            .map(|(a, b)| ctx.colours(a, b, self.top_seed_first))
            .collect();
        let score = |p: usize| history[p].score;
        let rank = |p: usize| present.iter().position(|&q| q == p).unwrap_or(usize::MAX);
        games.sort_by_key(|g| {
            let (a, b) = (g.first, g.second);
            (
                std::cmp::Reverse(score(a).max(score(b))),
                std::cmp::Reverse(score(a) + score(b)),
                rank(a).min(rank(b)),
            )
        });
        Ok(Round {
            games,
            byes: bye.into_iter().collect(),
        })
    }
}

/// What every bracket reads: the players' histories and who are topscorers.
#[derive(Clone, Copy)]
pub(crate) struct Context<'a> {
    players: &'a [Player],
    /// The topscorers of the last round (C.04.3 1.8), as a set.
    topscorers: u64,
    final_round: bool,
    /// The highest score a player on the bye may have (the lowest that lets everyone
    /// else be paired).
    bye_limit: u32,
}

impl Context<'_> {
    fn is_topscorer(&self, p: usize) -> bool {
        self.topscorers & (1 << p) != 0
    }

    /// Whether `a` and `b` may meet: not met before (C1), and not two players who must
    /// both have the same colour unless one is a topscorer (C3).
    fn allowed(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        if pa.met & (1 << b) != 0 {
            return false;
        }
        let both_absolute = pa.strength == Strength::Absolute
            && pb.strength == Strength::Absolute
            && pa.preference == pb.preference;
        !(both_absolute && !self.is_topscorer(a) && !self.is_topscorer(b))
    }

    /// Whether `p` may have the bye: never twice (C2), and from the lowest score that
    /// lets everyone else be paired.
    fn may_sit_out(&self, p: usize) -> bool {
        !self.players[p].had_bye && self.players[p].score <= self.bye_limit
    }

    /// Who moves first when `a` (the higher ranked) meets `b` (C.04.3 E).
    fn colours(&self, a: usize, b: usize, top_seed_first: bool) -> Pairing {
        let first_for = |p: usize, colour: Colour| {
            let q = if p == a { b } else { a };
            match colour {
                Colour::First => Pairing {
                    first: p,
                    second: q,
                },
                Colour::Second => Pairing {
                    first: q,
                    second: p,
                },
            }
        };
        let (pa, pb) = (&self.players[a], &self.players[b]);
        match (pa.preference, pb.preference) {
            // E.1: both preferences granted (or the only one).
            (Some(x), Some(y)) if x != y => first_for(a, x),
            (Some(x), None) => first_for(a, x),
            (None, Some(y)) => first_for(b, y),
            (Some(x), Some(_)) => {
                // E.2: the stronger preference; both absolute, the wider difference.
                if pa.strength != pb.strength {
                    let stronger = if pa.strength > pb.strength { a } else { b };
                    return first_for(stronger, x);
                }
                if pa.strength == Strength::Absolute && pa.difference.abs() != pb.difference.abs() {
                    let wider = if pa.difference.abs() > pb.difference.abs() {
                        a
                    } else {
                        b
                    };
                    return first_for(wider, x);
                }
                // E.3: alternate from the latest time their colours differed, each one's
                // games played compared from the last back, rounds without a game left out
                // (C.04.2 D.2).
                let (la, lb) = (pa.by_round.iter().rev(), pb.by_round.iter().rev());
                let mut both = la.flatten().zip(lb.flatten());
                if let Some((ca, _)) = both.find(|(ca, cb)| ca != cb) {
                    return first_for(a, ca.other());
                }
                // E.4: the higher ranked player's preference.
                first_for(a, x)
            }
            // E.5: no preference on either side: by the higher ranked player's number.
            (None, None) => {
                let initial = if top_seed_first {
                    Colour::First
                } else {
                    Colour::Second
                };
                let colour = if a.is_multiple_of(2) {
                    initial
                } else {
                    initial.other()
                };
                first_for(a, colour)
            }
        }
    }
}

/// A round's pairs (higher ranked first) and its bye.
type Paired = (Vec<(usize, usize)>, Option<usize>);

/// Pairs the ranked players bracket by bracket: the pairs (higher ranked first) and the
/// bye, or `None` when no pairing keeps the absolute criteria.
fn pair_all(ctx: &Context, ranked: &[usize]) -> Option<Paired> {
    let everyone = bracket::Group::new(ctx, ranked);
    if !everyone.completes(0) {
        return None;
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in ranked {
        match groups.last_mut() {
            Some(g) if ctx.players[g[0]].score == ctx.players[p].score => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    let mut pairs = Vec::new();
    let mut moved_down: Vec<usize> = Vec::new();
    for (i, residents) in groups.iter().enumerate() {
        let below: Vec<usize> = groups[i + 1..].concat();
        let members: Vec<usize> = moved_down.iter().chain(residents).copied().collect();
        let next = groups.get(i + 1).map_or(&[][..], Vec::as_slice);
        match bracket::pair(ctx, &members, moved_down.len(), next, &below) {
            Some(chosen) => {
                pairs.extend(chosen.pairs);
                moved_down = chosen.floaters;
            }
            None => {
                // The bracket cannot be paired as it stands: it takes all below with it.
                let rest: Vec<usize> = members.iter().chain(&below).copied().collect();
                let chosen = bracket::pair(ctx, &rest, moved_down.len(), &[], &[])?;
                pairs.extend(chosen.pairs);
                moved_down = chosen.floaters;
                break;
            }
        }
    }
    match moved_down.as_slice() {
        [] => Some((pairs, None)),
        [bye] => Some((pairs, Some(*bye))),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
