//! Screens as states: the start screen (Continue, New game, Practice, Open…, Settings,
//! Rules, Quit) and the game; `Esc` in the game brings the in-game menu.

use crate::gui::board::parts::BoardCamera;
use crate::gui::files::autosave::{Autosave, AutosaveError, autosave_error, read_autosave};
use crate::gui::game::session::{LoadedMatch, SessionRequest};
use crate::gui::players::{PlayerRefusal, PlayerRequest, Players};
use crate::gui::state::{AppScreen, OverBoard, StartPage, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::gui::windows::board_diagram::{self, DiagramTextures, PitMarks};
use crate::gui::windows::players_view::{PlayersForm, PlayersOut, colour_mark, players_view};
use crate::records::{earlier_path, keep_match_in_progress};
use crate::rules::{MatchFormat, Position, Rules, Side};
use crate::t;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// What *Continue* would resume, read when the start screen opens.
#[derive(Resource, Debug, Default)]
struct ContinueOffer(Option<Result<Box<LoadedMatch>, AutosaveError>>);

/// The match in progress that a file opened replaced in the autosave, offered too.
#[derive(Resource, Debug, Default)]
struct EarlierOffer(Option<Box<LoadedMatch>>);

/// Whether the start screen's first button (Rejoin, Continue, else New game) still has to
/// take the keyboard's focus: once each time the screen opens.
#[derive(Resource, Debug, Default)]
struct FocusFirstButton(bool);

/// Registers the screens.
pub fn plugin(app: &mut App) {
    crate::gui::state::plugin(app);
    app.init_resource::<ContinueOffer>()
        .init_resource::<EarlierOffer>()
        .init_resource::<FocusFirstButton>()
        .init_resource::<PlayersForm>()
        .add_systems(OnEnter(AppScreen::Start), offer_continue)
        // Each player continues their own match: another player picked, theirs is offered.
        .add_systems(
            PostUpdate,
            offer_continue.run_if(on_message::<crate::gui::players::PlayerSwitched>),
        )
        // Each page's first button takes the keyboard's focus as it shows.
        .add_systems(OnEnter(StartPage::Menu), focus_first_button)
        .add_systems(OnEnter(StartPage::Players), focus_first_button)
        .add_systems(Update, (play_what_opens, board_behind_start_screen).chain())
        .add_systems(
            EguiPrimaryContextPass,
            (
                start_screen.run_if(in_state(AppScreen::Start)),
                in_game_menu.run_if(in_state(OverBoard::InGameMenu)),
            ),
        );
}

/// A game file opened from the start screen (Open…, a recent file) is played at once; a
/// cancelled dialog or a file that cannot be read leaves the player on the start screen.
fn play_what_opens(
    state: Res<State<AppScreen>>,
    mut sessions: MessageReader<SessionRequest>,
    mut go: MessageWriter<UiAction>,
) {
    let opened = sessions
        .read()
        .any(|r| matches!(r, SessionRequest::Load(_)));
    if opened && *state.get() == AppScreen::Start {
        go.write(UiAction::GoTo(AppScreen::Playing));
    }
}

/// A render layer nothing is on: the board camera looks there while the start screen is up.
const EMPTY_LAYER: usize = 31;

/// The start screen stands on the cloth alone: the board behind the card would only show
/// through in pieces, and a software renderer would fill its pixels on every frame. (Not a
/// transition system: the first screen is entered before the camera exists.)
fn board_behind_start_screen(
    state: Res<State<AppScreen>>,
    mut commands: Commands,
    cameras: Query<(Entity, Has<RenderLayers>), With<BoardCamera>>,
    mut texts: Query<&mut Text2d>,
    mut relayout: Local<u8>,
) {
    let hidden = *state.get() == AppScreen::Start;
    // A text changed while no camera saw it is never laid out again (Bevy lays out texts
    // that some camera sees, and only when they change): once the board is seen again,
    // every text on it counts as changed. Two frames, as the camera's sight is worked out
    // after the texts' layout.
    if *relayout > 0 {
        *relayout -= 1;
        for mut text in &mut texts {
            text.set_changed();
        }
    }
    for (camera, looks_away) in &cameras {
        if hidden && !looks_away {
            commands
                .entity(camera)
                .insert(RenderLayers::layer(EMPTY_LAYER));
        } else if !hidden && looks_away {
            commands.entity(camera).remove::<RenderLayers>();
            *relayout = 2;
        }
    }
}

fn focus_first_button(mut focus: ResMut<FocusFirstButton>) {
    focus.0 = true;
}

fn offer_continue(
    autosave: Res<Autosave>,
    mut offer: ResMut<ContinueOffer>,
    mut earlier: ResMut<EarlierOffer>,
    mut focus: ResMut<FocusFirstButton>,
) {
    focus.0 = true;
    let Some(path) = autosave.0.as_ref() else {
        offer.0 = None;
        earlier.0 = None;
        return;
    };
    earlier.0 = read_autosave(&earlier_path(path)).ok().map(Box::new);
    offer.0 = match read_autosave(path) {
        Ok(loaded) => Some(Ok(Box::new(loaded))),
        Err(AutosaveError::Missing) => None,
        Err(e) => Some(Err(e)),
    };
}

/// A line about a saved match: `Ama 1 – 0 Kofi, best of 3 · move 12, Kofi to move`.
fn describe(loaded: &LoadedMatch) -> String {
    let game = loaded.play.game();
    let m = loaded.play.match_state();
    let names =
        Side::BOTH.map(|side| crate::gui::words::display_name(&loaded.names[side.index()], side));
    let score = t!(
        "continue-score",
        south = names[0].clone(),
        south_wins = m.wins(Side::South),
        north_wins = m.wins(Side::North),
        north = names[1].clone()
    );
    let format = if m.format == MatchFormat::Single {
        score
    } else {
        t!(
            "continue-score-format",
            score = score,
            format = crate::gui::words::match_format(m.format)
        )
    };
    let moves = game.plies().len();
    match game.to_move() {
        Some(side) => t!(
            "continue-to-move",
            score = format,
            moves = moves,
            name = names[side.index()].clone()
        ),
        None => t!("continue-over", score = format, moves = moves),
    }
}

/// What the start screen asks for.
#[derive(bevy::ecs::system::SystemParam)]
struct StartRequests<'w> {
    session: MessageWriter<'w, SessionRequest>,
    online: MessageWriter<'w, crate::gui::online::OnlineRequest>,
    actions: MessageWriter<'w, UiAction>,
    app_settings: Res<'w, crate::gui::settings::AppSettings>,
    diagrams: ResMut<'w, DiagramTextures>,
    autosave: Res<'w, Autosave>,
    notices: MessageWriter<'w, crate::gui::words::notice::Notice>,
    focus: ResMut<'w, FocusFirstButton>,
    players: Res<'w, Players>,
    refusal: Res<'w, PlayerRefusal>,
    player_requests: MessageWriter<'w, PlayerRequest>,
    players_form: ResMut<'w, PlayersForm>,
    page: Res<'w, State<StartPage>>,
    grown_up: Res<'w, crate::gui::players::GrownUp>,
}

