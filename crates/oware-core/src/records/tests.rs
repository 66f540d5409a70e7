//! Round trips and rejections of every record format; random input never panics.

use super::*;
use crate::rules::{
    Game, Match, MatchFormat, Move, MoveTree, NextStarter, Position, Rules, Side, parse_move_list,
    parse_position,
};
use proptest::prelude::*;

fn game_of(moves: &str) -> Game {
    let mut game = Game::new(Rules::ABAPA);
    for t in parse_move_list(moves).expect("moves") {
        let mv = t.resolve(game.position().to_move());
        game.play(mv).expect("legal");
    }
    game
}

fn random_game(choices: &[u8]) -> Game {
    let mut game = Game::new(Rules::ABAPA);
    for &c in choices {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        game.play(legal[c as usize % legal.len()]).expect("legal");
    }
    game
}

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
fn save_round_trip_keeps_match_game_and_redo() {
    let mut game = game_of("FfEaDbC");
    game.undo();
    game.undo();
    // North started game 1, so South starts the game in play.
    let mut m = Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::North);
    let done = *Game::from_position(
        Rules::ABAPA,
        parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &Rules::ABAPA).expect("valid"),
    )
    .outcome()
    .map_or(&crate::rules::Outcome::by_cycle(game.position()), |o| o);
    m.record(Side::North, &done, 12);
    let saved = SavedMatch::new(
        Rules::ABAPA,
        m.clone(),
        &game,
        [PlayerKind::Human, PlayerKind::Computer { level: 5 }],
        ["Ama".into(), "Computer".into()],
    );
    let text = saved.to_ron().expect("encode");
    let (back, back_game) = SavedMatch::from_ron(&text).expect("decode");
    assert_eq!(back, saved);
    assert_eq!(back_game, game);
    assert_eq!(back.match_state, m);
}

#[test]
fn save_rejects_nonsense() {
    let game = game_of("FfE");
    let saved = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South),
        &game,
        [PlayerKind::Human, PlayerKind::Human],
        Default::default(),
    );
    let text = saved.to_ron().expect("encode");
    let bad_move = text.replace("\"FfE\"", "\"FfF\"");
    assert!(matches!(
        SavedMatch::from_ron(&bad_move),
        Err(SaveError::Illegal(_))
    ));
    let bad_total = text.replace(
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S",
        "4-4-4-4-4-4-4-4-4-4-4-5-0-0-S",
    );
    assert!(matches!(
        SavedMatch::from_ron(&bad_total),
        Err(SaveError::Start(_))
    ));
    let bad_version = text.replace("version: 1", "version: 99");
    assert!(matches!(
        SavedMatch::from_ron(&bad_version),
        Err(SaveError::Version(99))
    ));
    assert!(matches!(
        SavedMatch::from_ron(&text[..text.len() / 2]),
        Err(SaveError::Format(_))
    ));
    assert!(matches!(
        SavedMatch::from_ron(""),
        Err(SaveError::Format(_))
    ));
}

