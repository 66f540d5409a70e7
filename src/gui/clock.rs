//! The game's clocks: set by the new-game window's time control, running for the side to
//! move while the board shows the game, stopped while seeds fly, while the game is paused
//! and once it is over. A flag fall asks the session to end the game on time (the other
//! side wins, or draws when they could not win); the match goes on by its format. When a
//! side's time becomes short, a warning sounds once.

use crate::gui::game::session::{GamePaused, GameSession, MoveApplied, SessionRequest};
use crate::gui::sowing::animation::Animator;
use crate::gui::state::{AppScreen, BoardMode, BoardSet};
use crate::rules::{Clock, Side, TimeControl};
use bevy::prelude::*;

/// The clocks of the game in play, if it has a time control.
#[derive(Resource, Debug, Default, Clone)]
pub struct GameClock {
    /// Both clocks.
    pub clock: Option<Clock>,
    /// The short-time warning was sounded, per side.
    warned: [bool; 2],
    /// The mover's time left after each ply, for the records.
    history: Vec<std::time::Duration>,
    /// The clocks are an online match's, kept with the other program: shown here, never
    /// run or stopped here.
    online: bool,
}

impl GameClock {
    /// The clocks as files keep them.
    pub fn saved(&self) -> Option<crate::records::SavedClock> {
        let ms = |d: std::time::Duration| d.as_millis().min(u128::from(u64::MAX)) as u64;
        self.clock.map(|c| crate::records::SavedClock {
            control: c.control().to_string(),
            left_ms: [ms(c.left(Side::South)), ms(c.left(Side::North))],
            after_each_ms: self.history.iter().map(|&d| ms(d)).collect(),
        })
    }

    /// Clocks as a save kept them (a continued game's clocks wait, paused, for the player:
    /// see [`GamePaused`]).
    fn restored(saved: &crate::records::SavedClock) -> GameClock {
        match saved.read() {
            Ok((control, left, history)) => {
                let mut clock = Clock::new(control);
                clock.set_left(left);
                GameClock {
                    clock: Some(clock),
                    history,
                    ..GameClock::default()
                }
            }
            Err(_) => GameClock::default(),
        }
    }

    /// An online match starts or goes on: its clocks will be the protocol's. The time after
    /// each ply played so far stays (a match rejoined keeps its moves' times from the save,
    /// which the protocol does not repeat); a new match's game starts with none.
    fn start_online(&mut self) {
        let history = std::mem::take(&mut self.history);
        *self = GameClock {
            history,
            online: true,
            ..GameClock::default()
        };
    }

    /// An online match's clocks as the protocol keeps them, after the moves of `game`: the
    /// record keeps the time of each ply's mover. True when a ply came or went.
    pub fn follow_online(&mut self, shown: Clock, game: &crate::rules::Game) -> bool {
        self.online = true;
        let plies = game.plies();
        let before = self.history.len();
        self.history.truncate(plies.len());
        while self.history.len() < plies.len() {
            let mover = plies[self.history.len()].report.mv.side();
            self.history.push(shown.left(mover));
        }
        self.clock = Some(shown);
        before != self.history.len()
    }

    /// The time control, if any.
    pub fn control(&self) -> Option<TimeControl> {
        self.clock.map(|c| c.control())
    }

    /// Whether `side`'s time is short: under 10 seconds, or a tenth of the start time.
    pub fn is_low(&self, side: Side) -> bool {
        self.clock.is_some_and(|c| {
            let left = c.left(side);
            left < std::time::Duration::from_secs(10) || left < c.control().start_time() / 10
        })
    }
}

/// What the player asks of the clocks.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockRequest {
    /// Pause the clocks, or start them again.
    TogglePause,
}

/// Registers the clocks.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameClock>()
        .add_message::<ClockRequest>()
        .add_message::<SessionRequest>()
        .add_message::<MoveApplied>()
        .add_systems(
            Update,
            (
                follow_new_games,
                (count_moves, run_clocks).run_if(crate::gui::state::playing),
                keep_the_end,
            )
                .chain()
                .after(BoardSet::Session)
                .before(BoardSet::Animate),
        )
        .add_systems(OnExit(AppScreen::Playing), stop_clocks)
        .add_systems(Update, apply_clock_requests.in_set(BoardSet::Input));
}

/// A new game takes its time control; playing again starts the clocks afresh; a loaded,
/// set-up or online game has none.
fn follow_new_games(
    mut requests: MessageReader<SessionRequest>,
    mut clocks: ResMut<GameClock>,
    mut session: ResMut<GameSession>,
    mut paused: ResMut<GamePaused>,
) {
    for request in requests.read() {
        let clock = match request {
            SessionRequest::NewGame(choice) => choice.clock.map(Clock::new),
            SessionRequest::PlayAgain => clocks.control().map(Clock::new),
            SessionRequest::Load(loaded) => {
                *clocks = loaded
                    .clock
                    .as_ref()
                    .map_or_else(GameClock::default, GameClock::restored);
                paused.set_if_neq(GamePaused(clocks.clock.is_some()));
                session.set_clock_record(clocks.saved());
                continue;
            }
            SessionRequest::SetUp { .. } => None,
            SessionRequest::Online(crate::gui::game::session::OnlineChange::Start { .. }) => {
                clocks.start_online();
                paused.set_if_neq(GamePaused(false));
                session.set_clock_record(clocks.saved());
                continue;
            }
            // Left online (by either side): the match's clocks stop with it. The game may
            // go on at this screen, untimed: a game left never ends on a flag fall nobody
            // was playing against.
            SessionRequest::Online(crate::gui::game::session::OnlineChange::End) => {
                *clocks = GameClock::default();
                paused.set_if_neq(GamePaused(false));
                session.set_clock_record(None);
                continue;
            }
            _ => continue,
        };
        *clocks = GameClock {
            clock,
            ..GameClock::default()
        };
        paused.set_if_neq(GamePaused(false));
        session.set_clock_record(clocks.saved());
    }
}

