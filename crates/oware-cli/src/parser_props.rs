//! Property tests of the command line: arbitrary arguments and well-formed but wrong values
//! get an error, never a panic. (The engine protocol's are with its state machine, in the
//! core.)

use super::{Cli, run};
use crate::rules::Rules;
use clap::{CommandFactory, Parser};
use proptest::prelude::*;

/// Runs a command line through the parser and, if it parses, the command: the error text.
fn cli_error(args: &[String]) -> Option<String> {
    let mut argv = vec!["oware-cli".to_string()];
    argv.extend_from_slice(args);
    match Cli::try_parse_from(argv) {
        Err(e) => Some(e.to_string()),
        Ok(cli) => run(cli, &mut Vec::new()).err().map(|e| e.to_string()),
    }
}

/// Fifteen fields that do not make a position: counts that do not add up to 48.
fn wrong_position() -> impl Strategy<Value = String> {
    prop::collection::vec(0u8..=48, 14)
        .prop_filter("not 48 seeds", |c| {
            c.iter().map(|&n| u32::from(n)).sum::<u32>() != 48
        })
        .prop_map(|c| {
            let mut f: Vec<String> = c.iter().map(u8::to_string).collect();
            f.push("S".into());
            f.join("-")
        })
}

/// clap's own checks of the command line's definition (conflicting names, a default value
/// its parser refuses, …).
#[test]
fn the_command_line_is_well_defined() {
    Cli::command().debug_assert();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn any_command_line_parses_or_is_refused_without_a_panic(
        args in prop::collection::vec("[-a-z0-9=,.]{0,12}", 0..6),
    ) {
        // Parsing only: a valid line may name a long job (a deep perft, a table build).
        let mut argv = vec!["oware-cli".to_string()];
        argv.extend(args.iter().cloned());
        let parsed = Cli::try_parse_from(argv);
        // A line that does not start with a command's name is refused.
        let command = Cli::command();
        let named = args.first().is_some_and(|first| {
            command.get_subcommands().any(|c| {
                c.get_name() == first || c.get_all_aliases().any(|a| a == first)
            })
        });
        if !named {
            prop_assert!(parsed.is_err(), "{args:?} was taken");
        }
    }

    #[test]
    fn wrong_command_line_values_are_refused(
        fen in wrong_position(),
        moves in "[A-Fa-f]{0,3}[g-z0789]",
        depth in 1001u64..100_000,
        seeds in 25usize..1_000,
        seconds in prop::sample::select(vec!["NaN", "-3", "0", "700", "x", "1e308"]),
        variant in "[a-z]{1,10}",
    ) {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        prop_assert!(cli_error(&s(&["replay", "--fen", &fen, "F"])).is_some());
        prop_assert!(cli_error(&s(&["replay", &moves])).is_some());
        prop_assert!(cli_error(&s(&["perft", &depth.to_string()])).is_some());
        prop_assert!(cli_error(&s(&["egtb", "query", "--max-seeds", &seeds.to_string(), "1-0-0-0-0-0-0-0-0-0-0-0-23-24-S"])).is_some());
        let ok = cli_error(&s(&["bench", &format!("--seconds={seconds}")])).is_some();
        prop_assert!(ok);
        prop_assert!(cli_error(&s(&["analyze", "--fen", &fen])).is_some());
        prop_assume!(variant.parse::<Rules>().is_err());
        prop_assert!(cli_error(&s(&["--variant", &variant, "replay", "F"])).is_some());
    }
}
