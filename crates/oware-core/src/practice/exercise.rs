//! Counting exercises: a position from a real game (played by the engine's levels) and a
//! question about it, whose answer the rules engine gives. Harder exercises come with
//! success: more seeds per pit, laps of twelve or more, chained captures.

use crate::ai::LevelPlayer;
use crate::rules::{Game, Move, MoveReport, Pit, Position, Rules, Side};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::time::Duration;

/// The kinds of question.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum ExerciseKind {
    /// How many seeds are in this pit?
    CountPit,
    /// Where does the last seed land if you sow this pit?
    LastSeed,
    /// How many seeds does this move capture?
    CaptureCount,
    /// Which move captures the most?
    MostCapture,
    /// How many seeds will this pit hold after this move?
    PitAfter,
}

impl ExerciseKind {
    /// Every kind, easiest first.
    pub const ALL: [ExerciseKind; 5] = [
        ExerciseKind::CountPit,
        ExerciseKind::LastSeed,
        ExerciseKind::CaptureCount,
        ExerciseKind::MostCapture,
        ExerciseKind::PitAfter,
    ];

    /// Its name in commands and files: `count`, `last-seed`, `capture`, `most`, `after`.
    pub const fn name(self) -> &'static str {
        match self {
            ExerciseKind::CountPit => "count",
            ExerciseKind::LastSeed => "last-seed",
            ExerciseKind::CaptureCount => "capture",
            ExerciseKind::MostCapture => "most",
            ExerciseKind::PitAfter => "after",
        }
    }

    /// A short title for people.
    pub const fn title(self) -> &'static str {
        match self {
            ExerciseKind::CountPit => "Count the seeds",
            ExerciseKind::LastSeed => "Where does the last seed land?",
            ExerciseKind::CaptureCount => "How many does it capture?",
            ExerciseKind::MostCapture => "Which move captures the most?",
            ExerciseKind::PitAfter => "How many after the move?",
        }
    }

    /// The kind with this name.
    pub fn from_name(name: &str) -> Option<ExerciseKind> {
        ExerciseKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Whether it is answered with a number (otherwise with a pit).
    pub const fn wants_number(self) -> bool {
        matches!(
            self,
            ExerciseKind::CountPit | ExerciseKind::CaptureCount | ExerciseKind::PitAfter
        )
    }

    /// Its place in [`ExerciseKind::ALL`].
    pub fn index(self) -> usize {
        ExerciseKind::ALL
            .iter()
            .position(|&k| k == self)
            .unwrap_or(0)
    }
}

/// An answer given: a number, or a pit clicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A count of seeds.
    Number(u8),
    /// A pit (for a move, its pit).
    Pit(Pit),
}

/// One exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// What is asked.
    pub kind: ExerciseKind,
    /// The rules of the position (seeds per pit vary with the difficulty).
    pub rules: Rules,
    /// The position shown (its player to move is the one who sows).
    pub position: Position,
    /// The pit the question is about, if any (`CountPit`, `PitAfter`).
    pub pit: Option<Pit>,
    /// The move the question is about, if any (`LastSeed`, `CaptureCount`, `PitAfter`).
    pub mv: Option<Move>,
    /// The difficulty it was made for.
    pub difficulty: u8,
}

/// The hardest difficulty.
pub const MAX_DIFFICULTY: u8 = 5;

impl Exercise {
    /// The question as a sentence.
    pub fn question(&self) -> String {
        let pit = self.pit.map(|p| p.to_string()).unwrap_or_default();
        let mv = self.mv.map(|m| m.to_string()).unwrap_or_default();
        match self.kind {
            ExerciseKind::CountPit => format!("How many seeds are in pit {pit}?"),
            ExerciseKind::LastSeed => {
                format!("Where does the last seed land if {mv} is sown? Click the pit.")
            }
            ExerciseKind::CaptureCount => format!("How many seeds does {mv} capture?"),
            ExerciseKind::MostCapture => format!(
                "Which move of {} captures the most seeds? Click its pit.",
                self.position.to_move()
            ),
            ExerciseKind::PitAfter => {
                format!("How many seeds will pit {pit} hold after {mv} is sown?")
            }
        }
    }

