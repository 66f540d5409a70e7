//! Exercises are answered by the rules engine: every answer accepted is right, every other
//! refused; the difficulty follows success; progress round-trips through its file.

use super::*;
use crate::rules::{Pit, Position};
use proptest::prelude::*;

/// The right answer worked out afresh from the rules engine, apart from `Exercise`'s own.
fn truth(ex: &Exercise) -> Vec<Answer> {
    let play = |m| ex.position.play(m, &ex.rules).expect("the move is legal");
    match ex.kind {
        ExerciseKind::CountPit => vec![Answer::Number(
            ex.position.pits()[ex.pit.expect("pit").index()],
        )],
        ExerciseKind::LastSeed => vec![Answer::Pit(play(ex.mv.expect("move")).1.last)],
        ExerciseKind::CaptureCount => {
            let (before, after) = (ex.position, play(ex.mv.expect("move")).0);
            let me = before.to_move();
            vec![Answer::Number(after.store(me) - before.store(me))]
        }
        ExerciseKind::PitAfter => {
            vec![Answer::Number(
                play(ex.mv.expect("move")).0.pits()[ex.pit.expect("pit").index()],
            )]
        }
        ExerciseKind::MostCapture => {
            let me = ex.position.to_move();
            let gains: Vec<(Pit, u8)> = ex
                .position
                .legal_moves(&ex.rules)
                .iter()
                .map(|m| (m.pit(), play(m).0.store(me) - ex.position.store(me)))
                .collect();
            let most = gains.iter().map(|g| g.1).max().unwrap_or(0);
            gains
                .into_iter()
                .filter(|g| g.1 == most)
                .map(|g| Answer::Pit(g.0))
                .collect()
        }
    }
}

fn every_answer() -> Vec<Answer> {
    (0..=72u8)
        .map(Answer::Number)
        .chain(Pit::ALL.into_iter().map(Answer::Pit))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn the_app_accepts_exactly_the_right_answers(
        kind in prop::sample::select(ExerciseKind::ALL.to_vec()),
        difficulty in 1u8..=MAX_DIFFICULTY,
        seed in any::<u64>(),
    ) {
        let ex = make_exercise(Some(kind), difficulty, seed);
        prop_assert_eq!(ex.kind, kind);
        let total: u32 = ex.position.pits().iter().chain(ex.position.stores().iter()).map(|&n| u32::from(n)).sum();
        prop_assert_eq!(total, u32::from(ex.rules.total_seeds()));
        let right = truth(&ex);
        prop_assert!(!right.is_empty());
        for answer in every_answer() {
            prop_assert_eq!(ex.accepts(answer), right.contains(&answer), "{:?} for {:?}", answer, ex);
        }
        // A number question is answered with a number, a pit question with a pit.
        let numbers = right.iter().all(|a| matches!(a, Answer::Number(_)));
        prop_assert_eq!(numbers, kind.wants_number());
    }
}

#[test]
fn exercises_repeat_for_a_seed_and_harder_ones_have_more_seeds() {
    let a = make_exercise(None, 1, 7);
    assert_eq!(a, make_exercise(None, 1, 7));
    assert!(kinds_at(1).contains(&a.kind));
    assert_eq!(a.rules.seeds_per_pit, 3);
    let hard = make_exercise(Some(ExerciseKind::LastSeed), 5, 7);
    assert_eq!(hard.rules.seeds_per_pit, 6);
    assert!(
        hard.report().expect("a move").seeds >= 9,
        "long sowings at the top: {hard:?}"
    );
    // Chains at the top for capture counts.
    let chain = make_exercise(Some(ExerciseKind::CaptureCount), 5, 3);
    let report = chain.report().expect("a move");
    assert!(report.capture.pits >= 2 || report.seeds >= 12, "{chain:?}");
    assert!(!Position::start(&chain.rules).pits().is_empty());
}

#[test]
fn difficulty_rises_with_a_run_of_right_answers_and_falls_after_wrong_ones() {
    let mut p = PracticeProgress::default();
    assert_eq!(p.difficulty, 1);
    for i in 0..RIGHT_TO_GO_UP {
        let change = p.record(ExerciseKind::CountPit, true);
        assert_eq!(change == Change::Up, i + 1 == RIGHT_TO_GO_UP);
    }
    assert_eq!(p.difficulty, 2);
    assert_eq!(p.streak, RIGHT_TO_GO_UP);
    assert_eq!(p.record(ExerciseKind::LastSeed, false), Change::Same);
    assert_eq!(p.record(ExerciseKind::LastSeed, false), Change::Down);
    assert_eq!(p.difficulty, 1);
    assert_eq!(p.streak, 0);
    assert_eq!(p.best_streak, RIGHT_TO_GO_UP);
    assert_eq!(p.accuracy(ExerciseKind::CountPit), Some(1.0));
    assert_eq!(p.accuracy(ExerciseKind::LastSeed), Some(0.0));
    assert_eq!(p.accuracy(ExerciseKind::PitAfter), None);
    // Never below 1.
    p.record(ExerciseKind::LastSeed, false);
    p.record(ExerciseKind::LastSeed, false);
    assert_eq!(p.difficulty, 1);
}

#[test]
fn progress_round_trips_through_its_file_and_a_damaged_file_is_refused() {
    let dir = std::env::temp_dir().join(format!("oware-practice-{}", std::process::id()));
    let path = dir.join("practice.ron");
    assert_eq!(
        crate::records::load_progress::<PracticeProgress>(&path).expect("no file yet"),
        None
    );
    let mut p = PracticeProgress::default();
    for kind in ExerciseKind::ALL {
        p.record(kind, true);
    }
    p.record(ExerciseKind::MostCapture, false);
    crate::records::save_progress(&path, &p).expect("save");
    assert_eq!(
        crate::records::load_progress::<PracticeProgress>(&path).expect("read"),
        Some(p)
    );
    std::fs::write(&path, "(difficulty: \"hard\")").expect("write");
    assert!(crate::records::load_progress::<PracticeProgress>(&path).is_err());
    // Figures no play can reach are brought back within bounds, never wrapped.
    std::fs::write(
        &path,
        "(difficulty: 9, per_kind: ((right: 9, asked: 1), (right: 0, asked: 4294967295), \
         (right: 0, asked: 0), (right: 0, asked: 0), (right: 0, asked: 0)))",
    )
    .expect("write");
    let mut odd = crate::records::load_progress::<PracticeProgress>(&path)
        .expect("read")
        .expect("some");
    assert_eq!(odd.difficulty, 5);
    assert_eq!(odd.accuracy(ExerciseKind::CountPit), Some(1.0), "not 900 %");
    odd.record(ExerciseKind::LastSeed, true);
    assert_eq!(
        odd.per_kind[1].asked,
        u32::MAX,
        "saturates, never wraps to 0"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
