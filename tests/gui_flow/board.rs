//! The board in play: seeds as entities where the rules say, sowing animated, refusals,
//! undo and redo, the end of a game and of a match, keys, review mode and the board's modes.

use crate::helpers::*;

#[test]
fn start_position_has_every_seed_as_an_entity() {
    let mut app = app(AnimationSpeed::Instant);
    assert_eq!(board_counts(&mut app), ([4; 12], [0, 0]));
}

#[test]
fn random_games_end_with_seeds_where_the_rules_say() {
    let mut app = app(AnimationSpeed::Instant);
    let mut rng_state = 0x2545_f491_4f6c_dd1du64;
    for game_number in 0..12 {
        app.world_mut()
            .write_message(SessionRequest::NewGame(NewGame {
                first: if game_number % 2 == 0 {
                    Side::South
                } else {
                    Side::North
                },
                ..NewGame::default()
            }));
        app.update();
        settle(&mut app);
        loop {
            let legal = app
                .world()
                .resource::<GameSession>()
                .game()
                .legal_moves()
                .to_vec();
            if legal.is_empty() {
                break;
            }
            rng_state ^= rng_state << 13;
            rng_state ^= rng_state >> 7;
            rng_state ^= rng_state << 17;
            let mv = legal[(rng_state % legal.len() as u64) as usize];
            request(&mut app, mv);
            settle(&mut app);
            let expected = app.world().resource::<GameSession>().shown_contents();
            assert_eq!(
                board_counts(&mut app),
                expected,
                "game {game_number}, after {mv}"
            );
        }
    }
    assert_eq!(app.world().resource::<Seen>().ended, 12);
    assert_eq!(corrections(&app), 0, "plans matched the rules");
}

#[test]
fn animated_sowing_drops_seeds_one_by_one() {
    let mut app = app(AnimationSpeed::Normal);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(16),
    ));
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    assert!(app.world().resource::<Animator>().is_busy());
    // Step the clock by hand: seeds land in a, b, c, d in turn.
    let mut seen_partial = false;
    for _ in 0..400 {
        app.update();
        let (pits, _) = board_counts(&mut app);
        if pits[6..10].iter().filter(|&&n| n == 5).count() == 2 {
            seen_partial = true; // half the seeds have landed
            assert_eq!(pits[5], 0, "the origin is empty while sowing");
        }
        if !app.world().resource::<Animator>().is_busy() {
            break;
        }
    }
    assert!(seen_partial, "counts update seed by seed");
    assert_eq!(
        board_counts(&mut app),
        ([4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4], [0, 0])
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn fast_forward_finishes_a_capture_at_once() {
    let mut app = app(AnimationSpeed::Slow);
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    assert!(app.world().resource::<Animator>().is_busy());
    app.world_mut().write_message(FastForward);
    app.update();
    app.update();
    assert!(!app.world().resource::<Animator>().is_busy());
    assert_eq!(
        board_counts(&mut app),
        ([3, 1, 4, 0, 0, 3, 2, 4, 0, 0, 0, 2], [18, 11])
    );
    assert_eq!(corrections(&app), 0, "the capture flew where the rules say");
}

#[test]
fn illegal_requests_are_refused_with_their_reason() {
    let mut app = app(AnimationSpeed::Instant);
    request(&mut app, Move::new(Pit::from_letter('a').expect("a")));
    start_from(&mut app, "1-0-0-0-0-1-0-0-0-0-0-0-23-23-S");
    request(&mut app, Move::new(Pit::from_letter('A').expect("A")));
    request(&mut app, Move::new(Pit::from_letter('B').expect("B")));
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.applied, 0);
    assert!(matches!(seen.rejected[0], MoveError::NotYourPit { .. }));
    assert!(matches!(seen.rejected[1], MoveError::MustFeed { .. }));
    assert!(matches!(seen.rejected[2], MoveError::EmptyPit { .. }));
    assert_eq!(
        board_counts(&mut app),
        ([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], [23, 23])
    );
}

