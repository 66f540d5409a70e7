//! UCI sessions, malformed lines and illegal moves included.

use super::uci::{Engine, SharedOut};
use crate::rules::Rules;
use std::sync::{Arc, Mutex};

/// A writer whose bytes the test can read back.
#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

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

fn session(script: &str) -> Vec<String> {
    let capture = Capture::default();
    let out: SharedOut = Arc::new(Mutex::new(Box::new(capture.clone())));
    let mut engine = Engine::new(Rules::ABAPA, out);
    engine.command("setoption name UseTables value false");
    engine.run(std::io::Cursor::new(script.to_string()));
    let bytes = capture.0.lock().map(|b| b.clone()).unwrap_or_default();
    String::from_utf8_lossy(&bytes)
        .lines()
        .map(str::to_string)
        .collect()
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
    // No `quit`: the end of input waits for the search (quit would stop it).
    let lines = session("isready\nposition startpos moves F f\ngo depth 6\n");
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
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("bestmove");
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
    let best: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(best.len(), 2, "{lines:?}");
    assert_eq!(best[0], "E", "E captures 8");
}

#[test]
fn stop_ends_an_infinite_search_with_a_bestmove() {
    let lines = session("position startpos\ngo infinite\nstop\nquit\n");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove ")).count(),
        1,
        "{lines:?}"
    );
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
    let best: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
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
    let lines = session("position startpos\ngo infinite\nposition startpos moves F\ngo depth 3\n");
    let best: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(best.len(), 2, "{lines:?}");
    assert!(
        ["a", "b", "c", "d", "e", "f"].contains(&best[1]),
        "North's move after F: {lines:?}"
    );
}
