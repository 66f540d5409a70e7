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
    script_engine(dir, &format!("go*) echo 'bestmove {answer}' ;;"))
}

/// A shell engine that logs every line it is sent to `log`, answers `uci` and `isready`,
/// and answers other lines by the shell `case` arms given.
fn script_engine(dir: &std::path::Path, arms: &str) -> (String, std::path::PathBuf) {
    let log = dir.join("received.txt");
    let script = dir.join("engine.sh");
    let body = format!(
        "while read -r line; do\n  echo \"$line\" >> '{}'\n  case \"$line\" in\n    uci) echo 'id name scripted'; echo uciok ;;\n    isready) echo readyok ;;\n    {arms}\n    quit) exit 0 ;;\n  esac\ndone\n",
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
            .expect("a legal answer")
            .mv;
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

#[test]
fn pondering_goes_on_at_a_hit_and_is_stopped_at_a_miss() {
    let dir = scratch("ponder");
    // Silent while pondering; answers `ponderhit` with B and `stop` with C.
    let (command, log) = script_engine(
        &dir,
        "'go ponder'*) ;;\n    go*) echo 'bestmove A ponder f' ;;\n    ponderhit) echo 'bestmove B' ;;\n    stop) echo 'bestmove C' ;;",
    );
    let rules = Rules::ABAPA;
    let start = Position::start(&rules);
    let legal: Vec<Move> = start.legal_moves(&rules).iter().collect();
    let time = Duration::from_millis(50);
    {
        let mut engine = UciEngine::start(&command, &[]).expect("the engine starts");
        let answer = engine
            .best_move(&start, &[], &legal, EngineBudget::Time(time))
            .expect("a legal answer");
        assert_eq!(answer.mv.to_string(), "A");
        assert_eq!(answer.ponder.as_deref(), Some("f"));
        let line: Vec<Move> = ['A', 'f']
            .map(|c| Move::new(crate::rules::Pit::from_letter(c).expect("a pit")))
            .to_vec();
        engine
            .ponder(&start, &line, time)
            .expect("pondering starts");
        let after = {
            let (p, _) = start.play_unchecked(line[0], &rules);
            p.play_unchecked(line[1], &rules).0
        };
        let legal_after: Vec<Move> = after.legal_moves(&rules).iter().collect();
        let hit = engine
            .ponder_hit(&legal_after, time)
            .expect("the move after the hit");
        assert_eq!((hit.mv.to_string(), hit.ponder), ("B".to_string(), None));
        engine
            .ponder(&start, &line, time)
            .expect("pondering starts");
        engine.ponder_miss().expect("the ponder search stops");
    }
    let received = std::fs::read_to_string(&log).expect("the log");
    let sent: Vec<&str> = received
        .lines()
        .filter(|l| !l.starts_with("position"))
        .collect();
    assert_eq!(
        sent,
        [
            "uci",
            "isready",
            "go movetime 50",
            "go ponder movetime 50",
            "ponderhit",
            "go ponder movetime 50",
            "stop",
            "quit"
        ]
    );
    assert!(received.contains(" moves Af"), "{received}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_engine_that_floods_its_output_is_given_up_with_the_reason() {
    // `yes` prints `bestmove a` for ever and never `uciok`: the wait ends after a bounded
    // number of lines, with memory bounded by the lines read ahead.
    let started = Instant::now();
    let flooded = UciEngine::start("yes bestmove a", &[]);
    assert!(
        matches!(flooded, Err(EngineError::Flood { ref waiting_for, .. }) if waiting_for == "uciok"),
        "{:?}",
        flooded.err()
    );
    assert!(
        started.elapsed() < GRACE,
        "given up before the grace ran out"
    );
    // One endless line: refused once it passes the longest line allowed.
    let dir = scratch("long-line");
    let script = dir.join("engine.sh");
    std::fs::write(&script, "while :; do printf xxxxxxxxxxxxxxxx; done\n").expect("script");
    let long = UciEngine::start(&format!("sh {}", script.display()), &[]);
    let err = long.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.contains("a line of more than"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lines_are_read_whole_without_their_ends_and_bounded() {
    let mut input = std::io::Cursor::new(b"uciok\r\nbest\xffmove\nlast".to_vec());
    let mut next = || read_bounded_line(&mut input).ok().flatten();
    assert_eq!(next().as_deref(), Some("uciok"));
    assert_eq!(next().as_deref(), Some("best\u{fffd}move"));
    assert_eq!(next().as_deref(), Some("last"));
    assert_eq!(next(), None);
    let mut long = std::io::Cursor::new(vec![b'x'; MAX_LINE + 10]);
    assert!(matches!(
        read_bounded_line(&mut long),
        Err(LineError::TooLong)
    ));
}

/// Whether process `pid` still runs (a zombie waiting to be reaped has ended).
#[cfg(target_os = "linux")]
fn running(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rsplit(')')
                .next()
                .map(|rest| rest.trim_start().to_string())
        })
        .is_some_and(|rest| !rest.starts_with('Z') && !rest.starts_with('X'))
}

#[cfg(target_os = "linux")]
#[test]
fn an_engine_given_up_on_ends_with_every_process_it_started() {
    let dir = scratch("group");
    let helper = dir.join("helper.pid");
    // On `go`, a helper starts in the background, then a line far too long floods.
    let (command, _) = script_engine(
        &dir,
        &format!(
            "go*) sleep 300 & echo $! > '{}'; head -c 70000 /dev/zero | tr '\\0' x; echo ;;",
            helper.display()
        ),
    );
    let rules = Rules::ABAPA;
    let start = Position::start(&rules);
    let legal: Vec<Move> = start.legal_moves(&rules).iter().collect();
    let pid = {
        let mut engine = UciEngine::start(&command, &[]).expect("the engine starts");
        let answer = engine.best_move(
            &start,
            &[],
            &legal,
            EngineBudget::Time(Duration::from_millis(50)),
        );
        assert!(
            matches!(answer, Err(EngineError::Flood { .. })),
            "{answer:?}"
        );
        let pid = std::fs::read_to_string(&helper).expect("the helper's pid");
        let pid = pid.trim().to_string();
        assert!(running(&pid), "the helper runs while the engine does");
        pid
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while running(&pid) {
        assert!(
            Instant::now() < deadline,
            "the helper {pid} outlived its engine"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
