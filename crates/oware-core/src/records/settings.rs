//! The player's settings and their file: RON in the per-user data folder. A missing field
//! takes its default, so files written by earlier versions still load.

use super::files::{FileError, data_dir, read_text, write_atomic};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How fast sowing and captures are animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// Half speed, for following every seed.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Two and a half times the default pace.
    Fast,
    /// No animation: seeds jump to their places.
    Instant,
}

impl AnimationSpeed {
    /// Every speed, slowest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];

    /// How many animation seconds pass per real second (`None` = instant).
    pub fn factor(self) -> Option<f32> {
        match self {
            AnimationSpeed::Slow => Some(0.5),
            AnimationSpeed::Normal => Some(1.0),
            AnimationSpeed::Fast => Some(2.5),
            AnimationSpeed::Instant => None,
        }
    }

    /// A label for menus.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "Slow",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Instant => "Instant",
        }
    }
}

/// The look of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Carved wood on green cloth.
    #[default]
    Wood,
    /// Dark wood on black.
    Dark,
    /// High contrast: white on black, with every cue in a shape of its own as well.
    HighContrast,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::Wood, Theme::Dark, Theme::HighContrast];

    /// Its name in commands and menus: `wood`, `dark`, `high-contrast`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Dark => "dark",
            Theme::HighContrast => "high-contrast",
        }
    }

    /// A label for people.
    pub const fn label(self) -> &'static str {
        match self {
            Theme::Wood => "Classic wood",
            Theme::Dark => "Dark",
            Theme::HighContrast => "High contrast",
        }
    }

    /// The theme with this name.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// The choices of the new-game window, remembered for next time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGamePrefs {
    /// The computer's level on each side, `None` for a person.
    pub computers: [Option<u8>; 2],
    /// The names typed (empty: the side's name, or the computer's level).
    pub names: [String; 2],
    /// The rule set.
    pub rules: crate::rules::Rules,
    /// Who starts; `None`: drawn at random.
    pub first: Option<crate::rules::Side>,
    /// The match format.
    pub format: crate::rules::MatchFormat,
    /// Who starts the following games.
    pub next: crate::rules::NextStarter,
    /// The time control, if games are played with clocks.
    #[serde(default)]
    pub clock: Option<crate::rules::TimeControl>,
}

impl Default for NewGamePrefs {
    fn default() -> Self {
        NewGamePrefs {
            computers: [None, Some(4)],
            names: Default::default(),
            rules: crate::rules::Rules::ABAPA,
            first: Some(crate::rules::Side::South),
            format: crate::rules::MatchFormat::Single,
            next: crate::rules::NextStarter::WinnerStarts,
            clock: None,
        }
    }
}

/// How the hints speak.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintWords {
    /// In words in a lesson's game and against the two gentlest levels, else in numbers.
    #[default]
    ForBeginners,
    /// Always in words.
    Always,
    /// Always in numbers.
    Never,
}

/// The settings a player can change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed.
    pub speed: AnimationSpeed,
    /// Seed counts over pits and stores.
    pub show_counts: bool,
    /// Show the value of every move on the board whenever a person is to move.
    pub always_hints: bool,
    /// Whether the hints speak in words ("takes 2", "gives 3", "safe") or in numbers.
    pub hint_words: HintWords,
    /// The board is turned for a player who plays North alone at this screen (against the
    /// computer), so that their own row is at the bottom. Online, each player always sees
    /// their own row at the bottom.
    pub turn_board_for_north: bool,
    /// Size of the endgame tables the computer and the hints use: 15 (built at first
    /// launch) or 20 (built on request).
    pub table_seeds: usize,
    /// Count by hand: pits holding more seeds than this show `?` until a key is held
    /// (`None`: every count shown).
    pub count_by_hand: Option<u8>,
    /// The move history beside the board.
    pub show_history: bool,
    /// The game in words under the move history.
    pub show_log: bool,
    /// The new-game window's last choices.
    pub new_game: NewGamePrefs,
    /// Game files opened or saved lately, the latest first.
    pub recent_files: Vec<PathBuf>,
    /// The look of the board.
    pub theme: Theme,
    /// The size of the overlay and the board's writing, 0.75 to 2.
    pub ui_scale: f32,
    /// Reduced motion: moves are shown at once (nothing flies) and seed counts always.
    pub reduced_motion: bool,
    /// The game's sounds are played.
    pub sound_on: bool,
    /// Their loudness, 0 (silent) to 1 (as recorded).
    pub sound_volume: f32,
    /// The language's code (`en`, `fr`, `th`, `vi`); `None`: the system's.
    pub language: Option<String>,
    /// Online matches: the player's name, the match proposed when hosting, and the relay.
    pub online: OnlinePrefs,
    /// The window's size as the player left it (`None`: never changed, the program's own).
    pub window: Option<WindowSize>,
}

