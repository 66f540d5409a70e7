//! The *Host a tournament* window, for its organizer: the tournament's name, system, match
//! format and clock, then hosting (or a tournament kept from before, hosted again). Once
//! hosted: the code players join with, who joined (and who is connected), the round in
//! play with every board live (its position as the moves pass; one opened large,
//! read-only), a result set with its reason, the round paused, a player withdrawn, the
//! standings, and the end.

use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::tournament::{Desk, DeskRequest, HostChoices};
use crate::gui::windows::board_diagram::{self, DiagramTextures, PitMarks};
use crate::rules::{MatchFormat, Move, Pit, Position, Rules};
use crate::t;
use crate::tournament::event::{Settled, System};
use crate::tournament::hall::{LiveBoard, Organizer};
use crate::tournament::standings::{Outcome, quarters};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// What the organizer has chosen so far, and what the window shows.
#[derive(Resource, Debug, Clone)]
struct HostForm {
    choices: HostChoices,
    clock: Option<crate::rules::TimeControl>,
    /// The board opened large, in the round in play.
    opened: Option<usize>,
    /// The result and reason being set for a board.
    deciding: Option<(usize, Outcome, String)>,
}

impl Default for HostForm {
    fn default() -> Self {
        HostForm {
            choices: HostChoices {
                name: String::new(),
                system: System::Swiss { rounds: 3 },
                format: MatchFormat::Single,
                clock: None,
                list: true,
            },
            clock: None,
            opened: None,
            deciding: None,
        }
    }
}

/// Registers the window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HostForm>().add_systems(
        EguiPrimaryContextPass,
        (
            host_window.run_if(in_state(OverBoard::HostTournament)),
            opened_board.run_if(in_state(OverBoard::HostTournament)),
        )
            .chain(),
    );
}

fn host_window(
    mut contexts: EguiContexts,
    desk: Res<Desk>,
    mut form: ResMut<HostForm>,
    mut diagrams: ResMut<DiagramTextures>,
    players: Res<crate::gui::players::Players>,
    mut clipboard: ResMut<bevy_egui::EguiClipboard>,
    (mut actions, mut requests, mut play): (
        MessageWriter<UiAction>,
        MessageWriter<DeskRequest>,
        MessageWriter<crate::gui::tournament::TournamentRequest>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    crate::gui::overlay::fitted::centred(t!("host-tournament-title"), "host-tournament", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                if let Some(said) = desk.said() {
                    text::colored_label(ui, egui::Color32::from_rgb(200, 60, 50), said);
                    ui.add_space(6.0);
                }
                match (desk.organizer(), desk.code()) {
                    (None, _) => {
                        let kept = players
                            .data_folder()
                            .map(|d| {
                                crate::gui::tournament::unfinished(
                                    &crate::gui::tournament::tournaments_folder(d),
                                )
                            })
                            .unwrap_or_default();
                        choices(ui, &mut form, &kept, &mut requests);
                    }
                    (Some(_), None) => {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            text::label(ui, t!("online-reaching-network"));
                        });
                    }
                    (Some(organizer), Some(code)) => {
                        let ended = !desk.is_active();
                        hosted(
                            ui,
                            organizer,
                            code,
                            ended,
                            &mut form,
                            &mut diagrams,
                            &mut clipboard,
                            &mut requests,
                            &mut play,
                        );
                    }
                }
            })
        });
    if !open {
        actions.write(UiAction::Close(OverBoard::HostTournament));
    }
    Ok(())
}

