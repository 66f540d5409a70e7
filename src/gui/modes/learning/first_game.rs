//! A lesson's game: a new game against the lesson's level, and its star when it is won.

use super::*;

/// The lesson's game: a new game against its level, the player South, hints on.
pub(super) fn first_game(learning: &mut Learning, out: &mut LearnOut) {
    let Some(Drill::Lesson { lesson, .. }) = learning.drill.clone() else {
        return;
    };
    let Some(l) = course().get(lesson) else {
        return;
    };
    let Some(level) = l.game_against_level else {
        return;
    };
    learning.first_game = Some(l.id.clone());
    learning.end();
    out.reset.write(BoardReset);
    out.session.write(SessionRequest::NewGame(NewGame {
        players: [PlayerKind::Human, PlayerKind::Computer { level }],
        names: [t!("side-south"), t!("computer-level", level = level)],
        ..NewGame::default()
    }));
    // The hints come on by themselves for this game (computer/hints.rs).
}

/// The lesson's game won: its star, said.
pub(super) fn first_game_won(
    session: Res<GameSession>,
    mut learning: ResMut<Learning>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(id) = learning.first_game.clone() else {
        return;
    };
    let Some(outcome) = session.game().outcome() else {
        return;
    };
    learning.first_game = None;
    if outcome.winner == Some(Side::South) && session.players()[0] == PlayerKind::Human {
        if !learning.progress.games_won.contains(&id) {
            learning.progress.games_won.push(id);
        }
        save(&learning, &mut notices);
        notices.write(Notice(t!("lesson-game-won")));
    }
}
