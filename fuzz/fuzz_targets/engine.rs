//! The engine protocol: any lines a GUI sends are answered or refused, never a panic. One
//! engine serves every input (making one reads the opening book: a second each), each input
//! starting with `ucinewgame`. A search started by `go` is stopped by the next line (the
//! fuzzer would wait for it otherwise), and `setoption name Hash` is left out (its value
//! allocates up to 4 GiB), as are the endgame tables (`UseTables`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::rules::Rules;
use oware_core::uci::{Engine, SharedOut};
use std::sync::{Arc, LazyLock, Mutex};

static ENGINE: LazyLock<Mutex<Engine>> = LazyLock::new(|| {
    let out: SharedOut = Arc::new(Mutex::new(Box::new(std::io::sink())));
    let mut engine = Engine::new(Rules::ABAPA, out);
    engine.command("setoption name Hash value 1");
    // Without it the first search builds the endgame tables in the background (1.3 GB,
    // and a processor taken from the fuzzer for minutes).
    engine.command("setoption name UseTables value false");
    Mutex::new(engine)
});

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut engine) = ENGINE.lock() else {
        return;
    };
    engine.command("setoption name Variant value abapa");
    engine.command("ucinewgame");
    for line in text.lines().take(64) {
        let lower = line.to_ascii_lowercase();
        if lower.contains("hash") || lower.contains("usetables") {
            continue;
        }
        let go = line.trim_start().starts_with("go");
        if !engine.command(line) {
            break;
        }
        if go {
            engine.command("stop");
        }
    }
    engine.command("stop");
});
