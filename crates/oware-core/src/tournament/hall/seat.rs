//! A player's side of a tournament's hall, without the network: what it says on entering
//! and on coming back, what each of the organizer's messages means for the player, the
//! board in play, and the reports kept until the organizer records their results (sent
//! again after a reconnection). The headless player of the command line and the game's
//! window both follow it.

use super::message::{HALL_VERSION, HallMessage, PlaySettings, StandingLine, Verdict};
use crate::net::{MatchOffer, Message};
use crate::rules::{Match, Side};
use crate::tournament::standings::Outcome;

/// What one of the organizer's messages comes to for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// To send to the organizer (an answer, or the reports sent again on coming back).
    Say(HallMessage),
    /// The organizer took the player (again, when `back`).
    Welcomed {
        /// The tournament's name.
        tournament: String,
        /// The player's number in the list (from 0).
        player: usize,
        /// The rounds planned.
        rounds: usize,
        /// The seat was taken back after a drop.
        back: bool,
    },
    /// The organizer refused to take the player (`entering`), or refused one message.
    Refused {
        /// Why, in the organizer's words.
        reason: String,
        /// The player could not enter: the connection ends.
        entering: bool,
    },
    /// A new board for the player: its match is to be started (the first player hosts it
    /// with `offer`).
    Paired {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The opponent's name.
        opponent: String,
        /// The player moves first in the first game.
        first: bool,
        /// The match to offer (the first player's only).
        offer: Option<MatchOffer>,
    },
    /// A message of the match on the board in play, for it.
    ForBoard(Message),
    /// The board in play lost its other end (the opponent's line dropped): its match waits.
    LineDown,
    /// The board in play is whole again: its match says where it stands.
    LineBack,
    /// No game for the player this round, and the half points it brings.
    Sat {
        /// The round, from 1.
        round: usize,
        /// Half points (2 for a bye, 1 for a half-point bye, 0 for none).
        halves: u32,
    },
    /// A board's result as the organizer recorded it (or a dispute it will decide).
    Result {
        /// The round, from 1.
        round: usize,
        /// The board, from 1.
        board: usize,
        /// The result, once settled.
        outcome: Option<Outcome>,
        /// How it was settled.
        verdict: Verdict,
    },
    /// The standings after a round (kept by the seat too).
    Standings {
        /// Rounds complete.
        after_round: usize,
    },
    /// The players entered so far (kept by the seat).
    Players,
    /// The tournament is over.
    Ended,
    /// The organizer sent what only players send.
    Strange(String),
}

/// What the seat knows of the tournament once welcomed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entered {
    /// The tournament's name.
    pub tournament: String,
    /// The player's number in the list (from 0).
    pub player: usize,
    /// The rounds planned.
    pub rounds: usize,
    /// How each pairing is played.
    pub play: PlaySettings,
}

/// A player's seat in a tournament.
#[derive(Clone, Debug)]
pub struct Seat {
    name: String,
    program: String,
    ticket: Option<String>,
    entered: Option<Entered>,
    /// The board whose match is in play: round and board.
    board: Option<(usize, usize)>,
    /// Reports sent whose result has not come.
    reports: Vec<HallMessage>,
    /// The last standings told, and after which round.
    standings: (usize, Vec<StandingLine>),
    players: Vec<String>,
    ended: bool,
}

impl Seat {
    /// The seat of the player `name`, whose program is `program` (its name and version).
    pub fn new(name: &str, program: &str) -> Seat {
        Seat {
            name: name.to_string(),
            program: program.to_string(),
            ticket: None,
            entered: None,
            board: None,
            reports: Vec::new(),
            standings: (0, Vec::new()),
            players: Vec::new(),
            ended: false,
        }
    }

    /// The seat taken back with its `ticket` (the program started again): its first
    /// message asks for the seat rather than a new one.
    pub fn with_ticket(name: &str, program: &str, ticket: &str) -> Seat {
        Seat {
            ticket: Some(ticket.to_string()),
            ..Seat::new(name, program)
        }
    }

    /// The first message on every connection to the organizer: a new seat, or this one
    /// taken back with its ticket.
    pub fn enter(&self) -> HallMessage {
        HallMessage::Enter {
            version: HALL_VERSION,
            program: self.program.clone(),
            name: self.name.clone(),
            ticket: self.ticket.clone(),
        }
    }

