//! Random input: random games round-trip, and every reader refuses wrong input with an error, never a panic.

use super::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn ogn_round_trips_random_games(choices in prop::collection::vec(any::<u8>(), 0..200)) {
        let game = random_game(&choices);
        let comments: Vec<Option<String>> =
            (0..game.plies().len()).map(|i| (i % 7 == 3).then(|| format!("note {i}"))).collect();
        let text = write_ogn(&game, &[("Event".into(), "Test".into())], &comments);
        let back = parse_ogn(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back.game, &game);
        prop_assert_eq!(back.comments, comments);
    }

    #[test]
    fn position_strings_round_trip(choices in prop::collection::vec(any::<u8>(), 0..200)) {
        let game = random_game(&choices);
        let text = crate::rules::format_position(game.position());
        prop_assert_eq!(parse_position(&text, &Rules::ABAPA), Ok(*game.position()));
    }

    #[test]
    fn random_bytes_never_panic_any_parser(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        // Whatever the bytes, each parser answers, and what it refuses it says in words.
        let text = String::from_utf8_lossy(&bytes);
        match parse_ogn(&text) {
            Ok(record) => prop_assert!(record.game.plies().len() <= text.len()),
            Err(e) => prop_assert!(!e.to_string().trim().is_empty()),
        }
        match parse_position(&text, &Rules::ABAPA) {
            Ok(p) => prop_assert_eq!(
                parse_position(&crate::rules::format_position(&p), &Rules::ABAPA),
                Ok(p)
            ),
            Err(e) => prop_assert!(!e.to_string().trim().is_empty()),
        }
        if let Err(e) = parse_move_list(&text) {
            prop_assert!(!e.to_string().trim().is_empty());
        }
        if let Err(e) = text.parse::<Rules>() {
            prop_assert!(!e.to_string().trim().is_empty());
        }
        if let Err(e) = SavedMatch::from_ron(&text) {
            prop_assert!(!e.to_string().trim().is_empty());
        }
    }

    #[test]
    fn ogn_like_noise_never_panics(text in "[\\[\\]\"{}()A-Fa-f1-9. +*\\-\n]{0,200}") {
        let _ = parse_ogn(&text);
        let _ = parse_position(&text, &Rules::ABAPA);
    }
}

/// A 15-field position string from these counts and side letter.
fn position_text(counts: &[u8], side: &str) -> String {
    let mut fields: Vec<String> = counts.iter().map(u8::to_string).collect();
    fields.push(side.to_string());
    fields.join("-")
}

