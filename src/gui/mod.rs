//! The Bevy game. Only this module knows Bevy.
//!
//! Its rooms, from the bottom up (each uses only the rooms below it and the core):
//! - [`state`]: what the player is doing and what is open, the actions the player asks for,
//!   and the order of work in a frame;
//! - [`assets`]: the fonts, sounds and icon built into the program;
//! - [`text`]: labels whose lines break between words in every language;
//! - [`overlay`]: windows that fit in the screen, their contents scrolled, and what the
//!   overlay laid out, noted for the layout check;
//! - [`words`]: the core's values and errors in the player's language, and notices;
//! - [`settings`]: the settings and the language they choose;
//! - [`players`]: who is playing, their folders and their own settings;
//! - [`game`]: the game in play (the rules resource, the only writer of the game) and the
//!   sounds its events call for;
//! - [`sowing`]: the seeds as entities, their flight, and a child's counting aloud;
//! - [`clock`]: the clocks of a game at this screen;
//! - [`modes`]: what the board shows instead of the game (a line, an earlier position,
//!   practice, a set-up, a lesson or puzzle);
//! - [`computer`]: the opponent, hints, reviews and endgame tables, on threads of their own;
//! - [`online`]: a match with a friend on another computer, its connection on threads of its
//!   own;
//! - [`board`]: the board on screen and the input that plays on it;
//! - [`sound`]: the cues played aloud;
//! - [`files`]: autosave, quick save, Open… and Save as…, the Library;
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
pub mod clock;
pub mod computer;
pub mod files;
pub mod game;
pub mod launch;
pub mod modes;
pub mod online;
pub mod overlay;
pub mod panels;
pub mod players;
pub mod settings;
pub mod sound;
pub mod sowing;
pub mod state;
pub mod text;
pub mod tournament;
pub mod windows;
pub mod words;

use crate::gui::state::BoardSet;
use bevy::prelude::*;

/// The game logic without any rendering: words, settings, players, the rules resource,
/// seeds and their animation, the clocks, the board's modes, the online match and the
/// actions. This is what headless tests run.
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
        app.add_plugins((
            state::plugin,
            words::plugin,
            settings::plugin,
            players::plugin,
            game::plugin,
            sowing::plugin,
            clock::plugin,
            modes::plugin,
            online::plugin,
            tournament::plugin,
            actions::plugin,
        ));
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
