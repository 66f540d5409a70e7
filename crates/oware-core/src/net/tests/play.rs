//! A match between two peers: its games, take-backs, resignations (crossing moves included), the cycle rule by agreement, the end of a match.

use super::*;

#[test]
fn a_best_of_three_played_between_two_peers_ends_with_the_same_record_on_both() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    let mut turn = 0u64;
    while !host
        .match_session()
        .expect("started")
        .match_state()
        .is_over()
    {
        let game = host.match_session().expect("started").game().clone();
        if game.is_over() {
            settle(&mut host, &mut guest);
            let message = host.next_game().expect("the next game");
            deliver(&message, &mut guest).expect("accepted");
            continue;
        }
        let to_move = game.to_move().expect("a player to move");
        let legal = game.legal_moves().to_vec();
        // Some variety, deterministic.
        turn = turn
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(turn >> 33) as usize % legal.len()];
        let (mover, other) = if host.side() == Some(to_move) {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        let message = mover.play(mv).expect("legal");
        deliver(&message, other).expect("accepted");
    }
    let a = host.match_session().expect("started");
    let b = guest.match_session().expect("started");
    assert_eq!(a.match_state(), b.match_state());
    assert_eq!(a.game(), b.game());
    assert!(a.match_state().games.len() >= 2);
}

#[test]
fn an_undo_asked_and_granted_takes_the_moves_back_on_both_sides() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    for (mover, letter) in [(false, 'F'), (true, 'f'), (false, 'E')] {
        let (from, to) = if mover {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        let message = from
            .play(Move::new(Pit::from_letter(letter).expect("pit")))
            .expect("legal");
        deliver(&message, to).expect("accepted");
    }
    let ask = guest.ask_undo(1).expect("asked");
    let events = deliver(&ask, &mut host).expect("accepted");
    assert_eq!(events, vec![Event::UndoAsked(1)]);
    let grant = host.answer_undo(true).expect("answered");
    assert_eq!(
        deliver(&grant, &mut guest).expect("accepted"),
        vec![Event::Undone(1)]
    );
    for peer in [&host, &guest] {
        assert_eq!(
            peer.match_session().expect("started").game().plies().len(),
            1
        );
    }
    // A grant nobody asked for is refused.
    assert!(guest.receive(Message::UndoGrant { ply: 0 }).is_err());
}

#[test]
fn a_resignation_ends_the_game_as_the_other_sides_win_on_both_sides() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    let m = guest
        .play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    deliver(&m, &mut host).expect("accepted");
    // The guest (South) resigns, though it is not its turn.
    let resign = guest.resign().expect("a resignation");
    let events = deliver(&resign, &mut host).expect("accepted");
    let Some(Event::Resigned(outcome)) = events.first() else {
        panic!("not a resignation: {events:?}");
    };
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(outcome.reason, crate::rules::EndReason::Resignation);
    for peer in [&host, &guest] {
        let session = peer.match_session().expect("started");
        assert!(session.game().is_over());
        assert_eq!(session.match_state().wins(Side::North), 1);
    }
    // Resigning a finished game is refused, and changes nothing.
    assert!(guest.resign().is_err());
    assert_eq!(
        deliver(&Message::Resign { ply: None }, &mut host),
        Err(PeerError::Unexpected("resign"))
    );
    // The host starts the next game, once the end is settled.
    assert!(host.next_game().is_err());
    settle(&mut host, &mut guest);
    let next = host.next_game().expect("the next game");
    deliver(&next, &mut guest).expect("accepted");
    assert_eq!(plies(&guest), 0);
}

#[test]
fn a_match_continued_reaches_the_guest_as_the_host_has_it() {
    use crate::rules::{EndReason, GameResult};
    let earlier = vec![GameResult {
        starter: Side::South,
        winner: Some(Side::South),
        stores: [26, 20],
        reason: Some(EndReason::Majority),
        plies: 61,
    }];
    let continued = MatchOffer {
        earlier: earlier.clone(),
        moves: "aAb".into(),
        ..offer(MatchFormat::BestOf3)
    };
    let (host, guest) = connected_with(continued);
    for peer in [&host, &guest] {
        let session = peer.match_session().expect("started");
        // After a South win, North starts the next game (the next starter alternates).
        assert_eq!(session.game().moves().len(), 3);
        assert_eq!(session.match_state().games, earlier);
        assert_eq!(session.match_state().wins(Side::South), 1);
    }
    assert_eq!(
        game_hash(host.match_session().expect("m").game()),
        game_hash(guest.match_session().expect("m").game())
    );
    // And play goes on from there, with the next ply.
    let game = host.match_session().expect("m").game().clone();
    assert_eq!(game.plies().len(), 3);
}

