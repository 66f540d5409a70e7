//! A line dropped and made again, and a program started again: nothing lost, nothing played twice, the match as the host has it.

use super::*;

#[test]
fn a_move_lost_when_the_line_dropped_is_sent_again_on_reconnection() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    // The guest (South) moves; the host (North) answers; the answer is lost.
    let m = guest
        .play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    deliver(&m, &mut host).expect("accepted");
    let _lost = host
        .play(Move::new(Pit::from_letter('a').expect("a")))
        .expect("legal");
    assert_eq!((plies(&host), plies(&guest)), (2, 1));
    reconnect(&mut host, &mut guest).expect("resumed");
    assert_eq!((plies(&host), plies(&guest)), (2, 2));
    assert_eq!(
        game_hash(host.match_session().expect("m").game()),
        game_hash(guest.match_session().expect("m").game())
    );
    // And the match goes on.
    let m = guest
        .play(Move::new(Pit::from_letter('E').expect("E")))
        .expect("legal");
    deliver(&m, &mut host).expect("accepted");
}

#[test]
fn a_reconnection_with_nothing_lost_changes_nothing() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    let m = guest
        .play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    deliver(&m, &mut host).expect("accepted");
    let before = host.match_session().expect("m").clone();
    reconnect(&mut host, &mut guest).expect("resumed");
    assert_eq!(host.match_session().expect("m").game(), before.game());
    assert_eq!(plies(&guest), 1);
}

#[test]
fn a_next_game_lost_when_the_line_dropped_is_sent_again() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    // Play the first game to its end, every move delivered.
    while !host.match_session().expect("m").game().is_over() {
        let game = host.match_session().expect("m").game().clone();
        let mv = game.legal_moves().iter().next().expect("a move");
        if game.to_move() == host.side() {
            let m = host.play(mv).expect("legal");
            deliver(&m, &mut guest).expect("accepted");
        } else {
            let m = guest.play(mv).expect("legal");
            deliver(&m, &mut host).expect("accepted");
        }
    }
    settle(&mut host, &mut guest);
    let _lost = host.next_game().expect("the next game");
    reconnect(&mut host, &mut guest).expect("resumed");
    assert_eq!(plies(&guest), 0);
    assert!(!guest.match_session().expect("m").game().is_over());
}

#[test]
fn games_that_differ_after_a_reconnection_are_refused() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    // The same ply, another game: refused.
    let m = guest
        .play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    deliver(&m, &mut host).expect("accepted");
    let mut other = host.clone();
    let forged = Message::Resume {
        games: 1,
        ply: 1,
        hash: "0123456789abcdef".into(),
        clocks: None,
    };
    other.reconnected().expect("reconnected");
    deliver(&guest.hello(), &mut other).expect("greeted");
    assert_eq!(
        deliver(&forged, &mut other),
        Err(PeerError::HashMismatch { ply: 1 })
    );
    assert_eq!(plies(&other), 1);
    // A resume out of place (no reconnection) is refused too.
    assert!(matches!(
        deliver(&forged, &mut host),
        Err(PeerError::Unexpected(_))
    ));
}

#[test]
fn a_move_played_after_a_sides_resume_is_not_sent_again() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    play_through(&mut host, &mut guest, "F");
    let host_back = host.reconnected().expect("resumes");
    let guest_back = guest.reconnected().expect("resumes");
    // The host answers before the guest's `resume` comes: the move follows its own.
    let reply = host
        .play(Move::new(Pit::from_letter('f').expect("pit")))
        .expect("legal");
    for message in host_back.iter().chain([&reply]) {
        deliver(message, &mut guest).expect("accepted");
    }
    let mut again = Vec::new();
    for message in &guest_back {
        again.extend(replies(&deliver(message, &mut host).expect("accepted")));
    }
    assert_eq!(again, Vec::new(), "nothing is sent twice");
    assert_eq!(record(&host), record(&guest));
    assert_eq!(plies(&guest), 2);
    // No next game starts while the guest's `resume` is awaited.
    let resign = guest.resign().expect("a resignation");
    deliver(&resign, &mut host).expect("accepted");
    let host_back = host.reconnected().expect("resumes");
    let guest_back = guest.reconnected().expect("resumes");
    assert!(host.next_game().is_err());
    for message in &host_back {
        deliver(message, &mut guest).expect("accepted");
    }
    for message in &guest_back {
        deliver(message, &mut host).expect("accepted");
    }
    settle(&mut host, &mut guest);
    let next = host.next_game().expect("the next game once resumed");
    deliver(&next, &mut guest).expect("accepted");
    assert_eq!(record(&host), record(&guest));
}

