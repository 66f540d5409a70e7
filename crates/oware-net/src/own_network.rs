//! For tests that announce or listen by multicast: the test runs again in a network
//! namespace of its own, whose only interface is a loopback with multicast on, so that
//! nothing it sends leaves this machine.

use std::process::Command;

/// Set in the test's second run, inside its own network namespace.
const INSIDE: &str = "OWARE_OWN_NETWORK";

/// Runs the test `test` (its path as the test harness names it, without the crate's name:
/// `lan::tests::name`) again in a network namespace of its own (`unshare --net
/// --map-root-user`, then the loopback brought up with multicast on). Returns true in that
/// second run, where the test goes on; in the first, false once the second run passed.
///
/// # Panics
///
/// When the second run failed, ran no test, or no network namespace could be made (the
/// test must not run on the machine's real interfaces instead).
pub fn rerun_in_own_network(test: &str) -> bool {
    if std::env::var_os(INSIDE).is_some() {
        return true;
    }
    let program = std::env::current_exe().expect("the test program's path");
    let output = Command::new("unshare")
        .args(["--net", "--map-root-user", "sh", "-c"])
        .arg("ip link set lo up && ip link set lo multicast on && exec \"$0\" \"$@\"")
        .arg(&program)
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env(INSIDE, "1")
        .output()
        .unwrap_or_else(|e| {
            panic!("the test needs a network namespace of its own (unshare, from util-linux): {e}")
        });
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.success(),
        "{test} in its own network namespace: {}\n{printed}",
        output.status
    );
    assert!(
        printed.contains("1 passed"),
        "{test} did not run in its own network namespace:\n{printed}"
    );
    false
}
