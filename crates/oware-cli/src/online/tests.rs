//! The headless online match over real loopback connections, one side this command's loop
//! and the other a script: the line cut by the guest and made again (the host takes its
//! guest back), the host going silent (the guest joins again), the moves lost on the way
//! sent again, and both sides ending with the same result after a resignation.

use super::play::{Patience, play_match, result_line};
use super::player::{Command, Player, parse};
use crate::CliError;
use crate::net::{Event, MatchOffer, OnlinePeer, PeerError};
use crate::rules::{Game, MatchFormat, MoveToken, Side};
use oware_net::{Link, NetConfig, Relay};
use std::time::{Duration, Instant};

fn direct() -> NetConfig {
    NetConfig {
        relay: Relay::Off,
        relay_only: false,
    }
}

/// Quick to notice a quiet line, slow to give up.
fn patience() -> Patience {
    Patience {
        ping_every: Duration::from_millis(200),
        worry_after: Duration::from_millis(500),
        lost_after: Duration::from_secs(1),
        give_up_after: Duration::from_secs(30),
    }
}

/// An engine that plays the first legal move.
fn first_legal() -> Player {
    Player::engine(Box::new(|game: &Game| {
        game.legal_moves()
            .to_vec()
            .first()
            .copied()
            .ok_or(CliError::Net(PeerError::Unexpected("move")))
    }))
    .expect("a thread")
}

fn offer() -> MatchOffer {
    super::abapa_offer(MatchFormat::Single, Side::South)
}

/// The script's next message (30 s at most), applied, the replies sent.
fn take(link: &Link, peer: &mut OnlinePeer) -> Vec<Event> {
    let message = link
        .incoming
        .recv_timeout(Duration::from_secs(30))
        .expect("a message in time")
        .expect("the line holds");
    let events = peer.receive(message).expect("a message the rules take");
    for event in &events {
        if let Event::Reply(reply) = event {
            link.send(reply.clone());
        }
    }
    events
}

/// The script's move, if it is its turn: the first legal one. True when it moved.
fn script_moves(link: &Link, peer: &mut OnlinePeer) -> bool {
    let Some(game) = peer.match_session().map(|s| s.game().clone()) else {
        return false;
    };
    if game.is_over() || game.to_move() != peer.side() {
        return false;
    }
    let mv = game.legal_moves().to_vec()[0];
    link.send(peer.play(mv).expect("a legal move"));
    true
}

/// The script plays `before` moves, then `break_line` breaks the line and makes it again,
/// then it plays `after` more and resigns. Returns the script's result line.
fn script(
    mut link: Link,
    mut peer: OnlinePeer,
    before: usize,
    break_line: impl FnOnce(Link) -> Link,
    after: usize,
) -> String {
    link.send(peer.hello());
    let mut moved = 0;
    let mut break_line = Some(break_line);
    loop {
        if script_moves(&link, &mut peer) {
            moved += 1;
        }
        if moved == before
            && let Some(break_line) = break_line.take()
        {
            link = break_line(link);
            for message in peer.reconnected().expect("a match to resume") {
                link.send(message);
            }
        }
        if moved == before + after {
            link.send(peer.resign().expect("a game to resign"));
            break;
        }
        take(&link, &mut peer);
    }
    let result = result_line(peer.match_session().expect("a match").match_state());
    link.close();
    result
}

#[test]
fn a_guest_that_cuts_the_line_is_taken_back_and_the_match_ends_the_same_on_both_sides() {
    let (result, out, guest_result) =
        hosted_against_script(MatchFormat::Single, first_legal(), |link, guest, code| {
            script(
                link,
                guest,
                3,
                move |link| {
                    // Closed at once: the third move may be lost on the way and sent again.
                    link.cut();
                    oware_net::rejoin(&direct(), &code, || false).expect("joins again")
                },
                2,
            )
        });
    assert_eq!(result, Ok(()), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last().copied(), Some(guest_result.as_str()), "{out}");
    assert!(lines.contains(&"resigned: North"), "{out}");
    assert!(lines.contains(&"opponent: Kofi"), "{out}");
    // Five moves each, all seen by the host in order, none twice (the host's answer to the
    // last may cross the resignation: it is printed, then taken back).
    let plies: Vec<usize> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("move ")?.split(':').next()?.parse().ok())
        .collect();
    assert!(plies.starts_with(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), "{out}");
    assert!(plies.len() <= 11, "{out}");
    assert_eq!(result_line_games(&guest_result), 1);
}

