//! Headless tests of the game's ECS flow (no window), one module a room: a move request is
//! validated by the rules resource, animated seed by seed, and ends with every seed entity
//! where the rules say; illegal requests are refused with their reason; games end and can be
//! replayed. One test program, so that Bevy is linked once.

mod analysis;
mod board;
mod child;
mod clock;
mod computer;
mod files;
mod helpers;
mod learn;
mod library;
mod online;
mod profiles;
mod sound;
mod windows;
