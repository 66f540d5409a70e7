//! The clocks beside the board: each side's time in large figures at its own edge (North's
//! at the top, South's at the bottom, swapped when the board is turned), the running one
//! marked, tenths under ten seconds, a warning colour when short, and *Pause* for a game
//! at this screen.

use crate::gui::board::inset::BoardInset;
use crate::gui::board::turn::BoardTurned;
use crate::gui::clock::{ClockRequest, GameClock};
use crate::gui::game::session::GameSession;
use crate::gui::state::BoardMode;
use crate::gui::text;
use crate::rules::{Side, clock_text};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the clocks' view.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        clock_view.run_if(crate::gui::state::playing),
    );
}

const RUNNING: egui::Color32 = egui::Color32::from_rgb(250, 215, 90);
const LOW: egui::Color32 = egui::Color32::from_rgb(245, 95, 80);

fn clock_view(
    mut contexts: EguiContexts,
    (clocks, paused): (Res<GameClock>, Res<crate::gui::game::session::GamePaused>),
    session: Res<GameSession>,
    (turned, inset, mode): (Res<BoardTurned>, Res<BoardInset>, Res<State<BoardMode>>),
    mut requests: MessageWriter<ClockRequest>,
) -> Result {
    let Some(clock) = clocks.clock.filter(|_| *mode.get() == BoardMode::Game) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let right = inset.right.iter().copied().fold(0.0, f32::max);
    let over = session.game().is_over();
    // Smaller figures in a low window (or with large text), so that the clocks stay beside
    // the board rather than over it.
    let size = (ctx.content_rect().height() / 12.0).clamp(20.0, 40.0);
    let compact = ctx.content_rect().height() < 480.0;
    for side in Side::BOTH {
        let at_top = (side == Side::North) != turned.0;
        let (anchor, y) = if at_top {
            (egui::Align2::RIGHT_TOP, inset.top + 12.0)
        } else {
            (egui::Align2::RIGHT_BOTTOM, -12.0)
        };
        let running = clock.running() == Some(side);
        let low = clocks.is_low(side);
        egui::Area::new(egui::Id::new(("clock", side.index())))
            .anchor(anchor, egui::vec2(-right - 16.0, y))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    // Low on room: the name, the figures and Pause on one line.
                    let body = |ui: &mut egui::Ui| {
                        text::label(
                            ui,
                            egui::RichText::new(&session.display_names()[side.index()])
                                .small()
                                .weak(),
                        );
                        let mut text = egui::RichText::new(clock_text(clock.left(side)))
                            .size(size)
                            .monospace();
                        if low {
                            text = text.color(LOW).strong();
                        } else if running {
                            text = text.color(RUNNING).strong();
                        }
                        // The figures in a box of fixed width, never wrapped: the clock does
                        // not change size or break as its digits change.
                        let figures = ui.fonts_mut(|f| {
                            f.layout_no_wrap(
                                "00:00".to_owned(),
                                egui::FontId::monospace(size),
                                egui::Color32::WHITE,
                            )
                            .size()
                            .x
                        });
                        ui.set_min_width(figures);
                        ui.add(egui::Label::new(text).extend());
                        // Pause sits under the top clock, out of the board's way.
                        if at_top && !over && session.remote_side().is_none() {
                            let words = if paused.0 {
                                t!("clock-resume")
                            } else {
                                t!("clock-pause")
                            };
                            if ui.button(words).clicked() {
                                requests.write(ClockRequest::TogglePause);
                            }
                            if paused.0 && !compact {
                                text::label(ui, egui::RichText::new(t!("clock-paused")).strong());
                            }
                        }
                    };
                    if compact {
                        ui.horizontal(body);
                    } else {
                        ui.vertical(body);
                    }
                });
            });
    }
    Ok(())
}
