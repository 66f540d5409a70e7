//! The CLI contract of `docs/protocol.md`, driven through `run` with parsed arguments.

use super::{Cli, run};
use clap::Parser;

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

#[test]
fn replay_json_first_ply_matches_the_protocol_example() {
    let out = cli(&["replay", "F", "--json"]).expect("runs");
    assert_eq!(
        out.trim(),
        r#"{"ply":1,"move":"F","player":"south","board":[4,4,4,4,4,0,5,5,5,5,4,4],"stores":[0,0],"captured":0,"grand_slam":false,"to_move":"north"}"#
    );
}

#[test]
fn replay_accepts_joined_separated_and_digit_moves_with_options_anywhere() {
    let joined = cli(&["replay", "--json", "FfEa"]).expect("runs");
    let separated = cli(&["replay", "F", "f", "E", "a", "--json"]).expect("runs");
    let digits = cli(&["replay", "6", "6", "5", "1", "--json"]).expect("runs");
    assert_eq!(joined, separated);
    assert_eq!(joined, digits);
    assert_eq!(joined.lines().count(), 4);
}

#[test]
fn replay_reports_captures_and_the_final_line() {
    let out = cli(&[
        "replay",
        "--fen",
        "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S",
        "E",
        "--json",
    ])
    .expect("runs");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("json");
    assert_eq!(v["captured"], 8);
    assert_eq!(v["stores"], serde_json::json!([18, 11]));
    let cycle = cli(&[
        "replay",
        "--fen",
        "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S",
        "AaBbCcDdEeFf",
        "--json",
    ])
    .expect("runs");
    let last: serde_json::Value =
        serde_json::from_str(cycle.lines().last().expect("line")).expect("json");
    assert_eq!(
        last,
        serde_json::json!({"result":"draw","reason":"cycle","final_stores":[24,24],"final_board":[0,0,0,0,0,0,0,0,0,0,0,0]})
    );
    let ply12: serde_json::Value =
        serde_json::from_str(cycle.lines().nth(11).expect("line")).expect("json");
    assert_eq!(ply12["to_move"], serde_json::Value::Null);
}

