//! Animated sowing and captures: every seed lifted from the origin drops, one by one, along an
//! arc into each pit in sowing order; captured pits then empty in chain order, their seeds
//! flying to the mover's store; at the end of a game by R9/R10 the remaining seeds fly to the
//! stores that take them. When a plan ends, every seed rests where the rules state says.

use crate::gui::game::session::{BoardReset, GameSession, MoveApplied};
use crate::gui::game::sound_cues::{SoundCue, TimedCue, collapse};
use crate::gui::settings::AppSettings;
use crate::gui::sowing::layout::z;
use crate::gui::sowing::seeds::{
    BoardOverride, Place, Seed, counts, expected_contents, lay_out, rest_translation,
};
use crate::rules::{Pit, Side};
use crate::sounds::Sound;
use bevy::prelude::*;
use std::collections::{HashMap, VecDeque};

/// Seconds (at normal speed) between two seeds dropping.
pub const SOW_STEP: f32 = 0.17;
/// Seconds one seed takes to fly to its pit.
pub const SOW_FLIGHT: f32 = 0.30;
/// Seconds for lifting the origin's seeds before the first drops.
pub const LIFT: f32 = 0.18;
/// Pause between sowing and captures.
const CAPTURE_PAUSE: f32 = 0.25;
/// Seconds between two captured pits emptying.
const CAPTURE_STEP: f32 = 0.22;
/// Seconds a captured seed takes to reach the store.
const CAPTURE_FLIGHT: f32 = 0.50;

/// One flight of a seed.
#[derive(Debug, Clone, Copy)]
pub struct Flight {
    /// Where it goes.
    pub to: Place,
    /// Its slot there.
    pub slot: usize,
    /// Animation time at which it leaves.
    pub start: f32,
    /// Seconds in the air.
    pub duration: f32,
    /// Height of the arc.
    pub arc: f32,
    /// Where it left from (set when it leaves).
    pub from: Option<Vec3>,
}

/// The animation queue and clock.
#[derive(Resource, Debug, Default)]
pub struct Animator {
    /// Moves applied by the rules but not yet animated, oldest first.
    pub queue: VecDeque<MoveApplied>,
    /// Animation time of the current plan.
    pub clock: f32,
    /// When the current plan ends.
    pub plan_end: f32,
    /// Whether a plan is running.
    pub running: bool,
    /// Set to jump to the end of the current plan (click or Space).
    pub fast_forward: bool,
    /// Plans whose end state did not match the rules and were corrected (should stay 0).
    pub corrections: u32,
    /// The current plan's sounds not yet heard, in time order.
    pub cues: Vec<TimedCue>,
}

impl Animator {
    /// True while anything is animating or waiting to be animated.
    pub fn is_busy(&self) -> bool {
        self.running || !self.queue.is_empty()
    }
}

/// A pace that overrides the player's animation speed while set (the slow replay of a
/// practice answer).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct AnimationPace(pub Option<crate::records::AnimationSpeed>);

impl AnimationPace {
    /// The speed in use: the override, else the setting.
    pub fn speed(&self, settings: &AppSettings) -> crate::records::AnimationSpeed {
        self.0.unwrap_or(settings.speed)
    }
}

/// Ask to finish the current animation at once.
#[derive(Message, Debug, Clone, Copy)]
pub struct FastForward;

/// Registers the animator.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Animator>()
        .init_resource::<AnimationPace>()
        .add_message::<FastForward>()
        .add_systems(
            Update,
            (
                reset_board,
                queue_applied_moves,
                start_next_plan,
                advance_flights,
                emit_due_cues,
                finish_plan,
            )
                .chain()
                .in_set(crate::gui::state::BoardSet::Animate),
        );
}

