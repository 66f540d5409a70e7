//! The words for the core's values (formats, speeds, themes, move marks, reasons, refusals,
//! exercises, hint reasons) in the language in use. The core keeps its English names for
//! files and the command line; the app shows these. Every error the player can meet, in
//! their language (`errors`), and the short notices any room sends (`notice`).

pub mod errors;
pub mod notice;

use crate::ai::{HintTag, MoveQuality, ProvenResult};
use crate::practice::{Exercise, ExerciseKind};
use crate::records::{AnimationSpeed, Theme};
use crate::rules::{
    CycleRule, EndReason, GrandSlamRule, MatchFormat, MoveError, NextStarter, Side,
};
use crate::t;

/// A match format, as menus show it.
pub fn match_format(format: MatchFormat) -> String {
    match format {
        MatchFormat::Single => t!("format-single"),
        MatchFormat::BestOf3 => t!("format-best-of-3"),
        MatchFormat::BestOf5 => t!("format-best-of-5"),
        MatchFormat::FirstTo5 => t!("format-first-to-5"),
        MatchFormat::Antigua => t!("format-antigua"),
        MatchFormat::ThreeInARow => t!("format-three-in-a-row"),
    }
}

/// Who starts the following games of a match.
pub fn next_starter(rule: NextStarter) -> String {
    match rule {
        NextStarter::WinnerStarts => t!("next-winner-starts"),
        NextStarter::Alternate => t!("next-alternate"),
    }
}

/// A grand-slam option.
pub fn grand_slam(rule: GrandSlamRule) -> String {
    match rule {
        GrandSlamRule::Forfeit => t!("grand-slam-forfeit"),
        GrandSlamRule::AllowedIfWinning => t!("grand-slam-allowed-if-winning"),
        GrandSlamRule::Illegal => t!("grand-slam-illegal"),
        GrandSlamRule::CaptureAll => t!("grand-slam-capture-all"),
        GrandSlamRule::OpponentTakes => t!("grand-slam-opponent-takes"),
    }
}

/// A cycle option.
pub fn cycle_rule(rule: CycleRule) -> String {
    match rule {
        CycleRule::Automatic => t!("cycle-automatic"),
        CycleRule::ByAgreement => t!("cycle-by-agreement"),
    }
}

/// An animation speed.
pub fn speed(speed: AnimationSpeed) -> String {
    match speed {
        AnimationSpeed::Slow => t!("speed-slow"),
        AnimationSpeed::Normal => t!("speed-normal"),
        AnimationSpeed::Fast => t!("speed-fast"),
        AnimationSpeed::Instant => t!("speed-instant"),
    }
}

/// A board theme.
pub fn theme(theme: Theme) -> String {
    match theme {
        Theme::Wood => t!("theme-wood"),
        Theme::Dark => t!("theme-dark"),
        Theme::HighContrast => t!("theme-high-contrast"),
    }
}

/// A review mark.
pub fn quality(quality: MoveQuality) -> String {
    match quality {
        MoveQuality::Good => t!("quality-good"),
        MoveQuality::Inaccuracy => t!("quality-inaccuracy"),
        MoveQuality::Mistake => t!("quality-mistake"),
        MoveQuality::Blunder => t!("quality-blunder"),
    }
}

/// A player's review in words: "2 mistakes, 1 blunder" or "no mistakes", from the counts
/// of inaccuracies, mistakes and blunders.
pub fn review_summary(counts: [usize; 3]) -> String {
    let [inaccuracies, mistakes, blunders] = counts;
    let parts: Vec<String> = [
        (inaccuracies, t!("count-inaccuracies", count = inaccuracies)),
        (mistakes, t!("count-mistakes", count = mistakes)),
        (blunders, t!("count-blunders", count = blunders)),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(_, text)| text)
    .collect();
    if parts.is_empty() {
        t!("review-no-mistakes")
    } else {
        parts.join(&t!("list-separator"))
    }
}

