//! Where everything sits on the board, in world units. The camera keeps this whole area in
//! view at any window size, so the board scales and keeps its proportions.

use crate::rules::{Pit, Side};
use bevy::prelude::*;

/// Width of the world area the camera always shows.
pub const VIEW_WIDTH: f32 = 1340.0;
/// Height of the world area the camera always shows.
pub const VIEW_HEIGHT: f32 = 820.0;
/// Half the length of the board (end to end).
pub const BOARD_HALF_WIDTH: f32 = 630.0;
/// Half the height of the board.
pub const BOARD_HALF_HEIGHT: f32 = 205.0;
/// Radius of a pit.
pub const PIT_RADIUS: f32 = 62.0;
/// Horizontal distance between neighbouring pits.
pub const PIT_SPACING: f32 = 150.0;
/// Distance of each row's centre line from the board's centre line.
pub const ROW_OFFSET: f32 = 88.0;
/// Centre of each store from the board's centre, along x.
pub const STORE_X: f32 = 548.0;
/// Half the width of a store.
pub const STORE_HALF_WIDTH: f32 = 46.0;
/// Half the height of a store.
pub const STORE_HALF_HEIGHT: f32 = 160.0;
/// Half the length of a seed (its long radius).
pub const SEED_RADIUS: f32 = 13.5;

/// Z layers, back to front.
pub mod z {
    /// The board.
    pub const BOARD: f32 = 0.0;
    /// Pits and stores (hollows in the board).
    pub const HOLLOW: f32 = 1.0;
    /// Highlights drawn on a pit.
    pub const HIGHLIGHT: f32 = 2.0;
    /// Seeds at rest (layers of a heap add to this).
    pub const SEED: f32 = 10.0;
    /// Seeds in flight, above everything on the board.
    pub const FLYING: f32 = 40.0;
    /// Labels and counts.
    pub const LABEL: f32 = 50.0;
}

/// Column 0..6 (left to right on screen) of a pit: South A..F left to right, North a..f
/// right to left (North reads its row from its own left).
pub fn column(pit: Pit) -> usize {
    match pit.side() {
        Side::South => pit.offset(),
        Side::North => 5 - pit.offset(),
    }
}

/// Centre of a pit.
pub fn pit_center(pit: Pit) -> Vec2 {
    let x = (column(pit) as f32 - 2.5) * PIT_SPACING;
    let y = match pit.side() {
        Side::South => -ROW_OFFSET,
        Side::North => ROW_OFFSET,
    };
    Vec2::new(x, y)
}

/// Centre of a side's store: South's at the right end, North's at the left.
pub fn store_center(side: Side) -> Vec2 {
    match side {
        Side::South => Vec2::new(STORE_X, 0.0),
        Side::North => Vec2::new(-STORE_X, 0.0),
    }
}

/// Where the count of a pit is written: outside the row, away from the other row.
pub fn pit_count_position(pit: Pit) -> Vec2 {
    let c = pit_center(pit);
    let dy = PIT_RADIUS + 24.0;
    match pit.side() {
        Side::South => Vec2::new(c.x, c.y - dy),
        Side::North => Vec2::new(c.x, c.y + dy),
    }
}

/// Where a pit's letter is written: beyond its count, just off the board.
pub fn pit_letter_position(pit: Pit) -> Vec2 {
    let c = pit_center(pit);
    let dy = BOARD_HALF_HEIGHT - ROW_OFFSET + 26.0;
    match pit.side() {
        Side::South => Vec2::new(c.x, c.y - dy),
        Side::North => Vec2::new(c.x, c.y + dy),
    }
}

/// Where captured seeds lie when the stores are not shown: beside the board, near the
/// owner's end (South's below the right end, North's above the left end).
pub fn pile_center(side: Side) -> Vec2 {
    match side {
        Side::South => Vec2::new(520.0, -BOARD_HALF_HEIGHT - 100.0),
        Side::North => Vec2::new(-520.0, BOARD_HALF_HEIGHT + 100.0),
    }
}

/// Offset from a pile's centre of its `slot`-th seed: rows of eight growing away from the
/// board.
pub fn pile_slot(slot: usize, side: Side) -> Vec2 {
    const PER_ROW: usize = 8;
    let row = slot / PER_ROW;
    let col = slot % PER_ROW;
    let shift = if row % 2 == 1 { 10.5 } else { 0.0 };
    let x = (col as f32 - 3.5) * 21.0 + shift - 5.0;
    let away = row as f32 * 17.0 - 34.0;
    match side {
        Side::South => Vec2::new(x, -away),
        Side::North => Vec2::new(x, away),
    }
}

/// Where a pile's count is written: at its board-side end.
pub fn pile_count_position(side: Side) -> Vec2 {
    let c = pile_center(side);
    match side {
        Side::South => Vec2::new(c.x + 120.0, c.y + 30.0),
        Side::North => Vec2::new(c.x - 120.0, c.y - 30.0),
    }
}

/// Where a store's count is written: above North's store, below South's, off the store.
pub fn store_count_position(side: Side) -> Vec2 {
    let c = store_center(side);
    match side {
        Side::South => Vec2::new(c.x, c.y - STORE_HALF_HEIGHT - 26.0),
        Side::North => Vec2::new(c.x, c.y + STORE_HALF_HEIGHT + 26.0),
    }
}

/// Where a player's name is written.
pub fn name_position(side: Side) -> Vec2 {
    match side {
        Side::South => Vec2::new(0.0, -BOARD_HALF_HEIGHT - 70.0),
        Side::North => Vec2::new(0.0, BOARD_HALF_HEIGHT + 70.0),
    }
}

/// Seeds one layer of a pit holds before the heap grows a layer on top.
const PIT_LAYER: usize = 14;
const GOLDEN_ANGLE: f32 = 2.399_963;

/// Offset from a pit's centre of its `slot`-th seed, and the seed's height in the heap.
/// A sunflower spiral keeps seeds apart; past one layer, smaller spirals stack on top.
pub fn pit_slot(slot: usize) -> (Vec2, f32) {
    let layer = slot / PIT_LAYER;
    let k = slot % PIT_LAYER;
    let spread = [12.6, 10.0, 7.6, 5.4][layer.min(3)];
    let r = spread * (k as f32 + 0.45).sqrt();
    let a = k as f32 * GOLDEN_ANGLE + layer as f32 * 0.9;
    let lift = layer as f32 * 3.0;
    (Vec2::new(r * a.cos(), r * a.sin() + lift), layer as f32)
}

/// Offset from a store's centre of its `slot`-th seed: packed rows, filled from the bottom.
pub fn store_slot(slot: usize) -> (Vec2, f32) {
    const PER_ROW: usize = 3;
    const ROWS: usize = 14;
    let row = slot / PER_ROW;
    let col = slot % PER_ROW;
    let shift = if row % 2 == 1 { 11.0 } else { 0.0 };
    let x = (col as f32 - 1.0) * 23.0 + shift - 5.5;
    let y = -STORE_HALF_HEIGHT + 26.0 + row as f32 * 20.5;
    if row < ROWS {
        (Vec2::new(x, y), 0.0)
    } else {
        let (v, layer) = store_slot(slot - ROWS * PER_ROW);
        (v + Vec2::new(4.0, 6.0), layer + 1.0)
    }
}

/// Whether `point` lies on a pit: the pit under a pointer.
pub fn pit_at(point: Vec2) -> Option<Pit> {
    Pit::ALL
        .into_iter()
        .find(|&p| pit_center(p).distance(point) <= PIT_RADIUS)
}
