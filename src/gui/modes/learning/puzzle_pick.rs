//! Which puzzle a pick gives: today's, one near the player's rating not solved yet, or one
//! by its id.

use super::*;

/// A puzzle for the player: today's, or an unsolved one of the theme chosen near their
/// rating (among the five nearest, in turn, so that a puzzle failed is not asked at once).
pub fn pick_puzzle(learning: &Learning, pick: PuzzlePick) -> Option<Puzzle> {
    let set = built_in_puzzles();
    match pick {
        PuzzlePick::OfTheDay => return puzzle_of_the_day(set, today()).cloned(),
        PuzzlePick::Id(id) => return set.iter().find(|p| p.id == id).cloned(),
        PuzzlePick::ForMe => {}
    }
    let current = match &learning.drill {
        Some(Drill::Puzzle { puzzle, .. }) => Some(puzzle.id),
        _ => None,
    };
    let rating = learning.progress.rating.rating;
    let mut candidates: Vec<&Puzzle> = set
        .iter()
        .filter(|p| learning.theme.is_none_or(|t| p.themes.contains(&t)))
        .filter(|p| Some(p.id) != current && !learning.progress.solved(p.id))
        .collect();
    candidates.sort_by_key(|p| {
        let r = learning.progress.puzzle_rating(p.id, p.rating).rating;
        ((r - rating).abs() * 10.0) as i64
    });
    let turn = learning.progress.history.len() % 5;
    candidates
        .get(turn.min(candidates.len().saturating_sub(1)))
        .map(|p| (*p).clone())
}
