//! The game in words, a sentence per move ("South sows F: 4 seeds, the last lands in d; no
//! capture"), so the game can be followed without watching the board: shown under the move
//! list when *View → Game in words* is on, and readable by screen readers as plain labels.

use crate::gui::game::session::GameSession;
use crate::gui::text;
use crate::rules::{Game, Ply};
use crate::t;
use bevy_egui::egui;

/// The sentence for one move, by the player called `name`.
pub fn sentence(ply: &Ply, name: &str) -> String {
    let report = &ply.report;
    let sowing = t!(
        "log-sow",
        name = name,
        pit = report.mv.to_string(),
        count = report.seeds,
        last = report.last.to_string()
    );
    let outcome = if report.capture.seeds > 0 {
        let pits: Vec<String> = report.capture.pits().map(|p| p.to_string()).collect();
        t!(
            "log-capture",
            count = report.capture.seeds,
            pits = pits.join(&t!("list-separator"))
        )
    } else if report.grand_slam {
        t!("log-grand-slam")
    } else {
        t!("log-no-capture")
    };
    t!("log-sentence", sowing = sowing, outcome = outcome)
}

/// Every move of `game` in words, then how it ended.
pub fn sentences(game: &Game, session: &GameSession) -> Vec<String> {
    let mut out: Vec<String> = game
        .plies()
        .iter()
        .map(|ply| sentence(ply, &session.name(ply.report.mv.side())))
        .collect();
    if let Some(outcome) = game.outcome() {
        out.push(t!(
            "log-end",
            result = session.result_text(outcome),
            reason = crate::gui::words::end_reason_of(outcome, &session.display_names())
        ));
    }
    out
}

/// The log as a list of labels, newest last.
pub fn log_view(ui: &mut egui::Ui, session: &GameSession) {
    text::heading(ui, t!("log-title"));
    let lines = sentences(session.game(), session);
    if lines.is_empty() {
        text::label(ui, egui::RichText::new(t!("log-empty")).weak());
    }
    for (i, line) in lines.iter().enumerate() {
        text::label(ui, format!("{}. {line}", i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Move, Pit, Rules, parse_position};

    /// English, and no other test switching the language meanwhile.
    fn in_english() -> std::sync::MutexGuard<'static, ()> {
        let guard = crate::gui::settings::language::TEST_LANGUAGE
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        crate::i18n::set_language(crate::i18n::Language::English);
        guard
    }

    fn play(fen: &str, pit: char) -> Ply {
        let rules = Rules::ABAPA;
        let start = parse_position(fen, &rules).expect("valid");
        let mut game = Game::from_position(rules, start);
        game.play(Move::new(Pit::from_letter(pit).expect("pit")))
            .expect("legal");
        game.plies()[0]
    }

    #[test]
    fn a_quiet_move_says_where_its_last_seed_lands() {
        let ply = play("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'F');
        assert_eq!(
            sentence(&ply, "South"),
            "South sows F: 4 seeds, the last lands in d; no capture"
        );
    }

    #[test]
    fn a_capture_names_its_seeds_and_pits_in_chain_order() {
        let _english = in_english();
        // Worked example 1: E captures 8 from e, d and c.
        let ply = play("3-1-4-0-6-2-1-3-2-1-2-2-10-11-S", 'E');
        assert_eq!(
            sentence(&ply, "Ama"),
            "Ama sows E: 6 seeds, the last lands in e; captures 8 seeds (e, d, c)"
        );
    }

    #[test]
    fn one_seed_is_singular() {
        let _english = in_english();
        let ply = play("0-0-0-0-0-1-1-1-0-0-0-0-24-21-S", 'F');
        assert!(sentence(&ply, "South").starts_with("South sows F: 1 seed, "));
    }
}
