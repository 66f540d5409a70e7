use crate::ai::egtb::{EndgameTable, positions_up_to};
use crate::rules::{Position, Rules, Side};
use std::collections::HashMap;

/// Exhaustive, history-aware value of `p` for its player to move over the seeds on the
/// board: captures count, R9 ends the game, and a position repeating since the last capture
/// ends it by R10 with each player keeping their own side.
fn exhaustive(
    p: &Position,
    path: &mut Vec<Position>,
    fresh: &mut HashMap<Position, i32>,
    rules: &Rules,
    budget: &mut u64,
) -> Option<i32> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let me = p.to_move();
    if path
        .iter()
        .rev()
        .skip(1)
        .step_by(2)
        .any(|q| q.same_board(p))
    {
        return Some(i32::from(p.side_seeds(me)) - i32::from(p.side_seeds(me.opponent())));
    }
    let legal = p.legal_moves(rules);
    if legal.is_empty() {
        let s = p.final_stores_no_moves(rules);
        return Some(
            (i32::from(s[me.index()]) - i32::from(p.store(me)))
                - (i32::from(s[me.opponent().index()]) - i32::from(p.store(me.opponent()))),
        );
    }
    let mut best = i32::MIN;
    for mv in legal {
        let (child, report) = p.play_unchecked(mv, rules);
        let captured = i32::from(report.capture.seeds);
        let v = if captured > 0 {
            // Nothing before a capture can repeat: the child starts a fresh history.
            let key = Position::new_unchecked(*child.pits(), [0, 0], child.to_move());
            let value = match fresh.get(&key) {
                Some(&v) => v,
                None => {
                    let v = exhaustive(&key, &mut vec![key], fresh, rules, budget)?;
                    fresh.insert(key, v);
                    v
                }
            };
            captured - value
        } else {
            path.push(child);
            let v = exhaustive(&child, path, fresh, rules, budget);
            path.pop();
            -v?
        };
        best = best.max(v);
    }
    Some(best)
}

fn all_boards(n: usize, f: &mut dyn FnMut([u8; 12])) {
    fn go(pits: &mut [u8; 12], i: usize, left: usize, f: &mut dyn FnMut([u8; 12])) {
        if i == 11 {
            pits[11] = left as u8;
            f(*pits);
            return;
        }
        for c in 0..=left {
            pits[i] = c as u8;
            go(pits, i + 1, left - c, f);
        }
    }
    go(&mut [0; 12], 0, n, f);
}

#[test]
fn tables_agree_with_exhaustive_history_aware_search_up_to_six_seeds() {
    // The exhaustive search recurses once per ply of the longest cycle-free line.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(compare_up_to_six)
        .expect("thread");
    worker.join().expect("comparison");
}

fn compare_up_to_six() {
    let max: usize = std::env::var("EGTB_CHECK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, 6, &mut |_, _| {});
    assert_eq!(table.len() as u64, positions_up_to(6));
    let started = std::time::Instant::now();
    let mut fresh = HashMap::new();
    let (mut total, mut checked, mut agree) = (0usize, 0usize, 0usize);
    const BUDGET: u64 = 1_000;
    let mut disagreements = Vec::new();
    for n in 0..=max {
        eprintln!("{n} seeds: {:?}", started.elapsed());
        all_boards(n, &mut |pits| {
            let p = Position::new_unchecked(pits, [0, 0], Side::South);
            total += 1;
            let mut budget = BUDGET;
            let Some(exact) = exhaustive(&p, &mut vec![p], &mut fresh, &rules, &mut budget) else {
                return;
            };
            checked += 1;
            let stored = i32::from(table.probe(&p).expect("covered"));
            if exact == stored {
                agree += 1;
            } else if disagreements.len() < 5 {
                disagreements.push((pits, exact, stored));
            }
        });
    }
    eprintln!(
        "tables vs exhaustive search: {total} positions, {checked} searched to the end within {BUDGET} nodes, {agree} agree; e.g. {disagreements:?}"
    );
    assert_eq!(agree, checked, "{disagreements:?}");
}

#[test]
fn saved_tables_load_and_damaged_files_are_refused() {
    let rules = Rules::ABAPA;
    let table = EndgameTable::build(&rules, 5, &mut |_, _| {});
    let dir = std::env::temp_dir().join(format!("oware-egtb-test-{}", std::process::id()));
    let path = dir.join("t5.bin");
    table.save(&path).expect("save");
    let loaded = EndgameTable::load(&path, &rules, 5).expect("load");
    assert_eq!(loaded.len(), table.len());
    let p = Position::new_unchecked([1, 0, 2, 0, 0, 0, 0, 1, 0, 0, 1, 0], [20, 23], Side::South);
    assert_eq!(loaded.probe(&p), table.probe(&p));
    // Wrong size asked, truncated, flipped byte: all refused.
    assert!(EndgameTable::load(&path, &rules, 6).is_err());
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..bytes.len() - 10]).expect("write");
    assert!(EndgameTable::load(&path, &rules, 5).is_err());
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x11;
    std::fs::write(&path, &flipped).expect("write");
    assert!(EndgameTable::load(&path, &rules, 5).is_err());
    // load_or_build rebuilds and repairs the file.
    let rebuilt = EndgameTable::load_or_build(&path, &rules, 5, &mut |_, _| {});
    assert_eq!(rebuilt.probe(&p), table.probe(&p));
    assert!(EndgameTable::load(&path, &rules, 5).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}
