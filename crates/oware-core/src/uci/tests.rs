//! The engine protocol's state machine in sessions, malformed lines and illegal moves
//! included, and arbitrary lines: each answered or refused, never a panic.

use crate::rules::Rules;
use crate::uci::{Engine, SharedOut};
use proptest::prelude::*;
use std::sync::{Arc, Mutex};

/// A writer whose bytes the test can read back.
#[derive(Clone, Default)]
pub(super) struct Capture(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The moves of the `bestmove` lines, in order.
fn best_moves(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect()
}

pub(super) fn lines_of(capture: &Capture) -> Vec<String> {
    let bytes = capture.0.lock().map(|b| b.clone()).unwrap_or_default();
    String::from_utf8_lossy(&bytes)
        .lines()
        .map(str::to_string)
        .collect()
}

fn bestmoves(capture: &Capture) -> usize {
    lines_of(capture)
        .iter()
        .filter(|l| l.starts_with("bestmove"))
        .count()
}

/// Runs a script line by line. A line `(wait)` waits until the last `go` has answered with a
/// `bestmove`; `(none)` checks that it has not answered yet; `(sleep)` waits 50 ms. The end
/// of the script is the end of input.
fn session(script: &str) -> Vec<String> {
    let capture = Capture::default();
    let out: SharedOut = Arc::new(Mutex::new(Box::new(capture.clone())));
    let mut engine = Engine::new(Rules::ABAPA, out);
    engine.command("setoption name UseTables value false");
    let mut answered_before_go = 0;
    for line in script.lines() {
        match line {
            "(wait)" => {
                // Bounded, so a lost answer fails the test instead of hanging it.
                for _ in 0..60_000 {
                    if bestmoves(&capture) > answered_before_go {
                        break;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                assert!(
                    bestmoves(&capture) > answered_before_go,
                    "no bestmove: {:?}",
                    lines_of(&capture)
                );
            }
            "(none)" => assert_eq!(
                bestmoves(&capture),
                answered_before_go,
                "answered too early: {:?}",
                lines_of(&capture)
            ),
            "(sleep)" => std::thread::sleep(std::time::Duration::from_millis(50)),
            _ => {
                if line.starts_with("go") {
                    answered_before_go = bestmoves(&capture);
                }
                if !engine.command(line) {
                    break;
                }
            }
        }
    }
    engine.end_of_input();
    lines_of(&capture)
}

/// Feeds raw bytes to the engine's reader, as stdin would, on a thread: the answer must come
/// within a minute (a hang fails the test).
fn session_bytes(input: &[u8]) -> Vec<String> {
    let capture = Capture::default();
    let out: SharedOut = Arc::new(Mutex::new(Box::new(capture.clone())));
    let input = input.to_vec();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut engine = Engine::new(Rules::ABAPA, out);
        engine.command("setoption name UseTables value false");
        let result = engine.run(std::io::Cursor::new(input));
        let _ = done.send(result.is_ok());
    });
    let ok = finished
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the engine ends at the end of input");
    assert!(ok);
    lines_of(&capture)
}

#[test]
fn handshake_lists_options_and_ends_with_uciok() {
    let lines = session("uci\nisready\nquit\n");
    assert!(lines[0].starts_with("id name "));
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    for option in ["Hash", "Level", "Variant", "UseTables"] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type "))),
            "{option}"
        );
    }
    let ok = lines.iter().position(|l| l == "uciok").expect("uciok");
    assert_eq!(lines[ok + 1], "readyok");
}

#[test]
fn go_depth_prints_info_then_a_legal_bestmove() {
    let lines = session("isready\nposition startpos moves F f\ngo depth 6\n(wait)\n");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 6, "{lines:?}");
    for (i, info) in infos.iter().enumerate() {
        assert!(
            info.starts_with(&format!("info depth {} seldepth ", i + 1)),
            "{info}"
        );
        for field in [" score cp ", " nodes ", " nps ", " time ", " pv "] {
            assert!(info.contains(field), "{info} lacks{field}");
        }
    }
    let best = *best_moves(&lines).first().expect("bestmove");
    assert!(
        ["A", "B", "C", "D", "E"].contains(&best),
        "South's move after F f: {best}"
    );
    assert_eq!(lines.first().map(String::as_str), Some("readyok"));
}