/// The space kept around the start card, and inside it.
const START_CARD_GAP: f32 = 12.0;
const START_CARD_MARGIN: i8 = 28;
/// Heights on the start screen, to leave out the little board where the window is short:
/// the card with the title and six buttons, the Continue button and its line, the recent
/// files, the little board.
const START_CARD_HEIGHT: f32 = 550.0;
const START_CONTINUE_HEIGHT: f32 = 80.0;
const START_EARLIER_HEIGHT: f32 = 32.0;
const START_RECENT_HEIGHT: f32 = 26.0;
const START_PLAYER_HEIGHT: f32 = 30.0;
const START_BOARD_HEIGHT: f32 = 112.0;

/// Recent files offered on the start screen (the game menu lists them all).
const START_RECENT_FILES: usize = 3;

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    // As wide as the card leaves, beside its scroll bar when it scrolls.
    ui.add_sized(
        [ui.available_width().min(320.0), 46.0],
        egui::Button::new(egui::RichText::new(text).size(22.0)),
    )
}

/// The screen's first button takes the keyboard's focus as the screen opens: Enter plays.
fn first_button(ui: &mut egui::Ui, text: &str, focus: &mut FocusFirstButton) -> egui::Response {
    let button = big_button(ui, text);
    take_focus(button, focus)
}

/// `button` takes the keyboard's focus if the screen has just opened.
fn take_focus(button: egui::Response, focus: &mut FocusFirstButton) -> egui::Response {
    // Asked again until the button has it: focus given in the card's invisible sizing
    // pass, or just before the window gains the system's focus, can be lost.
    if focus.0 {
        if button.has_focus() {
            focus.0 = false;
        } else {
            button.request_focus();
        }
    }
    button
}

