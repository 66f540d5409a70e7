//! The set-up panel beside the board: the variant and the seed count against its total,
//! what is wrong with the position (or that a game can start), who moves, the stores, the
//! position string to copy or paste, and *Analyse* and *Play this position…*, refused with
//! the reason while the position is impossible.

use crate::gui::board::inset::{BoardInset, RightPanel};
use crate::gui::modes::setup::{PositionSetup, SetupRequest};
use crate::gui::sowing::seeds::Place;
use crate::gui::state::{BoardMode, OverBoard, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::gui::words::errors::{notation_error, setup_error};
use crate::gui::words::side_name;
use crate::rules::Side;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the panel.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StringField>()
        .add_systems(OnExit(BoardMode::Setup), close_panel)
        .add_systems(
            EguiPrimaryContextPass,
            setup_panel
                .run_if(crate::gui::state::playing)
                .run_if(in_state(BoardMode::Setup)),
        );
}

/// The position string field: what is typed there, and the string it last showed.
#[derive(Resource, Debug, Default)]
struct StringField {
    text: String,
    shown: String,
}

fn close_panel(mut inset: ResMut<BoardInset>) {
    BoardInset::set_right(&mut inset, RightPanel::Setup, 0.0);
}

/// What the panel sends.
#[derive(bevy::ecs::system::SystemParam)]
struct PanelOut<'w> {
    requests: MessageWriter<'w, SetupRequest>,
    actions: MessageWriter<'w, UiAction>,
    clipboard: ResMut<'w, bevy_egui::EguiClipboard>,
}

fn setup_panel(
    mut contexts: EguiContexts,
    setup: Res<PositionSetup>,
    mut field: ResMut<StringField>,
    mut inset: ResMut<BoardInset>,
    settings_open: Res<crate::gui::state::SettingsOpen>,
    mut out: PanelOut,
) -> Result {
    // The settings panel takes the right side while it is open; the set-up waits beside.
    if settings_open.0 {
        BoardInset::set_right(&mut inset, RightPanel::Setup, 0.0);
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // The field follows the board, except while the player is changing it.
    let current = setup.position_string();
    if field.shown != current {
        field.shown = current.clone();
        field.text = current;
    }
    let mut root = crate::gui::board::inset::panel_root(ctx, "setup-root", inset.top);
    let shown = egui::Panel::right("setup")
        .resizable(false)
        .exact_size(crate::gui::board::inset::side_panel_width(ctx, 330.0))
        .show(&mut root, |ui| {
            // A short window scrolls the panel: its buttons stay reachable.
            crate::gui::overlay::fitted::panel_scrolled(ui, |ui| {
                text::heading(ui, egui::RichText::new(t!("setup-title")).size(24.0));
                variant_rows(ui, &setup, &mut out.requests);
                ui.separator();
                status(ui, &setup);
                ui.separator();
                edit_rows(ui, &setup, &mut out.requests);
                ui.separator();
                string_rows(ui, &setup, &mut field, &mut out);
                ui.separator();
                action_rows(ui, &setup, &mut out);
                ui.add_space(8.0);
                text::label(ui, egui::RichText::new(t!("setup-help")).weak());
            });
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    BoardInset::set_right(&mut inset, RightPanel::Setup, width);
    Ok(())
}

/// The variant, and its options to change.
fn variant_rows(
    ui: &mut egui::Ui,
    setup: &PositionSetup,
    requests: &mut MessageWriter<SetupRequest>,
) {
    let rules = setup.rules();
    let summary = t!(
        "rules-variant-seeds",
        seeds = rules.seeds_per_pit,
        total = rules.total_seeds(),
        win = rules.winning_total()
    );
    egui::CollapsingHeader::new(egui::RichText::new(summary).weak())
        .id_salt("setup-variant")
        .show(ui, |ui| {
            let mut chosen = *rules;
            egui::Grid::new("setup-variant-grid")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    crate::gui::panels::rule_choice::rule_rows(ui, &mut chosen);
                });
            if chosen != *rules {
                requests.write(SetupRequest::Rules(chosen));
            }
        });
}

/// The seed count against the variant's, and what is wrong, where the player looks.
fn status(ui: &mut egui::Ui, setup: &PositionSetup) {
    let expected = u32::from(setup.rules().total_seeds());
    let found = setup.total();
    let count = egui::RichText::new(t!("setup-total", found = found, expected = expected))
        .size(20.0)
        .strong();
    text::label(
        ui,
        if found == expected {
            count
        } else {
            count.color(ui.visuals().warn_fg_color)
        },
    );
    match setup.check() {
        Ok(_) => text::label(
            ui,
            egui::RichText::new(t!("setup-ready")).color(egui::Color32::from_rgb(0x7c, 0xc4, 0x7c)),
        ),
        Err(e) => text::label(
            ui,
            egui::RichText::new(setup_error(&e)).color(ui.visuals().error_fg_color),
        ),
    };
}

/// Who moves, the stores, clear and the start position.
fn edit_rows(ui: &mut egui::Ui, setup: &PositionSetup, requests: &mut MessageWriter<SetupRequest>) {
    egui::Grid::new("setup-grid")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            text::label(ui, t!("setup-to-move"));
            ui.horizontal(|ui| {
                for side in Side::BOTH {
                    if text::radio(ui, setup.to_move() == side, side_name(side)).clicked() {
                        requests.write(SetupRequest::ToMove(side));
                    }
                }
            });
            ui.end_row();
            text::label(ui, t!("setup-stores"));
            ui.horizontal(|ui| {
                for side in Side::BOTH {
                    let place = Place::Store(side);
                    let mut n = setup.seeds(place);
                    text::label(ui, side_name(side));
                    let drag = egui::DragValue::new(&mut n).range(0..=setup.rules().total_seeds());
                    if ui.add(drag).changed() {
                        requests.write(SetupRequest::Set(place, n));
                    }
                }
            });
            ui.end_row();
        });
    ui.horizontal(|ui| {
        if ui.button(t!("setup-clear")).clicked() {
            requests.write(SetupRequest::Clear);
        }
        if ui.button(t!("setup-start-position")).clicked() {
            requests.write(SetupRequest::StartPosition);
        }
    });
}

