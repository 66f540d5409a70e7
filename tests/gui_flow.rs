//! Headless tests of the game's ECS flow (no window): a move request is validated by the
//! rules resource, animated seed by seed, and ends with every seed entity where the rules
//! say; illegal requests are refused with their reason; games end and can be replayed.

use bevy::prelude::*;
use oware::gui::LogicPlugin;
use oware::gui::play::animation::{Animator, FastForward};
use oware::gui::play::seeds::{Seed, counts};
use oware::gui::play::session::{
    GameEnded, GameSession, MoveApplied, MoveRejected, MoveRequested, NewGame, SessionRequest,
};
use oware::gui::play::settings::{AnimationSpeed, AppSettings};
use oware::records::{PlayerKind, Settings};
use oware::rules::{Move, MoveError, Pit, Rules, Side, parse_position};
use std::time::Duration;

#[derive(Resource, Default)]
struct Seen {
    applied: usize,
    rejected: Vec<MoveError>,
    ended: usize,
}

fn record(
    mut seen: ResMut<Seen>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<GameEnded>,
) {
    seen.applied += applied.read().count();
    seen.rejected.extend(rejected.read().map(|r| r.error));
    seen.ended += ended.read().count();
}

fn app(speed: AnimationSpeed) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(LogicPlugin)
        .insert_resource(AppSettings(Settings {
            speed,
            ..Settings::default()
        }))
        .init_resource::<Seen>()
        .add_systems(Last, record);
    app.update();
    app
}

/// Opens a file as the menu does and runs the app until it is read (on its thread) and
/// played, or its error said.
fn open_file(app: &mut App, path: &std::path::Path) {
    use oware::gui::files::files_menu::{FileRequest, OpeningFiles};
    app.world_mut()
        .write_message(FileRequest::Open(path.to_path_buf()));
    app.update();
    let started = std::time::Instant::now();
    while app.world().resource::<OpeningFiles>().busy() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "{} is still being read",
            path.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
    // The game loaded, then the screen it asks for.
    for _ in 0..4 {
        app.update();
    }
}

fn board_counts(app: &mut App) -> ([u8; 12], [u8; 2]) {
    let mut q = app.world_mut().query::<&Seed>();
    counts(q.iter(app.world()))
}

/// Plans whose end did not match the rules and had to be laid out again: must stay 0, or
/// the animation showed something the rules did not do.
fn corrections(app: &App) -> u32 {
    app.world().resource::<Animator>().corrections
}

fn settle(app: &mut App) {
    for _ in 0..10_000 {
        app.update();
        if !app.world().resource::<Animator>().is_busy() {
            app.update();
            return;
        }
    }
    panic!("animation never finished");
}

/// Sets up a game from a position string, as the launch options do.
fn start_from(app: &mut App, fen: &str) {
    let rules = Rules::ABAPA;
    let start = parse_position(fen, &rules).expect("valid");
    app.world_mut().write_message(SessionRequest::SetUp {
        rules,
        start: Some(start),
        moves: Vec::new(),
    });
    app.update();
}

/// Adds the board's input, with keys pressed by hand through `ButtonInput`.
fn with_keyboard(app: &mut App) {
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<oware::gui::board::parts::BoardFocus>()
        .add_plugins(oware::gui::board::input::plugin);
}

/// Presses and releases a key over one frame, then lets the animation finish.
fn press_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    settle(app);
}

/// The window over the board.
fn over_board(app: &App) -> oware::gui::state::OverBoard {
    *app.world()
        .resource::<State<oware::gui::state::OverBoard>>()
        .get()
}

fn request(app: &mut App, mv: Move) {
    app.world_mut().write_message(MoveRequested(mv));
    app.update();
}

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
fn esc_closes_the_settings_panel_before_it_opens_the_menu() {
    use oware::gui::state::{OverBoard, SettingsOpen};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.insert_resource(SettingsOpen(true));
    press_key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<SettingsOpen>().0);
    assert_eq!(over_board(&app), OverBoard::Nothing);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::InGameMenu);
    // The board still plays while the panel is open: it stands beside the board.
    press_key(&mut app, KeyCode::Escape);
    app.insert_resource(SettingsOpen(true));
    press_key(&mut app, KeyCode::KeyF);
    assert_eq!(
        app.world().resource::<GameSession>().game().moves(),
        vec![Move::new(Pit::from_letter('F').expect("F"))]
    );
}

#[test]
fn esc_closes_a_window_over_the_board_before_the_settings_and_the_menu() {
    use oware::gui::state::{OverBoard, SettingsOpen, UiAction, UiWindow};
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.world_mut()
        .write_message(UiAction::Open(UiWindow::Settings));
    app.world_mut()
        .write_message(UiAction::Open(UiWindow::NewGame));
    app.update();
    app.update();
    assert_eq!(over_board(&app), OverBoard::NewGame);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::Nothing, "the window first");
    assert!(app.world().resource::<SettingsOpen>().0);
    press_key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<SettingsOpen>().0, "then the panel");
    assert_eq!(over_board(&app), OverBoard::Nothing);
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(over_board(&app), OverBoard::InGameMenu, "then the menu");
}

