//! Online clocks between two peers without a network: time is given to each side by hand,
//! so each case (the line's delay, a report cut to the tolerance, a flag, a claim that
//! crosses a move, a dropped line) is exact.

use super::tests::{connected_with, deliver, offer, plies, reconnect, record, replies};
use super::*;
use crate::rules::{EndReason, MatchFormat, Move, Pit, Side};
use std::time::Duration;

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

fn mv(letter: char) -> Move {
    Move::new(Pit::from_letter(letter).expect("a pit"))
}

/// A single game with `control` on the clocks: the guest plays South and moves first.
fn clocked(control: &str) -> (OnlinePeer, OnlinePeer) {
    connected_with(MatchOffer {
        clock: Some(control.into()),
        ..offer(MatchFormat::BestOf3)
    })
}

/// The move `message` with another time reported, as a program that lies would send it.
fn with_clock(message: Message, reported: u64) -> Message {
    match message {
        Message::Move { ply, pit, hash, .. } => Message::Move {
            ply,
            pit,
            hash,
            clock: Some(reported),
        },
        other => other,
    }
}

fn left(peer: &OnlinePeer, side: Side) -> u64 {
    peer.clock().expect("clocks").left_ms(side)
}

fn both(peer: &OnlinePeer) -> [u64; 2] {
    peer.clock().expect("clocks").both_ms()
}

fn ended_on_time(peer: &OnlinePeer) -> Option<Side> {
    let game = peer.match_session()?.game();
    let outcome = game.outcome()?;
    (outcome.reason == EndReason::Time).then(|| game.position().to_move())
}

#[test]
fn both_ends_agree_on_the_clocks_after_every_move_whatever_the_lines_delay() {
    let (mut host, mut guest) = clocked("60+2");
    assert_eq!(both(&host), [60_000, 60_000]);
    // South thinks 3 s; the host sees 3.4 s pass (the line's delay) before the move comes.
    assert_eq!(guest.tick(secs(3.0)), None);
    assert_eq!(host.tick(secs(3.4)), None);
    let m = guest.play(mv('F')).expect("legal");
    assert!(
        matches!(
            m,
            Message::Move {
                clock: Some(57_000),
                ..
            }
        ),
        "{m:?}"
    );
    deliver(&m, &mut host).expect("accepted");
    assert_eq!(left(&host, Side::South), 59_000, "57 s reported, 2 s added");
    assert_eq!(both(&host), both(&guest));
    // North thinks 10 s (the guest sees 10.3 s), and the increment comes again.
    guest.tick(secs(10.3));
    host.tick(secs(10.0));
    let m = host.play(mv('a')).expect("legal");
    deliver(&m, &mut guest).expect("accepted");
    assert_eq!(both(&host), [59_000, 52_000]);
    assert_eq!(both(&host), both(&guest));
}

#[test]
fn a_report_above_the_receivers_count_by_more_than_the_tolerance_is_cut_to_it() {
    let (mut host, mut guest) = clocked("60+0");
    host.tick(secs(20.0));
    guest.tick(secs(20.0));
    // A program that says its player took 5 s when the host counted 20.
    let forged = with_clock(guest.play(mv('F')).expect("legal"), 55_000);
    deliver(&forged, &mut host).expect("accepted, cut");
    assert_eq!(
        left(&host, Side::South),
        40_000 + CLOCK_TOLERANCE.as_millis() as u64
    );
    // More time than the player had when the turn began is refused, and nothing changes.
    let (mut host, mut guest) = clocked("60+0");
    let forged = with_clock(guest.play(mv('F')).expect("legal"), 61_000);
    let refused = deliver(&forged, &mut host);
    assert!(matches!(refused, Err(PeerError::Clock(_))), "{refused:?}");
    assert_eq!(plies(&host), 0);
}

#[test]
fn a_flag_fall_ends_the_game_for_the_other_side_on_both_ends() {
    let (mut host, mut guest) = clocked("1+0");
    host.tick(secs(0.5));
    let (message, outcome) = guest.tick(secs(1.0)).expect("South's time ran out");
    assert_eq!(message, Message::TimeOut { ply: 0 });
    assert_eq!(outcome.winner, Some(Side::North));
    let events = deliver(&message, &mut host).expect("accepted");
    assert!(
        matches!(events.as_slice(), [Event::TimedOut(_)]),
        "{events:?}"
    );
    assert_eq!(ended_on_time(&host), Some(Side::South));
    assert_eq!(record(&host), record(&guest));
    assert_eq!(
        host.match_session()
            .expect("m")
            .match_state()
            .wins(Side::North),
        1
    );
    // The next game starts with full clocks on both sides.
    super::tests::settle(&mut host, &mut guest);
    let next = host.next_game().expect("the next game");
    deliver(&next, &mut guest).expect("accepted");
    assert_eq!(both(&host), [1_000, 1_000]);
    assert_eq!(both(&guest), [1_000, 1_000]);
}

