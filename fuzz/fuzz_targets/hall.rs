//! A tournament's organizer fed with strangers' frames: four players entered and a round
//! started, then each message from outside comes on one of five lines (four entered, one
//! not), the organizer's other steps between them. Nothing panics, and what the organizer
//! keeps always holds together (its file reads back as written).
#![no_main]

use libfuzzer_sys::fuzz_target;
use oware_core::net::FrameReader;
use oware_core::rules::MatchFormat;
use oware_core::tournament::event::{System, Tournament};
use oware_core::tournament::hall::{HALL_VERSION, HallFile, HallMessage, Organizer, PlaySettings};
use oware_core::tournament::standings::Outcome;

fuzz_target!(|data: &[u8]| {
    let mut organizer = Organizer::new(HallFile {
        tournament: Tournament::new("Fuzz", System::Swiss { rounds: 3 }, Vec::new()),
        play: PlaySettings {
            format: MatchFormat::BestOf3,
            clock: Some("60+1".into()),
        },
        code: String::new(),
        tickets: Vec::new(),
        boards: Vec::new(),
    });
    for (line, name) in ["Ama", "Kofi", "Esi", "Yaw"].into_iter().enumerate() {
        organizer.receive(
            line as u64,
            HallMessage::Enter {
                version: HALL_VERSION,
                program: "fuzz".into(),
                name: name.into(),
                ticket: None,
            },
        );
    }
    let _ = organizer.start_round();
    let mut reader = FrameReader::<HallMessage>::default();
    reader.push(data);
    let mut n = 0u64;
    while let Ok(Some(message)) = reader.next_message() {
        n += 1;
        let line = n % 5;
        organizer.receive(line, message);
        match n % 7 {
            3 => {
                organizer.gone(line);
            }
            5 => {
                let _ = organizer.decide(1, Outcome::Draw, "fuzz");
            }
            6 => {
                let _ = organizer.start_round();
            }
            _ => {}
        }
    }
    let text = organizer.file().to_ron().expect("written");
    let again = HallFile::from_ron(&text).expect("what the organizer keeps holds together");
    assert_eq!(&again, organizer.file());
});
