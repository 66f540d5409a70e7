//! Negamax alpha-beta search with principal-variation search, iterative deepening,
//! aspiration windows, a transposition table, move ordering (table move, captures, killers,
//! history), late move reductions, futility pruning near the horizon, a capture-only
//! quiescence search, and the rules' own ends of the game — R10
//! cycles included, along the search path and the game's history. Single-threaded and
//! deterministic for a fixed depth or node count; stops within a few milliseconds of the
//! stop flag or the deadline and still returns the best move found.

use super::egtb::EndgameTable;
use super::eval::{Score, WIN, Weights, evaluate, final_score};
use super::tt::{Bound, TranspositionTable};
use crate::rules::{Game, Move, Pit, Position, Rules, hash_position};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const MAX_PLY: usize = 128;
const INFINITY: Score = 1_000_000;
/// Plies of captures the quiescence search may follow.
const QUIESCENCE_DEPTH: i32 = 8;
/// The shallowest depth at which late moves are reduced.
const LMR_MIN_DEPTH: i32 = 3;
/// The first move index (in search order) that may be reduced.
const LMR_FIRST_INDEX: usize = 2;
/// Move-ordering keys: the table move first, then captures (bigger first), then the first
/// killer (the second just below it), then quiet moves by history (below these).
const TABLE_MOVE_ORDER: i32 = 1 << 30;
const CAPTURE_ORDER: i32 = 1 << 20;
const FIRST_KILLER_ORDER: i32 = 1 << 19;
/// Near the horizon, a position whose evaluation beats beta by this much a ply of depth
/// left is taken as good enough without searching it (reverse futility).
const REVERSE_FUTILITY_MARGIN: Score = 200;
/// Depths at which reverse futility applies.
const REVERSE_FUTILITY_DEPTH: i32 = 3;
/// One ply from the horizon, quiet moves are skipped when the evaluation is this far below
/// alpha (a quiet move leaves the stores as they are).
const FUTILITY_MARGIN: Score = 200;

/// The time a move costs beyond its search, kept aside when playing to a clock.
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(50);

/// When to stop searching. Every limit given applies; none means until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Time to search at most: the search stops there, keeping what the unfinished
    /// iteration found. Without `soft`, the whole of it is used (a fixed time per move
    /// cannot be saved for later).
    pub time: Option<Duration>,
    /// With a clock: the time after which no new iteration begins. It stretches while the
    /// best move keeps changing or the score falls, and shrinks once the best move has
    /// stayed the same for several iterations.
    pub soft: Option<Duration>,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search for a fixed time.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// Search a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Playing to a clock with `left` on it and `increment` added after each move: of the
    /// time left less [`MOVE_OVERHEAD`] (answering, a busy machine), about a fortieth plus
    /// most of the increment as the usual time — Oware games are long, and a game of sudden
    /// death must last — up to three times that when the search is unsettled, never more
    /// than a quarter of it.
    pub fn from_clock(left: Duration, increment: Duration) -> Limits {
        let left = left.saturating_sub(MOVE_OVERHEAD);
        let left = left.as_millis().min(u128::from(u64::MAX)) as u64;
        let inc = increment.as_millis().min(u128::from(u64::MAX)) as u64;
        let budget = (left / 40 + inc * 3 / 4).min(left / 4).max(1);
        let most = (budget * 3).min(left / 4).max(budget);
        Limits {
            soft: Some(Duration::from_millis(budget)),
            time: Some(Duration::from_millis(most)),
            ..Limits::default()
        }
    }

    /// These limits with a clock's on top: the search ends at whichever comes first.
    pub fn within_clock(self, left: Duration, increment: Duration) -> Limits {
        let clock = Limits::from_clock(left, increment);
        Limits {
            time: match (self.time, clock.time) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            soft: match (self.soft, clock.soft) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            ..self
        }
    }
}

/// How a search on the opponent's time (pondering) learns that the expected move was played:
/// shared between the thread that hears of it and the searching one, which from then on
/// runs under the limits given, counted from the hit, and goes on with what it has found.
#[derive(Debug, Default)]
pub struct PonderHit {
    hit: AtomicBool,
    limits: Mutex<Option<(Instant, Limits)>>,
}

