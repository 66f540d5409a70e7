//! The new-game window: a person or the computer (and its level) and a name for each side,
//! who starts (or a random draw), the match format, who starts the next games, and the rule
//! options. The choices are remembered for next time.

use crate::gui::game::session::{GameSession, NewGame, SessionRequest};
use crate::gui::modes::setup::{PositionSetup, SetupRequest};
use crate::gui::settings::AppSettings;
use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::records::{NewGamePrefs, PlayerKind};
use crate::rules::{MatchFormat, NextStarter, Position, Rules, Side};
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rand::RngExt;

/// The choices being made in the window.
#[derive(Resource, Debug, Default, Clone)]
struct NewGameWindow {
    prefs: NewGamePrefs,
    /// The position set up to play from, if the window was opened from the set-up.
    from: Option<(Rules, Position)>,
    /// The level that makes a fair game for the player, once they have a rating.
    fair: Option<u8>,
    /// *Start* was pressed over a game still in play: the window asks once more.
    confirm_replace: bool,
    /// The players of this computer, to seat one at a click (when there are several): a
    /// game between two of them is kept in both Libraries.
    players: Vec<String>,
    /// A child's mode: no rating numbers.
    child: bool,
}

/// Registers the window.
pub fn plugin(app: &mut App) {
    app.init_resource::<NewGameWindow>()
        .add_systems(OnEnter(OverBoard::NewGame), fill_choices)
        .add_systems(
            EguiPrimaryContextPass,
            new_game_window
                .run_if(crate::gui::state::playing)
                .run_if(in_state(OverBoard::NewGame)),
        );
}

/// Each opening of the window starts from the choices made last time.
fn fill_choices(
    mut window: ResMut<NewGameWindow>,
    settings: Res<AppSettings>,
    setup: Res<PositionSetup>,
    mut library: ResMut<crate::gui::files::game_library::GameLibrary>,
    players: Res<crate::gui::players::Players>,
) {
    window.prefs = settings.new_game.clone();
    window.confirm_replace = false;
    window.child = players.child_mode();
    window.players = if players.list().len() > 1 {
        players.list().iter().map(|p| p.name.clone()).collect()
    } else {
        Vec::new()
    };
    // The level that makes a fair game, from the player's rating in the library.
    library.ensure_read(players.folder().as_deref());
    window.fair = library
        .ratings
        .levels_now()
        .map(|now| crate::ratings::fair_level(now.rating));
    window.from = setup
        .is_active()
        .then(|| setup.check().ok().map(|p| (*setup.rules(), p)))
        .flatten();
}

/// The name shown for a side: the one typed, else the side's, or the computer's level.
fn name_for(prefs: &NewGamePrefs, side: Side) -> String {
    let typed = prefs.names[side.index()].trim();
    if !typed.is_empty() {
        return typed.to_string();
    }
    match prefs.computers[side.index()] {
        Some(level) => format!("Computer (level {level})"),
        None => side.to_string(),
    }
}

/// The new game the choices describe; `random` draws the starter when it is left to chance.
pub fn new_game_of(prefs: &NewGamePrefs, random: impl FnOnce() -> bool) -> NewGame {
    NewGame {
        rules: prefs.rules,
        first: prefs
            .first
            .unwrap_or_else(|| if random() { Side::South } else { Side::North }),
        format: prefs.format,
        next: prefs.next,
        players: prefs.computers.map(|c| match c {
            Some(level) => PlayerKind::Computer { level },
            None => PlayerKind::Human,
        }),
        names: Side::BOTH.map(|side| name_for(prefs, side)),
        start: None,
        clock: prefs.clock,
    }
}

/// A single game from a position set up by hand, with the players chosen.
fn from_position(prefs: &NewGamePrefs, rules: Rules, start: Position) -> NewGame {
    NewGame {
        rules,
        first: start.to_move(),
        format: MatchFormat::Single,
        start: Some(start),
        ..new_game_of(prefs, || true)
    }
}

