//! The player's settings as a resource, loaded at start and saved when they change (the
//! settings themselves and their file belong to `records`), and the language they choose
//! (`language`).

pub mod language;

use crate::gui::words::notice::Notice;
use crate::records::{Settings, SettingsError, load_settings, save_settings, settings_path};
use bevy::prelude::*;

pub use crate::records::AnimationSpeed;

/// The settings in use.
#[derive(Resource, Clone, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct AppSettings(pub Settings);

impl AppSettings {
    /// The saved settings, or the defaults with the reason the file could not be used (a
    /// damaged file is left as it is until the settings change). Read before the app is
    /// built, since the settings choose the language; [`SettingsProblem`] then tells the
    /// player.
    pub fn read() -> (AppSettings, Option<SettingsError>) {
        let read = settings_path()
            .map_err(SettingsError::from)
            .and_then(|path| load_settings(&path));
        match read {
            Ok(settings) => (AppSettings(settings.unwrap_or_default()), None),
            Err(e) => (AppSettings::default(), Some(e)),
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

/// Why the saved settings could not be used at launch, if they could not.
#[derive(Resource, Debug, Default)]
pub struct SettingsProblem(pub Option<SettingsError>);

/// Registers the settings, saves them when they change, and follows their language.
pub fn plugin(app: &mut App) {
    app.add_plugins(language::plugin)
        .init_resource::<AppSettings>()
        .init_resource::<PersistSettings>()
        .init_resource::<SettingsProblem>()
        .add_systems(Startup, tell_settings_problem)
        .add_systems(Last, save_changed_settings);
}

/// Says in the log (in English) and to the player (in their language) that the defaults are
/// in use, and why.
fn tell_settings_problem(problem: Res<SettingsProblem>, mut notices: MessageWriter<Notice>) {
    if let Some(e) = &problem.0 {
        warn!("{e}; using default settings");
        notices.write(Notice(crate::t!(
            "notice-settings-not-read",
            error = crate::gui::words::errors::settings_error(e)
        )));
    }
}

fn save_changed_settings(settings: Res<AppSettings>, persist: Res<PersistSettings>) {
    if persist.0 && settings.is_changed() && !settings.is_added() {
        settings.save();
    }
}
