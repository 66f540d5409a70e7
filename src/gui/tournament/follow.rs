//! The seat, frame by frame: the player's requests enter or leave a tournament; what the
//! organizer says moves the seat on (a board's match put on the board as an online match,
//! its messages carried both ways, its result reported once it is over); the line is
//! watched, and made again after a drop with the seat's ticket.

use super::hall_line::LineComing;
use super::seat::{
    BoardInPlay, InHall, Phase, RoundLine, RoundPlay, Tournament, TournamentRequest,
};
use crate::gui::game::session::{OnlineChange, SessionRequest};
use crate::gui::online::{CarriedEnd, Online, OnlineRequest};
use crate::gui::settings::AppSettings;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::words::notice::Notice;
use crate::net::Message;
use crate::t;
use crate::tournament::hall::{HallMessage, Heard, Seat, Verdict};
use bevy::prelude::*;
use oware_net::{LinkError, Watch};

/// Messages from the organizer taken in one frame at most (the rest wait for the next).
const PER_FRAME: usize = 64;

/// The player's requests: enter a tournament, leave it, forget one over.
pub(super) fn requests(
    mut requests: MessageReader<TournamentRequest>,
    mut tournament: ResMut<Tournament>,
    settings: Res<AppSettings>,
    players: Res<crate::gui::players::Players>,
    online: Res<Online>,
    mut online_requests: MessageWriter<OnlineRequest>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        match request {
            TournamentRequest::Join(_) | TournamentRequest::TakeBack if tournament.is_active() => {}
            TournamentRequest::Join(_) | TournamentRequest::TakeBack
                if !players.may_play_online() =>
            {
                notices.write(Notice(t!("online-not-allowed-for-child")));
            }
            TournamentRequest::Join(_) | TournamentRequest::TakeBack if online.is_active() => {
                notices.write(Notice(t!("tournament-finish-match-first")));
            }
            TournamentRequest::Join(_) | TournamentRequest::TakeBack => {
                let entered = match request {
                    TournamentRequest::Join(code) => enter(code.trim(), &settings, &players),
                    _ => take_back(&settings, &players),
                };
                tournament.phase = match entered {
                    Ok(hall) => Phase::Seated(Box::new(hall)),
                    Err(why) => {
                        notices.write(Notice(why.clone()));
                        Phase::Failed(why)
                    }
                };
            }
            TournamentRequest::Leave => {
                if let Phase::Seated(hall) = &mut tournament.phase {
                    if hall.board.take().is_some() && online.carried_in_play() {
                        online_requests.write(OnlineRequest::Leave);
                    }
                    leave(hall);
                    notices.write(Notice(t!("tournament-left")));
                }
                tournament.phase = Phase::Off;
            }
            TournamentRequest::Dismiss => {
                if matches!(tournament.phase, Phase::Failed(_)) || !tournament.is_active() {
                    tournament.phase = Phase::Off;
                }
            }
        }
    }
}

/// A seat being taken in the hall of `code`, under the player's online name (their
/// profile's, a guest's otherwise).
fn enter(
    code: &str,
    settings: &AppSettings,
    players: &crate::gui::players::Players,
) -> Result<InHall, String> {
    // A code that cannot be read is said at once, before any network.
    code.parse::<oware_net::MatchCode>()
        .map_err(|e| crate::gui::online::link_error(&LinkError::Code(e)))?;
    let config = crate::gui::online::net_config(&settings.online)?;
    let typed = settings.online.name.trim();
    let name = if !typed.is_empty() {
        typed.to_string()
    } else if let Some(profile) = players.active() {
        profile.name.clone()
    } else {
        t!("online-default-name")
    };
    let name: String = name.chars().take(crate::MAX_NAME).collect();
    let kept = super::seat::kept_seat_file(players);
    InHall::entering(code, config, Seat::new(&name, &program()), kept)
}

