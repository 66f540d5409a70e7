//! The menu bar (the Game and View menus, undo/redo, the hints, the status) and the result
//! banner with "play again".

use crate::gui::board::inset::BoardInset;
use crate::gui::board::inset::panel_root;
use crate::gui::computer::ai_player::Thinking;
use crate::gui::computer::hints::{BoardHints, hints_on};
use crate::gui::computer::tables::{EndgameTables, TABLE_SIZES, build_cost};
use crate::gui::game::session::GameSession;
use crate::gui::panels::shortcuts::text as keys;
use crate::gui::settings::{AnimationSpeed, AppSettings};
use crate::gui::sowing::animation::Animator;
use crate::gui::state::{OverBoard, UiAction, ViewOption};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::rules::{MatchFormat, Side};
use crate::t;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the overlay.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuToOpen>();
    app.add_plugins(super::result_banner::plugin).add_systems(
        EguiPrimaryContextPass,
        (
            menu_bar,
            confirm_tables_window,
            super::result_banner::result_banner,
        )
            .chain()
            .run_if(crate::gui::state::playing),
    );
}

/// The menus of the bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarMenu {
    /// The Game menu.
    Game,
    /// The View menu.
    View,
}

/// A menu to open without a click (the screenshots and the layout check show it open).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MenuToOpen(pub Option<BarMenu>);

/// A menu's items in a scroll area as tall as the screen leaves below the bar: with large
/// text on a small screen, the last items are scrolled to rather than cut off.
fn scrolled_menu<R>(ui: &mut egui::Ui, items: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let below = ui.ctx().content_rect().bottom() - ui.cursor().top() - 12.0;
    // As tall as the room, not as the first pass's guess: a popup's first pass is laid
    // out in a default size, which it keeps.
    let shown = egui::ScrollArea::vertical()
        .max_height(below.max(60.0))
        .min_scrolled_height(below.max(60.0))
        .auto_shrink([true, true])
        .show(ui, items);
    crate::gui::overlay::notes::scroll_view(&shown, ui, false);
    shown.inner
}

/// Opens `menu` when it is the one asked for (its popup shows from the next pass).
fn open_if_asked(
    ctx: &egui::Context,
    response: &egui::Response,
    menu: BarMenu,
    asked: &mut MenuToOpen,
) {
    if asked.0 == Some(menu) {
        egui::Popup::open_id(ctx, egui::Popup::default_response_id(response));
        asked.0 = None;
    }
}

/// What the menu bar reads.
#[derive(SystemParam)]
struct MenuState<'w> {
    session: Res<'w, GameSession>,
    animator: Res<'w, Animator>,
    thinking: Res<'w, Thinking>,
    hints: Res<'w, BoardHints>,
    tables: Res<'w, EndgameTables>,
    online: Res<'w, crate::gui::online::Online>,
    tournament: Res<'w, crate::gui::tournament::Tournament>,
    modes: crate::gui::modes::board_mode::BoardModes<'w>,
}

/// What the menu bar asks for.
#[derive(SystemParam)]
struct MenuRequests<'w> {
    actions: MessageWriter<'w, UiAction>,
    open: ResMut<'w, MenuToOpen>,
}

/// A checkbox of a view option: a click asks for the change, as every other way does.
pub fn view_checkbox(
    ui: &mut egui::Ui,
    on: bool,
    option: ViewOption,
    text: String,
    actions: &mut MessageWriter<UiAction>,
) -> egui::Response {
    let mut shown = on;
    let response = text::checkbox(ui, &mut shown, text);
    if response.changed() {
        actions.write(UiAction::SetView(option, shown));
    }
    response
}

