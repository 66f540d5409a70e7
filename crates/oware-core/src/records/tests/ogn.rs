//! OGN records: reading, writing, variations, results and the files of several records.

use super::*;

#[test]
fn ogn_reads_an_aulae_style_record() {
    let text = "[Variant \"Abapa\"]\n[Event \"Club night\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n\
                [South \"Ama\"]\n[North \"Kofi\"]\n[Result \"*\"]\n[Opening \"Custom \\\"quoted\\\"\"]\n\n\
                1. F f 2. E a {a comment\n over lines} (2... b 3. A) 3. D b *\n";
    let record = parse_ogn(text).expect("valid");
    assert_eq!(record.game.moves().len(), 6);
    assert_eq!(record.comments[3].as_deref(), Some("a comment over lines"));
    assert!(
        record
            .tags
            .iter()
            .any(|(n, v)| n == "Opening" && v == "Custom \"quoted\"")
    );
    let again =
        parse_ogn(&write_ogn(&record.game, &record.tags, &record.comments)).expect("round trip");
    assert_eq!(again.game, record.game);
    assert_eq!(again.comments, record.comments);
    assert_eq!(again.tags, record.tags);
}

#[test]
fn ogn_writes_capture_marks_numbers_and_result() {
    // Example 1 of docs/rules.md from a set-up position: E captures 8.
    let rules = Rules::ABAPA;
    let start = parse_position("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, start);
    game.play(Move::new(crate::rules::Pit::from_letter('E').expect("E")))
        .expect("legal");
    let text = write_ogn(&game, &[], &[]);
    assert!(
        text.contains("[FEN \"3-1-4-0-6-2-1-3-2-1-2-2-10-11-S\"]"),
        "{text}"
    );
    assert!(text.contains("1. E+8"), "{text}");
    let back = parse_ogn(&text).expect("round trip");
    assert_eq!(back.game, game);
}

#[test]
fn ogn_rejects_illegal_moves_naming_the_ply() {
    let err = parse_ogn("[Variant \"Abapa\"]\n\n1. F f 2. F\n").expect_err("must be refused");
    match err {
        OgnError::IllegalMove {
            ply,
            mv,
            line,
            column,
            ..
        } => {
            assert_eq!((ply, mv, line, column), (3, 'F', 3, 11));
        }
        other => panic!("wrong error {other:?}"),
    }
    let err = parse_ogn("1. F+3 f\n").expect_err("must be refused");
    assert!(
        matches!(
            err,
            OgnError::CaptureMark {
                ply: 1,
                marked: 3,
                actual: 0,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(matches!(
        parse_ogn("[Variant \"Chess\"]\n"),
        Err(OgnError::Tag { .. })
    ));
    assert!(matches!(
        parse_ogn("[FEN \"4-4-4\"]\n"),
        Err(OgnError::Tag { .. })
    ));
    assert!(matches!(
        parse_ogn("[Event \"x]\n1. F"),
        Err(OgnError::Syntax { .. })
    ));
    assert!(matches!(
        parse_ogn("1. F {open"),
        Err(OgnError::Syntax { .. })
    ));
    assert!(matches!(
        parse_ogn("1. X"),
        Err(OgnError::Syntax {
            line: 1,
            column: 4,
            ..
        })
    ));
    assert!(matches!(
        parse_ogn("1. F * f"),
        Err(OgnError::Syntax { .. })
    ));
}

#[test]
fn ogn_finished_game_writes_final_stores_as_result() {
    let rules = Rules::ABAPA;
    let start = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, start);
    for t in parse_move_list("AaBbCcDdEeFf").expect("moves") {
        let mv = t.resolve(game.position().to_move());
        game.play(mv).expect("legal");
    }
    assert!(game.is_over());
    let text = write_ogn(&game, &[], &[]);
    assert!(text.contains("[Result \"24-24\"]"), "{text}");
    assert!(text.trim_end().ends_with("24-24"), "{text}");
    assert_eq!(parse_ogn(&text).expect("valid").game, game);
}

#[test]
fn ogn_variations_are_read_into_the_tree_and_written_back() {
    let text = "[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\"]\n\n\
                1. F f (1... e 2. E (2. D) a) 2. E {main} (2. A b) a *\n";
    let record = parse_ogn(text).expect("valid");
    assert_eq!(record.game.moves().len(), 4);
    assert_eq!(
        record.tree.outline(MoveTree::ROOT),
        "F(f(E(a) A(b)) e(E(a) D))"
    );
    assert_eq!(record.comments[2].as_deref(), Some("main"));
    let written = write_ogn_tree(&record.tree, &record.tags, &record.comments);
    let again = parse_ogn(&written).expect("round trip");
    assert_eq!(
        again.tree.outline(MoveTree::ROOT),
        record.tree.outline(MoveTree::ROOT)
    );
    assert_eq!(again.game, record.game);
    assert_eq!(again.comments, record.comments);
    // A variation's illegal move is refused like the game's, naming its ply.
    let err = parse_ogn("1. F f (1... F) *\n").expect_err("F is South's");
    assert!(
        matches!(
            err,
            OgnError::IllegalMove {
                ply: 2,
                mv: 'F',
                ..
            }
        ),
        "{err}"
    );
    // A variation before any move replaces nothing.
    assert!(parse_ogn("(1. F) 1. E *\n").is_err());
    assert!(parse_ogn("1. F (1. E *\n").is_err(), "unterminated");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn variations_survive_an_ogn_round_trip(
        lines in prop::collection::vec((any::<u16>(), prop::collection::vec(any::<u8>(), 0..40)), 1..8),
    ) {
        let mut tree = MoveTree::new(Rules::ABAPA, Position::start(&Rules::ABAPA));
        for (from, choices) in lines {
            let mut node = usize::from(from) % (tree.len() + 1);
            for c in choices {
                let legal = tree.game_at(node).legal_moves().to_vec();
                if legal.is_empty() {
                    break;
                }
                node = tree.add(node, legal[usize::from(c) % legal.len()]).expect("legal");
            }
        }
        let text = write_ogn_tree(&tree, &[], &[]);
        let back = parse_ogn(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.tree.outline(MoveTree::ROOT), tree.outline(MoveTree::ROOT));
        prop_assert_eq!(back.tree.len(), tree.len());
    }
}

#[test]
fn a_copied_game_has_the_game_as_its_main_line_and_the_lines_it_left_as_side_lines() {
    // A b, b taken back, then e B: the game is A e B; b is a side line.
    let mv = |letter: char| Move::new(crate::rules::Pit::from_letter(letter).expect("a pit"));
    let mut tree = MoveTree::new(Rules::ABAPA, Position::start(&Rules::ABAPA));
    let after_a = tree.add(MoveTree::ROOT, mv('A')).expect("legal");
    tree.add(after_a, mv('b')).expect("legal");
    tree.add_line(after_a, &[mv('e'), mv('B')]).expect("legal");
    let game = game_of("AeB");
    let saved = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South),
        &game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    );
    let text = document_text(DocumentFormat::Ogn, &saved, &game, Some(&tree)).expect("written");
    let record = parse_ogn(&text).expect("read back");
    assert_eq!(record.game.moves(), game.moves(), "{text}");
    assert!(text.contains("1. A e (1... b) 2. B"), "{text}");
}

#[test]
fn records_hold_no_variation_inside_another_and_an_unfinished_game_ends_with_a_star() {
    let text = "1. F f (1... e 2. E (2. D) a) 2. E {main} (2. A b) a *\n";
    let record = parse_ogn(text).expect("valid");
    let written = write_ogn_tree(&record.tree, &record.tags, &record.comments);
    let mut depth = 0i32;
    for c in written.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        assert!(depth <= 1, "a variation inside another:\n{written}");
    }
    assert!(
        written.contains("(1... e 2. E a) (1... e 2. D)"),
        "{written}"
    );
    assert!(written.trim_end().ends_with('*'), "{written}");
    let again = parse_ogn(&written).expect("read back");
    assert_eq!(
        again.tree.outline(MoveTree::ROOT),
        record.tree.outline(MoveTree::ROOT)
    );
    // A game with no move: its tags and the star.
    let empty = write_ogn(&Game::new(Rules::ABAPA), &[], &[]);
    assert!(empty.trim_end().ends_with("\n\n*"), "{empty}");
    assert_eq!(parse_ogn(&empty).expect("read back").game.plies().len(), 0);
}

