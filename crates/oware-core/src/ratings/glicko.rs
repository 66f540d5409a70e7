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
    /// finite, negative deviation) become a newcomer's.
    pub fn checked(self) -> Rating {
        let fine = self.rating.is_finite()
            && (0.0..=5000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && (1.0..=350.0).contains(&self.deviation)
            && self.volatility.is_finite()
            && (0.0..=1.0).contains(&self.volatility)
            && self.volatility > 0.0;
        if fine { self } else { Rating::default() }
    }

    /// The rating rounded, as shown.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }
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
    (Rating::from(p), Rating::from(q))
}
