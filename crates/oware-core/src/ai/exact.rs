//! Exact values of positions with few seeds, their history included: where the endgame
//! tables (which value a position played from afresh) cannot be taken as they are because
//! play could come back to a position of the game since its last capture, and R10 would then
//! end it there.
//!
//! The stretch of play from the position before its next capture is laid out, the game's
//! earlier positions in it made ends of the game (R10, each player taking their own side),
//! the moves that capture valued by the tables (or, below their reach or where they only
//! estimate, by the same method, history starting afresh after a capture). Then the two
//! bounds of the tables' own build are tightened over it (see `ai::egtb`): endless play
//! counted as the worst and as the best for the player to move. Where they meet, each player
//! has a way to the value that never repeats a position, so the value is exact; where they
//! do not, the solver says nothing and the search's estimate stands. A stretch too large to
//! lay out whole (more than [`REGION_LIMIT`] positions, from about 9 seeds) is laid out
//! nearest first: when none of the game's earlier positions is among them, the tables'
//! proven value is taken.
//!
//! Values are final seed margins for the player to move, stores included, counted as the
//! tables count them: a majority (R8) does not stop the count, every seed on the board goes
//! to a store (see `ai::egtb`). That changes a margin by a few seeds where a player can
//! still reach 25, never who wins: a value is exact in its result (win, draw or loss)
//! always, and in its margin wherever no player can reach a majority.

use super::egtb::{EndgameTable, tighten};
use crate::rules::{Position, Rules, hash_position};
use std::collections::{HashMap, HashSet};

/// The most positions of one capture-free stretch a solver lays out (a whole seed count of
/// the tables can be one stretch: 151 164 positions of 8 seeds, 5.4 million of 12).
pub const REGION_LIMIT: usize = 200_000;

/// No exit from a position (as `tighten` takes it).
const NO_EXIT: i8 = i8::MIN;

/// Solves positions exactly, within a budget of positions laid out.
pub struct ExactSolver<'t> {
    rules: Rules,
    tables: Option<&'t EndgameTable>,
    budget: u64,
    used: u64,
    /// Values of positions reached by a capture (nothing before them can repeat): `None`
    /// where the bounds did not meet.
    fresh: HashMap<u64, Option<i32>>,
}

