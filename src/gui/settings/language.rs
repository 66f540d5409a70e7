//! The app's language: the one `--lang` gives for this run, else the one chosen in the
//! settings, else the system's. Switching is live: the overlay is drawn in it from the next
//! frame, and the board's writing follows [`LanguageInUse`].

use crate::gui::settings::AppSettings;
use crate::i18n::{self, Language};
use bevy::prelude::*;

/// The language `--lang` asked for, for this run only (not saved).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LanguageForThisRun(pub Option<Language>);

/// The language the app speaks now; changes when the player picks another.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LanguageInUse(pub Language);

/// The language wanted by the launch option, the settings, or the system, in that order.
pub fn wanted(for_this_run: Option<Language>, settings: &crate::records::Settings) -> Language {
    for_this_run
        .or_else(|| settings.language.as_deref().and_then(Language::from_code))
        .unwrap_or_else(Language::of_system)
}

/// Registers the language and switches to the wanted one.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LanguageForThisRun>()
        .init_resource::<LanguageInUse>()
        .add_systems(PreStartup, follow_language)
        .add_systems(First, follow_language);
}

fn follow_language(
    for_this_run: Res<LanguageForThisRun>,
    settings: Res<AppSettings>,
    mut in_use: ResMut<LanguageInUse>,
) {
    if !(for_this_run.is_changed() || settings.is_changed() || in_use.is_added()) {
        return;
    }
    let language = wanted(for_this_run.0, &settings);
    if i18n::language() != language {
        i18n::set_language(language);
    }
    if in_use.0 != language || in_use.is_added() {
        in_use.0 = language;
    }
}

/// Tests that switch the language, or read words in English, take this first: the language
/// is one for the whole process.
#[cfg(test)]
pub(crate) static TEST_LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());
