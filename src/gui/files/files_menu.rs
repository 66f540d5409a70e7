//! Open… and Save as… with the system's file dialogs (RON match saves and OGN records), and
//! the list of recent files. The dialogs run as tasks, so the window never waits for them;
//! where the system has no dialog (no desktop portal, say) the app says so and goes on.

use crate::gui::files::saves::{loaded_document, write_session};
use crate::gui::play::error_words::{open_error, write_error};
use crate::gui::play::notice::Notice;
use crate::gui::play::session::{GameSession, SessionRequest};
use crate::gui::play::settings::AppSettings;
use crate::records::{DocumentFormat, open_document};
use crate::t;
use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, poll_once};
use std::path::{Path, PathBuf};

/// The most recent files kept.
pub const RECENT_FILES: usize = 8;

/// Open a game file or save the match as one.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum FileRequest {
    /// Ask for a file to open.
    OpenDialog,
    /// Ask where to save, as this format.
    SaveAsDialog(DocumentFormat),
    /// Open this file.
    Open(PathBuf),
    /// Save to this file.
    SaveAs(PathBuf, DocumentFormat),
}

/// A file dialog that is open.
#[derive(Resource, Default)]
struct DialogTask(Option<(Task<Option<PathBuf>>, Option<DocumentFormat>)>);

/// Registers the file menu's work.
pub fn plugin(app: &mut App) {
    app.init_resource::<DialogTask>()
        .add_message::<FileRequest>()
        .add_systems(
            Update,
            (start_dialogs, finish_dialogs, handle_files).chain(),
        );
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
                dialog.0 = Some((task, None));
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
                dialog.0 = Some((task, Some(*format)));
            }
            _ => {}
        }
    }
}

/// A dialog that closed with a file turns into an open or a save of it.
fn finish_dialogs(
    mut dialog: ResMut<DialogTask>,
    mut requests: MessageWriter<FileRequest>,
    mut notices: MessageWriter<Notice>,
) {
    let Some((task, format)) = dialog.0.as_mut() else {
        return;
    };
    let Some(picked) = block_on(poll_once(task)) else {
        return;
    };
    let format = *format;
    dialog.0 = None;
    match picked {
        Some(path) => {
            requests.write(match format {
                None => FileRequest::Open(path),
                Some(f) => FileRequest::SaveAs(path, f),
            });
        }
        // Cancelled, or no file dialog on this system (no desktop portal): either way
        // nothing changes, and the player is told.
        None => {
            notices.write(Notice(t!("notice-no-file")));
        }
    }
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
    mut sessions: MessageWriter<SessionRequest>,
    mut notices: MessageWriter<Notice>,
) {
    for request in requests.read() {
        match request {
            FileRequest::Open(path) => match open_document(path) {
                Ok(doc) => {
                    sessions.write(SessionRequest::Load(Box::new(loaded_document(doc))));
                    remember(&mut settings, path);
                    notices.write(Notice(t!(
                        "notice-opened",
                        path = path.display().to_string()
                    )));
                }
                Err(e) => {
                    notices.write(Notice(t!("notice-not-opened", error = open_error(&e))));
                }
            },
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
            FileRequest::OpenDialog | FileRequest::SaveAsDialog(_) => {}
        }
    }
}
