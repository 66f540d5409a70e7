//! The settings panel beside the board (saved, applied at once, so the board shows each
//! change as it is made): animation speed, reduced motion, seed counts, counting by hand,
//! sound, hints, the move history, the board's theme and the size of the writing. While it
//! is open it takes the right-hand side from the hints' and practice panels. Also the
//! systems that apply the size.

use crate::gui::board::inset::{BoardInset, LeftPanel, RightPanel, side_panel_width};
use crate::gui::board::theme::TextRole;
use crate::gui::modes::learning::Learning;
use crate::gui::modes::practice::Practice;
use crate::gui::panels::menu_bar::view_checkbox;
use crate::gui::settings::AppSettings;
use crate::gui::state::SettingsOpen;
use crate::gui::state::{UiAction, ViewOption};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::records::{AnimationSpeed, Theme};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The sizes of writing offered.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// The panel's width at the normal size of writing (logical pixels).
const PANEL_WIDTH: f32 = 330.0;

/// Registers the panel and the size of the writing.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        scale_board_writing.in_set(crate::gui::state::BoardSet::View),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (scale_overlay, settings_window).chain(),
    );
}

/// The overlay follows the size setting. Its windows cast no shadows: a soft shadow is
/// blended over a wide area, which software renderers pay for on every frame. Its scroll
/// bars are drawn whenever there is more to scroll to, not only under the pointer: a
/// player who has not found the wheel sees that *Quit* is further down.
fn scale_overlay(
    mut contexts: EguiContexts,
    settings: Res<AppSettings>,
    mut inset: ResMut<BoardInset>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx.global_style().visuals.window_shadow != egui::Shadow::NONE {
        ctx.all_styles_mut(|style| {
            style.visuals.window_shadow = egui::Shadow::NONE;
            style.visuals.popup_shadow = egui::Shadow::NONE;
            style.spacing.scroll = egui::style::ScrollStyle::solid();
        });
    }
    let wanted = settings
        .ui_scale
        .clamp(*UI_SCALES.start(), *UI_SCALES.end());
    if (ctx.zoom_factor() - wanted).abs() > 0.001 {
        ctx.set_zoom_factor(wanted);
    }
    BoardInset::set_zoom(&mut inset, ctx.zoom_factor());
    Ok(())
}

/// How much larger the seed counts are in a child's mode.
const CHILD_COUNT_SCALE: f32 = 1.5;

/// The most the board's writing grows with the text size: the board's own room is fixed.
const MOST_BOARD_WRITING: f32 = 1.5;

/// How far a pit's letter moves out from its place for each unit its count grows by (half a
/// count's height, in the board's units), so that a larger count never covers it.
const LETTER_STEP: f32 = 14.0;

/// A text on the board: where it stands, whether it is a pit's count, and the pit's
/// letter it is, if it is one.
type BoardWriting = (
    &'static mut Transform,
    Has<crate::gui::board::parts::CountLabel>,
    Option<&'static crate::gui::board::parts::PitLetter>,
);

/// The board's counts, letters and names follow the size setting too, up to half as large
/// again; a child's counts are larger still, and the pit letters move out as the counts
/// grow, so that they never overlap.
fn scale_board_writing(
    settings: Res<AppSettings>,
    players: Res<crate::gui::players::Players>,
    mut texts: Query<BoardWriting, With<TextRole>>,
) {
    if !settings.is_changed() && !players.is_changed() {
        return;
    }
    let scale = settings
        .ui_scale
        .clamp(*UI_SCALES.start(), *UI_SCALES.end())
        .min(MOST_BOARD_WRITING);
    let child = players.child_mode();
    let counts = if child {
        scale * CHILD_COUNT_SCALE
    } else {
        scale
    };
    let letters_out = (counts - 1.0).max(0.0) * LETTER_STEP
        + if child {
            crate::gui::board::scene::CHILD_COUNT_SHIFT
        } else {
            0.0
        };
    for (mut t, count, letter) in &mut texts {
        let wanted = if count { counts } else { scale };
        if (t.scale.x - wanted).abs() > 0.001 {
            t.scale = Vec3::splat(wanted);
        }
        if let Some(&crate::gui::board::parts::PitLetter(pit)) = letter {
            let home = crate::gui::sowing::layout::pit_letter_position(pit);
            let y = home.y + letters_out * home.y.signum();
            if (t.translation.y - y).abs() > 0.01 {
                t.translation.y = y;
            }
        }
    }
}

/// A panel rather than a window over the board: the board stays in sight (and costs fewer
/// pixels to draw, as it is fitted into the room left beside the panel).
fn settings_window(
    mut contexts: EguiContexts,
    open: Res<SettingsOpen>,
    mut actions: MessageWriter<UiAction>,
    mut settings: ResMut<AppSettings>,
    mut inset: ResMut<BoardInset>,
    (learning, practice): (Res<Learning>, Res<Practice>),
) -> Result {
    if !open.0 {
        BoardInset::set_right(&mut inset, RightPanel::Settings, 0.0);
        BoardInset::set_left(&mut inset, LeftPanel::Settings, 0.0);
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = crate::gui::board::inset::panel_root(ctx, "settings-root", inset.top);
    // A lesson's, a puzzle's or practice's task keeps the right-hand side: the settings
    // open on the left, where the history would be (set aside while they run).
    let task_on_right = (learning.active && learning.drill.is_some())
        || (practice.active && practice.exercise.is_some());
    let size = side_panel_width(ctx, PANEL_WIDTH);
    let panel = if task_on_right {
        egui::Panel::left("settings-left")
    } else {
        egui::Panel::right("settings")
    };
    let shown = panel
        .resizable(false)
        .exact_size(size)
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                text::heading(ui, t!("settings-title"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .button(egui::RichText::new("×").size(18.0))
                        .on_hover_words(t!("settings-close"))
                        .clicked()
                    {
                        actions.write(UiAction::ShowSettings(false));
                    }
                });
            });
            ui.separator();
            crate::gui::overlay::fitted::panel_scrolled(ui, |ui| {
                settings_rows(ui, &mut settings, &mut actions);
                ui.add_space(6.0);
                text::label(ui, egui::RichText::new(t!("settings-saved")).small().weak());
            });
        });
    let width = crate::gui::overlay::notes::panel(ctx, &shown.response);
    let (left, right) = if task_on_right {
        (width, 0.0)
    } else {
        (0.0, width)
    };
    BoardInset::set_left(&mut inset, LeftPanel::Settings, left);
    BoardInset::set_right(&mut inset, RightPanel::Settings, right);
    Ok(())
}

