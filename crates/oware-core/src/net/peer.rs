//! One side of an online match: greetings, the host's match, moves checked by the rules and
//! by the game's hash, undo asked and granted, the next game. Whatever a peer sends, an
//! error leaves the match as it was.

use super::PROTOCOL_VERSION;
use super::clock::{MatchClock, TimeRanOut};
use super::events::{Event, PeerError};
use super::message::{MatchOffer, Message};
use super::offer::{check_name, control_of, match_of, rules_of};
use crate::rules::{EndReason, Game, MatchSession, Move, Outcome, Pit, Side};
use std::time::Duration;

/// The game's hash both sides compare after each move: FNV-1a (64 bits) of the UTF-8 text
/// `PLY:POSITION` — the plies played, a colon, the position string — as 16 hexadecimal
/// digits.
pub fn game_hash(game: &Game) -> String {
    let text = format!(
        "{}:{}",
        game.plies().len(),
        crate::rules::format_position(game.position())
    );
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Greeting,
    AwaitingMatch,
    Playing,
    /// Reconnected: waiting for the peer's `hello` and `resume`.
    Resuming,
    Closed,
}

/// This program's side of an online match.
#[derive(Clone, Debug)]
pub struct OnlinePeer {
    name: String,
    /// The host's match offer (the guest's once received).
    offer: Option<MatchOffer>,
    host: bool,
    phase: Phase,
    play: Option<MatchSession>,
    /// An undo this side asked for, waiting for the answer.
    asked: Option<u32>,
    /// An undo the peer asked for, waiting for this side's answer.
    to_answer: Option<u32>,
    /// The games of the match started so far.
    games: u32,
    /// This side asked to end the game by agreement, waiting for the answer.
    end_asked: bool,
    /// The peer asked to end the game by agreement, waiting for this side's answer.
    end_to_answer: bool,
    /// Where this side stood when it sent its `resume` (games, plies): what it sends later
    /// reaches the peer after that `resume`, and is never sent again.
    resumed_at: Option<(u32, u32)>,
    /// The ping sent once the game in play was over, and where the game ended then.
    settling: Option<(u64, GameEnd)>,
    /// Where the game ended when its end was settled: the peer's answer to that ping came
    /// back (or the peer said goodbye), so nothing it sent earlier can change the end.
    settled: Option<GameEnd>,
    /// The pings sent to settle ends.
    settle_pings: u64,
    /// A guest with no match that answered a host resuming one: the match is on its way.
    rejoining: bool,
    /// The host's: a guest started again came back between two games; the match goes to
    /// it, continued, when the host starts the next game.
    guest_waits: bool,
    /// The clocks of the game in play, when the match has a time control.
    clock: Option<MatchClock>,
    /// The times this side reported with its moves in the game in play, by ply: a move
    /// sent again after a reconnection carries the same.
    reported: std::collections::BTreeMap<u32, u64>,
}

/// Where a game ended: the match's game number and the game's plies.
type GameEnd = (u32, u32);

/// The pings that settle a game's end carry this bit, apart from keep-alive pings, whose
/// numbers count from 1.
const SETTLE_PING: u64 = 1 << 62;

/// Whether the game may end by agreement now: the cycle rule says so and a position has
/// repeated.
fn can_end_by_agreement(game: &Game) -> bool {
    game.rules().cycle == crate::rules::CycleRule::ByAgreement
        && game.cycle_seen()
        && !game.is_over()
}

impl OnlinePeer {
    /// The host of a match: it proposes `offer` once the guest has greeted.
    pub fn host(name: &str, offer: MatchOffer) -> Result<OnlinePeer, PeerError> {
        rules_of(&offer)?;
        Ok(OnlinePeer {
            offer: Some(offer),
            host: true,
            ..OnlinePeer::guest(name)?
        })
    }

