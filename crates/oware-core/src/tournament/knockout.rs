//! A knockout by seeding: the bracket has the next power of two places, seeds placed so
//! that the first meets the last, and the first two seeds can meet only in the final
//! (1–8, 4–5, 2–7, 3–6 for eight). Places without a player are byes, and fall to the best
//! seeds in round one. Each round pairs the winners of neighbouring games; the better seed
//! moves first.

use super::{Pairing, Round, TournamentError, check_players};

/// The seeds (from 0, the first seed) in bracket order for a bracket of `size` places (a
/// power of two, at least 2).
pub fn seeding(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    while order.len() < size {
        let doubled = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, doubled - 1 - s]).collect();
    }
    order
}

/// The bracket of `players` players (2 to 64): each place's player by seed, `None` where
/// the place is a bye.
pub fn bracket(players: usize) -> Result<Vec<Option<usize>>, TournamentError> {
    check_players(players)?;
    Ok(seeding(players.next_power_of_two())
        .into_iter()
        .map(|seed| (seed < players).then_some(seed))
        .collect())
}

/// The round played by the players left in a bracket, in bracket order (`None` for a bye or
/// a place whose game had no winner to go on): neighbours meet, the better seed (the lower
/// number) moving first; a player whose neighbour is missing goes on without a game. A
/// bracket of one place holds the winner: its round has no game. Who goes on after the round
/// is [`next_places`].
pub fn round(places: &[Option<usize>]) -> Round {
    let mut round = Round::default();
    for pair in places.chunks(2) {
        match pair {
            [Some(a), Some(b)] => round.games.push(better_seed_first(*a, *b)),
            [Some(a), None] | [None, Some(a)] | [Some(a)] => round.byes.push(*a),
            _ => {}
        }
    }
    round
}

/// The places of the next round: for each neighbouring pair, the one of them who goes on —
/// the winner named by `winner` (called with the pair's game), or the player alone.
pub fn next_places(
    places: &[Option<usize>],
    mut winner: impl FnMut(Pairing) -> Option<usize>,
) -> Vec<Option<usize>> {
    places
        .chunks(2)
        .map(|pair| match pair {
            [Some(a), Some(b)] => winner(better_seed_first(*a, *b)),
            [Some(a), None] | [None, Some(a)] | [Some(a)] => Some(*a),
            _ => None,
        })
        .collect()
}

/// Two neighbours' game: the better seed (the lower number) moves first.
fn better_seed_first(a: usize, b: usize) -> Pairing {
    Pairing {
        first: a.min(b),
        second: a.max(b),
    }
}
