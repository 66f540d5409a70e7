//! The tuned evaluation weights, as `oware-cli tune --out` wrote them, kept here as code.

use super::eval::Weights;

/// See [`Weights::TUNED`]: fitted by `oware-cli tune --games 2000 --search-depth 18
/// --table-seeds 20 --seed 4` (61 090 positions) to deep searches with the table before it.
#[rustfmt::skip]
pub const TUNED: Weights = Weights {
    tempo: -91,
    pits: [
        // pit 1 holding 0, 1, ... 24+ seeds
        [0, 246, 364, 471, 488, 473, 416, 390, 371, 294, 271, 263, 245, 299, 365, 416, 501, 532, 755, 829, 580, 273, 211, 204, 194],
        // pit 2 holding 0, 1, ... 24+ seeds
        [0, 250, 373, 422, 400, 348, 286, 273, 248, 218, 172, 253, 321, 376, 399, 485, 599, 700, 706, 638, 440, 100, 40, 41, 80],
        // pit 3 holding 0, 1, ... 24+ seeds
        [0, 222, 315, 355, 307, 248, 182, 168, 150, 92, 117, 183, 271, 350, 425, 509, 614, 670, 613, 281, -67, -180, -142, -37, 0],
        // pit 4 holding 0, 1, ... 24+ seeds
        [0, 175, 238, 225, 178, 117, 62, 54, 35, 59, 111, 198, 245, 336, 401, 476, 493, 460, 277, -15, -115, -117, -45, -19, 23],
        // pit 5 holding 0, 1, ... 24+ seeds
        [0, 139, 136, 129, 91, 61, 44, 33, 57, 105, 152, 235, 310, 345, 339, 308, 317, 188, -50, -37, 16, 177, 316, 640, 455],
        // pit 6 holding 0, 1, ... 24+ seeds
        [0, 84, 109, 93, 66, 51, 48, 73, 148, 234, 310, 403, 443, 467, 416, 318, 236, -142, -211, -163, -68, 144, 411, 536, 416],
    ],
};
