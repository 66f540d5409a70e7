//! The *Play online* window: host a match (the name the friend sees, the match, the side;
//! then the code to give them, with Copy) or join one (the code typed or pasted); the
//! connection's progress, and why it failed. Also the question the other player's undo
//! asks, over the board.

use crate::gui::online::{Online, OnlineRequest, OnlineStatus};
use crate::gui::settings::AppSettings;
use crate::gui::state::{AppScreen, OverBoard, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::rules::{MatchFormat, Side};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The code typed in the window.
#[derive(Resource, Debug, Default, Clone)]
struct TypedCode(String);

/// Whether hosting continues the match on the board.
#[derive(Resource, Debug, Default, Clone, Copy)]
struct ContinueMatch(bool);

/// The matches hosted on the same network, listened for while the window is open; the
/// listening starts on a thread of its own, and arrives here when it is ready.
#[derive(Resource, Default)]
struct HeardMatches(crate::gui::online::NetworkListing);

/// Registers the window and the question.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedCode>()
        .init_resource::<ContinueMatch>()
        .init_resource::<HeardMatches>()
        .add_systems(OnEnter(OverBoard::Online), listen_on_the_network)
        .add_systems(
            OnExit(OverBoard::Online),
            |mut heard: ResMut<HeardMatches>,
             online: Res<Online>,
             mut requests: MessageWriter<OnlineRequest>| {
                *heard = HeardMatches::default();
                // A failure told in the window goes with it.
                if matches!(online.status(), Some(OnlineStatus::Ended(_))) {
                    requests.write(OnlineRequest::Dismiss);
                }
            },
        )
        .add_systems(Update, hear_matches.run_if(in_state(OverBoard::Online)))
        .add_systems(
            EguiPrimaryContextPass,
            (
                online_window.run_if(in_state(OverBoard::Online)),
                undo_question,
            ),
        )
        .add_systems(Update, go_to_the_match);
}

/// Starts listening for matches hosted on the same network, away from the frames (none
/// heard if multicast DNS cannot be used here; the code still works). Not for a
/// screenshot, which sends nothing beyond this machine.
fn listen_on_the_network(
    mut heard: ResMut<HeardMatches>,
    listen: Res<crate::gui::online::ListenOnTheNetwork>,
) {
    if listen.0 {
        heard.0 = crate::gui::online::NetworkListing::start(oware_net::SERVICE);
    }
}

/// Takes the listening once it has started, and what it heard since the last frame.
fn hear_matches(mut heard: ResMut<HeardMatches>) {
    heard.0.refresh();
}

/// When the match starts, the window gives way to the board.
fn go_to_the_match(
    online: Res<Online>,
    mut was_playing: Local<bool>,
    mut actions: MessageWriter<UiAction>,
) {
    let playing = matches!(online.status(), Some(OnlineStatus::Playing { .. }));
    if playing && !*was_playing {
        actions.write(UiAction::Close(OverBoard::Online));
        actions.write(UiAction::GoTo(AppScreen::Playing));
    }
    *was_playing = playing;
}

fn online_window(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut settings: ResMut<AppSettings>,
    mut typed: ResMut<TypedCode>,
    (heard, mut continued, session): (
        Res<HeardMatches>,
        ResMut<ContinueMatch>,
        Res<crate::gui::game::session::GameSession>,
    ),
    mut clipboard: ResMut<bevy_egui::EguiClipboard>,
    (mut actions, mut requests): (MessageWriter<UiAction>, MessageWriter<OnlineRequest>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let status = online.status();
    crate::gui::overlay::fitted::centred(t!("online-title"), "online-window", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                match &status {
                    None | Some(OnlineStatus::Ended(_)) => {
                        if let Some(OnlineStatus::Ended(why)) = &status {
                            text::colored_label(ui, egui::Color32::from_rgb(200, 60, 50), why);
                            ui.add_space(6.0);
                        }
                        // A match under way on the board can be continued online.
                        let under_way = !session.game().is_over()
                            && (!session.game().plies().is_empty()
                                || !session.match_state().games.is_empty());
                        continued.0 &= under_way;
                        choices(
                            ui,
                            &mut settings,
                            &mut typed,
                            &mut clipboard,
                            &mut requests,
                            under_way.then_some(&mut continued.0),
                        );
                        heard_matches(ui, heard.0.heard(), &mut requests);
                        ui.add_space(6.0);
                        if ui.button(t!("menu-tournament")).clicked() {
                            actions.write(UiAction::Open(OverBoard::Tournament));
                        }
                        ui.add_space(6.0);
                        ui.horizontal(|ui| {
                            text::label(ui, t!("online-relay-label"));
                            crate::gui::panels::relay_choice::relay_choice(
                                ui,
                                &mut settings.online.relay,
                                "online",
                            );
                        });
                    }
                    Some(OnlineStatus::Hosting(code)) => {
                        let note = online
                            .same_network_only()
                            .then_some(settings.online.relay.as_str());
                        hosting(ui, code.as_deref(), note, &mut clipboard, &mut requests);
                    }
                    Some(OnlineStatus::Joining) => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            text::label(ui, t!("online-joining"));
                        });
                        if ui.button(t!("online-cancel")).clicked() {
                            requests.write(OnlineRequest::Cancel);
                        }
                    }
                    Some(OnlineStatus::Playing { opponent, .. }) => {
                        text::label(ui, t!("online-playing", name = opponent.clone()));
                    }
                    Some(OnlineStatus::Reconnecting { opponent, seconds }) => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            text::label(
                                ui,
                                t!(
                                    "online-status-reconnecting",
                                    name = opponent.clone(),
                                    seconds = *seconds
                                ),
                            );
                        });
                        text::label(ui, t!("online-reconnecting-explained"));
                        if ui.button(t!("menu-leave-online")).clicked() {
                            requests.write(OnlineRequest::Leave);
                        }
                    }
                }
            })
        });
    if !open {
        actions.write(UiAction::Close(OverBoard::Online));
    }
    Ok(())
}