/// The seat kept from before the program ended, taken back with its ticket.
fn take_back(
    settings: &AppSettings,
    players: &crate::gui::players::Players,
) -> Result<InHall, String> {
    let path = super::seat::kept_seat_file(players);
    let kept = path
        .as_deref()
        .and_then(super::seat::kept_seat)
        .ok_or_else(|| t!("tournament-no-kept-seat"))?;
    let config = crate::gui::online::net_config(&settings.online)?;
    InHall::entering(&kept.code, config, kept.seat(&program()), path)
}

/// This program, as the organizer is told.
fn program() -> String {
    format!("oware {}", env!("CARGO_PKG_VERSION"))
}

/// The player leaves: the organizer is told (the player withdraws), then the line closes,
/// in the background (closing waits for the organizer's acknowledgement).
fn leave(hall: &mut InHall) {
    if let Some(link) = &hall.link {
        link.send(HallMessage::Bye);
    }
    close_line(hall);
    hall.coming = None;
}

/// The line to the organizer closes, in the background (closing waits for the organizer's
/// acknowledgement of what was sent).
fn close_line(hall: &mut InHall) {
    if let Some(link) = hall.link.take() {
        let closing = std::thread::Builder::new()
            .name("tournament close".into())
            .spawn(move || link.close());
        if let Err(e) = closing {
            warn!("no thread to close the tournament's line: {e}");
        }
    }
}

/// What the organizer sent, acted on; the line watched; the board's match followed.
pub(super) fn follow_hall(
    mut tournament: ResMut<Tournament>,
    mut online: ResMut<Online>,
    mut notices: MessageWriter<Notice>,
    mut actions: MessageWriter<UiAction>,
    mut sessions: MessageWriter<SessionRequest>,
) {
    let Phase::Seated(hall) = &mut tournament.phase else {
        return;
    };
    let mut failed: Option<String> = None;
    let mut lost = false;
    if let Some(result) = hall.coming.as_ref().and_then(LineComing::arrived) {
        hall.coming = None;
        match result {
            Ok(link) => {
                link.send(hall.seat.enter());
                hall.link = Some(link);
                hall.keep_alive.restart();
            }
            Err(e) if hall.seat.entered().is_none() => {
                failed = Some(crate::gui::online::link_error(&e));
            }
            Err(_) => failed = Some(t!("tournament-lost")),
        }
    }
    let mut effects = Effects {
        online: &mut online,
        notices: &mut notices,
        actions: &mut actions,
    };
    for _ in 0..PER_FRAME {
        let Some(link) = &hall.link else { break };
        let message = match link.incoming.try_recv() {
            Ok(Ok(message)) => message,
            Ok(Err(LinkError::Lost)) | Err(crossbeam_channel::TryRecvError::Disconnected) => {
                lost = true;
                break;
            }
            Ok(Err(e)) if hall.seat.entered().is_none() => {
                failed = Some(crate::gui::online::link_error(&e));
                break;
            }
            Ok(Err(_)) => {
                lost = true;
                break;
            }
            Err(crossbeam_channel::TryRecvError::Empty) => break,
        };
        hall.keep_alive.heard();
        for heard in hall.seat.heard(message) {
            if let Some(why) = act(hall, heard, &mut effects) {
                failed = Some(why);
            }
        }
    }
    if hall.link.is_some() && !lost {
        match hall.keep_alive.check() {
            Watch::Ping(Message::Ping { n }) => hall.send(HallMessage::Ping { n }),
            Watch::Lost => lost = true,
            Watch::Ping(_) | Watch::Fine => {}
        }
    }
    if lost && failed.is_none() {
        failed = come_back(hall, effects.notices);
    }
    carry_board_messages(hall);
    if let Some(end) = effects.online.take_carried_end() {
        board_ended(hall, end, &mut effects, &mut sessions);
    }
    if let Some(why) = failed {
        leave(hall);
        if hall.board.take().is_some() && effects.online.end_carried() {
            sessions.write(SessionRequest::Online(OnlineChange::End));
        }
        notices.write(Notice(why.clone()));
        tournament.phase = Phase::Failed(why);
    }
}

