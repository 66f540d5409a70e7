//! A puzzle: a position, the player's moves that alone do best there and the opponent's
//! best replies between them, what the player is asked to reach, how it was proven, its
//! rating and its themes. Puzzle files hold one a line (see docs/protocol.md, "Puzzle
//! files"); the set built into the program is `assets/puzzles/abapa.txt`.

use crate::rules::{
    Move, Position, Rules, Side, format_move_list, format_position, parse_move_list, parse_position,
};
use std::fmt;

/// What the player is asked to reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleGoal {
    /// Win the game: the only move that wins (the endgame tables prove it).
    Win,
    /// Not lose: the only move that draws (the endgame tables prove it).
    Draw,
    /// Come out this many seeds ahead over the solution's moves.
    Gain(u8),
    /// Lose this many seeds fewer than with any other move (a defence).
    Save(u8),
}

impl fmt::Display for PuzzleGoal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleGoal::Win => write!(f, "win"),
            PuzzleGoal::Draw => write!(f, "draw"),
            PuzzleGoal::Gain(n) => write!(f, "gain:{n}"),
            PuzzleGoal::Save(n) => write!(f, "save:{n}"),
        }
    }
}

impl PuzzleGoal {
    fn parse(text: &str) -> Option<PuzzleGoal> {
        match text {
            "win" => Some(PuzzleGoal::Win),
            "draw" => Some(PuzzleGoal::Draw),
            _ => {
                let (kind, n) = text.split_once(':')?;
                let n: u8 = n.parse().ok().filter(|&n| n > 0 && n <= 48)?;
                match kind {
                    "gain" => Some(PuzzleGoal::Gain(n)),
                    "save" => Some(PuzzleGoal::Save(n)),
                    _ => None,
                }
            }
        }
    }
}

/// How the uniqueness of the solution was proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proof {
    /// By the endgame tables: the only move that keeps the best result.
    Tables,
    /// By searches at two depths: the only move that keeps a lead over every other.
    Search,
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Proof::Tables => "tables",
            Proof::Search => "search",
        })
    }
}

/// What a puzzle trains, found from its solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A capture of two pits or more in a row (R5).
    ChainedCapture,
    /// Another move would have been a grand slam and captured nothing (R6).
    GrandSlamAvoided,
    /// The opponent had no seeds and had to be fed (R7).
    Feeding,
    /// The solution leaves the opponent few seeds to play with.
    Starving,
    /// A pit of 12 seeds or more goes round the board.
    BigPit,
    /// An ending counted to its end by the endgame tables.
    Ending,
    /// The first move captures nothing but prepares a capture.
    QuietMove,
    /// The best that can be done is to lose less.
    Defence,
}

impl Theme {
    /// Every theme, in the order filters list them.
    pub const ALL: [Theme; 8] = [
        Theme::ChainedCapture,
        Theme::GrandSlamAvoided,
        Theme::Feeding,
        Theme::Starving,
        Theme::BigPit,
        Theme::Ending,
        Theme::QuietMove,
        Theme::Defence,
    ];

    /// Its name in files.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::ChainedCapture => "chain",
            Theme::GrandSlamAvoided => "grand-slam",
            Theme::Feeding => "feeding",
            Theme::Starving => "starving",
            Theme::BigPit => "big-pit",
            Theme::Ending => "ending",
            Theme::QuietMove => "quiet-move",
            Theme::Defence => "defence",
        }
    }

    /// The message id of its name for people.
    pub const fn message_id(self) -> &'static str {
        match self {
            Theme::ChainedCapture => "theme-chain",
            Theme::GrandSlamAvoided => "theme-grand-slam",
            Theme::Feeding => "theme-feeding",
            Theme::Starving => "theme-starving",
            Theme::BigPit => "theme-big-pit",
            Theme::Ending => "theme-ending",
            Theme::QuietMove => "theme-quiet-move",
            Theme::Defence => "theme-defence",
        }
    }

    /// The theme with this file name.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its number in its file, unique there.
    pub id: u32,
    /// The position; its player to move solves.
    pub position: Position,
    /// The player's moves with the opponent's replies between them: odd in length.
    pub solution: Vec<Move>,
    /// What the player is asked to reach.
    pub goal: PuzzleGoal,
    /// How the solution was proven.
    pub proof: Proof,
    /// Its starting rating (from the engine's levels that find the first move).
    pub rating: u16,
    /// What it trains.
    pub themes: Vec<Theme>,
}

/// The rules every puzzle is played under: Abapa.
pub const PUZZLE_RULES: Rules = Rules::ABAPA;

/// The most moves of the player in a solution.
pub const MAX_PLAYER_MOVES: usize = 5;

