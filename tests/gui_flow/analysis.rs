//! Counting practice, positions set up by hand, and the analysis board with its side lines.

use crate::helpers::*;

#[test]
fn practice_takes_right_answers_refuses_wrong_ones_and_gives_the_game_back() {
    use oware::gui::modes::practice::{Practice, PracticeRequest};
    use oware::practice::{Answer, ExerciseKind};
    let mut app = app(AnimationSpeed::Instant);
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let game_board = board_counts(&mut app);
    app.world_mut()
        .write_message(PracticeRequest::Start(Some(ExerciseKind::PitAfter)));
    app.update();
    let exercise = app
        .world()
        .resource::<Practice>()
        .exercise
        .clone()
        .expect("an exercise");
    assert_eq!(exercise.kind, ExerciseKind::PitAfter);
    // The board shows the exercise, not the game.
    let p = exercise.position;
    assert_eq!(board_counts(&mut app), (*p.pits(), p.stores()));
    // A wrong answer is refused, with the right one shown and the move replayed.
    let right = exercise.right_answers();
    let wrong = (0..=72u8)
        .map(Answer::Number)
        .find(|a| !right.contains(a))
        .expect("a wrong number");
    app.world_mut()
        .write_message(PracticeRequest::Answer(wrong));
    app.update();
    // The replay is slow on purpose; a click (or Space) finishes it.
    app.world_mut().write_message(FastForward);
    settle(&mut app);
    let practice = app.world().resource::<Practice>();
    let feedback = practice.feedback.clone().expect("feedback");
    assert!(!feedback.right);
    assert_eq!(feedback.answers, right);
    assert_eq!(
        practice.progress.per_kind[ExerciseKind::PitAfter.index()].asked,
        1
    );
    let after = exercise.after().expect("a move");
    assert_eq!(
        board_counts(&mut app),
        (*after.pits(), after.stores()),
        "the replay ends where the rules say"
    );
    // The next one, answered right.
    app.world_mut().write_message(PracticeRequest::Next);
    app.update();
    let next = app
        .world()
        .resource::<Practice>()
        .exercise
        .clone()
        .expect("an exercise");
    let answer = next.right_answers()[0];
    app.world_mut()
        .write_message(PracticeRequest::Answer(answer));
    app.update();
    app.world_mut().write_message(FastForward);
    settle(&mut app);
    let practice = app.world().resource::<Practice>();
    assert!(practice.feedback.as_ref().is_some_and(|f| f.right));
    assert_eq!(practice.progress.streak, 1);
    // Back to the game, as it was; no animation had to be repaired.
    app.world_mut().write_message(PracticeRequest::Stop);
    app.update();
    settle(&mut app);
    assert!(!app.world().resource::<Practice>().active);
    assert_eq!(board_counts(&mut app), game_board);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        1
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn no_impossible_position_reaches_analysis_and_each_is_refused_with_its_reason() {
    use oware::gui::modes::setup::{PositionSetup, SetupRequest};
    use oware::gui::state::{BoardMode, UiAction};
    use oware::rules::SetupError;
    let mut app = app(AnimationSpeed::Instant);
    for letter in ['F', 'f'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    let game = game_fingerprint(&app);
    app.world_mut().write_message(UiAction::SetUpPosition);
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<BoardMode>>().get(),
        BoardMode::Setup
    );
    // The set-up starts from the game's position, shown on the board.
    let shown = app.world().resource::<GameSession>().shown_contents();
    assert_eq!(board_counts(&mut app), shown);
    let impossible = [
        // North has captured 25 (R8).
        ("1-1-1-1-1-1-1-1-1-1-1-0-12-25-S", None),
        // South to move with no seeds (R9).
        ("0-0-0-0-0-0-1-1-2-0-0-0-22-22-S", None),
        // South cannot reach the empty North (R7, R9).
        ("1-1-2-0-0-0-0-0-0-0-0-0-22-22-S", None),
        // 47 seeds: a string that does not hold the variant's seeds is not read (below),
        // so the count is set by hand after a paste.
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", Some(3u8)),
    ];
    let mut reasons = Vec::new();
    for (text, last_pit) in impossible {
        if let Some(n) = last_pit {
            app.world_mut()
                .write_message(SetupRequest::Paste(text.to_string()));
            app.update();
            let f = oware::gui::sowing::seeds::Place::Pit(Pit::from_letter('f').expect("f"));
            app.world_mut().write_message(SetupRequest::Set(f, n));
        } else {
            app.world_mut()
                .write_message(SetupRequest::Paste(text.to_string()));
        }
        settle(&mut app);
        let setup = app.world().resource::<PositionSetup>();
        let reason = setup.check().expect_err("impossible");
        let (pits, stores) = setup.contents().expect("setting up");
        assert_eq!(board_counts(&mut app), (pits, stores), "the board shows it");
        notices(&mut app);
        app.world_mut().write_message(UiAction::AnalysePosition);
        settle(&mut app);
        assert_eq!(
            game_fingerprint(&app),
            game,
            "{text}: the game is untouched"
        );
        assert!(app.world().resource::<PositionSetup>().is_active());
        let said = notices(&mut app);
        assert_eq!(
            said,
            vec![oware::gui::words::errors::setup_error(&reason)],
            "{text}"
        );
        reasons.push(std::mem::discriminant(&reason));
    }
    for kind in [
        SetupError::WrongTotal {
            found: 0,
            expected: 0,
        },
        SetupError::AlreadyWon {
            side: Side::South,
            seeds: 0,
        },
        SetupError::NothingToSow { side: Side::South },
        SetupError::CannotFeed { side: Side::South },
    ] {
        assert!(reasons.contains(&std::mem::discriminant(&kind)), "{kind:?}");
    }
    // A string that cannot be read changes nothing and says why.
    let before = app.world().resource::<PositionSetup>().position_string();
    for text in [
        "4-4-x",
        "4-4-4-4-4-4-4-4-4-4-4-3-0-0-S",
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-W",
    ] {
        app.world_mut()
            .write_message(SetupRequest::Paste(text.into()));
        settle(&mut app);
        let setup = app.world().resource::<PositionSetup>();
        assert_eq!(setup.position_string(), before, "{text}");
        assert_eq!(setup.refused().map(|r| r.0.as_str()), Some(text));
    }
    // Back to the game: as it was.
    app.world_mut().write_message(SetupRequest::End);
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<BoardMode>>().get(),
        BoardMode::Game
    );
    assert_eq!(board_counts(&mut app), shown);
    assert_eq!(game_fingerprint(&app), game);
    assert_eq!(corrections(&app), 0);
}