/// Whether the game on the board would be lost unfinished by a new one: moves played and
/// no end yet, or an online match going on.
fn game_in_play(session: &GameSession) -> bool {
    let game = session.game();
    (!game.plies().is_empty() && !game.is_over()) || session.remote_side().is_some()
}

fn new_game_window(
    mut contexts: EguiContexts,
    mut window: ResMut<NewGameWindow>,
    session: Res<GameSession>,
    mut actions: MessageWriter<UiAction>,
    mut settings: ResMut<AppSettings>,
    (mut requests, mut setup_requests): (
        MessageWriter<SessionRequest>,
        MessageWriter<SetupRequest>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut start = false;
    crate::gui::overlay::fitted::centred(t!("new-game-title"), "new-game-window", ctx)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            crate::gui::overlay::fitted::scrolled(ui, |ui| {
                egui::Grid::new("new-game-grid")
                    .num_columns(2)
                    .spacing([16.0, 8.0])
                    .show(ui, |ui| {
                        let NewGameWindow {
                            prefs,
                            fair,
                            players,
                            child,
                            ..
                        } = &mut *window;
                        player_rows(ui, prefs, *fair, players, *child);
                        // A set-up position fixes the rules and who starts: one game from it.
                        if window.from.is_none() {
                            match_rows(ui, &mut window.prefs);
                            crate::gui::panels::rule_choice::rule_rows(ui, &mut window.prefs.rules);
                        }
                        crate::gui::panels::clock_choice::clock_row(ui, &mut window.prefs.clock);
                    });
                if let Some((_, start)) = &window.from {
                    let position = crate::rules::format_position(start);
                    text::label(ui, t!("new-game-from-position", position = position));
                }
                ui.add_space(8.0);
                if window.confirm_replace {
                    text::colored_label(
                        ui,
                        ui.visuals().warn_fg_color,
                        t!("new-game-replaces-game-in-play"),
                    );
                }
                ui.horizontal(|ui| {
                    if window.from.is_none() && ui.button(t!("new-game-abapa")).clicked() {
                        window.prefs.rules = Rules::ABAPA;
                    }
                    let label = if window.confirm_replace {
                        t!("new-game-start-anyway")
                    } else {
                        t!("new-game-start")
                    };
                    if ui
                        .button(egui::RichText::new(label).strong())
                        .on_hover_words(t!("key-enter"))
                        .clicked()
                        || ui.input(|i| i.key_pressed(egui::Key::Enter))
                    {
                        start = true;
                    }
                });
            })
        });
    // A game still in play is not replaced by one press: the window says so first.
    if start && !window.confirm_replace && game_in_play(&session) {
        window.confirm_replace = true;
        start = false;
    }
    if start {
        let mut rng = rand::rng();
        let choice = match window.from {
            Some((rules, position)) => {
                setup_requests.write(SetupRequest::End);
                from_position(&window.prefs, rules, position)
            }
            None => new_game_of(&window.prefs, || rng.random_bool(0.5)),
        };
        requests.write(SessionRequest::NewGame(choice));
        // Remembered for next time.
        settings.new_game = window.prefs.clone();
        open = false;
    }
    if !open {
        actions.write(UiAction::Close(OverBoard::NewGame));
    }
    Ok(())
}

/// The computer takes `side`'s seat, at level 4: the person's name typed there goes with
/// the person.
fn seat_the_computer(prefs: &mut NewGamePrefs, side: Side) {
    prefs.computers[side.index()] = Some(4);
    prefs.names[side.index()].clear();
}

