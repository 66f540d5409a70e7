//! Zobrist-style hashing of positions for transposition tables.

use super::position::Position;

const MAX_COUNT: usize = 73; // up to 6 × 12 seeds in one pit

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const KEYS: [[u64; MAX_COUNT]; 14] = {
    let mut keys = [[0u64; MAX_COUNT]; 14];
    let mut pit = 0;
    while pit < 14 {
        let mut n = 0;
        while n < MAX_COUNT {
            keys[pit][n] = splitmix((pit * MAX_COUNT + n) as u64 + 1);
            n += 1;
        }
        pit += 1;
    }
    keys
};

const NORTH_KEY: u64 = splitmix(0xdead_beef);

/// A 64-bit hash of pits, stores and side to move.
#[inline]
pub fn hash_position(position: &Position) -> u64 {
    let mut h = 0u64;
    for (i, &n) in position.pits().iter().enumerate() {
        h ^= KEYS[i][(n as usize).min(MAX_COUNT - 1)];
    }
    let stores = position.stores();
    h ^= KEYS[12][(stores[0] as usize).min(MAX_COUNT - 1)];
    h ^= KEYS[13][(stores[1] as usize).min(MAX_COUNT - 1)];
    if position.to_move() == super::board::Side::North {
        h ^= NORTH_KEY;
    }
    h
}