#[test]
fn a_position_string_pasted_is_copied_back_the_same_and_the_variant_can_change() {
    use oware::gui::modes::setup::{PositionSetup, SetupRequest};
    use oware::rules::{Rules, SetupError};
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut().write_message(SetupRequest::Start);
    settle(&mut app);
    for text in [
        "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S",
        "5-0-3-0-2-8-0-1-0-5-0-2-12-10-N",
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N",
    ] {
        app.world_mut()
            .write_message(SetupRequest::Paste(text.to_string()));
        settle(&mut app);
        let setup = app.world().resource::<PositionSetup>();
        assert_eq!(setup.position_string(), text);
        assert!(setup.refused().is_none());
    }
    // Five seeds a pit: the same board is 12 short until the variant's start is set.
    let five = Rules {
        seeds_per_pit: 5,
        ..Rules::ABAPA
    };
    app.world_mut().write_message(SetupRequest::Rules(five));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<PositionSetup>().check(),
        Err(SetupError::WrongTotal {
            found: 48,
            expected: 60
        })
    );
    app.world_mut().write_message(SetupRequest::StartPosition);
    settle(&mut app);
    let setup = app.world().resource::<PositionSetup>();
    assert_eq!(setup.position_string(), "5-5-5-5-5-5-5-5-5-5-5-5-0-0-S");
    assert!(setup.check().is_ok());
    assert_eq!(board_counts(&mut app), ([5; 12], [0, 0]));
}

#[test]
fn a_position_set_up_is_played_against_the_computer_from_there() {
    use oware::gui::modes::setup::{PositionSetup, SetupRequest};
    use oware::gui::state::BoardMode;
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::ai_player::plugin);
    app.world_mut().write_message(SetupRequest::Start);
    app.world_mut().write_message(SetupRequest::Paste(
        "3-5-0-6-2-4-4-4-4-4-4-4-2-2-N".to_string(),
    ));
    settle(&mut app);
    let start = app
        .world()
        .resource::<PositionSetup>()
        .check()
        .expect("a game can start");
    // What the new-game window sends for it: one game from there, the computer North.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            first: start.to_move(),
            players: [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
            start: Some(start),
            ..NewGame::default()
        }));
    app.world_mut().write_message(SetupRequest::End);
    for _ in 0..2_000 {
        app.update();
        if !app
            .world()
            .resource::<GameSession>()
            .game()
            .plies()
            .is_empty()
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<BoardMode>>().get(),
        BoardMode::Game
    );
    let game = app.world().resource::<GameSession>().game().clone();
    assert_eq!(*game.start(), start);
    assert_eq!(game.plies().len(), 1, "the computer, North, moved first");
    assert_eq!(game.plies()[0].report.mv.side(), Side::North);
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
}

