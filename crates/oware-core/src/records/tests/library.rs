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

/// A finished-looking game added to the library of `dir` the way the app adds one.
fn add_one(dir: &std::path::Path, library: &mut Library, moves: &str) -> LibraryEntry {
    let game = game_of(moves);
    let record = write_ogn(&game, &[("South".to_string(), "Ama".to_string())], &[]);
    let entry = LibraryEntry {
        file: String::new(),
        date: "2026-12-07 08:03".to_string(),
        names: ["Ama".into(), "Kofi".into()],
        player: Some(Side::South),
        winner: None,
        reason: None,
        score: game.position().stores(),
        time_control: None,
        plies: game.plies().len(),
        opponent: None,
        mistakes: None,
    };
    add_game(dir, library, &record, entry).expect("added")
}

#[cfg(unix)]
#[test]
fn removing_a_player_removes_only_what_the_game_wrote_even_through_links() {
    use crate::records::{profile_dir, remove_profile_files};
    let root = tempfile::tempdir().expect("a folder");
    let (data, elsewhere) = (root.path().join("data"), root.path().join("other-disk"));
    std::fs::create_dir_all(&data).expect("made");
    std::fs::create_dir_all(&elsewhere).expect("made");
    // The players' folders kept on another disk through a link.
    std::os::unix::fs::symlink(&elsewhere, data.join("profiles")).expect("a link");
    let dir = profile_dir(&data, 2);
    let library_folder = dir.join("library");
    std::fs::create_dir_all(&library_folder).expect("made");
    for own in ["learn.ron", "practice.ron", "activity.ron"] {
        std::fs::write(dir.join(own), "()").expect("written");
    }
    let mut library = read_library(&library_folder).library;
    let kept = add_one(&library_folder, &mut library, "FfEa");
    let gone = add_one(&library_folder, &mut library, "FfEaDb");
    delete_game(&library_folder, &mut library, &gone.file).expect("deleted");
    std::fs::write(library_folder.join("index.damaged.ron"), "(oops").expect("written");
    std::fs::write(library_folder.join(".index.ron.oware-Ab12Cd.tmp"), "x").expect("written");
    // What the player put there, and a link to their file elsewhere.
    std::fs::write(dir.join("keep.txt"), "mine").expect("written");
    std::fs::write(library_folder.join("my-notes.ogn"), "1. F *").expect("written");
    let precious = root.path().join("precious.txt");
    std::fs::write(&precious, "keep me").expect("written");
    std::os::unix::fs::symlink(&precious, dir.join("link.ron")).expect("a link");

    let left = remove_profile_files(&data, 2).expect("removed");
    for own in ["learn.ron", "practice.ron", "activity.ron"] {
        assert!(!dir.join(own).exists(), "{own} removed");
    }
    for own in [
        "index.ron".to_string(),
        "index.damaged.ron".to_string(),
        ".index.ron.oware-Ab12Cd.tmp".to_string(),
        kept.file.clone(),
    ] {
        assert!(!library_folder.join(&own).exists(), "{own} removed");
    }
    assert!(
        !library_folder.join("deleted").exists(),
        "the games deleted too"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("keep.txt"))
            .ok()
            .as_deref(),
        Some("mine")
    );
    assert!(library_folder.join("my-notes.ogn").exists());
    assert!(dir.join("link.ron").symlink_metadata().is_ok());
    assert_eq!(
        std::fs::read_to_string(&precious).ok().as_deref(),
        Some("keep me")
    );
    let mut left: Vec<String> = left
        .iter()
        .map(|p| p.strip_prefix(&dir).expect("inside").display().to_string())
        .collect();
    left.sort();
    assert_eq!(left, ["keep.txt", "library/my-notes.ogn", "link.ron"]);

    // A player's folder that is itself a link: nothing is removed through it.
    let theirs = root.path().join("theirs");
    std::fs::create_dir_all(&theirs).expect("made");
    std::fs::write(theirs.join("learn.ron"), "()").expect("written");
    std::os::unix::fs::symlink(&theirs, profile_dir(&data, 3)).expect("a link");
    assert_eq!(
        remove_profile_files(&data, 3)
            .expect("nothing removed")
            .len(),
        1
    );
    assert!(theirs.join("learn.ron").exists());
    // A folder of only the game's files goes entirely.
    let plain = profile_dir(&data, 4);
    std::fs::create_dir_all(plain.join("library")).expect("made");
    std::fs::write(plain.join("learn.ron"), "()").expect("written");
    assert!(remove_profile_files(&data, 4).expect("removed").is_empty());
    assert!(!plain.exists());
}

#[cfg(unix)]
#[test]
fn a_linked_library_keeps_every_hidden_tmp_file_that_is_not_the_writers() {
    let root = tempfile::tempdir().expect("a folder");
    let theirs = root.path().join("their-folder");
    std::fs::create_dir_all(&theirs).expect("made");
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for name in [".draft.tmp", ".index.ron.oware-Ab12Cd.tmp"] {
        std::fs::File::create(theirs.join(name))
            .and_then(|f| f.set_modified(hour_ago))
            .expect("an old file");
    }
    let library_folder = root.path().join("library");
    std::os::unix::fs::symlink(&theirs, &library_folder).expect("a link");
    read_library(&library_folder);
    assert!(theirs.join(".draft.tmp").exists());
    assert!(
        theirs.join(".index.ron.oware-Ab12Cd.tmp").exists(),
        "nothing is cleaned in a folder the game did not make"
    );
}

