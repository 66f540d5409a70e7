//! The organizer's desk: a tournament hosted from this program. Its hall (the players'
//! lines, on a thread of its own while it is being opened), the core's organizer that
//! answers every message, the organizer's steps (start a round, pause, decide, withdraw,
//! end), and its file, written atomically after every change so that a restarted program
//! hosts it again where it stood, with the same code.

use crate::records::{SMALL_FILE_LIMIT, read_text, write_atomic};
use crate::rules::MatchFormat;
use crate::tournament::event::{EventError, System, Tournament as Event};
use crate::tournament::hall::{
    HALL_ALPN, HallFile, HallMessage, Organizer, Out, PlaySettings, Step,
};
use crate::tournament::standings::Outcome;
use bevy::prelude::*;
use crossbeam_channel::Receiver;
use oware_net::{Hall, LanAnnouncement, LinkError, NetConfig};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How often the moves seen passing are written to the file at most (results and other
/// changes are written at once).
const SAVE_MOVES_EVERY: Duration = Duration::from_secs(1);

/// The end of the name of a tournament's file once its organizer ended it.
const ENDED: &str = "-ended";

/// Arrivals handled in one frame at most (the rest wait for the next frame).
const PER_FRAME: usize = 256;

/// The tournament hosted here, if any.
#[derive(Resource, Default)]
pub struct Desk {
    pub(super) hosting: Option<Box<Hosting>>,
    /// Why hosting failed or a step was refused, for the window.
    pub(super) said: Option<String>,
}

/// A tournament being hosted.
pub(super) struct Hosting {
    pub(super) organizer: Organizer,
    /// The hall, once open.
    pub(super) hall: Option<Hall<HallMessage>>,
    /// The hall being opened.
    opening: Option<Receiver<Result<Hall<HallMessage>, LinkError>>>,
    /// Its listing on this network, while hosted (when asked for).
    listed: Option<LanAnnouncement>,
    list: bool,
    /// Where it is kept; none in a test or a picture.
    file: Option<PathBuf>,
    saved: Instant,
    unsaved_moves: bool,
    /// The code players join with (with the addresses when only this network can).
    pub(super) code: Option<String>,
    /// The organizer ended it.
    ended: bool,
}

/// What the organizer chooses before hosting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostChoices {
    /// The tournament's name.
    pub name: String,
    /// How its rounds are paired.
    pub system: System,
    /// The match format of each pairing.
    pub format: MatchFormat,
    /// The time control of every game (PGN form), if any.
    pub clock: Option<String>,
    /// Listed on this network.
    pub list: bool,
}

/// What the organizer asks of the desk (its window).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum DeskRequest {
    /// Host a new tournament.
    Host(HostChoices),
    /// Host again a tournament kept in this file (the program ended while hosting it).
    Resume(PathBuf),
    /// Start the next round.
    StartRound,
    /// Pause the round in play (true) or let it go on.
    Pause(bool),
    /// Set a board's result of the round in play, with the reason.
    Decide {
        /// The board, from 1.
        board: usize,
        /// The result.
        outcome: Outcome,
        /// Why, as both players will read it.
        reason: String,
    },
    /// Withdraw a player (by number) from the next round on.
    Withdraw(usize),
    /// End the tournament: players are told, the file keeps it as it ended.
    End,
    /// Forget the tournament ended (or why hosting failed).
    Close,
}

impl Desk {
    /// The tournament hosted, if any.
    pub fn organizer(&self) -> Option<&Organizer> {
        self.hosting.as_ref().map(|h| &h.organizer)
    }

    /// The code players join with, once the hall is open.
    pub fn code(&self) -> Option<&str> {
        self.hosting.as_ref()?.code.as_deref()
    }

    /// Why hosting failed or the last step was refused.
    pub fn said(&self) -> Option<&str> {
        self.said.as_deref()
    }

    /// True while a tournament is hosted and the organizer has not ended it.
    pub fn is_active(&self) -> bool {
        self.hosting.as_ref().is_some_and(|h| !h.ended)
    }

    /// True once the hall is open to players.
    pub fn is_open(&self) -> bool {
        self.hosting.as_ref().is_some_and(|h| h.hall.is_some())
    }

    /// A desk with this organizer and no hall (for a picture of the window, or a test).
    pub fn as_seen(organizer: Organizer, code: &str) -> Desk {
        Desk {
            hosting: Some(Box::new(Hosting {
                organizer,
                hall: None,
                opening: None,
                listed: None,
                list: false,
                file: None,
                saved: Instant::now(),
                unsaved_moves: false,
                code: Some(code.to_string()),
                ended: false,
            })),
            said: None,
        }
    }
}

/// The folder the organizer's files are kept in.
pub fn tournaments_folder(data: &Path) -> PathBuf {
    data.join("tournaments")
}

