//! The match in play, frame by frame: what the other program sends is checked by the match
//! protocol and becomes moves and agreed changes for the rules resource; this side's moves,
//! undo asks, answers, resignations and next games are sent. Whatever the other side sends,
//! a refusal ends the match with a clear message and leaves the game as it was.

use super::in_play::InPlay;
use super::status::{Online, OnlineRequest, Phase};
use crate::gui::game::session::{
    GameSession, MoveApplied, MoveRequested, OnlineChange, SessionRequest,
};
use crate::gui::words::notice::Notice;
use crate::net::{Event, Message};
use crate::rules::Side;
use bevy::prelude::*;
use oware_net::LinkError;
use oware_net::{Patience, Watch};

/// Messages taken in one frame at most (the rest wait for the next frame).
const PER_FRAME: usize = 64;

/// Registers the exchange: messages in before the rules resource applies requests, this
/// side's moves out after.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (receive, ask_or_leave)
                .chain()
                .after(super::connect::follow_connection)
                .in_set(crate::gui::state::BoardSet::Input),
            (send_own_moves, show_clocks)
                .chain()
                .after(crate::gui::state::BoardSet::Session)
                .before(crate::gui::clock::count_moves),
        ),
    )
    // After the frame's actions (the quit is one), before the autosave written on the way
    // out (`Last`): what it keeps follows the choice made.
    .add_systems(PostUpdate, close_on_exit);
}

/// The program ends. Leaving the match (the default): the friend is told (`bye`) before
/// the connection closes, so they see that the player left rather than a line that
/// dropped; the match is over for them, so the autosave written on the way out keeps no
/// seat to rejoin (the session is changed here, not through a request: the program ends
/// before another frame applies one). Keeping the seat: the connection closes as a line
/// that dropped, the friend waits for the player to come back, and the autosave keeps the
/// seat for the start screen's *Rejoin*.
fn close_on_exit(
    mut exits: MessageReader<AppExit>,
    mut online: ResMut<Online>,
    keep: Res<super::status::KeepSeatOnExit>,
    mut session: ResMut<crate::gui::game::session::GameSession>,
) {
    if exits.read().count() == 0 {
        return;
    }
    if let Phase::Playing(play) = &mut online.phase {
        if keep.0 {
            play.close_quietly();
        } else {
            play.close_now(Message::Bye);
            session.leave_online();
        }
    }
}

/// Ends the match: `last` is sent, the connection closed, the game left to be played at
/// this screen, and the player told why.
fn end(
    online: &mut Online,
    last: Message,
    why: String,
    requests: &mut MessageWriter<SessionRequest>,
    notices: &mut MessageWriter<Notice>,
) {
    if let Phase::Playing(play) = &mut online.phase {
        if play.carried {
            // A tournament's board: its result (if the match was over) goes to the
            // organizer.
            let over = play
                .peer
                .match_session()
                .map(|s| s.match_state())
                .filter(|m| m.is_over())
                .cloned();
            online.carried_end = Some(over.map_or_else(
                || super::status::CarriedEnd::Stopped(why.clone()),
                super::status::CarriedEnd::Over,
            ));
        }
        play.close(last);
    }
    online.phase = Phase::Ended(why.clone());
    requests.write(SessionRequest::Online(OnlineChange::End));
    notices.write(Notice(why));
}

/// The names shown for South and North: this side's and the other player's.
fn names_of(play: &InPlay, me: Side) -> [String; 2] {
    let mut names = crate::gui::game::session::default_names();
    names[me.index()] = play.name.clone();
    names[me.opponent().index()] = play.opponent.clone();
    told_apart(names)
}

/// Two players of the same name (two friends who kept the default, say) are told apart by
/// their sides: "Player (South)", "Player (North)". Otherwise "Player to move" would not
/// say whose turn it is.
pub(super) fn told_apart(names: [String; 2]) -> [String; 2] {
    if names[0].trim().to_lowercase() != names[1].trim().to_lowercase() {
        return names;
    }
    let [south, north] = names;
    [
        format!("{south} ({})", crate::gui::words::side_name(Side::South)),
        format!("{north} ({})", crate::gui::words::side_name(Side::North)),
    ]
}