/// What the frame's acts reach beyond the seat.
struct Effects<'a, 'n, 'u> {
    online: &'a mut Online,
    notices: &'a mut MessageWriter<'n, Notice>,
    actions: &'a mut MessageWriter<'u, UiAction>,
}

/// The line to the organizer dropped: the match in play waits, and the hall is joined
/// again with the seat's ticket. Before the player was welcomed, or once the tournament is
/// over, there is nothing to come back to. The reason the seat ends, if it does.
fn come_back(hall: &mut InHall, notices: &mut MessageWriter<Notice>) -> Option<String> {
    if let Some(link) = hall.link.take() {
        link.cut();
    }
    if hall.seat.is_over() {
        return None;
    }
    if hall.seat.entered().is_none() {
        return Some(crate::gui::online::link_error(&LinkError::Lost));
    }
    if let Some(board) = hall.board.as_mut() {
        board.carried.line_down();
    }
    match LineComing::start(hall.config.clone(), &hall.code, true) {
        Ok(coming) => {
            hall.coming = Some(coming);
            notices.write(Notice(t!("tournament-reconnecting")));
            None
        }
        Err(e) => Some(t!("online-error-network", detail = e)),
    }
}

/// What the board's match sends goes to the organizer, wrapped with its round and board;
/// so do the last words of a match that ended, until its link is gone.
fn carry_board_messages(hall: &mut InHall) {
    let mut out = Vec::new();
    let wrap = |board: &BoardInPlay, message| HallMessage::Game {
        round: board.round,
        board: board.board,
        message,
    };
    if let Some(board) = &hall.board {
        out.extend(board.carried.outgoing.try_iter().map(|m| wrap(board, m)));
    }
    hall.last_words.retain(|board| {
        loop {
            match board.carried.outgoing.try_recv() {
                Ok(message) => out.push(wrap(board, message)),
                Err(crossbeam_channel::TryRecvError::Empty) => return true,
                Err(crossbeam_channel::TryRecvError::Disconnected) => return false,
            }
        }
    });
    for message in out {
        hall.send(message);
    }
}

/// The board's match ended here: its result is reported (kept until the organizer records
/// it), the board left as it stands, and the window shows the tournament.
fn board_ended(
    hall: &mut InHall,
    end: CarriedEnd,
    effects: &mut Effects,
    sessions: &mut MessageWriter<SessionRequest>,
) {
    let Some(board) = hall.board.take() else {
        return;
    };
    let (round, number) = (board.round, board.board);
    // The match's last words (its `bye`) still go, as they come out of its link.
    hall.last_words.push(board);
    let board = (round, number);
    match end {
        CarriedEnd::Over(played) => {
            sessions.write(SessionRequest::Online(OnlineChange::End));
            if let Some(report) = hall.seat.finished(board.0, board.1, Some(&played)) {
                hall.send(report);
            }
            effects.notices.write(Notice(t!("tournament-reported")));
        }
        CarriedEnd::Stopped(why) => {
            hall.seat.finished(board.0, board.1, None);
            if let Some(RoundLine {
                play: RoundPlay::Board { stopped, .. },
                ..
            }) = hall.round_mut(board.0)
            {
                *stopped = Some(why);
            }
        }
    }
    effects.actions.write(UiAction::Open(OverBoard::Tournament));
}

