//! When the window cannot open: no display to show it on, or no graphics driver to draw it
//! with. Either ends with one sentence in the player's language (what is missing, what to
//! try), on stderr and, where double-clicked programs have no terminal, in a message box;
//! never a panic's backtrace. Exit status 1.

use crate::t;
use std::sync::Mutex;

/// Why the window could not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchFailure {
    /// No display server could be reached; the detail says what was tried.
    NoDisplay(String),
    /// No graphics adapter the renderer can use.
    NoGraphics(String),
}

impl LaunchFailure {
    /// The sentence for the player, in the language in use.
    pub fn sentence(&self) -> String {
        match self {
            LaunchFailure::NoDisplay(detail) => t!("launch-no-display", detail = detail.clone()),
            LaunchFailure::NoGraphics(detail) => {
                t!("launch-no-graphics", detail = detail.clone())
            }
        }
    }

    /// The failure a start-up panic's message names, if it is one of these.
    pub fn from_panic_message(message: &str) -> Option<LaunchFailure> {
        let first_line = message.lines().next().unwrap_or("").trim();
        let detail: String = first_line.chars().take(240).collect();
        if message.contains("Failed to build event loop") {
            Some(LaunchFailure::NoDisplay(detail))
        } else if message.contains("Unable to find a GPU") {
            Some(LaunchFailure::NoGraphics(detail))
        } else {
            None
        }
    }

    /// Prints the sentence, and shows it in a message box where a program started from the
    /// desktop has nowhere else to say it.
    pub fn explain(&self) {
        let sentence = self.sentence();
        eprintln!("oware: {sentence}");
        #[cfg(any(target_os = "windows", target_os = "macos"))]
        {
            use std::io::IsTerminal;
            if !std::io::stderr().is_terminal() {
                let _ = rfd::MessageDialog::new()
                    .set_level(rfd::MessageLevel::Error)
                    .set_title("Oware")
                    .set_description(&sentence)
                    .show();
            }
        }
    }
}

/// The message of the last panic the start-up hook saw.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Installs a panic hook that keeps start-up failures quiet (they are explained instead) and
/// lets every other panic through to the hook before it.
pub fn watch_start_up_panics() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = panic_text(info.payload()).unwrap_or_default();
        let known = LaunchFailure::from_panic_message(&message).is_some();
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = Some(message);
        }
        if !known {
            previous(info);
        }
    }));
}

/// The start-up failure behind a caught panic, if it was one.
pub fn failure_of_panic(payload: &(dyn std::any::Any + Send)) -> Option<LaunchFailure> {
    let message = panic_text(payload)
        .or_else(|| LAST_PANIC.lock().ok().and_then(|last| last.clone()))
        .unwrap_or_default();
    LaunchFailure::from_panic_message(&message)
}

fn panic_text(payload: &(dyn std::any::Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string()))
}

/// Looks for a display before the window is made, so a missing one is explained rather than
/// found by a panic. On X11 the connection is tried a few times over about two seconds: a
/// display server under load may refuse one now and accept the next.
pub fn check_display() -> Result<(), LaunchFailure> {
    #[cfg(target_os = "linux")]
    {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if set("WAYLAND_DISPLAY") || set("WAYLAND_SOCKET") {
            return Ok(());
        }
        if !set("DISPLAY") {
            return Err(LaunchFailure::NoDisplay(
                "neither DISPLAY nor WAYLAND_DISPLAY is set".to_string(),
            ));
        }
        let mut last = String::new();
        for attempt in 0..6u32 {
            match x11rb::rust_connection::RustConnection::connect(None) {
                Ok(_) => return Ok(()),
                Err(e) => last = e.to_string(),
            }
            std::thread::sleep(std::time::Duration::from_millis(100 << attempt.min(3)));
        }
        let display = std::env::var("DISPLAY").unwrap_or_default();
        return Err(LaunchFailure::NoDisplay(format!(
            "cannot connect to the X display '{display}': {last}"
        )));
    }
    #[allow(unreachable_code)]
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panics_of_a_missing_display_or_gpu_are_told_apart_from_others() {
        let winit =
            "Failed to build event loop: Os(OsError { error: XNotSupported(XOpenDisplayFailed) })";
        assert!(matches!(
            LaunchFailure::from_panic_message(winit),
            Some(LaunchFailure::NoDisplay(d)) if d.contains("XOpenDisplayFailed")
        ));
        let gpu = "Unable to find a GPU! Make sure you have installed required drivers!";
        assert!(matches!(
            LaunchFailure::from_panic_message(gpu),
            Some(LaunchFailure::NoGraphics(_))
        ));
        assert_eq!(
            LaunchFailure::from_panic_message("index out of bounds"),
            None
        );
        let long = format!("Unable to find a GPU! {}", "x".repeat(10_000));
        let Some(LaunchFailure::NoGraphics(detail)) = LaunchFailure::from_panic_message(&long)
        else {
            panic!("a GPU failure");
        };
        assert!(detail.chars().count() <= 240);
    }
}
