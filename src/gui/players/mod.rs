//! Who is playing: the profiles of this computer's user (`records::profiles`), the one
//! playing now, and the requests that make, rename, pick and remove them. The files of the
//! one playing — lesson stars and puzzle rating, counting practice, the Library — are read
//! from and written to their folder; a guest's are kept nowhere. A change of player is
//! announced ([`PlayerSwitched`]) so that what was read for the last one is read again.
//! Their own settings follow them (`personal`), and their time in the game is counted
//! (`play_time`).

use crate::gui::settings::AppSettings;
use crate::gui::words::notice::Notice;
use crate::records::{
    Profile, ProfileError, Profiles, SettingsError, profile_dir, profiles_or_first,
    remove_profile_files, save_profiles,
};
use crate::t;
use bevy::prelude::*;
use std::path::PathBuf;

mod personal;
mod play_time;

use personal::{keep_personal_settings, personal_of, take_personal_settings};
use play_time::{PlayTime, count_play_time};

/// The profiles and the one playing.
#[derive(Resource, Debug, Default)]
pub struct Players {
    /// The data folder the profiles are kept in: none in tests and screenshots, or when the
    /// list could not be read (then nothing is written over it).
    data: Option<PathBuf>,
    profiles: Profiles,
    /// The one playing; `None`: a guest.
    active: Option<u32>,
    /// The player was chosen in this session: *Who is playing?* is asked once.
    pub chosen: bool,
    /// Why the list could not be read at launch.
    problem: Option<SettingsError>,
}

/// What the player asks of the profiles.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PlayerRequest {
    /// This profile plays.
    Pick(u32),
    /// A guest plays: nothing is kept.
    Guest,
    /// Make a profile, which then plays.
    Create {
        /// Its name.
        name: String,
        /// Its colour.
        colour: u8,
        /// A child's profile.
        child: bool,
    },
    /// Rename a profile.
    Rename(u32, String),
    /// Mark a profile as a child's (the child's mode), or not.
    SetChild(u32, bool),
    /// Let a child's profile play online, or not.
    AllowOnline(u32, bool),
    /// Remove a profile and its files.
    Remove(u32),
    /// The grown-up's answer to the question before the players are changed.
    AnswerGrownUp(String),
}

impl PlayerRequest {
    /// Whether the request changes the players, which is a grown-up's to do once there is
    /// a child's profile (picking who plays is anyone's).
    fn is_a_grown_ups(&self) -> bool {
        matches!(
            self,
            PlayerRequest::Create { .. }
                | PlayerRequest::Rename(..)
                | PlayerRequest::SetChild(..)
                | PlayerRequest::AllowOnline(..)
                | PlayerRequest::Remove(_)
        )
    }
}

/// The step a grown-up takes before the players are changed, once a child's profile
/// exists (a child could otherwise let herself play online): a multiplication of two
/// numbers from 12 to 19, which a child of eight does not answer by chance. Taken once,
/// it holds until another player is picked.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct GrownUp {
    /// The two numbers to multiply.
    pub question: (u32, u32),
    unlocked: bool,
}

impl Default for GrownUp {
    fn default() -> Self {
        GrownUp {
            question: GrownUp::new_question(),
            unlocked: false,
        }
    }
}

impl GrownUp {
    fn new_question() -> (u32, u32) {
        use rand::RngExt;
        let mut rng = rand::rng();
        (rng.random_range(12..=19), rng.random_range(12..=19))
    }

    /// Whether the question stands between `players` and a change of the players.
    pub fn needed(&self, players: &Players) -> bool {
        !self.unlocked && players.list().iter().any(|p| p.child)
    }

    /// Takes an answer: right, the players may be changed; wrong, another question.
    fn answer(&mut self, text: &str) -> bool {
        let (a, b) = self.question;
        self.unlocked = text.trim().parse::<u32>().ok() == Some(a * b);
        if !self.unlocked {
            self.question = GrownUp::new_question();
        }
        self.unlocked
    }

    /// Locked again, with a new question.
    fn lock(&mut self) {
        *self = GrownUp::default();
    }
}

/// Another player plays now: what was read for the last one is read again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerSwitched;