    /// The host of a match whose program ended and started again: the match as it was saved
    /// (`play`), waiting for its guest to come back. Once the guest is connected, send
    /// [`OnlinePeer::reconnected`]'s messages: the two sides then resume as after a dropped
    /// line.
    pub fn host_again(
        name: &str,
        offer: MatchOffer,
        play: MatchSession,
    ) -> Result<OnlinePeer, PeerError> {
        let mut peer = OnlinePeer::host(name, offer)?;
        let recorded = play.match_state().games.len() as u32;
        peer.games = if play.game().is_over() {
            recorded.max(1)
        } else {
            recorded + 1
        };
        peer.play = Some(play);
        peer.phase = Phase::Playing;
        peer.clock = peer.fresh_clock(peer.offer.as_ref().and_then(|o| o.clocks));
        Ok(peer)
    }

    /// The guest, who plays the match the host proposes.
    pub fn guest(name: &str) -> Result<OnlinePeer, PeerError> {
        Ok(OnlinePeer {
            name: check_name(name)?,
            offer: None,
            host: false,
            phase: Phase::Greeting,
            play: None,
            asked: None,
            to_answer: None,
            games: 0,
            end_asked: false,
            end_to_answer: false,
            resumed_at: None,
            settling: None,
            settled: None,
            settle_pings: 0,
            rejoining: false,
            guest_waits: false,
            clock: None,
            reported: Default::default(),
        })
    }

    /// The first message to send.
    pub fn hello(&self) -> Message {
        Message::Hello {
            version: PROTOCOL_VERSION,
            program: format!("oware {}", crate::VERSION),
            name: self.name.clone(),
        }
    }

    /// The side this program plays, once the match has started.
    pub fn side(&self) -> Option<Side> {
        let offer = self.offer.as_ref().filter(|_| self.play.is_some())?;
        Some(if self.host {
            offer.host_plays
        } else {
            offer.host_plays.opponent()
        })
    }

    /// The match offered (the host's, or the one the guest received).
    pub fn offer(&self) -> Option<&MatchOffer> {
        self.offer.as_ref()
    }

    /// True for the host of the match.
    pub fn is_host(&self) -> bool {
        self.host
    }

    /// The match, once started.
    pub fn match_session(&self) -> Option<&MatchSession> {
        self.play.as_ref()
    }

    /// True between this side's `resume` after a reconnection and the peer's: what was
    /// lost on the way is not known yet, so no move or next game should be sent.
    pub fn is_resuming(&self) -> bool {
        self.phase == Phase::Resuming
    }

    /// True once either side has left or refused.
    pub fn is_closed(&self) -> bool {
        self.phase == Phase::Closed
    }

    fn start(&mut self) -> Result<MatchOffer, PeerError> {
        let offer = self
            .offer
            .clone()
            .ok_or(PeerError::Unexpected("new_match"))?;
        self.play = Some(match_of(&offer)?);
        self.phase = Phase::Playing;
        self.games = offer.earlier.len() as u32 + 1;
        self.clock = self.fresh_clock(offer.clocks);
        Ok(offer)
    }

    /// Full clocks for a game of this match (or, for a game continued, the times given).
    fn fresh_clock(&self, left: Option<[u64; 2]>) -> Option<MatchClock> {
        let offer = self.offer.as_ref()?;
        let control = control_of(offer).ok().flatten()?;
        let me = if self.host {
            offer.host_plays
        } else {
            offer.host_plays.opponent()
        };
        Some(match left {
            Some(left) => MatchClock::continued(control, me, left),
            None => MatchClock::new(control, me),
        })
    }

    /// Full clocks, and no time reported yet, for the next game of the match.
    fn new_game_clocks(&mut self) {
        self.clock = self.fresh_clock(None);
        self.reported.clear();
    }

    /// The clocks of the game in play, as the board shows them, when the match has them.
    pub fn clock(&self) -> Option<&MatchClock> {
        self.clock.as_ref()
    }

    /// The line dropped: the other side's clock is no longer counted here until the two
    /// have resumed (its player may still be thinking, and will report the time taken).
    pub fn line_down(&mut self) {
        if let Some(clock) = self.clock.as_mut() {
            clock.set_line(false);
        }
        // A question asked on the lost line is void: the peer asks again after the resume.
        self.to_answer = None;
        self.end_to_answer = false;
    }

    /// The plies the peer asks to take the game back to, while this side has not answered
    /// (a move of the peer's, a time out or a dropped line voids the question).
    pub fn undo_to_answer(&self) -> Option<u32> {
        self.to_answer
    }