#[test]
fn the_computer_answers_a_move_off_the_main_thread() {
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::computer::ai_player::plugin);
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
        oware::gui::play::session::LoadedMatch {
            play,
            players: [PlayerKind::Human; 2],
            names: ["Ama".to_string(), "Kofi".to_string()],
            lines: None,
            online: None,
            comments: Vec::new(),
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

/// Runs updates until the hints have finished their work (bounded).
fn settle_hints(app: &mut App) {
    for _ in 0..20_000 {
        app.update();
        let hints = app
            .world()
            .resource::<oware::gui::computer::hints::BoardHints>();
        let game = app.world().resource::<GameSession>().game();
        if !hints.is_thinking() && hints.for_game(game).is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the hints never finished");
}

#[test]
fn hints_shown_are_those_of_analyze_at_the_same_depth_and_follow_the_position() {
    use oware::ai::{Searcher, analyze_deepening};
    use oware::gui::computer::hints::BoardHints;
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::computer::hints::plugin);
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
    app.add_plugins(oware::gui::computer::ai_player::plugin);
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
fn practice_takes_right_answers_refuses_wrong_ones_and_gives_the_game_back() {
    use oware::gui::play::practice::{Practice, PracticeRequest};
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
fn undo_and_quit_cancel_the_computers_thinking() {
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::computer::ai_player::plugin);
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
    use oware::gui::play::session::BoardReset;
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
            .add_plugins(oware::gui::files::autosave::plugin)
            .add_plugins(oware::gui::files::files_menu::plugin);
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
fn review_mode_shows_an_earlier_position_and_refuses_moves() {
    use oware::gui::play::history_review::{HistoryRequest, HistoryReview};
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
    use oware::gui::play::history_review::{HistoryRequest, HistoryReview};
    use oware::gui::play::line_preview::{LinePreview, PreviewRequest};
    use oware::gui::play::practice::{Practice, PracticeRequest};
    use oware::gui::state::BoardMode;
    use oware::practice::ExerciseKind;
    fn mode(app: &App) -> BoardMode {
        *app.world().resource::<State<BoardMode>>().get()
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
    // An earlier position asked for meanwhile takes the board; the preview ends.
    app.world_mut().write_message(HistoryRequest::Show(1));
    settle(&mut app);
    assert_eq!(mode(&app), BoardMode::History);
    assert!(!app.world().resource::<LinePreview>().is_active());
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
fn unreadable_settings_are_told_to_the_player_at_launch() {
    use oware::gui::play::notice::Notice;
    use oware::gui::play::settings::SettingsProblem;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(LogicPlugin)
        .insert_resource(SettingsProblem(Some(
            oware::records::SettingsError::Invalid {
                path: "settings.ron".into(),
                message: "expected a struct".into(),
            },
        )));
    app.update();
    let notices: Vec<Notice> = app
        .world_mut()
        .resource_mut::<Messages<Notice>>()
        .drain()
        .collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].0.contains("settings.ron") && notices[0].0.contains("defaults"),
        "{}",
        notices[0].0
    );
}

/// The game's moves, start and players, to see that nothing changed it.
fn game_fingerprint(app: &App) -> (Vec<Move>, String, [PlayerKind; 2]) {
    let session = app.world().resource::<GameSession>();
    (
        session.game().moves(),
        oware::rules::format_position(session.game().start()),
        session.players(),
    )
}

/// The notices sent since the last look, taken out.
fn notices(app: &mut App) -> Vec<String> {
    app.world_mut()
        .resource_mut::<Messages<oware::gui::play::notice::Notice>>()
        .drain()
        .map(|n| n.0)
        .collect()
}

#[test]
fn no_impossible_position_reaches_analysis_and_each_is_refused_with_its_reason() {
    use oware::gui::play::setup::{PositionSetup, SetupRequest};
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
            let f = oware::gui::play::seeds::Place::Pit(Pit::from_letter('f').expect("f"));
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
            vec![oware::gui::play::error_words::setup_error(&reason)],
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
    use oware::gui::play::setup::{PositionSetup, SetupRequest};
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
    use oware::gui::play::setup::{PositionSetup, SetupRequest};
    use oware::gui::state::BoardMode;
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::computer::ai_player::plugin);
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
    use oware::gui::play::setup::PositionSetup;
    use oware::gui::state::BoardMode;
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    app.add_plugins((
        oware::gui::board::setup_input::plugin,
        oware::gui::panels::shortcuts::plugin,
        oware::gui::computer::hints::plugin,
    ));
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
    use oware::gui::play::setup::SetupRequest;
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
    let mut later = crate::app(AnimationSpeed::Instant);
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
    let mut later = crate::app(AnimationSpeed::Instant);
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
fn every_format_and_variant_choice_yields_its_match_state() {
    use oware::rules::{CycleRule, GrandSlamRule, MatchFormat, NextStarter};
    let mut app = app(AnimationSpeed::Instant);
    for (i, format) in MatchFormat::ALL.into_iter().enumerate() {
        let rules = Rules {
            grand_slam: GrandSlamRule::ALL[i % GrandSlamRule::ALL.len()],
            cycle: if i % 2 == 0 {
                CycleRule::Automatic
            } else {
                CycleRule::ByAgreement
            },
            seeds_per_pit: 3 + (i % 4) as u8,
            stores_shown: i % 3 != 0,
        };
        let first = if i % 2 == 0 { Side::North } else { Side::South };
        let next = if i % 2 == 0 {
            NextStarter::Alternate
        } else {
            NextStarter::WinnerStarts
        };
        app.world_mut()
            .write_message(SessionRequest::NewGame(NewGame {
                rules,
                first,
                format,
                next,
                ..NewGame::default()
            }));
        app.update();
        let session = app.world().resource::<GameSession>();
        let m = session.match_state();
        assert_eq!(
            (m.format, m.next_starter_rule, m.first_starter),
            (format, next, first)
        );
        assert!(m.games.is_empty());
        assert_eq!(*session.game().rules(), rules);
        assert_eq!(session.game().to_move(), Some(first));
        let seeds = u32::from(rules.total_seeds());
        let (pits, stores) = board_counts(&mut app);
        let total: u32 = pits
            .iter()
            .chain(stores.iter())
            .map(|&n| u32::from(n))
            .sum();
        assert_eq!(total, seeds, "{format:?}: every seed is an entity");
    }
}

#[test]
fn new_game_choices_name_the_players_and_can_draw_the_starter() {
    use oware::gui::windows::new_game::new_game_of;
    use oware::records::NewGamePrefs;
    let mut prefs = NewGamePrefs {
        computers: [None, Some(6)],
        names: ["  Ama ".to_string(), String::new()],
        first: None,
        ..NewGamePrefs::default()
    };
    prefs.rules.stores_shown = false;
    let south_first = new_game_of(&prefs, || true);
    assert_eq!(south_first.first, Side::South);
    assert_eq!(
        south_first.names,
        ["Ama".to_string(), "Computer (level 6)".to_string()]
    );
    assert_eq!(
        south_first.players,
        [PlayerKind::Human, PlayerKind::Computer { level: 6 }]
    );
    assert!(!south_first.rules.stores_shown);
    assert_eq!(new_game_of(&prefs, || false).first, Side::North);
    prefs.first = Some(Side::North);
    assert_eq!(new_game_of(&prefs, || true).first, Side::North, "not drawn");
    // Remembered: the choices round-trip through the settings file's text.
    let settings = oware::records::Settings {
        new_game: prefs.clone(),
        ..oware::records::Settings::default()
    };
    let text = ron::to_string(&settings).expect("encode");
    assert_eq!(
        oware::records::parse_settings(&text)
            .expect("decode")
            .new_game,
        prefs
    );
}

#[test]
fn files_open_and_save_through_the_code_behind_the_dialogs() {
    use oware::gui::files::files_menu::FileRequest;
    use oware::records::{DocumentFormat, open_document};
    let dir = std::env::temp_dir().join(format!("oware-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::files::files_menu::plugin);
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
fn every_menu_action_has_a_keyboard_shortcut() {
    use oware::gui::computer::review::ReviewRequested;
    use oware::gui::files::files_menu::FileRequest;
    use oware::gui::play::practice::PracticeRequest;
    use oware::gui::state::{OverBoard, SettingsOpen};
    use oware::records::DocumentFormat;
    let mut app = app(AnimationSpeed::Instant);
    app.init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(oware::gui::panels::shortcuts::plugin);
    let chord = |app: &mut App, keys: &[KeyCode]| {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in keys {
            input.press(k);
        }
        app.update();
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for &k in keys {
            input.release(k);
        }
        input.clear();
        // A window opened is there from the next frame on.
        app.update();
    };
    /// The messages of one kind sent since the last look, taken out.
    fn sent<M: Message>(app: &mut App) -> Vec<M> {
        app.world_mut()
            .resource_mut::<Messages<M>>()
            .drain()
            .collect()
    }
    let ctrl = KeyCode::ControlLeft;
    chord(&mut app, &[ctrl, KeyCode::KeyN]);
    assert_eq!(over_board(&app), OverBoard::NewGame);
    chord(&mut app, &[KeyCode::F1]);
    assert_eq!(over_board(&app), OverBoard::Rules);
    chord(&mut app, &[KeyCode::F1]);
    assert_eq!(over_board(&app), OverBoard::Nothing, "F1 closes the rules");
    chord(&mut app, &[ctrl, KeyCode::Comma]);
    assert!(app.world().resource::<SettingsOpen>().0);
    chord(&mut app, &[ctrl, KeyCode::KeyO]);
    assert_eq!(sent::<FileRequest>(&mut app), vec![FileRequest::OpenDialog]);
    chord(&mut app, &[ctrl, KeyCode::KeyS]);
    assert_eq!(
        sent::<FileRequest>(&mut app),
        vec![FileRequest::SaveAsDialog(DocumentFormat::Ron)]
    );
    chord(&mut app, &[ctrl, KeyCode::KeyE]);
    assert_eq!(
        sent::<FileRequest>(&mut app),
        vec![FileRequest::SaveAsDialog(DocumentFormat::Ogn)]
    );
    chord(&mut app, &[ctrl, KeyCode::KeyR]);
    assert_eq!(sent::<ReviewRequested>(&mut app), vec![ReviewRequested]);
    assert_eq!(over_board(&app), OverBoard::Review);
    chord(&mut app, &[ctrl, KeyCode::KeyP]);
    assert_eq!(
        sent::<PracticeRequest>(&mut app),
        vec![PracticeRequest::Start(None)]
    );
    let sound = app.world().resource::<AppSettings>().sound_on;
    chord(&mut app, &[ctrl, KeyCode::KeyM]);
    assert_eq!(app.world().resource::<AppSettings>().sound_on, !sound);
    // Letters without Ctrl are moves, not shortcuts.
    chord(&mut app, &[KeyCode::KeyQ]);
    assert!(app.world().resource::<Messages<AppExit>>().is_empty());
    chord(&mut app, &[ctrl, KeyCode::KeyQ]);
    assert!(!app.world().resource::<Messages<AppExit>>().is_empty());
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

/// Every sound cue, with the frame it came in and the board at that moment.
#[derive(Resource, Default)]
struct Heard(
    Vec<(
        u32,
        oware::gui::play::sound_cues::SoundCue,
        [u8; 12],
        [u8; 2],
    )>,
);

fn listen(
    mut heard: ResMut<Heard>,
    mut frame: Local<u32>,
    mut cues: MessageReader<oware::gui::play::sound_cues::SoundCue>,
    seeds: Query<&Seed>,
) {
    *frame += 1;
    let (pits, stores) = counts(seeds.iter());
    for &cue in cues.read() {
        heard.0.push((*frame, cue, pits, stores));
    }
}

fn listening(speed: AnimationSpeed) -> App {
    let mut app = app(speed);
    app.init_resource::<Heard>().add_systems(Last, listen);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(16),
    ));
    app
}

fn heard_sounds(app: &App) -> Vec<oware::sounds::Sound> {
    app.world()
        .resource::<Heard>()
        .0
        .iter()
        .map(|h| h.1.sound)
        .collect()
}

#[test]
fn a_capture_sounds_each_seed_as_it_lands_then_the_captures() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Normal);
    // Worked example 1: E sows 6 (F, a…e) and captures e, d and c.
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    settle(&mut app);
    assert_eq!(
        heard_sounds(&app),
        [[Sound::SeedDrop; 6].as_slice(), &[Sound::Capture; 3]].concat(),
        "six drops, then a capture for each captured pit"
    );
    let heard = &app.world().resource::<Heard>().0;
    // Each drop is heard in the frame its seed lands: k+1 seeds are in the sown pits.
    let sown = [5usize, 6, 7, 8, 9, 10];
    let before = [2u8, 1, 3, 2, 1, 2];
    for (k, (_, cue, pits, _)) in heard.iter().take(6).enumerate() {
        let landed: u32 = sown
            .iter()
            .zip(before)
            .map(|(&p, b)| u32::from(pits[p].saturating_sub(b)))
            .sum();
        assert_eq!(landed, k as u32 + 1, "drop {k} heard as its seed lands");
        assert_eq!(
            cue.pitch,
            oware::gui::play::sound_cues::SoundCue::seed_drop(k).pitch
        );
    }
    let frames: Vec<u32> = heard.iter().map(|h| h.0).collect();
    assert!(
        frames.windows(2).all(|w| w[0] < w[1]),
        "one sound per frame: {frames:?}"
    );
    // The first capture sounds when captured seeds reach South's store.
    let (_, _, _, stores) = heard[6];
    assert!(
        stores[0] > 10,
        "the store has its first seeds when the capture is heard"
    );
}

#[test]
fn a_fast_forward_plays_one_of_each_sound_and_a_refusal_has_its_own() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Normal);
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    app.world_mut().write_message(FastForward);
    settle(&mut app);
    assert_eq!(heard_sounds(&app), [Sound::SeedDrop, Sound::Capture]);
    // North is to move: South's pit, then North's emptied pit e, are refused, each heard.
    app.world_mut().resource_mut::<Heard>().0.clear();
    request(&mut app, Move::new(Pit::from_letter('A').expect("A")));
    request(&mut app, Move::new(Pit::from_letter('e').expect("e")));
    assert_eq!(app.world().resource::<Seen>().rejected.len(), 2);
    assert_eq!(heard_sounds(&app), [Sound::Refusal, Sound::Refusal]);
}

#[test]
fn the_last_move_of_a_game_ends_with_its_sound() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Fast);
    // F sows into a, captures 2 and reaches 26 (R8).
    start_from(&mut app, "0-0-0-0-0-1-1-1-0-0-0-0-24-21-S");
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let heard = heard_sounds(&app);
    assert_eq!(heard.first(), Some(&Sound::SeedDrop));
    assert_eq!(heard.last(), Some(&Sound::GameEnd));
    assert!(heard.contains(&Sound::Capture));
}

