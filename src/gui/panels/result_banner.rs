//! The banner over the board at the end of a game: who won and why, the match so far, the
//! review in a line per player, and the next game; hidden once dismissed, until the next
//! game ends.

use crate::gui::computer::review::GameReview;
use crate::gui::game::session::{GameEnded, GameSession};
use crate::gui::sowing::animation::Animator;
use crate::gui::state::{OverBoard, ResultBanner as Banner, UiAction};
use crate::gui::text;
use crate::gui::text::HoverWords;
use crate::rules::MatchFormat;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Registers the banner's state; the menu bar draws it after itself.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Banner>()
        .add_systems(Update, reset_banner);
}

fn reset_banner(mut ended: MessageReader<GameEnded>, mut banner: ResMut<Banner>) {
    if ended.read().count() > 0 {
        banner.dismissed = false;
    }
}

/// Whether the banner of a finished game shows: once the seeds have settled, not put away,
/// not under the review, and only while the board shows the game (practice, a lesson or a
/// set-up has the board to itself).
fn shows_over(
    settled: bool,
    dismissed: bool,
    over: OverBoard,
    mode: crate::gui::state::BoardMode,
) -> bool {
    // The Tournament window, opened as a tournament's match ends, says its result itself.
    settled
        && !dismissed
        && !matches!(over, OverBoard::Review | OverBoard::Tournament)
        && !mode.sets_game_aside()
}

/// Draws the banner while a finished game is on the board.
pub(super) fn result_banner(
    mut contexts: EguiContexts,
    session: Res<GameSession>,
    animator: Res<Animator>,
    mut banner: ResMut<Banner>,
    review: Res<GameReview>,
    (over, mode): (
        Res<State<OverBoard>>,
        Res<State<crate::gui::state::BoardMode>>,
    ),
    mut actions: MessageWriter<UiAction>,
) -> Result {
    let outcome = session.game().outcome();
    let shown = outcome.is_some()
        && shows_over(
            !animator.is_busy(),
            banner.dismissed,
            *over.get(),
            *mode.get(),
        );
    if banner.shown != shown {
        banner.shown = shown;
    }
    let Some(outcome) = outcome.filter(|_| shown) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let names = session.display_names();
    let names = &names;
    let [s, n] = outcome.final_stores;
    let headline = match outcome.winner {
        Some(w) => t!("banner-wins", name = names[w.index()].clone()),
        None => t!("banner-draw"),
    };
    let reason = crate::gui::words::end_reason_of(outcome, names);
    let m = session.match_state();
    // Held by its top: the review's lines coming in below would move a centred banner,
    // and its buttons with it, under the player's pointer.
    let top = ctx.content_rect().height() * 0.14;
    crate::gui::overlay::fitted::fitted(
        egui::Window::new(t!("banner-title"))
            .title_bar(false)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top)),
        ctx,
    )
    .show(ctx, |ui| {
        crate::gui::overlay::fitted::scrolled(ui, |ui| {
            ui.vertical_centered(|ui| {
                text::heading(ui, egui::RichText::new(headline).size(30.0).strong());
                // A game resigned or lost on time is won by that, not by its seeds: the
                // reason says it (the seeds of an early resignation would read as a draw).
                if crate::gui::words::decided_by_seeds(outcome.reason) {
                    text::label(
                        ui,
                        egui::RichText::new(format!("{} {s} – {n} {}", names[0], names[1]))
                            .size(20.0),
                    );
                    text::label(ui, reason);
                } else {
                    text::label(ui, egui::RichText::new(reason).size(20.0));
                }
                if m.format != MatchFormat::Single {
                    ui.separator();
                    text::label(ui, crate::gui::panels::scoreboard::progress(m, names));
                    if m.is_over() {
                        let who = match m.winner() {
                            Some(w) => t!("banner-match-won", name = names[w.index()].clone()),
                            None => t!("banner-match-over"),
                        };
                        text::label(ui, egui::RichText::new(who).size(20.0).strong());
                        crate::gui::panels::scoreboard::match_table(ui, m, names);
                    }
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let label = if m.format == MatchFormat::Single {
                        t!("banner-play-again")
                    } else if m.is_over() {
                        t!("banner-new-match")
                    } else {
                        t!("banner-next-game")
                    };
                    if ui.button(egui::RichText::new(label).size(18.0)).clicked() {
                        actions.write(UiAction::PlayAgain);
                    }
                    if ui.button(t!("banner-look")).on_hover_words("Esc").clicked() {
                        banner.dismissed = true;
                    }
                });
                // Below the buttons: its lines come in when the review is done.
                ui.separator();
                review_summary(ui, &session, &review, &mut actions);
            });
        })
    });
    Ok(())
}

/// The review in a line per player ("Ama: 2 mistakes, 1 blunder") and the way to it.
fn review_summary(
    ui: &mut egui::Ui,
    session: &GameSession,
    review: &GameReview,
    actions: &mut MessageWriter<UiAction>,
) {
    match review.marks_for(session.game()) {
        Some(marks) => {
            for line in session.review_lines(marks) {
                text::label(ui, line);
            }
            if ui.button(t!("banner-review-moves")).clicked() {
                actions.write(UiAction::Open(OverBoard::Review));
            }
        }
        None => {
            if let Some((done, total)) = review.progress() {
                text::label(ui, t!("banner-reviewing", done = done, total = total));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::shows_over;
    use crate::gui::state::{BoardMode, OverBoard};

    #[test]
    fn the_banner_leaves_the_board_to_practice_lessons_and_the_set_up() {
        assert!(shows_over(true, false, OverBoard::Nothing, BoardMode::Game));
        for aside in [BoardMode::Practice, BoardMode::Learn, BoardMode::Setup] {
            assert!(
                !shows_over(true, false, OverBoard::Nothing, aside),
                "{aside:?}"
            );
        }
        assert!(!shows_over(
            false,
            false,
            OverBoard::Nothing,
            BoardMode::Game
        ));
        assert!(!shows_over(true, true, OverBoard::Nothing, BoardMode::Game));
        assert!(!shows_over(true, false, OverBoard::Review, BoardMode::Game));
    }
}
