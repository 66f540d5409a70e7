//! Endgame tables by retrograde analysis: for every position with at most N seeds on the
//! board, the final seed margin the player to move can force over the seeds still on the
//! board, under best play by both sides.
//!
//! How values are defined:
//! - Captures (R4–R6 and the grand-slam option), feeding (R7) and the end by no legal move
//!   (R9) are exact. R8 is left out: with the stores included, it cannot change who wins,
//!   only by how much (see docs/engine.md).
//! - Cycles (R10): inside one seed count the moves that capture nothing can cycle. Two
//!   bounds are tightened over the move graph, counting endless play as the worst and as the
//!   best for the player to move. Where they meet, each player has a way to force a capture
//!   or the end in a bounded number of moves, so best play does not come back to a position
//!   already seen: the value is exact for the position played from afresh (as after a
//!   capture). It is marked forced when this holds with only what is proven of the positions
//!   after captures (an estimate there counts as anything within ± its seeds). Where the
//!   bounds do not meet, the value depends on where a cycle would close, which a table
//!   without history cannot know; it is estimated and marked so. A position on a cycle of such positions gets its own cycle result (each
//!   player keeps their side, as R10 gives when play comes round to it again), or a better
//!   move that leaves the cycle; a position that only leads into cycles gets its best move.
//!   docs/engine.md reports how this compares with a history-aware search.
//!
//! A table is one byte per position: positions are ranked by the combinatorial number system
//! over the 12 pit counts, with the board turned so the player to move owns pits 0–5. The
//! byte holds the margin (offset by 64) and, in its top bit, whether the value is an estimate
//! rather than forced (see [`TableValue::forced`]).

use crate::ai::strongly_connected;
use crate::rules::{GrandSlamRule, Position, Rules, Side};

/// Binomial coefficients C(n, k) for n < 96, k ≤ 12.
const BINOM: [[u64; 13]; 96] = {
    let mut t = [[0u64; 13]; 96];
    let mut n = 0;
    while n < 96 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 12 && k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// Positions with exactly `n` seeds on the board.
pub fn positions_with(n: usize) -> u64 {
    BINOM[n + 11][11]
}

/// Positions with at most `n` seeds on the board.
pub fn positions_up_to(n: usize) -> u64 {
    BINOM[n + 12][12]
}

/// The size in bytes of a file of tables of `max_seeds` seeds (header and values); the
/// header alone for a size the tables cannot have.
pub fn file_size(max_seeds: usize) -> u64 {
    if max_seeds > MAX_TABLE_SEEDS {
        return HEADER_LEN as u64;
    }
    HEADER_LEN as u64 + positions_up_to(max_seeds)
}

/// Where each seed count's values start, and (last) the total.
fn level_offsets(max_seeds: usize) -> Vec<usize> {
    let mut offsets = Vec::with_capacity(max_seeds + 2);
    let mut total = 0usize;
    for n in 0..=max_seeds {
        offsets.push(total);
        total += positions_with(n) as usize;
    }
    offsets.push(total);
    offsets
}

/// Rank of a board (as seen by the player to move) among boards with the same seed count.
#[inline]
fn rank(pits: &[u8; 12]) -> u64 {
    let mut r = 0u64;
    let mut sum = 0usize;
    for (i, &c) in pits[..11].iter().enumerate() {
        sum += c as usize;
        r += BINOM[sum + i][i + 1];
    }
    r
}

/// The board seen from the player to move: their pits first.
#[inline]
fn normalized(p: &Position) -> [u8; 12] {
    let pits = p.pits();
    if p.to_move() == Side::South {
        *pits
    } else {
        let mut out = [0u8; 12];
        out[..6].copy_from_slice(&pits[6..]);
        out[6..].copy_from_slice(&pits[..6]);
        out
    }
}

/// What the tables know of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableValue {
    /// The margin the player to move gets over the seeds on the board.
    pub margin: i8,
    /// True when the value is proven: exact for the position played from afresh. False when
    /// best play may lead to a cycle, here or after captures, and the value assumes where
    /// the cycle closes (see the module notes): an estimate.
    pub forced: bool,
}

