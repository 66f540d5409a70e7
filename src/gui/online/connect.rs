//! Hosting and joining, frame by frame: the player's requests start or stop them, and what
//! the network brought moves the online match on (to the match in play, or to why not).

use super::connecting::{Progress, host, host_again, join};
use super::status::{Online, OnlineRequest, Phase};
use crate::gui::game::session::SessionRequest;
use crate::gui::settings::AppSettings;
use crate::gui::words::notice::Notice;
use bevy::prelude::*;

/// Registers the requests and the system that follows the connection.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<OnlineRequest>().add_systems(
        Update,
        (start_or_cancel, follow_connection, forget_the_end)
            .chain()
            .in_set(crate::gui::state::BoardSet::Input),
    );
}

fn start_or_cancel(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    settings: Res<AppSettings>,
    session: Res<crate::gui::game::session::GameSession>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        match request {
            OnlineRequest::Host
            | OnlineRequest::HostContinued
            | OnlineRequest::Join(_)
            | OnlineRequest::Rejoin { .. }
                if online.is_active() => {}
            OnlineRequest::Rejoin { seat, play, clock } if seat.host => {
                online.phase = match host_again(&settings.online, seat, play, clock.as_ref()) {
                    Ok(connecting) => Phase::Hosting(connecting),
                    Err(why) => {
                        notices.write(Notice(why.clone()));
                        Phase::Ended(why)
                    }
                };
            }
            OnlineRequest::Rejoin { seat, .. } => {
                online.phase = match join(&settings.online, &seat.code) {
                    Ok(mut connecting) => {
                        connecting.coming_back = true;
                        Phase::Joining(connecting)
                    }
                    Err(why) => {
                        notices.write(Notice(why.clone()));
                        Phase::Ended(why)
                    }
                };
            }
            OnlineRequest::Host | OnlineRequest::HostContinued => {
                let continuing = *request == OnlineRequest::HostContinued;
                let continued = continuing.then(|| session.match_session());
                let clocks = super::connecting::clocks_of(
                    &settings.online,
                    continuing,
                    session.clock_record().as_ref(),
                );
                online.phase = match host(&settings.online, continued, clocks) {
                    Ok(connecting) => Phase::Hosting(connecting),
                    Err(why) => {
                        notices.write(Notice(why.clone()));
                        Phase::Ended(why)
                    }
                };
            }
            OnlineRequest::Join(code) => {
                online.phase = match join(&settings.online, code) {
                    Ok(connecting) => Phase::Joining(connecting),
                    Err(why) => {
                        notices.write(Notice(why.clone()));
                        Phase::Ended(why)
                    }
                };
            }
            OnlineRequest::Cancel => {
                if matches!(online.phase, Phase::Hosting(_) | Phase::Joining(_)) {
                    online.phase = Phase::Off;
                    notices.write(Notice(crate::t!("online-cancelled")));
                }
            }
            OnlineRequest::Dismiss => {
                if matches!(online.phase, Phase::Ended(_)) {
                    online.phase = Phase::Off;
                }
            }
            OnlineRequest::Leave | OnlineRequest::AnswerUndo(_) | OnlineRequest::AnswerEnd(_) => {}
        }
    }
}

/// Takes what the network's thread brought: the code, the connection (the match begins:
/// greetings are sent) or why it failed.
pub(super) fn follow_connection(mut online: ResMut<Online>, mut notices: MessageWriter<Notice>) {
    let joining = matches!(online.phase, Phase::Joining(_));
    let connecting = match &mut online.phase {
        Phase::Hosting(c) | Phase::Joining(c) => c,
        _ => return,
    };
    let without_address = joining && !connecting.code_has_addresses();
    let coming_back = connecting.coming_back;
    let next = match connecting.progress() {
        Progress::Waiting => return,
        Progress::Connected(play) => {
            notices.write(Notice(if coming_back {
                crate::t!("online-connected-again")
            } else {
                crate::t!("online-connected")
            }));
            Phase::Playing(play)
        }
        Progress::Cancelled => Phase::Off,
        Progress::Failed(e) => {
            let why = match e {
                // The relay is the only way to a host whose code came without its
                // addresses: the player may have left out the code's second part.
                oware_net::LinkError::NoRelay(relay) if without_address => {
                    crate::t!("online-error-no-relay-no-address", relay = relay)
                }
                e => super::words::link_error(&e),
            };
            notices.write(Notice(why.clone()));
            Phase::Ended(why)
        }
    };
    online.phase = next;
}

/// Why a match ended (or never started) is forgotten once it no longer concerns the player:
/// the relay server was changed in the settings, or the board went on to something else (a
/// new game, a file, a position set up).
fn forget_the_end(
    mut online: ResMut<Online>,
    settings: Res<AppSettings>,
    mut relay: Local<Option<String>>,
    mut sessions: MessageReader<SessionRequest>,
) {
    let relay_changed = relay.as_ref().is_some_and(|r| *r != settings.online.relay);
    *relay = Some(settings.online.relay.clone());
    let moved_on = sessions.read().any(|r| {
        matches!(
            r,
            SessionRequest::NewGame(_) | SessionRequest::Load(_) | SessionRequest::SetUp { .. }
        )
    });
    if (relay_changed || moved_on) && matches!(online.phase, Phase::Ended(_)) {
        online.phase = Phase::Off;
    }
}
