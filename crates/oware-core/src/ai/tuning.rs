//! The fit of the evaluation's weights (behind `oware-cli tune`) to endgame-table values, or to the
//! values of deep searches.
//!
//! Games between two noisy players of one level give realistic positions. Those with few
//! enough seeds for the tables and quiet (the player to move cannot capture) are kept (with
//! `forced_only`, only those whose table value is forced); the table gives the margin the
//! player to move gets from the seeds on the board, and the positional terms of the
//! evaluation predict that same margin. With `search_depth: Some(D)` the quiet positions with
//! more seeds than the tables hold are kept instead, and the target is what a search of
//! depth D expects the player to move to gain from there on (its score less the stores'
//! difference).
//! The evaluation is linear in its weights, so the best weights are a least-squares fit.

use crate::ai::egtb::TableValue;
use crate::ai::eval::{PHASES, PIT_CAP, WIN, phase, positional, rows};
use crate::ai::{EndgameTable, LevelPlayer, Limits, Searcher, Weights};
use crate::rules::{Game, Rules};
use rand::SeedableRng;
use std::sync::Arc;
use std::time::Duration;

/// Fewer positions than this give weights that fit noise.
pub const MIN_SAMPLES: usize = 1_000;

/// One training position: what it shows the evaluation and its target.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// The rows (see [`rows`]).
    rows: [[usize; 6]; 2],
    /// The stage of the game (see [`phase`]).
    stage: usize,
    /// The target value less the stores' difference (hundredths of a seed).
    target: f64,
}

impl Sample {
    fn of(p: &crate::rules::Position, target: f64) -> Sample {
        Sample {
            rows: rows(p),
            stage: phase(u32::from(p.board_seeds())),
            target,
        }
    }
}

/// The unknowns of one stage: each pit's worth for 1 to `PIT_CAP` seeds (an empty pit is
/// worth 0, as adding one amount to every count of a pit changes no evaluation).
const STAGE_UNKNOWNS: usize = 6 * PIT_CAP;

/// The unknowns of the fit: every stage's, then the tempo.
const UNKNOWNS: usize = PHASES * STAGE_UNKNOWNS + 1;

/// How strongly the fit keeps a worth near the current one when few positions show it: as
/// many positions' weight as this.
const RIDGE: f64 = 5.0;

/// How strongly the fit keeps the step between a pit's worth for `n - 1` and for `n` seeds
/// near the current step, so that rare counts (16 seeds and more in one pit) follow their
/// neighbours rather than the noise of a few positions.
const SMOOTH: f64 = 20.0;

/// How strongly the fit keeps the difference between one stage's worth and the next stage's
/// near the current difference, so that a count one stage rarely shows follows the others.
const STAGE_PULL: f64 = 10.0;

/// Which positions a fit learns from, and how they are found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleOptions {
    /// Level of both players (noisy levels give varied positions).
    pub level: u8,
    /// Positions with fewer seeds on the board are not used.
    pub min_seeds: usize,
    /// Random plies at the start of each game.
    pub opening_plies: u32,
    /// Only the tables' forced values, not their estimates.
    pub forced_only: bool,
    /// Fit to the value of a search this deep instead, in the positions with more seeds
    /// than the tables hold (the middle game).
    pub search_depth: Option<u32>,
    /// Seed of the openings and the players' noise.
    pub seed: u64,
}