#[test]
fn undo_redo_and_play_again_relay_the_board() {
    let mut app = app(AnimationSpeed::Instant);
    for letter in ['F', 'f', 'E'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    app.world_mut().write_message(SessionRequest::Undo);
    app.update();
    let expected = app.world().resource::<GameSession>().shown_contents();
    assert_eq!(board_counts(&mut app), expected);
    assert_eq!(expected.0, [5, 5, 5, 5, 4, 0, 5, 5, 5, 5, 4, 0]);
    app.world_mut().write_message(SessionRequest::Redo);
    app.update();
    assert_eq!(
        board_counts(&mut app).0,
        [5, 5, 5, 5, 0, 1, 6, 6, 6, 5, 4, 0]
    );
    app.world_mut().write_message(SessionRequest::PlayAgain);
    app.update();
    assert_eq!(board_counts(&mut app), ([4; 12], [0, 0]));
}

#[test]
fn a_cycle_ends_the_game_and_the_seeds_go_home() {
    let mut app = app(AnimationSpeed::Fast);
    start_from(&mut app, "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S");
    for letter in "AaBbCcDdEeFf".chars() {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        app.world_mut().write_message(FastForward);
        settle(&mut app);
    }
    assert_eq!(app.world().resource::<Seen>().ended, 1);
    assert_eq!(board_counts(&mut app), ([0; 12], [24, 24]));
    assert_eq!(corrections(&app), 0, "each row flew to its own store");
}

#[test]
fn keys_play_the_movers_pits_and_arrows_with_enter_too() {
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    press_key(&mut app, KeyCode::KeyF); // South sows F
    press_key(&mut app, KeyCode::Digit1); // North sows its first pit: a
    let moves = app.world().resource::<GameSession>().game().moves();
    assert_eq!(
        moves,
        vec![
            Move::new(Pit::from_letter('F').expect("F")),
            Move::new(Pit::from_letter('a').expect("a"))
        ]
    );
    // Arrow right from nothing focuses South's first legal pit (A), Enter sows it.
    press_key(&mut app, KeyCode::ArrowRight);
    press_key(&mut app, KeyCode::Enter);
    let moves = app.world().resource::<GameSession>().game().moves();
    assert_eq!(
        moves.last(),
        Some(&Move::new(Pit::from_letter('A').expect("A")))
    );
    // Ctrl+Z takes it back.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ControlLeft);
    press_key(&mut app, KeyCode::KeyZ);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves().len(),
        2
    );
    // Shift+C toggles the counts.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::ControlLeft);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::ShiftLeft);
    press_key(&mut app, KeyCode::KeyC);
    assert!(!app.world().resource::<AppSettings>().show_counts);
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn a_game_that_ends_is_recorded_in_the_match_and_undo_takes_it_back() {
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            format: oware::rules::MatchFormat::BestOf3,
            ..NewGame::default()
        }));
    app.update();
    // A position where South's F captures and reaches 26 (R8), set up inside the match by
    // loading a save of it.
    let rules = Rules::ABAPA;
    let start = parse_position("0-0-0-0-0-1-1-1-0-0-0-0-24-21-S", &rules).expect("valid");
    let mut m = oware::rules::Match::new(
        oware::rules::MatchFormat::BestOf3,
        oware::rules::NextStarter::WinnerStarts,
        Side::South,
    );
    m.games.clear();
    let play =
        oware::rules::MatchSession::resume(oware::rules::Game::from_position(rules, start), m);
    app.world_mut().write_message(SessionRequest::Load(Box::new(
        oware::gui::game::session::LoadedMatch {
            play,
            players: [PlayerKind::Human; 2],
            names: ["Ama".to_string(), "Kofi".to_string()],
            lines: None,
            online: None,
            comments: Vec::new(),
            clock: None,
        },
    )));
    app.update();
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.match_state().wins(Side::South), 1);
    assert_eq!(session.name(Side::South), "Ama");
    assert_eq!(app.world().resource::<Seen>().ended, 1);
    app.world_mut().write_message(SessionRequest::Undo);
    app.update();
    assert_eq!(
        app.world()
            .resource::<GameSession>()
            .match_state()
            .games
            .len(),
        0
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn a_quick_ctrl_z_chord_between_two_frames_still_undoes() {
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        1
    );
    {
        // Ctrl pressed and let go, Z pressed, all before the next frame.
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::KeyZ);
        keys.release(KeyCode::ControlLeft);
    }
    app.update();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        0,
        "undone"
    );
}