/// The app's audio with Bevy's real audio plugin: on a machine without a sound card (CI) it
/// starts, takes the cues, and removes their players in time, with no panic.
#[test]
fn sounds_without_an_audio_device_start_and_clean_up() {
    use oware::gui::play::sound_cues::SoundCue;
    use oware::sounds::Sound;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::asset::AssetPlugin::default())
        .add_plugins(bevy::audio::AudioPlugin::default())
        .add_plugins(LogicPlugin)
        .add_plugins(oware::gui::sound::audio::plugin)
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_millis(100),
        ));
    app.update();
    app.world_mut()
        .write_message(SoundCue::plain(Sound::Capture));
    app.world_mut().write_message(SoundCue::seed_drop(3));
    app.update();
    let players = |app: &mut App| {
        app.world_mut()
            .query::<&bevy::audio::AudioPlayer>()
            .iter(app.world())
            .count()
    };
    assert_eq!(players(&mut app), 2, "each cue gets a player");
    // With the sound off, cues are dropped.
    app.world_mut().resource_mut::<AppSettings>().sound_on = false;
    app.world_mut()
        .write_message(SoundCue::plain(Sound::Refusal));
    app.update();
    assert_eq!(players(&mut app), 2);
    // Played or not (no device here), the players are gone after a few seconds.
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(players(&mut app), 0, "players are removed");
}

