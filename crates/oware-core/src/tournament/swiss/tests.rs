use super::Swiss;
use crate::tournament::standings::{Absence, Outcome, PairingResult, RoundResults};
use crate::tournament::{Pairing, Round};

fn swiss(rounds: usize) -> Swiss {
    Swiss {
        rounds,
        top_seed_first: true,
    }
}

/// The round played: each game's result drawn from `state`, the bye scored.
fn results(round: &Round, state: &mut u64) -> RoundResults {
    let mut next = || {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    };
    RoundResults {
        results: round
            .games
            .iter()
            .map(|&pairing| PairingResult {
                pairing,
                outcome: match next() % 5 {
                    0 | 1 => Outcome::FirstWins,
                    2 | 3 => Outcome::SecondWins,
                    _ => Outcome::Draw,
                },
                seeds: [0, 0],
                forfeit: false,
            })
            .collect(),
        absent: round.byes.iter().map(|&p| (p, Absence::Bye)).collect(),
    }
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_alternating_who_moves_first() {
    let round = swiss(5)
        .pair(8, &[], &(0..8).collect::<Vec<_>>())
        .expect("paired");
    let games: Vec<(usize, usize)> = round.games.iter().map(|g| (g.first, g.second)).collect();
    assert_eq!(games, [(0, 4), (5, 1), (2, 6), (7, 3)]);
    assert!(round.byes.is_empty());
    let odd = swiss(5)
        .pair(7, &[], &(0..7).collect::<Vec<_>>())
        .expect("paired");
    assert_eq!(odd.byes, [6], "the lowest takes the bye");
    assert_eq!(
        odd.games[0],
        Pairing {
            first: 0,
            second: 3
        }
    );
}

#[test]
fn random_swiss_tournaments_keep_the_absolute_criteria() {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    for players in (2..=64).step_by(4) {
        let rounds = (players / 2).clamp(1, 9);
        let mut played: Vec<RoundResults> = Vec::new();
        let mut met = vec![vec![false; players]; players];
        let mut byes = vec![0; players];
        let mut balance = vec![0i32; players];
        let all: Vec<usize> = (0..players).collect();
        for r in 0..rounds {
            let round = match swiss(rounds).pair(players, &played, &all) {
                Ok(round) => round,
                Err(e) => panic!("{players} players, round {}: {e}", r + 1),
            };
            let mut seen = vec![false; players];
            for g in &round.games {
                assert!(!met[g.first][g.second], "{players}: {g:?} met again");
                met[g.first][g.second] = true;
                met[g.second][g.first] = true;
                for p in [g.first, g.second] {
                    assert!(!seen[p]);
                    seen[p] = true;
                }
                balance[g.first] += 1;
                balance[g.second] -= 1;
            }
            for &b in &round.byes {
                assert!(!seen[b]);
                seen[b] = true;
                byes[b] += 1;
                assert!(byes[b] <= 1, "{players}: a second bye for {b}");
            }
            assert!(seen.iter().all(|&s| s));
            assert!(round.byes.len() == players % 2);
            if r + 1 < rounds {
                assert!(balance.iter().all(|d| d.abs() <= 2), "{balance:?}");
            }
            played.push(results(&round, &mut state));
        }
    }
}

/// Tournaments paired round by round by bbpPairings (a pairing engine FIDE endorsed for
/// the Dutch system), results drawn at random: each round as it paired it.
const CHECKED: [(&str, &str); 8] = [
    ("5p2r", include_str!("checked/5p2r.trf")),
    ("8p4r", include_str!("checked/8p4r.trf")),
    ("10p5r", include_str!("checked/10p5r.trf")),
    ("23p9r", include_str!("checked/23p9r.trf")),
    ("36p9r", include_str!("checked/36p9r.trf")),
    ("41p8r", include_str!("checked/41p8r.trf")),
    // Colours alternated over played games only, and the large brackets' colour bound.
    ("48p8r", include_str!("checked/48p8r.trf")),
    ("63p4r", include_str!("checked/63p4r.trf")),
];

#[test]
fn rounds_paired_by_an_endorsed_engine_are_paired_the_same_here() {
    use crate::tournament::trf;
    for (name, text) in CHECKED {
        let t = trf::read(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let players = t.header.players.len();
        let all: Vec<usize> = (0..players).collect();
        let swiss = Swiss {
            rounds: t.header.rounds,
            top_seed_first: t.header.top_seed_first,
        };
        assert!(t.played.len() >= 2, "{name}");
        for r in 0..t.played.len() {
            let ours = swiss.pair(players, &t.played[..r], &all).expect("paired");
            let mut mine: Vec<(usize, usize)> =
                ours.games.iter().map(|g| (g.first, g.second)).collect();
            let mut theirs: Vec<(usize, usize)> = t.played[r]
                .results
                .iter()
                .map(|g| (g.pairing.first, g.pairing.second))
                .collect();
            mine.sort_unstable();
            theirs.sort_unstable();
            assert_eq!(mine, theirs, "{name}, round {}", r + 1);
            let byes: Vec<usize> = t.played[r].absent.iter().map(|&(p, _)| p).collect();
            assert_eq!(ours.byes, byes, "{name}, round {}", r + 1);
        }
    }
}

#[test]
fn a_player_out_of_a_round_is_not_paired_and_the_bye_goes_to_the_lowest_score() {
    // Round 1 of 6, then player 2 (index 1) sits round 2 out: five are paired, one bye.
    let first = swiss(4)
        .pair(6, &[], &(0..6).collect::<Vec<_>>())
        .expect("paired");
    let mut state = 7;
    let played = vec![results(&first, &mut state)];
    let taking_part = [0, 2, 3, 4, 5];
    let second = swiss(4).pair(6, &played, &taking_part).expect("paired");
    assert_eq!(second.games.len(), 2);
    let bye = second.byes[0];
    assert!(second.games.iter().all(|g| g.first != 1 && g.second != 1));
    let scores = crate::tournament::swiss::history::players(6, &played);
    let lowest = taking_part.iter().map(|&p| scores[p].score).min();
    assert_eq!(Some(scores[bye].score), lowest);
}

#[test]
fn a_round_nobody_can_be_paired_in_is_refused() {
    // Two players who have met: no second game.
    let once = swiss(3).pair(2, &[], &[0, 1]).expect("paired");
    let played = vec![results(&once, &mut 3)];
    assert_eq!(
        swiss(3).pair(2, &played, &[0, 1]),
        Err(crate::tournament::TournamentError::NoPairing)
    );
}