#[test]
fn a_position_set_up_with_the_keyboard_is_analysed_with_both_sides_played_here() {
    use oware::ai::{Searcher, analyze_deepening};
    use oware::gui::computer::hints::BoardHints;
    use oware::gui::modes::setup::PositionSetup;
    use oware::gui::state::BoardMode;
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    with_computer(
        &mut app,
        (
            oware::gui::board::setup_input::plugin,
            oware::gui::panels::shortcuts::plugin,
            oware::gui::computer::hints::plugin,
        ),
    );
    app.world_mut().resource_mut::<BoardHints>().max_depth = 5;
    // Ctrl+B sets up; the keys alone make the position.
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::KeyB);
    }
    app.update();
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::ControlLeft);
        keys.release(KeyCode::KeyB);
        keys.clear();
    }
    settle(&mut app);
    assert!(app.world().resource::<PositionSetup>().is_active());
    // A gets 6 (the first arrow lands on A), B 12; e (above B: North's row reads f..a
    // from the left) gets 0, then + + − leave 1; Delete empties f (left of e); North to
    // move.
    let keys = [
        KeyCode::ArrowRight,
        KeyCode::Digit6,
        KeyCode::ArrowRight,
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::ArrowUp,
        KeyCode::Digit0,
        KeyCode::Equal,
        KeyCode::Equal,
        KeyCode::Minus,
        KeyCode::ArrowLeft,
        KeyCode::Delete,
        KeyCode::KeyN,
    ];
    for key in keys {
        press_key(&mut app, key);
    }
    let setup = app.world().resource::<PositionSetup>();
    assert_eq!(setup.position_string(), "6-12-4-4-4-4-4-4-4-4-1-0-0-0-N");
    let expected_error = setup.check().expect_err("51 seeds");
    assert!(matches!(
        expected_error,
        oware::rules::SetupError::WrongTotal { found: 51, .. }
    ));
    // Down from f is A: typing 3 there makes 48.
    for key in [KeyCode::ArrowDown, KeyCode::Digit3] {
        press_key(&mut app, key);
    }
    let setup = app.world().resource::<PositionSetup>();
    assert_eq!(setup.position_string(), "3-12-4-4-4-4-4-4-4-4-1-0-0-0-N");
    let start = setup.check().expect("48 seeds, North can move");
    // Enter analyses: the game starts there, both sides played at the screen, hints on.
    press_key(&mut app, KeyCode::Enter);
    settle_hints(&mut app);
    assert_eq!(
        *app.world().resource::<State<BoardMode>>().get(),
        BoardMode::Game
    );
    let session = app.world().resource::<GameSession>();
    let game = session.game().clone();
    assert_eq!(*game.start(), start);
    assert!(game.plies().is_empty());
    assert_eq!(session.players(), [PlayerKind::Human; 2]);
    let (depth, shown) = app
        .world()
        .resource::<BoardHints>()
        .for_game(&game)
        .map(|(d, m)| (d, m.to_vec()))
        .expect("hints for the position set up");
    let mut searcher = Searcher::new(*game.rules(), oware::ai::DEFAULT_HASH_MB);
    let (_, expected) =
        analyze_deepening(&mut searcher, &game, depth, &mut |_, _| {}).expect("complete");
    assert_eq!(shown, expected, "what analyze --fen prints at that depth");
    assert!(shown.iter().all(|h| h.mv.side() == Side::North));
    // North's best move, then hints for South: both sides are played here.
    let best = shown[0].mv;
    request(&mut app, best);
    settle(&mut app);
    settle_hints(&mut app);
    let game = app.world().resource::<GameSession>().game().clone();
    assert_eq!(game.moves(), vec![best]);
    let hints = app.world().resource::<BoardHints>();
    let (_, now) = hints.for_game(&game).expect("hints for South");
    assert!(now.iter().all(|h| h.mv.side() == Side::South));
    assert_eq!(corrections(&app), 0);
}