#[test]
fn review_mode_shows_an_earlier_position_and_refuses_moves() {
    use oware::gui::modes::history_review::{HistoryRequest, HistoryReview};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    for letter in ['F', 'f', 'E', 'e'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    app.world_mut().write_message(HistoryRequest::Show(1));
    app.update();
    let game = app.world().resource::<GameSession>().game().clone();
    let after_one = game.positions()[1];
    assert_eq!(
        board_counts(&mut app),
        (*after_one.pits(), after_one.stores())
    );
    // A move key does nothing while an earlier position is shown; → steps on.
    press_key(&mut app, KeyCode::KeyA);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        4
    );
    press_key(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<HistoryReview>().shown(), Some(2));
    let after_two = game.positions()[2];
    assert_eq!(
        board_counts(&mut app),
        (*after_two.pits(), after_two.stores())
    );
    // Esc: back to the game, which plays again.
    press_key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<HistoryReview>().is_active());
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    press_key(&mut app, KeyCode::KeyA);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        5
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn the_board_has_one_mode_at_a_time_and_the_newest_takes_it() {
    use oware::gui::modes::history_review::{HistoryRequest, HistoryReview};
    use oware::gui::modes::line_preview::{LinePreview, PreviewRequest};
    use oware::gui::modes::practice::{Practice, PracticeRequest};
    use oware::gui::state::BoardMode;
    use oware::practice::ExerciseKind;
    fn mode(app: &App) -> BoardMode {
        *app.world().resource::<State<BoardMode>>().get()
    }
    /// The side the board (and the status line) names to move.
    fn named(app: &mut App) -> Option<Side> {
        use bevy::ecs::system::RunSystemOnce;
        use oware::gui::modes::board_mode::BoardModes;
        app.world_mut()
            .run_system_once(|modes: BoardModes, session: Res<GameSession>| {
                modes.to_move_shown(session.game())
            })
            .expect("the board's modes")
    }
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    for letter in ['F', 'f'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    assert_eq!(mode(&app), BoardMode::Game);
    // A line previewed from the hints.
    let line: Vec<Move> = "ABC"
        .chars()
        .map(|c| Move::new(Pit::from_letter(c).expect("pit")))
        .collect();
    app.world_mut().write_message(PreviewRequest::Start(line));
    settle(&mut app);
    assert_eq!(mode(&app), BoardMode::Preview);
    let shown = *app
        .world()
        .resource::<LinePreview>()
        .position()
        .expect("a position");
    assert_eq!(board_counts(&mut app), (*shown.pits(), shown.stores()));
    assert_eq!(
        named(&mut app),
        Some(shown.to_move()),
        "the line's side to move"
    );
    // An earlier position asked for meanwhile takes the board; the preview ends.
    app.world_mut().write_message(HistoryRequest::Show(1));
    settle(&mut app);
    assert_eq!(mode(&app), BoardMode::History);
    assert!(!app.world().resource::<LinePreview>().is_active());
    assert_eq!(named(&mut app), Some(Side::North), "after one ply, North");
    let after_one = app.world().resource::<GameSession>().game().positions()[1];
    assert_eq!(
        board_counts(&mut app),
        (*after_one.pits(), after_one.stores())
    );
    // Practice started from the review ends it, and a key answers the exercise instead
    // of stepping through the game.
    app.world_mut()
        .write_message(PracticeRequest::Start(Some(ExerciseKind::PitAfter)));
    settle(&mut app);
    assert_eq!(mode(&app), BoardMode::Practice);
    assert!(!app.world().resource::<HistoryReview>().is_active());
    let exercise = app
        .world()
        .resource::<Practice>()
        .exercise
        .clone()
        .expect("an exercise");
    let p = exercise.position;
    assert_eq!(board_counts(&mut app), (*p.pits(), p.stores()));
    assert_eq!(
        named(&mut app),
        Some(p.to_move()),
        "the exercise's side to move"
    );
    press_key(&mut app, KeyCode::ArrowLeft);
    assert!(!app.world().resource::<HistoryReview>().is_active());
    // An answer replays the move with a number over each seed; back to the game, the
    // numbers go with the exercise and the game is as it was.
    let answer = exercise.right_answers()[0];
    app.world_mut()
        .write_message(PracticeRequest::Answer(answer));
    app.update();
    app.update();
    let mut numbers = app.world_mut().query::<&Text2d>();
    assert!(
        numbers.iter(app.world()).count() > 0,
        "numbers over the seeds"
    );
    app.world_mut().write_message(PracticeRequest::Stop);
    settle(&mut app);
    assert_eq!(mode(&app), BoardMode::Game);
    assert_eq!(numbers.iter(app.world()).count(), 0);
    assert_eq!(
        board_counts(&mut app),
        app.world().resource::<GameSession>().shown_contents()
    );
    press_key(&mut app, KeyCode::KeyA);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        3,
        "the game plays again"
    );
    assert_eq!(corrections(&app), 0);
}

#[test]
fn undo_and_redo_across_a_capture_move_the_seeds_back_and_forth() {
    let mut app = app(AnimationSpeed::Instant);
    // Worked example 1: E captures 8 (e, d and c).
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    settle(&mut app);
    let captured = ([3, 1, 4, 0, 0, 3, 2, 4, 0, 0, 0, 2], [18, 11]);
    assert_eq!(board_counts(&mut app), captured);
    app.world_mut().write_message(SessionRequest::Undo);
    app.update();
    assert_eq!(
        board_counts(&mut app),
        ([3, 1, 4, 0, 6, 2, 1, 3, 2, 1, 2, 2], [10, 11]),
        "the captured seeds are back in their pits"
    );
    app.world_mut().write_message(SessionRequest::Redo);
    app.update();
    assert_eq!(board_counts(&mut app), captured);
    assert_eq!(corrections(&app), 0);
}

