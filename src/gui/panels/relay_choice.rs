//! The choice of the relay server for online play, shared by the *Play online* window and
//! the settings: the public relay, none (the same network only), or a server of one's own.

use crate::gui::text::HoverWords;
use crate::t;
use bevy_egui::egui;

/// What the relay setting holds, as the choice shows it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RelayKind {
    Public,
    Off,
    Own,
}

fn kind_of(relay: &str) -> RelayKind {
    match relay.trim() {
        "" | "public" => RelayKind::Public,
        "off" => RelayKind::Off,
        _ => RelayKind::Own,
    }
}

fn words(kind: RelayKind) -> String {
    match kind {
        RelayKind::Public => t!("relay-public"),
        RelayKind::Off => t!("relay-off"),
        RelayKind::Own => t!("relay-own"),
    }
}

/// The relay server: a list of the three kinds, and the address of one's own server when
/// that is chosen. `id` keeps two choices on one screen apart.
pub fn relay_choice(ui: &mut egui::Ui, relay: &mut String, id: &str) {
    let kind = kind_of(relay);
    let mut chosen = kind;
    egui::ComboBox::from_id_salt(("relay-choice", id))
        .selected_text(words(kind))
        .show_ui(ui, |ui| {
            for k in [RelayKind::Public, RelayKind::Off, RelayKind::Own] {
                ui.selectable_value(&mut chosen, k, words(k));
            }
        })
        .response
        .on_hover_words(t!("settings-online-relay-tip"));
    if chosen != kind {
        *relay = match chosen {
            RelayKind::Public => "public".into(),
            RelayKind::Off => "off".into(),
            RelayKind::Own => "https://".into(),
        };
    }
    if chosen == RelayKind::Own {
        ui.add(
            egui::TextEdit::singleline(relay)
                .hint_text("https://relay.example.org")
                .char_limit(200)
                .desired_width(260.0),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setting_reads_as_one_of_the_three_kinds() {
        assert!(kind_of("public") == RelayKind::Public);
        assert!(kind_of("") == RelayKind::Public);
        assert!(kind_of(" off ") == RelayKind::Off);
        assert!(kind_of("https://relay.example.org") == RelayKind::Own);
    }
}
