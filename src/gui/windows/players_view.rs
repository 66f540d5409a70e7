//! *Who is playing?* on the start screen: a button for each profile (the last one to play
//! takes the keyboard's focus), a guest's, and the players' list to change — a new player,
//! a name changed, a player removed once the question is answered.

use crate::gui::players::{PlayerRefusal, PlayerRequest, Players};
use crate::gui::state::{AppScreen, StartPage, UiAction};
use crate::gui::text;
use crate::records::{PROFILE_COLOURS, Profile};
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;

/// What is being typed in the players' view (shown on the start screen in place of its
/// menu while the state [`StartPage::Players`](crate::gui::state::StartPage) is).
#[derive(Resource, Debug, Default)]
pub struct PlayersForm {
    /// The players' list is being changed.
    editing: bool,
    /// The new player's name.
    new_name: String,
    /// The new player's colour.
    colour: u8,
    /// The new player is a child.
    child: bool,
    /// Names being changed, by profile.
    renaming: Vec<(u32, String)>,
    /// The player whose removal waits for a yes.
    removing: Option<u32>,
    /// What the grown-up typed in answer to the question.
    grown_up_answer: String,
}

impl PlayersForm {
    /// The list opened to be changed (the grown-up's question first, where one is asked).
    pub fn edit(&mut self) {
        self.editing = true;
    }

    /// The list is changed no more.
    fn stop_editing(&mut self) {
        self.editing = false;
        self.renaming.clear();
        self.removing = None;
        self.grown_up_answer.clear();
    }

    /// A player was picked: the start screen's menu comes back, and the list is closed (a
    /// child who changes player next finds the names, not the buttons that remove them).
    fn close(&mut self, actions: &mut MessageWriter<UiAction>) {
        self.stop_editing();
        actions.write(UiAction::ShowStartPage(StartPage::Menu));
    }
}

/// The colour of a profile's colour `index`: eight that tell each other apart on the
/// start card and on the cloth.
pub fn profile_colour(index: u8) -> egui::Color32 {
    const COLOURS: [egui::Color32; PROFILE_COLOURS as usize] = [
        egui::Color32::from_rgb(230, 160, 50),
        egui::Color32::from_rgb(90, 170, 230),
        egui::Color32::from_rgb(110, 190, 100),
        egui::Color32::from_rgb(220, 95, 95),
        egui::Color32::from_rgb(170, 120, 220),
        egui::Color32::from_rgb(240, 210, 80),
        egui::Color32::from_rgb(70, 190, 180),
        egui::Color32::from_rgb(230, 130, 190),
    ];
    COLOURS[usize::from(index % PROFILE_COLOURS)]
}

/// A round mark of a profile's colour, as tall as a line of text.
pub fn colour_mark(ui: &mut egui::Ui, colour: u8, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), size / 2.0, profile_colour(colour));
    response
}

/// A player's button: their colour, their name.
fn player_button(ui: &mut egui::Ui, profile: &Profile, last: bool) -> egui::Response {
    let name = egui::RichText::new(&profile.name).size(22.0);
    let name = if last { name.strong() } else { name };
    let colour = profile_colour(profile.colour);
    let button = egui::Button::new(name).fill(colour.gamma_multiply(0.35));
    let response = ui.add_sized([ui.available_width().min(320.0), 46.0], button);
    ui.painter().circle_filled(
        response.rect.left_center() + egui::vec2(26.0, 0.0),
        9.0,
        colour,
    );
    response
}

/// What the players' view asks for, and what it reads.
pub struct PlayersOut<'a, 'w> {
    /// The profiles.
    pub players: &'a Players,
    /// Why the last change was refused.
    pub refusal: &'a PlayerRefusal,
    /// Where the requests go.
    pub requests: &'a mut MessageWriter<'w, PlayerRequest>,
    /// Where the pages to show go (the menu, a player's progress page).
    pub actions: &'a mut MessageWriter<'w, UiAction>,
    /// The question a grown-up answers before the players are changed.
    pub grown_up: &'a crate::gui::players::GrownUp,
}

/// *Who is playing?*: picking a player (or a guest) closes the view.
pub fn players_view(
    ui: &mut egui::Ui,
    form: &mut PlayersForm,
    out: &mut PlayersOut,
    focus: &mut dyn FnMut(&mut egui::Ui, egui::Response) -> egui::Response,
) {
    ui.vertical_centered(|ui| {
        text::label(
            ui,
            egui::RichText::new(t!("players-who")).size(26.0).strong(),
        );
        ui.add_space(12.0);
        let last = out.players.last();
        for profile in out.players.list() {
            let is_last = Some(profile.id) == last;
            let button = player_button(ui, profile, is_last);
            let button = if is_last { focus(ui, button) } else { button };
            if button.clicked() {
                out.requests.write(PlayerRequest::Pick(profile.id));
                form.close(out.actions);
            }
        }
        if ui
            .add_sized(
                [ui.available_width().min(320.0), 40.0],
                egui::Button::new(egui::RichText::new(t!("players-guest")).size(18.0)),
            )
            .on_hover_text(t!("players-guest-tip"))
            .clicked()
        {
            out.requests.write(PlayerRequest::Guest);
            form.close(out.actions);
        }
        ui.add_space(10.0);
        if !form.editing {
            if ui.link(t!("players-edit")).clicked() {
                form.editing = true;
            }
            return;
        }
        ui.separator();
        // The list to change reads from the left, in a block in the card's middle.
        let width = ui.available_width().min(460.0);
        ui.allocate_ui_with_layout(
            egui::vec2(width, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                if out.grown_up.needed(out.players) {
                    grown_up_question(ui, form, out);
                } else {
                    change_players(ui, form, out);
                }
                if let Some(why) = &out.refusal.0 {
                    text::colored_label(ui, egui::Color32::from_rgb(240, 150, 110), why.as_str());
                }
                if ui.button(t!("players-done")).clicked() {
                    form.stop_editing();
                }
            },
        );
    });
}