impl PonderHit {
    /// A handle for one ponder search.
    pub fn new() -> Arc<PonderHit> {
        Arc::new(PonderHit::default())
    }

    /// The expected move came: the search now runs under `limits`, from this moment.
    pub fn hit(&self, limits: Limits) {
        if let Ok(mut slot) = self.limits.lock() {
            *slot = Some((Instant::now(), limits));
        }
        self.hit.store(true, Ordering::Release);
    }

    /// Whether [`hit`](Self::hit) was called.
    pub fn is_hit(&self) -> bool {
        self.hit.load(Ordering::Acquire)
    }

    fn take(&self) -> Option<(Instant, Limits)> {
        self.limits.lock().ok()?.take()
    }
}

/// A fall of the score between iterations (hundredths of a seed) that earns more time.
const SCORE_FALL: Score = 30;

/// How much of the soft time to allow after an iteration: more when the best move just
/// changed or the score fell, less once the best move has held for several iterations.
fn soft_factor(changed: bool, fell: bool, stable: u32) -> f64 {
    let mut factor = 1.0;
    if changed {
        factor *= 1.6;
    }
    if fell {
        factor *= 1.4;
    }
    if stable >= 4 {
        factor *= 0.6;
    }
    factor
}

/// Progress after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Nominal depth completed.
    pub depth: u32,
    /// Deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Score from the side to move (see [`super::eval::score_to_cp`]).
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// True when the score is the position's exact value: every line of the iteration
    /// reached an end of the game (R8, R9, R10) or a value the endgame tables prove, and no
    /// estimate (the evaluation, a pruned move, an unproven table value) took part. Deeper
    /// iterations cannot change it.
    pub exact: bool,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (`None` when the game is over).
    pub best: Option<Move>,
    /// The last completed iteration's figures.
    pub info: SearchInfo,
}

/// A reusable searcher: keeps its transposition table between searches.
#[derive(Debug)]
pub struct Searcher {
    rules: Rules,
    weights: Weights,
    tt: TranspositionTable,
    tables: Option<Arc<EndgameTable>>,
    stop: Arc<AtomicBool>,
    killers: [[u8; 2]; MAX_PLY],
    history: [[i32; 12]; 2],
    pv: Vec<[u8; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    path: Vec<u64>,
    boundary: Vec<usize>,
    /// The game's positions before the root since its last capture (R10), by hash.
    game_seen: HashSet<u64>,
    nodes: u64,
    seldepth: usize,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    /// With a clock: when no new iteration begins (see [`Limits::soft`]), from `soft_start`.
    soft: Option<Duration>,
    soft_start: Instant,
    /// The deepest iteration, and the one under way.
    depth_limit: Option<u32>,
    iteration: u32,
    /// While pondering: where the hit comes from.
    ponder: Option<Arc<PonderHit>>,
    aborted: bool,
    root_best: Option<(u8, Score)>,
    /// Estimates used so far in this iteration (evaluations, pruned moves, unproven table
    /// values, table cut-offs whose value may depend on the way the position was reached):
    /// an iteration that used none has the exact value.
    estimates: u64,
}

impl Searcher {
    /// A searcher for a rule set with a table of `hash_mb` megabytes.
    pub fn new(rules: Rules, hash_mb: usize) -> Searcher {
        Searcher {
            rules,
            weights: Weights::default(),
            tt: TranspositionTable::new(hash_mb),
            tables: None,
            stop: Arc::new(AtomicBool::new(false)),
            killers: [[u8::MAX; 2]; MAX_PLY],
            history: [[0; 12]; 2],
            pv: vec![[0; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            path: Vec::with_capacity(1024),
            boundary: Vec::with_capacity(1024),
            game_seen: HashSet::new(),
            nodes: 0,
            seldepth: 0,
            deadline: None,
            node_limit: None,
            soft: None,
            soft_start: Instant::now(),
            depth_limit: None,
            iteration: 0,
            ponder: None,
            aborted: false,
            root_best: None,
            estimates: 0,
        }
    }

    /// The rule set searched under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Replaces the evaluation weights.
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = weights;
    }

    /// The endgame tables in use, if any.
    pub fn tables(&self) -> Option<&Arc<EndgameTable>> {
        self.tables.as_ref()
    }

    /// Uses endgame tables as exact leaves (or stops using them with `None`).
    pub fn set_tables(&mut self, tables: Option<Arc<EndgameTable>>) {
        self.tables = tables.filter(|t| t.rules_match(&self.rules));
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, mb: usize) {
        self.tt = TranspositionTable::new(mb);
    }

    /// Forgets everything learnt (new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history = [[0; 12]; 2];
        self.killers = [[u8::MAX; 2]; MAX_PLY];
    }

