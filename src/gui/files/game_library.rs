//! The player's library in the app: every game finished here is added to it (an OGN record
//! of its own and a line of the index, see `records::library`), with the player's mistakes
//! once its review is done; a game opened from a file can be added too. It is read when the
//! Library window opens; a game deleted there can be brought back with *Undo*; a selection
//! is exported as one OGN file. The player's ratings and statistics are worked out from it
//! whenever it changes.

use crate::gui::files::saves::saved_match;
use crate::gui::game::session::{GameEnded, GameSession};
use crate::gui::players::{PlayerSwitched, Players};
use crate::gui::words::notice::Notice;
use crate::ratings::{PlayerRatings, rate_player};
use crate::records::{
    AddedRecords, Library, LibraryEntry, LibraryStats, Opponent, PlayerKind, add_game, add_records,
    dated_record, delete_game, export_games, library_dir, library_has_game, library_stats,
    now_text, read_library, restore_game, set_mistakes,
};
use crate::rules::Side;
use crate::t;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The library as read, and the last game deleted (for *Undo*).
#[derive(Resource, Debug, Default)]
pub struct GameLibrary {
    /// Its folder, once found.
    pub dir: Option<PathBuf>,
    /// The games listed.
    pub library: Library,
    /// Files that could not be read, with why.
    pub problems: Vec<String>,
    /// The last game deleted and its place, for *Undo*.
    pub deleted: Option<(usize, LibraryEntry)>,
    /// The player's ratings from the games listed.
    pub ratings: PlayerRatings,
    /// The player's statistics from the games listed.
    pub stats: LibraryStats,
    /// A game just kept whose review is awaited: its file, the player's side, the game.
    awaiting_review: Option<(String, Side, crate::rules::Game)>,
    /// The game kept last, by [`GameSession::game_id`], and its file: should that game's end
    /// be taken back (an undone resignation) or come again, its entry goes, so that a game
    /// is listed once, as it finally ended.
    kept_for: Option<(u64, String)>,
    /// The same game, by its id, kept in the Libraries of the other players it was played
    /// by (a game between two profiles at this screen): their library folders and its
    /// files there.
    kept_elsewhere: Option<(u64, Vec<(PathBuf, String)>)>,
    /// The games of a file being added, on a thread of their own.
    pub adding: Option<AddingRecords>,
    /// Games that ended while a file's games were being added: kept once that is done.
    waiting: Vec<(LibraryEntry, String)>,
    read: bool,
}

/// The games of a file being added to the library on a thread of their own (a file of
/// 100 000 games takes seconds): how far it has read, a way to stop it, and its result.
#[derive(Debug)]
pub struct AddingRecords {
    /// The file.
    pub path: PathBuf,
    /// Bytes read so far, and of how many.
    progress: std::sync::Arc<[std::sync::atomic::AtomicU64; 2]>,
    /// Set to stop early (what was added stays).
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// The library with the games added, and what was found, once done.
    done: crossbeam_channel::Receiver<(Library, Result<AddedRecords, crate::records::FileError>)>,
}

impl AddingRecords {
    /// How much of the file is read, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        use std::sync::atomic::Ordering;
        let [read, of] = &*self.progress;
        let of = of.load(Ordering::Relaxed);
        if of == 0 {
            return 0.0;
        }
        (read.load(Ordering::Relaxed) as f64 / of as f64).clamp(0.0, 1.0) as f32
    }

    /// Asks the work to stop at the next game.
    pub fn stop(&self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Starts adding the games of `path` to a copy of `library` in `dir`.
    fn start(dir: PathBuf, library: Library, path: PathBuf) -> AddingRecords {
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let progress = std::sync::Arc::new([AtomicU64::new(0), AtomicU64::new(0)]);
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let (send, done) = crossbeam_channel::bounded(1);
        let (shown, stopped, file) = (progress.clone(), stop.clone(), path.clone());
        std::thread::spawn(move || {
            let mut library = library;
            let found = add_records(&dir, &mut library, &file, &now_text(), &mut |read, of| {
                shown[0].store(read, Ordering::Relaxed);
                shown[1].store(of, Ordering::Relaxed);
                !stopped.load(Ordering::Relaxed)
            });
            let _ = send.send((library, found));
        });
        AddingRecords {
            path,
            progress,
            stop,
            done,
        }
    }
}