/// A time control in words: `5 min`, `3 min + 2 s`, `10 s a move`, or no clock.
pub fn time_control(control: Option<crate::rules::TimeControl>) -> String {
    use crate::rules::TimeControl;
    match control {
        None => t!("clock-none"),
        Some(TimeControl::Fischer { base, increment }) if increment.is_zero() => {
            t!("clock-sudden", minutes = base.as_secs_f64() / 60.0)
        }
        Some(TimeControl::Fischer { base, increment }) => t!(
            "clock-fischer",
            minutes = base.as_secs_f64() / 60.0,
            seconds = increment.as_secs()
        ),
        Some(TimeControl::PerMove(t)) => t!("clock-per-move", seconds = t.as_secs()),
    }
}

/// Why a game ended, naming who resigned: `names` are South's and North's.
pub fn end_reason_of(outcome: &crate::rules::Outcome, names: &[String; 2]) -> String {
    match (outcome.reason, outcome.winner) {
        (EndReason::Resignation, Some(winner)) => t!(
            "end-resigned",
            name = names[winner.opponent().index()].clone()
        ),
        (EndReason::Time, Some(winner)) => t!(
            "end-flagged",
            name = names[winner.opponent().index()].clone()
        ),
        (reason, _) => end_reason(reason),
    }
}

/// Whether a game's end is told by its seeds: not a resignation, not a flag fall (a
/// game resigned early would read as a draw of 0 – 0).
pub fn decided_by_seeds(reason: EndReason) -> bool {
    !matches!(reason, EndReason::Resignation | EndReason::Time)
}

/// Why a game ended.
pub fn end_reason(reason: EndReason) -> String {
    match reason {
        EndReason::Majority => t!("end-majority"),
        EndReason::NoMoves => t!("end-no-moves"),
        EndReason::Cycle => t!("end-cycle"),
        EndReason::Resignation => t!("end-resignation"),
        EndReason::Time => t!("end-time"),
    }
}

/// A sentence for a player explaining why a move was refused, naming the players by
/// `names` (South's and North's, as the board shows them) when given, else by side.
pub fn move_error(error: &MoveError, to_move: Option<Side>, names: Option<&[String; 2]>) -> String {
    let side_name = |side: Side| match names {
        Some(names) => names[side.index()].clone(),
        None => side_name(side),
    };
    match *error {
        MoveError::NotYourPit { pit, side } => t!(
            "refused-not-your-pit",
            pit = pit.to_string(),
            owner = side_name(side.opponent()),
            mover = side_name(side)
        ),
        MoveError::EmptyPit { pit } => t!("refused-empty-pit", pit = pit.to_string()),
        MoveError::MustFeed { opponent, .. } => {
            t!("refused-must-feed", opponent = side_name(opponent))
        }
        MoveError::GrandSlamForbidden { pit } => t!(
            "refused-grand-slam",
            pit = pit.to_string(),
            opponent = side_name(to_move.map_or(Side::North, Side::opponent))
        ),
        MoveError::GameOver => t!("refused-game-over"),
    }
}

/// A kind of counting exercise, as a short title.
pub fn exercise_title(kind: ExerciseKind) -> String {
    match kind {
        ExerciseKind::CountPit => t!("exercise-count-title"),
        ExerciseKind::LastSeed => t!("exercise-last-seed-title"),
        ExerciseKind::CaptureCount => t!("exercise-capture-title"),
        ExerciseKind::MostCapture => t!("exercise-most-title"),
        ExerciseKind::PitAfter => t!("exercise-after-title"),
    }
}

/// The question an exercise asks.
pub fn exercise_question(exercise: &Exercise) -> String {
    let pit = exercise.pit.map(|p| p.to_string()).unwrap_or_default();
    let mv = exercise.mv.map(|m| m.to_string()).unwrap_or_default();
    match exercise.kind {
        ExerciseKind::CountPit => t!("exercise-count-question", pit = pit),
        ExerciseKind::LastSeed => t!("exercise-last-seed-question", move = mv),
        ExerciseKind::CaptureCount => t!("exercise-capture-question", move = mv),
        ExerciseKind::MostCapture => t!(
            "exercise-most-question",
            side = side_name(exercise.position.to_move())
        ),
        ExerciseKind::PitAfter => t!("exercise-after-question", pit = pit, move = mv),
    }
}

