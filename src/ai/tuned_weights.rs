//! The tuned evaluation weights, written out by `oware-cli tune --out` and kept here as code.

use super::eval::{Terms, Weights};

/// See [`Weights::TUNED`].
pub const TUNED: Weights = Terms::SEARCH_FITTED.weights();
