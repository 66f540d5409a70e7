//! `oware --check-layout --screen NAME`: the screen is laid out in the real window at each
//! size and text size of [`LAYOUTS`] in turn and checked from what egui laid out (the
//! rectangle of every control, the panels and scroll areas noted in
//! [`crate::gui::overlay::notes`]) and from the board's camera: every control inside
//! the window or within a scroll area's reach, the board's pits and stores no smaller than
//! [`MIN_PIT_PIXELS`], inside the window and under no panel or window, the panels' text
//! (a lesson's task, the practice question) under no window, and no window scrolling what
//! the screen had room to show. A line per layout is printed;
//! the run exits with status 3 when anything failed.

use crate::gui::board::parts::BoardCamera;
use crate::gui::launch::options::{LaunchOptions, Screen};
use crate::gui::overlay::notes::{self, OverlayNotes};
use crate::gui::settings::AppSettings;
use crate::gui::sowing::layout;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

/// The window sizes (logical pixels) and text sizes every screen is checked at.
pub const LAYOUTS: [(u32, u32, f32); 4] = [
    (800, 600, 0.75),
    (800, 600, 2.0),
    (1280, 720, 0.75),
    (1280, 720, 2.0),
];

/// The smallest a pit may be drawn, across, in logical pixels: its seeds, count and letter
/// stay readable and it is easy to hit.
pub const MIN_PIT_PIXELS: f32 = 40.0;

/// Frames before the first layout is checked (pipelines compile, the screen opens).
const FIRST_FRAMES: u32 = 45;
/// Frames at least after a change of size or text size before it is checked.
const SETTLE_FRAMES: u32 = 6;
/// Frames in a row the layout must stay the same (windows size themselves over a few
/// passes, the board is fitted beside the panels) before it is checked.
const STEADY_FRAMES: u32 = 4;
/// Frames at most after a change before it is checked, steady or not (a running clock's
/// digits change their widths as they go).
const MOST_FRAMES: u32 = 20;
/// Pixels (or points) a rectangle may stand over an edge: rounding.
const SLACK: f32 = 1.5;
/// Problems listed for one layout; more are counted.
const LISTED: usize = 12;

/// Progress of the layout check.
#[derive(Resource, Debug, Default)]
struct LayoutCheck {
    /// The layout being checked: [`LAYOUTS`] in each language in turn.
    step: usize,
    /// Frames since it was asked for.
    frames: u32,
    /// The layout of the last frame: the window's size, the board's place, the controls'.
    last_layout: Vec<i32>,
    /// Frames in a row the layout stayed the same.
    steady: u32,
    /// The overlay's panels and scroll areas of the last pass.
    notes: OverlayNotes,
    /// Layouts that failed.
    failed: usize,
}

/// Registers the layout check (idle unless `--check-layout` asks).
pub fn plugin(app: &mut App) {
    app.init_resource::<LayoutCheck>()
        .add_systems(Update, check_layout);
}

