//! The tuned evaluation weights, as `oware-cli tune --out` wrote them, kept here as code.

use super::eval::Weights;

/// See [`Weights::TUNED`]: fitted by `oware-cli tune --games 2000 --search-depth 18
/// --table-seeds 20 --seed 3` (61 952 positions), starting from the five search-fitted terms.
#[rustfmt::skip]
pub const TUNED: Weights = Weights {
    tempo: -89,
    pits: [
        // pit 1 holding 0, 1, ... 24+ seeds
        [0, 235, 356, 446, 453, 442, 398, 365, 326, 307, 279, 238, 236, 285, 396, 426, 448, 578, 705, 540, 359, 120, 123, 144, 146],
        // pit 2 holding 0, 1, ... 24+ seeds
        [0, 233, 346, 403, 392, 337, 288, 259, 239, 176, 154, 170, 263, 301, 388, 413, 523, 634, 622, 578, 460, 254, 133, 101, 130],
        // pit 3 holding 0, 1, ... 24+ seeds
        [0, 198, 278, 324, 280, 232, 163, 144, 111, 86, 90, 153, 213, 307, 384, 483, 611, 751, 605, 324, 34, -97, -39, 34, 57],
        // pit 4 holding 0, 1, ... 24+ seeds
        [0, 163, 211, 206, 173, 101, 55, 39, 14, 16, 68, 138, 208, 285, 345, 506, 557, 540, 285, 42, -112, -162, -116, -72, -27],
        // pit 5 holding 0, 1, ... 24+ seeds
        [0, 132, 128, 112, 63, 28, -12, -3, 5, 36, 118, 198, 287, 354, 413, 391, 380, 175, -10, -152, -136, -12, 142, 440, 492],
        // pit 6 holding 0, 1, ... 24+ seeds
        [0, 77, 71, 41, -7, -24, -74, -51, 29, 100, 199, 319, 388, 474, 493, 409, 399, -67, -94, -177, -117, -82, 38, 36, 7],
    ],
};