    /// Whether the peer asks to end the game by agreement and this side has not answered.
    pub fn end_to_answer(&self) -> bool {
        self.end_to_answer
    }

    /// `elapsed` passed: the clock of the side to move runs. When this side's time runs
    /// out, or the other side's is past zero by the tolerance with the line up, the game
    /// ends on time here: the `time_out` to send and the game's end.
    pub fn tick(&mut self, elapsed: Duration) -> Option<(Message, Outcome)> {
        let me = self.side()?;
        let play = self.play.as_mut()?;
        let clock = self.clock.as_mut()?;
        if !matches!(self.phase, Phase::Playing | Phase::Resuming) {
            return None;
        }
        let ran_out = clock.tick(elapsed, play.game().to_move())?;
        let side = match ran_out {
            TimeRanOut::Mine => me,
            TimeRanOut::Theirs => me.opponent(),
        };
        let ply = play.game().plies().len() as u32;
        let outcome = play.lose_on_time(side)?;
        self.asked = None;
        self.to_answer = None;
        Some((Message::TimeOut { ply }, outcome))
    }

    /// After a new connection to the same peer: the messages to send first (a new `hello`,
    /// then where this side stands). An undo asked or to answer is forgotten.
    pub fn reconnected(&mut self) -> Result<Vec<Message>, PeerError> {
        let play = self
            .play
            .as_ref()
            .filter(|_| matches!(self.phase, Phase::Playing | Phase::Resuming))
            .ok_or(PeerError::Unexpected("resume"))?;
        let resume = Message::Resume {
            games: self.games,
            ply: play.game().plies().len() as u32,
            hash: game_hash(play.game()),
            clocks: self.clock.as_ref().map(MatchClock::both_ms),
        };
        self.phase = Phase::Resuming;
        self.resumed_at = Some((self.games, play.game().plies().len() as u32));
        self.asked = None;
        self.to_answer = None;
        self.end_asked = false;
        self.end_to_answer = false;
        // A ping lost with the line is sent again.
        self.settling = None;
        Ok(vec![self.hello(), resume])
    }

    /// The peer's `resume`: the moves (or next game) it missed are sent again; a match that
    /// differs otherwise is refused.
    fn resume(
        &mut self,
        games: u32,
        ply: u32,
        hash: &str,
        clocks: Option<[u64; 2]>,
    ) -> Result<Vec<Event>, PeerError> {
        if games == 0 && self.host {
            return self.offer_again();
        }
        let me = self.side().ok_or(PeerError::Unexpected("resume"))?;
        let host = self.host;
        let play = self.play.as_ref().ok_or(PeerError::Unexpected("resume"))?;
        let game = play.game();
        // What this side had when it resumed: a move played later is on its way already
        // (no next game starts before the peer's `resume`).
        let (my_games, plies) = self
            .resumed_at
            .unwrap_or((self.games, game.plies().len() as u32));
        let mut events = Vec::new();
        let differ = PeerError::HashMismatch { ply };
        let plies = plies.min(game.plies().len() as u32);
        if games + 1 == my_games && host && plies == 0 {
            // The peer missed the next game.
            events.push(Event::Reply(Message::NextGame));
        } else if games == my_games && ply <= plies {
            // The peer missed this side's last moves (or nothing).
            let mut replay = Game::from_position(*game.rules(), *game.start());
            let moves = game.moves();
            let moves = &moves[..plies as usize];
            for mv in &moves[..ply as usize] {
                replay.play(*mv).map_err(|_| differ.clone())?;
            }
            if game_hash(&replay) != hash.to_ascii_lowercase() {
                return Err(differ);
            }
            for mv in &moves[ply as usize..] {
                if mv.side() != me {
                    return Err(differ);
                }
                replay.play(*mv).map_err(|_| differ.clone())?;
                let ply = replay.plies().len() as u32;
                events.push(Event::Reply(Message::Move {
                    ply,
                    pit: mv.letter(),
                    hash: game_hash(&replay),
                    clock: self.reported.get(&ply).copied(),
                }));
            }
        } else if !(games == my_games + 1 || (games == my_games && ply > plies)) {
            // Only a peer ahead by its own moves or its next game can go on.
            return Err(differ);
        }
        // Both at the same game: each player's time is agreed from the two counts.
        if let (Some(clock), Some(theirs)) = (self.clock.as_mut(), clocks)
            && games == my_games
        {
            clock.merge(theirs);
        } else if let Some(clock) = self.clock.as_mut() {
            clock.set_line(true);
        }
        self.phase = Phase::Playing;
        self.resumed_at = None;
        events.push(Event::Resumed);
        Ok(events)
    }

