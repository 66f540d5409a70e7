//! Oware (Abapa) without a user interface: the rules, game records and files, the engine,
//! counting exercises, translations and the game's sounds.
//!
//! The rules are those of `docs/rules.md` (rules R1–R11, the variants and match play), the
//! files those of `docs/protocol.md`. The desktop game and the `oware-cli` tool are built on
//! this crate.

pub mod ai;
pub mod i18n;
pub mod practice;
pub mod records;
pub mod rules;
pub mod sounds;
