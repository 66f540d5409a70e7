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
    let room = room(ctx);
    window.constrain(true).max_width(room.x).max_height(room.y)
}

/// The largest contents a window kept inside the screen shows without scrolling.
pub fn room(ctx: &egui::Context) -> egui::Vec2 {
    let screen = ctx.content_rect();
    egui::vec2(
        (screen.width() - 2.0 * EDGE - 16.0).max(120.0),
        (screen.height() - 2.0 * EDGE - FRAME).max(80.0),
    )
}

/// The height a table in a window kept inside the screen may take without the window
/// outgrowing the screen: the room, less what the window shows above the table, the table's
/// sideways scroll bar, and `below` points of what follows it.
pub fn room_below(ui: &egui::Ui, below: f32) -> f32 {
    let above = ui.cursor().top() - ui.min_rect().top();
    let bar = ui.spacing().scroll.allocated_width();
    (room(ui.ctx()).y - above - bar - below).max(60.0)
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

/// Points at which a window's text wraps when the screen has room: a line a reader follows.
const READING_WIDTH: f32 = 440.0;

/// A window's contents in a scroll area (noted for the layout check): a window kept inside
/// a small screen scrolls instead of cutting them. Text wraps at a reading width, or at the
/// screen's room when that is less; what cannot be narrower (a table, a row of buttons)
/// widens the window up to the room and scrolls sideways past it.
pub fn scrolled<R>(ui: &mut egui::Ui, body: impl FnOnce(&mut egui::Ui) -> R) -> R {
    // A window takes the size of its contents, and a scroll area no larger than the window
    // it is in: without a size of its own up to the screen's room, a window that opened
    // small would stay small and scroll what it could have shown.
    // What the window shows above the scroll area (a row of tabs, say) takes its room too.
    let margin = ui.style().spacing.window_margin.sum();
    let above = egui::vec2(0.0, ui.cursor().top() - ui.min_rect().top());
    let room = (room(ui.ctx()) - margin - above).max(egui::vec2(60.0, 60.0));
    let area = egui::ScrollArea::both()
        .min_scrolled_width(room.x)
        .min_scrolled_height(room.y);
    in_scroll_area(area, ui, |ui| {
        ui.set_max_width(READING_WIDTH.min(room.x));
        body(ui)
    })
}

/// A side panel's contents in a scroll area (noted for the layout check): text wraps at the
/// panel's width; what cannot be narrower scrolls sideways.
pub fn panel_scrolled<R>(ui: &mut egui::Ui, body: impl FnOnce(&mut egui::Ui) -> R) -> R {
    in_scroll_area(egui::ScrollArea::both(), ui, body)
}

fn in_scroll_area<R>(
    area: egui::ScrollArea,
    ui: &mut egui::Ui,
    body: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let shown = area.auto_shrink([true, true]).show(ui, body);
    super::notes::scroll_view(&shown, ui, true);
    shown.inner
}
