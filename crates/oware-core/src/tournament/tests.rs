use super::knockout::{bracket, next_places, round, seeding};
use super::round_robin::{berger_round, rounds};
use super::{Pairing, TournamentError};
use std::collections::HashSet;

/// FIDE's Berger tables (Handbook C.05, Annex 1) as published, "first-second" by board,
/// one line a round.
const PUBLISHED: [(usize, &str); 6] = [
    (4, "1-4 2-3 / 4-3 1-2 / 2-4 3-1"),
    (
        6,
        "1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1",
    ),
    (
        8,
        "1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6 / 8-6 7-5 1-4 2-3 / \
         3-8 4-2 5-1 6-7 / 8-7 1-6 2-5 3-4 / 4-8 5-3 6-2 7-1",
    ),
    (
        10,
        "1-10 2-9 3-8 4-7 5-6 / 10-6 7-5 8-4 9-3 1-2 / 2-10 3-1 4-9 5-8 6-7 / \
         10-7 8-6 9-5 1-4 2-3 / 3-10 4-2 5-1 6-9 7-8 / 10-8 9-7 1-6 2-5 3-4 / \
         4-10 5-3 6-2 7-1 8-9 / 10-9 1-8 2-7 3-6 4-5 / 5-10 6-4 7-3 8-2 9-1",
    ),
    (
        12,
        "1-12 2-11 3-10 4-9 5-8 6-7 / 12-7 8-6 9-5 10-4 11-3 1-2 / \
         2-12 3-1 4-11 5-10 6-9 7-8 / 12-8 9-7 10-6 11-5 1-4 2-3 / \
         3-12 4-2 5-1 6-11 7-10 8-9 / 12-9 10-8 11-7 1-6 2-5 3-4 / \
         4-12 5-3 6-2 7-1 8-11 9-10 / 12-10 11-9 1-8 2-7 3-6 4-5 / \
         5-12 6-4 7-3 8-2 9-1 10-11 / 12-11 1-10 2-9 3-8 4-7 5-6 / \
         6-12 7-5 8-4 9-3 10-2 11-1",
    ),
    (
        14,
        "1-14 2-13 3-12 4-11 5-10 6-9 7-8 / 14-8 9-7 10-6 11-5 12-4 13-3 1-2 / \
         2-14 3-1 4-13 5-12 6-11 7-10 8-9 / 14-9 10-8 11-7 12-6 13-5 1-4 2-3 / \
         3-14 4-2 5-1 6-13 7-12 8-11 9-10 / 14-10 11-9 12-8 13-7 1-6 2-5 3-4 / \
         4-14 5-3 6-2 7-1 8-13 9-12 10-11 / 14-11 12-10 13-9 1-8 2-7 3-6 4-5 / \
         5-14 6-4 7-3 8-2 9-1 10-13 11-12 / 14-12 13-11 1-10 2-9 3-8 4-7 5-6 / \
         6-14 7-5 8-4 9-3 10-2 11-1 12-13 / 14-13 1-12 2-11 3-10 4-9 5-8 6-7 / \
         7-14 8-6 9-5 10-4 11-3 12-2 13-1",
    ),
];

