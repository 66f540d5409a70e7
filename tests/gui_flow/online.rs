//! Online matches over this machine's loopback: moves, undo, drops and returns, resignations,
//! the local network's list, rejoining, hints.

use crate::helpers::*;

/// Updates the app until `done` says so (the network runs on its own threads), bounded.
fn update_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !done(app) {
        assert!(std::time::Instant::now() < deadline, "never: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The app runs until the guest's script has ended: what the script returned.
fn guest_script_done<T>(app: &mut App, guest: std::thread::JoinHandle<Result<T, String>>) -> T {
    update_until(app, "the guest's script to end", |_| guest.is_finished());
    guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script")
}

/// An app hosting an online match as Ama, with no relay (listed on the network if `lan`),
/// and its code once known.
fn hosting_app(lan: bool) -> (App, String) {
    hosting_app_with(lan, Rules::ABAPA)
}

/// The same, under `rules`.
fn hosting_app_with(lan: bool, rules: Rules) -> (App, String) {
    hosting_app_set(|settings| {
        settings.online.lan = lan;
        settings.online.rules = rules;
    })
}

/// An app hosting an online match as Ama, with no relay, its other choices as `choose`
/// sets them; and its code once known.
fn hosting_app_set(choose: impl FnOnce(&mut AppSettings)) -> (App, String) {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins((
        oware::gui::computer::hints::plugin,
        oware::gui::computer::review::plugin,
    ));
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.online.name = "Ama".into();
        settings.online.relay = "off".into();
        settings.online.lan = false;
        choose(&mut settings);
    }
    app.world_mut().write_message(OnlineRequest::Host);
    let mut code = String::new();
    update_until(&mut app, "a code", |app| {
        if let Some(OnlineStatus::Hosting(Some(c))) = app.world().resource::<Online>().status() {
            code = c;
        }
        !code.is_empty()
    });
    (app, code)
}

/// A direct connection over this machine's loopback: no relay.
fn direct() -> oware_net::NetConfig {
    oware_net::NetConfig {
        relay: oware_net::Relay::Off,
        relay_only: false,
    }
}

/// A guest's next message (30 s at most), applied to its side of the match, the replies it
/// asks for sent back.
fn guest_take(
    link: &oware_net::Link,
    peer: &mut oware::net::OnlinePeer,
) -> Result<Vec<oware::net::Event>, String> {
    let message = link
        .incoming
        .recv_timeout(Duration::from_secs(30))
        .map_err(|e| e.to_string())?
        .map_err(|e| e.to_string())?;
    let events = peer.receive(message).map_err(|e| e.to_string())?;
    for event in &events {
        if let oware::net::Event::Reply(reply) = event {
            link.send(reply.clone());
        }
    }
    Ok(events)
}

/// The guest's side of the online test, a script over a real connection: greet, take the
/// host's move, answer it, ask to take that answer back, then send an illegal move. Returns
/// the guest's moves and why the host ended the match.
fn scripted_guest(code: String) -> Result<(Move, String), String> {
    use oware::net::{Event, Message, OnlinePeer};
    let config = direct();
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(peer.hello());
    let next = |peer: &mut OnlinePeer| -> Result<Vec<Event>, String> {
        let message = link
            .incoming
            .recv_timeout(Duration::from_secs(30))
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
        peer.receive(message).map_err(|e| e.to_string())
    };
    // The match starts; the host (South) moves first.
    while !next(&mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    link.send(peer.ask_undo(1).map_err(|e| e.to_string())?);
    while !next(&mut peer)?.contains(&Event::Undone(1)) {}
    // South's pit, on North's turn: illegal.
    link.send(Message::Move {
        ply: 2,
        pit: 'A',
        hash: "0000000000000000".into(),
        clock: None,
    });
    loop {
        match next(&mut peer) {
            Ok(events) => {
                if let Some(Event::Refused(reason)) = events.first() {
                    return Ok((reply, reason.clone()));
                }
            }
            Err(e) => return Err(e),
        }
    }
}

#[test]
fn an_online_match_carries_moves_and_an_undo_both_ways_and_ends_on_an_illegal_move() {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || scripted_guest(code));
    update_until(&mut app, "the match starts", |app| {
        let session = app.world().resource::<GameSession>();
        session.remote_side() == Some(Side::North)
            && session.names() == &["Ama".to_string(), "Kofi".to_string()]
    });
    // The friend's pits are not this screen's to play.
    assert!(!app.world().resource::<GameSession>().is_person(Side::North));
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    update_until(&mut app, "the friend's undo question", |app| {
        app.world().resource::<Online>().undo_question() == Some("Kofi".to_string())
    });
    app.world_mut()
        .write_message(OnlineRequest::AnswerUndo(true));
    update_until(&mut app, "the move taken back", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 1
    });
    update_until(&mut app, "the illegal move refused", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Ended(_))
        )
    });
    let Some(OnlineStatus::Ended(why)) = app.world().resource::<Online>().status() else {
        unreachable!("checked above");
    };
    assert!(why.contains("refused"), "{why}");
    // The game as it was: the host's move, North to move, played at this screen now.
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.game().plies().len(), 1);
    assert_eq!(session.remote_side(), None);
    let (reply, reason) = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert!(reason.contains("illegal move"), "{reason}");
    assert!(reply.side() == Side::North);
}