    /// The guest came back with no match (its program started again): the match as it
    /// stands goes to it as a continued one — its finished games and the moves of the game
    /// in play. Between two games, the host starts the next one as ever: the guest waits
    /// for it ([`Event::BackForNextGame`]), and [`OnlinePeer::next_game`] sends it the match.
    fn offer_again(&mut self) -> Result<Vec<Event>, PeerError> {
        let play = self.play.as_ref().ok_or(PeerError::Unexpected("resume"))?;
        if play.match_state().is_over() {
            return Err(PeerError::History("the match is already over".into()));
        }
        let between_games = play.game().is_over();
        let end = (self.games, play.game().plies().len() as u32);
        if let Some(clock) = self.clock.as_mut() {
            clock.set_line(true);
        }
        self.phase = Phase::Playing;
        self.resumed_at = None;
        self.settling = None;
        if between_games {
            // The guest's program holds nothing that could change this game's end.
            self.settled = Some(end);
            self.guest_waits = true;
            return Ok(vec![Event::BackForNextGame, Event::Resumed]);
        }
        let again = self.continued_offer()?;
        Ok(vec![Event::Reply(Message::NewMatch(again)), Event::Resumed])
    }

    /// The match as it stands, as a continued offer: its finished games, the moves of the
    /// game in play, the clocks (full for a game not begun).
    fn continued_offer(&mut self) -> Result<MatchOffer, PeerError> {
        let offer = self.offer.clone().ok_or(PeerError::Unexpected("resume"))?;
        let play = self.play.as_ref().ok_or(PeerError::Unexpected("resume"))?;
        let earlier = play.match_state().games.clone();
        let moves = play.game().moves();
        if moves.is_empty() {
            self.new_game_clocks();
        }
        Ok(MatchOffer {
            earlier,
            moves: crate::rules::format_move_list(&moves),
            clocks: self.clock.as_ref().map(MatchClock::both_ms),
            ..offer
        })
    }

    /// Takes a message from the peer: what it brought, or why it is refused (and then
    /// nothing changed).
    pub fn receive(&mut self, message: Message) -> Result<Vec<Event>, PeerError> {
        match (self.phase, message) {
            (Phase::Closed, _) => Err(PeerError::Unexpected("after the end")),
            (_, Message::Refuse { reason }) => {
                self.phase = Phase::Closed;
                Ok(vec![Event::Refused(reason)])
            }
            (_, Message::Bye) => {
                // Everything the peer sent came before its goodbye.
                self.settled = self.game_end();
                self.phase = Phase::Closed;
                Ok(vec![Event::Left])
            }
            (_, Message::Ping { n }) => Ok(vec![Event::Reply(Message::Pong { n })]),
            (_, Message::Pong { n }) => {
                if let Some((ping, end)) = self.settling
                    && ping == n
                {
                    self.settling = None;
                    self.settled = Some(end).filter(|end| Some(*end) == self.game_end());
                }
                Ok(vec![Event::Pong(n)])
            }
            (
                Phase::Greeting,
                Message::Hello {
                    version,
                    program,
                    name,
                },
            ) => self.greeted(version, program, &name),
            (
                Phase::Resuming,
                Message::Hello {
                    version,
                    program,
                    name,
                },
            ) => {
                if version != PROTOCOL_VERSION {
                    return Err(PeerError::Version { theirs: version });
                }
                let name = check_name(&name)?;
                Ok(vec![Event::Greeted {
                    program: crate::rules::shortened(&program),
                    name,
                }])
            }
            (
                Phase::Resuming,
                Message::Resume {
                    games,
                    ply,
                    hash,
                    clocks,
                },
            ) => self.resume(games, ply, &hash, clocks),
            // A guest that has no match yet (its program started again) hears a host that
            // resumes one: it says it has nothing, and the host sends the match as it stands.
            (Phase::AwaitingMatch, Message::Resume { .. }) if !self.host => {
                self.rejoining = true;
                Ok(vec![Event::Reply(Message::Resume {
                    games: 0,
                    ply: 0,
                    hash: String::new(),
                    clocks: None,
                })])
            }
            // What the host did before it heard that this side has nothing: the match it
            // sends next holds it.
            (
                Phase::AwaitingMatch,
                Message::Move { .. }
                | Message::Resign { .. }
                | Message::UndoAsk { .. }
                | Message::EndAsk
                | Message::NextGame
                | Message::TimeOut { .. },
            ) if self.rejoining => Ok(Vec::new()),
            (Phase::AwaitingMatch, Message::NewMatch(offer)) if !self.host => {
                rules_of(&offer)?;
                self.offer = Some(offer);
                let offer = self.start()?;
                Ok(vec![Event::MatchStarted(offer)])
            }
            (Phase::Playing, message) => self.in_play(message),
            (_, message) => Err(PeerError::Unexpected(kind(&message))),
        }
    }

