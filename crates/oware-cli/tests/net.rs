//! `oware-cli net`: two headless peers over this machine's loopback play a whole best of 3,
//! engines choosing the moves, and both end with the same match record.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CLI: &str = env!("CARGO_BIN_EXE_oware-cli");

fn peer(args: &[&str], home: &std::path::Path) -> Command {
    let mut command = Command::new(CLI);
    command
        .arg("net")
        .args(args)
        .args(["--engine", &format!("{CLI} uci")])
        .args(["--engine-option", "UseTables=false", "--movetime", "10"])
        .args(["--timeout", "60"])
        .env("HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// The lines a process printed, once it has ended (bounded in time).
fn finish(mut child: std::process::Child, more: Vec<String>) -> (bool, Vec<String>) {
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        assert!(Instant::now() < deadline, "the match did not end");
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut lines = more;
    if let Some(out) = child.stdout.take() {
        lines.extend(BufReader::new(out).lines().map_while(Result::ok));
    }
    (status.success(), lines)
}

#[test]
fn two_peers_play_a_best_of_three_over_loopback_and_end_with_the_same_result() {
    let home = std::env::temp_dir().join(format!("oware-net-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let mut host = peer(&["host", "--name", "Ama", "--format", "best-of-3"], &home)
        .spawn()
        .expect("the host starts");
    // The code, on a line of its own.
    let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
    let mut first = String::new();
    host_out.read_line(&mut first).expect("the code line");
    let code = first
        .trim()
        .strip_prefix("code: ")
        .unwrap_or_else(|| panic!("a code line, not {first:?}"))
        .to_string();
    let guest = peer(&["join", &code, "--name", "Kofi"], &home)
        .spawn()
        .expect("the guest starts");
    let (guest_ok, guest_lines) = finish(guest, Vec::new());
    let host_rest: Vec<String> = host_out.lines().map_while(Result::ok).collect();
    let (host_ok, host_lines) = finish(host, host_rest);
    assert!(guest_ok && host_ok, "{guest_lines:?}\n{host_lines:?}");
    let last = |lines: &[String]| lines.last().cloned().unwrap_or_default();
    assert!(last(&host_lines).starts_with("result: "), "{host_lines:?}");
    assert_eq!(last(&host_lines), last(&guest_lines));
    // At least two games, each to its end (a draw adds one).
    let games = last(&host_lines)
        .split(" games ")
        .nth(1)
        .map_or(0, |g| g.split_whitespace().count());
    assert!(games >= 2, "{}", last(&host_lines));
    // Every move both saw, in the same order.
    let moves = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .filter(|l| l.starts_with("move "))
            .cloned()
            .collect()
    };
    assert_eq!(moves(&host_lines), moves(&guest_lines));
    assert!(host_lines.iter().any(|l| l == "opponent: Kofi"));
    assert!(guest_lines.iter().any(|l| l == "opponent: Ama"));
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_code_that_names_no_host_is_refused_with_a_clear_message() {
    let output = Command::new(CLI)
        .args(["net", "join", "not-a-code"])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("is not a match code"), "{err}");
}