/// Why a line of a puzzle file is not a puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct PuzzleError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl Puzzle {
    /// The side that solves it.
    pub fn solver(&self) -> Side {
        self.position.to_move()
    }

    /// How many moves the player makes.
    pub fn player_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// Its line in a puzzle file.
    pub fn to_line(&self) -> String {
        let themes: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
        format!(
            "{} {} {} {} {} {} {}",
            self.id,
            format_position(&self.position),
            format_move_list(&self.solution),
            self.goal,
            self.proof,
            self.rating,
            if themes.is_empty() {
                "-".to_string()
            } else {
                themes.join(",")
            }
        )
    }

    /// Reads one line of a puzzle file (`line` numbers it in errors). The moves are checked
    /// by the rules: each is legal where it is played.
    pub fn from_line(text: &str, line: usize) -> Result<Puzzle, PuzzleError> {
        let fail = |reason: String| PuzzleError { line, reason };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [id, position, solution, goal, proof, rating, themes] = fields[..] else {
            return Err(fail(format!(
                "expected 7 fields (id position solution goal proof rating themes), found {}",
                fields.len()
            )));
        };
        // No field of a puzzle is long: a longer one is refused before it is read, and only
        // its start is quoted.
        for (name, field) in [("position", position), ("solution", solution)] {
            if field.len() > MAX_FIELD {
                return Err(fail(format!(
                    "{name} '{}' is longer than a puzzle's (at most {MAX_FIELD} characters)",
                    crate::rules::shortened(field)
                )));
            }
        }
        let id: u32 = id.parse().map_err(|_| {
            fail(format!(
                "id '{}' is not a number",
                crate::rules::shortened(id)
            ))
        })?;
        let position = parse_position(position, &PUZZLE_RULES).map_err(|e| fail(e.to_string()))?;
        let tokens = parse_move_list(solution).map_err(|e| fail(e.to_string()))?;
        if tokens.len() % 2 == 0 || tokens.len() > 2 * MAX_PLAYER_MOVES - 1 {
            return Err(fail(format!(
                "a solution has 1 to {MAX_PLAYER_MOVES} moves of the player with a reply between each: {} moves",
                tokens.len()
            )));
        }
        let mut solution = Vec::with_capacity(tokens.len());
        let mut here = position;
        for (k, token) in tokens.into_iter().enumerate() {
            let mv = token.resolve(here.to_move());
            let (next, _) = here
                .play(mv, &PUZZLE_RULES)
                .map_err(|e| fail(format!("move {} ({mv}) is not legal: {e}", k + 1)))?;
            solution.push(mv);
            here = next;
        }
        let goal = PuzzleGoal::parse(goal).ok_or_else(|| {
            fail(format!(
                "goal '{}' is not one",
                crate::rules::shortened(goal)
            ))
        })?;
        let proof = match proof {
            "tables" => Proof::Tables,
            "search" => Proof::Search,
            other => {
                return Err(fail(format!(
                    "proof '{}' is neither tables nor search",
                    crate::rules::shortened(other)
                )));
            }
        };
        let rating: u16 = rating
            .parse()
            .ok()
            .filter(|r| (100..=4000).contains(r))
            .ok_or_else(|| {
                fail(format!(
                    "rating '{}' is not 100 to 4000",
                    crate::rules::shortened(rating)
                ))
            })?;
        let themes = if themes == "-" {
            Vec::new()
        } else {
            let mut listed: Vec<Theme> = Vec::new();
            for t in themes.split(',') {
                let theme = Theme::from_name(t).ok_or_else(|| {
                    fail(format!("unknown theme '{}'", crate::rules::shortened(t)))
                })?;
                if listed.contains(&theme) {
                    return Err(fail(format!("theme '{}' is given twice", theme.name())));
                }
                listed.push(theme);
            }
            listed
        };
        Ok(Puzzle {
            id,
            position,
            solution,
            goal,
            proof,
            rating,
            themes,
        })
    }
}

/// The longest position or solution field of a puzzle line.
const MAX_FIELD: usize = 120;

/// Reads a puzzle file: a puzzle a line; empty lines and lines starting with `#` are
/// skipped. Ids must be unique.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut puzzles = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (k, line) in text.lines().enumerate() {
        let line_text = line.trim();
        if line_text.is_empty() || line_text.starts_with('#') {
            continue;
        }
        let puzzle = Puzzle::from_line(line_text, k + 1)?;
        if !ids.insert(puzzle.id) {
            return Err(PuzzleError {
                line: k + 1,
                reason: format!("id {} is used twice", puzzle.id),
            });
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// The first lines of a puzzle file: what it is and how to read it.
pub const PUZZLE_FILE_HEADER: &str = "# Oware puzzles (abapa), made and proven by oware-cli puzzles.\n# id position solution goal proof rating themes\n";

/// Writes puzzles as a puzzle file.
pub fn write_puzzles(puzzles: &[Puzzle]) -> String {
    let mut text = String::from(PUZZLE_FILE_HEADER);
    for p in puzzles {
        text.push_str(&p.to_line());
        text.push('\n');
    }
    text
}

/// The puzzle set built into the program.
pub const BUILT_IN_PUZZLES: &str = include_str!("../../assets/puzzles/abapa.txt");

/// The puzzles built into the program (none if the set does not read, which its tests
/// forbid).
pub fn built_in_puzzles() -> &'static [Puzzle] {
    static SET: std::sync::LazyLock<Vec<Puzzle>> =
        std::sync::LazyLock::new(|| parse_puzzles(BUILT_IN_PUZZLES).unwrap_or_default());
    &SET
}

/// The puzzle of the day `days` days after 1970-01-01 (UTC): the same for everyone, from a
/// fixed shuffle of the set so that neighbouring days differ.
pub fn puzzle_of_the_day(puzzles: &[Puzzle], days: u64) -> Option<&Puzzle> {
    if puzzles.is_empty() {
        return None;
    }
    // A multiplicative hash spreads consecutive days over the whole set.
    let k = days.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
    puzzles.get((k % puzzles.len() as u64) as usize)
}

/// Days since 1970-01-01 in UTC, from the system's clock.
pub fn today() -> u64 {
    // The same clock as the library's dates (`records::now_text`): UTC through `time`.
    let days = time::OffsetDateTime::now_utc()
        .unix_timestamp()
        .div_euclid(86_400);
    u64::try_from(days).unwrap_or(0)
}