/// A person or the computer (and its level, with its rating unless for a `child`), and a
/// name, for each side; a person's seat offers the players of this computer, `players`, to
/// pick.
fn player_rows(
    ui: &mut egui::Ui,
    prefs: &mut NewGamePrefs,
    fair: Option<u8>,
    players: &[String],
    child: bool,
) {
    for side in Side::BOTH {
        text::label(ui, crate::gui::words::side_name(side));
        ui.vertical(|ui| {
            ui.horizontal(|ui| {
                let mut human = prefs.computers[side.index()].is_none();
                if ui
                    .radio_value(&mut human, true, t!("new-game-person"))
                    .clicked()
                {
                    prefs.computers[side.index()] = None;
                }
                if ui
                    .radio_value(&mut human, false, t!("new-game-computer"))
                    .clicked()
                    && prefs.computers[side.index()].is_none()
                {
                    seat_the_computer(prefs, side);
                }
                if let Some(level) = prefs.computers[side.index()].as_mut() {
                    crate::gui::panels::number_slider::whole_number_slider(
                        ui,
                        level,
                        1..=crate::ai::MAX_LEVEL,
                        t!("new-game-level"),
                    )
                    .on_hover_words(t!("new-game-level-rating-tip"));
                    if !child {
                        let rated = crate::ratings::level_rating(*level).rating.round() as i32;
                        text::label(ui, t!("new-game-level-rating", rating = rated));
                    }
                    if let Some(fair) = fair.filter(|&f| f != *level)
                        && ui
                            .small_button(t!("new-game-fair", level = fair))
                            .on_hover_words(t!("new-game-fair-tip"))
                            .clicked()
                    {
                        *level = fair;
                    }
                }
            });
            let hint = name_for(
                &NewGamePrefs {
                    names: Default::default(),
                    ..prefs.clone()
                },
                side,
            );
            let hint = crate::gui::words::display_name(&hint, side);
            ui.add(
                egui::TextEdit::singleline(&mut prefs.names[side.index()])
                    .hint_text(hint)
                    .char_limit(crate::MAX_NAME)
                    .desired_width(200.0),
            );
            if prefs.computers[side.index()].is_none() && !players.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    for name in players {
                        let seated = prefs.names[side.index()] == *name;
                        if ui.selectable_label(seated, name.as_str()).clicked() {
                            prefs.names[side.index()] = name.clone();
                        }
                    }
                });
            }
        });
        ui.end_row();
    }
}

/// Who starts, the match format and who starts the next games.
fn match_rows(ui: &mut egui::Ui, prefs: &mut NewGamePrefs) {
    use crate::gui::words;
    use crate::gui::words::side_name;
    text::label(ui, t!("new-game-who-starts"));
    ui.horizontal(|ui| {
        text::radio_value(
            ui,
            &mut prefs.first,
            Some(Side::South),
            side_name(Side::South),
        );
        text::radio_value(
            ui,
            &mut prefs.first,
            Some(Side::North),
            side_name(Side::North),
        );
        text::radio_value(ui, &mut prefs.first, None, t!("new-game-random-starter"));
    });
    ui.end_row();
    text::label(ui, t!("new-game-match"));
    egui::ComboBox::from_id_salt("format")
        .selected_text(words::match_format(prefs.format))
        .show_ui(ui, |ui| {
            for f in MatchFormat::ALL {
                ui.selectable_value(&mut prefs.format, f, words::match_format(f));
            }
        });
    ui.end_row();
    text::label(ui, t!("new-game-next-game"));
    ui.horizontal(|ui| {
        for rule in [NextStarter::WinnerStarts, NextStarter::Alternate] {
            text::radio_value(ui, &mut prefs.next, rule, words::next_starter(rule));
        }
    });
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_given_to_the_computer_drops_the_persons_name() {
        let mut prefs = NewGamePrefs {
            names: ["Ama".into(), "Kofi".into()],
            ..NewGamePrefs::default()
        };
        seat_the_computer(&mut prefs, Side::North);
        let game = new_game_of(&prefs, || true);
        assert_eq!(
            game.names,
            ["Ama".to_string(), "Computer (level 4)".to_string()]
        );
        assert_eq!(game.players[1], PlayerKind::Computer { level: 4 });
    }
}
