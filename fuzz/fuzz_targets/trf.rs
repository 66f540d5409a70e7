//! Tournament reports (TRF): any text reads or is refused with its line, never a panic; a
//! report read is written and reads again as the same tournament, and its next Swiss
//! round pairs (or is refused) without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::tournament::swiss::Swiss;
use oware_core::tournament::trf::{read, write};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(report) = read(text) else {
        return;
    };
    let written = write(&report.header, &report.played, &report.next_out);
    let again = read(&written).expect("a written report reads again");
    assert_eq!(again.played, report.played);
    assert_eq!(again.header.players.len(), report.header.players.len());
    let players = report.header.players.len();
    let all: Vec<usize> = (0..players).collect();
    let swiss = Swiss {
        rounds: report.header.rounds,
        top_seed_first: report.header.top_seed_first,
    };
    let _ = swiss.pair(players, &report.played, &all);
});