fn reset_board(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    mut animator: ResMut<Animator>,
    (session, board): (Res<GameSession>, Res<BoardOverride>),
    mut seeds: Query<(Entity, &mut Seed, &mut Transform)>,
    flights: Query<Entity, With<PlannedFlights>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    animator.queue.clear();
    animator.running = false;
    animator.fast_forward = false;
    animator.cues.clear();
    for e in &flights {
        commands.entity(e).remove::<PlannedFlights>();
    }
    lay_out(&mut commands, &session, &board, &mut seeds);
}

fn queue_applied_moves(mut applied: MessageReader<MoveApplied>, mut animator: ResMut<Animator>) {
    animator.queue.extend(applied.read().copied());
}

/// A plan being made: what each place holds, in slot order, as the plan unfolds, and the
/// flights given so far.
struct Planner {
    contents: HashMap<Place, Vec<Entity>>,
    schedule: Vec<(Entity, Flight)>,
    /// The sounds, at the times their seeds land.
    cues: Vec<TimedCue>,
    /// Durations are zero at the instant speed.
    instant: bool,
    /// Straight flights, no arcs.
    reduced_motion: bool,
    /// When the last flight so far lands.
    end: f32,
}

impl Planner {
    fn new(resting: Vec<(Entity, Place, usize)>, instant: bool, reduced_motion: bool) -> Planner {
        let mut resting = resting;
        resting.sort_by_key(|&(_, _, slot)| slot);
        let mut contents: HashMap<Place, Vec<Entity>> = HashMap::new();
        for (e, place, _) in resting {
            contents.entry(place).or_default().push(e);
        }
        Planner {
            contents,
            schedule: Vec::new(),
            cues: Vec::new(),
            instant,
            reduced_motion,
            end: 0.0,
        }
    }

    /// Seconds at the animation's pace (zero when instant).
    fn t(&self, seconds: f32) -> f32 {
        if self.instant { 0.0 } else { seconds }
    }

    /// Takes every seed out of `place`, in slot order.
    fn take(&mut self, place: Place) -> Vec<Entity> {
        self.contents.remove(&place).unwrap_or_default()
    }

    /// Sends seed `e` to `to`, leaving at `start`, on an arc of `arc` pixels (flat with
    /// reduced motion).
    fn fly(&mut self, e: Entity, to: Place, start: f32, duration: f32, arc: f32) {
        let arc = if self.reduced_motion { 0.0 } else { arc };
        let list = self.contents.entry(to).or_default();
        let slot = list.len();
        list.push(e);
        self.schedule.push((
            e,
            Flight {
                to,
                slot,
                start,
                duration,
                arc,
                from: None,
            },
        ));
        self.end = self.end.max(start + duration);
    }

    /// Sowing: the seeds of the origin drop one by one into the pits sown (R2, R3). Returns
    /// the seeds lifted from the origin.
    fn sow(&mut self, report: &crate::rules::MoveReport) -> Vec<Entity> {
        let hand = self.take(Place::Pit(report.mv.pit()));
        for (k, (pit, &e)) in report.sown_pits().zip(hand.iter()).enumerate() {
            let start = self.t(LIFT + k as f32 * SOW_STEP);
            let flight = self.t(SOW_FLIGHT);
            self.fly(e, Place::Pit(pit), start, flight, 46.0);
            self.cue(start + flight, SoundCue::seed_drop(k));
        }
        hand
    }

    /// Captures: the captured pits empty in chain order into the mover's store (R4, R5).
    fn capture(&mut self, report: &crate::rules::MoveReport) {
        let mover = report.mv.side();
        let mut at = self.end + self.t(CAPTURE_PAUSE);
        for pit in report.capture.pits() {
            for (j, e) in self.take(Place::Pit(pit)).into_iter().enumerate() {
                let start = at + self.t(j as f32 * 0.05);
                let flight = self.t(CAPTURE_FLIGHT);
                self.fly(e, Place::Store(mover), start, flight, 90.0);
                if j == 0 {
                    self.cue(start + flight, SoundCue::plain(Sound::Capture));
                }
            }
            at += self.t(CAPTURE_STEP);
        }
    }

