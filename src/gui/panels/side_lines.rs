//! The side lines under the move history: wherever the game's line has another move tried
//! (a move taken back and replaced, a variation of an opened record), that line, clickable
//! to go there — and from a side line, the way back to the main line.

use crate::gui::game::session::{GameSession, SessionRequest};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::rules::{MoveTree, NodeId};
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;

/// How many moves of a side line are written before `…`.
const SHOWN_MOVES: usize = 6;

/// The moves of the line from `node` on (its move, then its main line), as written in the
/// history: `2… D b E+2 …`.
fn line_text(lines: &MoveTree, node: NodeId, ply: usize) -> String {
    let mut moves = lines
        .ply(node)
        .map(|p| p.report)
        .into_iter()
        .collect::<Vec<_>>();
    let mut at = node;
    while let Some(&next) = lines.children(at).first() {
        if let Some(p) = lines.ply(next) {
            moves.push(p.report);
        }
        at = next;
    }
    // Numbered as the history numbers it: a line per South move and North's reply (North's
    // first move alone on the first line when North starts).
    let at = ply + usize::from(lines.start().to_move() == crate::rules::Side::North);
    let number = if at.is_multiple_of(2) {
        format!("{}.", at / 2 + 1)
    } else {
        format!("{}…", at / 2 + 1)
    };
    let mut words = vec![number];
    for report in moves.iter().take(SHOWN_MOVES) {
        let mut word = report.mv.to_string();
        if report.capture.seeds > 0 {
            word.push_str(&format!("+{}", report.capture.seeds));
        }
        words.push(word);
    }
    if moves.len() > SHOWN_MOVES {
        words.push("…".to_string());
    }
    words.join(" ")
}

/// The side lines along the game's line, each a button that goes there; nothing when there
/// are none.
pub fn side_lines(
    ui: &mut egui::Ui,
    session: &GameSession,
    requests: &mut MessageWriter<SessionRequest>,
) {
    let lines = session.lines();
    // The nodes of the game's line, from the start to where it stands.
    let mut path: Vec<NodeId> =
        std::iter::successors(Some(session.node()), |&n| lines.parent(n)).collect();
    path.reverse();
    let mut branches = Vec::new();
    for (ply, pair) in path.windows(2).enumerate() {
        let (parent, taken) = (pair[0], pair[1]);
        for &other in lines.children(parent).iter().filter(|&&c| c != taken) {
            branches.push((ply, other));
        }
    }
    // Where the game stands: the moves tried next, but the one redo plays.
    let here = *path.last().unwrap_or(&MoveTree::ROOT);
    let redo = session.game().redo_moves().first().copied();
    for &other in lines.children(here) {
        if lines.ply(other).map(|p| p.report.mv) != redo {
            branches.push((path.len() - 1, other));
        }
    }
    if branches.is_empty() {
        return;
    }
    ui.separator();
    text::label(ui, egui::RichText::new(t!("history-side-lines")).strong());
    for (ply, node) in branches {
        let text = egui::RichText::new(line_text(lines, node, ply)).monospace();
        if ui
            .button(text)
            .on_hover_words(t!("history-side-line-tip"))
            .clicked()
        {
            requests.write(SessionRequest::GoTo(node));
        }
    }
}
