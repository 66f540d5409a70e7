//! Small boards for explanations (the rules screen). The wood and the pits are drawn once
//! into a texture, so a window full of diagrams costs a few quads a frame rather than
//! thousands of anti-aliased triangles (which software renderers pay for on every frame);
//! only the seed counts are drawn as text.

use crate::rules::{Pit, Position, Side};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::egui::emath::GuiRounding;
use std::collections::HashMap;

/// What a diagram marks: the pit sown from, where the last seed fell, the pits captured.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PitMarks {
    /// The pit the move sows from.
    pub origin: Option<Pit>,
    /// The pit the last seed falls in.
    pub last: Option<Pit>,
    /// The pits captured.
    pub captured: Vec<Pit>,
}

/// How a pit is marked (its colours: [`look`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Mark {
    Plain,
    Origin,
    Last,
    Captured,
}

impl PitMarks {
    fn mark(&self, pit: Pit) -> Mark {
        if self.captured.contains(&pit) {
            Mark::Captured
        } else if Some(pit) == self.last {
            Mark::Last
        } else if Some(pit) == self.origin {
            Mark::Origin
        } else {
            Mark::Plain
        }
    }
}

/// The fill and the ring of a pit for each mark.
fn look(mark: Mark) -> [egui::Color32; 2] {
    use egui::Color32 as C;
    match mark {
        Mark::Captured => [C::from_rgb(150, 40, 30), C::from_rgb(255, 110, 90)],
        Mark::Last => [C::from_rgb(40, 110, 50), C::from_rgb(120, 240, 140)],
        Mark::Origin => [C::from_rgb(60, 35, 15), C::from_rgb(255, 215, 90)],
        Mark::Plain => [C::from_rgb(60, 35, 15), C::from_rgb(90, 55, 25)],
    }
}

const WOOD: egui::Color32 = egui::Color32::from_rgb(140, 84, 40);
const PIT_RADIUS: f32 = 13.0;
const RING_WIDTH: f32 = 2.0;
const STEP: f32 = 32.0;
const MARGIN: f32 = 8.0;
const CORNER: f32 = 14.0;

/// A diagram's size in points.
fn size() -> egui::Vec2 {
    egui::vec2(STEP * 6.0 + 2.0 * MARGIN, STEP * 2.0 + 2.0 * MARGIN)
}

/// Where a pit's centre is from the diagram's top left: North's row on top (f..a), South's
/// below (A..F).
fn pit_centre(pit: Pit) -> egui::Vec2 {
    let column = match pit.side() {
        Side::South => pit.offset(),
        Side::North => 5 - pit.offset(),
    } as f32;
    let row = if pit.side() == Side::North { 0.0 } else { 1.0 };
    egui::vec2(MARGIN + STEP * (column + 0.5), MARGIN + STEP * (row + 0.5))
}

/// Diagram textures already drawn, by their marks and the screen's pixels per point.
#[derive(Resource, Default)]
pub struct DiagramTextures(HashMap<([Mark; 12], u32), egui::TextureHandle>);

/// Draws a small board showing `p` with `marks`.
pub fn draw(ui: &mut egui::Ui, textures: &mut DiagramTextures, p: &Position, marks: &PitMarks) {
    let (rect, _) = ui.allocate_exact_size(size(), egui::Sense::hover());
    let scale = ui.ctx().pixels_per_point();
    let key = (Pit::ALL.map(|pit| marks.mark(pit)), scale.to_bits());
    let texture = textures.0.entry(key).or_insert_with(|| {
        ui.ctx().load_texture(
            "board-diagram",
            board_image(&key.0, scale),
            egui::TextureOptions::LINEAR,
        )
    });
    let painter = ui.painter_at(rect);
    let whole = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    // On whole pixels, so the texture is shown as drawn, not filtered.
    let image_rect = egui::Rect::from_min_size(rect.min.round_to_pixels(scale), rect.size());
    painter.image(texture.id(), image_rect, whole, egui::Color32::WHITE);
    for pit in Pit::ALL {
        painter.text(
            rect.min + pit_centre(pit),
            egui::Align2::CENTER_CENTER,
            p.seeds(pit).to_string(),
            egui::FontId::monospace(13.0),
            egui::Color32::from_rgb(245, 235, 215),
        );
    }
}

