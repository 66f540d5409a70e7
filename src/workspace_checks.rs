//! Checks that need the whole program: every message id asked for anywhere in the code (the
//! game, the core, the tool) exists in every language, and the sound files the game ships
//! are what the core's synthesis makes.

use crate::i18n::{Language, Translator};
use crate::sounds::{Sound, to_i16, wav_spec};
use std::collections::BTreeSet;
use std::path::Path;

/// Message ids the code asks for: `t!("…"` and `i18n::text("…"` anywhere in the three crates' `src/`, and
/// the ids of the rules screen's drawn examples.
fn ids_used_in_code() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for crate_src in ["src", "crates/oware-core/src", "crates/oware-cli/src"] {
        walk(&root.join(crate_src), &mut files);
    }
    let mut found = BTreeSet::new();
    for file in files {
        if file.ends_with("i18n/tests.rs") || file.ends_with("i18n/mod.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("source is readable");
        for marker in ["t!(", "i18n::text(", "title: ", "text: "] {
            for part in text.split(marker).skip(1) {
                let part = part.trim_start();
                let Some(rest) = part.strip_prefix('"') else {
                    continue;
                };
                let id: String = rest.chars().take_while(|c| *c != '"').collect();
                let looks_like_id = !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if looks_like_id
                    && (marker.starts_with('t') && marker.ends_with('(') || id.contains('-'))
                {
                    found.insert(id);
                }
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_asks_for_exists_in_every_language() {
    let used = ids_used_in_code();
    assert!(
        used.len() > 200,
        "only {} ids found in the code",
        used.len()
    );
    for language in Language::ALL {
        let own = Translator::new(language);
        let missing: Vec<_> = used.iter().filter(|id| !own.has(id)).collect();
        assert!(
            missing.is_empty(),
            "{}.ftl lacks {missing:?}",
            language.code()
        );
    }
}

/// The files shipped in `assets/sounds/` are what `oware-cli sounds` makes (within one step
/// of the 16-bit scale, for floating-point differences between machines).
#[test]
fn committed_sound_files_match_the_synthesis() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    for sound in Sound::ALL {
        let path = folder.join(sound.file_name());
        let reader = hound::WavReader::open(&path)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
        assert_eq!(reader.spec(), wav_spec(), "{}", path.display());
        let committed: Vec<i16> = reader
            .into_samples::<i16>()
            .map(|s| s.expect("sample"))
            .collect();
        let expected: Vec<i16> = sound.samples().into_iter().map(to_i16).collect();
        assert_eq!(committed.len(), expected.len(), "{}", path.display());
        let worst = committed
            .iter()
            .zip(&expected)
            .map(|(a, b)| (i32::from(*a) - i32::from(*b)).abs())
            .max()
            .unwrap_or(0);
        assert!(worst <= 1, "{} differs by {worst}", path.display());
    }
}

/// The icons in `assets/icons/` are what `oware-cli icons` draws today (within one step, for
/// floating-point differences between machines).
#[test]
fn committed_icons_match_the_drawing() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons");
    for size in crate::icon::SIZES {
        let path = folder.join(format!("oware-{size}.png"));
        let bytes = std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
        let committed = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
            .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", path.display()))
            .to_rgba8();
        assert_eq!(committed.dimensions(), (size, size), "{}", path.display());
        let drawn = crate::icon::rgba(size);
        let worst = committed
            .as_raw()
            .iter()
            .zip(&drawn)
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap_or(0);
        assert!(worst <= 1, "{} differs by {worst}", path.display());
    }
    for name in ["oware.ico", "oware.icns"] {
        let len = std::fs::metadata(folder.join(name)).map_or(0, |m| m.len());
        assert!(len > 10_000, "{name} is {len} bytes");
    }
}
