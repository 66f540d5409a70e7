//! Names as people and terminals see them: whether a name shows anything at all, and text
//! made safe to print (the marks drawn as nothing but changing what is around them, and
//! control characters, written as escapes).

/// Whether a name shows anything: not only spaces and marks that are never drawn
/// (Unicode's default-ignorable code points: joiners, direction marks, variation
/// selectors…).
pub fn shows(name: &str) -> bool {
    name.chars()
        .any(|c| !c.is_whitespace() && !c.is_control() && !is_invisible(c))
}

/// `text` as a terminal may print it: control characters and the marks that are drawn as
/// nothing but change what is around them (direction overrides, joiners) written as
/// escapes (`\u{202e}`), the rest as it is. A name from a record never reaches a terminal
/// raw.
pub fn terminal_safe(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            if c.is_control() || is_invisible(c) {
                c.escape_unicode().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// Unicode's default-ignorable code points, drawn as nothing.
fn is_invisible(c: char) -> bool {
    matches!(
        u32::from(c),
        0xAD | 0x34F
            | 0x61C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}
