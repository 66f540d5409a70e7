//! The rules screen: the rules in short, with small boards drawn by the app itself for the
//! moments that surprise new players (a lap that skips its own pit, a chained capture, a
//! grand slam, feeding), and what the current game's variant changes.

use super::session::GameSession;
use crate::rules::{CycleRule, GrandSlamRule, Move, Pit, Position, Rules, Side, parse_position};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Whether the rules window is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RulesOpen(pub bool);

/// Registers the rules window.
pub fn plugin(app: &mut App) {
    app.init_resource::<RulesOpen>()
        .add_systems(EguiPrimaryContextPass, rules_window);
}

/// One drawn example: a position, the move, and what to mark.
struct Example {
    title: &'static str,
    text: &'static str,
    before: &'static str,
    mv: char,
}

const EXAMPLES: [Example; 4] = [
    Example {
        title: "Twelve seeds or more: the lap skips its own pit",
        text: "D holds 15: one seed in each of the other eleven pits, then four more from E on. \
               D itself stays empty. The last seed makes b and a hold 2: both are captured.",
        before: "0-0-0-15-0-0-0-0-0-0-0-0-16-17-S",
        mv: 'D',
    },
    Example {
        title: "A chained capture",
        text: "E's last seed makes e hold 3: captured; then d (2) and c (3) before it. \
               b holds 4 and stops the chain.",
        before: "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S",
        mv: 'E',
    },
    Example {
        title: "Grand slam: nothing is captured",
        text: "a and b would both be captured, leaving North no seeds at all. \
               Under Abapa that captures nothing: the seeds stay.",
        before: "0-0-0-0-0-2-1-2-0-0-0-0-21-22-S",
        mv: 'F',
    },
    Example {
        title: "Feeding",
        text: "North has no seeds, so South must give some: only F reaches North. \
               A would not, so A may not be played.",
        before: "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S",
        mv: 'F',
    },
];

/// Draws a small board: North's row on top (f..a), South's below (A..F); `marks` colour
/// pits: the origin, the last seed, captures.
fn draw_board(
    ui: &mut egui::Ui,
    p: &Position,
    origin: Option<Pit>,
    last: Option<Pit>,
    captured: &[Pit],
) {
    let pit_r = 13.0;
    let step = 32.0;
    let size = egui::vec2(step * 6.0 + 16.0, step * 2.0 + 16.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 14.0, egui::Color32::from_rgb(140, 84, 40));
    for pit in Pit::ALL {
        let column = match pit.side() {
            Side::South => pit.offset(),
            Side::North => 5 - pit.offset(),
        } as f32;
        let row = if pit.side() == Side::North { 0.0 } else { 1.0 };
        let centre = rect.min + egui::vec2(8.0 + step * (column + 0.5), 8.0 + step * (row + 0.5));
        let (fill, stroke) = if captured.contains(&pit) {
            (
                egui::Color32::from_rgb(150, 40, 30),
                egui::Color32::from_rgb(255, 110, 90),
            )
        } else if Some(pit) == last {
            (
                egui::Color32::from_rgb(40, 110, 50),
                egui::Color32::from_rgb(120, 240, 140),
            )
        } else if Some(pit) == origin {
            (
                egui::Color32::from_rgb(60, 35, 15),
                egui::Color32::from_rgb(255, 215, 90),
            )
        } else {
            (
                egui::Color32::from_rgb(60, 35, 15),
                egui::Color32::from_rgb(90, 55, 25),
            )
        };
        painter.circle(centre, pit_r, fill, egui::Stroke::new(2.0, stroke));
        painter.text(
            centre,
            egui::Align2::CENTER_CENTER,
            p.seeds(pit).to_string(),
            egui::FontId::monospace(13.0),
            egui::Color32::from_rgb(245, 235, 215),
        );
    }
}

fn example(ui: &mut egui::Ui, ex: &Example) {
    let rules = Rules::ABAPA;
    let Ok(before) = parse_position(ex.before, &rules) else {
        return;
    };
    let Some(mv) = Pit::from_letter(ex.mv).map(Move::new) else {
        return;
    };
    let (after, report) = before.play_unchecked(mv, &rules);
    let captured: Vec<Pit> = report.capture.pits().collect();
    ui.label(egui::RichText::new(ex.title).strong());
    ui.horizontal(|ui| {
        draw_board(ui, &before, Some(mv.pit()), None, &[]);
        ui.label(egui::RichText::new(format!("{} ▶", ex.mv)).size(18.0));
        draw_board(ui, &after, None, Some(report.last), &captured);
    });
    ui.label(ex.text);
    ui.add_space(8.0);
}

/// What the game's rules change from Abapa, in a sentence each.
fn variant_changes(rules: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    match rules.grand_slam {
        GrandSlamRule::Forfeit => {}
        GrandSlamRule::AllowedIfWinning => out
            .push("A grand slam captures only when it brings the mover to a winning total.".into()),
        GrandSlamRule::Illegal => {
            out.push("A grand slam may not be played while another move is legal.".into())
        }
        GrandSlamRule::CaptureAll => out.push(
            "A grand slam captures everything; the opponent, left with nothing, loses the \
             seeds on the board to the mover."
                .into(),
        ),
        GrandSlamRule::OpponentTakes => out.push(
            "A grand slam captures, then the opponent takes the seeds left on the mover's \
             side and the game ends."
                .into(),
        ),
    }
    if rules.cycle == CycleRule::ByAgreement {
        out.push(
            "A repeated position does not end the game: the players may agree to end it.".into(),
        );
    }
    if rules.seeds_per_pit != 4 {
        out.push(format!(
            "{} seeds per pit ({} in all): {} captured seeds win.",
            rules.seeds_per_pit,
            rules.total_seeds(),
            rules.winning_total()
        ));
    }
    if !rules.stores_shown {
        out.push("The stores are not drawn: captured seeds lie beside the board.".into());
    }
    out
}

fn rules_window(
    mut contexts: EguiContexts,
    mut open: ResMut<RulesOpen>,
    session: Res<GameSession>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut still_open = true;
    egui::Window::new("How to play")
        .open(&mut still_open)
        .collapsible(false)
        .resizable(true)
        .default_size([560.0, 560.0])
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.label(
                    "Each player owns the six pits on their side. On your turn, pick one of your \
                     pits with seeds, lift them all and drop them one by one into the next pits, \
                     counter-clockwise. If the last seed lands in one of your opponent's pits and \
                     makes it hold 2 or 3, you capture them, and the pits just before it too while \
                     they are your opponent's and hold 2 or 3. Capture more than half of the \
                     seeds (25 of 48) to win. If your opponent has no seeds, you must give them \
                     some. When nobody can go on, or the same position comes back, each player \
                     takes the seeds on their own side.",
                );
                ui.add_space(8.0);
                for ex in &EXAMPLES {
                    example(ui, ex);
                }
                ui.separator();
                let changes = variant_changes(session.game().rules());
                if changes.is_empty() {
                    ui.label("This game is played under Abapa, the tournament rules.");
                } else {
                    ui.label(egui::RichText::new("This game's variant changes:").strong());
                    for change in changes {
                        ui.label(format!("• {change}"));
                    }
                }
            });
        });
    open.0 = still_open;
    Ok(())
}
