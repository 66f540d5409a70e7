//! An online match without a window, message by message: this side's moves and commands
//! from its [`Player`], the other side's messages through the rules (`oware_core::net`),
//! pings while the line is quiet, and the way back when it drops (the host waits on its
//! endpoint, the guest joins again), as the game's online room does.

use super::player::{COMMANDS, Command, Input, Player, parse};
use crate::CliError;
use crate::net::{Event, Message, OnlinePeer};
use crate::rules::{Match, Move, Side};
use crossbeam_channel as channel;
use oware_net::{KeepAlive, Link, LinkError, Rejoin, Watch};
use std::io::Write;
use std::time::Duration;

pub use oware_net::Patience;

/// Plays the match on `link` to its end; both sides print the same last line. The match
/// as it ended.
pub fn play_match(
    peer: OnlinePeer,
    link: Link,
    rejoin: Option<Rejoin>,
    player: Player,
    patience: Patience,
    out: &mut dyn Write,
) -> Result<Match, CliError> {
    link.send(peer.hello());
    let mut state = Online {
        peer,
        link: Some(link),
        rejoin,
        player,
        keep_alive: KeepAlive::new(patience),
        asked: None,
        requests: 0,
        input_closed: false,
        opponent: String::new(),
        ticked: std::time::Instant::now(),
    };
    let result = state.run(out);
    let last = match &result {
        Err(CliError::Net(e)) => Message::Refuse {
            reason: e.to_string(),
        },
        _ => Message::Bye,
    };
    if let Some(link) = state.link.take() {
        link.send(last);
        link.close();
    }
    result?;
    state
        .match_state()
        .cloned()
        .ok_or(CliError::Left(state.opponent))
}

/// Where the match stands, on this side.
struct Online {
    peer: OnlinePeer,
    link: Option<Link>,
    rejoin: Option<Rejoin>,
    player: Player,
    /// The watch over a quiet line.
    keep_alive: KeepAlive,
    /// The position this side was last asked to move in, and the request's number.
    asked: Option<(u64, Position)>,
    requests: u64,
    /// The person's input has ended.
    input_closed: bool,
    opponent: String,
    /// When the clocks were last told the time.
    ticked: std::time::Instant,
}

/// A position of the match: the game's number and its plies.
type Position = (usize, usize);

impl Online {
    fn run(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        loop {
            // The result is printed once nothing the other side sent can change it: its
            // answer came, or it is gone.
            if let Some(m) = self.match_state()
                && m.is_over()
                && (self.peer.is_settled() || self.link.is_none())
            {
                writeln!(out, "{}", result_line(m))?;
                return Ok(());
            }
            self.run_clocks(out)?;
            self.next_step(out)?;
            let incoming = match &self.link {
                Some(link) => link.incoming.clone(),
                None => channel::never(),
            };
            // What the person typed ahead waits for the match to start.
            let input = if self.input_closed || self.peer.match_session().is_none() {
                channel::never()
            } else {
                self.player.input.clone()
            };
            channel::select! {
                recv(incoming) -> message => match message {
                    Ok(Ok(message)) => self.heard(message, out)?,
                    Ok(Err(LinkError::Lost)) | Err(_) => self.reconnect()?,
                    Ok(Err(e)) => return Err(e.into()),
                },
                recv(input) -> input => match input {
                    Ok(Input::Line(line)) => self.typed(&line, out)?,
                    Ok(Input::Move(n, mv)) => self.engine_moved(n, mv, out)?,
                    Err(_) => self.input_ended(out)?,
                },
                default(Duration::from_millis(250)) => self.quiet()?,
            }
        }
    }

    /// The clock of the side to move runs; a time that ran out ends the game (this side's
    /// own, or the other's claimed), as the other side prints it.
    fn run_clocks(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        let now = std::time::Instant::now();
        let elapsed = now - self.ticked;
        self.ticked = now;
        if let Some((message, _)) = self.peer.tick(elapsed) {
            self.send(message);
            self.out_of_time(out)?;
        }
        Ok(())
    }

    /// The game ended on time: `out of time: SIDE` (the side to move where it ended).
    fn out_of_time(&self, out: &mut dyn Write) -> Result<(), CliError> {
        if let Some(session) = self.peer.match_session() {
            writeln!(out, "out of time: {}", session.game().position().to_move())?;
        }
        Ok(())
    }

