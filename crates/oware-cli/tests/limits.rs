//! The tool under a memory limit: endgame tables too large for what is left are refused
//! with the figures, and the engine goes on (run under `ulimit -v`, 1 GB).

#![cfg(unix)]

use std::io::Write;
use std::process::{Command, Stdio};

const CLI: &str = env!("CARGO_BIN_EXE_oware-cli");

/// `oware-cli ARGS` under a 1 GB address-space limit, with its own home and `input` on its
/// standard input: its status, output and errors.
fn limited(args: &str, home: &std::path::Path, input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 1000000 && exec '{CLI}' {args}"))
        .env("HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes()).expect("input");
    }
    let out = child.wait_with_output().expect("it ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn home(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oware-limits-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("home");
    dir
}

#[test]
fn tables_larger_than_the_memory_left_are_refused_with_the_figures() {
    let dir = home("build");
    let out = dir.join("e.bin");
    let (status, _, errors) = limited(
        &format!("egtb build --max-seeds 17 --out '{}'", out.display()),
        &dir,
        "",
    );
    assert_eq!(status, Some(2), "a clear refusal, not an abort: {errors}");
    assert!(
        errors.contains("17 seeds need about 1.3 GB") && errors.contains("available"),
        "{errors}"
    );
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_engine_refuses_tables_it_cannot_build_and_goes_on() {
    let dir = home("uci");
    let (status, output, errors) = limited(
        "uci",
        &dir,
        "uci\nsetoption name UseTables value false\nsetoption name TableSeeds value 24\n\
         isready\nposition startpos\ngo depth 3\nisready\nquit\n",
    );
    assert_eq!(status, Some(0), "{errors}");
    assert!(
        output.lines().any(|l| l.starts_with("info string error")
            && l.contains("24 seeds need about")
            && l.contains("available")),
        "{output}"
    );
    assert_eq!(
        output.lines().filter(|l| *l == "readyok").count(),
        2,
        "{output}"
    );
    assert!(
        output.lines().any(|l| l.starts_with("bestmove ")),
        "{output}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
