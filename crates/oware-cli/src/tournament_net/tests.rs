use super::ReachArgs;
use super::bench::LineSink;
use super::host::{HostArgs, Typed, run};
use super::join::{JoinArgs, join};
use crate::args::SystemArg;
use crate::online::FormatArg;
use crate::tournament::event::Settled;
use crate::tournament::hall::HallFile;
use crossbeam_channel as channel;
use oware_net::Relay;
use std::time::Duration;

fn off() -> ReachArgs {
    ReachArgs {
        relay: Relay::Off,
        relay_only: false,
    }
}

/// A Swiss of `rounds` hosted on a thread, starting once `players` have entered, steered
/// by `typed`: its file, the thread, the lines it prints, and its code.
fn organizer(
    dir: &std::path::Path,
    rounds: u16,
    players: u16,
    typed: channel::Receiver<Typed>,
) -> (
    std::path::PathBuf,
    std::thread::JoinHandle<Result<(), crate::CliError>>,
    channel::Receiver<String>,
    String,
) {
    let file = dir.join("club.ron");
    let args = HostArgs {
        file: file.clone(),
        name: "Club night".into(),
        system: SystemArg::Swiss,
        rounds,
        tie_breaks: vec![],
        format: FormatArg::Single,
        clock: None,
        players: Some(players),
        list: false,
        reach: off(),
    };
    let (lines, heard) = channel::unbounded();
    let thread = std::thread::spawn(move || {
        let mut out = LineSink(lines, Vec::new());
        run(&args, typed, None, &mut out)
    });
    let code = loop {
        let line = heard
            .recv_timeout(Duration::from_secs(60))
            .expect("the organizer prints its code");
        if let Some(code) = line.strip_prefix("code: ") {
            break code.to_string();
        }
    };
    (file, thread, heard, code)
}

/// Headless players joining `code`, the engine at `level(i)`, `movetime` ms a move: what
/// each printed.
fn players(
    code: &str,
    names: &[&str],
    level: impl Fn(usize) -> u8,
    movetime: u64,
) -> Vec<std::thread::JoinHandle<Result<String, crate::CliError>>> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let args = JoinArgs {
                code: code.to_string(),
                name: name.to_string(),
                level: level(i),
                movetime,
                timeout: 60,
                reach: off(),
            };
            std::thread::spawn(move || {
                let mut out = Vec::new();
                join(&args, &mut out).map(|()| String::from_utf8_lossy(&out).into_owned())
            })
        })
        .collect()
}

#[test]
fn five_headless_players_play_a_swiss_of_three_rounds_through_the_organizer_and_every_result_is_agreed()
 {
    let dir = tempfile::tempdir().expect("a folder");
    let (file, organizer, heard, code) = organizer(dir.path(), 3, 5, channel::never());
    let names = ["Ama", "Kofi", "Esi", "Yaw", "Abena"];
    let players = players(&code, &names, |i| 1 + i as u8, 5);
    for player in players {
        let said = player
            .join()
            .expect("a player's thread")
            .expect("played to the end");
        assert!(said.contains("the tournament is over"), "{said}");
        assert!(said.contains("standings after round 3"), "{said}");
    }
    organizer
        .join()
        .expect("the organizer's thread")
        .expect("the tournament ran");
    let said: Vec<String> = heard.try_iter().collect();
    let kept = HallFile::from_ron(&std::fs::read_to_string(&file).expect("the file"))
        .expect("a file that holds together");
    let t = &kept.tournament;
    assert_eq!(t.players.len(), 5);
    assert_eq!(t.rounds.len(), 3);
    assert!(t.is_over(), "{said:?}");
    for round in &t.rounds {
        assert_eq!(round.boards.len(), 2, "five players: two boards and a bye");
        for board in &round.boards {
            assert!(
                matches!(board.result, Some((_, Settled::Agreed))),
                "{board:?}"
            );
        }
    }
    // Each round gives out a point a board and one for the bye: 3 × 3 points.
    let points: u64 = t.standings().iter().map(|s| s.points).sum();
    assert_eq!(points, 3 * 3 * 4, "in quarter points");
    // Everyone had one bye at most, and the organizer said every result.
    for p in 0..5 {
        let byes = t
            .rounds
            .iter()
            .filter(|r| r.absent.iter().any(|a| a.0 == p))
            .count();
        assert!(byes <= 1, "player {p}: {byes} byes");
    }
    assert_eq!(
        said.iter().filter(|l| l.contains("agreed")).count(),
        6,
        "{said:?}"
    );
}