/// Plays game number `index` between two noisy players and keeps its positions that
/// qualify, each with its target.
pub fn samples_of_game(
    args: &SampleOptions,
    rules: &Rules,
    index: u32,
    tables: &Arc<EndgameTable>,
) -> Vec<Sample> {
    let seed = args
        .seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(index));
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut game = Game::new(*rules);
    play_random_plies(&mut game, args.opening_plies, &mut rng);
    let mut players = [0u64, 1].map(|k| {
        let mut p = LevelPlayer::new(
            args.level,
            &game,
            seed ^ ((k + 1) * 0x9e37_79b9),
            Duration::from_millis(100),
        );
        p.searcher_mut().set_tables(Some(tables.clone()));
        p
    });
    let mut deep = args.search_depth.map(|depth| {
        let mut searcher = Searcher::new(*rules, crate::ai::DEFAULT_HASH_MB);
        searcher.set_tables(Some(tables.clone()));
        (searcher, depth)
    });
    let mut samples = Vec::new();
    while let Some(side) = game.to_move() {
        let p = *game.position();
        let seeds = p.board_seeds() as usize;
        let quiet = || is_quiet(&game);
        if let Some((searcher, depth)) = deep.as_mut() {
            if seeds <= tables.max_seeds() {
                break;
            }
            if quiet() {
                let score = searcher
                    .search_game(&game, Limits::depth(*depth), &mut |_| {})
                    .info
                    .score;
                if score.abs() < WIN / 2 {
                    let stores = i32::from(p.store(side)) - i32::from(p.store(side.opponent()));
                    samples.push(Sample::of(&p, f64::from(score - 100 * stores)));
                }
            }
        } else if seeds <= tables.max_seeds() && seeds >= args.min_seeds {
            let wanted = |v: &TableValue| v.forced || !args.forced_only;
            if let Some(value) = tables.probe_value(&p).filter(wanted)
                && quiet()
            {
                samples.push(Sample::of(&p, 100.0 * f64::from(value.margin)));
            }
        }
        if seeds < args.min_seeds {
            break;
        }
        let Some(mv) = players[side.index()].choose(&game) else {
            break;
        };
        if game.play(mv).is_err() || game.plies().len() > 2_000 {
            break;
        }
    }
    samples
}

/// Whether the player to move in the game's position has no capture.
fn is_quiet(game: &Game) -> bool {
    let p = game.position();
    !game
        .legal_moves()
        .iter()
        .any(|m| p.play_unchecked(m, game.rules()).1.capture.seeds > 0)
}

/// The sample's unknowns with their coefficients (+1 for the mover's pit, -1 for the
/// opponent's; the two cancel where both pits hold the same).
fn terms_of(sample: &Sample) -> impl Iterator<Item = (usize, f64)> + '_ {
    let base = sample.stage.min(PHASES - 1) * STAGE_UNKNOWNS;
    let index = move |k: usize, n: usize| (n > 0).then(|| base + k * PIT_CAP + n - 1);
    let rows = &sample.rows;
    (0..6)
        .flat_map(move |k| {
            [
                index(k, rows[0][k]).map(|i| (i, 1.0)),
                index(k, rows[1][k]).map(|i| (i, -1.0)),
            ]
        })
        .flatten()
        .chain(std::iter::once((UNKNOWNS - 1, 1.0)))
}

/// The weights as the fit's unknowns (see [`UNKNOWNS`]).
fn unknowns_of(w: &Weights) -> Vec<f64> {
    let mut v: Vec<f64> = w
        .pits
        .iter()
        .flatten()
        .flat_map(|row| row[1..].iter().map(move |&x| f64::from(x - row[0])))
        .collect();
    v.push(f64::from(w.tempo));
    v
}

/// The fit's unknowns as weights, rounded to whole hundredths of a seed.
fn weights_of(v: &[f64]) -> Weights {
    let mut pits = [[[0; PIT_CAP + 1]; 6]; PHASES];
    for (stage, table) in pits.iter_mut().enumerate() {
        for (k, row) in table.iter_mut().enumerate() {
            for n in 1..=PIT_CAP {
                row[n] = v[stage * STAGE_UNKNOWNS + k * PIT_CAP + n - 1].round() as i32;
            }
        }
    }
    Weights {
        pits,
        tempo: v[UNKNOWNS - 1].round() as i32,
    }
}

/// Root mean square error, in seeds, of `weights` over the samples.
pub fn rms_error(samples: &[Sample], weights: &Weights) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (f64::from(positional(&s.rows, s.stage, weights)) - s.target).powi(2))
        .sum();
    (sum / samples.len().max(1) as f64).sqrt() / 100.0
}

