//! The players of one computer: a profile each (a name, a colour, child or adult), listed
//! in `profiles.ron` in the per-user data folder, with a folder of its own,
//! `profiles/<id>/`, for the files that are the player's own — lesson stars and puzzle
//! rating (`learn.ron`), counting practice (`practice.ron`) and the Library (`library/`).
//! The files of a single player from before profiles become the first profile's, moved
//! into its folder, nothing lost. There is always at least one profile.

use super::files::FileError;
use super::save::bounded_name;
use super::settings::{SettingsError, load_ron, save_ron};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The list's file name in the per-user data folder.
pub const PROFILES_FILE: &str = "profiles.ron";

/// The files and folders in a data folder that are one player's, moved into the first
/// profile's folder when profiles start.
pub const PLAYER_FILES: [&str; 3] = ["learn.ron", "practice.ron", "library"];

/// The colours a profile can have (an index into the game's palette of them).
pub const PROFILE_COLOURS: u8 = 8;

/// The most profiles one computer keeps.
pub const MAX_PROFILES: usize = 24;

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// Its number: the name of its folder, never given twice.
    pub id: u32,
    /// The name shown ("Who is playing?").
    pub name: String,
    /// Its colour, below [`PROFILE_COLOURS`].
    pub colour: u8,
    /// A child: the child's mode.
    pub child: bool,
    /// A child may play online: a grown-up allowed it (others always may).
    #[serde(default)]
    pub online_allowed: bool,
    /// The settings that are this player's own.
    #[serde(default)]
    pub personal: Personal,
}

impl Profile {
    /// This player may play online: an adult, or a child allowed to.
    pub fn may_play_online(&self) -> bool {
        !self.child || self.online_allowed
    }
}

/// The settings a player keeps for themselves, over the computer's (`None`: as they are).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Personal {
    /// The language's code (`en`, `fr`, `th`, `vi`).
    pub language: Option<String>,
    /// The size of the writing, in hundredths (75 to 200).
    pub text_size: Option<u16>,
    /// How the hints speak.
    pub hint_words: Option<super::settings::HintWords>,
}

impl Personal {
    /// The smallest and largest text sizes kept, in hundredths.
    pub const TEXT_SIZES: std::ops::RangeInclusive<u16> = 75..=200;
}

/// The profiles of this computer's user, and the one who played last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profiles {
    /// Every profile, in the order they were made.
    pub list: Vec<Profile>,
    /// The profile who played last, to pick again.
    pub last: Option<u32>,
    /// The number the next profile gets.
    next_id: u32,
}

/// Why a profile cannot be made or changed.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    /// The name is empty once trimmed.
    #[error("a profile needs a name")]
    NoName,
    /// Another profile has this name (letter case aside).
    #[error("there is already a profile named {0}")]
    NameTaken(String),
    /// No profile has this number.
    #[error("there is no profile {0}")]
    NoSuchProfile(u32),
    /// As many profiles as one computer keeps.
    #[error("at most {MAX_PROFILES} profiles")]
    TooMany,
    /// The only profile stays: someone is always playing.
    #[error("the only profile cannot be removed")]
    OnlyOne,
}

impl Profiles {
    /// The profile numbered `id`.
    pub fn get(&self, id: u32) -> Option<&Profile> {
        self.list.iter().find(|p| p.id == id)
    }

    /// The profile numbered `id`, to change (its name changes through [`Profiles::rename`]).
    pub fn get_mut(&mut self, id: u32) -> Option<&mut Profile> {
        self.list.iter_mut().find(|p| p.id == id)
    }

    /// A name as kept (control characters dropped, cut to the longest name kept), refused
    /// when empty or another profile's (`except`: the profile being renamed).
    fn checked_name(&self, name: &str, except: Option<u32>) -> Result<String, ProfileError> {
        let name = bounded_name(name);
        if name.is_empty() {
            return Err(ProfileError::NoName);
        }
        let taken = self
            .list
            .iter()
            .any(|p| Some(p.id) != except && p.name.to_lowercase() == name.to_lowercase());
        if taken {
            return Err(ProfileError::NameTaken(name));
        }
        Ok(name)
    }