/// A reason given for a move in the hints.
pub fn hint_tag(tag: &HintTag) -> String {
    match *tag {
        HintTag::Captures(n) => t!("hint-captures", count = n),
        HintTag::LeavesCapturable(n) => t!("hint-leaves-capturable", count = n),
        HintTag::FeedsOpponent => t!("hint-feeds"),
        HintTag::ForcedByFeeding => t!("hint-forced-by-feeding"),
        HintTag::Proven(ProvenResult::Won) => t!("hint-proven-won"),
        HintTag::Proven(ProvenResult::Drawn) => t!("hint-proven-drawn"),
        HintTag::Proven(ProvenResult::Lost) => t!("hint-proven-lost"),
        HintTag::GrandSlam => t!("hint-grand-slam"),
    }
}

/// The name of `side` in the language in use.
pub fn side_name(side: Side) -> String {
    match side {
        Side::South => crate::t!("side-south"),
        Side::North => crate::t!("side-north"),
    }
}

/// A stored name as shown: the default names (`South`, `North`, `Computer (level N)`, as
/// files hold them) in the language in use, any other name as it is.
pub fn display_name(stored: &str, side: Side) -> String {
    if stored.is_empty() || stored == side.to_string() {
        return side_name(side);
    }
    if let Some(level) = stored
        .strip_prefix("Computer (level ")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|n| n.parse::<u8>().ok())
    {
        return crate::t!("computer-level", level = level);
    }
    stored.to_string()
}

/// What a move does, in a word or two for its pit: what it takes, what it gives the
/// opponent next move, or that it is safe.
pub fn hint_word(hint: &crate::ai::MoveHint) -> String {
    let (captures, gives) = captures_and_gives(hint);
    if gives > captures {
        t!("hint-word-gives", count = gives)
    } else if captures > 0 {
        t!("hint-word-takes", count = captures)
    } else {
        t!("hint-word-safe")
    }
}

/// What a move captures, and the most the opponent can capture right after.
fn captures_and_gives(hint: &crate::ai::MoveHint) -> (u8, u8) {
    let mut captures = 0;
    let mut gives = 0;
    for tag in &hint.tags {
        match tag {
            HintTag::Captures(n) => captures = *n,
            HintTag::LeavesCapturable(n) => gives = *n,
            _ => {}
        }
    }
    (captures, gives)
}

/// A move told in a sentence, for the *Why* panel in words: what it takes, what it leaves
/// the opponent (`opponent` names them), and the result where it is known.
pub fn hint_sentence(hint: &crate::ai::MoveHint, opponent: &str) -> String {
    let (captures, gives) = captures_and_gives(hint);
    let mv = hint.mv.to_string();
    let mut sentence = match (captures > 0, gives > 0) {
        (true, false) => t!("why-words-takes-safe", move = mv, count = captures),
        (true, true) => t!(
            "why-words-takes-gives",
            move = mv,
            count = captures,
            side = opponent,
            gives = gives
        ),
        (false, false) => t!("why-words-safe", move = mv),
        (false, true) => t!("why-words-gives", move = mv, side = opponent, gives = gives),
    };
    if hint.tags.contains(&HintTag::ForcedByFeeding) {
        sentence.push(' ');
        sentence.push_str(&t!("why-words-must-feed", side = opponent));
    }
    if hint.exact() {
        sentence.push(' ');
        sentence.push_str(&match hint.cp.signum() {
            1 => t!("why-words-wins"),
            0 => t!("why-words-draws"),
            _ => t!("why-words-loses"),
        });
    }
    sentence
}

/// Registers the notices.
pub fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(notice::plugin);
}