#[test]
fn a_continued_match_that_cannot_be_played_is_refused() {
    let mut guest = OnlinePeer::guest("Kofi").expect("a guest");
    let host = OnlinePeer::host("Ama", offer(MatchFormat::Single)).expect("a host");
    deliver(&host.hello(), &mut guest).expect("greeted");
    let bad = MatchOffer {
        moves: "FF".into(),
        ..offer(MatchFormat::Single)
    };
    let refused = deliver(&Message::NewMatch(bad), &mut guest);
    assert!(matches!(refused, Err(PeerError::History(_))), "{refused:?}");
    assert!(guest.match_session().is_none());
}

#[test]
fn under_the_cycle_rule_by_agreement_a_repeated_game_ends_when_both_agree() {
    let by_agreement = MatchOffer {
        variant: "abapa,cycle=by-agreement".into(),
        ..offer(MatchFormat::Single)
    };
    let (mut host, mut guest) = connected_with(by_agreement);
    // Nothing has repeated yet: asking is refused on both sides.
    assert!(guest.ask_end().is_err());
    assert_eq!(
        deliver(&Message::EndAsk, &mut host),
        Err(PeerError::Unexpected("end_ask"))
    );
    // A game that repeats a position, found by random play (seeded), then played through
    // both peers.
    let rules: crate::rules::Rules = "abapa,cycle=by-agreement".parse().expect("rules");
    let repeating = (0..2000u64)
        .find_map(|seed| {
            use rand::{RngExt, SeedableRng};
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let mut game = crate::rules::Game::with_first(rules, Side::South);
            let mut moves = Vec::new();
            while !game.is_over() && !game.cycle_seen() && moves.len() < 400 {
                let legal: Vec<_> = game.legal_moves().iter().collect();
                let mv = legal[rng.random_range(0..legal.len())];
                game.play(mv).ok()?;
                moves.push(mv);
            }
            game.cycle_seen().then_some(moves)
        })
        .expect("a random game that repeats a position");
    for mv in repeating {
        let game = host.match_session().expect("m").game().clone();
        if game.to_move() == host.side() {
            let m = host.play(mv).expect("legal");
            deliver(&m, &mut guest).expect("accepted");
        } else {
            let m = guest.play(mv).expect("legal");
            deliver(&m, &mut host).expect("accepted");
        }
    }
    assert!(host.match_session().expect("m").game().cycle_seen());
    // Refused once, then agreed.
    let ask = guest.ask_end().expect("asked");
    assert_eq!(deliver(&ask, &mut host), Ok(vec![Event::EndAsked]));
    let (answer, none) = host.answer_end(false).expect("answered");
    assert_eq!(none, None);
    assert_eq!(deliver(&answer, &mut guest), Ok(vec![Event::EndRefused]));
    let ask = guest.ask_end().expect("asked again");
    deliver(&ask, &mut host).expect("asked");
    let (answer, outcome) = host.answer_end(true).expect("answered");
    let outcome = outcome.expect("the game ended here");
    assert_eq!(
        deliver(&answer, &mut guest),
        Ok(vec![Event::EndAgreed(outcome)])
    );
    for peer in [&host, &guest] {
        assert!(peer.match_session().expect("m").game().is_over());
    }
    // A grant nobody asked for is refused.
    assert!(matches!(
        deliver(&Message::EndGrant, &mut guest),
        Err(PeerError::Unexpected(_))
    ));
}

#[test]
fn a_resignation_that_crosses_a_move_ends_the_same_game_on_both_sides() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    play_through(&mut host, &mut guest, "Ff");
    // The host moves while the guest's resignation is on its way: each sends before
    // hearing the other.
    play_through(&mut host, &mut guest, "E");
    let resign = guest.resign().expect("a resignation");
    let crossing = host
        .play(Move::new(Pit::from_letter('a').expect("pit")))
        .expect("legal");
    // The move reaches the guest after its resignation: set aside.
    assert_eq!(deliver(&crossing, &mut guest), Ok(Vec::new()));
    // The resignation reaches the host after its move: the move is taken back.
    let events = deliver(&resign, &mut host).expect("accepted");
    assert!(
        matches!(events.first(), Some(Event::Resigned(_))),
        "{events:?}"
    );
    assert_eq!(record(&host), record(&guest));
    assert_eq!(plies(&host), 3);
    // A resignation counting more plies than the game has is refused.
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "F");
    assert!(matches!(
        deliver(&Message::Resign { ply: Some(5) }, &mut host),
        Err(PeerError::OutOfOrder { .. })
    ));
    // One that would take back the peer's own move is refused.
    assert!(matches!(
        deliver(&Message::Resign { ply: Some(0) }, &mut host),
        Err(PeerError::HashMismatch { .. })
    ));
    assert_eq!(plies(&host), 1);
}

