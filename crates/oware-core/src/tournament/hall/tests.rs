use super::*;
use crate::net::{Event, Message, OnlinePeer};
use crate::rules::{MatchFormat, Side};
use crate::tournament::event::{System, Tournament};
use crate::tournament::standings::Outcome;

fn organizer(system: System) -> Organizer {
    Organizer::new(HallFile {
        tournament: Tournament::new("Club night", system, Vec::new()),
        play: PlaySettings {
            format: MatchFormat::Single,
            clock: None,
        },
        code: "code".into(),
        tickets: Vec::new(),
        boards: Vec::new(),
    })
}

fn enter(name: &str, ticket: Option<&str>) -> HallMessage {
    HallMessage::Enter {
        version: HALL_VERSION,
        program: "test".into(),
        name: name.into(),
        ticket: ticket.map(str::to_string),
    }
}

/// The messages a step sends to `to`.
fn to(step: &Step, to: Conn) -> Vec<HallMessage> {
    step.out
        .iter()
        .filter_map(|o| match o {
            Out::Send(c, m) if *c == to => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn closes(step: &Step, conn: Conn) -> bool {
    step.out.contains(&Out::Close(conn))
}

fn refused(step: &Step, conn: Conn) -> Option<String> {
    to(step, conn).into_iter().find_map(|m| match m {
        HallMessage::Refuse { reason } => Some(reason),
        _ => None,
    })
}

fn ticket_of(step: &Step, conn: Conn) -> String {
    to(step, conn)
        .into_iter()
        .find_map(|m| match m {
            HallMessage::Welcome { ticket, .. } => Some(ticket),
            _ => None,
        })
        .expect("welcomed")
}

/// Four players in on connections 1..=4; their tickets.
fn four_in(o: &mut Organizer) -> Vec<String> {
    ["Ama", "Kofi", "Esi", "Yaw"]
        .iter()
        .zip(1..)
        .map(|(name, c)| {
            let step = o.receive(c, enter(name, None));
            assert!(step.changed);
            ticket_of(&step, c)
        })
        .collect()
}

/// The pairing message each connection got: (board, first, offer given).
fn pairings(step: &Step, conns: &[Conn]) -> Vec<(Conn, usize, bool, bool)> {
    conns
        .iter()
        .flat_map(|&c| {
            to(step, c).into_iter().filter_map(move |m| match m {
                HallMessage::Pairing {
                    board,
                    first,
                    offer,
                    ..
                } => Some((c, board, first, offer.is_some())),
                _ => None,
            })
        })
        .collect()
}

/// The connections of a board's two players in a round's step: the first's, the second's.
fn seats_of(step: &Step, board: usize) -> (Conn, Conn) {
    let boards = pairings(step, &[1, 2, 3, 4]);
    let seat = |first: bool| {
        boards
            .iter()
            .find(|p| p.1 == board && p.2 == first)
            .expect("a seat")
            .0
    };
    (seat(true), seat(false))
}

/// The match the first player of a board was told to offer.
fn offer_in(step: &Step, first: Conn) -> crate::net::MatchOffer {
    to(step, first)
        .into_iter()
        .find_map(|m| match m {
            HallMessage::Pairing { offer, .. } => offer,
            _ => None,
        })
        .expect("the offer")
}

#[test]
fn players_enter_get_their_pairings_and_only_the_first_of_a_board_offers_the_match() {
    let mut o = organizer(System::RoundRobin);
    let tickets = four_in(&mut o);
    assert_eq!(tickets.len(), 4);
    assert!(tickets.iter().all(|t| t.len() == 32));
    let step = o.start_round().expect("round 1");
    let got = pairings(&step, &[1, 2, 3, 4]);
    assert_eq!(got.len(), 4, "each player hears of its board: {got:?}");
    for board in [1, 2] {
        let on: Vec<_> = got.iter().filter(|g| g.1 == board).collect();
        assert_eq!(on.len(), 2);
        assert_eq!(on.iter().filter(|g| g.2 && g.3).count(), 1);
        assert_eq!(on.iter().filter(|g| !g.2 && !g.3).count(), 1);
    }
}

#[test]
fn a_name_taken_a_wrong_ticket_and_a_message_before_entering_are_refused_and_closed() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.receive(9, enter("ama", None));
    assert!(refused(&step, 9).is_some_and(|r| r.contains("ticket")));
    assert!(closes(&step, 9) && !step.changed);
    let step = o.receive(9, enter("Ama", Some("0123")));
    assert!(refused(&step, 9).is_some_and(|r| r.contains("ticket")));
    assert!(closes(&step, 9));
    let step = o.receive(
        9,
        HallMessage::Report {
            round: 1,
            board: 1,
            outcome: Outcome::FirstWins,
            seeds: [25, 23],
        },
    );
    assert!(refused(&step, 9).is_some_and(|r| r.contains("enter")));
    assert!(closes(&step, 9));
    let step = o.receive(
        9,
        HallMessage::Enter {
            version: HALL_VERSION + 1,
            program: "later".into(),
            name: "Abena".into(),
            ticket: None,
        },
    );
    assert!(refused(&step, 9).is_some_and(|r| r.contains("version")));
    assert_eq!(o.tournament().players.len(), 4, "nobody else entered");
}

#[test]
fn a_player_sending_the_organizers_messages_or_entering_twice_is_refused_and_kept() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    for message in [
        HallMessage::Ended,
        HallMessage::Players { names: vec![] },
        enter("Ama", None),
    ] {
        let step = o.receive(1, message);
        assert!(refused(&step, 1).is_some(), "{step:?}");
        assert!(!closes(&step, 1) && !step.changed);
    }
}

/// Drives two peers' messages through the organizer until neither has anything to send;
/// `moves` chooses each side's moves.
fn play_through(
    o: &mut Organizer,
    round: usize,
    board: usize,
    seats: [(Conn, &mut OnlinePeer); 2],
) {
    let [(ca, a), (cb, b)] = seats;
    let mut queue: Vec<(Conn, Message)> = vec![(ca, a.hello()), (cb, b.hello())];
    let mut steps = 0;
    while let Some((from, message)) = queue.pop() {
        steps += 1;
        assert!(steps < 2_000, "the match ends");
        let step = o.receive(
            from,
            HallMessage::Game {
                round,
                board,
                message,
            },
        );
        assert!(!step.changed);
        for out in step.out {
            let Out::Send(c, HallMessage::Game { message, .. }) = out else {
                panic!("only the game passes: {out:?}");
            };
            let (me, peer) = if c == ca {
                (ca, &mut *a)
            } else {
                (cb, &mut *b)
            };
            for event in peer.receive(message).expect("a message the rules take") {
                if let Event::Reply(reply) = event {
                    queue.insert(0, (me, reply));
                }
            }
            // The side to move moves: the lowest legal pit.
            for (me, peer) in [(ca, &mut *a), (cb, &mut *b)] {
                let mv = peer.match_session().and_then(|s| {
                    let game = s.game();
                    (!game.is_over() && game.to_move() == peer.side())
                        .then(|| game.legal_moves().to_vec().first().copied())
                        .flatten()
                });
                if let Some(mv) = mv {
                    queue.insert(0, (me, peer.play(mv).expect("a legal move")));
                }
            }
        }
    }
}

#[test]
fn a_board_plays_its_match_through_the_organizer_and_both_reports_agree() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let (first, second) = seats_of(&step, 1);
    let offer = offer_in(&step, first);
    assert_eq!((offer.first, offer.host_plays), (Side::South, Side::South));
    let mut host = OnlinePeer::host("first", offer).expect("a host");
    let mut guest = OnlinePeer::guest("second").expect("a guest");
    play_through(&mut o, 1, 1, [(first, &mut host), (second, &mut guest)]);
    let over = host.match_session().expect("played").match_state().clone();
    assert!(over.is_over(), "the match ended");
    assert_eq!(
        guest.match_session().map(|s| s.match_state().clone()),
        Some(over.clone())
    );
    let outcome = match over.winner() {
        Some(Side::South) => Outcome::FirstWins,
        Some(Side::North) => Outcome::SecondWins,
        None => Outcome::Draw,
    };
    let live = &o.live()[0];
    assert_eq!(live.games.len(), 1);
    assert!(
        !live.games[0].moves.is_empty(),
        "the organizer saw the moves"
    );
    // The game as the organizer writes it: the same game the players ended with.
    let text = games_ogn(o.file());
    let record = crate::records::parse_ogn(&text).expect("a record that reads back");
    assert_eq!(record.tag("Event"), Some("Club night"));
    assert_eq!(record.tag("Round"), Some("1"));
    assert_eq!(record.tag("Board"), Some("1"));
    let played = host.match_session().expect("played").game().clone();
    assert_eq!(record.game.moves(), played.moves());
    assert!(record.game.is_over());
    let report = HallMessage::Report {
        round: 1,
        board: 1,
        outcome,
        seeds: [25, 23],
    };
    let step = o.receive(first, report.clone());
    assert!(step.changed && to(&step, second).is_empty());
    let step = o.receive(second, report);
    for c in [first, second] {
        assert!(to(&step, c).contains(&HallMessage::Result {
            round: 1,
            board: 1,
            outcome: Some(outcome),
            verdict: Verdict::Agreed,
        }));
    }
    assert!(o.tournament().rounds[0].boards[0].result.is_some());
}

