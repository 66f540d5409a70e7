//! The engine's commands: perft, analyze, bench, selfplay, endgame tables, weights and books, their arguments checked.

use super::*;

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
