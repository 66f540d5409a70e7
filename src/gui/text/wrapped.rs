//! Labels whose lines break where the language allows: the text's lines are broken
//! beforehand at the width the label has, so egui never has to cut a word.

use super::line_breaks::{needs_dictionary, opportunities};
use super::memo::BrokenLines;
use bevy_egui::egui::{
    Color32, FontSelection, Response, RichText, TextWrapMode, Ui, WidgetText,
    epaint::text::FontsView,
    text::{ByteIndex, LayoutJob, TextWrapping},
    util::hash,
};
use std::sync::Arc;

/// A label, as `ui.label` shows it, with its lines broken between words.
pub fn label(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    let text = words(ui, text);
    ui.label(text)
}

/// A small label, as `ui.small` shows it, with its lines broken between words.
pub fn small(ui: &mut Ui, text: impl Into<RichText>) -> Response {
    label(ui, text.into().small())
}

/// A coloured label, as `ui.colored_label` shows it, with its lines broken between words.
pub fn colored_label(
    ui: &mut Ui,
    color: impl Into<Color32>,
    text: impl Into<RichText>,
) -> Response {
    label(ui, text.into().color(color))
}

/// Tooltips whose lines break between words.
pub trait HoverWords {
    /// As `Response::on_hover_text`, the lines broken between words.
    fn on_hover_words(self, text: impl Into<WidgetText>) -> Self;
}

impl HoverWords for Response {
    fn on_hover_words(self, text: impl Into<WidgetText>) -> Response {
        let text = text.into();
        self.on_hover_ui(|ui| {
            // As egui's own tooltips: the width is the tooltip's, whatever the content.
            ui.set_max_width(ui.spacing().tooltip_width);
            label(ui, text);
        })
    }
}

/// A heading, as `ui.heading` shows it, with its lines broken between words.
pub fn heading(ui: &mut Ui, text: impl Into<RichText>) -> Response {
    label(ui, text.into().heading())
}

/// A check box, as `ui.checkbox` shows it, its words broken between words.
pub fn checkbox(ui: &mut Ui, checked: &mut bool, text: impl Into<WidgetText>) -> Response {
    let text = beside_an_icon(ui, text);
    ui.checkbox(checked, text)
}

/// A radio button, as `ui.radio` shows it, its words broken between words.
pub fn radio(ui: &mut Ui, selected: bool, text: impl Into<WidgetText>) -> Response {
    let text = beside_an_icon(ui, text);
    ui.radio(selected, text)
}

/// A radio button for `alternative`, as `ui.radio_value` shows it, its words broken
/// between words.
pub fn radio_value<V: PartialEq>(
    ui: &mut Ui,
    current: &mut V,
    alternative: V,
    text: impl Into<WidgetText>,
) -> Response {
    let text = beside_an_icon(ui, text);
    ui.radio_value(current, alternative, text)
}

/// The words of a check box or a radio button, broken at the width left beside its icon.
pub(super) fn beside_an_icon(ui: &Ui, text: impl Into<WidgetText>) -> WidgetText {
    let spacing = ui.spacing();
    let icon = spacing.icon_width + spacing.icon_spacing;
    words_at(ui, text, (ui.available_width() - icon).max(0.0))
}

/// The text with its lines broken between words at the width `ui` gives a wrapping label;
/// unchanged where it needs no dictionary or where `ui` does not wrap it.
pub fn words(ui: &Ui, text: impl Into<WidgetText>) -> WidgetText {
    words_at(ui, text, ui.available_width())
}

/// The text with its lines broken between words at `width`, where `ui` wraps it.
fn words_at(ui: &Ui, text: impl Into<WidgetText>, width: f32) -> WidgetText {
    let text = text.into();
    let wraps = ui.wrap_mode() == TextWrapMode::Wrap && !ui.layout().is_horizontal();
    if !wraps || !needs_dictionary(text.text()) || matches!(text, WidgetText::Galley(_)) {
        return text;
    }
    let job = text.into_layout_job(ui.style(), FontSelection::Default, ui.text_valign());
    let ctx = ui.ctx();
    let key = hash((&*job, width.to_bits(), ctx.pixels_per_point().to_bits()));
    let broken = match ctx.memory_mut(|m| m.caches.cache::<BrokenLines>().get(key)) {
        Some(kept) => kept,
        None => {
            let broken = ui.fonts_mut(|fonts| break_lines(&job, width, fonts).map(Arc::new));
            ctx.memory_mut(|m| m.caches.cache::<BrokenLines>().insert(key, broken.clone()));
            broken
        }
    };
    WidgetText::LayoutJob(broken.unwrap_or(job))
}

/// The job with a line break put in wherever its next word would not fit in `width`; `None`
/// when it needs none, or when its parts are in different formats (egui breaks those).
pub fn break_lines(job: &LayoutJob, width: f32, fonts: &mut FontsView<'_>) -> Option<LayoutJob> {
    let format = &job.sections.first()?.format;
    if !width.is_finite() || job.sections.iter().any(|s| &s.format != format) {
        return None;
    }
    let starts = line_starts(&job.text, width, |piece| {
        let mut one = LayoutJob::single_section(piece.to_owned(), format.clone());
        one.wrap = TextWrapping::no_max_width();
        fonts.layout_job(one).size().x
    });
    (!starts.is_empty()).then(|| with_breaks(job, &starts))
}

/// Where lines of `text` start after the breaks to put in (byte offsets, increasing), so
/// that each line, spaces at its end left out, is at most `width` wide as `measure` finds
/// it: each line takes as many words as fit, and a word wider than a line stands alone.
pub fn line_starts(text: &str, width: f32, mut measure: impl FnMut(&str) -> f32) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut offset = 0;
    for paragraph in text.split('\n') {
        let ends = opportunities(paragraph)
            .into_iter()
            .chain(std::iter::once(paragraph.len()));
        let mut start = 0;
        let mut fits = None;
        for end in ends {
            loop {
                if measure(paragraph[start..end].trim_end()) <= width {
                    fits = Some(end);
                    break;
                }
                match fits.filter(|&f| f > start) {
                    Some(f) => {
                        starts.push(offset + f);
                        start = f;
                        fits = None;
                    }
                    None => {
                        if end < paragraph.len() {
                            starts.push(offset + end);
                            start = end;
                        }
                        fits = None;
                        break;
                    }
                }
            }
        }
        offset += paragraph.len() + 1;
    }
    starts
}

/// The job, all of one format, with a line break before each of `starts` (byte offsets of
/// letters, increasing): a space just before one becomes the break, elsewhere one is put in.
fn with_breaks(job: &LayoutJob, starts: &[usize]) -> LayoutJob {
    let mut text = String::with_capacity(job.text.len() + starts.len());
    let mut from = 0;
    for &at in starts {
        let before = &job.text[from..at];
        text.push_str(before.strip_suffix(' ').unwrap_or(before));
        text.push('\n');
        from = at;
    }
    text.push_str(&job.text[from..]);
    // One format throughout (`break_lines` asks it): one section over the new text.
    let mut broken = job.clone();
    broken.sections.truncate(1);
    if let Some(section) = broken.sections.first_mut() {
        section.byte_range = ByteIndex(0)..ByteIndex(text.len());
    }
    broken.text = text;
    broken
}
