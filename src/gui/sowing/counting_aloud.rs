//! Counting made visible: as a move is replayed — practice's answers, and in a child's mode
//! every move of a lesson or a puzzle — each seed shows its number as it lands. In a
//! child's mode a line under the board also writes the numbers out in the player's
//! language as the seeds land ("one, two, three", "un, deux, trois"), and when the last
//! seed stops, the pit's total ("There are now five seeds in pit D").

use crate::gui::game::session::{BoardReset, MoveApplied};
use crate::gui::players::Players;
use crate::gui::sowing::animation::{Animator, LIFT, SOW_FLIGHT, SOW_STEP};
use crate::gui::sowing::layout::{self, z};
use crate::gui::state::BoardMode;
use crate::rules::{MoveReport, Position};
use crate::t;
use bevy::picking::Pickable;
use bevy::prelude::*;

/// A number shown over a seed as it lands during a replay.
#[derive(Component, Debug, Clone, Copy)]
pub struct RunningNumber {
    /// Animation time at which its seed lands.
    at: f32,
}

/// The line under the board that writes the count in words, with what it says from when.
#[derive(Component, Debug, Clone)]
pub struct CountingWords {
    steps: Vec<(f32, String)>,
    /// Its own time on the animation's clock, which it follows while the seeds fly and
    /// runs on after they stop: the last count stays a moment before the pit's total.
    clock: f32,
    /// Whether the seeds of its move have started flying.
    seen_flying: bool,
}

/// Registers the numbers and words of a replay.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            clear_on_reset,
            // The modes it counts in exist with the board only.
            count_a_childs_moves.run_if(crate::gui::state::playing),
            show_running_numbers,
            show_counting_words,
        )
            .chain()
            .after(crate::gui::state::BoardSet::Modes)
            .before(crate::gui::state::BoardSet::View),
    );
}

/// When seed `k` (from 0) of a sowing lands, in animation time.
fn landing(k: usize) -> f32 {
    LIFT + k as f32 * SOW_STEP + SOW_FLIGHT
}

/// Numbers the seeds of move `report` as they land, in board mode `mode` (they go with
/// it).
pub fn spawn_running_numbers(commands: &mut Commands, report: &MoveReport, mode: BoardMode) {
    let mut visits = [0u8; 12];
    for (k, pit) in report.sown_pits().enumerate() {
        let lap = visits[pit.index()];
        visits[pit.index()] += 1;
        let c = layout::pit_center(pit);
        let x = c.x - 30.0 + 30.0 * f32::from(lap);
        commands.spawn((
            RunningNumber { at: landing(k) },
            Text2d::new((k + 1).to_string()),
            TextFont {
                font_size: FontSize::Px(30.0),
                ..default()
            },
            TextColor(Color::srgb(1.0, 0.9, 0.35)),
            Transform::from_xyz(x, c.y + 34.0, z::LABEL + 1.0),
            Visibility::Hidden,
            Pickable::IGNORE,
            DespawnOnExit(mode),
        ));
    }
}

/// What the line of words says as each seed of move `report` lands, and at the end.
fn counting_steps(before: &Position, report: &MoveReport) -> Vec<(f32, String)> {
    let language = crate::i18n::language();
    let words = |n: u32| crate::i18n::number_in_words(n, language).unwrap_or(n.to_string());
    let mut steps = Vec::new();
    let mut said: Vec<String> = Vec::new();
    let mut in_last = u32::from(before.pits()[report.last.index()]);
    for (k, pit) in report.sown_pits().enumerate() {
        said.push(words(k as u32 + 1));
        // The counting so far, its last few numbers.
        let from = said.len().saturating_sub(6);
        steps.push((landing(k), said[from..].join(", ")));
        if pit == report.last {
            in_last += 1;
        }
    }
    // Then where the last seed is: the pit it landed in and what that pit holds now — or,
    // when a capture took them, that they were captured (never seeds no longer there).
    if let Some(&(at, _)) = steps.last() {
        let pit = report.last.letter().to_string();
        let captured = report.capture.from == Some(report.last);
        let end = if captured {
            t!(
                "counting-last-pit-captured",
                count = in_last,
                words = words(in_last),
                pit = pit
            )
        } else {
            t!(
                "counting-last-pit-holds",
                count = in_last,
                words = words(in_last),
                pit = pit
            )
        };
        steps.push((at + 0.6, end));
    }
    steps
}