/// One thing the organizer said, acted on; the reason the seat ends, if it does.
fn act(hall: &mut InHall, heard: Heard, effects: &mut Effects) -> Option<String> {
    note(hall, &heard);
    match heard {
        Heard::Say(message) => hall.send(message),
        Heard::Welcomed {
            tournament, back, ..
        } => {
            hall.keep();
            effects.notices.write(Notice(if back {
                t!("tournament-back", name = tournament)
            } else {
                t!("tournament-entered", name = tournament)
            }));
        }
        Heard::Refused {
            reason,
            entering: true,
        } => {
            // A seat taken back that the organizer does not know is not offered again.
            if hall.seat.ticket().is_some() {
                hall.forget();
            }
            return Some(t!(
                "tournament-refused",
                reason = crate::rules::shortened(&reason)
            ));
        }
        Heard::Refused { reason, .. } => {
            effects.notices.write(Notice(t!(
                "tournament-refused",
                reason = crate::rules::shortened(&reason)
            )));
        }
        Heard::Paired {
            round,
            board,
            opponent,
            first,
            offer,
        } => start_board(hall, round, board, &opponent, first, offer, effects),
        Heard::ForBoard(message) => {
            if let Some(board) = &hall.board {
                board.carried.arrived(message);
            }
        }
        Heard::LineDown => {
            if let Some(board) = hall.board.as_mut() {
                board.carried.line_down();
            }
        }
        Heard::LineBack => {
            if let Some(board) = hall.board.as_mut() {
                board.carried.line_back();
            }
        }
        Heard::Sat { round, .. } => {
            effects
                .notices
                .write(Notice(t!("tournament-no-game", round = round)));
            effects.actions.write(UiAction::Open(OverBoard::Tournament));
        }
        Heard::Result {
            round,
            board,
            verdict,
            ..
        } => match verdict {
            Verdict::Disputed => {
                effects.notices.write(Notice(t!(
                    "tournament-disputed",
                    round = round,
                    board = board
                )));
            }
            Verdict::Decided { reason } => {
                effects.notices.write(Notice(t!(
                    "tournament-decided",
                    round = round,
                    board = board,
                    reason = crate::rules::shortened(&reason)
                )));
            }
            Verdict::Agreed => {}
        },
        Heard::Standings { .. } => {
            if hall.board.is_none() {
                effects.actions.write(UiAction::Open(OverBoard::Tournament));
            }
        }
        Heard::Ended => {
            hall.forget();
            close_line(hall);
            effects.notices.write(Notice(t!("tournament-over")));
            effects.actions.write(UiAction::Open(OverBoard::Tournament));
        }
        Heard::Strange(what) => warn!("{what}"),
        Heard::Players => {}
    }
    None
}

/// The board's match starts on the board, as an online match carried by the line to the
/// organizer: the first player offers it.
fn start_board(
    hall: &mut InHall,
    round: usize,
    board: usize,
    opponent: &str,
    first: bool,
    offer: Option<crate::net::MatchOffer>,
    effects: &mut Effects,
) {
    let peer = match hall.seat.peer_for(first, offer) {
        Ok(peer) => peer,
        Err(e) => {
            effects
                .notices
                .write(Notice(crate::gui::online::peer_error(&e)));
            hall.seat.finished(round, board, None);
            return;
        }
    };
    let (link, carried) = oware_net::carried();
    if !effects.online.play_carried(link, peer) {
        effects
            .notices
            .write(Notice(t!("tournament-finish-match-first")));
        hall.seat.finished(round, board, None);
        return;
    }
    hall.board = Some(BoardInPlay {
        round,
        board,
        carried,
    });
    effects.notices.write(Notice(t!(
        "tournament-paired",
        round = round,
        board = board,
        name = opponent.to_string()
    )));
    effects
        .actions
        .write(UiAction::Close(OverBoard::Tournament));
}

/// The player's own record of the rounds, from what the organizer said.
pub(super) fn note(hall: &mut InHall, heard: &Heard) {
    match heard {
        Heard::Paired {
            round,
            board,
            opponent,
            first,
            ..
        } => hall.rounds.push(RoundLine {
            round: *round,
            play: RoundPlay::Board {
                board: *board,
                opponent: opponent.clone(),
                first: *first,
                outcome: None,
                verdict: None,
                stopped: None,
            },
        }),
        Heard::Sat { round, halves } => hall.rounds.push(RoundLine {
            round: *round,
            play: RoundPlay::Sat { halves: *halves },
        }),
        Heard::Result {
            round,
            board: on,
            outcome: told,
            verdict: how,
        } => {
            if let Some(RoundLine {
                play:
                    RoundPlay::Board {
                        board,
                        outcome,
                        verdict,
                        ..
                    },
                ..
            }) = hall.round_mut(*round)
                && board == on
            {
                *outcome = *told;
                *verdict = Some(how.clone());
            }
        }
        _ => {}
    }
}