/// What the player asks of the library.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LibraryRequest {
    /// Read it (again).
    Read,
    /// Delete this game (its file name).
    Delete(String),
    /// Bring back the last game deleted.
    Undo,
    /// Write these games (file names) into one OGN file.
    Export(Vec<String>, PathBuf),
    /// Add the game on the board (a record opened from a file, say).
    AddBoard,
    /// Add every game of a file of several records (those already listed and those that
    /// do not read are left out, and counted).
    AddRecords(PathBuf),
}

/// Registers the library.
pub fn plugin(app: &mut App) {
    app.init_resource::<GameLibrary>()
        .add_message::<LibraryRequest>()
        .add_message::<GameEnded>()
        .add_systems(
            Update,
            (
                forget_on_switch,
                finish_adding,
                drop_entry_of_a_game_ended_no_more,
                keep_finished_games,
                apply_library_requests,
                keep_reviews,
                rate_on_change,
            )
                .chain(),
        );
}

/// Another player: their Library is read when next needed (a file's games still being
/// added go on into the library they were started for, and are told).
fn forget_on_switch(mut switched: MessageReader<PlayerSwitched>, mut library: ResMut<GameLibrary>) {
    if switched.read().count() > 0 {
        let adding = library.adding.take();
        let waiting = std::mem::take(&mut library.waiting);
        *library = GameLibrary {
            adding,
            waiting,
            ..GameLibrary::default()
        };
    }
}

/// The games of a file, added on their thread: the library takes them, the player is told
/// how many, and the games that ended meanwhile are kept.
fn finish_adding(mut library: ResMut<GameLibrary>, mut notices: MessageWriter<Notice>) {
    let Some(done) = library.adding.as_ref().and_then(|a| a.done.try_recv().ok()) else {
        return;
    };
    let (games, found) = done;
    library.adding = None;
    // Read again when next needed if the player changed meanwhile; else the list as added.
    if library.read {
        library.library = games;
    }
    notices.write(Notice(match found {
        Ok(found) => t!(
            "library-added-records",
            added = found.added,
            there = found.there,
            unreadable = found.unreadable
        ),
        Err(e) => t!(
            "library-not-kept",
            error = crate::gui::words::errors::file_error(&e)
        ),
    }));
    let Some(dir) = library.dir.clone() else {
        return;
    };
    for (entry, record) in std::mem::take(&mut library.waiting) {
        if let Err(e) = add_game(&dir, &mut library.library, &record, entry) {
            notices.write(Notice(t!(
                "library-not-kept",
                error = crate::gui::words::errors::file_error(&e)
            )));
        }
    }
}

/// The ratings and statistics follow the games listed.
fn rate_on_change(mut library: ResMut<GameLibrary>) {
    if !library.is_changed() {
        return;
    }
    library.bypass_change_detection().work_out_figures();
}

/// Once the review of a game just kept is done, the player's mistakes and blunders in it
/// are noted in the library.
fn keep_reviews(
    mut library: ResMut<GameLibrary>,
    review: Res<crate::gui::computer::review::GameReview>,
) {
    if library.adding.is_some() {
        return;
    }
    let Some((file, side, game)) = library.awaiting_review.as_ref() else {
        return;
    };
    let Some(marks) = review.marks_for(game) else {
        return;
    };
    let [_, mistakes, blunders] = crate::ai::count_marks(marks, *side);
    let n = u16::try_from(mistakes + blunders).unwrap_or(u16::MAX);
    let file = file.clone();
    library.awaiting_review = None;
    let GameLibrary {
        dir,
        library: games,
        ..
    } = &mut *library;
    if let Some(dir) = dir.as_ref()
        && let Err(e) = set_mistakes(dir, games, &file, n)
    {
        warn!("library: {e}");
    }
}

impl GameLibrary {
    /// The library kept in `dir` rather than the per-user data folder (read at once).
    pub fn at(dir: PathBuf) -> GameLibrary {
        let mut library = GameLibrary {
            read: true,
            ..GameLibrary::default()
        };
        library.read_from(dir);
        library
    }