    /// Makes a profile; its number.
    pub fn create(&mut self, name: &str, colour: u8, child: bool) -> Result<u32, ProfileError> {
        if self.list.len() >= MAX_PROFILES {
            return Err(ProfileError::TooMany);
        }
        let name = self.checked_name(name, None)?;
        let id = self.next_free_id();
        self.list.push(Profile {
            id,
            name,
            colour: colour % PROFILE_COLOURS,
            child,
            online_allowed: false,
            personal: Personal::default(),
        });
        self.next_id = id + 1;
        Ok(id)
    }

    /// A number no profile has had: one past the highest given (a file whose counter
    /// fell behind its list still gives a new one).
    fn next_free_id(&self) -> u32 {
        let highest = self.list.iter().map(|p| p.id + 1).max().unwrap_or(1);
        self.next_id.max(highest).max(1)
    }

    /// Renames profile `id`.
    pub fn rename(&mut self, id: u32, name: &str) -> Result<(), ProfileError> {
        let name = self.checked_name(name, Some(id))?;
        let profile = self
            .list
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or(ProfileError::NoSuchProfile(id))?;
        profile.name = name;
        Ok(())
    }

    /// Takes profile `id` off the list (its folder is the caller's to remove, see
    /// [`remove_profile_files`]); it. The only profile stays.
    pub fn remove(&mut self, id: u32) -> Result<Profile, ProfileError> {
        let at = self
            .list
            .iter()
            .position(|p| p.id == id)
            .ok_or(ProfileError::NoSuchProfile(id))?;
        if self.list.len() == 1 {
            return Err(ProfileError::OnlyOne);
        }
        if self.last == Some(id) {
            self.last = None;
        }
        Ok(self.list.remove(at))
    }

    /// Profile `id` plays now, and is picked first next time.
    pub fn pick(&mut self, id: u32) -> Result<&Profile, ProfileError> {
        let at = self
            .list
            .iter()
            .position(|p| p.id == id)
            .ok_or(ProfileError::NoSuchProfile(id))?;
        self.last = Some(id);
        Ok(&self.list[at])
    }

    /// The list as read: profiles of a number seen before, or of a name seen before, are
    /// left out (a file edited by hand), colours brought within the palette, and the
    /// last player forgotten if no longer listed.
    fn checked(mut self) -> Profiles {
        let mut seen: Vec<(u32, String)> = Vec::new();
        self.list.retain_mut(|p| {
            p.name = bounded_name(&p.name);
            p.colour %= PROFILE_COLOURS;
            p.personal.text_size = p
                .personal
                .text_size
                .map(|t| t.clamp(*Personal::TEXT_SIZES.start(), *Personal::TEXT_SIZES.end()));
            if p.personal.language.as_ref().is_some_and(|l| l.len() > 8) {
                p.personal.language = None;
            }
            let twice = p.name.is_empty()
                || p.id == 0
                || seen
                    .iter()
                    .any(|(id, name)| *id == p.id || *name == p.name.to_lowercase());
            seen.push((p.id, p.name.to_lowercase()));
            !twice
        });
        self.list.truncate(MAX_PROFILES);
        if self.last.is_some_and(|id| self.get(id).is_none()) {
            self.last = None;
        }
        self.next_id = self.next_free_id();
        self
    }
}

/// The folder of profile `id`'s own files in data folder `data`.
pub fn profile_dir(data: &Path, id: u32) -> PathBuf {
    data.join("profiles").join(id.to_string())
}

/// Reads a list of profiles from RON text, brought to order as [`load_profiles`] does.
pub fn parse_profiles(text: &str) -> Result<Profiles, ron::error::SpannedError> {
    ron::from_str::<Profiles>(text).map(Profiles::checked)
}

/// Reads the profiles of data folder `data`: `Ok(None)` before the first (no list yet).
/// A list that does not read is an error naming the file, which is left as it is.
pub fn load_profiles(data: &Path) -> Result<Option<Profiles>, SettingsError> {
    Ok(load_ron::<Profiles>(&data.join(PROFILES_FILE))?.map(Profiles::checked))
}