#[test]
fn a_guest_whose_program_started_again_gets_the_match_as_the_host_has_it() {
    for (moves, next_game) in [("FfEe", false), ("", true)] {
        let (mut host, mut guest) = connected(MatchFormat::BestOf3);
        play_through(&mut host, &mut guest, moves);
        if next_game {
            // Between games: the first ended by resignation, the next not started yet.
            let resign = guest.resign().expect("a resignation");
            deliver(&resign, &mut host).expect("accepted");
        }
        let before = record(&host);
        // The guest's program ends; a new one joins with the same code.
        let mut again = OnlinePeer::guest("Kofi").expect("a guest");
        let host_back = host.reconnected().expect("resumes");
        let to_host = meet_again(&mut host, &mut again, &host_back);
        assert!(
            matches!(to_host.last(), Some(Message::Resume { games: 0, .. })),
            "{to_host:?}"
        );
        if next_game {
            // Between games the guest waits: the host starts the next game, which brings
            // the match.
            assert!(again.match_session().is_none(), "no game started by itself");
            assert!(host.guest_waits());
            assert_eq!(record(&host), before);
            let next = host.next_game().expect("the host starts the next game");
            assert!(matches!(next, Message::NewMatch(_)), "{next:?}");
            deliver(&next, &mut again).expect("the match");
        }
        assert_eq!(record(&again), record(&host));
        if next_game {
            assert_eq!(plies(&again), 0);
            assert_eq!(record(&again).1.games.len(), 1);
        } else {
            assert_eq!(record(&host), before);
        }
        // The match goes on.
        let side = again.side().expect("a side");
        let game = again.match_session().expect("m").game().clone();
        let (mover, other) = if game.to_move() == Some(side) {
            (&mut again, &mut host)
        } else {
            (&mut host, &mut again)
        };
        let mv = game.legal_moves().iter().next().expect("a move");
        let message = mover.play(mv).expect("legal");
        deliver(&message, other).expect("accepted");
        assert_eq!(record(&again), record(&host));
    }
}

#[test]
fn a_host_whose_program_started_again_resumes_the_saved_match_with_its_guest() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    play_through(&mut host, &mut guest, "FfE");
    // The host's program ends; a new one starts from the match it saved.
    let saved = host.match_session().expect("a match").clone();
    let offer = host.offer().expect("an offer").clone();
    let mut again = OnlinePeer::host_again("Ama", offer, saved).expect("a host again");
    let mut to_guest = Vec::new();
    to_guest.extend(again.reconnected().expect("resumes"));
    let to_host = guest.reconnected().expect("resumes");
    let mut back = Vec::new();
    for message in &to_host {
        back.extend(replies(&deliver(message, &mut again).expect("accepted")));
    }
    for message in to_guest.iter().chain(&back) {
        deliver(message, &mut guest).expect("accepted");
    }
    assert_eq!(record(&again), record(&guest));
    // The match goes on: the host to move.
    play_through_from(&mut again, &mut guest, "e");
    assert_eq!(record(&again), record(&guest));
    assert_eq!(plies(&guest), 4);
}

#[test]
fn a_guest_started_again_sets_aside_what_the_host_did_before_hearing_it_has_nothing() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    play_through(&mut host, &mut guest, "FfE");
    drop(guest);
    let mut again = OnlinePeer::guest("Kofi").expect("a guest");
    let host_back = host.reconnected().expect("resumes");
    // The host plays on before the new program has answered.
    let moved = host
        .play(Move::new(Pit::from_letter('e').expect("pit")))
        .expect("the host's turn");
    let from_host: Vec<Message> = host_back.into_iter().chain([moved.clone()]).collect();
    meet_again(&mut host, &mut again, &from_host);
    assert_eq!(record(&again), record(&host));
    assert_eq!(plies(&again), 4);
    // A guest that never answered a resume still refuses a move before its match.
    let mut fresh = OnlinePeer::guest("Kofi").expect("a guest");
    deliver(&host.hello(), &mut fresh).expect("greeted");
    assert!(deliver(&moved, &mut fresh).is_err());
}

/// Game 1 of a best of three ended; the guest's program started again and joined: nothing
/// starts by itself — the host is told its guest is back, its board stays on game 1's end
/// until its player starts game 2, which brings the guest the match; both ends then play
/// and count the same game.
#[test]
fn a_guest_started_again_between_games_waits_for_the_host_to_start_the_next_game() {
    let (mut host, mut guest) = connected(MatchFormat::BestOf3);
    let resign = guest.resign().expect("a resignation");
    deliver(&resign, &mut host).expect("accepted");
    drop(guest);
    let mut again = OnlinePeer::guest("Kofi").expect("a guest");
    let mut to_host = vec![again.hello()];
    for message in host.reconnected().expect("resumes") {
        to_host.extend(replies(&deliver(&message, &mut again).expect("accepted")));
    }
    let mut host_events = Vec::new();
    for message in &to_host {
        host_events.extend(deliver(message, &mut host).expect("accepted"));
    }
    assert!(
        host_events.contains(&Event::BackForNextGame),
        "{host_events:?}"
    );
    assert!(!host_events.contains(&Event::NextGame), "{host_events:?}");
    assert!(replies(&host_events).is_empty(), "{host_events:?}");
    assert!(host.match_session().expect("m").game().is_over());
    assert!(host.is_settled(), "game 1's end is final");
    // The guest's pings meanwhile change nothing.
    let ping = Message::Ping { n: 1 };
    deliver(&ping, &mut host).expect("a ping");
    assert!(again.match_session().is_none());
    // The host's player starts game 2.
    let next = host.next_game().expect("the next game");
    deliver(&next, &mut again).expect("the match");
    assert!(!host.guest_waits());
    assert_eq!(record(&again), record(&host));
    assert_eq!(record(&host).1.games.len(), 1);
    assert_eq!(plies(&host), 0);
    let to_move = host.match_session().expect("m").game().to_move();
    let first = if to_move == Some(Side::South) {
        "F"
    } else {
        "f"
    };
    play_through_from(&mut host, &mut again, first);
    assert_eq!(plies(&again), 1);
    assert_eq!(record(&again), record(&host));
}