    fn match_state(&self) -> Option<&Match> {
        self.peer.match_session().map(|s| s.match_state())
    }

    /// The position now, if a game is in play.
    fn position(&self) -> Option<Position> {
        let session = self.peer.match_session()?;
        Some((
            session.match_state().games.len(),
            session.game().plies().len(),
        ))
    }

    /// What this side does without being asked: the host starts the next game (once the
    /// match has resumed after a drop); a player whose turn it is is asked for a move, once
    /// per position.
    fn next_step(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        let me = self.peer.side();
        let Some(session) = self.peer.match_session() else {
            return Ok(());
        };
        let game = session.game().clone();
        if game.is_over() {
            if let Some(ping) = self.peer.settle() {
                self.send(ping);
            }
            if self.peer.is_host()
                && !self.peer.is_resuming()
                && self.link.is_some()
                && self.peer.is_settled()
                && !self.match_state().is_some_and(Match::is_over)
            {
                let message = self.peer.next_game().map_err(CliError::Net)?;
                self.send(message);
                self.game_started(out)?;
            }
            return Ok(());
        }
        if game.to_move() != me || self.asked.map(|(_, p)| p) == self.position() {
            return Ok(());
        }
        self.requests += 1;
        self.asked = self.position().map(|p| (self.requests, p));
        if self.player.is_engine() {
            self.player.ask(self.requests, &game);
        } else if self.input_closed {
            return Err(CliError::Input(std::io::ErrorKind::UnexpectedEof.into()));
        } else {
            let side = me.unwrap_or(Side::South);
            eprint!("your move ({side}{}): ", self.times_left(side));
        }
        Ok(())
    }

    /// With clocks, the person's time left and the other side's (`, 4:32 left, North
    /// 3:10`); nothing without.
    fn times_left(&self, me: Side) -> String {
        let Some(clock) = self.peer.clock() else {
            return String::new();
        };
        let left = |side: Side| {
            crate::rules::clock_text(std::time::Duration::from_millis(clock.left_ms(side)))
        };
        let other = me.opponent();
        format!(", {} left, {other} {}", left(me), left(other))
    }

    /// The next game of the match has started: `game N`, as both sides print it.
    fn game_started(&self, out: &mut dyn Write) -> Result<(), CliError> {
        let n = self.match_state().map_or(0, |m| m.games.len() + 1);
        writeln!(out, "game {n}")?;
        self.show_board();
        Ok(())
    }

    fn send(&self, message: Message) {
        if let Some(link) = &self.link {
            link.send(message);
        }
    }

    /// This side's move: sent, and printed as the other side prints it.
    fn play(&mut self, mv: Move, out: &mut dyn Write) -> Result<(), CliError> {
        let message = self.peer.play(mv).map_err(CliError::Net)?;
        self.send(message);
        let plies = self.position().map_or(0, |p| p.1);
        writeln!(out, "move {plies}: {mv}")?;
        self.show_board();
        Ok(())
    }

    /// A person sees the board (on standard error, beside the prompts), their own row at
    /// the bottom.
    fn show_board(&self) {
        if self.player.is_engine() {
            return;
        }
        if let (Some(session), Some(me)) = (self.peer.match_session(), self.peer.side()) {
            eprint!(
                "{}",
                super::board::board_text(session.game().position(), me)
            );
        }
    }

    fn engine_moved(
        &mut self,
        n: u64,
        mv: Result<Move, CliError>,
        out: &mut dyn Write,
    ) -> Result<(), CliError> {
        let mv = mv?;
        // An answer for a position left meanwhile (taken back, resigned, ended) is dropped.
        let my_turn = self
            .peer
            .match_session()
            .is_some_and(|s| s.game().to_move() == self.peer.side());
        if my_turn && self.asked.map(|(asked, p)| (asked, Some(p))) == Some((n, self.position())) {
            self.play(mv, out)?;
        }
        Ok(())
    }

