//! The library: its games kept and listed, deletion with undo, damage survived, an index pointing outside its folder refused.

use super::*;

#[test]
fn the_library_keeps_each_game_lists_it_deletes_with_undo_and_survives_damage() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    assert!(library.entries.is_empty());
    for (k, moves) in ["FfEa", "FfEaDb", "AfBe"].iter().enumerate() {
        let game = game_of(moves);
        let record = write_ogn(
            &game,
            &[
                ("South".to_string(), "Ama".to_string()),
                ("North".to_string(), format!("level {k}")),
                ("Date".to_string(), "2026.12.05".to_string()),
            ],
            &[],
        );
        let entry = LibraryEntry {
            file: String::new(),
            date: "2026-12-05 10:0".to_string() + &k.to_string(),
            names: ["Ama".into(), format!("level {k}")],
            player: Some(Side::South),
            winner: None,
            reason: None,
            score: game.position().stores(),
            time_control: Some("300".into()),
            plies: game.plies().len(),
            opponent: Some(crate::records::Opponent::Computer { level: k as u8 + 1 }),
            mistakes: None,
        };
        add_game(dir, &mut library, &record, entry).expect("added");
    }
    // A selection exported as one OGN file reads back as its games, in the order given.
    let files: Vec<String> = [2, 0]
        .iter()
        .map(|&k| library.entries[k].file.clone())
        .collect();
    let out = dir.join("export").join("two.ogn");
    std::fs::create_dir_all(dir.join("export")).expect("a folder");
    assert_eq!(
        crate::records::export_games(dir, &files, &out).expect("exported"),
        2
    );
    let text = std::fs::read_to_string(&out).expect("written");
    let parts = crate::records::split_records(&text);
    assert_eq!(parts.len(), 2);
    assert_eq!(
        crate::records::parse_ogn(parts[0])
            .expect("reads")
            .game
            .moves(),
        game_of("AfBe").moves()
    );
    let missing = vec!["no-such-game.ogn".to_string()];
    assert!(crate::records::export_games(dir, &missing, &dir.join("x.ogn")).is_err());
    assert!(!dir.join("x.ogn").exists(), "nothing written");
    // The review's count of mistakes is kept in the index.
    let first = library.entries[0].file.clone();
    crate::records::set_mistakes(dir, &mut library, &first, 3).expect("noted");
    assert_eq!(read_library(dir).library.entries[0].mistakes, Some(3));
    let read = read_library(dir);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.library, library);
    assert_eq!(library.entries[1].plies, 6);
    // Deleted, then brought back at its place.
    let file = library.entries[1].file.clone();
    let (at, entry) = delete_game(dir, &mut library, &file)
        .expect("ok")
        .expect("there");
    assert_eq!(read_library(dir).library.entries.len(), 2);
    assert!(!dir.join(&file).exists() && dir.join("deleted").join(&file).exists());
    restore_game(dir, &mut library, at, entry).expect("restored");
    assert_eq!(read_library(dir).library.entries[1].file, file);
    // A damaged index is made again from the games; a damaged game is named, the rest kept.
    std::fs::write(dir.join("index.ron"), "(entries: [garbage").expect("write");
    std::fs::write(dir.join("0000-broken.ogn"), "1. Z z").expect("write");
    let read = read_library(dir);
    assert_eq!(read.library.entries.len(), 3, "{:?}", read.problems);
    assert_eq!(read.problems.len(), 3, "{:?}", read.problems);
    assert!(read.problems.iter().any(|p| p.contains("0000-broken.ogn")));
    // The damaged index was kept aside, as it was.
    assert_eq!(
        std::fs::read_to_string(dir.join("index.damaged.ron")).expect("kept"),
        "(entries: [garbage"
    );
    assert_eq!(read.library.entries[0].names[0], "Ama");
    // What only the index knew came back from the records' own tags (kept after theirs).
    let kept = std::fs::read_to_string(dir.join(&read.library.entries[0].file)).expect("read");
    let at = |tag: &str| kept.find(tag).unwrap_or_else(|| panic!("{tag} in {kept}"));
    assert!(
        at("[North ") < at("[Player ") && at("[Mistakes ") < at("\n\n"),
        "{kept}"
    );
    for (k, entry) in read.library.entries.iter().enumerate() {
        assert_eq!(entry.player, Some(Side::South));
        assert_eq!(
            entry.opponent,
            Some(crate::records::Opponent::Computer { level: k as u8 + 1 })
        );
        assert_eq!(entry.mistakes, (k == 0).then_some(3));
    }
    // The index was written back: read again, it is clean.
    assert!(read_library(dir).problems.is_empty());
}