#[test]
fn resigning_against_the_computer_gives_it_the_game() {
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
            ..NewGame::default()
        }));
    app.update();
    // Resign from the menu: asked first; nothing ends until the player says so.
    app.world_mut()
        .write_message(oware::gui::state::UiAction::Resign);
    app.update();
    app.update();
    assert!(!app.world().resource::<GameSession>().game().is_over());
    assert_eq!(
        over_board(&app),
        oware::gui::state::OverBoard::ConfirmResign
    );
    assert_eq!(
        app.world().resource::<GameSession>().resigning_side(),
        Some(Side::South)
    );
    app.world_mut()
        .write_message(oware::gui::state::UiAction::ConfirmResign);
    app.update();
    app.update();
    let session = app.world().resource::<GameSession>();
    let outcome = session.game().outcome().copied().expect("the game is over");
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(outcome.reason, oware::rules::EndReason::Resignation);
    assert_eq!(app.world().resource::<Seen>().ended, 1);
    // The result line says the game was resigned, not a score the board did not decide.
    oware::i18n::set_language(oware::i18n::Language::English);
    assert_eq!(session.result_text(&outcome), "North wins: South resigned");
}

#[test]
fn the_result_line_gives_the_winners_seeds_first() {
    let app = app(AnimationSpeed::Instant);
    let session = app.world().resource::<GameSession>();
    // North wins 26–20 (R8).
    let position = parse_position("0-0-0-1-0-1-0-0-0-0-0-0-20-26-S", &Rules::ABAPA).expect("p");
    let outcome = oware::rules::Outcome::of_position(&position, &Rules::ABAPA).expect("over");
    assert_eq!(outcome.winner, Some(Side::North));
    oware::i18n::set_language(oware::i18n::Language::English);
    assert_eq!(session.result_text(&outcome), "North wins 26–20");
}

#[test]
fn the_board_stays_on_the_players_side_when_an_online_match_is_over() {
    use oware::gui::game::session::OnlineChange;
    let mut app = app(AnimationSpeed::Instant);
    let play = oware::rules::MatchSession::new(
        Rules::ABAPA,
        Side::South,
        oware::rules::MatchFormat::Single,
        oware::rules::NextStarter::Alternate,
    );
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::Start {
            play: Box::new(play),
            names: ["Kofi".into(), "Ama".into()],
            remote: Side::South,
            hints: false,
            seat: Some(oware::records::OnlineSeat {
                code: "7K3M-Q9XD-2HVA-ZR6B".into(),
                host: false,
                side: Side::North,
                opponent: "Kofi".into(),
            }),
        }));
    app.update();
    let side = |app: &App| app.world().resource::<GameSession>().online_side();
    assert_eq!(side(&app), Some(Side::North));
    // The match is over and no longer online: its result is still seen from North.
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::End));
    app.update();
    assert_eq!(side(&app), Some(Side::North));
    // A new game at this screen is seen from South again.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    assert_eq!(side(&app), None);
}

#[test]
fn an_online_match_rejoined_after_a_restart_keeps_its_take_backs_side_line() {
    use oware::gui::game::session::OnlineChange;
    let start = start_online_as_ama;
    let mut app = app(AnimationSpeed::Instant);
    start(
        &mut app,
        oware::rules::MatchSession::new(
            Rules::ABAPA,
            Side::South,
            oware::rules::MatchFormat::Single,
            oware::rules::NextStarter::Alternate,
        ),
    );
    for letter in ['F', 'f'] {
        app.world_mut().write_message(MoveRequested(Move::new(
            Pit::from_letter(letter).expect("a pit"),
        )));
        settle(&mut app);
    }
    // Both agreed to take the two moves back; E is played instead.
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::TakeBack(0)));
    app.update();
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('E').expect("a pit"),
    )));
    settle(&mut app);
    let before = app.world().resource::<GameSession>().lines().len();
    assert_eq!(before, 3, "F f as a side line beside E");
    // The program ends; the autosave is rejoined in a new one, and the match comes back
    // from the other side as it stands (no side lines).
    let dir = std::env::temp_dir().join(format!("oware-rejoin-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("autosave.ron");
    oware::gui::files::saves::write_session(
        &path,
        oware::records::DocumentFormat::Ron,
        app.world().resource::<GameSession>(),
    )
    .expect("saved");
    let loaded = oware::gui::files::autosave::read_autosave(&path).expect("read");
    let mut again = crate::helpers::app(AnimationSpeed::Instant);
    again
        .world_mut()
        .write_message(SessionRequest::Load(Box::new(loaded.clone())));
    again.update();
    start(&mut again, loaded.play.clone());
    let session = again.world().resource::<GameSession>();
    assert_eq!(session.lines().len(), before);
    assert_eq!(session.game().plies().len(), 1);
    assert_eq!(
        session.online_seat().map(|seat| (seat.host, seat.side)),
        Some((true, Side::South))
    );
    let _ = std::fs::remove_dir_all(&dir);
}
