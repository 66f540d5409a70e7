//! The lines of the labels drawn in the last frame, kept so that a label drawn again as it
//! was is neither segmented nor measured again (a label is drawn on every frame).

use bevy_egui::egui::{cache::CacheTrait, text::LayoutJob};
use std::collections::HashMap;
use std::sync::Arc;

/// Each label's broken lines (`None`: it needed no break), by a hash of its text, format and
/// width; a label not drawn in a frame is forgotten at the end of the next.
#[derive(Default)]
pub struct BrokenLines {
    generation: u32,
    lines: HashMap<u64, (u32, Option<Arc<LayoutJob>>)>,
}

impl BrokenLines {
    /// The lines kept for `key`, if it was drawn this frame or the last; kept one more frame.
    pub fn get(&mut self, key: u64) -> Option<Option<Arc<LayoutJob>>> {
        let (used, lines) = self.lines.get_mut(&key)?;
        *used = self.generation;
        Some(lines.clone())
    }

    /// Keeps the lines found for `key`.
    pub fn insert(&mut self, key: u64, lines: Option<Arc<LayoutJob>>) {
        self.lines.insert(key, (self.generation, lines));
    }
}

impl CacheTrait for BrokenLines {
    fn update(&mut self) {
        let current = self.generation;
        self.lines.retain(|_, (used, _)| *used == current);
        self.generation = self.generation.wrapping_add(1);
    }

    fn len(&self) -> usize {
        self.lines.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_kept_while_drawn_and_forgotten_a_frame_after() {
        let mut memo = BrokenLines::default();
        memo.insert(1, None);
        memo.insert(2, Some(Arc::new(LayoutJob::default())));
        memo.update();
        assert_eq!(memo.get(1), Some(None));
        memo.update();
        // 1 was drawn in the last frame, 2 was not.
        assert_eq!(memo.get(1), Some(None));
        assert_eq!(memo.get(2), None);
        assert_eq!(memo.len(), 1);
    }
}