/// An index handed over by someone else (a copied folder, a synced drive): entries naming
/// files outside the library folder, or a level that does not exist, are named and left
/// out; nothing outside the folder is read, moved or deleted through them.
#[test]
fn a_library_index_pointing_outside_its_folder_is_refused_and_touches_nothing_there() {
    let outer = tempfile::tempdir().expect("a folder");
    let dir = outer.path().join("library");
    std::fs::create_dir_all(&dir).expect("a folder");
    let victim = outer.path().join("victim.ogn");
    std::fs::write(&victim, "[South \"A\"]\n\n1. F *\n").expect("write");
    let absolute = victim.display().to_string();
    let entry = |file: &str, level: u8| {
        format!(
            "(file: {file:?}, date: \"2026-12-05 10:00\", names: (\"Ama\", \"level 1\"), \
             player: Some(South), winner: Some(South), reason: Some(Majority), score: (25, 20), \
             plies: 40, opponent: Some(Computer(level: {level})))"
        )
    };
    let index = format!(
        "(entries: [{}, {}, {}, {}])",
        entry("../victim.ogn", 1),
        entry(&absolute, 1),
        entry("2026-12-05-00001.ogn", 0),
        entry("2026-12-05-00002.ogn", 3),
    );
    std::fs::write(dir.join("index.ron"), &index).expect("write");
    let read = read_library(&dir);
    let files: Vec<&str> = read
        .library
        .entries
        .iter()
        .map(|e| e.file.as_str())
        .collect();
    assert_eq!(files, ["2026-12-05-00002.ogn"], "{:?}", read.problems);
    assert!(read.problems.iter().any(|p| p.contains("../victim.ogn")));
    assert!(read.problems.iter().any(|p| p.contains("level 0")));
    assert!(
        read.problems
            .iter()
            .any(|p| p.contains("index.damaged.ron"))
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("index.damaged.ron")).expect("kept"),
        index
    );
    // Even handed such an entry directly, Delete, Undo and Export touch nothing outside.
    for file in ["../victim.ogn", absolute.as_str()] {
        let mut library = Library {
            entries: vec![LibraryEntry {
                file: file.to_string(),
                ..read.library.entries[0].clone()
            }],
        };
        assert!(delete_game(&dir, &mut library, file).is_err());
        let entry = library.entries[0].clone();
        assert!(restore_game(&dir, &mut library, 0, entry).is_err());
        let out = dir.join("out.ogn");
        assert!(crate::records::export_games(&dir, &[file.to_string()], &out).is_err());
        assert!(victim.exists(), "{file}");
        assert!(!dir.join("deleted").join("victim.ogn").exists());
    }
    for plain in ["2026-12-05-00001.ogn", "a game.ogn"] {
        assert!(is_plain_file_name(plain));
    }
    for bad in [
        "",
        ".",
        "..",
        "../x.ogn",
        "/etc/passwd",
        "a/b.ogn",
        "a\\b.ogn",
        "C:x.ogn",
        ".hidden",
    ] {
        assert!(!is_plain_file_name(bad), "{bad}");
    }
}

#[test]
fn a_library_record_is_dated_and_the_date_outlives_a_lost_index() {
    use crate::records::{dated_record, parse_ogn};
    let (play, saved) = ended_by_word(crate::rules::EndReason::Resignation, Side::South);
    let record = dated_record(&saved, play.game(), "2026-12-05 10:03");
    let back = parse_ogn(&record).expect("reads");
    assert_eq!(back.tag("Date"), Some("2026.12.05"), "{record}");
    assert_eq!(back.game.outcome(), play.game().outcome());
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    let entry = LibraryEntry {
        file: String::new(),
        date: "2026-12-05 10:03".to_string(),
        names: saved.names.clone(),
        player: Some(Side::North),
        winner: play.game().outcome().and_then(|o| o.winner),
        reason: Some(crate::rules::EndReason::Resignation),
        score: play.game().position().stores(),
        time_control: None,
        plies: play.game().plies().len(),
        opponent: None,
        mistakes: None,
    };
    add_game(dir, &mut library, &record, entry).expect("added");
    std::fs::remove_file(dir.join("index.ron")).expect("the index");
    let again = read_library(dir);
    assert!(again.problems.is_empty(), "{:?}", again.problems);
    assert_eq!(again.library.entries.len(), 1);
    assert_eq!(again.library.entries[0].date, "2026-12-05");
}