/// The question before the players are changed, once a child's profile exists.
fn grown_up_question(ui: &mut egui::Ui, form: &mut PlayersForm, out: &mut PlayersOut) {
    let (a, b) = out.grown_up.question;
    text::label(ui, t!("players-grown-up-ask", a = a, b = b));
    ui.horizontal(|ui| {
        let typed = ui.add(
            egui::TextEdit::singleline(&mut form.grown_up_answer)
                .desired_width(80.0)
                .char_limit(6),
        );
        let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t!("players-grown-up-ok")).clicked() || entered {
            out.requests
                .write(PlayerRequest::AnswerGrownUp(std::mem::take(
                    &mut form.grown_up_answer,
                )));
        }
    });
}

/// The players' list to change: each name to rename or remove, and a new player.
fn change_players(ui: &mut egui::Ui, form: &mut PlayersForm, out: &mut PlayersOut) {
    let several = out.players.list().len() > 1;
    for profile in out.players.list() {
        if form.removing == Some(profile.id) {
            text::label(
                ui,
                t!("players-remove-confirm", name = profile.name.clone()),
            );
            ui.horizontal(|ui| {
                if ui.button(t!("players-remove-yes")).clicked() {
                    out.requests.write(PlayerRequest::Remove(profile.id));
                    form.removing = None;
                }
                if ui.button(t!("players-keep")).clicked() {
                    form.removing = None;
                }
            });
            continue;
        }
        ui.horizontal(|ui| {
            colour_mark(ui, profile.colour, 14.0);
            let at = form.renaming.iter().position(|(id, _)| *id == profile.id);
            let at = at.unwrap_or_else(|| {
                form.renaming.push((profile.id, profile.name.clone()));
                form.renaming.len() - 1
            });
            let name = &mut form.renaming[at].1;
            ui.add(
                egui::TextEdit::singleline(name)
                    .desired_width(150.0)
                    .char_limit(crate::MAX_NAME),
            );
            if ui
                .add_enabled(
                    *name != profile.name,
                    egui::Button::new(t!("players-rename")),
                )
                .clicked()
            {
                out.requests
                    .write(PlayerRequest::Rename(profile.id, name.clone()));
            }
            if ui
                .add_enabled(several, egui::Button::new(t!("players-remove")))
                .clicked()
            {
                form.removing = Some(profile.id);
            }
            if ui
                .button(t!("players-progress"))
                .on_hover_text(t!("players-progress-tip"))
                .clicked()
            {
                out.actions.write(UiAction::ShowProgress(profile.id));
                out.actions.write(UiAction::GoTo(AppScreen::Playing));
            }
        });
        ui.horizontal(|ui| {
            ui.add_space(22.0);
            let mut child = profile.child;
            if ui
                .checkbox(&mut child, t!("players-child"))
                .on_hover_text(t!("players-child-tip"))
                .changed()
            {
                out.requests
                    .write(PlayerRequest::SetChild(profile.id, child));
            }
            if profile.child {
                let mut online = profile.online_allowed;
                if ui
                    .checkbox(&mut online, t!("players-online-allowed"))
                    .changed()
                {
                    out.requests
                        .write(PlayerRequest::AllowOnline(profile.id, online));
                }
            }
        });
    }
    ui.add_space(8.0);
    text::label(ui, egui::RichText::new(t!("players-new")).strong());
    ui.horizontal(|ui| {
        ui.label(t!("players-name"));
        let typed = ui.add(
            egui::TextEdit::singleline(&mut form.new_name)
                .desired_width(150.0)
                .char_limit(crate::MAX_NAME),
        );
        let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t!("players-add")).clicked() || entered {
            out.requests.write(PlayerRequest::Create {
                name: form.new_name.clone(),
                colour: form.colour,
                child: form.child,
            });
            form.new_name.clear();
            form.colour = (form.colour + 1) % PROFILE_COLOURS;
        }
    });
    text::checkbox(ui, &mut form.child, t!("players-child")).on_hover_text(t!("players-child-tip"));
    ui.horizontal(|ui| {
        for colour in 0..PROFILE_COLOURS {
            let chosen = form.colour == colour;
            let mark = colour_mark(ui, colour, if chosen { 22.0 } else { 16.0 });
            if mark.interact(egui::Sense::click()).clicked() {
                form.colour = colour;
            }
        }
    });
}