/// Least squares, held towards `prior` by [`RIDGE`] and [`SMOOTH`] where the samples say
/// little.
pub fn fit_weights(samples: &[Sample], prior: &Weights) -> Weights {
    let n = UNKNOWNS;
    let w0 = unknowns_of(prior);
    let mut a = vec![vec![0f64; n + 1]; n];
    for (i, row) in a.iter_mut().enumerate() {
        row[i] = RIDGE;
        row[n] = RIDGE * w0[i];
    }
    // The penalty weight * ((w[j] - w[i]) - (w0[j] - w0[i]))^2 holds the difference of two
    // unknowns near the prior's.
    let mut hold_difference = |i: usize, j: usize, weight: f64| {
        let step = w0[j] - w0[i];
        a[i][i] += weight;
        a[j][j] += weight;
        a[i][j] -= weight;
        a[j][i] -= weight;
        a[i][n] -= weight * step;
        a[j][n] += weight * step;
    };
    // Each pit's neighbouring counts i = n - 1, j = n (n >= 2; the empty pit is fixed at 0
    // and held by RIDGE).
    for start in (0..PHASES * 6).map(|row| row * PIT_CAP) {
        for j in start + 1..start + PIT_CAP {
            hold_difference(j - 1, j, SMOOTH);
        }
    }
    // The same pit and count at neighbouring stages.
    for i in 0..(PHASES - 1) * STAGE_UNKNOWNS {
        hold_difference(i, i + STAGE_UNKNOWNS, STAGE_PULL);
    }
    for sample in samples {
        let terms: Vec<(usize, f64)> = terms_of(sample).collect();
        for &(i, ci) in &terms {
            for &(j, cj) in &terms {
                a[i][j] += ci * cj;
            }
            a[i][n] += ci * sample.target;
        }
    }
    // Gaussian elimination with partial pivoting on the normal equations.
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let pivot_row = a[col].clone();
        if pivot_row[col].abs() < 1e-9 {
            continue;
        }
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (x, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= factor * p;
                }
            }
        }
    }
    let solved: Vec<f64> = (0..n)
        .map(|i| {
            if a[i][i].abs() >= 1e-9 {
                a[i][n] / a[i][i]
            } else {
                w0[i]
            }
        })
        .collect();
    weights_of(&solved)
}