const CYCLE_FLAG: u8 = 0x80;

impl TableValue {
    /// The final margin for `p`'s player to move: the stores' difference plus what the
    /// value gives of the seeds on the board (`p` is the position this value is of).
    pub fn with_stores(self, p: &Position) -> i32 {
        let me = p.to_move();
        i32::from(p.store(me)) - i32::from(p.store(me.opponent())) + i32::from(self.margin)
    }

    fn encode(margin: i8, forced: bool) -> u8 {
        ((i16::from(margin) + 64) as u8) | if forced { 0 } else { CYCLE_FLAG }
    }

    fn decode(byte: u8) -> TableValue {
        TableValue {
            margin: (i16::from(byte & !CYCLE_FLAG) - 64) as i8,
            forced: byte & CYCLE_FLAG == 0,
        }
    }
}

/// Tightens [lower, upper] bounds on the value of every position of `n` seeds, from the
/// widest (−n, +n), by a work list over the capture-free moves (`next`, six slots a position,
/// predecessors in compressed rows `start`/`previous`) until nothing changes. The lower bound
/// counts endless play as the worst for the player to move, the upper bound as the best.
/// `exit_low`/`exit_high` bound the best move that leaves the seed count (`i8::MIN`: none).
pub(crate) fn tighten(
    n: usize,
    next: &[u32],
    start: &[u32],
    previous: &[u32],
    exit_low: &[i8],
    exit_high: &[i8],
) -> Vec<[i8; 2]> {
    let count = exit_low.len();
    let n8 = n as i8;
    // [lower, upper] side by side: one cache line serves both bounds of a successor. A
    // player who can leave this seed count is sure of at least that exit's value.
    let mut bounds: Vec<[i8; 2]> = exit_low.iter().map(|&e| [e.max(-n8), n8]).collect();
    let mut queued = vec![true; count];
    let mut work: std::collections::VecDeque<u32> = (0..count as u32).collect();
    while let Some(r) = work.pop_front() {
        let r = r as usize;
        queued[r] = false;
        let mut lo = exit_low[r];
        let mut hi = exit_high[r];
        for &c in next[r * 6..r * 6 + 6]
            .iter()
            .take_while(|&&c| c != u32::MAX)
        {
            let [cl, ch] = bounds[c as usize];
            lo = lo.max(-ch);
            hi = hi.max(-cl);
        }
        // Only ever tighten: the bounds move monotonically towards each other.
        let [old_lo, old_hi] = bounds[r];
        let lo = lo.max(old_lo);
        let hi = hi.min(old_hi);
        if lo != old_lo || hi != old_hi {
            bounds[r] = [lo, hi];
            for &p in &previous[start[r] as usize..start[r + 1] as usize] {
                if !queued[p as usize] {
                    queued[p as usize] = true;
                    work.push_back(p);
                }
            }
        }
    }
    bounds
}

/// Why bytes could not be read as endgame tables.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The bytes do not start like a table file.
    #[error("not an endgame table file")]
    NotATable,
    /// Written by another version of the format.
    #[error("format version {found} differs from this program's {VERSION}")]
    Version {
        /// The version found.
        found: u32,
    },
    /// Built for another number of seeds.
    #[error("built for {found} seeds, not {wanted}")]
    SeedCount {
        /// The seed count found.
        found: u32,
        /// The seed count asked for.
        wanted: usize,
    },
    /// Built for another grand-slam rule.
    #[error("built for another grand-slam rule")]
    Rule,
    /// Shorter or longer than its header says.
    #[error("truncated or of the wrong length")]
    Length,
    /// The values do not match their checksum.
    #[error("checksum mismatch")]
    Checksum,
}

/// The largest number of seeds tables may cover: one limit for every command and option.
pub const MAX_TABLE_SEEDS: usize = 24;

/// A table size beyond [`MAX_TABLE_SEEDS`], or beyond the memory this machine has left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub struct TableSizeError {
    /// The size asked for.
    pub seeds: usize,
    /// With a size allowed but too large for this machine: the bytes available.
    pub available: Option<u64>,
}

