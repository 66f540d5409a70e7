//! The transposition table: Zobrist keys, a size in MB, replacement by depth and age.

use super::eval::Score;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this (a beta cut-off).
    Lower,
    /// At most this (no move raised alpha).
    Upper,
}

/// One entry: 16 bytes.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    mv: u8,
    bound: u8,
    age: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// Stored score.
    pub score: Score,
    /// Depth it was searched to.
    pub depth: i32,
    /// Best or refuting move (board index), if any.
    pub mv: Option<u8>,
    /// What the score means.
    pub bound: Bound,
    /// True when the score used no estimate and was found where play starts afresh (right
    /// after a capture): it holds for any search that reaches the position the same way.
    pub proven: bool,
}

/// A table of two-entry buckets.
#[derive(Debug)]
pub struct TranspositionTable {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

const NO_MOVE: u8 = 255;
/// The bit of `bound` that marks a proven entry.
const PROVEN: u8 = 0x10;

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least 1).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, 1 << 16) << 20;
        let count = (bytes / std::mem::size_of::<Entry>()).next_power_of_two() / 2;
        TranspositionTable {
            entries: vec![Entry::default(); count.max(2)],
            mask: (count.max(2) - 1) & !1,
            age: 0,
        }
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
        self.age = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// Looks a position up.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let i = (key as usize) & self.mask;
        for e in &self.entries[i..i + 2] {
            if e.key == key && e.bound != 0 {
                return Some(Hit {
                    score: e.score,
                    depth: i32::from(e.depth),
                    mv: (e.mv != NO_MOVE).then_some(e.mv),
                    bound: match e.bound & !PROVEN {
                        1 => Bound::Exact,
                        2 => Bound::Lower,
                        _ => Bound::Upper,
                    },
                    proven: e.bound & PROVEN != 0,
                });
            }
        }
        None
    }

    /// Stores a result, replacing the shallower or older entry of the bucket; `proven` as in
    /// [`Hit::proven`].
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: Score,
        bound: Bound,
        mv: Option<u8>,
        proven: bool,
    ) {
        let i = (key as usize) & self.mask;
        let age = self.age;
        let slot = {
            let (a, b) = (&self.entries[i], &self.entries[i + 1]);
            if a.key == key || a.bound == 0 {
                i
            } else if b.key == key || b.bound == 0 {
                i + 1
            } else {
                let value = |e: &Entry| i32::from(e.depth) - if e.age == age { 0 } else { 64 };
                if value(a) <= value(b) { i } else { i + 1 }
            }
        };
        let e = &mut self.entries[slot];
        // Keep the old move when the new result has none.
        let mv = mv.or(if e.key == key && e.mv != NO_MOVE {
            Some(e.mv)
        } else {
            None
        });
        *e = Entry {
            key,
            score,
            depth: depth.clamp(-1, 127) as i8,
            mv: mv.unwrap_or(NO_MOVE),
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            } | if proven { PROVEN } else { 0 },
            age,
        };
    }
}