#[test]
fn looking_at_a_library_writes_nothing_even_when_its_index_is_damaged() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    add_one(dir, &mut library, "FfEa");
    std::fs::write(dir.join("index.ron"), "(entries: [oops").expect("damaged");
    let before: Vec<_> = std::fs::read_dir(dir)
        .expect("listed")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    let looked = look_at_library(dir);
    assert_eq!(
        looked.library.entries.len(),
        1,
        "the games read around the index"
    );
    assert!(looked.read_only);
    assert!(!looked.problems.is_empty(), "the damage is named");
    let after: Vec<_> = std::fs::read_dir(dir)
        .expect("listed")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(before.len(), after.len(), "nothing added, moved or removed");
    assert!(!dir.join("index.damaged.ron").exists());
    assert_eq!(
        std::fs::read_to_string(dir.join("index.ron"))
            .ok()
            .as_deref(),
        Some("(entries: [oops")
    );
}

#[test]
fn a_damaged_index_that_cannot_be_kept_aside_is_never_written_over() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    add_one(dir, &mut library, "FfEa");
    std::fs::write(dir.join("index.ron"), "(entries: [damaged").expect("damaged");
    std::fs::write(dir.join("index.damaged.ron"), "taken").expect("written");
    for n in 2..1000 {
        std::fs::write(dir.join(format!("index.damaged-{n}.ron")), "taken").expect("written");
    }
    let read = read_library(dir);
    assert!(read.read_only, "opened read-only");
    assert_eq!(read.library.entries.len(), 1, "its games still listed");
    assert!(
        read.problems.iter().any(|p| p.contains("read-only")),
        "{:?}",
        read.problems
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("index.ron"))
            .ok()
            .as_deref(),
        Some("(entries: [damaged"),
        "the original stays"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("index.damaged.ron"))
            .ok()
            .as_deref(),
        Some("taken")
    );
}

#[test]
fn an_index_entry_naming_the_index_itself_is_left_out_and_never_deleted() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    let game = add_one(dir, &mut library, "FfEa");
    let text = std::fs::read_to_string(dir.join("index.ron")).expect("the index");
    let forged = text.replace(&game.file, "index.ron");
    std::fs::write(dir.join("index.ron"), &forged).expect("written");
    let mut read = read_library(dir);
    assert!(read.library.entries.is_empty(), "not a game");
    assert!(
        read.problems
            .iter()
            .any(|p| p.contains("not a game record"))
    );
    assert_eq!(
        delete_game(dir, &mut read.library, "index.ron").expect("nothing to delete"),
        None
    );
    assert!(dir.join("index.ron").exists(), "the live index stays");
    assert!(!dir.join("deleted").join("index.ron").exists());
}

#[test]
fn adding_a_files_games_tells_them_apart_by_their_moves_and_reads_the_file_once() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let mut library = read_library(dir).library;
    // Three games of the same players, length and result, their moves different; a fourth
    // that does not read, and the first one again.
    let one = |moves: &str| {
        write_ogn(
            &game_of(moves),
            &[
                ("South".to_string(), "Ama".to_string()),
                ("North".to_string(), "Kofi".to_string()),
            ],
            &[],
        )
    };
    let file = dir.join("season.ogn");
    let text = [
        one("FfEa"),
        one("AfBe"),
        one("CaDb"),
        "[South \"Bad\"]\n\n1. F F *\n".to_string(),
        one("FfEa"),
    ]
    .join("\n");
    std::fs::write(&file, text).expect("written");
    let mut reads = Vec::new();
    let found = add_records(
        dir,
        &mut library,
        &file,
        "2026-12-07 09:00",
        &mut |read, of| {
            reads.push((read, of));
            true
        },
    )
    .expect("added");
    assert_eq!(
        found,
        AddedRecords {
            added: 3,
            there: 1,
            unreadable: 1
        }
    );
    assert_eq!(library.entries.len(), 3);
    let (last, of) = *reads.last().expect("told how far");
    assert_eq!(last, of, "read to its end, once");
    // On disk: the index lists them, each record reads as its own game.
    let again = read_library(dir);
    assert_eq!(again.library, library);
    for entry in &library.entries {
        let record = std::fs::read_to_string(dir.join(&entry.file)).expect("kept");
        parse_ogn(&record).expect("reads");
    }
    // The same file again: nothing new.
    let found = add_records(dir, &mut library, &file, "2026-12-07 09:01", &mut |_, _| {
        true
    })
    .expect("added");
    assert_eq!(found.added, 0);
    assert_eq!(found.there, 4);
    // The game on the board is known by its moves, whatever the names.
    assert!(library_has_game(dir, &library, &game_of("AfBe")));
    assert!(!library_has_game(dir, &library, &game_of("AfBd")));
    // Stopped at once: what was added stays listed.
    let mut fresh = read_library(&dir.join("empty")).library;
    let std_dir = dir.join("empty");
    let found = add_records(
        &std_dir,
        &mut fresh,
        &file,
        "2026-12-07 09:02",
        &mut |_, _| false,
    )
    .expect("stopped");
    assert_eq!(found.added, 1);
    assert_eq!(read_library(&std_dir).library.entries.len(), 1);
}
