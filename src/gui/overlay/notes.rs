//! What the overlay laid out in its last pass, noted for the layout check
//! (`oware --check-layout`): the rectangles of the panels at the window's edges and the
//! views of the scroll areas. Noted only while the check asks for it (nothing is kept
//! otherwise), in egui's own memory, so that the panels and windows note what egui returned
//! without a resource of their own.

use bevy_egui::egui;

/// A scroll area as laid out: the view on screen and the whole content it scrolls over.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ScrollView {
    /// The layer the scroll area is drawn in.
    pub layer: egui::LayerId,
    /// The part on screen.
    pub view: egui::Rect,
    /// The content at its current scroll offset: what scrolling can bring into the view.
    pub content: egui::Rect,
    /// Whether it scrolls sideways too (else only up and down).
    pub sideways: bool,
}

/// The panels and scroll areas of a pass.
#[derive(Debug, Clone, Default)]
pub struct OverlayNotes {
    /// The outer rectangles of the panels at the window's edges (menu bar, side panels).
    pub panels: Vec<egui::Rect>,
    /// The scroll areas.
    pub scrolls: Vec<ScrollView>,
}

fn notes_id() -> egui::Id {
    egui::Id::new("layout-check-notes")
}

/// Starts noting the overlay's panels and scroll areas in `ctx` (the layout check).
pub fn start_noting(ctx: &egui::Context) {
    ctx.data_mut(|data| data.insert_temp(notes_id(), Some(OverlayNotes::default())));
}

/// What was noted since the last call (nothing when noting was never started).
pub fn take(ctx: &egui::Context) -> Option<OverlayNotes> {
    ctx.data_mut(|data| {
        data.get_temp_mut_or_default::<Option<OverlayNotes>>(notes_id())
            .as_mut()
            .map(std::mem::take)
    })
}

/// Adds to the notes when noting was started: one lookup, as panels note on every frame.
fn note(ctx: &egui::Context, add: impl FnOnce(&mut OverlayNotes)) {
    ctx.data_mut(|data| {
        if let Some(notes) = data.get_temp_mut_or_default::<Option<OverlayNotes>>(notes_id()) {
            add(notes);
        }
    });
}

/// Notes a panel shown at the window's edge and returns its width (what the board leaves
/// room for).
pub fn panel(ctx: &egui::Context, response: &egui::Response) -> f32 {
    let rect = response.rect;
    note(ctx, |notes| notes.panels.push(rect));
    rect.width()
}

/// Notes a vertical scroll area as it was shown and gives back what its contents returned.
pub fn scroll<R>(output: egui::scroll_area::ScrollAreaOutput<R>, ui: &egui::Ui) -> R {
    scroll_view(&output, ui, false);
    output.inner
}

/// Notes a scroll area as it was shown; `sideways` when it scrolls both ways.
pub fn scroll_view<R>(
    output: &egui::scroll_area::ScrollAreaOutput<R>,
    ui: &egui::Ui,
    sideways: bool,
) {
    // The view as drawn: a scroll area shrinks to contents smaller than the room it was
    // given (egui's `inner_rect` is that room).
    let view = egui::Rect::from_min_size(
        output.inner_rect.min,
        output.inner_rect.size().min(output.content_size),
    );
    let content = egui::Rect::from_min_size(view.min - output.state.offset, output.content_size);
    let layer = ui.layer_id();
    note(ui.ctx(), |notes| {
        notes.scrolls.push(ScrollView {
            layer,
            view,
            content,
            sideways,
        })
    });
}
