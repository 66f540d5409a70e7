//! The settings that follow a player (language, text size, hints): taken when they are
//! picked, kept as they change them and as they leave.

use super::Players;
use crate::gui::settings::AppSettings;
use crate::gui::words::notice::Notice;
use crate::records::{HintWords, Personal};
use bevy::prelude::*;

/// The settings that are the player's own, as the settings hold them.
pub(super) fn personal_of(settings: &AppSettings) -> Personal {
    Personal {
        // The system's language is kept as the empty code: the player chose it.
        language: Some(settings.language.clone().unwrap_or_default()),
        text_size: Some((settings.ui_scale * 100.0).round() as u16),
        hint_words: Some(settings.hint_words),
    }
}

/// The one playing brings their own settings: those they keep, and for a child the hints
/// in words unless they chose otherwise.
pub(super) fn take_personal_settings(players: Res<Players>, mut settings: ResMut<AppSettings>) {
    let Some(profile) = players.active() else {
        return;
    };
    let own = &profile.personal;
    let mut wanted = settings.0.clone();
    if let Some(language) = &own.language {
        wanted.language = (!language.is_empty()).then(|| language.clone());
    }
    if let Some(size) = own.text_size {
        wanted.ui_scale = f32::from(size) / 100.0;
    }
    match own.hint_words {
        Some(words) => wanted.hint_words = words,
        None if profile.child => wanted.hint_words = HintWords::Always,
        None => {}
    }
    if wanted != settings.0 {
        settings.0 = wanted;
    }
}

/// A personal setting changed (in the settings, or as another player came) is kept as the
/// player's own.
pub(super) fn keep_personal_settings(
    settings: Res<AppSettings>,
    mut players: ResMut<Players>,
    mut seen: Local<Option<Personal>>,
    mut notices: MessageWriter<Notice>,
) {
    if !settings.is_changed() {
        return;
    }
    let now = personal_of(&settings);
    let Some(before) = seen.replace(now.clone()) else {
        return;
    };
    let Some(id) = players.active else {
        return;
    };
    let Some(profile) = players.profiles.get_mut(id) else {
        return;
    };
    let own = &mut profile.personal;
    let mut changed = false;
    if now.language != before.language && own.language != now.language {
        own.language = now.language;
        changed = true;
    }
    if now.text_size != before.text_size && own.text_size != now.text_size {
        own.text_size = now.text_size;
        changed = true;
    }
    if now.hint_words != before.hint_words && own.hint_words != now.hint_words {
        own.hint_words = now.hint_words;
        changed = true;
    }
    if changed {
        players.save(&mut notices);
    }
}
