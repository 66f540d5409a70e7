//! Records as the Aualé GUI writes them, made here from its format (the tag roster with
//! `Variant "Oware Abapa"`, a move number every two plies, `+N` for what the mover's store
//! gains — on the move that ends the game, the seeds then gathered included — comments as
//! `{ words }`, the final stores last), read back and written again the same way.

use super::*;
use crate::rules::{Game, Move, Position, Rules, Side, format_position, parse_position};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// The record Aualé writes for `game`, with a comment after the plies given.
fn aulae_text(game: &Game, names: [&str; 2], comments: &[(usize, &str)]) -> String {
    let result = match game.outcome() {
        Some(o) => format!("{}-{}", o.final_stores[0], o.final_stores[1]),
        None => "*".to_string(),
    };
    let mut text = String::new();
    let roster = [
        ("Variant", "Oware Abapa".to_string()),
        ("Event", "?".to_string()),
        ("Site", "?".to_string()),
        ("Date", "?".to_string()),
        ("Round", "?".to_string()),
        ("South", names[0].to_string()),
        ("North", names[1].to_string()),
        ("Result", result.clone()),
    ];
    for (name, value) in roster {
        text.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "\\\"")));
    }
    if *game.start() != Position::start(game.rules()) {
        text.push_str(&format!("[FEN \"{}\"]\n", format_position(game.start())));
    }
    if game.plies().is_empty() {
        return text;
    }
    text.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let mut stores = game.start().stores();
    for (i, ply) in game.plies().iter().enumerate() {
        if i % 2 == 0 {
            tokens.push(format!("{}.", i / 2 + 1));
        }
        let mover = ply.report.mv.side().index();
        let mut after = ply.after.stores();
        if i + 1 == game.plies().len()
            && let Some(o) = game.outcome()
        {
            after = o.final_stores;
        }
        let mut token = ply.report.mv.letter().to_string();
        if after[mover] != stores[mover] {
            token.push_str(&format!("+{}", after[mover] - stores[mover]));
        }
        tokens.push(token);
        if let Some((_, words)) = comments.iter().find(|(at, _)| *at == i) {
            tokens.push("{".to_string());
            tokens.extend(words.split_whitespace().map(str::to_string));
            tokens.push("}".to_string());
        }
        stores = after;
    }
    if game.is_over() {
        tokens.push(result);
    }
    let mut line = tokens[0].clone();
    for token in &tokens[1..] {
        if 1 + line.len() + token.len() < 80 {
            line = format!("{line} {token}");
        } else {
            text.push_str(&line);
            text.push('\n');
            line = token.clone();
        }
    }
    text.push_str(&line);
    text.push('\n');
    text
}

/// A game of random legal moves from `start`, to its end or `plies`.
fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut game = Game::from_position(Rules::ABAPA, start);
    for _ in 0..plies {
        let legal = game.legal_moves().to_vec();
        let Some(&mv) = legal.choose(&mut rng) else {
            break;
        };
        game.play(mv).expect("legal");
    }
    game
}

/// Games of each ending: by repetition (R10), by no move (R9), by majority (R8), and
/// unfinished, from the start and from set-up positions.
fn games() -> Vec<Game> {
    let rules = Rules::ABAPA;
    let mut games = Vec::new();
    // A cycle: the seeds come back to where they were; each side gathers its own.
    let cycle = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("valid");
    let mut game = Game::from_position(rules, cycle);
    for letter in "AaBbCcDdEeFf".chars() {
        let pit = crate::rules::Pit::from_letter(letter).expect("pit");
        game.play(Move::new(pit)).expect("legal");
    }
    games.push(game);
    let mut rng = rand::rngs::StdRng::seed_from_u64(26);
    for seed in 0..40 {
        let plies = if seed % 5 == 0 {
            rng.random_range(1..60)
        } else {
            400
        };
        games.push(random_game(Position::start(&rules), seed, plies));
    }
    let late = parse_position("2-0-1-0-3-1-0-2-0-1-0-2-20-16-N", &rules).expect("valid");
    for seed in 100..110 {
        games.push(random_game(late, seed, 400));
    }
    games
}

