//! The *Tournament* window, for one of its players: join a tournament (from the list on
//! this network, or by the organizer's code); then the tournament's name, the player's
//! place in it, each of their rounds with its result (and how it was settled), and the
//! standings between rounds. It opens by itself between rounds and gives way to the board
//! when a round starts.

use crate::gui::settings::AppSettings;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::tournament::{RoundLine, RoundPlay, Tournament, TournamentRequest};
use crate::t;
use crate::tournament::hall::Verdict;
use crate::tournament::standings::{Outcome, quarters};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The code typed in the window.
#[derive(Resource, Debug, Default, Clone)]
struct TypedCode(String);

/// The seat kept from before the program ended, read as the window opens.
#[derive(Resource, Debug, Default, Clone)]
struct KeptSeatShown(Option<crate::tournament::hall::KeptSeat>);

/// The tournaments on the same network, listened for while the window is open and the
/// player is in none; the listening starts on a thread of its own.
#[derive(Resource, Default)]
struct HeardTournaments(crate::gui::online::NetworkListing);

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedCode>()
        .init_resource::<HeardTournaments>()
        .init_resource::<KeptSeatShown>()
        .add_systems(
            OnEnter(OverBoard::Tournament),
            (
                listen_on_the_network,
                |mut shown: ResMut<KeptSeatShown>, players: Res<crate::gui::players::Players>| {
                    shown.0 = crate::gui::tournament::kept_seat_file(&players)
                        .as_deref()
                        .and_then(crate::gui::tournament::kept_seat);
                },
            ),
        )
        .add_systems(
            OnExit(OverBoard::Tournament),
            |mut heard: ResMut<HeardTournaments>| *heard = HeardTournaments::default(),
        )
        .add_systems(
            Update,
            hear_tournaments.run_if(in_state(OverBoard::Tournament)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            tournament_window.run_if(in_state(OverBoard::Tournament)),
        );
}

/// Starts listening for tournaments on the same network (none heard if multicast DNS
/// cannot be used here; the code still works). Not for a screenshot.
fn listen_on_the_network(
    mut heard: ResMut<HeardTournaments>,
    listen: Res<crate::gui::online::ListenOnTheNetwork>,
) {
    if listen.0 {
        heard.0 = crate::gui::online::NetworkListing::start(oware_net::TOURNAMENT_SERVICE);
    }
}

/// Takes the listening once it has started, and what it heard since the last frame.
fn hear_tournaments(mut heard: ResMut<HeardTournaments>) {
    heard.0.refresh();
}

fn tournament_window(
    mut contexts: EguiContexts,
    tournament: Res<Tournament>,
    mut settings: ResMut<AppSettings>,
    mut typed: ResMut<TypedCode>,
    (heard, kept): (Res<HeardTournaments>, Res<KeptSeatShown>),
    mut clipboard: ResMut<bevy_egui::EguiClipboard>,
    (mut actions, mut requests): (MessageWriter<UiAction>, MessageWriter<TournamentRequest>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    crate::gui::overlay::fitted::centred(t!("tournament-title"), "tournament-window", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                if let Some(seat) = tournament.seat() {
                    if tournament.entering() {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            text::label(ui, t!("tournament-entering"));
                        });
                        if ui.button(t!("online-cancel")).clicked() {
                            requests.write(TournamentRequest::Leave);
                        }
                        return;
                    }
                    seated(ui, &tournament, seat, &mut requests);
                    return;
                }
                if let Some(why) = tournament.failed() {
                    text::colored_label(ui, egui::Color32::from_rgb(200, 60, 50), why);
                    ui.add_space(6.0);
                }
                if let Some(kept) = &kept.0 {
                    ui.group(|ui| {
                        text::label(
                            ui,
                            t!(
                                "tournament-kept-seat",
                                tournament = kept.tournament.clone(),
                                name = kept.name.clone()
                            ),
                        );
                        if ui
                            .button(egui::RichText::new(t!("tournament-take-back")).strong())
                            .clicked()
                        {
                            requests.write(TournamentRequest::TakeBack);
                        }
                    });
                    ui.add_space(6.0);
                }
                join_form(
                    ui,
                    &mut settings,
                    &mut typed,
                    &mut clipboard,
                    heard.0.heard(),
                    &mut requests,
                );
            })
        });
    if !open {
        actions.write(UiAction::Close(OverBoard::Tournament));
    }
    Ok(())
}

