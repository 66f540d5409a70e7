//! Short notices for the player ("Saved", "Could not load: …"): any plugin writes one, the
//! overlay shows it.

use bevy::prelude::*;

/// A sentence to show the player for a few seconds.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Notice(pub String);

/// Registers the message.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>();
}
