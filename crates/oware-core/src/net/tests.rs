//! The online protocol without a network: two peers exchange frames in memory.

use super::*;
use crate::rules::{MatchFormat, Move, NextStarter, Pit, Side};
use proptest::prelude::*;

pub(super) fn offer(format: MatchFormat) -> MatchOffer {
    MatchOffer {
        variant: "abapa".into(),
        format,
        next_starter: NextStarter::Alternate,
        first: Side::South,
        host_plays: Side::North,
        earlier: Vec::new(),
        moves: String::new(),
        hints: false,
        clock: None,
        clocks: None,
    }
}

/// The host settles the end of the game in play: its ping goes to the guest, whose answer
/// comes back.
pub(super) fn settle(host: &mut OnlinePeer, guest: &mut OnlinePeer) {
    let ping = host.settle().expect("a ping, the game being over");
    assert_eq!(host.settle(), None, "one ping an end");
    assert!(!host.is_settled());
    for pong in replies(&deliver(&ping, guest).expect("answered")) {
        deliver(&pong, host).expect("accepted");
    }
    assert!(host.is_settled());
}

/// Sends a message through frames, in pieces, as a connection would.
pub(super) fn deliver(message: &Message, to: &mut OnlinePeer) -> Result<Vec<Event>, PeerError> {
    let bytes = encode(message);
    let mut reader = FrameReader::default();
    for piece in bytes.chunks(3) {
        reader.push(piece);
    }
    let received = reader
        .next_message()
        .expect("a frame")
        .expect("a whole message");
    assert_eq!(&received, message);
    let events = to.receive(received)?;
    Ok(events)
}

