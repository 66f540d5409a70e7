//! The parts of the board on screen, as components: the camera, each pit's hollow, shadow
//! and rings, the counts, the stores and the names; and the colours the board is built with.

use crate::gui::board::theme::Role;
use crate::gui::sowing::seeds::Place;
use crate::rules::{Pit, Side};
use bevy::prelude::*;

/// The pit under the pointer and the pit chosen with the arrow keys.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardFocus {
    /// Pit under the pointer.
    pub hovered: Option<Pit>,
    /// Pit chosen with the keyboard.
    pub focused: Option<Pit>,
}

/// The board's camera (the egui overlay draws through it too).
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardCamera;

/// A pit's hollow (the entity clicks land on).
#[derive(Component, Debug, Clone, Copy)]
pub struct PitView(pub Pit);

/// The shadow laid over a pit that may not be played.
#[derive(Component, Debug, Clone, Copy)]
pub struct PitDim(pub Pit);

/// What a ring around a pit marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RingKind {
    /// The pit under the pointer or keyboard focus.
    Focus,
    /// Where the last seed of the previewed move lands.
    Landing,
    /// A pit the previewed move captures.
    Capture,
    /// The hinted move.
    Hint,
}

#[derive(Component, Debug, Clone, Copy)]
pub struct PitRing(pub Pit, pub RingKind);

impl RingKind {
    /// The theme's colour for it.
    pub fn role(self) -> Role {
        match self {
            RingKind::Focus => Role::Focus,
            RingKind::Landing => Role::Landing,
            RingKind::Capture => Role::Capture,
            RingKind::Hint => Role::Hint,
        }
    }
}

/// A pit's letter written off the board.
#[derive(Component, Debug, Clone, Copy)]
pub struct PitLetter(pub Pit);

/// A seed count written by a pit or store.
#[derive(Component, Debug, Clone, Copy)]
pub struct CountLabel(pub Place);

/// A part of a store's hollow (hidden when the rules say stores are not shown).
#[derive(Component, Debug, Clone, Copy)]
pub struct StoreView;

/// A store's rim, where clicks on the store land (setting up a position).
#[derive(Component, Debug, Clone, Copy)]
pub struct StoreRim(pub Side);

/// A player's name under or over the board.
#[derive(Component, Debug, Clone, Copy)]
pub struct NameLabel(pub Side);

/// The colours the board is built with; the theme recolours it from the first frame on.
pub fn built_with() -> crate::gui::board::theme::Palette {
    crate::gui::board::theme::palette(crate::records::Theme::default())
}