    /// What the move of the question does, by the rules engine.
    pub fn report(&self) -> Option<MoveReport> {
        self.mv
            .map(|m| self.position.play_unchecked(m, &self.rules).1)
    }

    /// The position after the move of the question.
    pub fn after(&self) -> Option<Position> {
        self.mv
            .map(|m| self.position.play_unchecked(m, &self.rules).0)
    }

    /// The answers that are right: one, or several moves tied for the most seeds.
    pub fn right_answers(&self) -> Vec<Answer> {
        match self.kind {
            ExerciseKind::CountPit => self
                .pit
                .map(|p| Answer::Number(self.position.seeds(p)))
                .into_iter()
                .collect(),
            ExerciseKind::LastSeed => self
                .report()
                .map(|r| Answer::Pit(r.last))
                .into_iter()
                .collect(),
            ExerciseKind::CaptureCount => self
                .report()
                .map(|r| Answer::Number(r.capture.seeds))
                .into_iter()
                .collect(),
            ExerciseKind::PitAfter => match (self.after(), self.pit) {
                (Some(after), Some(pit)) => vec![Answer::Number(after.seeds(pit))],
                _ => Vec::new(),
            },
            ExerciseKind::MostCapture => {
                let captures = self.captures_by_move();
                let most = captures.iter().map(|&(_, n)| n).max().unwrap_or(0);
                captures
                    .into_iter()
                    .filter(|&(_, n)| n == most)
                    .map(|(m, _)| Answer::Pit(m.pit()))
                    .collect()
            }
        }
    }

    /// Whether `answer` is right.
    pub fn accepts(&self, answer: Answer) -> bool {
        self.right_answers().contains(&answer)
    }

    /// Seeds each legal move captures.
    pub fn captures_by_move(&self) -> Vec<(Move, u8)> {
        self.position
            .legal_moves(&self.rules)
            .iter()
            .map(|m| {
                (
                    m,
                    self.position.play_unchecked(m, &self.rules).1.capture.seeds,
                )
            })
            .collect()
    }
}

/// Seeds per pit of the games exercises come from, by difficulty: more seeds, harder counts.
fn seeds_per_pit(difficulty: u8) -> u8 {
    match difficulty {
        0 | 1 => 3,
        2 | 3 => 4,
        4 => 5,
        _ => 6,
    }
}

/// The kinds open at a difficulty: counting first, captures and laps later.
pub fn kinds_at(difficulty: u8) -> &'static [ExerciseKind] {
    match difficulty {
        0 | 1 => &ExerciseKind::ALL[..2],
        2 => &ExerciseKind::ALL[..3],
        _ => &ExerciseKind::ALL,
    }
}

/// Plays part of a real game: a few random plies, then two engine levels, to a random ply
/// (or its end).
fn game_position(rules: Rules, rng: &mut StdRng) -> Option<Game> {
    let mut game = Game::with_first(
        rules,
        if rng.random_bool(0.5) {
            Side::South
        } else {
            Side::North
        },
    );
    let plies = rng.random_range(8..60);
    let mut players = [1u8, 2]
        .map(|level| LevelPlayer::new(level, &game, rng.random(), Duration::from_millis(20)));
    for ply in 0..plies {
        let legal = game.legal_moves().to_vec();
        if legal.is_empty() {
            break;
        }
        let mv = if ply < 4 {
            *legal.choose(rng)?
        } else {
            players[ply % 2].choose(&game)?
        };
        game.play(mv).ok()?;
    }
    Some(game)
}

/// Whether an exercise suits its difficulty (seed counts, laps, chains).
fn suits(ex: &Exercise) -> bool {
    let d = ex.difficulty;
    let report = ex.report();
    let sown = report.map_or(0, |r| r.seeds);
    match ex.kind {
        ExerciseKind::CountPit => {
            let n = ex.pit.map_or(0, |p| ex.position.seeds(p));
            match d {
                1 => (1..=5).contains(&n),
                2 => (2..=9).contains(&n),
                _ => n >= 4,
            }
        }
        ExerciseKind::LastSeed => match d {
            1 => sown <= 5,
            2 => sown <= 11,
            3 => sown >= 5,
            _ => sown >= 9,
        },
        ExerciseKind::CaptureCount => {
            let pits = report.map_or(0, |r| r.capture.pits);
            match d {
                0..=2 => pits <= 1,
                3 => pits >= 1,
                _ => pits >= 2 || sown >= 12,
            }
        }
        ExerciseKind::MostCapture => {
            let capturing = ex.captures_by_move().iter().filter(|c| c.1 > 0).count();
            capturing >= if d >= 4 { 2 } else { 1 }
        }
        ExerciseKind::PitAfter => match d {
            0..=3 => sown <= 11,
            _ => sown >= 8,
        },
    }
}

