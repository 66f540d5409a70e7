//! Learning on the board: the whole course walked with the keyboard alone, wrong moves
//! explained and not played, a puzzle of several moves solved and failed with the rating
//! moving, and the game given back as it was.

use crate::helpers::*;
use oware::gui::modes::learning::{Drill, LearnFeedback, LearnRequest, Learning, PuzzlePick};
use oware::gui::state::BoardMode;
use oware::learn::{Verdict, built_in_puzzles, course};

fn board_mode(app: &App) -> BoardMode {
    *app.world().resource::<State<BoardMode>>().get()
}

fn letter_key(pit: Pit) -> KeyCode {
    oware::gui::board::input::LETTER_KEYS[pit.offset()]
}

#[test]
fn the_whole_course_is_walked_with_the_keyboard_alone_each_wrong_move_explained() {
    let mut app = app(AnimationSpeed::Instant);
    with_keyboard(&mut app);
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let game = game_fingerprint(&app);
    let game_board = board_counts(&mut app);
    app.world_mut().write_message(LearnRequest::Continue);
    app.update();
    settle(&mut app);
    assert_eq!(board_mode(&app), BoardMode::Learn);
    let mut tasks = 0;
    loop {
        let (lesson, task, ready) = match app.world().resource::<Learning>().drill.clone() {
            Some(Drill::Lesson {
                lesson,
                task,
                ready,
            }) => (lesson, task, ready),
            other => panic!("a lesson's task, not {other:?}"),
        };
        let shown = ready.position;
        assert_eq!(board_counts(&mut app), (*shown.pits(), shown.stores()));
        // A wrong move first: explained, not played.
        let wrong = ready.wrong_moves()[0];
        press_key(&mut app, letter_key(wrong.pit()));
        let learning = app.world().resource::<Learning>();
        assert!(
            matches!(learning.feedback, Some(LearnFeedback::Wrong(_, m)) if m == wrong),
            "lesson {lesson} task {task}: {:?}",
            learning.feedback
        );
        assert!(learning.awaiting_move());
        assert_eq!(
            board_counts(&mut app),
            (*shown.pits(), shown.stores()),
            "not played"
        );
        // Then the right one: sown, its star.
        let right = ready.right_moves()[0];
        assert_eq!(ready.check(right), Verdict::Right);
        press_key(&mut app, letter_key(right.pit()));
        let after = shown.play_unchecked(right, &ready.rules).0;
        assert_eq!(
            board_counts(&mut app),
            (*after.pits(), after.stores()),
            "sown"
        );
        let learning = app.world().resource::<Learning>();
        assert_eq!(learning.feedback, Some(LearnFeedback::Right));
        let id = &course()[lesson].id;
        assert_eq!(
            learning
                .progress
                .stars
                .get(id)
                .and_then(|s| s.get(task).copied()),
            Some(true)
        );
        tasks += 1;
        let last = lesson + 1 == course().len() && task + 1 == course()[lesson].tasks.len();
        if last {
            break;
        }
        press_key(&mut app, KeyCode::Enter);
    }
    assert_eq!(tasks, course().iter().map(|l| l.tasks.len()).sum::<usize>());
    let learning = app.world().resource::<Learning>();
    for lesson in course() {
        assert_eq!(
            learning.progress.stars_of(&lesson.id, lesson.tasks.len()),
            lesson.tasks.len()
        );
    }
    // Esc: back to the game as it was, the Learn window open.
    press_key(&mut app, KeyCode::Escape);
    assert_eq!(board_mode(&app), BoardMode::Game);
    assert_eq!(over_board(&app), oware::gui::state::OverBoard::Learn);
    assert_eq!(game_fingerprint(&app), game);
    assert_eq!(board_counts(&mut app), game_board);
}

