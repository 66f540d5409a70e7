//! On Windows the game is a windowed program, so that no console window opens beside it when
//! it is started from the desktop. Started from a terminal, it attaches to that terminal's
//! console, so that `--help`, `--version`, errors and the log still print there.

/// Attaches the process to the console of the program that started it, if it has one (a
/// terminal); started from the desktop there is none, and nothing changes.
#[allow(unsafe_code)]
pub fn attach_to_terminal() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: `AttachConsole` takes a process id by value and reads no memory of ours; when
    // the parent has no console it fails, and the failure is the answer we want.
    let _ = unsafe { AttachConsole(ATTACH_PARENT_PROCESS) };
}