/// The app hosting waits for its friend's answer to its first move, then sees the line drop.
fn answered_then_dropped(app: &mut App) {
    use oware::gui::online::{Online, OnlineStatus};
    update_until(app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    update_until(app, "the drop seen", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Reconnecting { .. })
        )
    });
}

/// A guest that joins the match of `code` and answers the host's first move with its first
/// legal one: its link and its side of the match.
fn guest_after_one_answer(code: &str) -> Result<(oware_net::Link, oware::net::OnlinePeer), String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    Ok((link, peer))
}

/// A guest whose line drops after its first answer, and who comes back once the host has
/// moved meanwhile: returns the plies of its game once that move has reached it, and the
/// winner of the game once the host has resigned it.
fn guest_whose_line_drops(
    code: String,
    host_moved: std::sync::mpsc::Receiver<()>,
) -> Result<(usize, Option<Side>), String> {
    use oware::net::Event;
    let config = direct();
    let take = guest_take;
    let (link, mut peer) = guest_after_one_answer(&code)?;
    // Let the answer leave, then the line drops.
    std::thread::sleep(Duration::from_millis(300));
    link.cut();
    host_moved
        .recv_timeout(Duration::from_secs(60))
        .map_err(|e| e.to_string())?;
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    for message in peer.reconnected().map_err(|e| e.to_string())? {
        link.send(message);
    }
    while !take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let plies = peer.match_session().ok_or("no match")?.game().plies().len();
    loop {
        if let Some(Event::Resigned(outcome)) = take(&link, &mut peer)?.first() {
            link.close();
            return Ok((plies, outcome.winner));
        }
    }
}

#[test]
fn an_online_match_resumes_where_it_was_when_the_line_drops_and_comes_back() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let (moved, host_moved) = std::sync::mpsc::channel();
    let guest = std::thread::spawn(move || guest_whose_line_drops(code, host_moved));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    answered_then_dropped(&mut app);
    // A move while the line is down: it waits, and reaches the friend once they are back.
    play_first_legal_move(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        3
    );
    moved.send(()).expect("the guest waits");
    update_until(&mut app, "the match resumed", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Playing { .. })
        )
    });
    // The host resigns (from the menu): both sides record the friend's win.
    app.world_mut()
        .write_message(oware::gui::state::UiAction::Resign);
    app.update();
    app.world_mut()
        .write_message(oware::gui::state::UiAction::ConfirmResign);
    app.update();
    app.update();
    let (plies, winner) = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert_eq!(plies, 3, "the move made while the line was down arrived");
    assert_eq!(winner, Some(Side::North));
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.game().plies().len(), 3);
    assert_eq!(
        session.game().outcome().and_then(|o| o.winner),
        Some(Side::North)
    );
    assert_eq!(session.match_state().wins(Side::North), 1);
}

