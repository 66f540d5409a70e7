//! Atomic writes and bounded reads: what is not a regular file is never replaced or read, temporary files are cleaned up; the settings' window size; the built-in book.

use super::*;

#[test]
fn atomic_write_replaces_whole_files() {
    let dir = std::env::temp_dir().join(format!("oware-records-test-{}", std::process::id()));
    let path = dir.join("save.ron");
    write_atomic(&path, b"first").expect("write");
    write_atomic(&path, b"second").expect("write");
    assert_eq!(read_text(&path, SMALL_FILE_LIMIT).expect("read"), "second");
    let leftovers = std::fs::read_dir(&dir).expect("dir").count();
    assert_eq!(leftovers, 1, "no temporary file is left behind");
    assert!(matches!(
        read_text(&dir.join("missing"), SMALL_FILE_LIMIT),
        Err(FileError::Read { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn atomic_write_never_replaces_what_is_not_a_regular_file() {
    let dir = std::env::temp_dir().join(format!("oware-records-special-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    // A folder.
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).expect("dir");
    assert!(matches!(
        write_atomic(&folder, b"x"),
        Err(FileError::NotAFile { .. })
    ));
    assert!(folder.is_dir());
    // A device.
    let device = std::path::Path::new("/dev/null");
    if device.exists() {
        assert!(matches!(
            write_atomic(device, b"x"),
            Err(FileError::NotAFile { .. })
        ));
    }
    #[cfg(unix)]
    {
        // A dangling symbolic link stays a link.
        let link = dir.join("dangling");
        std::os::unix::fs::symlink(dir.join("nowhere"), &link).expect("symlink");
        assert!(matches!(
            write_atomic(&link, b"x"),
            Err(FileError::NotAFile { .. })
        ));
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("still there")
                .file_type()
                .is_symlink()
        );
        assert!(!dir.join("nowhere").exists());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn reads_refuse_folders_devices_pipes_and_files_beyond_their_kinds_size() {
    let dir = std::env::temp_dir().join(format!("oware-records-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).expect("dir");
    assert!(matches!(
        read_bytes(&folder, 100),
        Err(FileError::NotRegular { .. })
    ));
    let small = dir.join("small.txt");
    std::fs::write(&small, "12345").expect("write");
    assert_eq!(read_text(&small, 5).expect("fits"), "12345");
    let err = read_text(&small, 4).expect_err("too large");
    assert!(
        matches!(
            err,
            FileError::TooLarge {
                size: 5,
                limit: 4,
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("5 bytes"), "{err}");
    // /dev/zero never ends: refused at once, directly or through a link; a FIFO would block
    // the reader for ever: refused before it is opened.
    #[cfg(unix)]
    {
        let zero = std::path::Path::new("/dev/zero");
        if zero.exists() {
            assert!(matches!(
                read_bytes(zero, RECORD_LIMIT),
                Err(FileError::NotRegular { .. })
            ));
            let link = dir.join("zero.ogn");
            std::os::unix::fs::symlink(zero, &link).expect("symlink");
            let err = read_text(&link, RECORD_LIMIT).expect_err("a link to a device");
            assert!(err.to_string().contains("not a regular file"), "{err}");
        }
        let pipe = dir.join("pipe.ron");
        fifo(&pipe);
        assert!(matches!(
            read_text(&pipe, SMALL_FILE_LIMIT),
            Err(FileError::NotRegular { .. })
        ));
        assert!(load_settings(&pipe).is_err(), "settings from a FIFO");
        assert!(open_document(&pipe).is_err(), "a game from a FIFO");
        // A link to a regular file is read.
        let link = dir.join("small-link.txt");
        std::os::unix::fs::symlink(&small, &link).expect("symlink");
        assert_eq!(read_text(&link, 5).expect("followed"), "12345");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_window_size_is_kept_in_the_settings_and_brought_within_bounds() {
    use crate::records::WindowSize;
    let size = WindowSize {
        width: 1440,
        height: 900,
    };
    let settings = Settings {
        window: Some(size),
        ..Settings::default()
    };
    let text = ron::to_string(&settings).expect("encode");
    assert!(
        text.contains("window:Some((width:1440,height:900))"),
        "{text}"
    );
    assert_eq!(parse_settings(&text).expect("reads"), settings);
    // Files of earlier versions have none: the program's own size.
    assert_eq!(
        parse_settings("(show_counts: true)").expect("reads").window,
        None
    );
    assert_eq!(size.within_bounds(), size);
    let tiny = WindowSize {
        width: 0,
        height: 3,
    };
    assert_eq!(tiny.within_bounds(), WindowSize::MIN);
    let huge = WindowSize {
        width: u32::MAX,
        height: 100_000,
    };
    assert_eq!(huge.within_bounds(), WindowSize::MAX);
    assert!(parse_settings("(window: Some((width: -5, height: 10)))").is_err());
}

#[test]
fn the_built_in_book_is_used_when_no_file_is_found() {
    let dir = std::env::temp_dir().join(format!("oware-built-in-book-{}", std::process::id()));
    let missing = vec![dir.join("missing.bin")];
    let search = find_book(&Rules::ABAPA, &missing);
    let (book, source) = search
        .found
        .expect("the standard rules have a built-in book");
    assert_eq!(source, BookSource::BuiltIn);
    assert!(book.len() > 100, "{} positions", book.len());
    assert!(search.passed_over.is_empty());
    // A damaged file is passed over, said, and the built-in book still answers.
    std::fs::create_dir_all(&dir).expect("temp folder");
    std::fs::write(&missing[0], b"not a book").expect("temp file");
    let search = find_book(&Rules::ABAPA, &missing);
    assert_eq!(search.passed_over.len(), 1);
    assert_eq!(search.found.map(|(_, s)| s), Some(BookSource::BuiltIn));
    // The built-in book is for the standard rules only.
    let five = Rules {
        seeds_per_pit: 5,
        ..Rules::ABAPA
    };
    assert!(find_book(&five, &[]).found.is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn an_atomic_write_never_follows_a_link_planted_where_a_temporary_file_could_be() {
    let dir = std::env::temp_dir().join(format!("oware-records-planted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let precious = dir.join("precious");
    std::fs::write(&precious, "keep me").expect("write");
    // Links under the names a temporary file of this process would once have had.
    let pid = std::process::id();
    for n in pid..pid + 4 {
        std::os::unix::fs::symlink(&precious, dir.join(format!(".e.bin.{n}.tmp"))).expect("link");
    }
    let target = dir.join("e.bin");
    write_atomic(&target, b"tables").expect("written");
    assert_eq!(std::fs::read_to_string(&precious).expect("read"), "keep me");
    let meta = std::fs::symlink_metadata(&target).expect("there");
    assert!(meta.file_type().is_file(), "a file of its own, not a link");
    assert_eq!(std::fs::read(&target).expect("read"), b"tables");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_writers_temporary_files_left_by_a_killed_program_are_removed_at_the_next_start() {
    let dir = tempfile::tempdir().expect("a folder");
    let dir = dir.path();
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let left = dir.join(".autosave.ron.oware-Xy12ab.tmp");
    std::fs::File::create(&left)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("an old leftover");
    // A player's old hidden `.tmp` files are not the writer's: they stay.
    for theirs in [".notes.Xy12ab.tmp", ".draft.tmp", ".x.oware-toolong.tmp"] {
        std::fs::File::create(dir.join(theirs))
            .and_then(|f| f.set_modified(hour_ago))
            .expect("a player's file");
    }
    // Another program's write in progress, a file of the player's, and a link stay.
    let fresh = dir.join(".index.ron.oware-Qw34cd.tmp");
    std::fs::write(&fresh, "being written").expect("write");
    let own = dir.join("notes.tmp");
    std::fs::File::create(&own)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("a file");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&own, dir.join(".link.oware-Zz99zz.tmp")).expect("a link");
    assert_eq!(remove_leftover_temps(dir), 1);
    assert!(!left.exists() && fresh.exists() && own.exists());
    #[cfg(unix)]
    assert!(
        dir.join(".link.oware-Zz99zz.tmp")
            .symlink_metadata()
            .is_ok()
    );
    for theirs in [".notes.Xy12ab.tmp", ".draft.tmp", ".x.oware-toolong.tmp"] {
        assert!(dir.join(theirs).exists(), "{theirs} is the player's");
    }
    // The library cleans its folder as it is read.
    std::fs::File::create(&left)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("an old leftover");
    read_library(dir);
    assert!(!left.exists());
}
