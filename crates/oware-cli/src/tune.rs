//! `oware-cli tune`: fits the evaluation's weights to endgame-table values, or to the
//! values of deep searches (the fit is `ai::tuning`), and prints or writes them.

use super::CliError;
use super::args::TuneArgs;
use super::egtb_cmd::load_or_build;
use crate::ai::Weights;
use crate::ai::eval::Terms;
use crate::ai::tuning::{
    MIN_SAMPLES, Sample, SampleOptions, fit_weights, rms_error, samples_of_game,
};
use crate::rules::Rules;
use std::io::Write;
use std::sync::Arc;

/// Plays the games, fits the weights and prints the errors before and after, then the
/// weights (or writes them to `--out`).
pub fn run(args: &TuneArgs, rules: &Rules, out: &mut dyn Write) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::NoGames);
    }
    let tables = Arc::new(load_or_build(rules, args.table_seeds)?);
    let options = SampleOptions {
        level: args.level,
        min_seeds: args.min_seeds,
        opening_plies: args.opening_plies,
        forced_only: args.forced_only,
        search_depth: args.search_depth,
        seed: args.seed,
    };
    let samples: Vec<Sample> = super::in_parallel(args.games, args.threads, |i| {
        samples_of_game(&options, rules, i, &tables)
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
    let fitted = fit_weights(&samples, &Weights::TUNED);
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
         error (seeds, root mean square): plain {:.3}, hand-set terms {:.3}, \
         table-fitted terms {:.3}, search-fitted terms {:.3}, current {:.3}, fitted {:.3}",
        samples.len(),
        args.games,
        args.level,
        rms_error(&samples, &Weights::PLAIN),
        rms_error(&samples, &Terms::HAND_SET.weights()),
        rms_error(&samples, &Terms::TABLE_FITTED.weights()),
        rms_error(&samples, &Terms::SEARCH_FITTED.weights()),
        rms_error(&samples, &Weights::TUNED),
        rms_error(&samples, &fitted),
    )?;
    match &args.out {
        Some(path) => {
            crate::records::write_atomic(path, fitted.to_text().as_bytes())?;
            writeln!(out, "fitted weights written to {}", path.display())?;
        }
        None => write!(out, "fitted weights:\n{}", fitted.to_text())?,
    }
    Ok(())
}
