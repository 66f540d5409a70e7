//! `oware-cli uci`: the engine protocol (the state machine is `uci` in the core) on
//! standard input and output.

use super::CliError;
use crate::engine_protocol::{Engine, SharedOut};
use crate::rules::Rules;
use std::io::BufRead;
use std::sync::{Arc, Mutex};

/// Runs the protocol on stdin/stdout until `quit` or the end of input.
pub fn run(rules: Rules, input: impl BufRead) -> Result<(), CliError> {
    let out: SharedOut = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    Engine::new(rules, out).run(input).map_err(CliError::Input)
}