impl<'t> ExactSolver<'t> {
    /// A solver under `rules` with the tables (if any) and a budget of positions laid out.
    pub fn new(rules: Rules, tables: Option<&'t EndgameTable>, budget: u64) -> ExactSolver<'t> {
        ExactSolver {
            rules,
            tables: tables.filter(|t| t.rules_match(&rules)),
            budget,
            used: 0,
            fresh: HashMap::new(),
        }
    }

    /// Positions laid out so far (the budget's use).
    pub fn used(&self) -> u64 {
        self.used
    }

    /// The exact final margin for `p`'s player to move, given `seen`: the hashes of the
    /// positions of the game since its last capture (empty when `p` was reached by one;
    /// `p` itself need not be among them). `None` when play may cycle in a way the value
    /// depends on, past the budget, or when the stretch is too large to lay out.
    pub fn value(&mut self, p: &Position, seen: &HashSet<u64>) -> Option<i32> {
        if let Some(v) = self.ended(p) {
            return Some(v);
        }
        let key = hash_position(p);
        let fresh = seen.is_empty() || (seen.len() == 1 && seen.contains(&key));
        if fresh {
            if let Some(v) = self.proven(p) {
                return Some(v);
            }
            if let Some(&known) = self.fresh.get(&key) {
                return known;
            }
        }
        let v = self.solve(p, if fresh { None } else { Some(seen) });
        if fresh && !self.over_budget() {
            self.fresh.insert(key, v);
        }
        v
    }

    fn over_budget(&self) -> bool {
        self.used > self.budget
    }

    /// The value of a position where the game is over for want of a move (R9), for its
    /// mover. A majority (R8) is counted as the tables count it: play goes on to the end, so
    /// the values here and the tables' are of one kind; who wins is the same either way.
    fn ended(&self, p: &Position) -> Option<i32> {
        if !p.legal_moves(&self.rules).is_empty() {
            return None;
        }
        let s = p.final_stores_no_moves(&self.rules);
        let me = p.to_move().index();
        Some(i32::from(s[me]) - i32::from(s[1 - me]))
    }

    /// What the tables prove of `p` played from afresh, stores included.
    fn proven(&self, p: &Position) -> Option<i32> {
        let value = self.tables?.probe_value(p)?;
        value.forced.then(|| value.with_stores(p))
    }

    /// Lays out the stretch from `root` and tightens the bounds over it; `seen`, the game's
    /// earlier positions, end the game where play reaches them.
    fn solve(&mut self, root: &Position, seen: Option<&HashSet<u64>>) -> Option<i32> {
        const NONE: u32 = u32::MAX;
        let mut positions = vec![*root];
        let mut index: HashMap<u64, u32> = HashMap::from([(hash_position(root), 0)]);
        let mut next: Vec<u32> = Vec::new();
        let mut exit_low: Vec<i8> = Vec::new();
        let mut exit_high: Vec<i8> = Vec::new();
        let n = i32::from(root.board_seeds());
        let mut k = 0;
        while k < positions.len() {
            let p = positions[k];
            k += 1;
            self.used += 1;
            if self.over_budget() {
                return None;
            }
            let mut moves = [NONE; 6];
            let (mut low, mut high) = (NO_EXIT, NO_EXIT);
            // The bounds work on the margin over the seeds on the board (the stores do not
            // change before a capture): the same range, −n to n, for either player.
            let stores = stores_margin(&p);
            let mut exit = |l: i32, h: i32| {
                low = low.max((l - stores).clamp(-n, n) as i8);
                high = high.max((h - stores).clamp(-n, n) as i8);
            };
            let repeated = k > 1 && seen.is_some_and(|s| s.contains(&hash_position(&p)));
            if repeated {
                // R10: the game ends here, each player taking the seeds on their side.
                let s = p.final_stores_own_sides();
                let me = p.to_move().index();
                let v = i32::from(s[me]) - i32::from(s[1 - me]);
                exit(v, v);
            } else if let Some(v) = self.ended(&p) {
                exit(v, v);
            } else {
                let mut slot = 0;
                for mv in p.legal_moves(&self.rules) {
                    let (child, report) = p.play_unchecked(mv, &self.rules);
                    if let Some(v) = self.ended(&child) {
                        exit(-v, -v);
                    } else if report.capture.seeds > 0 {
                        // Where the tables only estimate, their bounds are what is known, as
                        // in their own build; below them, the same walk from afresh.
                        let known = match self.tables.and_then(|t| t.probe_value(&child)) {
                            Some(v) if v.forced => Some(v.with_stores(&child)),
                            Some(_) => None,
                            None => self.value(&child, &HashSet::new()),
                        };
                        match known {
                            Some(v) => exit(-v, -v),
                            None if self.over_budget() => return None,
                            None => {
                                // Unknown within what the seeds left can change.
                                let me = child.to_move().index();
                                let s = child.stores();
                                let stores = i32::from(s[me]) - i32::from(s[1 - me]);
                                let left = i32::from(child.board_seeds());
                                exit(-(stores + left), -(stores - left));
                            }
                        }
                    } else {
                        let key = hash_position(&child);
                        let i = match index.get(&key) {
                            Some(&i) => i,
                            None => {
                                if positions.len() >= REGION_LIMIT {
                                    return self.too_large(root, seen, &positions);
                                }
                                let i = positions.len() as u32;
                                index.insert(key, i);
                                positions.push(child);
                                i
                            }
                        };
                        moves[slot] = i;
                        slot += 1;
                    }
                }
            }
            next.extend_from_slice(&moves);
            exit_low.push(low);
            exit_high.push(high);
        }
        // Predecessors, as compressed rows.
        let count = positions.len();
        let mut start = vec![0u32; count + 1];
        for &c in next.iter().filter(|&&c| c != NONE) {
            start[c as usize + 1] += 1;
        }
        for i in 0..count {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut previous = vec![0u32; start[count] as usize];
        for r in 0..count {
            for &c in next[r * 6..r * 6 + 6].iter().filter(|&&c| c != NONE) {
                previous[fill[c as usize] as usize] = r as u32;
                fill[c as usize] += 1;
            }
        }
        // Successors first, as `tighten` reads them: the empty slots last.
        for r in 0..count {
            next[r * 6..r * 6 + 6].sort_unstable();
        }
        let bounds = tighten(n as usize, &next, &start, &previous, &exit_low, &exit_high);
        let [low, high] = bounds[0];
        (low == high).then_some(i32::from(low) + stores_margin(root))
    }
}

impl ExactSolver<'_> {
    /// A stretch too large to lay out whole: the tables' proven value, when none of the
    /// game's positions since its last capture is among the nearest positions laid out (the
    /// first [`REGION_LIMIT`], in order of distance); nothing otherwise.
    fn too_large(
        &self,
        root: &Position,
        seen: Option<&HashSet<u64>>,
        near: &[Position],
    ) -> Option<i32> {
        let seen = seen?;
        if near.iter().any(|p| seen.contains(&hash_position(p))) {
            return None;
        }
        self.proven(root)
    }
}

/// The stores' margin for the player to move.
fn stores_margin(p: &Position) -> i32 {
    let s = p.stores();
    let me = p.to_move().index();
    i32::from(s[me]) - i32::from(s[1 - me])
}
