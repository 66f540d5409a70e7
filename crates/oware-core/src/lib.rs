#![deny(missing_docs)]
//! Oware (Abapa) without a user interface: the rules, game records and files, the engine,
//! counting exercises, translations, the game's sounds and its icon.
//!
//! The rules are those of `docs/rules.md` (rules R1–R11, the variants and match play), the
//! files those of `docs/protocol.md`. The desktop game and the `oware-cli` tool are built on
//! this crate.

pub mod ai;
pub mod i18n;
pub mod icon;
pub mod learn;
pub mod net;
pub mod practice;
pub mod ratings;
pub mod records;
pub mod rules;
pub mod sounds;
pub mod tournament;
pub mod uci;

/// The longest player's name, in characters, everywhere one is kept or typed: in files
/// (records, saves, the players' list), online (the protocol's limit), and in the game's
/// fields. Longer names read from a file are cut to it; an online peer's is refused.
pub const MAX_NAME: usize = 40;

/// The version of the programs and the commit they were built from, as `--version` and the
/// About window show it: `0.1.0 (commit 1a2b3c4d5)`.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("OWARE_COMMIT"), ")");

#[cfg(test)]
mod readme_example {
    /// The example of the crate's README, as it is written there.
    #[test]
    fn a_computer_plays_a_whole_game_against_itself() {
        use crate::ai::LevelPlayer;
        use crate::rules::{Game, Rules};
        use std::time::Duration;

        let mut game = Game::new(Rules::ABAPA);
        let mut computer = LevelPlayer::new(3, &game, 1, Duration::from_millis(50));
        while let Some(mv) = computer.choose(&game) {
            game.play(mv).expect("the computer plays legal moves");
        }
        assert!(game.outcome().is_some(), "the game ends");

        // Beyond the example: a real game, ended by the rules, that replays to the same end.
        let outcome = *game.outcome().expect("over");
        assert!(game.plies().len() >= 20, "{} plies", game.plies().len());
        let most = outcome.final_stores.iter().copied().max().unwrap_or(0);
        match outcome.reason {
            crate::rules::EndReason::Majority => assert!(most > 24, "{outcome:?}"),
            crate::rules::EndReason::Resignation | crate::rules::EndReason::Time => {
                panic!("nobody resigns or runs out of time here")
            }
            _ => assert_eq!(
                outcome
                    .final_stores
                    .iter()
                    .map(|&s| u32::from(s))
                    .sum::<u32>(),
                48
            ),
        }
        let mut again = Game::new(Rules::ABAPA);
        for mv in game.moves() {
            again.play(mv).expect("legal on replay");
        }
        assert_eq!(again.outcome(), Some(&outcome));
        assert_eq!(
            computer.choose(&game),
            None,
            "nothing to play once it is over"
        );
    }
}
