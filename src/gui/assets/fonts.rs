//! Fonts for every language the app speaks: Noto Sans (Latin, with Vietnamese) and Noto Sans
//! Thai, built into the program (an `assets/fonts/` folder may override them; their licence
//! is beside them). They are added to egui after its own fonts, so a glyph egui's fonts lack
//! comes from them, and to the board's text engine as the fallback for Latin and Thai script.

use crate::gui::assets::asset_folder::AssetFolder;
use crate::gui::assets::built_in_assets;
use bevy::prelude::*;
use bevy::text::{Font, FontCx};
use bevy_egui::{EguiContexts, egui};
use parley::fontique::{FallbackKey, Script};
use std::sync::Arc;

/// A font file, its name for egui, and the script it is the board's fallback for.
struct FontFile {
    path: &'static str,
    egui_name: &'static str,
    family: &'static str,
    script: [u8; 4],
}

const FILES: [FontFile; 2] = [
    FontFile {
        path: "fonts/NotoSans-Regular.ttf",
        egui_name: "noto-sans",
        family: "Noto Sans",
        script: *b"Latn",
    },
    FontFile {
        path: "fonts/NotoSansThai-Regular.ttf",
        egui_name: "noto-sans-thai",
        family: "Noto Sans Thai",
        script: *b"Thai",
    },
];

/// The fonts being loaded and what has been done with them.
#[derive(Resource, Debug, Default)]
pub struct AppFonts {
    handles: Vec<Option<Handle<Font>>>,
    egui_done: bool,
    board_done: bool,
}

impl AppFonts {
    /// The Latin font (Noto Sans), once its file is asked for.
    pub fn latin(&self) -> Option<&Handle<Font>> {
        self.handles.first().and_then(Option::as_ref)
    }
}

/// Registers loading and installing the fonts.
pub fn plugin(app: &mut App) {
    built_in_assets::plugin(app);
    app.init_resource::<AppFonts>()
        .add_systems(Startup, load_fonts)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            install_in_egui.run_if(|f: Res<AppFonts>| !f.egui_done),
        )
        .add_systems(
            PostUpdate,
            board_fallbacks.run_if(|f: Res<AppFonts>| !f.board_done),
        );
}

fn load_fonts(
    server: Res<AssetServer>,
    // The program's assets folder; the tests' apps have none, and use the built-in files.
    folder: Option<Res<AssetFolder>>,
    mut fonts: ResMut<AppFonts>,
) {
    fonts.handles = FILES
        .iter()
        .map(|file| Some(server.load(built_in_assets::source(folder.as_deref(), file.path))))
        .collect();
}

/// Whether every font that is there has loaded (or failed).
fn settled(fonts: &AppFonts, server: &AssetServer, assets: &Assets<Font>) -> bool {
    fonts
        .handles
        .iter()
        .flatten()
        .all(|h| assets.contains(h.id()) || server.load_state(h.id()).is_failed())
}

fn install_in_egui(
    mut contexts: EguiContexts,
    server: Res<AssetServer>,
    assets: Res<Assets<Font>>,
    mut fonts: ResMut<AppFonts>,
) -> Result {
    if fonts.handles.is_empty() || !settled(&fonts, &server, &assets) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut definitions = egui::FontDefinitions::default();
    for (file, handle) in FILES.iter().zip(&fonts.handles) {
        let Some(font) = handle.as_ref().and_then(|h| assets.get(h.id())) else {
            continue;
        };
        definitions.font_data.insert(
            file.egui_name.to_string(),
            Arc::new(egui::FontData::from_owned(font.data.data().to_vec())),
        );
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            definitions
                .families
                .entry(family)
                .or_default()
                .push(file.egui_name.to_string());
        }
    }
    ctx.set_fonts(definitions);
    fonts.egui_done = true;
    Ok(())
}

/// Once the board's text engine knows the fonts, they become its fallback for their
/// scripts: letters the board's own font lacks (Vietnamese, Thai) come from them.
fn board_fallbacks(
    server: Res<AssetServer>,
    assets: Res<Assets<Font>>,
    mut font_cx: ResMut<FontCx>,
    mut fonts: ResMut<AppFonts>,
    mut texts: Query<&mut TextFont>,
) {
    if fonts.handles.is_empty() || !settled(&fonts, &server, &assets) {
        return;
    }
    let mut registered = 0;
    for file in &FILES {
        let Some(family) = font_cx.collection.family_id(file.family) else {
            continue;
        };
        let script = Script::from_bytes(file.script);
        font_cx
            .collection
            .append_fallbacks(FallbackKey::from(script), std::iter::once(family));
        registered += 1;
    }
    let expected = fonts.handles.iter().flatten().count();
    if registered < expected {
        return; // the text engine has not taken them in yet
    }
    // Texts laid out before the fallbacks were there are laid out again.
    for mut font in &mut texts {
        font.set_changed();
    }
    fonts.board_done = true;
}
