//! Game records (OGN), one or several in a file: any text reads or is refused, never a
//! panic; a record read is written and reads again as the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::records::{parse_ogn, split_records, write_ogn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for record in split_records(text) {
        if let Ok(read) = parse_ogn(record) {
            let written = write_ogn(&read.game, &read.tags, &read.comments);
            let again = parse_ogn(&written).expect("a written record reads again");
            assert_eq!(again.game.moves(), read.game.moves());
            assert_eq!(again.game.start(), read.game.start());
        }
    }
});
