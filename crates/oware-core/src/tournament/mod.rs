//! Tournaments: who meets whom in each round and who moves first. A round robin follows
//! FIDE's Berger tables ([`round_robin`]), a knockout a bracket by seeding ([`knockout`]);
//! a Swiss the Dutch system ([`swiss`]); the [`standings`] rank players by points, then by the tie-breaks chosen. Players are
//! named by their place in the list of players, from 0 (the first seed).

pub mod event;
pub mod export;
pub mod hall;
pub mod knockout;
mod matching;
pub mod round_robin;
pub mod standings;
pub mod swiss;
pub mod trf;

#[cfg(test)]
mod event_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod trf_tests;

/// One game (or match) of a round: two players, by their place in the list of players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Pairing {
    /// The player who moves first (White in chess's tables).
    pub first: usize,
    /// The other player.
    pub second: usize,
}

/// A round: its games board by board (board 1 first), and the players without an opponent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The games, in board order.
    pub games: Vec<Pairing>,
    /// The players who have no game this round (byes).
    pub byes: Vec<usize>,
}

/// The most players a tournament takes.
pub const MAX_PLAYERS: usize = 64;

/// Why a tournament's rounds cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// Fewer than two players, or more than [`MAX_PLAYERS`].
    #[error("a tournament takes 2 to {MAX_PLAYERS} players, not {0}")]
    Players(usize),
    /// No pairing of the round keeps the rules: everyone left has met everyone else, say.
    #[error("no pairing of this round keeps the rules (players would meet twice)")]
    NoPairing,
}

/// Checks the number of players of a tournament.
fn check_players(players: usize) -> Result<(), TournamentError> {
    if (2..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(TournamentError::Players(players))
    }
}