    /// A line the person typed.
    fn typed(&mut self, line: &str, out: &mut dyn Write) -> Result<(), CliError> {
        let Some(command) = parse(line) else {
            if !line.trim().is_empty() {
                eprintln!("{COMMANDS}");
            }
            return Ok(());
        };
        let me = self.peer.side().unwrap_or(Side::South);
        let Some(game) = self.peer.match_session().map(|s| s.game().clone()) else {
            eprintln!("the match has not started yet");
            return Ok(());
        };
        match command {
            Command::Pit(token) => {
                let mv = token.resolve(me);
                if game.to_move() != Some(me) {
                    eprintln!("it is not your turn");
                } else if let Err(e) = game.check(mv) {
                    eprintln!("{mv}: {e}");
                    self.asked = None;
                } else {
                    self.play(mv, out)?;
                }
            }
            Command::Resign => match self.peer.resign() {
                Ok(message) => {
                    self.send(message);
                    writeln!(out, "resigned: {me}")?;
                }
                Err(_) => eprintln!("there is no game in play to resign"),
            },
            Command::Undo => {
                let moves = game.moves();
                match moves.iter().rposition(|mv| mv.side() == me) {
                    Some(ply) if !game.is_over() => match self.peer.ask_undo(ply as u32) {
                        Ok(message) => {
                            self.send(message);
                            eprintln!("asked {} to take back your last move", self.opponent);
                        }
                        Err(_) => eprintln!("nothing to take back"),
                    },
                    _ => eprintln!("nothing to take back"),
                }
            }
            Command::End => match self.peer.ask_end() {
                Ok(message) => {
                    self.send(message);
                    eprintln!("asked {} to end the game by agreement", self.opponent);
                }
                Err(_) => eprintln!(
                    "a game ends by agreement only under the cycle rule by-agreement, once a position has repeated"
                ),
            },
            Command::Yes | Command::No => self.answer(command == Command::Yes, out)?,
            Command::Help => eprintln!("{COMMANDS}"),
        }
        Ok(())
    }

    /// The person's input ended (an engine's thread never ends before the match): the game
    /// in play is resigned and the match left, since nobody can move for this side.
    fn input_ended(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        self.input_closed = true;
        if self.player.is_engine() || self.match_state().is_none_or(Match::is_over) {
            return Ok(());
        }
        if let Ok(message) = self.peer.resign() {
            self.send(message);
            let me = self.peer.side().unwrap_or(Side::South);
            writeln!(out, "resigned: {me}")?;
        }
        if self.match_state().is_some_and(Match::is_over) {
            // The resignation ended the match: its result comes once settled.
            return Ok(());
        }
        Err(CliError::InputEnded)
    }

    /// The person's answer to the other side's question.
    fn answer(&mut self, yes: bool, out: &mut dyn Write) -> Result<(), CliError> {
        if self.peer.undo_to_answer().is_some() {
            let message = self.peer.answer_undo(yes).map_err(CliError::Net)?;
            if let Message::UndoGrant { ply } = message {
                self.send(message);
                writeln!(out, "undone: back to ply {ply}")?;
            } else {
                self.send(message);
            }
        } else if self.peer.end_to_answer() {
            let (message, outcome) = self.peer.answer_end(yes).map_err(CliError::Net)?;
            self.send(message);
            if outcome.is_some() {
                writeln!(out, "ended: by agreement")?;
            }
        } else {
            eprintln!("nothing was asked");
        }
        Ok(())
    }

    /// A message from the other side, through the rules.
    fn heard(&mut self, message: Message, out: &mut dyn Write) -> Result<(), CliError> {
        self.keep_alive.heard();
        let plies_before = self.position().map_or(0, |p| p.1);
        for event in self.peer.receive(message).map_err(CliError::Net)? {
            match event {
                Event::Reply(reply) => self.send(reply),
                Event::Greeted { name, .. } => {
                    if self.opponent != name {
                        writeln!(out, "opponent: {name}")?;
                    }
                    self.opponent = name;
                }
                Event::Moved { mv, .. } => {
                    let plies = self.position().map_or(0, |p| p.1);
                    writeln!(out, "move {plies}: {mv}")?;
                    self.show_board();
                }
                Event::UndoAsked(ply) => self.asked_undo(ply, out)?,
                Event::Undone(ply) => {
                    writeln!(out, "undone: back to ply {ply}")?;
                    self.show_board();
                }
                Event::MatchStarted(_) => self.show_board(),
                Event::UndoRefused => eprintln!("{} does not take the move back", self.opponent),
                Event::Resigned(_) => {
                    // This side's move that crossed the resignation was taken back.
                    let plies = self.position().map_or(0, |p| p.1);
                    if plies < plies_before {
                        writeln!(out, "undone: back to ply {plies}")?;
                    }
                    let them = self.peer.side().map_or(Side::North, Side::opponent);
                    writeln!(out, "resigned: {them}")?;
                }
                Event::TimedOut(_) => {
                    // This side's move that crossed the time out was taken back.
                    let plies = self.position().map_or(0, |p| p.1);
                    if plies < plies_before {
                        writeln!(out, "undone: back to ply {plies}")?;
                    }
                    self.out_of_time(out)?;
                }
                Event::EndAsked => self.asked_end(out)?,
                Event::EndAgreed(_) => writeln!(out, "ended: by agreement")?,
                Event::EndRefused => eprintln!("{} plays on", self.opponent),
                Event::NextGame => self.game_started(out)?,
                Event::BackForNextGame => {
                    eprintln!("{} is back for the next game", self.opponent)
                }
                Event::Renamed(name) => self.opponent = name,
                Event::Refused(reason) => return Err(LinkError::Refused(reason).into()),
                // The other side left once the match was over: its result stands.
                Event::Left if self.match_state().is_some_and(Match::is_over) => {
                    self.link = None;
                }
                Event::Left => return Err(CliError::Left(self.opponent.clone())),
                Event::Resumed => eprintln!("the match goes on with {}", self.opponent),
                Event::Pong(_) => {}
            }
        }
        Ok(())
    }

