//! Starting and checking the program: why a window could not open, the window's size kept
//! from one run to the next, the screen a check opens on, screenshots and frame benchmarks, no busy loop when nothing
//! moves, the layout check of every screen, one game per account, the Windows console.

pub mod idle;
pub mod launch_failure;
pub mod launch_screen;
pub mod layout_check;
pub mod one_game;
pub mod online_friend;
pub mod options;
pub mod run;
pub mod snapshot;
pub mod window_size;
#[cfg(windows)]
pub mod windows_console;
