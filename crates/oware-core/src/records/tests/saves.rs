//! The native save (RON): round trips, refusals, the autosave and matches kept.

use super::*;

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