    /// The flag that stops a running search when set. Share it with another thread.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Searches the game's current position. The game's positions since its last capture
    /// take part in R10 (cycle) detection.
    pub fn search_game(
        &mut self,
        game: &Game,
        limits: Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search(&game.repeatable_positions(), limits, on_info)
    }

    /// Searches the game's position on the opponent's time, without limits, until stopped
    /// or until `hit` gives it the limits of a normal search: then it goes on under them,
    /// with the iterations done so far, instead of starting again.
    pub fn search_pondering(
        &mut self,
        game: &Game,
        hit: Arc<PonderHit>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.ponder = Some(hit);
        let result = self.search(&game.repeatable_positions(), Limits::default(), on_info);
        self.ponder = None;
        result
    }

    /// Searches the last position of `history` (earlier positions are the game so far).
    pub fn search(
        &mut self,
        history: &[Position],
        limits: Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let started = Instant::now();
        let Some(&root) = history.last() else {
            return SearchResult {
                best: None,
                info: empty_info(started),
            };
        };
        self.prepare(history, limits, started);
        let legal = root.legal_moves(&self.rules);
        if legal.is_empty() || root.is_decided(&self.rules) {
            return SearchResult {
                best: None,
                info: empty_info(started),
            };
        }
        // A timed search with one legal move has nothing to weigh: it answers at once.
        if limits.depth.is_none()
            && limits.time.is_some()
            && let (Some(only), 1) = (legal.iter().next(), legal.iter().count())
        {
            let mut info = empty_info(started);
            info.pv = self.line_with_reply(&root, vec![only]);
            return SearchResult {
                best: Some(only),
                info,
            };
        }
        // A fallback before any iteration completes (the position has a legal move).
        let mut best =
            first_guess(&root, &self.rules).unwrap_or(Move::new(Pit::of_side(root.to_move(), 0)));
        let mut info = empty_info(started);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);
        let mut previous = 0;
        // Iterations in a row that kept the same best move.
        let mut stable = 0u32;
        for depth in 1..=max_depth {
            self.iteration = depth;
            self.seldepth = 0;
            self.root_best = None;
            self.estimates = 0;
            let score = if depth >= 4 {
                self.aspiration(&root, depth as i32, previous)
            } else {
                self.negamax(&root, depth as i32, -INFINITY, INFINITY, 0)
            };
            if self.aborted {
                // A root move that beat the previous best in this unfinished iteration counts.
                if let Some((mv, s)) = self.root_best
                    && depth > 1
                    && s > previous
                {
                    best = Move::new(Pit::new(mv as usize).unwrap_or(best.pit()));
                    info.score = s;
                    info.exact = false;
                    info.pv = self.line_with_reply(&root, vec![best]);
                    info.seldepth = info.seldepth.max(self.seldepth as u32);
                    info.nodes = self.nodes;
                    info.elapsed = started.elapsed();
                    // The last line reported is the line played.
                    on_info(&info);
                }
                break;
            }
            let fell = depth > 1 && score < previous - SCORE_FALL;
            previous = score;
            let pv: Vec<Move> = self.pv[0][..self.pv_len[0]]
                .iter()
                .filter_map(|&i| Pit::new(i as usize))
                .map(Move::new)
                .collect();
            let pv = self.line_with_reply(&root, pv);
            let changed = pv.first().is_some_and(|&first| first != best);
            if let Some(&first) = pv.first() {
                best = first;
            }
            stable = if changed { 0 } else { stable + 1 };
            let exact = self.estimates == 0;

            info = SearchInfo {
                depth,
                seldepth: self.seldepth as u32,
                score,
                nodes: self.nodes,
                elapsed: started.elapsed(),
                pv,
                exact,
            };
            on_info(&info);
            // A proven result needs no deeper search.
            if exact || (score.abs() >= WIN / 2 && depth >= 2 && self.tables_solve(&root)) {
                break;
            }
            self.take_ponder_hit();
            if let Some(soft) = self.soft
                && self.soft_start.elapsed() >= soft.mul_f64(soft_factor(changed, fell, stable))
            {
                break;
            }
            if self.depth_limit.is_some_and(|d| depth >= d) {
                break;
            }
        }
        info.nodes = self.nodes;
        info.elapsed = started.elapsed();
        SearchResult {
            best: Some(best),
            info,
        }
    }