impl std::fmt::Display for TableSizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let needed = approx_bytes(build_memory_f64(self.seeds));
        match self.available {
            Some(available) => write!(
                f,
                "endgame tables of {} seeds need about {needed} of memory to build, and this machine has {} available",
                self.seeds,
                approx_bytes(available as f64)
            ),
            None => write!(
                f,
                "endgame tables cover at most {MAX_TABLE_SEEDS} seeds; tables of {} seeds would hold {} positions and need about {needed} of memory to build",
                self.seeds,
                approx_count(positions_up_to_f64(self.seeds)),
            ),
        }
    }
}

/// Checks a table size against [`MAX_TABLE_SEEDS`].
pub fn check_table_seeds(seeds: usize) -> Result<usize, TableSizeError> {
    if seeds <= MAX_TABLE_SEEDS {
        Ok(seeds)
    } else {
        Err(TableSizeError {
            seeds,
            available: None,
        })
    }
}

/// Checks that tables of `seeds` seeds can be built here: a size allowed, and the memory a
/// build needs no more than what this process may still take (when that is known).
pub fn check_table_build(seeds: usize) -> Result<usize, TableSizeError> {
    let seeds = check_table_seeds(seeds)?;
    match crate::ai::memory::available_memory() {
        Some(available) if build_memory(seeds) > available => Err(TableSizeError {
            seeds,
            available: Some(available),
        }),
        _ => Ok(seeds),
    }
}

/// C(n + 11, 11) and its running sum, as floating point (any size, for messages).
fn positions_with_f64(n: usize) -> f64 {
    (1..=11).fold(1.0, |c, k| c * (n + k) as f64 / k as f64)
}

fn positions_up_to_f64(n: usize) -> f64 {
    (1..=12).fold(1.0, |c, k| c * (n + k) as f64 / k as f64)
}

/// Peak memory of a build, in bytes: the table (one byte a position) plus about 60 bytes a
/// position of the largest seed count while it is solved (successors, predecessors, two
/// pairs of bounds and their work lists; 5.2 GB measured for 20 seeds).
fn build_memory_f64(n: usize) -> f64 {
    positions_up_to_f64(n) + 60.0 * positions_with_f64(n)
}

/// Peak memory of building tables of `seeds` seeds, in bytes (an estimate).
pub fn build_memory(seeds: usize) -> u64 {
    build_memory_f64(seeds.min(MAX_TABLE_SEEDS)) as u64
}

fn approx_count(x: f64) -> String {
    match x {
        x if x >= 1e12 => format!("{:.1e}", x),
        x if x >= 1e9 => format!("{:.1} billion", x / 1e9),
        x if x >= 1e6 => format!("{:.1} million", x / 1e6),
        x => format!("{x:.0}"),
    }
}

/// A byte count for people: `5.2 GB`, `310 MB`.
pub fn approx_bytes(x: f64) -> String {
    match x {
        x if x >= 1e15 => format!("{:.1e} bytes", x),
        x if x >= 1e12 => format!("{:.1} TB", x / 1e12),
        x if x >= 1e9 => format!("{:.1} GB", x / 1e9),
        x if x >= 1e6 => format!("{:.0} MB", x / 1e6),
        x => format!("{:.0} kB", (x / 1e3).ceil()),
    }
}

/// Endgame tables for all positions with at most `max_seeds` seeds on the board.
#[derive(Debug, Clone)]
pub struct EndgameTable {
    grand_slam: GrandSlamRule,
    max_seeds: usize,
    /// One slice of encoded [`TableValue`]s per seed count, concatenated; `offsets[n]` is
    /// where count `n` starts.
    values: Vec<u8>,
    offsets: Vec<usize>,
}

const MAGIC: &[u8; 8] = b"OWAREEGT";

/// FNV-1a over the bytes: the checksum of the table and opening-book files.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
        (h ^ u64::from(v)).wrapping_mul(0x0100_0000_01b3)
    })
}
const VERSION: u32 = 2;
/// Magic, version, seeds, rule, count, checksum.
const HEADER_LEN: usize = 33;

