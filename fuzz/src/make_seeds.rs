//! Writes the fuzz targets' first inputs into `seeds/TARGET/`: a played online exchange,
//! records, a save, positions, puzzles, the lessons, an engine session and tournament
//! reports. Run with
//! `cargo run --bin make_seeds` from this folder.

use oware_core::net::{Event, Message, OnlinePeer, encode};
use oware_core::records::{PlayerKind, SavedMatch, write_ogn};
use oware_core::rules::{Game, Match, MatchFormat, Move, NextStarter, Rules, Side};
use oware_core::tournament::hall::{HALL_VERSION, HallMessage};
use oware_core::tournament::standings::Outcome;
use std::path::Path;

fn write(target: &str, name: &str, bytes: &[u8]) -> std::io::Result<()> {
    let dir = Path::new("seeds").join(target);
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join(name), bytes)
}

/// Every message of a match's start and its first moves, as frames, in the order sent.
fn exchange(clock: Option<String>, plies: usize) -> Result<Vec<u8>, String> {
    let mut host = OnlinePeer::host("Ama", oware_fuzz::offer(clock)).map_err(|e| e.to_string())?;
    let mut guest = OnlinePeer::guest("Kofi").map_err(|e| e.to_string())?;
    let mut frames = Vec::new();
    let send = |m: Message, to: &mut OnlinePeer, frames: &mut Vec<u8>| {
        frames.extend(encode(&m));
        to.receive(m).unwrap_or_default()
    };
    let to_host = send(guest.hello(), &mut host, &mut frames);
    send(host.hello(), &mut guest, &mut frames);
    for e in to_host {
        if let Event::Reply(m) = e {
            send(m, &mut guest, &mut frames);
        }
    }
    let mut game = Game::new(Rules::ABAPA);
    for _ in 0..plies {
        let Some(mv) = game.legal_moves().iter().next() else {
            break;
        };
        let south = game.to_move() == Some(Side::South);
        let (mover, other) = if south {
            (&mut guest, &mut host)
        } else {
            (&mut host, &mut guest)
        };
        let m = mover.play(mv).map_err(|e| e.to_string())?;
        send(m, other, &mut frames);
        game.play(mv).map_err(|e| e.to_string())?;
    }
    if let Ok(ask) = guest.ask_undo(0) {
        send(ask, &mut host, &mut frames);
    }
    if let Ok(resign) = host.resign() {
        send(resign, &mut guest, &mut frames);
    }
    Ok(frames)
}

fn played(plies: usize) -> Game {
    let mut game = Game::new(Rules::ABAPA);
    for i in 0..plies {
        let moves: Vec<Move> = game.legal_moves().iter().collect();
        let Some(&mv) = moves.get(i % moves.len().max(1)) else {
            break;
        };
        let _ = game.play(mv);
    }
    game
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Tournament reports: Swisses paired round by round by an endorsed engine.
    for name in ["8p4r", "36p9r"] {
        let path = Path::new("../crates/oware-core/src/tournament/swiss/checked")
            .join(format!("{name}.trf"));
        write("trf", name, &std::fs::read(path)?)?;
    }
    // A tournament's lines: entries, a game's first messages and a report.
    let mut hall = Vec::new();
    for name in ["Ama", "Kofi", "Esi", "Yaw", "Abena"] {
        hall.extend(encode(&HallMessage::Enter {
            version: HALL_VERSION,
            program: "seed".into(),
            name: name.into(),
            ticket: None,
        }));
    }
    let host = OnlinePeer::host("Ama", oware_fuzz::offer(None)).map_err(|e| e.to_string())?;
    for message in [host.hello(), Message::Ping { n: 1 }, Message::Bye] {
        hall.extend(encode(&HallMessage::Game {
            round: 1,
            board: 1,
            message,
        }));
    }
    hall.extend(encode(&HallMessage::Report {
        round: 1,
        board: 1,
        outcome: Outcome::FirstWins,
        seeds: [30, 18],
    }));
    write("hall", "club", &hall)?;
    let match_start = exchange(None, 6)?;
    let with_clock = exchange(Some("300+2".into()), 4)?;
    for target in ["frames", "peer"] {
        write(target, "match-start", &match_start)?;
        write(target, "clock", &with_clock)?;
    }
    let game = played(40);
    let tags = vec![
        ("South".to_string(), "Ama".to_string()),
        ("North".to_string(), "Kofi".to_string()),
    ];
    let one = write_ogn(&game, &tags, &[]);
    write("ogn", "one", one.as_bytes())?;
    write(
        "ogn",
        "several",
        format!("{one}\n\n{}", write_ogn(&played(7), &[], &[])).as_bytes(),
    )?;
    let saved = SavedMatch::new(
        Rules::ABAPA,
        Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::South),
        &game,
        [PlayerKind::Human, PlayerKind::Computer { level: 3 }],
        ["Ama".into(), "Kofi".into()],
    );
    write("ron_files", "save", saved.to_ron()?.as_bytes())?;
    let settings = ron::ser::to_string_pretty(
        &oware_core::records::Settings::default(),
        ron::ser::PrettyConfig::default(),
    )?;
    write("ron_files", "settings", settings.as_bytes())?;
    for (i, g) in [played(0), played(13), played(41)].iter().enumerate() {
        let text = oware_core::rules::format_position(g.position());
        write("position", &format!("position-{i}"), text.as_bytes())?;
    }
    write("position", "moves", b"FaEbDc")?;
    let puzzles = include_str!("../../crates/oware-core/assets/puzzles/abapa.txt");
    let first: Vec<&str> = puzzles.lines().take(12).collect();
    write("puzzles_lessons", "puzzles", first.join("\n").as_bytes())?;
    for entry in std::fs::read_dir("../crates/oware-core/assets/lessons")? {
        let path = entry?.path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("lesson");
        write("puzzles_lessons", name, &std::fs::read(&path)?)?;
    }
    write(
        "engine",
        "session",
        b"uci\nsetoption name Level value 3\nisready\nucinewgame\nposition startpos moves F a E\ngo depth 3\nposition fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\ngo movetime 5\nd\nquit\n",
    )?;
    write(
        "engine",
        "ponder",
        b"position startpos\ngo ponder wtime 1000 btime 1000\nponderhit\nsetoption name Variant value capture-all\nposition startpos moves A\ngo nodes 100\n",
    )?;
    Ok(())
}
