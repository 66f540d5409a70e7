//! Files read and written: endless and blocking files refused, wrong answers, the version, the package files, puzzles, ratings, online arguments.

use super::*;

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
    let line = crate::one_line(&parse);
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