/// After each move of the game its mover's increment is added (or their time per move
/// starts afresh). Moves shown in the other modes (practice, lessons) are not the game's;
/// an online match's clocks are the protocol's.
pub(crate) fn count_moves(
    mut applied: MessageReader<MoveApplied>,
    mode: Res<State<BoardMode>>,
    mut clocks: ResMut<GameClock>,
    mut session: ResMut<GameSession>,
) {
    let mut any = false;
    for moved in applied.read() {
        if *mode.get() != BoardMode::Game || clocks.online {
            continue;
        }
        let mover = moved.before.to_move();
        let GameClock { clock, history, .. } = &mut *clocks;
        if let Some(clock) = clock.as_mut() {
            clock.moved(mover);
            // The record keeps one time a ply of the game (after an undo, from there on).
            let plies = session.game().plies().len();
            history.truncate(plies.saturating_sub(1));
            history.push(clock.left(mover));
            any = true;
        }
    }
    if any {
        session.set_clock_record(clocks.saved());
    }
}

/// A game that ended with no move (a resignation, an agreement, a flag fall) keeps its
/// clocks as they stopped: its save, and the program started again, show the times of the
/// end, as the other end of an online match does.
fn keep_the_end(clocks: Res<GameClock>, mut session: ResMut<GameSession>) {
    if !session.game().is_over() {
        return;
    }
    let Some(now) = clocks.saved() else {
        return;
    };
    if session.clock_left_kept() != Some(now.left_ms) {
        session.set_clock_record(Some(now));
    }
}

/// Off the board no clock of this program's runs (an online match's clocks are the
/// protocol's).
fn stop_clocks(mut clocks: ResMut<GameClock>) {
    if clocks.online {
        return;
    }
    if let Some(clock) = clocks.clock.as_mut() {
        clock.stop();
    }
}

/// The clock of the side to move runs while the game is on the board and nothing flies.
fn run_clocks(
    time: Res<Time<Real>>,
    session: Res<GameSession>,
    (animator, paused): (Res<Animator>, Res<GamePaused>),
    mode: Res<State<BoardMode>>,
    mut clocks: ResMut<GameClock>,
    (mut requests, mut cues): (
        MessageWriter<SessionRequest>,
        MessageWriter<crate::gui::game::sound_cues::SoundCue>,
    ),
) {
    let paused = paused.0;
    // Time short: a warning once per side and game, high and quick (the refusal's notes).
    if let Some(side) = session.game().to_move()
        && clocks.is_low(side)
        && !clocks.warned[side.index()]
        && clocks.clock.is_some_and(|c| c.running() == Some(side))
    {
        clocks.warned[side.index()] = true;
        cues.write(crate::gui::game::sound_cues::SoundCue {
            sound: crate::sounds::Sound::Refusal,
            pitch: 1.7,
        });
    }
    if clocks.online {
        return;
    }
    let Some(clock) = clocks.clock.as_mut() else {
        return;
    };
    let to_move = session.game().to_move();
    let runs = !paused && !animator.is_busy() && *mode.get() == BoardMode::Game;
    match to_move.filter(|_| runs) {
        Some(side) => {
            if clock.running() != Some(side) {
                clock.start(side);
                // The frame that starts a clock does not count the time before it.
                return;
            }
            if let Some(flagged) = clock.tick(time.delta()) {
                requests.write(SessionRequest::LoseOnTime(flagged));
            }
        }
        None => clock.stop(),
    }
}

fn apply_clock_requests(
    mut requests: MessageReader<ClockRequest>,
    session: Res<GameSession>,
    clocks: Res<GameClock>,
    mut paused: ResMut<GamePaused>,
) {
    for request in requests.read() {
        match request {
            // Only clocks of this screen's game pause: an online match's clock is not this
            // side's to stop.
            ClockRequest::TogglePause
                if session.remote_side().is_none() && clocks.clock.is_some() && !clocks.online =>
            {
                paused.0 = !paused.0;
            }
            ClockRequest::TogglePause => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::GameClock;
    use crate::rules::{Clock, Game, Move, Pit, Rules, TimeControl};
    use std::time::Duration;

    #[test]
    fn a_rejoined_match_keeps_the_time_of_each_move_played_before() {
        let saved = crate::records::SavedClock {
            control: "300".into(),
            left_ms: [290_000, 280_000],
            after_each_ms: vec![299_000, 295_000, 290_000],
        };
        let mut clocks = GameClock::restored(&saved);
        clocks.start_online();
        let mut game = Game::new(Rules::ABAPA);
        for letter in ['F', 'f', 'E'] {
            let pit = Pit::from_letter(letter).expect("pit");
            game.play(Move::new(pit)).expect("legal");
        }
        // The protocol's clocks at the rejoin: 3:41 each.
        let mut shown = Clock::new(TimeControl::fischer(5, 0));
        shown.set_left([Duration::from_secs(221); 2]);
        clocks.follow_online(shown, &game);
        assert_eq!(
            clocks.saved().expect("clocks").after_each_ms,
            [299_000, 295_000, 290_000],
            "not the rejoin moment's time on every move"
        );
        // The next move gets the protocol's time.
        game.play(Move::new(Pit::from_letter('e').expect("pit")))
            .expect("legal");
        clocks.follow_online(shown, &game);
        assert_eq!(clocks.saved().expect("clocks").after_each_ms[3], 221_000);
    }
}
