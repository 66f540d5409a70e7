//! `oware-cli net`: two headless peers over this machine's loopback play a whole best of 3,
//! engines choosing the moves, and both end with the same match record — directly, and only
//! through a relay server (iroh's own `iroh-relay` program run unchanged on loopback, or its
//! library where the program is not installed); a person at the keyboard plays and
//! resigns; a host facing a bad
//! guest — another protocol version, a 10 MB message, random bytes, an illegal move, a wrong
//! pit, a wrong hash, a skipped ply, silence — ends with one clear line and status 2 before
//! any move is played. (A move out of turn is refused in the core's tests: here the host
//! would be asked for its own move first.)

use iroh::endpoint::presets;
use iroh_relay::server::{RelayConfig, Server, ServerConfig};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CLI: &str = env!("CARGO_BIN_EXE_oware-cli");

fn peer(args: &[&str], home: &std::path::Path) -> Command {
    let mut command = bare(args, home, Stdio::null());
    command
        .args(["--engine", &format!("{CLI} uci")])
        .args(["--engine-option", "UseTables=false", "--movetime", "10"])
        .args(["--timeout", "60"]);
    command
}

/// The host's first line, `code: CODE`: the code.
fn read_code(out: &mut BufReader<std::process::ChildStdout>) -> String {
    let mut first = String::new();
    out.read_line(&mut first).expect("the code line");
    first
        .trim()
        .strip_prefix("code: ")
        .unwrap_or_else(|| panic!("a code line, not {first:?}"))
        .to_string()
}

/// `oware-cli net ARGS` with its own home, its output read by the test.
fn bare(args: &[&str], home: &std::path::Path, stdin: Stdio) -> Command {
    let mut command = Command::new(CLI);
    command
        .arg("net")
        .args(args)
        .env("HOME", home)
        .stdin(stdin)
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

/// The `move N: PIT` lines a side printed, in order.
fn moves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.starts_with("move "))
        .cloned()
        .collect()
}