fn menu_bar(
    mut contexts: EguiContexts,
    state: MenuState,
    mut settings: ResMut<AppSettings>,
    mut inset: ResMut<BoardInset>,
    mut out: MenuRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = panel_root(ctx, "overlay-root", 0.0);
    let busy = state.animator.is_busy();
    let bar = egui::Panel::top("menu-bar").show(&mut root, |ui| {
        egui::MenuBar::new().ui(ui, |ui| {
            // A narrow window (or large text) puts the rest of the bar on a second line.
            ui.horizontal_wrapped(|ui| {
                let game = ui.menu_button(t!("menu-game"), |ui| {
                    let recent = settings.recent_files.clone();
                    let online = state.online.is_active();
                    scrolled_menu(ui, |ui| {
                        game_menu(ui, &state.session, busy, online, &recent, &mut out.actions)
                    })
                });
                open_if_asked(ui.ctx(), &game.response, BarMenu::Game, &mut out.open);
                let view = ui.menu_button(t!("menu-view"), |ui| {
                    scrolled_menu(ui, |ui| view_menu(ui, &mut settings, &mut out.actions))
                });
                open_if_asked(ui.ctx(), &view.response, BarMenu::View, &mut out.open);
                ui.separator();
                turn_buttons(
                    ui,
                    &state,
                    hints_on(&state.hints, &settings),
                    busy,
                    &mut out,
                );
                ui.separator();
                text::label(ui, status_text(&state, hints_on(&state.hints, &settings)));
                if let Some(status) = state.online.status() {
                    ui.separator();
                    online_status(ui, &status, &mut out.actions);
                }
                // A tournament's board in play: its round and board; a click shows the
                // tournament.
                if let Some((round, board)) = state.tournament.board_in_play() {
                    ui.separator();
                    let words = t!("menu-tournament-board", round = round, board = board);
                    if ui
                        .add(egui::Button::new(words).frame(false))
                        .on_hover_words(t!("menu-tournament-tip"))
                        .clicked()
                    {
                        out.actions.write(UiAction::Open(OverBoard::Tournament));
                    }
                }
                let m = state.session.match_state();
                if m.format != MatchFormat::Single {
                    ui.separator();
                    let names = state.session.display_names();
                    text::label(
                        ui,
                        t!(
                            "menu-match-score",
                            format = crate::gui::words::match_format(m.format),
                            south = names[0].clone(),
                            south_wins = m.wins(Side::South),
                            north_wins = m.wins(Side::North),
                            north = names[1].clone(),
                            draws = m.draws()
                        ),
                    );
                }
                if let (Some((done, seeds)), Some(fraction)) =
                    (state.tables.progress(), state.tables.fraction_done())
                {
                    ui.separator();
                    ui.add(
                        egui::ProgressBar::new(fraction)
                            .desired_width(90.0)
                            .text(t!("menu-tables-progress", done = done, seeds = seeds)),
                    )
                    .on_hover_words(t!("menu-tables-progress-tip"));
                }
            });
        });
    });
    crate::gui::overlay::notes::panel(ctx, &bar.response);
    let height = bar.response.rect.height();
    if (inset.top - height).abs() > 0.5 {
        inset.top = height;
    }
    Ok(())
}

/// An item of the Game menu: its words, its shortcut, its tooltip, when it may be chosen,
/// and what it asks for.
struct MenuItem {
    label: &'static str,
    shortcut: Option<&'static str>,
    tip: Option<&'static str>,
    /// Refused while seeds are moving.
    waits: bool,
    /// Refused before the first move of the game.
    needs_moves: bool,
    action: UiAction,
}

/// What the items' being enabled depends on.
#[derive(Clone, Copy)]
struct MenuContext {
    /// Seeds are moving.
    busy: bool,
    /// The game has a move.
    has_moves: bool,
}

const fn item(label: &'static str, action: UiAction) -> MenuItem {
    MenuItem {
        label,
        shortcut: None,
        tip: None,
        waits: true,
        needs_moves: false,
        action,
    }
}

impl MenuItem {
    const fn keys(mut self, shortcut: &'static str) -> MenuItem {
        self.shortcut = Some(shortcut);
        self
    }

    const fn tip(mut self, tip: &'static str) -> MenuItem {
        self.tip = Some(tip);
        self
    }

    const fn any_time(mut self) -> MenuItem {
        self.waits = false;
        self
    }

    const fn needs_moves(mut self) -> MenuItem {
        self.needs_moves = true;
        self
    }

