//! The course walked task by task in every language, puzzle files read and written, the
//! proofs made and checked again, and the ratings.

use super::*;
use crate::ai::EndgameTable;
use crate::i18n::{Language, Translator};
use crate::ratings::Rating;
use crate::rules::{Move, Pit, format_position, parse_position};
use std::sync::{Arc, LazyLock};

fn letters(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

#[test]
fn the_course_reads_whole_from_the_first_sowing_to_a_first_game() {
    let read = read_course();
    assert!(read.len() >= 10, "{} lessons", read.len());
    for lesson in &read {
        let lesson = lesson.as_ref().expect("every built-in lesson reads");
        assert!(
            lesson.tasks.len() >= 3,
            "{} has {} tasks",
            lesson.id,
            lesson.tasks.len()
        );
    }
    let course = course();
    assert_eq!(course.len(), read.len());
    assert_eq!(course[0].id, "board");
    let last = course.last().expect("lessons");
    assert_eq!(
        last.game_against_level,
        Some(1),
        "the course ends with a first game"
    );
}

/// Each task's right moves, pinned: a lesson file edited by mistake fails here.
#[test]
fn each_task_has_the_right_answers_it_was_written_for() {
    let expected: &[(&str, [&str; 3])] = &[
        ("board", ["A", "F", "C"]),
        ("sowing", ["B", "F", "E"]),
        ("counting", ["C", "B", "A"]),
        ("lap", ["A", "E", "F"]),
        ("capture", ["E", "F", "E"]),
        ("chain", ["F", "F", "A"]),
        ("grand-slam", ["F", "E", "F"]),
        ("feeding", ["D", "A", "E"]),
        ("game-end", ["E", "F", "E"]),
        ("first-game", ["D", "D", "E"]),
    ];
    let course = course();
    assert_eq!(course.len(), expected.len());
    for (lesson, (id, answers)) in course.iter().zip(expected) {
        assert_eq!(lesson.id, *id);
        for (k, answer) in answers.iter().enumerate() {
            let task = lesson.task(k).expect("task");
            assert_eq!(letters(&task.right_moves()), *answer, "{id} task {}", k + 1);
        }
    }
}

/// Whether a text names a rule by its number (`R7`, `(R10)`).
fn cites_a_rule_number(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'R' && w[1].is_ascii_digit())
}

#[test]
fn every_task_takes_its_right_answer_and_explains_a_wrong_one_in_every_language() {
    for language in Language::ALL {
        let words = Translator::new(language);
        for lesson in course() {
            assert!(
                words.has(&lesson.title),
                "{}: {} lacks {}",
                language.code(),
                lesson.id,
                lesson.title
            );
            for k in 0..lesson.tasks.len() {
                let task = lesson.task(k).expect("task");
                let at = format!("{} {} task {}", language.code(), lesson.id, k + 1);
                assert!(words.has(&task.say), "{at}: no {}", task.say);
                let said = words.format(&task.say, None);
                assert!(!cites_a_rule_number(&said), "{at}: {said}");
                if let Some(then) = &task.then {
                    assert!(words.has(then), "{at}: no {then}");
                }
                for mv in task.right_moves() {
                    assert_eq!(task.check(mv), Verdict::Right, "{at}");
                }
                let wrong = task.wrong_moves();
                assert!(!wrong.is_empty(), "{at}: every move is right");
                for mv in wrong {
                    let Verdict::Wrong(why) = task.check(mv) else {
                        panic!("{at}: {mv} both right and wrong");
                    };
                    assert!(words.has(why.message_id()), "{at}: no {}", why.message_id());
                    let said = words.format(why.message_id(), Some(&why.args(&words)));
                    assert!(!said.contains('{') && !said.contains('$'), "{at}: {said}");
                    // The rule in words, never by its number: a learner has no rule list.
                    assert!(!cites_a_rule_number(&said), "{at}: {said}");
                    assert!(said.len() > 10, "{at}: {said}");
                }
            }
        }
    }
}