#[test]
fn a_game_message_for_a_board_not_ones_own_or_another_round_is_refused_and_not_passed() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let boards = pairings(&step, &[1, 2, 3, 4]);
    let on_two = boards.iter().find(|p| p.1 == 2).expect("board 2").0;
    for (round, board) in [(1, 1), (2, 2), (0, 1), (1, 9), (1, usize::MAX)] {
        let step = o.receive(
            on_two,
            HallMessage::Game {
                round,
                board,
                message: Message::Bye,
            },
        );
        if (round, board) == (1, 1) {
            assert!(refused(&step, on_two).is_some_and(|r| r.contains("not yours")));
        } else {
            assert!(refused(&step, on_two).is_some(), "{round} {board}");
        }
        assert_eq!(step.out.len(), 1, "nothing passed: {step:?}");
    }
}

#[test]
fn a_report_on_another_board_or_for_a_finished_round_is_refused() {
    let mut o = organizer(System::Swiss { rounds: 2 });
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let boards = pairings(&step, &[1, 2, 3, 4]);
    let on = |b: usize, first: bool| {
        boards
            .iter()
            .find(|p| p.1 == b && p.2 == first)
            .expect("a seat")
            .0
    };
    let report = |round, board| HallMessage::Report {
        round,
        board,
        outcome: Outcome::FirstWins,
        seeds: [30, 18],
    };
    let step = o.receive(on(2, true), report(1, 1));
    assert!(refused(&step, on(2, true)).is_some_and(|r| r.contains("two players")));
    for b in [1, 2] {
        o.receive(on(b, true), report(1, b));
        o.receive(on(b, false), report(1, b));
    }
    assert!(o.tournament().rounds[0].complete());
    o.start_round().expect("round 2");
    let step = o.receive(on(1, true), report(1, 1));
    assert!(refused(&step, on(1, true)).is_some_and(|r| r.contains("not the one in play")));
    assert!(!step.changed);
}