#[test]
fn a_hosted_match_is_listed_on_the_network_and_joined_from_the_list() {
    // Multicast DNS, on a loopback of the test's own.
    if !oware_net::rerun_in_own_network(
        "online::a_hosted_match_is_listed_on_the_network_and_joined_from_the_list",
    ) {
        return;
    }
    let mut listing = oware_net::LanListing::start().expect("listening");
    let (mut app, code) = hosting_app(true);
    let short = code.split('@').next().unwrap_or_default().to_string();
    let mut heard = None;
    update_until(&mut app, "the match heard on the network", |_| {
        listing.refresh();
        heard = listing
            .matches()
            .iter()
            .find(|m| m.code.starts_with(&short))
            .cloned();
        heard.is_some()
    });
    let heard = heard.expect("heard");
    assert_eq!(
        (heard.name.as_str(), heard.game.as_str()),
        ("Ama", "Single")
    );
    // Joined from the list: its code carries the host's addresses.
    let config = direct();
    let link = oware_net::join(&config, &heard.code).expect("joined from the list");
    let peer = oware::net::OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    link.close();
}

#[test]
fn the_match_on_the_board_can_be_continued_online_but_not_a_position_set_up() {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let mut app = app(AnimationSpeed::Instant);
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.online.name = "Ama".into();
        settings.online.relay = "off".into();
        settings.online.lan = false;
    }
    // A position set up by hand cannot be replayed by the other side: refused, said.
    start_from(&mut app, "0-5-5-5-5-5-4-4-4-4-4-0-3-0-S");
    app.world_mut().write_message(OnlineRequest::HostContinued);
    update_until(&mut app, "the refusal", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Ended(_))
        )
    });
    app.world_mut().write_message(OnlineRequest::Dismiss);
    // A game under way from the start: continued, its moves reaching the friend.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    for letter in ['F', 'f'] {
        let mv = Move::new(Pit::from_letter(letter).expect("a pit"));
        app.world_mut().write_message(MoveRequested(mv));
        settle(&mut app);
    }
    app.world_mut().write_message(OnlineRequest::HostContinued);
    let mut code = String::new();
    update_until(&mut app, "a code", |app| {
        if let Some(OnlineStatus::Hosting(Some(c))) = app.world().resource::<Online>().status() {
            code = c;
        }
        !code.is_empty()
    });
    let config = direct();
    let link = oware_net::join(&config, &code).expect("joined");
    let mut peer = oware::net::OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while peer.match_session().is_none() {
        assert!(std::time::Instant::now() < deadline, "no match came");
        app.update();
        if let Ok(Ok(message)) = link.incoming.recv_timeout(Duration::from_millis(20)) {
            peer.receive(message).expect("accepted");
        }
    }
    let moves = peer.match_session().expect("the match").game().moves();
    assert_eq!(oware::rules::format_move_list(&moves), "Ff");
    update_until(&mut app, "the match goes on online", |app| {
        let session = app.world().resource::<GameSession>();
        session.remote_side() == Some(Side::North) && session.game().plies().len() == 2
    });
    link.close();
}