    fn greeted(
        &mut self,
        version: u32,
        program: String,
        name: &str,
    ) -> Result<Vec<Event>, PeerError> {
        if version != PROTOCOL_VERSION {
            return Err(PeerError::Version { theirs: version });
        }
        let name = check_name(name)?;
        let mut events = vec![Event::Greeted {
            program: crate::rules::shortened(&program),
            name,
        }];
        if self.host {
            let offer = self.start()?;
            events.push(Event::Reply(Message::NewMatch(offer.clone())));
            events.push(Event::MatchStarted(offer));
        } else {
            self.phase = Phase::AwaitingMatch;
        }
        Ok(events)
    }

    fn in_play(&mut self, message: Message) -> Result<Vec<Event>, PeerError> {
        let me = self.side().ok_or(PeerError::Unexpected("move"))?;
        let Some(play) = self.play.as_mut() else {
            return Err(PeerError::Unexpected("move"));
        };
        let plies = play.game().plies().len() as u32;
        match message {
            Message::Move { ply, .. }
                if ply == plies + 1
                    && (resigned_by(play.game(), me) || timed_out(play.game(), me.opponent())) =>
            {
                // Made before the peer learnt of this side's resignation, or after the
                // peer's time ran out: the game ends where it ended here, on both sides.
                Ok(Vec::new())
            }
            Message::Move {
                ply,
                pit,
                hash,
                clock,
            } => {
                if play.game().to_move() != Some(me.opponent()) {
                    return Err(PeerError::OutOfTurn);
                }
                if ply != plies + 1 {
                    return Err(PeerError::OutOfOrder {
                        expected: plies + 1,
                        got: ply,
                    });
                }
                let mv = Pit::from_letter(pit)
                    .map(Move::new)
                    .ok_or(PeerError::BadPit(pit))?;
                let mut next = play.clone();
                let played = next
                    .play(mv)
                    .map_err(|error| PeerError::Illegal { mv, error })?;
                if game_hash(next.game()) != hash.to_ascii_lowercase() {
                    return Err(PeerError::HashMismatch { ply });
                }
                if let Some(times) = self.clock.as_mut()
                    && !times
                        .their_move(clock)
                        .map_err(|e| PeerError::Clock(e.to_string()))?
                {
                    // Too late even with the tolerance: the peer's time ran out before.
                    let outcome = play
                        .lose_on_time(me.opponent())
                        .ok_or(PeerError::Unexpected("move"))?;
                    return Ok(vec![
                        Event::Reply(Message::TimeOut { ply: plies }),
                        Event::TimedOut(outcome),
                    ]);
                }
                *play = next;
                // A question of this side's still stands: the answer may cross this move.
                self.to_answer = None;
                self.end_to_answer = false;
                Ok(vec![Event::Moved {
                    mv,
                    outcome: played.outcome,
                }])
            }
            Message::UndoAsk { ply } if ply < plies => {
                self.to_answer = Some(ply);
                Ok(vec![Event::UndoAsked(ply)])
            }
            Message::UndoGrant { ply } if self.asked == Some(ply) && ply < plies => {
                while play.game().plies().len() as u32 > ply {
                    play.undo();
                }
                self.asked = None;
                Ok(vec![Event::Undone(ply)])
            }
            Message::UndoRefuse if self.asked.is_some() => {
                self.asked = None;
                Ok(vec![Event::UndoRefused])
            }
            Message::EndAsk if can_end_by_agreement(play.game()) => {
                self.end_to_answer = true;
                Ok(vec![Event::EndAsked])
            }
            Message::EndGrant if self.end_asked => {
                self.end_asked = false;
                let outcome = play
                    .end_by_agreement()
                    .ok_or(PeerError::Unexpected("end_grant"))?;
                Ok(vec![Event::EndAgreed(outcome)])
            }
            Message::EndRefuse if self.end_asked => {
                self.end_asked = false;
                Ok(vec![Event::EndRefused])
            }
            Message::TimeOut { ply } => {
                let clock = self
                    .clock
                    .as_ref()
                    .ok_or(PeerError::Unexpected("time_out"))?;
                let mine_left = clock.mine_has_more_than_tolerance();
                let ended = time_out(play, me, ply, mine_left)?;
                if ended.is_some() {
                    self.asked = None;
                    self.to_answer = None;
                }
                Ok(ended.map(Event::TimedOut).into_iter().collect())
            }
            Message::Resign { ply } => {
                // A time out that crossed the resignation gives way to it.
                if play.game().outcome().map(|o| o.reason) == Some(EndReason::Time) {
                    play.withdraw_end();
                }
                let theirs = ply.unwrap_or(plies);
                let game = play.game();
                if game.is_over() {
                    // This side's own end crossed the resignation (its resignation, or its
                    // move that ended the game): the earlier stands, at the same ply the
                    // host's resignation — the same choice on both sides.
                    let by_me = resigned_by(game, me);
                    let by_my_move = !by_me
                        && !resigned_by(game, me.opponent())
                        && game.moves().last().is_some_and(|mv| mv.side() == me);
                    if !by_me && !by_my_move {
                        return Err(PeerError::Unexpected("resign"));
                    }
                    if !(theirs < plies || (by_me && theirs == plies && !self.host)) {
                        return Ok(Vec::new());
                    }
                } else if theirs > plies {
                    return Err(PeerError::OutOfOrder {
                        expected: plies,
                        got: theirs,
                    });
                }
                // This side's moves after the resignation crossed it: taken back.
                let crossed = &game.moves()[theirs as usize..];
                if crossed.iter().any(|mv| mv.side() != me) {
                    return Err(PeerError::HashMismatch { ply: theirs });
                }
                play.withdraw_end();
                for _ in theirs..plies {
                    play.undo();
                }
                let outcome = play
                    .resign(me.opponent())
                    .ok_or(PeerError::Unexpected("resign"))?;
                self.asked = None;
                self.to_answer = None;
                Ok(vec![Event::Resigned(outcome)])
            }
            Message::NextGame if play.game().is_over() => {
                play.play_again();
                self.games += 1;
                self.new_game_clocks();
                Ok(vec![Event::NextGame])
            }
            Message::Name { name } => Ok(vec![Event::Renamed(check_name(&name)?)]),
            message => Err(PeerError::Unexpected(kind(&message))),
        }
    }