    /// The player's name, as it entered.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// This player's side of a board's match: the first player hosts it with the offer the
    /// organizer sent, the other joins it.
    pub fn peer_for(
        &self,
        first: bool,
        offer: Option<MatchOffer>,
    ) -> Result<crate::net::OnlinePeer, crate::net::PeerError> {
        match offer {
            Some(offer) if first => crate::net::OnlinePeer::host(&self.name, offer),
            _ => crate::net::OnlinePeer::guest(&self.name),
        }
    }

    /// The tournament, once the organizer took the player.
    pub fn entered(&self) -> Option<&Entered> {
        self.entered.as_ref()
    }

    /// The seat's ticket, once given: it takes the seat back after a restart.
    pub fn ticket(&self) -> Option<&str> {
        self.ticket.as_deref()
    }

    /// The board whose match is in play: its round and board.
    pub fn board(&self) -> Option<(usize, usize)> {
        self.board
    }

    /// The last standings told, and the rounds they count.
    pub fn standings(&self) -> (usize, &[StandingLine]) {
        (self.standings.0, &self.standings.1)
    }

    /// The players entered, as last told.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// True once the organizer ended the tournament.
    pub fn is_over(&self) -> bool {
        self.ended
    }

    /// What the organizer's `message` comes to.
    pub fn heard(&mut self, message: HallMessage) -> Vec<Heard> {
        let on_board = |seat: &Seat, round: usize, board: usize| seat.board == Some((round, board));
        match message {
            HallMessage::Welcome {
                tournament,
                player,
                ticket,
                rounds,
                play,
            } => {
                let back = self.entered.is_some() || self.ticket.is_some();
                self.ticket = Some(ticket);
                self.entered = Some(Entered {
                    tournament: tournament.clone(),
                    player,
                    rounds,
                    play,
                });
                let mut heard: Vec<Heard> = self.reports.iter().cloned().map(Heard::Say).collect();
                heard.push(Heard::Welcomed {
                    tournament,
                    player,
                    rounds,
                    back,
                });
                heard
            }
            HallMessage::Refuse { reason } => vec![Heard::Refused {
                reason,
                entering: self.entered.is_none(),
            }],
            HallMessage::Pairing {
                round,
                board,
                opponent,
                first,
                offer,
            } => {
                if on_board(self, round, board) {
                    return vec![Heard::LineBack];
                }
                self.board = Some((round, board));
                vec![Heard::Paired {
                    round,
                    board,
                    opponent,
                    first,
                    offer,
                }]
            }
            HallMessage::Game {
                round,
                board,
                message,
            } if on_board(self, round, board) => vec![Heard::ForBoard(message)],
            HallMessage::Away { round, board } if on_board(self, round, board) => {
                vec![Heard::LineDown]
            }
            HallMessage::Back { round, board } if on_board(self, round, board) => {
                vec![Heard::LineBack]
            }
            // A board no longer in play (its match ended here): its last words are late.
            HallMessage::Game { .. } | HallMessage::Away { .. } | HallMessage::Back { .. } => {
                Vec::new()
            }
            HallMessage::Sit { round, halves } => vec![Heard::Sat { round, halves }],
            HallMessage::Result {
                round,
                board,
                outcome,
                verdict,
            } => {
                if outcome.is_some() {
                    self.reports.retain(|r| {
                        !matches!(r, HallMessage::Report { round: r, board: b, .. } if (*r, *b) == (round, board))
                    });
                }
                vec![Heard::Result {
                    round,
                    board,
                    outcome,
                    verdict,
                }]
            }
            HallMessage::Standings { after_round, lines } => {
                self.standings = (after_round, lines);
                vec![Heard::Standings { after_round }]
            }
            HallMessage::Players { names } => {
                self.players = names;
                vec![Heard::Players]
            }
            HallMessage::Ended => {
                self.ended = true;
                self.board = None;
                vec![Heard::Ended]
            }
            HallMessage::Ping { n } => vec![Heard::Say(HallMessage::Pong { n })],
            HallMessage::Pong { .. } => Vec::new(),
            other @ (HallMessage::Enter { .. } | HallMessage::Report { .. } | HallMessage::Bye) => {
                vec![Heard::Strange(format!(
                    "the organizer sent {}, which only players send",
                    other.kind()
                ))]
            }
        }
    }