#[test]
fn online_a_cycling_game_under_by_agreement_ends_when_the_friend_asks_and_the_player_agrees() {
    use oware::gui::online::{Online, OnlineRequest};
    use oware::net::{Event, OnlinePeer};
    let rules: Rules = "abapa,cycle=by-agreement".parse().expect("rules");
    // A game that repeats a position, found by random play (seeded).
    let repeating = (0..2000u64)
        .find_map(|seed| {
            let mut game = oware::rules::Game::with_first(rules, Side::South);
            let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mut moves = Vec::new();
            while !game.is_over() && !game.cycle_seen() && moves.len() < 400 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let legal: Vec<_> = game.legal_moves().iter().collect();
                let mv = legal[(state >> 33) as usize % legal.len()];
                game.play(mv).ok()?;
                moves.push(mv);
            }
            game.cycle_seen().then_some(moves)
        })
        .expect("a random game that repeats a position");
    let (mut app, code) = hosting_app_with(false, rules);
    let config = direct();
    let link = oware_net::join(&config, &code).expect("joined");
    let mut peer = OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    let take = |app: &mut App, peer: &mut OnlinePeer| -> Vec<Event> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            assert!(std::time::Instant::now() < deadline, "nothing came");
            app.update();
            if let Ok(Ok(message)) = link.incoming.recv_timeout(Duration::from_millis(10)) {
                let events = peer.receive(message).expect("accepted");
                for event in &events {
                    if let Event::Reply(reply) = event {
                        link.send(reply.clone());
                    }
                }
                return events;
            }
        }
    };
    while peer.match_session().is_none() {
        take(&mut app, &mut peer);
    }
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    for mv in repeating {
        if mv.side() == Side::South {
            app.world_mut().write_message(MoveRequested(mv));
            settle(&mut app);
            while !take(&mut app, &mut peer)
                .iter()
                .any(|e| matches!(e, Event::Moved { .. }))
            {}
        } else {
            link.send(peer.play(mv).expect("legal"));
            let plies = peer.match_session().expect("m").game().plies().len();
            update_until(&mut app, "the friend's move", |app| {
                app.world().resource::<GameSession>().game().plies().len() == plies
            });
        }
    }
    link.send(peer.ask_end().expect("a position repeated"));
    update_until(&mut app, "the question", |app| {
        app.world().resource::<Online>().end_question() == Some("Kofi".to_string())
    });
    app.world_mut()
        .write_message(OnlineRequest::AnswerEnd(true));
    let events = take(&mut app, &mut peer);
    assert!(
        matches!(events.first(), Some(Event::EndAgreed(_))),
        "{events:?}"
    );
    update_until(&mut app, "the game ended here too", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    let session = app.world().resource::<GameSession>();
    assert_eq!(
        session.game().outcome().map(|o| o.reason),
        Some(oware::rules::EndReason::Cycle)
    );
    link.close();
}

/// A guest whose line drops as soon as the host's first move reaches it, and who joins
/// again at once; it answers once the match has resumed.
fn guest_cut_on_the_first_move(code: String) -> Result<(), String> {
    use oware::net::{Event, OnlinePeer};
    let config = direct();
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let take = guest_take;
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    link.cut();
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    for message in peer.reconnected().map_err(|e| e.to_string())? {
        link.send(message);
    }
    while !take(&link, &mut peer)?.contains(&Event::Resumed) {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    std::thread::sleep(Duration::from_millis(300));
    link.close();
    Ok(())
}

#[test]
fn an_online_line_cut_while_seeds_are_moving_resumes_and_the_board_ends_as_the_rules_say() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    app.world_mut().resource_mut::<AppSettings>().speed = AnimationSpeed::Normal;
    let guest = std::thread::spawn(move || guest_cut_on_the_first_move(code));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    let mut busy_at_the_drop = false;
    update_until(&mut app, "the drop seen", |app| {
        let dropped = matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Reconnecting { .. })
        );
        busy_at_the_drop = app.world().resource::<Animator>().is_busy();
        dropped
    });
    assert!(
        busy_at_the_drop,
        "the line dropped while the seeds were moving"
    );
    update_until(
        &mut app,
        "the friend's answer after the resumption",
        |app| app.world().resource::<GameSession>().game().plies().len() == 2,
    );
    // Seeds fly in real time here: wait for them (settle counts frames, not time).
    update_until(&mut app, "the seeds at rest", |app| {
        !app.world().resource::<Animator>().is_busy()
    });
    app.update();
    guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert_eq!(corrections(&app), 0);
    let shown = app.world().resource::<GameSession>().shown_contents();
    assert_eq!(board_counts(&mut app), shown);
}

/// The first legal move, played on the board to its end.
fn play_first_legal_move(app: &mut App) {
    let mv = app
        .world()
        .resource::<GameSession>()
        .game()
        .legal_moves()
        .iter()
        .next()
        .expect("a move");
    app.world_mut().write_message(MoveRequested(mv));
    settle(app);
}

