//! Starting and checking the program: why a window could not open, screenshots and frame
//! benchmarks, no busy loop when nothing moves, the Windows console.

pub mod idle;
pub mod launch_failure;
pub mod online_friend;
pub mod options;
pub mod run;
pub mod snapshot;
#[cfg(windows)]
pub mod windows_console;