    /// `line` (a move of `root` first) with the reply expected to that move added when the
    /// line stops after it (a table's value or a transposition cut it short), so the engine
    /// can name the move it expects and ponder on it.
    fn line_with_reply(&self, root: &Position, mut line: Vec<Move>) -> Vec<Move> {
        if let [only] = line[..]
            && let Some(reply) = self.expected_reply(root, only)
        {
            line.push(reply);
        }
        line
    }

    /// The reply this searcher expects to `mv` in `root`: the transposition table's move for
    /// the position after it, else the endgame tables' best reply, else the biggest capture
    /// (the search's own first guess). `None` when the game ends with `mv`.
    pub fn expected_reply(&self, root: &Position, mv: Move) -> Option<Move> {
        let (child, _) = root.play_unchecked(mv, &self.rules);
        if child.is_terminal(&self.rules) {
            return None;
        }
        let legal = child.legal_moves(&self.rules);
        let remembered = self
            .tt
            .probe(hash_position(&child))
            .and_then(|hit| hit.mv)
            .and_then(|pit| legal.iter().find(|m| m.pit().index() == usize::from(pit)));
        if remembered.is_some() {
            return remembered;
        }
        if self.tables.as_ref().is_some_and(|t| t.covers(&child)) {
            return legal.iter().max_by_key(|&reply| {
                let (after, _) = child.play_unchecked(reply, &self.rules);
                let value = self
                    .terminal_score(&after)
                    .or_else(|| self.table_score(&after))
                    .unwrap_or(0);
                -value
            });
        }
        legal
            .iter()
            .max_by_key(|&m| child.play_unchecked(m, &self.rules).1.capture.seeds)
    }

    /// What the endgame tables prove of `p`: the final margin for its player to move, when
    /// the tables hold `p` with a forced value (draws included).
    pub fn proven_margin(&self, p: &Position) -> Option<i32> {
        let value = self.tables.as_ref()?.probe_value(p).filter(|v| v.forced)?;
        Some(value.with_stores(p))
    }

    fn tables_solve(&self, root: &Position) -> bool {
        self.tables.as_ref().is_some_and(|t| t.covers(root))
    }

    /// Shares another stop flag (e.g. one a caller keeps to cancel this search).
    pub fn set_stop_flag(&mut self, stop: Arc<AtomicBool>) {
        self.stop = stop;
    }

    /// Whether the stop flag is set (a small search may finish before it looks).
    pub fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Clears the stop flag (a search stops at once while it is set).
    pub fn reset_stop(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }

    fn prepare(&mut self, history: &[Position], limits: Limits, started: Instant) {
        self.tt.new_search();
        self.nodes = 0;
        self.aborted = false;
        self.deadline = limits.time.map(|t| started + t);
        self.node_limit = limits.nodes;
        self.soft = limits.soft;
        self.soft_start = started;
        self.depth_limit = limits.depth;
        self.iteration = 0;
        self.killers = [[u8::MAX; 2]; MAX_PLY];
        for h in self.history.iter_mut().flatten() {
            *h /= 4;
        }
        // The game's positions since the last capture, for R10: a set, so that a long game
        // does not make every node's check longer. Earlier ones hold other stores.
        self.path.clear();
        self.boundary.clear();
        self.game_seen.clear();
        if let Some((root, earlier)) = history.split_last() {
            self.game_seen.extend(
                earlier
                    .iter()
                    .filter(|p| p.stores() == root.stores())
                    .map(hash_position),
            );
            self.path.push(hash_position(root));
            self.boundary.push(0);
        }
    }