/// The messages the events ask to send back.
pub(super) fn replies(events: &[Event]) -> Vec<Message> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Reply(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// A host and a guest who have greeted each other and started the match.
pub(super) fn connected(format: MatchFormat) -> (OnlinePeer, OnlinePeer) {
    let (host, guest) = connected_with(offer(format));
    assert_eq!(host.side(), Some(Side::North));
    assert_eq!(guest.side(), Some(Side::South));
    (host, guest)
}

/// The same, for the match `offer` proposes.
pub(super) fn connected_with(offer: MatchOffer) -> (OnlinePeer, OnlinePeer) {
    let mut host = OnlinePeer::host("Ama", offer).expect("a host");
    let mut guest = OnlinePeer::guest("Kofi").expect("a guest");
    let to_host = deliver(&guest.hello(), &mut host).expect("greeted");
    deliver(&host.hello(), &mut guest).expect("greeted");
    for reply in replies(&to_host) {
        deliver(&reply, &mut guest).expect("the match");
    }
    (host, guest)
}

#[test]
fn the_games_hash_is_the_one_docs_protocol_md_gives() {
    let mut game = crate::rules::Game::new(crate::rules::Rules::ABAPA);
    game.play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    assert_eq!(game_hash(&game), "c2d2ea4dac6c8550");
}

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

/// A message, and the error it must be refused with.
type Refusal = (Message, fn(&PeerError) -> bool);

/// The state of a peer's match, to see that a refused message changed nothing.
fn snapshot(peer: &OnlinePeer) -> Option<(crate::rules::Game, crate::rules::Match)> {
    peer.match_session()
        .map(|m| (m.game().clone(), m.match_state().clone()))
}

#[test]
fn a_bad_peer_is_refused_with_its_reason_and_the_game_never_changes() {
    let (mut host, mut guest) = connected(MatchFormat::Single);
    // South (the guest) opens with F.
    let first = guest
        .play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    deliver(&first, &mut host).expect("accepted");
    let before = snapshot(&host);
    let hash = |s: &str| s.to_string();
    let bad: Vec<Refusal> = vec![
        // South again: out of turn.
        (
            Message::Move {
                ply: 2,
                pit: 'E',
                hash: hash("0"),
                clock: None,
            },
            |e| matches!(e, PeerError::OutOfTurn),
        ),
        // A replayed or skipped ply.
        (
            Message::Move {
                ply: 1,
                pit: 'E',
                hash: hash("0"),
                clock: None,
            },
            |e| matches!(e, PeerError::OutOfTurn | PeerError::OutOfOrder { .. }),
        ),
        (
            Message::Hello {
                version: 1,
                program: "x".into(),
                name: "y".into(),
            },
            |e| matches!(e, PeerError::Unexpected("hello")),
        ),
        (Message::NewMatch(offer(MatchFormat::Single)), |e| {
            matches!(e, PeerError::Unexpected("new_match"))
        }),
        (Message::UndoGrant { ply: 0 }, |e| {
            matches!(e, PeerError::Unexpected(_))
        }),
        (Message::NextGame, |e| {
            matches!(e, PeerError::Unexpected("next_game"))
        }),
        (
            Message::Name {
                name: "x".repeat(41),
            },
            |e| matches!(e, PeerError::BadName),
        ),
    ];
    for (message, expected) in bad {
        let result = host.receive(message.clone());
        assert!(
            result.as_ref().is_err_and(expected),
            "{message:?}: {result:?}"
        );
        assert_eq!(snapshot(&host), before, "{message:?} changed the game");
    }
    // North's moves from the guest's side are refused by the guest too: it is the host's turn.
    // From the host, a move the rules refuse, a pit that is not one, a wrong hash.
    let mut peer = guest.clone();
    let before_guest = snapshot(&peer);
    let cases: Vec<Refusal> = vec![
        (
            Message::Move {
                ply: 2,
                pit: 'F',
                hash: hash("0"),
                clock: None,
            },
            |e| matches!(e, PeerError::Illegal { .. }),
        ),
        (
            Message::Move {
                ply: 2,
                pit: 'z',
                hash: hash("0"),
                clock: None,
            },
            |e| matches!(e, PeerError::BadPit('z')),
        ),
        (
            Message::Move {
                ply: 2,
                pit: 'f',
                hash: hash("0123456789abcdef"),
                clock: None,
            },
            |e| matches!(e, PeerError::HashMismatch { ply: 2 }),
        ),
        (
            Message::Move {
                ply: 7,
                pit: 'f',
                hash: hash("0"),
                clock: None,
            },
            |e| {
                matches!(
                    e,
                    PeerError::OutOfOrder {
                        expected: 2,
                        got: 7
                    }
                )
            },
        ),
    ];
    for (message, expected) in cases {
        let result = peer.receive(message.clone());
        assert!(
            result.as_ref().is_err_and(expected),
            "{message:?}: {result:?}"
        );
        assert_eq!(
            snapshot(&peer),
            before_guest,
            "{message:?} changed the game"
        );
    }
    // The right move is still accepted afterwards.
    let reply = host
        .play(Move::new(Pit::from_letter('f').expect("f")))
        .expect("legal");
    deliver(&reply, &mut peer).expect("accepted");
}

#[test]
fn another_version_is_refused_and_so_are_oversized_and_garbled_frames() {
    let mut host = OnlinePeer::host("Ama", offer(MatchFormat::Single)).expect("a host");
    let old = Message::Hello {
        version: 0,
        program: "oware 0.0".into(),
        name: "Kofi".into(),
    };
    assert_eq!(host.receive(old), Err(PeerError::Version { theirs: 0 }));
    assert!(host.match_session().is_none());
    // A 10 MB message is refused from its length alone.
    let mut reader = FrameReader::default();
    reader.push(&(10u32 * 1024 * 1024).to_be_bytes());
    assert_eq!(
        reader.next_message(),
        Err(FrameError::Oversized(10 * 1024 * 1024))
    );
    // Nothing is read after an error.
    reader.push(&encode(&Message::Bye));
    assert!(reader.next_message().is_err());
    let garbled = |body: &[u8]| {
        let mut reader = FrameReader::default();
        reader.push(&(body.len() as u32).to_be_bytes());
        reader.push(body);
        reader.next_message()
    };
    assert_eq!(garbled(&[0xff, 0xfe]), Err(FrameError::NotText));
    assert!(matches!(
        garbled(br#"{"type":"move","ply":1}"#),
        Err(FrameError::NotAMessage(_))
    ));
    assert!(matches!(
        garbled(br#"{"type":"move","ply":"one","pit":"F","hash":"0"}"#),
        Err(FrameError::NotAMessage(_))
    ));
    // A field this version does not know is left.
    assert_eq!(
        garbled(br#"{"type":"bye","extra":1}"#),
        Ok(Some(Message::Bye))
    );
    assert_eq!(garbled(br#"{"type":"bye"}"#), Ok(Some(Message::Bye)));
    let mut empty = FrameReader::default();
    empty.push(&[0, 0, 0, 0]);
    assert_eq!(empty.next_message(), Err(FrameError::Empty));
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic_and_never_change_the_game(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let (mut host, _guest) = connected(MatchFormat::Single);
        let before = snapshot(&host);
        let mut reader = FrameReader::default();
        reader.push(&bytes);
        while let Ok(Some(message)) = reader.next_message() {
            let was = snapshot(&host);
            if host.receive(message).is_err() {
                prop_assert_eq!(snapshot(&host), was);
            }
        }
        // Random bytes make no legal move with the right hash.
        prop_assert_eq!(snapshot(&host).map(|s| s.0.plies().len()), before.map(|s| s.0.plies().len()));
    }

    #[test]
    fn every_message_reads_back_as_it_was_written(n in any::<u64>(), ply in any::<u32>(), name in "\\PC{0,30}") {
        for message in [
            Message::Ping { n },
            Message::Pong { n },
            Message::UndoAsk { ply },
            Message::Name { name: name.clone() },
            Message::Move { ply, pit: 'c', hash: format!("{n:016x}"), clock: None },
        ] {
            let mut reader = FrameReader::default();
            reader.push(&encode(&message));
            prop_assert_eq!(reader.next_message(), Ok(Some(message)));
        }
    }
}

/// Both sides reconnect: each sends its `hello` and `resume`, then whatever the other's
/// `resume` asks it to send again.
pub(super) fn reconnect(host: &mut OnlinePeer, guest: &mut OnlinePeer) -> Result<(), PeerError> {
    let from_host = host.reconnected()?;
    let from_guest = guest.reconnected()?;
    let mut to_guest = Vec::new();
    for m in &from_guest {
        to_guest.extend(replies(&deliver(m, host)?));
    }
    let mut to_host = Vec::new();
    for m in from_host.iter().chain(&to_guest) {
        to_host.extend(replies(&deliver(m, guest)?));
    }
    for m in &to_host {
        deliver(m, host)?;
    }
    Ok(())
}

pub(super) fn plies(peer: &OnlinePeer) -> usize {
    peer.match_session().expect("started").game().plies().len()
}

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

/// Plays `letters` alternately from South (the guest) through both peers.
pub(super) fn play_through(host: &mut OnlinePeer, guest: &mut OnlinePeer, letters: &str) {
    for (i, letter) in letters.chars().enumerate() {
        let (from, to) = if i % 2 == 0 {
            (&mut *guest, &mut *host)
        } else {
            (&mut *host, &mut *guest)
        };
        let m = from
            .play(Move::new(Pit::from_letter(letter).expect("pit")))
            .expect("legal");
        deliver(&m, to).expect("accepted");
    }
}

/// The game and the match of a peer, to compare both sides.
pub(super) fn record(peer: &OnlinePeer) -> (Vec<Move>, crate::rules::Match) {
    let session = peer.match_session().expect("started");
    (session.game().moves(), session.match_state().clone())
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

/// A guest with no match (its program started again) meets its host, which resumes:
/// `from_host` reaches the guest, the guest's answers reach the host, and the host's answers
/// the guest. Returns what the guest sent.
fn meet_again(
    host: &mut OnlinePeer,
    again: &mut OnlinePeer,
    from_host: &[Message],
) -> Vec<Message> {
    let mut to_host = vec![again.hello()];
    for message in from_host {
        to_host.extend(replies(&deliver(message, again).expect("accepted")));
    }
    let mut to_guest = Vec::new();
    for message in &to_host {
        to_guest.extend(replies(&deliver(message, host).expect("accepted")));
    }
    for message in &to_guest {
        deliver(message, again).expect("the match");
    }
    to_host
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

/// Plays `letters` through both peers, each move by the side to move.
fn play_through_from(host: &mut OnlinePeer, guest: &mut OnlinePeer, letters: &str) {
    for letter in letters.chars() {
        let mv = Move::new(Pit::from_letter(letter).expect("pit"));
        let to_move = host.match_session().expect("m").game().to_move();
        let (from, to) = if to_move == host.side() {
            (&mut *host, &mut *guest)
        } else {
            (&mut *guest, &mut *host)
        };
        let m = from.play(mv).expect("legal");
        deliver(&m, to).expect("accepted");
    }
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

/// Game 1 of a best of three ended; the guest's program started again and joined: the host
/// is told its next game started (its board leaves game 1 for game 2), and both ends then
/// play and count the same game.
#[test]
fn a_guest_started_again_between_games_moves_the_host_to_the_next_game_too() {
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
    assert!(host_events.contains(&Event::NextGame), "{host_events:?}");
    for message in replies(&host_events) {
        deliver(&message, &mut again).expect("the match");
    }
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