#[test]
fn the_benchmark_plays_its_swiss_to_the_end_and_says_every_result_was_agreed() {
    use clap::Parser;
    let cli = crate::args::Cli::try_parse_from([
        "oware-cli",
        "tournament",
        "bench",
        "--players",
        "6",
        "--rounds",
        "2",
        "--movetime",
        "2",
    ])
    .expect("arguments");
    let crate::args::Command::Tournament(t) = cli.command else {
        panic!("a tournament command");
    };
    let crate::args::TournamentCommand::Bench(args) = t.command else {
        panic!("the bench");
    };
    let mut out = Vec::new();
    super::bench(&args, &mut out).expect("the benchmark ran");
    let said = String::from_utf8_lossy(&out);
    assert!(
        said.contains("boards 6:") && said.contains("results agreed 6 of 6"),
        "{said}"
    );
    assert!(said.contains("told the final standings: yes"), "{said}");
    assert!(said.contains("move to organizer: "), "{said}");
}

#[test]
fn a_player_the_organizer_withdraws_in_round_one_sits_the_rest_out_and_the_tournament_ends() {
    let dir = tempfile::tempdir().expect("a folder");
    let (type_line, typed) = channel::unbounded();
    let (file, organizer, heard, code) = organizer(dir.path(), 2, 4, typed);
    let next = || {
        heard
            .recv_timeout(Duration::from_secs(60))
            .expect("the organizer goes on")
    };
    // Slow enough that round 1 is still in play when the organizer types.
    let players = players(&code, &["Ama", "Kofi", "Esi", "Yaw"], |_| 3, 60);
    while next() != "round 1 started" {}
    type_line
        .send(Typed::Withdraw("yaw".into()))
        .expect("typed");
    let mut said = Vec::new();
    loop {
        let line = next();
        said.push(line.clone());
        if line.starts_with("Yaw withdrawn") || line.starts_with("refused") {
            break;
        }
    }
    assert_eq!(
        said.last().map(String::as_str),
        Some("Yaw withdrawn from the next round on"),
        "{said:?}"
    );
    for player in players {
        let told = player
            .join()
            .expect("a player's thread")
            .expect("played to the end");
        assert!(told.contains("the tournament is over"), "{told}");
    }
    organizer
        .join()
        .expect("the organizer's thread")
        .expect("it ran");
    let kept =
        HallFile::from_ron(&std::fs::read_to_string(&file).expect("the file")).expect("read");
    let yaw = kept
        .tournament
        .players
        .iter()
        .position(|p| p.name == "Yaw")
        .expect("Yaw");
    let round_two = &kept.tournament.rounds[1];
    assert!(
        round_two.absent.iter().any(|&(p, _)| p == yaw),
        "{round_two:?}"
    );
    assert!(
        round_two
            .boards
            .iter()
            .all(|b| b.pairing.first != yaw && b.pairing.second != yaw)
    );
}

#[test]
fn a_round_that_cannot_be_paired_is_said_once_and_the_organizer_ends_the_tournament() {
    let dir = tempfile::tempdir().expect("a folder");
    let (type_line, typed) = channel::unbounded();
    // Two players cannot meet in a second round of a Swiss.
    let (_, organizer, heard, code) = organizer(dir.path(), 2, 2, typed);
    let players = players(&code, &["Ama", "Kofi"], |_| 1, 5);
    let mut said = Vec::new();
    loop {
        let line = heard
            .recv_timeout(Duration::from_secs(60))
            .expect("the organizer goes on");
        said.push(line.clone());
        if line.starts_with("type `end`") {
            break;
        }
    }
    // Nothing more is said while nothing changes.
    std::thread::sleep(Duration::from_millis(1500));
    let more: Vec<String> = heard.try_iter().collect();
    assert!(
        more.iter().all(|l| !l.starts_with("refused")),
        "said again: {more:?}"
    );
    assert_eq!(
        said.iter().filter(|l| l.starts_with("refused")).count(),
        1,
        "{said:?}"
    );
    type_line.send(Typed::End).expect("typed");
    for player in players {
        let told = player
            .join()
            .expect("a player's thread")
            .expect("played to the end");
        assert!(told.contains("the tournament is over"), "{told}");
    }
    organizer
        .join()
        .expect("the organizer's thread")
        .expect("it ran");
}