#[test]
fn player_names_read_from_files_are_bounded() {
    let huge = "K".repeat(1_000_000);
    let game = game_of("Ff");
    let saved = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::Alternate, Side::South),
        &game,
        [PlayerKind::Human; 2],
        [huge.clone(), "Ama\u{7}".into()],
    );
    let (back, _) = SavedMatch::from_ron(&saved.to_ron().expect("encode")).expect("decode");
    assert_eq!(back.names[0].chars().count(), MAX_NAME);
    assert_eq!(back.names[1], "Ama");
    let dir = std::env::temp_dir().join(format!("oware-names-{}", std::process::id()));
    let path = dir.join("long.ogn");
    write_atomic(
        &path,
        format!("[South \"{huge}\"]\n\n1. F f *\n").as_bytes(),
    )
    .expect("written");
    let opened = open_document(&path).expect("opens");
    assert_eq!(opened.names[0].chars().count(), MAX_NAME);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_result_or_a_start_that_disagrees_with_the_moves_is_refused() {
    // The game goes on at 0-0: a result of 25-0 is no result of it.
    assert!(parse_ogn("1. F f 2. E a 25-0\n").is_err());
    assert!(parse_ogn("[Result \"25-0\"]\n\n1. F f 2. E a *\n").is_err());
    // Where a game in progress stopped (a resignation): its stores, or `*`.
    assert!(parse_ogn("1. F f 2. E a 0-0\n").is_ok());
    assert!(parse_ogn("[Result \"*\"]\n\n1. F f 2. E a *\n").is_ok());
    assert!(parse_ogn("[Result \"?\"]\n\n1. F f\n").is_ok());
    // A finished game: its final stores, swapped or `*` refused.
    let ended = "[FEN \"0-0-0-0-0-1-2-0-0-0-0-0-24-21-S\"]\n\n1. F";
    let game = parse_ogn(&format!("{ended}\n")).expect("reads").game;
    let o = *game.outcome().expect("over");
    let (s, n) = (o.final_stores[0], o.final_stores[1]);
    assert!(parse_ogn(&format!("{ended} {s}-{n}\n")).is_ok());
    if s != n {
        assert!(parse_ogn(&format!("{ended} {n}-{s}\n")).is_err());
    }
    assert!(parse_ogn(&format!("{ended} *\n")).is_err());
    // Stores of any size are checked (not only those below 256); what is no result at all,
    // and two Result tags that differ, are refused.
    let tagged = |result: &str| format!("[Result \"{result}\"]\n\n{ended}\n");
    assert!(parse_ogn(&tagged(&format!("{s}-{n}"))).is_ok());
    for bad in [
        format!("{}-{n}", u32::from(s) + 256),
        format!("{s}-{}", u32::from(n) + 256),
        "".to_string(),
        "banana".to_string(),
        format!("{s}-{n}-7"),
        "99999999999-0".to_string(),
        "+25-13".to_string(),
    ] {
        assert!(parse_ogn(&tagged(&bad)).is_err(), "{bad}");
    }
    assert!(parse_ogn(&format!("{ended} {}-{n}\n", u32::from(s) + 256)).is_err());
    let twice = |second: &str| format!("[Result \"{s}-{n}\"]\n[Result \"{second}\"]\n\n{ended}\n");
    assert!(parse_ogn(&twice(&format!("{s}-{n}"))).is_ok());
    assert!(parse_ogn(&twice("*")).is_err());
    // Two different starts.
    assert!(
        parse_ogn("[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\"]\n[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-N\"]\n\n*\n")
            .is_err()
    );
    assert!(
        parse_ogn("[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\"]\n[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\"]\n\n*\n")
            .is_ok()
    );
}

