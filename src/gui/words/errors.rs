//! The errors a player can meet, in the player's language: errors keep their types until
//! they are shown, and are put into words here (the core's own messages are English, for
//! logs and the command line).

use crate::ai::egtb::TableSizeError;
use crate::records::{
    BookFileError, FileError, MAX_PROFILES, OgnError, OpenError, ProfileError, SaveError,
    SettingsError, TableFileError, WriteError,
};
use crate::rules::{NotationError, SetupError};
use crate::t;

/// Why the system refused a read or a write.
fn io_reason(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => t!("error-io-missing"),
        std::io::ErrorKind::PermissionDenied => t!("error-io-denied"),
        _ => t!("error-io-other"),
    }
}

/// A file that could not be read or written.
pub fn file_error(error: &FileError) -> String {
    let shown = |path: &std::path::Path| path.display().to_string();
    match error {
        FileError::Read { path, source } => {
            t!(
                "error-file-read",
                path = shown(path),
                reason = io_reason(source)
            )
        }
        FileError::Write { path, source } => {
            t!(
                "error-file-write",
                path = shown(path),
                reason = io_reason(source)
            )
        }
        FileError::NotAFile { path } => t!("error-file-not-a-file", path = shown(path)),
        FileError::NoDataDir => t!("error-file-no-data-folder"),
        FileError::NotRegular { path } => t!("error-file-not-regular", path = shown(path)),
        FileError::TooLarge { path, .. } => t!("error-file-too-large", path = shown(path)),
    }
}

/// A save that could not be read or made.
pub fn save_error(error: &SaveError) -> String {
    match error {
        SaveError::Format(_) => t!("error-save-format"),
        SaveError::Version(version) => t!("error-save-version", version = *version),
        SaveError::SeedsPerPit(_)
        | SaveError::Level(_)
        | SaveError::Start(_)
        | SaveError::Moves(_)
        | SaveError::Illegal(_) => t!("error-save-inconsistent"),
        SaveError::Match(_) => t!("error-save-match"),
        SaveError::Encode(_) => t!("error-save-encode"),
    }
}

/// A game record that could not be read.
pub fn record_error(error: &OgnError) -> String {
    match error {
        OgnError::Syntax { line, column, .. } => {
            t!("error-record-syntax", line = *line, column = *column)
        }
        OgnError::Tag { tag, .. } => t!("error-record-tag", tag = tag.clone()),
        OgnError::IllegalMove {
            line,
            column,
            ply,
            mv,
            error,
        } => t!(
            "error-record-illegal",
            line = *line,
            column = *column,
            ply = *ply,
            played = mv.to_string(),
            reason = crate::gui::words::move_error(error, None, None)
        ),
        OgnError::CaptureMark {
            line,
            column,
            ply,
            mv,
            marked,
            actual,
        } => t!(
            "error-record-capture-mark",
            line = *line,
            column = *column,
            ply = *ply,
            played = mv.to_string(),
            marked = *marked,
            actual = *actual
        ),
    }
}

/// Why a position set up by hand cannot be played or analysed.
pub fn setup_error(error: &SetupError) -> String {
    use crate::gui::words::side_name;
    match error {
        SetupError::WrongTotal { found, expected } => {
            t!("error-setup-total", found = *found, expected = *expected)
        }
        SetupError::AlreadyWon { side, seeds } => {
            t!("error-setup-won", side = side_name(*side), seeds = *seeds)
        }
        SetupError::NothingToSow { side } => {
            t!("error-setup-nothing-to-sow", side = side_name(*side))
        }
        SetupError::CannotFeed { side } => {
            t!("error-setup-cannot-feed", side = side_name(*side))
        }
    }
}

/// Why a position string could not be read.
pub fn notation_error(error: &NotationError) -> String {
    match error {
        NotationError::BadMove { found, at } => {
            t!("error-notation-move", found = found.to_string(), at = *at)
        }
        NotationError::FieldCount(n) => t!("error-notation-fields", found = *n),
        NotationError::BadCount { field, text, max } => t!(
            "error-notation-count",
            field = *field,
            text = crate::rules::shortened(text),
            max = *max
        ),
        NotationError::BadSide(text) => {
            t!("error-notation-side", text = crate::rules::shortened(text))
        }
        NotationError::Position(crate::rules::PositionError::WrongTotal { found, expected }) => {
            t!("error-setup-total", found = *found, expected = *expected)
        }
    }
}

/// A game file that could not be opened.
pub fn open_error(error: &OpenError) -> String {
    let in_file = |path: &std::path::Path, error: String| {
        t!(
            "error-in-file",
            path = path.display().to_string(),
            error = error
        )
    };
    match error {
        OpenError::File(e) => file_error(e),
        OpenError::Save { path, source } => in_file(path, save_error(source)),
        OpenError::Record { path, source } => in_file(path, record_error(source)),
        OpenError::NoSuchRecord {
            path,
            number,
            count,
        } => in_file(
            path,
            t!("error-no-such-record", number = *number, count = *count),
        ),
    }
}