/// How much of a pixel lies inside a shape, from the shape's signed distance at the
/// pixel's centre (in pixels): an edge one pixel wide.
fn coverage(signed_distance: f32) -> f32 {
    (0.5 - signed_distance).clamp(0.0, 1.0)
}

fn mix(a: egui::Color32, b: egui::Color32, t: f32) -> egui::Color32 {
    let channel = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    egui::Color32::from_rgb(
        channel(a.r(), b.r()),
        channel(a.g(), b.g()),
        channel(a.b(), b.b()),
    )
}

/// The wood and the pits, `scale` pixels a point, anti-aliased.
fn board_image(marks: &[Mark; 12], scale: f32) -> egui::ColorImage {
    let points = size();
    let (w, h) = (
        (points.x * scale).ceil() as usize,
        (points.y * scale).ceil() as usize,
    );
    let half = points / 2.0;
    let pits: Vec<(egui::Vec2, [egui::Color32; 2])> = Pit::ALL
        .iter()
        .zip(marks)
        .map(|(&pit, &mark)| (pit_centre(pit), look(mark)))
        .collect();
    let mut pixels = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let at = egui::vec2((x as f32 + 0.5) / scale, (y as f32 + 0.5) / scale);
            // The wood: a rounded rectangle.
            let q = (at - half).abs() - (half - egui::Vec2::splat(CORNER));
            let outside = q.max(egui::Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - CORNER;
            let alpha = coverage(outside * scale);
            let mut colour = WOOD;
            // The nearest pit: its ring, and its fill inside the ring.
            if let Some((centre, [fill, ring])) = pits
                .iter()
                .min_by(|a, b| (a.0 - at).length().total_cmp(&(b.0 - at).length()))
            {
                let d = (*centre - at).length() - PIT_RADIUS;
                colour = mix(colour, *ring, coverage((d - RING_WIDTH / 2.0) * scale));
                colour = mix(colour, *fill, coverage((d + RING_WIDTH / 2.0) * scale));
            }
            pixels.push(egui::Color32::from_rgba_unmultiplied(
                colour.r(),
                colour.g(),
                colour.b(),
                (alpha * 255.0).round() as u8,
            ));
        }
    }
    egui::ColorImage::new([w, h], pixels)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(image: &egui::ColorImage, at: egui::Vec2, scale: f32) -> egui::Color32 {
        let (x, y) = ((at.x * scale) as usize, (at.y * scale) as usize);
        image.pixels[y * image.size[0] + x]
    }

    fn pit(letter: char) -> Pit {
        Pit::from_letter(letter).expect("a pit's letter")
    }

    #[test]
    fn pits_wood_and_corners_are_where_the_diagram_says() {
        for scale in [1.0, 2.0] {
            let mut marks = [Mark::Plain; 12];
            for (mark, p) in marks.iter_mut().zip(Pit::ALL) {
                if p == pit('D') {
                    *mark = Mark::Captured;
                }
            }
            let image = board_image(&marks, scale);
            assert_eq!(
                image.size,
                [(208.0 * scale) as usize, (80.0 * scale) as usize]
            );
            let d = pit_centre(pit('D'));
            let a = pit_centre(pit('A'));
            assert_eq!(pixel(&image, d, scale), look(Mark::Captured)[0]);
            assert_eq!(pixel(&image, a, scale), look(Mark::Plain)[0]);
            // On a's ring, between two pits on the wood, and outside the rounded corner.
            let ring = a + egui::vec2(PIT_RADIUS, 0.0);
            assert_eq!(pixel(&image, ring, scale), look(Mark::Plain)[1]);
            let between = egui::vec2(MARGIN + STEP, MARGIN + STEP);
            assert_eq!(pixel(&image, between, scale), WOOD);
            assert_eq!(pixel(&image, egui::vec2(0.5, 0.5), scale).a(), 0);
        }
    }
}
