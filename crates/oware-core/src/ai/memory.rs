//! How much memory this process may still take, so that endgame tables too large for the
//! machine are refused with the figures instead of ending the program when memory runs out.

/// The bytes this process may still allocate: the least of what the system has available,
/// what a control group's limit leaves, and what the address-space limit (`ulimit -v`)
/// leaves. `None` when none of them can be read.
pub fn available_memory() -> Option<u64> {
    let mut limits = Vec::new();
    if let Ok(mut system) = sysinfo::System::new() {
        system.refresh_memory();
        if system.total_memory() > 0 {
            limits.push(system.available_memory());
        }
        if let Some(group) = system.cgroup_limits() {
            limits.push(group.free_memory);
        }
        if let Some(limit) = address_space_limit() {
            let used = sysinfo::get_current_pid().ok().and_then(|pid| {
                system.refresh_processes_specifics(
                    sysinfo::ProcessesToUpdate::Some(&[pid]),
                    true,
                    sysinfo::ProcessRefreshKind::nothing().with_memory(),
                );
                system.process(pid).map(sysinfo::Process::virtual_memory)
            });
            limits.push(limit.saturating_sub(used.unwrap_or(0)));
        }
    }
    limits.into_iter().min()
}

/// The soft address-space limit of this process, when there is one.
#[cfg(unix)]
fn address_space_limit() -> Option<u64> {
    use nix::sys::resource::{RLIM_INFINITY, Resource, getrlimit};
    let (soft, _) = getrlimit(Resource::RLIMIT_AS).ok()?;
    #[allow(clippy::useless_conversion)] // rlim_t is u64 on most, not all, platforms
    let soft = u64::from(soft);
    #[allow(clippy::useless_conversion)]
    (soft != u64::from(RLIM_INFINITY)).then_some(soft)
}

#[cfg(not(unix))]
fn address_space_limit() -> Option<u64> {
    None
}