/// A game file that could not be written.
pub fn write_error(error: &WriteError) -> String {
    match error {
        WriteError::Save(e) => save_error(e),
        WriteError::File(e) => file_error(e),
    }
}

/// The endgame tables' file that could not be used.
pub fn table_file_error(error: &TableFileError) -> String {
    match error {
        TableFileError::File(e) => file_error(e),
        TableFileError::Damaged { path, .. } => {
            t!("error-table-damaged", path = path.display().to_string())
        }
    }
}

/// Tables of a size that cannot be built.
pub fn table_size_error(error: &TableSizeError) -> String {
    match error.available {
        Some(available) => t!(
            "error-table-memory",
            seeds = error.seeds,
            needed =
                crate::ai::egtb::approx_bytes(crate::ai::egtb::build_memory(error.seeds) as f64),
            available = crate::ai::egtb::approx_bytes(available as f64)
        ),
        None => t!("error-table-size", seeds = error.seeds),
    }
}

/// An opening book that could not be used.
pub fn book_error(error: &BookFileError) -> String {
    match error {
        BookFileError::File(e) => file_error(e),
        BookFileError::Damaged { path, .. } => {
            t!("error-book-damaged", path = path.display().to_string())
        }
    }
}

/// A settings or practice file that could not be read or written.
pub fn settings_error(error: &SettingsError) -> String {
    match error {
        SettingsError::File(e) => file_error(e),
        SettingsError::Invalid { path, .. } => {
            t!("error-settings-invalid", path = path.display().to_string())
        }
        SettingsError::Encode(_) => t!("error-settings-encode"),
    }
}

