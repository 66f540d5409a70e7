//! Oware (Abapa): the rules engine, records, AI and — behind the `gui` feature — the Bevy game.

pub mod ai;
pub mod cli;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
pub mod practice;
pub mod records;
pub mod rules;
pub mod sounds;