/// A guest who answers the host's first move, then resigns before reading the host's next
/// one: returns its game's moves once that move has reached it (and was set aside).
fn guest_resigning_across_a_move(
    code: String,
    host_moved: std::sync::mpsc::Receiver<()>,
) -> Result<Vec<Move>, String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    host_moved
        .recv_timeout(Duration::from_secs(60))
        .map_err(|e| e.to_string())?;
    // The host's move is on its way, unread: the resignation crosses it.
    link.send(peer.resign().map_err(|e| e.to_string())?);
    let crossed = guest_take(&link, &mut peer)?;
    if !crossed.is_empty() {
        return Err(format!("the crossing move was not set aside: {crossed:?}"));
    }
    let moves = peer.match_session().ok_or("no match")?.game().moves();
    link.close();
    Ok(moves)
}

#[test]
fn an_online_resignation_that_crosses_the_players_move_ends_the_same_game_on_both_sides() {
    let (mut app, code) = hosting_app(false);
    let (moved, host_moved) = std::sync::mpsc::channel();
    let guest = std::thread::spawn(move || guest_resigning_across_a_move(code, host_moved));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    play_first_legal_move(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        3
    );
    moved.send(()).expect("the guest waits");
    update_until(&mut app, "the friend's resignation", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    let guest_moves = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    let session = app.world().resource::<GameSession>();
    // The move that crossed the resignation was taken back: both record two plies.
    assert_eq!(session.game().moves(), guest_moves);
    assert_eq!(guest_moves.len(), 2);
    assert_eq!(
        session.game().outcome().and_then(|o| o.winner),
        Some(Side::South)
    );
    assert_eq!(session.match_state().wins(Side::South), 1);
}

#[test]
fn quitting_the_game_in_an_online_match_tells_the_friend_the_player_left() {
    use oware::net::{Event, OnlinePeer};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || -> Result<(), String> {
        let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
        let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
        link.send(peer.hello());
        // Every message until the host's `bye` (a dropped line would be an error).
        while !guest_take(&link, &mut peer)?
            .iter()
            .any(|e| matches!(e, Event::Left))
        {}
        Ok(())
    });
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    assert!(
        app.world()
            .resource::<GameSession>()
            .online_seat()
            .is_some()
    );
    app.world_mut().write_message(AppExit::Success);
    app.update();
    guest
        .join()
        .expect("the guest thread")
        .expect("the friend was told");
    // The friend was told: the autosave offers no rejoining.
    assert!(
        app.world()
            .resource::<GameSession>()
            .online_seat()
            .is_none()
    );
}

/// A guest that answers the host's first move, then its program ends without a word; a new
/// program joins with the same code. Returns the plies of the match it got, and those once
/// the host's next move has reached it.
fn guest_started_again(code: String) -> Result<(usize, usize), String> {
    use oware::net::{Event, OnlinePeer};
    let config = direct();
    let (link, _) = guest_after_one_answer(&code)?;
    std::thread::sleep(Duration::from_millis(300));
    link.cut();
    // A new program, with nothing but the code.
    let link = oware_net::rejoin(&config, &code, || false).map_err(|e| e.to_string())?;
    let mut again = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(again.hello());
    while again.match_session().is_none() {
        guest_take(&link, &mut again)?;
    }
    let got = again
        .match_session()
        .ok_or("no match")?
        .game()
        .plies()
        .len();
    while !guest_take(&link, &mut again)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let after = again
        .match_session()
        .ok_or("no match")?
        .game()
        .plies()
        .len();
    link.close();
    Ok((got, after))
}

#[test]
fn a_guest_whose_program_started_again_gets_the_match_back_and_plays_on() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || guest_started_again(code));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    play_first_legal_move(&mut app);
    answered_then_dropped(&mut app);
    update_until(&mut app, "the friend back", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Playing { .. })
        )
    });
    play_first_legal_move(&mut app);
    let (got, after) = guest_script_done(&mut app, guest);
    assert_eq!((got, after), (2, 3));
    // The match is saved with its seat, to be rejoined after a restart.
    let session = app.world().resource::<GameSession>();
    let seat = session.online_seat().expect("a seat");
    assert!(seat.host);
    assert_eq!(seat.side, Side::South);
    assert_eq!(seat.opponent, "Kofi");
}