/// A new task or exercise: the last one's words go (and a lesson's numbers).
fn clear_on_reset(
    mut reset: MessageReader<BoardReset>,
    mut commands: Commands,
    words: Query<Entity, With<CountingWords>>,
    numbers: Query<(Entity, &DespawnOnExit<BoardMode>), With<RunningNumber>>,
) {
    if reset.read().count() == 0 {
        return;
    }
    for e in &words {
        commands.entity(e).despawn();
    }
    for (e, with) in &numbers {
        if with.0 == BoardMode::Learn {
            commands.entity(e).despawn();
        }
    }
}

/// In a child's mode, a lesson's and a puzzle's moves are counted too, and practice's and
/// theirs in words.
fn count_a_childs_moves(
    mut applied: MessageReader<MoveApplied>,
    players: Res<Players>,
    mode: Res<State<BoardMode>>,
    mut commands: Commands,
    words: Query<Entity, With<CountingWords>>,
    numbers: Query<(Entity, &DespawnOnExit<BoardMode>), With<RunningNumber>>,
) {
    let Some(last) = applied.read().last().cloned() else {
        return;
    };
    let mode = *mode.get();
    let counted = matches!(mode, BoardMode::Learn | BoardMode::Practice);
    if !counted || !players.child_mode() {
        return;
    }
    for e in &words {
        commands.entity(e).despawn();
    }
    if mode == BoardMode::Learn {
        // Practice numbers its own replays.
        for (e, with) in &numbers {
            if with.0 == BoardMode::Learn {
                commands.entity(e).despawn();
            }
        }
        spawn_running_numbers(&mut commands, &last.ply.report, mode);
    }
    let y = -(layout::BOARD_HALF_HEIGHT + 130.0);
    commands.spawn((
        CountingWords {
            steps: counting_steps(&last.before, &last.ply.report),
            clock: 0.0,
            seen_flying: false,
        },
        Text2d::new(""),
        TextFont {
            font_size: FontSize::Px(40.0),
            ..default()
        },
        TextColor(Color::srgb(1.0, 0.9, 0.35)),
        Transform::from_xyz(0.0, y, z::LABEL + 1.0),
        Pickable::IGNORE,
        DespawnOnExit(mode),
    ));
}

/// Numbers appear as their seeds land.
fn show_running_numbers(
    animator: Res<Animator>,
    mut numbers: Query<(&RunningNumber, &mut Visibility)>,
) {
    for (number, mut visibility) in &mut numbers {
        let landed = !animator.running || animator.clock >= number.at;
        visibility.set_if_neq(if landed {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// The words follow the seeds that have landed.
fn show_counting_words(
    animator: Res<Animator>,
    time: Res<Time>,
    mut lines: Query<(&mut CountingWords, &mut Text2d)>,
) {
    for (mut words, mut text) in &mut lines {
        if animator.running {
            words.seen_flying = true;
            words.clock = animator.clock;
        } else if words.seen_flying {
            words.clock += time.delta_secs();
        }
        let now = if words.seen_flying {
            let clock = words.clock;
            words.steps.iter().take_while(|(at, _)| clock >= *at).last()
        } else {
            // A move shown without flying seeds: its total at once.
            words.steps.last()
        };
        let said = now.map_or("", |(_, s)| s.as_str());
        if text.0 != said {
            text.0 = said.to_string();
        }
    }
}
