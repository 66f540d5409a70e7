//! Endgame-table files: saved, loaded, damaged ones rebuilt, built once for two programs.

use super::*;

#[test]
fn saved_tables_load_and_damaged_files_are_refused_then_rebuilt() {
    use crate::ai::EndgameTable;
    use crate::rules::Position;
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, 5, &mut |_, _| {}).expect("a supported size");
    let dir = std::env::temp_dir().join(format!("oware-egtb-test-{}", std::process::id()));
    let path = dir.join("t5.bin");
    save_table(&path, &table).expect("save");
    let loaded = load_table(&path, &rules, 5).expect("load");
    assert_eq!(loaded.len(), table.len());
    let p = Position::new_unchecked([1, 0, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0], [20, 23], Side::South);
    assert_eq!(loaded.probe(&p), table.probe(&p));
    // Wrong size asked, another rule, truncated, flipped byte: all refused.
    assert!(matches!(
        load_table(&path, &rules, 6),
        Err(TableFileError::Damaged { .. })
    ));
    let other = Rules {
        grand_slam: crate::rules::GrandSlamRule::CaptureAll,
        ..Rules::ABAPA
    };
    assert!(load_table(&path, &other, 5).is_err());
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..bytes.len() - 10]).expect("write");
    assert!(load_table(&path, &rules, 5).is_err());
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x11;
    std::fs::write(&path, &flipped).expect("write");
    assert!(load_table(&path, &rules, 5).is_err());
    // Loading or building rebuilds and repairs the file.
    let rebuilt = load_or_build_table(&path, &rules, 5, &mut |_, _| {}).expect("size");
    assert!(rebuilt.not_saved.is_none());
    // The damaged file is said to be so, and kept beside the new one.
    let replaced = rebuilt.replaced.as_ref().expect("the damage is reported");
    let kept = dir.join("t5.bin.damaged");
    assert_eq!(replaced.kept_as.as_deref(), Some(kept.as_path()));
    assert_eq!(std::fs::read(&kept).expect("kept"), flipped);
    assert!(
        replaced.to_string().contains("t5.bin.damaged"),
        "{replaced}"
    );
    assert_eq!(rebuilt.table.probe(&p), table.probe(&p));
    assert!(load_table(&path, &rules, 5).is_ok());
    let again = load_or_build_table(&path, &rules, 5, &mut |_, _| {}).expect("size");
    assert!(again.replaced.is_none(), "a good file is simply loaded");
    // One size limit everywhere.
    assert!(load_or_build_table(&path, &rules, 99, &mut |_, _| {}).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_programs_needing_the_same_tables_build_them_once() {
    let dir = std::env::temp_dir().join(format!("oware-egtb-twice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("t8.bin");
    let built: Vec<bool> = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..2)
            .map(|_| {
                let path = path.clone();
                scope.spawn(move || {
                    let mut building = false;
                    let loaded =
                        load_or_build_table(&path, &Rules::ABAPA, 8, &mut |_, _| building = true)
                            .expect("a supported size");
                    assert!(loaded.not_saved.is_none());
                    building
                })
            })
            .collect();
        runs.into_iter()
            .map(|r| r.join().expect("a thread"))
            .collect()
    });
    assert_eq!(built.iter().filter(|b| **b).count(), 1, "{built:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