#[test]
fn a_guest_whose_host_goes_silent_joins_again_and_the_match_ends_the_same_on_both_sides() {
    let hosting = oware_net::host(&direct()).expect("hosts");
    let code = hosting.code().to_string();
    let guest = std::thread::spawn({
        let code = code.clone();
        move || {
            let link = oware_net::join(&direct(), &code).expect("joins");
            let peer = OnlinePeer::guest("Kofi").expect("a guest");
            let mut out = Vec::new();
            let rejoin = Some(oware_net::Rejoin {
                config: direct(),
                code,
            });
            let result =
                play_match(peer, link, rejoin, first_legal(), patience(), &mut out).map(drop);
            (
                result.map_err(|e| e.to_string()),
                String::from_utf8_lossy(&out).into_owned(),
            )
        }
    });
    let link = hosting.wait_for_guest(|| false).expect("the guest comes");
    let host = OnlinePeer::host("Ama", offer()).expect("a host");
    let host_result = script(
        link,
        host,
        2,
        |mut link| {
            // Silent past the guest's patience: it takes the line as dropped.
            std::thread::sleep(Duration::from_millis(2500));
            let until = Instant::now() + Duration::from_secs(30);
            link.take_guest_back(|| Instant::now() > until)
                .expect("the guest comes back");
            link
        },
        3,
    );
    let (result, out) = guest.join().expect("the guest's loop");
    assert_eq!(result, Ok(()), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last().copied(), Some(host_result.as_str()), "{out}");
    assert!(lines.contains(&"resigned: South"), "{out}");
    assert!(lines.contains(&"opponent: Ama"), "{out}");
    let moves = lines.iter().filter(|l| l.starts_with("move ")).count();
    assert!(
        moves >= 9,
        "five host moves and four or five of the guest's: {out}"
    );
}

/// The number of games a result line lists.
fn result_line_games(line: &str) -> usize {
    line.split(" games ")
        .nth(1)
        .map_or(0, |g| g.split_whitespace().count())
}

