//! The position (pits, stores, side to move) and the mechanics of one turn: sowing (R2, R3),
//! captures (R4, R5), the grand slam (R6 and its variants) and feeding (R7).
//!
//! A `Position` is a small `Copy` value; `play` is copy-make with no heap allocation, which is
//! what search and perft use.

use super::board::{Move, MoveSet, Pit, Side};
use super::variant::{GrandSlamRule, Rules};

/// Pits, stores and side to move. It knows nothing of history (R10 is the game's business).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pits: [u8; 12],
    stores: [u8; 2],
    to_move: Side,
}

/// Why a move may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// R1: the pit belongs to the other player.
    #[error("{pit} is not {side}'s pit")]
    NotYourPit {
        /// The pit asked for.
        pit: Pit,
        /// The player to move.
        side: Side,
    },
    /// R1: the pit holds no seeds.
    #[error("{pit} is empty")]
    EmptyPit {
        /// The pit asked for.
        pit: Pit,
    },
    /// R7: the opponent has no seeds and this move does not reach them.
    #[error(
        "{opponent} has no seeds: {pit} does not reach them, and a move that does must be played"
    )]
    MustFeed {
        /// The pit asked for.
        pit: Pit,
        /// The starving player.
        opponent: Side,
    },
    /// Grand slam rule `illegal`: this move would capture all the opponent's seeds.
    #[error(
        "{pit} would capture all of the opponent's seeds (grand slam), which these rules forbid"
    )]
    GrandSlamForbidden {
        /// The pit asked for.
        pit: Pit,
    },
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
}

/// The seeds a move captured: a contiguous chain of opponent pits ending at the last pit sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Capture {
    /// The pit the chain starts from (where the last seed fell), if anything was captured.
    pub from: Option<Pit>,
    /// How many pits were captured.
    pub pits: u8,
    /// How many seeds were captured.
    pub seeds: u8,
}

impl Capture {
    /// The captured pits in chain order: the last pit sown first, then backwards (R5).
    pub fn pits(&self) -> impl Iterator<Item = Pit> + '_ {
        let mut pit = self.from;
        (0..self.pits).filter_map(move |_| {
            let here = pit?;
            pit = Some(here.previous());
            Some(here)
        })
    }
}

/// What one move did, for records, animations and the reason tags of hints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The move played.
    pub mv: Move,
    /// Seeds lifted from the origin.
    pub seeds: u8,
    /// Where the last seed fell.
    pub last: Pit,
    /// What was captured (nothing when R6 applied).
    pub capture: Capture,
    /// The move was a grand slam: its captures would have taken every opponent seed, so the
    /// grand-slam rule decided what was captured.
    pub grand_slam: bool,
}

impl MoveReport {
    /// The pits that received a seed, in sowing order (R2, R3: the origin is skipped).
    pub fn sown_pits(&self) -> impl Iterator<Item = Pit> + '_ {
        let origin = self.mv.pit();
        let mut pit = origin;
        (0..self.seeds).map(move |_| {
            pit = pit.next();
            if pit == origin {
                pit = pit.next();
            }
            pit
        })
    }
}

/// Errors in building a position from parts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The counts do not add up to the rule set's total.
    #[error("the pits and stores hold {found} seeds; this variant has {expected}")]
    WrongTotal {
        /// Seeds found.
        found: u32,
        /// Seeds the variant plays with.
        expected: u32,
    },
}

impl Position {
    /// The start position of a rule set: every pit holds `seeds_per_pit`, South to move.
    pub fn start(rules: &Rules) -> Position {
        Position {
            pits: [rules.seeds_per_pit; 12],
            stores: [0, 0],
            to_move: Side::South,
        }
    }

    /// The start position with `first` to move.
    pub fn start_with(rules: &Rules, first: Side) -> Position {
        Position {
            to_move: first,
            ..Position::start(rules)
        }
    }

    /// A position from its parts, checked to hold exactly the rule set's seeds.
    pub fn from_parts(
        pits: [u8; 12],
        stores: [u8; 2],
        to_move: Side,
        rules: &Rules,
    ) -> Result<Position, PositionError> {
        let found: u32 = pits
            .iter()
            .chain(stores.iter())
            .map(|&n| u32::from(n))
            .sum();
        let expected = u32::from(rules.total_seeds());
        if found != expected {
            return Err(PositionError::WrongTotal { found, expected });
        }
        Ok(Position {
            pits,
            stores,
            to_move,
        })
    }

    /// A position from parts without checking the total (tests, tables, analysis tools).
    pub const fn new_unchecked(pits: [u8; 12], stores: [u8; 2], to_move: Side) -> Position {
        Position {
            pits,
            stores,
            to_move,
        }
    }

    /// Seeds in each pit, A..F a..f.
    #[inline]
    pub const fn pits(&self) -> &[u8; 12] {
        &self.pits
    }

    /// Seeds in one pit.
    #[inline]
    pub const fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Captured seeds, [South, North].
    #[inline]
    pub const fn stores(&self) -> [u8; 2] {
        self.stores
    }