/// Text that is a move list except for one character that names no move.
fn bad_move_list() -> impl Strategy<Value = String> {
    (
        "[A-Fa-f1-6 ,]{0,20}",
        "[^A-Fa-f1-6, \t\n\r\u{b}\u{c}\u{85}\u{a0}\u{1680}\u{2000}-\u{200a}\u{2028}\u{2029}\u{202f}\u{205f}\u{3000}]",
        "[A-Fa-f1-6 ,]{0,20}",
    )
        .prop_map(|(a, bad, b)| format!("{a}{bad}{b}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    // Every parser of the project, fed arbitrary bytes and well-formed but wrong values:
    // an `Err`, never a panic.

    #[test]
    fn a_position_whose_counts_do_not_add_up_is_refused(
        counts in prop::collection::vec(0u8..=48, 14),
        side in prop::sample::select(vec!["S", "N"]),
    ) {
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        prop_assume!(total != 48);
        prop_assert!(parse_position(&position_text(&counts, side), &Rules::ABAPA).is_err());
    }

    #[test]
    fn a_position_with_the_wrong_fields_is_refused(
        counts in prop::collection::vec(0u8..=48, 0..30),
        side in "[A-Za-z]{0,2}",
        big in 49u32..100_000,
    ) {
        if counts.len() != 14 {
            prop_assert!(parse_position(&position_text(&counts, "S"), &Rules::ABAPA).is_err());
        } else {
            if side != "S" && side != "N" && side != "s" && side != "n" {
                prop_assert!(parse_position(&position_text(&counts, &side), &Rules::ABAPA).is_err());
            }
            let mut fields: Vec<String> = counts.iter().map(u8::to_string).collect();
            fields[0] = big.to_string();
            fields.push("S".into());
            prop_assert!(parse_position(&fields.join("-"), &Rules::ABAPA).is_err());
        }
    }

    #[test]
    fn a_move_list_with_a_character_that_names_no_move_is_refused(text in bad_move_list()) {
        prop_assert!(parse_move_list(&text).is_err(), "{text:?}");
    }

    #[test]
    fn an_ogn_record_with_an_illegal_move_or_a_wrong_mark_is_refused(
        choices in prop::collection::vec(any::<u8>(), 1..80),
        at in any::<prop::sample::Index>(),
        wrong in 1u32..40,
    ) {
        let game = random_game(&choices);
        prop_assume!(!game.plies().is_empty());
        let i = at.index(game.plies().len());
        let before = game.positions()[i];
        // The other player's pit is never legal.
        let illegal = crate::rules::Pit::of_side(before.to_move().opponent(), 0);
        let mut moves: Vec<String> = game.plies().iter().map(|p| p.report.mv.to_string()).collect();
        moves[i] = illegal.to_string();
        let text = format!("[Variant \"Abapa\"]\n\n{}\n", moves.join(" "));
        let illegal_move_refused = matches!(parse_ogn(&text), Err(OgnError::IllegalMove { .. }));
        prop_assert!(illegal_move_refused, "{}", text);
        // A capture mark that is not what the move captured.
        let mut marked: Vec<String> = game.plies().iter().map(|p| p.report.mv.to_string()).collect();
        let actual = u32::from(game.plies()[i].report.capture.seeds);
        marked[i] = format!("{}+{}", marked[i], actual + wrong);
        let text = format!("\n{}\n", marked.join(" "));
        let wrong_mark_refused = matches!(parse_ogn(&text), Err(OgnError::CaptureMark { .. }));
        prop_assert!(wrong_mark_refused, "{}", text);
    }

    #[test]
    fn an_ogn_record_with_a_bad_tag_is_refused(
        variant in "[a-z]{1,12}",
        fen in prop::collection::vec(0u8..=48, 14),
    ) {
        prop_assume!(variant.parse::<Rules>().is_err());
        let text = format!("[Variant \"{variant}\"]\n\n1. F f\n");
        let refused = matches!(parse_ogn(&text), Err(OgnError::Tag { .. }));
        prop_assert!(refused);
        let total: u32 = fen.iter().map(|&c| u32::from(c)).sum();
        prop_assume!(total != 48);
        let text = format!("[FEN \"{}\"]\n", position_text(&fen, "S"));
        let refused = matches!(parse_ogn(&text), Err(OgnError::Tag { .. }));
        prop_assert!(refused);
    }

    #[test]
    fn a_save_with_a_wrong_value_is_refused(
        choices in prop::collection::vec(any::<u8>(), 0..60),
        version in 2u32..10_000,
        seeds in prop::sample::select(vec![0u8, 1, 2, 7, 8, 12, 255]),
        level in prop::sample::select(vec![0u8, 9, 10, 100, 255]),
    ) {
        let game = random_game(&choices);
        let good = SavedMatch::new(
            Rules::ABAPA,
            Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South),
            &game,
            [PlayerKind::Human, PlayerKind::Computer { level: 3 }],
            ["A".into(), "B".into()],
        );
        prop_assert!(SavedMatch::from_ron(&good.to_ron().expect("encode")).is_ok());
        let mut v = good.clone();
        v.version = version;
        prop_assert!(matches!(SavedMatch::from_ron(&v.to_ron().expect("encode")), Err(SaveError::Version(_))));
        let mut s = good.clone();
        s.rules.seeds_per_pit = seeds;
        prop_assert!(matches!(SavedMatch::from_ron(&s.to_ron().expect("encode")), Err(SaveError::SeedsPerPit(_))));
        let mut l = good.clone();
        l.players[1] = PlayerKind::Computer { level };
        prop_assert!(matches!(SavedMatch::from_ron(&l.to_ron().expect("encode")), Err(SaveError::Level(_))));
        // A move of the other player where it is not their turn.
        let mut m = good.clone();
        let wrong = crate::rules::Pit::of_side(game.position().to_move().opponent(), 0);
        m.game.moves.push_str(&wrong.to_string());
        prop_assert!(SavedMatch::from_ron(&m.to_ron().expect("encode")).is_err());
        // Text that is cut short.
        let text = good.to_ron().expect("encode");
        prop_assert!(matches!(SavedMatch::from_ron(&text[..text.len() / 2]), Err(SaveError::Format(_))));
    }

    #[test]
    fn settings_with_a_wrong_value_are_refused(
        speed in "[A-Z][a-z]{0,8}",
        flag in "[0-9]{1,3}|\"[a-z]{0,5}\"",
        bytes in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        prop_assume!(!["Slow", "Normal", "Fast", "Instant"].contains(&speed.as_str()));
        let ok = parse_settings(&format!("(speed: {speed})")).is_err();
        prop_assert!(ok);
        let ok = parse_settings(&format!("(show_counts: {flag})")).is_err();
        prop_assert!(ok);
        let _ = parse_settings(&String::from_utf8_lossy(&bytes));
        // A field left out takes its default; a good file reads back.
        let text = ron::to_string(&Settings::default()).expect("encode");
        prop_assert_eq!(parse_settings(&text).expect("good"), Settings::default());
        prop_assert_eq!(parse_settings("()").expect("defaults"), Settings::default());
    }
}
