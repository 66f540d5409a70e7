//! The engine client against a scripted engine: what it sends, and what it makes of answers.

use super::*;
use crate::rules::Rules;

/// A new empty folder of this test's own.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oware-engine-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// A shell engine that logs every line it is sent to `log` and answers `bestmove {answer}`.
fn scripted_engine(dir: &std::path::Path, answer: &str) -> (String, std::path::PathBuf) {
    let log = dir.join("received.txt");
    let script = dir.join("engine.sh");
    let body = format!(
        "while read -r line; do\n  echo \"$line\" >> '{}'\n  case \"$line\" in\n    uci) echo 'id name scripted'; echo uciok ;;\n    isready) echo readyok ;;\n    go*) echo 'bestmove {answer}' ;;\n    quit) exit 0 ;;\n  esac\ndone\n",
        log.display()
    );
    std::fs::write(&script, body).expect("write the script");
    (format!("sh {}", script.display()), log)
}

#[test]
fn options_are_set_after_uciok_and_before_the_first_isready() {
    let dir = scratch("options");
    let (command, log) = scripted_engine(&dir, "A");
    let options = [
        ("OwnBook".to_string(), "true".to_string()),
        ("Hash".to_string(), "8".to_string()),
    ];
    let rules = Rules::ABAPA;
    let start = Position::start(&rules);
    let legal: Vec<Move> = start.legal_moves(&rules).iter().collect();
    {
        let mut engine = UciEngine::start(&command, &options).expect("the engine starts");
        engine.new_game().expect("a new game");
        let mv = engine
            .best_move(
                &start,
                &[],
                &legal,
                EngineBudget::Time(Duration::from_millis(50)),
            )
            .expect("a legal answer");
        assert_eq!(mv.to_string(), "A");
    }
    let received = std::fs::read_to_string(&log).expect("the log");
    let lines: Vec<&str> = received.lines().collect();
    assert_eq!(
        lines[..6],
        [
            "uci",
            "setoption name OwnBook value true",
            "setoption name Hash value 8",
            "isready",
            "ucinewgame",
            "isready"
        ]
    );
    assert!(lines[6].starts_with("position fen "), "{}", lines[6]);
    assert_eq!(lines[7], "go movetime 50");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_illegal_answer_is_an_error_not_a_move() {
    let dir = scratch("illegal");
    let (command, _) = scripted_engine(&dir, "a");
    let rules = Rules::ABAPA;
    let start = Position::start(&rules);
    let legal: Vec<Move> = start.legal_moves(&rules).iter().collect();
    let mut engine = UciEngine::start(&command, &[]).expect("the engine starts");
    let answer = engine.best_move(&start, &[], &legal, EngineBudget::Nodes(1000));
    assert!(
        matches!(answer, Err(EngineError::BadMove { ref answer, .. }) if answer == "a"),
        "North's pit for South: {answer:?}"
    );
    drop(engine);
    let _ = std::fs::remove_dir_all(&dir);
}
