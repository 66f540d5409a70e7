//! The organizer's side of a tournament on the network, without the network: who is
//! connected as which player, each message checked before it changes anything, the games
//! passed between the two players of each board, and what to send to whom. The caller
//! carries the messages ([`Out`]) and keeps the file ([`HallFile`]) after each change.

use super::live::LiveBoard;
use super::message::{HALL_VERSION, HallMessage, PlaySettings, StandingLine, Verdict};
use crate::net::{MatchOffer, Message};
use crate::rules::{NextStarter, Side};
use crate::tournament::event::{EventError, Tournament};
use crate::tournament::standings::Outcome;
use rand::RngExt;
use std::collections::BTreeMap;

/// A connection, as the network layer numbers them.
pub type Conn = u64;

/// What the organizer's program does for a message or a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    /// Sends a message on a connection.
    Send(Conn, HallMessage),
    /// Closes a connection (after what was sent on it).
    Close(Conn),
}

/// What a step changed, beside the messages: whether the file must be written again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Step {
    /// The messages to send and connections to close, in order.
    pub out: Vec<Out>,
    /// The tournament changed: write the file.
    pub changed: bool,
    /// A line for the organizer's log (who entered, a result, a refusal).
    pub said: Vec<String>,
    /// A board's games changed (a move passed): worth writing the file soon.
    pub live_changed: bool,
}

impl Step {
    fn send(&mut self, to: Conn, message: HallMessage) {
        self.out.push(Out::Send(to, message));
    }

    fn refuse(&mut self, to: Conn, reason: impl Into<String>) {
        let reason = reason.into();
        self.said.push(format!("refused: {reason}"));
        self.send(to, HallMessage::Refuse { reason });
    }
}

/// What the organizer keeps in its file: the tournament, how pairings are played, the
/// code players reach it by, and each seat's ticket.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HallFile {
    /// The tournament.
    pub tournament: Tournament,
    /// How every pairing is played.
    pub play: PlaySettings,
    /// The code players join by (the host's key comes from it, so it stays after a
    /// restart).
    pub code: String,
    /// Each player's ticket, by number.
    pub tickets: Vec<String>,
    /// Every board's games as their moves passed, round by round, board by board.
    #[serde(default)]
    pub boards: Vec<Vec<LiveBoard>>,
}

impl HallFile {
    /// The file as it is written (RON).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
    }

    /// A file read back, checked: the tournament holds together and every player has a
    /// ticket of its own.
    pub fn from_ron(text: &str) -> Result<HallFile, EventError> {
        let file: HallFile =
            ron::from_str(text).map_err(|e| EventError::Inconsistent(e.to_string()))?;
        file.tournament.check()?;
        let n = file.tournament.players.len();
        let unique: std::collections::HashSet<&String> = file.tickets.iter().collect();
        if file.tickets.len() != n || unique.len() != n {
            return Err(EventError::Inconsistent(format!(
                "{n} players but {} different tickets",
                unique.len()
            )));
        }
        if file
            .tickets
            .iter()
            .any(|t| t.is_empty() || t.len() > MAX_TICKET)
        {
            return Err(EventError::Inconsistent("a ticket that cannot be".into()));
        }
        let rounds = &file.tournament.rounds;
        if file.boards.len() > rounds.len()
            || file
                .boards
                .iter()
                .zip(rounds)
                .any(|(seen, round)| seen.len() != round.boards.len())
        {
            return Err(EventError::Inconsistent(
                "the games seen do not fit the rounds' boards".into(),
            ));
        }
        Ok(file)
    }
}

/// The longest a ticket may be, in bytes.
const MAX_TICKET: usize = 64;

/// The organizer of a tournament on the network.
#[derive(Debug)]
pub struct Organizer {
    file: HallFile,
    /// The player on each connection that entered.
    seated: BTreeMap<Conn, usize>,
    /// Which boards of the round in play have begun (both players were here and had their
    /// pairing).
    begun: Vec<bool>,
    /// Reports that came while the round was paused, taken when it goes on: who, round,
    /// board, outcome, seeds.
    held: Vec<(usize, usize, usize, Outcome, [u32; 2])>,
}

impl Organizer {
    /// An organizer for a tournament kept in `file` (new, or read back after a restart:
    /// nobody is connected yet).
    pub fn new(file: HallFile) -> Organizer {
        let boards = file.tournament.rounds.last().map_or(0, |r| r.boards.len());
        Organizer {
            file,
            seated: BTreeMap::new(),
            begun: vec![false; boards],
            held: Vec::new(),
        }
    }