/// The match goes online on the board: the match as the protocol has it, the names, the
/// other player's side, whether hints are allowed, and the seat to rejoin it.
fn start_on_the_board(play: &mut InPlay, requests: &mut MessageWriter<SessionRequest>) {
    let me = play.peer.side().unwrap_or(Side::South);
    let Some(session) = play.peer.match_session() else {
        return;
    };
    requests.write(SessionRequest::Online(OnlineChange::Start {
        play: Box::new(session.clone()),
        names: names_of(play, me),
        remote: me.opponent(),
        hints: play.peer.offer().is_some_and(|o| o.hints),
        // A tournament's board is taken back by the tournament's seat, not by a code.
        seat: (!play.carried).then(|| crate::records::OnlineSeat {
            code: play.code.clone(),
            host: play.peer.is_host(),
            side: me,
            opponent: play.opponent.clone(),
        }),
    }));
    play.started = true;
}

/// The clocks of the match, as this side keeps them with the other program, shown on the
/// board and kept for the records.
fn show_clocks(
    online: Res<Online>,
    mut session: ResMut<GameSession>,
    mut clocks: ResMut<crate::gui::clock::GameClock>,
) {
    let Phase::Playing(play) = &online.phase else {
        return;
    };
    if let Some(clock) = play.peer.clock().filter(|_| play.started)
        && clocks.follow_online(clock.shown(), session.game())
    {
        session.set_clock_record(clocks.saved());
    }
}

/// What the other program sent, checked and applied; the clocks run.
fn receive(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut moves: MessageWriter<MoveRequested>,
    mut requests: MessageWriter<SessionRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Phase::Playing(play) = &mut online.phase else {
        return;
    };
    let mut ended: Option<(Message, String)> = None;
    match play.follow_reconnection() {
        Some(Ok(())) => {
            notices.write(Notice(crate::t!(
                "online-reconnected",
                name = play.opponent.clone()
            )));
        }
        Some(Err(LinkError::Cancelled)) => {}
        Some(Err(e)) => ended = Some((Message::Bye, super::words::link_error(&e))),
        None => {}
    }
    if let Some(reconnecting) = &play.reconnecting
        && reconnecting.since.elapsed() >= Patience::GAME.give_up_after
    {
        ended = Some((
            Message::Bye,
            crate::t!(
                "online-error-not-back",
                name = play.opponent.clone(),
                minutes = Patience::GAME.give_up_after.as_secs() / 60
            ),
        ));
    }
    if ended.is_none()
        && play.started
        && let Some((message, _)) = play.peer.tick(time.delta())
    {
        // A time ran out here: this side's own, or the other's past the tolerance.
        play.send(message);
        if let Some(session) = play.peer.match_session() {
            let flagged = session.game().position().to_move();
            requests.write(SessionRequest::LoseOnTime(flagged));
        }
    }
    let mut lost = false;
    for _ in 0..PER_FRAME {
        if ended.is_some() {
            break;
        }
        let Some(link) = &play.link else { break };
        let incoming = match link.incoming.try_recv() {
            Ok(incoming) => incoming,
            Err(crossbeam_channel::TryRecvError::Empty) => break,
            Err(crossbeam_channel::TryRecvError::Disconnected) => Err(LinkError::Lost),
        };
        let message = match incoming {
            Ok(message) => message,
            // The line dropped: try to get it back.
            Err(LinkError::Lost) => {
                lost = true;
                break;
            }
            Err(e) => {
                ended = Some((Message::Bye, super::words::link_error(&e)));
                break;
            }
        };
        play.keep_alive.heard();
        let events = match play.peer.receive(message) {
            Ok(events) => events,
            Err(e) => {
                let reason = e.to_string();
                ended = Some((Message::Refuse { reason }, super::words::peer_error(&e)));
                break;
            }
        };
        for event in events {
            ended = ended.or(apply_event(
                play,
                event,
                &mut moves,
                &mut requests,
                &mut notices,
            ));
        }
        if ended.is_some() {
            break;
        }
    }
    if ended.is_none() && play.reconnecting.is_none() {
        // A game just over: its end is settled with the other side before the next game.
        if let Some(ping) = play.peer.settle() {
            play.send(ping);
        }
        let watch = if lost {
            Watch::Lost
        } else {
            play.keep_alive.check()
        };
        match watch {
            Watch::Lost => {
                play.reconnect();
                notices.write(Notice(crate::t!(
                    "online-reconnecting",
                    name = play.opponent.clone()
                )));
            }
            Watch::Ping(ping) => play.send(ping),
            Watch::Fine => {}
        }
    }
    if let Some((last, why)) = ended {
        end(&mut online, last, why, &mut requests, &mut notices);
    }
}