#[test]
fn atomic_write_replaces_whole_files() {
    let dir = std::env::temp_dir().join(format!("oware-records-test-{}", std::process::id()));
    let path = dir.join("save.ron");
    write_atomic(&path, b"first").expect("write");
    write_atomic(&path, b"second").expect("write");
    assert_eq!(read_text(&path, SMALL_FILE_LIMIT).expect("read"), "second");
    let leftovers = std::fs::read_dir(&dir).expect("dir").count();
    assert_eq!(leftovers, 1, "no temporary file is left behind");
    assert!(matches!(
        read_text(&dir.join("missing"), SMALL_FILE_LIMIT),
        Err(FileError::Read { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn saved_tables_load_and_damaged_files_are_refused_then_rebuilt() {
    use crate::ai::EndgameTable;
    use crate::rules::Position;
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, 5, &mut |_, _| {}).expect("a supported size");
    let dir = std::env::temp_dir().join(format!("oware-egtb-test-{}", std::process::id()));
    let path = dir.join("t5.bin");
    save_table(&path, &table).expect("save");
    let loaded = load_table(&path, &rules, 5).expect("load");
    assert_eq!(loaded.len(), table.len());
    let p = Position::new_unchecked([1, 0, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0], [20, 23], Side::South);
    assert_eq!(loaded.probe(&p), table.probe(&p));
    // Wrong size asked, another rule, truncated, flipped byte: all refused.
    assert!(matches!(
        load_table(&path, &rules, 6),
        Err(TableFileError::Damaged { .. })
    ));
    let other = Rules {
        grand_slam: crate::rules::GrandSlamRule::CaptureAll,
        ..Rules::ABAPA
    };
    assert!(load_table(&path, &other, 5).is_err());
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..bytes.len() - 10]).expect("write");
    assert!(load_table(&path, &rules, 5).is_err());
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x11;
    std::fs::write(&path, &flipped).expect("write");
    assert!(load_table(&path, &rules, 5).is_err());
    // Loading or building rebuilds and repairs the file.
    let rebuilt = load_or_build_table(&path, &rules, 5, &mut |_, _| {}).expect("size");
    assert!(rebuilt.not_saved.is_none());
    // The damaged file is said to be so, and kept beside the new one.
    let replaced = rebuilt.replaced.as_ref().expect("the damage is reported");
    let kept = dir.join("t5.bin.damaged");
    assert_eq!(replaced.kept_as.as_deref(), Some(kept.as_path()));
    assert_eq!(std::fs::read(&kept).expect("kept"), flipped);
    assert!(
        replaced.to_string().contains("t5.bin.damaged"),
        "{replaced}"
    );
    assert_eq!(rebuilt.table.probe(&p), table.probe(&p));
    assert!(load_table(&path, &rules, 5).is_ok());
    let again = load_or_build_table(&path, &rules, 5, &mut |_, _| {}).expect("size");
    assert!(again.replaced.is_none(), "a good file is simply loaded");
    // One size limit everywhere.
    assert!(load_or_build_table(&path, &rules, 99, &mut |_, _| {}).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn atomic_write_never_replaces_what_is_not_a_regular_file() {
    let dir = std::env::temp_dir().join(format!("oware-records-special-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    // A folder.
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).expect("dir");
    assert!(matches!(
        write_atomic(&folder, b"x"),
        Err(FileError::NotAFile { .. })
    ));
    assert!(folder.is_dir());
    // A device.
    let device = std::path::Path::new("/dev/null");
    if device.exists() {
        assert!(matches!(
            write_atomic(device, b"x"),
            Err(FileError::NotAFile { .. })
        ));
    }
    #[cfg(unix)]
    {
        // A dangling symbolic link stays a link.
        let link = dir.join("dangling");
        std::os::unix::fs::symlink(dir.join("nowhere"), &link).expect("symlink");
        assert!(matches!(
            write_atomic(&link, b"x"),
            Err(FileError::NotAFile { .. })
        ));
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("still there")
                .file_type()
                .is_symlink()
        );
        assert!(!dir.join("nowhere").exists());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Makes a FIFO with the system's `mkfifo` (the crate has no unsafe code to call it).
#[cfg(unix)]
fn fifo(path: &std::path::Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn reads_refuse_folders_devices_pipes_and_files_beyond_their_kinds_size() {
    let dir = std::env::temp_dir().join(format!("oware-records-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).expect("dir");
    assert!(matches!(
        read_bytes(&folder, 100),
        Err(FileError::NotRegular { .. })
    ));
    let small = dir.join("small.txt");
    std::fs::write(&small, "12345").expect("write");
    assert_eq!(read_text(&small, 5).expect("fits"), "12345");
    let err = read_text(&small, 4).expect_err("too large");
    assert!(
        matches!(
            err,
            FileError::TooLarge {
                size: 5,
                limit: 4,
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("5 bytes"), "{err}");
    // /dev/zero never ends: refused at once, directly or through a link; a FIFO would block
    // the reader for ever: refused before it is opened.
    #[cfg(unix)]
    {
        let zero = std::path::Path::new("/dev/zero");
        if zero.exists() {
            assert!(matches!(
                read_bytes(zero, RECORD_LIMIT),
                Err(FileError::NotRegular { .. })
            ));
            let link = dir.join("zero.ogn");
            std::os::unix::fs::symlink(zero, &link).expect("symlink");
            let err = read_text(&link, RECORD_LIMIT).expect_err("a link to a device");
            assert!(err.to_string().contains("not a regular file"), "{err}");
        }
        let pipe = dir.join("pipe.ron");
        fifo(&pipe);
        assert!(matches!(
            read_text(&pipe, SMALL_FILE_LIMIT),
            Err(FileError::NotRegular { .. })
        ));
        assert!(load_settings(&pipe).is_err(), "settings from a FIFO");
        assert!(open_document(&pipe).is_err(), "a game from a FIFO");
        // A link to a regular file is read.
        let link = dir.join("small-link.txt");
        std::os::unix::fs::symlink(&small, &link).expect("symlink");
        assert_eq!(read_text(&link, 5).expect("followed"), "12345");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn ogn_round_trips_random_games(choices in prop::collection::vec(any::<u8>(), 0..200)) {
        let game = random_game(&choices);
        let comments: Vec<Option<String>> =
            (0..game.plies().len()).map(|i| (i % 7 == 3).then(|| format!("note {i}"))).collect();
        let text = write_ogn(&game, &[("Event".into(), "Test".into())], &comments);
        let back = parse_ogn(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back.game, &game);
        prop_assert_eq!(back.comments, comments);
    }

    #[test]
    fn position_strings_round_trip(choices in prop::collection::vec(any::<u8>(), 0..200)) {
        let game = random_game(&choices);
        let text = crate::rules::format_position(game.position());
        prop_assert_eq!(parse_position(&text, &Rules::ABAPA), Ok(*game.position()));
    }

    #[test]
    fn random_bytes_never_panic_any_parser(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        // Whatever the bytes, each parser answers, and what it refuses it says in words.
        let text = String::from_utf8_lossy(&bytes);
        match parse_ogn(&text) {
            Ok(record) => prop_assert!(record.game.plies().len() <= text.len()),
            Err(e) => prop_assert!(!e.to_string().trim().is_empty()),
        }
        match parse_position(&text, &Rules::ABAPA) {
            Ok(p) => prop_assert_eq!(
                parse_position(&crate::rules::format_position(&p), &Rules::ABAPA),
                Ok(p)
            ),
            Err(e) => prop_assert!(!e.to_string().trim().is_empty()),
        }
        if let Err(e) = parse_move_list(&text) {
            prop_assert!(!e.to_string().trim().is_empty());
        }
        if let Err(e) = text.parse::<Rules>() {
            prop_assert!(!e.to_string().trim().is_empty());
        }
        if let Err(e) = SavedMatch::from_ron(&text) {
            prop_assert!(!e.to_string().trim().is_empty());
        }
    }

    #[test]
    fn ogn_like_noise_never_panics(text in "[\\[\\]\"{}()A-Fa-f1-9. +*\\-\n]{0,200}") {
        let _ = parse_ogn(&text);
        let _ = parse_position(&text, &Rules::ABAPA);
    }
}

/// A 15-field position string from these counts and side letter.
fn position_text(counts: &[u8], side: &str) -> String {
    let mut fields: Vec<String> = counts.iter().map(u8::to_string).collect();
    fields.push(side.to_string());
    fields.join("-")
}

/// Text that is a move list except for one character that names no move.
fn bad_move_list() -> impl Strategy<Value = String> {
    (
        "[A-Fa-f1-6 ,]{0,20}",
        "[^A-Fa-f1-6, \t\n\r\u{b}\u{c}\u{85}\u{a0}\u{1680}\u{2000}-\u{200a}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}]",
        "[A-Fa-f1-6 ,]{0,20}",
    )
        .prop_map(|(a, bad, b)| format!("{a}{bad}{b}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    // Every parser of the project, fed arbitrary bytes and well-formed but wrong values:
    // an `Err`, never a panic.

    #[test]
    fn a_position_whose_counts_do_not_add_up_is_refused(
        counts in prop::collection::vec(0u8..=48, 14),
        side in prop::sample::select(vec!["S", "N"]),
    ) {
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        prop_assume!(total != 48);
        prop_assert!(parse_position(&position_text(&counts, side), &Rules::ABAPA).is_err());
    }

    #[test]
    fn a_position_with_the_wrong_fields_is_refused(
        counts in prop::collection::vec(0u8..=48, 0..30),
        side in "[A-Za-z]{0,2}",
        big in 49u32..100_000,
    ) {
        if counts.len() != 14 {
            prop_assert!(parse_position(&position_text(&counts, "S"), &Rules::ABAPA).is_err());
        } else {
            if side != "S" && side != "N" && side != "s" && side != "n" {
                prop_assert!(parse_position(&position_text(&counts, &side), &Rules::ABAPA).is_err());
            }
            let mut fields: Vec<String> = counts.iter().map(u8::to_string).collect();
            fields[0] = big.to_string();
            fields.push("S".into());
            prop_assert!(parse_position(&fields.join("-"), &Rules::ABAPA).is_err());
        }
    }

    #[test]
    fn a_move_list_with_a_character_that_names_no_move_is_refused(text in bad_move_list()) {
        prop_assert!(parse_move_list(&text).is_err(), "{text:?}");
    }

    #[test]
    fn an_ogn_record_with_an_illegal_move_or_a_wrong_mark_is_refused(
        choices in prop::collection::vec(any::<u8>(), 1..80),
        at in any::<prop::sample::Index>(),
        wrong in 1u32..40,
    ) {
        let game = random_game(&choices);
        prop_assume!(!game.plies().is_empty());
        let i = at.index(game.plies().len());
        let before = game.positions()[i];
        // The other player's pit is never legal.
        let illegal = crate::rules::Pit::of_side(before.to_move().opponent(), 0);
        let mut moves: Vec<String> = game.plies().iter().map(|p| p.report.mv.to_string()).collect();
        moves[i] = illegal.to_string();
        let text = format!("[Variant \"Abapa\"]\n\n{}\n", moves.join(" "));
        let illegal_move_refused = matches!(parse_ogn(&text), Err(OgnError::IllegalMove { .. }));
        prop_assert!(illegal_move_refused, "{}", text);
        // A capture mark that is not what the move captured.
        let mut marked: Vec<String> = game.plies().iter().map(|p| p.report.mv.to_string()).collect();
        let actual = u32::from(game.plies()[i].report.capture.seeds);
        marked[i] = format!("{}+{}", marked[i], actual + wrong);
        let text = format!("\n{}\n", marked.join(" "));
        let wrong_mark_refused = matches!(parse_ogn(&text), Err(OgnError::CaptureMark { .. }));
        prop_assert!(wrong_mark_refused, "{}", text);
    }

    #[test]
    fn an_ogn_record_with_a_bad_tag_is_refused(
        variant in "[a-z]{1,12}",
        fen in prop::collection::vec(0u8..=48, 14),
    ) {
        prop_assume!(variant.parse::<Rules>().is_err());
        let text = format!("[Variant \"{variant}\"]\n\n1. F f\n");
        let refused = matches!(parse_ogn(&text), Err(OgnError::Tag { .. }));
        prop_assert!(refused);
        let total: u32 = fen.iter().map(|&c| u32::from(c)).sum();
        prop_assume!(total != 48);
        let text = format!("[FEN \"{}\"]\n", position_text(&fen, "S"));
        let refused = matches!(parse_ogn(&text), Err(OgnError::Tag { .. }));
        prop_assert!(refused);
    }

    #[test]
    fn a_save_with_a_wrong_value_is_refused(
        choices in prop::collection::vec(any::<u8>(), 0..60),
        version in 2u32..10_000,
        seeds in prop::sample::select(vec![0u8, 1, 2, 7, 8, 12, 255]),
        level in prop::sample::select(vec![0u8, 9, 10, 100, 255]),
    ) {
        let game = random_game(&choices);
        let good = SavedMatch::new(
            Rules::ABAPA,
            Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South),
            &game,
            [PlayerKind::Human, PlayerKind::Computer { level: 3 }],
            ["A".into(), "B".into()],
        );
        prop_assert!(SavedMatch::from_ron(&good.to_ron().expect("encode")).is_ok());
        let mut v = good.clone();
        v.version = version;
        prop_assert!(matches!(SavedMatch::from_ron(&v.to_ron().expect("encode")), Err(SaveError::Version(_))));
        let mut s = good.clone();
        s.rules.seeds_per_pit = seeds;
        prop_assert!(matches!(SavedMatch::from_ron(&s.to_ron().expect("encode")), Err(SaveError::SeedsPerPit(_))));
        let mut l = good.clone();
        l.players[1] = PlayerKind::Computer { level };
        prop_assert!(matches!(SavedMatch::from_ron(&l.to_ron().expect("encode")), Err(SaveError::Level(_))));
        // A move of the other player where it is not their turn.
        let mut m = good.clone();
        let wrong = crate::rules::Pit::of_side(game.position().to_move().opponent(), 0);
        m.game.moves.push_str(&wrong.to_string());
        prop_assert!(SavedMatch::from_ron(&m.to_ron().expect("encode")).is_err());
        // Text that is cut short.
        let text = good.to_ron().expect("encode");
        prop_assert!(matches!(SavedMatch::from_ron(&text[..text.len() / 2]), Err(SaveError::Format(_))));
    }

    #[test]
    fn settings_with_a_wrong_value_are_refused(
        speed in "[A-Z][a-z]{0,8}",
        flag in "[0-9]{1,3}|\"[a-z]{0,5}\"",
        bytes in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        prop_assume!(!["Slow", "Normal", "Fast", "Instant"].contains(&speed.as_str()));
        let ok = parse_settings(&format!("(speed: {speed})")).is_err();
        prop_assert!(ok);
        let ok = parse_settings(&format!("(show_counts: {flag})")).is_err();
        prop_assert!(ok);
        let _ = parse_settings(&String::from_utf8_lossy(&bytes));
        // A field left out takes its default; a good file reads back.
        let text = ron::to_string(&Settings::default()).expect("encode");
        prop_assert_eq!(parse_settings(&text).expect("good"), Settings::default());
        prop_assert_eq!(parse_settings("()").expect("defaults"), Settings::default());
    }
}

#[test]
fn the_window_size_is_kept_in_the_settings_and_brought_within_bounds() {
    use crate::records::WindowSize;
    let size = WindowSize {
        width: 1440,
        height: 900,
    };
    let settings = Settings {
        window: Some(size),
        ..Settings::default()
    };
    let text = ron::to_string(&settings).expect("encode");
    assert!(
        text.contains("window:Some((width:1440,height:900))"),
        "{text}"
    );
    assert_eq!(parse_settings(&text).expect("reads"), settings);
    // Files of earlier versions have none: the program's own size.
    assert_eq!(
        parse_settings("(show_counts: true)").expect("reads").window,
        None
    );
    assert_eq!(size.within_bounds(), size);
    let tiny = WindowSize {
        width: 0,
        height: 3,
    };
    assert_eq!(tiny.within_bounds(), WindowSize::MIN);
    let huge = WindowSize {
        width: u32::MAX,
        height: 100_000,
    };
    assert_eq!(huge.within_bounds(), WindowSize::MAX);
    assert!(parse_settings("(window: Some((width: -5, height: 10)))").is_err());
}

#[test]
fn game_files_open_and_save_as_ron_and_ogn_and_damaged_ones_stay_as_they_are() {
    let dir = std::env::temp_dir().join(format!("oware-documents-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut game = game_of("FfEaDbC");
    game.undo();
    let mut m = Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::North);
    let finished = {
        let mut g = Game::from_position(
            Rules::ABAPA,
            parse_position("0-0-0-0-0-1-1-1-0-0-0-0-24-21-S", &Rules::ABAPA).expect("valid"),
        );
        g.play(Move::new(crate::rules::Pit::from_letter('F').expect("F")))
            .expect("legal");
        g
    };
    m.record(Side::North, finished.outcome().expect("over"), 1);
    let saved = SavedMatch::new(
        Rules::ABAPA,
        m.clone(),
        &game,
        [PlayerKind::Human, PlayerKind::Computer { level: 5 }],
        ["Ama".into(), "Kofi".into()],
    );
    // RON: the whole match, redo moves included.
    let ron_path = dir.join("match.ron");
    write_document(&ron_path, DocumentFormat::Ron, &saved, &game, None).expect("write");
    let opened = open_document(&ron_path).expect("open");
    assert_eq!(opened.format, DocumentFormat::Ron);
    assert_eq!(opened.game, game);
    assert_eq!(opened.match_state, m);
    assert_eq!(opened.players, saved.players);
    assert_eq!(opened.names, saved.names);
    // OGN: the game, with the names as tags; read back as a single game between people.
    let ogn_path = dir.join("game.ogn");
    write_document(&ogn_path, DocumentFormat::Ogn, &saved, &game, None).expect("write");
    let opened = open_document(&ogn_path).expect("open");
    assert_eq!(opened.format, DocumentFormat::Ogn);
    assert_eq!(opened.game.moves(), game.moves());
    assert_eq!(opened.names, ["Ama".to_string(), "Kofi".to_string()]);
    assert_eq!(opened.players, [PlayerKind::Human; 2]);
    // A record written by hand, with comments and a variation, under another name.
    let by_hand = dir.join("from-another-program.txt");
    std::fs::write(
        &by_hand,
        "[Event \"Club night\"]\n[South \"Esi\"]\n[North \"?\"]\n\n\
         1. F {a quiet start} f 2. E (2. D d) a *\n",
    )
    .expect("write");
    let opened = open_document(&by_hand).expect("open");
    assert_eq!(opened.game.moves().len(), 4);
    assert_eq!(opened.names, ["Esi".to_string(), String::new()]);
    // Damaged files: a clear error, and the bytes as they were.
    for (name, bytes) in [
        ("cut.ron", b"(version: 1, rules: (grand".to_vec()),
        (
            "newer.ron",
            saved
                .to_ron()
                .expect("encode")
                .replace("version: 1", "version: 7")
                .into_bytes(),
        ),
        ("illegal.ogn", b"1. F F\n".to_vec()),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, &bytes).expect("write");
        let err = open_document(&path).expect_err("refused");
        assert!(err.to_string().contains(name), "{name}: {err}");
        assert_eq!(
            std::fs::read(&path).expect("read"),
            bytes,
            "{name} untouched"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_built_in_book_is_used_when_no_file_is_found() {
    let dir = std::env::temp_dir().join(format!("oware-built-in-book-{}", std::process::id()));
    let missing = vec![dir.join("missing.bin")];
    let search = find_book(&Rules::ABAPA, &missing);
    let (book, source) = search
        .found
        .expect("the standard rules have a built-in book");
    assert_eq!(source, BookSource::BuiltIn);
    assert!(book.len() > 100, "{} positions", book.len());
    assert!(search.passed_over.is_empty());
    // A damaged file is passed over, said, and the built-in book still answers.
    std::fs::create_dir_all(&dir).expect("temp folder");
    std::fs::write(&missing[0], b"not a book").expect("temp file");
    let search = find_book(&Rules::ABAPA, &missing);
    assert_eq!(search.passed_over.len(), 1);
    assert_eq!(search.found.map(|(_, s)| s), Some(BookSource::BuiltIn));
    // The built-in book is for the standard rules only.
    let five = Rules {
        seeds_per_pit: 5,
        ..Rules::ABAPA
    };
    assert!(find_book(&five, &[]).found.is_none());
    let _ = std::fs::remove_dir_all(&dir);
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
fn an_online_match_saved_keeps_its_seat_and_a_seat_no_program_wrote_is_left_out() {
    let game = game_of("FfEe");
    let m = Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::South);
    let seat = OnlineSeat {
        code: "7K3M-Q9XD-2HVA-ZR6B@192.0.2.7:40000".into(),
        host: false,
        side: Side::North,
        opponent: "Ama".into(),
    };
    let saved = SavedMatch::new(
        Rules::ABAPA,
        m,
        &game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    )
    .with_online(Some(seat.clone()));
    let text = saved.to_ron().expect("encode");
    let (back, _) = SavedMatch::from_ron(&text).expect("decode");
    assert_eq!(back.online, Some(seat));
    let long = text.replace("\"Ama\"", &format!("\"{}\"", "A".repeat(1000)));
    let (back, back_game) = SavedMatch::from_ron(&long).expect("still opens");
    assert_eq!(back.online, None);
    assert_eq!(back_game.moves(), game.moves());
    // A save without a seat has none.
    let plain = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::Alternate, Side::South),
        &game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    );
    assert!(!plain.to_ron().expect("encode").contains("online"));
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

#[cfg(unix)]
#[test]
fn an_atomic_write_never_follows_a_link_planted_where_a_temporary_file_could_be() {
    let dir = std::env::temp_dir().join(format!("oware-records-planted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let precious = dir.join("precious");
    std::fs::write(&precious, "keep me").expect("write");
    // Links under the names a temporary file of this process would once have had.
    let pid = std::process::id();
    for n in pid..pid + 4 {
        std::os::unix::fs::symlink(&precious, dir.join(format!(".e.bin.{n}.tmp"))).expect("link");
    }
    let target = dir.join("e.bin");
    write_atomic(&target, b"tables").expect("written");
    assert_eq!(std::fs::read_to_string(&precious).expect("read"), "keep me");
    let meta = std::fs::symlink_metadata(&target).expect("there");
    assert!(meta.file_type().is_file(), "a file of its own, not a link");
    assert_eq!(std::fs::read(&target).expect("read"), b"tables");
    let _ = std::fs::remove_dir_all(&dir);
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

/// `state` with `game` on the board, saved as RON and read back.
fn saved_and_read(state: Match, game: &Game) -> Result<(SavedMatch, Game), SaveError> {
    let saved = SavedMatch::new(
        Rules::ABAPA,
        state,
        game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    );
    SavedMatch::from_ron(&saved.to_ron().expect("encode"))
}

#[test]
fn a_saved_match_whose_record_cannot_be_so_is_refused() {
    use crate::rules::{EndReason, GameResult};
    let save = |games: Vec<GameResult>, moves: &str| {
        let mut m = Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::South);
        m.games = games;
        let mut game = Game::with_first(Rules::ABAPA, m.next_starter());
        for t in parse_move_list(moves).expect("moves") {
            game.play(t.resolve(game.position().to_move()))
                .expect("legal");
        }
        saved_and_read(m, &game)
    };
    let won = |starter: Side, winner: Side, stores: [u8; 2]| GameResult {
        starter,
        winner: Some(winner),
        stores,
        reason: Some(EndReason::Majority),
        plies: 40,
    };
    // A match as played: South wins, then North (who started the second game).
    let fine = vec![
        won(Side::South, Side::South, [25, 10]),
        won(Side::North, Side::North, [12, 26]),
    ];
    assert!(save(fine, "Ff").is_ok());
    // 40-8 credited to North.
    assert!(save(vec![won(Side::South, Side::North, [40, 8])], "").is_err());
    // 255-255.
    assert!(save(vec![won(Side::South, Side::South, [255, 255])], "").is_err());
    // Won 2-0, then a third game under way.
    let two_nil = vec![
        won(Side::South, Side::South, [25, 10]),
        won(Side::North, Side::South, [30, 2]),
    ];
    assert!(matches!(save(two_nil, "Ff"), Err(SaveError::Match(_))));
    // Winner starts: South won game 1, so North starting game 2 is no match of these rules.
    let winner_starts = |starter: Side| {
        let mut m = Match::new(MatchFormat::BestOf3, NextStarter::WinnerStarts, Side::South);
        m.games = vec![won(Side::South, Side::South, [25, 10])];
        saved_and_read(m, &Game::with_first(Rules::ABAPA, starter))
    };
    assert!(winner_starts(Side::South).is_ok());
    // Saved between games: the game on the board is game 1, over and recorded.
    let mut m = Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::South);
    let mut over = game_of("Ff");
    over.resign(Side::North);
    m.record(Side::South, over.outcome().expect("over"), 2);
    saved_and_read(m, &over).expect("saved between games");
    assert!(matches!(
        winner_starts(Side::North),
        Err(SaveError::Match(why)) if why.contains("game 2 is started by North")
    ));
}

#[test]
fn two_programs_needing_the_same_tables_build_them_once() {
    let dir = std::env::temp_dir().join(format!("oware-egtb-twice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("t8.bin");
    let built: Vec<bool> = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..2)
            .map(|_| {
                let path = path.clone();
                scope.spawn(move || {
                    let mut building = false;
                    let loaded =
                        load_or_build_table(&path, &Rules::ABAPA, 8, &mut |_, _| building = true)
                            .expect("a supported size");
                    assert!(loaded.not_saved.is_none());
                    building
                })
            })
            .collect();
        runs.into_iter()
            .map(|r| r.join().expect("a thread"))
            .collect()
    });
    assert_eq!(built.iter().filter(|b| **b).count(), 1, "{built:?}");
    let _ = std::fs::remove_dir_all(&dir);
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

/// A save of `game` as a single game between two people.
fn single_save(game: &Game) -> String {
    SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::Alternate, Side::South),
        game,
        [PlayerKind::Human, PlayerKind::Human],
        ["Ama".into(), "Kofi".into()],
    )
    .to_ron()
    .expect("encode")
}

#[test]
fn an_autosave_this_version_cannot_read_is_moved_aside_under_a_name_that_says_why() {
    let dir = std::env::temp_dir().join(format!("oware-aside-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let autosave = dir.join("autosave.ron");
    let newer = single_save(&game_of("FfE")).replace("version: 1", "version: 2");
    assert!(newer.contains("version: 2"));
    std::fs::write(&autosave, &newer).expect("write");
    let aside = move_unreadable_aside(&autosave).expect("moved");
    assert_eq!(aside, dir.join("autosave.v2.ron"));
    assert_eq!(std::fs::read_to_string(&aside).expect("kept"), newer);
    assert!(!autosave.exists());
    // Again: the name taken, the next one; a damaged file says so.
    std::fs::write(&autosave, &newer).expect("write");
    assert_eq!(
        move_unreadable_aside(&autosave),
        Some(dir.join("autosave.v2-2.ron"))
    );
    std::fs::write(&autosave, "(version: 1,").expect("write");
    assert_eq!(
        move_unreadable_aside(&autosave),
        Some(dir.join("autosave.damaged.ron"))
    );
    // One that reads, or none at all, stays where it is.
    std::fs::write(&autosave, single_save(&game_of("FfE"))).expect("write");
    assert_eq!(move_unreadable_aside(&autosave), None);
    assert!(autosave.exists());
    std::fs::remove_file(&autosave).expect("remove");
    assert_eq!(move_unreadable_aside(&autosave), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_match_in_progress_replaced_by_another_game_is_kept_as_the_earlier_match() {
    let dir = std::env::temp_dir().join(format!("oware-earlier-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let autosave = dir.join("autosave.ron");
    let earlier = earlier_path(&autosave);
    let in_progress = single_save(&game_of("FfEa"));
    std::fs::write(&autosave, &in_progress).expect("write");
    // The same game coming back is not kept twice.
    assert!(!keep_match_in_progress(&autosave, &game_of("FfEa")).expect("kept"));
    assert!(!earlier.exists());
    assert!(keep_match_in_progress(&autosave, &game_of("D")).expect("kept"));
    assert_eq!(
        std::fs::read_to_string(&earlier).expect("earlier"),
        in_progress
    );
    // A match not begun, or none at all, is not kept.
    std::fs::remove_file(&earlier).expect("remove");
    std::fs::write(&autosave, single_save(&Game::new(Rules::ABAPA))).expect("write");
    assert!(!keep_match_in_progress(&autosave, &game_of("D")).expect("kept"));
    std::fs::remove_file(&autosave).expect("remove");
    assert!(!keep_match_in_progress(&autosave, &game_of("D")).expect("kept"));
    assert!(!earlier.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_keeps_its_clocks_and_a_record_carries_them_as_pgn_does() {
    let game = game_of("FfEa");
    let clock = SavedClock {
        control: "180+2".to_string(),
        left_ms: [170_500, 9_400],
        // Five times for four plies: the fifth (a move taken back) is not kept.
        after_each_ms: vec![181_000, 178_000, 175_000, 9_400, 1],
    };
    let saved = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South),
        &game,
        [PlayerKind::Human; 2],
        ["Ama".into(), "Kofi".into()],
    )
    .with_comments(vec![None, Some("a thought".into()), None, None])
    .with_clock(Some(clock));
    assert_eq!(saved.clock.as_ref().map(|c| c.after_each_ms.len()), Some(4));
    let text = saved.to_ron().expect("encode");
    let (back, _) = SavedMatch::from_ron(&text).expect("decode");
    assert_eq!(back, saved);
    let (control, left, after) = back.clock.as_ref().expect("clock").read().expect("reads");
    assert_eq!(control, crate::rules::TimeControl::fischer(3, 2));
    assert_eq!(left[1], std::time::Duration::from_millis(9_400));
    assert_eq!(after.len(), 4);
    let ogn = document_text(DocumentFormat::Ogn, &saved, &game, None).expect("ogn");
    assert!(ogn.contains("[TimeControl \"180+2\"]"), "{ogn}");
    assert!(ogn.contains("{[%clk 3:01]}"), "{ogn}");
    assert!(ogn.contains("{[%clk 2:58] a thought}"), "{ogn}");
    assert!(ogn.contains("{[%clk 9.4]}"), "{ogn}");
    // Read back by the OGN reader, the clocks are comments it keeps.
    let record = parse_ogn(&ogn).expect("reads");
    assert_eq!(record.game.moves(), game.moves());
    // A clock that is not one is refused when read.
    let bad = SavedClock {
        control: "soon".to_string(),
        left_ms: [0, 0],
        after_each_ms: Vec::new(),
    };
    assert!(bad.read().is_err());
    let huge = SavedClock {
        control: "300".to_string(),
        left_ms: [u64::MAX, 0],
        after_each_ms: Vec::new(),
    };
    assert!(huge.read().is_err());
}

#[test]
fn the_library_keeps_each_game_lists_it_deletes_with_undo_and_survives_damage() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    assert!(library.entries.is_empty());
    for (k, moves) in ["FfEa", "FfEaDb", "AfBe"].iter().enumerate() {
        let game = game_of(moves);
        let record = write_ogn(
            &game,
            &[
                ("South".to_string(), "Ama".to_string()),
                ("North".to_string(), format!("level {k}")),
                ("Date".to_string(), "2026.12.05".to_string()),
            ],
            &[],
        );
        let entry = LibraryEntry {
            file: String::new(),
            date: "2026-12-05 10:0".to_string() + &k.to_string(),
            names: ["Ama".into(), format!("level {k}")],
            player: Some(Side::South),
            winner: None,
            reason: None,
            score: game.position().stores(),
            time_control: Some("300".into()),
            plies: game.plies().len(),
            opponent: Some(crate::records::Opponent::Computer { level: k as u8 + 1 }),
            mistakes: None,
        };
        add_game(dir, &mut library, &record, entry).expect("added");
    }
    // A selection exported as one OGN file reads back as its games, in the order given.
    let files: Vec<String> = [2, 0]
        .iter()
        .map(|&k| library.entries[k].file.clone())
        .collect();
    let out = dir.join("export").join("two.ogn");
    std::fs::create_dir_all(dir.join("export")).expect("a folder");
    assert_eq!(
        crate::records::export_games(dir, &files, &out).expect("exported"),
        2
    );
    let text = std::fs::read_to_string(&out).expect("written");
    let parts = crate::records::split_records(&text);
    assert_eq!(parts.len(), 2);
    assert_eq!(
        crate::records::parse_ogn(parts[0])
            .expect("reads")
            .game
            .moves(),
        game_of("AfBe").moves()
    );
    let missing = vec!["no-such-game.ogn".to_string()];
    assert!(crate::records::export_games(dir, &missing, &dir.join("x.ogn")).is_err());
    assert!(!dir.join("x.ogn").exists(), "nothing written");
    // The review's count of mistakes is kept in the index.
    let first = library.entries[0].file.clone();
    crate::records::set_mistakes(dir, &mut library, &first, 3).expect("noted");
    assert_eq!(read_library(dir).library.entries[0].mistakes, Some(3));
    let read = read_library(dir);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.library, library);
    assert_eq!(library.entries[1].plies, 6);
    // Deleted, then brought back at its place.
    let file = library.entries[1].file.clone();
    let (at, entry) = delete_game(dir, &mut library, &file)
        .expect("ok")
        .expect("there");
    assert_eq!(read_library(dir).library.entries.len(), 2);
    assert!(!dir.join(&file).exists() && dir.join("deleted").join(&file).exists());
    restore_game(dir, &mut library, at, entry).expect("restored");
    assert_eq!(read_library(dir).library.entries[1].file, file);
    // A damaged index is made again from the games; a damaged game is named, the rest kept.
    std::fs::write(dir.join("index.ron"), "(entries: [garbage").expect("write");
    std::fs::write(dir.join("0000-broken.ogn"), "1. Z z").expect("write");
    let read = read_library(dir);
    assert_eq!(read.library.entries.len(), 3, "{:?}", read.problems);
    assert_eq!(read.problems.len(), 3, "{:?}", read.problems);
    assert!(read.problems.iter().any(|p| p.contains("0000-broken.ogn")));
    // The damaged index was kept aside, as it was.
    assert_eq!(
        std::fs::read_to_string(dir.join("index.damaged.ron")).expect("kept"),
        "(entries: [garbage"
    );
    assert_eq!(read.library.entries[0].names[0], "Ama");
    // What only the index knew came back from the records' own tags (kept after theirs).
    let kept = std::fs::read_to_string(dir.join(&read.library.entries[0].file)).expect("read");
    let at = |tag: &str| kept.find(tag).unwrap_or_else(|| panic!("{tag} in {kept}"));
    assert!(
        at("[North ") < at("[Player ") && at("[Mistakes ") < at("\n\n"),
        "{kept}"
    );
    for (k, entry) in read.library.entries.iter().enumerate() {
        assert_eq!(entry.player, Some(Side::South));
        assert_eq!(
            entry.opponent,
            Some(crate::records::Opponent::Computer { level: k as u8 + 1 })
        );
        assert_eq!(entry.mistakes, (k == 0).then_some(3));
    }
    // The index was written back: read again, it is clean.
    assert!(read_library(dir).problems.is_empty());
}

/// An index handed over by someone else (a copied folder, a synced drive): entries naming
/// files outside the library folder, or a level that does not exist, are named and left
/// out; nothing outside the folder is read, moved or deleted through them.
#[test]
fn a_library_index_pointing_outside_its_folder_is_refused_and_touches_nothing_there() {
    let outer = tempfile::tempdir().expect("a folder");
    let dir = outer.path().join("library");
    std::fs::create_dir_all(&dir).expect("a folder");
    let victim = outer.path().join("victim.ogn");
    std::fs::write(&victim, "[South \"A\"]\n\n1. F *\n").expect("write");
    let absolute = victim.display().to_string();
    let entry = |file: &str, level: u8| {
        format!(
            "(file: {file:?}, date: \"2026-12-05 10:00\", names: (\"Ama\", \"level 1\"), \
             player: Some(South), winner: Some(South), reason: Some(Majority), score: (25, 20), \
             plies: 40, opponent: Some(Computer(level: {level})))"
        )
    };
    let index = format!(
        "(entries: [{}, {}, {}, {}])",
        entry("../victim.ogn", 1),
        entry(&absolute, 1),
        entry("2026-12-05-00001.ogn", 0),
        entry("2026-12-05-00002.ogn", 3),
    );
    std::fs::write(dir.join("index.ron"), &index).expect("write");
    let read = read_library(&dir);
    let files: Vec<&str> = read
        .library
        .entries
        .iter()
        .map(|e| e.file.as_str())
        .collect();
    assert_eq!(files, ["2026-12-05-00002.ogn"], "{:?}", read.problems);
    assert!(read.problems.iter().any(|p| p.contains("../victim.ogn")));
    assert!(read.problems.iter().any(|p| p.contains("level 0")));
    assert!(
        read.problems
            .iter()
            .any(|p| p.contains("index.damaged.ron"))
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("index.damaged.ron")).expect("kept"),
        index
    );
    // Even handed such an entry directly, Delete, Undo and Export touch nothing outside.
    for file in ["../victim.ogn", absolute.as_str()] {
        let mut library = Library {
            entries: vec![LibraryEntry {
                file: file.to_string(),
                ..read.library.entries[0].clone()
            }],
        };
        assert!(delete_game(&dir, &mut library, file).is_err());
        let entry = library.entries[0].clone();
        assert!(restore_game(&dir, &mut library, 0, entry).is_err());
        let out = dir.join("out.ogn");
        assert!(crate::records::export_games(&dir, &[file.to_string()], &out).is_err());
        assert!(victim.exists(), "{file}");
        assert!(!dir.join("deleted").join("victim.ogn").exists());
    }
    for plain in ["2026-12-05-00001.ogn", "a game.ogn"] {
        assert!(is_plain_file_name(plain));
    }
    for bad in [
        "",
        ".",
        "..",
        "../x.ogn",
        "/etc/passwd",
        "a/b.ogn",
        "a\\b.ogn",
        "C:x.ogn",
        ".hidden",
    ] {
        assert!(!is_plain_file_name(bad), "{bad}");
    }
}

#[test]
fn a_writers_temporary_files_left_by_a_killed_program_are_removed_at_the_next_start() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let left = dir.join(".autosave.ron.Xy12ab.tmp");
    std::fs::File::create(&left)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("an old leftover");
    // Another program's write in progress, a file of the player's, and a link stay.
    let fresh = dir.join(".index.ron.Qw34cd.tmp");
    std::fs::write(&fresh, "being written").expect("write");
    let own = dir.join("notes.tmp");
    std::fs::File::create(&own)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("a file");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&own, dir.join(".link.Zz99zz.tmp")).expect("a link");
    assert_eq!(remove_leftover_temps(dir), 1);
    assert!(!left.exists() && fresh.exists() && own.exists());
    #[cfg(unix)]
    assert!(dir.join(".link.Zz99zz.tmp").symlink_metadata().is_ok());
    // The library cleans its folder as it is read.
    std::fs::File::create(&left)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("an old leftover");
    read_library(dir);
    assert!(!left.exists());
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

/// A single game of `FfE` that `side` then ends by `reason` (a resignation or a time out),
/// and its save.
fn ended_by_word(
    reason: crate::rules::EndReason,
    side: Side,
) -> (crate::rules::MatchSession, SavedMatch) {
    use crate::rules::{EndReason, MatchSession};
    let mut play = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::Single,
        NextStarter::WinnerStarts,
    );
    for token in ["F", "f", "E"] {
        let to_move = play.game().to_move().expect("in play");
        let mv = parse_move_list(token).expect("a move")[0].resolve(to_move);
        play.play(mv).expect("legal");
    }
    let outcome = match reason {
        EndReason::Resignation => play.resign(side),
        _ => play.lose_on_time(side),
    }
    .expect("ended");
    assert_eq!(outcome.reason, reason);
    let saved = SavedMatch::new(
        Rules::ABAPA,
        play.match_state().clone(),
        play.game(),
        [PlayerKind::Human, PlayerKind::Human],
        ["Ama".into(), "Kofi".into()],
    );
    (play, saved)
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
fn a_library_record_is_dated_and_the_date_outlives_a_lost_index() {
    use crate::records::{dated_record, parse_ogn};
    let (play, saved) = ended_by_word(crate::rules::EndReason::Resignation, Side::South);
    let record = dated_record(&saved, play.game(), "2026-12-05 10:03");
    let back = parse_ogn(&record).expect("reads");
    assert_eq!(back.tag("Date"), Some("2026.12.05"), "{record}");
    assert_eq!(back.game.outcome(), play.game().outcome());
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    let entry = LibraryEntry {
        file: String::new(),
        date: "2026-12-05 10:03".to_string(),
        names: saved.names.clone(),
        player: Some(Side::North),
        winner: play.game().outcome().and_then(|o| o.winner),
        reason: Some(crate::rules::EndReason::Resignation),
        score: play.game().position().stores(),
        time_control: None,
        plies: play.game().plies().len(),
        opponent: None,
        mistakes: None,
    };
    add_game(dir, &mut library, &record, entry).expect("added");
    std::fs::remove_file(dir.join("index.ron")).expect("the index");
    let again = read_library(dir);
    assert!(again.problems.is_empty(), "{:?}", again.problems);
    assert_eq!(again.library.entries.len(), 1);
    assert_eq!(again.library.entries[0].date, "2026-12-05");
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
