//! One game per account (`records::instance`): a second start — a second double-click, a
//! record opened from the file manager while the game runs — hands its file to the game
//! already open, brings that window forward, and ends. Two windows never write the same
//! players' list or Library at once.

use crate::gui::files::files_menu::FileRequest;
use crate::records::{Handover, Instance, InstanceLock, claim_instance, hand_over, taken_within};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a second start waits for the game running to take its request.
const PATIENCE: Duration = Duration::from_secs(5);

/// How often the game running looks for requests.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// What a start found.
pub enum Start {
    /// This is the account's game (the lock held for its life, when there is a data
    /// folder to hold it in).
    Run(Option<InstanceLock>),
    /// The game already open took over: this start ends (status 0).
    HandedOver,
    /// A game is open but did not answer: this start ends (status 1), saying so.
    NotAnswered,
}

/// Takes the account's game, or hands `open` (a file to open, if any) to the one running.
pub fn start(open: Option<&Path>) -> Start {
    let Ok(data) = crate::records::data_dir() else {
        return Start::Run(None);
    };
    let request = match open {
        Some(file) => Handover::Open(std::path::absolute(file).unwrap_or(file.to_path_buf())),
        None => Handover::Show,
    };
    for _ in 0..2 {
        match claim_instance(&data) {
            Ok(Instance::First(lock)) => return Start::Run(Some(lock)),
            Ok(Instance::Running) => match hand_over(&data, &request) {
                Ok(left) if taken_within(&left, PATIENCE) => return Start::HandedOver,
                // Not taken: the game may be ending; the next try may find the lock free.
                Ok(left) => {
                    let _ = std::fs::remove_file(left);
                }
                Err(e) => {
                    warn!("cannot reach the game already open: {e}");
                    return Start::NotAnswered;
                }
            },
            // No lock can be taken here (a read-only folder, say): the game runs alone.
            Err(e) => {
                warn!("one game per account cannot be checked: {e}");
                return Start::Run(None);
            }
        }
    }
    Start::NotAnswered
}

/// The lock of the game running, held as long as the app runs.
#[derive(Resource)]
pub struct OneGame {
    _lock: InstanceLock,
    data: PathBuf,
}

impl OneGame {
    /// The game of the account of data folder `data`, holding `lock`.
    pub fn new(lock: InstanceLock, data: PathBuf) -> OneGame {
        OneGame { _lock: lock, data }
    }
}

/// The requests of later starts, from the thread that looks for them.
#[derive(Resource)]
struct Requests(crossbeam_channel::Receiver<Handover>);

/// Registers the watch for later starts (with [`OneGame`] inserted).
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, watch_for_later_starts)
        .add_systems(Update, take_requests.run_if(resource_exists::<Requests>));
}

/// A thread looks for requests a few times a second, and wakes the window for each.
fn watch_for_later_starts(
    mut commands: Commands,
    game: Option<Res<OneGame>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    // Optional: only the account's game (not a screenshot or a benchmark) holds the lock,
    // and only a window has an event loop to wake.
    let (Some(game), Some(proxy)) = (game, proxy) else {
        return;
    };
    let data = game.data.clone();
    let proxy = (**proxy).clone();
    let (send, receive) = crossbeam_channel::unbounded();
    let spawned = std::thread::Builder::new()
        .name("later starts".into())
        .spawn(move || {
            loop {
                std::thread::sleep(LOOK_EVERY);
                let requests = crate::records::take_handovers(&data);
                if requests.is_empty() {
                    continue;
                }
                for request in requests {
                    if send.send(request).is_err() {
                        return;
                    }
                }
                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
        });
    match spawned {
        Ok(_) => {
            commands.insert_resource(Requests(receive));
        }
        Err(e) => warn!("later starts cannot be watched for: {e}"),
    }
}

/// Each later start brings the window forward, and opens its file.
fn take_requests(
    requests: Res<Requests>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    mut files: MessageWriter<FileRequest>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    for request in requests.0.try_iter() {
        if let Ok(mut window) = windows.single_mut() {
            window.set_minimized(false);
            window.visible = true;
            window.focused = true;
        }
        if let Handover::Open(file) = request {
            files.write(FileRequest::Open(file));
        }
        redraw.write(bevy::window::RequestRedraw);
    }
}
