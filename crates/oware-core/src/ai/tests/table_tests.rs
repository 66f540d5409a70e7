use crate::ai::egtb::{EndgameTable, positions_up_to};
use crate::ai::strongly_connected::for_each_component;
use crate::rules::{Position, Rules, Side};
use std::collections::HashMap;

/// What one move leads to, for the history-aware check.
#[derive(Clone, Copy)]
enum Step {
    /// The value for the mover of a move that leaves the component: a capture (the child
    /// starts a new history), or a capture-free move into a component that cannot lead back.
    Known(i32),
    /// A capture-free move to a position of the same strongly connected component.
    Inner(u32),
}

/// One strongly connected component of the capture-free move graph of one seed count,
/// ready for a history-aware search.
struct Component {
    /// Per member: the moves, best first by the tables' own values (ordering only).
    steps: Vec<Vec<Step>>,
    /// Per member: its value if the game ends there by R10 (each keeps their own side),
    /// for the player to move there.
    split: Vec<i32>,
    /// Per member: a random key, so that a set of visited members has a hash.
    keys: Vec<u64>,
}

/// Outcome of a search with a node budget.
type Budgeted = Option<i32>;

/// A history-aware search inside one component. The value of a position depends on the
/// positions seen since the last capture; only those in the same component can be seen
/// again, so the state is (position, set of visited members), and the transposition table
/// is keyed by both.
struct Walker<'c> {
    component: &'c Component,
    visited: Vec<bool>,
    /// (member, hash of the visited set) → (lower, upper) bounds on the exact value.
    table: HashMap<(u32, u64), (i32, i32)>,
    budget: u64,
}

impl Walker<'_> {
    /// Fail-soft alpha-beta: a result ≤ alpha is an upper bound, ≥ beta a lower bound,
    /// in between exact.
    fn walk(&mut self, at: usize, visited_hash: u64, mut alpha: i32, beta: i32) -> Budgeted {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let key = (at as u32, visited_hash);
        let (mut lower, mut upper) = self
            .table
            .get(&key)
            .copied()
            .unwrap_or((i32::MIN, i32::MAX));
        if lower >= beta || lower == upper {
            return Some(lower);
        }
        if upper <= alpha {
            return Some(upper);
        }
        let original_alpha = alpha;
        let mut best = i32::MIN;
        let component = self.component;
        for step in &component.steps[at] {
            let v = match *step {
                Step::Known(v) => v,
                Step::Inner(k) => {
                    let k = k as usize;
                    if self.visited[k] {
                        -component.split[k]
                    } else {
                        self.visited[k] = true;
                        let v =
                            self.walk(k, visited_hash ^ component.keys[k], -beta, -alpha.max(best));
                        self.visited[k] = false;
                        -v?
                    }
                }
            };
            best = best.max(v);
            if best >= beta {
                break;
            }
            alpha = alpha.max(best);
        }
        if best >= beta {
            lower = lower.max(best);
        } else if best <= original_alpha {
            upper = upper.min(best);
        } else {
            lower = best;
            upper = best;
        }
        self.table.insert(key, (lower, upper));
        Some(best)
    }

    /// Whether the exact value of `root` (seen once, nothing else seen) is `claimed`:
    /// Some(true/false) when proven either way, None when the budget ran out.
    fn proves(&mut self, root: usize, claimed: i32) -> Option<bool> {
        self.visited.iter_mut().for_each(|v| *v = false);
        self.visited[root] = true;
        let hash = self.component.keys[root];
        let at_least = self.walk(root, hash, claimed - 1, claimed)? >= claimed;
        if !at_least {
            return Some(false);
        }
        let at_most = self.walk(root, hash, claimed, claimed + 1)? <= claimed;
        Some(at_most)
    }
}

/// Where each position (pits, side to move) is in a list of positions.
type PositionIndex = HashMap<([u8; 12], Side), usize>;

/// Every position with `n` seeds on the board (stores empty), with either side to move, and
/// where each one is in that list.
fn positions_with_index(n: usize) -> (Vec<Position>, PositionIndex) {
    let mut nodes: Vec<Position> = Vec::new();
    all_boards(n, &mut |pits| {
        for side in [Side::South, Side::North] {
            nodes.push(Position::new_unchecked(pits, [0, 0], side));
        }
    });
    let index = nodes
        .iter()
        .enumerate()
        .map(|(i, p)| ((*p.pits(), p.to_move()), i))
        .collect();
    (nodes, index)
}