    /// Draws the item; a click sends its action and closes the menu.
    fn show(self, ui: &mut egui::Ui, context: MenuContext, actions: &mut MessageWriter<UiAction>) {
        let enabled = !(self.waits && context.busy) && (context.has_moves || !self.needs_moves);
        let mut button = egui::Button::new(crate::i18n::text(self.label));
        if let Some(keys) = self.shortcut {
            button = button.shortcut_text(keys);
        }
        let mut response = ui.add_enabled(enabled, button);
        if let Some(tip) = self.tip {
            response = response.on_hover_words(crate::i18n::text(tip));
        }
        if response.clicked() {
            actions.write(self.action);
            ui.close();
        }
    }
}

/// Draws the items in order.
fn show_items<const N: usize>(
    ui: &mut egui::Ui,
    items: [MenuItem; N],
    context: MenuContext,
    actions: &mut MessageWriter<UiAction>,
) {
    for entry in items {
        entry.show(ui, context, actions);
    }
}

/// The online match in the menu bar: who is played, or how the connection stands; a click
/// opens the online window.
fn online_status(
    ui: &mut egui::Ui,
    status: &crate::gui::online::OnlineStatus,
    actions: &mut MessageWriter<UiAction>,
) {
    use crate::gui::online::OnlineStatus;
    let (text, worrying) = match status {
        OnlineStatus::Hosting(Some(code)) => {
            // The code as people read it; the addresses it may carry are in the window.
            let short = code.split('@').next().unwrap_or(code).to_string();
            (t!("online-status-hosting", code = short), false)
        }
        OnlineStatus::Hosting(None) | OnlineStatus::Joining => {
            (t!("online-status-connecting"), false)
        }
        OnlineStatus::Playing {
            opponent,
            silent_for: None,
        } => (t!("online-status-playing", name = opponent.clone()), false),
        OnlineStatus::Playing {
            opponent,
            silent_for: Some(seconds),
        } => (
            t!(
                "online-status-silent",
                name = opponent.clone(),
                seconds = *seconds
            ),
            true,
        ),
        OnlineStatus::Reconnecting { opponent, seconds } => (
            t!(
                "online-status-reconnecting",
                name = opponent.clone(),
                seconds = *seconds
            ),
            true,
        ),
        OnlineStatus::Ended(_) => (t!("online-status-ended"), true),
    };
    let text = if worrying {
        egui::RichText::new(text).color(egui::Color32::from_rgb(220, 90, 60))
    } else {
        egui::RichText::new(text)
    };
    let response = ui.add(egui::Button::new(text).frame(false));
    let response = match status {
        OnlineStatus::Ended(why) => response.on_hover_words(why),
        _ => response.on_hover_words(t!("online-status-tip")),
    };
    if response.clicked() {
        actions.write(UiAction::Open(OverBoard::Online));
    }
}

