//! Ratings fitted to a set of games (a round robin of the engine's levels, say): the
//! Bradley–Terry model on the Elo scale — the chance that A scores against B is
//! `1 / (1 + 10^((Rb − Ra) / 400))`, a draw counting half — at its maximum likelihood, with
//! each rating's standard error from the curvature there. One virtual draw between every
//! two players who met keeps a clean sweep finite (as BayesElo's prior does).

/// A game between players `first` and `second` (indices), `score` being the first's: 1 a
/// win, 0.5 a draw, 0 a loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    /// The first player.
    pub first: usize,
    /// The second player.
    pub second: usize,
    /// The first player's score.
    pub score: f64,
}

/// One player's fitted rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The rating, on the Elo scale.
    pub rating: f64,
    /// Its standard error (one standard deviation), relative to the anchor.
    pub error: f64,
    /// Games played.
    pub games: u32,
    /// Points scored.
    pub points: f64,
}

/// Why ratings cannot be fitted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FitError {
    /// Some players are not linked to the anchor by any chain of games.
    #[error("player {0} is not linked to the others by any game")]
    Unlinked(usize),
    /// The anchor is not a player.
    #[error("the anchor is not one of the players")]
    NoAnchor,
    /// The fit did not settle within its steps: the ratings it reached are not the answer.
    #[error("the fit did not converge in {0} steps (the ratings would be wrong)")]
    NotConverged(usize),
}

const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// Fits the ratings of `players` players from `games`, player `anchor` held at
/// `anchor_rating`.
pub fn fit(
    players: usize,
    games: &[Pairing],
    anchor: usize,
    anchor_rating: f64,
) -> Result<Vec<Fitted>, FitError> {
    if anchor >= players {
        return Err(FitError::NoAnchor);
    }
    // The games, and one virtual draw for each pair that met.
    let mut all: Vec<Pairing> = games
        .iter()
        .copied()
        .filter(|g| g.first < players && g.second < players && g.first != g.second)
        .collect();
    let mut met = std::collections::BTreeSet::new();
    for g in &all {
        met.insert((g.first.min(g.second), g.first.max(g.second)));
    }
    all.extend(met.iter().map(|&(first, second)| Pairing {
        first,
        second,
        score: 0.5,
    }));
    check_linked(players, &met, anchor)?;
    // Newton's method on the log-likelihood, in natural units, the anchor at 0. The
    // likelihood is concave: each step is shortened until it climbs (a backtracking line
    // search), so that far from the answer — a long chain of players, say — the steps stay
    // long where they may and the fit still settles in a few dozen.
    let free: Vec<usize> = (0..players).filter(|&p| p != anchor).collect();
    let mut x = vec![0.0; players];
    let mut covariance = vec![vec![0.0; free.len()]; free.len()];
    let mut settled = free.is_empty();
    let mut here = log_likelihood(&all, &x);
    for _ in 0..MAX_STEPS {
        let (gradient, hessian) = derivatives(players, &all, &x);
        let g: Vec<f64> = free.iter().map(|&p| gradient[p]).collect();
        let h: Vec<Vec<f64>> = free
            .iter()
            .map(|&p| free.iter().map(|&q| -hessian[p][q]).collect())
            .collect();
        covariance = invert(&h);
        let step: Vec<f64> = (0..free.len())
            .map(|i| (0..free.len()).map(|j| covariance[i][j] * g[j]).sum())
            .collect();
        let largest = step.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        if largest < 1e-9 {
            settled = true;
            break;
        }
        let mut t = 1.0;
        let mut tried = x.clone();
        loop {
            for (i, &p) in free.iter().enumerate() {
                tried[p] = x[p] + t * step[i];
            }
            let there = log_likelihood(&all, &tried);
            if there >= here - 1e-12 || t < 1e-6 {
                here = there;
                break;
            }
            t /= 2.0;
        }
        x.clone_from(&tried);
        if t * largest < 1e-9 {
            settled = true;
            break;
        }
    }
    if !settled {
        return Err(FitError::NotConverged(MAX_STEPS));
    }
    let mut fitted: Vec<Fitted> = (0..players)
        .map(|p| Fitted {
            rating: anchor_rating + x[p] * ELO,
            error: 0.0,
            games: 0,
            points: 0.0,
        })
        .collect();
    for (i, &p) in free.iter().enumerate() {
        fitted[p].error = covariance[i][i].max(0.0).sqrt() * ELO;
    }
    for g in games {
        if g.first < players && g.second < players && g.first != g.second {
            fitted[g.first].games += 1;
            fitted[g.second].games += 1;
            fitted[g.first].points += g.score;
            fitted[g.second].points += 1.0 - g.score;
        }
    }
    Ok(fitted)
}

/// Every player reaches the anchor through games.
fn check_linked(
    players: usize,
    met: &std::collections::BTreeSet<(usize, usize)>,
    anchor: usize,
) -> Result<(), FitError> {
    let mut reached = vec![false; players];
    reached[anchor] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in met {
            if reached[a] != reached[b] {
                reached[a] = true;
                reached[b] = true;
                changed = true;
            }
        }
    }
    match reached.iter().position(|r| !r) {
        Some(p) => Err(FitError::Unlinked(p)),
        None => Ok(()),
    }
}

/// The most Newton steps a fit takes before it says it did not converge.
const MAX_STEPS: usize = 200;

