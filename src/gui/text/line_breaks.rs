//! Where a line may break: Unicode's line-breaking rules (UAX #14), with ICU4X's dictionaries
//! for the scripts that write words without spaces between them.

use icu_segmenter::options::LineBreakOptions;
use icu_segmenter::{LineSegmenter, LineSegmenterBorrowed};
use std::sync::LazyLock;

/// Whether a text has a letter of a script written without spaces between its words (Thai,
/// Lao, Burmese, Khmer and their extensions): only such texts need a dictionary to break.
pub fn needs_dictionary(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(
            u32::from(c),
            0x0E00..=0x0EFF | 0x1000..=0x109F | 0x1780..=0x17FF | 0x19E0..=0x19FF
                | 0xA9E0..=0xA9FF | 0xAA60..=0xAA7F
        )
    })
}

/// The byte offsets inside `text` (neither its start nor its end) where a line may break.
pub fn opportunities(text: &str) -> Vec<usize> {
    static SEGMENTER: LazyLock<LineSegmenterBorrowed<'static>> =
        LazyLock::new(|| LineSegmenter::new_dictionary(LineBreakOptions::default()));
    SEGMENTER
        .segment_str(text)
        .filter(|&at| at > 0 && at < text.len())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thai_sentence_breaks_between_its_words_only() {
        // "North's side and South's side": ฝ่าย เหนือ และ ฝ่าย ใต้, no spaces between them.
        let text = "ฝ่ายเหนือและฝ่ายใต้";
        assert!(needs_dictionary(text));
        let at = opportunities(text);
        let pieces: Vec<&str> = std::iter::once(0)
            .chain(at.iter().copied())
            .zip(at.iter().copied().chain(std::iter::once(text.len())))
            .map(|(a, b)| &text[a..b])
            .collect();
        assert_eq!(pieces, ["ฝ่าย", "เหนือ", "และ", "ฝ่าย", "ใต้"]);
        assert!(!needs_dictionary("North and South"));
        assert_eq!(opportunities("North and South"), [6, 10]);
    }
}
