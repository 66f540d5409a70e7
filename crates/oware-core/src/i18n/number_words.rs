//! Numbers written out as they are said, from 0 to 99, in every language the app speaks:
//! a child counting seeds hears "seven", "sept", "เจ็ด", "bảy" as well as seeing 7. Fluent
//! formats numbers as digits only, so the words are made here, by each language's rules.

use super::Language;

/// `n` in words in `language`; `None` from 100 on (a pit never holds so many).
pub fn number_in_words(n: u32, language: Language) -> Option<String> {
    if n > 99 {
        return None;
    }
    Some(match language {
        Language::English => english(n),
        Language::French => french(n),
        Language::Thai => thai(n),
        Language::Vietnamese => vietnamese(n),
    })
}

fn english(n: u32) -> String {
    const SMALL: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    match (n / 10, n % 10) {
        _ if n < 20 => SMALL[n as usize].to_string(),
        (tens, 0) => TENS[tens as usize].to_string(),
        (tens, unit) => format!("{}-{}", TENS[tens as usize], SMALL[unit as usize]),
    }
}

fn french(n: u32) -> String {
    const SMALL: [&str; 20] = [
        "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
        "dix-neuf",
    ];
    const TENS: [&str; 7] = [
        "",
        "",
        "vingt",
        "trente",
        "quarante",
        "cinquante",
        "soixante",
    ];
    match n {
        0..=19 => SMALL[n as usize].to_string(),
        // 70–79: sixty and ten to nineteen ("soixante et onze").
        70 => "soixante-dix".into(),
        71 => "soixante et onze".into(),
        72..=79 => format!("soixante-{}", SMALL[n as usize - 60]),
        // 80–99: four twenties ("quatre-vingts", but "quatre-vingt-un", no "et").
        80 => "quatre-vingts".into(),
        81..=99 => format!("quatre-vingt-{}", SMALL[n as usize - 80]),
        _ => match (n / 10, n % 10) {
            (tens, 0) => TENS[tens as usize].to_string(),
            (tens, 1) => format!("{} et un", TENS[tens as usize]),
            (tens, unit) => format!("{}-{}", TENS[tens as usize], SMALL[unit as usize]),
        },
    }
}

fn thai(n: u32) -> String {
    const DIGITS: [&str; 10] = [
        "ศูนย์",
        "หนึ่ง",
        "สอง",
        "สาม",
        "สี่",
        "ห้า",
        "หก",
        "เจ็ด",
        "แปด",
        "เก้า",
    ];
    if n < 10 {
        return DIGITS[n as usize].to_string();
    }
    let tens = match n / 10 {
        1 => "สิบ".to_string(),
        2 => "ยี่สิบ".to_string(),
        t => format!("{}สิบ", DIGITS[t as usize]),
    };
    // A one after the tens is said "et" (สิบเอ็ด, eleven).
    let unit = match n % 10 {
        0 => "",
        1 => "เอ็ด",
        u => DIGITS[u as usize],
    };
    format!("{tens}{unit}")
}

fn vietnamese(n: u32) -> String {
    const DIGITS: [&str; 10] = [
        "không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín",
    ];
    if n < 10 {
        return DIGITS[n as usize].to_string();
    }
    let (tens, unit) = (n / 10, n % 10);
    let head = if tens == 1 {
        "mười".to_string()
    } else {
        format!("{} mươi", DIGITS[tens as usize])
    };
    // After the tens a five is "lăm"; after twenty and more a one is "mốt", a four "tư".
    let tail = match unit {
        0 => return head,
        5 => "lăm",
        1 if tens > 1 => "mốt",
        4 if tens > 1 => "tư",
        u => DIGITS[u as usize],
    };
    format!("{head} {tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(n: u32, language: Language) -> String {
        number_in_words(n, language).expect("under 100")
    }

    #[test]
    fn english_numbers_are_written_out() {
        let e = |n| say(n, Language::English);
        assert_eq!(
            [e(0), e(7), e(13), e(20), e(21), e(48), e(99)],
            [
                "zero",
                "seven",
                "thirteen",
                "twenty",
                "twenty-one",
                "forty-eight",
                "ninety-nine"
            ]
        );
    }

    #[test]
    fn french_numbers_follow_the_tens_of_french() {
        let f = |n| say(n, Language::French);
        assert_eq!(
            [f(1), f(16), f(17), f(21), f(22), f(31), f(48)],
            [
                "un",
                "seize",
                "dix-sept",
                "vingt et un",
                "vingt-deux",
                "trente et un",
                "quarante-huit"
            ]
        );
        assert_eq!(
            [f(70), f(71), f(77), f(80), f(81), f(90), f(91), f(99)],
            [
                "soixante-dix",
                "soixante et onze",
                "soixante-dix-sept",
                "quatre-vingts",
                "quatre-vingt-un",
                "quatre-vingt-dix",
                "quatre-vingt-onze",
                "quatre-vingt-dix-neuf"
            ]
        );
    }

    #[test]
    fn thai_numbers_say_et_for_a_one_after_the_tens() {
        let t = |n| say(n, Language::Thai);
        assert_eq!(
            [
                t(0),
                t(3),
                t(10),
                t(11),
                t(12),
                t(20),
                t(21),
                t(25),
                t(41),
                t(48)
            ],
            [
                "ศูนย์",
                "สาม",
                "สิบ",
                "สิบเอ็ด",
                "สิบสอง",
                "ยี่สิบ",
                "ยี่สิบเอ็ด",
                "ยี่สิบห้า",
                "สี่สิบเอ็ด",
                "สี่สิบแปด"
            ]
        );
    }

    #[test]
    fn vietnamese_numbers_change_one_four_and_five_after_the_tens() {
        let v = |n| say(n, Language::Vietnamese);
        assert_eq!(
            [
                v(0),
                v(3),
                v(10),
                v(11),
                v(14),
                v(15),
                v(20),
                v(21),
                v(24),
                v(25),
                v(48)
            ],
            [
                "không",
                "ba",
                "mười",
                "mười một",
                "mười bốn",
                "mười lăm",
                "hai mươi",
                "hai mươi mốt",
                "hai mươi tư",
                "hai mươi lăm",
                "bốn mươi tám"
            ]
        );
    }

    #[test]
    fn every_number_of_a_pit_has_words_in_every_language_and_none_from_a_hundred() {
        for language in [
            Language::English,
            Language::French,
            Language::Thai,
            Language::Vietnamese,
        ] {
            let words: Vec<String> = (0..100).map(|n| say(n, language)).collect();
            let mut unique = words.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), 100, "{language:?}: each number its own words");
            assert_eq!(number_in_words(100, language), None);
        }
    }
}
