//! An opening book made by our own search: every position reachable in the first plies (with
//! either player starting) and the value of each of its moves, each move searched far deeper
//! than a game's time allows. The engine plays from it at once, and picks among the moves
//! within a small margin of the best so that games differ. Beyond the first plies the book
//! grows where play actually goes: the engine's own games from the book are played on, and
//! the positions they reach often are added. Stored with a header (format version, rules,
//! count) and a checksum, like the endgame tables.

use super::egtb::fnv1a;
use super::eval::{Score, WIN, final_score, score_to_cp};
use super::search::{Limits, Searcher};
use crate::rules::{Move, Outcome, Pit, Position, Rules, Side};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::{HashMap, HashSet};

const MAGIC: &[u8; 8] = b"OWAREBK1";
const VERSION: u32 = 1;
/// Magic, version, seeds per pit, grand-slam rule, count, checksum.
const HEADER_LEN: usize = 8 + 4 + 1 + 1 + 4 + 8;
/// A position's bytes before its moves: pits, stores, side, depth, move count.
const ENTRY_HEAD_LEN: usize = 12 + 2 + 1 + 1 + 1;

/// Moves whose value is within this much of the best (hundredths of a seed) may be played
/// from the book.
pub const BOOK_MARGIN: Score = 15;

/// One position of the book and the value of each of its moves for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// The depth each move was searched to (after the move).
    pub depth: u8,
    /// Every legal move and its value, best first.
    pub moves: Vec<(Move, Score)>,
}

/// The opening book of one rule set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningBook {
    seeds_per_pit: u8,
    grand_slam: u8,
    entries: HashMap<Position, BookEntry>,
}

/// Why bytes are not a book for these rules.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// Not a book file at all.
    #[error("not an opening book")]
    NotABook,
    /// A book of another format version.
    #[error("book format version {found}, expected {VERSION}")]
    Version {
        /// The version found.
        found: u32,
    },
    /// A book made for other rules.
    #[error("the book was made for other rules")]
    Rules,
    /// The file is shorter or longer than its header says.
    #[error("the book is truncated or has extra bytes")]
    Length,
    /// The entries do not match the checksum.
    #[error("checksum mismatch")]
    Checksum,
    /// An entry is not a valid position or move: no move, a move twice, a value no search
    /// gives, a position twice.
    #[error("an entry is not a valid position of these rules, or its moves and values are not")]
    Entry,
}

/// Every position reachable in fewer than `plies` plies from the start, with either player
/// starting, in the order they are first met (games over are left out).
pub fn opening_positions(rules: &Rules, plies: u32) -> Vec<Position> {
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let mut layer: Vec<Position> = Side::BOTH
        .map(|side| Position::start_with(rules, side))
        .to_vec();
    for _ in 0..plies {
        let mut next = Vec::new();
        for p in layer {
            if !seen.insert(p) || Outcome::of_position(&p, rules).is_some() {
                continue;
            }
            order.push(p);
            for mv in p.legal_moves(rules).iter() {
                next.push(p.play_unchecked(mv, rules).0);
            }
        }
        layer = next;
    }
    order
}

/// Every legal move of `p` with its value for the player to move: each child searched to
/// `depth` (a finished game by its result), best first.
pub fn score_moves(searcher: &mut Searcher, p: &Position, depth: u32) -> Vec<(Move, Score)> {
    let rules = *searcher.rules();
    let me = p.to_move();
    let mut moves: Vec<(Move, Score)> = p
        .legal_moves(&rules)
        .iter()
        .map(|mv| {
            let (child, _) = p.play_unchecked(mv, &rules);
            let score = match Outcome::of_position(&child, &rules) {
                Some(o) => final_score(
                    o.final_stores[me.index()],
                    o.final_stores[me.opponent().index()],
                ),
                None => {
                    -searcher
                        .search(&[*p, child], Limits::depth(depth), &mut |_| {})
                        .info
                        .score
                }
            };
            (mv, score)
        })
        .collect();
    moves.sort_by_key(|&(mv, score)| (std::cmp::Reverse(score), mv.pit().index()));
    moves
}

/// How the book grows beyond its first plies: self-play games from the start (either player
/// starting, by turns), a few random plies first as in a match's openings, then both sides
/// playing from the book where it has the position and searching `nodes` nodes where it has
/// not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expansion {
    /// Games played.
    pub games: u32,
    /// Positions up to this many plies from the start are candidates.
    pub plies: u32,
    /// Plies played at random (uniformly among the legal moves) at the start of each game.
    pub random_plies: u32,
    /// Nodes searched for a move the book does not have.
    pub nodes: u64,
    /// A position joins the book once this many games have reached it.
    pub min_visits: u32,
    /// Seed of the book's choices among close moves.
    pub seed: u64,
}

