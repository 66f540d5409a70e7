//! The command line of `oware-cli`.

use super::CliError;
use crate::rules::Rules;
use clap::{Args, Parser, Subcommand};

/// Headless Oware: replays, perft, benchmarks, analysis and an engine protocol.
#[derive(Debug, Parser)]
#[command(name = "oware-cli", version, about)]
pub struct Cli {
    /// Rule set: `abapa` (default) or options such as `grand-slam=capture-all,seeds=5`.
    #[arg(long, global = true, default_value = "abapa")]
    pub variant: String,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply moves and print the state after each ply.
    Replay(ReplayArgs),
    /// Count leaves and finished games per depth.
    Perft(PerftArgs),
    /// Run the fixed benchmark.
    Bench(BenchArgs),
}

/// Arguments of `replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// One JSON object per line.
    #[arg(long)]
    pub json: bool,
    /// Moves, joined (`FfEa`) or separated (`F f E a`).
    pub moves: Vec<String>,
}

/// Arguments of `perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// Counts split by first move at the final depth.
    #[arg(long)]
    pub divide: bool,
    /// Plies to count.
    pub depth: u32,
}

/// Arguments of `bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// One JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// The rule set named by `--variant`.
pub fn rules_of(name: &str) -> Result<Rules, CliError> {
    name.parse::<Rules>()
        .map_err(|e| CliError::new(format!("--variant: {e}")))
}

/// The start position, or the one given with `--fen`.
pub fn start_position(
    fen: Option<&str>,
    rules: &Rules,
) -> Result<crate::rules::Position, CliError> {
    match fen {
        None => Ok(crate::rules::Position::start(rules)),
        Some(text) => crate::rules::parse_position(text, rules)
            .map_err(|e| CliError::new(format!("--fen '{text}': {e}"))),
    }
}