#[test]
fn an_undo_granted_after_the_other_side_moved_is_taken_on_both_sides() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "Ff");
    play_through(&mut host, &mut guest, "E");
    // The guest asks to take back its E while the host answers it with a move.
    let ask = guest.ask_undo(2).expect("asked");
    let crossing = host
        .play(Move::new(Pit::from_letter('e').expect("pit")))
        .expect("legal");
    deliver(&crossing, &mut guest).expect("the move");
    deliver(&ask, &mut host).expect("the question");
    let grant = host.answer_undo(true).expect("granted");
    assert_eq!(deliver(&grant, &mut guest), Ok(vec![Event::Undone(2)]));
    assert_eq!(record(&host), record(&guest));
    assert_eq!(plies(&guest), 2);
}

#[test]
fn both_sides_resigning_at_once_end_with_the_same_winner_on_both() {
    // At the same ply: the host's resignation stands, on both sides.
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "Ff");
    let from_host = host.resign().expect("a resignation");
    let from_guest = guest.resign().expect("a resignation");
    assert_eq!(deliver(&from_guest, &mut host), Ok(Vec::new()));
    let events = deliver(&from_host, &mut guest).expect("accepted");
    assert!(
        matches!(events.as_slice(), [Event::Resigned(_)]),
        "{events:?}"
    );
    assert_eq!(record(&host), record(&guest));
    let won = |peer: &OnlinePeer| {
        peer.match_session()
            .map(|s| s.match_state().wins(Side::South))
    };
    assert_eq!((won(&host), won(&guest)), (Some(1), Some(1)));
    assert_eq!(
        guest.match_session().expect("m").match_state().games.len(),
        1,
        "one game recorded"
    );
    // At different plies: the earlier resignation stands, the later side's moves after it
    // taken back.
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "Ff");
    let from_host = host.resign().expect("a resignation");
    let crossing = guest
        .play(Move::new(Pit::from_letter('E').expect("pit")))
        .expect("not heard yet: the guest plays on");
    let from_guest = guest.resign().expect("a resignation");
    assert_eq!(deliver(&crossing, &mut host), Ok(Vec::new()));
    assert_eq!(deliver(&from_guest, &mut host), Ok(Vec::new()));
    deliver(&from_host, &mut guest).expect("accepted");
    assert_eq!(record(&host), record(&guest));
    assert_eq!(plies(&guest), 2);
    let winner = |peer: &OnlinePeer| {
        peer.match_session()
            .and_then(|s| s.game().outcome().and_then(|o| o.winner))
    };
    assert_eq!(
        (winner(&host), winner(&guest)),
        (Some(Side::South), Some(Side::South))
    );
}

#[test]
fn a_match_ended_by_one_side_is_final_only_once_the_other_side_has_answered() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "Ff");
    // The guest resigns; its ping goes after the resignation.
    let resign = guest.resign().expect("a resignation");
    let ping = guest.settle().expect("a ping");
    assert!(!guest.is_settled());
    // The host had resigned too: its resignation reaches the guest before the answer,
    // and the guest's end is final only once the answer is in.
    let crossing = host.resign().expect("a resignation");
    assert_eq!(deliver(&resign, &mut host), Ok(Vec::new()));
    let pong = replies(&deliver(&ping, &mut host).expect("answered"));
    deliver(&crossing, &mut guest).expect("accepted");
    assert!(!guest.is_settled());
    for message in pong {
        deliver(&message, &mut guest).expect("accepted");
    }
    assert!(guest.is_settled());
    assert_eq!(record(&host), record(&guest));
    // Settled: no other ping for this end.
    assert_eq!(guest.settle(), None);
    // A goodbye settles it too: nothing can follow it.
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "F");
    let resign = guest.resign().expect("a resignation");
    deliver(&resign, &mut host).expect("accepted");
    assert!(!guest.is_settled());
    deliver(&Message::Bye, &mut guest).expect("accepted");
    assert!(guest.is_settled());
}

#[test]
fn a_question_to_answer_is_the_peers_until_answered_and_a_dropped_line_voids_it() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "Ff");
    assert_eq!(host.undo_to_answer(), None);
    let ask = guest.ask_undo(1).expect("asked");
    deliver(&ask, &mut host).expect("the question");
    assert_eq!(host.undo_to_answer(), Some(1), "asked, not yet answered");
    host.answer_undo(false).expect("refused");
    assert_eq!(host.undo_to_answer(), None, "answered");
    let ask = guest.ask_undo(1).expect("asked again");
    deliver(&ask, &mut host).expect("the question");
    host.line_down();
    assert_eq!(host.undo_to_answer(), None, "void with the line");
    assert!(!host.end_to_answer());
    assert!(host.answer_undo(true).is_err(), "nothing left to answer");
}
