//! Gives the build its commit, for `--version` and the About window: `OWARE_COMMIT` when the
//! packager sets it, else the checkout's short commit id, else "unknown commit" (a source
//! package has no repository).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=OWARE_COMMIT");
    let commit = std::env::var("OWARE_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(git_commit)
        .unwrap_or_else(|| "unknown commit".to_string());
    println!("cargo:rustc-env=OWARE_COMMIT={}", commit.trim());
}

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

fn git_commit() -> Option<String> {
    let git_dir = PathBuf::from(git(&["rev-parse", "--absolute-git-dir"])?);
    // A new commit moves HEAD or the branch it names.
    println!("cargo:rerun-if-changed={}", git_dir.join("HEAD").display());
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        println!("cargo:rerun-if-changed={}", git_dir.join(branch).display());
    }
    println!(
        "cargo:rerun-if-changed={}",
        git_dir.join("packed-refs").display()
    );
    git(&["rev-parse", "--short=9", "HEAD"]).map(|c| format!("commit {c}"))
}