/// A guest that resigns game 1 of a best of three after its first answer, then its program
/// ends without a word and a new one joins with the same code. Returns the games finished
/// and the plies of the game in play as the new program got the match.
fn guest_started_again_between_games(code: String) -> Result<(usize, usize), String> {
    let config = direct();
    let (link, mut peer) = guest_after_one_answer(&code)?;
    link.send(peer.resign().map_err(|e| e.to_string())?);
    std::thread::sleep(Duration::from_millis(300));
    link.cut();
    let link = oware_net::rejoin(&config, &code, || false).map_err(|e| e.to_string())?;
    let mut again = oware::net::OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(again.hello());
    while again.match_session().is_none() {
        guest_take(&link, &mut again)?;
    }
    let session = again.match_session().ok_or("no match")?;
    let got = (
        session.match_state().games.len(),
        session.game().plies().len(),
    );
    // Whoever is to move in game 2, the match goes on: the guest moves if it is its turn.
    let game = session.game().clone();
    if game.to_move() == again.side() {
        let mv = game.legal_moves().iter().next().ok_or("no move")?;
        link.send(again.play(mv).map_err(|e| e.to_string())?);
    }
    std::thread::sleep(Duration::from_millis(300));
    link.close();
    Ok(got)
}

#[test]
fn a_guest_started_again_between_games_plays_the_next_game_with_the_host() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app_set(|settings| {
        settings.online.format = oware::rules::MatchFormat::BestOf3;
    });
    let guest = std::thread::spawn(move || guest_started_again_between_games(code));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    play_first_legal_move(&mut app);
    update_until(&mut app, "game 1 resigned", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    update_until(&mut app, "the friend back", |app| {
        app.world()
            .resource::<Online>()
            .status()
            .is_some_and(|s| matches!(s, OnlineStatus::Playing { .. }))
            && !app.world().resource::<GameSession>().game().is_over()
    });
    let got = guest_script_done(&mut app, guest);
    assert_eq!(got, (1, 0));
    // The host's board is on game 2 too, the match 1–0 on both ends.
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.match_state().games.len(), 1);
    assert_eq!(session.match_state().wins(Side::South), 1);
    assert!(!session.game().is_over());
}

#[test]
fn a_code_typed_without_its_address_part_is_said_to_need_it_when_the_relay_is_unreachable() {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    // A relay on a loopback port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut().resource_mut::<AppSettings>().online.relay = format!("http://127.0.0.1:{port}");
    oware::i18n::set_language(oware::i18n::Language::English);
    app.world_mut()
        .write_message(OnlineRequest::Join("7K3M-Q9XD-2HVA-ZR6B".into()));
    let mut why = String::new();
    update_until(&mut app, "the join to fail", |app| {
        if let Some(OnlineStatus::Ended(w)) = app.world().resource::<Online>().status() {
            why = w;
        }
        !why.is_empty()
    });
    assert!(
        why.contains("no address part") && why.contains('@'),
        "{why}"
    );
}

/// A guest that joins the match of `code` and answers what it must until the host leaves.
fn quiet_guest(code: String) -> Result<(), String> {
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    let mut peer = oware::net::OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(peer.hello());
    loop {
        match guest_take(&link, &mut peer) {
            Ok(events) if events.contains(&oware::net::Event::Left) => return Ok(()),
            Ok(_) => {}
            Err(_) => return Ok(()),
        }
    }
}