/// Why the last request about profiles was refused, shown where it was asked.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PlayerRefusal(pub Option<String>);

impl Players {
    /// The profiles kept in the per-user data folder, made the first time (see
    /// [`profiles_or_first`]; the first is named `first_name`). A list that cannot be read
    /// is left as it is, and the game plays as a guest.
    pub fn in_data_folder(first_name: &str) -> Players {
        match crate::records::data_dir() {
            Ok(data) => Players::at(data, first_name),
            Err(e) => Players {
                problem: Some(e.into()),
                ..Players::default()
            },
        }
    }

    /// The profiles kept in data folder `data` (see [`Players::in_data_folder`]).
    pub fn at(data: PathBuf, first_name: &str) -> Players {
        match profiles_or_first(&data, first_name) {
            Ok(profiles) => {
                let active = profiles.last.or(profiles.list.first().map(|p| p.id));
                let players = Players {
                    data: Some(data),
                    profiles,
                    active,
                    ..Players::default()
                };
                players.make_folder();
                players
            }
            Err(e) => Players {
                problem: Some(e),
                ..Players::default()
            },
        }
    }

    /// Profiles shown and chosen, kept nowhere (the screenshots').
    pub fn in_memory(profiles: Profiles) -> Players {
        Players {
            active: profiles.last,
            profiles,
            ..Players::default()
        }
    }

    /// Every profile, in the order they were made.
    pub fn list(&self) -> &[Profile] {
        &self.profiles.list
    }

    /// The profile playing; `None` for a guest.
    pub fn active(&self) -> Option<&Profile> {
        self.profiles.get(self.active?)
    }

    /// The profile picked last, offered first.
    pub fn last(&self) -> Option<u32> {
        self.profiles.last
    }

    /// The folder of the one playing, where their files are kept; `None` when nothing is
    /// kept (a guest, a test).
    pub fn folder(&self) -> Option<PathBuf> {
        Some(profile_dir(self.data.as_deref()?, self.active?))
    }

    /// The per-user data folder the players are kept in, if they are kept.
    pub fn data_folder(&self) -> Option<&std::path::Path> {
        self.data.as_deref()
    }

    /// The folder of profile `id`'s files, if they are kept.
    pub fn folder_of(&self, id: u32) -> Option<PathBuf> {
        self.profiles.get(id)?;
        Some(profile_dir(self.data.as_deref()?, id))
    }

    /// The profile of this name (letter case aside, as names are told apart).
    pub fn named(&self, name: &str) -> Option<&Profile> {
        let name = name.trim().to_lowercase();
        self.profiles
            .list
            .iter()
            .find(|p| p.name.to_lowercase() == name)
    }

    /// The one playing is a child: the child's mode.
    pub fn child_mode(&self) -> bool {
        self.active().is_some_and(|p| p.child)
    }

    /// The one playing may play online (a child only if a grown-up allowed it).
    pub fn may_play_online(&self) -> bool {
        self.active().is_none_or(Profile::may_play_online)
    }

    /// The start screen asks *Who is playing?*: there are several, and none was chosen yet.
    pub fn ask_who(&self) -> bool {
        !self.chosen && self.profiles.list.len() > 1
    }

    /// The profiles' folder is there to write in (a failure shows when a file is written).
    fn make_folder(&self) {
        if let Some(dir) = self.folder()
            && let Err(e) = std::fs::create_dir_all(&dir)
        {
            warn!("cannot make {}: {e}", dir.display());
        }
    }

    fn save(&self, notices: &mut MessageWriter<Notice>) {
        let Some(data) = self.data.as_deref() else {
            return;
        };
        if let Err(e) = save_profiles(data, &self.profiles) {
            notices.write(Notice(t!(
                "notice-profiles-not-saved",
                error = crate::gui::words::errors::settings_error(&e)
            )));
        }
    }

    /// Profile `id` (or a guest) plays; true if that is a change.
    fn switch_to(&mut self, id: Option<u32>) -> bool {
        self.chosen = true;
        if let Some(id) = id
            && self.profiles.pick(id).is_err()
        {
            return false;
        }
        let changed = self.active != id;
        self.active = id;
        self.make_folder();
        changed
    }
}