/// The log-likelihood of `games` at ratings `x` (natural units).
fn log_likelihood(games: &[Pairing], x: &[f64]) -> f64 {
    games
        .iter()
        .map(|g| {
            // ln p = −ln(1 + e^(xb − xa)), computed without overflow.
            let d = x[g.second] - x[g.first];
            let ln_p = -softplus(d);
            let ln_q = -softplus(-d);
            g.score * ln_p + (1.0 - g.score) * ln_q
        })
        .sum()
}

/// ln(1 + eˣ), exact for large |x|.
fn softplus(x: f64) -> f64 {
    if x > 30.0 {
        x
    } else if x < -30.0 {
        x.exp()
    } else {
        x.exp().ln_1p()
    }
}

/// The gradient and Hessian of the log-likelihood at `x`.
fn derivatives(players: usize, games: &[Pairing], x: &[f64]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let mut gradient = vec![0.0; players];
    let mut hessian = vec![vec![0.0; players]; players];
    for g in games {
        let p = 1.0 / (1.0 + (x[g.second] - x[g.first]).exp());
        gradient[g.first] += g.score - p;
        gradient[g.second] -= g.score - p;
        let w = p * (1.0 - p);
        hessian[g.first][g.first] -= w;
        hessian[g.second][g.second] -= w;
        hessian[g.first][g.second] += w;
        hessian[g.second][g.first] += w;
    }
    (gradient, hessian)
}

/// The inverse of a symmetric positive-definite matrix (Gauss–Jordan with pivoting).
fn invert(m: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = m.len();
    let mut a: Vec<Vec<f64>> = m
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut r = row.clone();
            r.extend((0..n).map(|j| if i == j { 1.0 } else { 0.0 }));
            r
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-300 {
            continue;
        }
        for v in a[col].iter_mut() {
            *v /= d;
        }
        for row in 0..n {
            if row != col {
                let f = a[row][col];
                if f != 0.0 {
                    let pivot_row = a[col].clone();
                    for (v, p) in a[row].iter_mut().zip(pivot_row) {
                        *v -= f * p;
                    }
                }
            }
        }
    }
    a.into_iter().map(|row| row[n..].to_vec()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(first: usize, second: usize, wins: u32, draws: u32, losses: u32) -> Vec<Pairing> {
        let one = |score| Pairing {
            first,
            second,
            score,
        };
        std::iter::repeat_n(one(1.0), wins as usize)
            .chain(std::iter::repeat_n(one(0.5), draws as usize))
            .chain(std::iter::repeat_n(one(0.0), losses as usize))
            .collect()
    }

    #[test]
    fn a_three_to_one_score_is_about_191_points_and_its_error_shrinks_with_games() {
        // 75 % expected is 400·log10(3) = 190.8 points; the virtual draw pulls a little.
        let few = fit(2, &games(1, 0, 30, 0, 10), 0, 1000.0).expect("fitted");
        let many = fit(2, &games(1, 0, 3000, 0, 1000), 0, 1000.0).expect("fitted");
        assert!((many[1].rating - 1190.8).abs() < 1.0, "{many:?}");
        assert!((few[1].rating - 1190.8).abs() < 15.0, "{few:?}");
        assert!(few[1].error > 5.0 * many[1].error / 1.2, "{few:?} {many:?}");
        assert_eq!(many[0].error, 0.0, "the anchor");
        assert_eq!(many[1].games, 4000);
        assert_eq!(many[1].points, 3000.0);
    }

    #[test]
    fn a_chain_of_players_is_fitted_in_order_and_a_clean_sweep_stays_finite() {
        let mut all = games(1, 0, 60, 20, 20);
        all.extend(games(2, 1, 60, 20, 20));
        all.extend(games(2, 0, 40, 0, 0));
        let fitted = fit(3, &all, 0, 1500.0).expect("fitted");
        assert!(fitted[0].rating < fitted[1].rating && fitted[1].rating < fitted[2].rating);
        assert!(
            fitted[2].rating.is_finite() && fitted[2].rating < 2500.0,
            "{fitted:?}"
        );
        assert!(fitted[2].error > fitted[1].error * 0.5);
    }

    #[test]
    fn a_long_chain_of_wins_converges_to_its_answer_or_says_it_did_not() {
        // Player k beats player k + 1 once: 1.5 of 2 with the virtual draw, ln 3 apart.
        let n = 120;
        let all: Vec<Pairing> = (0..n - 1)
            .map(|k| Pairing {
                first: k,
                second: k + 1,
                score: 1.0,
            })
            .collect();
        let fitted = fit(n, &all, 0, 1500.0).expect("converged");
        let gap = 3f64.ln() * ELO;
        for k in 1..n {
            let step = fitted[k - 1].rating - fitted[k].rating;
            assert!((step - gap).abs() < 0.01, "{k}: {step} against {gap}");
        }
        // The last one, far below: not cut at a bound of the steps.
        let last = fitted[n - 1].rating;
        assert!(
            (last - (1500.0 - (n - 1) as f64 * gap)).abs() < 1.0,
            "{last}"
        );
    }

    #[test]
    fn players_not_linked_by_games_are_named() {
        let all = games(1, 0, 5, 0, 5);
        assert_eq!(fit(3, &all, 0, 1500.0), Err(FitError::Unlinked(2)));
        assert_eq!(fit(2, &all, 4, 1500.0), Err(FitError::NoAnchor));
    }
}