/// A best of 3 between two engines, connected as `connection` says; both must end with the
/// same moves and result.
fn best_of_three(connection: &[&str], what: &str) {
    let home = std::env::temp_dir().join(format!("oware-net-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let mut host_args = vec!["host", "--name", "Ama", "--format", "best-of-3"];
    host_args.extend_from_slice(connection);
    let mut host = peer(&host_args, &home).spawn().expect("the host starts");
    // The code, on a line of its own.
    let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
    let code = read_code(&mut host_out);
    let mut guest_args = vec!["join", &code, "--name", "Kofi"];
    guest_args.extend_from_slice(connection);
    let guest = peer(&guest_args, &home).spawn().expect("the guest starts");
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
    assert_eq!(moves(&host_lines), moves(&guest_lines));
    assert!(host_lines.iter().any(|l| l == "opponent: Kofi"));
    assert!(guest_lines.iter().any(|l| l == "opponent: Ama"));
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn two_peers_play_a_best_of_three_over_loopback_and_end_with_the_same_result() {
    best_of_three(&["--relay", "off"], "direct");
}

/// iroh's relay server on a free loopback port, over plain HTTP as `iroh-relay --dev` runs
/// it: the `iroh-relay` program itself, unchanged, when `OWARE_IROH_RELAY` names it (CI's
/// `.ci/run` installs it) or it is on the PATH; else the same server from its library, in
/// this process.
enum TestRelay {
    Program {
        child: std::process::Child,
        url: String,
        metrics: std::net::SocketAddr,
        folder: std::path::PathBuf,
    },
    Library(tokio::runtime::Runtime, Option<Server>),
}

/// A loopback port nobody listens on now.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0)).expect("a port");
    listener.local_addr().expect("an address").port()
}

/// Waits until something listens on `addr` (20 s at most).
fn listening(addr: std::net::SocketAddr) -> bool {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if std::net::TcpStream::connect(addr).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

impl TestRelay {
    fn start() -> TestRelay {
        let named = std::env::var_os("OWARE_IROH_RELAY");
        let program = named.clone().map(std::path::PathBuf::from).or_else(|| {
            Command::new("iroh-relay")
                .arg("--help")
                .output()
                .ok()
                .map(|_| "iroh-relay".into())
        });
        match program {
            Some(program) => TestRelay::program(&program),
            None => {
                eprintln!("no iroh-relay program: its server runs from the library");
                TestRelay::library()
            }
        }
    }

    fn program(program: &std::path::Path) -> TestRelay {
        let folder = std::env::temp_dir().join(format!("oware-relay-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let http = std::net::SocketAddr::from((std::net::Ipv4Addr::LOCALHOST, free_port()));
        let metrics = std::net::SocketAddr::from((std::net::Ipv4Addr::LOCALHOST, free_port()));
        let config = folder.join("relay.toml");
        std::fs::write(
            &config,
            format!(
                "enable_relay = true\nhttp_bind_addr = \"{http}\"\nenable_quic_addr_discovery = false\nenable_metrics = true\nmetrics_bind_addr = \"{metrics}\"\n"
            ),
        )
        .expect("the relay's configuration");
        let child = Command::new(program)
            .arg("--dev")
            .arg("--config-path")
            .arg(&config)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{} does not start: {e}", program.display()));
        eprintln!("relay: {} --dev on {http}", program.display());
        let relay = TestRelay::Program {
            child,
            url: format!("http://{http}"),
            metrics,
            folder,
        };
        assert!(listening(http) && listening(metrics), "the relay listens");
        relay
    }

    fn library() -> TestRelay {
        let runtime = tokio::runtime::Runtime::new().expect("a runtime");
        let server = runtime.block_on(async {
            let mut config = ServerConfig::default();
            config.relay = Some(RelayConfig::new((std::net::Ipv4Addr::LOCALHOST, 0)));
            Server::spawn(config).await.expect("the relay starts")
        });
        TestRelay::Library(runtime, Some(server))
    }

    fn url(&self) -> String {
        match self {
            TestRelay::Program { url, .. } => url.clone(),
            TestRelay::Library(_, server) => format!(
                "http://{}",
                server
                    .as_ref()
                    .and_then(|s| s.http_addr())
                    .expect("the relay's address")
            ),
        }
    }

    /// The bytes the relay has passed on.
    fn relayed(&self) -> u64 {
        match self {
            TestRelay::Program { metrics, .. } => {
                use std::io::{Read, Write};
                let mut stream = std::net::TcpStream::connect(metrics).expect("the metrics");
                stream
                    .write_all(b"GET /metrics HTTP/1.0\r\nHost: localhost\r\n\r\n")
                    .expect("asked");
                let mut text = String::new();
                stream.read_to_string(&mut text).expect("the metrics");
                text.lines()
                    .find(|l| l.starts_with("relayserver_bytes_sent"))
                    .and_then(|l| l.split_whitespace().last())
                    .and_then(|n| n.parse::<f64>().ok())
                    .map_or(0, |n| n as u64)
            }
            TestRelay::Library(_, server) => server
                .as_ref()
                .map_or(0, |s| s.metrics().server.bytes_sent.get()),
        }
    }
}

impl Drop for TestRelay {
    fn drop(&mut self) {
        match self {
            TestRelay::Program { child, folder, .. } => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = std::fs::remove_dir_all(folder);
            }
            TestRelay::Library(runtime, server) => {
                if let Some(server) = server.take() {
                    let _ = runtime.block_on(server.shutdown());
                }
            }
        }
    }
}

#[test]
fn two_peers_play_a_best_of_three_through_a_relay_server_run_on_loopback() {
    let relay = TestRelay::start();
    let url = relay.url();
    // Relay only: neither side has a direct path, so every byte goes through the relay.
    best_of_three(&["--relay", &url, "--relay-only"], "relay");
    // The match's packets went through it: a best of 3 is some hundred moves.
    let relayed = relay.relayed();
    eprintln!("the relay passed on {relayed} bytes");
    assert!(relayed > 20_000, "the relay passed on {relayed} bytes");
}

#[test]
fn a_code_of_a_match_nobody_hosts_is_refused_with_a_clear_message() {
    let output = Command::new(CLI)
        .args(["net", "join", "7K3M-Q9XD-2HVA-ZR6B", "--relay", "off"])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("no match answers to this code"), "{err}");
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
    assert!(err.contains("a match code has 16 letters"), "{err}");
}

/// A frame: the length, then the bytes.
fn frame(body: &[u8]) -> Vec<u8> {
    let mut bytes = (body.len() as u32).to_be_bytes().to_vec();
    bytes.extend_from_slice(body);
    bytes
}

const HELLO: &[u8] = br#"{"type":"hello","version":2,"program":"test","name":"Bad"}"#;

/// Starts a host playing North (so it waits for the guest's first move), sends `bytes` as
/// the guest, and returns the host's exit status and standard error.
fn host_after(bytes: Vec<u8>, timeout_s: u64) -> (Option<i32>, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let home = std::env::temp_dir().join(format!("oware-net-bad-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let timeout = timeout_s.to_string();
    let args = [
        "host",
        "--side",
        "north",
        "--timeout",
        &timeout,
        "--relay",
        "off",
    ];
    // A person who types nothing: the input stays open (closed, it would resign).
    let mut host = bare(&args, &home, Stdio::piped())
        .spawn()
        .expect("the host starts");
    let _keyboard = host.stdin.take();
    // Kept open to the end: the host writes to it.
    let mut out = BufReader::new(host.stdout.take().expect("stdout"));
    let code = read_code(&mut out);
    let code: oware_net::MatchCode = code.parse().expect("a code with addresses");
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        let endpoint = iroh::Endpoint::builder(presets::Minimal)
            .bind()
            .await
            .expect("binds");
        let addr = iroh::EndpointAddr::from_parts(code.host_id(), code.addresses());
        let connection = endpoint.connect(addr, b"oware/1").await.expect("connects");
        let (mut send, _recv) = connection.open_bi().await.expect("a stream");
        let _ = send.write_all(&bytes).await;
        // Wait for the host to end, bounded.
        let deadline = Instant::now() + Duration::from_secs(timeout_s + 30);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = host.try_wait() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        endpoint.close().await;
    });
    let status = host.wait().expect("ended");
    let mut err = String::new();
    if let Some(mut e) = host.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut e, &mut err);
    }
    let _ = std::fs::remove_dir_all(&home);
    (status.code(), err)
}

#[test]
fn a_bad_guest_ends_the_match_with_a_clear_message() {
    let old = frame(br#"{"type":"hello","version":0,"program":"old","name":"Old"}"#);
    // A program of the first version, before the clocks: refused by its version, in words.
    let first = frame(br#"{"type":"hello","version":1,"program":"oware 0.1","name":"Old"}"#);
    let huge = (10u32 * 1024 * 1024).to_be_bytes().to_vec();
    let random = vec![0x00, 0x00, 0x00, 0x05, 0xde, 0xad, 0xbe, 0xef, 0x01];
    let with_hello = |more: &[u8]| {
        let mut bytes = frame(HELLO);
        bytes.extend_from_slice(&frame(more));
        bytes
    };
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("old version", old, "version 0"),
        (
            "version 1",
            first,
            "speaks version 1 of the protocol; this one speaks 2",
        ),
        ("10 MB", huge, "longer than"),
        ("random bytes", random, "not text"),
        (
            "illegal move",
            with_hello(br#"{"type":"move","ply":1,"pit":"a","hash":"0"}"#),
            "illegal move",
        ),
        (
            "wrong pit",
            with_hello(br#"{"type":"move","ply":1,"pit":"x","hash":"0"}"#),
            "not a pit",
        ),
        (
            "wrong hash",
            with_hello(br#"{"type":"move","ply":1,"pit":"F","hash":"0000000000000000"}"#),
            "differ",
        ),
        (
            "skipped ply",
            with_hello(br#"{"type":"move","ply":3,"pit":"F","hash":"0"}"#),
            "ply 3",
        ),
    ];
    for (what, bytes, says) in cases {
        let (code, err) = host_after(bytes, 20);
        assert_eq!(code, Some(2), "{what}: {err}");
        assert!(err.contains(says), "{what}: {err}");
        // One message (besides the board a person sees), and it is the last line.
        let messages: Vec<&str> = err
            .lines()
            .filter(|l| l.starts_with("oware-cli:"))
            .collect();
        assert_eq!(messages.len(), 1, "{what}: one message: {err}");
        assert_eq!(
            err.lines().last(),
            messages.first().copied(),
            "{what}: {err}"
        );
    }
}

#[test]
fn a_silent_guest_is_given_up_after_the_timeout() {
    let (code, err) = host_after(frame(HELLO), 2);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("has not answered for 2 s"), "{err}");
}

/// A person hosting with `host_args` (after `host --name Ama --relay off --timeout 60`)
/// types `typed` at once; an engine joins as Kofi. Returns whether each ended well, the
/// host's and the guest's output lines, and what the host wrote to standard error (its
/// prompts).
fn person_against_an_engine(
    home: &std::path::Path,
    host_args: &[&str],
    typed: &[u8],
) -> (bool, Vec<String>, Vec<String>, String) {
    use std::io::{Read, Write};
    let mut args = vec!["host", "--name", "Ama", "--relay", "off", "--timeout", "60"];
    args.extend_from_slice(host_args);
    let mut host = bare(&args, home, Stdio::piped())
        .spawn()
        .expect("the host starts");
    let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
    let code = read_code(&mut host_out);
    let guest = peer(&["join", &code, "--name", "Kofi", "--relay", "off"], home)
        .spawn()
        .expect("the guest starts");
    let mut keyboard = host.stdin.take().expect("stdin");
    keyboard.write_all(typed).expect("typed");
    let (guest_ok, guest_lines) = finish(guest, Vec::new());
    let mut errors = host.stderr.take().expect("stderr");
    let host_rest: Vec<String> = host_out.lines().map_while(Result::ok).collect();
    drop(keyboard);
    let (host_ok, host_lines) = finish(host, host_rest);
    let mut prompts = String::new();
    errors.read_to_string(&mut prompts).expect("the prompts");
    (guest_ok && host_ok, host_lines, guest_lines, prompts)
}

#[test]
fn a_person_at_the_keyboard_plays_a_pit_then_resigns_and_both_sides_end_the_same() {
    let home = std::env::temp_dir().join(format!("oware-net-person-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    // A word that is no command, South's F, then resign:
    // typed at once, so the resignation may cross the engine's answer.
    let (ok, host_lines, guest_lines, _) =
        person_against_an_engine(&home, &[], b"hello\nF\nresign\n");
    assert!(ok, "{guest_lines:?}\n{host_lines:?}");
    assert!(
        host_lines.contains(&"move 1: F".to_string()),
        "{host_lines:?}"
    );
    assert!(
        guest_lines.contains(&"move 1: F".to_string()),
        "{guest_lines:?}"
    );
    for lines in [&host_lines, &guest_lines] {
        assert!(lines.contains(&"resigned: South".to_string()), "{lines:?}");
    }
    let last = host_lines.last().cloned().unwrap_or_default();
    assert!(
        last.starts_with("result: South 0 North 1 draws 0 games "),
        "{host_lines:?}"
    );
    assert_eq!(Some(&last), guest_lines.last());
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_person_playing_to_a_clock_is_told_both_times_left_at_each_move() {
    let home = std::env::temp_dir().join(format!("oware-net-clock-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let (ok, host_lines, _, prompts) =
        person_against_an_engine(&home, &["--clock", "5+0"], b"F\nresign\n");
    assert!(ok, "{host_lines:?}\n{prompts}");
    // The first question, before any move: the person's time (running since the game
    // began, so 4:59 or 5:00) and the other side's, still full.
    let first = prompts
        .split("your move (South, ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_default();
    assert!(
        ["4:59 left, North 5:00", "5:00 left, North 5:00"].contains(&first),
        "{prompts}"
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// Where the guest's program is killed in [`a_guest_killed_and_started_again_gets_the_match_back`].
#[derive(Debug, Clone, Copy)]
enum KillPoint {
    /// Once it has seen this many moves of the first game.
    MidGame(usize),
    /// Once the second game has begun.
    BetweenGames,
}

#[test]
fn a_guest_killed_and_started_again_gets_the_match_back() {
    for point in [KillPoint::MidGame(3), KillPoint::BetweenGames] {
        let home = std::env::temp_dir().join(format!("oware-net-kill-{}", std::process::id()));
        std::fs::create_dir_all(&home).expect("a folder");
        let connection = ["--relay", "off"];
        let mut host_args = vec!["host", "--name", "Ama", "--format", "best-of-3"];
        host_args.extend_from_slice(&connection);
        let mut host = peer(&host_args, &home).spawn().expect("the host starts");
        let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
        let code = read_code(&mut host_out);
        // The host's lines are read on a thread, so that it never waits on a full pipe.
        let host_lines =
            std::thread::spawn(move || host_out.lines().map_while(Result::ok).collect::<Vec<_>>());
        let guest_args = ["join", &code, "--name", "Kofi", "--relay", "off"];
        let mut first = peer(&guest_args, &home).spawn().expect("the guest starts");
        let first_out = BufReader::new(first.stdout.take().expect("stdout"));
        let mut seen = Vec::new();
        for line in first_out.lines().map_while(Result::ok) {
            seen.push(line.clone());
            let moves = seen.iter().filter(|l| l.starts_with("move ")).count();
            let killed_here = match point {
                KillPoint::MidGame(n) => moves >= n,
                KillPoint::BetweenGames => line == "game 2",
            };
            if killed_here {
                break;
            }
        }
        // SIGKILL: the program ends without a word to its host.
        first.kill().expect("killed");
        let _ = first.wait();
        assert!(
            seen.iter().any(|l| l.starts_with("move ")),
            "{point:?}: {seen:?}"
        );
        let again = peer(&guest_args, &home).spawn().expect("started again");
        let (again_ok, again_lines) = finish(again, Vec::new());
        let (host_ok, _) = finish(host, Vec::new());
        let host_lines = host_lines.join().expect("the host's lines");
        assert!(
            again_ok && host_ok,
            "{point:?}\n{again_lines:?}\n{host_lines:?}"
        );
        let last = |lines: &[String]| lines.last().cloned().unwrap_or_default();
        assert!(last(&host_lines).starts_with("result: "), "{host_lines:?}");
        assert_eq!(last(&host_lines), last(&again_lines), "{point:?}");
        // The match went on: more moves after the program came back, seen on both sides.
        let (host_moves, again_moves) = (moves(&host_lines), moves(&again_lines));
        assert!(!again_moves.is_empty(), "{point:?}: {again_lines:?}");
        assert!(
            host_moves.ends_with(&again_moves),
            "{point:?}\n{again_moves:?}\n{host_moves:?}"
        );
        let _ = std::fs::remove_dir_all(&home);
    }
}

#[test]
fn a_guest_killed_while_its_take_back_question_stands_comes_back_to_the_game_as_it_was() {
    use std::io::Write;
    let home = std::env::temp_dir().join(format!("oware-net-kill-undo-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let host_args = [
        "host",
        "--name",
        "Ama",
        "--relay",
        "off",
        "--timeout",
        "120",
    ];
    let mut host = bare(&host_args, &home, Stdio::piped())
        .spawn()
        .expect("the host starts");
    let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
    let code = read_code(&mut host_out);
    let host_lines =
        std::thread::spawn(move || host_out.lines().map_while(Result::ok).collect::<Vec<_>>());
    let mut ama = host.stdin.take().expect("stdin");
    let guest_args = [
        "join",
        &code,
        "--name",
        "Kofi",
        "--relay",
        "off",
        "--timeout",
        "120",
    ];
    let mut first = bare(&guest_args, &home, Stdio::piped())
        .spawn()
        .expect("the guest starts");
    let mut kofi = first.stdin.take().expect("stdin");
    let mut first_out = BufReader::new(first.stdout.take().expect("stdout"));
    let mut next_line = || {
        let mut line = String::new();
        first_out.read_line(&mut line).expect("a line");
        line.trim().to_string()
    };
    ama.write_all(b"F\n").expect("typed");
    while next_line() != "move 1: F" {}
    kofi.write_all(b"f\nundo\n").expect("typed");
    while next_line() != "move 2: f" {}
    // The question reaches Ama; Kofi's program is killed before any answer.
    std::thread::sleep(Duration::from_secs(1));
    first.kill().expect("killed");
    let _ = first.wait();
    let again = peer(&guest_args[..6], &home)
        .spawn()
        .expect("started again");
    // Once the match goes on, Ama's answer finds no question, and she plays and resigns.
    std::thread::sleep(Duration::from_secs(20));
    ama.write_all(b"yes\nE\n").expect("typed");
    std::thread::sleep(Duration::from_secs(2));
    ama.write_all(b"resign\n").expect("typed");
    let (again_ok, again_lines) = finish(again, Vec::new());
    drop(ama);
    let (host_ok, _) = finish(host, Vec::new());
    let host_lines = host_lines.join().expect("the host's lines");
    assert!(again_ok && host_ok, "{again_lines:?}\n{host_lines:?}");
    let last = |lines: &[String]| lines.last().cloned().unwrap_or_default();
    assert!(
        last(&host_lines).starts_with("result: South 0 North 1"),
        "{host_lines:?}"
    );
    assert_eq!(last(&host_lines), last(&again_lines));
    // Nothing was taken back: the game went on from F f.
    for lines in [&host_lines, &again_lines] {
        assert!(!lines.iter().any(|l| l.starts_with("undone")), "{lines:?}");
    }
    assert_eq!(
        moves(&host_lines)[..3],
        ["move 1: F", "move 2: f", "move 3: E"].map(String::from)
    );
    assert!(
        moves(&host_lines).ends_with(&moves(&again_lines)),
        "{again_lines:?}"
    );
    let _ = std::fs::remove_dir_all(&home);
}

/// `oware-cli tournament ARGS` with its own home, its output read by the test.
fn tournament(args: &[&str], home: &std::path::Path) -> Command {
    let mut command = Command::new(CLI);
    command
        .arg("tournament")
        .args(args)
        .env("HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

#[test]
fn an_organizer_killed_in_round_two_and_started_again_takes_its_tournament_up_where_it_stood() {
    let home = std::env::temp_dir().join(format!("oware-hall-kill-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("a folder");
    let file = home.join("club.ron");
    let file_arg = file.to_string_lossy().into_owned();
    let host_args = [
        "host",
        &file_arg,
        "--name",
        "Club night",
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--players",
        "6",
        "--relay",
        "off",
    ];
    let mut host = tournament(&host_args, &home)
        .spawn()
        .expect("the organizer starts");
    let mut host_out = BufReader::new(host.stdout.take().expect("stdout"));
    let code = read_code(&mut host_out);
    let players: Vec<_> = ["Ama", "Kofi", "Esi", "Yaw", "Abena", "Kwame"]
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let level = (2 + i % 4).to_string();
            let args = [
                "join",
                &code,
                "--name",
                name,
                "--level",
                &level,
                "--movetime",
                "20",
                "--timeout",
                "60",
                "--relay",
                "off",
            ];
            tournament(&args, &home).spawn().expect("a player starts")
        })
        .collect();
    let mut before = Vec::new();
    for line in host_out.lines().map_while(Result::ok) {
        before.push(line.clone());
        if line == "round 2 started" {
            break;
        }
    }
    assert!(before.iter().any(|l| l == "round 2 started"), "{before:?}");
    // SIGKILL in round 2: the organizer ends without a word to anyone.
    host.kill().expect("killed");
    let _ = host.wait();
    let again = tournament(&host_args, &home)
        .spawn()
        .expect("started again");
    let (again_ok, again_lines) = finish(again, Vec::new());
    let mut said = Vec::new();
    for player in players {
        let (ok, lines) = finish(player, Vec::new());
        assert!(ok, "{lines:?}");
        said.push(lines);
    }
    assert!(again_ok, "{again_lines:?}");
    assert_eq!(
        again_lines.first(),
        Some(&format!("code: {code}")),
        "the same code"
    );
    for lines in &said {
        assert_eq!(
            lines.last().map(String::as_str),
            Some("the tournament is over")
        );
        assert!(
            lines.iter().any(|l| l == "standings after round 3:"),
            "{lines:?}"
        );
    }
    // Every board's result was agreed by its two players: 3 rounds of 3 boards.
    let agreed = before
        .iter()
        .chain(&again_lines)
        .filter(|l| l.ends_with("agreed"))
        .count();
    assert_eq!(agreed, 9, "{before:?}\n{again_lines:?}");
    let _ = std::fs::remove_dir_all(&home);
}