/// What one event from the other side does: a move or an agreed change for the rules
/// resource, a question, a notice; the match's end (the last message and why) if it ends it.
fn apply_event(
    play: &mut InPlay,
    event: Event,
    moves: &mut MessageWriter<MoveRequested>,
    requests: &mut MessageWriter<SessionRequest>,
    notices: &mut MessageWriter<Notice>,
) -> Option<(Message, String)> {
    match event {
        Event::Reply(reply) => play.send(reply),
        Event::Greeted { name, .. } => play.opponent = name,
        Event::MatchStarted(offer) => {
            // The protocol built the match (and checked a continued one's moves).
            start_on_the_board(play, requests);
            // Both players are told whether hints are on in this match.
            notices.write(Notice(if offer.hints {
                crate::t!("online-hints-allowed")
            } else {
                crate::t!("online-hints-off")
            }));
            // And of the clocks the match is played to.
            if let Ok(Some(control)) = crate::net::control_of(&offer) {
                let control = crate::gui::words::time_control(Some(control));
                notices.write(Notice(crate::t!("online-clock-on", control = control)));
            }
        }
        // A host whose program started again: the match it saved goes on online.
        Event::Resumed if !play.started => start_on_the_board(play, requests),
        Event::Moved { mv, .. } => {
            moves.write(MoveRequested(mv));
        }
        // The question is the peer's to keep until answered (the window asks it).
        Event::UndoAsked(_) | Event::EndAsked => {}
        Event::Undone(ply) => {
            requests.write(SessionRequest::Online(OnlineChange::TakeBack(ply as usize)));
            notices.write(Notice(crate::t!(
                "online-undo-granted",
                name = play.opponent.clone()
            )));
        }
        Event::UndoRefused => {
            notices.write(Notice(crate::t!(
                "online-undo-refused",
                name = play.opponent.clone()
            )));
        }
        // A host whose program started again gets the next game with the match it puts on
        // the board (below, at `Resumed`).
        Event::NextGame if play.started => {
            requests.write(SessionRequest::Online(OnlineChange::NextGame));
        }
        Event::NextGame => {}
        // The guest's program started again between games: the host's player starts the
        // next one as ever, which brings the guest the match.
        Event::BackForNextGame => {
            notices.write(Notice(crate::t!(
                "online-back-for-next-game",
                name = play.opponent.clone()
            )));
        }
        Event::Resigned(_) => {
            // A move of this side that crossed the resignation was taken back.
            if let Some(session) = play.peer.match_session() {
                let plies = session.game().plies().len();
                requests.write(SessionRequest::Online(OnlineChange::TakeBack(plies)));
            }
            if let Some(side) = play.peer.side() {
                requests.write(SessionRequest::Resign(side.opponent()));
            }
            notices.write(Notice(crate::t!(
                "online-resigned",
                name = play.opponent.clone()
            )));
        }
        Event::TimedOut(_) => {
            // A move of this side's that crossed the time out was taken back.
            if let Some(session) = play.peer.match_session() {
                let plies = session.game().plies().len();
                requests.write(SessionRequest::Online(OnlineChange::TakeBack(plies)));
                let flagged = session.game().position().to_move();
                requests.write(SessionRequest::LoseOnTime(flagged));
            }
        }
        Event::EndAgreed(_) => {
            requests.write(SessionRequest::Online(OnlineChange::EndByAgreement));
        }
        Event::EndRefused => {
            notices.write(Notice(crate::t!(
                "online-end-refused",
                name = play.opponent.clone()
            )));
        }
        Event::Renamed(name) => play.opponent = name,
        Event::Pong(_) | Event::Resumed => {}
        Event::Refused(reason) => {
            return Some((
                Message::Bye,
                crate::t!(
                    "online-error-refused",
                    reason = crate::rules::shortened(&reason)
                ),
            ));
        }
        Event::Left => {
            return Some((
                Message::Bye,
                crate::t!("online-left", name = play.opponent.clone()),
            ));
        }
    }
    None
}

