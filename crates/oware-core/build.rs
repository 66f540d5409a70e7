//! Gives the build its commit, for `--version` and the About window: `OWARE_COMMIT` when the
//! packager sets it, else the checkout's short commit id, else "unknown commit" (a source
//! package has no repository). Lists the lesson files of `assets/lessons/` too, so that a new
//! lesson is a new file.

use std::fmt::Write as _;
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
    list_lessons();
}

/// Writes `lessons.rs` in the build's output folder: every `assets/lessons/*.ron`, by name.
fn list_lessons() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let dir = PathBuf::from(manifest).join("assets").join("lessons");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::from("&[\n");
    for file in files {
        let stem = file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "    ({stem:?}, include_str!({:?})),",
            file.display().to_string()
        );
    }
    out.push(']');
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default());
    if let Err(e) = std::fs::write(out_dir.join("lessons.rs"), out) {
        panic!("cannot write the list of lessons: {e}");
    }
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
    // A new commit moves HEAD or the branch it names (a loose file, or a line of
    // packed-refs). Only files that exist are watched: cargo takes a missing one as changed,
    // and would build the workspace again every time.
    let watch = |path: PathBuf| {
        if path.exists() {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    };
    watch(git_dir.join("HEAD"));
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watch(git_dir.join(branch));
    }
    watch(git_dir.join("packed-refs"));
    git(&["rev-parse", "--short=9", "HEAD"]).map(|c| format!("commit {c}"))
}
