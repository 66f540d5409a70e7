//! Player settings: animation speed and seed counts, saved in the per-user data folder.

use crate::records::{data_dir, read_text, write_atomic};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

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

/// The settings a player can change.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed.
    pub speed: AnimationSpeed,
    /// Seed counts over pits and stores.
    pub show_counts: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: AnimationSpeed::Normal,
            show_counts: true,
        }
    }
}

const FILE: &str = "settings.ron";

impl Settings {
    /// The saved settings, or the defaults when there are none or they cannot be read.
    pub fn load() -> Settings {
        let Ok(path) = data_dir().map(|d| d.join(FILE)) else {
            return Settings::default();
        };
        if !path.exists() {
            return Settings::default();
        }
        match read_text(&path).map(|t| ron::from_str::<Settings>(&t)) {
            Ok(Ok(settings)) => settings,
            Ok(Err(e)) => {
                warn!(
                    "settings file {} is not valid ({e}); using defaults",
                    path.display()
                );
                Settings::default()
            }
            Err(e) => {
                warn!("{e}; using default settings");
                Settings::default()
            }
        }
    }

    /// Saves the settings; failures are logged, never fatal.
    pub fn save(&self) {
        // A settings value that cannot be written as text must not replace a good file.
        let text = match ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()) {
            Ok(text) => text,
            Err(e) => {
                warn!("settings not saved: {e}");
                return;
            }
        };
        let result = data_dir()
            .map(|d| d.join(FILE))
            .and_then(|path| write_atomic(&path, text.as_bytes()));
        if let Err(e) = result {
            warn!("settings not saved: {e}");
        }
    }
}

/// Whether settings are written to disk when they change (off in tests and screenshots).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct PersistSettings(pub bool);

/// Registers the settings and saves them when they change.
pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<PersistSettings>()
        .add_systems(Last, save_changed_settings);
}

fn save_changed_settings(settings: Res<Settings>, persist: Res<PersistSettings>) {
    if persist.0 && settings.is_changed() && !settings.is_added() {
        settings.save();
    }
}