fn game_menu(
    ui: &mut egui::Ui,
    session: &GameSession,
    busy: bool,
    online: bool,
    recent: &[std::path::PathBuf],
    actions: &mut MessageWriter<UiAction>,
) {
    let context = MenuContext {
        busy,
        has_moves: !session.game().plies().is_empty(),
    };
    let game = [
        item("menu-new-game", UiAction::Open(OverBoard::NewGame))
            .keys(keys::NEW_GAME)
            .any_time(),
        if online {
            item("menu-leave-online", UiAction::LeaveOnline).any_time()
        } else {
            item("menu-play-online", UiAction::Open(OverBoard::Online))
                .tip("menu-play-online-tip")
                .any_time()
        },
        item("menu-tournament", UiAction::Open(OverBoard::Tournament))
            .tip("menu-tournament-tip")
            .any_time(),
        item(
            "menu-host-tournament",
            UiAction::Open(OverBoard::HostTournament),
        )
        .tip("menu-host-tournament-tip")
        .any_time(),
        item("menu-play-again", UiAction::PlayAgain),
        item("menu-resign", UiAction::Resign).tip("menu-resign-tip"),
        item("learn-open", UiAction::Open(OverBoard::Learn))
            .keys(keys::LEARN)
            .tip("learn-open-tip"),
        item("library-title", UiAction::Open(OverBoard::Library)).tip("library-tip"),
        item("menu-practice", UiAction::Practice)
            .keys(keys::PRACTICE)
            .tip("menu-practice-tip"),
        item("menu-set-up", UiAction::SetUpPosition)
            .keys(keys::SET_UP)
            .tip("menu-set-up-tip")
            .any_time(),
        item("menu-copy-position", UiAction::CopyPosition)
            .tip("menu-copy-position-tip")
            .any_time(),
        item("menu-copy-game", UiAction::CopyGame)
            .tip("menu-copy-game-tip")
            .any_time(),
        item("menu-review", UiAction::Review)
            .keys(keys::REVIEW)
            .tip("menu-review-tip")
            .any_time()
            .needs_moves(),
    ];
    show_items(ui, game, context, actions);
    ui.separator();
    let open = item("menu-open", UiAction::OpenFile)
        .keys(keys::OPEN)
        .tip("menu-open-tip");
    show_items(ui, [open], context, actions);
    ui.menu_button(t!("menu-open-recent"), |ui| {
        recent_files(ui, busy, recent, actions)
    });
    let files = [
        item("menu-save-as", UiAction::SaveAs)
            .keys(keys::SAVE_AS)
            .tip("menu-save-as-tip"),
        item("library-add-board", UiAction::AddToLibrary)
            .tip("library-add-board-tip")
            .needs_moves(),
        item("menu-export", UiAction::Export)
            .keys(keys::EXPORT)
            .tip("menu-export-tip"),
    ];
    show_items(ui, files, context, actions);
    ui.separator();
    let quick = [
        item("menu-save", UiAction::QuickSave),
        item("menu-load", UiAction::QuickLoad),
    ];
    show_items(ui, quick, context, actions);
    ui.separator();
    let windows = [
        item("menu-settings", UiAction::ShowSettings(true))
            .keys(keys::SETTINGS)
            .any_time(),
        item("menu-rules", UiAction::Open(OverBoard::Rules))
            .keys(keys::RULES)
            .any_time(),
        item("menu-about", UiAction::Open(OverBoard::About)).any_time(),
    ];
    show_items(ui, windows, context, actions);
    ui.separator();
    let quit = item("menu-quit", UiAction::Quit)
        .keys(keys::QUIT)
        .any_time();
    show_items(ui, [quit], context, actions);
}

/// The recent files, most recent first.
fn recent_files(
    ui: &mut egui::Ui,
    busy: bool,
    recent: &[std::path::PathBuf],
    actions: &mut MessageWriter<UiAction>,
) {
    if recent.is_empty() {
        text::label(ui, egui::RichText::new(t!("menu-open-recent-none")).weak());
    }
    for path in recent {
        if ui
            .add_enabled(
                !busy,
                egui::Button::new(crate::gui::files::files_menu::file_label(path)),
            )
            .on_hover_words(path.display().to_string())
            .clicked()
        {
            actions.write(UiAction::OpenRecent(path.clone()));
            ui.close();
        }
    }
}

fn view_menu(ui: &mut egui::Ui, settings: &mut AppSettings, actions: &mut MessageWriter<UiAction>) {
    view_checkbox(
        ui,
        settings.show_counts,
        ViewOption::Counts,
        t!("view-counts"),
        actions,
    );
    view_checkbox(
        ui,
        settings.always_hints,
        ViewOption::AlwaysHints,
        t!("view-always-hints"),
        actions,
    );
    view_checkbox(
        ui,
        settings.show_history,
        ViewOption::History,
        t!("view-history"),
        actions,
    );
    view_checkbox(
        ui,
        settings.show_log,
        ViewOption::Log,
        t!("view-log"),
        actions,
    )
    .on_hover_words(t!("view-log-tip"));
    view_checkbox(
        ui,
        settings.sound_on,
        ViewOption::Sound,
        t!("view-sound"),
        actions,
    );
    ui.separator();
    text::label(ui, t!("view-speed"));
    for speed in AnimationSpeed::ALL {
        text::radio_value(
            ui,
            &mut settings.speed,
            speed,
            crate::gui::words::speed(speed),
        );
    }
    ui.separator();
    text::label(ui, t!("view-tables"));
    for seeds in TABLE_SIZES {
        let chosen = settings.table_seeds == seeds;
        if ui
            .radio(chosen, t!("view-tables-size", seeds = seeds))
            .on_hover_words(build_cost(seeds))
            .clicked()
            && !chosen
        {
            if seeds == TABLE_SIZES[0] {
                settings.table_seeds = seeds;
            } else {
                // A large build is said before it starts.
                actions.write(UiAction::Open(crate::gui::state::OverBoard::ConfirmTables(
                    seeds,
                )));
            }
            ui.close();
        }
    }
}