#[test]
fn a_file_opened_from_the_start_screen_is_played_and_one_that_fails_leaves_the_screen() {
    use oware::gui::files::autosave::Autosave;
    use oware::gui::files::files_menu::FileRequest;
    use oware::gui::state::AppScreen;
    use oware::records::DocumentFormat;
    let dir = std::env::temp_dir().join(format!("oware-start-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let saved = dir.join("match.ron");
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::state::app::StatesPlugin)
        .add_plugins(LogicPlugin)
        .insert_resource(AppSettings::default())
        .insert_resource(Autosave(None))
        .add_plugins((
            oware::gui::windows::start_screen::plugin,
            oware::gui::files::files_menu::plugin,
        ));
    app.update();
    let screen = |app: &App| *app.world().resource::<State<AppScreen>>().get();
    assert_eq!(screen(&app), AppScreen::Start);

    let send = |app: &mut App, request: FileRequest| {
        app.world_mut().write_message(request);
        for _ in 0..4 {
            app.update();
        }
    };
    open_file(&mut app, &dir.join("missing.ron"));
    assert_eq!(screen(&app), AppScreen::Start, "a file that fails to open");
    send(
        &mut app,
        FileRequest::SaveAs(saved.clone(), DocumentFormat::Ron),
    );
    assert!(saved.exists(), "the match was saved");
    assert_eq!(screen(&app), AppScreen::Start, "saving moves no screen");
    open_file(&mut app, &saved);
    assert_eq!(screen(&app), AppScreen::Playing, "an opened game is played");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn with_no_assets_folder_the_fonts_sounds_and_book_are_built_in() {
    use oware::gui::assets::built_in_assets::{FILES, source};
    let nowhere = std::env::temp_dir().join(format!("oware-no-assets-{}", std::process::id()));
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::asset::AssetPlugin {
            file_path: nowhere.to_string_lossy().into_owned(),
            ..default()
        })
        .add_plugins(bevy::audio::AudioPlugin::default())
        .add_plugins(bevy::text::TextPlugin)
        .add_plugins(oware::gui::assets::built_in_assets::plugin);
    let server = app.world().resource::<AssetServer>().clone();
    let handles: Vec<UntypedHandle> = FILES
        .iter()
        .map(|(path, _)| {
            if path.ends_with(".ttf") {
                server.load::<Font>(source(None, path)).untyped()
            } else {
                server
                    .load::<bevy::audio::AudioSource>(source(None, path))
                    .untyped()
            }
        })
        .collect();
    for _ in 0..500 {
        app.update();
        if handles
            .iter()
            .all(|h| server.load_state(h.id()).is_loaded() || server.load_state(h.id()).is_failed())
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    for ((path, _), handle) in FILES.iter().zip(&handles) {
        assert!(
            server.load_state(handle.id()).is_loaded(),
            "{path}: {:?}",
            server.load_state(handle.id())
        );
    }
    let fonts = app.world().resource::<Assets<Font>>();
    let sounds = app.world().resource::<Assets<bevy::audio::AudioSource>>();
    for ((path, _), handle) in FILES.iter().zip(&handles) {
        let there = fonts.contains(handle.id().typed_unchecked::<Font>())
            || sounds.contains(handle.id().typed_unchecked::<bevy::audio::AudioSource>());
        assert!(there, "{path} is loaded but not among the assets");
    }
    // The opening book needs no file either.
    let search = oware::records::find_book(&oware::rules::Rules::ABAPA, &[]);
    assert_eq!(
        search.found.map(|(_, source)| source),
        Some(oware::records::BookSource::BuiltIn)
    );
}

/// Updates the app until `done` says so (the network runs on its own threads), bounded.
fn update_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !done(app) {
        assert!(std::time::Instant::now() < deadline, "never: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// An app hosting an online match as Ama, with no relay (listed on the network if `lan`),
/// and its code once known.
fn hosting_app(lan: bool) -> (App, String) {
    hosting_app_with(lan, Rules::ABAPA)
}

/// The same, under `rules`.
fn hosting_app_with(lan: bool, rules: Rules) -> (App, String) {
    hosting_app_set(|settings| {
        settings.online.lan = lan;
        settings.online.rules = rules;
    })
}

/// An app hosting an online match as Ama, with no relay, its other choices as `choose`
/// sets them; and its code once known.
fn hosting_app_set(choose: impl FnOnce(&mut AppSettings)) -> (App, String) {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let mut app = app(AnimationSpeed::Instant);
    app.add_plugins(oware::gui::computer::hints::plugin);
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.online.name = "Ama".into();
        settings.online.relay = "off".into();
        settings.online.lan = false;
        choose(&mut settings);
    }
    app.world_mut().write_message(OnlineRequest::Host);
    let mut code = String::new();
    update_until(&mut app, "a code", |app| {
        if let Some(OnlineStatus::Hosting(Some(c))) = app.world().resource::<Online>().status() {
            code = c;
        }
        !code.is_empty()
    });
    (app, code)
}

/// A direct connection over this machine's loopback: no relay.
fn direct() -> oware_net::NetConfig {
    oware_net::NetConfig {
        relay: oware_net::Relay::Off,
        relay_only: false,
    }
}

/// A guest's next message (30 s at most), applied to its side of the match, the replies it
/// asks for sent back.
fn guest_take(
    link: &oware_net::Link,
    peer: &mut oware::net::OnlinePeer,
) -> Result<Vec<oware::net::Event>, String> {
    let message = link
        .incoming
        .recv_timeout(Duration::from_secs(30))
        .map_err(|e| e.to_string())?
        .map_err(|e| e.to_string())?;
    let events = peer.receive(message).map_err(|e| e.to_string())?;
    for event in &events {
        if let oware::net::Event::Reply(reply) = event {
            link.send(reply.clone());
        }
    }
    Ok(events)
}

/// The guest's side of the online test, a script over a real connection: greet, take the
/// host's move, answer it, ask to take that answer back, then send an illegal move. Returns
/// the guest's moves and why the host ended the match.
fn scripted_guest(code: String) -> Result<(Move, String), String> {
    use oware::net::{Event, Message, OnlinePeer};
    let config = direct();
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(peer.hello());
    let next = |peer: &mut OnlinePeer| -> Result<Vec<Event>, String> {
        let message = link
            .incoming
            .recv_timeout(Duration::from_secs(30))
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
        peer.receive(message).map_err(|e| e.to_string())
    };
    // The match starts; the host (South) moves first.
    while !next(&mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    link.send(peer.ask_undo(1).map_err(|e| e.to_string())?);
    while !next(&mut peer)?.contains(&Event::Undone(1)) {}
    // South's pit, on North's turn: illegal.
    link.send(Message::Move {
        ply: 2,
        pit: 'A',
        hash: "0000000000000000".into(),
    });
    loop {
        match next(&mut peer) {
            Ok(events) => {
                if let Some(Event::Refused(reason)) = events.first() {
                    return Ok((reply, reason.clone()));
                }
            }
            Err(e) => return Err(e),
        }
    }
}

#[test]
fn an_online_match_carries_moves_and_an_undo_both_ways_and_ends_on_an_illegal_move() {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || scripted_guest(code));
    update_until(&mut app, "the match starts", |app| {
        let session = app.world().resource::<GameSession>();
        session.remote_side() == Some(Side::North)
            && session.names() == &["Ama".to_string(), "Kofi".to_string()]
    });
    // The friend's pits are not this screen's to play.
    assert!(!app.world().resource::<GameSession>().is_person(Side::North));
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    update_until(&mut app, "the friend's undo question", |app| {
        app.world().resource::<Online>().undo_question() == Some("Kofi".to_string())
    });
    app.world_mut()
        .write_message(OnlineRequest::AnswerUndo(true));
    update_until(&mut app, "the move taken back", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 1
    });
    update_until(&mut app, "the illegal move refused", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Ended(_))
        )
    });
    let Some(OnlineStatus::Ended(why)) = app.world().resource::<Online>().status() else {
        unreachable!("checked above");
    };
    assert!(why.contains("refused"), "{why}");
    // The game as it was: the host's move, North to move, played at this screen now.
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.game().plies().len(), 1);
    assert_eq!(session.remote_side(), None);
    let (reply, reason) = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert!(reason.contains("illegal move"), "{reason}");
    assert!(reply.side() == Side::North);
}