/// A window's size in logical pixels (the screen's scaling aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowSize {
    /// Its width.
    pub width: u32,
    /// Its height.
    pub height: u32,
}

impl WindowSize {
    /// The smallest size a window opens at: the board and its panels still fit.
    pub const MIN: WindowSize = WindowSize {
        width: 640,
        height: 480,
    };
    /// The largest size a window opens at (an 8K screen).
    pub const MAX: WindowSize = WindowSize {
        width: 7680,
        height: 4320,
    };

    /// This size brought within [`WindowSize::MIN`] and [`WindowSize::MAX`], as a file
    /// edited by hand or a window shrunk to nothing may hold anything.
    pub fn within_bounds(self) -> WindowSize {
        WindowSize {
            width: self.width.clamp(Self::MIN.width, Self::MAX.width),
            height: self.height.clamp(Self::MIN.height, Self::MAX.height),
        }
    }
}

/// The choices of online play, remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlinePrefs {
    /// The name the other player sees (empty: "Player").
    pub name: String,
    /// The rules hosted.
    pub rules: crate::rules::Rules,
    /// The match format hosted.
    pub format: crate::rules::MatchFormat,
    /// The side the host plays.
    pub side: crate::rules::Side,
    /// Who moves first in the match's first game.
    pub first: crate::rules::Side,
    /// The relay server: `public`, `off` or a relay's URL (as `oware-cli net --relay`).
    pub relay: String,
    /// A hosted match is also listed on the same network (anyone there can join it).
    pub lan: bool,
    /// A hosted match allows hints (and the engine's values) to both players.
    pub hints: bool,
    /// The time control of a hosted match, if it is played with clocks.
    #[serde(default)]
    pub clock: Option<crate::rules::TimeControl>,
}

impl Default for OnlinePrefs {
    fn default() -> Self {
        OnlinePrefs {
            name: String::new(),
            rules: crate::rules::Rules::ABAPA,
            format: crate::rules::MatchFormat::Single,
            side: crate::rules::Side::South,
            first: crate::rules::Side::South,
            relay: "public".into(),
            lan: true,
            hints: false,
            clock: None,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: AnimationSpeed::Normal,
            show_counts: true,
            always_hints: false,
            hint_words: HintWords::default(),
            turn_board_for_north: true,
            table_seeds: super::DEFAULT_TABLE_SEEDS,
            count_by_hand: None,
            show_history: true,
            show_log: false,
            new_game: NewGamePrefs::default(),
            recent_files: Vec::new(),
            theme: Theme::Wood,
            ui_scale: 1.0,
            reduced_motion: false,
            sound_on: true,
            sound_volume: 0.7,
            language: None,
            online: OnlinePrefs::default(),
            window: None,
        }
    }
}

const FILE: &str = "settings.ron";

/// Why settings (or another small RON file of the player's) could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The file could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// The file is not valid.
    #[error("{path} is not valid: {message}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What the reader said.
        message: String,
    },
    /// The value could not be written as text (the file is left as it was).
    #[error("could not be written as text: {0}")]
    Encode(#[from] ron::Error),
}

/// The settings file in the per-user data folder.
pub fn settings_path() -> Result<PathBuf, FileError> {
    Ok(data_dir()?.join(FILE))
}

/// Reads settings from RON text.
pub fn parse_settings(text: &str) -> Result<Settings, ron::error::SpannedError> {
    ron::from_str(text)
}

/// Reads settings from `path`; `Ok(None)` when there is no file yet.
pub fn load_settings(path: &Path) -> Result<Option<Settings>, SettingsError> {
    load_ron(path)
}

/// Writes settings to `path` (atomically; a value that cannot be written as text leaves the
/// file as it was).
pub fn save_settings(path: &Path, settings: &Settings) -> Result<(), SettingsError> {
    save_ron(path, settings)
}

/// Reads a RON file of the player's; `Ok(None)` when there is none yet.
pub(crate) fn load_ron<T: serde::de::DeserializeOwned>(
    path: &Path,
) -> Result<Option<T>, SettingsError> {
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(path, super::files::SMALL_FILE_LIMIT)?;
    ron::from_str(&text)
        .map(Some)
        .map_err(|e| SettingsError::Invalid {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
}

/// Writes a RON file of the player's, atomically.
pub(crate) fn save_ron<T: Serialize>(path: &Path, value: &T) -> Result<(), SettingsError> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())?;
    write_atomic(path, text.as_bytes())?;
    Ok(())
}
