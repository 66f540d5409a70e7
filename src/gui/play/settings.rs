//! The player's settings as a resource, loaded at start and saved when they change. The
//! settings themselves and their file belong to `records`.

use crate::records::{Settings, load_settings, save_settings, settings_path};
use bevy::prelude::*;

pub use crate::records::AnimationSpeed;

/// The settings in use.
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct AppSettings(pub Settings);

impl AppSettings {
    /// The saved settings, or the defaults when there are none or they cannot be read (a
    /// damaged file is left as it is, and said).
    pub fn load() -> AppSettings {
        let (settings, problem) = AppSettings::read();
        if let Some(problem) = problem {
            warn!("{problem}; using default settings");
        }
        settings
    }

    /// The saved settings, or the defaults with the reason the file could not be used (for
    /// a caller that reads them before the log is set up).
    pub fn read() -> (AppSettings, Option<String>) {
        let path = match settings_path() {
            Ok(path) => path,
            Err(e) => return (AppSettings::default(), Some(e.to_string())),
        };
        match load_settings(&path) {
            Ok(settings) => (AppSettings(settings.unwrap_or_default()), None),
            Err(e) => (AppSettings::default(), Some(e.to_string())),
        }
    }

    /// Saves the settings; a failure is said in the log, never fatal.
    pub fn save(&self) {
        let result = settings_path()
            .map_err(crate::records::SettingsError::from)
            .and_then(|path| save_settings(&path, &self.0));
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
    app.init_resource::<AppSettings>()
        .init_resource::<PersistSettings>()
        .add_systems(Last, save_changed_settings);
}

fn save_changed_settings(settings: Res<AppSettings>, persist: Res<PersistSettings>) {
    if persist.0 && settings.is_changed() && !settings.is_added() {
        settings.save();
    }
}