#[test]
fn a_dispute_is_told_to_both_and_the_organizers_decision_with_its_reason_too() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let (first, second) = seats_of(&step, 1);
    let claim = |outcome| HallMessage::Report {
        round: 1,
        board: 1,
        outcome,
        seeds: [24, 24],
    };
    o.receive(first, claim(Outcome::FirstWins));
    let step = o.receive(second, claim(Outcome::SecondWins));
    for c in [first, second] {
        assert!(to(&step, c).contains(&HallMessage::Result {
            round: 1,
            board: 1,
            outcome: None,
            verdict: Verdict::Disputed,
        }));
    }
    let step = o
        .decide(1, Outcome::Draw, "the clocks were set wrong")
        .expect("decided");
    for c in [first, second] {
        assert!(to(&step, c).contains(&HallMessage::Result {
            round: 1,
            board: 1,
            outcome: Some(Outcome::Draw),
            verdict: Verdict::Decided {
                reason: "the clocks were set wrong".into()
            },
        }));
    }
}

#[test]
fn a_player_back_with_its_ticket_gets_its_board_again_and_the_opponent_is_told() {
    let mut o = organizer(System::RoundRobin);
    let tickets = four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let boards = pairings(&step, &[1, 2, 3, 4]);
    // Ama (connection 1, player 0) loses her line.
    let (_, board, _, _) = *boards.iter().find(|p| p.0 == 1).expect("Ama plays");
    let opponent = boards
        .iter()
        .find(|p| p.1 == board && p.0 != 1)
        .expect("an opponent")
        .0;
    let step = o.gone(1);
    assert_eq!(
        to(&step, opponent),
        vec![HallMessage::Away { round: 1, board }]
    );
    assert!(!o.is_connected(0));
    let step = o.receive(7, enter("Ama", Some(&tickets[0])));
    assert!(o.is_connected(0));
    let back = to(&step, 7);
    assert!(matches!(back[0], HallMessage::Welcome { player: 0, .. }));
    assert!(
        back.iter()
            .any(|m| matches!(m, HallMessage::Pairing { board: b, .. } if *b == board))
    );
    assert_eq!(
        to(&step, opponent),
        vec![HallMessage::Back { round: 1, board }]
    );
    // A copy of the ticket on another line takes the seat; the line before is closed.
    let step = o.receive(8, enter("Ama", Some(&tickets[0])));
    assert!(closes(&step, 7));
    assert!(
        to(&step, 8)
            .iter()
            .any(|m| matches!(m, HallMessage::Welcome { .. }))
    );
}