fn check_layout(
    (mut commands, mut exit): (Commands, MessageWriter<AppExit>),
    mut state: ResMut<LayoutCheck>,
    mut contexts: EguiContexts,
    mut settings: ResMut<AppSettings>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    (ready, mut language): (
        super::snapshot::ScreenReady,
        ResMut<crate::gui::settings::language::LanguageForThisRun>,
    ),
) -> Result {
    let options = &ready.options;
    if !options.check_layout {
        return Ok(());
    }
    let languages = languages_of(options);
    let steps = languages.len() * LAYOUTS.len();
    if state.step >= steps {
        // A few frames for the last screenshot to be written.
        state.frames += 1;
        if state.frames >= SETTLE_FRAMES + STEADY_FRAMES {
            exit.write(if state.failed == 0 {
                AppExit::Success
            } else {
                AppExit::from_code(3)
            });
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (width, height, text_size) = LAYOUTS[state.step % LAYOUTS.len()];
    let lang = languages[state.step / LAYOUTS.len()];
    if state.frames == 0 {
        // The language switches at the next frame's start; the layout settles after.
        language.set_if_neq(crate::gui::settings::language::LanguageForThisRun(Some(
            lang,
        )));
        notes::start_noting(ctx);
        // Named controls in the report (egui keeps their words only with this debug flag,
        // which also draws their outlines: not in the screenshots). The flag exists only in
        // builds with debug assertions; a release build's report gives places, not names.
        #[cfg(debug_assertions)]
        if options.screenshot.is_none() {
            ctx.all_styles_mut(|style| style.debug.show_interactive_widgets = true);
        }
        let mut window = window.single_mut()?;
        window.resolution.set(width as f32, height as f32);
        settings.ui_scale = text_size;
    }
    state.frames += 1;
    if let Some(notes) = notes::take(ctx) {
        state.notes = notes;
    }
    let window = window.single()?;
    let laid_out = controls(ctx);
    let layout = layout_signature(window, camera.single().ok(), &laid_out);
    if layout == state.last_layout {
        state.steady += 1;
    } else {
        state.steady = 0;
        state.last_layout = layout;
    }
    let least = if state.step == 0 {
        FIRST_FRAMES
    } else {
        SETTLE_FRAMES
    };
    let settled = state.steady >= STEADY_FRAMES || state.frames >= least.max(MOST_FRAMES);
    if state.frames < least || !settled || !ready.is_ready() {
        return Ok(());
    }
    let mut problems = Vec::new();
    if (window.width() - width as f32).abs() > SLACK
        || (window.height() - height as f32).abs() > SLACK
    {
        problems.push(format!(
            "the window is {}x{}, not the size asked",
            window.width(),
            window.height()
        ));
    }
    controls_out_of_reach(ctx, &laid_out, &state.notes, &mut problems);
    windows_scrolling_with_room(ctx, &state.notes, &mut problems);
    let mut pit_size = None;
    if is_about_the_board(options.screen) {
        panels_under_windows(ctx, &laid_out, &mut problems);
        if let Ok((camera, at)) = camera.single() {
            pit_size = Some(board_covered(
                ctx,
                window,
                camera,
                at,
                &state.notes,
                &mut problems,
            ));
        } else {
            problems.push("no board camera".into());
        }
    }
    if let Some(path) = &options.screenshot {
        // Several languages in one run: each one's pictures named apart.
        let named = (languages.len() > 1).then_some(lang);
        let path = shot_path(path, named, (width, height, text_size));
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>| {
                if let Err(why) = super::snapshot::write_png(&path, &captured.image) {
                    eprintln!("oware: --check-layout: {}: {why}", path.display());
                }
            },
        );
    }
    report(
        (options.screen, lang),
        (width, height, text_size),
        laid_out.len(),
        pit_size,
        &problems,
    );
    if !problems.is_empty() {
        state.failed += 1;
    }
    state.step += 1;
    state.frames = 0;
    state.steady = 0;
    if state.step == steps && state.failed > 0 {
        eprintln!(
            "oware: --check-layout: {} of {steps} layouts failed",
            state.failed
        );
    }
    Ok(())
}

/// The languages of the check: `--layout-languages`, else `--lang`'s, else English.
fn languages_of(options: &LaunchOptions) -> Vec<crate::i18n::Language> {
    if options.layout_languages.is_empty() {
        vec![options.lang.unwrap_or(crate::i18n::Language::English)]
    } else {
        options.layout_languages.clone()
    }
}

/// With `--screenshot FILE.png`: `FILE-800x600-2.png` for a layout (`FILE-th-800x600-2.png`
/// when the run checks several languages).
fn shot_path(
    path: &std::path::Path,
    lang: Option<crate::i18n::Language>,
    (width, height, text_size): (u32, u32, f32),
) -> std::path::PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let lang = lang.map_or_else(String::new, |l| format!("-{}", l.code()));
    path.with_file_name(format!("{stem}{lang}-{width}x{height}-{text_size}.png"))
}

/// The screens whose subject is the board (a game, a lesson, a puzzle, practice): the board
/// must stay in sight beside whatever else they show.
fn is_about_the_board(screen: Screen) -> bool {
    matches!(
        screen,
        Screen::Board
            | Screen::History
            | Screen::Settings
            | Screen::Theme(_)
            | Screen::Practice(_)
            | Screen::Setup
            | Screen::Analysis
            | Screen::OnlineMatch
            | Screen::OnlineMatchNorth
            | Screen::Lesson
            | Screen::ChildLesson
            | Screen::ChildPractice
            | Screen::Puzzle
            | Screen::PuzzleWrong
            | Screen::HintWords
            | Screen::Clock
    )
}

/// A control egui laid out, in the window's points.
struct Control {
    layer: egui::LayerId,
    rect: egui::Rect,
    words: Option<String>,
}

