//! The files the program carries: fonts, sounds and the icon built in, an `assets/` folder
//! found at run time overriding them.

pub mod asset_folder;
pub mod built_in_assets;
pub mod fonts;
pub mod icon;