impl EndgameTable {
    /// Builds the tables, calling `progress(seeds_done, max_seeds)` after each seed count.
    /// Sizes beyond [`MAX_TABLE_SEEDS`] are refused.
    pub fn build(
        rules: &Rules,
        max_seeds: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<EndgameTable, TableSizeError> {
        let max_seeds = check_table_build(max_seeds)?;
        let mut table = EndgameTable::empty(rules);
        progress(0, max_seeds);
        table.extend(max_seeds, &mut |t| progress(t.max_seeds(), max_seeds))?;
        Ok(table)
    }

    /// The tables of the empty board alone (0 seeds): where a build starts.
    pub fn empty(rules: &Rules) -> EndgameTable {
        EndgameTable {
            grand_slam: rules.grand_slam,
            max_seeds: 0,
            values: vec![TableValue::encode(0, true); 1],
            offsets: level_offsets(0),
        }
    }

    /// Builds the seed counts above the ones held, up to `max_seeds`, one after the other;
    /// after each, `finished` sees the tables as they now are (to save them, so that a build
    /// cut short goes on from there). Sizes beyond [`MAX_TABLE_SEEDS`], or beyond the
    /// memory left, are refused before any work.
    pub fn extend(
        &mut self,
        max_seeds: usize,
        finished: &mut dyn FnMut(&EndgameTable),
    ) -> Result<(), TableSizeError> {
        let max_seeds = check_table_build(max_seeds)?;
        let table_rules = Rules {
            grand_slam: self.grand_slam,
            ..Rules::ABAPA
        };
        for n in self.max_seeds + 1..=max_seeds {
            self.offsets = level_offsets(n);
            self.values
                .resize(self.offsets[n + 1], TableValue::encode(0, true));
            self.max_seeds = n;
            self.build_level(&table_rules, n);
            finished(self);
        }
        Ok(())
    }

    fn for_each_board(n: usize, f: &mut dyn FnMut(&[u8; 12])) {
        fn fill(pits: &mut [u8; 12], i: usize, left: usize, f: &mut dyn FnMut(&[u8; 12])) {
            if i == 11 {
                pits[11] = left as u8;
                f(pits);
                return;
            }
            for c in 0..=left {
                pits[i] = c as u8;
                fill(pits, i + 1, left - c, f);
            }
        }
        let mut pits = [0u8; 12];
        fill(&mut pits, 0, n, f);
    }

    /// Solves every position with `n` seeds on the board, smaller counts being solved.
    ///
    /// Moves that capture (or end the game) leave this seed count: their values are known.
    /// Moves that capture nothing stay in it and can cycle. Bounds are tightened over the
    /// move graph ([`tighten`]); where they do not meet, the value is estimated from where
    /// cycles close (see the module notes). A second pass of the bounds, with only what is
    /// proven of the exits, decides which values are marked forced.
    fn build_level(&mut self, rules: &Rules, n: usize) {
        const NONE: u32 = u32::MAX;
        const NO_EXIT: i8 = i8::MIN;
        let count = positions_with(n) as usize;
        let base = self.offsets[n];
        // Per position: up to six successors that keep the seed count, the best exit value,
        // and the cycle value.
        let mut next = vec![NONE; count * 6];
        let mut exit = vec![NO_EXIT; count];
        // What is proven of the best exit: a capture into an estimate is only known to lie
        // within ± the seeds left.
        let mut sure_low = vec![NO_EXIT; count];
        let mut sure_high = vec![NO_EXIT; count];
        let mut split = vec![0i8; count];
        let mut indegree = vec![0u32; count];
        Self::for_each_board(n, &mut |board| {
            let r = rank(board) as usize;
            let own: i32 = board[..6].iter().map(|&x| i32::from(x)).sum();
            split[r] = (2 * own - n as i32) as i8;
            let p = Position::new_unchecked(*board, [0, 0], Side::South);
            let legal = p.legal_moves(rules);
            if legal.is_empty() {
                let s = p.final_stores_no_moves(rules);
                exit[r] = (i16::from(s[0]) - i16::from(s[1])) as i8;
                sure_low[r] = exit[r];
                sure_high[r] = exit[r];
                return;
            }
            let mut k = 0;
            for mv in legal {
                let (child, report) = p.play_unchecked(mv, rules);
                let captured = report.capture.seeds;
                if captured > 0 {
                    let after = self.entry(&child);
                    let v = (i16::from(captured) - i16::from(after.margin)) as i8;
                    exit[r] = exit[r].max(v);
                    let (low, high) = if after.forced {
                        (v, v)
                    } else {
                        let left = child.board_seeds() as i8;
                        (captured as i8 - left, captured as i8 + left)
                    };
                    sure_low[r] = sure_low[r].max(low);
                    sure_high[r] = sure_high[r].max(high);
                } else {
                    let c = rank(&normalized(&child)) as u32;
                    next[r * 6 + k] = c;
                    indegree[c as usize] += 1;
                    k += 1;
                }
            }
        });
        // Predecessors, as compressed rows.
        let mut start = vec![0u32; count + 1];
        for i in 0..count {
            start[i + 1] = start[i] + indegree[i];
        }
        let mut fill = start.clone();
        let mut previous = vec![0u32; start[count] as usize];
        for r in 0..count {
            for &c in next[r * 6..r * 6 + 6].iter().take_while(|&&c| c != NONE) {
                previous[fill[c as usize] as usize] = r as u32;
                fill[c as usize] += 1;
            }
        }
        drop(fill);
        drop(indegree);
        // The bounds, and the same with only what is proven of the exits (where those meet,
        // the value is forced): independent, so on two threads.
        let (bounds, proven) = std::thread::scope(|scope| {
            let proven =
                scope.spawn(|| tighten(n, &next, &start, &previous, &sure_low, &sure_high));
            let bounds = tighten(n, &next, &start, &previous, &exit, &exit);
            let proven = proven
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (bounds, proven)
        });
        drop(sure_low);
        drop(sure_high);
        // Where the bounds did not meet, play can cycle. Among those positions, one that
        // lies on a cycle of them ends, if play cycles, when it comes round again: its
        // value is its own cycle result. One that can only lead into cycles takes the best
        // of its moves. Components of the graph come after those they reach, so a move's
        // value is known when it is needed.
        let open: Vec<u32> = (0..count as u32)
            .filter(|&r| bounds[r as usize][0] < bounds[r as usize][1])
            .collect();
        drop(previous);
        let mut local = start; // predecessors are no longer needed: reuse the memory
        local.iter_mut().for_each(|x| *x = NONE);
        for (k, &r) in open.iter().enumerate() {
            local[r as usize] = k as u32;
        }
        let moves = |r: usize| next[r * 6..r * 6 + 6].iter().take_while(|&&c| c != NONE);
        let mut cycle_value = vec![0i8; open.len()];
        // Members of the component being valued (set and cleared around each one).
        let mut in_component = vec![false; open.len()];
        strongly_connected::for_each_component(
            open.len(),
            |v, i| {
                moves(open[v] as usize)
                    .filter(|&&c| local[c as usize] != NONE)
                    .nth(i)
                    .map(|&c| local[c as usize] as usize)
            },
            |members| {
                members
                    .iter()
                    .for_each(|&m| in_component[m as usize] = true);
                let first = members[0] as usize;
                let r = open[first] as usize;
                let on_cycle =
                    members.len() > 1 || moves(r).any(|&c| local[c as usize] as usize == first);
                for &m in members {
                    let r = open[m as usize] as usize;
                    let [lo, hi] = bounds[r];
                    let best_out = moves(r)
                        .filter_map(|&c| match local[c as usize] {
                            NONE => Some(-bounds[c as usize][0]),
                            k if !in_component[k as usize] => Some(-cycle_value[k as usize]),
                            _ => None,
                        })
                        .fold(exit[r], i8::max);
                    let v = if on_cycle {
                        split[r].max(best_out)
                    } else {
                        best_out
                    };
                    cycle_value[m as usize] = v.clamp(lo, hi);
                }
                members
                    .iter()
                    .for_each(|&m| in_component[m as usize] = false);
            },
        );
        for r in 0..count {
            let forced = proven[r][0] == proven[r][1];
            self.values[base + r] = match local[r] {
                NONE => TableValue::encode(bounds[r][0], forced),
                k => TableValue::encode(cycle_value[k as usize], false),
            };
        }
    }

    /// The value of `p` for its player to move (board seeds ≤ max, stores ignored).
    #[inline]
    fn entry(&self, p: &Position) -> TableValue {
        let board = normalized(p);
        let n: usize = board.iter().map(|&c| c as usize).sum();
        TableValue::decode(self.values[self.offsets[n] + rank(&board) as usize])
    }

    /// The margin and whether it is forced, if `p` has few enough seeds.
    pub fn probe_value(&self, p: &Position) -> Option<TableValue> {
        self.covers(p).then(|| self.entry(p))
    }

    /// Whether the tables hold `p`.
    pub fn covers(&self, p: &Position) -> bool {
        p.board_seeds() as usize <= self.max_seeds
    }

    /// The margin (player to move's share minus the other's) of the seeds on the board
    /// under best play, if `p` has few enough seeds.
    pub fn probe(&self, p: &Position) -> Option<i8> {
        self.probe_value(p).map(|v| v.margin)
    }

    /// Whether these tables were built for this rule set (the `allowed-if-winning` option
    /// depends on the stores, which tables do not see).
    pub fn rules_match(&self, rules: &Rules) -> bool {
        rules.grand_slam == self.grand_slam && rules.grand_slam != GrandSlamRule::AllowedIfWinning
    }

    /// The grand-slam rule the tables were built for.
    pub fn grand_slam_rule(&self) -> GrandSlamRule {
        self.grand_slam
    }

    /// The largest seed count held.
    pub fn max_seeds(&self) -> usize {
        self.max_seeds
    }

    /// Positions held.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when no position is held.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The table as bytes for a file: header (format version, N, rule, count, checksum),
    /// then the values.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.values.len() + HEADER_LEN);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&(self.max_seeds as u32).to_le_bytes());
        bytes.push(self.grand_slam as u8);
        bytes.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(&self.values).to_le_bytes());
        bytes.extend_from_slice(&self.values);
        bytes
    }

    /// Reads bytes written by [`EndgameTable::to_bytes`] for tables of `max_seeds` seeds
    /// under `rules`, checking every header field, the length and the checksum.
    pub fn from_bytes(
        mut bytes: Vec<u8>,
        rules: &Rules,
        max_seeds: usize,
    ) -> Result<EndgameTable, TableError> {
        if bytes.len() < HEADER_LEN || &bytes[..8] != MAGIC {
            return Err(TableError::NotATable);
        }
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let u64_at = |i: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[i..i + 8]);
            u64::from_le_bytes(b)
        };
        if u32_at(8) != VERSION {
            return Err(TableError::Version { found: u32_at(8) });
        }
        if u32_at(12) as usize != max_seeds || max_seeds > MAX_TABLE_SEEDS {
            return Err(TableError::SeedCount {
                found: u32_at(12),
                wanted: max_seeds,
            });
        }
        if bytes[16] != rules.grand_slam as u8 {
            return Err(TableError::Rule);
        }
        let count = u64_at(17);
        let checksum = u64_at(25);
        let expected = positions_up_to(max_seeds);
        if count != expected || bytes.len() as u64 != HEADER_LEN as u64 + count {
            return Err(TableError::Length);
        }
        bytes.drain(..HEADER_LEN);
        if fnv1a(&bytes) != checksum {
            return Err(TableError::Checksum);
        }
        Ok(EndgameTable {
            grand_slam: rules.grand_slam,
            max_seeds,
            values: bytes,
            offsets: level_offsets(max_seeds),
        })
    }
}
