//! Every Thai text of the app, laid out as a label lays it out at several widths, breaks
//! only between words.

use super::line_breaks::opportunities;
use super::wrapped::{break_lines, line_starts};
use crate::i18n::{Language, Translator};
use bevy_egui::egui::{
    self, Color32, FontData, FontDefinitions, FontFamily, FontId, text::LayoutJob,
};
use icu_segmenter::WordSegmenter;
use icu_segmenter::options::WordBreakInvariantOptions;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The ids of a Fluent file's messages.
fn message_ids(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim()))
        .collect()
}

/// A context with the app's Thai font after egui's own, as the app installs it.
fn context() -> egui::Context {
    let ctx = egui::Context::default();
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "noto-sans-thai".into(),
        Arc::new(FontData::from_static(include_bytes!(
            "../../../assets/fonts/NotoSansThai-Regular.ttf"
        ))),
    );
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional) {
        family.push("noto-sans-thai".into());
    }
    ctx.set_fonts(fonts);
    ctx
}

#[test]
fn thai_lessons_puzzles_and_screens_break_only_between_words() {
    let words = WordSegmenter::new_dictionary(WordBreakInvariantOptions::default());
    let translator = Translator::new(Language::Thai);
    let ids: Vec<&str> = message_ids(Language::Thai.lessons_source())
        .into_iter()
        .chain(message_ids(Language::Thai.source()))
        .collect();
    assert!(ids.len() > 300, "{} messages", ids.len());
    let ctx = context();
    let mut checked_rows = 0;
    let mut faults = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        ui.fonts_mut(|fonts| {
            for id in &ids {
                let text = translator.format(id, None);
                let boundaries: BTreeSet<usize> = words.segment_str(&text).collect();
                for width in [140.0, 220.0, 330.0, 480.0] {
                    let job = LayoutJob::simple(
                        text.clone(),
                        FontId::proportional(16.0),
                        Color32::WHITE,
                        width,
                    );
                    let broken = break_lines(&job, width, fonts).unwrap_or(job);
                    // Each break put in is between two words.
                    let starts = line_starts(&text, width, |piece| {
                        fonts
                            .layout_no_wrap(
                                piece.to_owned(),
                                FontId::proportional(16.0),
                                Color32::WHITE,
                            )
                            .size()
                            .x
                    });
                    for start in starts {
                        if !boundaries.contains(&start) {
                            faults.push(format!(
                                "{id} at {width} px: a break inside a word at {start}: {text}"
                            ));
                        }
                    }
                    // egui, laying each line out as a label does, breaks none of them again
                    // (unless a single word is wider than the line).
                    for line in broken.text.split('\n') {
                        checked_rows += 1;
                        let rows = fonts
                            .layout(
                                line.to_owned(),
                                FontId::proportional(16.0),
                                Color32::WHITE,
                                width,
                            )
                            .rows
                            .len();
                        // A piece no rule lets break (an address) is cut where it must.
                        let unbreakable = opportunities(line.trim_end()).is_empty();
                        if rows > 1 && !unbreakable {
                            faults.push(format!(
                                "{id} at {width} px: egui broke '{line}' in {rows} rows"
                            ));
                        }
                    }
                }
            }
        });
    });
    // The glyphs drawn are no test's business.
    output.textures_delta.clear();
    assert!(checked_rows > 1000, "{checked_rows} lines checked");
    assert!(
        faults.is_empty(),
        "words cut in two:\n{}",
        faults.join("\n")
    );
}

#[test]
fn thai_check_boxes_radio_buttons_and_headings_break_between_words() {
    let words = WordSegmenter::new_dictionary(WordBreakInvariantOptions::default());
    let text = Translator::new(Language::Thai).format("settings-turn-board", None);
    let boundaries: BTreeSet<usize> = words.segment_str(&text).collect();
    let ctx = context();
    let mut lines = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        for width in [90.0, 130.0, 180.0] {
            ui.scope(|ui| {
                ui.set_max_width(width);
                let shown = super::wrapped::beside_an_icon(ui, text.clone());
                lines.push((width, shown.text().to_string()));
                // The widgets themselves take the text as it was broken.
                let mut on = false;
                super::checkbox(ui, &mut on, text.clone());
                super::heading(ui, text.clone());
            });
        }
    });
    output.textures_delta.clear();
    for (width, shown) in lines {
        assert!(shown.contains('\n'), "broken at {width}: {shown}");
        // Each break put in stands at a word boundary of the text.
        let mut at = 0;
        for line in shown.split('\n') {
            at += line.len();
            if at < text.len() {
                assert!(
                    boundaries.contains(&at),
                    "a break inside a word at {width}: {shown}"
                );
            }
        }
    }
}
