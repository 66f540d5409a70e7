//! The board turned for a player on North: their own row at the bottom, as they would sit at
//! a real board. The camera turns half a circle (the board, the seeds, the letters and names
//! turn with it, and clicks land where they look), and every text on the board turns back
//! so that it reads upright.

use crate::gui::game::session::GameSession;
use crate::gui::settings::AppSettings;
use crate::rules::Side;
use bevy::prelude::*;

/// Whether the board is shown from North's side.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardTurned(pub bool);

impl BoardTurned {
    /// The turn of the view: half a circle, or none.
    pub fn rotation(self) -> Quat {
        if self.0 {
            Quat::from_rotation_z(std::f32::consts::PI)
        } else {
            Quat::IDENTITY
        }
    }
}

/// A text's own rotation as it was made, kept so that it can read upright on a turned board.
#[derive(Component, Debug, Clone, Copy)]
struct MadeTurned(Quat);

/// Registers the turn and keeps texts upright.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardTurned>().add_systems(
        Update,
        (
            follow_the_player.run_if(crate::gui::state::playing),
            upright_texts,
        )
            .chain()
            .in_set(crate::gui::state::BoardSet::View),
    );
}

/// The side the player at this screen sees from: online, their own (the match's result
/// too); against the computer,
/// North when they play North alone and the setting asks; else South.
pub fn viewing_side(session: &GameSession, settings: &AppSettings) -> Side {
    // Online, the player's own side: while the match is played, and once it is over.
    if let Some(side) = session.online_side() {
        return side;
    }
    let north_alone = session.is_person(Side::North) && !session.is_person(Side::South);
    if north_alone && settings.turn_board_for_north {
        Side::North
    } else {
        Side::South
    }
}

fn follow_the_player(
    session: Res<GameSession>,
    settings: Res<AppSettings>,
    mode: Res<State<crate::gui::state::BoardMode>>,
    learning: Res<crate::gui::modes::learning::Learning>,
    mut turned: ResMut<BoardTurned>,
) {
    use crate::gui::state::BoardMode;
    // A position is set up from South's side, whoever plays it next; a puzzle is seen from
    // the side that solves it.
    let wanted = BoardTurned(match *mode.get() {
        BoardMode::Setup => false,
        BoardMode::Learn => learning.solver() == Some(Side::North),
        _ => viewing_side(&session, &settings) == Side::North,
    });
    if *turned != wanted {
        *turned = wanted;
    }
}

/// Texts on the board not seen yet by [`upright_texts`].
type FreshTexts = (With<Text2d>, Without<MadeTurned>);

/// Texts turn back with the board, each about its own centre.
fn upright_texts(
    mut commands: Commands,
    turned: Res<BoardTurned>,
    fresh: Query<(Entity, &Transform), FreshTexts>,
    mut texts: Query<(&MadeTurned, &mut Transform), With<Text2d>>,
) {
    let mut any_fresh = false;
    for (entity, transform) in &fresh {
        let made = MadeTurned(transform.rotation);
        commands.entity(entity).insert(made);
        any_fresh = true;
    }
    if !turned.is_changed() && !any_fresh {
        return;
    }
    let turn = turned.rotation();
    for (made, mut transform) in &mut texts {
        let wanted = made.0 * turn;
        if transform.rotation != wanted {
            transform.rotation = wanted;
        }
    }
    // Texts made this frame are turned as they are made.
    if turned.0 {
        for (entity, transform) in &fresh {
            commands
                .entity(entity)
                .insert(transform.with_rotation(transform.rotation * turn));
        }
    }
}
