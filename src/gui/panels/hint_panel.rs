//! The "why" panel beside the board while hints are on: every move best first with its
//! value, its reasons (those of `oware-cli analyze`) and its best line, which the player
//! can step through on the board as a preview; and the preview's own bar.

use crate::ai::MoveHint;
use crate::gui::board::hint_view::value_text;
use crate::gui::board::inset::{BoardInset, RightPanel};
use crate::gui::computer::hints::{BoardHints, hints_in_words, hints_on};
use crate::gui::game::session::GameSession;
use crate::gui::modes::learning::Learning;
use crate::gui::modes::line_preview::{LinePreview, PreviewRequest};
use crate::gui::settings::AppSettings;
use crate::gui::state::SettingsOpen;
use crate::gui::state::UiAction;
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::gui::words::hint_sentence;
use crate::records::HintWords;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the panel and the preview bar.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (why_panel, preview_bar).run_if(crate::gui::state::playing),
    );
}

/// A line written for people: `E a F b …`.
fn line_text(hint: &MoveHint) -> String {
    hint.line
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn why_panel(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    (settings, learning): (Res<AppSettings>, Res<Learning>),
    (hints, mode): (Res<BoardHints>, Res<State<crate::gui::state::BoardMode>>),
    // The panel gives way to a previewed line and to the settings.
    (preview, settings_open): (Res<LinePreview>, Res<SettingsOpen>),
    mut inset: ResMut<BoardInset>,
    (mut requests, mut actions): (MessageWriter<PreviewRequest>, MessageWriter<UiAction>),
) -> Result {
    // A lesson, a puzzle, practice or a set-up has the board and its own panel: the hints,
    // which are the game's, give way (else the empty panel stood where the task is).
    let game_aside = mode.get().sets_game_aside();
    if !hints_on(&hints, &settings) || preview.is_active() || settings_open.0 || game_aside {
        BoardInset::set_right(&mut inset, RightPanel::Why, 0.0);
        return Ok(());
    }
    // While there are no hints for the position (the other side's turn, the search just
    // started), the panel stays and says so: the board does not move every turn.
    let analysis = hints.for_game(session.game());
    let ctx = contexts.ctx_mut()?;
    let mut root = crate::gui::board::inset::panel_root(ctx, "why-root", inset.top);
    let shown = egui::Panel::right("why")
        .resizable(false)
        .exact_size(crate::gui::board::inset::side_panel_width(ctx, 290.0))
        .show(&mut root, |ui| {
            // A short or narrow window scrolls the panel.
            crate::gui::overlay::fitted::panel_scrolled(ui, |ui| {
                text::heading(ui, t!("why-title"));
                let Some((depth, moves)) = analysis else {
                    let waiting = if hints.is_thinking() {
                        t!("why-working")
                    } else {
                        t!("why-waiting")
                    };
                    text::label(ui, egui::RichText::new(waiting).weak());
                    return;
                };
                let words = hints_in_words(&settings, &session, learning.first_game.is_some());
                // The numbers are one click away from the words, and the words from the numbers.
                let (switch, to) = if words {
                    (t!("why-show-numbers"), HintWords::Never)
                } else {
                    (t!("why-show-words"), HintWords::Always)
                };
                if ui.small_button(switch).clicked() {
                    actions.write(UiAction::SetHintWords(to));
                }
                if words {
                    let opponent = session.game().position().to_move().opponent();
                    let opponent = session.display_names()[opponent.index()].clone();
                    text::label(ui, egui::RichText::new(t!("why-words-caption")).small());
                    ui.separator();
                    for (i, hint) in moves.iter().enumerate() {
                        let sentence = hint_sentence(hint, &opponent);
                        let text = if i == 0 {
                            t!("why-words-best", sentence = sentence)
                        } else {
                            sentence
                        };
                        let label = egui::RichText::new(text).size(16.0);
                        text::label(ui, if i == 0 { label.strong() } else { label });
                        ui.add_space(4.0);
                    }
                    return;
                }
                let caption = if hints.is_thinking() {
                    t!("why-caption-thinking", depth = depth)
                } else {
                    t!("why-caption", depth = depth)
                };
                text::label(ui, egui::RichText::new(caption).small());
                ui.separator();
                for (i, hint) in moves.iter().enumerate() {
                    ui.horizontal(|ui| {
                        let mark = if i == 0 { "▶ " } else { "" };
                        text::label(
                            ui,
                            egui::RichText::new(format!("{mark}{}  {}", hint.mv, value_text(hint)))
                                .strong()
                                .size(16.0),
                        );
                        if ui
                            .small_button(t!("why-line"))
                            .on_hover_words(t!("why-line-tip", line = line_text(hint)))
                            .clicked()
                        {
                            requests.write(PreviewRequest::Start(hint.line.clone()));
                        }
                    });
                    let reasons: Vec<String> =
                        hint.tags.iter().map(crate::gui::words::hint_tag).collect();
                    if !reasons.is_empty() {
                        text::label(ui, reasons.join(&t!("list-separator")));
                    }
                    text::label(ui, egui::RichText::new(line_text(hint)).monospace().weak());
                    ui.add_space(4.0);
                }
                let threats = hints.threats(session.game());
                if !threats.is_empty() {
                    ui.separator();
                    let listed: Vec<String> = threats
                        .iter()
                        .map(|(pit, seeds)| format!("{pit} ({seeds})"))
                        .collect();
                    text::label(
                        ui,
                        t!("why-threatened", pits = listed.join(&t!("list-separator"))),
                    );
                }
            })
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    BoardInset::set_right(&mut inset, RightPanel::Why, width);
    Ok(())
}

/// While a line is previewed: where in the line the board is, steps, and the way back.
fn preview_bar(
    mut contexts: EguiContexts,
    preview: Res<LinePreview>,
    mut requests: MessageWriter<PreviewRequest>,
) -> Result {
    if !preview.is_active() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let line = preview.line();
    let shown = preview.shown();
    egui::Area::new("line-preview".into())
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 34.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    text::label(
                        ui,
                        egui::RichText::new(t!("preview-title")).strong().size(18.0),
                    );
                    let played: Vec<String> =
                        line[..shown].iter().map(ToString::to_string).collect();
                    text::label(
                        ui,
                        egui::RichText::new(t!(
                            "preview-progress",
                            played = played.join(" "),
                            shown = shown,
                            total = line.len()
                        ))
                        .monospace()
                        .size(16.0),
                    );
                    if ui.button("◀").on_hover_words("←").clicked() {
                        requests.write(PreviewRequest::Step(-1));
                    }
                    if ui
                        .add_enabled(shown < line.len(), egui::Button::new("▶"))
                        .on_hover_words("→")
                        .clicked()
                    {
                        requests.write(PreviewRequest::Step(1));
                    }
                    if ui
                        .button(t!("back-to-game"))
                        .on_hover_words(t!("key-esc"))
                        .clicked()
                    {
                        requests.write(PreviewRequest::Stop);
                    }
                });
                text::label(ui, t!("preview-note"));
            });
        });
    Ok(())
}