/// The name, then hosting and joining side by side.
fn choices(
    ui: &mut egui::Ui,
    settings: &mut AppSettings,
    typed: &mut TypedCode,
    clipboard: &mut bevy_egui::EguiClipboard,
    requests: &mut MessageWriter<OnlineRequest>,
    continued: Option<&mut bool>,
) {
    ui.horizontal(|ui| {
        text::label(ui, t!("online-your-name"));
        ui.add(
            egui::TextEdit::singleline(&mut settings.online.name)
                .hint_text(t!("online-default-name"))
                .char_limit(crate::MAX_NAME)
                .desired_width(200.0),
        );
    });
    ui.add_space(8.0);
    ui.group(|ui| {
        ui.strong(t!("online-host-heading"));
        text::label(ui, t!("online-host-explained"));
        egui::Grid::new("online-host-grid")
            .num_columns(2)
            .spacing([16.0, 6.0])
            .show(ui, |ui| {
                text::label(ui, t!("new-game-match"));
                let format = &mut settings.online.format;
                egui::ComboBox::from_id_salt("online-format")
                    .selected_text(crate::gui::words::match_format(*format))
                    .show_ui(ui, |ui| {
                        for f in MatchFormat::ALL {
                            ui.selectable_value(format, f, crate::gui::words::match_format(f));
                        }
                    });
                ui.end_row();
                crate::gui::panels::rule_choice::rule_rows(ui, &mut settings.online.rules);
                text::label(ui, t!("new-game-who-starts"));
                ui.horizontal(|ui| {
                    for side in Side::BOTH {
                        let name = crate::gui::words::side_name(side);
                        text::radio_value(ui, &mut settings.online.first, side, name);
                    }
                });
                ui.end_row();
                text::label(ui, t!("online-you-play"));
                ui.horizontal(|ui| {
                    for side in Side::BOTH {
                        let name = crate::gui::words::side_name(side);
                        text::radio_value(ui, &mut settings.online.side, side, name);
                    }
                });
                ui.end_row();
                crate::gui::panels::clock_choice::clock_row(ui, &mut settings.online.clock);
            });
        text::checkbox(ui, &mut settings.online.lan, t!("online-lan-announce"))
            .on_hover_words(t!("online-lan-announce-tip"));
        text::checkbox(ui, &mut settings.online.hints, t!("online-hints-offer"))
            .on_hover_words(t!("online-hints-offer-tip"));
        let mut continuing = false;
        if let Some(continued) = continued {
            text::checkbox(ui, continued, t!("online-continue"))
                .on_hover_words(t!("online-continue-tip"));
            continuing = *continued;
        }
        if ui
            .button(egui::RichText::new(t!("online-host")).strong())
            .clicked()
        {
            requests.write(if continuing {
                OnlineRequest::HostContinued
            } else {
                OnlineRequest::Host
            });
        }
    });
    ui.add_space(8.0);
    ui.group(|ui| {
        ui.strong(t!("online-join-heading"));
        text::label(ui, t!("online-join-explained"));
        let mut join = false;
        ui.horizontal(|ui| {
            let field = ui.add(
                egui::TextEdit::singleline(&mut typed.0)
                    .hint_text("7K3M-Q9XD-2HVA-ZR6B")
                    .font(egui::TextStyle::Monospace)
                    .char_limit(400)
                    .desired_width(240.0),
            );
            join = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(t!("setup-paste")).clicked()
                && let Some(text) = clipboard.get_text()
            {
                typed.0 = text.trim().to_string();
            }
        });
        let ready = !typed.0.trim().is_empty();
        if ui
            .add_enabled(
                ready,
                egui::Button::new(egui::RichText::new(t!("online-join")).strong()),
            )
            .clicked()
            || (join && ready)
        {
            requests.write(OnlineRequest::Join(typed.0.trim().to_string()));
        }
    });
}

