//! The RON files a player may be handed or find damaged: a match save (with its lines and
//! clocks), the settings, the list of players, practice and time played. Any text reads or
//! is refused, never a panic; a save read is written and reads again as the same game; a
//! list of players read takes a new player and renames one without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::practice::{ExerciseKind, PracticeProgress};
use oware_core::records::{Activity, ProgressFile, SavedMatch, parse_profiles, parse_settings};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_settings(text);
    if let Ok(mut players) = parse_profiles(text) {
        let _ = players.create("Esi", 3, true);
        if let Some(first) = players.list.first().map(|p| p.id) {
            let _ = players.rename(first, "Ama");
            let _ = players.pick(first);
            let _ = players.remove(first);
        }
    }
    if let Ok(practice) = ron::from_str::<PracticeProgress>(text) {
        let mut practice = practice.checked();
        for level in 0..=6 {
            let _ = practice.choose_level(Some(level));
            let _ = practice.stars_at(level);
        }
        let _ = practice.record_on(ExerciseKind::CountPit, true, u64::MAX);
    }
    if let Ok(activity) = ron::from_str::<Activity>(text) {
        let mut activity = activity.checked();
        activity.add(u64::MAX, u32::MAX);
        let _ = activity.seconds_since(0);
    }
    if let Ok((saved, game)) = SavedMatch::from_ron(text) {
        let _ = saved.lines_tree(&game);
        if let Some(clock) = &saved.clock {
            let _ = clock.read();
        }
        let written = saved.to_ron().expect("a save read is written");
        let (_, again) = SavedMatch::from_ron(&written).expect("a written save reads again");
        assert_eq!(again.moves(), game.moves());
    }
});