    /// Plays this side's move: the message to send, or why not (nothing changed).
    pub fn play(&mut self, mv: Move) -> Result<Message, PeerError> {
        let me = self.side().ok_or(PeerError::Unexpected("move"))?;
        let play = self.play.as_mut().ok_or(PeerError::Unexpected("move"))?;
        if play.game().to_move() != Some(me) {
            return Err(PeerError::OutOfTurn);
        }
        play.play(mv)
            .map_err(|error| PeerError::Illegal { mv, error })?;
        self.asked = None;
        self.to_answer = None;
        self.end_asked = false;
        self.end_to_answer = false;
        let ply = play.game().plies().len() as u32;
        let clock = self.clock.as_mut().map(MatchClock::own_move);
        if let Some(left) = clock {
            self.reported.insert(ply, left);
        }
        Ok(Message::Move {
            ply,
            pit: mv.letter(),
            hash: game_hash(play.game()),
            clock,
        })
    }

    /// Asks the peer to take moves back to `ply` plies.
    pub fn ask_undo(&mut self, ply: u32) -> Result<Message, PeerError> {
        let plies = self.play.as_ref().map_or(0, |p| p.game().plies().len()) as u32;
        if self.play.is_none() || ply >= plies {
            return Err(PeerError::Unexpected("undo_ask"));
        }
        self.asked = Some(ply);
        Ok(Message::UndoAsk { ply })
    }