/// A record of a game going round in circles for 60 000 plies reads, saves, reads back and
/// is reviewed: every move used to replay the game from its start, and every search to look
/// at every position before it, so such a file froze the window for minutes.
#[test]
fn a_long_cycling_record_reads_and_is_reviewed() {
    let rules: Rules = "abapa,cycle=by-agreement".parse().expect("rules");
    let start = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, start);
    for _ in 0..5_000 {
        for c in "AaBbCcDdEeFf".chars() {
            let side = game.position().to_move();
            let mv = parse_move_list(&c.to_string()).expect("move")[0].resolve(side);
            game.play(mv).expect("legal");
        }
    }
    let text = write_ogn(&game, &[], &[]);
    let record = parse_ogn(&text).expect("reads");
    assert_eq!(record.game, game);
    let saved = SavedMatch::new(
        rules,
        Match::new(MatchFormat::Single, NextStarter::Alternate, Side::South),
        &game,
        [PlayerKind::Human, PlayerKind::Human],
        ["Ama".into(), "Kofi".into()],
    );
    let (back, back_game) = SavedMatch::from_ron(&saved.to_ron().expect("encode")).expect("decode");
    assert_eq!(back_game, game);
    assert!(back.lines_tree(&back_game).is_ok());
    let mut searcher = crate::ai::Searcher::new(rules, 1);
    let marks = crate::ai::review_game(&mut searcher, &game, 3, &mut |_, _| {});
    assert_eq!(marks.len(), 60_000, "every move reviewed");
}

