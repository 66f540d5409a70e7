//! The game's clocks in the app, at given instants: the side to move's clock runs, the
//! increment comes after a move, a pause and the other modes stop it, and a flag fall ends
//! the game for the other side.

use crate::helpers::*;
use oware::gui::clock::{ClockRequest, GameClock};
use oware::rules::{EndReason, TimeControl};

const STEP: Duration = Duration::from_millis(500);

/// The warnings heard: cues at the short-time warning's pitch.
#[derive(Resource, Default)]
struct Warnings(usize);

fn hear(
    mut cues: MessageReader<oware::gui::game::sound_cues::SoundCue>,
    mut warnings: ResMut<Warnings>,
) {
    warnings.0 += cues.read().filter(|c| c.pitch > 1.5).count();
}

fn clocked_app(control: TimeControl) -> App {
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(STEP))
        .init_resource::<Warnings>()
        .add_systems(Last, hear);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            clock: Some(control),
            ..NewGame::default()
        }));
    app.update();
    app
}

fn left(app: &App, side: Side) -> Duration {
    app.world()
        .resource::<GameClock>()
        .clock
        .expect("a clock")
        .left(side)
}

#[test]
fn the_movers_clock_runs_the_increment_follows_a_move_and_a_flag_ends_the_game() {
    let mut app = clocked_app(TimeControl::Fischer {
        base: Duration::from_secs(6),
        increment: Duration::from_secs(2),
    });
    for _ in 0..5 {
        app.update();
    }
    let south = left(&app, Side::South);
    assert!(
        south < Duration::from_secs(6) && south >= Duration::from_secs(3),
        "{south:?}"
    );
    assert_eq!(
        left(&app, Side::North),
        Duration::from_secs(6),
        "North's waits"
    );
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let after = left(&app, Side::South);
    assert!(
        after >= south + Duration::from_secs(2) - STEP,
        "{south:?} then {after:?}"
    );
    // North thinks too long.
    for _ in 0..40 {
        app.update();
    }
    let session = app.world().resource::<GameSession>();
    let outcome = session.game().outcome().expect("ended on time");
    assert_eq!(outcome.reason, EndReason::Time);
    assert_eq!(outcome.winner, Some(Side::South));
    assert_eq!(
        session.match_state().wins(Side::South),
        1,
        "counted in the match"
    );
    assert_eq!(left(&app, Side::North), Duration::ZERO);
    // Six seconds is short from the start: one warning for each side, not one a frame.
    assert_eq!(app.world().resource::<Warnings>().0, 2);
    let south_now = left(&app, Side::South);
    app.update();
    assert_eq!(left(&app, Side::South), south_now, "stopped at the end");
}

#[test]
fn a_pause_and_practice_stop_the_clock() {
    let mut app = clocked_app(TimeControl::minutes(1));
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().write_message(ClockRequest::TogglePause);
    app.update();
    let paused_at = left(&app, Side::South);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(left(&app, Side::South), paused_at, "paused");
    app.world_mut().write_message(ClockRequest::TogglePause);
    for _ in 0..4 {
        app.update();
    }
    assert!(left(&app, Side::South) < paused_at, "running again");
    let before = left(&app, Side::South);
    app.world_mut()
        .write_message(oware::gui::modes::practice::PracticeRequest::Start(None));
    for _ in 0..10 {
        app.update();
    }
    assert!(
        before - left(&app, Side::South) <= STEP * 2,
        "practice sets the game and its clock aside"
    );
}

#[test]
fn the_clock_stops_off_the_board_and_runs_again_on_it() {
    use oware::gui::state::{AppScreen, UiAction};
    let mut app = clocked_app(TimeControl::minutes(1));
    for _ in 0..3 {
        app.update();
    }
    assert!(left(&app, Side::South) < Duration::from_secs(60), "running");
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Start));
    app.update();
    app.update();
    let left_at = left(&app, Side::South);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(left(&app, Side::South), left_at, "stopped off the board");
    app.world_mut()
        .write_message(UiAction::GoTo(AppScreen::Playing));
    for _ in 0..4 {
        app.update();
    }
    assert!(left(&app, Side::South) < left_at, "running again");
}

#[test]
fn a_game_without_a_time_control_has_no_clock_and_playing_again_starts_them_afresh() {
    let mut app = app(AnimationSpeed::Instant);
    assert!(app.world().resource::<GameClock>().clock.is_none());
    let mut app2 = clocked_app(TimeControl::PerMove(Duration::from_secs(3)));
    for _ in 0..12 {
        app2.update();
    }
    let outcome = *app2
        .world()
        .resource::<GameSession>()
        .game()
        .outcome()
        .expect("South's 3 s ran out");
    assert_eq!(outcome.winner, Some(Side::North));
    app2.world_mut().write_message(SessionRequest::PlayAgain);
    app2.update();
    assert_eq!(left(&app2, Side::South), Duration::from_secs(3));
    app.update();
}