    /// Answers the peer's undo: granted (the moves are taken back here too) or refused.
    pub fn answer_undo(&mut self, grant: bool) -> Result<Message, PeerError> {
        let ply = self.to_answer.take().ok_or(PeerError::Unexpected("undo"))?;
        if !grant {
            return Ok(Message::UndoRefuse);
        }
        if let Some(play) = self.play.as_mut() {
            while play.game().plies().len() as u32 > ply {
                play.undo();
            }
        }
        Ok(Message::UndoGrant { ply })
    }

    /// Asks the peer to end the game by agreement (cycle rule `by-agreement`, a position
    /// repeated).
    pub fn ask_end(&mut self) -> Result<Message, PeerError> {
        let play = self.play.as_ref().ok_or(PeerError::Unexpected("end_ask"))?;
        if !can_end_by_agreement(play.game()) {
            return Err(PeerError::Unexpected("end_ask"));
        }
        self.end_asked = true;
        Ok(Message::EndAsk)
    }

    /// Answers the peer's request to end the game: agreed (the game ends here too, and the
    /// outcome is returned) or refused.
    pub fn answer_end(&mut self, grant: bool) -> Result<(Message, Option<Outcome>), PeerError> {
        if !std::mem::take(&mut self.end_to_answer) {
            return Err(PeerError::Unexpected("end_grant"));
        }
        if !grant {
            return Ok((Message::EndRefuse, None));
        }
        let play = self
            .play
            .as_mut()
            .ok_or(PeerError::Unexpected("end_grant"))?;
        let outcome = play
            .end_by_agreement()
            .ok_or(PeerError::Unexpected("end_grant"))?;
        Ok((Message::EndGrant, Some(outcome)))
    }

    /// Where the game in play ended, if it is over.
    fn game_end(&self) -> Option<GameEnd> {
        let play = self.play.as_ref().filter(|p| p.game().is_over())?;
        Some((self.games, play.game().plies().len() as u32))
    }

    /// Once the game in play is over: the ping to send so that its end is settled (once per
    /// end). Until the peer's answer comes back, a resignation of the peer's may still cross
    /// the end and change it (see [`OnlinePeer::is_settled`]).
    pub fn settle(&mut self) -> Option<Message> {
        let end = self.game_end()?;
        if self.phase != Phase::Playing
            || self.settled == Some(end)
            || self.settling.is_some_and(|(_, at)| at == end)
        {
            return None;
        }
        self.settle_pings += 1;
        let n = SETTLE_PING | self.settle_pings;
        self.settling = Some((n, end));
        Some(Message::Ping { n })
    }

    /// True when the game in play is over and its end can no longer change: every message
    /// the peer sent before it learnt of the end has arrived. A match's result is final,
    /// and the host starts the next game, only then.
    pub fn is_settled(&self) -> bool {
        self.game_end().is_some_and(|end| self.settled == Some(end))
    }

    /// This side resigns the game in play: the message to send (the game is recorded as the
    /// peer's win here too).
    pub fn resign(&mut self) -> Result<Message, PeerError> {
        let me = self.side().ok_or(PeerError::Unexpected("resign"))?;
        let play = self.play.as_mut().ok_or(PeerError::Unexpected("resign"))?;
        play.resign(me).ok_or(PeerError::Unexpected("resign"))?;
        self.asked = None;
        self.to_answer = None;
        Ok(Message::Resign {
            ply: Some(play.game().plies().len() as u32),
        })
    }

