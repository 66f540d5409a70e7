//! Oware (Abapa), the desktop game: the Bevy app in [`gui`], on the rules, records and engine
//! of the `oware-core` crate (re-exported here under their own names).

pub use oware_core::{
    MAX_NAME, VERSION, ai, i18n, icon, learn, net, practice, ratings, records, rules, sounds, t,
    tournament,
};

pub mod gui;

#[cfg(test)]
mod workspace_checks;