#[test]
fn every_ending_reads_as_aulae_writes_it_and_is_written_back_the_same_way() {
    let games = games();
    let ends = |reason| {
        games
            .iter()
            .filter(|g| g.outcome().is_some_and(|o| o.reason == reason))
            .count()
    };
    assert!(ends(crate::rules::EndReason::Cycle) > 0, "a repetition");
    assert!(ends(crate::rules::EndReason::Majority) > 0, "a majority");
    assert!(ends(crate::rules::EndReason::NoMoves) > 0, "no move left");
    assert!(games.iter().any(|g| !g.is_over()), "a game in progress");
    let mut gathered_marks = 0;
    for game in &games {
        let text = aulae_text(game, ["Ama", "Kofi \"K\""], &[(0, "a  first\n move")]);
        let record = parse_ogn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(record.game, *game, "{text}");
        assert_eq!(record.game.outcome(), game.outcome());
        assert_eq!(record.comments[0].as_deref(), Some("a first move"));
        assert!(
            record
                .tags
                .iter()
                .any(|(n, v)| n == "North" && v == "Kofi \"K\""),
            "{text}"
        );
        // Written again: the same moves, marks and result, token for token; a game in
        // progress ends with `*` (docs/protocol.md), where Aualé writes nothing.
        let ours = write_ogn(&record.game, &record.tags, &[]);
        let movetext = |t: &str| t.split_once("\n\n").map(|(_, m)| m.to_string());
        let ours_moves = movetext(&ours).map(|m| match game.is_over() {
            true => m,
            false => {
                assert!(m.trim_end().ends_with('*'), "{ours}");
                format!("{}\n", m.trim_end().trim_end_matches('*').trim_end())
            }
        });
        assert_eq!(
            ours_moves,
            movetext(&aulae_text(game, ["", ""], &[])),
            "{ours}"
        );
        assert_eq!(parse_ogn(&ours).expect("ours reads").game, *game);
        // A game-ending move whose mark counts the seeds gathered at the end.
        if let (Some(o), Some(last)) = (game.outcome(), game.plies().last()) {
            let mover = last.report.mv.side();
            if o.final_stores[mover.index()] > last.after.stores()[mover.index()] {
                gathered_marks += 1;
            }
        }
    }
    assert!(gathered_marks > 0, "a final mark with seeds gathered");
}

#[test]
fn the_old_final_mark_of_captures_alone_still_reads_and_a_wrong_one_is_refused() {
    let rules = Rules::ABAPA;
    let start = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("valid");
    // f ends the cycle: North captures nothing, then gathers the seed on its side.
    let text =
        "[FEN \"1-0-0-0-0-0-1-0-0-0-0-0-23-23-S\"]\n\n1. A a 2. B b 3. C c 4. D d 5. E e 6. F f";
    let game = parse_ogn(text).expect("no mark").game;
    assert!(game.is_over());
    assert_eq!(*game.start(), start);
    let gained = game.outcome().expect("over").final_stores[Side::North.index()] - 23;
    assert!(gained > 0);
    for mark in [0, gained] {
        let marked = format!("{text}+{mark}");
        assert!(parse_ogn(&marked).is_ok(), "{marked}");
    }
    let wrong = format!("{text}+{}", gained + 5);
    let err = parse_ogn(&wrong).expect_err("wrong mark");
    assert!(err.to_string().contains("ply 12"), "{err}");
}

#[test]
fn a_chosen_rule_set_overrides_the_variant_tag() {
    let text = "[Variant \"grand-slam=capture-all\"]\n\n1. F f";
    let tagged = parse_ogn(text).expect("reads");
    assert_eq!(
        tagged.game.rules().grand_slam,
        crate::rules::GrandSlamRule::CaptureAll
    );
    let chosen = parse_ogn_with_rules(text, Some(Rules::ABAPA)).expect("reads");
    assert_eq!(*chosen.game.rules(), Rules::ABAPA);
    let unknown = "[Variant \"Oware Nam-Nam\"]\n\n1. F f";
    assert!(parse_ogn(unknown).is_err());
    assert!(parse_ogn_with_rules(unknown, Some(Rules::ABAPA)).is_ok());
}