/// Every control egui laid out in its last pass, placed in the window.
fn controls(ctx: &egui::Context) -> Vec<Control> {
    let mut found: Vec<Control> = ctx.viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets
            .layers()
            .flat_map(|(layer, rects)| {
                rects.iter().map(move |w| Control {
                    layer: *layer,
                    rect: w.rect,
                    words: widgets
                        .info(w.id)
                        .and_then(|info| info.label.clone().or(info.current_text_value.clone())),
                })
            })
            .filter(|c| c.rect.is_positive())
            .collect()
    });
    for control in &mut found {
        if let Some(to_global) = ctx.layer_transform_to_global(control.layer) {
            control.rect = to_global * control.rect;
        }
    }
    found
}

/// What a layout is, to tell when it stops changing: the window's size, the board camera's
/// place and projection, and every control's rectangle, to a tenth of a point.
fn layout_signature(
    window: &Window,
    board: Option<(&Camera, &GlobalTransform)>,
    all: &[Control],
) -> Vec<i32> {
    let tenths = |v: f32| (v * 10.0).round() as i32;
    let mut signature = vec![tenths(window.width()), tenths(window.height())];
    if let Some((camera, at)) = board {
        let place = at.translation();
        let projection = camera.clip_from_view();
        signature.extend([
            tenths(place.x),
            tenths(place.y),
            tenths(projection.x_axis.x * 1.0e5),
            tenths(projection.y_axis.y * 1.0e5),
            tenths(projection.w_axis.x * 1.0e3),
            tenths(projection.w_axis.y * 1.0e3),
        ]);
    }
    for c in all {
        signature.extend([
            tenths(c.rect.min.x),
            tenths(c.rect.min.y),
            tenths(c.rect.max.x),
            tenths(c.rect.max.y),
        ]);
    }
    signature
}

fn inside(inner: egui::Rect, outer: egui::Rect) -> bool {
    outer.expand(SLACK).contains_rect(inner)
}

fn describe(control: &Control) -> String {
    let r = control.rect;
    let name = control
        .words
        .as_deref()
        .map(|w| format!("'{}' ", w.chars().take(40).collect::<String>()))
        .unwrap_or_default();
    format!(
        "{name}at {:.0},{:.0}–{:.0},{:.0}",
        r.min.x, r.min.y, r.max.x, r.max.y
    )
}

/// Controls neither inside the window nor in a scroll area that scrolls within it: out of
/// the player's reach.
fn controls_out_of_reach(
    ctx: &egui::Context,
    all: &[Control],
    notes: &OverlayNotes,
    problems: &mut Vec<String>,
) {
    let screen = ctx.content_rect();
    // A vertical scroll bar's room: egui lays the content out to the area's full width and
    // puts the bar over its right edge.
    let bar = SLACK + ctx.global_style().spacing.scroll.allocated_width();
    for control in all {
        if inside(control.rect, screen) {
            continue;
        }
        let scrolled_to = notes.scrolls.iter().any(|s| {
            s.layer == control.layer
                && inside(s.view, screen)
                && inside(control.rect, s.content)
                && (s.sideways
                    || (control.rect.min.x >= s.view.min.x - SLACK
                        && control.rect.max.x <= s.view.max.x + bar))
        });
        if !scrolled_to {
            let views: Vec<String> = notes
                .scrolls
                .iter()
                .filter(|s| s.layer == control.layer)
                .map(|s| format!("{:?} in {:?}", s.view, s.content))
                .collect();
            problems.push(format!(
                "a control {} is outside the window ({:.0}x{:.0} points) and no scroll area reaches it{}",
                describe(control),
                screen.width(),
                screen.height(),
                if views.is_empty() { String::new() } else { format!(" (scroll areas of its layer: {})", views.join(", ")) }
            ));
        }
    }
}

/// Points a window's scroll area may stay short of the room a window has (its frame, and
/// a line of buttons under the scroll area), sideways and up and down.
const WINDOW_FRAME: egui::Vec2 = egui::vec2(40.0, 120.0);

