//! `oware-cli`: the headless Oware tool of `docs/protocol.md` — a UCI-style engine, analysis,
//! self-play, opening books and endgame tables. Every subcommand prints its errors to stderr
//! and exits with status 2.

// The core's parts, under the names the tool's modules use (`crate::rules`, …).
use oware_core::{
    MAX_NAME, ai, icon, learn, net, practice, ratings, records, rules, sounds, tournament,
    uci as engine_protocol,
};

mod analyze;
mod answer_times;
mod args;
mod bench;
mod book_cmd;
mod egtb_cmd;
mod engine_client;
mod error;
mod game_records;
mod online;
mod organizer_cmd;
mod package_files;
mod perft_cmd;
mod puzzles_cmd;
mod ratings_cmd;
mod replay;
mod selfplay;
mod sounds_cmd;
mod tournament_cmd;
mod tournament_net;
mod tune;
mod uci;

#[cfg(test)]
mod parser_props;
#[cfg(test)]
mod tests;

pub use args::{Cli, Command};
pub use error::CliError;

use clap::Parser;
use std::io::Write;
use std::process::ExitCode;

/// Parses the command line and runs the subcommand.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return argument_error(&e),
    };
    // Not locked for the whole run: the engine's search thread writes to stdout too.
    let mut out = std::io::stdout();
    let result = run(cli, &mut out);
    let _ = out.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("oware-cli: {e}");
            ExitCode::from(2)
        }
    }
}

/// `--help` and `--version` as clap prints them (status 0); any other argument error on one
/// line, `oware-cli: …`, with status 2, as every other error.
fn argument_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    eprintln!("oware-cli: {}", one_line(e));
    ExitCode::from(2)
}

/// A clap error on one line: its first line without clap's `error: `, and where to look.
pub fn one_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let first = rendered.lines().next().unwrap_or("").trim();
    let first = first.strip_prefix("error:").unwrap_or(first).trim();
    // An argument clap quotes may be huge: the line stays readable.
    let cut: String = first.chars().take(300).collect();
    let more = if cut.len() < first.len() { "…" } else { "" };
    format!("{cut}{more} (see --help)")
}

/// Runs one parsed command, writing its output to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    let rules = args::rules_of(cli.variant.as_deref().unwrap_or("abapa"))?;
    // A variant given on the command line overrides the one a record names.
    let chosen = cli.variant.is_some().then_some(rules);
    match cli.command {
        Command::Replay(a) => replay::run(&a, &rules, chosen, out),
        Command::Perft(a) => perft_cmd::run(&a, &rules, out),
        Command::Bench(a) => bench::run(&a, &rules, out),
        Command::AnswerTimes(a) => answer_times::run(&a, &rules, out),
        Command::Uci => uci::run(rules, std::io::stdin().lock()),
        Command::Analyze(a) => analyze::run(&a, &rules, chosen, out),
        Command::Selfplay(a) => selfplay::run(&a, &rules, out),
        Command::Egtb(a) => egtb_cmd::run(&a, &rules, out),
        Command::Tune(a) => tune::run(&a, &rules, out),
        Command::Sounds(a) => sounds_cmd::run(&a, out),
        Command::Icons(a) => package_files::icons(&a, out),
        Command::Man(a) => package_files::man(&a, out),
        Command::Completions(a) => package_files::completions(&a, out),
        Command::Book(a) => book_cmd::run(&a.command, &rules, out),
        Command::Net(a) => online::run(&a, chosen, out),
        Command::Puzzles(a) => puzzles_cmd::run(&a.command, out),
        Command::Ratings(a) => ratings_cmd::run(&a, out),
        Command::Tournament(a) => tournament_cmd::run(&a.command, out),
    }
}

/// Runs `job(0..jobs)` on `threads` threads (games of a match, say) and returns the results
/// in job order.
pub(crate) fn in_parallel<T: Send>(
    jobs: u32,
    threads: usize,
    job: impl Fn(u32) -> T + Sync,
) -> Result<Vec<T>, CliError> {
    let next = std::sync::atomic::AtomicU32::new(0);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, 64) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= jobs {
                        break;
                    }
                    let result = job(i);
                    if let Ok(mut d) = done.lock() {
                        d.push((i, result));
                    }
                }
            });
        }
    });
    let mut done = done.into_inner().map_err(|_| CliError::Worker)?;
    if done.len() != jobs as usize {
        return Err(CliError::Worker);
    }
    done.sort_by_key(|(i, _)| *i);
    Ok(done.into_iter().map(|(_, r)| r).collect())
}
