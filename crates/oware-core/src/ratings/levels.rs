//! The computer's levels rated against each other: a round robin of the eight levels as the
//! app plays them (opening book, endgame tables, level 8 at 1.5 s a move), played with
//! `oware-cli selfplay` and fitted with `oware-cli ratings` (level 1 held at 1000). The
//! games, dates and figures are in docs/engine.md, which shows this table.

/// One level's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelRating {
    /// The level, 1–8.
    pub level: u8,
    /// Its rating on the Elo scale.
    pub rating: f64,
    /// The rating's standard error (one standard deviation), relative to level 1.
    pub error: f64,
}

/// The levels' ratings, level 1 first: the round robin's 2644 games, fitted by
/// `oware-cli ratings` (docs/engine.md, *Ratings of the levels*).
pub const LEVEL_RATINGS: [LevelRating; 8] = [
    LevelRating {
        level: 1,
        rating: 1000.0,
        error: 0.0,
    },
    LevelRating {
        level: 2,
        rating: 1296.0,
        error: 30.61,
    },
    LevelRating {
        level: 3,
        rating: 1591.0,
        error: 37.76,
    },
    LevelRating {
        level: 4,
        rating: 1937.0,
        error: 45.92,
    },
    LevelRating {
        level: 5,
        rating: 2304.0,
        error: 55.61,
    },
    LevelRating {
        level: 6,
        rating: 2791.0,
        error: 72.45,
    },
    LevelRating {
        level: 7,
        rating: 2918.0,
        error: 77.55,
    },
    LevelRating {
        level: 8,
        rating: 2989.0,
        error: 83.16,
    },
];

/// The rating of `level` (clamped to 1–8).
pub fn level_rating(level: u8) -> LevelRating {
    LEVEL_RATINGS[usize::from(level.clamp(1, 8)) - 1]
}

/// The level that makes the fairest game for a player rated `rating`: the one whose rating
/// is nearest.
pub fn fair_level(rating: f64) -> u8 {
    LEVEL_RATINGS
        .iter()
        .min_by(|a, b| {
            (a.rating - rating)
                .abs()
                .total_cmp(&(b.rating - rating).abs())
        })
        .map_or(1, |l| l.level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_rise_and_a_fair_level_is_the_nearest() {
        assert!(LEVEL_RATINGS.windows(2).all(|w| w[1].rating > w[0].rating));
        assert!(
            LEVEL_RATINGS
                .iter()
                .enumerate()
                .all(|(i, l)| usize::from(l.level) == i + 1)
        );
        assert_eq!(fair_level(0.0), 1);
        assert_eq!(fair_level(10_000.0), 8);
        let l4 = level_rating(4).rating;
        assert_eq!(fair_level(l4 + 1.0), 4);
    }

    #[test]
    fn docs_engine_md_shows_this_table() {
        let docs = include_str!("../../../../docs/engine.md");
        for l in LEVEL_RATINGS {
            let row = format!(
                "| {} | {:.0} | ± {:.0} |",
                l.level,
                l.rating,
                1.96 * l.error
            );
            assert!(docs.contains(&row), "docs/engine.md lacks the row {row}");
        }
    }
}