#[test]
fn the_organizers_file_is_read_back_as_written_and_a_file_that_lies_is_refused() {
    let mut o = organizer(System::Swiss { rounds: 3 });
    four_in(&mut o);
    o.start_round().expect("round 1");
    let text = o.file().to_ron().expect("written");
    let back = HallFile::from_ron(&text).expect("read back");
    assert_eq!(&back, o.file());
    let mut lying = back.clone();
    lying.tickets[1] = lying.tickets[0].clone();
    let text = lying.to_ron().expect("written");
    assert!(HallFile::from_ron(&text).is_err(), "two seats, one ticket");
    lying.tickets.pop();
    let text = lying.to_ron().expect("written");
    assert!(
        HallFile::from_ron(&text).is_err(),
        "a seat without a ticket"
    );
    assert!(HallFile::from_ron("(tournament: 3)").is_err());
}

#[test]
fn every_message_reads_back_as_it_was_sent() {
    let messages = [
        enter("Ama", Some("ab")),
        HallMessage::Sit {
            round: 2,
            halves: 1,
        },
        HallMessage::Result {
            round: 1,
            board: 3,
            outcome: Some(Outcome::SecondWins),
            verdict: Verdict::Decided { reason: "r".into() },
        },
        HallMessage::Game {
            round: 1,
            board: 1,
            message: Message::Move {
                ply: 1,
                pit: 'F',
                hash: "0123456789abcdef".into(),
                clock: None,
            },
        },
        HallMessage::Standings {
            after_round: 1,
            lines: vec![StandingLine {
                rank: 1,
                name: "Ama".into(),
                halves: 2,
            }],
        },
    ];
    for message in messages {
        let mut reader = crate::net::FrameReader::<HallMessage>::default();
        reader.push(&crate::net::encode(&message));
        assert_eq!(reader.next_message(), Ok(Some(message)));
    }
}

#[test]
fn a_board_begins_only_once_both_its_players_are_here_and_a_bye_is_told_at_once() {
    let mut o = organizer(System::Swiss { rounds: 2 });
    for (name, c) in ["Ama", "Kofi", "Esi"].iter().zip(1..) {
        o.receive(c, enter(name, None));
    }
    // Everyone away when the round starts.
    for c in 1..=3 {
        o.gone(c);
    }
    let step = o.start_round().expect("round 1");
    assert!(step.out.is_empty(), "nobody is here: {step:?}");
    let t = o.tournament();
    let bye = t.rounds[0].absent[0].0;
    let pairing = t.rounds[0].boards[0].pairing;
    let tickets = o.file().tickets.clone();
    let step = o.receive(10, enter(&t.players[bye].name.clone(), Some(&tickets[bye])));
    assert!(to(&step, 10).contains(&HallMessage::Sit {
        round: 1,
        halves: 2
    }));
    let first = o.tournament().players[pairing.first].name.clone();
    let step = o.receive(11, enter(&first, Some(&tickets[pairing.first])));
    assert!(
        pairings(&step, &[11]).is_empty(),
        "the board waits for its second player"
    );
    assert!(!o.begun(1));
    let second = o.tournament().players[pairing.second].name.clone();
    let step = o.receive(12, enter(&second, Some(&tickets[pairing.second])));
    assert_eq!(
        pairings(&step, &[11, 12]).len(),
        2,
        "both hear of the board at once"
    );
    assert!(
        to(&step, 11)
            .iter()
            .all(|m| !matches!(m, HallMessage::Back { .. }))
    );
    assert!(o.begun(1));
}

#[test]
fn a_full_tournament_refuses_the_sixty_fifth_entry_and_keeps_everyone_else() {
    let mut o = organizer(System::Swiss { rounds: 7 });
    for c in 1..=70u64 {
        let step = o.receive(c, enter(&format!("Player {c}"), None));
        if c <= 64 {
            assert!(step.changed, "{c}");
        } else {
            assert!(
                refused(&step, c).is_some_and(|r| r.contains("full")),
                "{step:?}"
            );
            assert!(closes(&step, c));
        }
    }
    assert_eq!(o.tournament().players.len(), 64);
    assert_eq!(o.file().tickets.len(), 64);
}

