//! Setting up a position by hand, the analysis board's first step: the board shows the
//! seeds being placed; pits and stores gain and lose seeds, the player to move is chosen, a
//! position string is pasted or copied. The position is checked as it changes, so what is
//! wrong is said at once and nothing impossible is played or analysed.

use crate::gui::game::session::{BoardReset, GameSession, SessionRequest};
use crate::gui::sowing::seeds::{Contents, Place};
use crate::rules::{
    NotationError, Position, Rules, SetupError, Side, check_setup, format_position, parse_position,
};
use bevy::prelude::*;

/// The position being set up.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct PositionSetup {
    active: bool,
    /// The variant the position is for (the game's when the set-up began).
    rules: Rules,
    pits: [u8; 12],
    stores: [u8; 2],
    to_move: Side,
    /// A position string that could not be read, and why.
    refused: Option<(String, NotationError)>,
}

impl Default for PositionSetup {
    fn default() -> Self {
        let rules = Rules::ABAPA;
        let start = Position::start(&rules);
        PositionSetup {
            active: false,
            rules,
            pits: *start.pits(),
            stores: start.stores(),
            to_move: Side::South,
            refused: None,
        }
    }
}

impl PositionSetup {
    /// True while the board is being set up.
    pub fn is_active(&self) -> bool {
        self.active
    }

    /// What the board shows, while setting up.
    pub fn contents(&self) -> Option<Contents> {
        self.active.then_some((self.pits, self.stores))
    }

    /// The variant.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The player to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds in a pit or a store.
    pub fn seeds(&self, place: Place) -> u8 {
        match place {
            Place::Pit(p) => self.pits[p.index()],
            Place::Store(s) => self.stores[s.index()],
        }
    }

    /// Seeds on the board and in the stores.
    pub fn total(&self) -> u32 {
        self.pits
            .iter()
            .chain(self.stores.iter())
            .map(|&n| u32::from(n))
            .sum()
    }

    /// The position, if a game can be played and analysed from it; else why not.
    pub fn check(&self) -> Result<Position, SetupError> {
        check_setup(self.pits, self.stores, self.to_move, &self.rules)
    }

    /// The position string of what is set up (also while it is not a playable position).
    pub fn position_string(&self) -> String {
        format_position(&Position::new_unchecked(
            self.pits,
            self.stores,
            self.to_move,
        ))
    }

    /// The last position string that could not be read, and why.
    pub fn refused(&self) -> Option<&(String, NotationError)> {
        self.refused.as_ref()
    }

    /// Back to the game.
    pub fn end(&mut self) {
        self.active = false;
        self.refused = None;
    }

    fn set(&mut self, place: Place, n: u8) {
        // One place never holds more than the variant's seeds, so totals stay small.
        let n = n.min(self.rules.total_seeds());
        match place {
            Place::Pit(p) => self.pits[p.index()] = n,
            Place::Store(s) => self.stores[s.index()] = n,
        }
    }

    fn show(&mut self, position: &Position) {
        self.pits = *position.pits();
        self.stores = position.stores();
        self.to_move = position.to_move();
    }
}

/// What the player does while setting up.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum SetupRequest {
    /// Set up, starting from the game's position and variant.
    Start,
    /// Add seeds to a place (or take them, when negative).
    Add(Place, i32),
    /// Put this many seeds in a place.
    Set(Place, u8),
    /// Move one seed from a place to another.
    MoveSeed(Place, Place),
    /// Empty every pit and store.
    Clear,
    /// The variant's start position, South to move.
    StartPosition,
    /// Choose the player to move.
    ToMove(Side),
    /// Set up for another variant (the seeds stay where they are).
    Rules(Rules),
    /// Read a position string (pasted or typed).
    Paste(String),
    /// Back to the game.
    End,
}

/// Registers the set-up.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PositionSetup>()
        .add_message::<SetupRequest>()
        .add_message::<BoardReset>()
        .add_message::<SessionRequest>()
        .add_systems(
            Update,
            apply_setup_requests.in_set(crate::gui::state::BoardSet::Modes),
        );
}

fn apply_setup_requests(
    mut requests: MessageReader<SetupRequest>,
    mut setup: ResMut<PositionSetup>,
    (session, mut sessions): (Res<GameSession>, MessageReader<SessionRequest>),
    mut reset: MessageWriter<BoardReset>,
) {
    let before = setup.clone();
    // Another game on the board (a new one, a file opened, the position analysed) ends the
    // set-up; a set-up asked for in the same frame (at launch) starts from that game.
    let replaced = sessions.read().any(|r| {
        matches!(
            r,
            SessionRequest::NewGame(_)
                | SessionRequest::Load(_)
                | SessionRequest::SetUp { .. }
                | SessionRequest::PlayAgain
        )
    });
    if replaced {
        setup.end();
    }
    for request in requests.read() {
        apply(&mut setup, request, &session);
    }
    if *setup != before {
        reset.write(BoardReset);
    }
}

fn apply(setup: &mut PositionSetup, request: &SetupRequest, session: &GameSession) {
    if !setup.active && *request != SetupRequest::Start {
        return;
    }
    match request {
        SetupRequest::Start => {
            let game = session.game();
            setup.active = true;
            setup.rules = *game.rules();
            setup.refused = None;
            setup.show(game.position());
        }
        SetupRequest::Add(place, n) => {
            let now = i32::from(setup.seeds(*place));
            let wanted = (now + n).clamp(0, i32::from(u8::MAX));
            setup.set(*place, wanted as u8);
        }
        SetupRequest::Set(place, n) => setup.set(*place, *n),
        SetupRequest::MoveSeed(from, to) => {
            if from != to && setup.seeds(*from) > 0 && setup.seeds(*to) < setup.rules.total_seeds()
            {
                setup.set(*from, setup.seeds(*from) - 1);
                setup.set(*to, setup.seeds(*to) + 1);
            }
        }
        SetupRequest::Clear => {
            setup.pits = [0; 12];
            setup.stores = [0; 2];
        }
        SetupRequest::StartPosition => {
            let start = Position::start(&setup.rules);
            setup.show(&start);
        }
        SetupRequest::ToMove(side) => setup.to_move = *side,
        SetupRequest::Rules(rules) => {
            setup.rules = *rules;
            // No place holds more than the new variant's seeds.
            for place in Place::all() {
                setup.set(place, setup.seeds(place));
            }
        }
        SetupRequest::Paste(text) => match parse_position(text, &setup.rules) {
            Ok(position) => {
                setup.refused = None;
                setup.show(&position);
            }
            Err(e) => setup.refused = Some((text.trim().to_string(), e)),
        },
        SetupRequest::End => setup.end(),
    }
}
