//! Sides, pits and moves: the small `Copy` types every other module speaks in.

use std::fmt;

/// One of the two players. South sits at the bottom of the screen and owns pits A–F
/// (indices 0–5); North sits at the top and owns pits a–f (indices 6–11).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Side {
    /// The player at the bottom, pits A–F, moves first by default.
    South,
    /// The player at the top, pits a–f.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: the index into `stores` arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The index of this side's first pit (A = 0 for South, a = 6 for North).
    #[inline]
    pub const fn first_pit(self) -> usize {
        self as usize * 6
    }

    /// The side owning the pit with this board index (0..12).
    #[inline]
    pub const fn of_index(index: usize) -> Side {
        if index < 6 { Side::South } else { Side::North }
    }

    /// The record letter of the side: `S` or `N`.
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// Lower-case name, as written in JSON output: `south` / `north`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

/// A pit (house) on the board, by index: South A..F = 0..5, North a..f = 6..11.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Pit(u8);

impl Pit {
    /// All twelve pits in index order.
    pub const ALL: [Pit; 12] = {
        let mut all = [Pit(0); 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Pit(i as u8);
            i += 1;
        }
        all
    };

    /// The pit with this index, if it is in 0..12.
    pub const fn new(index: usize) -> Option<Pit> {
        if index < 12 {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// The pit `offset` places (0..6) from the left of `side`'s row, as its owner sees it.
    pub const fn of_side(side: Side, offset: usize) -> Pit {
        Pit((side.first_pit() + offset % 6) as u8)
    }

    /// Board index 0..12.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The side that owns the pit.
    #[inline]
    pub const fn side(self) -> Side {
        Side::of_index(self.0 as usize)
    }

    /// Position 0..6 within its owner's row, from the owner's left.
    #[inline]
    pub const fn offset(self) -> usize {
        self.0 as usize % 6
    }

    /// The pit sowing reaches next (counter-clockwise).
    #[inline]
    pub const fn next(self) -> Pit {
        Pit((self.0 + 1) % 12)
    }

    /// The pit before this one in sowing order (clockwise).
    #[inline]
    pub const fn previous(self) -> Pit {
        Pit((self.0 + 11) % 12)
    }

    /// The letter shown on the board: `A`–`F` for South, `a`–`f` for North.
    pub const fn letter(self) -> char {
        if self.0 < 6 {
            (b'A' + self.0) as char
        } else {
            (b'a' + self.0 - 6) as char
        }
    }

    /// The pit named by a board letter (`A`–`F`, `a`–`f`).
    pub const fn from_letter(letter: char) -> Option<Pit> {
        match letter {
            'A'..='F' => Some(Pit(letter as u8 - b'A')),
            'a'..='f' => Some(Pit(letter as u8 - b'a' + 6)),
            _ => None,
        }
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A move: the pit whose seeds are sown. Its side tells who makes it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Move(Pit);

impl Move {
    /// The move that sows `pit`.
    pub const fn new(pit: Pit) -> Move {
        Move(pit)
    }

    /// The move of `side` from its pit `offset` (0..6, from the owner's left).
    pub const fn of_side(side: Side, offset: usize) -> Move {
        Move(Pit::of_side(side, offset))
    }

    /// The pit sown.
    #[inline]
    pub const fn pit(self) -> Pit {
        self.0
    }

    /// The player who makes this move.
    #[inline]
    pub const fn side(self) -> Side {
        self.0.side()
    }

    /// The record letter.
    pub const fn letter(self) -> char {
        self.0.letter()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.letter())
    }
}

/// The legal moves of one position: a bit set over the mover's six pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveSet {
    side: Option<Side>,
    bits: u8,
}

impl MoveSet {
    /// A set of the given side's offsets (bit `i` = pit at offset `i`).
    #[inline]
    pub const fn from_bits(side: Side, bits: u8) -> MoveSet {
        MoveSet {
            side: Some(side),
            bits: bits & 0x3f,
        }
    }

    /// The empty set.
    pub const EMPTY: MoveSet = MoveSet {
        side: None,
        bits: 0,
    };

    /// The raw bits over the mover's offsets.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.bits
    }

    /// How many moves are legal.
    #[inline]
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// True when no move is legal.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// Whether `mv` is in the set.
    pub fn contains(self, mv: Move) -> bool {
        self.side == Some(mv.side()) && self.bits & (1 << mv.pit().offset()) != 0
    }

    /// The moves, from the mover's left pit to right.
    pub fn iter(self) -> MoveSetIter {
        MoveSetIter {
            side: self.side.unwrap_or(Side::South),
            bits: self.bits,
        }
    }

    /// The moves as a vector (for tools; search uses `iter`).
    pub fn to_vec(self) -> Vec<Move> {
        self.iter().collect()
    }
}

impl IntoIterator for MoveSet {
    type Item = Move;
    type IntoIter = MoveSetIter;
    fn into_iter(self) -> MoveSetIter {
        self.iter()
    }
}

/// Iterator over a [`MoveSet`].
#[derive(Clone, Debug)]
pub struct MoveSetIter {
    side: Side,
    bits: u8,
}

impl Iterator for MoveSetIter {
    type Item = Move;
    #[inline]
    fn next(&mut self) -> Option<Move> {
        if self.bits == 0 {
            return None;
        }
        let offset = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(Move::of_side(self.side, offset))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for MoveSetIter {}

impl fmt::Display for MoveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for mv in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{mv}")?;
        }
        Ok(())
    }
}
