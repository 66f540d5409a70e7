//! Text as its readers write it: lines in scripts written without spaces between words
//! (Thai, Lao, Khmer, Burmese) break only between words.
//!
//! egui breaks a line at a space, or anywhere when a line has none; a Thai sentence has no
//! spaces between its words, so egui cuts words in two. [`label`] shows a text whose lines
//! are broken beforehand where a dictionary of the language allows.

pub mod line_breaks;
mod memo;
pub mod wrapped;

pub use wrapped::{
    HoverWords, checkbox, colored_label, heading, label, radio, radio_value, small, words,
};

#[cfg(test)]
mod tests;
