//! Quoting the player's text in a message.

/// Text quoted in a message, cut after 60 characters so that a huge input never fills the
/// screen or the log: `4-4-4-…` and how long it was.
pub fn shortened(text: &str) -> String {
    const KEEP: usize = 60;
    let length = text.chars().count();
    if length <= KEEP {
        return text.to_string();
    }
    let head: String = text.chars().take(KEEP).collect();
    format!("{head}… ({length} characters)")
}