/// The tournaments kept in `folder` that are not over: their files and names, newest first.
pub fn unfinished(folder: &Path) -> Vec<(PathBuf, String)> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, PathBuf, String)> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter(|p| {
            !p.file_stem()
                .is_some_and(|s| s.to_string_lossy().ends_with(ENDED))
        })
        .filter_map(|p| {
            let file = load(&p).ok()?;
            let when = std::fs::metadata(&p).and_then(|m| m.modified()).ok()?;
            (!file.tournament.is_over()).then_some((when, p, file.tournament.name))
        })
        .collect();
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.into_iter().map(|(_, p, n)| (p, n)).collect()
}

/// An organizer's file, read and checked.
fn load(path: &Path) -> Result<HallFile, String> {
    let text = read_text(path, SMALL_FILE_LIMIT).map_err(|e| e.to_string())?;
    HallFile::from_ron(&text).map_err(|e| e.to_string())
}

impl Hosting {
    /// Opens the hall for `file` (again with its code, if it has one), on a thread.
    fn open(
        file: HallFile,
        config: NetConfig,
        path: Option<PathBuf>,
        list: bool,
    ) -> Result<Hosting, String> {
        let (done, opening) = crossbeam_channel::bounded(1);
        let again = (!file.code.is_empty()).then(|| file.code.clone());
        std::thread::Builder::new()
            .name("tournament hall".into())
            .spawn(move || {
                let hall = oware_net::host_hall(&config, HALL_ALPN, again.as_deref());
                if let Err(crossbeam_channel::SendError(Ok(hall))) = done.send(hall) {
                    hall.close_within(Duration::from_secs(1));
                }
            })
            .map_err(|e| e.to_string())?;
        Ok(Hosting {
            organizer: Organizer::new(file),
            hall: None,
            opening: Some(opening),
            listed: None,
            list,
            file: path,
            saved: Instant::now(),
            unsaved_moves: false,
            code: None,
            ended: false,
        })
    }

    /// Sends what a step says, and writes the file if it changed.
    fn carry(&mut self, step: Step) -> Result<(), String> {
        if let Some(hall) = &self.hall {
            for out in step.out {
                match out {
                    Out::Send(line, message) => hall.send(line, message),
                    Out::Close(line) => hall.close_line(line),
                }
            }
        }
        self.unsaved_moves |= step.live_changed;
        if step.changed || (self.unsaved_moves && self.saved.elapsed() >= SAVE_MOVES_EVERY) {
            self.save()?;
        }
        Ok(())
    }

    /// The tournament ended: its file is kept as ended (no longer offered to host again),
    /// with every game of it beside it in one record file.
    fn put_away(&mut self) -> Result<(), String> {
        let Some(path) = self.file.clone() else {
            return Ok(());
        };
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let ended = path.with_file_name(format!("{stem}{ENDED}.ron"));
        std::fs::rename(&path, &ended).map_err(|e| e.to_string())?;
        let games = crate::tournament::hall::games_ogn(self.organizer.file());
        write_atomic(&ended.with_extension("ogn"), games.as_bytes()).map_err(|e| e.to_string())?;
        self.file = Some(ended);
        Ok(())
    }

    fn save(&mut self) -> Result<(), String> {
        self.saved = Instant::now();
        self.unsaved_moves = false;
        let Some(path) = &self.file else {
            return Ok(());
        };
        let text = self.organizer.file().to_ron().map_err(|e| e.to_string())?;
        write_atomic(path, text.as_bytes()).map_err(|e| e.to_string())
    }
}

/// The organizer's requests.
pub(super) fn desk_requests(
    mut requests: MessageReader<DeskRequest>,
    mut desk: ResMut<Desk>,
    settings: Res<crate::gui::settings::AppSettings>,
    players: Res<crate::gui::players::Players>,
) {
    for request in requests.read() {
        let result = match request {
            DeskRequest::Host(_) | DeskRequest::Resume(_) if desk.is_active() => Ok(()),
            DeskRequest::Host(choices) => host(&mut desk, choices, &settings, &players),
            DeskRequest::Resume(path) => resume(&mut desk, path, &settings),
            DeskRequest::Close => {
                if !desk.is_active() {
                    *desk = Desk::default();
                }
                Ok(())
            }
            step => match desk.hosting.as_mut() {
                Some(hosting) => organizer_step(hosting, step),
                None => Ok(()),
            },
        };
        desk.said = result.err();
    }
}

fn host(
    desk: &mut Desk,
    choices: &HostChoices,
    settings: &crate::gui::settings::AppSettings,
    players: &crate::gui::players::Players,
) -> Result<(), String> {
    let name = choices.name.trim();
    if name.is_empty() {
        return Err(crate::t!("host-tournament-name-needed"));
    }
    let config = crate::gui::online::net_config(&settings.online)?;
    let file = HallFile {
        tournament: Event::new(name, choices.system, Vec::new()),
        play: PlaySettings {
            format: choices.format,
            clock: choices.clock.clone(),
        },
        code: String::new(),
        tickets: Vec::new(),
        boards: Vec::new(),
    };
    let path = players.data_folder().map(|data| {
        let folder = tournaments_folder(data);
        let _ = std::fs::create_dir_all(&folder);
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        folder.join(format!("tournament-{stamp}.ron"))
    });
    desk.hosting = Some(Box::new(Hosting::open(file, config, path, choices.list)?));
    Ok(())
}

