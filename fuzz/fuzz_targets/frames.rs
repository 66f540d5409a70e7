//! The online frame reader: any bytes from a peer, in pieces of any size, give messages
//! or an error, never a panic; a message read is written back as the same frame.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::net::{FrameReader, encode};

fuzz_target!(|data: &[u8]| {
    let Some((&piece, bytes)) = data.split_first() else {
        return;
    };
    let mut reader: FrameReader = FrameReader::default();
    for chunk in bytes.chunks(usize::from(piece).max(1)) {
        reader.push(chunk);
        while let Ok(Some(message)) = reader.next_message() {
            let mut again = FrameReader::default();
            again.push(&encode(&message));
            assert_eq!(again.next_message(), Ok(Some(message)));
        }
    }
});