#[test]
fn a_claim_on_time_that_crosses_a_late_move_ends_the_same_game_on_both_ends() {
    let (mut host, mut guest) = clocked("5+0");
    // South moves at 4.9 s by its own clock, but the move is slow on the line: the host's
    // count passes zero by the tolerance first, and it claims the game.
    guest.tick(secs(4.9));
    let late = guest.play(mv('F')).expect("legal");
    let (claim, _) = host.tick(secs(7.1)).expect("claimed");
    assert_eq!(claim, Message::TimeOut { ply: 0 });
    assert_eq!(deliver(&late, &mut host), Ok(Vec::new()), "set aside");
    let events = deliver(&claim, &mut guest).expect("accepted");
    assert!(
        matches!(events.as_slice(), [Event::TimedOut(_)]),
        "{events:?}"
    );
    assert_eq!(plies(&guest), 0, "the crossing move taken back");
    assert_eq!(record(&host), record(&guest));
    assert_eq!(ended_on_time(&guest), Some(Side::South));
}

#[test]
fn a_claim_on_a_side_whose_time_is_not_out_is_refused() {
    // South (the guest) is to move with its full time: the host's claim is refused.
    let (_host, mut guest) = clocked("5+0");
    let refused = deliver(&Message::TimeOut { ply: 0 }, &mut guest);
    assert!(matches!(refused, Err(PeerError::Clock(_))), "{refused:?}");
    assert_eq!(ended_on_time(&guest), None);
    // Without clocks there is no time out at all.
    let (_host, mut guest) = connected_with(offer(MatchFormat::Single));
    let refused = deliver(&Message::TimeOut { ply: 0 }, &mut guest);
    assert_eq!(refused, Err(PeerError::Unexpected("time_out")));
}

#[test]
fn a_resignation_and_a_time_out_that_cross_end_with_the_resignation_on_both_ends() {
    let (mut host, mut guest) = clocked("1+0");
    let (timeout, _) = guest.tick(secs(1.0)).expect("South's time ran out");
    let resign = host.resign().expect("North resigns at the same moment");
    deliver(&timeout, &mut host).expect("the resignation stands");
    deliver(&resign, &mut guest).expect("the resignation replaces the time out");
    assert_eq!(record(&host), record(&guest));
    let reason = |p: &OnlinePeer| {
        p.match_session()
            .and_then(|s| s.game().outcome())
            .map(|o| o.reason)
    };
    assert_eq!(reason(&host), Some(EndReason::Resignation));
    assert_eq!(reason(&guest), Some(EndReason::Resignation));
}

#[test]
fn a_dropped_line_stops_neither_players_own_clock_and_charges_nobody_for_the_line() {
    let (mut host, mut guest) = clocked("60+0");
    // The line drops while South is to move: the host stops counting South's clock.
    host.line_down();
    guest.line_down();
    assert_eq!(host.tick(secs(30.0)), None);
    assert_eq!(left(&host, Side::South), 60_000);
    // South thinks on through the drop and moves after 20 s; the move is lost.
    guest.tick(secs(20.0));
    let _lost = guest.play(mv('F')).expect("legal");
    reconnect(&mut host, &mut guest).expect("resumed");
    // The move came again with the time its player reported: both ends agree.
    assert_eq!(plies(&host), 1);
    assert_eq!(both(&host), [40_000, 60_000]);
    assert_eq!(both(&host), both(&guest));
    // North's clock now runs on both ends.
    host.tick(secs(1.0));
    guest.tick(secs(1.0));
    assert_eq!(left(&host, Side::North), 59_000);
    assert_eq!(both(&host), both(&guest));
}

#[test]
fn a_guest_started_again_gets_the_clocks_as_the_host_has_them() {
    let (mut host, mut guest) = clocked("60+0");
    guest.tick(secs(12.0));
    host.tick(secs(12.0));
    let m = guest.play(mv('F')).expect("legal");
    deliver(&m, &mut host).expect("accepted");
    // The guest's program ends; a new one joins with the same code.
    let mut again = OnlinePeer::guest("Kofi").expect("a guest");
    let from_host = host.reconnected().expect("resuming");
    deliver(&again.hello(), &mut host).expect("greeted");
    deliver(&host.hello(), &mut again).expect("greeted");
    let mut to_host = Vec::new();
    for m in &from_host[1..] {
        to_host.extend(replies(&deliver(m, &mut again).expect("answered")));
    }
    let mut to_guest = Vec::new();
    for m in &to_host {
        to_guest.extend(replies(&deliver(m, &mut host).expect("answered")));
    }
    for m in &to_guest {
        deliver(m, &mut again).expect("the match as it stands");
    }
    assert_eq!(plies(&again), 1);
    assert_eq!(both(&again), [48_000, 60_000]);
}

#[test]
fn an_old_program_is_refused_by_its_version_in_words() {
    let mut host = OnlinePeer::host("Ama", offer(MatchFormat::Single)).expect("a host");
    let old = Message::Hello {
        version: 1,
        program: "oware 0.1".into(),
        name: "Kofi".into(),
    };
    let refused = deliver(&old, &mut host).expect_err("refused");
    assert_eq!(
        refused.to_string(),
        "the other program speaks version 1 of the protocol; this one speaks 2"
    );
}
