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
    /// Every number a profile's folder can have was given (a list edited by hand).
    #[error("no number is left for a new profile")]
    NoFreeNumber,
}

/// Why a list of profiles cannot be used as it is written.
#[derive(Debug, thiserror::Error)]
pub enum ProfilesTextError {
    /// It is not a list of profiles.
    #[error("{0}")]
    Syntax(#[from] ron::error::SpannedError),
    /// It lists more players than one computer keeps: refused whole, never cut.
    #[error("it lists {0} players, and one computer keeps at most {MAX_PROFILES}")]
    TooMany(usize),
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
    /// when nothing of it would show (empty, spaces, invisible marks) or when it is another
    /// profile's (`except`: the profile being renamed).
    fn checked_name(&self, name: &str, except: Option<u32>) -> Result<String, ProfileError> {
        let name = bounded_name(name);
        if !super::names::shows(&name) {
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
        let id = self.next_free_id().ok_or(ProfileError::NoFreeNumber)?;
        self.list.push(Profile {
            id,
            name,
            colour: colour % PROFILE_COLOURS,
            child,
            online_allowed: false,
            personal: Personal::default(),
        });
        // At the top of the range the counter stays there: the next one is refused.
        self.next_id = id.saturating_add(1);
        Ok(id)
    }

    /// A number no profile has had: one past the highest given (a file whose counter
    /// fell behind its list still gives a new one); none when the last number was given.
    fn next_free_id(&self) -> Option<u32> {
        let past_listed = self
            .list
            .iter()
            .map(|p| p.id.checked_add(1))
            .try_fold(1, |most, past| past.map(|p| most.max(p)))?;
        let id = self.next_id.max(past_listed).max(1);
        let given = self.list.iter().any(|p| p.id == id);
        (!given).then_some(id)
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

    /// The list as read: profiles of a number seen before, or of a name seen before (letter
    /// case aside), or of a name that shows nothing, are left out (a file edited by hand) —
    /// their numbers are never given again, so that no new player finds their folder —,
    /// colours brought within the palette, and the last player forgotten if no longer
    /// listed. A list longer than [`MAX_PROFILES`] is refused whole.
    fn checked(mut self) -> Result<Profiles, ProfilesTextError> {
        if self.list.len() > MAX_PROFILES {
            return Err(ProfilesTextError::TooMany(self.list.len()));
        }
        // Every number written, left out or not: the next one given is past them all.
        let past_written = self
            .list
            .iter()
            .map(|p| p.id.saturating_add(1))
            .max()
            .unwrap_or(1);
        self.next_id = self.next_id.max(past_written);
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
            let twice = !super::names::shows(&p.name)
                || p.id == 0
                || seen
                    .iter()
                    .any(|(id, name)| *id == p.id || *name == p.name.to_lowercase());
            seen.push((p.id, p.name.to_lowercase()));
            !twice
        });
        if self.last.is_some_and(|id| self.get(id).is_none()) {
            self.last = None;
        }
        Ok(self)
    }
}

/// The folder of profile `id`'s own files in data folder `data`.
pub fn profile_dir(data: &Path, id: u32) -> PathBuf {
    data.join("profiles").join(id.to_string())
}

/// Reads a list of profiles from RON text, brought to order as [`load_profiles`] does.
pub fn parse_profiles(text: &str) -> Result<Profiles, ProfilesTextError> {
    ron::from_str::<Profiles>(text)?.checked()
}

/// Reads the profiles of data folder `data`: `Ok(None)` before the first (no list yet).
/// A list that does not read, or lists more players than one computer keeps, is an error
/// naming the file, which is left as it is.
pub fn load_profiles(data: &Path) -> Result<Option<Profiles>, SettingsError> {
    let path = data.join(PROFILES_FILE);
    let Some(read) = load_ron::<Profiles>(&path)? else {
        return Ok(None);
    };
    read.checked()
        .map(Some)
        .map_err(|e| SettingsError::Invalid {
            path,
            message: e.to_string(),
        })
}

/// Writes the profiles of data folder `data`, atomically.
pub fn save_profiles(data: &Path, profiles: &Profiles) -> Result<(), SettingsError> {
    save_ron(&data.join(PROFILES_FILE), profiles)
}

/// The files the game writes in a player's folder, beside the Library (`library/`).
const OWN_FILES: [&str; 5] = [
    "learn.ron",
    "practice.ron",
    "activity.ron",
    AUTOSAVE_FILE,
    "earlier.ron",
];

/// The player's autosaved match in their folder (`earlier.ron` beside it: a match in
/// progress a file opened replaced).
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// The autosave of the computer's single player from before each player had their own
/// (`saves/autosave.ron` and `saves/earlier.ron` in data folder `data`) becomes player
/// `id`'s — the one who plays at the first start of this version — unless they have one:
/// moved, nothing lost. Returns whether anything was moved.
pub fn take_old_autosave(data: &Path, id: u32) -> Result<bool, FileError> {
    let folder = profile_dir(data, id);
    let mut moved = false;
    for file in [AUTOSAVE_FILE, "earlier.ron"] {
        let (from, to) = (data.join("saves").join(file), folder.join(file));
        let old = from.symlink_metadata().is_ok_and(|m| m.is_file());
        if !old || to.symlink_metadata().is_ok() {
            continue;
        }
        std::fs::create_dir_all(&folder).map_err(|source| FileError::Write {
            path: folder.clone(),
            source,
        })?;
        std::fs::rename(&from, &to).map_err(|source| FileError::Write {
            path: to.clone(),
            source,
        })?;
        moved = true;
    }
    Ok(moved)
}

/// Removes profile `id`'s files in data folder `data`: only what the game writes there —
/// the learning and practice files, the time played, the Library's index and the indexes
/// it kept aside, the game records it lists or named as it names them, the games deleted,
/// the writer's leftovers — then each folder that is left empty. Anything else (a file
/// someone put there, a link, a folder the game did not make) stays, with the folders that
/// hold it: returned, so that the player can be told.
pub fn remove_profile_files(data: &Path, id: u32) -> Result<Vec<PathBuf>, FileError> {
    let dir = profile_dir(data, id);
    let mut kept = Vec::new();
    if !is_real_folder(&dir)? {
        if dir.symlink_metadata().is_ok() {
            kept.push(dir);
        }
        return Ok(kept);
    }
    let library = dir.join("library");
    if is_real_folder(&library)? {
        let listed: Vec<String> = super::library::look_at_library(&library)
            .library
            .entries
            .into_iter()
            .map(|e| e.file)
            .collect();
        let deleted = library.join("deleted");
        if is_real_folder(&deleted)? {
            remove_own(&deleted, is_library_record_name, &mut kept)?;
        }
        remove_own(
            &library,
            |name| {
                name == "index.ron"
                    || is_kept_aside_index(name)
                    || is_library_record_name(name)
                    || (name.ends_with(".ogn") && listed.iter().any(|f| f == name))
            },
            &mut kept,
        )?;
    }
    remove_own(&dir, |name| OWN_FILES.contains(&name), &mut kept)?;
    Ok(kept)
}

/// Whether `dir` is a folder of its own (not a link to one); an error only when it cannot
/// be looked at.
fn is_real_folder(dir: &Path) -> Result<bool, FileError> {
    match dir.symlink_metadata() {
        Ok(meta) => Ok(meta.file_type().is_dir()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(FileError::Write {
            path: dir.to_path_buf(),
            source,
        }),
    }
}

/// Removes the regular files of `dir` that `own` names (and the writer's leftovers), and
/// the empty folders the game made there, then `dir` if it is left empty; what stays goes
/// to `kept`.
fn remove_own(
    dir: &Path,
    own: impl Fn(&str) -> bool,
    kept: &mut Vec<PathBuf>,
) -> Result<(), FileError> {
    let write_error = |path: &Path, source| FileError::Write {
        path: path.to_path_buf(),
        source,
    };
    let entries = std::fs::read_dir(dir).map_err(|e| write_error(dir, e))?;
    let mut left = 0;
    for entry in entries {
        let entry = entry.map_err(|e| write_error(dir, e))?;
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let kind = entry.file_type().map_err(|e| write_error(&path, e))?;
        let ours = kind.is_file() && (own(&name) || super::files::is_writers_temp(&name));
        if ours {
            std::fs::remove_file(&path).map_err(|e| write_error(&path, e))?;
        } else if kind.is_dir() && std::fs::remove_dir(&path).is_ok() {
            // An empty folder (the Library's, once emptied above).
        } else {
            left += 1;
            if !kind.is_dir() || !kept.iter().any(|k| k.starts_with(&path)) {
                kept.push(path);
            }
        }
    }
    if left == 0 {
        std::fs::remove_dir(dir).map_err(|e| write_error(dir, e))?;
    }
    Ok(())
}

/// A game record named as the Library names the games it keeps: digits and dashes (the
/// date and a number of five digits or more), `.ogn`.
fn is_library_record_name(name: &str) -> bool {
    name.strip_suffix(".ogn").is_some_and(|stem| {
        let number = stem.rsplit('-').next().unwrap_or("");
        number.len() >= 5
            && stem.contains('-')
            && stem.chars().all(|c| c.is_ascii_digit() || c == '-')
    })
}

/// An index the Library kept aside: `index.damaged.ron`, `index.damaged-N.ron`.
fn is_kept_aside_index(name: &str) -> bool {
    name == "index.damaged.ron"
        || name
            .strip_prefix("index.damaged-")
            .and_then(|n| n.strip_suffix(".ron"))
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
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
    fn the_autosave_from_before_becomes_the_playing_players_and_never_replaces_theirs() {
        let data = temp_dir("old-autosave");
        std::fs::create_dir_all(data.join("saves")).expect("made");
        std::fs::write(data.join("saves").join(AUTOSAVE_FILE), "mama's match").expect("written");
        std::fs::write(data.join("saves").join("earlier.ron"), "an earlier one").expect("written");
        assert_eq!(take_old_autosave(&data, 1).ok(), Some(true));
        let mine = profile_dir(&data, 1);
        assert_eq!(
            std::fs::read_to_string(mine.join(AUTOSAVE_FILE))
                .ok()
                .as_deref(),
            Some("mama's match")
        );
        assert!(mine.join("earlier.ron").exists());
        assert!(!data.join("saves").join(AUTOSAVE_FILE).exists());
        // Another player's own autosave is never replaced by an old one.
        std::fs::write(data.join("saves").join(AUTOSAVE_FILE), "older").expect("written");
        assert_eq!(take_old_autosave(&data, 1).ok(), Some(false));
        assert_eq!(
            std::fs::read_to_string(mine.join(AUTOSAVE_FILE))
                .ok()
                .as_deref(),
            Some("mama's match")
        );
        assert!(
            data.join("saves").join(AUTOSAVE_FILE).exists(),
            "left where it was"
        );
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

    /// One player of a list written by hand.
    fn entry(id: u32, name: &str) -> String {
        format!("(id: {id}, name: \"{name}\", colour: 0, child: false)")
    }

    #[test]
    fn a_list_longer_than_a_computer_keeps_is_refused_whole_and_left_as_it_is() {
        let data = temp_dir("many");
        let list: Vec<String> = (1..=10_000).map(|i| entry(i, &format!("P{i}"))).collect();
        let text = format!(
            "(list: [{}], last: Some(1), next_id: 10001)",
            list.join(", ")
        );
        std::fs::write(data.join(PROFILES_FILE), &text).expect("written");
        match load_profiles(&data) {
            Err(SettingsError::Invalid { message, .. }) => {
                assert!(
                    message.contains("10000") && message.contains("24"),
                    "{message}"
                )
            }
            other => panic!("refused in words, not {other:?}"),
        }
        assert!(
            profiles_or_first(&data, "Ama").is_err(),
            "no first player made over it"
        );
        assert_eq!(
            std::fs::read_to_string(data.join(PROFILES_FILE)).ok(),
            Some(text),
            "the file is never cut"
        );
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn numbers_of_players_left_out_are_never_given_again_nor_shared_at_the_top() {
        // `AMA` is left out (Ama's name, letter case aside): its number 2 stays its own.
        let text = format!(
            "(list: [{}, {}], last: None, next_id: 2)",
            entry(1, "Ama"),
            entry(2, "AMA")
        );
        let mut read = parse_profiles(&text).expect("read");
        assert_eq!(read.list.len(), 1);
        let kofi = read.create("Kofi", 1, false).expect("made");
        assert!(
            kofi > 2,
            "the left-out player's folder is not Kofi's: {kofi}"
        );
        // The last number listed: nothing is left to give.
        let text = format!(
            "(list: [{}], last: None, next_id: 0)",
            entry(u32::MAX, "Ama")
        );
        let mut read = parse_profiles(&text).expect("read");
        assert_eq!(
            read.create("Kofi", 1, false),
            Err(ProfileError::NoFreeNumber)
        );
        // A counter at the top gives its number once, then refuses: never 0, never twice.
        let text = format!(
            "(list: [{}], last: None, next_id: {})",
            entry(7, "Ama"),
            u32::MAX
        );
        let mut read = parse_profiles(&text).expect("read");
        assert_eq!(read.create("Kofi", 1, false), Ok(u32::MAX));
        assert_eq!(
            read.create("Esi", 1, false),
            Err(ProfileError::NoFreeNumber)
        );
        let ids: Vec<u32> = read.list.iter().map(|p| p.id).collect();
        assert_eq!(ids, [7, u32::MAX]);
    }

    #[test]
    fn a_name_that_shows_nothing_is_no_name() {
        let mut p = Profiles::default();
        for invisible in [
            "\u{200F}",
            " \u{200B}\u{FEFF} ",
            "\u{202E}\u{2066}",
            "\u{3000}",
        ] {
            assert_eq!(
                p.create(invisible, 0, false),
                Err(ProfileError::NoName),
                "{invisible:?}"
            );
        }
        let ama = p
            .create("Ama\u{200D}", 0, false)
            .expect("a name with a joiner shows");
        assert_eq!(p.rename(ama, "\u{200F}"), Err(ProfileError::NoName));
        // Read from a file: left out, its number kept from the next player.
        let text = format!(
            "(list: [{}, {}], last: Some(1), next_id: 3)",
            entry(1, "\u{200F}"),
            entry(2, "Esi")
        );
        let mut read = parse_profiles(&text).expect("read");
        let names: Vec<&str> = read.list.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Esi"]);
        assert_eq!(read.last, None);
        assert!(read.create("Yaw", 0, false).expect("made") >= 3);
    }
}