#[test]
fn the_last_lesson_starts_a_first_game_against_level_1_with_hints() {
    let mut app = app(AnimationSpeed::Instant);
    let last = course().len() - 1;
    let tasks = course()[last].tasks.len();
    app.world_mut().write_message(LearnRequest::Lesson {
        lesson: last,
        task: tasks - 1,
    });
    app.update();
    let right = match app.world().resource::<Learning>().drill.clone() {
        Some(Drill::Lesson { ready, .. }) => ready.right_moves()[0],
        other => panic!("{other:?}"),
    };
    app.world_mut().write_message(LearnRequest::Play(right));
    app.update();
    settle(&mut app);
    app.world_mut().write_message(LearnRequest::FirstGame);
    app.update();
    settle(&mut app);
    assert_eq!(board_mode(&app), BoardMode::Game);
    let session = app.world().resource::<GameSession>();
    assert_eq!(
        session.players(),
        [PlayerKind::Human, PlayerKind::Computer { level: 1 }]
    );
    assert!(session.game().moves().is_empty());
    assert_eq!(
        app.world().resource::<Learning>().first_game.as_deref(),
        Some(course()[last].id.as_str())
    );
}

#[test]
fn a_puzzle_of_several_moves_is_solved_with_the_replies_played_and_the_rating_moves() {
    let puzzle = built_in_puzzles()
        .iter()
        .find(|p| p.player_moves() > 1)
        .expect("a puzzle of several moves")
        .clone();
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut()
        .write_message(LearnRequest::Puzzle(PuzzlePick::Id(puzzle.id)));
    app.update();
    settle(&mut app);
    let p = puzzle.position;
    assert_eq!(board_counts(&mut app), (*p.pits(), p.stores()));
    let rules = oware::learn::PUZZLE_RULES;
    let mut here = p;
    let before = app.world().resource::<Learning>().progress.rating.rating;
    // The player's moves; each reply is played by itself.
    for (k, &mv) in puzzle.solution.iter().enumerate().step_by(2) {
        here = here.play_unchecked(mv, &rules).0;
        app.world_mut().write_message(LearnRequest::Play(mv));
        app.update();
        settle(&mut app);
        settle(&mut app);
        let learning = app.world().resource::<Learning>();
        if k + 1 < puzzle.solution.len() {
            assert_eq!(
                learning.feedback,
                Some(LearnFeedback::Reply(puzzle.solution[k + 1])),
                "step {k}"
            );
            here = here.play_unchecked(puzzle.solution[k + 1], &rules).0;
            assert_eq!(board_counts(&mut app), (*here.pits(), here.stores()));
        }
    }
    let learning = app.world().resource::<Learning>();
    assert!(
        matches!(learning.feedback, Some(LearnFeedback::Over { solved: true, change }) if change > 0.0),
        "{:?}",
        learning.feedback
    );
    assert!(learning.progress.rating.rating > before);
    assert!(learning.progress.solved(puzzle.id));
    assert_eq!(board_counts(&mut app), (*here.pits(), here.stores()));
}

