//! Saves that lose nothing: the match is written to the autosave file after every move (as
//! soon as the rules apply it, before its animation), after undo, redo and a new game, and
//! on quit. The writes happen in order on a thread of their own, atomically, so the window
//! never waits for the disk; *Continue* reads the file back. Each player has their own, in
//! their folder: another player picked writes to theirs (a guest's match is kept nowhere).

use crate::gui::files::saves::{loaded_document, saved_match};
use crate::gui::game::session::{
    BoardReset, GameEnded, GameSession, LoadedMatch, MoveApplied, SessionRequest,
};
use crate::gui::players::{PlayerSwitched, Players};
use crate::gui::words::notice::Notice;
use crate::records::{FileError, OpenError, move_unreadable_aside, open_document, write_atomic};
use crate::t;
use bevy::prelude::*;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// The autosave file, when the match is autosaved (off in screenshots and benchmarks; a
/// file of their own in tests).
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default)]
pub struct Autosave(pub Option<PathBuf>);

impl Autosave {
    /// The autosave of the one playing, in their folder; none for a guest. The
    /// computer's autosave from before each player had their own becomes theirs first.
    pub fn of_player(players: &Players) -> Autosave {
        if let (Some(data), Some(id)) = (players.data_folder(), players.active().map(|p| p.id))
            && let Err(e) = crate::records::take_old_autosave(data, id)
        {
            warn!("the autosave from before stays where it was: {e}");
        }
        Autosave(
            players
                .folder()
                .map(|folder| folder.join(crate::records::AUTOSAVE_FILE)),
        )
    }
}

/// Why the autosave could not be read.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// There is none.
    #[error("there is no game to continue")]
    Missing,
    /// It could not be read, is damaged or is of a newer version (it is left as it is).
    #[error(transparent)]
    Open(#[from] OpenError),
}

/// Why the autosave could not be read, in the player's language.
pub fn autosave_error(error: &AutosaveError) -> String {
    match error {
        AutosaveError::Missing => t!("error-autosave-missing"),
        AutosaveError::Open(e) => crate::gui::words::errors::open_error(e),
    }
}

/// The autosaved match in `path`, read and checked like any game file.
pub fn read_autosave(path: &std::path::Path) -> Result<LoadedMatch, AutosaveError> {
    if !path.exists() {
        return Err(AutosaveError::Missing);
    }
    Ok(loaded_document(open_document(path)?))
}

/// What the writer thread has to say.
enum WriterReport {
    /// A write failed (the next one tries again).
    Failed(FileError),
    /// The autosave found could not be read by this version, and was moved here before
    /// the first write replaced it.
    KeptAside(PathBuf),
}

