//! Open… and Save as… with the system's file dialogs (RON match saves and OGN records), and
//! the list of recent files. The dialogs run as tasks, so the window never waits for them;
//! where the system has no dialog (no desktop portal, say) the app says so and goes on.
//! A file is read and checked on a thread of its own, so a long record never freezes the
//! window; a note says which file is being opened meanwhile.

use crate::gui::files::autosave::Autosave;
use crate::gui::files::saves::{loaded_document, write_session};
use crate::gui::game::session::{GameSession, SessionRequest};
use crate::gui::settings::AppSettings;
use crate::gui::state::{AppScreen, OverBoard, UiAction};
use crate::gui::text;
use crate::gui::words::errors::{open_error, write_error};
use crate::gui::words::notice::Notice;
use crate::records::{
    DocumentFormat, OpenError, OpenedDocument, OpenedFile, RecordListing, keep_match_in_progress,
    open_file, open_record,
};
use crate::t;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, poll_once};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

/// The most recent files kept.
pub const RECENT_FILES: usize = 8;

/// Open a game file or save the match as one.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum FileRequest {
    /// Ask for a file to open.
    OpenDialog,
    /// Ask where to save, as this format.
    SaveAsDialog(DocumentFormat),
    /// Open this file (a file of several game records lists them to choose from).
    Open(PathBuf),
    /// Open this game (from 1) of a file of several records.
    OpenRecord(PathBuf, usize),
    /// Save to this file.
    SaveAs(PathBuf, DocumentFormat),
    /// Ask where to write these games of the library (file names) as one OGN file.
    ExportDialog(Vec<String>),
}

/// What a file dialog is for.
enum DialogFor {
    Open,
    Save(DocumentFormat),
    Export(Vec<String>),
}

/// A file dialog that is open.
#[derive(Resource, Default)]
struct DialogTask(Option<(Task<Option<PathBuf>>, DialogFor)>);

/// Files being read and checked, each on a thread of its own, in the order asked.
#[derive(Resource, Default)]
pub struct OpeningFiles(Vec<(PathBuf, JoinHandle<Result<Opened, OpenError>>)>);

/// A file read: a game to play (and whether the autosaved match in progress it replaces was
/// kept as the earlier match), or the games of a file of several records.
enum Opened {
    Game {
        document: Box<OpenedDocument>,
        kept_earlier: bool,
    },
    Several(Vec<RecordListing>),
}

/// The games of a file of several records, listed for the player to choose one (or add them
/// all to the Library) while the window [`OverBoard::FileGames`] is open; forgotten as it
/// closes.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct FileOfGames(pub Option<(PathBuf, Vec<RecordListing>)>);

/// Reads a file (or game `record` of a file of several); before a game replaces the
/// autosaved match, that match is kept as the earlier one when it is still in progress (a
/// failure to keep it is logged: the file still opens).
fn read_file(
    path: &Path,
    record: Option<usize>,
    autosave: Option<&Path>,
) -> Result<Opened, OpenError> {
    let document = match record {
        Some(n) => open_record(path, n)?.0,
        None => match open_file(path)? {
            OpenedFile::One(document) => *document,
            OpenedFile::Several(games) => return Ok(Opened::Several(games)),
        },
    };
    let kept_earlier = autosave.is_some_and(|autosave| {
        keep_match_in_progress(autosave, &document.game).unwrap_or_else(|e| {
            warn!("the match in progress could not be kept: {e}");
            false
        })
    });
    Ok(Opened::Game {
        document: Box::new(document),
        kept_earlier,
    })
}

impl OpeningFiles {
    /// True while a file is being read.
    pub fn busy(&self) -> bool {
        !self.0.is_empty()
    }
}

/// Registers the file menu's work.
pub fn plugin(app: &mut App) {
    app.init_resource::<DialogTask>()
        .init_resource::<OpeningFiles>()
        .init_resource::<FileOfGames>()
        .add_message::<FileRequest>()
        .add_systems(OnExit(OverBoard::FileGames), forget_the_listed_games)
        .add_systems(
            Update,
            (start_dialogs, finish_dialogs, handle_files, finish_opening).chain(),
        )
        .add_systems(EguiPrimaryContextPass, show_opening);
}

fn start_dialogs(mut requests: MessageReader<FileRequest>, mut dialog: ResMut<DialogTask>) {
    for request in requests.read() {
        if dialog.0.is_some() {
            continue; // one dialog at a time
        }
        let pool = IoTaskPool::get();
        match request {
            FileRequest::OpenDialog => {
                let task = pool.spawn(async {
                    rfd::AsyncFileDialog::new()
                        .set_title(t!("dialog-open-title"))
                        .add_filter(t!("dialog-oware-games"), &["ron", "ogn"])
                        .add_filter(t!("dialog-all-files"), &["*"])
                        .pick_file()
                        .await
                        .map(|f| f.path().to_path_buf())
                });
                dialog.0 = Some((task, DialogFor::Open));
            }
            FileRequest::SaveAsDialog(format) => {
                let ext = format.extension();
                let name = format!("oware-game.{ext}");
                let task = pool.spawn(async move {
                    rfd::AsyncFileDialog::new()
                        .set_title(t!("dialog-save-title"))
                        .add_filter(ext, &[ext])
                        .set_file_name(name)
                        .save_file()
                        .await
                        .map(|f| f.path().to_path_buf())
                });
                dialog.0 = Some((task, DialogFor::Save(*format)));
            }
            FileRequest::ExportDialog(files) => {
                let task = pool.spawn(async move {
                    rfd::AsyncFileDialog::new()
                        .set_title(t!("library-export-title"))
                        .add_filter("ogn", &["ogn"])
                        .set_file_name("oware-games.ogn")
                        .save_file()
                        .await
                        .map(|f| f.path().to_path_buf())
                });
                dialog.0 = Some((task, DialogFor::Export(files.clone())));
            }
            _ => {}
        }
    }
}