#[test]
fn a_file_of_several_ogn_records_splits_into_each() {
    let one = "[Variant \"Abapa\"]\n[South \"A\"]\n[North \"B\"]\n[Result \"*\"]\n\n1. F f *\n";
    let two = "[Variant \"Abapa\"]\n[South \"C\"]\n\n1. E *\n";
    let text = format!("{one}\n{two}");
    let parts = crate::records::split_records(&text);
    assert_eq!(parts.len(), 2);
    assert!(parts[0].contains("\"A\"") && !parts[0].contains("\"C\""));
    assert!(parts[1].starts_with("[Variant") && parts[1].contains("\"C\""));
    for part in parts {
        crate::records::parse_ogn(part).expect("each reads");
    }
    assert!(crate::records::split_records("no tags at all").is_empty());
}

#[test]
fn a_comment_over_lines_one_of_them_starting_with_a_bracket_stays_in_its_record() {
    let one = "[South \"A\"]\n[Result \"*\"]\n\n1. F {a comment\n[see this] ok} f *\n";
    let two = "[South \"C\"]\n\n1. E {one line} *\n";
    let text = format!("{one}\n{two}");
    let parts = crate::records::split_records(&text);
    assert_eq!(parts.len(), 2, "{parts:?}");
    let first = crate::records::parse_ogn(parts[0]).expect("the record with its comment reads");
    assert_eq!(first.game.moves().len(), 2);
    assert!(
        first
            .comments
            .iter()
            .flatten()
            .any(|c| c.contains("[see this] ok")),
        "{:?}",
        first.comments
    );
    assert!(parts[1].starts_with("[South \"C\"]"));
    // Read piece by piece from a file, the same records.
    let read: Vec<String> = crate::records::RecordReader::new(text.as_bytes(), 1 << 20)
        .map(|r| match r.expect("read") {
            crate::records::ReadRecord::Text(t) => t,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(read, parts);
    // Alone, as one record, it reads the same.
    assert_eq!(
        crate::records::parse_ogn(one).expect("reads").game.moves(),
        first.game.moves()
    );
}

#[test]
fn a_game_ended_by_resignation_or_on_time_loads_as_it_ended() {
    use crate::rules::EndReason;
    // North is to move: North resigns, or North's time runs out.
    for reason in [EndReason::Resignation, EndReason::Time] {
        let (play, saved) = ended_by_word(reason, Side::North);
        let text = saved.to_ron().expect("encode");
        // Before, the game came back in play after a match already won: refused.
        let (back, game) = SavedMatch::from_ron(&text).expect("reads");
        assert_eq!(game.outcome(), play.game().outcome(), "{reason:?}");
        assert!(back.match_state.is_over());
        assert_eq!(back.match_state.wins(Side::South), 1);
    }
}

#[test]
fn an_ogn_record_keeps_a_resignation_or_a_time_forfeit_and_reads_it_back() {
    use crate::records::{DocumentFormat, document_text, parse_ogn};
    use crate::rules::EndReason;
    for (reason, side) in [
        (EndReason::Resignation, Side::South),
        (EndReason::Time, Side::North),
    ] {
        let (play, saved) = ended_by_word(reason, side);
        let text = document_text(DocumentFormat::Ogn, &saved, play.game(), None).expect("text");
        let back = parse_ogn(&text).expect("reads");
        assert_eq!(back.game.outcome(), play.game().outcome(), "{text}");
    }
    // A tag that names no side, or an end the moves already have, is refused.
    let bad = "[Resigned \"East\"]\n\n1. F f *\n";
    assert!(parse_ogn(bad).is_err());
    let finished = random_game(&[3; 400]);
    assert!(finished.is_over());
    let tags = [("Termination".to_string(), "time forfeit".to_string())];
    let refused = parse_ogn(&crate::records::write_ogn(&finished, &tags, &[]))
        .expect_err("the moves end it already");
    assert!(refused.to_string().contains("already end"), "{refused}");
}

#[test]
fn a_file_of_several_records_is_listed_and_each_opens_alone() {
    let dir = std::env::temp_dir().join(format!("oware-several-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("games.ogn");
    let text = "[South \"Ama\"]\n[North \"Kofi\"]\n[Result \"*\"]\n\n1. F f 2. E *\n\n\
                [South \"Esi\"]\n[North \"Yaw\"]\n[Result \"*\"]\n\n1. A *\n\n\
                [South \"Bad\"]\n[North \"Moves\"]\n\n1. F F *\n";
    std::fs::write(&path, text).expect("written");
    let OpenedFile::Several(games) = open_file(&path).expect("listed") else {
        panic!("three records are not one game");
    };
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].names, ["Ama".to_string(), "Kofi".to_string()]);
    assert_eq!(games[0].plies, 3);
    assert_eq!(games[1].number, 2);
    assert!(games[1].problem.is_none());
    assert!(
        games[2].problem.is_some(),
        "a record that does not replay says why"
    );
    assert_eq!(games[2].names[0], "Bad", "and is still named");
    let (second, record) = open_record(&path, 2).expect("the second game");
    assert_eq!(second.names, ["Esi".to_string(), "Yaw".to_string()]);
    assert_eq!(second.game.plies().len(), 1);
    assert!(parse_ogn(&record).is_ok(), "its own text reads alone");
    assert!(matches!(
        open_record(&path, 4),
        Err(OpenError::NoSuchRecord { count: 3, .. })
    ));
    assert!(matches!(
        open_record(&path, 3),
        Err(OpenError::Record { .. })
    ));
    // A file of one record is one game.
    let one = dir.join("one.ogn");
    std::fs::write(&one, "[South \"Ama\"]\n\n1. F *\n").expect("written");
    assert!(matches!(open_file(&one), Ok(OpenedFile::One(_))));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Found by the `ogn` fuzz target: a backslash at a tag value's line end was read as the
/// value going on, the record written back held the line break, and read no more.
#[test]
fn a_tag_value_ends_on_its_line_even_after_a_backslash() {
    let text = "[Event \"Lap\\\nte\"]\n\n1. F *\n";
    match parse_ogn(text) {
        Err(OgnError::Syntax { what, .. }) => {
            assert!(what.contains("unterminated value"), "{what}");
        }
        other => panic!("refused as unterminated, not {other:?}"),
    }
    // A value that does end in a backslash is written escaped and reads back the same.
    let game = Game::new(Rules::ABAPA);
    let tags = [("Event".to_string(), "Lap\\".to_string())];
    let back = parse_ogn(&write_ogn(&game, &tags, &[])).expect("reads back");
    assert_eq!(back.tag("Event"), Some("Lap\\"));
}

#[test]
fn a_file_read_record_by_record_keeps_one_in_memory_and_tells_one_too_large() {
    use crate::records::{ReadRecord, RecordReader};
    let small = "[South \"A\"]\n\n1. F f *\n";
    let large = format!("[South \"B\"]\n\n1. F {{{}}} *\n", "x".repeat(5000));
    let text = format!("text before the first tag\n{small}\n{large}\n{small}");
    let read: Vec<ReadRecord> =
        RecordReader::new(std::io::BufReader::with_capacity(64, text.as_bytes()), 1000)
            .map(|r| r.expect("read"))
            .collect();
    assert_eq!(read.len(), 3);
    assert!(matches!(&read[0], ReadRecord::Text(t) if t.trim_end() == small.trim_end()));
    assert!(matches!(read[1], ReadRecord::TooLarge { bytes } if bytes > 5000));
    assert!(matches!(&read[2], ReadRecord::Text(t) if t == small));
    // The same records as split_records finds in the whole text.
    let whole = split_records(&text);
    assert_eq!(whole.len(), 3);
    assert_eq!(RecordReader::new(&b""[..], 10).count(), 0);
}

#[test]
fn a_file_lists_a_resigned_game_as_resigned_not_by_its_seeds() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("two.ogn");
    let resigned = "[South \"Mama\"]\n[North \"Kiki\"]\n[Result \"0-0\"]\n[Resigned \"South\"]\n\n1. F f 0-0\n";
    let played = "[South \"Ama\"]\n[North \"Kofi\"]\n\n1. E *\n";
    std::fs::write(&path, format!("{resigned}\n{played}")).expect("written");
    let crate::records::OpenedFile::Several(games) =
        crate::records::open_file(&path).expect("listed")
    else {
        panic!("a list");
    };
    let outcome = games[0].outcome.expect("ended");
    assert_eq!(outcome.reason, crate::rules::EndReason::Resignation);
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(games[0].result, "0-0", "the tag as written");
    assert!(games[1].outcome.is_none(), "still in play");
}