fn start_screen(
    mut contexts: EguiContexts,
    (offer, earlier): (Res<ContinueOffer>, Res<EarlierOffer>),
    mut out: StartRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;

    // The menu stands on a card over the cloth (a dimmed backdrop over the whole window
    // would cost software renderers a full-window blend on every frame).
    // Centred by last frame's height, its top always in sight.
    let id = egui::Id::new("start-card");
    let screen = ctx.content_rect().height();
    // The card's height from its content's last frame, as much as the window holds: the
    // rest scrolls.
    let margins = 2.0 * f32::from(START_CARD_MARGIN);
    let content = ctx
        .data(|d| d.get_temp::<f32>(id))
        .unwrap_or(600.0 - margins);
    let room = (screen - 2.0 * START_CARD_GAP - margins).max(120.0);
    let card = content.min(room) + margins;
    let top = ((screen - card) / 2.0).max(START_CARD_GAP);
    // As wide as the window holds: the words wrap inside it.
    let wide = (ctx.content_rect().width() - 2.0 * START_CARD_GAP - margins).max(200.0);
    egui::Area::new(id)
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(START_CARD_MARGIN))
                .show(ui, |ui| {
                    ui.set_max_width(wide);
                    // A window too low for the whole card scrolls it (the wheel reaches Quit).
                    let shown = egui::ScrollArea::vertical()
                        .max_height(room)
                        .min_scrolled_height(room)
                        .show(ui, |ui| {
                            start_menu(ui, screen, (&offer, &earlier), &mut out)
                        });
                    crate::gui::overlay::notes::scroll_view(&shown, ui, false);
                    let height = shown.content_size.y;
                    ctx.data_mut(|d| d.insert_temp(id, height));
                });
        });
    Ok(())
}

/// The board of a game as the board would show it: a finished game after its last seeds
/// were taken (R9, R10), as its result counts them.
fn shown_position(game: &crate::rules::Game) -> Position {
    let position = *game.position();
    match game.outcome() {
        Some(o) => Position::new_unchecked(o.final_board, o.final_stores, position.to_move()),
        None => position,
    }
}

