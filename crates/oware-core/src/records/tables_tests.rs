//! Table files: a build saves each seed count as it finishes it and goes on from the last
//! one saved; the lock beside them never follows a link planted in its place.

use super::tables::{load_or_build_table, load_or_build_table_with, load_table, table_path};
use crate::ai::EndgameTable;
use crate::rules::Rules;

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oware-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

#[test]
fn a_build_cut_short_goes_on_from_the_last_seed_count_saved() {
    let rules = Rules::ABAPA;
    let dir = scratch("egtb-resume");
    let path = dir.join("egtb-abapa-9.bin");
    // A first build stopped after 6 seeds: what it saved is the 6-seed file.
    let mut first = EndgameTable::empty(&rules);
    first
        .extend(6, &mut |t| {
            let file = dir.join(format!("egtb-abapa-{}.bin", t.max_seeds()));
            super::save_table(&file, t).expect("saved");
            if t.max_seeds() > 1 {
                let before = dir.join(format!("egtb-abapa-{}.bin", t.max_seeds() - 1));
                std::fs::remove_file(before).expect("the smaller file");
            }
        })
        .expect("size");
    assert!(load_table(&dir.join("egtb-abapa-6.bin"), &rules, 6).is_ok());
    // The next start goes on from 6: it builds 7, 8 and 9 only, saving each at once.
    let mut counts = Vec::new();
    let mut files_seen = Vec::new();
    let loaded = load_or_build_table_with(&path, &rules, 9, &mut |n, _| counts.push(n), &mut |t| {
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("listed")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".bin"))
            .collect();
        names.sort();
        files_seen.push((t.max_seeds(), names));
    })
    .expect("size");
    assert_eq!(counts, vec![6, 7, 8, 9]);
    assert_eq!(
        files_seen,
        vec![
            (6, vec!["egtb-abapa-6.bin".to_string()]),
            (7, vec!["egtb-abapa-7.bin".to_string()]),
            (8, vec!["egtb-abapa-8.bin".to_string()]),
            (9, vec!["egtb-abapa-9.bin".to_string()]),
        ]
    );
    // The same tables as a build from nothing, byte for byte.
    let whole = EndgameTable::build(&rules, 9, &mut |_, _| {}).expect("size");
    assert_eq!(loaded.table.to_bytes(), whole.to_bytes());
    assert!(load_table(&path, &rules, 9).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_larger_build_removes_the_smaller_files_it_went_on_from() {
    let rules = Rules::ABAPA;
    let dir = scratch("egtb-larger");
    let small = EndgameTable::build(&rules, 5, &mut |_, _| {}).expect("size");
    let five = dir.join("egtb-forfeit-5.bin");
    super::save_table(&five, &small).expect("saved");
    let mut from = Vec::new();
    let loaded = load_or_build_table(&dir.join("egtb-forfeit-7.bin"), &rules, 7, &mut |n, _| {
        from.push(n)
    })
    .expect("size");
    assert_eq!(from, vec![5, 6, 7], "it went on from the 5-seed file");
    assert_eq!(loaded.table.max_seeds(), 7);
    assert!(!five.exists(), "an intermediate file is removed");
    assert!(!dir.join("egtb-forfeit-6.bin").exists());
    assert!(dir.join("egtb-forfeit-7.bin").exists());
    // The file of the default size stays when a larger build goes on from it: other
    // programs load it.
    assert!(
        table_path(&rules, super::DEFAULT_TABLE_SEEDS).is_ok_and(|p| p
            .to_string_lossy()
            .ends_with(&format!("-{}.bin", super::DEFAULT_TABLE_SEEDS)))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn a_link_planted_as_the_lock_is_never_followed() {
    let rules = Rules::ABAPA;
    let dir = scratch("egtb-lock-link");
    let victim = dir.join("victim");
    let path = dir.join("egtb-abapa-4.bin");
    std::os::unix::fs::symlink(&victim, dir.join("egtb-abapa-4.bin.lock")).expect("a link");
    let loaded = load_or_build_table(&path, &rules, 4, &mut |_, _| {}).expect("size");
    assert_eq!(loaded.table.max_seeds(), 4);
    assert!(!victim.exists(), "nothing is created where the link points");
    let _ = std::fs::remove_dir_all(&dir);
}