    /// A library shown, not kept: `entries` in memory, no folder (what the screenshots and
    /// the layout check show).
    pub fn in_memory(entries: Vec<LibraryEntry>) -> GameLibrary {
        let mut library = GameLibrary {
            read: true,
            library: Library { entries },
            ..GameLibrary::default()
        };
        library.work_out_figures();
        library
    }

    /// Reads the library once: from the folder of the one playing, `folder` (see
    /// [`Players::folder`]), else again from where it was read; a guest's is empty and
    /// kept nowhere.
    pub fn ensure_read(&mut self, folder: Option<&Path>) {
        if self.read {
            return;
        }
        self.read = true;
        match folder.map(library_dir) {
            Some(Ok(dir)) => self.read_from(dir),
            Some(Err(e)) => self.problems = vec![e.to_string()],
            None => {
                if let Some(dir) = self.dir.clone() {
                    self.read_from(dir);
                }
            }
        }
    }

    /// The games of `dir`, what could not be read there, and their figures. A library
    /// that may not be written (its damaged index could not be kept aside) is shown with
    /// no folder to write to: nothing is added to it or deleted from it, and its problems
    /// say why.
    fn read_from(&mut self, dir: PathBuf) {
        let read = read_library(&dir);
        self.library = read.library;
        self.problems = read.problems;
        self.dir = (!read.read_only).then_some(dir);
        self.work_out_figures();
    }

    /// The ratings and statistics of the games listed.
    fn work_out_figures(&mut self) {
        let entries = &self.library.entries;
        self.ratings = rate_player(entries.iter().filter_map(LibraryEntry::for_rating));
        self.stats = library_stats(entries);
    }
}

/// The entry of the game in play, just ended.
fn entry_of(session: &GameSession) -> Option<LibraryEntry> {
    let outcome = session.game().outcome()?;
    let humans: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&s| session.players()[s.index()] == PlayerKind::Human)
        .collect();
    let player = match (humans.as_slice(), session.remote_side()) {
        (_, Some(remote)) => Some(remote.opponent()),
        ([one], None) => Some(*one),
        _ => None,
    };
    let opponent = player.map(|p| match session.players()[p.opponent().index()] {
        _ if session.remote_side().is_some() => Opponent::Online,
        PlayerKind::Computer { level } => Opponent::Computer { level },
        PlayerKind::Human => Opponent::Person,
    });
    Some(LibraryEntry {
        file: String::new(),
        date: now_text(),
        names: session.display_names(),
        player,
        winner: outcome.winner,
        reason: Some(outcome.reason),
        score: outcome.final_stores,
        time_control: session.clock_record().map(|c| c.control),
        plies: session.game().plies().len(),
        opponent,
        mistakes: None,
    })
}

/// Each game that ends here is kept, once: a game whose end came again (its resignation
/// taken back, then another end) replaces its earlier entry.
fn keep_finished_games(
    mut ended: MessageReader<GameEnded>,
    session: Res<GameSession>,
    players: Res<Players>,
    mut library: ResMut<GameLibrary>,
    mut notices: MessageWriter<Notice>,
) {
    if ended.read().count() == 0 {
        return;
    }
    library.ensure_read(players.folder().as_deref());
    let Some(mut entry) = entry_of(&session) else {
        return;
    };
    // A file's games are being added to this library: this one waits its turn, kept as
    // it ended.
    if library.adding.is_some() {
        let record = dated_record(&saved_match(&session), session.game(), &entry.date);
        library.waiting.push((entry, record));
        return;
    }
    drop_entry_kept_for(session.game_id(), &mut library, &mut notices);
    // A game between two players of this computer is each one's game against the other.
    let seats = profile_seats(&session, &players);
    let active = players.active().map(|p| p.id);
    let as_played_by = |entry: &LibraryEntry, side: Side| LibraryEntry {
        player: Some(side),
        opponent: Some(Opponent::Person),
        ..entry.clone()
    };
    let elsewhere: Vec<(PathBuf, String)> = seats
        .iter()
        .filter(|(_, id)| Some(*id) != active)
        .filter_map(|&(side, id)| {
            let folder = players.folder_of(id)?;
            keep_elsewhere(&session, &folder, as_played_by(&entry, side), &mut notices)
        })
        .collect();
    if let Some(&(side, _)) = seats.iter().find(|(_, id)| Some(*id) == active) {
        entry = as_played_by(&entry, side);
    }
    library.kept_for = library
        .dir
        .is_some()
        .then(|| keep(&session, entry, &mut library, &mut notices))
        .flatten()
        .map(|file| (session.game_id(), file));
    library.kept_elsewhere = Some((session.game_id(), elsewhere));
}

