//! A slider for a whole number whose box refuses, in words, what is not one of its numbers:
//! egui would keep the old value without a word (`a1`) or bring a number beyond the range
//! back into it; here the player is told what was refused and what is allowed.

use crate::gui::text;
use crate::t;
use bevy_egui::egui;
use std::cell::RefCell;
use std::ops::RangeInclusive;

/// The text a number is read from, if it is a whole number within `range`.
fn whole_number_in(text: &str, range: &RangeInclusive<i64>) -> Option<i64> {
    let n = text.trim().parse::<i64>().ok()?;
    range.contains(&n).then_some(n)
}

/// A slider for `value` within `range`, labelled `text`; a typed value that is not a whole
/// number of the range is refused, and the refusal is said under it until the value changes.
pub fn whole_number_slider(
    ui: &mut egui::Ui,
    value: &mut u8,
    range: RangeInclusive<u8>,
    text: impl Into<egui::WidgetText>,
) -> egui::Response {
    let id = ui.next_auto_id().with("refused");
    let allowed = i64::from(*range.start())..=i64::from(*range.end());
    let refused = RefCell::new(None::<String>);
    let parse = |typed: &str| match whole_number_in(typed, &allowed) {
        Some(n) => Some(n as f64),
        None => {
            *refused.borrow_mut() = Some(typed.trim().to_string());
            None
        }
    };
    let response = ui.add(
        egui::Slider::new(value, range.clone())
            .text(text)
            .custom_parser(parse),
    );
    if let Some(typed) = refused.into_inner() {
        ui.data_mut(|d| d.insert_temp(id, typed));
    } else if response.changed() {
        ui.data_mut(|d| d.remove::<String>(id));
    }
    if let Some(typed) = ui.data(|d| d.get_temp::<String>(id)) {
        text::colored_label(
            ui,
            ui.visuals().error_fg_color,
            t!(
                "number-refused",
                typed = typed,
                low = *range.start(),
                high = *range.end()
            ),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::whole_number_in;

    #[test]
    fn only_whole_numbers_of_the_range_are_read() {
        let levels = 1..=8;
        assert_eq!(whole_number_in(" 5 ", &levels), Some(5));
        for refused in ["a1", "1a", "", "4.5", "0", "9", "-1", "12"] {
            assert_eq!(whole_number_in(refused, &levels), None, "{refused}");
        }
    }
}
