//! Glicko-2 ratings (through `skillratings`): a rating, how uncertain it is, and how it
//! moves after a game.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A Glicko-2 rating with its deviation (uncertainty) and volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating, 1500 for a newcomer.
    pub rating: f64,
    /// How uncertain it is (one standard deviation), 350 for a newcomer.
    pub deviation: f64,
    /// How erratic the results have been.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    /// A rating known to within `deviation` (one standard deviation).
    pub fn known(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            ..Rating::default()
        }
    }

    /// The rating kept within what Glicko-2 can work with: a damaged file's numbers (not
    /// finite, a deviation or volatility out of range) become a newcomer's; a rating that
    /// long series of results pushed past the scale's ends is held at that end (never
    /// reset, so a losing streak never turns into a newcomer's 1500).
    pub fn checked(self) -> Rating {
        let fine = self.rating.is_finite()
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && (0.0..=1.0).contains(&self.volatility)
            && self.volatility > 0.0;
        if fine {
            Rating {
                rating: self.rating.clamp(MIN_RATING, MAX_RATING),
                deviation: self.deviation.clamp(1.0, 350.0),
                ..self
            }
        } else {
            Rating::default()
        }
    }

    /// The rating rounded, as shown.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }
}

/// The ends of the rating scale: the levels span 1000 to 3000.
pub const MIN_RATING: f64 = 0.0;
/// See [`MIN_RATING`].
pub const MAX_RATING: f64 = 5000.0;

/// Glicko-2's scale: a deviation of 173.7178 on the rating scale is 1 on its own.
const GLICKO2_SCALE: f64 = 173.7178;

/// Both ratings after a game between them: `score` is the first's (1 a win, 0.5 a draw, 0
/// a loss). Glicko-2 lets a rating's uncertainty grow with time (by its volatility, once a
/// rating period); `same_period` says the first player already played in this period (the
/// same day), so their uncertainty does not grow again: it only shrinks with each game,
/// however many are played.
pub fn after_game_in(
    first: Rating,
    second: Rating,
    score: f64,
    same_period: bool,
) -> (Rating, Rating) {
    let mut first = first.checked();
    if same_period {
        // Glicko-2 adds the volatility to the deviation before each update; taken off
        // beforehand, the deviation grows once a day instead of once a game.
        let phi = first.deviation / GLICKO2_SCALE;
        let sigma = first.volatility;
        let phi = (phi * phi - sigma * sigma).max(0.0).sqrt();
        first.deviation = (phi * GLICKO2_SCALE).max(1.0);
    }
    after_game(first, second, score)
}

/// Both ratings after a game between them: `score` is the first's (1 a win, 0.5 a draw, 0
/// a loss).
pub fn after_game(first: Rating, second: Rating, score: f64) -> (Rating, Rating) {
    let outcome = if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (p, q) = glicko2(
        &first.checked().into(),
        &second.checked().into(),
        &outcome,
        &Glicko2Config::new(),
    );
    (Rating::from(p).checked(), Rating::from(q).checked())
}