#[test]
fn go_accepts_fen_digits_clock_and_nodes() {
    let lines = session(
        "position fen 3-1-4-0-6-2-1-3-2-1-2-2-10-11-S\ngo nodes 20000\nposition moves 6 6\ngo wtime 3000 btime 3000 winc 100 binc 100\nquit\n",
    );
    let best = best_moves(&lines);
    assert_eq!(best.len(), 2, "{lines:?}");
    assert_eq!(best[0], "E", "E captures 8");
}

#[test]
fn stop_ends_an_infinite_search_with_a_bestmove() {
    // The answer must come from `stop`, before the end of input (which stops a search too).
    let lines = session("position startpos\ngo infinite\n(sleep)\n(none)\nstop\n(wait)\n");
    assert_eq!(best_moves(&lines).len(), 1, "{lines:?}");
}

#[test]
fn bad_input_gets_an_error_and_keeps_the_position() {
    let lines = session(
        "position startpos moves F f\nposition startpos moves F F\nposition fen 4-4-4\nfrobnicate\ngo depth x\nsetoption name Level value 99\nsetoption name Nope value 1\nd\nquit\n",
    );
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error: "))
        .collect();
    assert_eq!(errors.len(), 6, "{lines:?}");
    assert!(errors[0].contains("illegal"), "{}", errors[0]);
    assert!(errors[0].contains("legal moves"), "{}", errors[0]);
    assert!(errors[2].contains("frobnicate"));
    // The position after "F f" was kept.
    assert!(
        lines
            .iter()
            .any(|l| l == "info string position 5-5-5-5-4-0-5-5-5-5-4-0-0-0-S"),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "no search after a bad go"
    );
}

#[test]
fn finished_game_answers_bestmove_0000_and_levels_play() {
    let lines = session(
        "position fen 1-1-2-0-0-0-0-0-0-0-0-0-20-24-S\ngo depth 3\nucinewgame\nsetoption name Level value 2\nposition startpos\ngo depth 3\nquit\n",
    );
    let best = best_moves(&lines);
    assert_eq!(best[0], "0000");
    assert!(
        ["A", "B", "C", "D", "E", "F"].contains(&best[1]),
        "{lines:?}"
    );
}

#[test]
fn variant_option_changes_the_rules() {
    let lines = session(
        "setoption name Variant value seeds=3\nposition fen 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S\nd\nsetoption name Variant value nonsense\nquit\n",
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "info string position 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S"),
        "{lines:?}"
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string error"))
            .count(),
        1
    );
}

#[test]
fn a_new_position_stops_an_infinite_search() {
    let lines =
        session("position startpos\ngo infinite\nposition startpos moves F\ngo depth 3\n(wait)\n");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 2, "{lines:?}");
    assert!(
        ["a", "b", "c", "d", "e", "f"].contains(&best[1]),
        "North's move after F: {lines:?}"
    );
}

#[test]
fn a_line_that_is_not_utf8_gets_an_error_and_the_session_goes_on() {
    let lines = session_bytes(b"isready\n\xff\xfe\nisready\nd\n");
    assert_eq!(
        lines,
        vec![
            "readyok",
            "info string error: line is not UTF-8",
            "readyok",
            "info string position 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
        ],
    );
}

#[test]
fn end_of_input_stops_a_long_search_with_its_bestmove() {
    // Depth 30 from the start takes minutes; the end of input stops it.
    let lines = session_bytes(b"position startpos\ngo depth 30\n");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    let mv = best[0];
    assert!(["A", "B", "C", "D", "E", "F"].contains(&mv), "{lines:?}");
}

#[test]
fn pv_is_written_joined_and_bestmove_names_the_expected_reply() {
    let lines = session("position startpos\ngo depth 5\n(wait)\n");
    let last_info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth 5 "))
        .expect("depth 5");
    let pv = last_info.split(" pv ").nth(1).expect("a pv");
    assert!(!pv.contains(' '), "joined: {last_info}");
    assert_eq!(pv.len(), 5, "five plies: {last_info}");
    let best = lines
        .iter()
        .find(|l| l.starts_with("bestmove "))
        .expect("bestmove");
    let expected = format!("bestmove {} ponder {}", &pv[..1], &pv[1..2]);
    assert_eq!(best, &expected);
}

