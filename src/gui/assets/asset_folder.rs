//! Where the app's `assets/` folder is, whose files override the built-in ones, whichever folder the app
//! is started from: beside the executable (an installed or unpacked release), in the
//! project when run by `cargo run` or from `target/`, or where `BEVY_ASSET_ROOT` says.

use std::path::{Path, PathBuf};

/// The folder name, inside whichever root is chosen.
pub const ASSETS: &str = "assets";

/// A file every complete `assets/` folder holds, to tell it from an unrelated folder.
const MARKER: &str = "sounds/seed.wav";

/// The assets folder in use, as an absolute path.
#[derive(bevy::prelude::Resource, Debug, Clone, PartialEq, Eq)]
pub struct AssetFolder(pub PathBuf);

impl AssetFolder {
    /// `assets` under `BEVY_ASSET_ROOT` when that is set (Bevy's own rule, kept), else the
    /// first complete `assets/` folder among the candidates, else `assets` where Bevy would
    /// look by default (and each missing file is warned about).
    pub fn find() -> AssetFolder {
        if let Some(root) = std::env::var_os("BEVY_ASSET_ROOT") {
            return AssetFolder(PathBuf::from(root).join(ASSETS));
        }
        if let Some(found) = first_complete(&crate::records::assets_candidates()) {
            return AssetFolder(found);
        }
        let bevy_root = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .or_else(|| {
                std::env::current_exe()
                    .ok()
                    .and_then(|exe| exe.parent().map(Path::to_path_buf))
            })
            .unwrap_or_default();
        AssetFolder(bevy_root.join(ASSETS))
    }

    /// The `file_path` to give Bevy's asset plugin (absolute, so Bevy's root is not added).
    pub fn file_path(&self) -> String {
        self.0.to_string_lossy().into_owned()
    }
}

/// The first of `folders` that is a complete assets folder.
pub fn first_complete(folders: &[PathBuf]) -> Option<PathBuf> {
    folders.iter().find(|f| f.join(MARKER).is_file()).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_complete_folder_wins() {
        let base = std::env::temp_dir().join(format!("oware-assets-{}", std::process::id()));
        let empty = base.join("empty/assets");
        let full = base.join("full/assets");
        let other = base.join("other/assets");
        for f in [&empty, &full, &other] {
            std::fs::create_dir_all(f.join("sounds")).expect("temp folder");
        }
        for f in [&full, &other] {
            std::fs::write(f.join(MARKER), b"RIFF").expect("temp file");
        }
        let missing = base.join("missing/assets");
        assert_eq!(
            first_complete(&[missing.clone(), empty.clone(), full.clone(), other]),
            Some(full)
        );
        assert_eq!(first_complete(&[missing, empty]), None);
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn the_project_folder_is_complete() {
        let project = Path::new(env!("CARGO_MANIFEST_DIR")).join(ASSETS);
        assert_eq!(
            first_complete(std::slice::from_ref(&project)),
            Some(project)
        );
    }
}
