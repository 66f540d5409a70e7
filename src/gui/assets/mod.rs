//! The files the program carries: fonts, sounds and the icon built in, an `assets/` folder
//! found at run time overriding them.

pub mod asset_folder;
pub mod built_in_assets;
pub mod fonts;
pub mod icon;

use bevy::prelude::*;

/// Registers the icon and the fonts.
pub fn plugin(app: &mut App) {
    app.add_plugins((icon::plugin, fonts::plugin));
}