/// The position string: typed or pasted and used, or copied.
fn string_rows(
    ui: &mut egui::Ui,
    setup: &PositionSetup,
    field: &mut StringField,
    out: &mut PanelOut,
) {
    text::label(ui, t!("setup-string"));
    let edit = ui.add(
        egui::TextEdit::singleline(&mut field.text)
            .font(egui::TextStyle::Monospace)
            .desired_width(f32::INFINITY),
    );
    let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    ui.horizontal(|ui| {
        if ui.button(t!("setup-use-string")).clicked() || entered {
            out.requests.write(SetupRequest::Paste(field.text.clone()));
        }
        if ui.button(t!("setup-copy")).clicked() {
            out.actions.write(UiAction::CopyPosition);
        }
        // Only the start of a long clipboard is read: a position string is short.
        if ui.button(t!("setup-paste")).clicked()
            && let Some(text) = out.clipboard.get_text()
        {
            let text: String = text.chars().take(200).collect();
            field.text = text.clone();
            out.requests.write(SetupRequest::Paste(text));
        }
    });
    if let Some((_, e)) = setup.refused() {
        text::label(
            ui,
            egui::RichText::new(t!("setup-refused", error = notation_error(e)))
                .color(ui.visuals().error_fg_color),
        );
    }
}

/// Analyse, play, or back to the game; the first two only for a position a game can start
/// from.
fn action_rows(ui: &mut egui::Ui, setup: &PositionSetup, out: &mut PanelOut) {
    let problem = setup.check().err().map(|e| setup_error(&e));
    ui.horizontal_wrapped(|ui| {
        let ok = problem.is_none();
        let analyse = ui
            .add_enabled(
                ok,
                egui::Button::new(egui::RichText::new(t!("setup-analyse")).strong()),
            )
            .on_hover_words(t!("setup-analyse-tip"));
        let analyse = match &problem {
            Some(p) => analyse.on_disabled_hover_text(p),
            None => analyse,
        };
        if analyse.clicked() {
            out.actions.write(UiAction::AnalysePosition);
        }
        let play = ui.add_enabled(ok, egui::Button::new(t!("setup-play")));
        let play = match &problem {
            Some(p) => play.on_disabled_hover_text(p),
            None => play,
        };
        if play.clicked() {
            out.actions.write(UiAction::Open(OverBoard::NewGame));
        }
    });
    if ui.button(t!("back-to-game-esc")).clicked() {
        out.requests.write(SetupRequest::End);
    }
}