/// Windows whose contents scroll though the screen has room for them: a window that opened
/// small and stayed small, its table or its form cut for nothing.
fn windows_scrolling_with_room(
    ctx: &egui::Context,
    notes: &OverlayNotes,
    problems: &mut Vec<String>,
) {
    let room = crate::gui::overlay::fitted::room(ctx) - WINDOW_FRAME;
    // The panels beside the board have a width of their own.
    for s in notes
        .scrolls
        .iter()
        .filter(|s| s.layer.order != egui::Order::Background)
    {
        let (view, content) = (s.view.size(), s.content.size());
        for (way, [view, content, room]) in [
            ("sideways", [view.x, content.x, room.x]),
            ("up and down", [view.y, content.y, room.y]),
        ] {
            if content > view + SLACK && view < room {
                problems.push(format!(
                    "a window's contents ({:?}) scroll {way}: {content:.0} points in a view of \
                     {view:.0}, though the screen has room for {room:.0}",
                    s.layer.id
                ));
            }
        }
    }
}

/// Text and controls of the panels beside the board (a lesson's task, the practice
/// question, the clocks) under a window or a banner.
fn panels_under_windows(ctx: &egui::Context, all: &[Control], problems: &mut Vec<String>) {
    for control in all {
        if control.layer != egui::LayerId::background() {
            continue;
        }
        if let Some(over) = window_at(ctx, control.rect.center()) {
            problems.push(format!(
                "the panel's control {} is covered by {:?}",
                describe(control),
                over.id
            ));
        }
    }
}

/// The window, banner or pop-up drawn at a point (the panels' background is not one).
fn window_at(ctx: &egui::Context, point: egui::Pos2) -> Option<egui::LayerId> {
    ctx.layer_id_at(point)
        .filter(|layer| layer.order != egui::Order::Background)
}

/// Checks every pit and store: drawn large enough, inside the window, under no panel and
/// no window. Returns the smallest pit's size across, in logical pixels.
fn board_covered(
    ctx: &egui::Context,
    window: &Window,
    camera: &Camera,
    at: &GlobalTransform,
    notes: &OverlayNotes,
    problems: &mut Vec<String>,
) -> f32 {
    let zoom = ctx.zoom_factor();
    let window_rect = egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(window.width(), window.height()),
    );
    let mut smallest = f32::INFINITY;
    let hollows = Pit::ALL
        .iter()
        .map(|&pit| {
            (
                pit.to_string(),
                true,
                layout::pit_center(pit),
                Vec2::splat(layout::PIT_RADIUS),
            )
        })
        .chain([Side::South, Side::North].map(|side| {
            (
                format!("{side:?}'s store"),
                false,
                layout::store_center(side),
                Vec2::new(layout::STORE_HALF_WIDTH, layout::STORE_HALF_HEIGHT),
            )
        }));
    for (name, is_pit, centre, half) in hollows {
        let corners = [centre - half, centre + half]
            .map(|p| camera.world_to_viewport(at, p.extend(0.0)).ok());
        let [Some(a), Some(b)] = corners else {
            problems.push(format!("{name} is not in the camera's view"));
            continue;
        };
        // In the window's logical pixels.
        let rect = egui::Rect::from_two_pos(egui::pos2(a.x, a.y), egui::pos2(b.x, b.y));
        if is_pit {
            smallest = smallest.min(rect.width().min(rect.height()));
        }
        if !inside(rect, window_rect) {
            problems.push(format!("{name} is cut by the window's edge"));
            continue;
        }
        // In the overlay's points.
        let points = egui::Rect::from_min_max(
            (rect.min.to_vec2() / zoom).to_pos2(),
            (rect.max.to_vec2() / zoom).to_pos2(),
        );
        let shrunk = points.shrink2(points.size() * 0.15);
        if let Some(panel) = notes.panels.iter().find(|p| p.intersects(shrunk)) {
            problems.push(format!(
                "{name} is under a panel at {:.0},{:.0}–{:.0},{:.0}",
                panel.min.x, panel.min.y, panel.max.x, panel.max.y
            ));
            continue;
        }
        let probes = [
            points.center(),
            shrunk.left_top(),
            shrunk.right_top(),
            shrunk.left_bottom(),
            shrunk.right_bottom(),
        ];
        if let Some(over) = probes.iter().find_map(|&p| window_at(ctx, p)) {
            problems.push(format!("{name} is covered by {:?}", over.id));
        }
    }
    if smallest < MIN_PIT_PIXELS {
        problems.push(format!(
            "the pits are {smallest:.0} pixels across, under {MIN_PIT_PIXELS:.0}"
        ));
    }
    smallest
}