    /// The other side asks to take moves back: an engine plays on; a person is asked.
    fn asked_undo(&mut self, ply: u32, out: &mut dyn Write) -> Result<(), CliError> {
        if self.player.is_engine() {
            let message = self.peer.answer_undo(false).map_err(CliError::Net)?;
            self.send(message);
        } else {
            eprintln!(
                "{} asks to take moves back to ply {ply}: yes or no?",
                self.opponent
            );
        }
        out.flush()?;
        Ok(())
    }

    /// The other side asks to end the repeating game: an engine agrees; a person is asked.
    fn asked_end(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        if self.player.is_engine() {
            let (message, _) = self.peer.answer_end(true).map_err(CliError::Net)?;
            self.send(message);
            writeln!(out, "ended: by agreement")?;
        } else {
            eprintln!(
                "{} asks to end the game by agreement (a position repeated): yes or no?",
                self.opponent
            );
        }
        Ok(())
    }

    /// Nothing happened for a while: a ping if the other side is quiet; the line taken as
    /// dropped if it stays quiet.
    fn quiet(&mut self) -> Result<(), CliError> {
        match self.keep_alive.check() {
            Watch::Lost => return self.reconnect(),
            Watch::Ping(ping) => self.send(ping),
            Watch::Fine => {}
        }
        Ok(())
    }

    /// The line dropped: once the match is under way, the host waits for its guest on the
    /// same endpoint and the guest joins again, until the other side is back or the
    /// patience runs out.
    fn reconnect(&mut self) -> Result<(), CliError> {
        let patience = self.keep_alive.patience();
        let silent = LinkError::Silent(patience.give_up_after.as_secs());
        let Some(link) = self.link.take() else {
            return Err(LinkError::Lost.into());
        };
        if self.match_state().is_some_and(Match::is_over) {
            // Over, and the other side gone: nothing is left to wait for.
            link.cut();
            return Ok(());
        }
        if self.peer.match_session().is_none() {
            link.cut();
            return Err(if self.keep_alive.quiet_for() >= patience.lost_after {
                silent
            } else {
                LinkError::Lost
            }
            .into());
        }
        eprintln!("the line to {} dropped: reconnecting…", self.opponent);
        self.peer.line_down();
        let watch = self.keep_alive.clone();
        let gone = || watch.given_up();
        let rejoin_by = self.rejoin.as_ref();
        let back = oware_net::reconnect(Some(link), rejoin_by, gone);
        let link = back.map_err(|e| match e {
            LinkError::Cancelled => silent,
            e => e,
        })?;
        for message in self.peer.reconnected().map_err(CliError::Net)? {
            link.send(message);
        }
        self.link = Some(link);
        self.keep_alive.restart();
        Ok(())
    }
}

/// The match's result, the same line on both sides: the wins, the draws and each game's
/// final stores.
pub fn result_line(m: &Match) -> String {
    let games: Vec<String> = m
        .games
        .iter()
        .map(|g| format!("{}-{}", g.stores[0], g.stores[1]))
        .collect();
    format!(
        "result: South {} North {} draws {} games {}",
        m.wins(Side::South),
        m.wins(Side::North),
        m.draws(),
        games.join(" ")
    )
}
