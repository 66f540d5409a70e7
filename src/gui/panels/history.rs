//! The move history beside the board: the game in notation with capture marks
//! (`1. F f  2. E+2 a …`), the review's marks once there is a review, and the current move
//! highlighted. Clicking a move (or ← and → while reviewing) shows that position in
//! review mode: clearly marked, the board not playable; *Back to the game* returns.

use crate::ai::MoveQuality;
use crate::gui::board::inset::{BoardInset, LeftPanel};
use crate::gui::computer::review::GameReview;
use crate::gui::game::session::{GameSession, SessionRequest};
use crate::gui::modes::history_review::{HistoryRequest, HistoryReview};
use crate::gui::settings::AppSettings;
use crate::gui::state::BoardMode;
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::rules::{Game, Ply};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the history.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (history_panel, review_bar).run_if(crate::gui::state::playing),
    );
}

/// A ply as written in the history: `E`, `E+2`, with the review's mark (`?!`, `?`, `??`).
fn ply_text(ply: &Ply, quality: Option<MoveQuality>) -> String {
    let mut text = ply.report.mv.to_string();
    if ply.report.capture.seeds > 0 {
        text.push_str(&format!("+{}", ply.report.capture.seeds));
    }
    text.push_str(match quality {
        Some(MoveQuality::Inaccuracy) => "?!",
        Some(MoveQuality::Mistake) => "?",
        Some(MoveQuality::Blunder) => "??",
        _ => "",
    });
    text
}

fn quality_colour(quality: Option<MoveQuality>) -> Option<egui::Color32> {
    match quality? {
        MoveQuality::Good => None,
        MoveQuality::Inaccuracy => Some(egui::Color32::from_rgb(235, 210, 120)),
        MoveQuality::Mistake => Some(egui::Color32::from_rgb(240, 150, 90)),
        MoveQuality::Blunder => Some(egui::Color32::from_rgb(240, 95, 85)),
    }
}

