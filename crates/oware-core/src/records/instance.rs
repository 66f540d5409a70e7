//! One game per account, as desktop programs keep it: the first game started takes the
//! account's lock (`oware.lock` in the per-user data folder, a lock the system releases
//! when the program ends, however it ends); a second one started hands what it was asked
//! for — a file to open, or only to be shown — to the first, through a request file in
//! `handover/`, waits for the first to take it, and ends. Two windows never write the same
//! players' list or Library at once.

use super::files::{FileError, SMALL_FILE_LIMIT, read_text, write_atomic};
use std::path::{Path, PathBuf};

/// The lock's file name in the per-user data folder.
pub const LOCK_FILE: &str = "oware.lock";

/// The folder of requests from later starts, in the per-user data folder.
pub const HANDOVER_DIR: &str = "handover";

/// The lock of the game running for this account: held while this value lives.
#[derive(Debug)]
pub struct InstanceLock {
    _file: std::fs::File,
}

/// What starting found.
#[derive(Debug)]
pub enum Instance {
    /// This program is the account's game: it holds the lock.
    First(InstanceLock),
    /// Another game of this account is running.
    Running,
}

/// What a later start asks of the game running.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handover {
    /// Come forward.
    Show,
    /// Come forward and open this file.
    Open(PathBuf),
}

/// Takes the account's lock in data folder `data`, or finds the game that holds it.
/// Requests left from an earlier run are cleared when the lock is taken.
pub fn claim_instance(data: &Path) -> Result<Instance, FileError> {
    let write_err = |path: &Path, source| FileError::Write {
        path: path.to_path_buf(),
        source,
    };
    std::fs::create_dir_all(data).map_err(|e| write_err(data, e))?;
    let path = data.join(LOCK_FILE);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| write_err(&path, e))?;
    match file.try_lock() {
        Ok(()) => {
            // Requests nobody took (a game that ended as they came) are stale now.
            for (request, _) in pending(data) {
                let _ = std::fs::remove_file(request);
            }
            Ok(Instance::First(InstanceLock { _file: file }))
        }
        Err(std::fs::TryLockError::WouldBlock) => Ok(Instance::Running),
        Err(std::fs::TryLockError::Error(e)) => Err(write_err(&path, e)),
    }
}

/// Leaves a request for the game running in data folder `data`: the request file's path.
pub fn hand_over(data: &Path, request: &Handover) -> Result<PathBuf, FileError> {
    let text = match request {
        Handover::Show => "show\n".to_string(),
        Handover::Open(file) => format!("open\n{}\n", file.display()),
    };
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let path = data
        .join(HANDOVER_DIR)
        .join(format!("request-{}-{stamp}.txt", std::process::id()));
    write_atomic(&path, text.as_bytes())?;
    Ok(path)
}

