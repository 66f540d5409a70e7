//! The program's icon, drawn from arithmetic at any size: a wooden board of two rows of pits
//! with seeds in them. The window icon, the icon files of the packages (`oware-cli icons`) and the
//! desktop entries all come from here.

/// The sizes desktops ask for, in pixels.
pub const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// The icon at `size`×`size` pixels, as straight-alpha RGBA bytes, row by row. Each pixel
/// averages 8×8 samples, so edges are smooth at every size.
pub fn rgba(size: u32) -> Vec<u8> {
    const SAMPLES: u32 = 8;
    let size = size.max(1);
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    let step = 1.0 / (size * SAMPLES) as f32;
    for y in 0..size {
        for x in 0..size {
            let mut sum = [0.0f32; 4];
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let u = (x * SAMPLES + sx) as f32 * step + step / 2.0;
                    let v = (y * SAMPLES + sy) as f32 * step + step / 2.0;
                    if let Some(rgb) = colour_at(u, v) {
                        for (s, c) in sum.iter_mut().zip(rgb) {
                            *s += c;
                        }
                        sum[3] += 1.0;
                    }
                }
            }
            let covered = sum[3];
            let alpha = covered / (SAMPLES * SAMPLES) as f32;
            let pixel = if covered > 0.0 {
                [
                    sum[0] / covered,
                    sum[1] / covered,
                    sum[2] / covered,
                    alpha * 255.0,
                ]
            } else {
                [0.0; 4]
            };
            out.extend(pixel.map(|c| c.round().clamp(0.0, 255.0) as u8));
        }
    }
    out
}

/// The colour at a point of the unit square (0,0 top left), or `None` outside the board: a
/// wooden board of two rows of three pits, seeds in each.
fn colour_at(u: f32, v: f32) -> Option<[f32; 3]> {
    // The board: a rounded rectangle, its half-sides and corner radius.
    const HALF: (f32, f32) = (0.47, 0.31);
    const CORNER: f32 = 0.15;
    const RIM: f32 = 0.035;
    const PIT: f32 = 0.118;
    const PIT_RIM: f32 = 0.022;
    const COLUMNS: [f32; 3] = [0.215, 0.5, 0.785];
    const ROWS: [f32; 2] = [0.355, 0.645];
    // Seeds: offsets from the pit's centre, as many as the pit holds (3, 4 or 2).
    const SEEDS: [&[(f32, f32)]; 3] = [
        &[(-0.04, -0.03), (0.04, -0.035), (0.0, 0.04)],
        &[(-0.04, -0.04), (0.04, -0.04), (-0.04, 0.04), (0.04, 0.04)],
        &[(-0.035, 0.0), (0.04, 0.01)],
    ];
    const SEED_AXES: (f32, f32) = (0.036, 0.03);

    // Distance outside the rounded rectangle (negative inside).
    let (qx, qy) = (
        (u - 0.5).abs() - (HALF.0 - CORNER),
        (v - 0.5).abs() - (HALF.1 - CORNER),
    );
    let outside = qx.max(0.0).hypot(qy.max(0.0)) + qx.max(qy).min(0.0) - CORNER;
    if outside > 0.0 {
        return None;
    }
    if outside > -RIM {
        return Some([70.0, 36.0, 14.0]);
    }
    // The wood, a little lighter towards the top.
    let light = 1.0 + 0.3 * (0.5 - v);
    let mut colour = [158.0 * light, 96.0 * light, 46.0 * light];
    for (row, pit_v) in ROWS.into_iter().enumerate() {
        for (column, pit_u) in COLUMNS.into_iter().enumerate() {
            let dp = (u - pit_u).hypot(v - pit_v);
            if dp >= PIT {
                continue;
            }
            colour = if dp > PIT - PIT_RIM {
                [100.0, 55.0, 24.0]
            } else {
                [48.0, 24.0, 9.0]
            };
            for &(su, sv) in SEEDS[(row + column) % SEEDS.len()] {
                let (cu, cv) = (pit_u + su, pit_v + sv);
                let e = ((u - cu) / SEED_AXES.0).powi(2) + ((v - cv) / SEED_AXES.1).powi(2);
                if e <= 1.0 {
                    colour = if e < 0.3 && u < cu && v < cv {
                        [240.0, 236.0, 226.0]
                    } else {
                        [190.0, 180.0, 158.0]
                    };
                }
            }
        }
    }
    Some(colour)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_has_its_pixels_a_transparent_corner_and_opaque_wood() {
        for size in SIZES {
            let px = rgba(size);
            assert_eq!(px.len(), (size * size * 4) as usize);
            assert_eq!(px[3], 0, "corner of {size}");
            // Between two pits of the top row.
            let wood = ((size * 36 / 100) * size + size * 36 / 100) as usize * 4;
            assert_eq!(px[wood + 3], 255, "wood of {size}");
        }
    }

    #[test]
    fn edges_are_smooth_and_the_picture_is_the_same_on_every_run() {
        let px = rgba(128);
        let partial = px.chunks(4).filter(|p| p[3] > 0 && p[3] < 255).count();
        assert!(
            partial > 100,
            "{partial} pixels on the edge are partly covered"
        );
        assert_eq!(px, rgba(128));
    }

    #[test]
    fn the_pits_are_darker_than_the_wood_around_them() {
        let size = 256;
        let px = rgba(size);
        let at = |u: f32, v: f32| {
            let (x, y) = ((u * size as f32) as u32, (v * size as f32) as u32);
            let i = ((y * size + x) * 4) as usize;
            u32::from(px[i]) + u32::from(px[i + 1]) + u32::from(px[i + 2])
        };
        let wood = at(0.36, 0.5);
        // Right of each pit's centre, where no seed lies.
        let top_pit = at(0.285, 0.355);
        assert!(top_pit < wood, "a pit of the top row");
        assert!(at(0.855, 0.645) < wood, "a pit of the bottom row");
        // The seed below the centre of the first pit is lighter than the pit.
        assert!(at(0.215, 0.395) > top_pit, "a seed");
    }
}
