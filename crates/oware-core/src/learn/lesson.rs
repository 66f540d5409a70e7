//! A lesson of the course: a few tasks, each a position on the board, an idea said in a
//! sentence or two and something to *do* there, checked by the rules. Lessons are data: a
//! RON file each (see docs/protocol.md, "Lesson files"), their words in the Fluent files.

use crate::rules::{Move, MoveError, Outcome, Pit, Position, Rules, Side, parse_position};
use serde::{Deserialize, Serialize};

/// What a task asks the player to do with one move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// Sow this pit (a letter, `A`–`F` for South, `a`–`f` for North).
    Sow(String),
    /// Make the last seed land in this pit.
    LastSeedIn(String),
    /// Capture at least this many seeds with the move.
    Capture(u8),
    /// Play the move that captures the most.
    CaptureMost,
    /// Give seeds to an opponent who has none (R7).
    Feed,
    /// Leave the opponent no capture of more than this many seeds next move.
    GiveAtMost(u8),
    /// Have at least this many seeds in one's store after the move.
    Reach(u8),
    /// Play a move that ends the game.
    EndTheGame,
}

/// One task of a lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    /// The position, as a position string (`4-4-…-0-0-S`); its player to move plays.
    pub position: String,
    /// The message id of what the task says and asks.
    pub say: String,
    /// What the move must do.
    pub goal: Goal,
    /// The message id said once the task is done, if any.
    #[serde(default)]
    pub then: Option<String>,
    /// A rule set for this task alone (the lesson's otherwise).
    #[serde(default)]
    pub variant: Option<String>,
}

/// A lesson: its title, its tasks, and a first whole game to play after them, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// A short name, from its file's name (`03-last-seed.ron` is `last-seed`).
    #[serde(skip)]
    pub id: String,
    /// The message id of its title.
    pub title: String,
    /// The rule set, as `--variant` takes it (Abapa when left out).
    #[serde(default)]
    pub variant: Option<String>,
    /// Its tasks, in order.
    pub tasks: Vec<Task>,
    /// After the tasks, a whole game against this level with hints on (the last lesson).
    #[serde(default)]
    pub game_against_level: Option<u8>,
}

/// Why a lesson file is not a lesson.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    /// Not RON of a lesson's shape.
    #[error("lesson {id}: not a lesson file: {reason}")]
    Format {
        /// The lesson.
        id: String,
        /// What the reader said.
        reason: String,
    },
    /// A variant that is not one.
    #[error("lesson {id}: {reason}")]
    Variant {
        /// The lesson.
        id: String,
        /// Why.
        reason: String,
    },
    /// A task's position or pit does not read, or nothing answers it.
    #[error("lesson {id}, task {task}: {reason}")]
    Task {
        /// The lesson.
        id: String,
        /// The task, from 1.
        task: usize,
        /// Why.
        reason: String,
    },
    /// No task at all.
    #[error("lesson {0}: no task")]
    Empty(String),
}

/// The answer to one move: right, or wrong and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what was asked.
    Right,
    /// It does not, for this reason.
    Wrong(Why),
}

/// Why a move does not do what the task asks, in terms the player can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The rules do not allow the move (R1, R7, a forbidden grand slam).
    Illegal(MoveError),
    /// Another pit was asked for.
    OtherPit {
        /// The pit asked for.
        asked: Pit,
    },
    /// The last seed landed elsewhere.
    LandedIn {
        /// Where it landed.
        landed: Pit,
        /// Where it should have.
        wanted: Pit,
    },
    /// The move captures too few seeds.
    CapturesOnly {
        /// What it captured.
        got: u8,
        /// What was asked.
        wanted: u8,
    },
    /// A grand slam: the rules gave the captures back (R6).
    GrandSlam,
    /// Another move captures more.
    NotTheMost {
        /// What it captured.
        got: u8,
        /// The most a move captures.
        most: u8,
    },
    /// After it, the opponent can capture this many at once.
    GivesAway {
        /// Seeds the opponent can take.
        seeds: u8,
        /// The most the task allows.
        allowed: u8,
    },
    /// The store holds too few after it.
    StoreShort {
        /// Seeds in the store after the move.
        have: u8,
        /// Seeds asked for.
        wanted: u8,
    },
    /// The game goes on after it.
    GameGoesOn,
}

impl Why {
    /// It said in the language in use, in a sentence or two citing the rule.
    pub fn explain(&self) -> String {
        let words = crate::i18n::current();
        words.format(self.message_id(), Some(&self.args(&words)))
    }

