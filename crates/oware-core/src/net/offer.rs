//! A match offer checked: its rules, its clock, the match it continues, and the names the
//! players give.

use super::events::{MAX_NAME, PeerError};
use super::message::MatchOffer;
use crate::rules::{Game, MatchSession, Rules, TimeControl};

/// The rules an offer names (its clock checked too).
pub(super) fn rules_of(offer: &MatchOffer) -> Result<Rules, PeerError> {
    control_of(offer)?;
    offer
        .variant
        .parse::<Rules>()
        .map_err(|e| PeerError::Variant(e.to_string()))
}

/// The time control an offer names, if any.
pub fn control_of(offer: &MatchOffer) -> Result<Option<TimeControl>, PeerError> {
    offer
        .clock
        .as_deref()
        .map(|text| {
            text.parse::<TimeControl>()
                .map_err(|e| PeerError::Clock(e.to_string()))
        })
        .transpose()
}

/// The most finished games a continued match may bring.
const MAX_EARLIER: usize = 200;

/// The match an offer describes: a new one, or one continued from its finished games and the
/// moves of its game in play (checked by the rules).
pub fn match_of(offer: &MatchOffer) -> Result<MatchSession, PeerError> {
    let rules = rules_of(offer)?;
    let history = |what: &str| PeerError::History(what.to_string());
    if offer.earlier.len() > MAX_EARLIER {
        return Err(history("too many games"));
    }
    let mut state = crate::rules::Match::new(offer.format, offer.next_starter, offer.first);
    state.games = offer.earlier.clone();
    if state.is_over() {
        return Err(history("the match is already over"));
    }
    let mut game = Game::with_first(rules, state.next_starter());
    let tokens = crate::rules::parse_move_list(&offer.moves)
        .map_err(|e| PeerError::History(e.to_string()))?;
    for token in tokens {
        let side = game
            .to_move()
            .ok_or_else(|| history("the game is already over"))?;
        game.play(token.resolve(side))
            .map_err(|e| PeerError::History(format!("{}: {e}", token.resolve(side))))?;
    }
    if game.is_over() {
        return Err(history("the game is already over"));
    }
    Ok(MatchSession::resume(game, state))
}

/// A player's name, trimmed: refused when empty, too long or with control characters.
pub(super) fn check_name(name: &str) -> Result<String, PeerError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(PeerError::BadName);
    }
    Ok(name.to_string())
}