fn all_boards(n: usize, f: &mut dyn FnMut([u8; 12])) {
    fn go(pits: &mut [u8; 12], i: usize, left: usize, f: &mut dyn FnMut([u8; 12])) {
        if i == 11 {
            pits[11] = left as u8;
            f(*pits);
            return;
        }
        for c in 0..=left {
            pits[i] = c as u8;
            go(pits, i + 1, left - c, f);
        }
    }
    go(&mut [0; 12], 0, n, f);
}

/// What the check of one seed count found.
#[derive(Debug, Default)]
struct CountReport {
    /// Positions with South to move.
    positions: usize,
    /// Of those, the ones the tables call forced (best play cannot cycle).
    forced: usize,
    /// Proven equal to the table, in all and among the forced ones.
    proven_equal: usize,
    forced_proven_equal: usize,
    /// Proven different: forced ones (an error) and ones where play can cycle (the tables'
    /// estimate, wrong for this position without history).
    forced_different: Vec<[u8; 12]>,
    cycling_different: Vec<([u8; 12], i32)>,
    /// The search ran out of nodes before proving either way.
    out_of_budget: usize,
    widest_component: usize,
}

/// Checks every position with `n` seeds and South to move (North's are the same boards
/// turned round) against a history-aware search: captures count, R9 ends the game, and a
/// board repeating with the same player to move since the last capture ends it by R10 with
/// each player keeping their own side.
///
/// Each position is proven equal to its table value by two null-window searches. The
/// search takes the table's values only where a move leaves the component (a capture, or a
/// move into a component that cannot lead back, where the history no longer matters): those
/// are proven in their own turn, smaller seed counts and later components first, so when
/// every position is proven the tables are exact by induction.
fn check_count(table: &EndgameTable, rules: &Rules, n: usize, budget: u64) -> CountReport {
    let value = |p: &Position| i32::from(table.probe(p).expect("covered"));
    let (nodes, index) = positions_with_index(n);
    // Per node: capture-free successors, and the values of the moves that leave this count.
    let mut inner: Vec<Vec<u32>> = vec![Vec::new(); nodes.len()];
    let mut leaving: Vec<Vec<i32>> = vec![Vec::new(); nodes.len()];
    for (i, p) in nodes.iter().enumerate() {
        let legal = p.legal_moves(rules);
        if legal.is_empty() {
            let s = p.final_stores_no_moves(rules);
            let me = p.to_move();
            leaving[i].push(i32::from(s[me.index()]) - i32::from(s[me.opponent().index()]));
            continue;
        }
        for mv in legal {
            let (child, report) = p.play_unchecked(mv, rules);
            let captured = i32::from(report.capture.seeds);
            if captured > 0 {
                leaving[i].push(captured - value(&child));
            } else {
                inner[i].push(index[&(*child.pits(), child.to_move())] as u32);
            }
        }
    }
    let mut report = CountReport::default();
    let mut keys = rand_keys(0x5eed_0000 + n as u64);
    let mut components = Vec::new();
    for_each_component(
        inner.len(),
        |v, i| inner[v].get(i).map(|&c| c as usize),
        |c| components.push(c.to_vec()),
    );
    for members in components {
        report.widest_component = report.widest_component.max(members.len());
        let local: HashMap<u32, u32> = members
            .iter()
            .enumerate()
            .map(|(k, &c)| (c, k as u32))
            .collect();
        let steps = members
            .iter()
            .map(|&c| {
                let mut steps: Vec<(i32, Step)> = leaving[c as usize]
                    .iter()
                    .map(|&v| (v, Step::Known(v)))
                    .collect();
                for &d in &inner[c as usize] {
                    let guess = -value(&nodes[d as usize]);
                    steps.push(match local.get(&d) {
                        Some(&k) => (guess, Step::Inner(k)),
                        None => (guess, Step::Known(guess)),
                    });
                }
                steps.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
                steps.into_iter().map(|(_, s)| s).collect()
            })
            .collect();
        let split = members
            .iter()
            .map(|&c| {
                let p = &nodes[c as usize];
                let me = p.to_move();
                i32::from(p.side_seeds(me)) - i32::from(p.side_seeds(me.opponent()))
            })
            .collect();
        let component = Component {
            steps,
            split,
            keys: (0..members.len()).map(|_| keys()).collect(),
        };
        let mut walker = Walker {
            component: &component,
            visited: vec![false; members.len()],
            table: HashMap::new(),
            budget: 0,
        };
        for (k, &c) in members.iter().enumerate() {
            let p = &nodes[c as usize];
            if p.to_move() != Side::South {
                continue;
            }
            let forced = table.probe_value(p).expect("covered").forced;
            report.positions += 1;
            report.forced += usize::from(forced);
            walker.budget = budget;
            match walker.proves(k, value(p)) {
                Some(true) => {
                    report.proven_equal += 1;
                    report.forced_proven_equal += usize::from(forced);
                }
                Some(false) if forced => report.forced_different.push(*p.pits()),
                Some(false) => report.cycling_different.push((*p.pits(), value(p))),
                None => report.out_of_budget += 1,
            }
            if walker.table.len() > 4_000_000 {
                walker.table.clear();
            }
        }
    }
    report
}