    /// Starts the next game of the match once the game is over (the host does; not while
    /// resuming, when the peer may still miss the end of this one): the message to send —
    /// `next_game`, or to a guest started again between games, the match continued from
    /// that next game.
    pub fn next_game(&mut self) -> Result<Message, PeerError> {
        match self.play.as_mut() {
            Some(play)
                if play.game().is_over()
                    && self.phase == Phase::Playing
                    && self.settled == Some((self.games, play.game().plies().len() as u32)) =>
            {
                play.play_again();
                self.games += 1;
                self.new_game_clocks();
                if std::mem::take(&mut self.guest_waits) {
                    return self.continued_offer().map(Message::NewMatch);
                }
                Ok(Message::NextGame)
            }
            _ => Err(PeerError::Unexpected("next_game")),
        }
    }

    /// The host's: a guest started again waits for the next game to get the match.
    pub fn guest_waits(&self) -> bool {
        self.guest_waits
    }
}

/// True when `game` ended by `side`'s time running out.
fn timed_out(game: &Game, side: Side) -> bool {
    game.outcome()
        .is_some_and(|o| o.reason == EndReason::Time && o.winner != Some(side))
        && game.position().to_move() == side
}

/// A `time_out` for `ply`: the side to move there ran out of time. Moves of that side made
/// since crossed it and are taken back; a time out of this side's own at a later ply gives
/// way to it, one at the same ply or earlier stands, and so does a resignation. A claim on
/// this side's own time while it has more than the tolerance left (`mine_left`) is
/// refused. The game's end, or none when this side's end stands.
fn time_out(
    play: &mut MatchSession,
    me: Side,
    ply: u32,
    mine_left: bool,
) -> Result<Option<Outcome>, PeerError> {
    let game = play.game();
    let plies = game.plies().len() as u32;
    let mismatch = PeerError::HashMismatch { ply };
    if ply > plies {
        return Err(PeerError::OutOfOrder {
            expected: plies,
            got: ply,
        });
    }
    match game.outcome().map(|o| o.reason) {
        Some(EndReason::Resignation) => return Ok(None),
        Some(EndReason::Time) if ply >= plies => return Ok(None),
        _ => {}
    }
    let side = match game.plies().get(ply as usize) {
        Some(p) => p.report.mv.side(),
        None if !game.is_over() => game.position().to_move(),
        None => return Err(PeerError::Unexpected("time_out")),
    };
    if game.moves()[ply as usize..]
        .iter()
        .any(|mv| mv.side() != side)
    {
        return Err(mismatch);
    }
    if side == me && ply == plies && mine_left {
        return Err(PeerError::Clock(
            "a time out claimed while this side's time is not out".into(),
        ));
    }
    play.withdraw_end();
    while play.game().plies().len() as u32 > ply {
        play.undo();
    }
    play.lose_on_time(side)
        .map(Some)
        .ok_or(PeerError::Unexpected("time_out"))
}

/// True when `game` ended by `side`'s resignation.
fn resigned_by(game: &Game, side: Side) -> bool {
    game.outcome().is_some_and(|o| {
        o.reason == crate::rules::EndReason::Resignation && o.winner == Some(side.opponent())
    })
}

/// A message's `type`, for errors.
fn kind(message: &Message) -> &'static str {
    match message {
        Message::Hello { .. } => "hello",
        Message::Refuse { .. } => "refuse",
        Message::NewMatch(_) => "new_match",
        Message::Move { .. } => "move",
        Message::UndoAsk { .. } => "undo_ask",
        Message::UndoGrant { .. } => "undo_grant",
        Message::UndoRefuse => "undo_refuse",
        Message::Resign { .. } => "resign",
        Message::EndAsk => "end_ask",
        Message::EndGrant => "end_grant",
        Message::EndRefuse => "end_refuse",
        Message::NextGame => "next_game",
        Message::TimeOut { .. } => "time_out",
        Message::Name { .. } => "name",
        Message::Ping { .. } => "ping",
        Message::Pong { .. } => "pong",
        Message::Resume { .. } => "resume",
        Message::Bye => "bye",
    }
}