    /// The end of the game by R9 or R10: the seeds left on each row go to the store of
    /// the player the rules give them to.
    fn take_rows(&mut self, row_takers: [Side; 2]) {
        let mut at = self.end + self.t(CAPTURE_PAUSE);
        let mut first = true;
        for pit in Pit::ALL {
            let taker = row_takers[pit.side().index()];
            for (j, e) in self.take(Place::Pit(pit)).into_iter().enumerate() {
                let start = at + self.t(j as f32 * 0.04);
                let flight = self.t(CAPTURE_FLIGHT);
                self.fly(e, Place::Store(taker), start, flight, 70.0);
                if std::mem::take(&mut first) {
                    self.cue(start + flight, SoundCue::plain(Sound::Capture));
                }
            }
            at += self.t(0.08);
        }
    }

    /// Adds a sound at animation time `at`.
    fn cue(&mut self, at: f32, cue: SoundCue) {
        self.cues.push(TimedCue { at, cue });
    }

    /// The flights of each seed, in order (a seed may be sown, then captured), and the
    /// sounds in time order.
    fn finish(self) -> (HashMap<Entity, Vec<Flight>>, Vec<TimedCue>) {
        let mut per_seed: HashMap<Entity, Vec<Flight>> = HashMap::new();
        for (e, flight) in self.schedule {
            per_seed.entry(e).or_default().push(flight);
        }
        let mut cues = self.cues;
        cues.sort_by(|a, b| a.at.total_cmp(&b.at));
        (per_seed, cues)
    }
}

/// Lifts the origin's seeds out of their pit, held just above it.
fn lift(hand: &[Entity], seeds: &mut Query<(Entity, &mut Seed, &mut Transform)>) {
    for (i, &e) in hand.iter().enumerate() {
        if let Ok((_, mut seed, mut transform)) = seeds.get_mut(e) {
            seed.lifted = true;
            let lift = Vec3::new(
                (i % 4) as f32 * 3.0 - 4.5,
                14.0 + (i / 4) as f32 * 3.0,
                z::FLYING - 5.0,
            );
            let z_now = transform.translation.z;
            transform.translation += lift - Vec3::Z * z_now;
            transform.scale = Vec3::splat(1.15);
        }
    }
}

/// Plans the next queued move: gives every seed that moves its flights.
fn start_next_plan(
    mut commands: Commands,
    mut animator: ResMut<Animator>,
    (settings, pace): (Res<AppSettings>, Res<AnimationPace>),
    mut seeds: Query<(Entity, &mut Seed, &mut Transform)>,
) {
    if animator.running {
        return;
    }
    let Some(applied) = animator.queue.pop_front() else {
        return;
    };
    let resting = seeds
        .iter()
        .filter(|(_, s, _)| !s.lifted)
        .map(|(e, s, _)| (e, s.place, s.slot))
        .collect();
    // Reduced motion: nothing flies, every move is shown at once.
    let mut planner = Planner::new(
        resting,
        pace.speed(&settings).factor().is_none() || settings.reduced_motion,
        settings.reduced_motion,
    );
    let report = applied.ply.report;
    let hand = planner.sow(&report);
    lift(&hand, &mut seeds);
    planner.capture(&report);
    if let Some(takers) = applied.outcome.and_then(|o| o.row_takers) {
        planner.take_rows(takers);
    }
    let end = planner.end;
    if applied.outcome.is_some() {
        planner.cue(end, SoundCue::plain(Sound::GameEnd));
    }
    let (flights_per_seed, cues) = planner.finish();
    for (e, flights) in flights_per_seed {
        commands.entity(e).insert(PlannedFlights(flights));
    }
    animator.cues = cues;
    animator.clock = 0.0;
    animator.plan_end = end;
    animator.running = true;
    animator.fast_forward = false;
}