#[test]
fn a_person_types_pits_and_the_match_commands() {
    assert_eq!(
        parse(" F "),
        Some(Command::Pit(MoveToken::from_char('F').expect("a pit")))
    );
    assert_eq!(
        parse("3"),
        Some(Command::Pit(MoveToken::from_char('3').expect("a pit")))
    );
    assert_eq!(parse("Resign"), Some(Command::Resign));
    assert_eq!(parse("undo"), Some(Command::Undo));
    assert_eq!(parse("end"), Some(Command::End));
    assert_eq!(parse("y"), Some(Command::Yes));
    assert_eq!(parse("NO"), Some(Command::No));
    assert_eq!(parse("help"), Some(Command::Help));
    for bad in ["", "G", "7", "FF", "resign now", "0"] {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
}

/// Hosts a match of `format` in this process's loop with `player`, a script joining it; the
/// host's result and what it printed, once `guest` (the script) is done with its link.
fn hosted_against_script(
    format: MatchFormat,
    player: Player,
    guest: impl FnOnce(Link, OnlinePeer, String) -> String,
) -> (Result<(), String>, String, String) {
    hosted_with(MatchOffer { format, ..offer() }, player, guest)
}

/// The same, for the match `offer` proposes.
fn hosted_with(
    offer: MatchOffer,
    player: Player,
    guest: impl FnOnce(Link, OnlinePeer, String) -> String,
) -> (Result<(), String>, String, String) {
    let hosting = oware_net::host(&direct()).expect("hosts");
    let code = hosting.code().to_string();
    let host = std::thread::spawn(move || {
        let link = hosting.wait_for_guest(|| false).expect("the guest comes");
        let peer = OnlinePeer::host("Ama", offer).expect("a host");
        let mut out = Vec::new();
        let result = play_match(peer, link, None, player, patience(), &mut out).map(drop);
        (
            result.map_err(|e| e.to_string()),
            String::from_utf8_lossy(&out).into_owned(),
        )
    });
    let link = oware_net::join(&direct(), &code).expect("joins");
    let peer = OnlinePeer::guest("Kofi").expect("a guest");
    let script = guest(link, peer, code);
    let (result, out) = host.join().expect("the host's loop");
    (result, out, script)
}

/// The script greets and waits for the match.
fn script_starts(link: &Link, peer: &mut OnlinePeer) {
    link.send(peer.hello());
    while peer.match_session().is_none() {
        take(link, peer);
    }
}

/// The script settles the end of its game (its ping answered), then says goodbye: its result.
fn script_settles(link: Link, mut peer: OnlinePeer) -> String {
    if let Some(ping) = peer.settle() {
        link.send(ping);
    }
    while !peer.is_settled() {
        take(&link, &mut peer);
    }
    let result = result_line(peer.match_session().expect("a match").match_state());
    link.send(crate::net::Message::Bye);
    link.close();
    result
}

#[test]
fn both_sides_resigning_at_once_end_with_the_same_result_on_both() {
    for _ in 0..3 {
        let (typed, lines) = crossbeam_channel::unbounded();
        let person = Player::person(lines);
        let (result, out, script) =
            hosted_against_script(MatchFormat::Single, person, |link, mut peer, _| {
                script_starts(&link, &mut peer);
                // Both resign before hearing the other.
                typed
                    .send(super::player::Input::Line("resign".into()))
                    .expect("the host reads");
                link.send(peer.resign().expect("a game to resign"));
                script_settles(link, peer)
            });
        assert_eq!(result, Ok(()), "{out}");
        assert_eq!(out.lines().last(), Some(script.as_str()), "{out}");
    }
}

#[test]
fn a_person_whose_input_ends_resigns_and_leaves_the_match() {
    // One game: the resignation ends the match, with the same result on both sides.
    let (typed, lines) = crossbeam_channel::unbounded::<super::player::Input>();
    drop(typed);
    let (result, out, script) = hosted_against_script(
        MatchFormat::Single,
        Player::person(lines),
        |link, mut peer, _| {
            script_starts(&link, &mut peer);
            while !peer.match_session().is_some_and(|s| s.game().is_over()) {
                take(&link, &mut peer);
            }
            script_settles(link, peer)
        },
    );
    assert_eq!(result, Ok(()), "{out}");
    assert!(out.lines().any(|l| l == "resigned: South"), "{out}");
    assert_eq!(out.lines().last(), Some(script.as_str()), "{out}");
    // A longer match: the game is resigned and the match left, with a clear error.
    let (typed, lines) = crossbeam_channel::unbounded::<super::player::Input>();
    drop(typed);
    let (result, out, _) = hosted_against_script(
        MatchFormat::BestOf3,
        Player::person(lines),
        |link, mut peer, _| {
            script_starts(&link, &mut peer);
            let mut events = Vec::new();
            while !events.contains(&Event::Left) {
                events.extend(take(&link, &mut peer));
            }
            assert!(
                events.iter().any(|e| matches!(e, Event::Resigned(_))),
                "{events:?}"
            );
            String::new()
        },
    );
    assert_eq!(result, Err(CliError::InputEnded.to_string()), "{out}");
}

#[test]
fn a_line_read_from_a_person_is_cut_to_its_bound() {
    let long = "F".repeat(super::player::MAX_LINE * 3);
    let text = format!("{long}\nresign\r\nlast");
    let mut input = std::io::BufReader::with_capacity(7, text.as_bytes());
    let first = super::player::read_line(&mut input).expect("read");
    assert_eq!(first.map(|l| l.len()), Some(super::player::MAX_LINE));
    let read =
        |input: &mut std::io::BufReader<&[u8]>| super::player::read_line(input).expect("read");
    assert_eq!(read(&mut input).as_deref(), Some("resign"));
    assert_eq!(read(&mut input).as_deref(), Some("last"));
    assert_eq!(read(&mut input), None);
}

#[test]
fn a_guest_started_again_with_the_same_code_gets_the_match_and_plays_on() {
    let (result, out, script) = hosted_against_script(
        MatchFormat::Single,
        first_legal(),
        |link, mut first, code| {
            // The first program plays two moves, then ends without a word.
            link.send(first.hello());
            let mut moved = 0;
            while moved < 2 {
                if script_moves(&link, &mut first) {
                    moved += 1;
                } else {
                    take(&link, &mut first);
                }
            }
            let played = first.match_session().expect("a match").game().moves();
            link.cut();
            // A new program joins with the same code: the match as the host has it (the
            // first program's last move may have been lost with it, on its way, or the
            // host may have answered it meanwhile).
            let link = oware_net::rejoin(&direct(), &code, || false).expect("joins again");
            let mut again = OnlinePeer::guest("Kofi").expect("a guest");
            link.send(again.hello());
            while again.match_session().is_none() {
                take(&link, &mut again);
            }
            let game = again.match_session().expect("a match").game().moves();
            assert!(
                (played.starts_with(&game) || game.starts_with(&played))
                    && played.len().abs_diff(game.len()) <= 1,
                "{game:?} after {played:?}"
            );
            let mut moved = 0;
            loop {
                if script_moves(&link, &mut again) {
                    moved += 1;
                    if moved == 2 {
                        link.send(again.resign().expect("a game to resign"));
                        break;
                    }
                }
                take(&link, &mut again);
            }
            script_settles(link, again)
        },
    );
    assert_eq!(result, Ok(()), "{out}");
    assert!(out.lines().any(|l| l == "resigned: North"), "{out}");
    assert_eq!(out.lines().last(), Some(script.as_str()), "{out}");
}

#[cfg(unix)]
#[test]
fn an_engine_late_past_its_grace_is_waited_for_while_it_runs() {
    let dir = std::env::temp_dir().join(format!("oware-late-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let script = dir.join("late.sh");
    // Answers `go` eleven seconds late: past its move time and the 10 s of grace.
    std::fs::write(
        &script,
        "while read -r line; do\n  case \"$line\" in\n    uci) echo uciok ;;\n    isready) echo readyok ;;\n    go*) sleep 11; echo 'bestmove A' ;;\n    quit) exit 0 ;;\n  esac\ndone\n",
    )
    .expect("the script");
    let engine = crate::engine_client::UciEngine::start(&format!("sh {}", script.display()), &[])
        .expect("the engine starts");
    let mut choose =
        super::engine_chooser(engine, Duration::from_millis(10), Duration::from_secs(60));
    let game = Game::new(crate::rules::Rules::ABAPA);
    let mv = choose(&game).expect("the late answer is taken");
    assert_eq!(mv.to_string(), "A");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn with_clocks_a_cut_line_stops_neither_clock_unfairly_and_a_flag_ends_the_game_on_both_sides() {
    // Four seconds a game: the script (North) answers at once twice, cuts the line, joins
    // again, and then thinks until its own time runs out.
    let offer = MatchOffer {
        clock: Some("4".into()),
        ..offer()
    };
    let (result, out, script) = hosted_with(offer, first_legal(), |link, mut peer, code| {
        script_starts(&link, &mut peer);
        let mut link = link;
        let mut moved = 0;
        let mut ticked = Instant::now();
        let mut flagged = None;
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(30) {
            let elapsed = ticked.elapsed();
            ticked = Instant::now();
            if let Some((message, _)) = peer.tick(elapsed) {
                link.send(message);
                flagged = Some(started.elapsed());
                break;
            }
            if moved < 2 && script_moves(&link, &mut peer) {
                moved += 1;
                if moved == 2 {
                    // The line is cut while the host is to move; the host's answer may be
                    // lost and comes again on the new line.
                    link.cut();
                    peer.line_down();
                    link = oware_net::rejoin(&direct(), &code, || false).expect("joins again");
                    for message in peer.reconnected().expect("a match to resume") {
                        link.send(message);
                    }
                }
            }
            if let Ok(message) = link.incoming.recv_timeout(Duration::from_millis(20)) {
                let message = message.expect("the line holds");
                for event in peer.receive(message).expect("a message the rules take") {
                    assert!(
                        !matches!(event, Event::TimedOut(_)),
                        "the host claimed before the script's own flag"
                    );
                    if let Event::Reply(reply) = event {
                        link.send(reply);
                    }
                }
            }
        }
        assert!(flagged.is_some(), "the script's own clock ran out");
        script_settles(link, peer)
    });
    assert_eq!(result, Ok(()), "{out}");
    assert!(out.lines().any(|l| l == "out of time: North"), "{out}");
    assert_eq!(out.lines().last(), Some(script.as_str()), "{out}");
    assert!(script.contains("South"), "South won on time: {script}");
}
