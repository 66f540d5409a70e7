use super::cli;

#[test]
fn pairings_print_fides_table_a_bye_and_a_bracket() {
    let six = cli(&["tournament", "pairings", "--players", "6"]).expect("pairings");
    assert_eq!(
        six.lines().take(2).collect::<Vec<_>>(),
        ["round 1: 1-6 2-5 3-4", "round 2: 6-4 5-3 1-2"]
    );
    assert_eq!(six.lines().count(), 5);
    // Five players play the table of six, meeting player 6 a bye.
    let five = cli(&["tournament", "pairings", "--players", "5"]).expect("pairings");
    assert_eq!(five.lines().next(), Some("round 1: 2-5 3-4 bye 1"));
    let double = cli(&[
        "tournament",
        "pairings",
        "--format",
        "double-round-robin",
        "--players",
        "4",
    ])
    .expect("pairings");
    assert_eq!(double.lines().count(), 6);
    assert_eq!(double.lines().nth(3), Some("round 4: 4-1 3-2"));
    let bracket = cli(&[
        "tournament",
        "pairings",
        "--format",
        "knockout",
        "--players",
        "5",
    ])
    .expect("pairings");
    assert_eq!(bracket, "round 1: 4-5 bye 1 bye 2 bye 3\n");
}

#[test]
fn a_tournament_of_one_or_of_more_than_64_is_refused() {
    for players in ["1", "65", "x"] {
        let refused = cli(&["tournament", "pairings", "--players", players]);
        assert!(refused.is_err(), "{players}: {refused:?}");
    }
}

#[test]
fn a_swiss_round_is_paired_from_its_trf_file_and_a_false_one_refused() {
    let dir = std::env::temp_dir().join(format!("oware-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let header = crate::tournament::trf::TrfHeader {
        name: "Club night".into(),
        players: (1..=7).map(|p| format!("Player {p}")).collect(),
        rounds: 3,
        top_seed_first: true,
    };
    let path = dir.join("club.trf");
    std::fs::write(&path, crate::tournament::trf::write(&header, &[], &[])).expect("write");
    let file = path.to_str().expect("a path");
    // Round 1 of seven: the top half meets the bottom half, the last on the bye.
    let round = cli(&["tournament", "pair", file]).expect("paired");
    assert_eq!(round, "round 1: 1-4 5-2 3-6 bye 7\n");
    std::fs::write(&path, "001    1      Ama\n").expect("write");
    let refused = cli(&["tournament", "pair", file]).expect_err("one player");
    assert!(
        refused.contains("club.trf") && refused.contains("players"),
        "{refused}"
    );
    let missing = cli(&["tournament", "pair", "/nonexistent/club.trf"]).expect_err("none");
    assert!(missing.contains("/nonexistent/club.trf"), "{missing}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn standings_print_from_a_trf_or_a_tournament_file_as_text_csv_or_html() {
    use crate::tournament::event::{System, Tournament};
    use crate::tournament::standings::Outcome;
    let dir = std::env::temp_dir().join(format!("oware-standings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut t = Tournament::new("Club night", System::Swiss { rounds: 2 }, Vec::new());
    for name in ["Ama", "Kofi", "Esi", "Yaw"] {
        t.enter(name).expect("entered");
    }
    for r in 0..2 {
        t.start_round().expect("round");
        for b in 0..2 {
            let p = t.rounds[r].boards[b].pairing;
            for who in [p.first, p.second] {
                t.report(r, b, who, Outcome::FirstWins, [25, 10])
                    .expect("report");
            }
        }
    }
    let ron = dir.join("club.ron");
    std::fs::write(&ron, t.to_ron().expect("ron")).expect("write");
    let trf = dir.join("club.trf");
    std::fs::write(&trf, t.trf()).expect("write");
    let text = cli(&["tournament", "standings", ron.to_str().expect("path")]).expect("text");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(
        lines[0].contains("Points") && lines[0].contains("BH"),
        "{text}"
    );
    // Both files give the same standings.
    let from_trf = cli(&["tournament", "standings", trf.to_str().expect("path")]).expect("trf");
    assert_eq!(from_trf, text);
    let csv = cli(&[
        "tournament",
        "standings",
        trf.to_str().expect("path"),
        "--as",
        "csv",
        "--tie-breaks",
        "sb,won",
    ])
    .expect("csv");
    assert!(csv.starts_with("Rank,Player,Points,SB,WON\r\n"), "{csv}");
    let html = cli(&[
        "tournament",
        "standings",
        ron.to_str().expect("path"),
        "--as",
        "html",
    ])
    .expect("html");
    assert!(html.contains("<title>Club night</title>") && html.contains("Kofi"));
    assert!(
        cli(&[
            "tournament",
            "standings",
            ron.to_str().expect("p"),
            "--tie-breaks",
            "xx"
        ])
        .is_err()
    );
    std::fs::write(&ron, "(name: \"broken").expect("write");
    let refused = cli(&["tournament", "standings", ron.to_str().expect("path")]).expect_err("bad");
    assert!(refused.contains("club.ron"), "{refused}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_club_runs_a_swiss_over_the_board_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("oware-club-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("club.ron");
    let file = path.to_str().expect("a path");
    let run = |args: &[&str]| {
        let mut all = vec!["tournament"];
        all.extend_from_slice(args);
        cli(&all)
    };
    run(&[
        "new",
        file,
        "--name",
        "Club night",
        "--system",
        "swiss",
        "--rounds",
        "2",
    ])
    .expect("made");
    assert!(run(&["new", file, "--name", "Again", "--system", "knockout"]).is_err());
    run(&["enter", file, "Ama", "Kofi", "Esi", "Yaw", "Abena"]).expect("entered");
    assert!(run(&["enter", file, "ama"]).is_err(), "a name twice");
    let round = run(&["next", file]).expect("round 1");
    assert!(round.contains("round 1 of 2"), "{round}");
    assert!(
        round.contains("board 1: Ama (1) – Esi (3)   playing"),
        "{round}"
    );
    assert!(
        round.contains("board 2: Yaw (4) – Kofi (2)   playing"),
        "{round}"
    );
    assert!(round.contains("bye: Abena (5)"), "{round}");
    assert!(run(&["next", file]).is_err(), "results are missing");
    assert!(run(&["result", file, "1", "2-0"]).is_err(), "not a result");
    assert!(run(&["result", file, "9", "1-0"]).is_err(), "no board 9");
    run(&["result", file, "1", "1-0"]).expect("board 1");
    let shown = run(&["result", file, "2", "1/2"]).expect("board 2");
    assert!(
        shown.contains("   1-0") && shown.contains("   ½-½"),
        "{shown}"
    );
    run(&["half-bye", file, "kofi"]).expect("half bye");
    let round = run(&["next", file]).expect("round 2");
    assert!(round.contains("half-point bye: Kofi (2)"), "{round}");
    for board in ["1", "2"] {
        run(&["result", file, board, "0-1"]).expect("result");
    }
    let shown = run(&["show", file]).expect("show");
    assert!(shown.contains("the tournament is over"), "{shown}");
    let standings = run(&["standings", file]).expect("standings");
    assert_eq!(standings.lines().count(), 6, "{standings}");
    let report = run(&["trf", file]).expect("trf");
    assert!(crate::tournament::trf::read(&report).is_ok(), "{report}");
    // A damaged file is refused, and left as it was.
    std::fs::write(&path, "(name: \"Club").expect("write");
    assert!(run(&["next", file]).is_err());
    assert_eq!(
        std::fs::read_to_string(&path).expect("read"),
        "(name: \"Club"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
