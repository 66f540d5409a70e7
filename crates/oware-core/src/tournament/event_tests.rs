use super::event::{EventError, Reported, Settled, System, Tournament};
use super::standings::{Absence, Outcome, TieBreak};

fn entered(system: System, players: usize) -> Tournament {
    let mut t = Tournament::new("Club night", system, vec![TieBreak::Buchholz]);
    for p in 0..players {
        assert_eq!(t.enter(&format!("Player {}", p + 1)), Ok(p));
    }
    t
}

/// Both players of every board report: the first player wins on odd boards, draws on even.
fn play_round(t: &mut Tournament) {
    let r = t.rounds.len() - 1;
    for b in 0..t.rounds[r].boards.len() {
        if t.rounds[r].boards[b].result.is_some() {
            continue;
        }
        let pairing = t.rounds[r].boards[b].pairing;
        let outcome = if b % 2 == 0 {
            Outcome::FirstWins
        } else {
            Outcome::Draw
        };
        assert_eq!(
            t.report(r, b, pairing.first, outcome, [30, 18]),
            Ok(Reported::Waiting)
        );
        assert_eq!(
            t.report(r, b, pairing.second, outcome, [30, 18]),
            Ok(Reported::Agreed(outcome))
        );
    }
}

#[test]
fn a_swiss_runs_round_by_round_with_a_dispute_decided_and_reads_back_from_its_file() {
    let mut t = entered(System::Swiss { rounds: 3 }, 7);
    t.start_round().expect("round 1");
    assert_eq!(t.rounds[0].boards.len(), 3);
    assert_eq!(t.rounds[0].absent, [(6, Absence::Bye)]);
    // Board 1: the two players disagree; nothing stands until the organizer decides.
    let p = t.rounds[0].boards[0].pairing;
    t.report(0, 0, p.first, Outcome::FirstWins, [26, 20])
        .expect("report");
    assert_eq!(
        t.report(0, 0, p.second, Outcome::SecondWins, [20, 26]),
        Ok(Reported::Disputed)
    );
    assert!(t.rounds[0].boards[0].disputed());
    assert!(t.start_round().is_err(), "a result is missing");
    t.decide(
        0,
        0,
        Outcome::FirstWins,
        "the record shows the first player's capture",
    )
    .expect("decided");
    // Someone else's board, a board that does not exist.
    let other = t.rounds[0].boards[1].pairing.first;
    assert_eq!(
        t.report(0, 0, other, Outcome::Draw, [0, 0]),
        Err(EventError::NotYourBoard)
    );
    assert!(t.report(0, 9, other, Outcome::Draw, [0, 0]).is_err());
    play_round(&mut t);
    // Round 2: a late entry, a half-point bye asked for, a withdrawal.
    let late = t.enter("Esi").expect("a Swiss takes late entries");
    t.ask_half_bye(1).expect("half bye");
    t.withdraw(2).expect("withdrawn");
    t.start_round().expect("round 2");
    let round = &t.rounds[1];
    let paired: Vec<usize> = round
        .boards
        .iter()
        .flat_map(|b| [b.pairing.first, b.pairing.second])
        .collect();
    assert!(paired.contains(&late));
    assert!(!paired.contains(&1) && !paired.contains(&2));
    assert!(round.absent.contains(&(1, Absence::HalfBye)));
    assert!(round.absent.contains(&(2, Absence::Out)));
    play_round(&mut t);
    t.start_round().expect("round 3");
    play_round(&mut t);
    assert!(t.is_over());
    assert!(t.start_round().is_err());
    // The late entry was out of round 1; the half bye scored half a point.
    let results = t.results();
    assert!(results[0].absent.contains(&(late, Absence::Out)));
    let standings = t.standings();
    assert_eq!(standings.len(), 8);
    let points = |p: usize| standings.iter().find(|s| s.player == p).map(|s| s.points);
    assert!(points(1).is_some_and(|q| q >= 2), "{standings:?}");
    // Kept and read back as it was.
    let text = t.to_ron().expect("ron");
    assert_eq!(Tournament::from_ron(&text), Ok(t.clone()));
    // Its report reads as the same rounds (a report keeps no seeds, and lists games by
    // player).
    let report = super::trf::read(&t.trf()).expect("its TRF reads");
    let same = |rounds: &[super::standings::RoundResults]| {
        rounds
            .iter()
            .map(|r| {
                let mut games: Vec<_> = r
                    .results
                    .iter()
                    .map(|g| (g.pairing.first, g.pairing.second, g.outcome, g.forfeit))
                    .collect();
                let mut absent = r.absent.clone();
                games.sort_by_key(|g| (g.0, g.1));
                absent.sort_by_key(|a| a.0);
                (games, absent)
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(same(&report.played), same(&results));
    assert!(matches!(
        &t.rounds[0].boards[0].result,
        Some((Outcome::FirstWins, Settled::Decided(_)))
    ));
}

#[test]
fn a_round_robin_player_who_withdraws_loses_the_games_left_by_forfeit() {
    let mut t = entered(System::RoundRobin, 4);
    assert_eq!(t.rounds_planned(), 3);
    t.start_round().expect("round 1");
    play_round(&mut t);
    assert!(t.enter("Late").is_err(), "a round robin's entries close");
    t.withdraw(3).expect("withdrawn");
    t.start_round().expect("round 2");
    let forfeited: Vec<_> = t.rounds[1]
        .boards
        .iter()
        .filter(|b| {
            b.result
                .as_ref()
                .is_some_and(|(_, s)| *s == Settled::Forfeit)
        })
        .collect();
    assert_eq!(forfeited.len(), 1);
    let b = forfeited[0];
    let winner = match b.result.as_ref().map(|r| r.0) {
        Some(Outcome::FirstWins) => b.pairing.first,
        _ => b.pairing.second,
    };
    assert_ne!(winner, 3);
    play_round(&mut t);
    t.start_round().expect("round 3");
    play_round(&mut t);
    assert!(t.is_over());
}

#[test]
fn a_knockout_needs_a_winner_and_ends_with_one_player_left() {
    let mut t = entered(System::Knockout, 6);
    assert_eq!(t.rounds_planned(), 3);
    t.start_round().expect("round 1");
    // Seeds 1 and 2 have byes; 3-6 and 4-5 play.
    assert_eq!(t.rounds[0].boards.len(), 2);
    let p = t.rounds[0].boards[0].pairing;
    assert_eq!(
        t.report(0, 0, p.first, Outcome::Draw, [24, 24]),
        Err(EventError::NeedsWinner)
    );
    let mut rounds = 0;
    while !t.is_over() {
        if rounds > 0 {
            t.start_round().expect("next round");
        }
        let r = t.rounds.len() - 1;
        for b in 0..t.rounds[r].boards.len() {
            let p = t.rounds[r].boards[b].pairing;
            t.report(r, b, p.first, Outcome::SecondWins, [0, 25])
                .expect("r");
            t.report(r, b, p.second, Outcome::SecondWins, [0, 25])
                .expect("r");
        }
        rounds += 1;
        assert!(rounds <= 3, "a bracket of six ends in three rounds");
    }
    assert_eq!(rounds, 3);
}

#[test]
fn a_tournament_file_that_does_not_hold_together_is_refused() {
    let mut t = entered(System::Swiss { rounds: 3 }, 4);
    t.start_round().expect("round 1");
    play_round(&mut t);
    let good = t.to_ron().expect("ron");
    assert!(Tournament::from_ron(&good).is_ok());
    // The same two players on two boards of one round.
    let mut twice = t.clone();
    let first = twice.rounds[0].boards[0].pairing;
    twice.rounds[0].boards[1].pairing = first;
    let why = Tournament::from_ron(&twice.to_ron().expect("ron")).expect_err("twice");
    assert!(why.to_string().contains("placed twice"), "{why}");
    // Two players with one name; a player who does not exist.
    let mut named = t.clone();
    named.players[1].name = "player 1".into();
    assert!(Tournament::from_ron(&named.to_ron().expect("ron")).is_err());
    let mut ghost = t.clone();
    ghost.rounds[0].boards[0].pairing.second = 40;
    assert!(Tournament::from_ron(&ghost.to_ron().expect("ron")).is_err());
    // Not a tournament at all.
    assert!(Tournament::from_ron("(name: 3").is_err());
    assert!(Tournament::from_ron("").is_err());
}

#[test]
fn names_are_checked_as_players_enter() {
    let mut t = Tournament::new("Cup", System::Swiss { rounds: 5 }, Vec::new());
    assert!(t.enter("Ama").is_ok());
    assert!(matches!(t.enter("  ama "), Err(EventError::Name(_))));
    assert!(t.enter("").is_err());
    assert!(t.enter(&"x".repeat(40)).is_err());
    for p in 1..64 {
        t.enter(&format!("P{p}")).expect("room");
    }
    assert!(t.enter("One too many").is_err());
}