/// Plays `plies` random legal moves (fewer if the game ends first): varied openings for
/// fits and self-play.
pub fn play_random_plies(game: &mut Game, plies: u32, rng: &mut impl rand::Rng) {
    use rand::seq::IndexedRandom;
    for _ in 0..plies {
        let Some(&mv) = game.legal_moves().to_vec().choose(rng) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Sample, SampleOptions, fit_weights, rms_error, samples_of_game};
    use crate::ai::EndgameTable;
    use crate::ai::Weights;
    use crate::ai::eval::{PHASES, PIT_CAP, Terms, positional};
    use crate::rules::Rules;
    use rand::{RngExt, SeedableRng};
    use std::sync::Arc;

    fn args(search_depth: Option<u32>) -> SampleOptions {
        SampleOptions {
            level: 4,
            min_seeds: 4,
            opening_plies: 4,
            forced_only: false,
            search_depth,
            seed: 5,
        }
    }

    #[test]
    fn search_targets_value_the_middle_game_and_table_targets_the_ending() {
        let rules = Rules::ABAPA;
        let tables =
            Arc::new(EndgameTable::build(&rules, 10, &mut |_, _| {}).expect("a supported size"));
        let deep: Vec<Sample> = (0..3)
            .flat_map(|i| samples_of_game(&args(Some(2)), &rules, i, &tables))
            .collect();
        let ending: Vec<Sample> = (0..8)
            .flat_map(|i| samples_of_game(&args(None), &rules, i, &tables))
            .collect();
        assert!(
            deep.len() > 10 && !ending.is_empty(),
            "{} {}",
            deep.len(),
            ending.len()
        );
        // Proven results are left out: every target is an evaluation-sized expectation.
        let bound = f64::from(crate::ai::eval::MAX_EVAL);
        assert!(deep.iter().all(|s| s.target.abs() < 2.0 * bound));
        // Search targets come from the middle game, table targets from the ending.
        assert!(deep.iter().any(|s| s.stage > 0));
        assert!(ending.iter().all(|s| s.stage == 0));
    }

    fn sample(mine: [usize; 6], theirs: [usize; 6], stage: usize, truth: &Weights) -> Sample {
        let rows = [mine, theirs];
        Sample {
            rows,
            stage,
            target: f64::from(positional(&rows, stage, truth)),
        }
    }

    #[test]
    fn the_fit_recovers_weights_that_explain_the_targets_exactly() {
        let mut truth = Terms {
            row_seeds: 7,
            mobility: -30,
            vulnerable: 25,
            big_house: 40,
            tempo: 11,
        }
        .weights();
        // Each stage its own worths, a little apart from the others'.
        for (stage, table) in truth.pits.iter_mut().enumerate() {
            for (k, row) in table.iter_mut().enumerate() {
                for (n, worth) in row.iter_mut().enumerate().skip(1) {
                    *worth += (stage as i32) * (30 - 12 * k as i32 + 2 * n as i32);
                }
            }
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        // Empty pits as often as in play, so the fit sees what a pit's seeds are worth.
        let mut row = || {
            std::array::from_fn(|_| {
                if rng.random_range(0..3) == 0 {
                    0
                } else {
                    rng.random_range(1..=PIT_CAP)
                }
            })
        };
        let samples: Vec<Sample> = (0..150_000)
            .map(|i| {
                let (mine, theirs) = (row(), row());
                sample(mine, theirs, i % PHASES, &truth)
            })
            .collect();
        let w = fit_weights(&samples, &Weights::PLAIN);
        // The fit is held slightly towards the prior (0) and towards the neighbouring stage:
        // within two hundredths of a seed.
        for stage in 0..PHASES {
            for k in 0..6 {
                for n in 0..=PIT_CAP {
                    let (got, want) = (w.pits[stage][k][n], truth.pits[stage][k][n]);
                    assert!(
                        (got - want).abs() <= 2,
                        "stage {stage} pit {k}: {got} vs {want}"
                    );
                }
            }
        }
        assert!((w.tempo - truth.tempo).abs() <= 2);
        assert!(rms_error(&samples, &w) < 0.05);
        assert!(rms_error(&samples, &Weights::PLAIN) > 1.0);
    }

    /// `count` samples valued by `truth`, spread over the first `stages` stages, each pit
    /// holding fewer than `seeds` seeds (as likely one count as another).
    fn uniform_samples(
        count: usize,
        stages: usize,
        seeds: usize,
        rng_seed: u64,
        truth: &Weights,
    ) -> Vec<Sample> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(rng_seed);
        let mut row = || std::array::from_fn(|_| rng.random_range(0..seeds));
        (0..count)
            .map(|i| {
                let (mine, theirs) = (row(), row());
                sample(mine, theirs, i % stages, truth)
            })
            .collect()
    }

    #[test]
    fn worths_no_position_shows_keep_the_current_steps() {
        let truth = Terms::TABLE_FITTED.weights();
        let prior = Terms::HAND_SET.weights();
        // Only pits of 0-3 seeds appear: beyond, the worths fade from the fitted ones back to
        // the prior's, keeping its steps from one count to the next.
        let samples = uniform_samples(60_000, PHASES, 4, 8, &truth);
        let w = fit_weights(&samples, &prior);
        for (stage, (w, prior)) in w.pits.iter().zip(&prior.pits).enumerate() {
            let truth = &truth.pits[stage];
            for k in 0..6 {
                for n in 1..4 {
                    let (got, want) = (w[k][n], truth[k][n]);
                    assert!(
                        (got - want).abs() <= 2,
                        "stage {stage} pit {k}, {n} seeds: {got} vs {want}"
                    );
                }
                assert!((w[k][PIT_CAP] - prior[k][PIT_CAP]).abs() <= 2);
                for n in 10..=PIT_CAP {
                    let got = w[k][n] - w[k][n - 1];
                    let want = prior[k][n] - prior[k][n - 1];
                    assert!(
                        (got - want).abs() <= 3,
                        "stage {stage} pit {k}, {n} seeds: {got} vs {want}"
                    );
                }
            }
        }
    }

    /// A stage no position shows follows the neighbouring stage's worths where the prior has
    /// them alike, more than the prior's own.
    #[test]
    fn a_stage_no_position_shows_follows_its_neighbour() {
        let truth = Terms::TABLE_FITTED.weights();
        let prior = Terms::HAND_SET.weights();
        let samples = uniform_samples(20_000, 2, 6, 9, &truth);
        let w = fit_weights(&samples, &prior);
        for k in 0..6 {
            for n in 1..6 {
                let (got, want) = (w.pits[2][k][n], truth.pits[0][k][n]);
                let away = (prior.pits[2][k][n] - want).abs();
                assert!(
                    (got - want).abs() <= away / 2 + 2,
                    "pit {k}, {n} seeds: {got} vs {want} (the prior {away} away)"
                );
            }
        }
    }
}