    /// Captured seeds of one side.
    #[inline]
    pub const fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// The player to move.
    #[inline]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds on one side's row.
    #[inline]
    pub fn side_seeds(&self, side: Side) -> u8 {
        let f = side.first_pit();
        self.pits[f..f + 6].iter().sum()
    }

    /// Seeds still on the board.
    #[inline]
    pub fn board_seeds(&self) -> u8 {
        self.pits.iter().sum()
    }

    /// Whether sowing `seeds` from the mover's pit at `offset` drops a seed on the other side.
    #[inline]
    const fn reaches_opponent(offset: usize, seeds: u8) -> bool {
        seeds as usize >= 6 - offset
    }

    /// The legal moves (R1, R7 and the `illegal` grand-slam option). Empty when the player to
    /// move has none (R9). Does not check R8: ask [`Position::is_decided`] for that.
    #[inline]
    pub fn legal_moves(&self, rules: &Rules) -> MoveSet {
        let side = self.to_move;
        let first = side.first_pit();
        let must_feed = self.side_seeds(side.opponent()) == 0;
        let mut bits = 0u8;
        for offset in 0..6 {
            let n = self.pits[first + offset];
            if n != 0 && (!must_feed || Self::reaches_opponent(offset, n)) {
                bits |= 1 << offset;
            }
        }
        if rules.grand_slam == GrandSlamRule::Illegal && bits != 0 {
            let mut allowed = bits;
            for mv in MoveSet::from_bits(side, bits) {
                if self.play_unchecked(mv, rules).1.grand_slam {
                    allowed &= !(1 << mv.pit().offset());
                }
            }
            if allowed != 0 {
                bits = allowed;
            }
        }
        MoveSet::from_bits(side, bits)
    }

    /// True when the game is over here without looking at history: R8, or no legal move (R9).
    #[inline]
    pub fn is_terminal(&self, rules: &Rules) -> bool {
        if self.is_decided(rules) {
            return true;
        }
        let side = self.to_move;
        if self.side_seeds(side) == 0 {
            return true;
        }
        if self.side_seeds(side.opponent()) != 0 {
            return false;
        }
        // Must feed (R7): over unless some pit reaches the other side.
        let first = side.first_pit();
        !(0..6).any(|offset| Self::reaches_opponent(offset, self.pits[first + offset]))
    }

    /// Whether a move's last seed makes an opponent's pit hold 2 or 3: a cheap test for a
    /// capture, without sowing (R6 may still cancel it).
    #[inline]
    pub fn may_capture(&self, mv: Move) -> bool {
        let origin = mv.pit().index();
        let seeds = self.pits[origin];
        if seeds == 0 {
            return false;
        }
        let laps = (seeds - 1) / 11;
        let rest = seeds - laps * 11;
        let last = (origin + rest as usize) % 12;
        let after = self.pits[last] + laps + 1;
        Side::of_index(last) != self.to_move && (after == 2 || after == 3)
    }

    /// True when a player has captured more than half of the seeds (R8).
    #[inline]
    pub fn is_decided(&self, rules: &Rules) -> bool {
        let win = rules.winning_total();
        self.stores[0] >= win || self.stores[1] >= win
    }

    /// Checks a move against R1, R7 and the grand-slam option, then plays it.
    pub fn play(&self, mv: Move, rules: &Rules) -> Result<(Position, MoveReport), MoveError> {
        self.check(mv, rules)?;
        Ok(self.play_unchecked(mv, rules))
    }

    /// Says why `mv` is not legal here, or `Ok` if it is (R8 and R9 give `GameOver`).
    pub fn check(&self, mv: Move, rules: &Rules) -> Result<(), MoveError> {
        let pit = mv.pit();
        if self.is_decided(rules) {
            return Err(MoveError::GameOver);
        }
        let legal = self.legal_moves(rules);
        if legal.is_empty() {
            return Err(MoveError::GameOver);
        }
        if legal.contains(mv) {
            return Ok(());
        }
        if pit.side() != self.to_move {
            return Err(MoveError::NotYourPit {
                pit,
                side: self.to_move,
            });
        }
        let n = self.pits[pit.index()];
        if n == 0 {
            return Err(MoveError::EmptyPit { pit });
        }
        let opponent = self.to_move.opponent();
        if self.side_seeds(opponent) == 0 && !Self::reaches_opponent(pit.offset(), n) {
            return Err(MoveError::MustFeed { pit, opponent });
        }
        Err(MoveError::GrandSlamForbidden { pit })
    }

