//! The computer: it thinks off the main thread, is cancelled by a new game, undo and quit,
//! and its hints are those of the analysis.

use crate::helpers::*;

#[test]
fn the_computer_answers_a_move_off_the_main_thread() {
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::ai_player::plugin);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 2 }],
            ..NewGame::default()
        }));
    app.update();
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    // Wait (bounded) for the computer's reply to arrive and be played.
    for _ in 0..2_000 {
        app.update();
        if app.world().resource::<GameSession>().game().plies().len() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    settle(&mut app);
    let session = app.world().resource::<GameSession>();
    let game = session.game();
    assert_eq!(game.plies().len(), 2, "North (computer) answered");
    assert_eq!(game.plies()[1].report.mv.side(), Side::North);
    assert!(!session.is_person(Side::North));
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    // Undo goes back to the person's turn: both moves.
    app.world_mut().write_message(SessionRequest::UndoTurn);
    app.update();
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        0,
        "undo goes back to the person's turn"
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn hints_shown_are_those_of_analyze_at_the_same_depth_and_follow_the_position() {
    use oware::ai::{Searcher, analyze_deepening};
    use oware::gui::computer::hints::BoardHints;
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::hints::plugin);
    {
        let mut hints = app.world_mut().resource_mut::<BoardHints>();
        hints.requested = true;
        hints.max_depth = 5;
    }
    for letter in ['F', 'f', 'E'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    settle_hints(&mut app);
    let game = app.world().resource::<GameSession>().game().clone();
    let (depth, shown) = app
        .world()
        .resource::<BoardHints>()
        .for_game(&game)
        .map(|(d, m)| (d, m.to_vec()))
        .expect("hints for this position");
    assert_eq!(depth, 5);
    let mut searcher = Searcher::new(*game.rules(), oware::ai::DEFAULT_HASH_MB);
    let (_, expected) =
        analyze_deepening(&mut searcher, &game, 5, &mut |_, _| {}).expect("complete");
    assert_eq!(
        shown, expected,
        "the app shows what analyze --depth 5 prints"
    );
    // The threats are the opponent's captures against the mover's pits.
    assert_eq!(
        app.world().resource::<BoardHints>().threats(&game),
        oware::ai::threats(game.position(), game.rules()).as_slice()
    );
    // A move: the old values no longer apply, new ones come for the new position.
    request(&mut app, Move::new(Pit::from_letter('a').expect("a")));
    settle(&mut app);
    let moved = app.world().resource::<GameSession>().game().clone();
    assert!(
        app.world()
            .resource::<BoardHints>()
            .for_game(&game)
            .is_none()
    );
    settle_hints(&mut app);
    let hints = app.world().resource::<BoardHints>();
    let (_, now) = hints.for_game(&moved).expect("hints for the new position");
    assert!(now.iter().all(|h| h.mv.side() == Side::South));
    // Hints off: nothing is shown and no work goes on.
    app.world_mut().resource_mut::<BoardHints>().requested = false;
    app.update();
    let hints = app.world().resource::<BoardHints>();
    assert!(hints.for_game(&moved).is_none());
    assert!(!hints.is_thinking());
}

#[test]
fn a_new_game_cancels_the_computers_thinking_and_its_answer_is_dropped() {
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::ai_player::plugin);
    // The computer (full strength, a second and a half a move) starts.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            first: Side::North,
            players: [PlayerKind::Human, PlayerKind::Computer { level: 8 }],
            ..NewGame::default()
        }));
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<oware::gui::computer::ai_player::Thinking>()
            .is_busy()
    );
    // While it thinks the frames go on: the search is on another thread.
    let mut frames = 0;
    while frames < 20 {
        app.update();
        frames += 1;
    }
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .plies()
            .is_empty(),
        "still thinking after {frames} frames"
    );
    // A new game between two people: the search is stopped, nothing is played.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    for _ in 0..300 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        !app.world()
            .resource::<oware::gui::computer::ai_player::Thinking>()
            .is_busy()
    );
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .plies()
            .is_empty()
    );
}

#[test]
fn undo_and_quit_cancel_the_computers_thinking() {
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::ai_player::plugin);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 8 }],
            ..NewGame::default()
        }));
    app.update();
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let thinking = |app: &App| {
        app.world()
            .resource::<oware::gui::computer::ai_player::Thinking>()
            .is_busy()
    };
    assert!(thinking(&app), "North (the computer) thinks");
    // Undo takes the person's move back: the search for the old position stops.
    app.world_mut().write_message(SessionRequest::Undo);
    app.update(); // the undo is applied
    app.update(); // the computer hears of it
    assert!(!thinking(&app));
    assert!(
        app.world()
            .resource::<GameSession>()
            .game()
            .plies()
            .is_empty()
    );
    // Its move again, then quit: the search stops with the app.
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    assert!(thinking(&app));
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(!thinking(&app));
}

#[test]
fn hints_speak_in_words_for_a_beginner_with_the_numbers_one_click_away_and_the_review_keeps_them() {
    use oware::gui::computer::hints::{BoardHints, hints_in_words};
    use oware::gui::state::UiAction;
    use oware::gui::words::{hint_sentence, hint_word};
    use oware::records::HintWords;
    let mut app = app(AnimationSpeed::Instant);
    with_computer(&mut app, oware::gui::computer::hints::plugin);
    let words_now = |app: &App| {
        hints_in_words(
            app.world().resource::<AppSettings>(),
            app.world().resource::<GameSession>(),
            false,
        )
    };
    // Two people at the screen: numbers.
    assert!(!words_now(&app));
    // Against level 1: words, by default.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
            ..NewGame::default()
        }));
    app.update();
    app.update();
    assert!(words_now(&app));
    {
        let mut hints = app.world_mut().resource_mut::<BoardHints>();
        hints.requested = true;
        hints.max_depth = 3;
    }
    settle_hints(&mut app);
    let game = app.world().resource::<GameSession>().game().clone();
    let (_, shown) = app
        .world()
        .resource::<BoardHints>()
        .for_game(&game)
        .map(|(d, m)| (d, m.to_vec()))
        .expect("hints at the start");
    oware::i18n::set_language(oware::i18n::Language::English);
    for hint in &shown {
        // At the start nothing captures and nothing can be taken: every move is safe.
        assert_eq!(hint_word(hint), "safe", "{hint:?}");
        let sentence = hint_sentence(hint, "North");
        assert!(
            sentence.starts_with(&hint.mv.to_string()) && sentence.contains("safe"),
            "{sentence}"
        );
        assert!(!sentence.contains('+'), "no signed numbers: {sentence}");
    }
    // The numbers are one click away, for every game from then on.
    app.world_mut()
        .write_message(UiAction::SetHintWords(HintWords::Never));
    app.update();
    assert!(!words_now(&app));
    app.world_mut()
        .write_message(UiAction::SetHintWords(HintWords::Always));
    app.update();
    assert!(words_now(&app));
    // What the hints showed of the position is kept for the review of the game.
    let shown_for = app.world().resource::<BoardHints>().shown_for(&game);
    assert!(shown_for.is_empty(), "no move played yet");
    request(&mut app, Move::new(Pit::from_letter('F').expect("pit")));
    settle(&mut app);
    let played = app.world().resource::<GameSession>().game().clone();
    let kept = app.world().resource::<BoardHints>().shown_for(&played);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].as_deref(), Some(shown.as_slice()));
}