#[test]
fn go_ponder_waits_for_stop_then_answers() {
    let lines = session("position startpos moves F\ngo ponder\n(sleep)\n(none)\nstop\n(wait)\n");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    let mv = best[0];
    assert!(["a", "b", "c", "d", "e", "f"].contains(&mv), "{lines:?}");
    assert!(
        !lines.iter().any(|l| l.starts_with("info string error")),
        "{lines:?}"
    );
}

#[test]
fn ponderhit_turns_pondering_into_the_timed_search() {
    // With the book on as well: the position is in it, but a fixed depth is not answered
    // from the book, so the ponder search goes on there too.
    for options in ["", "setoption name OwnBook value true\n"] {
        ponderhit_goes_on(&session(&format!(
            "{options}position startpos moves F\ngo ponder depth 6\n(sleep)\nponderhit\n(wait)\nponderhit\n"
        )));
    }
}

fn ponderhit_goes_on(lines: &[String]) {
    assert_eq!(
        best_moves(lines).len(),
        1,
        "one answer, after the hit: {lines:?}"
    );
    // The search goes on after the hit under the limits of its `go` (a depth it has already
    // passed ends it at once): it does not start again.
    let at_best = lines
        .iter()
        .position(|l| l.starts_with("bestmove "))
        .expect("bestmove");
    let depths: Vec<&String> = lines[..at_best]
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .collect();
    assert_eq!(
        depths
            .iter()
            .filter(|l| l.starts_with("info depth 1 "))
            .count(),
        1,
        "one search from depth 1: {lines:?}"
    );
    let deepest: u32 = depths
        .iter()
        .filter_map(|l| l.split_whitespace().nth(2)?.parse().ok())
        .max()
        .expect("a depth");
    assert!(deepest >= 6, "{lines:?}");
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect();
    assert_eq!(
        errors,
        vec!["info string error: ponderhit: the engine is not pondering"],
        "a second hit has nothing to hit"
    );
}

#[test]
fn own_book_loads_the_book_and_plays_from_it_at_once() {
    // The shipped book (or the player's own) covers the start: a book move, no search.
    let lines = session(
        "uci\nsetoption name OwnBook value true\nsetoption name OwnBook value maybe\nposition startpos\ngo movetime 600000\n(wait)\nquit\n",
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "option name OwnBook type check default false"),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string opening book: ")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l == "info string book move"),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    assert!(
        ["A", "B", "C", "D", "E", "F"].contains(&best[0]),
        "{lines:?}"
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string error"))
            .count(),
        1,
        "{lines:?}"
    );
}

#[test]
fn without_own_book_the_engine_searches() {
    let lines = session("uci\nposition startpos\ngo depth 3\n(wait)\nquit\n");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l == "info string book move"),
        "{lines:?}"
    );
}

/// What the Aualé GUI sends at its Hard and Expert strengths: after each `bestmove` it
/// ponders on the player's turn, and stops the ponder search when the player moves.
#[test]
fn an_aulae_hard_game_gets_every_answer_it_waits_for() {
    let lines = session(
        "uci\n\
         setoption name OwnBook value true\n\
         ucinewgame\n\
         isready\n\
         position startpos moves F\n\
         go depth 16 movetime 300\n\
         (wait)\n\
         position startpos moves F d\n\
         go ponder\n\
         (sleep)\n\
         stop\n\
         (wait)\n\
         position fen 5-5-5-4-4-0-5-5-5-0-5-5-0-0-S moves E\n\
         go depth 16 movetime 300\n\
         (wait)\n\
         isready\n\
         quit\n",
    );
    assert!(lines.iter().any(|l| l == "uciok"), "{lines:?}");
    let best = best_moves(&lines);
    assert_eq!(best.len(), 3, "{lines:?}");
    for (&mv, side) in best.iter().zip(["N", "S", "N"]) {
        let ok = if side == "N" {
            ["a", "b", "c", "d", "e", "f"].contains(&mv)
        } else {
            ["A", "B", "C", "D", "E", "F"].contains(&mv)
        };
        assert!(ok, "{mv} for {side}: {lines:?}");
    }
    assert!(
        !lines.iter().any(|l| l.starts_with("info string error")),
        "{lines:?}"
    );
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn a_single_legal_move_is_answered_without_searching() {
    // North has no seeds: only F feeds them (R7). A ten-minute budget is not spent.
    let lines =
        session("position fen 1-0-0-0-0-1-0-0-0-0-0-0-23-23-S\ngo movetime 600000\n(wait)\nquit\n");
    assert_eq!(best_moves(&lines), ["F"], "{lines:?}");
    assert!(
        !lines.iter().any(|l| l.starts_with("info depth")),
        "nothing to search: {lines:?}"
    );
}

/// The `ponder` word of each `bestmove` line (`None` where there is none).
fn ponder_words(lines: &[String]) -> Vec<Option<String>> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|rest| {
            let words: Vec<&str> = rest.split_whitespace().collect();
            match words[..] {
                [_, "ponder", reply] => Some(reply.to_string()),
                _ => None,
            }
        })
        .collect()
}