/// Whether a request left by [`hand_over`] was taken by the game running, waiting at most
/// `patience` for it.
pub fn taken_within(request: &Path, patience: std::time::Duration) -> bool {
    let until = std::time::Instant::now() + patience;
    loop {
        if request.symlink_metadata().is_err() {
            return true;
        }
        if std::time::Instant::now() >= until {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The requests waiting in data folder `data`, oldest first, each taken (its file removed)
/// as it is read. A file that is not a request is left where it is.
pub fn take_handovers(data: &Path) -> Vec<Handover> {
    pending(data)
        .into_iter()
        .filter_map(|(path, request)| {
            std::fs::remove_file(&path).ok()?;
            request
        })
        .collect()
}

/// The request files of `data`'s handover folder, oldest first, with what each asks (none
/// when it does not read as a request).
fn pending(data: &Path) -> Vec<(PathBuf, Option<Handover>)> {
    let Ok(entries) = std::fs::read_dir(data.join(HANDOVER_DIR)) else {
        return Vec::new();
    };
    let mut found: Vec<(PathBuf, Option<Handover>)> = entries
        .flatten()
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            name.starts_with("request-")
                && name.ends_with(".txt")
                && e.file_type().is_ok_and(|t| t.is_file())
        })
        .map(|e| {
            let path = e.path();
            let request = read_text(&path, SMALL_FILE_LIMIT)
                .ok()
                .and_then(|text| parse_request(&text));
            (path, request)
        })
        .collect();
    found.sort_by_key(|(path, _)| {
        std::fs::metadata(path)
            .and_then(|m| m.modified())
            .unwrap_or(std::time::UNIX_EPOCH)
    });
    found
}

fn parse_request(text: &str) -> Option<Handover> {
    let mut lines = text.lines();
    match lines.next()? {
        "show" => Some(Handover::Show),
        "open" => {
            let file = lines.next()?.trim();
            (!file.is_empty()).then(|| Handover::Open(PathBuf::from(file)))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game started by the test binary itself, in another process: holds the lock of
    /// `OWARE_TEST_INSTANCE_DATA` until its standard input closes.
    #[test]
    fn hold_the_lock_for_another_test() {
        let Some(data) = std::env::var_os("OWARE_TEST_INSTANCE_DATA") else {
            return;
        };
        let data = PathBuf::from(data);
        let Ok(Instance::First(_lock)) = claim_instance(&data) else {
            panic!("the lock was free");
        };
        println!("holding");
        // Takes the requests until told to stop (its input closes).
        let mut line = String::new();
        let (sent, taken) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = std::io::stdin().read_line(&mut line);
            let _ = sent.send(());
        });
        let mut all = Vec::new();
        while taken.try_recv().is_err() {
            all.extend(take_handovers(&data));
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::fs::write(data.join("taken.txt"), format!("{all:?}")).expect("written");
    }

    #[test]
    fn a_second_start_in_another_process_hands_its_file_to_the_first() {
        use std::io::Write;
        let dir = tempfile::tempdir().expect("a folder");
        let data = dir.path().to_path_buf();
        // The first game: this test binary again, running only the test above.
        let mut first = std::process::Command::new(std::env::current_exe().expect("the test"))
            .args([
                "--exact",
                "records::instance::tests::hold_the_lock_for_another_test",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("OWARE_TEST_INSTANCE_DATA", &data)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("a second process");
        let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while !matches!(claim_instance(&data), Ok(Instance::Running)) {
            assert!(
                std::time::Instant::now() < until,
                "the first never took the lock"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        // The second start: the game is running, so it hands over, and the first takes it.
        let asked = Handover::Open(PathBuf::from("/home/ama/club night.ogn"));
        let request = hand_over(&data, &asked).expect("left");
        assert!(
            taken_within(&request, std::time::Duration::from_secs(30)),
            "the first took the request"
        );
        let shown = hand_over(&data, &Handover::Show).expect("left");
        assert!(taken_within(&shown, std::time::Duration::from_secs(30)));
        drop(first.stdin.take().map(|mut s| s.write_all(b"stop\n")));
        assert!(first.wait().expect("ended").success());
        let taken = std::fs::read_to_string(data.join("taken.txt")).expect("what was taken");
        assert_eq!(taken, format!("{:?}", [asked, Handover::Show]));
        // Ended, it let the lock go: the next start is the first.
        assert!(matches!(claim_instance(&data), Ok(Instance::First(_))));
    }

    #[test]
    fn stale_requests_and_strangers_files_are_handled_apart() {
        let dir = tempfile::tempdir().expect("a folder");
        let data = dir.path();
        hand_over(data, &Handover::Show).expect("left");
        std::fs::create_dir_all(data.join(HANDOVER_DIR)).expect("made");
        std::fs::write(data.join(HANDOVER_DIR).join("notes.txt"), "mine").expect("written");
        std::fs::write(data.join(HANDOVER_DIR).join("request-1-2.txt"), "nonsense")
            .expect("written");
        let Ok(Instance::First(lock)) = claim_instance(data) else {
            panic!("the lock was free");
        };
        // The stale request went as the lock was taken; a stranger's file stays.
        assert!(take_handovers(data).is_empty());
        assert!(data.join(HANDOVER_DIR).join("notes.txt").exists());
        // In the same process a second claim finds the lock taken.
        assert!(matches!(claim_instance(data), Ok(Instance::Running)));
        drop(lock);
        assert!(matches!(claim_instance(data), Ok(Instance::First(_))));
    }
}