    fn aspiration(&mut self, root: &Position, depth: i32, previous: Score) -> Score {
        let mut delta = 40;
        let (mut alpha, mut beta) = (previous - delta, previous + delta);
        loop {
            let score = self.negamax(root, depth, alpha, beta, 0);
            if self.aborted {
                return score;
            }
            if alpha <= -INFINITY && beta >= INFINITY {
                return score; // the full window: nothing wider to try
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 3;
            if delta > 2_000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes & 1023 == 0 {
            self.take_ponder_hit();
            let over_nodes = self.node_limit.is_some_and(|n| self.nodes >= n);
            let over_time = self.deadline.is_some_and(|d| Instant::now() >= d);
            if over_nodes || over_time || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// After a ponder hit: the search's limits from then on (once).
    fn take_ponder_hit(&mut self) {
        let Some((at, limits)) = self
            .ponder
            .as_ref()
            .filter(|p| p.is_hit())
            .and_then(|p| p.take())
        else {
            return;
        };
        self.ponder = None;
        self.deadline = limits.time.map(|t| at + t);
        self.node_limit = limits.nodes.map(|n| self.nodes + n);
        self.soft = limits.soft;
        self.soft_start = at;
        self.depth_limit = limits.depth;
        // An iteration beyond the depth asked for is not needed: what came before stands.
        if limits.depth.is_some_and(|d| self.iteration > d) {
            self.aborted = true;
        }
    }

    /// R10: does the current position (last on the path) repeat an earlier one since the
    /// last capture, with the same player to move?
    fn repeats(&self) -> bool {
        let n = self.path.len();
        if n < 2 {
            return false;
        }
        let current = self.path[n - 1];
        let start = self.boundary[n - 1];
        // With no capture since the root, the game before it counts too.
        if start == 0 && self.game_seen.contains(&current) {
            return true;
        }
        let mut i = n as isize - 3;
        while i >= start as isize {
            if self.path[i as usize] == current {
                return true;
            }
            i -= 2;
        }
        false
    }

    /// Exact score of a position where the game is over without history (R8, R9).
    #[inline]
    fn terminal_score(&self, p: &Position) -> Option<Score> {
        let me = p.to_move().index();
        if p.is_decided(&self.rules) {
            let s = p.stores();
            return Some(final_score(s[me], s[1 - me]));
        }
        if p.is_terminal(&self.rules) {
            let s = p.final_stores_no_moves(&self.rules);
            return Some(final_score(s[me], s[1 - me]));
        }
        None
    }

    /// Whether the position last on the search path was reached by a capture: the game's
    /// earlier positions can no longer repeat, so its value is the same whatever the way to
    /// it.
    #[inline]
    fn fresh(&self) -> bool {
        let n = self.path.len();
        n >= 2 && self.boundary[n - 1] == n - 1
    }

    /// [`Searcher::table_score`] inside the search, where an estimate is counted.
    #[inline]
    fn table_leaf(&mut self, p: &Position) -> Option<Score> {
        let tables = self.tables.as_ref()?;
        let forced = tables.probe_value(p)?.forced;
        // A proven value is exact where the position was reached by a capture; elsewhere a
        // way back to a position already seen might end the game by R10 first.
        if !forced || !self.fresh() {
            self.estimates += 1;
        }
        self.table_score(p)
    }

    fn table_score(&self, p: &Position) -> Option<Score> {
        let tables = self.tables.as_ref()?;
        let value = tables.probe_value(p)?;
        let total = value.with_stores(p);
        if !value.forced {
            // Best play may lead to a cycle and the table's value assumes where it closes:
            // a good estimate, not a proof, so it stays outside the band of proven results.
            return Some(100 * total);
        }
        Some(match total.signum() {
            1 => WIN + 100 * total,
            -1 => -WIN + 100 * total,
            _ => 0,
        })
    }

    fn push(&mut self, key: u64, captured: bool) {
        let n = self.path.len();
        self.path.push(key);
        self.boundary.push(if captured || n == 0 {
            n
        } else {
            self.boundary[n - 1]
        });
    }

    fn pop(&mut self) {
        self.path.pop();
        self.boundary.pop();
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Score {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if self.check_stop() {
            return 0;
        }
        if ply > 0 {
            if let Some(s) = self.terminal_score(pos) {
                return s;
            }
            if self.repeats() {
                let s = pos.final_stores_own_sides();
                let me = pos.to_move().index();
                return final_score(s[me], s[1 - me]);
            }
            if let Some(s) = self.table_leaf(pos) {
                return s;
            }
        }
        if depth <= 0 || ply >= MAX_PLY - 2 {
            self.estimates += 1;
            return self.quiescence(pos, alpha, beta, ply, QUIESCENCE_DEPTH);
        }
        let estimates_before = self.estimates;
        let fresh = self.fresh();
        // The path's last entry is this position's key (pushed by the caller, or the root).
        let key = self
            .path
            .last()
            .copied()
            .unwrap_or_else(|| hash_position(pos));
        let use_tt = depth >= 3;
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(key).filter(|_| use_tt) {
            tt_move = hit.mv;
            // Only away from the root, so the root always yields a move and a PV.
            if ply > 0 && hit.depth >= depth {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => hit.score >= beta,
                    Bound::Upper => hit.score <= alpha,
                };
                if cut {
                    // A proven entry holds wherever play starts afresh; elsewhere the way
                    // to the position may change what can repeat.
                    if !(hit.proven && fresh) {
                        self.estimates += 1;
                    }
                    return hit.score;
                }
            }
        }

        // Near the horizon, away from proven results: the evaluation decides what plainly
        // stands above beta, and which quiet moves cannot reach alpha.
        let frontier = ply > 0
            && depth <= REVERSE_FUTILITY_DEPTH
            && alpha.abs() < WIN / 2
            && beta.abs() < WIN / 2;
        let stand = if frontier {
            evaluate(pos, &self.rules, &self.weights)
        } else {
            0
        };
        if frontier && stand - REVERSE_FUTILITY_MARGIN * depth >= beta {
            self.estimates += 1;
            return stand;
        }
        let futile = frontier && depth == 1 && stand + FUTILITY_MARGIN <= alpha;
        if futile {
            self.estimates += 1;
        }

        let side = pos.to_move();
        let legal = pos.legal_moves(&self.rules);
        let mut children: [(u8, Position, bool, i32, u64); 6] = [(0, *pos, false, 0, 0); 6];
        let mut count = 0;
        for mv in legal {
            let (child, report) = pos.play_unchecked(mv, &self.rules);
            let pit = mv.pit().index() as u8;
            let captured = report.capture.seeds;
            let order = if Some(pit) == tt_move {
                TABLE_MOVE_ORDER
            } else if captured > 0 {
                CAPTURE_ORDER + i32::from(captured) * 1000
            } else if self.killers[ply][0] == pit {
                FIRST_KILLER_ORDER
            } else if self.killers[ply][1] == pit {
                FIRST_KILLER_ORDER - 1
            } else {
                self.history[side.index()][pit as usize]
            };
            let child_key = hash_position(&child);
            children[count] = (pit, child, captured > 0, order, child_key);
            count += 1;
        }
        let children = &mut children[..count];
        children.sort_unstable_by_key(|c| std::cmp::Reverse(c.3));

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for (i, &(pit, child, captured, order, child_key)) in children.iter().enumerate() {
            if futile && !captured {
                best_score = best_score.max(stand);
                continue;
            }
            self.push(child_key, captured);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let reduction = late_move_reduction(depth, i, order >= FIRST_KILLER_ORDER);
                let mut s =
                    -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                if reduction > 0 && s > alpha && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.aborted {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            self.pop();
            if self.aborted {
                return best_score.max(-INFINITY + 1);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(pit);
                if ply == 0 {
                    self.root_best = Some((pit, score));
                }
                if score > alpha {
                    alpha = score;
                    self.pv[ply][ply] = pit;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let next_len = self.pv_len[ply + 1].max(ply + 1);
                    head[ply][ply + 1..next_len].copy_from_slice(&tail[0][ply + 1..next_len]);
                    self.pv_len[ply] = next_len;
                    if score >= beta {
                        if !captured {
                            let k = &mut self.killers[ply];
                            if k[0] != pit {
                                k[1] = k[0];
                                k[0] = pit;
                            }
                            let h = &mut self.history[side.index()][pit as usize];
                            *h = (*h + depth * depth).min(1 << 18);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if use_tt {
            let proven = fresh && self.estimates == estimates_before;
            self.tt
                .store(key, depth, best_score, bound, best_move, proven);
        }
        best_score
    }

    fn quiescence(
        &mut self,
        pos: &Position,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qdepth: i32,
    ) -> Score {
        self.pv_len[ply] = ply;
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        let stand = evaluate(pos, &self.rules, &self.weights);
        if stand >= beta || qdepth == 0 || ply >= MAX_PLY - 2 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        for mv in pos.legal_moves(&self.rules) {
            if !pos.may_capture(mv) {
                continue;
            }
            let (child, report) = pos.play_unchecked(mv, &self.rules);
            if report.capture.seeds == 0 {
                continue;
            }
            self.nodes += 1;
            if self.check_stop() {
                return best;
            }
            let score = match self
                .terminal_score(&child)
                .or_else(|| self.table_score(&child))
            {
                Some(s) => -s,
                None => -self.quiescence(&child, -beta, -alpha, ply + 1, qdepth - 1),
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Plies by which a late move is searched less deep first (searched again at full depth
/// when it turns out better than the best so far): quiet moves ordered after the first two,
/// away from the horizon. Captures, the table move and the first killer are never reduced.
#[inline]
fn late_move_reduction(depth: i32, index: usize, tactical: bool) -> i32 {
    if tactical || depth < LMR_MIN_DEPTH || index < LMR_FIRST_INDEX {
        0
    } else if depth >= 6 && index >= 4 {
        2
    } else {
        1
    }
}

/// The move a search plays before any iteration has finished: the biggest capture (the last
/// of equal ones); `None` without a legal move.
pub fn first_guess(position: &Position, rules: &Rules) -> Option<Move> {
    position
        .legal_moves(rules)
        .iter()
        .max_by_key(|&m| position.play_unchecked(m, rules).1.capture.seeds)
}

fn empty_info(started: Instant) -> SearchInfo {
    SearchInfo {
        depth: 0,
        seldepth: 0,
        score: 0,
        nodes: 0,
        elapsed: started.elapsed(),
        pv: Vec::new(),
        exact: false,
    }
}

#[cfg(test)]
mod reduction_tests {
    use super::{LMR_FIRST_INDEX, LMR_MIN_DEPTH, late_move_reduction};

    #[test]
    fn only_late_quiet_moves_away_from_the_horizon_are_reduced() {
        for depth in 1..20 {
            for index in 0..6 {
                let r = late_move_reduction(depth, index, true);
                assert_eq!(
                    r, 0,
                    "a capture, table move or first killer is never reduced"
                );
                let r = late_move_reduction(depth, index, false);
                if depth < LMR_MIN_DEPTH || index < LMR_FIRST_INDEX {
                    assert_eq!(r, 0, "depth {depth}, move {index}");
                } else {
                    assert!((1..=2).contains(&r), "depth {depth}, move {index}: {r}");
                    assert!(r < depth, "a reduced search keeps at least one ply");
                }
            }
        }
        assert_eq!(late_move_reduction(6, 4, false), 2);
        assert_eq!(late_move_reduction(5, 5, false), 1);
    }
}

#[cfg(test)]
mod time_use_tests {
    use super::soft_factor;

    #[test]
    fn an_unsettled_search_gets_more_time_and_a_settled_one_less() {
        let usual = soft_factor(false, false, 1);
        assert_eq!(usual, 1.0);
        assert!(soft_factor(true, false, 0) > usual, "the best move changed");
        assert!(soft_factor(false, true, 2) > usual, "the score fell");
        assert!(soft_factor(true, true, 0) > soft_factor(true, false, 0));
        assert!(soft_factor(false, false, 4) < usual, "the best move held");
    }
}
