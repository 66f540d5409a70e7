//! The native save: a whole match (rules, match score, the game in progress with its redo
//! moves, who plays each side) as RON. Loading replays every move, so a save that was edited
//! into nonsense is rejected, never half-loaded.

use crate::rules::{
    Game, IllegalToken, Match, MoveToken, MoveTree, NotationError, Rules, Side, format_move_list,
    format_position, parse_move_list, parse_position,
};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PlayerKind {
    /// A person at this screen.
    Human,
    /// The computer at a level (1 = beginner … 8 = full strength).
    Computer {
        /// The level.
        level: u8,
    },
}

pub use crate::MAX_NAME;

/// A player's name as read from a file: control characters dropped, cut to [`MAX_NAME`]
/// characters, so that a file cannot make the window hold a huge text.
pub fn bounded_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect::<String>()
        .trim()
        .to_string()
}

/// A game as saved: start position and moves as text.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedGame {
    /// The start position string.
    pub start: String,
    /// The moves played, joined.
    pub moves: String,
    /// The moves taken back that redo would replay, next first.
    #[serde(default)]
    pub redo: String,
    /// How the game ended when a player's word ended it rather than the board: a
    /// resignation, or a time that ran out (absent otherwise, and in earlier saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<DeclaredEnd>,
}

/// A game's end that its moves do not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeclaredEnd {
    /// This side resigned.
    Resigned(Side),
    /// This side's time ran out.
    OutOfTime(Side),
}

impl DeclaredEnd {
    /// The declared end of `game`, if it ended so.
    pub fn of(game: &Game) -> Option<DeclaredEnd> {
        let outcome = game.outcome()?;
        match outcome.reason {
            crate::rules::EndReason::Resignation => {
                Some(DeclaredEnd::Resigned(outcome.winner?.opponent()))
            }
            // The side whose time ran out was the side to move.
            crate::rules::EndReason::Time => {
                Some(DeclaredEnd::OutOfTime(game.position().to_move()))
            }
            _ => None,
        }
    }
}

/// An online match's seat, kept with its save so that the player can rejoin it after the
/// program ended: the code, whether this side hosted it, its side and the other player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OnlineSeat {
    /// The match code (with the host's addresses when it had them).
    pub code: String,
    /// This side hosted the match.
    pub host: bool,
    /// The side this player plays.
    pub side: Side,
    /// The other player's name.
    pub opponent: String,
}

/// The clocks of a game played with a time control, as saved.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedClock {
    /// The time control, in the PGN form (`300`, `180+2`, `1/10`).
    pub control: String,
    /// The time each side had left, South's and North's, in milliseconds.
    pub left_ms: [u64; 2],
    /// The mover's time left after each ply of the game, in milliseconds.
    #[serde(default)]
    pub after_each_ms: Vec<u64>,
}

impl SavedClock {
    /// The saved clocks read: the time control, the time left and the time after each ply.
    pub fn read(
        &self,
    ) -> Result<
        (
            crate::rules::TimeControl,
            [std::time::Duration; 2],
            Vec<std::time::Duration>,
        ),
        SaveError,
    > {
        let control: crate::rules::TimeControl = self
            .control
            .parse()
            .map_err(|e: crate::rules::TimeControlError| SaveError::Match(e.to_string()))?;
        let most = 24 * 3600 * 1000;
        if self
            .left_ms
            .iter()
            .chain(&self.after_each_ms)
            .any(|&ms| ms > most)
        {
            return Err(SaveError::Match(
                "a clock holds more than a day".to_string(),
            ));
        }
        let ms = std::time::Duration::from_millis;
        Ok((
            control,
            self.left_ms.map(ms),
            self.after_each_ms.iter().map(|&m| ms(m)).collect(),
        ))
    }

    /// `[%clk …]` comments of the time left after each ply, for a record.
    pub fn comments(&self) -> Vec<Option<String>> {
        self.after_each_ms
            .iter()
            .map(|&m| {
                Some(format!(
                    "[%clk {}]",
                    crate::rules::clock_text(std::time::Duration::from_millis(m))
                ))
            })
            .collect()
    }
}

