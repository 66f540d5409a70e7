//! Online matches played over this machine's loopback: moves and take-backs, the local network's list, a match continued online, the cycle rule by agreement, resignations across a move, codes, hints and clocks.

use super::*;

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

#[test]
fn a_hosted_match_is_listed_on_the_network_and_joined_from_the_list() {
    // Multicast DNS, on a loopback of the test's own. The harness names the test by its
    // path without the crate's name.
    let module = module_path!().split_once("::").map_or("", |(_, path)| path);
    let test =
        format!("{module}::a_hosted_match_is_listed_on_the_network_and_joined_from_the_list");
    if !oware_net::rerun_in_own_network(&test) {
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

/// A guest who answers the host's first move, then resigns before reading the host's next
/// one: returns its game's moves once that move has reached it (and was set aside).
fn guest_resigning_across_a_move(
    code: String,
    host_moved: std::sync::mpsc::Receiver<()>,
) -> Result<Vec<Move>, String> {
    let (link, mut peer) = guest_after_one_answer(&code)?;
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

/// An app hosting a match with the clocks of `control` (each frame 20 ms of its clocks,
/// whatever the machine's speed), `guest` joined and playing: returned once the friend has
/// answered the host's first move.
fn clocked_match_answered<T: Send + 'static>(
    control: oware::rules::TimeControl,
    guest: fn(String) -> Result<T, String>,
) -> (App, std::thread::JoinHandle<Result<T, String>>) {
    use oware::gui::clock::GameClock;
    let (mut app, code) = hosting_app_set(|settings| {
        settings.online.clock = Some(control);
    });
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(20),
    ));
    let guest = std::thread::spawn(move || guest(code));
    update_until(&mut app, "the match starts with its clocks", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
            && app.world().resource::<GameClock>().clock.is_some()
    });
    play_first_legal_move(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    (app, guest)
}

#[test]
fn an_online_match_with_clocks_keeps_the_same_clocks_on_both_ends_and_ends_on_a_flag() {
    use oware::gui::clock::GameClock;
    use oware::rules::{EndReason, TimeControl};
    let (mut app, guest) = clocked_match_answered(TimeControl::minutes(1), clocked_guest);
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

/// A guest with clocks that answers the host's first move and waits for the game's end.
fn guest_until_the_end(code: String) -> Result<(), String> {
    let (link, mut peer) = guest_after_one_answer(&code)?;
    while !peer
        .match_session()
        .is_some_and(|play| play.game().is_over())
    {
        guest_take(&link, &mut peer)?;
    }
    link.close();
    Ok(())
}

#[test]
fn a_game_resigned_online_keeps_the_clocks_as_they_stopped_for_the_rejoin() {
    use oware::gui::clock::GameClock;
    use oware::rules::TimeControl;
    let (mut app, guest) = clocked_match_answered(TimeControl::minutes(5), guest_until_the_end);
    // The host thinks 15 seconds on its move, then resigns.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(500),
    ));
    for _ in 0..30 {
        app.update();
    }
    app.world_mut()
        .write_message(SessionRequest::Resign(Side::South));
    update_until(&mut app, "the resignation", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    app.update();
    guest_script_done(&mut app, guest);
    let shown = app
        .world()
        .resource::<GameClock>()
        .clock
        .map(|c| c.left(Side::South).as_millis() as u64)
        .expect("clocks");
    let session = app.world().resource::<GameSession>();
    let kept = session.clock_record().expect("the clocks kept");
    let after_move = kept.after_each_ms[0];
    assert!(
        after_move >= shown + 14_000,
        "the host's time thinking shows: {after_move} then {shown}"
    );
    // What a restarted program shows of the finished game: the times when it ended.
    assert_eq!(kept.left_ms[Side::South.index()], shown);
    let saved = oware::gui::files::saves::saved_match(session);
    assert_eq!(saved.clock.map(|c| c.left_ms), Some(kept.left_ms));
}
