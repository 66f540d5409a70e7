//! Ratings of the player and of the puzzles: Glicko-2 (through `skillratings`), a try at a
//! puzzle being a game between the two, won by the player when the puzzle is solved.

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

/// The deviation of a puzzle's rating before anyone has tried it.
pub const NEW_PUZZLE_DEVIATION: f64 = 150.0;

impl Rating {
    /// A puzzle's first rating, at `rating`.
    pub fn of_new_puzzle(rating: u16) -> Rating {
        Rating {
            rating: f64::from(rating),
            deviation: NEW_PUZZLE_DEVIATION,
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

/// Both ratings after a try: the player's and the puzzle's.
pub fn after_try(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (p, q) = glicko2(
        &player.checked().into(),
        &puzzle.checked().into(),
        &outcome,
        &Glicko2Config::new(),
    );
    (Rating::from(p), Rating::from(q))
}
