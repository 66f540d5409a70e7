//! The overlay's frame: windows no larger than the screen whose contents scroll, and what a
//! pass laid out (panels, scroll areas), noted for the layout check.

pub mod fitted;
pub mod notes;
pub mod table;