/// The title and the buttons of the start screen.
fn start_menu(
    ui: &mut egui::Ui,
    screen: f32,
    (offer, earlier): (&ContinueOffer, &EarlierOffer),
    out: &mut StartRequests,
) {
    ui.vertical_centered(|ui| {
        text::label(ui, egui::RichText::new("Oware").size(64.0).strong());
        text::label(ui, egui::RichText::new(t!("start-tagline")).size(18.0));
        if *out.page.get() == StartPage::Players {
            ui.add_space(18.0);
            let StartRequests {
                players,
                refusal,
                player_requests,
                players_form,
                focus,
                actions,
                grown_up,
                ..
            } = out;
            let mut view = PlayersOut {
                players,
                refusal,
                requests: player_requests,
                actions,
                grown_up,
            };
            players_view(ui, players_form, &mut view, &mut |_, button| {
                take_focus(button, focus)
            });
            return;
        }
        // The game Continue would resume, else a board ready to play, where the window
        // has room for it.
        let continuing = matches!(offer.0, Some(Ok(_)));
        let without_board = START_CARD_HEIGHT
            + START_PLAYER_HEIGHT
            + if continuing {
                START_CONTINUE_HEIGHT
            } else {
                0.0
            }
            + if earlier.0.is_some() {
                START_EARLIER_HEIGHT
            } else {
                0.0
            }
            + if out.app_settings.recent_files.is_empty() {
                0.0
            } else {
                START_RECENT_HEIGHT
            };
        if screen >= without_board + START_BOARD_HEIGHT {
            let shown = match &offer.0 {
                Some(Ok(loaded)) => shown_position(loaded.play.game()),
                _ => Position::start(&Rules::ABAPA),
            };
            ui.add_space(6.0);
            who_is_playing(ui, out);
            ui.add_space(8.0);
            board_diagram::draw(ui, &mut out.diagrams, &shown, &PitMarks::default());
            ui.add_space(18.0);
        } else {
            // Where the window is short, the line stands in the space above the buttons.
            ui.add_space(2.0);
            who_is_playing(ui, out);
            ui.add_space(2.0);
        }
        match &offer.0 {
            // An online match for a player who may not play online (a child whose
            // grown-up has not allowed it): said, not offered.
            Some(Ok(loaded))
                if loaded.online.is_some()
                    && !loaded.play.match_state().is_over()
                    && !out.players.may_play_online() =>
            {
                text::label(
                    ui,
                    egui::RichText::new(t!("online-not-allowed-for-child")).weak(),
                );
                ui.add_space(10.0);
            }
            Some(Ok(loaded))
                if let Some(seat) = loaded
                    .online
                    .as_ref()
                    .filter(|_| !loaded.play.match_state().is_over()) =>
            {
                // An online match the program ended in: rejoined with the other player.
                let rejoin = t!("start-rejoin", name = seat.opponent.clone());
                if first_button(ui, &rejoin, &mut out.focus).clicked() {
                    out.session.write(SessionRequest::Load(loaded.clone()));
                    out.online.write(crate::gui::online::OnlineRequest::Rejoin {
                        seat: seat.clone(),
                        play: Box::new(loaded.play.clone()),
                        clock: loaded.clock.clone(),
                    });
                    out.actions.write(UiAction::Open(OverBoard::Online));
                    out.actions.write(UiAction::GoTo(AppScreen::Playing));
                }
                text::label(ui, egui::RichText::new(describe(loaded)).weak());
                ui.add_space(10.0);
            }
            Some(Ok(loaded)) => {
                if first_button(ui, &t!("start-continue"), &mut out.focus).clicked() {
                    out.session.write(SessionRequest::Load(loaded.clone()));
                    out.actions.write(UiAction::GoTo(AppScreen::Playing));
                }
                text::label(ui, egui::RichText::new(describe(loaded)).weak());
                ui.add_space(10.0);
            }
            Some(Err(e)) => {
                text::label(
                    ui,
                    egui::RichText::new(t!("start-cannot-continue", error = autosave_error(e)))
                        .color(egui::Color32::from_rgb(240, 150, 110)),
                );
                ui.add_space(10.0);
            }
            None => {}
        }
        if let Some(loaded) = &earlier.0 {
            earlier_match(ui, loaded, out);
        }
        if first_button(ui, &t!("start-new-game"), &mut out.focus).clicked() {
            out.actions.write(UiAction::Open(OverBoard::NewGame));
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        // Learn and the Library share a row, so that the card stays as tall as it was.
        let mut opened = None;
        let row = ui.available_width().min(320.0);
        ui.allocate_ui_with_layout(
            egui::vec2(row, 46.0),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.spacing_mut().item_spacing.x = 6.0;
                for (words, tip, window) in [
                    ("learn-title", "learn-open-tip", OverBoard::Learn),
                    ("library-title", "library-tip", OverBoard::Library),
                ] {
                    let button =
                        egui::Button::new(egui::RichText::new(crate::i18n::text(words)).size(20.0));
                    if ui
                        .add_sized([(row - 6.0) / 2.0, 46.0], button)
                        .on_hover_words(crate::i18n::text(tip))
                        .clicked()
                    {
                        opened = Some(window);
                    }
                }
            },
        );
        if let Some(window) = opened {
            out.actions.write(UiAction::Open(window));
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        let online = ui.add_enabled_ui(out.players.may_play_online(), |ui| {
            big_button(ui, &t!("start-play-online"))
                .on_disabled_hover_text(t!("online-not-allowed-for-child"))
        });
        if online.inner.clicked() {
            out.actions.write(UiAction::Open(OverBoard::Online));
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        if big_button(ui, &t!("menu-practice")).clicked() {
            out.actions.write(UiAction::Practice);
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        if big_button(ui, &t!("menu-open"))
            .on_hover_words(t!("menu-open-tip"))
            .clicked()
        {
            out.actions.write(UiAction::OpenFile);
        }
        recent_files(ui, out);
        if big_button(ui, &t!("start-settings")).clicked() {
            out.actions.write(UiAction::ShowSettings(true));
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        if big_button(ui, &t!("menu-rules")).clicked() {
            out.actions.write(UiAction::Open(OverBoard::Rules));
            out.actions.write(UiAction::GoTo(AppScreen::Playing));
        }
        if big_button(ui, &t!("menu-quit")).clicked() {
            out.actions.write(UiAction::Quit);
        }
    });
}

/// The one playing, and a link to change, on one line in the card's middle.
fn who_is_playing(ui: &mut egui::Ui, out: &mut StartRequests) {
    let (words, colour) = match out.players.active() {
        Some(profile) => (
            t!("players-playing", name = profile.name.clone()),
            Some(profile.colour),
        ),
        None => (t!("players-playing-guest"), None),
    };
    let change = t!("players-change");
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width_of = |text: &str| {
        ui.painter()
            .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    };
    let spacing = ui.spacing().item_spacing.x;
    let mark = if colour.is_some() {
        14.0 + spacing
    } else {
        0.0
    };
    let width =
        (mark + width_of(&words) + spacing + width_of(&change) + 2.0).min(ui.available_width());
    ui.allocate_ui_with_layout(
        egui::vec2(width, 20.0),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            if let Some(colour) = colour {
                colour_mark(ui, colour, 14.0);
            }
            ui.label(egui::RichText::new(words).weak());
            if ui.link(change).clicked() {
                out.actions
                    .write(UiAction::ShowStartPage(StartPage::Players));
            }
        },
    );
}

/// The match in progress a file opened replaced: a line saying what it is, and a link to
/// take it up again (the autosaved match then becomes the earlier one, if in progress).
fn earlier_match(ui: &mut egui::Ui, loaded: &LoadedMatch, out: &mut StartRequests) {
    ui.horizontal_wrapped(|ui| {
        text::label(
            ui,
            egui::RichText::new(t!("start-earlier", what = describe(loaded))).weak(),
        );
        if !ui.link(t!("start-earlier-continue")).clicked() {
            return;
        }
        if let Some(autosave) = out.autosave.0.as_deref() {
            let earlier = earlier_path(autosave);
            match keep_match_in_progress(autosave, loaded.play.game()) {
                Ok(true) => {}
                Ok(false) => {
                    let _ = std::fs::remove_file(&earlier);
                }
                Err(e) => {
                    out.notices.write(crate::gui::words::notice::Notice(t!(
                        "notice-not-autosaved",
                        error = crate::gui::words::errors::file_error(&e)
                    )));
                    return;
                }
            }
        }
        out.session
            .write(SessionRequest::Load(Box::new(loaded.clone())));
        out.actions.write(UiAction::GoTo(AppScreen::Playing));
    });
    ui.add_space(10.0);
}

/// The last few files opened or saved, one link each, under *Open…*.
fn recent_files(ui: &mut egui::Ui, out: &mut StartRequests) {
    let recent: Vec<std::path::PathBuf> = out
        .app_settings
        .recent_files
        .iter()
        .take(START_RECENT_FILES)
        .cloned()
        .collect();
    if recent.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        text::label(ui, egui::RichText::new(t!("start-recent")).weak());
        for path in recent {
            if ui
                .link(crate::gui::files::files_menu::file_label(&path))
                .on_hover_words(path.display().to_string())
                .clicked()
            {
                out.actions.write(UiAction::OpenRecent(path.clone()));
            }
        }
    });
}

/// What the in-game menu asks for.
#[derive(bevy::ecs::system::SystemParam)]
struct MenuRequests<'w> {
    actions: MessageWriter<'w, UiAction>,
}