/// Writes the profiles of data folder `data`, atomically.
pub fn save_profiles(data: &Path, profiles: &Profiles) -> Result<(), SettingsError> {
    save_ron(&data.join(PROFILES_FILE), profiles)
}

/// Removes profile `id`'s folder in data folder `data`, and everything in it.
pub fn remove_profile_files(data: &Path, id: u32) -> Result<(), FileError> {
    let dir = profile_dir(data, id);
    match std::fs::remove_dir_all(&dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(FileError::Write {
            path: dir,
            source: e,
        }),
        _ => Ok(()),
    }
}

/// The profiles of data folder `data`, made the first time: when there is no list yet (or
/// an empty one), a first profile named `first_name`; a single player's files there
/// ([`PLAYER_FILES`]) become its files, moved into its folder (a file already there is
/// kept and the old one left where it was). The list is written last, so that an
/// interrupted start moves the rest the next time.
pub fn profiles_or_first(data: &Path, first_name: &str) -> Result<Profiles, SettingsError> {
    if let Some(profiles) = load_profiles(data)?.filter(|p| !p.list.is_empty()) {
        return Ok(profiles);
    }
    let mut profiles = Profiles::default();
    let present: Vec<&str> = PLAYER_FILES
        .into_iter()
        .filter(|f| data.join(f).exists())
        .collect();
    let id = profiles
        .create(first_name, 0, false)
        .or_else(|_| profiles.create("Player", 0, false))
        .map_err(|e| SettingsError::Invalid {
            path: data.join(PROFILES_FILE),
            message: e.to_string(),
        })?;
    profiles.last = Some(id);
    let dir = profile_dir(data, id);
    std::fs::create_dir_all(&dir).map_err(|source| FileError::Write {
        path: dir.clone(),
        source,
    })?;
    for file in present {
        let (from, to) = (data.join(file), dir.join(file));
        if !to.exists() {
            std::fs::rename(&from, &to).map_err(|source| FileError::Write {
                path: to.clone(),
                source,
            })?;
        }
    }
    save_profiles(data, &profiles)?;
    Ok(profiles)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("oware-profiles-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    #[test]
    fn profiles_are_made_renamed_picked_and_removed_with_names_of_their_own() {
        let mut p = Profiles::default();
        let ama = p.create("Ama", 3, false).expect("made");
        let kofi = p.create("  Kofi\u{7} ", 11, true).expect("made");
        assert_ne!(ama, kofi);
        assert_eq!(
            p.get(kofi).map(|k| (k.name.as_str(), k.colour, k.child)),
            Some(("Kofi", 3, true))
        );
        assert_eq!(
            p.create("ama", 0, false),
            Err(ProfileError::NameTaken("ama".into()))
        );
        assert_eq!(p.create("   ", 0, false), Err(ProfileError::NoName));
        assert_eq!(
            p.rename(kofi, "AMA"),
            Err(ProfileError::NameTaken("AMA".into()))
        );
        p.rename(kofi, "Kofi Mensah").expect("renamed");
        p.rename(ama, "ama")
            .expect("a profile may change its own name's case");
        p.pick(kofi).expect("picked");
        assert_eq!(p.last, Some(kofi));
        assert_eq!(
            p.remove(kofi).map(|k| k.name),
            Ok("Kofi Mensah".to_string())
        );
        assert_eq!(p.last, None, "the last player removed is not picked again");
        let esi = p.create("Esi", 0, true).expect("made");
        assert!(esi > kofi, "a number is never given twice");
        assert_eq!(p.pick(99).err(), Some(ProfileError::NoSuchProfile(99)));
    }

    #[test]
    fn a_single_players_files_become_the_first_profiles_and_nothing_is_lost() {
        let data = temp_dir("first");
        std::fs::write(data.join("learn.ron"), "(stars: {})").expect("written");
        std::fs::create_dir_all(data.join("library")).expect("made");
        std::fs::write(data.join("library").join("game-1.ogn"), "1. F *").expect("written");
        std::fs::write(data.join("settings.ron"), "()").expect("written");
        let profiles = profiles_or_first(&data, "Player").expect("the first profile");
        assert_eq!(profiles.list.len(), 1);
        let id = profiles.list[0].id;
        assert_eq!(profiles.last, Some(id));
        let dir = profile_dir(&data, id);
        assert_eq!(
            std::fs::read_to_string(dir.join("learn.ron"))
                .ok()
                .as_deref(),
            Some("(stars: {})")
        );
        assert!(dir.join("library").join("game-1.ogn").exists());
        assert!(!data.join("learn.ron").exists() && !data.join("library").exists());
        assert!(
            data.join("settings.ron").exists(),
            "the computer's settings stay"
        );
        // Read again: the same list, nothing moved twice.
        assert_eq!(profiles_or_first(&data, "Other").expect("read"), profiles);
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn a_new_computer_has_one_profile_and_it_stays() {
        let data = temp_dir("none");
        let mut profiles = profiles_or_first(&data, "Ama").expect("made");
        assert_eq!(profiles.list.len(), 1);
        let id = profiles.list[0].id;
        assert_eq!(profiles.list[0].name, "Ama");
        assert_eq!(load_profiles(&data).expect("read"), Some(profiles.clone()));
        assert_eq!(profiles.remove(id), Err(ProfileError::OnlyOne));
        let kofi = profiles.create("Kofi", 1, true).expect("made");
        std::fs::create_dir_all(profile_dir(&data, kofi).join("library")).expect("made");
        profiles.remove(kofi).expect("removed");
        remove_profile_files(&data, kofi).expect("removed");
        assert!(!profile_dir(&data, kofi).exists());
        remove_profile_files(&data, kofi).expect("nothing left to remove is no error");
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn a_damaged_list_is_named_and_left_and_a_hand_edited_one_is_brought_to_order() {
        let data = temp_dir("damaged");
        std::fs::write(data.join(PROFILES_FILE), "(list: [oops").expect("written");
        match load_profiles(&data) {
            Err(SettingsError::Invalid { path, .. }) => assert!(path.ends_with(PROFILES_FILE)),
            other => panic!("refused, naming the file, not {other:?}"),
        }
        assert_eq!(
            std::fs::read_to_string(data.join(PROFILES_FILE))
                .ok()
                .as_deref(),
            Some("(list: [oops"),
            "left as it was"
        );
        let edited = "(list: [(id: 2, name: \"Ama\", colour: 200, child: false, \
            personal: (text_size: Some(900), language: Some(\"fr\"))), \
            (id: 2, name: \"Kofi\", colour: 1, child: true), \
            (id: 5, name: \"AMA\", colour: 1, child: true)], last: Some(9), next_id: 0)";
        std::fs::write(data.join(PROFILES_FILE), edited).expect("written");
        let mut read = load_profiles(&data).expect("read").expect("a list");
        assert_eq!(
            read.list.len(),
            1,
            "a number or a name seen before is left out"
        );
        assert_eq!(read.list[0].colour, 200 % PROFILE_COLOURS);
        assert_eq!(read.list[0].personal.text_size, Some(200), "within bounds");
        assert_eq!(read.list[0].personal.language.as_deref(), Some("fr"));
        assert!(
            !read.list[0].online_allowed && read.list[0].may_play_online(),
            "an adult plays online; a file from before reads"
        );
        assert_eq!(read.last, None);
        assert!(read.create("Kofi", 1, true).expect("made") > 2);
        save_profiles(&data, &read).expect("written");
        assert_eq!(load_profiles(&data).expect("read"), Some(read));
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn the_documented_list_reads_as_described() {
        let text = "(list: [(id: 1, name: \"Ama\", colour: 0, child: false, online_allowed: false,
         personal: (language: Some(\"fr\"), text_size: Some(125), hint_words: None)),
        (id: 2, name: \"Kofi\", colour: 1, child: true, online_allowed: false,
         personal: (language: None, text_size: None, hint_words: Some(Always)))],
 last: Some(2), next_id: 3)";
        let read = parse_profiles(text).expect("the example in docs/protocol.md");
        assert_eq!(read.list.len(), 2);
        assert_eq!(read.list[0].personal.text_size, Some(125));
        assert!(read.list[1].child && !read.list[1].may_play_online());
        assert_eq!(read.last, Some(2));
        assert_eq!(read.clone().create("Esi", 2, false), Ok(3));
    }
}