/// The tournament to host: name, system, format, clock; or one kept from before.
fn choices(
    ui: &mut egui::Ui,
    form: &mut HostForm,
    kept: &[(std::path::PathBuf, String)],
    requests: &mut MessageWriter<DeskRequest>,
) {
    text::label(ui, t!("host-tournament-explained"));
    ui.add_space(6.0);
    egui::Grid::new("host-tournament-grid")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            text::label(ui, t!("host-tournament-name"));
            ui.add(
                egui::TextEdit::singleline(&mut form.choices.name)
                    .hint_text(t!("host-tournament-name-hint"))
                    .char_limit(64)
                    .desired_width(220.0),
            );
            ui.end_row();
            text::label(ui, t!("host-tournament-system"));
            let system = &mut form.choices.system;
            egui::ComboBox::from_id_salt("host-tournament-system")
                .selected_text(system_name(*system))
                .show_ui(ui, |ui| {
                    let rounds = match *system {
                        System::Swiss { rounds } => rounds,
                        _ => 3,
                    };
                    for s in [
                        System::Swiss { rounds },
                        System::RoundRobin,
                        System::DoubleRoundRobin,
                        System::Knockout,
                    ] {
                        ui.selectable_value(system, s, system_name(s));
                    }
                });
            ui.end_row();
            if let System::Swiss { rounds } = &mut form.choices.system {
                text::label(ui, t!("host-tournament-rounds"));
                ui.add(egui::DragValue::new(rounds).range(1..=15));
                ui.end_row();
            }
            text::label(ui, t!("new-game-match"));
            let format = &mut form.choices.format;
            egui::ComboBox::from_id_salt("host-tournament-format")
                .selected_text(crate::gui::words::match_format(*format))
                .show_ui(ui, |ui| {
                    for f in MatchFormat::ALL {
                        ui.selectable_value(format, f, crate::gui::words::match_format(f));
                    }
                });
            ui.end_row();
            crate::gui::panels::clock_choice::clock_row(ui, &mut form.clock);
        });
    text::checkbox(ui, &mut form.choices.list, t!("online-lan-announce"));
    let ready = !form.choices.name.trim().is_empty();
    if ui
        .add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("host-tournament-host")).strong()),
        )
        .clicked()
    {
        let mut choices = form.choices.clone();
        choices.clock = form.clock.map(|c| c.to_string());
        requests.write(DeskRequest::Host(choices));
    }
    if !kept.is_empty() {
        ui.add_space(8.0);
        ui.group(|ui| {
            ui.strong(t!("host-tournament-kept"));
            for (path, name) in kept.iter().take(5) {
                ui.horizontal(|ui| {
                    text::label(ui, egui::RichText::new(name).strong());
                    if ui.button(t!("host-tournament-resume")).clicked() {
                        requests.write(DeskRequest::Resume(path.clone()));
                    }
                });
            }
        });
    }
}

/// A system's name.
fn system_name(system: System) -> String {
    match system {
        System::Swiss { .. } => t!("system-swiss"),
        System::RoundRobin => t!("system-round-robin"),
        System::DoubleRoundRobin => t!("system-double-round-robin"),
        System::Knockout => t!("system-knockout"),
    }
}