/// The writer thread: texts to write, in order, and what it has to say.
#[derive(Resource)]
struct AutosaveWriter {
    texts: Mutex<Option<Sender<String>>>,
    reports: Mutex<Receiver<WriterReport>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl AutosaveWriter {
    fn start(path: PathBuf) -> AutosaveWriter {
        let (texts, incoming) = channel::<String>();
        // Failures cross back as their type, to be put into words in the player's language.
        let (report, reports) = channel();
        let thread = std::thread::spawn(move || {
            crate::gui::computer::background::lower_priority();
            // What a writer killed mid-write left beside the autosave.
            if let Some(folder) = path.parent() {
                crate::records::remove_leftover_temps(folder);
            }
            // A newer version's autosave, or a damaged one, is not replaced but moved aside.
            if let Some(aside) = move_unreadable_aside(&path) {
                let _ = report.send(WriterReport::KeptAside(aside));
            }
            for text in incoming {
                let result = write_atomic(&path, text.as_bytes());
                if let Err(e) = result {
                    // Said once per failure; the next move tries again.
                    let _ = report.send(WriterReport::Failed(e));
                }
            }
        });
        AutosaveWriter {
            texts: Mutex::new(Some(texts)),
            reports: Mutex::new(reports),
            thread: Mutex::new(Some(thread)),
        }
    }

    /// Queues a text to write.
    fn send(&self, text: String) {
        if let Ok(texts) = self.texts.lock()
            && let Some(texts) = texts.as_ref()
        {
            // The thread ends only when the sender is dropped.
            let _ = texts.send(text);
        }
    }

    /// Writes what is queued, then stops the thread and waits for it: nothing older can
    /// land after the last text.
    fn finish(&self) {
        if let Ok(mut texts) = self.texts.lock() {
            texts.take();
        }
        let thread = self.thread.lock().ok().and_then(|mut t| t.take());
        if let Some(thread) = thread
            && thread.join().is_err()
        {
            error!("the autosave thread failed");
        }
    }
}

/// The text last queued for the autosave file, or the untouched session's text before
/// anything was: a session that has not changed since then is never written, so a player
/// who only looks at the start screen, practises or changes settings and quits leaves the
/// saved game as it was.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
struct LastWritten(Option<String>);

impl Default for LastWritten {
    fn default() -> Self {
        LastWritten(saved_match(&GameSession::default()).to_ron().ok())
    }
}

/// Registers autosaving (it writes only when [`Autosave`] is on).
pub fn plugin(app: &mut App) {
    app.init_resource::<Autosave>()
        .init_resource::<LastWritten>()
        .add_systems(
            Update,
            (
                follow_the_player.run_if(on_message::<PlayerSwitched>),
                autosave_changes,
                report_failures,
            )
                .chain()
                // What the board's frame changed is written, the clocks of an end included.
                .after(crate::gui::state::BoardSet::Animate),
        )
        .add_systems(Last, autosave_on_quit);
}

/// Another player plays: what was queued lands in the last one's file, and the next writes
/// go to the new one's (a guest's nowhere). The match on the board is the last player's: it
/// is written to the new file only once it changes — a new game, *Continue*, a move.
fn follow_the_player(
    mut commands: Commands,
    players: Res<Players>,
    mut autosave: ResMut<Autosave>,
    // The writer's thread starts with the first write: none until then.
    writer: Option<Res<AutosaveWriter>>,
    session: Res<GameSession>,
    mut last: ResMut<LastWritten>,
) {
    // Players kept nowhere (the screenshots', a test's) leave the autosave as it was set.
    if players.data_folder().is_none() {
        return;
    }
    if let Some(writer) = writer {
        writer.finish();
        commands.remove_resource::<AutosaveWriter>();
    }
    *autosave = Autosave::of_player(&players);
    last.0 = saved_match(&session).to_ron().ok();
}

/// Writes the session when a move was applied, the board was reset (undo, redo, new game,
/// load), a game ended or the match went online or left it (a match left is no longer
/// offered to rejoin, even when the program is then killed), and it differs from what was
/// written last.
#[allow(clippy::too_many_arguments)]
fn autosave_changes(
    mut commands: Commands,
    autosave: Res<Autosave>,
    // The writer's thread starts with the first write: none until then.
    writer: Option<Res<AutosaveWriter>>,
    session: Res<GameSession>,
    mut last: ResMut<LastWritten>,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<BoardReset>,
    (mut ended, mut requests): (MessageReader<GameEnded>, MessageReader<SessionRequest>),
) {
    let online = requests
        .read()
        .filter(|r| matches!(r, SessionRequest::Online(_)))
        .count();
    let changed =
        applied.read().count() + resets.read().count() + ended.read().count() + online > 0;
    let Some(path) = autosave.0.clone().filter(|_| changed) else {
        return;
    };
    let Some(text) = changed_text(&session, &mut last) else {
        return;
    };
    match writer {
        Some(writer) => writer.send(text),
        None => {
            let writer = AutosaveWriter::start(path);
            writer.send(text);
            commands.insert_resource(writer);
        }
    }
}

/// The session's save text when it differs from the last one written (and is now the
/// last one); `None` when there is nothing new to write.
fn changed_text(session: &GameSession, last: &mut LastWritten) -> Option<String> {
    let text = match saved_match(session).to_ron() {
        Ok(text) => text,
        Err(e) => {
            warn!("autosave: {e}");
            return None;
        }
    };
    if last.0.as_ref() == Some(&text) {
        return None;
    }
    last.0 = Some(text.clone());
    Some(text)
}

/// Tells the player what the writer's thread reports (none before it started).
fn report_failures(writer: Option<Res<AutosaveWriter>>, mut notices: MessageWriter<Notice>) {
    let Some(writer) = writer else { return };
    let report = writer.reports.lock().ok().and_then(|f| f.try_recv().ok());
    match report {
        Some(WriterReport::Failed(e)) => {
            notices.write(Notice(t!(
                "notice-not-autosaved",
                error = crate::gui::words::errors::file_error(&e)
            )));
        }
        Some(WriterReport::KeptAside(path)) => {
            notices.write(Notice(t!(
                "notice-autosave-aside",
                path = path.display().to_string()
            )));
        }
        None => {}
    }
}

/// On quit the last state is queued (when it changed) and the writer waited for, so it is
/// on disk before the process ends. A session that never changed writes nothing.
fn autosave_on_quit(
    autosave: Res<Autosave>,
    // The writer's thread starts with the first write: none until then.
    writer: Option<Res<AutosaveWriter>>,
    session: Res<GameSession>,
    mut last: ResMut<LastWritten>,
    mut exits: MessageReader<AppExit>,
) {
    let Some(path) = autosave.0.clone().filter(|_| exits.read().count() > 0) else {
        return;
    };
    let text = changed_text(&session, &mut last);
    match (writer.as_deref(), text) {
        (Some(writer), text) => {
            if let Some(text) = text {
                writer.send(text);
            }
            writer.finish();
        }
        (None, Some(text)) => {
            let writer = AutosaveWriter::start(path);
            writer.send(text);
            writer.finish();
        }
        (None, None) => {}
    }
}