/// A setting's name over its controls.
fn section(ui: &mut egui::Ui, title: String, add: impl FnOnce(&mut egui::Ui)) {
    ui.add_space(4.0);
    text::label(ui, egui::RichText::new(title.as_str()).strong());
    ui.indent(title, add);
    ui.add_space(2.0);
}

/// The language: the system's, or one of those the app speaks, each named in itself.
fn language_row(ui: &mut egui::Ui, settings: &mut AppSettings) {
    use crate::i18n::Language;
    let system = t!(
        "settings-language-system",
        language = Language::of_system().native_name()
    );
    let chosen = settings.language.as_deref().and_then(Language::from_code);
    egui::ComboBox::from_id_salt("language")
        .selected_text(chosen.map_or(system.clone(), |l| l.native_name().to_string()))
        .show_ui(ui, |ui| {
            if ui.selectable_label(chosen.is_none(), system).clicked() {
                settings.language = None;
            }
            for language in Language::ALL {
                if ui
                    .selectable_label(chosen == Some(language), language.native_name())
                    .clicked()
                {
                    settings.language = Some(language.code().to_string());
                }
            }
        });
}

fn settings_rows(
    ui: &mut egui::Ui,
    settings: &mut AppSettings,
    actions: &mut MessageWriter<UiAction>,
) {
    section(ui, t!("settings-language"), |ui| language_row(ui, settings));
    section(ui, t!("settings-board"), |ui| {
        ui.horizontal_wrapped(|ui| {
            for theme in Theme::ALL {
                text::radio_value(
                    ui,
                    &mut settings.theme,
                    theme,
                    crate::gui::words::theme(theme),
                );
            }
        });
        text::checkbox(
            ui,
            &mut settings.turn_board_for_north,
            t!("settings-turn-board"),
        )
        .on_hover_words(t!("settings-turn-board-tip"));
    });
    section(ui, t!("settings-size"), |ui| {
        // The size is applied when the slider is let go: applied while dragging, it would
        // rescale the slider under the pointer, and the value would run away.
        let id = ui.id().with("text-size-dragged");
        let mut value = ui
            .data(|d| d.get_temp::<f32>(id))
            .unwrap_or(settings.ui_scale);
        let slider = ui.add(egui::Slider::new(&mut value, UI_SCALES).step_by(0.05));
        if slider.dragged() {
            ui.data_mut(|d| d.insert_temp(id, value));
        } else {
            ui.data_mut(|d| d.remove::<f32>(id));
            if (value - settings.ui_scale).abs() > f32::EPSILON {
                settings.ui_scale = value;
            }
        }
    });
    section(ui, t!("settings-animation"), |ui| {
        ui.horizontal_wrapped(|ui| {
            for speed in AnimationSpeed::ALL {
                text::radio_value(
                    ui,
                    &mut settings.speed,
                    speed,
                    crate::gui::words::speed(speed),
                );
            }
        });
        text::checkbox(
            ui,
            &mut settings.reduced_motion,
            t!("settings-reduced-motion"),
        );
    });
    section(ui, t!("settings-counting"), |ui| {
        text::checkbox(ui, &mut settings.show_counts, t!("view-counts"));
        let mut by_hand = settings.count_by_hand.is_some();
        if ui
            .checkbox(&mut by_hand, t!("settings-count-by-hand"))
            .on_hover_words(t!("settings-count-by-hand-tip"))
            .changed()
        {
            settings.count_by_hand = by_hand.then_some(4);
        }
        if let Some(limit) = settings.count_by_hand.as_mut() {
            ui.add(egui::Slider::new(limit, 0..=12).text(t!("settings-seeds-shown")));
        }
    });
    section(ui, t!("settings-sound"), |ui| {
        view_checkbox(
            ui,
            settings.sound_on,
            ViewOption::Sound,
            t!("settings-sound-on"),
            actions,
        );
        ui.add_enabled(
            settings.sound_on,
            egui::Slider::new(&mut settings.sound_volume, 0.0..=1.0)
                .show_value(false)
                .text(t!("settings-volume")),
        );
    });
    section(ui, t!("settings-online-relay"), |ui| {
        crate::gui::panels::relay_choice::relay_choice(ui, &mut settings.online.relay, "settings");
        text::label(
            ui,
            egui::RichText::new(t!("settings-online-relay-tip"))
                .small()
                .weak(),
        );
    });
    section(ui, t!("settings-help"), |ui| {
        let flags = [
            (
                settings.always_hints,
                ViewOption::AlwaysHints,
                t!("view-always-hints"),
            ),
            (
                settings.show_history,
                ViewOption::History,
                t!("settings-history"),
            ),
            (settings.show_log, ViewOption::Log, t!("view-log")),
        ];
        for (on, option, text) in flags {
            view_checkbox(ui, on, option, text, actions);
        }
    });
}