/// The flights a seed still has to make in the current plan, in order.
#[derive(Component, Debug, Clone, Default)]
pub struct PlannedFlights(pub Vec<Flight>);

fn advance_flights(
    mut commands: Commands,
    (time, settings, session, pace): (
        Res<Time>,
        Res<AppSettings>,
        Res<GameSession>,
        Res<AnimationPace>,
    ),
    mut animator: ResMut<Animator>,
    mut fast: MessageReader<FastForward>,
    mut seeds: Query<(Entity, &mut Seed, &mut Transform, &mut PlannedFlights)>,
) {
    let stores_shown = session.game().rules().stores_shown;
    if fast.read().count() > 0 {
        animator.fast_forward = true;
    }
    if !animator.running {
        return;
    }
    let dt = match pace.speed(&settings).factor() {
        Some(f) => time.delta_secs() * f,
        None => f32::INFINITY,
    };
    animator.clock = if animator.fast_forward {
        f32::INFINITY
    } else {
        animator.clock + dt
    };
    let clock = animator.clock;
    for (e, mut seed, mut transform, mut planned) in &mut seeds {
        // A fast-forward or a long frame may finish several flights of one seed at once.
        while let Some(flight) = planned.0.first_mut() {
            if clock < flight.start {
                break;
            }
            let from = *flight.from.get_or_insert(transform.translation);
            if !seed.lifted {
                seed.lifted = true;
            }
            let to = rest_translation(flight.to, flight.slot, seed.jitter, stores_shown);
            let progress = if flight.duration <= 0.0 {
                1.0
            } else {
                (clock - flight.start) / flight.duration
            };
            if progress >= 1.0 {
                transform.translation = to;
                transform.scale = Vec3::ONE;
                transform.rotation = Quat::from_rotation_z(seed.angle);
                seed.place = flight.to;
                seed.slot = flight.slot;
                seed.lifted = false;
                planned.0.remove(0);
                continue;
            }
            let eased =
                EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(progress);
            let mut p = from.lerp(to, eased);
            p.y += flight.arc * (std::f32::consts::PI * progress).sin();
            p.z = z::FLYING + progress;
            transform.translation = p;
            // A seed swells a little in the air, unless motion is reduced.
            let swell = if settings.reduced_motion { 0.0 } else { 0.25 };
            transform.scale = Vec3::splat(1.0 + swell * (std::f32::consts::PI * progress).sin());
            break;
        }
        if planned.0.is_empty() {
            commands.entity(e).remove::<PlannedFlights>();
        }
    }
}

/// Ends a plan once no seed has a flight left, and checks the board against the rules.
fn finish_plan(
    mut commands: Commands,
    mut animator: ResMut<Animator>,
    (session, board): (Res<GameSession>, Res<BoardOverride>),
    pending: Query<(), With<PlannedFlights>>,
    mut seeds: Query<(Entity, &mut Seed, &mut Transform)>,
) {
    if !animator.running || !pending.is_empty() {
        return;
    }
    animator.running = false;
    animator.fast_forward = false;
    if animator.queue.is_empty() {
        let shown = counts(seeds.iter().map(|(_, s, _)| s));
        if shown != expected_contents(&session, &board) {
            animator.corrections += 1;
            warn!("board out of step with the rules after an animation; laid out again");
            lay_out(&mut commands, &session, &board, &mut seeds);
        }
    }
}

/// Sends the cues the animation clock has passed (runs after the flights advance).
pub fn emit_due_cues(mut animator: ResMut<Animator>, mut cues: MessageWriter<SoundCue>) {
    if animator.cues.is_empty() {
        return;
    }
    let clock = animator.clock;
    let due = animator.cues.iter().take_while(|c| c.at <= clock).count();
    if due == 0 {
        return;
    }
    let fired: Vec<TimedCue> = animator.cues.drain(..due).collect();
    cues.write_batch(collapse(&fired));
}
