//! The friend of `oware --screen online-match`: a second program's side of the match, run
//! on a thread over loopback, so that the screenshot shows a real connection. It greets as
//! Kofi and answers each move with the first legal one; the app's player opens with F (on
//! North, `--screen online-match-north`, the friend opens and the player answers).

use super::options::{LaunchOptions, Screen};
use crate::gui::game::session::{GameSession, MoveRequested};
use crate::gui::online::{Online, OnlineStatus};
use crate::net::{Event, OnlinePeer};
use crate::rules::{Move, Pit, Side};
use bevy::prelude::*;
use std::time::Duration;

/// Registers the friend (idle but for that screen).
pub fn plugin(app: &mut App) {
    app.add_systems(Update, friend_for_screenshot);
}

fn friend_for_screenshot(
    options: Res<LaunchOptions>,
    online: Res<Online>,
    session: Res<GameSession>,
    mut started: Local<bool>,
    mut opened: Local<bool>,
    mut moves: MessageWriter<MoveRequested>,
) {
    if !matches!(
        options.screen,
        Screen::OnlineMatch | Screen::OnlineMatchNorth
    ) {
        return;
    }
    if let Some(OnlineStatus::Hosting(Some(code))) = online.status()
        && !*started
    {
        *started = true;
        let spawned = std::thread::Builder::new()
            .name("online friend".into())
            .spawn(move || {
                if let Err(e) = play_as_friend(&code) {
                    warn!("the screenshot's friend: {e}");
                }
            });
        if let Err(e) = spawned {
            warn!("no thread for the screenshot's friend: {e}");
        }
    }
    let starts = session.remote_side() == Some(Side::North) && session.game().plies().is_empty();
    if starts && !*opened {
        *opened = true;
        if let Some(pit) = Pit::from_letter('F') {
            moves.write(MoveRequested(Move::new(pit)));
        }
    }
    // On North, the player answers the friend's opening with their first legal move.
    let answers = session.remote_side() == Some(Side::South) && session.game().plies().len() == 1;
    if answers
        && !*opened
        && let Some(mv) = session.game().legal_moves().iter().next()
    {
        *opened = true;
        moves.write(MoveRequested(mv));
    }
}

/// Joins the match of `code` and answers every move until the connection ends.
fn play_as_friend(code: &str) -> Result<(), String> {
    let config = oware_net::NetConfig {
        relay: oware_net::Relay::Off,
        relay_only: false,
    };
    let link = oware_net::join(&config, code).map_err(|e| e.to_string())?;
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(peer.hello());
    let played = answer_every_move(&link, &mut peer);
    // Closed, not dropped: the host has said goodbye.
    link.cut();
    played
}

/// The friend's side until the host leaves: every reply sent, the first legal move played.
fn answer_every_move(link: &oware_net::Link, peer: &mut OnlinePeer) -> Result<(), String> {
    loop {
        let message = link
            .incoming
            .recv_timeout(Duration::from_secs(60))
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
        for event in peer.receive(message).map_err(|e| e.to_string())? {
            match event {
                crate::net::Event::Reply(reply) => link.send(reply),
                Event::Left | Event::Refused(_) => return Ok(()),
                _ => {}
            }
        }
        let reply = peer.match_session().and_then(|s| {
            let game = s.game();
            (game.to_move() == peer.side()).then(|| game.legal_moves().iter().next())
        });
        if let Some(Some(mv)) = reply {
            link.send(peer.play(mv).map_err(|e| e.to_string())?);
        }
    }
}
