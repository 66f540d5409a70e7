//! `oware-cli tune`: fits the evaluation's weights to endgame-table values, or to the
//! values of deep searches.
//!
//! Games between two noisy players of one level give realistic positions. Those with few
//! enough seeds for the tables and quiet (the player to move cannot capture) are kept (with
//! `--forced-only`, only those whose table value is forced); the table gives the margin the
//! player to move gets from the seeds on the board, and the positional terms of the
//! evaluation predict that same margin. With `--search-depth D` the quiet positions with
//! more seeds than the tables hold are kept instead, and the target is what a search of
//! depth D expects the player to move to gain from there on (its score less the stores'
//! difference).
//! The evaluation is linear in its weights, so the best weights are a least-squares fit.

use super::CliError;
use super::args::TuneArgs;
use super::egtb_cmd::load_or_build;
use crate::ai::egtb::TableValue;
use crate::ai::eval::{WIN, features};
use crate::ai::{EndgameTable, LevelPlayer, Limits, Searcher, Weights};
use crate::rules::{Game, Rules};
use rand::SeedableRng;
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// Fewer positions than this give weights that fit noise.
const MIN_SAMPLES: usize = 1_000;

/// One training position: its positional terms and the table's margin (hundredths of a seed).
type Sample = ([i32; 5], f64);

/// Plays one game and keeps its positions that qualify.
fn samples_of_game(
    args: &TuneArgs,
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
    super::play_random_plies(&mut game, args.opening_plies, &mut rng);
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
                    samples.push((features(&p), f64::from(score - 100 * stores)));
                }
            }
        } else if seeds <= tables.max_seeds() && seeds >= args.min_seeds {
            let wanted = |v: &TableValue| v.forced || !args.forced_only;
            if let Some(value) = tables.probe_value(&p).filter(wanted)
                && quiet()
            {
                samples.push((features(&p), 100.0 * f64::from(value.margin)));
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

/// Root mean square error, in seeds, of `weights` over the samples.
fn rms_error(samples: &[Sample], weights: &[f64; 5]) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|(f, y)| {
            let guess: f64 = (0..5).map(|i| weights[i] * f64::from(f[i])).sum();
            (guess - y).powi(2)
        })
        .sum();
    (sum / samples.len().max(1) as f64).sqrt() / 100.0
}

/// The terms (other than tempo) that are non-zero in fewer than 1 in 20 samples: too rare
/// in these positions to be fitted.
fn rare_terms(samples: &[Sample]) -> Vec<usize> {
    (0..4)
        .filter(|&i| samples.iter().filter(|(f, _)| f[i] != 0).count() * 20 < samples.len())
        .collect()
}

/// Least-squares weights. A rare term (see [`rare_terms`]) keeps `fallback`'s weight.
fn fit(samples: &[Sample], fallback: &[f64; 5]) -> [f64; 5] {
    // The rare terms are moved to the target with their fallback weight.
    let rare = rare_terms(samples);
    let free: Vec<usize> = (0..5).filter(|i| !rare.contains(i)).collect();
    let k = free.len();
    let mut a = vec![vec![0f64; k + 1]; k];
    for (f, y) in samples {
        let fixed: f64 = (0..5)
            .filter(|i| !free.contains(i))
            .map(|i| fallback[i] * f64::from(f[i]))
            .sum();
        let target = y - fixed;
        for (r, &i) in free.iter().enumerate() {
            for (c, &j) in free.iter().enumerate() {
                a[r][c] += f64::from(f[i]) * f64::from(f[j]);
            }
            a[r][k] += f64::from(f[i]) * target;
        }
    }
    // Gaussian elimination with partial pivoting on the normal equations.
    for col in 0..k {
        let pivot = (col..k)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        if a[col][col].abs() < 1e-9 {
            continue;
        }
        let pivot_row = a[col].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (x, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= factor * p;
                }
            }
        }
    }
    let mut weights = *fallback;
    for (r, &i) in free.iter().enumerate() {
        if a[r][r].abs() >= 1e-9 {
            weights[i] = a[r][k] / a[r][r];
        }
    }
    weights
}

