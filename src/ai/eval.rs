//! Static evaluation: the store difference plus positional terms, in hundredths of a seed
//! from the side to move's point of view.

use crate::rules::{Position, Rules};

/// A score in hundredths of a seed (`cp`), from the side to move.
pub type Score = i32;

/// Scores at or beyond this size mean a finished game: `±WIN + 100 × final margin`.
pub const WIN: Score = 20_000;

/// Weights of the positional terms (hundredths of a seed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per seed on the mover's row minus the opponent's.
    pub row_seeds: Score,
    /// Per legal move of the mover minus the opponent's (if they were to move).
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

impl Weights {
    /// The largest weight (in absolute value) accepted from a user: 20 seeds per unit.
    pub const MAX_WEIGHT: Score = 2_000;

    /// The tuned weights: fitted by `oware-cli tune --search-depth 18` to what deep searches
    /// expect in the middle game (where the endgame tables do not reach), then checked by
    /// self-play (see the README).
    pub const TUNED: Weights = Weights {
        row_seeds: -14,
        mobility: 294,
        vulnerable: 55,
        big_house: 250,
        tempo: -87,
    };

    /// The hand-set weights the fit started from, for comparison.
    pub const HAND_SET: Weights = Weights {
        row_seeds: 6,
        mobility: 10,
        vulnerable: 18,
        big_house: 45,
        tempo: 20,
    };

    /// Store difference only: the untuned baseline.
    pub const PLAIN: Weights = Weights {
        row_seeds: 0,
        mobility: 0,
        vulnerable: 0,
        big_house: 0,
        tempo: 0,
    };
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

/// The positional terms of `p` from the side to move, in the order of [`Weights`]:
/// row seeds, mobility, vulnerable pits, big houses, and 1 (tempo).
#[inline]
pub fn features(p: &Position) -> [i32; 5] {
    let me = p.to_move();
    let them = me.opponent();
    let pits = p.pits();
    let (mine, theirs) = (me.first_pit(), them.first_pit());
    let mut row = 0i32;
    let mut vulnerable = 0i32;
    let mut big = 0i32;
    let mut mobility = 0i32;
    for k in 0..6 {
        let a = pits[mine + k];
        let b = pits[theirs + k];
        row += i32::from(a) - i32::from(b);
        vulnerable += i32::from(b == 1 || b == 2) - i32::from(a == 1 || a == 2);
        big += i32::from(a >= 12) - i32::from(b >= 12);
        mobility += i32::from(a > 0) - i32::from(b > 0);
    }
    [row, mobility, vulnerable, big, 1]
}

impl Weights {
    /// The weights in the order of [`features`].
    pub fn as_array(&self) -> [Score; 5] {
        [
            self.row_seeds,
            self.mobility,
            self.vulnerable,
            self.big_house,
            self.tempo,
        ]
    }
}

/// Evaluates a position that is not over.
#[inline]
pub fn evaluate(p: &Position, _rules: &Rules, w: &Weights) -> Score {
    let me = p.to_move();
    let score = 100 * (i32::from(p.store(me)) - i32::from(p.store(me.opponent())));
    if *w == Weights::PLAIN {
        return score;
    }
    let f = features(p);
    let w = w.as_array();
    (score + (0..5).map(|i| w[i] * f[i]).sum::<Score>()).clamp(-MAX_EVAL, MAX_EVAL)
}