#[test]
fn online_hints_and_reviews_are_shown_only_when_the_match_was_offered_with_them() {
    use oware::gui::computer::hints::{BoardHints, ToggleHints, hints_on};
    use oware::gui::computer::review::GameReview;
    use oware::gui::state::{OverBoard, UiAction};
    for offered in [false, true] {
        let (mut app, code) = hosting_app_set(|settings| settings.online.hints = offered);
        let guest = std::thread::spawn(move || quiet_guest(code));
        update_until(&mut app, "the match starts", |app| {
            app.world().resource::<GameSession>().remote_side() == Some(Side::North)
        });
        app.world_mut().write_message(ToggleHints);
        app.update();
        app.update();
        let on = |app: &App| {
            hints_on(
                app.world().resource::<BoardHints>(),
                app.world().resource::<AppSettings>(),
            )
        };
        assert_eq!(on(&app), offered, "hints asked for, offered: {offered}");
        // The setting that always shows them does not either.
        app.world_mut().resource_mut::<AppSettings>().always_hints = true;
        app.update();
        assert_eq!(on(&app), offered, "always shown, offered: {offered}");
        // Nor a review of the game in play: its marks are the computer's values.
        app.world_mut()
            .write_message(MoveRequested(Move::new(Pit::from_letter('F').expect("F"))));
        settle(&mut app);
        app.world_mut().write_message(UiAction::Review);
        app.update();
        app.update();
        let reviewing = app.world().resource::<GameReview>().is_reviewing()
            || app
                .world()
                .resource::<GameReview>()
                .marks_for(app.world().resource::<GameSession>().game())
                .is_some();
        assert_eq!(reviewing, offered, "review asked for, offered: {offered}");
        assert_eq!(
            over_board(&app) == OverBoard::Review,
            offered,
            "the review window, offered: {offered}"
        );
        app.world_mut()
            .write_message(oware::gui::online::OnlineRequest::Leave);
        app.update();
        update_until(&mut app, "the friend gone", |_| guest.is_finished());
        assert_eq!(guest.join().expect("the guest thread"), Ok(()));
        // Offline again: hints as asked.
        app.update();
        assert!(on(&app), "offline, hints are the player's to show");
    }
}

/// A guest with clocks: answers the host's first move at once (its own clock ticking in
/// real time), then thinks no more and waits for the game's end. Returns the times it
/// reported and counted after its answer (South, North) and how its game ended.
fn clocked_guest(code: String) -> Result<([u64; 2], Option<oware::rules::Outcome>), String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    let mut ticked = std::time::Instant::now();
    let mut tick = |peer: &mut OnlinePeer| {
        let elapsed = ticked.elapsed();
        ticked = std::time::Instant::now();
        peer.tick(elapsed)
    };
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    tick(&mut peer);
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    let after = peer.clock().ok_or("no clocks")?.both_ms();
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::TimedOut(_)))
    {
        if tick(&mut peer).is_some() {
            return Err("the guest's own time ran out first".into());
        }
    }
    let outcome = peer
        .match_session()
        .and_then(|s| s.game().outcome().copied());
    Ok((after, outcome))
}

#[test]
fn an_online_match_with_clocks_keeps_the_same_clocks_on_both_ends_and_ends_on_a_flag() {
    use oware::gui::play::game_clock::GameClock;
    use oware::rules::{EndReason, TimeControl};
    let (mut app, code) = hosting_app_set(|settings| {
        settings.online.clock = Some(TimeControl::minutes(1));
    });
    // Each frame is 20 ms of the host's clocks, whatever the machine's speed.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(20),
    ));
    let guest = std::thread::spawn(move || clocked_guest(code));
    update_until(&mut app, "the match starts with its clocks", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
            && app.world().resource::<GameClock>().clock.is_some()
    });
    play_first_legal_move(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    let shown = |app: &App, side: Side| {
        app.world()
            .resource::<GameClock>()
            .clock
            .map(|c| c.left(side).as_millis() as u64)
    };
    let north_here = shown(&app, Side::North);
    // The host now thinks on; each frame half a second, until its own time runs out.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(500),
    ));
    update_until(&mut app, "the host's flag", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    let (guest_counts, guest_end) = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    // The friend's time as the friend reported it, on both ends.
    assert_eq!(north_here, Some(guest_counts[1]));
    assert!(guest_counts[1] > 55_000, "{guest_counts:?}");
    let outcome = app
        .world()
        .resource::<GameSession>()
        .game()
        .outcome()
        .expect("over");
    assert_eq!(outcome.reason, EndReason::Time);
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(guest_end, Some(*outcome), "the same end on both");
    assert_eq!(shown(&app, Side::South), Some(0));
}
