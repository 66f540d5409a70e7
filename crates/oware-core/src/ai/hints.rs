//! Hints: every legal move with its score, its best line and short reasons a person can
//! read (captures, what it leaves capturable, feeding, table results, forced moves).

use super::eval::{WIN, score_to_cp};
use super::search::{Limits, Searcher};
use crate::rules::{Game, Move, Outcome, Pit, Position, Rules};
use std::fmt;

/// A short reason shown next to a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintTag {
    /// The move captures this many seeds.
    Captures(u8),
    /// After it, the opponent can capture this many seeds at once.
    LeavesCapturable(u8),
    /// The opponent had no seeds and this move gives them some.
    FeedsOpponent,
    /// The only legal move(s) because the opponent must be fed (R7).
    ForcedByFeeding,
    /// The endgame tables (or a finished game) prove the result: won, drawn or lost.
    Proven(ProvenResult),
    /// A grand slam: the grand-slam rule decides its captures.
    GrandSlam,
}

/// A proven result for the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProvenResult {
    /// A forced win.
    Won,
    /// A forced draw.
    Drawn,
    /// A forced loss.
    Lost,
}

impl fmt::Display for HintTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintTag::Captures(n) => write!(f, "captures {n}"),
            HintTag::LeavesCapturable(n) => write!(f, "leaves {n} seeds capturable next move"),
            HintTag::FeedsOpponent => write!(f, "feeds the opponent"),
            HintTag::ForcedByFeeding => write!(f, "forced by R7 (the opponent must be fed)"),
            HintTag::Proven(ProvenResult::Won) => write!(f, "reaches a won position"),
            HintTag::Proven(ProvenResult::Drawn) => write!(f, "reaches a drawn position"),
            HintTag::Proven(ProvenResult::Lost) => write!(f, "reaches a lost position"),
            HintTag::GrandSlam => write!(f, "grand slam"),
        }
    }
}

/// One analysed move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveHint {
    /// The move.
    pub mv: Move,
    /// Expected final seed margin for the mover, in hundredths of a seed.
    pub cp: i32,
    /// True when the score is exact (a finished game or the endgame tables).
    pub exact: bool,
    /// The best line after the move (starting with it).
    pub line: Vec<Move>,
    /// Reasons.
    pub tags: Vec<HintTag>,
}

/// Analyses every legal move of the game's position with `limits` each, best first. When
/// the searcher's stop flag is set the list is left incomplete (see
/// [`Searcher::stop_requested`]).
pub fn analyze(searcher: &mut Searcher, game: &Game, limits: Limits) -> Vec<MoveHint> {
    let position = *game.position();
    let rules = *game.rules();
    let legal = game.legal_moves();
    let opponent = position.to_move().opponent();
    let starving = position.side_seeds(opponent) == 0;
    let forced = starving
        && legal.len()
            < (0..6)
                .filter(|&o| position.seeds(crate::rules::Pit::of_side(position.to_move(), o)) > 0)
                .count();
    let mut history = game.repeatable_positions();
    let mut hints = Vec::new();
    for mv in legal {
        let (child, report) = position.play_unchecked(mv, &rules);
        let mut tags = Vec::new();
        if report.capture.seeds > 0 {
            tags.push(HintTag::Captures(report.capture.seeds));
        }
        if report.grand_slam {
            tags.push(HintTag::GrandSlam);
        }
        if starving {
            tags.push(HintTag::FeedsOpponent);
            if forced {
                tags.push(HintTag::ForcedByFeeding);
            }
        }
        let threat = if child.is_decided(&rules) {
            0
        } else {
            child
                .legal_moves(&rules)
                .iter()
                .map(|m| child.play_unchecked(m, &rules).1.capture.seeds)
                .max()
                .unwrap_or(0)
        };
        if threat > 0 {
            tags.push(HintTag::LeavesCapturable(threat));
        }
        history.push(child);
        let me = position.to_move().index();
        // Cut short by the stop flag (not by its own time limit): the list stays incomplete.
        if searcher.stop_requested() {
            break;
        }
        let (cp, exact, line) = match Outcome::of_position(&child, &rules) {
            Some(o) => (
                100 * (i32::from(o.final_stores[me]) - i32::from(o.final_stores[1 - me])),
                true,
                vec![mv],
            ),
            None => {
                let r = searcher.search(&history, limits, &mut |_| {});
                let score = -r.info.score;
                let mut line = vec![mv];
                line.extend(r.info.pv.iter().copied());
                match searcher.proven_margin(&child) {
                    // The tables know: their result, draws included, and its exact margin.
                    Some(theirs) => (-100 * theirs, true, line),
                    None => (score_to_cp(score), score.abs() >= WIN / 2, line),
                }
            }
        };
        history.pop();
        if exact {
            tags.push(HintTag::Proven(match cp.signum() {
                1 => ProvenResult::Won,
                0 => ProvenResult::Drawn,
                _ => ProvenResult::Lost,
            }));
        }
        hints.push(MoveHint {
            mv,
            cp,
            exact,
            line,
            tags,
        });
    }
    hints.sort_by_key(|h| std::cmp::Reverse(h.cp));
    hints
}

/// The deepest analysis depth the hints go to.
pub const MAX_HINT_DEPTH: u32 = 40;

/// Analyses every legal move at depth 1, 2, … `max_depth` in turn, reporting each complete
/// list (best first) to `on_depth(depth, hints)`; stops early when every value is proven
/// or the searcher's stop flag is set. Returns the deepest complete list. The schedule is
/// fixed, so for a fresh searcher (with the same tables) the list at a depth is always the
/// same: the app's hints and `oware-cli analyze --depth` agree.
pub fn analyze_deepening(
    searcher: &mut Searcher,
    game: &Game,
    max_depth: u32,
    on_depth: &mut dyn FnMut(u32, &[MoveHint]),
) -> Option<(u32, Vec<MoveHint>)> {
    let mut last = None;
    for depth in 1..=max_depth.clamp(1, MAX_HINT_DEPTH) {
        if searcher.stop_requested() {
            break;
        }
        let hints = analyze(searcher, game, Limits::depth(depth));
        if searcher.stop_requested() {
            break;
        }
        on_depth(depth, &hints);
        let proven = hints.iter().all(|h| h.exact);
        last = Some((depth, hints));
        if proven {
            break;
        }
    }
    last
}

/// The opponent's threats against the player to move: each of the mover's pits that the
/// opponent could capture with their next move if it were theirs now, and the most seeds
/// they could take from it, in pit order.
pub fn threats(position: &Position, rules: &Rules) -> Vec<(Pit, u8)> {
    let opponent = position.to_move().opponent();
    let theirs = position.with_to_move(opponent);
    if theirs.is_decided(rules) {
        return Vec::new();
    }
    let mut most = [0u8; 12];
    for mv in theirs.legal_moves(rules) {
        let (_, report) = theirs.play_unchecked(mv, rules);
        for pit in report.capture.pits() {
            // Captured pits held 2 or 3 seeds after the sowing.
            let seeds = position.seeds(pit) + sown_into(&report, pit);
            most[pit.index()] = most[pit.index()].max(seeds);
        }
    }
    Pit::ALL
        .into_iter()
        .filter(|p| most[p.index()] > 0)
        .map(|p| (p, most[p.index()]))
        .collect()
}

/// Seeds a sowing dropped into `pit`.
fn sown_into(report: &crate::rules::MoveReport, pit: Pit) -> u8 {
    report.sown_pits().filter(|&p| p == pit).count() as u8
}
