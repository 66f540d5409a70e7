//! The About window: the program's version and commit, its licence, and the credits and
//! licence texts of everything bundled in it (the fonts of the game, of egui and of Bevy).

use crate::gui::state::{OverBoard, UiAction};
use crate::gui::text;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Registers the About window.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        about_window.run_if(in_state(OverBoard::About)),
    );
}

/// A licence whose text is built into the program.
pub struct Licence {
    /// Its name.
    pub name: &'static str,
    /// Its full text, with the copyright lines of what it covers.
    pub text: &'static str,
}

const OFL: Licence = Licence {
    name: "SIL Open Font License 1.1",
    text: include_str!("../../../assets/licences/OFL-1.1.txt"),
};
const UFL: Licence = Licence {
    name: "Ubuntu Font Licence 1.0",
    text: include_str!("../../../assets/licences/UFL-1.0.txt"),
};
const HACK: Licence = Licence {
    name: "MIT and Bitstream Vera License",
    text: include_str!("../../../assets/licences/Hack.txt"),
};
const EMOJI_ICONS: Licence = Licence {
    name: "MIT License",
    text: include_str!("../../../assets/licences/emoji-icon-font-MIT.txt"),
};

/// One bundled work: what it is, who made it, and its licence.
pub struct Credit {
    /// The work's name.
    pub name: &'static str,
    /// Its authors.
    pub by: &'static str,
    /// What the program uses it for: a message id.
    pub text: &'static str,
    /// Its licence.
    pub licence: &'static Licence,
}

/// Everything bundled in the program that is not the project's own.
pub const CREDITS: [Credit; 6] = [
    Credit {
        name: "Noto Sans, Noto Sans Thai",
        by: "Google",
        text: "about-used-text",
        licence: &OFL,
    },
    Credit {
        name: "Ubuntu Light",
        by: "Canonical, Dalton Maag",
        text: "about-used-egui",
        licence: &UFL,
    },
    Credit {
        name: "Hack",
        by: "Source Foundry, Bitstream",
        text: "about-used-egui",
        licence: &HACK,
    },
    Credit {
        name: "Noto Emoji",
        by: "Google",
        text: "about-used-egui",
        licence: &OFL,
    },
    Credit {
        name: "emoji-icon-font",
        by: "John Slegers",
        text: "about-used-egui",
        licence: &EMOJI_ICONS,
    },
    Credit {
        name: "Fira Mono",
        by: "The Mozilla Foundation, Telefonica",
        text: "about-used-bevy",
        licence: &OFL,
    },
];

/// The licences of [`CREDITS`], each once, in order of first use.
fn licences() -> Vec<&'static Licence> {
    let mut out: Vec<&'static Licence> = Vec::new();
    for credit in &CREDITS {
        if !out.iter().any(|l| std::ptr::eq(*l, credit.licence)) {
            out.push(credit.licence);
        }
    }
    out
}

fn about_window(mut contexts: EguiContexts, mut actions: MessageWriter<UiAction>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let still_open =
        super::text_window::reading_window(ctx, t!("about-title"), "about-window", |ui| {
            text::heading(ui, "Oware");
            text::label(ui, t!("about-version", version = crate::VERSION));
            text::label(ui, t!("about-tagline"));
            ui.add_space(6.0);
            text::label(ui, t!("about-licence"));
            ui.separator();
            text::label(ui, egui::RichText::new(t!("about-credits")).strong());
            egui::Grid::new("about-credits")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for credit in &CREDITS {
                        text::label(ui, egui::RichText::new(credit.name).strong());
                        text::label(
                            ui,
                            format!("{} · {}", credit.by, crate::i18n::text(credit.text)),
                        );
                        text::label(ui, credit.licence.name);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            text::label(ui, t!("about-engine"));
            ui.separator();
            text::label(ui, egui::RichText::new(t!("about-licence-texts")).strong());
            for licence in licences() {
                egui::CollapsingHeader::new(licence.name)
                    .id_salt(licence.name)
                    .show(ui, |ui| {
                        text::label(ui, egui::RichText::new(licence.text).monospace().small());
                    });
            }
        });
    if !still_open {
        actions.write(UiAction::Close(OverBoard::About));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_font_is_credited_with_its_licence_text() {
        let names: Vec<&str> = CREDITS.iter().map(|c| c.name).collect();
        for font in [
            "Noto Sans",
            "Ubuntu",
            "Hack",
            "Noto Emoji",
            "emoji-icon-font",
            "Fira",
        ] {
            assert!(names.iter().any(|n| n.contains(font)), "{font}");
        }
        for licence in licences() {
            assert!(licence.text.len() > 900, "{} has its text", licence.name);
        }
        assert_eq!(licences().len(), 4);
        assert!(OFL.text.contains("Fira Mono") && OFL.text.contains("Noto Emoji"));
    }
}