fn in_game_menu(mut contexts: EguiContexts, mut out: MenuRequests) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::gui::overlay::fitted::centred(t!("in-game-menu-title"), "in-game-menu", ctx)
        .resizable(false)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                // As wide as its buttons: centred in a wider room, they would stand off
                // the window's middle.
                ui.set_max_width(320.0);
                ui.vertical_centered(|ui| {
                    let close = UiAction::Close(OverBoard::InGameMenu);
                    if big_button(ui, &t!("back-to-game-esc")).clicked() {
                        out.actions.write(close.clone());
                    }
                    if big_button(ui, &t!("menu-new-game")).clicked() {
                        out.actions.write(UiAction::Open(OverBoard::NewGame));
                    }
                    if big_button(ui, &t!("menu-play-online")).clicked() {
                        out.actions.write(UiAction::Open(OverBoard::Online));
                    }
                    if big_button(ui, &t!("start-settings")).clicked() {
                        out.actions.write(UiAction::ShowSettings(true));
                    }
                    if big_button(ui, &t!("in-game-menu-start-screen")).clicked() {
                        out.actions
                            .write_batch([UiAction::GoTo(AppScreen::Start), close]);
                    }
                    if big_button(ui, &t!("menu-quit")).clicked() {
                        out.actions.write(UiAction::Quit);
                    }
                });
            })
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::shown_position;
    use crate::rules::{Game, Rules, parse_position};

    #[test]
    fn a_finished_game_is_previewed_after_its_last_seeds_are_taken() {
        let rules = Rules::ABAPA;
        // South cannot feed North's empty row: South takes its own seed (R9).
        let start = parse_position("1-0-0-0-0-0-0-0-0-0-0-0-24-23-S", &rules).expect("position");
        let game = Game::from_position(rules, start);
        let outcome = game.outcome().expect("over from the start");
        assert_eq!(outcome.final_stores, [25, 23]);
        let shown = shown_position(&game);
        assert_eq!(shown.stores(), [25, 23]);
        assert_eq!(shown.pits(), &[0; 12]);
        let start = parse_position("1-0-0-0-0-0-0-0-0-0-0-1-23-23-S", &rules).expect("position");
        let played = Game::from_position(rules, start);
        assert_eq!(
            shown_position(&played),
            *played.position(),
            "a game in play as it is"
        );
    }
}