fn resume(
    desk: &mut Desk,
    path: &Path,
    settings: &crate::gui::settings::AppSettings,
) -> Result<(), String> {
    let file = load(path)?;
    let config = crate::gui::online::net_config(&settings.online)?;
    desk.hosting = Some(Box::new(Hosting::open(
        file,
        config,
        Some(path.to_path_buf()),
        false,
    )?));
    Ok(())
}

/// One of the organizer's steps on the tournament hosted.
fn organizer_step(hosting: &mut Hosting, request: &DeskRequest) -> Result<(), String> {
    let o = &mut hosting.organizer;
    let step: Result<Step, EventError> = match request {
        DeskRequest::StartRound => o.start_round(),
        DeskRequest::Pause(paused) => o.set_paused(*paused),
        DeskRequest::Decide {
            board,
            outcome,
            reason,
        } => o.decide(*board, *outcome, reason),
        DeskRequest::Withdraw(player) => o.withdraw(*player),
        DeskRequest::End => {
            let step = o.end();
            hosting.ended = true;
            hosting.carry(step)?;
            hosting.save()?;
            hosting.put_away()?;
            hosting.listed = None;
            if let Some(hall) = hosting.hall.take() {
                let closing = std::thread::Builder::new()
                    .name("tournament hall close".into())
                    .spawn(move || hall.close_within(Duration::from_secs(5)));
                if let Err(e) = closing {
                    warn!("no thread to close the hall: {e}");
                }
            }
            return Ok(());
        }
        DeskRequest::Host(_) | DeskRequest::Resume(_) | DeskRequest::Close => return Ok(()),
    };
    hosting.carry(step.map_err(|e| e.to_string())?)
}

/// The hall, once open; what every line brought, answered by the organizer.
pub(super) fn follow_desk(mut desk: ResMut<Desk>) {
    let Some(hosting) = desk.hosting.as_mut() else {
        return;
    };
    let mut said = None;
    if let Some(opening) = &hosting.opening
        && let Ok(result) = opening.try_recv()
    {
        hosting.opening = None;
        match result {
            Ok(hall) => {
                let code = if hall.same_network_only() {
                    hall.code_with_addresses().to_string()
                } else {
                    hall.code().to_string()
                };
                let mut file = hosting.organizer.file().clone();
                file.code = hall.code_with_addresses().to_string();
                let list = hosting.list.then(|| {
                    let play = &file.play;
                    oware_net::announce_as(
                        oware_net::TOURNAMENT_SERVICE,
                        &file.tournament.name,
                        &format!("{:?}", play.format),
                        play.clock.as_deref(),
                        hall.code_with_addresses(),
                    )
                });
                hosting.listed = match list {
                    Some(Ok(listed)) => Some(listed),
                    Some(Err(e)) => {
                        warn!("the tournament is not listed on the network: {e}");
                        None
                    }
                    None => None,
                };
                hosting.organizer = Organizer::new(file);
                hosting.hall = Some(hall);
                hosting.code = Some(code);
                if let Err(e) = hosting.save() {
                    said = Some(e);
                }
            }
            Err(e) => {
                let why = crate::gui::online::link_error(&e);
                *desk = Desk {
                    hosting: None,
                    said: Some(why),
                };
                return;
            }
        }
    }
    for _ in 0..PER_FRAME {
        let Some(hall) = &hosting.hall else { break };
        let Ok((line, arrival)) = hall.arrivals.try_recv() else {
            break;
        };
        let step = match arrival {
            oware_net::Arrival::Came => Step::default(),
            oware_net::Arrival::Said(message) => hosting.organizer.receive(line, message),
            oware_net::Arrival::Gone(_) => {
                hall.close_line(line);
                hosting.organizer.gone(line)
            }
        };
        if let Err(e) = hosting.carry(step) {
            said = Some(e);
        }
    }
    // Its last round complete, the tournament ends by itself: players are told, its file
    // put away with its games.
    if hosting.hall.is_some()
        && !hosting.ended
        && hosting.organizer.tournament().is_over()
        && let Err(e) = organizer_step(hosting, &DeskRequest::End)
    {
        said = Some(e);
    }
    if hosting.unsaved_moves
        && hosting.saved.elapsed() >= SAVE_MOVES_EVERY
        && let Err(e) = hosting.save()
    {
        said = Some(e);
    }
    if said.is_some() {
        desk.said = said;
    }
}