/// The tournament hosted: its code, its players, the round in play, the standings.
#[allow(clippy::too_many_arguments)]
fn hosted(
    ui: &mut egui::Ui,
    organizer: &Organizer,
    code: &str,
    ended: bool,
    form: &mut HostForm,
    diagrams: &mut DiagramTextures,
    clipboard: &mut bevy_egui::EguiClipboard,
    requests: &mut MessageWriter<DeskRequest>,
    play: &mut MessageWriter<crate::gui::tournament::TournamentRequest>,
) {
    let t = organizer.tournament();
    text::heading(ui, t.name.as_str());
    if !ended {
        text::label(ui, t!("host-tournament-give-code"));
        // The 16 characters large; the addresses a code may carry (hosted for this network
        // only), small and wrapped: players type them too.
        let (short, addresses) = code
            .split_once('@')
            .map_or((code, None), |(short, addresses)| (short, Some(addresses)));
        ui.horizontal(|ui| {
            text::label(
                ui,
                egui::RichText::new(short).monospace().size(22.0).strong(),
            );
            if ui.button(t!("online-copy")).clicked() {
                clipboard.set_text(code);
            }
            if ui
                .button(t!("host-tournament-play-too"))
                .on_hover_text(t!("host-tournament-play-too-tip"))
                .clicked()
            {
                play.write(crate::gui::tournament::TournamentRequest::Join(
                    code.to_string(),
                ));
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
    }
    ui.add_space(6.0);
    ui.strong(t!("host-tournament-players", count = t.players.len()));
    egui::Grid::new("host-tournament-players")
        .num_columns(3)
        .spacing([12.0, 2.0])
        .striped(true)
        .show(ui, |ui| {
            for (i, p) in t.players.iter().enumerate() {
                ui.horizontal(|ui| {
                    connected_mark(ui, organizer.is_connected(i));
                    text::label(ui, format!("{}. {}", i + 1, p.name));
                });
                if p.withdrawn_from.is_some() {
                    ui.weak(t!("host-tournament-withdrawn"));
                } else if !ended && ui.small_button(t!("host-tournament-withdraw")).clicked() {
                    requests.write(DeskRequest::Withdraw(i));
                }
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    let planned = t.rounds_planned();
    let round = t.rounds.len();
    let over = ended || t.is_over();
    let status = if over {
        t!("tournament-over")
    } else if round == 0 {
        t!("host-tournament-not-started", rounds = planned)
    } else {
        t!("host-tournament-round-of", round = round, rounds = planned)
    };
    text::label(ui, egui::RichText::new(status).strong());
    if !over {
        ui.horizontal_wrapped(|ui| {
            let can_start = t.players.len() >= 2
                && t.rounds.last().is_none_or(|r| r.complete())
                && round < planned;
            if ui
                .add_enabled(
                    can_start,
                    egui::Button::new(
                        egui::RichText::new(t!("host-tournament-start", round = round + 1))
                            .strong(),
                    ),
                )
                .clicked()
            {
                requests.write(DeskRequest::StartRound);
            }
            if let Some(r) = t.rounds.last().filter(|r| !r.complete()) {
                let (word, paused) = if r.paused {
                    (t!("host-tournament-go"), false)
                } else {
                    (t!("host-tournament-pause"), true)
                };
                if ui.button(word).clicked() {
                    requests.write(DeskRequest::Pause(paused));
                }
            }
            if ui.button(t!("host-tournament-end")).clicked() {
                requests.write(DeskRequest::End);
            }
        });
    }
    if let Some(r) = t.rounds.last() {
        ui.add_space(6.0);
        ui.strong(t!("host-tournament-boards", round = round));
        if r.paused {
            ui.weak(t!("host-tournament-paused"));
        }
        let live = organizer.live();
        for (i, b) in r.boards.iter().enumerate() {
            let number = i + 1;
            ui.group(|ui| {
                let names = t!(
                    "host-tournament-board-names",
                    board = number,
                    first = t.players[b.pairing.first].name.clone(),
                    second = t.players[b.pairing.second].name.clone()
                );
                text::label(ui, egui::RichText::new(names).strong());
                text::label(ui, board_state(b, live.get(i), organizer.begun(number)));
                ui.horizontal(|ui| {
                    if let Some((position, last)) = live.get(i).and_then(position_of) {
                        let marks = PitMarks {
                            origin: last,
                            ..PitMarks::default()
                        };
                        board_diagram::draw(ui, diagrams, &position, &marks);
                    }
                    ui.vertical(|ui| {
                        if live.get(i).is_some_and(|l| !l.games.is_empty())
                            && ui.small_button(t!("host-tournament-open")).clicked()
                        {
                            form.opened = Some(number);
                        }
                        if !over && b.result.is_none() {
                            decide_row(ui, number, form, requests);
                        }
                    });
                });
            });
        }
    }
    let standings = t.standings();
    if standings.iter().any(|s| s.points > 0) {
        ui.add_space(6.0);
        ui.strong(t!("host-tournament-standings"));
        egui::Grid::new("host-tournament-standings")
            .num_columns(3)
            .spacing([12.0, 2.0])
            .striped(true)
            .show(ui, |ui| {
                for s in &standings {
                    text::label(ui, s.rank.to_string());
                    text::label(ui, t.players[s.player].name.as_str());
                    text::label(ui, quarters(s.points));
                    ui.end_row();
                }
            });
    }
    if ended {
        ui.add_space(6.0);
        if ui.button(t!("tournament-close")).clicked() {
            requests.write(DeskRequest::Close);
        }
    }
}

/// A player's line to the organizer: up (green) or away (grey).
fn connected_mark(ui: &mut egui::Ui, up: bool) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    let colour = if up {
        egui::Color32::from_rgb(70, 180, 90)
    } else {
        egui::Color32::from_gray(110)
    };
    ui.painter().circle_filled(rect.center(), 4.5, colour);
    response.on_hover_text(if up {
        t!("host-tournament-connected")
    } else {
        t!("host-tournament-away")
    });
}

/// Where a board stands: its result and how it was settled, or its game in play.
fn board_state(
    board: &crate::tournament::event::Board,
    live: Option<&LiveBoard>,
    begun: bool,
) -> String {
    if let Some((outcome, settled)) = &board.result {
        let score = match outcome {
            Outcome::FirstWins => "1 – 0",
            Outcome::SecondWins => "0 – 1",
            Outcome::Draw => "½ – ½",
        };
        return match settled {
            Settled::Agreed => format!("{score} ({})", t!("host-tournament-agreed")),
            Settled::Decided(reason) => format!(
                "{score} ({})",
                t!("tournament-decided-short", reason = reason.clone())
            ),
            Settled::Forfeit => format!("{score} ({})", t!("host-tournament-forfeit")),
        };
    }
    if board.disputed() {
        return t!("tournament-disputed-short");
    }
    let games = live.map_or(0, |l| l.games.len());
    let plies = live
        .and_then(|l| l.games.last())
        .map_or(0, |g| g.moves.chars().count());
    if !begun && games == 0 {
        t!("host-tournament-waiting-players")
    } else {
        t!(
            "host-tournament-in-play",
            game = games.max(1),
            plies = plies
        )
    }
}

/// The organizer's result for a board, with a reason.
fn decide_row(
    ui: &mut egui::Ui,
    board: usize,
    form: &mut HostForm,
    requests: &mut MessageWriter<DeskRequest>,
) {
    let mine = form.deciding.as_ref().is_some_and(|(b, ..)| *b == board);
    if !mine {
        if ui.small_button(t!("host-tournament-decide")).clicked() {
            form.deciding = Some((board, Outcome::Draw, String::new()));
        }
        return;
    }
    let Some((_, outcome, reason)) = form.deciding.as_mut() else {
        return;
    };
    ui.horizontal(|ui| {
        for (o, words) in [
            (Outcome::FirstWins, "1 – 0"),
            (Outcome::Draw, "½ – ½"),
            (Outcome::SecondWins, "0 – 1"),
        ] {
            ui.selectable_value(outcome, o, words);
        }
    });
    ui.add(
        egui::TextEdit::singleline(reason)
            .hint_text(t!("host-tournament-reason"))
            .char_limit(120)
            .desired_width(200.0),
    );
    let mut done = false;
    ui.horizontal(|ui| {
        let ready = !reason.trim().is_empty();
        if ui
            .add_enabled(ready, egui::Button::new(t!("host-tournament-decide")))
            .clicked()
        {
            requests.write(DeskRequest::Decide {
                board,
                outcome: *outcome,
                reason: reason.trim().to_string(),
            });
            done = true;
        } else if ui.button(t!("online-cancel")).clicked() {
            done = true;
        }
    });
    if done {
        form.deciding = None;
    }
}

/// The position of a board's game in play, replayed from its moves (its first move says
/// who started it), and the pit its last move was sown from.
fn position_of(live: &LiveBoard) -> Option<(Position, Option<Pit>)> {
    let rules = Rules::ABAPA;
    let game = live.games.last()?;
    let pits: Vec<Pit> = game
        .moves
        .chars()
        .map(Pit::from_letter)
        .collect::<Option<_>>()?;
    let first = pits.first().map_or(crate::rules::Side::South, |p| p.side());
    let mut position = Position::start_with(&rules, first);
    for &pit in &pits {
        position = position.play(Move::new(pit), &rules).ok()?.0;
    }
    Some((position, pits.last().copied()))
}

/// The board opened large, read-only: the two players, the position with the last move
/// marked, and the game's moves.
fn opened_board(
    mut contexts: EguiContexts,
    desk: Res<Desk>,
    mut form: ResMut<HostForm>,
    mut diagrams: ResMut<DiagramTextures>,
) -> Result {
    let Some(number) = form.opened else {
        return Ok(());
    };
    let Some(organizer) = desk.organizer() else {
        return Ok(());
    };
    let t = organizer.tournament();
    let (Some(round), Some(live)) = (t.rounds.last(), organizer.live().get(number - 1)) else {
        form.opened = None;
        return Ok(());
    };
    let Some(board) = round.boards.get(number - 1) else {
        form.opened = None;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let title = t!(
        "host-tournament-board-names",
        board = number,
        first = t.players[board.pairing.first].name.clone(),
        second = t.players[board.pairing.second].name.clone()
    );
    crate::gui::overlay::fitted::fitted(
        egui::Window::new(title)
            .id(egui::Id::new("host-tournament-opened"))
            .collapsible(false)
            .resizable(false)
            .open(&mut open),
        ctx,
    )
    .show(ctx, |ui| {
        crate::gui::overlay::fitted::scrolled(ui, |ui| {
            text::label(ui, board_state(board, Some(live), organizer.begun(number)));
            if let Some((position, last)) = position_of(live) {
                let marks = PitMarks {
                    origin: last,
                    ..PitMarks::default()
                };
                board_diagram::draw(ui, &mut diagrams, &position, &marks);
            }
            for (i, game) in live.games.iter().enumerate() {
                text::label(
                    ui,
                    egui::RichText::new(format!("{}. {}", i + 1, game.moves)).monospace(),
                );
            }
        })
    });
    if !open {
        form.opened = None;
    }
    Ok(())
}
