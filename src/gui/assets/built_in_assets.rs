//! The files the game needs — its fonts and sounds — built into the program, so that the
//! executable alone is the whole game. A file of the same name in the `assets/` folder in use
//! is loaded instead (for translators and modders); none is needed.

use crate::gui::assets::asset_folder::AssetFolder;
use bevy::asset::AssetPath;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The prefix of the built-in files' paths inside Bevy's `embedded://` asset source.
const PREFIX: &str = "oware";

/// Every built-in file: its path inside `assets/`, and its bytes.
pub const FILES: [(&str, &[u8]); 6] = [
    (
        "fonts/NotoSans-Regular.ttf",
        include_bytes!("../../../assets/fonts/NotoSans-Regular.ttf"),
    ),
    (
        "fonts/NotoSansThai-Regular.ttf",
        include_bytes!("../../../assets/fonts/NotoSansThai-Regular.ttf"),
    ),
    (
        "sounds/seed.wav",
        include_bytes!("../../../assets/sounds/seed.wav"),
    ),
    (
        "sounds/capture.wav",
        include_bytes!("../../../assets/sounds/capture.wav"),
    ),
    (
        "sounds/refusal.wav",
        include_bytes!("../../../assets/sounds/refusal.wav"),
    ),
    (
        "sounds/game-end.wav",
        include_bytes!("../../../assets/sounds/game-end.wav"),
    ),
];

/// Marks an app whose built-in files are registered.
#[derive(Resource)]
struct Registered;

/// Registers the built-in files with the asset server's `embedded://` source, once; the
/// plugins that load them (fonts, sounds) add it after Bevy's `AssetPlugin`.
pub fn plugin(app: &mut App) {
    if app.world().contains_resource::<Registered>() {
        return;
    }
    app.insert_resource(Registered);
    let Some(registry) = app.world().get_resource::<EmbeddedAssetRegistry>() else {
        warn!("the asset plugin is missing; the built-in fonts and sounds cannot be used");
        return;
    };
    for (path, bytes) in FILES {
        let embedded = Path::new(PREFIX).join(path);
        registry.insert_asset(PathBuf::from(path), &embedded, bytes);
    }
}

/// Where to load `path` (a path inside `assets/`, such as `fonts/NotoSans-Regular.ttf`) from:
/// the assets folder in use when it holds the file, else the copy built into the program.
pub fn source(folder: Option<&AssetFolder>, path: &str) -> AssetPath<'static> {
    let overridden = folder.is_some_and(|f| f.0.join(path).is_file());
    let built_in = FILES.iter().any(|(p, _)| *p == path);
    if overridden || !built_in {
        AssetPath::from(path.to_string())
    } else {
        AssetPath::from(format!("embedded://{PREFIX}/{path}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_in_the_assets_folder_wins_over_the_built_in_one() {
        let base = std::env::temp_dir().join(format!("oware-built-in-{}", std::process::id()));
        let empty = AssetFolder(base.join("empty"));
        let full = AssetFolder(base.join("full"));
        std::fs::create_dir_all(full.0.join("sounds")).expect("temp folder");
        std::fs::write(full.0.join("sounds/seed.wav"), b"RIFF").expect("temp file");
        assert_eq!(
            source(Some(&empty), "sounds/seed.wav").to_string(),
            "embedded://oware/sounds/seed.wav"
        );
        assert_eq!(
            source(None, "fonts/NotoSans-Regular.ttf").to_string(),
            "embedded://oware/fonts/NotoSans-Regular.ttf"
        );
        assert_eq!(
            source(Some(&full), "sounds/seed.wav").to_string(),
            "sounds/seed.wav"
        );
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn every_sound_the_game_plays_is_built_in() {
        for sound in crate::sounds::Sound::ALL {
            let path = format!("sounds/{}", sound.file_name());
            assert!(FILES.iter().any(|(p, _)| *p == path), "{path}");
        }
    }
}
