//! Records and persistence: OGN game records (one or several in a file), RON saves of a
//! whole match, settings, the players' list and their folders, learning, practice and time
//! played, the Library, endgame-table and book files, per-OS paths and atomic writes. Pure
//! functions over text, plus a thin file layer.

mod activity;
mod aside;
mod book;
mod documents;
mod files;
mod instance;
mod library;
mod library_stats;
mod library_tags;
mod names;
mod ogn;
mod profiles;
mod progress_file;
mod save;
mod settings;
mod tables;

pub use activity::{ACTIVITY_DAYS, Activity, ActivityDay, calendar_date};
pub use aside::{earlier_path, keep_match_in_progress, move_unreadable_aside};
pub use book::{
    BUILT_IN_BOOK, BookFileError, BookSearch, BookSource, SHIPPED_BOOK, book_candidates, book_path,
    find_book, load_book, save_book,
};
pub use documents::{
    DocumentFormat, OpenError, OpenedDocument, OpenedFile, RecordListing, WriteError, dated_record,
    document_text, open_document, open_file, open_record, write_document,
};
pub use files::{
    BOOK_LIMIT, BatchWriter, FileError, RECORD_LIMIT, SMALL_FILE_LIMIT, assets_candidates,
    check_target, data_dir, is_writers_temp, open_regular, read_bytes, read_text,
    remove_leftover_temps, write_atomic,
};
pub use instance::{
    HANDOVER_DIR, Handover, Instance, InstanceLock, LOCK_FILE, claim_instance, hand_over,
    take_handovers, taken_within,
};
pub use library::{
    ADD_LIMIT, AddedRecords, Library, LibraryEntry, LibraryRead, Opponent, add_game, add_records,
    delete_game, export_games, game_key, is_plain_file_name, library_dir, library_has_game,
    look_at_library, now_text, read_library, restore_game, set_mistakes,
};
pub use library_stats::{LibraryStats, Results, library_stats};
pub use names::{shows, terminal_safe};
pub use ogn::{
    GameRecord, OgnError, RESIGNED, ReadRecord, RecordReader, TIME_FORFEIT, parse_ogn,
    parse_ogn_with_rules, split_records, write_ogn, write_ogn_tree,
};
pub use profiles::{
    AUTOSAVE_FILE, MAX_PROFILES, PLAYER_FILES, PROFILE_COLOURS, PROFILES_FILE, Personal, Profile,
    ProfileError, Profiles, ProfilesTextError, load_profiles, parse_profiles, profile_dir,
    profiles_or_first, remove_profile_files, save_profiles, take_old_autosave,
};
pub use progress_file::{ProgressFile, load_progress, progress_path, save_progress};
pub use save::{
    DeclaredEnd, MAX_NAME, OnlineSeat, PlayerKind, SaveError, SavedClock, SavedGame, SavedMatch,
    bounded_name,
};
pub use settings::{
    AnimationSpeed, HintWords, NewGamePrefs, OnlinePrefs, Settings, SettingsError, Theme,
    WindowSize, load_settings, parse_settings, save_settings, settings_path,
};
pub use tables::{
    DEFAULT_TABLE_SEEDS, LoadedTables, ReplacedTables, TableFileError, load_largest_table,
    load_or_build_table, load_or_build_table_with, load_table, save_table, table_path,
};

#[cfg(test)]
mod aulae_tests;
#[cfg(test)]
mod tables_tests;
#[cfg(test)]
mod tests;