#[test]
fn every_bestmove_names_the_reply_it_expects_while_the_game_goes_on() {
    // A line of one move (depth 1), a single legal move, a level below 8 and positions of
    // few seeds: each answer still names a reply, and it is legal after the move.
    let rules = Rules::ABAPA;
    let cases = [
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "go depth 1"),
        ("1-0-0-0-0-1-0-0-0-0-0-0-23-23-S", "go movetime 600000"),
        ("2-0-1-0-3-1-0-2-0-1-0-2-20-16-N", "go depth 9"),
        ("1-2-0-0-1-0-0-1-1-0-2-0-21-19-S", "go nodes 5000"),
    ];
    for level in ["8", "3"] {
        for (fen, go) in cases {
            let lines = session(&format!(
                "setoption name Level value {level}\nposition fen {fen}\n{go}\n(wait)\nquit\n"
            ));
            let best = best_moves(&lines)[0].to_string();
            let reply = ponder_words(&lines)[0]
                .clone()
                .unwrap_or_else(|| panic!("no ponder move at level {level}: {lines:?}"));
            let p = crate::rules::parse_position(fen, &rules).expect("valid");
            let pit = |w: &str| {
                crate::rules::Pit::from_letter(w.chars().next().expect("a letter")).expect("pit")
            };
            let (after, _) = p.play_unchecked(crate::rules::Move::new(pit(&best)), &rules);
            assert!(
                after
                    .legal_moves(&rules)
                    .iter()
                    .any(|m| m.pit() == pit(&reply)),
                "{reply} after {best} from {fen}: {lines:?}"
            );
        }
    }
}

#[test]
fn a_proven_win_or_loss_with_its_distance_is_reported_as_mate() {
    // South's F captures two and reaches 26 (R8): a win in one move.
    let win = session("position fen 0-0-0-0-0-2-0-1-0-0-0-0-24-21-S\ngo depth 4\n(wait)\nquit\n");
    let last = win
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .expect("info");
    assert!(last.contains(" score mate 1 "), "{win:?}");
    assert!(
        win.contains(&"bestmove F".to_string()),
        "the game ends: {win:?}"
    );
    // North's only move lets South do it: lost in one move of North's.
    let loss = session("position fen 0-0-0-0-0-2-1-0-0-0-0-0-24-21-N\ngo depth 4\n(wait)\nquit\n");
    let last = loss
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth") || l.starts_with("bestmove"))
        .expect("an answer");
    assert!(
        loss.iter().any(|l| l.contains(" score mate -1 ")) || last.starts_with("bestmove a"),
        "{loss:?}"
    );
    // A proven draw stays a margin.
    let draw = session("position fen 1-0-0-0-0-0-1-0-0-0-0-0-23-23-S\ngo depth 14\n(wait)\nquit\n");
    assert!(
        draw.iter()
            .filter(|l| l.starts_with("info depth"))
            .all(|l| l.contains(" score cp ")),
        "{draw:?}"
    );
}

