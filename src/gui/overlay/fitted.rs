//! Windows that fit in the screen: at 800×600 with large text the screen is only a few
//! hundred points, so a window never grows past it and its contents scroll.

use bevy_egui::egui;

/// Points kept free around a window at the screen's edges.
const EDGE: f32 = 8.0;
/// Points a window's title bar and frame take around its contents.
const FRAME: f32 = 44.0;

/// `window` kept inside the screen: its contents no wider nor taller than the screen
/// leaves (they wrap, and scroll when shown with [`scrolled`]).
pub fn fitted<'open>(window: egui::Window<'open>, ctx: &egui::Context) -> egui::Window<'open> {
    let screen = ctx.content_rect();
    window
        .constrain(true)
        .max_width((screen.width() - 2.0 * EDGE - 16.0).max(120.0))
        .max_height((screen.height() - 2.0 * EDGE - FRAME).max(80.0))
}

/// A window of the overlay: its title, an id of its own, centred on the screen, never
/// folded, and [`fitted`] inside the screen. The caller says whether it resizes and how it
/// closes.
pub fn centred<'open>(
    title: impl Into<egui::WidgetText>,
    id: &str,
    ctx: &egui::Context,
) -> egui::Window<'open> {
    fitted(
        egui::Window::new(title)
            .id(egui::Id::new(id))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0)),
        ctx,
    )
}

/// A window's contents in a scroll area (noted for the layout check): a window kept inside
/// a small screen scrolls instead of cutting them. Text still wraps at the window's width;
/// only what cannot be narrower (a table, a row of buttons) scrolls sideways.
pub fn scrolled<R>(ui: &mut egui::Ui, body: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let shown = egui::ScrollArea::both()
        .auto_shrink([true, true])
        .show(ui, body);
    super::notes::scroll_view(&shown, ui, true);
    shown.inner
}
