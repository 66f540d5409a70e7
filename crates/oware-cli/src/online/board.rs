//! The board as a person at the terminal sees it: their own row at the bottom, left to
//! right as they sow, the other side's row across the board, each pit's letter by its seeds.

use crate::rules::{Position, Side};

/// The pits' letters, South's `A`–`F` then North's `a`–`f`, in the order of the position.
const LETTERS: [char; 12] = ['A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'];

/// Four lines: the far row's letters and seeds (right to left, as it faces the player),
/// then the player's own seeds and letters; each row's store at its end.
pub fn board_text(position: &Position, me: Side) -> String {
    let pits = position.pits();
    let stores = position.stores();
    let (mut own, far) = match me {
        Side::South => (0..6, 6..12),
        Side::North => (6..12, 0..6),
    };
    let cells = |indices: &mut dyn Iterator<Item = usize>, what: &dyn Fn(usize) -> String| {
        indices
            .map(|i| format!("{:>3}", what(i)))
            .collect::<String>()
    };
    let letter = |i: usize| LETTERS[i].to_string();
    let seeds = |i: usize| pits[i].to_string();
    let far_side = me.opponent();
    format!(
        "{}\n{}   {far_side}: {}\n{}   {me}: {}\n{}\n",
        cells(&mut far.clone().rev(), &letter),
        cells(&mut far.rev(), &seeds),
        stores[far_side.index()],
        cells(&mut own.clone(), &seeds),
        stores[me.index()],
        cells(&mut own, &letter),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, parse_position};

    #[test]
    fn each_player_sees_their_own_row_at_the_bottom() {
        let position =
            parse_position("1-2-3-4-5-6-7-8-9-0-0-0-2-1-S", &Rules::ABAPA).expect("a position");
        assert_eq!(
            board_text(&position, Side::South),
            "  f  e  d  c  b  a\n  0  0  0  9  8  7   North: 1\n  1  2  3  4  5  6   South: 2\n  A  B  C  D  E  F\n"
        );
        assert_eq!(
            board_text(&position, Side::North),
            "  F  E  D  C  B  A\n  6  5  4  3  2  1   South: 2\n  7  8  9  0  0  0   North: 1\n  a  b  c  d  e  f\n"
        );
    }
}