/// A dialog that closed with a file turns into an open or a save of it.
fn finish_dialogs(
    mut dialog: ResMut<DialogTask>,
    mut requests: MessageWriter<FileRequest>,
    mut library: MessageWriter<crate::gui::files::game_library::LibraryRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Some((task, _)) = dialog.0.as_mut() else {
        return;
    };
    let Some(picked) = block_on(poll_once(task)) else {
        return;
    };
    let Some((_, purpose)) = dialog.0.take() else {
        return;
    };
    match picked {
        Some(path) => match purpose {
            DialogFor::Open => {
                requests.write(FileRequest::Open(path));
            }
            DialogFor::Save(f) => {
                requests.write(FileRequest::SaveAs(path, f));
            }
            DialogFor::Export(files) => {
                library.write(crate::gui::files::game_library::LibraryRequest::Export(
                    files, path,
                ));
            }
        },
        // Cancelled, or no file dialog on this system (no desktop portal): either way
        // nothing changes, and the player is told.
        None => {
            notices.write(Notice(t!("notice-no-file")));
        }
    }
}

/// A file read to its end is played, in the order the files were asked for, or its error
/// said; the game on the board stays until then.
fn finish_opening(
    mut opening: ResMut<OpeningFiles>,
    mut settings: ResMut<AppSettings>,
    mut sessions: MessageWriter<SessionRequest>,
    mut notices: MessageWriter<Notice>,
    mut several: ResMut<FileOfGames>,
    mut actions: MessageWriter<UiAction>,
) {
    while opening
        .0
        .first()
        .is_some_and(|(_, thread)| thread.is_finished())
    {
        let (path, thread) = opening.0.remove(0);
        let result = thread.join().unwrap_or_else(|_| {
            Err(OpenError::File(crate::records::FileError::Read {
                path: path.clone(),
                source: std::io::Error::other("the reading stopped"),
            }))
        });
        match result {
            Ok(Opened::Several(games)) => {
                remember(&mut settings, &path);
                several.0 = Some((path, games));
                // From the start screen too: the list opens over the board.
                actions.write(UiAction::Open(OverBoard::FileGames));
                actions.write(UiAction::GoTo(AppScreen::Playing));
            }
            Ok(Opened::Game {
                document,
                kept_earlier,
            }) => {
                sessions.write(SessionRequest::Load(Box::new(loaded_document(*document))));
                actions.write(UiAction::Close(OverBoard::FileGames));
                remember(&mut settings, &path);
                let shown = path.display().to_string();
                notices.write(Notice(if kept_earlier {
                    t!("notice-opened-kept-earlier", path = shown)
                } else {
                    t!("notice-opened", path = shown)
                }));
            }
            Err(e) => {
                notices.write(Notice(t!("notice-not-opened", error = open_error(&e))));
            }
        }
    }
}

/// The list closed: its games are forgotten (a file can hold many).
fn forget_the_listed_games(mut several: ResMut<FileOfGames>) {
    several.0 = None;
}

/// While a file is read: its name and a spinner at the top of the window.
fn show_opening(mut contexts: EguiContexts, opening: Res<OpeningFiles>) -> Result {
    let Some((path, _)) = opening.0.first() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("opening-file".into())
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 48.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.spinner();
                    text::label(ui, t!("notice-opening", name = file_label(path)));
                });
            });
        });
    Ok(())
}

/// How a recent file is listed: its name (the whole path where it has none).
pub fn file_label(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Puts a file at the top of the recent list.
fn remember(settings: &mut AppSettings, path: &Path) {
    settings.recent_files.retain(|p| p != path);
    settings.recent_files.insert(0, path.to_path_buf());
    settings.recent_files.truncate(RECENT_FILES);
}

fn handle_files(
    mut requests: MessageReader<FileRequest>,
    session: Res<GameSession>,
    mut settings: ResMut<AppSettings>,
    mut opening: ResMut<OpeningFiles>,
    autosave: Res<Autosave>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        match request {
            FileRequest::Open(_) | FileRequest::OpenRecord(..) => {
                let (path, record) = match request {
                    FileRequest::OpenRecord(path, n) => (path, Some(*n)),
                    FileRequest::Open(path) => (path, None),
                    _ => continue,
                };
                let read = path.clone();
                let autosave = autosave.0.clone();
                let thread = std::thread::Builder::new()
                    .name("open-file".into())
                    .spawn(move || read_file(&read, record, autosave.as_deref()));
                match thread {
                    Ok(thread) => opening.0.push((path.clone(), thread)),
                    Err(e) => {
                        let error = OpenError::File(crate::records::FileError::Read {
                            path: path.clone(),
                            source: e,
                        });
                        notices.write(Notice(t!("notice-not-opened", error = open_error(&error))));
                    }
                }
            }
            FileRequest::SaveAs(path, format) => match write_session(path, *format, &session) {
                Ok(()) => {
                    remember(&mut settings, path);
                    notices.write(Notice(t!(
                        "notice-saved",
                        path = path.display().to_string()
                    )));
                }
                Err(e) => {
                    notices.write(Notice(t!("notice-not-saved", error = write_error(&e))));
                }
            },
            FileRequest::OpenDialog
            | FileRequest::SaveAsDialog(_)
            | FileRequest::ExportDialog(_) => {}
        }
    }
}