    /// The match of the board in play is over (or stopped): the board is no longer in
    /// play, and its result, if it has one, is reported (and kept until recorded).
    pub fn finished(
        &mut self,
        round: usize,
        board: usize,
        played: Option<&Match>,
    ) -> Option<HallMessage> {
        if self.board == Some((round, board)) {
            self.board = None;
        }
        let (outcome, seeds) = result_of(played?);
        let report = HallMessage::Report {
            round,
            board,
            outcome,
            seeds,
        };
        self.reports.push(report.clone());
        Some(report)
    }
}

/// A seat kept in a file, so that a program started again takes it back: the tournament's
/// name, the code of its hall, the player's name and the seat's ticket.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptSeat {
    /// The tournament's name, to show.
    pub tournament: String,
    /// The code of the organizer's hall.
    pub code: String,
    /// The player's name in it.
    pub name: String,
    /// The seat's ticket.
    pub ticket: String,
}

impl KeptSeat {
    /// The seat of `seat`, once welcomed, in the hall of `code`.
    pub fn of(seat: &Seat, code: &str) -> Option<KeptSeat> {
        Some(KeptSeat {
            tournament: seat.entered()?.tournament.clone(),
            code: code.to_string(),
            name: seat.name().to_string(),
            ticket: seat.ticket()?.to_string(),
        })
    }

    /// As written to its file.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
    }

    /// Read back from its file, checked: a name of 1 to 32 characters, a code and a ticket
    /// that could be the organizer's (a ticket is 32 hexadecimal digits).
    pub fn from_ron(text: &str) -> Result<KeptSeat, String> {
        let kept: KeptSeat = ron::from_str(text).map_err(|e| e.to_string())?;
        let name = kept.name.chars().count();
        if !(1..=crate::tournament::event::MAX_NAME).contains(&name) {
            return Err(format!("a name of {name} characters"));
        }
        if kept.ticket.len() != 32 || !kept.ticket.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err("not a seat's ticket".into());
        }
        if kept.code.trim().is_empty() || kept.code.len() > 2000 {
            return Err("not a hall's code".into());
        }
        Ok(kept)
    }

    /// The seat to take back.
    pub fn seat(&self, program: &str) -> Seat {
        Seat::with_ticket(&self.name, program, &self.ticket)
    }
}