/// The app hosting waits for its friend's answer to its first move, then sees the line drop.
fn answered_then_dropped(app: &mut App) {
    use oware::gui::online::{Online, OnlineStatus};
    update_until(app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    update_until(app, "the drop seen", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Reconnecting { .. })
        )
    });
}

/// A guest that joins the match of `code` and answers the host's first move with its first
/// legal one: its link and its side of the match.
fn guest_after_one_answer(code: &str) -> Result<(oware_net::Link, oware::net::OnlinePeer), String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    Ok((link, peer))
}

/// A guest whose line drops after its first answer, and who comes back once the host has
/// moved meanwhile: returns the plies of its game once that move has reached it, and the
/// winner of the game once the host has resigned it.
fn guest_whose_line_drops(
    code: String,
    host_moved: std::sync::mpsc::Receiver<()>,
) -> Result<(usize, Option<Side>), String> {
    use oware::net::Event;
    let config = direct();
    let take = guest_take;
    let (link, mut peer) = guest_after_one_answer(&code)?;
    // Let the answer leave, then the line drops.
    std::thread::sleep(Duration::from_millis(300));
    link.cut();
    host_moved
        .recv_timeout(Duration::from_secs(60))
        .map_err(|e| e.to_string())?;
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    for message in peer.reconnected().map_err(|e| e.to_string())? {
        link.send(message);
    }
    while !take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let plies = peer.match_session().ok_or("no match")?.game().plies().len();
    loop {
        if let Some(Event::Resigned(outcome)) = take(&link, &mut peer)?.first() {
            link.close();
            return Ok((plies, outcome.winner));
        }
    }
}

