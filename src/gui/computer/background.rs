//! Work on threads of their own (the computer, hints, reviews, tables) runs at the lowest
//! priority the system gives, so the window keeps the processor it needs to draw.

use bevy::log::debug;

/// Lowers the calling thread's priority: the idle scheduling class on Linux (it runs only
/// when nothing else wants the processor), the lowest priority elsewhere.
pub fn lower_priority() {
    #[cfg(target_os = "linux")]
    let result = thread_priority::set_thread_priority_and_policy(
        thread_priority::thread_native_id(),
        thread_priority::ThreadPriority::Min,
        thread_priority::ThreadSchedulePolicy::Normal(
            thread_priority::NormalThreadSchedulePolicy::Idle,
        ),
    );
    #[cfg(not(target_os = "linux"))]
    let result = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
    if let Err(e) = result {
        // Not fatal: the work runs at normal priority.
        debug!("background thread priority unchanged: {e:?}");
    }
}

/// Lowers the calling thread's priority within the normal class (the nicest it can be):
/// it still gets a share of a busy processor, where the idle class would get none.
pub fn lower_priority_within_normal() {
    let result = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
    if let Err(e) = result {
        debug!("background thread priority unchanged: {e:?}");
    }
}

/// Spawns long work (building the endgame tables) on a thread of its own at a low priority
/// that still moves on when the machine is busy; the threads it starts inherit it.
pub fn spawn_low(work: impl FnOnce() + Send + 'static) {
    std::thread::spawn(move || {
        lower_priority_within_normal();
        work();
    });
}

/// Spawns `work` on a thread of its own at the lowest priority.
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    std::thread::spawn(move || {
        lower_priority();
        work();
    });
}