#[test]
fn a_wrong_move_in_a_puzzle_is_played_refuted_and_taken_back_and_the_rating_change_is_the_real_one()
{
    let puzzle = built_in_puzzles()[0].clone();
    let mut app = app(AnimationSpeed::Instant);
    app.world_mut()
        .write_message(LearnRequest::Puzzle(PuzzlePick::Id(puzzle.id)));
    app.update();
    let rules = oware::learn::PUZZLE_RULES;
    let wrong = puzzle
        .position
        .legal_moves(&rules)
        .iter()
        .find(|&m| m != puzzle.solution[0])
        .expect("another legal move");
    let start_rating = app.world().resource::<Learning>().progress.rating.rating;
    app.world_mut().write_message(LearnRequest::Play(wrong));
    app.update();
    settle(&mut app);
    settle(&mut app);
    // The wrong move is on the board, and the opponent's answer after it.
    let learning = app.world().resource::<Learning>();
    let Some(LearnFeedback::Refuted {
        tried,
        reply,
        captured,
        ..
    }) = learning.feedback.clone()
    else {
        panic!("{:?}", learning.feedback);
    };
    assert_eq!(tried, wrong);
    assert!(learning.refuted());
    assert_eq!(learning.progress.history.len(), 1, "one try, failed");
    let fell = learning.progress.rating.rating - start_rating;
    assert!(
        fell < 0.0 && fell > -150.0,
        "a first miss is no fall: {fell}"
    );
    assert!((learning.failed_change() - fell).abs() < 1e-9);
    let (after_wrong, _) = puzzle.position.play_unchecked(wrong, &rules);
    let (after_reply, report) = after_wrong.play_unchecked(reply, &rules);
    assert_eq!(report.capture.seeds, captured);
    assert_eq!(
        board_counts(&mut app),
        (*after_reply.pits(), after_reply.stores()),
        "the move and its refutation are shown on the board"
    );
    // Another move waits until both are taken back (Enter, or the button).
    app.world_mut().write_message(LearnRequest::TryAgain);
    app.update();
    settle(&mut app);
    let p = puzzle.position;
    assert_eq!(
        board_counts(&mut app),
        (*p.pits(), p.stores()),
        "taken back"
    );
    let learning = app.world().resource::<Learning>();
    assert_eq!(learning.feedback, Some(LearnFeedback::TryAgain));
    assert!(learning.awaiting_move());
    // A second wrong move counts no second failure.
    app.world_mut().write_message(LearnRequest::Play(wrong));
    app.update();
    settle(&mut app);
    app.world_mut().write_message(LearnRequest::TryAgain);
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Learning>().progress.history.len(), 1);
    // A pit of the other side: the rule says why, and nothing is counted.
    let theirs = Move::new(Pit::of_side(puzzle.solver().opponent(), 0));
    app.world_mut().write_message(LearnRequest::Play(theirs));
    app.update();
    assert!(matches!(
        app.world().resource::<Learning>().feedback,
        Some(LearnFeedback::Wrong(_, m)) if m == theirs
    ));
    // The solution is played on the board, move by move, from the puzzle's start.
    app.world_mut().write_message(LearnRequest::ShowSolution);
    app.update();
    let learning = app.world().resource::<Learning>();
    assert!(learning.solution_shown);
    assert_eq!(learning.feedback, Some(LearnFeedback::Solution));
    assert_eq!(learning.progress.history.len(), 1);
    for _ in 0..puzzle.solution.len() + 2 {
        app.update();
        settle(&mut app);
    }
    let mut end = puzzle.position;
    for &mv in &puzzle.solution {
        end = end.play_unchecked(mv, &rules).0;
    }
    assert_eq!(
        board_counts(&mut app),
        (*end.pits(), end.stores()),
        "the whole solution played on the board"
    );
    app.world_mut().write_message(LearnRequest::Next);
    app.update();
    match &app.world().resource::<Learning>().drill {
        Some(Drill::Puzzle { puzzle: next, .. }) => assert_ne!(next.id, puzzle.id),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_lesson_with_the_hints_on_shows_its_task_not_the_hints_panel() {
    use oware::gui::modes::learning::{LearnRequest, Learning};
    let mut app = app(AnimationSpeed::Instant);
    app.init_resource::<oware::gui::board::inset::BoardInset>()
        .init_resource::<oware::gui::modes::line_preview::LinePreview>();
    with_computer(
        &mut app,
        (
            oware::gui::computer::hints::plugin,
            oware::gui::panels::learn_panel::plugin,
            oware::gui::panels::hint_panel::plugin,
        ),
    );
    app.world_mut().resource_mut::<AppSettings>().always_hints = true;
    app.world_mut()
        .write_message(LearnRequest::Lesson { lesson: 4, task: 2 });
    app.update();
    settle(&mut app);
    assert!(app.world().resource::<Learning>().active);
    let texts = overlay_texts(&mut app);
    let task_title = texts.iter().any(|t| t.contains("Capturing 2 or 3"));
    assert!(task_title, "the lesson's task is shown: {texts:?}");
    assert!(
        !texts.iter().any(|t| t == "Why"),
        "the hints' panel gives way to the lesson: {texts:?}"
    );
}
