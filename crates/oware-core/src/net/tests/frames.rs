//! What a peer sends: the game's hash, bad peers, other versions, oversized, garbled and random frames refused, the game unchanged.

use super::*;

#[test]
fn the_games_hash_is_the_one_docs_protocol_md_gives() {
    let mut game = crate::rules::Game::new(crate::rules::Rules::ABAPA);
    game.play(Move::new(Pit::from_letter('F').expect("F")))
        .expect("legal");
    assert_eq!(game_hash(&game), "c2d2ea4dac6c8550");
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
    let mut reader: FrameReader = FrameReader::default();
    reader.push(&(10u32 * 1024 * 1024).to_be_bytes());
    assert_eq!(
        reader.next_message(),
        Err(FrameError::Oversized(10 * 1024 * 1024))
    );
    // Nothing is read after an error.
    reader.push(&encode(&Message::Bye));
    assert!(reader.next_message().is_err());
    let garbled = |body: &[u8]| {
        let mut reader: FrameReader = FrameReader::default();
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
    let mut empty: FrameReader = FrameReader::default();
    empty.push(&[0, 0, 0, 0]);
    assert_eq!(empty.next_message(), Err(FrameError::Empty));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic_and_never_change_the_game(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let (mut host, _guest) = connected(MatchFormat::Single);
        let before = snapshot(&host);
        let mut reader: FrameReader = FrameReader::default();
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
            let mut reader: FrameReader = FrameReader::default();
            reader.push(&encode(&message));
            prop_assert_eq!(reader.next_message(), Ok(Some(message)));
        }
    }
}