    /// The arguments of its message, sides named by `words`.
    pub fn args(&self, words: &crate::i18n::Translator) -> crate::i18n::FluentArgs<'static> {
        use crate::i18n::{FluentArgs, arg};
        let side = |s: Side| match s {
            Side::South => words.format("side-south", None),
            Side::North => words.format("side-north", None),
        };
        let mut args = FluentArgs::new();
        let mut set = |name: &'static str, value: crate::i18n::Arg| args.set(name, arg(value));
        let pit = |p: Pit| crate::i18n::Arg::Text(p.to_string());
        let n = |v: u8| crate::i18n::Arg::Number(f64::from(v));
        match *self {
            Why::Illegal(MoveError::EmptyPit { pit: p })
            | Why::Illegal(MoveError::GrandSlamForbidden { pit: p }) => set("pit", pit(p)),
            Why::Illegal(MoveError::NotYourPit { pit: p, .. }) => {
                set("pit", pit(p));
                set("side", crate::i18n::Arg::Text(side(p.side())));
            }
            Why::Illegal(MoveError::MustFeed { pit: p, opponent }) => {
                set("pit", pit(p));
                set("opponent", crate::i18n::Arg::Text(side(opponent)));
            }
            Why::Illegal(MoveError::GameOver) | Why::GrandSlam | Why::GameGoesOn => {}
            Why::OtherPit { asked } => set("asked", pit(asked)),
            Why::LandedIn { landed, wanted } => {
                set("landed", pit(landed));
                set("wanted", pit(wanted));
            }
            Why::CapturesOnly { got, wanted } => {
                set("got", n(got));
                set("wanted", n(wanted));
            }
            Why::NotTheMost { got, most } => {
                set("got", n(got));
                set("most", n(most));
            }
            Why::GivesAway { seeds, allowed } => {
                set("seeds", n(seeds));
                set("allowed", n(allowed));
            }
            Why::StoreShort { have, wanted } => {
                set("have", n(have));
                set("wanted", n(wanted));
            }
        }
        args
    }

    /// The message id that says it, and the rule it cites.
    pub fn message_id(&self) -> &'static str {
        match self {
            Why::Illegal(MoveError::EmptyPit { .. }) => "learn-why-empty",
            Why::Illegal(MoveError::NotYourPit { .. }) => "learn-why-not-yours",
            Why::Illegal(MoveError::MustFeed { .. }) => "learn-why-must-feed",
            Why::Illegal(MoveError::GrandSlamForbidden { .. }) => "learn-why-grand-slam-forbidden",
            Why::Illegal(MoveError::GameOver) => "learn-why-game-over",
            Why::OtherPit { .. } => "learn-why-other-pit",
            Why::LandedIn { .. } => "learn-why-landed",
            Why::CapturesOnly { .. } => "learn-why-captures-only",
            Why::GrandSlam => "learn-why-grand-slam",
            Why::NotTheMost { .. } => "learn-why-not-the-most",
            Why::GivesAway { .. } => "learn-why-gives-away",
            Why::StoreShort { .. } => "learn-why-store-short",
            Why::GameGoesOn => "learn-why-game-goes-on",
        }
    }
}

/// A task made ready to play: its position and rules read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadyTask {
    /// The rules.
    pub rules: Rules,
    /// The position shown.
    pub position: Position,
    /// What it asks.
    pub goal: Goal,
    /// The message id of what it says.
    pub say: String,
    /// The message id said when it is done.
    pub then: Option<String>,
}

fn pit_named(letter: &str) -> Result<Pit, String> {
    let mut chars = letter.trim().chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Pit::from_letter(c).ok_or_else(|| format!("no pit '{letter}'")),
        _ => Err(format!("no pit '{letter}'")),
    }
}

impl Lesson {
    /// Reads a lesson file; `id` names it in errors. Every task is checked: its position
    /// reads, its pits exist and at least one move answers it.
    pub fn from_ron(id: &str, text: &str) -> Result<Lesson, LessonError> {
        let mut lesson: Lesson = ron::from_str(text).map_err(|e| LessonError::Format {
            id: id.to_string(),
            reason: e.to_string(),
        })?;
        lesson.id = id.to_string();
        if lesson.tasks.is_empty() {
            return Err(LessonError::Empty(id.to_string()));
        }
        for task in 0..lesson.tasks.len() {
            let ready = lesson.task(task)?;
            if ready.right_moves().is_empty() {
                return Err(LessonError::Task {
                    id: id.to_string(),
                    task: task + 1,
                    reason: "no move does what the task asks".to_string(),
                });
            }
        }
        Ok(lesson)
    }