/// Registers the profiles.
pub fn plugin(app: &mut App) {
    app.init_resource::<Players>()
        .init_resource::<PlayerRefusal>()
        .init_resource::<GrownUp>()
        .init_resource::<PlayTime>()
        .add_message::<PlayerRequest>()
        .add_message::<PlayerSwitched>()
        .add_systems(Startup, (tell_profiles_problem, take_personal_settings))
        .add_systems(
            Update,
            (
                apply_player_requests,
                take_personal_settings.run_if(on_message::<PlayerSwitched>),
            )
                .chain(),
        )
        .add_systems(Last, (keep_personal_settings, count_play_time));
}
/// Says that the list of profiles could not be read, and that nothing is kept this time.
fn tell_profiles_problem(players: Res<Players>, mut notices: MessageWriter<Notice>) {
    if let Some(e) = &players.problem {
        warn!("profiles not read, playing as a guest: {e}");
        notices.write(Notice(t!(
            "notice-profiles-not-read",
            error = crate::gui::words::errors::settings_error(e)
        )));
    }
}

fn apply_player_requests(
    mut requests: MessageReader<PlayerRequest>,
    mut players: ResMut<Players>,
    mut refusal: ResMut<PlayerRefusal>,
    mut switched: MessageWriter<PlayerSwitched>,
    mut notices: MessageWriter<Notice>,
    (settings, mut grown_up): (Res<AppSettings>, ResMut<GrownUp>),
) {
    for request in requests.read() {
        if request.is_a_grown_ups() && grown_up.needed(&players) {
            refusal.0 = Some(t!("players-grown-up-needed"));
            continue;
        }
        let mut switch = None;
        let done = match request {
            PlayerRequest::AnswerGrownUp(answer) => {
                refusal.0 = (!grown_up.answer(answer)).then(|| t!("players-grown-up-wrong"));
                continue;
            }
            PlayerRequest::Pick(id) => {
                switch = Some(Some(*id));
                Ok(())
            }
            PlayerRequest::Guest => {
                switch = Some(None);
                Ok(())
            }
            PlayerRequest::Create {
                name,
                colour,
                child,
            } => players
                .profiles
                .create(name, *colour, *child)
                .map(|id| switch = Some(Some(id))),
            PlayerRequest::Rename(id, name) => players.profiles.rename(*id, name),
            PlayerRequest::SetChild(id, child) => players
                .profiles
                .get_mut(*id)
                .map(|p| p.child = *child)
                .ok_or(ProfileError::NoSuchProfile(*id)),
            PlayerRequest::AllowOnline(id, allowed) => players
                .profiles
                .get_mut(*id)
                .map(|p| p.online_allowed = *allowed)
                .ok_or(ProfileError::NoSuchProfile(*id)),
            PlayerRequest::Remove(id) => players.profiles.remove(*id).map(|_| {
                if let Some(data) = players.data.as_deref() {
                    match remove_profile_files(data, *id) {
                        Err(e) => {
                            notices.write(Notice(crate::gui::words::errors::file_error(&e)));
                        }
                        // What the game did not write there stays, and the player is told.
                        Ok(left) if !left.is_empty() => {
                            notices.write(Notice(t!(
                                "notice-player-files-left",
                                count = left.len(),
                                folder = profile_dir(data, *id).display().to_string()
                            )));
                        }
                        Ok(_) => {}
                    }
                }
                if players.active == Some(*id) {
                    switch = Some(players.profiles.list.first().map(|p| p.id));
                }
            }),
        };
        refusal.0 = done
            .err()
            .map(|e| crate::gui::words::errors::profile_error(&e));
        // The one leaving keeps their settings as they leave them, to find them again.
        if let Some(id) = switch
            && id != players.active
            && let Some(leaving) = players.active.and_then(|a| players.profiles.get_mut(a))
        {
            leaving.personal = personal_of(&settings);
        }
        if let Some(id) = switch
            && players.switch_to(id)
        {
            switched.write(PlayerSwitched);
        }
        // Another player picked: the grown-up's step is to be taken again.
        if matches!(request, PlayerRequest::Pick(_) | PlayerRequest::Guest) {
            grown_up.lock();
        }
        players.save(&mut notices);
    }
}