#[test]
fn an_online_match_resumes_where_it_was_when_the_line_drops_and_comes_back() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let (moved, host_moved) = std::sync::mpsc::channel();
    let guest = std::thread::spawn(move || guest_whose_line_drops(code, host_moved));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    answered_then_dropped(&mut app);
    // A move while the line is down: it waits, and reaches the friend once they are back.
    play_first_legal_move(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        3
    );
    moved.send(()).expect("the guest waits");
    update_until(&mut app, "the match resumed", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Playing { .. })
        )
    });
    // The host resigns (from the menu): both sides record the friend's win.
    app.world_mut()
        .write_message(oware::gui::state::UiAction::Resign);
    app.update();
    app.update();
    let (plies, winner) = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert_eq!(plies, 3, "the move made while the line was down arrived");
    assert_eq!(winner, Some(Side::North));
    let session = app.world().resource::<GameSession>();
    assert_eq!(session.game().plies().len(), 3);
    assert_eq!(
        session.game().outcome().and_then(|o| o.winner),
        Some(Side::North)
    );
    assert_eq!(session.match_state().wins(Side::North), 1);
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
    app.world_mut()
        .write_message(oware::gui::state::UiAction::Resign);
    app.update();
    app.update();
    let session = app.world().resource::<GameSession>();
    let outcome = session.game().outcome().copied().expect("the game is over");
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(outcome.reason, oware::rules::EndReason::Resignation);
    assert_eq!(app.world().resource::<Seen>().ended, 1);
}

#[test]
fn a_hosted_match_is_listed_on_the_network_and_joined_from_the_list() {
    // Multicast DNS, on a loopback of the test's own.
    if !oware_net::rerun_in_own_network(
        "a_hosted_match_is_listed_on_the_network_and_joined_from_the_list",
    ) {
        return;
    }
    let mut listing = oware_net::LanListing::start().expect("listening");
    let (mut app, code) = hosting_app(true);
    let short = code.split('@').next().unwrap_or_default().to_string();
    let mut heard = None;
    update_until(&mut app, "the match heard on the network", |_| {
        listing.refresh();
        heard = listing
            .matches()
            .iter()
            .find(|m| m.code.starts_with(&short))
            .cloned();
        heard.is_some()
    });
    let heard = heard.expect("heard");
    assert_eq!(
        (heard.name.as_str(), heard.game.as_str()),
        ("Ama", "Single")
    );
    // Joined from the list: its code carries the host's addresses.
    let config = direct();
    let link = oware_net::join(&config, &heard.code).expect("joined from the list");
    let peer = oware::net::OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    link.close();
}

#[test]
fn the_match_on_the_board_can_be_continued_online_but_not_a_position_set_up() {
    use oware::gui::online::{Online, OnlineRequest, OnlineStatus};
    let mut app = app(AnimationSpeed::Instant);
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.online.name = "Ama".into();
        settings.online.relay = "off".into();
        settings.online.lan = false;
    }
    // A position set up by hand cannot be replayed by the other side: refused, said.
    start_from(&mut app, "0-5-5-5-5-5-4-4-4-4-4-0-3-0-S");
    app.world_mut().write_message(OnlineRequest::HostContinued);
    update_until(&mut app, "the refusal", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Ended(_))
        )
    });
    app.world_mut().write_message(OnlineRequest::Dismiss);
    // A game under way from the start: continued, its moves reaching the friend.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    for letter in ['F', 'f'] {
        let mv = Move::new(Pit::from_letter(letter).expect("a pit"));
        app.world_mut().write_message(MoveRequested(mv));
        settle(&mut app);
    }
    app.world_mut().write_message(OnlineRequest::HostContinued);
    let mut code = String::new();
    update_until(&mut app, "a code", |app| {
        if let Some(OnlineStatus::Hosting(Some(c))) = app.world().resource::<Online>().status() {
            code = c;
        }
        !code.is_empty()
    });
    let config = direct();
    let link = oware_net::join(&config, &code).expect("joined");
    let mut peer = oware::net::OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while peer.match_session().is_none() {
        assert!(std::time::Instant::now() < deadline, "no match came");
        app.update();
        if let Ok(Ok(message)) = link.incoming.recv_timeout(Duration::from_millis(20)) {
            peer.receive(message).expect("accepted");
        }
    }
    let moves = peer.match_session().expect("the match").game().moves();
    assert_eq!(oware::rules::format_move_list(&moves), "Ff");
    update_until(&mut app, "the match goes on online", |app| {
        let session = app.world().resource::<GameSession>();
        session.remote_side() == Some(Side::North) && session.game().plies().len() == 2
    });
    link.close();
}