/// A whole match as saved.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedMatch {
    /// Format version of this file.
    pub version: u32,
    /// The rule set.
    pub rules: Rules,
    /// The match so far (finished games).
    pub match_state: Match,
    /// Who started the game in progress.
    pub game_starter: Side,
    /// The game in progress.
    pub game: SavedGame,
    /// Who plays South and North.
    pub players: [PlayerKind; 2],
    /// Names shown on the board.
    #[serde(default)]
    pub names: [String; 2],
    /// Every line explored from the game's start, when there are side lines: the moves
    /// from the start to each line's end, the main line first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<String>,
    /// An online match: its seat, to rejoin it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<OnlineSeat>,
    /// A comment after each ply of the game (those of a record opened, kept), by ply.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<Option<String>>,
    /// The game's clocks, when it is played with a time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SavedClock>,
}

/// Why a save could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The text is not valid RON for a save.
    #[error("not a valid save file: {0}")]
    Format(#[from] ron::error::SpannedError),
    /// A newer or unknown format version.
    #[error("save format version {0} is not supported (this program reads version {CURRENT})")]
    Version(u32),
    /// Seeds per pit outside 3 to 6.
    #[error("the saved game is inconsistent: {0} seeds per pit")]
    SeedsPerPit(u8),
    /// A computer level outside 1 to 8.
    #[error("the saved game is inconsistent: computer level {0} is not 1 to 8")]
    Level(u8),
    /// The start position cannot be read.
    #[error("the saved game is inconsistent: start position: {0}")]
    Start(#[source] NotationError),
    /// A move list cannot be read.
    #[error("the saved game is inconsistent: moves: {0}")]
    Moves(#[source] NotationError),
    /// A move does not replay.
    #[error("the saved game is inconsistent: {0}")]
    Illegal(#[from] IllegalToken),
    /// The match's record cannot be so.
    #[error("the saved match is inconsistent: {0}")]
    Match(String),
    /// Writing the text failed.
    #[error("cannot write the save: {0}")]
    Encode(#[from] ron::Error),
}

const CURRENT: u32 = 1;

impl SavedMatch {
    /// A save of the given state.
    pub fn new(
        rules: Rules,
        match_state: Match,
        game: &Game,
        players: [PlayerKind; 2],
        names: [String; 2],
    ) -> SavedMatch {
        SavedMatch {
            version: CURRENT,
            rules,
            match_state,
            game_starter: game.start().to_move(),
            game: SavedGame {
                start: format_position(game.start()),
                moves: format_move_list(&game.moves()),
                redo: format_move_list(&game.redo_moves()),
                ended: DeclaredEnd::of(game),
            },
            players,
            names,
            lines: Vec::new(),
            online: None,
            comments: Vec::new(),
            clock: None,
        }
    }

    /// The save with the game's clocks (the times after each ply cut to the game's plies).
    pub fn with_clock(mut self, clock: Option<SavedClock>) -> SavedMatch {
        let plies = tokens(&self.game.moves).map_or(0, |t| t.len());
        self.clock = clock.map(|mut c| {
            c.after_each_ms.truncate(plies);
            c
        });
        self
    }

    /// The save with a comment after each ply of the game, by ply (none: empty).
    pub fn with_comments(mut self, comments: Vec<Option<String>>) -> SavedMatch {
        self.comments = if comments.iter().all(Option::is_none) {
            Vec::new()
        } else {
            comments
        };
        self
    }

    /// The save of an online match, with its seat.
    pub fn with_online(mut self, seat: Option<OnlineSeat>) -> SavedMatch {
        self.online = seat;
        self
    }

    /// The save with the lines explored from the game's start, if the tree has side lines.
    pub fn with_lines(mut self, tree: &MoveTree) -> SavedMatch {
        let lines = tree.lines();
        self.lines = if lines.len() > 1 {
            lines.iter().map(|l| format_move_list(l)).collect()
        } else {
            Vec::new()
        };
        self
    }

    /// The lines saved, checked move by move from the game's start (`None` when there are
    /// none).
    pub fn lines_tree(&self, game: &Game) -> Result<Option<MoveTree>, SaveError> {
        if self.lines.is_empty() {
            return Ok(None);
        }
        let mut tree = MoveTree::new(*game.rules(), *game.start());
        for line in &self.lines {
            let mut node = MoveTree::ROOT;
            for token in tokens(line)? {
                let side = tree
                    .ply(node)
                    .map_or(tree.start().to_move(), |p| p.after.to_move());
                node = match tree.add(node, token.resolve(side)) {
                    Ok(next) => next,
                    Err(error) => {
                        return Err(SaveError::Illegal(IllegalToken {
                            ply: tree.path(node).len() + 1,
                            token,
                            error,
                            legal: tree.game_at(node).legal_moves(),
                        }));
                    }
                };
            }
        }
        Ok(Some(tree))
    }

    /// The RON text.
    pub fn to_ron(&self) -> Result<String, SaveError> {
        Ok(ron::ser::to_string_pretty(
            self,
            ron::ser::PrettyConfig::default(),
        )?)
    }

    /// Reads and checks a save; the game is returned replayed, with its redo moves.
    pub fn from_ron(text: &str) -> Result<(SavedMatch, Game), SaveError> {
        let mut saved: SavedMatch = ron::from_str(text)?;
        // An online seat that no program wrote (a code or a name far too long) is left out:
        // the match still opens, to be played at this screen.
        if saved
            .online
            .as_ref()
            .is_some_and(|s| s.code.chars().count() > 400 || s.opponent.chars().count() > 40)
        {
            saved.online = None;
        }
        if saved.version != CURRENT {
            return Err(SaveError::Version(saved.version));
        }
        saved.names = saved.names.map(|n| bounded_name(&n));
        // A comment is a few words: each is cut to 2 000 characters.
        for comment in saved.comments.iter_mut().flatten() {
            if comment.chars().count() > 2000 {
                *comment = comment.chars().take(2000).collect();
            }
        }
        if !(3..=6).contains(&saved.rules.seeds_per_pit) {
            return Err(SaveError::SeedsPerPit(saved.rules.seeds_per_pit));
        }
        for kind in saved.players {
            if let PlayerKind::Computer { level } = kind
                && !(1..=8).contains(&level)
            {
                return Err(SaveError::Level(level));
            }
        }
        let game = saved.replay()?;
        saved.comments.truncate(game.plies().len());
        if let Some(why) = saved.match_state.inconsistency(&saved.rules) {
            return Err(SaveError::Match(why));
        }
        // A later game of the match is started by whom the match's rule says (a game over
        // may be the match's last game, recorded already).
        let starter = game.start().to_move();
        let games = &saved.match_state.games;
        let (number, due) = (games.len() + 1, saved.match_state.next_starter());
        let recorded = game.is_over() && games.last().is_some_and(|last| last.starter == starter);
        if !games.is_empty() && starter != due && !recorded {
            return Err(SaveError::Match(format!(
                "game {number} is started by {starter}, but the match's rule gives the start to {due}"
            )));
        }
        if saved.match_state.is_over() && !game.is_over() {
            return Err(SaveError::Match(
                "a game is played after the match was over".into(),
            ));
        }
        Ok((saved, game))
    }

    fn replay(&self) -> Result<Game, SaveError> {
        let start = parse_position(&self.game.start, &self.rules).map_err(SaveError::Start)?;
        let mut game = Game::from_position(self.rules, start);
        let moves = tokens(&self.game.moves)?;
        let redo = tokens(&self.game.redo)?;
        let all: Vec<MoveToken> = moves.iter().chain(redo.iter()).copied().collect();
        game.play_tokens(&all)?;
        for _ in 0..redo.len() {
            game.undo();
        }
        // A resignation or a time out ends the game where its moves stop.
        match self.game.ended {
            Some(DeclaredEnd::Resigned(side)) if redo.is_empty() => {
                game.resign(side);
            }
            Some(DeclaredEnd::OutOfTime(side))
                if redo.is_empty() && game.to_move() == Some(side) =>
            {
                game.lose_on_time(side);
            }
            _ => {}
        }
        Ok(game)
    }
}

fn tokens(text: &str) -> Result<Vec<MoveToken>, SaveError> {
    parse_move_list(text).map_err(SaveError::Moves)
}
