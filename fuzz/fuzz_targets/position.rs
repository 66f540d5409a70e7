//! Position strings and move lists, under the standard rules and a variant: any text reads
//! or is refused, never a panic; a position read is written and reads as the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::rules::{Rules, format_position, parse_move_list, parse_position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_move_list(text);
    let variant: Rules = "capture-all+seeds=5".parse().unwrap_or(Rules::ABAPA);
    for rules in [Rules::ABAPA, variant] {
        if let Ok(position) = parse_position(text, &rules) {
            let again = parse_position(&format_position(&position), &rules)
                .expect("a written position reads again");
            assert_eq!(again, position);
        }
    }
});