impl OpeningBook {
    /// An empty book for `rules`.
    pub fn new(rules: &Rules) -> OpeningBook {
        OpeningBook {
            seeds_per_pit: rules.seeds_per_pit,
            grand_slam: grand_slam_index(rules),
            entries: HashMap::new(),
        }
    }

    /// Builds the book of `rules`: the positions of the first `plies` plies, each move
    /// searched to `depth`, on `threads` threads; `progress(done, total)` follows it.
    pub fn build(
        rules: &Rules,
        plies: u32,
        depth: u32,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> OpeningBook {
        let mut book = OpeningBook::new(rules);
        book.add(
            rules,
            &opening_positions(rules, plies),
            depth,
            threads,
            progress,
        );
        book
    }

    /// The positions the book's own games reach outside it (see [`Expansion`]), most often
    /// reached first; those reached by fewer than `min_visits` games are left out.
    pub fn self_play_positions(&self, rules: &Rules, expansion: &Expansion) -> Vec<Position> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(expansion.seed);
        let mut searcher = Searcher::new(*rules, super::DEFAULT_HASH_MB);
        let mut visits: HashMap<Position, (u32, usize)> = HashMap::new();
        for game in 0..expansion.games {
            let starter = Side::BOTH[game as usize % 2];
            let mut p = Position::start_with(rules, starter);
            let mut history = vec![p];
            let mut reached = HashSet::new();
            searcher.clear();
            for ply in 0..expansion.plies {
                if Outcome::of_position(&p, rules).is_some() {
                    break;
                }
                let legal = p.legal_moves(rules);
                let random = (ply < expansion.random_plies)
                    .then(|| legal.to_vec().choose(&mut rng).copied())
                    .flatten();
                let mv = match random.or_else(|| self.choose(&p, &mut rng)) {
                    Some(mv) => mv,
                    None => {
                        if reached.insert(p) {
                            let first_seen = visits.len();
                            visits.entry(p).or_insert((0, first_seen)).0 += 1;
                        }
                        let limits = Limits::nodes(expansion.nodes);
                        match searcher.search(&history, limits, &mut |_| {}).best {
                            Some(mv) => mv,
                            None => break,
                        }
                    }
                };
                p = p.play_unchecked(mv, rules).0;
                history.push(p);
            }
        }
        let mut kept: Vec<(Position, (u32, usize))> = visits
            .into_iter()
            .filter(|&(_, (n, _))| n >= expansion.min_visits.max(1))
            .collect();
        kept.sort_by_key(|&(_, (n, first))| (std::cmp::Reverse(n), first));
        kept.into_iter().map(|(p, _)| p).collect()
    }