/// The player's requests that both sides must agree on become messages: an undo is asked,
/// the next game started by the host; leaving, or starting anything else, ends the match.
fn ask_or_leave(
    mut online: ResMut<Online>,
    mut player: MessageReader<OnlineRequest>,
    mut session_requests: ParamSet<(MessageReader<SessionRequest>, MessageWriter<SessionRequest>)>,
    session: Res<GameSession>,
    mut notices: MessageWriter<Notice>,
) {
    let asked: Vec<SessionRequest> = session_requests.p0().read().cloned().collect();
    let mut requests = session_requests.p1();
    let Phase::Playing(play) = &mut online.phase else {
        return;
    };
    let mut leave = false;
    for request in player.read() {
        match request {
            OnlineRequest::Leave => leave = true,
            OnlineRequest::AnswerUndo(grant) => {
                let Some(ply) = play.peer.undo_to_answer() else {
                    continue;
                };
                match play.peer.answer_undo(*grant) {
                    Ok(message) => {
                        play.send(message);
                        if *grant {
                            requests.write(SessionRequest::Online(OnlineChange::TakeBack(
                                ply as usize,
                            )));
                        }
                    }
                    Err(e) => warn!("undo answer: {e}"),
                }
            }
            OnlineRequest::AnswerEnd(grant) => {
                if !play.peer.end_to_answer() {
                    continue;
                }
                match play.peer.answer_end(*grant) {
                    Ok((message, outcome)) => {
                        play.send(message);
                        if outcome.is_some() {
                            requests.write(SessionRequest::Online(OnlineChange::EndByAgreement));
                        }
                    }
                    Err(e) => warn!("end answer: {e}"),
                }
            }
            _ => {}
        }
    }
    let me = play.peer.side();
    for request in &asked {
        match request {
            SessionRequest::Undo | SessionRequest::UndoTurn => {
                // Back to before this side's last move (the other's reply goes too).
                let game = session.game();
                let Some(me) = me else { continue };
                let target = game.plies().iter().rposition(|p| p.report.mv.side() == me);
                let Some(target) = target else {
                    notices.write(Notice(crate::t!("online-undo-nothing")));
                    continue;
                };
                match play.peer.ask_undo(target as u32) {
                    Ok(message) => {
                        play.send(message);
                        notices.write(Notice(crate::t!(
                            "online-undo-asked",
                            name = play.opponent.clone()
                        )));
                    }
                    Err(e) => warn!("undo ask: {e}"),
                }
            }
            SessionRequest::Resign(side) if Some(*side) == me => match play.peer.resign() {
                Ok(message) => play.send(message),
                Err(e) => warn!("resign: {e}"),
            },
            SessionRequest::EndByAgreement => match play.peer.ask_end() {
                Ok(message) => {
                    play.send(message);
                    notices.write(Notice(crate::t!(
                        "online-end-asked",
                        name = play.opponent.clone()
                    )));
                }
                Err(e) => warn!("end ask: {e}"),
            },
            // The host starts the next game; the guest's peer is left as it is.
            SessionRequest::PlayAgain => match play.peer.is_host().then(|| play.peer.next_game()) {
                Some(Ok(message)) => {
                    play.send(message);
                    requests.write(SessionRequest::Online(OnlineChange::NextGame));
                }
                Some(Err(_)) | None => {
                    notices.write(Notice(crate::t!(
                        "online-next-game-host",
                        name = play.opponent.clone()
                    )));
                }
            },
            SessionRequest::NewGame(_) | SessionRequest::Load(_) | SessionRequest::SetUp { .. } => {
                leave = true;
            }
            _ => {}
        }
    }
    if leave {
        let why = crate::t!("online-you-left");
        end(&mut online, Message::Bye, why, &mut requests, &mut notices);
    }
}

/// This side's moves, once the rules resource applied them, go to the other side.
fn send_own_moves(
    mut online: ResMut<Online>,
    mut applied: MessageReader<MoveApplied>,
    mut requests: MessageWriter<SessionRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Phase::Playing(play) = &mut online.phase else {
        applied.clear();
        return;
    };
    let me = play.peer.side();
    let mut failed = None;
    for move_applied in applied.read() {
        if Some(move_applied.before.to_move()) != me {
            continue;
        }
        match play.peer.play(move_applied.ply.report.mv) {
            Ok(message) => play.send(message),
            Err(e) => {
                failed = Some(e);
                break;
            }
        }
    }
    if let Some(e) = failed {
        let reason = e.to_string();
        let why = super::words::peer_error(&e);
        end(
            &mut online,
            Message::Refuse { reason },
            why,
            &mut requests,
            &mut notices,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::told_apart;

    #[test]
    fn players_of_one_name_are_told_apart_by_their_sides_and_others_are_left_alone() {
        let names = |a: &str, b: &str| [a.to_string(), b.to_string()];
        assert_eq!(
            told_apart(names("Player", "player ")),
            names("Player (South)", "player  (North)")
        );
        assert_eq!(told_apart(names("Ama", "Kofi")), names("Ama", "Kofi"));
    }
}
