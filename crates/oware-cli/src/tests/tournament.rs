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
