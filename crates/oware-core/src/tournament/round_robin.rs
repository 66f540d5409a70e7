//! A round robin by FIDE's Berger tables (Handbook C.05, Annex 1): with an even number `n`
//! of players (an odd number plays as one more, the last number being the bye), player `n`
//! stays and the others turn around it. In round `r` player `n` meets
//! `((r − 1) · n/2 mod (n − 1)) + 1`, moving second in odd rounds and first in even ones;
//! on the next boards the numbers `k` places after and before that player meet, the one
//! after moving first. A double round robin plays the table twice, the second time with who
//! moves first reversed; the first cycle's last two rounds are exchanged, as the tables
//! recommend, so that nobody has the same side three times running across the cycles.

use super::{Pairing, Round, TournamentError, check_players};

/// The rounds of a round robin of `players` players (2 to 64), twice over when `double`.
pub fn rounds(players: usize, double: bool) -> Result<Vec<Round>, TournamentError> {
    check_players(players)?;
    let n = players + players % 2;
    let table: Vec<Vec<(usize, usize)>> = (1..n).map(|r| berger_round(n, r)).collect();
    let mut order: Vec<(usize, bool)> = (0..table.len()).map(|r| (r, false)).collect();
    if double {
        if order.len() >= 2 {
            let last = order.len() - 1;
            order.swap(last - 1, last);
        }
        order.extend((0..table.len()).map(|r| (r, true)));
    }
    Ok(order
        .into_iter()
        .map(|(r, reversed)| {
            let mut round = Round::default();
            for &(a, b) in &table[r] {
                let (first, second) = if reversed { (b, a) } else { (a, b) };
                if first > players {
                    round.byes.push(second - 1);
                } else if second > players {
                    round.byes.push(first - 1);
                } else {
                    round.games.push(Pairing {
                        first: first - 1,
                        second: second - 1,
                    });
                }
            }
            round
        })
        .collect())
}

/// Round `r` (from 1) of the Berger table of `n` players (even), board by board, as pairs
/// of starting numbers (from 1), the first moving first.
pub fn berger_round(n: usize, r: usize) -> Vec<(usize, usize)> {
    let turning = n - 1;
    // The numbers 1..n-1 around a circle: `k` places from `p`.
    let at = |p: usize, k: isize| -> usize {
        ((p as isize - 1 + k).rem_euclid(turning as isize)) as usize + 1
    };
    let facing = ((r - 1) * (n / 2)) % turning + 1;
    let mut boards = Vec::with_capacity(n / 2);
    boards.push(if r % 2 == 1 { (facing, n) } else { (n, facing) });
    for k in 1..n / 2 {
        boards.push((at(facing, k as isize), at(facing, -(k as isize))));
    }
    boards
}
