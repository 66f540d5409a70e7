//! The Bevy game. Only this module knows Bevy.
//!
//! Its rooms, from the bottom up (each uses only the rooms below it and the core):
//! - [`state`]: what the player is doing and what is open, the actions the player asks for,
//!   and the order of work in a frame;
//! - [`assets`]: the fonts, sounds and icon built into the program;
//! - [`text`]: labels whose lines break between words in every language;
//! - [`overlay`]: windows that fit in the screen, their contents scrolled, and what the
//!   overlay laid out, noted for the layout check;
//! - [`play`]: the game being played, without drawing (the rules resource, seeds, animation,
//!   practice, settings, words);
//! - [`computer`]: the opponent, hints, reviews and endgame tables, on threads of their own;
//! - [`online`]: a match with a friend on another computer, its connection on threads of its
//!   own, and its window;
//! - [`board`]: the board on screen and the input that plays on it;
//! - [`sound`]: the cues played aloud;
//! - [`files`]: autosave, quick save, Open… and Save as…;
//! - [`panels`]: the menu bar and the panels around the board;
//! - [`windows`]: the start screen and the windows over the board;
//! - [`actions`]: the one system that applies the player's actions;
//! - [`launch`]: starting the program, screenshots and frame benchmarks.
//!
//! This file wires the rooms into two plugins: [`LogicPlugin`] (what headless tests run) and
//! [`ViewPlugin`]; [`launch::run`] builds the app from them.

pub mod actions;
pub mod assets;
pub mod board;
pub mod computer;
pub mod files;
pub mod launch;
pub mod online;
pub mod overlay;
pub mod panels;
pub mod play;
pub mod sound;
pub mod state;
pub mod text;
pub mod windows;

use crate::gui::state::BoardSet;
use bevy::prelude::*;

/// The game logic without any rendering: rules resource, seeds, animation, settings, the
/// online match. This is what headless tests run.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                BoardSet::Input,
                BoardSet::Session,
                BoardSet::Modes,
                BoardSet::Settle,
                BoardSet::Animate,
                BoardSet::View,
            )
                .chain(),
        );
        app.add_plugins((state::plugin, play::plugin, online::plugin, actions::plugin));
    }
}

/// Everything drawn and clicked, room by room: the board, the computer's work, sound, files,
/// the panels and the windows.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            assets::plugin,
            computer::plugin,
            board::plugin,
            sound::plugin,
            files::plugin,
            panels::plugin,
            windows::plugin,
        ));
    }
}