#[test]
fn replay_of_a_finished_start_prints_only_the_final_line() {
    let out = cli(&[
        "replay",
        "--fen",
        "1-1-2-0-0-0-0-0-0-0-0-0-20-24-S",
        "--json",
    ])
    .expect("runs");
    assert_eq!(out.lines().count(), 1);
    assert!(out.contains(r#""reason":"no_moves""#));
    assert_eq!(cli(&["replay", "--json"]).expect("runs"), "");
}

#[test]
fn replay_stops_at_an_illegal_move_naming_ply_move_and_legal_moves() {
    let err = cli(&["replay", "F", "f", "F", "--json"]).expect_err("must be refused");
    assert!(err.contains("ply 3"), "{err}");
    assert!(err.contains("'F'"), "{err}");
    assert!(err.contains("legal moves: A B C D E"), "{err}");
    assert_eq!(
        err.split("--- output so far:\n")
            .nth(1)
            .map(|o| o.lines().count()),
        Some(2)
    );
    assert!(cli(&["replay", "--fen", "4-4-4", "F"]).is_err());
    assert!(cli(&["replay", "Fz"]).is_err());
    assert!(cli(&["--variant", "nonsense", "replay", "F"]).is_err());
}

#[test]
fn replay_grand_slam_flag_and_variant_option() {
    let fen = "0-0-0-0-1-1-1-0-0-0-0-0-21-24-S";
    let abapa = cli(&["replay", "--fen", fen, "F", "--json"]).expect("runs");
    let v: serde_json::Value =
        serde_json::from_str(abapa.lines().next().expect("line")).expect("json");
    assert_eq!(v["grand_slam"], true);
    assert_eq!(v["captured"], 0);
    let all = cli(&[
        "replay",
        "--variant",
        "grand-slam=capture-all",
        "--fen",
        fen,
        "F",
        "--json",
    ])
    .expect("runs");
    let last: serde_json::Value =
        serde_json::from_str(all.lines().last().expect("line")).expect("json");
    assert_eq!(last["reason"], "no_moves");
    assert_eq!(last["final_stores"], serde_json::json!([24, 24]));
}

#[test]
fn perft_prints_each_depth_and_divide_sums() {
    let out = cli(&["perft", "5"]).expect("runs");
    let leaves: Vec<u64> = out
        .lines()
        .skip(1)
        .map(|l| {
            l.split_whitespace()
                .nth(1)
                .and_then(|n| n.parse().ok())
                .expect("count")
        })
        .collect();
    assert_eq!(leaves, vec![6, 36, 190, 1014, 5219]);
    let divide = cli(&["perft", "4", "--divide"]).expect("runs");
    assert!(divide.contains("total: 1014 leaves"), "{divide}");
    assert!(cli(&["perft", "--fen", "x", "3"]).is_err());
}

#[test]
fn selfplay_reports_wins_draws_losses_and_checks_its_arguments() {
    let out = cli(&[
        "selfplay",
        "--games",
        "4",
        "--south",
        "2",
        "--north",
        "1",
        "--threads",
        "1",
    ])
    .expect("runs");
    assert!(out.starts_with("games 4: south (level 2) wins "), "{out}");
    assert!(out.contains("average margin"), "{out}");
    assert!(cli(&["selfplay", "--games", "2", "--south", "9", "--north", "1"]).is_err());
    assert!(
        cli(&[
            "selfplay",
            "--games",
            "2",
            "--south",
            "1",
            "--north",
            "1",
            "--south-weights",
            "1,2"
        ])
        .is_err()
    );
    let weighted = cli(&[
        "selfplay",
        "--games",
        "2",
        "--south",
        "1",
        "--north",
        "1",
        "--south-weights",
        "0,0,0,0,0",
        "--threads",
        "1",
    ]);
    assert!(weighted.is_ok(), "{weighted:?}");
}

#[test]
fn analyze_lists_every_legal_move() {
    let out = cli(&["analyze", "--movetime", "30", "F", "f"]).expect("runs");
    let moves: Vec<&str> = out
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let mut sorted = moves.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, vec!["A", "B", "C", "D", "E"], "{out}");
    assert!(cli(&["analyze", "F", "F"]).is_err());
}

// The reproductions of the hostile-input review: each gives a clear error or the right
// answer, never a panic, an abort or a hang.

#[test]
fn bench_refuses_seconds_that_are_not_a_number() {
    for bad in ["NaN", "nan", "inf", "-1", "0", "1e9", "x"] {
        let arg = format!("--seconds={bad}");
        let err = cli(&["bench", &arg]).expect_err(bad);
        assert!(
            err.contains("not a number of seconds") || err.contains("out of range"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn perft_has_a_depth_cap_and_walks_a_forever_line_without_overflow() {
    let forever = "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S";
    let err = cli(&["perft", "--fen", forever, "50000", "--divide"]).expect_err("capped");
    assert!(err.contains("50000"), "{err}");
    // The deepest allowed depth, on a line that never ends (no R10 in perft).
    let deep = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || cli(&["perft", "--fen", forever, "1000", "--divide"]))
        .expect("thread")
        .join()
        .expect("no overflow")
        .expect("runs");
    assert!(deep.contains("total: 1 leaves, 0 finished"), "{deep}");
}

#[test]
fn perft_zero_counts_the_position_itself() {
    let out = cli(&["perft", "0"]).expect("runs");
    let row: Vec<&str> = out
        .lines()
        .nth(1)
        .expect("a row")
        .split_whitespace()
        .collect();
    assert_eq!(&row[..3], &["0", "1", "0"], "{out}");
    let divide = cli(&["perft", "0", "--divide"]).expect("runs");
    assert!(divide.contains("total: 1 leaves"), "{divide}");
}

#[test]
fn one_table_size_limit_everywhere_with_the_memory_it_would_need() {
    let position = "1-0-1-0-0-2-0-0-0-0-0-0-22-22-S";
    for args in [
        vec!["egtb", "query", "--max-seeds", "99", position],
        vec!["egtb", "query", "--max-seeds", "25", position],
        vec!["egtb", "build", "--max-seeds", "25"],
        vec!["tune", "--table-seeds", "99"],
        vec!["bench", "--table-seeds", "30"],
    ] {
        let err = cli(&args).expect_err("refused before any work");
        assert!(err.contains("at most 24"), "{args:?}: {err}");
        assert!(err.contains("of memory to build"), "{args:?}: {err}");
    }
}

#[test]
fn evaluation_weights_beyond_the_search_bounds_are_refused_and_large_ones_end() {
    let err = cli(&[
        "selfplay",
        "--games",
        "1",
        "--south",
        "4",
        "--north",
        "4",
        "--south-weights",
        "100000,0,0,0,0",
    ])
    .expect_err("out of range");
    assert!(err.contains("out of range"), "{err}");
    // The largest accepted weights: the evaluation is clamped below proven results, so
    // the search's windows always close.
    let out = cli(&[
        "selfplay",
        "--games",
        "1",
        "--south",
        "4",
        "--north",
        "4",
        "--south-weights",
        "2000,-2000,2000,2000,2000",
        "--threads",
        "1",
    ])
    .expect("ends");
    assert!(out.starts_with("games 1:"), "{out}");
}

#[test]
fn a_weights_file_is_read_and_a_malformed_one_is_refused_with_its_line() {
    let temp = scratch();
    let dir = temp.path();
    let good = dir.join("good.txt");
    let text = crate::ai::Terms::TABLE_FITTED.weights().to_text();
    std::fs::write(&good, &text).expect("write");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, text.replace("pit 4 0", "pit 4 zero")).expect("write");
    let selfplay = |weights: &std::path::Path| {
        cli(&[
            "selfplay",
            "--games",
            "1",
            "--south",
            "3",
            "--north",
            "3",
            "--south-weights",
            &weights.display().to_string(),
            "--threads",
            "1",
        ])
    };
    let out = selfplay(&good).expect("a weights file");
    assert!(out.starts_with("games 1:"), "{out}");
    let err = selfplay(&bad).expect_err("malformed");
    assert!(
        err.contains("line 12: 'zero' is not a whole number"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn egtb_build_never_replaces_a_device_a_fifo_or_a_dangling_link() {
    let temp = scratch();
    let dir = temp.path();
    let dangling = dir.join("link");
    std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).expect("symlink");
    let fifo = dir.join("fifo");
    let made_fifo = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let mut targets = vec![dangling.clone(), std::path::PathBuf::from("/dev/null")];
    if made_fifo {
        targets.push(fifo.clone());
    }
    for target in targets {
        let text = target.to_string_lossy().into_owned();
        let err = cli(&["egtb", "build", "--max-seeds", "3", "--out", &text]).expect_err("refused");
        assert!(err.contains("not a regular file"), "{text}: {err}");
    }
    assert!(
        std::fs::symlink_metadata(&dangling)
            .expect("link")
            .file_type()
            .is_symlink()
    );
    if made_fifo {
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::metadata(&fifo)
                .expect("fifo")
                .file_type()
                .is_fifo()
        );
    }
    // A regular file is written.
    let good = dir.join("t3.bin");
    let out = cli(&[
        "egtb",
        "build",
        "--max-seeds",
        "3",
        "--out",
        &good.to_string_lossy(),
    ])
    .expect("written");
    assert!(out.contains("saved to"), "{out}");
}

#[test]
fn analyze_reviews_a_game_record_and_refuses_a_bad_one() {
    let temp = scratch();
    let dir = temp.path();
    let good = dir.join("game.ogn");
    // South's A gives away the 8 seeds E would have taken (worked example 1).
    std::fs::write(&good, "[FEN \"3-1-4-0-6-2-1-3-2-1-2-2-10-11-S\"]\n\n1. A\n").expect("write");
    let out = cli(&["analyze", "--game", &good.to_string_lossy(), "--depth", "4"]).expect("runs");
    assert!(out.contains("1. A South"), "{out}");
    assert!(out.contains("better E"), "{out}");
    assert!(out.contains("South: 1 "), "{out}");
    assert!(out.contains("North: no mistakes"), "{out}");
    let bad = dir.join("bad.ogn");
    std::fs::write(&bad, "1. F F\n").expect("write");
    let err = cli(&["analyze", "--game", &bad.to_string_lossy()]).expect_err("illegal");
    assert!(err.contains("ply 2"), "{err}");
    assert!(
        cli(&[
            "analyze",
            "--game",
            &dir.join("missing.ogn").to_string_lossy()
        ])
        .is_err()
    );
}

#[test]
fn an_opponent_option_must_be_name_equals_value_and_needs_an_opponent() {
    let bad = cli(&[
        "selfplay",
        "--south",
        "1",
        "--opponent-cmd",
        "engine uci",
        "--opponent-option",
        "OwnBook",
    ])
    .expect_err("no value");
    assert!(bad.contains("'OwnBook' is not NAME=VALUE"), "{bad}");
    let alone = cli(&[
        "selfplay",
        "--south",
        "1",
        "--opponent-option",
        "OwnBook=true",
    ])
    .expect_err("no engine to set it on");
    assert!(alone.contains("--opponent-cmd"), "{alone}");
}

#[test]
fn a_book_whose_count_the_file_cannot_hold_is_refused_not_allocated() {
    let temp = scratch();
    let dir = temp.path();
    let path = dir.join("b.bin");
    let book =
        crate::ai::book::OpeningBook::build(&crate::rules::Rules::ABAPA, 1, 1, 1, &|_, _| {});
    crate::records::save_book(&path, &book).expect("save");
    let mut bytes = std::fs::read(&path).expect("read");
    bytes[14..18].copy_from_slice(&[0xff; 4]);
    std::fs::write(&path, &bytes).expect("write");
    let err = cli(&[
        "book",
        "query",
        "--file",
        &path.display().to_string(),
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
    ])
    .expect_err("damaged");
    assert!(err.contains("b.bin"), "{err}");
}

#[cfg(unix)]
#[test]
fn endless_and_blocking_files_are_refused_at_once() {
    let temp = scratch();
    let dir = temp.path();
    let pipe = dir.join("game.ogn");
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    for file in [std::path::PathBuf::from("/dev/zero"), pipe] {
        let name = file.display().to_string();
        let review = cli(&["analyze", "--game", &name]).expect_err("not a game file");
        assert!(review.contains("not a regular file"), "{review}");
        let book = cli(&[
            "book",
            "query",
            "--file",
            &name,
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        ])
        .expect_err("not a book");
        assert!(book.contains("not a regular file"), "{book}");
        let openings = cli(&[
            "selfplay",
            "--games",
            "1",
            "--south",
            "1",
            "--north",
            "1",
            "--openings",
            &name,
        ])
        .expect_err("not a list of openings");
        assert!(openings.contains("not a regular file"), "{openings}");
    }
}

#[test]
fn smaller_wrong_answers_are_refused_with_their_reason() {
    // A time and a depth exclude each other.
    let both = cli(&["analyze", "--movetime", "100", "--depth", "3"]).expect_err("both");
    assert!(both.contains("cannot be used with"), "{both}");
    // No option at all is no variant, however it is written.
    for empty in [",,,", "", "+"] {
        let err = cli(&["--variant", empty, "replay", "F"]).expect_err("no variant");
        assert!(err.contains("empty variant"), "{empty:?}: {err}");
    }
    // An empty record is no game to review.
    let temp = scratch();
    let dir = temp.path();
    for (name, text) in [
        ("empty.ogn", ""),
        ("blank.ogn", "  \n\t\n"),
        ("tags.ogn", "[Event \"?\"]\n"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let err = cli(&["analyze", "--game", &path.display().to_string()]).expect_err(name);
        assert!(err.contains("no game to review"), "{name}: {err}");
    }
    // A weights file that is not there is named as a file.
    let missing = dir.join("nonexistent.w").display().to_string();
    let err = cli(&[
        "selfplay",
        "--games",
        "1",
        "--south",
        "1",
        "--north",
        "1",
        "--south-weights",
        &missing,
    ])
    .expect_err("no such file");
    assert!(err.contains("cannot read the weights file"), "{err}");
    assert!(!err.contains("whole number"), "{err}");
    // A huge bad position is cut in the message.
    let huge = "9-".repeat(65_000);
    let err = cli(&["replay", "--fen", &huge, "F"]).expect_err("not a position");
    assert!(err.len() < 600, "{} characters", err.len());
    // Argument errors are one line starting as every other error does.
    let parse = Cli::try_parse_from(["oware-cli", "analyze", "--movetime", "1", "--depth", "2"])
        .expect_err("both");
    let line = super::one_line(&parse);
    assert!(!line.contains('\n') && !line.starts_with("error"), "{line}");
    assert!(line.contains("--depth"), "{line}");
}

#[test]
fn version_names_the_commit_it_was_built_from() {
    let e = Cli::try_parse_from(["oware-cli", "--version"]).expect_err("--version stops");
    assert_eq!(e.kind(), clap::error::ErrorKind::DisplayVersion);
    let text = e.to_string();
    assert!(
        text.starts_with(&format!("oware-cli {} (", env!("CARGO_PKG_VERSION"))),
        "{text}"
    );
    assert!(text.contains("commit"), "{text}");
}

#[test]
fn icons_man_pages_and_completions_are_written_for_packages() {
    let temp = scratch();
    let dir = temp.path();
    let icons = dir.join("icons");
    let listed = cli(&["icons", "--out", &icons.to_string_lossy()]).expect("icons");
    assert_eq!(listed.lines().count(), 10, "{listed}");
    for size in crate::icon::SIZES {
        let png = std::fs::read(icons.join(format!("oware-{size}.png"))).expect("png");
        assert!(png.starts_with(b"\x89PNG"), "{size}");
    }
    let ico = std::fs::read(icons.join("oware.ico")).expect("ico");
    assert_eq!(&ico[..4], &[0, 0, 1, 0], "an icon resource");
    assert_eq!(u16::from_le_bytes([ico[4], ico[5]]), 7, "seven sizes");
    let icns = std::fs::read(icons.join("oware.icns")).expect("icns");
    assert_eq!(&icns[..4], b"icns");
    assert_eq!(
        u32::from_be_bytes([icns[4], icns[5], icns[6], icns[7]]) as usize,
        icns.len(),
        "the length in the header is the file's"
    );

    let man = dir.join("man");
    cli(&["man", "--out", &man.to_string_lossy()]).expect("man");
    let page = std::fs::read_to_string(man.join("oware-cli.1")).expect("page");
    assert!(
        page.starts_with(".ie") || page.contains(".TH oware-cli"),
        "{page}"
    );
    assert!(page.contains("uci"), "the subcommands are listed");
    assert!(man.join("oware-cli-uci.1").is_file());

    for shell in ["bash", "zsh", "fish"] {
        let script = cli(&["completions", shell]).expect("completions");
        assert!(script.contains("oware-cli"), "{shell}");
        assert!(script.contains("selfplay"), "{shell}: subcommands complete");
    }
    assert!(cli(&["completions", "cmd.exe"]).is_err());
}

#[test]
fn replay_reads_a_record_file_and_selfplay_writes_its_games_as_records() {
    let temp = scratch();
    let dir = temp.path();
    // selfplay --ogn: every game a record, one after another.
    let games = dir.join("games.ogn");
    let games_arg = games.to_string_lossy().into_owned();
    cli(&[
        "selfplay",
        "--games",
        "2",
        "--south",
        "1",
        "--north",
        "1",
        "--threads",
        "1",
        "--ogn",
        &games_arg,
    ])
    .expect("plays");
    let text = std::fs::read_to_string(&games).expect("written");
    assert_eq!(text.matches("[Round ").count(), 2, "{text}");
    assert!(text.contains("[South \"level 1\"]"), "{text}");
    // The first record alone, replayed from its file as from its moves.
    let first = text
        .split("\n[Variant")
        .next()
        .expect("a record")
        .to_string();
    let one = dir.join("one.ogn");
    std::fs::write(&one, &first).expect("written");
    let record = crate::records::parse_ogn(&first).expect("a record");
    let moves = crate::rules::format_move_list(&record.game.moves());
    let from_file = cli(&["replay", &one.to_string_lossy(), "--json"]).expect("replays");
    let from_moves = cli(&["replay", &moves, "--json"]).expect("replays");
    assert_eq!(from_file, from_moves);
    // A record file that is not there is said so; --fen with a record is refused.
    assert!(cli(&["replay", &dir.join("none.ogn").to_string_lossy()]).is_err());
    assert!(
        cli(&[
            "replay",
            &one.to_string_lossy(),
            "--fen",
            "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
        ])
        .is_err()
    );
}

#[test]
fn a_guest_is_refused_a_variant_which_is_the_hosts_to_choose() {
    let err =
        cli(&["--variant", "seeds=5", "net", "join", "7K3M-Q9XD-2HVA-ZR6B"]).expect_err("refused");
    assert!(err.contains("--variant goes with `net host`"), "{err}");
}

#[test]
fn puzzles_build_writes_a_set_that_check_proves_and_a_tampered_one_fails_by_name() {
    let temp = scratch();
    let dir = temp.path();
    let file = dir.join("p.txt");
    let path = file.to_string_lossy().to_string();
    let out = cli(&[
        "puzzles",
        "build",
        "--count",
        "6",
        "--threads",
        "1",
        "--out",
        &path,
        // Shallower proofs and the smallest tables, for a test's time.
        "--depths",
        "6,8",
        "--table-seeds",
        "12",
    ])
    .expect("builds");
    assert!(out.starts_with("6 puzzles from "), "{out}");
    let check = |path: &str| {
        cli(&[
            "puzzles",
            "check",
            path,
            "--threads",
            "1",
            "--depths",
            "6,8",
            "--table-seeds",
            "12",
        ])
    };
    let checked = check(&path).expect("proven");
    assert!(
        checked.trim().starts_with("6 puzzles proven (")
            && checked.contains("searches at depths 6 and 8 with tables of 12 seeds"),
        "{checked}"
    );
    // The first puzzle's answer changed to another legal move of the solver: refused.
    let text = std::fs::read_to_string(&file).expect("read");
    let line = text
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let puzzle = crate::learn::Puzzle::from_line(line, 1).expect("a puzzle");
    let rules = crate::learn::PUZZLE_RULES;
    let other = puzzle
        .position
        .legal_moves(&rules)
        .iter()
        .find(|&m| m != puzzle.solution[0])
        .expect("another move");
    let tampered = crate::learn::Puzzle {
        solution: vec![other],
        ..puzzle.clone()
    };
    std::fs::write(&file, text.replace(line, &tampered.to_line())).expect("write");
    let err = check(&path).expect_err("fails");
    assert!(
        err.starts_with("1 of 6 puzzles failed their proof"),
        "{err}"
    );
    assert!(
        err.contains(&format!("puzzle {}: ", puzzle.id)),
        "the failing puzzle is named: {err}"
    );
    // A file that is not a puzzle file: its line.
    std::fs::write(&file, "1 nonsense\n").expect("write");
    let err = cli(&["puzzles", "check", &path]).expect_err("refused");
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn selfplay_on_a_clock_reports_losses_on_time_and_records_the_clock() {
    let temp = scratch();
    let dir = temp.path();
    let ogn = dir.join("games.ogn");
    let path = ogn.to_string_lossy().to_string();
    let out = cli(&[
        "selfplay",
        "--games",
        "2",
        "--south",
        "1",
        "--north",
        "2",
        "--clock",
        "0.5+1",
        "--ogn",
        &path,
        "--threads",
        "1",
    ])
    .expect("plays");
    let line = out
        .lines()
        .find(|l| l.starts_with("losses on time: "))
        .expect("the clock's report");
    assert!(line.contains("(South "), "{line}");
    assert!(
        !out.contains("of its move time"),
        "no move time with a clock: {out}"
    );
    let records = std::fs::read_to_string(&ogn).expect("records");
    assert!(records.contains("[TimeControl \"30+1\"]"), "{records}");
    assert!(records.contains("{[%clk "), "{records}");
    for bad in [
        vec!["selfplay", "--games", "1", "--south", "1", "--clock", "0+5"],
        vec![
            "selfplay", "--games", "1", "--south", "1", "--clock", "3+2", "--nodes", "100",
        ],
    ] {
        assert!(cli(&bad).is_err(), "{bad:?}");
    }
}

#[test]
fn ratings_are_fitted_to_selfplay_records_with_error_bars() {
    let temp = scratch();
    let dir = temp.path();
    let mut files = Vec::new();
    for (south, north) in [("1", "2"), ("2", "4"), ("1", "4")] {
        let ogn = dir.join(format!("l{south}-l{north}.ogn"));
        let path = ogn.to_string_lossy().to_string();
        cli(&[
            "selfplay",
            "--games",
            "12",
            "--south",
            south,
            "--north",
            north,
            "--ogn",
            &path,
            "--threads",
            "1",
        ])
        .expect("plays");
        files.push(path);
    }
    let mut args = vec!["ratings", "--anchor", "level 1=1000"];
    args.extend(files.iter().map(String::as_str));
    let out = cli(&args).expect("fitted");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0], "games 36, players 3, level 1 held at 1000",
        "{out}"
    );
    // Strongest first: level 4, then 2, then the anchor at 1000 with no error.
    let names: Vec<&str> = lines[2..].iter().map(|l| &l[..7]).collect();
    assert_eq!(names, ["level 4", "level 2", "level 1"], "{out}");
    assert!(lines[4].contains("  1000  ±     0     24"), "{out}");
    let error: f64 = lines[2]
        .split('±')
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .expect("an error bar");
    assert!(error > 0.0, "{out}");
    // An anchor that played no game, and a file with no game, are errors.
    let mut bad = vec!["ratings", "--anchor", "level 9=1000"];
    bad.push(&files[0]);
    assert!(cli(&bad).expect_err("refused").contains("level 9"));
    let empty = dir.join("empty.ogn");
    std::fs::write(&empty, "").expect("written");
    assert!(cli(&["ratings", &empty.to_string_lossy()]).is_err());
}

/// A stranger's file: names of any length or with control characters, a player against
/// itself, absurd anchors, too many players — each refused or shown in words, no panic.
#[test]
fn ratings_of_a_strangers_file_are_bounded_and_said_in_words() {
    let temp = scratch();
    let dir = temp.path();
    let record = |south: &str, north: &str, moves: &str| {
        format!("[South \"{south}\"]\n[North \"{north}\"]\n[Resigned \"North\"]\n\n{moves}\n")
    };
    // North resigns each game at once (South wins).
    let long = "x".repeat(70_000);
    let text = [
        record(&long, "Ama", "1. F 0-0"),
        record("Ama", "Kofi\u{1b}[31m\u{7}", "1. F 0-0"),
        record("Kofi", "Kofi", "1. F 0-0"),
    ]
    .join("\n");
    let file = dir.join("names.ogn");
    std::fs::write(&file, &text).expect("written");
    let path = file.to_string_lossy().to_string();
    let out = cli(&["ratings", &path]).expect("fitted");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out}");
    assert!(
        out.contains(&"x".repeat(40)) && !out.contains(&"x".repeat(41)),
        "{out}"
    );
    assert!(out.contains("1 of a player against itself"), "{out}");
    assert!(out.starts_with("games 2, players 3,"), "{out}");
    for anchor in ["Ama=1e308", "Ama=-20000"] {
        let refused = cli(&["ratings", "--anchor", anchor, &path]).expect_err("refused");
        assert!(refused.contains("10000"), "{refused}");
    }
    // More players than the fit takes: refused before it starts.
    let many: Vec<String> = (0..1001)
        .map(|k| record(&format!("p{k}"), &format!("q{k}"), "1. F 0-0"))
        .collect();
    let crowd = dir.join("crowd.ogn");
    std::fs::write(&crowd, many.join("\n")).expect("written");
    let refused = cli(&["ratings", &crowd.to_string_lossy()]).expect_err("refused");
    assert!(refused.contains("2002 players"), "{refused}");
}

#[test]
fn a_file_of_several_records_is_replayed_and_reviewed_game_by_game() {
    let temp = scratch();
    let file = temp.path().join("two.ogn");
    let path = file.to_string_lossy().to_string();
    // Two short games one after another, as the Library's export and selfplay write them.
    let rules = crate::rules::Rules::ABAPA;
    let mut text = String::new();
    for (k, moves) in ["F f E", "A a"].iter().enumerate() {
        let mut game = crate::rules::Game::new(rules);
        let tokens = crate::rules::parse_move_list(moves).expect("moves");
        game.play_tokens(&tokens).expect("legal");
        let tags = vec![
            ("South".to_string(), format!("Ama{k}")),
            ("North".to_string(), "Kofi".to_string()),
        ];
        text.push_str(&crate::records::write_ogn(&game, &tags, &[]));
        text.push('\n');
    }
    std::fs::write(&file, &text).expect("write");
    let all = cli(&["replay", &path]).expect("both replayed");
    assert!(all.starts_with("game 1\n"), "{all}");
    assert!(all.contains("\ngame 2\n"), "{all}");
    let second = cli(&["replay", &path, "--record", "2"]).expect("the second");
    assert!(
        second.starts_with("game 2\n") && !second.contains("game 1"),
        "{second}"
    );
    let json = cli(&["replay", "--json", &path, "--record", "1"]).expect("one as JSON");
    assert_eq!(json.lines().count(), 3, "three plies: {json}");
    let err = cli(&["replay", "--json", &path]).expect_err("JSON needs one game");
    assert!(err.contains("holds 2 game records"), "{err}");
    let err = cli(&["replay", &path, "--record", "3"]).expect_err("no third game");
    assert!(err.contains("choose one from 1 to 2"), "{err}");
    let reviewed = cli(&["analyze", "--game", &path, "--depth", "2"]).expect("both reviewed");
    assert!(reviewed.contains("game 1: Ama0 v Kofi"), "{reviewed}");
    assert!(reviewed.contains("game 2: Ama1 v Kofi"), "{reviewed}");
    let one = cli(&["analyze", "--game", &path, "--record", "2", "--depth", "2"]).expect("one");
    assert!(
        one.starts_with("game 2: Ama1 v Kofi") && !one.contains("game 1"),
        "{one}"
    );
    // A damaged second record is named by its place.
    std::fs::write(&file, text.replacen("1. A a", "1. A A", 1)).expect("write");
    let err = cli(&["replay", &path]).expect_err("refused");
    assert!(err.contains("game 2:"), "{err}");
}