/// The players of this computer who played the game on the board against each other at
/// this screen, with their sides: both sides people, each side's name a profile's.
fn profile_seats(session: &GameSession, players: &Players) -> Vec<(Side, u32)> {
    let people = session.players() == [PlayerKind::Human; 2] && session.remote_side().is_none();
    if !people {
        return Vec::new();
    }
    let names = session.display_names();
    let seats: Vec<(Side, u32)> = Side::BOTH
        .into_iter()
        .filter_map(|side| Some((side, players.named(&names[side.index()])?.id)))
        .collect();
    match seats.as_slice() {
        [(_, a), (_, b)] if a != b => seats,
        _ => Vec::new(),
    }
}

/// Keeps the game on the board in the Library of the player whose folder is `folder`;
/// its library folder and the file it was kept in.
fn keep_elsewhere(
    session: &GameSession,
    folder: &Path,
    entry: LibraryEntry,
    notices: &mut MessageWriter<Notice>,
) -> Option<(PathBuf, String)> {
    let kept = library_dir(folder).and_then(|dir| {
        let read = read_library(&dir);
        if read.read_only {
            return Err(crate::records::FileError::Write {
                path: dir.join("index.ron"),
                source: std::io::Error::other(read.problems.join("; ")),
            });
        }
        let mut library = read.library;
        let record = dated_record(&saved_match(session), session.game(), &entry.date);
        add_game(&dir, &mut library, &record, entry).map(|kept| (dir, kept.file))
    });
    match kept {
        Ok(kept) => Some(kept),
        Err(e) => {
            notices.write(Notice(t!(
                "library-not-kept",
                error = crate::gui::words::errors::file_error(&e)
            )));
            None
        }
    }
}

/// The game kept last is in play again (its end taken back): its entry goes, and with it
/// the result from the ratings.
fn drop_entry_of_a_game_ended_no_more(
    session: Res<GameSession>,
    mut library: ResMut<GameLibrary>,
    mut notices: MessageWriter<Notice>,
) {
    if !session.is_changed() || session.game().is_over() || library.adding.is_some() {
        return;
    }
    drop_entry_kept_for(session.game_id(), &mut library, &mut notices);
}

/// Removes the entry kept for game `game_id`, if there is one.
fn drop_entry_kept_for(
    game_id: u64,
    library: &mut GameLibrary,
    notices: &mut MessageWriter<Notice>,
) {
    if matches!(&library.kept_elsewhere, Some((id, _)) if *id == game_id)
        && let Some((_, kept)) = library.kept_elsewhere.take()
    {
        for (dir, file) in kept {
            let read = read_library(&dir);
            if read.read_only {
                continue;
            }
            let mut games = read.library;
            if let Err(e) = delete_game(&dir, &mut games, &file) {
                notices.write(Notice(crate::gui::words::errors::file_error(&e)));
            }
        }
    }
    if !matches!(&library.kept_for, Some((id, _)) if *id == game_id) {
        return;
    }
    let Some((_, file)) = library.kept_for.take() else {
        return;
    };
    if library
        .awaiting_review
        .as_ref()
        .is_some_and(|(f, _, _)| *f == file)
    {
        library.awaiting_review = None;
    }
    let Some(dir) = library.dir.clone() else {
        return;
    };
    if let Err(e) = delete_game(&dir, &mut library.library, &file) {
        notices.write(Notice(crate::gui::words::errors::file_error(&e)));
    }
}