/// A match's result as the tournament reports it: the first player (who hosts the match and
/// plays South) won, the second, or neither; and the seeds each captured over its games.
pub fn result_of(played: &Match) -> (Outcome, [u32; 2]) {
    let outcome = match played.winner() {
        Some(Side::South) => Outcome::FirstWins,
        Some(Side::North) => Outcome::SecondWins,
        None => Outcome::Draw,
    };
    let seeds = played.games.iter().fold([0u32; 2], |[s, n], g| {
        [s + u32::from(g.stores[0]), n + u32::from(g.stores[1])]
    });
    (outcome, seeds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MatchFormat;

    fn welcome() -> HallMessage {
        HallMessage::Welcome {
            tournament: "Club night".into(),
            player: 3,
            ticket: "ab12".into(),
            rounds: 3,
            play: PlaySettings {
                format: MatchFormat::Single,
                clock: None,
            },
        }
    }

    fn pairing(round: usize, board: usize) -> HallMessage {
        HallMessage::Pairing {
            round,
            board,
            opponent: "Kofi".into(),
            first: false,
            offer: None,
        }
    }

    #[test]
    fn a_seat_enters_plays_its_board_and_reports_until_the_result_is_recorded() {
        let mut seat = Seat::new("Ama", "test 1");
        assert!(matches!(
            seat.enter(),
            HallMessage::Enter { ticket: None, .. }
        ));
        let heard = seat.heard(welcome());
        assert!(matches!(
            heard.as_slice(),
            [Heard::Welcomed {
                player: 3,
                back: false,
                ..
            }]
        ));
        assert_eq!(seat.ticket(), Some("ab12"));
        assert!(matches!(seat.enter(), HallMessage::Enter { ticket: Some(t), .. } if t == "ab12"));

        assert!(matches!(
            seat.heard(pairing(1, 2)).as_slice(),
            [Heard::Paired {
                round: 1,
                board: 2,
                ..
            }]
        ));
        assert_eq!(seat.board(), Some((1, 2)));
        let game = |round, board| HallMessage::Game {
            round,
            board,
            message: Message::Ping { n: 7 },
        };
        assert_eq!(
            seat.heard(game(1, 2)),
            vec![Heard::ForBoard(Message::Ping { n: 7 })]
        );
        assert!(
            seat.heard(game(1, 3)).is_empty(),
            "another board's message is not this one's"
        );
        assert_eq!(
            seat.heard(HallMessage::Away { round: 1, board: 2 }),
            vec![Heard::LineDown]
        );
        // The same pairing again: the board is whole again, not a new match.
        assert_eq!(seat.heard(pairing(1, 2)), vec![Heard::LineBack]);

        let played = Match {
            format: MatchFormat::Single,
            next_starter_rule: crate::rules::NextStarter::Alternate,
            first_starter: Side::South,
            games: vec![crate::rules::GameResult {
                starter: Side::South,
                winner: Some(Side::North),
                stores: [20, 28],
                reason: None,
                plies: 60,
            }],
        };
        let report = seat.finished(1, 2, Some(&played)).expect("a report");
        assert_eq!(
            report,
            HallMessage::Report {
                round: 1,
                board: 2,
                outcome: Outcome::SecondWins,
                seeds: [20, 28]
            }
        );
        assert_eq!(seat.board(), None);
        assert!(
            seat.heard(game(1, 2)).is_empty(),
            "late words of a finished board"
        );

        // Coming back before the result: the report goes again.
        let heard = seat.heard(welcome());
        assert_eq!(heard.first(), Some(&Heard::Say(report)));
        assert!(matches!(
            heard.last(),
            Some(Heard::Welcomed { back: true, .. })
        ));
        seat.heard(HallMessage::Result {
            round: 1,
            board: 2,
            outcome: Some(Outcome::SecondWins),
            verdict: Verdict::Agreed,
        });
        assert_eq!(
            seat.heard(welcome()).len(),
            1,
            "nothing more to send once recorded"
        );

        assert_eq!(
            seat.heard(HallMessage::Ping { n: 9 }),
            vec![Heard::Say(HallMessage::Pong { n: 9 })]
        );
        assert!(matches!(
            seat.heard(HallMessage::Report {
                round: 1,
                board: 2,
                outcome: Outcome::Draw,
                seeds: [24, 24]
            })
            .as_slice(),
            [Heard::Strange(_)]
        ));
        assert_eq!(seat.heard(HallMessage::Ended), vec![Heard::Ended]);
        assert!(seat.is_over());
    }

    #[test]
    fn a_refusal_before_the_welcome_ends_the_entry_and_after_it_only_the_message() {
        let mut seat = Seat::new("Ama", "test 1");
        let refuse = || HallMessage::Refuse {
            reason: "full".into(),
        };
        assert!(matches!(
            seat.heard(refuse()).as_slice(),
            [Heard::Refused { entering: true, .. }]
        ));
        seat.heard(welcome());
        assert!(matches!(
            seat.heard(refuse()).as_slice(),
            [Heard::Refused {
                entering: false,
                ..
            }]
        ));
    }

    #[test]
    fn a_kept_seat_reads_back_and_a_file_that_lies_is_refused() {
        let mut seat = Seat::new("Ama", "test 1");
        assert_eq!(
            KeptSeat::of(&seat, "CODE"),
            None,
            "no seat before the welcome"
        );
        seat.heard(HallMessage::Welcome {
            tournament: "Club night".into(),
            player: 0,
            ticket: "0123456789abcdef0123456789abcdef".into(),
            rounds: 3,
            play: PlaySettings {
                format: MatchFormat::Single,
                clock: None,
            },
        });
        let kept = KeptSeat::of(&seat, "CODE").expect("kept");
        let text = kept.to_ron().expect("written");
        assert_eq!(KeptSeat::from_ron(&text), Ok(kept.clone()));
        assert!(matches!(
            kept.seat("test 1").enter(),
            HallMessage::Enter {
                ticket: Some(_),
                ..
            }
        ));
        for lie in [
            text.replace("0123456789abcdef0123456789abcdef", "not-a-ticket"),
            text.replace("\"Ama\"", "\"\""),
            text.replace("\"CODE\"", "\" \""),
            "(".to_string(),
        ] {
            assert!(KeptSeat::from_ron(&lie).is_err(), "{lie}");
        }
    }

    #[test]
    fn a_seat_taken_back_with_its_ticket_asks_for_it_and_is_welcomed_back() {
        let mut seat = Seat::with_ticket("Ama", "test 1", "ab12");
        assert!(matches!(seat.enter(), HallMessage::Enter { ticket: Some(t), .. } if t == "ab12"));
        assert!(matches!(
            seat.heard(welcome()).as_slice(),
            [Heard::Welcomed { back: true, .. }]
        ));
    }
}