    /// Adds `positions` (those not held yet), each move searched to `depth`, on `threads`
    /// threads; `progress(done, total)` follows it.
    pub fn add(
        &mut self,
        rules: &Rules,
        positions: &[Position],
        depth: u32,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) {
        let positions: Vec<Position> = positions
            .iter()
            .filter(|p| !self.entries.contains_key(p))
            .copied()
            .collect();
        let total = positions.len();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let done = std::sync::Mutex::new(HashMap::new());
        std::thread::scope(|scope| {
            for _ in 0..threads.clamp(1, 64) {
                scope.spawn(|| {
                    let mut searcher = Searcher::new(*rules, super::DEFAULT_HASH_MB);
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(p) = positions.get(i) else { break };
                        let moves = score_moves(&mut searcher, p, depth);
                        let entry = BookEntry {
                            depth: depth.min(u32::from(u8::MAX)) as u8,
                            moves,
                        };
                        if let Ok(mut d) = done.lock() {
                            d.insert(*p, entry);
                            progress(d.len(), total);
                        }
                    }
                });
            }
        });
        self.entries.extend(done.into_inner().unwrap_or_default());
    }

    /// Whether the book was made for `rules` (and so may be played from under them).
    pub fn fits(&self, rules: &Rules) -> bool {
        self.seeds_per_pit == rules.seeds_per_pit && self.grand_slam == grand_slam_index(rules)
    }

    /// Positions held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when no position is held.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// What the book knows of `p`.
    pub fn get(&self, p: &Position) -> Option<&BookEntry> {
        self.entries.get(p)
    }

    /// A move for `p`: one of the moves within [`BOOK_MARGIN`] of the best, drawn with `rng`
    /// (`None` when `p` is not in the book).
    pub fn choose(&self, p: &Position, rng: &mut impl rand::Rng) -> Option<Move> {
        let entry = self.get(p)?;
        let &(best, top) = entry.moves.first()?;
        let close: Vec<Move> = entry
            .moves
            .iter()
            .filter(|&&(_, s)| s >= top - BOOK_MARGIN)
            .map(|&(m, _)| m)
            .collect();
        if close.len() <= 1 {
            return Some(best);
        }
        Some(close[rng.random_range(0..close.len())])
    }

    /// The book as bytes for a file: header, then each entry (pits, stores, player to move,
    /// depth, move count, then each move's pit and value), positions in a fixed order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut positions: Vec<&Position> = self.entries.keys().collect();
        positions.sort_by_key(|p| (p.pits().to_vec(), p.stores(), p.to_move().index()));
        let mut body = Vec::new();
        for p in positions {
            let entry = &self.entries[p];
            body.extend_from_slice(p.pits());
            body.extend_from_slice(&p.stores());
            body.push(p.to_move().index() as u8);
            body.push(entry.depth);
            body.push(entry.moves.len() as u8);
            for &(mv, score) in &entry.moves {
                body.push(mv.pit().index() as u8);
                body.extend_from_slice(&score.to_le_bytes());
            }
        }
        let mut bytes = Vec::with_capacity(HEADER_LEN + body.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.push(self.seeds_per_pit);
        bytes.push(self.grand_slam);
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        bytes
    }

    /// Reads a book made for `rules`, checking the header, the checksum and every entry.
    pub fn from_bytes(bytes: &[u8], rules: &Rules) -> Result<OpeningBook, BookError> {
        if bytes.len() < HEADER_LEN || &bytes[..8] != MAGIC {
            return Err(BookError::NotABook);
        }
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let version = u32_at(8);
        if version != VERSION {
            return Err(BookError::Version { found: version });
        }
        let (seeds_per_pit, grand_slam) = (bytes[12], bytes[13]);
        if seeds_per_pit != rules.seeds_per_pit || grand_slam != grand_slam_index(rules) {
            return Err(BookError::Rules);
        }
        let count = u32_at(14) as usize;
        let mut sum = [0u8; 8];
        sum.copy_from_slice(&bytes[18..26]);
        let body = &bytes[HEADER_LEN..];
        if fnv1a(body) != u64::from_le_bytes(sum) {
            return Err(BookError::Checksum);
        }
        // The count is not covered by the checksum: it is held against the body's length
        // (each position takes 17 bytes at least) before anything is allocated for it.
        if count > body.len() / ENTRY_HEAD_LEN {
            return Err(BookError::Length);
        }
        let mut entries = HashMap::with_capacity(count);
        let mut at = 0usize;
        let mut take = |n: usize| -> Result<&[u8], BookError> {
            let slice = body.get(at..at + n).ok_or(BookError::Length)?;
            at += n;
            Ok(slice)
        };
        for _ in 0..count {
            let head = take(ENTRY_HEAD_LEN)?;
            let mut pits = [0u8; 12];
            pits.copy_from_slice(&head[..12]);
            let stores = [head[12], head[13]];
            let side = match head[14] {
                0 => Side::South,
                1 => Side::North,
                _ => return Err(BookError::Entry),
            };
            let depth = head[15];
            let n = usize::from(head[16]);
            let position =
                Position::from_parts(pits, stores, side, rules).map_err(|_| BookError::Entry)?;
            let legal = position.legal_moves(rules);
            // A position of the book has a move to choose.
            if n == 0 {
                return Err(BookError::Entry);
            }
            let mut moves: Vec<(Move, Score)> = Vec::with_capacity(n);
            for _ in 0..n {
                let m = take(5)?;
                let pit = Pit::new(usize::from(m[0])).ok_or(BookError::Entry)?;
                // Every move the book holds is one the rules allow there, once, with a
                // value a search can give.
                let mv = Move::new(pit);
                let score = i32::from_le_bytes([m[1], m[2], m[3], m[4]]);
                if pit.side() != side
                    || !legal.contains(mv)
                    || moves.iter().any(|&(seen, _)| seen == mv)
                    || !(-2 * WIN..=2 * WIN).contains(&score)
                {
                    return Err(BookError::Entry);
                }
                moves.push((mv, score));
            }
            // Best first, as the book's choice reads them.
            moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            if entries
                .insert(position, BookEntry { depth, moves })
                .is_some()
            {
                // The same position twice.
                return Err(BookError::Entry);
            }
        }
        if at != body.len() {
            return Err(BookError::Length);
        }
        Ok(OpeningBook {
            seeds_per_pit,
            grand_slam,
            entries,
        })
    }

    /// The moves of `p` in words for people: `E +0.35` per line, best first.
    pub fn describe(&self, p: &Position) -> Option<Vec<String>> {
        let entry = self.get(p)?;
        Some(
            entry
                .moves
                .iter()
                .map(|&(mv, score)| {
                    format!(
                        "{mv} {:+.2} (depth {})",
                        f64::from(score_to_cp(score)) / 100.0,
                        entry.depth
                    )
                })
                .collect(),
        )
    }
}

fn grand_slam_index(rules: &Rules) -> u8 {
    crate::rules::GrandSlamRule::ALL
        .iter()
        .position(|&g| g == rules.grand_slam)
        .unwrap_or(0) as u8
}

#[cfg(test)]
#[path = "book_tests.rs"]
mod tests;
