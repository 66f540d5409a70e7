//! Online matches over this machine's loopback: moves, undo, drops and returns, resignations,
//! the local network's list, rejoining, hints. The helpers both parts share are here.

use crate::helpers::*;

mod lines;
mod play;
mod tournament;

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
    with_computer(
        &mut app,
        (
            oware::gui::computer::hints::plugin,
            oware::gui::computer::review::plugin,
        ),
    );
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
