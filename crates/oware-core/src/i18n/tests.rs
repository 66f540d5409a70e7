//! The language files: each parses, each has every message English has (and no other), each
//! message formats with the arguments the code gives, and plurals come out right. (That every
//! message id the code of the whole program asks for exists is checked by the game crate,
//! which sees all of it.)

use super::*;
use fluent_bundle::FluentValue;
use std::collections::BTreeSet;

/// Both Fluent files of a language, the app's and the lessons', as one source.
fn all_sources(language: Language) -> &'static str {
    let joined = format!("{}\n{}", language.source(), language.lessons_source());
    Box::leak(joined.into_boxed_str())
}

/// The message ids of a Fluent source, in file order.
fn ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The variables (`$name`) in the text of message `id` of `source`, continuation lines
/// included.
fn variables(source: &str, id: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut inside = false;
    for line in source.lines() {
        if line.starts_with(|c: char| c.is_ascii_lowercase()) {
            inside = line.split_once('=').is_some_and(|(i, _)| i.trim() == id);
        } else if !line.starts_with(' ') && !line.starts_with('}') {
            inside = false;
        }
        if !inside {
            continue;
        }
        for part in line.split('$').skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            found.insert(name);
        }
    }
    found
}

#[test]
fn every_file_parses_without_errors_or_duplicates() {
    for language in Language::ALL {
        let source = all_sources(language);
        if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
            panic!("{}.ftl does not parse: {errors:?}", language.code());
        }
        let all = ids(source);
        let unique: BTreeSet<_> = all.iter().collect();
        assert_eq!(
            all.len(),
            unique.len(),
            "{}.ftl repeats an id",
            language.code()
        );
    }
}

#[test]
fn every_language_has_exactly_the_english_messages() {
    let english: BTreeSet<String> = ids(all_sources(Language::English)).into_iter().collect();
    assert!(
        english.len() > 200,
        "English has {} messages",
        english.len()
    );
    for language in Language::ALL {
        let own: BTreeSet<String> = ids(all_sources(language)).into_iter().collect();
        let missing: Vec<_> = english.difference(&own).collect();
        let extra: Vec<_> = own.difference(&english).collect();
        assert!(
            missing.is_empty(),
            "{}.ftl lacks {missing:?}",
            language.code()
        );
        assert!(
            extra.is_empty(),
            "{}.ftl has unknown {extra:?}",
            language.code()
        );
        let translator = Translator::new(language);
        for id in &english {
            assert!(translator.has(id), "{}: {id} has no value", language.code());
        }
    }
}

#[test]
fn every_message_formats_with_the_english_arguments() {
    let english = all_sources(Language::English);
    for language in Language::ALL {
        let source = all_sources(language);
        let translator = Translator::new(language);
        for id in ids(english) {
            let wanted = variables(english, &id);
            let used = variables(source, &id);
            let unknown: Vec<_> = used.difference(&wanted).collect();
            assert!(
                unknown.is_empty(),
                "{}: {id} uses {unknown:?}, which the code does not give",
                language.code()
            );
            let mut args = FluentArgs::new();
            for name in &wanted {
                args.set(name.as_str(), FluentValue::from(2));
            }
            let text = translator.format(&id, Some(&args));
            assert!(!text.is_empty(), "{}: {id} is empty", language.code());
            assert!(
                !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                "{}: {id} has isolation marks",
                language.code()
            );
            assert!(
                !text.contains("{$") && !text.contains("{ $"),
                "{}: {id} left a placeholder: {text}",
                language.code()
            );
        }
    }
}

#[test]
fn thai_and_vietnamese_leave_no_english_sentence() {
    let english = Translator::new(Language::English);
    // Messages that are the same in every language: symbols, numbers, names.
    let same_everywhere = [
        "turn-undo",
        "turn-redo",
        "status-draw",
        "progress-score",
        "continue-score",
        "continue-score-format",
        "preview-progress",
        "practice-pit",
        "key-esc",
        "key-enter",
        "list-separator",
        "menu-match-score",
        "review-player-summary",
        "practice-accuracy",
        "menu-tables-progress",
        "hint-value-draw",
        "why-title",
    ];
    for language in [Language::Thai, Language::Vietnamese, Language::French] {
        let translator = Translator::new(language);
        for id in ids(all_sources(Language::English)) {
            let mut args = FluentArgs::new();
            for name in variables(all_sources(Language::English), &id) {
                args.set(name, FluentValue::from(2));
            }
            let theirs = translator.format(&id, Some(&args));
            let ours = english.format(&id, Some(&args));
            let has_words = ours.chars().filter(|c| c.is_ascii_alphabetic()).count() > 3;
            if has_words && !same_everywhere.contains(&id.as_str()) && language != Language::French
            {
                assert_ne!(theirs, ours, "{}: {id} is still English", language.code());
            }
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let count = |language: Language, id: &str, n: u32| {
        let mut args = FluentArgs::new();
        args.set("count", FluentValue::from(n));
        Translator::new(language).format(id, Some(&args))
    };
    assert_eq!(count(Language::English, "count-mistakes", 1), "1 mistake");
    assert_eq!(count(Language::English, "count-mistakes", 2), "2 mistakes");
    assert_eq!(count(Language::English, "score-seeds-count", 1), "1 seed");
    assert_eq!(count(Language::English, "score-seeds-count", 0), "0 seeds");
    assert_eq!(count(Language::English, "library-games", 1), "1 game");
    assert_eq!(count(Language::English, "library-games", 3), "3 games");
    assert_eq!(count(Language::French, "library-games", 1), "1 partie");
    // French counts 0 and 1 as singular.
    assert_eq!(count(Language::French, "score-seeds-count", 0), "0 graine");
    assert_eq!(count(Language::French, "score-seeds-count", 1), "1 graine");
    assert_eq!(count(Language::French, "score-seeds-count", 2), "2 graines");
    // Thai and Vietnamese do not inflect: the number changes, the word does not.
    for language in [Language::Thai, Language::Vietnamese] {
        let one = count(language, "score-seeds-count", 1);
        let many = count(language, "score-seeds-count", 7);
        assert_eq!(one.replace('1', "7"), many, "{}", language.code());
    }
}

#[test]
fn codes_and_locales_name_their_language() {
    assert_eq!(Language::from_code("fr"), Some(Language::French));
    assert_eq!(Language::from_code("fr-CA"), Some(Language::French));
    assert_eq!(Language::from_code("th_TH.UTF-8"), Some(Language::Thai));
    assert_eq!(Language::from_code("VI"), Some(Language::Vietnamese));
    assert_eq!(Language::from_code("en_GB@euro"), Some(Language::English));
    assert_eq!(Language::from_code("de"), None);
    assert_eq!(Language::from_code(""), None);
    assert!("xx".parse::<Language>().is_err());
    for language in Language::ALL {
        assert_eq!(Language::from_code(language.code()), Some(language));
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let thai = Translator::new(Language::Thai);
    assert_eq!(thai.format("no-such-message", None), "no-such-message");
    assert_ne!(thai.format("menu-game", None), "menu-game");
}