#[test]
fn wrong_moves_are_told_the_rule_they_break() {
    let course = course();
    let feeding = course.iter().find(|l| l.id == "feeding").expect("feeding");
    let task = feeding.task(0).expect("task");
    // A does not reach North, who has no seeds: R7.
    let a = Move::new(Pit::from_letter('A').expect("pit"));
    assert!(matches!(
        task.check(a),
        Verdict::Wrong(Why::Illegal(crate::rules::MoveError::MustFeed { .. }))
    ));
    let words = Translator::new(Language::English);
    let Verdict::Wrong(why) = task.check(a) else {
        panic!("wrong")
    };
    let said = words.format(why.message_id(), Some(&why.args(&words)));
    assert!(
        said.contains("North") && said.contains("must be played"),
        "{said}"
    );
    let slam = course
        .iter()
        .find(|l| l.id == "grand-slam")
        .expect("grand slam");
    let task = slam.task(1).expect("task");
    let f = Move::new(Pit::from_letter('F').expect("pit"));
    assert_eq!(task.check(f), Verdict::Wrong(Why::GrandSlam));
    // The same move under `capture-all` (task 3) captures.
    assert_eq!(slam.task(2).expect("task").check(f), Verdict::Right);
}

#[test]
fn a_lesson_file_that_is_not_one_is_refused_with_the_reason() {
    let ok = r#"Lesson(title: "t", tasks: [Task(position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", say: "s", goal: Sow("A"))])"#;
    assert!(Lesson::from_ron("x", ok).is_ok());
    let cases = [
        ("not ron", "Lesson("),
        ("no task", r#"Lesson(title: "t", tasks: [])"#),
        ("bad pit", &ok.replace("Sow(\"A\")", "Sow(\"Z\")")),
        ("bad position", &ok.replace("4-0-0-S", "4-0-1-S")),
        ("nothing answers", &ok.replace("Sow(\"A\")", "Capture(3)")),
        (
            "bad variant",
            &ok.replace("title: \"t\",", "title: \"t\", variant: Some(\"seeds=9\"),"),
        ),
    ];
    for (what, text) in cases {
        let err = Lesson::from_ron("x", text).expect_err(what);
        assert!(err.to_string().starts_with("lesson x"), "{what}: {err}");
    }
}

fn sample_puzzle() -> Puzzle {
    Puzzle {
        id: 7,
        position: parse_position("2-0-1-0-2-0-1-4-4-4-4-4-11-11-S", &PUZZLE_RULES)
            .expect("position"),
        solution: vec![Move::new(Pit::from_letter('E').expect("pit"))],
        goal: PuzzleGoal::Gain(2),
        proof: Proof::Search,
        rating: 1234,
        themes: vec![Theme::ChainedCapture, Theme::QuietMove],
    }
}

#[test]
fn a_puzzle_file_reads_back_what_was_written() {
    let p = sample_puzzle();
    let text = write_puzzles(std::slice::from_ref(&p));
    assert!(text.starts_with('#'));
    assert_eq!(parse_puzzles(&text).expect("reads"), vec![p.clone()]);
    assert_eq!(
        p.to_line(),
        "7 2-0-1-0-2-0-1-4-4-4-4-4-11-11-S E gain:2 search 1234 chain,quiet-move"
    );
}

#[test]
fn a_bad_puzzle_line_is_refused_with_its_line_and_reason() {
    let good = sample_puzzle().to_line();
    let cases = [
        (
            "fields",
            "7 2-0-1-0-2-0-1-4-4-4-4-4-11-11-S E gain:2".to_string(),
        ),
        ("even", good.replace(" E ", " Ea ")),
        ("illegal", good.replace(" E ", " B ")),
        ("goal", good.replace("gain:2", "gain:0")),
        ("proof", good.replace("search", "guess")),
        ("rating", good.replace("1234", "99999")),
        ("theme", good.replace("quiet-move", "quiet")),
        ("position", good.replace("11-11-S", "11-12-S")),
    ];
    for (what, line) in cases {
        let err = parse_puzzles(&format!("# header\n{line}\n")).expect_err(what);
        assert_eq!(err.line, 2, "{what}");
    }
    let twice = format!("{good}\n{good}\n");
    assert!(
        parse_puzzles(&twice)
            .expect_err("twice")
            .reason
            .contains("twice")
    );
}

#[test]
fn the_built_in_set_reads_and_is_large() {
    let set = parse_puzzles(BUILT_IN_PUZZLES).expect("the built-in set reads");
    assert!(set.len() >= 2000, "{} puzzles", set.len());
    assert_eq!(built_in_puzzles().len(), set.len());
    assert!(set.iter().any(|p| p.proof == Proof::Tables));
    assert!(
        set.iter().any(|p| p.player_moves() > 1),
        "multi-move puzzles"
    );
}

#[test]
fn the_puzzle_of_the_day_is_the_same_all_day_and_changes_the_next() {
    let set: Vec<Puzzle> = (0..100)
        .map(|id| Puzzle {
            id,
            ..sample_puzzle()
        })
        .collect();
    let today = puzzle_of_the_day(&set, 20_000).expect("one").id;
    assert_eq!(puzzle_of_the_day(&set, 20_000).expect("one").id, today);
    let week: std::collections::BTreeSet<u32> = (20_000..20_007)
        .filter_map(|d| puzzle_of_the_day(&set, d).map(|p| p.id))
        .collect();
    assert!(week.len() >= 5, "{week:?}");
    assert!(puzzle_of_the_day(&[], 1).is_none());
}

#[test]
fn ratings_move_with_each_try_by_glicko_2() {
    let mut progress = LearnProgress::default();
    progress.record_try(1, 1500, true, 10);
    assert!(progress.rating.rating > 1500.0);
    assert!(progress.rating.deviation < 350.0);
    let puzzle = progress.puzzle_rating(1, 1500);
    assert!(puzzle.rating < 1500.0, "the puzzle solved looks easier");
    let before = progress.rating.rating;
    progress.record_try(2, 1500, false, 11);
    assert!(progress.rating.rating < before);
    assert_eq!(progress.history.len(), 2);
    assert!(progress.solved(1) && !progress.solved(2));
    // A harder puzzle solved moves the rating more than an easier one.
    let (easy, _) = after_try(Rating::default(), super::rating::of_new_puzzle(1000), true);
    let (hard, _) = after_try(Rating::default(), super::rating::of_new_puzzle(2000), true);
    assert!(hard.rating > easy.rating);
}

#[test]
fn a_damaged_progress_file_comes_back_within_reach() {
    let mut progress = LearnProgress::default();
    progress.rating.rating = f64::NAN;
    progress.rating.deviation = -3.0;
    progress.history = vec![
        PuzzleTry {
            id: 1,
            solved: true,
            rating: 1500.0,
            day: 1
        };
        MAX_HISTORY + 10
    ];
    let fixed = progress.checked();
    assert_eq!(fixed.rating, Rating::default());
    assert_eq!(fixed.history.len(), MAX_HISTORY);
    let mut stars = LearnProgress::default();
    stars.star("board", 1, 3);
    assert_eq!(stars.stars_of("board", 3), 1);
    stars.star("board", 1, 3);
    stars.star("board", 9, 3);
    assert_eq!(stars.stars_of("board", 3), 1);
}

/// The tables puzzles are proven by, built once for the tests that need them.
fn tables() -> Arc<EndgameTable> {
    static TABLES: LazyLock<Arc<EndgameTable>> = LazyLock::new(|| {
        Arc::new(
            EndgameTable::build(&PUZZLE_RULES, PUZZLE_TABLE_SEEDS, &mut |_, _| {})
                .expect("a supported size"),
        )
    });
    Arc::clone(&TABLES)
}

#[test]
fn every_built_in_puzzle_the_tables_reach_is_proven_again() {
    let mut prover = Prover::new(Some(tables()));
    let mut proven = 0;
    for puzzle in built_in_puzzles()
        .iter()
        .filter(|p| p.proof == Proof::Tables)
    {
        if let Err(e) = prover.check(puzzle) {
            panic!("{e}: {}", puzzle.to_line());
        }
        proven += 1;
    }
    assert!(proven >= 100, "{proven} puzzles proven by the tables");
}

#[test]
fn a_puzzle_made_is_proven_and_a_tampered_one_is_refused() {
    let mut prover = Prover::new(Some(tables()));
    // An ending of 10 seeds: E captures 4 (F would be a grand slam and capture nothing),
    // and after North's reply F alone wins.
    let position = parse_position("0-0-0-1-3-3-1-1-1-0-0-0-19-19-S", &PUZZLE_RULES).expect("p");
    let puzzle = prover.make(&position, 1).expect("one move alone wins");
    assert_eq!(puzzle.proof, Proof::Tables);
    assert_eq!(puzzle.goal, PuzzleGoal::Win);
    assert_eq!(letters(&puzzle.solution), "EcF");
    assert!(puzzle.themes.contains(&Theme::GrandSlamAvoided));
    assert!(puzzle.themes.contains(&Theme::ChainedCapture));
    prover.check(&puzzle).expect("proven again");
    let mut other = puzzle.clone();
    other.solution = vec![Move::new(Pit::from_letter('D').expect("pit"))];
    assert!(matches!(
        prover.check(&other),
        Err(ProofError::NotUnique { step: 1, .. })
    ));
    // The solution cut short (E where the ending demands EcF), and a theme it does not
    // show (a big pit), are refused.
    let mut short = puzzle.clone();
    short.solution.truncate(1);
    assert!(matches!(
        prover.check(&short),
        Err(ProofError::CutShort {
            given: 1,
            proven: 3,
            ..
        })
    ));
    let mut themed = puzzle.clone();
    themed.themes.push(Theme::BigPit);
    assert!(matches!(
        prover.check(&themed),
        Err(ProofError::OtherThemes { .. })
    ));
    let mut unthemed = puzzle.clone();
    unthemed.themes.retain(|&t| t != Theme::GrandSlamAvoided);
    assert!(matches!(
        prover.check(&unthemed),
        Err(ProofError::OtherThemes { .. })
    ));
    let mut goal = puzzle.clone();
    goal.goal = PuzzleGoal::Draw;
    assert!(matches!(
        prover.check(&goal),
        Err(ProofError::OtherGoal { .. })
    ));
    let mut proof = puzzle;
    proof.proof = Proof::Search;
    assert!(matches!(
        prover.check(&proof),
        Err(ProofError::OtherProof { .. })
    ));
}

#[test]
fn a_search_puzzle_is_proven_by_both_depths_and_names_its_gain() {
    let mut prover = Prover::new(None);
    // The opening after a few moves, where one capture stands out.
    let position = parse_position("5-5-5-5-0-6-1-2-5-5-0-5-0-4-S", &PUZZLE_RULES).expect("p");
    if let Some(puzzle) = prover.make(&position, 2) {
        assert_eq!(puzzle.proof, Proof::Search);
        prover.check(&puzzle).expect("proven again");
        assert_eq!(
            format_position(&puzzle.position),
            "5-5-5-5-0-6-1-2-5-5-0-5-0-4-S"
        );
    }
    // Whatever that position gives, the built-in set's first search puzzle is proven.
    let first = built_in_puzzles()
        .iter()
        .find(|p| p.proof == Proof::Search)
        .expect("search puzzles");
    prover.check(first).expect("proven again");
    // A search-proven line of several moves, cut after its first: the making would go on
    // to the later capture, so the check refuses it.
    let long = built_in_puzzles()
        .iter()
        .find(|p| p.proof == Proof::Search && p.solution.len() >= 3)
        .expect("a search puzzle of several moves");
    prover.check(long).expect("proven again");
    let mut short = long.clone();
    short.solution.truncate(1);
    match prover.check(&short) {
        Err(ProofError::CutShort {
            given: 1, proven, ..
        }) => {
            assert_eq!(proven, long.solution.len());
        }
        other => panic!("a line cut short was taken: {other:?}"),
    }
}

#[test]
fn a_beginner_starts_where_the_lessons_put_them_and_a_first_miss_is_no_fall() {
    let mut progress = LearnProgress::default();
    progress.settle_start(0);
    assert_eq!(progress.rating.rating, BEGINNER_RATING);
    // Lessons finished before the first puzzle raise the start.
    let lessons: Vec<(String, usize)> = course()
        .iter()
        .map(|l| (l.id.clone(), l.tasks.len()))
        .collect();
    for (id, tasks) in lessons.iter().take(4) {
        for t in 0..*tasks {
            progress.star(id, t, *tasks);
        }
    }
    let finished = progress.lessons_finished(lessons.iter().map(|(id, n)| (id.as_str(), *n)));
    assert_eq!(finished, 4);
    progress.settle_start(finished);
    let start = progress.rating.rating;
    assert_eq!(start, BEGINNER_RATING + 4.0 * RATING_PER_LESSON);
    // A first miss at an easy puzzle moves it, but not by hundreds of points (a newcomer's
    // 1500 ± 350 fell to about 1000 on one miss).
    let easy = built_in_puzzles()
        .iter()
        .min_by_key(|p| p.rating)
        .expect("puzzles");
    progress.record_try(easy.id, easy.rating, false, 20_000);
    let fall = start - progress.rating.rating;
    assert!(
        fall > 0.0 && fall < 150.0,
        "a first miss moved the rating by {fall}"
    );
    // Once a puzzle is tried, lessons no longer reset it.
    let after = progress.rating;
    progress.settle_start(10);
    assert_eq!(progress.rating, after);
}