/// Says what the larger tables cost before they are built (open while the state
/// [`OverBoard::ConfirmTables`](crate::gui::state::OverBoard::ConfirmTables) is).
fn confirm_tables_window(
    mut contexts: EguiContexts,
    over: Res<State<crate::gui::state::OverBoard>>,
    mut settings: ResMut<AppSettings>,
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let crate::gui::state::OverBoard::ConfirmTables(seeds) = *over.get() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    crate::gui::overlay::fitted::centred(t!("tables-confirm-title"), "tables-confirm", ctx)
        .resizable(false)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                text::label(
                    ui,
                    t!(
                        "tables-confirm-text",
                        seeds = seeds,
                        cost = build_cost(seeds)
                    ),
                );
                ui.horizontal(|ui| {
                    let build = ui.button(t!("tables-confirm-build")).clicked();
                    if build {
                        settings.table_seeds = seeds;
                    }
                    if build || ui.button(t!("tables-confirm-not-now")).clicked() {
                        actions.write(UiAction::Close(
                            crate::gui::state::OverBoard::ConfirmTables(seeds),
                        ));
                    }
                });
            })
        });
    Ok(())
}

/// Undo, redo, end by agreement and the hints.
fn turn_buttons(
    ui: &mut egui::Ui,
    state: &MenuState,
    showing_hints: bool,
    busy: bool,
    out: &mut MenuRequests,
) {
    let game = state.session.game();
    if ui
        .add_enabled(!busy && game.can_undo(), egui::Button::new(t!("turn-undo")))
        .on_hover_words("Ctrl+Z")
        .clicked()
    {
        out.actions.write(UiAction::Undo);
    }
    // Online, a move taken back is gone: the friend's game has no redo.
    let can_redo = game.can_redo() && state.session.remote_side().is_none();
    if ui
        .add_enabled(!busy && can_redo, egui::Button::new(t!("turn-redo")))
        .on_hover_words("Ctrl+Y")
        .clicked()
    {
        out.actions.write(UiAction::Redo);
    }
    if game.cycle_seen()
        && !game.is_over()
        && ui
            .button(t!("turn-end-by-agreement"))
            .on_hover_words(t!("turn-end-by-agreement-tip"))
            .clicked()
    {
        out.actions.write(UiAction::EndByAgreement);
    }
    if ui
        .add(egui::Button::selectable(showing_hints, t!("turn-hints")))
        .on_hover_words(t!("turn-hints-tip"))
        .clicked()
    {
        out.actions.write(UiAction::ToggleHints);
    }
}

/// Who is to move, the result, or how deep the hints are.
fn status_text(state: &MenuState, showing_hints: bool) -> String {
    let session = &state.session;
    let game = session.game();
    // What the board shows instead of the game (a lesson, an exercise, a set-up, a line, an
    // earlier position) names who moves there, as the board does.
    if state.modes.current() != crate::gui::state::BoardMode::Game {
        let Some(side) = state.modes.to_move_shown(game) else {
            return String::new();
        };
        let name = if state.modes.learning.position().is_some() {
            crate::gui::words::side_name(side)
        } else {
            session.name(side).to_string()
        };
        return t!("status-to-move", name = name);
    }
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => session.result_text(o),
        (None, Some(_)) if state.thinking.is_busy() => t!("status-thinking"),
        (None, Some(side)) => {
            let mut text = t!("status-to-move", name = session.name(side));
            if showing_hints && let Some((depth, _)) = state.hints.for_game(game) {
                let more = if state.hints.is_thinking() { "…" } else { "" };
                text.push_str(&t!("status-hint-depth", depth = depth));
                text.push_str(more);
            }
            text
        }
        (None, None) => String::new(),
    }
}