/// Makes an exercise of `kind` (or any kind open at the difficulty) from positions of real
/// games, `seed` fixing the choice. Falls back to an easier exercise of the same kind when
/// the games seen offer none that suits.
pub fn make_exercise(kind: Option<ExerciseKind>, difficulty: u8, seed: u64) -> Exercise {
    let difficulty = difficulty.clamp(1, MAX_DIFFICULTY);
    let mut rng = StdRng::seed_from_u64(seed);
    let kinds = kinds_at(difficulty);
    let kind = kind.unwrap_or_else(|| kinds[rng.random_range(0..kinds.len())]);
    let rules = Rules {
        seeds_per_pit: seeds_per_pit(difficulty),
        ..Rules::ABAPA
    };
    let mut fallback = None;
    for _ in 0..12 {
        let Some(game) = game_position(rules, &mut rng) else {
            continue;
        };
        // Every position the game went through (past its random opening), in a random
        // order: one game offers many questions.
        let mut positions: Vec<Position> = game
            .positions()
            .into_iter()
            .skip(4)
            .filter(|p| !p.legal_moves(&rules).is_empty() && !p.is_decided(&rules))
            .collect();
        for i in (1..positions.len()).rev() {
            positions.swap(i, rng.random_range(0..=i));
        }
        for position in positions {
            for ex in candidates(kind, rules, position, difficulty, &mut rng) {
                if suits(&ex) {
                    return ex;
                }
                fallback.get_or_insert(ex);
            }
        }
    }
    fallback.unwrap_or_else(|| start_exercise(kind, rules, difficulty))
}

/// The questions a position can ask of `kind`, in a random order.
fn candidates(
    kind: ExerciseKind,
    rules: Rules,
    position: Position,
    difficulty: u8,
    rng: &mut StdRng,
) -> Vec<Exercise> {
    let legal: Vec<Move> = position.legal_moves(&rules).iter().collect();
    let make = |pit: Option<Pit>, mv: Option<Move>| Exercise {
        kind,
        rules,
        position,
        pit,
        mv,
        difficulty,
    };
    let mut out: Vec<Exercise> = match kind {
        ExerciseKind::CountPit => Pit::ALL
            .into_iter()
            .filter(|&p| position.seeds(p) > 0)
            .map(|p| make(Some(p), None))
            .collect(),
        ExerciseKind::LastSeed | ExerciseKind::CaptureCount => {
            legal.iter().map(|&m| make(None, Some(m))).collect()
        }
        ExerciseKind::MostCapture => {
            if legal.is_empty() {
                Vec::new()
            } else {
                vec![make(None, None)]
            }
        }
        ExerciseKind::PitAfter => legal
            .iter()
            .flat_map(|&m| {
                let report = position.play_unchecked(m, &rules).1;
                let sown: Vec<Pit> = report.sown_pits().collect();
                sown.into_iter().map(move |p| (m, p))
            })
            .map(|(m, p)| make(Some(p), Some(m)))
            .collect(),
    };
    // Shuffle (Fisher–Yates) so the same position does not always ask the same.
    for i in (1..out.len()).rev() {
        out.swap(i, rng.random_range(0..=i));
    }
    out
}

/// An exercise on the start position, when no game offered one.
fn start_exercise(kind: ExerciseKind, rules: Rules, difficulty: u8) -> Exercise {
    let position = Position::start(&rules);
    let mv = position.legal_moves(&rules).iter().next();
    Exercise {
        kind,
        rules,
        position,
        pit: Some(Pit::of_side(Side::North, 0)),
        mv,
        difficulty,
    }
}