fn report(
    (screen, lang): (Screen, crate::i18n::Language),
    (width, height, text_size): (u32, u32, f32),
    controls: usize,
    pit_size: Option<f32>,
    problems: &[String],
) {
    let lang = lang.code();
    let pits = pit_size.map_or_else(String::new, |s| format!(", pits {s:.0} px"));
    let verdict = if problems.is_empty() { "ok" } else { "FAILED" };
    println!(
        "layout {screen:?} {lang} {width}x{height} text {text_size}: {controls} controls{pits}: {verdict}"
    );
    for problem in problems.iter().take(LISTED) {
        println!("  - {problem}");
    }
    if problems.len() > LISTED {
        println!("  - and {} more", problems.len() - LISTED);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen_of(width: f32, height: f32) -> egui::RawInput {
        egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, height),
            )),
            ..Default::default()
        }
    }

    /// Lays `ui_of` out on a screen of 400×300 points a few times (windows size themselves
    /// over passes) and returns the problems the check finds.
    fn problems_of(ui_of: impl Fn(&mut egui::Ui)) -> Vec<String> {
        problems_on(screen_of(400.0, 300.0), ui_of)
    }

    fn problems_on(screen: egui::RawInput, ui_of: impl Fn(&mut egui::Ui)) -> Vec<String> {
        let ctx = egui::Context::default();
        notes::start_noting(&ctx);
        let mut noted = OverlayNotes::default();
        for _ in 0..4 {
            let mut output = ctx.run_ui(screen.clone(), &ui_of);
            output.textures_delta.clear();
            noted = notes::take(&ctx).unwrap_or_default();
        }
        let mut problems = Vec::new();
        controls_out_of_reach(&ctx, &controls(&ctx), &noted, &mut problems);
        windows_scrolling_with_room(&ctx, &noted, &mut problems);
        problems
    }

    #[test]
    fn a_window_scrolling_what_the_screen_has_room_for_is_reported() {
        // A row of buttons some 900 points long in a window on a 1280-point screen.
        let row = |ui: &mut egui::Ui| {
            ui.horizontal(|ui| {
                for k in 0..30 {
                    let _ = ui.button(format!("b{k}"));
                }
            });
        };
        let window = || egui::Window::new("w").id(egui::Id::new("w"));
        // A scroll area of egui's own making stays as narrow as the window opened.
        let narrow = problems_on(screen_of(1280.0, 720.0), |ui| {
            window().show(ui.ctx(), |ui| {
                let shown = egui::ScrollArea::both().show(ui, row);
                notes::scroll_view(&shown, ui, true);
            });
        });
        assert!(
            narrow.iter().any(|p| p.contains("scroll sideways")),
            "{narrow:?}"
        );
        // The overlay's scroll area widens its window to the row.
        let fitted = problems_on(screen_of(1280.0, 720.0), |ui| {
            window().show(ui.ctx(), |ui| {
                crate::gui::overlay::fitted::scrolled(ui, row)
            });
        });
        assert!(fitted.is_empty(), "{fitted:?}");
    }

    #[test]
    fn a_control_past_the_window_edge_is_out_of_reach_unless_a_scroll_area_reaches_it() {
        // A button standing past the right edge of a 400-point screen.
        let past_the_edge = problems_of(|ui| {
            ui.put(
                egui::Rect::from_min_size(egui::pos2(380.0, 10.0), egui::vec2(60.0, 20.0)),
                egui::Button::new("cut"),
            );
        });
        assert!(
            past_the_edge.iter().any(|p| p.contains("at 380,10–440,30")),
            "{past_the_edge:?}"
        );
        // Forty buttons one under the other, far below the screen's bottom, in a scroll
        // area that stands inside the screen: all in reach.
        let scrolled = problems_of(|ui| {
            let shown = egui::ScrollArea::vertical().show(ui, |ui| {
                for k in 0..40 {
                    let _ = ui.button(format!("button {k}"));
                }
            });
            notes::scroll_view(&shown, ui, false);
        });
        assert!(scrolled.is_empty(), "{scrolled:?}");
        // The same buttons without the scroll area: those below the screen are out of reach.
        let unscrolled = problems_of(|ui| {
            for k in 0..40 {
                let _ = ui.button(format!("button {k}"));
            }
        });
        assert!(unscrolled.len() > 20, "{unscrolled:?}");
        assert!(unscrolled.iter().all(|p| p.contains("outside the window")));
    }
}