#[test]
fn online_a_cycling_game_under_by_agreement_ends_when_the_friend_asks_and_the_player_agrees() {
    use oware::gui::online::{Online, OnlineRequest};
    use oware::net::{Event, OnlinePeer};
    let rules: Rules = "abapa,cycle=by-agreement".parse().expect("rules");
    // A game that repeats a position, found by random play (seeded).
    let repeating = (0..2000u64)
        .find_map(|seed| {
            let mut game = oware::rules::Game::with_first(rules, Side::South);
            let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mut moves = Vec::new();
            while !game.is_over() && !game.cycle_seen() && moves.len() < 400 {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let legal: Vec<_> = game.legal_moves().iter().collect();
                let mv = legal[(state >> 33) as usize % legal.len()];
                game.play(mv).ok()?;
                moves.push(mv);
            }
            game.cycle_seen().then_some(moves)
        })
        .expect("a random game that repeats a position");
    let (mut app, code) = hosting_app_with(false, rules);
    let config = direct();
    let link = oware_net::join(&config, &code).expect("joined");
    let mut peer = OnlinePeer::guest("Kofi").expect("a guest");
    link.send(peer.hello());
    let take = |app: &mut App, peer: &mut OnlinePeer| -> Vec<Event> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            assert!(std::time::Instant::now() < deadline, "nothing came");
            app.update();
            if let Ok(Ok(message)) = link.incoming.recv_timeout(Duration::from_millis(10)) {
                let events = peer.receive(message).expect("accepted");
                for event in &events {
                    if let Event::Reply(reply) = event {
                        link.send(reply.clone());
                    }
                }
                return events;
            }
        }
    };
    while peer.match_session().is_none() {
        take(&mut app, &mut peer);
    }
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    for mv in repeating {
        if mv.side() == Side::South {
            app.world_mut().write_message(MoveRequested(mv));
            settle(&mut app);
            while !take(&mut app, &mut peer)
                .iter()
                .any(|e| matches!(e, Event::Moved { .. }))
            {}
        } else {
            link.send(peer.play(mv).expect("legal"));
            let plies = peer.match_session().expect("m").game().plies().len();
            update_until(&mut app, "the friend's move", |app| {
                app.world().resource::<GameSession>().game().plies().len() == plies
            });
        }
    }
    link.send(peer.ask_end().expect("a position repeated"));
    update_until(&mut app, "the question", |app| {
        app.world().resource::<Online>().end_question() == Some("Kofi".to_string())
    });
    app.world_mut()
        .write_message(OnlineRequest::AnswerEnd(true));
    let events = take(&mut app, &mut peer);
    assert!(
        matches!(events.first(), Some(Event::EndAgreed(_))),
        "{events:?}"
    );
    update_until(&mut app, "the game ended here too", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    let session = app.world().resource::<GameSession>();
    assert_eq!(
        session.game().outcome().map(|o| o.reason),
        Some(oware::rules::EndReason::Cycle)
    );
    link.close();
}

/// A guest whose line drops as soon as the host's first move reaches it, and who joins
/// again at once; it answers once the match has resumed.
fn guest_cut_on_the_first_move(code: String) -> Result<(), String> {
    use oware::net::{Event, OnlinePeer};
    let config = direct();
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let take = guest_take;
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    link.cut();
    let link = oware_net::join(&config, &code).map_err(|e| e.to_string())?;
    for message in peer.reconnected().map_err(|e| e.to_string())? {
        link.send(message);
    }
    while !take(&link, &mut peer)?.contains(&Event::Resumed) {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    std::thread::sleep(Duration::from_millis(300));
    link.close();
    Ok(())
}

#[test]
fn an_online_line_cut_while_seeds_are_moving_resumes_and_the_board_ends_as_the_rules_say() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    app.world_mut().resource_mut::<AppSettings>().speed = AnimationSpeed::Normal;
    let guest = std::thread::spawn(move || guest_cut_on_the_first_move(code));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    let mut busy_at_the_drop = false;
    update_until(&mut app, "the drop seen", |app| {
        let dropped = matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Reconnecting { .. })
        );
        busy_at_the_drop = app.world().resource::<Animator>().is_busy();
        dropped
    });
    assert!(
        busy_at_the_drop,
        "the line dropped while the seeds were moving"
    );
    update_until(
        &mut app,
        "the friend's answer after the resumption",
        |app| app.world().resource::<GameSession>().game().plies().len() == 2,
    );
    // Seeds fly in real time here: wait for them (settle counts frames, not time).
    update_until(&mut app, "the seeds at rest", |app| {
        !app.world().resource::<Animator>().is_busy()
    });
    app.update();
    guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    assert_eq!(corrections(&app), 0);
    let shown = app.world().resource::<GameSession>().shown_contents();
    assert_eq!(board_counts(&mut app), shown);
}

/// The first legal move, played on the board to its end.
fn play_first_legal_move(app: &mut App) {
    let mv = app
        .world()
        .resource::<GameSession>()
        .game()
        .legal_moves()
        .iter()
        .next()
        .expect("a move");
    app.world_mut().write_message(MoveRequested(mv));
    settle(app);
}

/// A guest who answers the host's first move, then resigns before reading the host's next
/// one: returns its game's moves once that move has reached it (and was set aside).
fn guest_resigning_across_a_move(
    code: String,
    host_moved: std::sync::mpsc::Receiver<()>,
) -> Result<Vec<Move>, String> {
    use oware::net::{Event, OnlinePeer};
    let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    link.send(peer.hello());
    while !guest_take(&link, &mut peer)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let game = peer.match_session().ok_or("no match")?.game().clone();
    let reply = game.legal_moves().iter().next().ok_or("no move")?;
    link.send(peer.play(reply).map_err(|e| e.to_string())?);
    host_moved
        .recv_timeout(Duration::from_secs(60))
        .map_err(|e| e.to_string())?;
    // The host's move is on its way, unread: the resignation crosses it.
    link.send(peer.resign().map_err(|e| e.to_string())?);
    let crossed = guest_take(&link, &mut peer)?;
    if !crossed.is_empty() {
        return Err(format!("the crossing move was not set aside: {crossed:?}"));
    }
    let moves = peer.match_session().ok_or("no match")?.game().moves();
    link.close();
    Ok(moves)
}