#[test]
fn check_options_take_yes_and_no_as_well() {
    let lines = session(
        "setoption name UseTables value yes\nsetoption name OwnBook value no\nsetoption name UseTables value maybe\nquit\n",
    );
    let errors: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string error"))
        .collect();
    assert_eq!(errors.len(), 1, "only 'maybe' is refused: {lines:?}");
    assert!(errors[0].contains("maybe"), "{lines:?}");
    // Read back by what the engine does: the book answers from the start position while
    // OwnBook is yes, and not once it is no.
    let lines = session(
        "setoption name OwnBook value yes\nposition startpos\ngo movetime 20\n(wait)\n\
         setoption name OwnBook value no\ngo movetime 20\n(wait)\n",
    );
    let book_moves = lines
        .iter()
        .filter(|l| *l == "info string book move")
        .count();
    assert_eq!(book_moves, 1, "{lines:?}");
    assert_eq!(best_moves(&lines).len(), 2, "{lines:?}");
}

/// One command line to a fresh engine (tables off); the lines it answered.
fn engine_answers(line: &str) -> Vec<String> {
    let capture = Capture::default();
    let out: SharedOut = Arc::new(Mutex::new(Box::new(capture.clone())));
    let mut engine = Engine::new(Rules::ABAPA, out);
    engine.command("setoption name UseTables value false");
    engine.command(line);
    engine.end_of_input();
    lines_of(&capture)
}

fn is_error(lines: &[String]) -> bool {
    lines.iter().any(|l| l.starts_with("info string error: "))
}

/// Fifteen fields that do not make a position: counts that do not add up to 48.
fn wrong_position() -> impl Strategy<Value = String> {
    prop::collection::vec(0u8..=48, 14)
        .prop_filter("not 48 seeds", |c| {
            c.iter().map(|&n| u32::from(n)).sum::<u32>() != 48
        })
        .prop_map(|c| {
            let mut f: Vec<String> = c.iter().map(u8::to_string).collect();
            f.push("S".into());
            f.join("-")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn any_engine_line_is_answered_or_refused_without_a_panic(line in "\\PC{0,60}") {
        // Lines that would start a long search are bounded by the end of input, which
        // stops the search.
        let answer = engine_answers(&line);
        const COMMANDS: [&str; 11] = [
            "uci", "isready", "ucinewgame", "position", "go", "ponderhit", "stop", "setoption",
            "quit", "d", "print",
        ];
        match line.split_whitespace().next() {
            // An empty line is no command: nothing is said.
            None => prop_assert!(answer.is_empty(), "{answer:?}"),
            Some(head) if COMMANDS.contains(&head) => {}
            // Anything else is refused in words.
            Some(_) => prop_assert!(is_error(&answer), "{line:?} got {answer:?}"),
        }
    }

    #[test]
    fn wrong_engine_values_get_an_error(
        fen in wrong_position(),
        word in "[a-z]{1,8}",
        big in 4097u64..1_000_000,
        moves in "[A-Fa-f]{0,4}[g-z]",
    ) {
        let ok = is_error(&engine_answers(&format!("position fen {fen}")));
        prop_assert!(ok);
        let ok = is_error(&engine_answers(&format!("go depth {word}")));
        prop_assert!(ok);
        let ok = is_error(&engine_answers(&format!("setoption name Hash value {big}")));
        prop_assert!(ok);
        let ok = is_error(&engine_answers(&format!("setoption name TableSeeds value {}", big % 1000 + 25)));
        prop_assert!(ok);
        let ok = is_error(&engine_answers(&format!("position startpos moves {moves}")));
        prop_assert!(ok);
        prop_assume!(!["uci", "isready", "ucinewgame", "position", "go", "stop", "setoption", "quit", "d", "print", "ponderhit"].contains(&word.as_str()));
        prop_assert!(is_error(&engine_answers(&word)));
    }
}

#[test]
fn a_line_longer_than_any_command_gets_an_error_and_the_session_goes_on() {
    let mut input = b"isready\nposition startpos moves ".to_vec();
    input.extend(std::iter::repeat_n(b'F', crate::uci::MAX_LINE * 3));
    input.extend_from_slice(b"\nisready\nd\n");
    let lines = session_bytes(&input);
    assert_eq!(
        lines,
        vec![
            "readyok".to_string(),
            format!(
                "info string error: line longer than {} bytes, ignored",
                crate::uci::MAX_LINE
            ),
            "readyok".to_string(),
            "info string position 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".to_string()
        ],
    );
}