/// The matches hosted on this network, each with its Join button.
fn heard_matches(
    ui: &mut egui::Ui,
    heard: Option<&oware_net::LanListing>,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let Some(heard) = heard else { return };
    ui.add_space(8.0);
    ui.group(|ui| {
        ui.strong(t!("online-lan-heading"));
        if heard.matches().is_empty() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(t!("online-lan-none"));
            });
        }
        for found in heard.matches() {
            let game = MatchFormat::ALL
                .into_iter()
                .find(|f| format!("{f:?}") == found.game)
                .map(crate::gui::words::match_format)
                .unwrap_or_default();
            // The clock, in words, when the host gave one that reads.
            let clock = found
                .clock
                .as_deref()
                .and_then(|c| c.parse::<crate::rules::TimeControl>().ok())
                .map(|c| crate::gui::words::time_control(Some(c)));
            ui.horizontal(|ui| {
                text::label(ui, egui::RichText::new(&found.name).strong());
                text::label(ui, game);
                if let Some(clock) = clock {
                    text::label(ui, clock);
                }
                if ui.button(t!("online-join")).clicked() {
                    requests.write(OnlineRequest::Join(found.code.clone()));
                }
            });
        }
    });
}

/// The code to give, once the network gave it, and the wait for the friend.
fn hosting(
    ui: &mut egui::Ui,
    code: Option<&str>,
    same_network_only: Option<&str>,
    clipboard: &mut bevy_egui::EguiClipboard,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    match code {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                text::label(ui, t!("online-reaching-network"));
            });
        }
        Some(code) => {
            text::label(ui, t!("online-give-code"));
            ui.add_space(4.0);
            // The 16 characters large; the addresses a code may carry, small and wrapped,
            // so that the window keeps its width.
            let (short, addresses) = code
                .split_once('@')
                .map_or((code, None), |(short, addresses)| (short, Some(addresses)));
            ui.horizontal(|ui| {
                text::label(
                    ui,
                    egui::RichText::new(short).monospace().size(24.0).strong(),
                );
                if ui.button(t!("online-copy")).clicked() {
                    clipboard.set_text(code);
                }
            });
            if let Some(addresses) = addresses {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(format!("@{addresses}"))
                            .monospace()
                            .small(),
                    )
                    .wrap(),
                );
            }
            if let Some(relay) = same_network_only {
                same_network_note(ui, relay);
            }
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.spinner();
                text::label(ui, t!("online-waiting"));
            });
        }
    }
    if ui.button(t!("online-cancel")).clicked() {
        requests.write(OnlineRequest::Cancel);
    }
}

/// Hosted without a relay: only the same network can join (and why, when a relay was
/// chosen but could not be reached).
fn same_network_note(ui: &mut egui::Ui, relay: &str) {
    ui.add_space(4.0);
    if relay.trim() != "off" {
        ui.add(
            egui::Label::new(
                egui::RichText::new(t!("online-relay-unreachable", relay = relay.to_string()))
                    .color(ui.visuals().warn_fg_color),
            )
            .wrap(),
        );
    }
    ui.add(egui::Label::new(t!("online-same-network-only")).wrap());
}

/// The other player asks something (to take moves back, or to end a cycling game by
/// agreement): allow or refuse.
fn undo_question(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut requests: MessageWriter<OnlineRequest>,
) -> Result {
    let (title, question, answer): (_, _, fn(bool) -> OnlineRequest) =
        if let Some(name) = online.undo_question() {
            (
                t!("online-undo-title"),
                t!("online-undo-question", name = name),
                OnlineRequest::AnswerUndo,
            )
        } else if let Some(name) = online.end_question() {
            (
                t!("online-end-title"),
                t!("online-end-question", name = name),
                OnlineRequest::AnswerEnd,
            )
        } else {
            return Ok(());
        };
    let ctx = contexts.ctx_mut()?;
    crate::gui::overlay::fitted::fitted(
        egui::Window::new(title)
            .id(egui::Id::new("online-question"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 60.0)),
        ctx,
    )
    .show(ctx, |ui| {
        crate::gui::overlay::fitted::scrolled(ui, |ui| {
            text::label(ui, question);
            ui.horizontal(|ui| {
                if ui.button(t!("online-undo-allow")).clicked() {
                    requests.write(answer(true));
                }
                if ui.button(t!("online-undo-refuse")).clicked() {
                    requests.write(answer(false));
                }
            });
        })
    });
    Ok(())
}