#[test]
fn an_online_resignation_that_crosses_the_players_move_ends_the_same_game_on_both_sides() {
    let (mut app, code) = hosting_app(false);
    let (moved, host_moved) = std::sync::mpsc::channel();
    let guest = std::thread::spawn(move || guest_resigning_across_a_move(code, host_moved));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    app.world_mut().write_message(MoveRequested(Move::new(
        Pit::from_letter('F').expect("a pit"),
    )));
    settle(&mut app);
    update_until(&mut app, "the friend's answer", |app| {
        app.world().resource::<GameSession>().game().plies().len() == 2
    });
    play_first_legal_move(&mut app);
    assert_eq!(
        app.world().resource::<GameSession>().game().plies().len(),
        3
    );
    moved.send(()).expect("the guest waits");
    update_until(&mut app, "the friend's resignation", |app| {
        app.world().resource::<GameSession>().game().is_over()
    });
    let guest_moves = guest
        .join()
        .expect("the guest thread")
        .expect("the guest's script");
    let session = app.world().resource::<GameSession>();
    // The move that crossed the resignation was taken back: both record two plies.
    assert_eq!(session.game().moves(), guest_moves);
    assert_eq!(guest_moves.len(), 2);
    assert_eq!(
        session.game().outcome().and_then(|o| o.winner),
        Some(Side::South)
    );
    assert_eq!(session.match_state().wins(Side::South), 1);
}

#[test]
fn quitting_the_game_in_an_online_match_tells_the_friend_the_player_left() {
    use oware::net::{Event, OnlinePeer};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || -> Result<(), String> {
        let mut peer = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
        let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
        link.send(peer.hello());
        // Every message until the host's `bye` (a dropped line would be an error).
        while !guest_take(&link, &mut peer)?
            .iter()
            .any(|e| matches!(e, Event::Left))
        {}
        Ok(())
    });
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    assert!(
        app.world()
            .resource::<GameSession>()
            .online_seat()
            .is_some()
    );
    app.world_mut().write_message(AppExit::Success);
    app.update();
    guest
        .join()
        .expect("the guest thread")
        .expect("the friend was told");
    // The friend was told: the autosave offers no rejoining.
    assert!(
        app.world()
            .resource::<GameSession>()
            .online_seat()
            .is_none()
    );
}

/// A guest that answers the host's first move, then its program ends without a word; a new
/// program joins with the same code. Returns the plies of the match it got, and those once
/// the host's next move has reached it.
fn guest_started_again(code: String) -> Result<(usize, usize), String> {
    use oware::net::{Event, OnlinePeer};
    let config = direct();
    let (link, _) = guest_after_one_answer(&code)?;
    std::thread::sleep(Duration::from_millis(300));
    link.cut();
    // A new program, with nothing but the code.
    let link = oware_net::rejoin(&config, &code, || false).map_err(|e| e.to_string())?;
    let mut again = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(again.hello());
    while again.match_session().is_none() {
        guest_take(&link, &mut again)?;
    }
    let got = again
        .match_session()
        .ok_or("no match")?
        .game()
        .plies()
        .len();
    while !guest_take(&link, &mut again)?
        .iter()
        .any(|e| matches!(e, Event::Moved { .. }))
    {}
    let after = again
        .match_session()
        .ok_or("no match")?
        .game()
        .plies()
        .len();
    link.close();
    Ok((got, after))
}

#[test]
fn a_guest_whose_program_started_again_gets_the_match_back_and_plays_on() {
    use oware::gui::online::{Online, OnlineStatus};
    let (mut app, code) = hosting_app(false);
    let guest = std::thread::spawn(move || guest_started_again(code));
    update_until(&mut app, "the match starts", |app| {
        app.world().resource::<GameSession>().remote_side() == Some(Side::North)
    });
    play_first_legal_move(&mut app);
    answered_then_dropped(&mut app);
    update_until(&mut app, "the friend back", |app| {
        matches!(
            app.world().resource::<Online>().status(),
            Some(OnlineStatus::Playing { .. })
        )
    });
    play_first_legal_move(&mut app);
    let (got, after) = loop {
        app.update();
        if guest.is_finished() {
            break guest
                .join()
                .expect("the guest thread")
                .expect("the guest's script");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    assert_eq!((got, after), (2, 3));
    // The match is saved with its seat, to be rejoined after a restart.
    let session = app.world().resource::<GameSession>();
    let seat = session.online_seat().expect("a seat");
    assert!(seat.host);
    assert_eq!(seat.side, Side::South);
    assert_eq!(seat.opponent, "Kofi");
}

/// A guest that joins the match of `code` and answers what it must until the host leaves.
fn quiet_guest(code: String) -> Result<(), String> {
    let link = oware_net::join(&direct(), &code).map_err(|e| e.to_string())?;
    let mut peer = oware::net::OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    link.send(peer.hello());
    loop {
        match guest_take(&link, &mut peer) {
            Ok(events) if events.contains(&oware::net::Event::Left) => return Ok(()),
            Ok(_) => {}
            Err(_) => return Ok(()),
        }
    }
}

#[test]
fn online_hints_are_shown_only_when_the_match_was_offered_with_them() {
    use oware::gui::computer::hints::{BoardHints, ToggleHints, hints_on};
    for offered in [false, true] {
        let (mut app, code) = hosting_app_set(|settings| settings.online.hints = offered);
        let guest = std::thread::spawn(move || quiet_guest(code));
        update_until(&mut app, "the match starts", |app| {
            app.world().resource::<GameSession>().remote_side() == Some(Side::North)
        });
        app.world_mut().write_message(ToggleHints);
        app.update();
        app.update();
        let on = |app: &App| {
            hints_on(
                app.world().resource::<BoardHints>(),
                app.world().resource::<AppSettings>(),
            )
        };
        assert_eq!(on(&app), offered, "hints asked for, offered: {offered}");
        // The setting that always shows them does not either.
        app.world_mut().resource_mut::<AppSettings>().always_hints = true;
        app.update();
        assert_eq!(on(&app), offered, "always shown, offered: {offered}");
        app.world_mut()
            .write_message(oware::gui::online::OnlineRequest::Leave);
        app.update();
        update_until(&mut app, "the friend gone", |_| guest.is_finished());
        assert_eq!(guest.join().expect("the guest thread"), Ok(()));
        // Offline again: hints as asked.
        app.update();
        assert!(on(&app), "offline, hints are the player's to show");
    }
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
