//! Hints: every legal move with its score, its best line and short reasons a person can
//! read (captures, what it leaves capturable, feeding, table results, forced moves).

use super::certainty::Certainty;
use super::eval::score_to_cp;
use super::exact::ExactSolver;
use super::search::{Limits, Searcher};
use crate::rules::{Game, Move, Pit, Position, Rules, hash_position};
use std::collections::HashSet;
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
    /// How sure the value is: exact, or an estimate from a search of some depth.
    pub certainty: Certainty,
    /// The best line after the move (starting with it).
    pub line: Vec<Move>,
    /// Reasons.
    pub tags: Vec<HintTag>,
}

impl MoveHint {
    /// True when the value is exact (see [`Certainty::Exact`]).
    pub fn exact(&self) -> bool {
        self.certainty.is_exact()
    }
}

/// Analyses every legal move of the game's position with `limits` each, best first (of
/// equal values, the surer first). When the searcher's stop flag is set the list is left
/// incomplete (see [`Searcher::stop_requested`]).
///
/// A move's value is exact when the move ends the game (R10 included: a move back to a
/// position of the game since its last capture ends it), when the position after it has
/// few enough seeds to be solved with its history ([`ExactSolver`]: the endgame tables'
/// reach, or [`SOLVED_WITHOUT_TABLES`] seeds without them), or when its search reached
/// every end.
pub fn analyze(searcher: &mut Searcher, game: &Game, limits: Limits) -> Vec<MoveHint> {
    analyze_from(searcher, game, limits, &[])
}

/// Positions with at most this many seeds on the board are solved exactly even without
/// endgame tables (a handful of seeds costs milliseconds).
pub const SOLVED_WITHOUT_TABLES: u8 = 8;

/// The positions an [`ExactSolver`] may walk for one analysis of a position: past them, a
/// move's value is the search's estimate. A count, so that every run gives the same values.
pub const SOLVE_BUDGET: u64 = 1_000_000;

/// [`analyze`], keeping the exact values of `known` (an earlier analysis of the same
/// position) instead of working them out again.
pub fn analyze_from(
    searcher: &mut Searcher,
    game: &Game,
    limits: Limits,
    known: &[MoveHint],
) -> Vec<MoveHint> {
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
    let seen: HashSet<u64> = history.iter().map(hash_position).collect();
    let after_capture = HashSet::new();
    let tables = searcher.tables().cloned();
    let reach = tables
        .as_ref()
        .filter(|t| t.rules_match(&rules))
        .map_or(SOLVED_WITHOUT_TABLES, |t| {
            (t.max_seeds() as u8).max(SOLVED_WITHOUT_TABLES)
        });
    let mut solver = ExactSolver::new(rules, tables.as_deref(), SOLVE_BUDGET);
    let me = position.to_move().index();
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
        // Cut short by the stop flag (not by its own time limit): the list stays incomplete.
        if searcher.stop_requested() {
            break;
        }
        let ended = {
            let mut after = game.clone();
            match after.play(mv) {
                Ok(_) => after.outcome().copied(),
                Err(_) => None,
            }
        };
        let earlier = known.iter().find(|k| k.mv == mv && k.exact());
        let (cp, certainty, line) = if let Some(k) = earlier {
            (k.cp, Certainty::Exact, k.line.clone())
        } else if let Some(o) = ended {
            (
                100 * (i32::from(o.final_stores[me]) - i32::from(o.final_stores[1 - me])),
                Certainty::Exact,
                vec![mv],
            )
        } else if let Some(theirs) = (child.board_seeds() <= reach)
            .then(|| {
                // After a capture nothing earlier can come back; otherwise the game's
                // positions since its last capture can.
                let before = if report.capture.seeds > 0 {
                    &after_capture
                } else {
                    &seen
                };
                solver.value(&child, before)
            })
            .flatten()
        {
            let mut line = vec![mv];
            line.extend(searcher.expected_reply(&position, mv));
            (-100 * theirs, Certainty::Exact, line)
        } else {
            history.push(child);
            let r = searcher.search(&history, limits, &mut |_| {});
            history.pop();
            let mut line = vec![mv];
            line.extend(r.info.pv.iter().copied());
            let certainty = if r.info.exact {
                Certainty::Exact
            } else {
                Certainty::Depth(r.info.depth)
            };
            (score_to_cp(-r.info.score), certainty, line)
        };
        if certainty.is_exact() {
            tags.push(HintTag::Proven(match cp.signum() {
                1 => ProvenResult::Won,
                0 => ProvenResult::Drawn,
                _ => ProvenResult::Lost,
            }));
        }
        hints.push(MoveHint {
            mv,
            cp,
            certainty,
            line,
            tags,
        });
    }
    sort_best_first(&mut hints);
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
        let known = last
            .as_ref()
            .map_or(&[][..], |(_, h): &(u32, Vec<MoveHint>)| h);
        let hints = analyze_from(searcher, game, Limits::depth(depth), known);
        if searcher.stop_requested() {
            break;
        }
        on_depth(depth, &hints);
        let proven = hints.iter().all(MoveHint::exact);
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

/// Orders judged moves best first: by value, the surer first among equals.
pub fn sort_best_first(moves: &mut [MoveHint]) {
    moves.sort_by_key(|h| (std::cmp::Reverse(h.cp), std::cmp::Reverse(h.certainty)));
}