/// The name, the code and the tournaments heard on this network.
fn join_form(
    ui: &mut egui::Ui,
    settings: &mut AppSettings,
    typed: &mut TypedCode,
    clipboard: &mut bevy_egui::EguiClipboard,
    heard: Option<&oware_net::LanListing>,
    requests: &mut MessageWriter<TournamentRequest>,
) {
    text::label(ui, t!("tournament-join-explained"));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        text::label(ui, t!("online-your-name"));
        ui.add(
            egui::TextEdit::singleline(&mut settings.online.name)
                .hint_text(t!("online-default-name"))
                .char_limit(crate::MAX_NAME)
                .desired_width(200.0),
        );
    });
    ui.add_space(6.0);
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
            egui::Button::new(egui::RichText::new(t!("tournament-join")).strong()),
        )
        .clicked()
        || (join && ready)
    {
        requests.write(TournamentRequest::Join(typed.0.trim().to_string()));
    }
    if let Some(heard) = heard {
        ui.add_space(8.0);
        ui.group(|ui| {
            ui.strong(t!("tournament-lan-heading"));
            if heard.matches().is_empty() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.weak(t!("tournament-lan-none"));
                });
            }
            for found in heard.matches() {
                ui.horizontal(|ui| {
                    text::label(ui, egui::RichText::new(&found.name).strong());
                    if ui.button(t!("tournament-join")).clicked() {
                        requests.write(TournamentRequest::Join(found.code.clone()));
                    }
                });
            }
        });
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        text::label(ui, t!("online-relay-label"));
        crate::gui::panels::relay_choice::relay_choice(
            ui,
            &mut settings.online.relay,
            "tournament",
        );
    });
}

/// The player's place in the tournament: what now, their rounds, the standings.
fn seated(
    ui: &mut egui::Ui,
    tournament: &Tournament,
    seat: &crate::tournament::hall::Seat,
    requests: &mut MessageWriter<TournamentRequest>,
) {
    let Some(entered) = seat.entered() else {
        return;
    };
    text::heading(ui, &entered.tournament);
    let players = seat.players().len().max(entered.player + 1);
    text::label(
        ui,
        t!(
            "tournament-you-are",
            name = seat.name().to_string(),
            number = entered.player + 1,
            players = players,
            rounds = entered.rounds
        ),
    );
    ui.add_space(6.0);
    let now = if seat.is_over() {
        t!("tournament-over")
    } else if tournament.reconnecting() {
        t!("tournament-reconnecting")
    } else if let Some((round, board)) = tournament.board_in_play() {
        t!("tournament-playing-now", round = round, board = board)
    } else {
        t!("tournament-waiting")
    };
    text::label(ui, egui::RichText::new(now).strong());
    if !tournament.rounds().is_empty() {
        ui.add_space(8.0);
        ui.strong(t!("tournament-your-rounds"));
        egui::Grid::new("tournament-rounds")
            .num_columns(3)
            .spacing([12.0, 4.0])
            .striped(true)
            .show(ui, |ui| {
                for line in tournament.rounds() {
                    round_row(ui, line);
                    ui.end_row();
                }
            });
    }
    let (after, lines) = seat.standings();
    if !lines.is_empty() {
        ui.add_space(8.0);
        ui.strong(t!("tournament-standings-after", round = after));
        egui::Grid::new("tournament-standings")
            .num_columns(3)
            .spacing([12.0, 4.0])
            .striped(true)
            .show(ui, |ui| {
                for line in lines {
                    let mine = line.name == seat.name();
                    let strong = |s: String| {
                        let text = egui::RichText::new(s);
                        if mine { text.strong() } else { text }
                    };
                    text::label(ui, strong(line.rank.to_string()));
                    text::label(ui, strong(line.name.clone()));
                    text::label(ui, strong(quarters(2 * u64::from(line.halves))));
                    ui.end_row();
                }
            });
    }
    ui.add_space(8.0);
    if seat.is_over() {
        if ui.button(t!("tournament-close")).clicked() {
            requests.write(TournamentRequest::Dismiss);
        }
    } else if ui
        .button(t!("tournament-leave"))
        .on_hover_text(t!("tournament-leave-tip"))
        .clicked()
    {
        requests.write(TournamentRequest::Leave);
    }
}

/// One of the player's rounds: its number, the board and opponent, the result as it
/// stands.
fn round_row(ui: &mut egui::Ui, line: &RoundLine) {
    text::label(ui, t!("tournament-round", round = line.round));
    match &line.play {
        RoundPlay::Sat { halves } => {
            text::label(ui, t!("tournament-no-game-short"));
            text::label(ui, quarters(2 * u64::from(*halves)));
        }
        RoundPlay::Board {
            board,
            opponent,
            first,
            outcome,
            verdict,
            stopped,
        } => {
            text::label(
                ui,
                t!(
                    "tournament-board-against",
                    board = *board,
                    name = opponent.clone()
                ),
            );
            let result = match (outcome, verdict, stopped) {
                (Some(outcome), verdict, _) => {
                    let mine = match (outcome, first) {
                        (Outcome::Draw, _) => t!("tournament-drew"),
                        (Outcome::FirstWins, true) | (Outcome::SecondWins, false) => {
                            t!("tournament-won")
                        }
                        _ => t!("tournament-lost-game"),
                    };
                    match verdict {
                        Some(Verdict::Decided { reason }) => {
                            format!(
                                "{mine} — {}",
                                t!("tournament-decided-short", reason = reason.clone())
                            )
                        }
                        _ => mine,
                    }
                }
                (None, Some(Verdict::Disputed), _) => t!("tournament-disputed-short"),
                (None, _, Some(_)) => t!("tournament-stopped-short"),
                (None, _, None) => t!("tournament-pending"),
            };
            text::label(ui, result);
        }
    }
}
