//! Online matches whose line drops or whose program starts again: the match resumes where it was, on both ends; a player who quits is said to have left.

use super::*;

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
fn a_guest_started_again_between_games_waits_for_the_host_to_start_the_next_game() {
    use oware::gui::game::session::SessionRequest;
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
    update_until(&mut app, "the friend back, told", |app| {
        notices(app).iter().any(|n| n.contains("Kofi is back"))
    });
    // Nothing starts by itself: the host's board stays on game 1's end.
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(app.world().resource::<GameSession>().game().is_over());
    assert!(!guest.is_finished(), "the guest still waits for its match");
    // The host's player starts game 2: the guest gets the match with it.
    app.world_mut().write_message(SessionRequest::PlayAgain);
    update_until(&mut app, "game 2 on the board", |app| {
        !app.world().resource::<GameSession>().game().is_over()
    });
    let got = guest_script_done(&mut app, guest);
    assert_eq!(got, (1, 0));
    // The host's board is on game 2 too, the match 1–0 on both ends.
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.match_state().games.len(), 1);
    assert_eq!(session.match_state().wins(Side::South), 1);
    assert!(!session.game().is_over());
}

/// A guest that takes every message until the connection ends: whether the host said
/// `bye` (it left) or the line closed without it (it kept its seat).
fn guest_until_the_host_goes(code: String) -> Result<bool, String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    loop {
        match guest_take(&link, &mut peer) {
            Ok(events) if events.iter().any(|e| matches!(e, Event::Left)) => return Ok(true),
            Ok(_) => {}
            // The connection closed without a word: a line that dropped.
            Err(_) => return Ok(false),
        }
    }
}

#[test]
fn quitting_an_online_match_asks_whether_to_leave_it_or_keep_the_seat() {
    use oware::gui::state::{OverBoard, UiAction};
    for keep in [true, false] {
        let (mut app, code) = hosting_app(false);
        let guest = std::thread::spawn(move || guest_until_the_host_goes(code));
        update_until(&mut app, "the match starts", |app| {
            app.world().resource::<GameSession>().remote_side() == Some(Side::North)
        });
        // Quit (the menu, Ctrl+Q, the window's close button): a question, nothing ends.
        app.world_mut().write_message(UiAction::Quit);
        app.update();
        app.update();
        assert_eq!(over_board(&app), OverBoard::ConfirmQuit);
        assert!(app.world().resource::<Messages<AppExit>>().is_empty());
        assert!(!guest.is_finished(), "the friend is still playing");
        app.world_mut().write_message(if keep {
            UiAction::QuitKeepingSeat
        } else {
            UiAction::QuitLeavingOnline
        });
        app.update();
        let told_left = guest
            .join()
            .expect("the guest thread")
            .expect("the guest's script");
        assert_eq!(told_left, !keep, "the friend learns what was chosen");
        // Kept, the autosave keeps the seat to rejoin; left, it keeps none.
        assert_eq!(
            app.world()
                .resource::<GameSession>()
                .online_seat()
                .is_some(),
            keep
        );
    }
}