#[test]
fn a_timed_game_is_saved_with_its_clocks_and_continues_paused_where_they_stood() {
    let mut app = clocked_app(TimeControl::fischer(3, 2));
    for _ in 0..6 {
        app.update();
    }
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    for _ in 0..4 {
        app.update();
    }
    let session = app.world().resource::<GameSession>();
    let saved = oware::gui::files::saves::saved_match(session);
    let record = saved.clock.clone().expect("the save keeps the clocks");
    assert_eq!(record.control, "180+2");
    assert_eq!(record.after_each_ms.len(), 1, "one time a ply");
    // Continued in a fresh app: the same times, paused until the player resumes.
    let text = saved.to_ron().expect("encode");
    let (back, game) = oware::records::SavedMatch::from_ron(&text).expect("decode");
    let mut next = app_with_step();
    next.world_mut()
        .write_message(SessionRequest::Load(Box::new(
            oware::gui::game::session::LoadedMatch {
                play: oware::rules::MatchSession::resume(game, back.match_state.clone()),
                players: back.players,
                names: back.names.clone(),
                lines: None,
                online: None,
                comments: Vec::new(),
                clock: back.clock.clone(),
            },
        )));
    next.update();
    for _ in 0..6 {
        next.update();
    }
    assert!(
        next.world()
            .resource::<oware::gui::game::session::GamePaused>()
            .0,
        "a continued game with clocks waits, paused"
    );
    let clocks = next.world().resource::<GameClock>();
    let clock = clocks.clock.expect("clocks back");
    assert_eq!(
        clock.left(Side::North).as_millis() as u64,
        record.left_ms[1],
        "North's time as it was saved"
    );
    next.world_mut().write_message(ClockRequest::TogglePause);
    for _ in 0..4 {
        next.update();
    }
    assert!(left(&next, Side::North).as_millis() < u128::from(record.left_ms[1]));
}

fn app_with_step() -> App {
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(STEP));
    app
}

#[test]
fn a_paused_game_plays_no_move_neither_the_players_nor_the_computers() {
    let mut app = app_with_step();
    with_computer(&mut app, oware::gui::computer::ai_player::plugin);
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
            clock: Some(TimeControl::minutes(1)),
            ..NewGame::default()
        }));
    app.update();
    app.update();
    // F, then Pause at once, while the computer thinks about its answer.
    request(&mut app, Move::new(Pit::from_letter('F').expect("pit")));
    app.world_mut().write_message(ClockRequest::TogglePause);
    app.update();
    let plies = |app: &App| app.world().resource::<GameSession>().game().plies().len();
    assert_eq!(plies(&app), 1);
    // Nothing moves while paused: the computer's answer waits, the clicks are refused.
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(plies(&app), 1, "the computer did not answer while paused");
    let north_left = left(&app, Side::North);
    for letter in ['c', 'b', 'C', 'B'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        app.update();
    }
    assert_eq!(plies(&app), 1, "no move played while paused");
    assert_eq!(
        left(&app, Side::North),
        north_left,
        "the clocks stand still"
    );
    // Resume: the computer answers, then the player's move is played again as asked.
    app.world_mut().write_message(ClockRequest::TogglePause);
    for _ in 0..2_000 {
        app.update();
        if plies(&app) == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(plies(&app), 2, "the computer answers once the game goes on");
    request(&mut app, Move::new(Pit::from_letter('E').expect("pit")));
    settle(&mut app);
    let moves = app.world().resource::<GameSession>().game().moves();
    assert_eq!(
        moves.get(2),
        Some(&Move::new(Pit::from_letter('E').expect("pit")))
    );
}

#[test]
fn a_side_that_lost_on_time_is_saved_with_no_time_left() {
    let mut app = clocked_app(TimeControl::Fischer {
        base: Duration::from_secs(300),
        increment: Duration::ZERO,
    });
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    // North's time is declared out (as an online time out is), with minutes on its clock.
    app.world_mut()
        .write_message(SessionRequest::LoseOnTime(Side::North));
    app.update();
    let session = app.world().resource::<GameSession>();
    assert_eq!(
        session.game().outcome().map(|o| o.reason),
        Some(EndReason::Time)
    );
    let record = session.clock_record().expect("clocks kept");
    assert_eq!(record.left_ms[Side::North.index()], 0, "{record:?}");
    assert!(record.left_ms[Side::South.index()] > 200_000, "{record:?}");
    let saved = oware::gui::files::saves::saved_match(session);
    assert_eq!(saved.clock.expect("clocks saved").left_ms[1], 0);
}

/// An online match left (by either side) stops its clocks: the game stays on the board to
/// finish at the screen, untimed, and never ends on a flag fall nobody played against.
#[test]
fn a_match_left_online_stops_its_clocks_and_never_ends_on_time() {
    use oware::gui::game::session::OnlineChange;
    let mut app = clocked_app(TimeControl::Fischer {
        base: Duration::from_secs(6),
        increment: Duration::ZERO,
    });
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    app.world_mut()
        .write_message(SessionRequest::Online(OnlineChange::End));
    app.update();
    // Far longer than either clock held.
    for _ in 0..60 {
        app.update();
    }
    let session = app.world().resource::<GameSession>();
    assert!(!session.game().is_over(), "{:?}", session.game().outcome());
    assert!(
        app.world().resource::<GameClock>().clock.is_none(),
        "no clock shown"
    );
    assert!(session.clock_record().is_none(), "none kept with the game");
}