/// Why a profile could not be made or changed.
pub fn profile_error(error: &ProfileError) -> String {
    match error {
        ProfileError::NoName => t!("error-profile-no-name"),
        ProfileError::NameTaken(name) => t!("error-profile-name-taken", name = name.clone()),
        ProfileError::NoSuchProfile(_) => t!("error-profile-missing"),
        ProfileError::TooMany => t!("error-profile-too-many", most = MAX_PROFILES),
        ProfileError::OnlyOne => t!("error-profile-only-one"),
        ProfileError::NoFreeNumber => t!("error-profile-no-number"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::files::autosave::{AutosaveError, autosave_error};
    use crate::gui::files::saves::{SlotError, slot_error};
    use crate::i18n::{Language, set_language};
    use crate::rules::{
        Game, MoveError, MoveToken, Pit, Rules, Side, parse_move_list, parse_position,
    };
    use std::io::ErrorKind;
    use std::path::PathBuf;

    fn file_errors() -> Vec<FileError> {
        let path = || PathBuf::from("games/ama.ogn");
        vec![
            FileError::Read {
                path: path(),
                source: ErrorKind::NotFound.into(),
            },
            FileError::Read {
                path: path(),
                source: ErrorKind::PermissionDenied.into(),
            },
            FileError::Write {
                path: path(),
                source: ErrorKind::Other.into(),
            },
            FileError::NotAFile { path: path() },
            FileError::NoDataDir,
            FileError::NotRegular { path: path() },
            FileError::TooLarge {
                path: path(),
                size: 20_000_000,
                limit: 16_000_000,
            },
        ]
    }

    fn save_errors() -> Vec<SaveError> {
        let illegal = Game::new(Rules::ABAPA)
            .play_tokens(&[MoveToken::Letter(Pit::from_letter('a').expect("a pit"))])
            .expect_err("North's pit is not South's to play");
        vec![
            SaveError::Format(ron::from_str::<u8>("(").expect_err("not RON")),
            SaveError::Version(9),
            SaveError::SeedsPerPit(9),
            SaveError::Level(9),
            SaveError::Start(parse_position("x", &Rules::ABAPA).expect_err("not a position")),
            SaveError::Moves(parse_move_list("Z").expect_err("not a move")),
            SaveError::Illegal(illegal),
            SaveError::Encode(ron::Error::Message("x".into())),
        ]
    }

    fn record_errors() -> Vec<OgnError> {
        vec![
            OgnError::Syntax {
                line: 3,
                column: 7,
                what: "expected a move".into(),
            },
            OgnError::Tag {
                tag: "Variant".into(),
                what: "unknown".into(),
            },
            OgnError::IllegalMove {
                line: 9,
                column: 4,
                ply: 12,
                mv: 'e',
                error: MoveError::GameOver,
            },
            OgnError::CaptureMark {
                line: 9,
                column: 4,
                ply: 12,
                mv: 'E',
                marked: 3,
                actual: 2,
            },
        ]
    }

    /// Every error the game shows, in words, in the language in use.
    fn every_error_in_words() -> Vec<String> {
        let path = || PathBuf::from("games/ama.ogn");
        let mut words: Vec<String> = Vec::new();
        words.extend(file_errors().iter().map(file_error));
        words.extend(save_errors().iter().map(save_error));
        words.extend(record_errors().iter().map(record_error));
        let open_errors = || {
            let mut opens: Vec<OpenError> =
                file_errors().into_iter().map(OpenError::File).collect();
            opens.extend(save_errors().into_iter().map(|e| OpenError::Save {
                path: path(),
                source: Box::new(e),
            }));
            opens.extend(record_errors().into_iter().map(|e| OpenError::Record {
                path: path(),
                source: e,
            }));
            opens.push(OpenError::NoSuchRecord {
                path: path(),
                number: 4,
                count: 3,
            });
            opens
        };
        words.extend(open_errors().iter().map(open_error));
        let mut writes: Vec<WriteError> = file_errors().into_iter().map(WriteError::File).collect();
        writes.extend(save_errors().into_iter().map(WriteError::Save));
        words.extend(writes.iter().map(write_error));
        let mut slots = vec![SlotError::Empty];
        slots.extend(file_errors().into_iter().map(SlotError::File));
        slots.extend(open_errors().into_iter().map(SlotError::Open));
        slots.extend(writes.into_iter().map(SlotError::Write));
        words.extend(slots.iter().map(slot_error));
        let mut autosaves = vec![AutosaveError::Missing];
        autosaves.extend(open_errors().into_iter().map(AutosaveError::Open));
        words.extend(autosaves.iter().map(autosave_error));
        for e in file_errors() {
            words.push(table_file_error(&TableFileError::File(e)));
        }
        words.push(table_file_error(&TableFileError::Damaged {
            path: path(),
            source: crate::ai::egtb::TableError::NotATable,
        }));
        words.push(table_size_error(&TableSizeError {
            seeds: 30,
            available: None,
        }));
        words.push(table_size_error(&TableSizeError {
            seeds: 20,
            available: Some(1 << 30),
        }));
        for e in file_errors() {
            words.push(book_error(&BookFileError::File(e)));
        }
        words.push(book_error(&BookFileError::Damaged {
            path: path(),
            source: crate::ai::book::BookError::Checksum,
        }));
        for e in file_errors() {
            words.push(settings_error(&SettingsError::File(e)));
        }
        words.push(settings_error(&SettingsError::Invalid {
            path: path(),
            message: "expected a struct".into(),
        }));
        words.extend(
            [
                SetupError::WrongTotal {
                    found: 47,
                    expected: 48,
                },
                SetupError::AlreadyWon {
                    side: Side::North,
                    seeds: 25,
                },
                SetupError::NothingToSow { side: Side::South },
                SetupError::CannotFeed { side: Side::North },
            ]
            .iter()
            .map(setup_error),
        );
        words.extend(
            [
                NotationError::BadMove { found: 'x', at: 3 },
                NotationError::FieldCount(4),
                NotationError::BadCount {
                    field: 2,
                    text: "x".into(),
                    max: 48,
                },
                NotationError::BadSide("W".into()),
                NotationError::Position(crate::rules::PositionError::WrongTotal {
                    found: 50,
                    expected: 48,
                }),
            ]
            .iter()
            .map(notation_error),
        );
        words.push(settings_error(&SettingsError::Encode(ron::Error::Message(
            "x".into(),
        ))));
        words
    }

    #[test]
    fn every_error_the_game_shows_is_said_in_every_language() {
        let _language = crate::gui::settings::language::TEST_LANGUAGE
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        set_language(Language::English);
        let english = every_error_in_words();
        assert!(english.len() > 60, "{} errors", english.len());
        for language in Language::ALL {
            set_language(language);
            let words = every_error_in_words();
            set_language(Language::English);
            for (theirs, ours) in words.iter().zip(&english) {
                let code = language.code();
                assert!(!theirs.trim().is_empty(), "{code}: empty for {ours}");
                assert!(
                    !theirs.contains('{') && !theirs.contains('$'),
                    "{code}: a placeholder left in {theirs}"
                );
                assert!(
                    !theirs.contains('\u{2068}') && !theirs.contains('\u{2069}'),
                    "{code}: isolation marks in {theirs}"
                );
                // What the player reads is theirs, not the English sentence (the path and
                // numbers in it are the same in every language).
                if language != Language::English {
                    assert_ne!(theirs, ours, "{code}: still English");
                }
                // Never the core's English message for the log.
                assert!(!theirs.contains("is not supported (this program reads"));
            }
        }
    }
}