    /// Plays a move assumed legal: sowing, captures, grand-slam rule, then the turn passes.
    /// The fast path for search and perft.
    #[inline]
    pub fn play_unchecked(&self, mv: Move, rules: &Rules) -> (Position, MoveReport) {
        let mut next = *self;
        let origin = mv.pit().index();
        let seeds = next.pits[origin];
        next.pits[origin] = 0;
        let last = sow(&mut next.pits, origin, seeds);

        let mover = self.to_move;
        let opponent = mover.opponent();
        let mut capture = Capture::default();
        let mut grand_slam = false;
        if Side::of_index(last) == opponent {
            let first = opponent.first_pit();
            let mut i = last;
            let mut taken = 0u8;
            let mut count = 0u8;
            loop {
                let n = next.pits[i];
                if n != 2 && n != 3 {
                    break;
                }
                taken += n;
                count += 1;
                if i == first {
                    break;
                }
                i -= 1;
            }
            if count > 0 {
                grand_slam = taken == next.side_seeds(opponent);
                let captures = !grand_slam
                    || match rules.grand_slam {
                        GrandSlamRule::Forfeit | GrandSlamRule::Illegal => false,
                        GrandSlamRule::AllowedIfWinning => {
                            next.stores[mover.index()] + taken >= rules.winning_total()
                        }
                        GrandSlamRule::CaptureAll | GrandSlamRule::OpponentTakes => true,
                    };
                if captures {
                    for k in 0..count as usize {
                        next.pits[last - k] = 0;
                    }
                    next.stores[mover.index()] += taken;
                    capture = Capture {
                        from: Pit::new(last),
                        pits: count,
                        seeds: taken,
                    };
                }
            }
        }
        next.to_move = opponent;
        let report = MoveReport {
            mv,
            seeds,
            last: Pit::new(last).unwrap_or(mv.pit()),
            capture,
            grand_slam,
        };
        (next, report)
    }

    /// The stores after the game ends here because the player to move has no legal move (R9):
    /// each player takes the seeds on their own side — except after a grand slam under
    /// `opponent-takes`, where the player left without seeds takes what remains on the board.
    pub fn final_stores_no_moves(&self, rules: &Rules) -> [u8; 2] {
        self.stores_after_takes(self.row_takers_no_moves(rules))
    }

    /// Who takes the seeds left on each row when the player to move has no legal move
    /// (R9), [South's row, North's row]: each player their own (the only row that still
    /// holds seeds), except under the grand-slam option `opponent-takes`, where a player
    /// left with nothing takes what is left on the other row.
    pub fn row_takers_no_moves(&self, rules: &Rules) -> [Side; 2] {
        let stuck = self.to_move;
        if rules.grand_slam == GrandSlamRule::OpponentTakes && self.side_seeds(stuck) == 0 {
            [stuck, stuck]
        } else {
            Side::BOTH
        }
    }

    /// The stores once the seeds of each row have gone to its taker.
    pub fn stores_after_takes(&self, row_takers: [Side; 2]) -> [u8; 2] {
        let mut stores = self.stores;
        for side in Side::BOTH {
            stores[row_takers[side.index()].index()] += self.side_seeds(side);
        }
        stores
    }

    /// The stores when each player takes the seeds on their own side (R10 and agreement).
    pub fn final_stores_own_sides(&self) -> [u8; 2] {
        self.stores_after_takes(Side::BOTH)
    }

    /// The same pits and side to move: the test of R10.
    #[inline]
    pub fn same_board(&self, other: &Position) -> bool {
        self.pits == other.pits && self.to_move == other.to_move
    }

    /// This position with `side` to move (set-up and analysis).
    pub fn with_to_move(mut self, side: Side) -> Position {
        self.to_move = side;
        self
    }

    /// The same position with the players' places exchanged: rows, stores and the player
    /// to move. The board is symmetric, so the mirrored game is the same game with the
    /// colours swapped (a match plays each opening from both sides).
    pub fn mirrored(&self) -> Position {
        let mut pits = [0u8; 12];
        pits[..6].copy_from_slice(&self.pits[6..]);
        pits[6..].copy_from_slice(&self.pits[..6]);
        Position {
            pits,
            stores: [self.stores[1], self.stores[0]],
            to_move: self.to_move.opponent(),
        }
    }
}

/// `DISTANCE[origin][i]`: how many pits after `origin` pit `i` lies, minus one (0..=10);
/// the origin itself gets 11.
const DISTANCE: [[u8; 12]; 12] = {
    let mut table = [[0u8; 12]; 12];
    let mut origin = 0;
    while origin < 12 {
        let mut i = 0;
        while i < 12 {
            table[origin][i] = ((i + 23 - origin) % 12) as u8;
            i += 1;
        }
        origin += 1;
    }
    table
};

/// Sows `seeds` from `origin` (already emptied) and returns the index of the last pit sown.
/// R3: the origin is skipped, so each full lap puts one seed in each of the 11 other pits.
/// Branch-free over the twelve pits, which is what makes perft and search fast.
#[inline]
fn sow(pits: &mut [u8; 12], origin: usize, seeds: u8) -> usize {
    if seeds == 0 {
        return origin;
    }
    if seeds < 12 {
        let mut i = origin;
        for _ in 0..seeds {
            i = if i == 11 { 0 } else { i + 1 };
            pits[i] += 1;
        }
        return i;
    }
    let laps = (seeds - 1) / 11;
    let rest = seeds - laps * 11; // 1..=11 seeds in the final, partial lap
    let distance = &DISTANCE[origin];
    for i in 0..12 {
        let d = distance[i];
        pits[i] += laps * u8::from(d != 11) + u8::from(d < rest);
    }
    (origin + rest as usize) % 12
}