    /// The rules of the lesson, or of one of its tasks.
    fn rules_of(&self, variant: Option<&String>) -> Result<Rules, LessonError> {
        match variant.or(self.variant.as_ref()) {
            None => Ok(Rules::ABAPA),
            Some(v) => v.parse::<Rules>().map_err(|e| LessonError::Variant {
                id: self.id.clone(),
                reason: e.to_string(),
            }),
        }
    }

    /// Task `index` (from 0), ready to play.
    pub fn task(&self, index: usize) -> Result<ReadyTask, LessonError> {
        let rules = self.rules_of(self.tasks.get(index).and_then(|t| t.variant.as_ref()))?;
        let fail = |reason: String| LessonError::Task {
            id: self.id.clone(),
            task: index + 1,
            reason,
        };
        let task = self
            .tasks
            .get(index)
            .ok_or_else(|| fail("no such task".to_string()))?;
        let position = parse_position(&task.position, &rules).map_err(|e| fail(e.to_string()))?;
        match &task.goal {
            Goal::Sow(p) | Goal::LastSeedIn(p) => {
                pit_named(p).map_err(fail)?;
            }
            _ => {}
        }
        Ok(ReadyTask {
            rules,
            position,
            goal: task.goal.clone(),
            say: task.say.clone(),
            then: task.then.clone(),
        })
    }
}

impl ReadyTask {
    /// Whether `mv` does what the task asks, and if not, why.
    pub fn check(&self, mv: Move) -> Verdict {
        let (after, report) = match self.position.play(mv, &self.rules) {
            Ok(done) => done,
            Err(e) => return Verdict::Wrong(Why::Illegal(e)),
        };
        let me = self.position.to_move();
        let why = match &self.goal {
            Goal::Sow(p) => {
                let asked = pit_named(p).unwrap_or(mv.pit());
                (mv.pit() != asked).then_some(Why::OtherPit { asked })
            }
            Goal::LastSeedIn(p) => {
                let wanted = pit_named(p).unwrap_or(report.last);
                (report.last != wanted).then_some(Why::LandedIn {
                    landed: report.last,
                    wanted,
                })
            }
            Goal::Capture(n) if report.capture.seeds < *n && report.grand_slam => {
                Some(Why::GrandSlam)
            }
            Goal::Capture(n) => (report.capture.seeds < *n).then_some(Why::CapturesOnly {
                got: report.capture.seeds,
                wanted: *n,
            }),
            Goal::CaptureMost => {
                let most = self.most_captured();
                (report.capture.seeds < most).then_some(Why::NotTheMost {
                    got: report.capture.seeds,
                    most,
                })
            }
            // The rules refuse a move that does not feed (R7): a legal move feeds.
            Goal::Feed => None,
            Goal::GiveAtMost(allowed) => {
                let seeds = best_capture(&after, &self.rules);
                (seeds > *allowed).then_some(Why::GivesAway {
                    seeds,
                    allowed: *allowed,
                })
            }
            Goal::Reach(wanted) => {
                let have = after.store(me);
                (have < *wanted).then_some(Why::StoreShort {
                    have,
                    wanted: *wanted,
                })
            }
            Goal::EndTheGame => Outcome::of_position(&after, &self.rules)
                .is_none()
                .then_some(Why::GameGoesOn),
        };
        why.map_or(Verdict::Right, Verdict::Wrong)
    }

    /// The most seeds one legal move captures.
    fn most_captured(&self) -> u8 {
        best_capture(&self.position, &self.rules)
    }

    /// Every move (a pit of the player to move) that does what the task asks.
    pub fn right_moves(&self) -> Vec<Move> {
        let side = self.position.to_move();
        (0..6)
            .map(|o| Move::of_side(side, o))
            .filter(|&m| self.check(m) == Verdict::Right)
            .collect()
    }

    /// The moves of the player to move's pits that do not (illegal ones included).
    pub fn wrong_moves(&self) -> Vec<Move> {
        let side = self.position.to_move();
        (0..6)
            .map(|o| Move::of_side(side, o))
            .filter(|&m| self.check(m) != Verdict::Right)
            .collect()
    }
}

/// The most seeds one move of the player to move captures in `p`.
pub fn best_capture(p: &Position, rules: &Rules) -> u8 {
    if Outcome::of_position(p, rules).is_some() {
        return 0;
    }
    p.legal_moves(rules)
        .iter()
        .map(|m| p.play_unchecked(m, rules).1.capture.seeds)
        .max()
        .unwrap_or(0)
}
