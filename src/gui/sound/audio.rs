//! Plays the sound cues through Bevy's audio, at the volume the settings give. The sounds are
//! built into the program (an `assets/sounds/` folder may override them). Without an audio
//! device Bevy says so once and nothing plays; without a sound system that starts (an ALSA
//! configuration that does not load, say), Bevy's audio is left out and the game plays in
//! silence, said once in the log.

use crate::gui::assets::asset_folder::AssetFolder;
use crate::gui::game::sound_cues::SoundCue;
use crate::gui::settings::AppSettings;
use crate::sounds::Sound;
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use std::collections::HashMap;

/// Seconds after which a sound's entity is removed, played or not (no sound is longer; and
/// without an audio device Bevy never plays, so never removes, them itself).
const LIFETIME: f32 = 3.0;

/// The loaded sounds.
#[derive(Resource, Debug, Default)]
pub struct SoundHandles(HashMap<Sound, Handle<AudioSource>>);

/// A sound being played, removed when its time is up.
#[derive(Component, Debug)]
struct Playing(Timer);

/// Registers loading and playing; with Bevy's audio left out (no sound system), nothing
/// is loaded or played.
pub fn plugin(app: &mut App) {
    crate::gui::assets::built_in_assets::plugin(app);
    app.init_resource::<SoundHandles>();
    if !app.is_plugin_added::<bevy::audio::AudioPlugin>() {
        return;
    }
    app.add_systems(Startup, load_sounds).add_systems(
        Update,
        (play_cues, remove_finished).in_set(crate::gui::state::BoardSet::View),
    );
}

/// Whether the system's sound can be started: asked of the sound library before Bevy's
/// audio is added, which stops the program where it cannot (`None`: it can; otherwise
/// why not, for the log).
pub fn sound_system_problem() -> Option<String> {
    let Some(&host) = cpal::available_hosts().first() else {
        return Some("no sound system on this computer".to_string());
    };
    match cpal::host_from_id(host) {
        Ok(_) => None,
        Err(e) => Some(format!(
            "the sound system ({}) cannot start: {e}",
            host.name()
        )),
    }
}

/// Loads every sound: from the assets folder when it holds the file, else the built-in one.
fn load_sounds(
    server: Res<AssetServer>,
    // The program's assets folder; the tests' apps have none, and use the built-in files.
    folder: Option<Res<AssetFolder>>,
    mut handles: ResMut<SoundHandles>,
) {
    for sound in Sound::ALL {
        let path = format!("sounds/{}", sound.file_name());
        let source = crate::gui::assets::built_in_assets::source(folder.as_deref(), &path);
        handles.0.insert(sound, server.load(source));
    }
}

/// The linear volume to play at, or `None` when the sound is off.
pub fn volume(settings: &AppSettings) -> Option<f32> {
    let v = settings.sound_volume.clamp(0.0, 1.0);
    (settings.sound_on && v > 0.0).then_some(v)
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    settings: Res<AppSettings>,
    handles: Res<SoundHandles>,
    server: Res<AssetServer>,
) {
    let Some(level) = volume(&settings) else {
        cues.clear();
        return;
    };
    for cue in cues.read() {
        let Some(handle) = handles.0.get(&cue.sound) else {
            continue;
        };
        if server.load_state(handle).is_failed() {
            continue; // the loader has said why, once
        }
        commands.spawn((
            AudioPlayer::new(handle.clone()),
            PlaybackSettings::DESPAWN
                .with_volume(Volume::Linear(level))
                .with_speed(cue.pitch),
            Playing(Timer::from_seconds(LIFETIME, TimerMode::Once)),
        ));
    }
}

fn remove_finished(
    mut commands: Commands,
    time: Res<Time>,
    mut playing: Query<(Entity, &mut Playing)>,
) {
    for (e, mut timer) in &mut playing {
        if timer.0.tick(time.delta()).is_finished() {
            commands.entity(e).try_despawn();
        }
    }
}
