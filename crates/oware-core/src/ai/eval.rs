//! Static evaluation: the store difference plus what each pit is worth by its place in its
//! row and its seeds, at the stage of the game the seeds left on the board tell, in
//! hundredths of a seed from the side to move's point of view.

use crate::rules::{Position, Rules};

/// A score in hundredths of a seed (`cp`), from the side to move.
pub type Score = i32;

/// Scores at or beyond this size mean a finished game: `±WIN + 100 × final margin`.
pub const WIN: Score = 20_000;

/// Seeds told apart in one pit by the evaluation: pits holding more count as this many.
pub const PIT_CAP: usize = 24;

/// Stages of the game the evaluation tells apart, by the seeds left on the board.
pub const PHASES: usize = 3;

/// The fewest seeds on the board of each stage after the first: stage 0 below 28 seeds,
/// stage 1 from 28 to 37, stage 2 from 38 on.
pub const PHASE_FLOORS: [u32; PHASES - 1] = [28, 38];

/// The stage of the game (0 to [`PHASES`] − 1) with `seeds` on the board.
#[inline]
pub(crate) fn phase(seeds: u32) -> usize {
    PHASE_FLOORS.iter().filter(|&&floor| seeds >= floor).count()
}

/// One stage's worths: `[k][n]` is the worth of the mover's `k`-th pit (0 is the pit sowing
/// starts from in its row, 5 the one next to the opponent's row) holding `n` seeds (`n`
/// capped at [`PIT_CAP`]). The opponent's `k`-th pit counts the same against the mover.
pub type PitTable = [[Score; PIT_CAP + 1]; 6];

/// The evaluation's weights: what each pit is worth by where it lies in its row and how many
/// seeds it holds, at each stage of the game, and a bonus for the side to move (hundredths
/// of a seed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// `pits[s]`: the worths at stage `s` (see [`phase`]).
    pub pits: [PitTable; PHASES],
    /// Bonus for the side to move (tempo).
    pub tempo: Score,
}

/// Weights written as five positional terms, the form the evaluation had before it valued
/// every pit by its place and seeds. Kept to compare against and for hand-written weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Per seed on the mover's row minus the opponent's.
    pub row_seeds: Score,
    /// Per non-empty pit of the mover minus the opponent's.
    pub mobility: Score,
    /// Per opponent pit of 1–2 seeds (capturable material), minus the mover's own.
    pub vulnerable: Score,
    /// For a pit of 12+ seeds (a "kroo" that can lap the board), mover's minus opponent's.
    pub big_house: Score,
    /// Bonus for the side to move (tempo).
    pub tempo: Score,
}

/// The largest evaluation of a position that is not over: evaluations stay below the band of
/// proven results (`±WIN/2` and beyond), whatever the weights.
pub const MAX_EVAL: Score = WIN / 2 - 1;

impl Terms {
    /// The largest term (in absolute value) accepted from a user: 20 seeds per unit.
    pub const MAX_WEIGHT: Score = 2_000;

    /// Fitted by `oware-cli tune --search-depth 18` to deep-search values with the five
    /// terms alone (the evaluation before the per-pit one).
    pub const SEARCH_FITTED: Terms = Terms {
        row_seeds: -14,
        mobility: 294,
        vulnerable: 55,
        big_house: 250,
        tempo: -87,
    };

    /// Fitted to endgame-table values (the evaluation before that).
    pub const TABLE_FITTED: Terms = Terms {
        row_seeds: 15,
        mobility: 85,
        vulnerable: 26,
        big_house: 45,
        tempo: -44,
    };

    /// The hand-set weights the first fit started from.
    pub const HAND_SET: Terms = Terms {
        row_seeds: 6,
        mobility: 10,
        vulnerable: 18,
        big_house: 45,
        tempo: 20,
    };

    /// Store difference only: the untuned baseline.
    pub const PLAIN: Terms = Terms {
        row_seeds: 0,
        mobility: 0,
        vulnerable: 0,
        big_house: 0,
        tempo: 0,
    };

    /// The same evaluation as a per-pit table.
    pub const fn weights(&self) -> Weights {
        let mut pits = [[0; PIT_CAP + 1]; 6];
        let mut k = 0;
        while k < 6 {
            let mut n = 1;
            while n <= PIT_CAP {
                let mut worth = self.row_seeds * n as Score + self.mobility;
                if n <= 2 {
                    worth -= self.vulnerable;
                }
                if n >= 12 {
                    worth += self.big_house;
                }
                pits[k][n] = worth;
                n += 1;
            }
            k += 1;
        }
        Weights {
            pits: [pits; PHASES],
            tempo: self.tempo,
        }
    }
}

impl Weights {
    /// Store difference only: the untuned baseline.
    pub const PLAIN: Weights = Terms::PLAIN.weights();
}

impl Default for Weights {
    fn default() -> Self {
        Weights::TUNED
    }
}

/// The exact score of a finished game with final stores `[mover, other]`.
#[inline]
pub fn final_score(mine: u8, theirs: u8) -> Score {
    let margin = i32::from(mine) - i32::from(theirs);
    match margin.signum() {
        1 => WIN + 100 * margin,
        -1 => -WIN + 100 * margin,
        _ => 0,
    }
}

/// The final seed margin (in cp) a score stands for, for reporting: finished-game scores
/// lose their `WIN` offset; other scores are already expected margins.
pub fn score_to_cp(score: Score) -> Score {
    if score >= WIN / 2 {
        score - WIN
    } else if score <= -WIN / 2 {
        score + WIN
    } else {
        score
    }
}

/// The mover's and the opponent's rows of `p`, pit by pit in sowing order, seeds capped at
/// [`PIT_CAP`]: what the evaluation reads besides the stores.
#[inline]
pub(crate) fn rows(p: &Position) -> [[usize; 6]; 2] {
    let pits = p.pits();
    [p.to_move(), p.to_move().opponent()].map(|side| {
        let first = side.first_pit();
        std::array::from_fn(|k| usize::from(pits[first + k]).min(PIT_CAP))
    })
}

/// What the weights make of the rows (see [`rows`]) at a stage of the game (see [`phase`]):
/// the pits' worths, the mover's less the opponent's, and the tempo. The evaluation is this
/// plus the stores' difference.
#[inline]
pub(crate) fn positional(rows: &[[usize; 6]; 2], stage: usize, w: &Weights) -> Score {
    let [mine, theirs] = rows;
    let table = &w.pits[stage.min(PHASES - 1)];
    w.tempo
        + (0..6)
            .map(|k| table[k][mine[k]] - table[k][theirs[k]])
            .sum::<Score>()
}

/// Evaluates a position that is not over.
#[inline]
pub fn evaluate(p: &Position, _rules: &Rules, w: &Weights) -> Score {
    let me = p.to_move();
    let stores = 100 * (i32::from(p.store(me)) - i32::from(p.store(me.opponent())));
    let stage = phase(u32::from(p.board_seeds()));
    (stores + positional(&rows(p), stage, w)).clamp(-MAX_EVAL, MAX_EVAL)
}
