//! The line to the organizer, made on a thread of its own (joining the hall takes seconds),
//! first by the code and again after a drop; the frames take it when it is there.

use crate::tournament::hall::{HALL_ALPN, HallMessage};
use crossbeam_channel::Receiver;
use oware_net::{Link, LinkError, NetConfig};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a seat tries to get its line back before the player is told it is lost.
pub(super) const PATIENCE: Duration = Duration::from_secs(300);

/// A line to the organizer being made.
pub(super) struct LineComing {
    line: Receiver<Result<Link<HallMessage>, LinkError>>,
    cancel: Arc<AtomicBool>,
}

impl Drop for LineComing {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl LineComing {
    /// Joins the hall of `code`: once (`again` false), or every two seconds until it answers
    /// (after a drop), as long as the patience lasts.
    pub(super) fn start(config: NetConfig, code: &str, again: bool) -> Result<LineComing, String> {
        let (done, line) = crossbeam_channel::bounded(1);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let code = code.to_string();
        let since = Instant::now();
        std::thread::Builder::new()
            .name("tournament line".into())
            .spawn(move || {
                let result = if again {
                    oware_net::rejoin_hall(&config, &code, HALL_ALPN, || {
                        flag.load(Ordering::Relaxed) || since.elapsed() > PATIENCE
                    })
                } else {
                    oware_net::join_hall(&config, &code, HALL_ALPN)
                };
                // A line nobody waits for any more is closed.
                if let Err(crossbeam_channel::SendError(Ok(link))) = done.send(result) {
                    link.cut();
                }
            })
            .map_err(|e| e.to_string())?;
        Ok(LineComing { line, cancel })
    }

    /// The line, once made (or why not); `None` while it is being made.
    pub(super) fn arrived(&self) -> Option<Result<Link<HallMessage>, LinkError>> {
        match self.line.try_recv() {
            Ok(result) => Some(result),
            Err(crossbeam_channel::TryRecvError::Empty) => None,
            Err(crossbeam_channel::TryRecvError::Disconnected) => Some(Err(LinkError::Lost)),
        }
    }
}
