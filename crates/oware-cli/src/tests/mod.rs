//! The CLI contract of `docs/protocol.md`, driven through `run` with parsed arguments.
//! One file per group of subcommands; the helpers they share are here.

use super::{Cli, run};
use clap::Parser;

mod engine;
mod files;
mod replay;
mod tournament;

/// A new empty folder of this test's own, removed when it is dropped.
fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().expect("a folder")
}

fn cli(args: &[&str]) -> Result<String, String> {
    let mut argv = vec!["oware-cli"];
    argv.extend_from_slice(args);
    let parsed = Cli::try_parse_from(argv).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let result = run(parsed, &mut out);
    let text = String::from_utf8(out).map_err(|e| e.to_string())?;
    match result {
        Ok(()) => Ok(text),
        Err(e) => Err(format!("{e}\n--- output so far:\n{text}")),
    }
}