/// Plays the games, fits the weights and prints them with the errors before and after.
pub fn run(args: &TuneArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::NoGames);
    }
    let tables = Arc::new(load_or_build(rules, args.table_seeds)?);
    let samples: Vec<Sample> = super::in_parallel(args.games, args.threads, |i| {
        samples_of_game(args, rules, i, &tables)
    })?
    .into_iter()
    .flatten()
    .collect();
    if samples.len() < MIN_SAMPLES {
        return Err(CliError::TooFewSamples {
            found: samples.len(),
            needed: MIN_SAMPLES,
        });
    }
    let as_f64 = |w: Weights| w.as_array().map(f64::from);
    let current = as_f64(Weights::TUNED);
    let hand_set = as_f64(Weights::HAND_SET);
    let fitted = fit(&samples, &current);
    let rounded = fitted.map(|w| w.round() as i32);
    const NAMES: [&str; 5] = ["row", "mobility", "vulnerable", "big", "tempo"];
    let kept: Vec<&str> = rare_terms(&samples).iter().map(|&i| NAMES[i]).collect();
    let kind = match args.search_depth {
        Some(depth) => format!(
            "with more than {} seeds, valued by a depth-{depth} search,",
            tables.max_seeds()
        ),
        None => format!("with {}-{} seeds", args.min_seeds, tables.max_seeds()),
    };
    writeln!(
        out,
        "{} positions {kind} from {} games at level {}\n\
         error (seeds, root mean square): plain {:.3}, hand-set {:.3}, current {:.3}, fitted {:.3}\n\
         fitted weights (row,mobility,vulnerable,big,tempo): {}{}",
        samples.len(),
        args.games,
        args.level,
        rms_error(&samples, &as_f64(Weights::PLAIN)),
        rms_error(&samples, &hand_set),
        rms_error(&samples, &current),
        rms_error(&samples, &fitted),
        rounded.map(|w| w.to_string()).join(","),
        if kept.is_empty() {
            String::new()
        } else {
            format!(" (kept, too rare to fit: {})", kept.join(", "))
        }
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Sample, fit, rms_error, samples_of_game};
    use crate::ai::EndgameTable;
    use crate::cli::args::TuneArgs;
    use crate::rules::Rules;
    use std::sync::Arc;

    fn args(search_depth: Option<u32>) -> TuneArgs {
        TuneArgs {
            games: 1,
            level: 4,
            table_seeds: 10,
            min_seeds: 4,
            opening_plies: 4,
            forced_only: false,
            search_depth,
            seed: 5,
            threads: 1,
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
        assert!(deep.iter().all(|(_, y)| y.abs() < 2.0 * bound));
    }

    #[test]
    fn the_fit_recovers_weights_that_explain_the_targets_exactly() {
        let truth = [7.0, -3.0, 25.0, 40.0, 11.0];
        let samples: Vec<Sample> = (0..200)
            .map(|i: i32| {
                let f = [i % 13 - 6, i % 5 - 2, (i / 7) % 5 - 2, (i / 3) % 3 - 1, 1];
                let y = (0..5).map(|k| truth[k] * f64::from(f[k])).sum();
                (f, y)
            })
            .collect();
        let w = fit(&samples, &[0.0; 5]);
        for k in 0..5 {
            assert!((w[k] - truth[k]).abs() < 1e-6, "{w:?}");
        }
        assert!(rms_error(&samples, &w) < 1e-9);
    }

    #[test]
    fn a_term_too_rare_to_fit_keeps_its_fallback_weight() {
        let samples: Vec<Sample> = (0..50)
            .map(|i: i32| ([i - 25, 0, 0, 0, 1], f64::from(3 * (i - 25))))
            .collect();
        let w = fit(&samples, &[0.0, 9.0, 8.0, 45.0, 0.0]);
        assert!((w[0] - 3.0).abs() < 1e-9);
        assert_eq!(&w[1..4], &[9.0, 8.0, 45.0]);
    }
}