fn history_panel(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    settings: Res<AppSettings>,
    (review, game_review): (Res<HistoryReview>, Res<GameReview>),
    mode: Res<State<BoardMode>>,
    mut inset: ResMut<BoardInset>,
    (mut requests, mut sessions): (MessageWriter<HistoryRequest>, MessageWriter<SessionRequest>),
) -> Result {
    let practising = mode.get().sets_game_aside();
    let ctx = contexts.ctx_mut()?;
    let wanted = if settings.show_log { 300.0 } else { 190.0 };
    // The history gives way where the board would be left too narrow to read.
    let fits = inset.left_panel_fits(ctx.content_rect().width(), wanted);
    if !settings.show_history || practising || !fits {
        BoardInset::set_left(&mut inset, LeftPanel::History, 0.0);
        return Ok(());
    }
    let game = session.game();
    let marks = game_review.marks_for(game);
    let mut root = crate::gui::board::inset::panel_root(ctx, "history-root", inset.top);
    let shown = egui::Panel::left("history")
        .resizable(false)
        .default_size(wanted)
        .show(&mut root, |ui| {
            crate::gui::panels::scoreboard::scoreboard(ui, &session);
            ui.separator();
            text::heading(ui, t!("history-title"));
            text::label(ui, egui::RichText::new(t!("history-tip")).small().weak());
            ui.separator();
            crate::gui::overlay::notes::scroll(
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .stick_to_bottom(true)
                    .show_viewport(ui, |ui, viewport| {
                        let names = session.display_names();
                        move_list(ui, (game, &names), marks, &review, &mut requests, viewport);
                        crate::gui::panels::side_lines::side_lines(ui, &session, &mut sessions);
                        if settings.show_log {
                            ui.separator();
                            crate::gui::panels::game_log::log_view(ui, &session);
                        }
                    }),
                ui,
            );
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    BoardInset::set_left(&mut inset, LeftPanel::History, width);
    Ok(())
}

/// The height of a line of the move list. The lines are all alike, so however long the
/// game, only those in view are laid out.
const MOVE_LINE: f32 = 24.0;

/// The moves two to a line, each clickable; the one on the board is highlighted. `viewport`
/// is the part of the scrolled content in view (the list starts at its top).
fn move_list(
    ui: &mut egui::Ui,
    (game, names): (&Game, &[String; 2]),
    marks: Option<&[crate::ai::MoveMark]>,
    review: &HistoryReview,
    requests: &mut MessageWriter<HistoryRequest>,
    viewport: egui::Rect,
) {
    let shown = review.shown().unwrap_or(game.plies().len());
    let starts_north = game.start().to_move() == crate::rules::Side::North;
    let quality = |i: usize| marks.and_then(|m| m.get(i)).map(|m| m.quality);
    // North's first move stands alone on the first line when North starts.
    let offset = usize::from(starts_north);
    let plies = game.plies();
    let move_lines = (plies.len() + offset).div_ceil(2);
    // The start, the moves, and the result once the game is over.
    let rows = 1 + move_lines + usize::from(game.is_over());
    let (block, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), rows as f32 * MOVE_LINE),
        egui::Sense::hover(),
    );
    let first = ((viewport.min.y / MOVE_LINE).floor().max(0.0) as usize).min(rows);
    let last = ((viewport.max.y / MOVE_LINE).ceil().max(0.0) as usize + 1).clamp(first, rows);
    let top = block.min.y + first as f32 * MOVE_LINE;
    let mut lines = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(egui::Rect::from_min_max(
                egui::pos2(block.min.x, top),
                egui::pos2(block.max.x, block.max.y),
            ))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    egui::Grid::new("moves")
        .num_columns(3)
        .spacing([10.0, 0.0])
        .min_row_height(MOVE_LINE)
        .show(&mut lines, |ui| {
            for row in first..last {
                match row {
                    0 => {
                        let start = egui::RichText::new(t!("history-start")).weak();
                        if ui.selectable_label(shown == 0, start).clicked() {
                            requests.write(HistoryRequest::Show(0));
                        }
                    }
                    row if row <= move_lines => {
                        let line = row - 1;
                        text::label(
                            ui,
                            egui::RichText::new(format!("{}.", line + 1))
                                .monospace()
                                .weak(),
                        );
                        for column in 0..2 {
                            let index = (line * 2 + column).checked_sub(offset);
                            match index.and_then(|i| plies.get(i).map(|p| (i, p))) {
                                Some((i, ply)) => {
                                    let mut text = egui::RichText::new(ply_text(ply, quality(i)))
                                        .monospace()
                                        .size(16.0);
                                    if let Some(c) = quality_colour(quality(i)) {
                                        text = text.color(c);
                                    }
                                    if ui.selectable_label(shown == i + 1, text).clicked() {
                                        requests.write(HistoryRequest::Show(i + 1));
                                    }
                                }
                                None => {
                                    text::label(ui, "");
                                }
                            }
                        }
                    }
                    _ => {
                        if let Some(o) = game.outcome() {
                            text::label(ui, "");
                            // A resignation or a flag fall is said as one, not as seeds.
                            let result = if crate::gui::words::decided_by_seeds(o.reason) {
                                format!("{}-{}", o.final_stores[0], o.final_stores[1])
                            } else {
                                crate::gui::words::end_reason_of(o, names)
                            };
                            text::label(ui, egui::RichText::new(result).strong());
                        }
                    }
                }
                ui.end_row();
            }
        });
}

/// While reviewing: where in the game the board is, steps, and the way back.
fn review_bar(
    mut contexts: EguiContexts,
    review: Res<HistoryReview>,
    session: Res<GameSession>,
    mut requests: MessageWriter<HistoryRequest>,
) -> Result {
    let Some(shown) = review.shown() else {
        return Ok(());
    };
    let last = session.game().plies().len();
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("history-review".into())
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 34.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    text::label(
                        ui,
                        egui::RichText::new(t!("history-review"))
                            .strong()
                            .size(18.0),
                    );
                    let at = if shown == 0 {
                        t!("history-at-start")
                    } else {
                        t!("history-after-move", shown = shown, last = last)
                    };
                    text::label(ui, egui::RichText::new(at).size(16.0));
                    if ui
                        .add_enabled(shown > 0, egui::Button::new("◀"))
                        .on_hover_words("←")
                        .clicked()
                    {
                        requests.write(HistoryRequest::Step(-1));
                    }
                    if ui
                        .add_enabled(shown < last, egui::Button::new("▶"))
                        .on_hover_words("→")
                        .clicked()
                    {
                        requests.write(HistoryRequest::Step(1));
                    }
                    if ui
                        .button(t!("back-to-game"))
                        .on_hover_words(t!("key-esc"))
                        .clicked()
                    {
                        requests.write(HistoryRequest::Back);
                    }
                });
                text::label(ui, t!("history-earlier-position"));
            });
        });
    Ok(())
}