    /// What the file keeps.
    pub fn file(&self) -> &HallFile {
        &self.file
    }

    /// The tournament.
    pub fn tournament(&self) -> &Tournament {
        &self.file.tournament
    }

    /// The boards of the round in play as their moves passed, board 1 first.
    pub fn live(&self) -> &[LiveBoard] {
        self.file.boards.last().map_or(&[], Vec::as_slice)
    }

    /// Whether a board of the round in play has begun.
    pub fn begun(&self, board: usize) -> bool {
        self.begun
            .get(board.wrapping_sub(1))
            .copied()
            .unwrap_or(false)
    }

    /// The connection a player is on, if any.
    fn conn_of(&self, player: usize) -> Option<Conn> {
        self.seated
            .iter()
            .find_map(|(&c, &p)| (p == player).then_some(c))
    }

    /// Whether a player is connected now.
    pub fn is_connected(&self, player: usize) -> bool {
        self.conn_of(player).is_some()
    }

    /// Every connection that entered.
    fn everyone(&self) -> impl Iterator<Item = Conn> + '_ {
        self.seated.keys().copied()
    }

    /// A message from a connection, checked: what to send and whether the file changed.
    pub fn receive(&mut self, from: Conn, message: HallMessage) -> Step {
        let mut step = Step::default();
        match (self.seated.get(&from).copied(), message) {
            (
                None,
                HallMessage::Enter {
                    version,
                    name,
                    ticket,
                    ..
                },
            ) => self.enter(from, version, &name, ticket.as_deref(), &mut step),
            (None, other) => {
                step.refuse(
                    from,
                    format!("enter the tournament before '{}'", other.kind()),
                );
                step.out.push(Out::Close(from));
            }
            (Some(_), HallMessage::Enter { .. }) => {
                step.refuse(from, "this connection has entered already");
            }
            (
                Some(player),
                HallMessage::Game {
                    round,
                    board,
                    message,
                },
            ) => self.pass(from, player, round, board, message, &mut step),
            (
                Some(player),
                HallMessage::Report {
                    round,
                    board,
                    outcome,
                    seeds,
                },
            ) => self.report(from, player, round, board, outcome, seeds, &mut step),
            (Some(_), HallMessage::Ping { n }) => step.send(from, HallMessage::Pong { n }),
            (Some(_), HallMessage::Pong { .. }) => {}
            (Some(_), HallMessage::Bye) => step.out.extend(self.gone(from).out),
            (Some(_), other) => {
                step.refuse(from, format!("only the organizer sends '{}'", other.kind()));
            }
        }
        step
    }

    fn enter(
        &mut self,
        from: Conn,
        version: u32,
        name: &str,
        ticket: Option<&str>,
        step: &mut Step,
    ) {
        if version != HALL_VERSION {
            step.refuse(
                from,
                format!(
                    "the other program speaks version {version} of the tournament protocol; this one speaks {HALL_VERSION}"
                ),
            );
            step.out.push(Out::Close(from));
            return;
        }
        let player = match ticket {
            Some(ticket) => {
                let seat = (ticket.len() <= MAX_TICKET)
                    .then(|| self.file.tickets.iter().position(|t| t == ticket))
                    .flatten();
                let Some(player) = seat else {
                    step.refuse(from, "no seat of this tournament has this ticket");
                    step.out.push(Out::Close(from));
                    return;
                };
                if let Some(old) = self.conn_of(player) {
                    // The same player on a new line: the old one is dead or an impostor's
                    // copy of the ticket; the newest holder keeps the seat.
                    self.seated.remove(&old);
                    step.out.push(Out::Close(old));
                }
                step.said.push(format!(
                    "{} is back",
                    self.file.tournament.players[player].name
                ));
                player
            }
            None => match self.file.tournament.enter(name) {
                Ok(player) => {
                    self.file.tickets.push(new_ticket());
                    step.changed = true;
                    step.said.push(format!(
                        "{} entered as {}",
                        self.file.tournament.players[player].name,
                        player + 1
                    ));
                    player
                }
                Err(e) => {
                    let reason = match e {
                        EventError::Name(_) if self.named(name) => format!(
                            "a player called '{}' is in already (coming back needs the seat's ticket)",
                            crate::rules::shortened(name.trim())
                        ),
                        e => e.to_string(),
                    };
                    step.refuse(from, reason);
                    step.out.push(Out::Close(from));
                    return;
                }
            },
        };
        self.seated.insert(from, player);
        let t = &self.file.tournament;
        step.send(
            from,
            HallMessage::Welcome {
                tournament: t.name.clone(),
                player,
                ticket: self.file.tickets[player].clone(),
                rounds: t.rounds_planned(),
                play: self.file.play.clone(),
            },
        );
        let players = self.players_message();
        if ticket.is_none() {
            for c in self.everyone().collect::<Vec<_>>() {
                step.send(c, players.clone());
            }
        } else {
            step.send(from, players);
        }
        if let Some(standings) = self.standings_message() {
            step.send(from, standings);
        }
        self.tell_round_to(player, step);
    }

    fn named(&self, name: &str) -> bool {
        let name = name.trim().to_lowercase();
        self.file
            .tournament
            .players
            .iter()
            .any(|p| p.name.to_lowercase() == name)
    }

    /// The board a player plays on in the round in play while its result is open: the
    /// round and board (from 1) and the opponent.
    fn board_in_play(&self, player: usize) -> Option<(usize, usize, usize)> {
        let t = &self.file.tournament;
        let round = t.rounds.last()?;
        round.boards.iter().enumerate().find_map(|(i, b)| {
            let p = b.pairing;
            let other = if p.first == player {
                p.second
            } else if p.second == player {
                p.first
            } else {
                return None;
            };
            b.result.is_none().then_some((t.rounds.len(), i + 1, other))
        })
    }

    /// The round in play as it concerns `player`, who has just come: its bye, or its
    /// board's pairing once both players are here. A board whose match has begun goes on:
    /// the one who came gets its pairing again (a program that kept the match says where it
    /// stands), the other the word that it is back.
    fn tell_round_to(&mut self, player: usize, step: &mut Step) {
        let t = &self.file.tournament;
        let Some(round) = t.rounds.last() else {
            return;
        };
        let number = t.rounds.len();
        let Some(me) = self.conn_of(player) else {
            return;
        };
        if let Some((_, board, other)) = self.board_in_play(player) {
            let Some(them) = self.conn_of(other) else {
                // The match begins when both are here.
                return;
            };
            let Some(begun) = self.begun.get_mut(board - 1) else {
                return;
            };
            if *begun {
                step.send(me, self.pairing_message(number, board, player));
                step.send(
                    them,
                    HallMessage::Back {
                        round: number,
                        board,
                    },
                );
            } else {
                *begun = true;
                step.send(me, self.pairing_message(number, board, player));
                step.send(them, self.pairing_message(number, board, other));
            }
        } else if let Some((_, absence)) = round.absent.iter().find(|(p, _)| *p == player) {
            step.send(
                me,
                HallMessage::Sit {
                    round: number,
                    halves: absence.halves(),
                },
            );
        }
    }

    fn pairing_message(&self, round: usize, board: usize, player: usize) -> HallMessage {
        let t = &self.file.tournament;
        let pairing = t.rounds[round - 1].boards[board - 1].pairing;
        let first = pairing.first == player;
        let other = if first { pairing.second } else { pairing.first };
        HallMessage::Pairing {
            round,
            board,
            opponent: t.players[other].name.clone(),
            first,
            offer: first.then(|| self.offer()),
        }
    }

    /// The match the first player of each board offers: Abapa, the first player South and
    /// moving first, the next games' starter alternating, the tournament's format and
    /// clock, no hints.
    fn offer(&self) -> MatchOffer {
        MatchOffer {
            variant: "abapa".into(),
            format: self.file.play.format,
            next_starter: NextStarter::Alternate,
            first: Side::South,
            host_plays: Side::South,
            earlier: Vec::new(),
            moves: String::new(),
            hints: false,
            clock: self.file.play.clock.clone(),
            clocks: None,
        }
    }

    fn players_message(&self) -> HallMessage {
        HallMessage::Players {
            names: self
                .file
                .tournament
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect(),
        }
    }

    /// The standings after the last complete round (none before the first).
    pub fn standings_message(&self) -> Option<HallMessage> {
        let t = &self.file.tournament;
        let complete = t.rounds.iter().take_while(|r| r.complete()).count();
        if complete == 0 {
            return None;
        }
        let lines = t
            .standings()
            .into_iter()
            .map(|s| StandingLine {
                rank: s.rank,
                name: t.players[s.player].name.clone(),
                halves: (s.points / 2) as u32,
            })
            .collect();
        Some(HallMessage::Standings {
            after_round: complete,
            lines,
        })
    }

    /// A game's message from `player`, passed to the other player of its board.
    fn pass(
        &mut self,
        from: Conn,
        player: usize,
        round: usize,
        board: usize,
        message: Message,
        step: &mut Step,
    ) {
        let t = &self.file.tournament;
        if round != t.rounds.len() || round == 0 {
            step.refuse(from, format!("round {round} is not the round in play"));
            return;
        }
        let Some(b) = t.rounds[round - 1].boards.get(board.wrapping_sub(1)) else {
            step.refuse(from, format!("round {round} has no board {board}"));
            return;
        };
        let other = if b.pairing.first == player {
            b.pairing.second
        } else if b.pairing.second == player {
            b.pairing.first
        } else {
            step.refuse(from, format!("board {board} is not yours"));
            return;
        };
        let side = if b.pairing.first == player {
            Side::South
        } else {
            Side::North
        };
        if let Some(live) = self
            .file
            .boards
            .get_mut(round - 1)
            .and_then(|r| r.get_mut(board - 1))
        {
            step.live_changed |= live.saw(&message, side);
        }
        if let Some(to) = self.conn_of(other) {
            step.send(
                to,
                HallMessage::Game {
                    round,
                    board,
                    message,
                },
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn report(
        &mut self,
        from: Conn,
        player: usize,
        round: usize,
        board: usize,
        outcome: Outcome,
        seeds: [u32; 2],
        step: &mut Step,
    ) {
        let in_play = self.file.tournament.rounds.len();
        if round == in_play && self.file.tournament.rounds.last().is_some_and(|r| r.paused) {
            // Kept until the round goes on (a report sent again replaces the one before).
            self.held
                .retain(|h| (h.0, h.1, h.2) != (player, round, board));
            self.held.push((player, round, board, outcome, seeds));
            step.said.push(format!(
                "round {round}, board {board}: a report held while the round is paused"
            ));
            return;
        }
        let reported = self.file.tournament.report(
            round.wrapping_sub(1),
            board.wrapping_sub(1),
            player,
            outcome,
            seeds,
        );
        match reported {
            Err(e) => step.refuse(from, format!("round {round}, board {board}: {e}")),
            Ok(crate::tournament::event::Reported::Waiting) => step.changed = true,
            Ok(crate::tournament::event::Reported::Agreed(outcome)) => {
                step.changed = true;
                step.said
                    .push(format!("round {round}, board {board}: {outcome:?} agreed"));
                self.announce(round, board, Some(outcome), Verdict::Agreed, step);
            }
            Ok(crate::tournament::event::Reported::Disputed) => {
                step.changed = true;
                step.said.push(format!(
                    "round {round}, board {board}: the reports differ; decide it"
                ));
                self.announce(round, board, None, Verdict::Disputed, step);
            }
        }
    }

    /// Tells both players of a board its result, and everyone the standings once the
    /// round is complete.
    fn announce(
        &self,
        round: usize,
        board: usize,
        outcome: Option<Outcome>,
        verdict: Verdict,
        step: &mut Step,
    ) {
        let pairing = self.file.tournament.rounds[round - 1].boards[board - 1].pairing;
        for p in [pairing.first, pairing.second] {
            if let Some(c) = self.conn_of(p) {
                step.send(
                    c,
                    HallMessage::Result {
                        round,
                        board,
                        outcome,
                        verdict: verdict.clone(),
                    },
                );
            }
        }
        if self.file.tournament.rounds[round - 1].complete()
            && let Some(standings) = self.standings_message()
        {
            for c in self.everyone() {
                step.send(c, standings.clone());
            }
        }
    }

    /// A connection ended: its player (if any) is away; the opponent of an open board is
    /// told.
    pub fn gone(&mut self, conn: Conn) -> Step {
        let mut step = Step::default();
        let Some(player) = self.seated.remove(&conn) else {
            return step;
        };
        step.said.push(format!(
            "{} lost the line",
            self.file.tournament.players[player].name
        ));
        if let Some((round, board, other)) = self.board_in_play(player)
            && let Some(c) = self.conn_of(other)
        {
            step.send(c, HallMessage::Away { round, board });
        }
        step
    }

    /// Starts the next round: each connected player gets its pairing or bye (the others
    /// when they come back).
    pub fn start_round(&mut self) -> Result<Step, EventError> {
        self.file.tournament.start_round()?;
        let mut step = Step {
            changed: true,
            ..Step::default()
        };
        let t = &self.file.tournament;
        let round = t.rounds.len();
        let boards = t.rounds[round - 1].boards.len();
        self.begun = vec![false; boards];
        self.file.boards.resize(round - 1, Vec::new());
        self.file.boards.push(vec![LiveBoard::default(); boards]);
        step.said.push(format!("round {round} started"));
        // Each board whose two players are here begins; the others when both are.
        let boards: Vec<_> = t.rounds[round - 1]
            .boards
            .iter()
            .map(|b| b.pairing)
            .collect();
        for (i, pairing) in boards.into_iter().enumerate() {
            let (Some(a), Some(b)) = (self.conn_of(pairing.first), self.conn_of(pairing.second))
            else {
                continue;
            };
            self.begun[i] = true;
            step.send(a, self.pairing_message(round, i + 1, pairing.first));
            step.send(b, self.pairing_message(round, i + 1, pairing.second));
        }
        let absent = self.file.tournament.rounds[round - 1].absent.clone();
        for (p, absence) in absent {
            if let Some(c) = self.conn_of(p) {
                step.send(
                    c,
                    HallMessage::Sit {
                        round,
                        halves: absence.halves(),
                    },
                );
            }
        }
        Ok(step)
    }

    /// The organizer sets a board's result (of the round in play) with its reason.
    pub fn decide(
        &mut self,
        board: usize,
        outcome: Outcome,
        reason: &str,
    ) -> Result<Step, EventError> {
        let round = self.file.tournament.rounds.len();
        self.file.tournament.decide(
            round.wrapping_sub(1),
            board.wrapping_sub(1),
            outcome,
            reason,
        )?;
        let mut step = Step {
            changed: true,
            ..Step::default()
        };
        step.said
            .push(format!("round {round}, board {board}: {outcome:?} decided"));
        let verdict = Verdict::Decided {
            reason: reason.trim().to_string(),
        };
        self.announce(round, board, Some(outcome), verdict, &mut step);
        Ok(step)
    }

    /// Pauses the round in play (reports are held, not taken) or lets it go on (the reports
    /// held are taken then, in the order they came).
    pub fn set_paused(&mut self, paused: bool) -> Result<Step, EventError> {
        self.file.tournament.set_paused(paused)?;
        let round = self.file.tournament.rounds.len();
        let mut step = Step {
            changed: true,
            said: vec![format!(
                "round {round} {}",
                if paused { "paused" } else { "goes on" }
            )],
            ..Step::default()
        };
        if !paused {
            for (player, round, board, outcome, seeds) in std::mem::take(&mut self.held) {
                // A refusal goes to the player's line, if it is here.
                let from = self.conn_of(player).unwrap_or(Conn::MAX);
                self.report(from, player, round, board, outcome, seeds, &mut step);
            }
            step.out.retain(|o| !matches!(o, Out::Send(Conn::MAX, _)));
        }
        Ok(step)
    }

    /// Withdraws a player from the next round on (its line stays: it hears the rest).
    pub fn withdraw(&mut self, player: usize) -> Result<Step, EventError> {
        self.file.tournament.withdraw(player)?;
        Ok(self.entry_changed(player, "withdrawn from the next round on"))
    }

    /// Gives a player the half-point bye it asks for the next round (a Swiss).
    pub fn half_bye(&mut self, player: usize) -> Result<Step, EventError> {
        self.file.tournament.ask_half_bye(player)?;
        Ok(self.entry_changed(player, "has a half-point bye next round"))
    }

    /// A player's entry changed: the file is written, the organizer told.
    fn entry_changed(&self, player: usize, what: &str) -> Step {
        Step {
            changed: true,
            said: vec![format!(
                "{} {what}",
                self.file.tournament.players[player].name
            )],
            ..Step::default()
        }
    }

    /// Ends the tournament: everyone is told, and the connections close.
    pub fn end(&mut self) -> Step {
        let mut step = Step::default();
        for c in self.everyone().collect::<Vec<_>>() {
            step.send(c, HallMessage::Ended);
            step.out.push(Out::Close(c));
        }
        self.seated.clear();
        step
    }
}
/// A new seat's ticket: 128 random bits in hexadecimal.
fn new_ticket() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}
