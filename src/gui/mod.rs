//! The Bevy game. Only this module knows Bevy.
//!
//! Its rooms, from the bottom up (each uses only the rooms below it and the core):
//! - [`state`]: what the player is doing and what is open, the actions the player asks for,
//!   and the order of work in a frame;
//! - [`assets`]: the fonts, sounds and icon built into the program;
//! - [`play`]: the game being played, without drawing (the rules resource, seeds, animation,
//!   practice, settings, words);
//! - [`computer`]: the opponent, hints, reviews and endgame tables, on threads of their own;
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
pub mod panels;
pub mod play;
pub mod sound;
pub mod state;
pub mod windows;

use crate::gui::state::BoardSet;
use bevy::prelude::*;

/// The game logic without any rendering: rules resource, seeds, animation, settings. This is
/// what headless tests run.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                BoardSet::Input,
                BoardSet::Session,
                BoardSet::Animate,
                BoardSet::View,
            )
                .chain(),
        );
        app.add_plugins((
            play::session::plugin,
            play::seeds::plugin,
            play::animation::plugin,
            play::settings::plugin,
            play::notice::plugin,
            play::practice::plugin,
            play::sound_cues::plugin,
            play::language::plugin,
            play::history_review::plugin,
            play::line_preview::plugin,
            play::board_mode::plugin,
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
            (assets::icon::plugin, assets::fonts::plugin),
            (
                computer::ai_player::plugin,
                computer::tables::plugin,
                computer::hints::plugin,
                computer::review::plugin,
            ),
            (
                board::scene::plugin,
                board::theme::plugin,
                board::input::plugin,
                board::hint_view::plugin,
            ),
            sound::audio::plugin,
            (
                files::saves::plugin,
                files::autosave::plugin,
                files::files_menu::plugin,
            ),
            (
                panels::menu_bar::plugin,
                panels::shortcuts::plugin,
                panels::history::plugin,
                panels::hint_panel::plugin,
                panels::practice_panel::plugin,
                panels::review_window::plugin,
            ),
            (
                windows::start_screen::plugin,
                windows::new_game::plugin,
                windows::settings_window::plugin,
                windows::rules_screen::plugin,
                windows::about::plugin,
            ),
        ));
    }
}