/// A small seeded generator of 64-bit keys (splitmix64).
fn rand_keys(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[test]
fn tables_agree_with_history_aware_search_on_every_position_up_to_six_seeds() {
    let max: usize = std::env::var("EGTB_CHECK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let budget: u64 = std::env::var("EGTB_CHECK_BUDGET")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, max, &mut |_, _| {}).expect("a supported size");
    assert_eq!(table.len() as u64, positions_up_to(max));
    let started = std::time::Instant::now();
    let mut all = Vec::new();
    for n in 0..=max {
        let report = check_count(&table, &rules, n, budget);
        eprintln!("{n} seeds ({:?}): {report:?}", started.elapsed());
        all.push(report);
    }
    let sum = |f: &dyn Fn(&CountReport) -> usize| all.iter().map(f).sum::<usize>();
    let positions = sum(&|r| r.positions);
    eprintln!(
        "tables vs history-aware search, up to {max} seeds, {budget} nodes per proof: \
         {positions} positions ({} forced): {} proven equal ({} of the forced), \
         {} forced and {} cycling proven different, {} unresolved",
        sum(&|r| r.forced),
        sum(&|r| r.proven_equal),
        sum(&|r| r.forced_proven_equal),
        sum(&|r| r.forced_different.len()),
        sum(&|r| r.cycling_different.len()),
        sum(&|r| r.out_of_budget),
    );
    assert_eq!(positions as u64, positions_up_to(max));
    // A forced value is exact for the position played from afresh: never contradicted.
    assert!(all.iter().all(|r| r.forced_different.is_empty()), "{all:?}");
    // Up to three seeds every position is proven, cycles included.
    for r in all.iter().take(4) {
        assert_eq!(r.proven_equal, r.positions, "{r:?}");
    }
}

/// Proven bounds, from South's side, on the exact history-aware value of each position
/// played from afresh, by seed count: `bounds[(pits, side)] = (low, high)`.
type ProvenBounds = HashMap<([u8; 12], Side), (i32, i32)>;

/// Adds proven bounds for every position with `n` seeds (smaller counts done).
///
/// South can force at least `t` where South reaches, by a strategy that brings every line to a
/// capture or the end in a bounded number of moves, only outcomes worth `t` or more; such
/// lines never repeat a position, so R10 cannot interfere with a position played from
/// afresh. The positions where South can do so are found for every `t` by the attractor
/// construction (a South position needs one good move, a North position all its moves
/// good); North's bounds the same way. A capture's worth comes from the bounds of the
/// position it leaves, which starts a new history.
fn prove_bounds(bounds: &mut ProvenBounds, rules: &Rules, n: usize) {
    let (nodes, index) = positions_with_index(n);
    // Per node: moves that stay in this count, and the South-side intervals of the others.
    let mut inner: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    let mut leaving: Vec<Vec<(i32, i32)>> = vec![Vec::new(); nodes.len()];
    let mut previous: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (i, p) in nodes.iter().enumerate() {
        let legal = p.legal_moves(rules);
        if legal.is_empty() {
            let s = p.final_stores_no_moves(rules);
            let v = i32::from(s[0]) - i32::from(s[1]);
            leaving[i].push((v, v));
            continue;
        }
        let sign = if p.to_move() == Side::South { 1 } else { -1 };
        for mv in legal {
            let (child, report) = p.play_unchecked(mv, rules);
            let captured = i32::from(report.capture.seeds);
            if captured > 0 {
                let (lo, hi) = bounds[&(*child.pits(), child.to_move())];
                leaving[i].push((lo + sign * captured, hi + sign * captured));
            } else {
                let c = index[&(*child.pits(), child.to_move())];
                inner[i].push(c);
                previous[c].push(i);
            }
        }
    }
    let n = n as i32;
    // forcing(side, good_exit) marks the positions where `side` can force good exits only.
    let forcing = |side: Side, good: &dyn Fn((i32, i32)) -> bool| -> Vec<bool> {
        let mut won = vec![false; nodes.len()];
        let mut missing = vec![usize::MAX; nodes.len()];
        let mut queue = Vec::new();
        for (i, p) in nodes.iter().enumerate() {
            let terminal =
                inner[i].is_empty() && leaving[i].len() == 1 && p.legal_moves(rules).is_empty();
            if p.to_move() == side && !terminal {
                if leaving[i].iter().any(|&e| good(e)) {
                    queue.push(i);
                    won[i] = true;
                }
            } else if leaving[i].iter().all(|&e| good(e)) {
                missing[i] = inner[i].len();
                if missing[i] == 0 {
                    queue.push(i);
                    won[i] = true;
                }
            }
        }
        while let Some(c) = queue.pop() {
            for &p in &previous[c] {
                if won[p] {
                    continue;
                }
                let ready = if nodes[p].to_move() == side {
                    true
                } else if missing[p] != usize::MAX {
                    missing[p] -= 1;
                    missing[p] == 0
                } else {
                    false
                };
                if ready {
                    won[p] = true;
                    queue.push(p);
                }
            }
        }
        won
    };
    let mut low = vec![i32::MIN; nodes.len()];
    let mut high = vec![i32::MAX; nodes.len()];
    for t in -n..=n {
        let south = forcing(Side::South, &|(lo, _)| lo >= t);
        let north = forcing(Side::North, &|(_, hi)| hi <= t);
        for i in 0..nodes.len() {
            if south[i] {
                low[i] = low[i].max(t);
            }
            if north[i] {
                high[i] = high[i].min(t);
            }
        }
    }
    for (i, p) in nodes.iter().enumerate() {
        bounds.insert((*p.pits(), p.to_move()), (low[i].max(-n), high[i].min(n)));
    }
}

#[test]
fn forced_table_values_are_proven_and_estimates_lie_within_proven_bounds() {
    let max: usize = std::env::var("EGTB_BOUNDS_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, max, &mut |_, _| {}).expect("a supported size");
    let mut bounds = ProvenBounds::new();
    let (mut forced, mut estimates, mut exact_estimates) = (0usize, 0usize, 0usize);
    let mut wrong = Vec::new();
    for n in 0..=max {
        prove_bounds(&mut bounds, &rules, n);
        all_boards(n, &mut |pits| {
            let p = Position::new_unchecked(pits, [0, 0], Side::South);
            let value = table.probe_value(&p).expect("covered");
            let v = i32::from(value.margin);
            let (lo, hi) = bounds[&(pits, Side::South)];
            if value.forced {
                forced += 1;
                if (lo, hi) != (v, v) {
                    wrong.push((pits, v, lo, hi));
                }
            } else {
                estimates += 1;
                exact_estimates += usize::from(lo == hi);
                if !(lo..=hi).contains(&v) {
                    wrong.push((pits, v, lo, hi));
                }
            }
        });
    }
    eprintln!(
        "up to {max} seeds: {forced} forced values, all proven: {}; {estimates} estimates, \
         {exact_estimates} of them with a proven exact value; wrong: {} e.g. {:?}",
        wrong.is_empty(),
        wrong.len(),
        wrong.iter().take(5).collect::<Vec<_>>()
    );
    assert!(wrong.is_empty(), "{wrong:?}");
}