fn parse_table(text: &str) -> Vec<Vec<(usize, usize)>> {
    text.split('/')
        .map(|round| {
            round
                .split_whitespace()
                .map(|pair| {
                    let (a, b) = pair.split_once('-').expect("a-b");
                    (a.parse().expect("number"), b.parse().expect("number"))
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_berger_tables_are_fides_for_3_to_14_players() {
    for (n, text) in PUBLISHED {
        let table = parse_table(text);
        assert_eq!(table.len(), n - 1);
        for (r, published) in table.iter().enumerate() {
            assert_eq!(
                &berger_round(n, r + 1),
                published,
                "{n} players, round {}",
                r + 1
            );
        }
        // An odd number plays the table of one more, the last number a bye.
        for players in [n - 1, n] {
            let made = rounds(players, false).expect("rounds");
            for (round, published) in made.iter().zip(&table) {
                let games: Vec<(usize, usize)> = round
                    .games
                    .iter()
                    .map(|g| (g.first + 1, g.second + 1))
                    .collect();
                let expected: Vec<(usize, usize)> = published
                    .iter()
                    .copied()
                    .filter(|&(a, b)| a <= players && b <= players)
                    .collect();
                assert_eq!(games, expected);
                let bye = published
                    .iter()
                    .find(|&&(a, b)| a > players || b > players)
                    .map(|&(a, b)| a.min(b) - 1);
                assert_eq!(round.byes, bye.into_iter().collect::<Vec<_>>());
            }
        }
    }
}

/// Every pair meets once in a cycle, each player once a round, and sides alternate as the
/// tables make them: nobody moves first (or second) three rounds running.
#[test]
fn every_round_robin_up_to_64_players_meets_each_pair_once() {
    for players in 2..=64 {
        for double in [false, true] {
            let made = rounds(players, double).expect("rounds");
            let n = players + players % 2;
            let cycles = if double { 2 } else { 1 };
            assert_eq!(made.len(), cycles * (n - 1));
            let mut met = HashSet::new();
            let mut sides: Vec<Vec<bool>> = vec![Vec::new(); players];
            for round in &made {
                let mut seen = HashSet::new();
                for g in &round.games {
                    assert!(g.first < players && g.second < players && g.first != g.second);
                    assert!(seen.insert(g.first) && seen.insert(g.second));
                    assert!(met.insert((g.first, g.second)), "{players}: {g:?} twice");
                    sides[g.first].push(true);
                    sides[g.second].push(false);
                }
                for &b in &round.byes {
                    assert!(seen.insert(b));
                }
                assert_eq!(seen.len(), players);
            }
            for a in 0..players {
                for b in 0..players {
                    if a != b {
                        let times = usize::from(met.contains(&(a, b)));
                        let back = usize::from(met.contains(&(b, a)));
                        // Once between them in a single cycle; once each way in a double.
                        assert_eq!(times + back, cycles, "{players} {a} {b}");
                    }
                }
            }
            if players % 2 == 0 {
                for (p, s) in sides.iter().enumerate() {
                    assert!(
                        !s.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "{players} players, double {double}: player {} sides {s:?}",
                        p + 1
                    );
                }
            }
        }
    }
}

#[test]
fn a_double_round_robin_exchanges_the_first_cycles_last_two_rounds() {
    let made = rounds(4, true).expect("rounds");
    let pairs = |r: usize| -> Vec<(usize, usize)> {
        made[r]
            .games
            .iter()
            .map(|g| (g.first + 1, g.second + 1))
            .collect()
    };
    assert_eq!(pairs(0), vec![(1, 4), (2, 3)]);
    assert_eq!(pairs(1), vec![(2, 4), (3, 1)]);
    assert_eq!(pairs(2), vec![(4, 3), (1, 2)]);
    assert_eq!(pairs(3), vec![(4, 1), (3, 2)]);
    assert_eq!(pairs(5), vec![(4, 2), (1, 3)]);
}

#[test]
fn too_few_or_too_many_players_are_refused() {
    assert_eq!(rounds(1, false), Err(TournamentError::Players(1)));
    assert_eq!(rounds(65, true), Err(TournamentError::Players(65)));
    assert_eq!(bracket(0), Err(TournamentError::Players(0)));
    assert_eq!(bracket(65), Err(TournamentError::Players(65)));
}

#[test]
fn a_bracket_seeds_first_against_last_and_gives_the_byes_to_the_best() {
    assert_eq!(seeding(2), vec![0, 1]);
    assert_eq!(seeding(8), vec![0, 7, 3, 4, 1, 6, 2, 5]);
    let five = bracket(5).expect("bracket");
    assert_eq!(
        five,
        vec![
            Some(0),
            None,
            Some(3),
            Some(4),
            Some(1),
            None,
            Some(2),
            None
        ]
    );
    let first = round(&five);
    assert_eq!(
        first.games,
        vec![Pairing {
            first: 3,
            second: 4
        }]
    );
    assert_eq!(first.byes, vec![0, 1, 2]);
    // Seed 5 beats seed 4, then the best seed wins every game.
    let second = next_places(&five, |_| Some(4));
    assert_eq!(second, vec![Some(0), Some(4), Some(1), Some(2)]);
    let games = round(&second).games;
    assert_eq!(
        games,
        vec![
            Pairing {
                first: 0,
                second: 4
            },
            Pairing {
                first: 1,
                second: 2
            }
        ]
    );
    let final_places = next_places(&second, |g| Some(g.first));
    assert_eq!(final_places, vec![Some(0), Some(1)]);
    assert_eq!(
        next_places(&final_places, |g| Some(g.second)),
        vec![Some(1)]
    );
}

/// In every bracket of 2 to 64 the top two seeds can meet only in the final, and the better
/// seed always wins: the seeds left after each round are the best ones.
#[test]
fn the_best_seeds_meet_only_at_the_end_of_every_bracket() {
    for players in 2..=64 {
        let mut places = bracket(players).expect("bracket");
        let mut left = players;
        while places.len() > 1 {
            let r = round(&places);
            assert!(r.games.iter().all(|g| g.first < g.second));
            if places.len() > 2 {
                assert!(!r.games.contains(&Pairing {
                    first: 0,
                    second: 1
                }));
            }
            places = next_places(&places, |g| Some(g.first));
            left = places.iter().flatten().count();
            let best: Vec<usize> = (0..left).collect();
            let mut seeds: Vec<usize> = places.iter().flatten().copied().collect();
            seeds.sort_unstable();
            assert_eq!(seeds, best, "{players} players");
        }
        assert_eq!((left, places[0]), (1, Some(0)));
    }
}

mod standings_tests {
    use super::super::round_robin::rounds;
    use super::super::standings::{
        Absence, Outcome, PairingResult, RoundResults, TieBreak, quarters, standings,
    };

    /// A round robin of four (A, B, C, D) with known results, by the Berger table:
    /// round 1 A beats D, B draws C; round 2 D beats C, A draws B; round 3 B beats D,
    /// C beats A. Points: B 2, A 1½, C 1½, D 1.
    fn four() -> Vec<RoundResults> {
        let table = rounds(4, false).expect("rounds");
        let outcomes = [
            [Outcome::FirstWins, Outcome::Draw],
            [Outcome::FirstWins, Outcome::Draw],
            [Outcome::FirstWins, Outcome::FirstWins],
        ];
        table
            .iter()
            .zip(outcomes)
            .map(|(round, outcomes)| RoundResults {
                results: round
                    .games
                    .iter()
                    .zip(outcomes)
                    .map(|(&pairing, outcome)| PairingResult {
                        pairing,
                        outcome,
                        seeds: [25, 20],
                        forfeit: false,
                    })
                    .collect(),
                absent: Vec::new(),
            })
            .collect()
    }

    fn order(table: &[super::super::standings::Standing]) -> Vec<(usize, usize)> {
        table.iter().map(|s| (s.player, s.rank)).collect()
    }

    #[test]
    fn the_table_of_four_is_played_as_described() {
        let table = rounds(4, false).expect("rounds");
        // Round 1: 1-4 2-3; round 2: 4-3 1-2; round 3: 2-4 3-1.
        let firsts: Vec<Vec<(usize, usize)>> = table
            .iter()
            .map(|r| r.games.iter().map(|g| (g.first, g.second)).collect())
            .collect();
        assert_eq!(
            firsts,
            vec![
                vec![(0, 3), (1, 2)],
                vec![(3, 2), (0, 1)],
                vec![(1, 3), (2, 0)]
            ]
        );
    }

    #[test]
    fn tie_breaks_split_ties_in_the_order_chosen() {
        let results = four();
        // Buchholz: A and C both 4½ (met 1, 2, 1½); Sonneborn–Berger: A 2 (D's 1 + half of
        // B's 2), C 2½ (half of B's 2 + A's 1½).
        let by_bh_sb = standings(
            4,
            &results,
            &[TieBreak::Buchholz, TieBreak::SonnebornBerger],
        );
        assert_eq!(order(&by_bh_sb), vec![(1, 1), (2, 2), (0, 3), (3, 4)]);
        let c = &by_bh_sb[1];
        assert_eq!((c.points, c.tie_breaks.clone()), (6, vec![18, 10]));
        assert_eq!(quarters(c.points), "1½");
        assert_eq!(by_bh_sb[2].tie_breaks, vec![18, 8]);
        // Wins do not split A and C: they share second place, in the order of the list.
        let by_wins = standings(4, &results, &[TieBreak::Buchholz, TieBreak::Wins]);
        assert_eq!(order(&by_wins), vec![(1, 1), (0, 2), (2, 2), (3, 4)]);
        // C beat A: the direct encounter puts C first.
        let by_de = standings(4, &results, &[TieBreak::DirectEncounter]);
        assert_eq!(order(&by_de), vec![(1, 1), (2, 2), (0, 3), (3, 4)]);
        assert_eq!(by_de[1].tie_breaks, vec![4]);
        // Seeds: every first player captured 25, every second 20. A: 25 + 25 + 20; C: 20 +
        // 20 + 25.
        let by_seeds = standings(4, &results, &[TieBreak::SeedsCaptured]);
        assert_eq!(order(&by_seeds), vec![(1, 1), (0, 2), (2, 3), (3, 4)]);
        assert_eq!(by_seeds[1].tie_breaks, vec![4 * 70]);
    }

    #[test]
    fn a_bye_counts_as_a_win_against_a_virtual_opponent_of_ones_own_points() {
        // Three players: round 1 the first has the bye, the second beats the third.
        let round = RoundResults {
            results: vec![PairingResult {
                pairing: super::Pairing {
                    first: 1,
                    second: 2,
                },
                outcome: Outcome::FirstWins,
                seeds: [30, 10],
                forfeit: false,
            }],
            absent: vec![(0, Absence::Bye)],
        };
        let table = standings(
            3,
            &[round],
            &[
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ],
        );
        // Both 1 point: the bye's virtual opponent has 1, the second's real one 0.
        assert_eq!(order(&table), vec![(0, 1), (1, 2), (2, 3)]);
        assert_eq!(table[0].tie_breaks, vec![4, 4, 0]);
        assert_eq!(table[1].tie_breaks, vec![0, 0, 4]);
        // A forfeit: points, but no win over the board and no seeds.
        let forfeit = RoundResults {
            results: vec![PairingResult {
                pairing: super::Pairing {
                    first: 0,
                    second: 1,
                },
                outcome: Outcome::SecondWins,
                seeds: [0, 0],
                forfeit: true,
            }],
            absent: vec![(2, Absence::HalfBye)],
        };
        let table = standings(3, &[forfeit], &[TieBreak::Wins, TieBreak::DirectEncounter]);
        assert_eq!(order(&table), vec![(1, 1), (2, 2), (0, 3)]);
        assert_eq!(table[0].points, 4);
        assert_eq!(table[0].tie_breaks, vec![0, 0]);
        assert_eq!(table[1].points, 2);
    }

    #[test]
    fn quarter_points_read_as_fractions() {
        assert_eq!(quarters(0), "0");
        assert_eq!(quarters(1), "¼");
        assert_eq!(quarters(2), "½");
        assert_eq!(quarters(10), "2½");
        assert_eq!(quarters(27), "6¾");
    }
}
