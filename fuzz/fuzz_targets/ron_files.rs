//! The RON files a player may be handed or find damaged: a match save (with its lines and
//! clocks) and the settings. Any text reads or is refused, never a panic; a save read is
//! written and reads again as the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::records::{SavedMatch, parse_settings};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_settings(text);
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