#[test]
fn analysis_keeps_side_lines_goes_to_them_and_saves_them_as_ogn_variations() {
    use oware::gui::files::saves::{loaded_document, write_session};
    use oware::gui::modes::setup::SetupRequest;
    use oware::gui::state::UiAction;
    use oware::records::{DocumentFormat, open_document};
    use oware::rules::MoveTree;
    let mut app = app(AnimationSpeed::Instant);
    let start = "3-5-0-6-2-4-4-4-4-4-4-4-2-2-N";
    app.world_mut().write_message(SetupRequest::Start);
    app.world_mut()
        .write_message(SetupRequest::Paste(start.to_string()));
    app.update();
    app.world_mut().write_message(UiAction::AnalysePosition);
    settle(&mut app);
    let play = |app: &mut App, letters: &str| {
        for letter in letters.chars() {
            request(app, Move::new(Pit::from_letter(letter).expect("pit")));
            settle(app);
        }
    };
    let undo = |app: &mut App, n: usize| {
        for _ in 0..n {
            app.world_mut().write_message(SessionRequest::Undo);
            settle(app);
        }
    };
    // Both sides played here: a, then South and North in turn.
    play(&mut app, "aDb");
    // Back two, another South move and its reply: a side line; the first stays main.
    undo(&mut app, 2);
    play(&mut app, "Fc");
    // Back to the start, another first move.
    undo(&mut app, 3);
    play(&mut app, "f");
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.lines().outline(MoveTree::ROOT), "a(D(b) F(c)) f");
    // Go to the side line F c: the game is that line.
    let lines = session.lines().clone();
    let fc = lines
        .find(&[
            Move::new(Pit::from_letter('a').expect("a")),
            Move::new(Pit::from_letter('F').expect("F")),
            Move::new(Pit::from_letter('c').expect("c")),
        ])
        .expect("in the tree");
    app.world_mut().write_message(SessionRequest::GoTo(fc));
    settle(&mut app);
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.node(), fc);
    assert_eq!(
        oware::rules::format_move_list(&session.game().moves()),
        "aFc"
    );
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    // Saved as OGN: the FEN tag and every line, read back as they were.
    let dir = std::env::temp_dir().join(format!("oware-lines-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("analysis.ogn");
    let session = app.world().resource::<GameSession>().clone();
    write_session(&path, DocumentFormat::Ogn, &session).expect("written");
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains(&format!("[FEN \"{start}\"]")), "{text}");
    assert!(text.contains('('), "variations written: {text}");
    let opened = open_document(&path).expect("opens");
    let mut later = crate::helpers::app(AnimationSpeed::Instant);
    later
        .world_mut()
        .write_message(SessionRequest::Load(Box::new(loaded_document(opened))));
    settle(&mut later);
    let reopened = later.world().resource::<GameSession>();
    // The same lines, the game's own (as the move list shows it) the main one.
    let mut promoted = lines.clone();
    promoted.promote(fc);
    assert_eq!(
        reopened.lines().outline(MoveTree::ROOT),
        promoted.outline(MoveTree::ROOT)
    );
    assert_eq!(
        oware::rules::format_move_list(&reopened.game().moves()),
        "aFc"
    );
    assert_eq!(
        oware::rules::format_position(reopened.game().start()),
        start
    );
    // Saved as a match (RON, as the autosave writes it): the same lines, and the game
    // where it stood, in the side line.
    let ron = dir.join("analysis.ron");
    write_session(&ron, DocumentFormat::Ron, &session).expect("written");
    let mut later = crate::helpers::app(AnimationSpeed::Instant);
    later
        .world_mut()
        .write_message(SessionRequest::Load(Box::new(loaded_document(
            open_document(&ron).expect("opens"),
        ))));
    settle(&mut later);
    let reopened = later.world().resource::<GameSession>();
    assert_eq!(
        reopened.lines().outline(MoveTree::ROOT),
        lines.outline(MoveTree::ROOT)
    );
    assert_eq!(
        oware::rules::format_move_list(&reopened.game().moves()),
        "aFc"
    );
    // A save whose lines do not replay is refused, and the file left as it is.
    let text = std::fs::read_to_string(&ron).expect("read");
    // The side line `f` made `f f`: North twice.
    let broken = text.replace("\"f\"", "\"ff\"");
    assert_ne!(broken, text, "{text}");
    std::fs::write(&ron, &broken).expect("write");
    assert!(open_document(&ron).is_err());
    assert_eq!(std::fs::read_to_string(&ron).expect("read"), broken);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(corrections(&app), 0);
}

#[test]
fn esc_with_the_settings_open_over_a_set_up_closes_them_and_the_set_up_stays() {
    use oware::gui::modes::setup::{PositionSetup, SetupRequest};
    use oware::gui::state::SettingsOpen;
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.add_plugins(oware::gui::board::setup_input::plugin);
    app.world_mut().write_message(SetupRequest::Start);
    settle(&mut app);
    assert!(app.world().resource::<PositionSetup>().is_active());
    app.insert_resource(SettingsOpen(true));
    // A digit typed while the settings are open is not the set-up's.
    let before = app.world().resource::<PositionSetup>().position_string();
    press_key(&mut app, KeyCode::Digit7);
    assert_eq!(
        app.world().resource::<PositionSetup>().position_string(),
        before
    );
    press_key(&mut app, KeyCode::Escape);
    assert!(
        !app.world().resource::<SettingsOpen>().0,
        "Esc closes the settings"
    );
    assert!(
        app.world().resource::<PositionSetup>().is_active(),
        "and only them: the set-up stays"
    );
    press_key(&mut app, KeyCode::Escape);
    assert!(
        !app.world().resource::<PositionSetup>().is_active(),
        "then ends it"
    );
}
