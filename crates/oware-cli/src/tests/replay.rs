//! `replay`: the protocol's example, moves in every notation, captures, illegal moves, record files of one game or several.

use super::*;

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