/// The frames of a club's first minutes: entries, a game's first words, a report.
fn club_frames() -> Vec<u8> {
    let mut frames = Vec::new();
    for name in ["Ama", "Kofi", "Esi", "Yaw", "Abena"] {
        frames.extend(crate::net::encode(&enter(name, None)));
    }
    for message in [Message::Ping { n: 1 }, Message::EndAsk, Message::Bye] {
        frames.extend(crate::net::encode(&HallMessage::Game {
            round: 1,
            board: 1,
            message,
        }));
    }
    frames.extend(crate::net::encode(&HallMessage::Report {
        round: 1,
        board: 1,
        outcome: Outcome::FirstWins,
        seeds: [30, 18],
    }));
    frames
}

#[test]
fn damaged_frames_from_strangers_never_upset_the_organizer_and_its_file_always_holds_together() {
    use rand::{RngExt, SeedableRng};
    let clean = club_frames();
    let mut rng = rand::rngs::StdRng::seed_from_u64(66);
    let mut read = 0;
    for _ in 0..1_500 {
        let mut bytes = clean.clone();
        for _ in 0..rng.random_range(1..8) {
            let i = rng.random_range(0..bytes.len());
            match rng.random_range(0..3) {
                0 => bytes[i] = rng.random(),
                1 => {
                    bytes.remove(i);
                }
                _ => bytes.insert(i, rng.random()),
            }
        }
        let mut o = organizer(System::Swiss { rounds: 3 });
        four_in(&mut o);
        let _ = o.start_round();
        let mut reader = crate::net::FrameReader::<HallMessage>::default();
        reader.push(&bytes);
        let mut n = 0u64;
        while let Ok(Some(message)) = reader.next_message() {
            n += 1;
            read += 1;
            o.receive(n % 6, message);
            if n.is_multiple_of(4) {
                o.gone(n % 6);
            }
        }
        let text = o.file().to_ron().expect("written");
        assert_eq!(
            &HallFile::from_ron(&text).expect("holds together"),
            o.file()
        );
    }
    assert!(
        read > 1_500,
        "most damaged inputs still carry messages: {read}"
    );
}

#[test]
fn a_resigned_game_is_written_with_the_side_that_resigned_and_reads_back_as_ended() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let (first, second) = seats_of(&step, 1);
    let offer = offer_in(&step, first);
    let game = |from, message| {
        (
            from,
            HallMessage::Game {
                round: 1,
                board: 1,
                message,
            },
        )
    };
    for (from, message) in [
        game(first, Message::NewMatch(offer)),
        game(
            first,
            Message::Move {
                ply: 1,
                pit: 'F',
                hash: String::new(),
                clock: None,
            },
        ),
        game(second, Message::Resign { ply: Some(1) }),
    ] {
        let step = o.receive(from, message);
        assert!(step.live_changed);
    }
    let record = crate::records::parse_ogn(&games_ogn(o.file())).expect("reads back");
    assert_eq!(record.tag("Resigned"), Some("North"));
    assert_eq!(record.game.moves().len(), 1);
    assert!(record.game.is_over(), "ended by the resignation");
}

#[test]
fn reports_in_a_paused_round_are_held_and_taken_when_it_goes_on() {
    let mut o = organizer(System::RoundRobin);
    four_in(&mut o);
    let step = o.start_round().expect("round 1");
    let (first, second) = seats_of(&step, 1);
    o.set_paused(true).expect("paused");
    let report = HallMessage::Report {
        round: 1,
        board: 1,
        outcome: Outcome::Draw,
        seeds: [24, 24],
    };
    for c in [first, second] {
        let step = o.receive(c, report.clone());
        assert!(
            refused(&step, c).is_none() && to(&step, c).is_empty(),
            "{step:?}"
        );
    }
    assert!(
        o.tournament().rounds[0].boards[0].result.is_none(),
        "nothing taken while paused"
    );
    let step = o.set_paused(false).expect("goes on");
    assert!(step.changed);
    for c in [first, second] {
        assert!(to(&step, c).contains(&HallMessage::Result {
            round: 1,
            board: 1,
            outcome: Some(Outcome::Draw),
            verdict: Verdict::Agreed,
        }));
    }
    assert!(o.tournament().rounds[0].boards[0].result.is_some());
}