/// Adds the game on the board with `entry`; once its review is done, the player's mistakes
/// are noted. Returns the file it was kept in.
fn keep(
    session: &GameSession,
    entry: LibraryEntry,
    library: &mut GameLibrary,
    notices: &mut MessageWriter<Notice>,
) -> Option<String> {
    let player = entry.player;
    let saved = saved_match(session);
    let record = dated_record(&saved, session.game(), &entry.date);
    let dir = library.dir.clone()?;
    match add_game(&dir, &mut library.library, &record, entry) {
        Ok(kept) => {
            library.awaiting_review = player.map(|side| {
                let game = session.game().clone();
                (kept.file.clone(), side, game)
            });
            Some(kept.file)
        }
        Err(e) => {
            notices.write(Notice(t!(
                "library-not-kept",
                error = crate::gui::words::errors::file_error(&e)
            )));
            None
        }
    }
}

fn apply_library_requests(
    mut requests: MessageReader<LibraryRequest>,
    mut library: ResMut<GameLibrary>,
    session: Res<GameSession>,
    players: Res<Players>,
    mut notices: MessageWriter<Notice>,
) {
    let folder = players.folder();
    let folder = folder.as_deref();
    for request in requests.read() {
        // While a file's games are added, the list is the thread's: nothing else changes it.
        let changes = matches!(
            request,
            LibraryRequest::Delete(_) | LibraryRequest::Undo | LibraryRequest::Read
        );
        if changes && library.adding.is_some() {
            notices.write(Notice(t!("library-busy-adding")));
            continue;
        }
        match request {
            LibraryRequest::Read => {
                library.read = false;
                library.ensure_read(folder);
            }
            LibraryRequest::Delete(file) => {
                let Some(dir) = library.dir.clone() else {
                    continue;
                };
                match delete_game(&dir, &mut library.library, file) {
                    Ok(deleted) => library.deleted = deleted,
                    Err(e) => {
                        notices.write(Notice(crate::gui::words::errors::file_error(&e)));
                    }
                }
            }
            LibraryRequest::Undo => {
                let (Some(dir), Some((at, entry))) = (library.dir.clone(), library.deleted.take())
                else {
                    continue;
                };
                if let Err(e) = restore_game(&dir, &mut library.library, at, entry) {
                    notices.write(Notice(crate::gui::words::errors::file_error(&e)));
                }
            }
            LibraryRequest::Export(files, out) => {
                let Some(dir) = library.dir.clone() else {
                    continue;
                };
                notices.write(Notice(match export_games(&dir, files, out) {
                    Ok(n) => t!(
                        "library-exported",
                        count = n,
                        path = out.display().to_string()
                    ),
                    Err(e) => crate::gui::words::errors::file_error(&e),
                }));
            }
            LibraryRequest::AddRecords(path) => {
                library.ensure_read(folder);
                if library.adding.is_some() {
                    notices.write(Notice(t!("library-busy-adding")));
                    continue;
                }
                let Some(dir) = library.dir.clone() else {
                    notices.write(Notice(t!(
                        "library-not-kept",
                        error = library.problems.join("; ")
                    )));
                    continue;
                };
                library.adding = Some(AddingRecords::start(
                    dir,
                    library.library.clone(),
                    path.clone(),
                ));
            }
            LibraryRequest::AddBoard => {
                library.ensure_read(folder);
                if library.adding.is_some() {
                    notices.write(Notice(t!("library-busy-adding")));
                    continue;
                }
                let listed = library
                    .dir
                    .as_deref()
                    .is_some_and(|dir| library_has_game(dir, &library.library, session.game()));
                if listed {
                    notices.write(Notice(t!("library-already")));
                    continue;
                }
                let entry = entry_of(&session).unwrap_or_else(|| unfinished_entry(&session));
                let before = library.library.entries.len();
                keep(&session, entry, &mut library, &mut notices);
                if library.library.entries.len() > before {
                    notices.write(Notice(t!("library-added")));
                }
            }
        }
    }
}

/// The entry of a game on the board that has not ended (a record opened, say).
fn unfinished_entry(session: &GameSession) -> LibraryEntry {
    LibraryEntry {
        file: String::new(),
        date: now_text(),
        names: session.display_names(),
        player: None,
        winner: None,
        reason: None,
        score: session.game().position().stores(),
        time_control: session.clock_record().map(|c| c.control),
        plies: session.game().plies().len(),
        opponent: None,
        mistakes: None,
    }
}
