use super::Pairing;
use super::standings::{Absence, Outcome, PairingResult, RoundResults};
use super::trf::{TrfHeader, read, write};

fn header(players: usize) -> TrfHeader {
    TrfHeader {
        name: "Club night".into(),
        players: (1..=players).map(|p| format!("Ama {p}")).collect(),
        rounds: 3,
        top_seed_first: true,
    }
}

fn game(first: usize, second: usize, outcome: Outcome) -> PairingResult {
    PairingResult {
        pairing: Pairing { first, second },
        outcome,
        seeds: [0, 0],
        forfeit: false,
    }
}

fn two_rounds() -> Vec<RoundResults> {
    vec![
        RoundResults {
            results: vec![game(0, 2, Outcome::FirstWins), game(3, 1, Outcome::Draw)],
            absent: vec![(4, Absence::Bye)],
        },
        RoundResults {
            results: vec![
                game(4, 0, Outcome::SecondWins),
                PairingResult {
                    forfeit: true,
                    ..game(1, 2, Outcome::FirstWins)
                },
            ],
            absent: vec![(3, Absence::HalfBye)],
        },
    ]
}

#[test]
fn a_tournament_written_as_trf_reads_back_the_same() {
    let played = two_rounds();
    let text = write(&header(5), &played, &[(2, Absence::HalfBye)]);
    assert!(text.contains("XXR 3"), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("001    1"))
        .expect("player 1");
    // Columns as the format puts them: points at 81-84, the first round at 92-99.
    assert_eq!(&line[80..84], " 2.0", "{line}");
    assert_eq!(&line[91..99], "   3 w 1", "{line}");
    let back = read(&text).expect("read back");
    assert_eq!(back.header, header(5));
    assert_eq!(back.played, played);
    assert_eq!(back.next_out, [(2, Absence::HalfBye)]);
}

#[test]
fn a_trf_that_lies_is_refused_with_the_line_and_the_reason() {
    let good = write(&header(5), &two_rounds(), &[]);
    let lie = |from: &str, to: &str| {
        let text = good.replacen(from, to, 1);
        assert_ne!(text, good, "{from}");
        read(&text).expect_err(from).to_string()
    };
    // Player 1 says they met 3, who says they met someone else.
    let why = lie("   1 b 0", "   5 b 0");
    assert!(why.contains("does not say they met"), "{why}");
    // A win both ways.
    let why = lie("   1 b 0", "   1 b 1");
    assert!(why.contains("do not fit"), "{why}");
    // Points that the results do not add up to.
    let why = lie(" 2.0    1", " 3.0    1");
    assert!(why.contains("points written"), "{why}");
    // Nonsense in a result and in the points.
    assert!(lie("   3 w 1", "   3 w ?").contains("not a result"));
    assert!(lie(" 2.0    1", " 2.7    1").contains("not a number of points"));
    // Players 1 and 3 meeting again over the board in round 2.
    let again = good
        .replacen("   5 b 1", "   3 b 1", 1)
        .replacen("   2 b -", "   1 w 0", 1);
    assert!(read(&again).is_err());
    // Too few players, a broken number, bytes that are not a report at all.
    assert!(read("012 x\n001    1      Ama").is_err());
    assert!(read("\u{0}\u{1}garbage\n001 abcd").is_err());
    assert!(read(&"001".repeat(400_000)).is_err());
}

#[test]
fn names_in_any_script_keep_the_columns() {
    let mut h = header(2);
    h.players = vec!["อามา".into(), "Kofi Ɔsei".into()];
    let played = vec![RoundResults {
        results: vec![game(0, 1, Outcome::Draw)],
        absent: Vec::new(),
    }];
    let back = read(&write(&h, &played, &[])).expect("read back");
    assert_eq!(back.header.players, h.players);
    assert_eq!(back.played, played);
}

#[test]
fn damaged_reports_are_read_or_refused_never_a_panic() {
    let good = include_str!("swiss/checked/8p4r.trf");
    let mut state: u64 = 0x853c_49e6_748f_ea9b;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b" 0123456789.wb-=+UHFZ\n001XXR\xe0\xb8";
    let (mut read_ok, mut refused) = (0, 0);
    for _ in 0..1500 {
        let mut bytes = good.as_bytes().to_vec();
        for _ in 0..1 + next() % 4 {
            let at = (next() % bytes.len() as u64) as usize;
            bytes[at] = alphabet[(next() % alphabet.len() as u64) as usize];
        }
        let text = String::from_utf8_lossy(&bytes);
        match read(&text) {
            Ok(report) => {
                read_ok += 1;
                let again = read(&write(&report.header, &report.played, &report.next_out))
                    .expect("a written report reads again");
                assert_eq!(again.played, report.played);
                let players = report.header.players.len();
                let swiss = super::swiss::Swiss {
                    rounds: report.header.rounds,
                    top_seed_first: report.header.top_seed_first,
                };
                let _ = swiss.pair(players, &report.played, &(0..players).collect::<Vec<_>>());
            }
            Err(e) => {
                refused += 1;
                assert!(!e.what.is_empty());
            }
        }
    }
    assert!(
        read_ok > 0 && refused > 0,
        "{read_ok} read, {refused} refused"
    );
}
