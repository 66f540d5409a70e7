//! Files: the autosave, Open… and Save as…, matches kept aside, comments written back.

use crate::helpers::*;

#[test]
fn autosave_then_a_new_app_resumes_the_same_match_and_a_damaged_file_is_left_alone() {
    use oware::gui::files::autosave::{Autosave, read_autosave};
    let dir = std::env::temp_dir().join(format!("oware-autosave-{}", std::process::id()));
    let path = dir.join("autosave.ron");
    let mut first = app(AnimationSpeed::Instant);
    first
        .insert_resource(Autosave(Some(path.clone())))
        .add_plugins(oware::gui::files::autosave::plugin);
    first
        .world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            format: oware::rules::MatchFormat::BestOf3,
            players: [PlayerKind::Human, PlayerKind::Computer { level: 3 }],
            names: ["Ama".to_string(), "Kofi".to_string()],
            ..NewGame::default()
        }));
    first.update();
    for letter in ['F', 'b', 'E'] {
        request(
            &mut first,
            Move::new(Pit::from_letter(letter).expect("pit")),
        );
        settle(&mut first);
    }
    // Quitting writes the last state and waits for it.
    first.world_mut().write_message(AppExit::Success);
    first.update();
    let expected = first.world().resource::<GameSession>().clone();
    let loaded = read_autosave(&path).expect("the autosave reads back");
    let mut second = app(AnimationSpeed::Instant);
    second
        .world_mut()
        .write_message(SessionRequest::Load(Box::new(loaded)));
    second.update();
    let resumed = second.world().resource::<GameSession>().clone();
    assert_eq!(resumed.game(), expected.game());
    assert_eq!(resumed.match_state(), expected.match_state());
    assert_eq!(resumed.names(), expected.names());
    assert_eq!(resumed.players(), expected.players());
    assert_eq!(board_counts(&mut second), resumed.shown_contents());
    // A damaged autosave is refused with the reason and left byte for byte.
    let damaged = b"(version: 1, rules: (grand_slam: Forfeit".to_vec();
    std::fs::write(&path, &damaged).expect("write");
    let err = read_autosave(&path).expect_err("damaged");
    assert!(err.to_string().contains("not a valid save file"), "{err}");
    assert_eq!(std::fs::read(&path).expect("still there"), damaged);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn quitting_without_playing_leaves_the_autosave_as_it_is() {
    use oware::gui::files::autosave::{Autosave, read_autosave};
    use oware::gui::game::session::BoardReset;
    let dir = std::env::temp_dir().join(format!("oware-autosave-quit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("autosave.ron");
    // A game in progress, autosaved by an earlier run.
    let mut earlier = app(AnimationSpeed::Instant);
    earlier
        .insert_resource(Autosave(Some(path.clone())))
        .add_plugins(oware::gui::files::autosave::plugin);
    for letter in ['F', 'b', 'E'] {
        request(
            &mut earlier,
            Move::new(Pit::from_letter(letter).expect("pit")),
        );
        settle(&mut earlier);
    }
    earlier.world_mut().write_message(AppExit::Success);
    earlier.update();
    let saved = std::fs::read(&path).expect("autosaved");
    assert_eq!(
        read_autosave(&path)
            .expect("reads")
            .play
            .game()
            .moves()
            .len(),
        3
    );
    // Each file: a good save, then a damaged one the start screen cannot offer.
    for contents in [saved, b"(version: 1, rules: (grand".to_vec()] {
        std::fs::write(&path, &contents).expect("write");
        let mut later = app(AnimationSpeed::Instant);
        later
            .insert_resource(Autosave(Some(path.clone())))
            .add_plugins(oware::gui::files::autosave::plugin);
        later.update();
        // The board laid out again without a change to the game (practice, a line shown)
        // is no reason to write; neither is quitting.
        later.world_mut().write_message(BoardReset);
        later.update();
        later.world_mut().write_message(AppExit::Success);
        later.update();
        assert_eq!(std::fs::read(&path).expect("still there"), contents);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The autosave as the writer's thread leaves it once `done` holds (10 s at most).
fn autosave_once(path: &std::path::Path, done: impl Fn(&str) -> bool) -> String {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if done(&text) || std::time::Instant::now() > deadline {
            return text;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn an_online_match_left_is_no_longer_offered_to_rejoin_even_if_the_program_is_killed() {
    use oware::gui::files::autosave::{Autosave, read_autosave};
    use oware::gui::game::session::OnlineChange;
    let dir = std::env::temp_dir().join(format!("oware-autosave-left-{}", std::process::id()));
    let path = dir.join("autosave.ron");
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(Autosave(Some(path.clone())))
        .add_plugins(oware::gui::files::autosave::plugin);
    let play = oware::rules::MatchSession::new(
        Rules::ABAPA,
        Side::South,
        oware::rules::MatchFormat::BestOf3,
        oware::rules::NextStarter::Alternate,
    );
    start_online_as_ama(&mut app, play);
    request(&mut app, Move::new(Pit::from_letter('F').expect("pit")));
    settle(&mut app);
    let seated = autosave_once(&path, |text| text.contains("7K3M"));
    assert!(
        seated.contains("7K3M"),
        "the seat is kept to rejoin: {seated}"
    );
    // The player leaves the match; the program is then killed (no quit to write on).
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::End));
    app.update();
    let left = autosave_once(&path, |text| !text.contains("7K3M"));
    let loaded = read_autosave(&path).expect("the autosave reads back");
    assert_eq!(loaded.online, None, "no seat to rejoin: {left}");
    assert_eq!(loaded.play.game().plies().len(), 1, "the game stays");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_newer_autosave_is_moved_aside_and_a_match_replaced_by_a_file_is_kept_as_the_earlier_one() {
    use oware::gui::files::autosave::{Autosave, read_autosave};
    use oware::records::earlier_path;
    let dir = std::env::temp_dir().join(format!("oware-autosave-aside-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("autosave.ron");
    let autosaving = |path: &std::path::Path| {
        let mut app = app(AnimationSpeed::Instant);
        app.insert_resource(Autosave(Some(path.to_path_buf())))
            .add_plugins(oware::gui::files::autosave::plugin);
        with_files_menu(&mut app);
        app
    };
    let play = |app: &mut App, letters: &[char]| {
        for &letter in letters {
            request(app, Move::new(Pit::from_letter(letter).expect("pit")));
            settle(app);
        }
    };
    // A match in progress, autosaved by an earlier run.
    let mut earlier = autosaving(&path);
    play(&mut earlier, &['F', 'b', 'E']);
    earlier.world_mut().write_message(AppExit::Success);
    earlier.update();
    let in_progress = std::fs::read_to_string(&path).expect("autosaved");
    // A newer version's autosave: one move of a new game does not replace it.
    let newer = in_progress.replace("version: 1", "version: 2");
    std::fs::write(&path, &newer).expect("write");
    let mut later = autosaving(&path);
    play(&mut later, &['D']);
    later.world_mut().write_message(AppExit::Success);
    later.update();
    let aside = dir.join("autosave.v2.ron");
    assert_eq!(std::fs::read_to_string(&aside).expect("kept aside"), newer);
    assert_eq!(
        read_autosave(&path)
            .expect("the new game")
            .play
            .game()
            .moves()
            .len(),
        1
    );
    // A file opened over a match in progress: that match is kept as the earlier one.
    std::fs::write(&path, &in_progress).expect("write");
    let record = dir.join("record.ogn");
    std::fs::write(&record, "1. A a *\n").expect("write");
    let mut opening = autosaving(&path);
    open_file(&mut opening, &record);
    assert_eq!(
        opening
            .world()
            .resource::<GameSession>()
            .game()
            .moves()
            .len(),
        2,
        "the record is on the board"
    );
    opening.world_mut().write_message(AppExit::Success);
    opening.update();
    assert_eq!(
        std::fs::read_to_string(earlier_path(&path)).expect("kept as the earlier match"),
        in_progress
    );
    assert_eq!(
        read_autosave(&path)
            .expect("the record")
            .play
            .game()
            .moves()
            .len(),
        2
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn files_open_and_save_through_the_code_behind_the_dialogs() {
    use oware::gui::files::files_menu::FileRequest;
    use oware::records::{DocumentFormat, open_document};
    let dir = std::env::temp_dir().join(format!("oware-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut app = app(AnimationSpeed::Instant);
    with_files_menu(&mut app);
    for letter in ['F', 'f', 'E'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    let played = app.world().resource::<GameSession>().game().clone();
    // Export as OGN, then save as RON.
    let ogn = dir.join("game.ogn");
    let ron_path = dir.join("match.ron");
    app.world_mut()
        .write_message(FileRequest::SaveAs(ogn.clone(), DocumentFormat::Ogn));
    app.world_mut()
        .write_message(FileRequest::SaveAs(ron_path.clone(), DocumentFormat::Ron));
    app.update();
    assert_eq!(
        open_document(&ogn).expect("written").game.moves(),
        played.moves()
    );
    assert_eq!(
        app.world().resource::<AppSettings>().recent_files,
        vec![ron_path.clone(), ogn.clone()]
    );
    // A new game, then open the OGN record: the game is back, ready to continue.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    open_file(&mut app, &ogn);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves(),
        played.moves()
    );
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    // A damaged file: the game stays, the file stays.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(version: 1,").expect("write");
    open_file(&mut app, &bad);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves(),
        played.moves()
    );
    assert_eq!(std::fs::read_to_string(&bad).expect("read"), "(version: 1,");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_comments_of_a_record_opened_are_written_back_while_their_moves_stand() {
    use oware::gui::files::saves::{loaded_document, write_session};
    use oware::records::{DocumentFormat, open_document, write_atomic};
    let dir = std::env::temp_dir().join(format!("oware-comments-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("commented.ogn");
    write_atomic(&path, b"1. F {a quiet start} f 2. E {a capture soon} a *\n").expect("written");
    let mut app = app(AnimationSpeed::Instant);
    let opened = open_document(&path).expect("opens");
    app.world_mut()
        .write_message(SessionRequest::Load(Box::new(loaded_document(opened))));
    settle(&mut app);
    let out = dir.join("again.ogn");
    let session = app.world().resource::<GameSession>().clone();
    write_session(&out, DocumentFormat::Ogn, &session).expect("written");
    let text = std::fs::read_to_string(&out).expect("read");
    assert!(
        text.contains("F {a quiet start} f 2. E {a capture soon} a"),
        "{text}"
    );
    // The last two moves taken back and another played: the comment of E stays, its
    // move does; nothing is said of the new move.
    app.world_mut().write_message(SessionRequest::Undo);
    settle(&mut app);
    request(&mut app, Move::new(Pit::from_letter('b').expect("pit")));
    settle(&mut app);
    let session = app.world().resource::<GameSession>().clone();
    write_session(&out, DocumentFormat::Ogn, &session).expect("written");
    let text = std::fs::read_to_string(&out).expect("read");
    assert!(
        text.contains("{a quiet start}") && text.contains("{a capture soon}"),
        "{text}"
    );
    assert_eq!(text.matches('{').count(), 2, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_of_several_games_lists_them_opens_one_and_adds_them_all_to_the_library() {
    use oware::gui::files::files_menu::{FileOfGames, FileRequest, OpeningFiles};
    use oware::gui::files::game_library::{GameLibrary, LibraryRequest};
    let dir = std::env::temp_dir().join(format!("oware-several-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("library")).expect("dir");
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(GameLibrary::at(dir.join("library")));
    with_files_menu(&mut app);
    with_computer(
        &mut app,
        (
            oware::gui::computer::review::plugin,
            oware::gui::files::game_library::plugin,
        ),
    );
    let path = dir.join("export.ogn");
    std::fs::write(
        &path,
        "[South \"Ama\"]\n[North \"Kofi\"]\n[Result \"*\"]\n\n1. F f 2. E *\n\n\
         [South \"Esi\"]\n[North \"Yaw\"]\n[Result \"*\"]\n\n1. A *\n\n\
         [South \"Bad\"]\n[North \"Record\"]\n\n1. F F *\n",
    )
    .expect("written");
    open_file(&mut app, &path);
    let listed = app.world().resource::<FileOfGames>().0.clone();
    let (_, games) = listed.expect("the file's games are listed, not refused");
    assert_eq!(games.len(), 3);
    assert_eq!(
        over_board(&app),
        oware::gui::state::OverBoard::FileGames,
        "the list is the window open"
    );
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .plies()
            .is_empty()
    );
    // The second game, chosen from the list.
    app.world_mut()
        .write_message(FileRequest::OpenRecord(path.clone(), 2));
    app.update();
    while app.world().resource::<OpeningFiles>().busy() {
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    app.update();
    app.update();
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.game().plies().len(), 1);
    assert_eq!(session.names()[0], "Esi");
    assert_eq!(
        over_board(&app),
        oware::gui::state::OverBoard::Nothing,
        "the game opened closes the list"
    );
    assert!(
        app.world().resource::<FileOfGames>().0.is_none(),
        "the listed games are forgotten as the list closes"
    );
    // All of them to the library, on a thread: the two that read, once.
    let mut said = Vec::new();
    for _ in 0..2 {
        app.world_mut()
            .write_message(LibraryRequest::AddRecords(path.clone()));
        app.update();
        let started = std::time::Instant::now();
        while app.world().resource::<GameLibrary>().adding.is_some() {
            assert!(started.elapsed() < Duration::from_secs(60), "never added");
            std::thread::sleep(Duration::from_millis(5));
            app.update();
        }
        app.update();
        said.extend(notices(&mut app));
    }
    assert!(
        said.iter()
            .any(|n| n.contains("2 games") && n.contains("1 that do not read")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|n| n.contains(": 0 games (2 already there")),
        "the same games again are there already: {said:?}"
    );
    let library = app.world().resource::<GameLibrary>();
    assert_eq!(
        library.library.entries.len(),
        2,
        "{:?}",
        library.library.entries
    );
    assert_eq!(library.library.entries[0].names[0], "Ama");
    let _ = std::fs::remove_dir_all(&dir);
}
