//! A tournament as its organizer runs it: the players entered (late entries, withdrawals,
//! half-point byes asked for), each round started and paired by the tournament's system,
//! each board's result as both players report it (or as the organizer decides when they
//! disagree, with a reason), the standings, and the file it is kept in (RON), checked when
//! read back.

use super::standings::{Absence, Outcome, PairingResult, RoundResults, Standing, TieBreak};
use super::swiss::Swiss;
use super::{Pairing, TournamentError, knockout, round_robin};
use serde::{Deserialize, Serialize};

/// How the rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    /// Everyone meets everyone once (FIDE's Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice.
    DoubleRoundRobin,
    /// A Swiss of this many rounds (the Dutch system).
    Swiss {
        /// The rounds planned.
        rounds: usize,
    },
    /// A knockout bracket by seeding.
    Knockout,
}

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The name shown.
    pub name: String,
    /// The first round they are paired in (a late entry's earlier rounds count as out).
    pub from_round: usize,
    /// The round from which they no longer play, once withdrawn.
    pub withdrawn_from: Option<usize>,
    /// The rounds they asked to sit out for half a point.
    pub half_byes: Vec<usize>,
}

/// How a board's result was settled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Settled {
    /// Both players reported it.
    Agreed,
    /// The organizer decided it, and why.
    Decided(String),
    /// Not played: one player withdrew before it.
    Forfeit,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// Who plays, the first named starting.
    pub pairing: Pairing,
    /// What each reported: the first player's, then the second's.
    pub claims: [Option<Outcome>; 2],
    /// Seeds each captured, as the first report gave them.
    pub seeds: [u32; 2],
    /// The result, once settled.
    pub result: Option<(Outcome, Settled)>,
}

impl Board {
    /// The players disagree and the organizer has not decided yet.
    pub fn disputed(&self) -> bool {
        self.result.is_none() && matches!(self.claims, [Some(a), Some(b)] if a != b)
    }
}

/// A round of the tournament as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventRound {
    /// The boards, board 1 first.
    pub boards: Vec<Board>,
    /// The players without a game, and why.
    pub absent: Vec<(usize, Absence)>,
    /// The organizer paused the round: no result is taken until it goes on.
    pub paused: bool,
}

impl EventRound {
    /// Every board has its result.
    pub fn complete(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }
}

/// What a report did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reported {
    /// Waiting for the other player's report.
    Waiting,
    /// Both reported the same: the result stands.
    Agreed(Outcome),
    /// The two reports differ: the organizer decides.
    Disputed,
}

/// Why the organizer's step or a player's report is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// The pairing itself cannot be made.
    #[error(transparent)]
    Pairing(#[from] TournamentError),
    /// A name that cannot be used.
    #[error("'{0}' cannot enter: a name of 1 to 32 letters, not already in the tournament")]
    Name(String),
    /// Entering or leaving at a point the system does not allow.
    #[error("{0}")]
    NotNow(&'static str),
    /// A player or board that does not exist.
    #[error("there is no such {0}")]
    Unknown(&'static str),
    /// A report from someone who does not play on that board.
    #[error("only the two players of a board report its result")]
    NotYourBoard,
    /// A result a knockout cannot take.
    #[error("a knockout pairing needs a winner (play a deciding game)")]
    NeedsWinner,
    /// A file whose contents contradict each other.
    #[error("this tournament file does not hold together: {0}")]
    Inconsistent(String),
}

/// The longest name a player may enter with.
pub const MAX_NAME: usize = 32;

/// A tournament being run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// Its name.
    pub name: String,
    /// How the rounds are paired.
    pub system: System,
    /// The tie-breaks, in the organizer's order.
    pub tie_breaks: Vec<TieBreak>,
    /// The first seed starts in round 1.
    pub top_seed_first: bool,
    /// The players, by number (from 0).
    pub players: Vec<Entrant>,
    /// The rounds started so far.
    pub rounds: Vec<EventRound>,
    /// A knockout's places in the round in play (bracket order).
    #[serde(default)]
    places: Vec<Option<usize>>,
}

impl Tournament {
    /// A tournament with nobody in it yet.
    pub fn new(name: &str, system: System, tie_breaks: Vec<TieBreak>) -> Tournament {
        Tournament {
            name: name.trim().to_string(),
            system,
            tie_breaks,
            top_seed_first: true,
            players: Vec::new(),
            rounds: Vec::new(),
            places: Vec::new(),
        }
    }

    /// Enters a player: their number. A round robin or a knockout takes entries until its
    /// first round; a Swiss until its last, a late entry starting on no points.
    pub fn enter(&mut self, name: &str) -> Result<usize, EventError> {
        let name = name.trim();
        let taken = self
            .players
            .iter()
            .any(|p| p.name.to_lowercase() == name.to_lowercase());
        if name.is_empty() || name.chars().count() > MAX_NAME || taken {
            return Err(EventError::Name(crate::rules::shortened(name)));
        }
        if self.players.len() >= super::MAX_PLAYERS {
            return Err(EventError::NotNow("the tournament is full (64 players)"));
        }
        let open = match self.system {
            System::Swiss { rounds } => self.rounds.len() < rounds,
            _ => self.rounds.is_empty(),
        };
        if !open {
            return Err(EventError::NotNow(
                "entries are closed: the tournament has begun",
            ));
        }
        self.players.push(Entrant {
            name: name.to_string(),
            from_round: self.rounds.len(),
            withdrawn_from: None,
            half_byes: Vec::new(),
        });
        Ok(self.players.len() - 1)
    }

    /// Withdraws a player from the next round on (their games of a round robin still to
    /// come are lost by forfeit).
    pub fn withdraw(&mut self, player: usize) -> Result<(), EventError> {
        let next = self.rounds.len();
        let entrant = self
            .players
            .get_mut(player)
            .ok_or(EventError::Unknown("player"))?;
        entrant.withdrawn_from.get_or_insert(next);
        Ok(())
    }

    /// A half-point bye asked for the next round (a Swiss only).
    pub fn ask_half_bye(&mut self, player: usize) -> Result<(), EventError> {
        if !matches!(self.system, System::Swiss { .. }) {
            return Err(EventError::NotNow("half-point byes are for a Swiss"));
        }
        let next = self.rounds.len();
        let entrant = self
            .players
            .get_mut(player)
            .ok_or(EventError::Unknown("player"))?;
        if !entrant.half_byes.contains(&next) {
            entrant.half_byes.push(next);
        }
        Ok(())
    }

    fn plays(&self, player: usize, round: usize) -> bool {
        let e = &self.players[player];
        e.from_round <= round
            && e.withdrawn_from.is_none_or(|w| round < w)
            && !e.half_byes.contains(&round)
    }

    /// The rounds planned (for a knockout, as the bracket needs).
    pub fn rounds_planned(&self) -> usize {
        let n = self.players.len().max(2);
        match self.system {
            System::RoundRobin => n - 1 + n % 2,
            System::DoubleRoundRobin => 2 * (n - 1 + n % 2),
            System::Swiss { rounds } => rounds,
            System::Knockout => n.next_power_of_two().trailing_zeros() as usize,
        }
    }

    /// Whether every round planned has been played (a knockout: one player left).
    pub fn is_over(&self) -> bool {
        let last_done = self.rounds.last().is_some_and(EventRound::complete);
        match self.system {
            System::Knockout => last_done && self.next_knockout_places().len() <= 1,
            _ => last_done && self.rounds.len() >= self.rounds_planned(),
        }
    }

    /// Starts the next round: its pairings. The round before must be complete.
    pub fn start_round(&mut self) -> Result<&EventRound, EventError> {
        if self.rounds.last().is_some_and(|r| !r.complete()) {
            return Err(EventError::NotNow("the round in play has results missing"));
        }
        if self.is_over() {
            return Err(EventError::NotNow("the tournament is over"));
        }
        let r = self.rounds.len();
        let n = self.players.len();
        if n < 2 {
            return Err(TournamentError::Players(n).into());
        }
        let mut absent: Vec<(usize, Absence)> = Vec::new();
        let round = match self.system {
            System::RoundRobin | System::DoubleRoundRobin => {
                let double = self.system == System::DoubleRoundRobin;
                let table = round_robin::rounds(n, double)?;
                table
                    .get(r)
                    .cloned()
                    .ok_or(EventError::NotNow("the tournament is over"))?
            }
            System::Swiss { rounds } => {
                let taking_part: Vec<usize> = (0..n).filter(|&p| self.plays(p, r)).collect();
                for p in (0..n).filter(|&p| !self.plays(p, r)) {
                    let why = if self.players[p].half_byes.contains(&r)
                        && self.players[p].withdrawn_from.is_none_or(|w| r < w)
                        && self.players[p].from_round <= r
                    {
                        Absence::HalfBye
                    } else {
                        Absence::Out
                    };
                    absent.push((p, why));
                }
                let swiss = Swiss {
                    rounds,
                    top_seed_first: self.top_seed_first,
                };
                swiss.pair(n, &self.results(), &taking_part)?
            }
            System::Knockout => {
                self.places = if r == 0 {
                    knockout::bracket(n)?
                } else {
                    self.next_knockout_places()
                };
                knockout::round(&self.places)
            }
        };
        let boards = round
            .games
            .iter()
            .map(|&pairing| {
                let mut board = Board {
                    pairing,
                    claims: [None, None],
                    seeds: [0, 0],
                    result: None,
                };
                // A player withdrawn loses by forfeit (a round robin's table stands).
                let (first_in, second_in) =
                    (self.plays(pairing.first, r), self.plays(pairing.second, r));
                if !first_in || !second_in {
                    let outcome = match (first_in, second_in) {
                        (true, false) => Outcome::FirstWins,
                        (false, true) => Outcome::SecondWins,
                        _ => Outcome::Draw,
                    };
                    board.result = Some((outcome, Settled::Forfeit));
                }
                board
            })
            .collect();
        absent.extend(round.byes.iter().map(|&p| (p, Absence::Bye)));
        self.rounds.push(EventRound {
            boards,
            absent,
            paused: false,
        });
        Ok(&self.rounds[r])
    }

    fn next_knockout_places(&self) -> Vec<Option<usize>> {
        let Some(last) = self.rounds.last() else {
            return Vec::new();
        };
        knockout::next_places(&self.places, |pairing| {
            let board = last.boards.iter().find(|b| {
                let (a, b2) = (b.pairing.first, b.pairing.second);
                (a.min(b2), a.max(b2)) == (pairing.first, pairing.second)
            })?;
            match board.result.as_ref()?.0 {
                Outcome::FirstWins => Some(board.pairing.first),
                Outcome::SecondWins => Some(board.pairing.second),
                Outcome::Draw => None,
            }
        })
    }

    fn board_mut(&mut self, round: usize, board: usize) -> Result<&mut Board, EventError> {
        self.rounds
            .get_mut(round)
            .ok_or(EventError::Unknown("round"))?
            .boards
            .get_mut(board)
            .ok_or(EventError::Unknown("board"))
    }

    /// A player's report of their board's result (in the round in play). When both agree,
    /// the result stands; when they differ, the organizer decides.
    pub fn report(
        &mut self,
        round: usize,
        board: usize,
        from: usize,
        outcome: Outcome,
        seeds: [u32; 2],
    ) -> Result<Reported, EventError> {
        if round + 1 != self.rounds.len() {
            return Err(EventError::NotNow("that round is not the one in play"));
        }
        if self.rounds[round].paused {
            return Err(EventError::NotNow("the round is paused"));
        }
        let knockout = self.system == System::Knockout;
        let b = self.board_mut(round, board)?;
        let side = if from == b.pairing.first {
            0
        } else if from == b.pairing.second {
            1
        } else {
            return Err(EventError::NotYourBoard);
        };
        if b.result.is_some() {
            return Err(EventError::NotNow("that board's result is settled"));
        }
        if knockout && outcome == Outcome::Draw {
            return Err(EventError::NeedsWinner);
        }
        if b.claims.iter().all(Option::is_none) {
            b.seeds = seeds;
        }
        b.claims[side] = Some(outcome);
        Ok(match b.claims {
            [Some(x), Some(y)] if x == y => {
                b.result = Some((x, Settled::Agreed));
                Reported::Agreed(x)
            }
            [Some(_), Some(_)] => Reported::Disputed,
            _ => Reported::Waiting,
        })
    }

    /// The organizer sets a board's result, with the reason (an adjudication).
    pub fn decide(
        &mut self,
        round: usize,
        board: usize,
        outcome: Outcome,
        reason: &str,
    ) -> Result<(), EventError> {
        if self.system == System::Knockout && outcome == Outcome::Draw {
            return Err(EventError::NeedsWinner);
        }
        if round + 1 != self.rounds.len() {
            return Err(EventError::NotNow("that round is not the one in play"));
        }
        let b = self.board_mut(round, board)?;
        b.result = Some((outcome, Settled::Decided(reason.trim().to_string())));
        Ok(())
    }

    /// Pauses the round in play, or lets it go on.
    pub fn set_paused(&mut self, paused: bool) -> Result<(), EventError> {
        let round = self
            .rounds
            .last_mut()
            .ok_or(EventError::NotNow("no round has started"))?;
        round.paused = paused;
        Ok(())
    }

    /// The results of the rounds so far, as the standings and the pairings read them (a
    /// board without a result yet counts as not played).
    pub fn results(&self) -> Vec<RoundResults> {
        self.rounds
            .iter()
            .enumerate()
            .map(|(r, round)| {
                let mut absent = round.absent.clone();
                let mut results = Vec::new();
                for b in &round.boards {
                    match &b.result {
                        Some((outcome, settled)) => results.push(PairingResult {
                            pairing: b.pairing,
                            outcome: *outcome,
                            seeds: b.seeds,
                            forfeit: *settled == Settled::Forfeit,
                        }),
                        None => {
                            absent.push((b.pairing.first, Absence::Out));
                            absent.push((b.pairing.second, Absence::Out));
                        }
                    }
                }
                // Players entered later than this round were out of it.
                for (p, e) in self.players.iter().enumerate() {
                    if e.from_round > r && !absent.iter().any(|&(q, _)| q == p) {
                        absent.push((p, Absence::Out));
                    }
                }
                RoundResults { results, absent }
            })
            .collect()
    }

    /// The results of the rounds with every result in (a round in play is left out until
    /// it is complete).
    pub fn results_played(&self) -> Vec<RoundResults> {
        let mut results = self.results();
        if self.rounds.last().is_some_and(|r| !r.complete()) {
            results.pop();
        }
        results
    }

    /// The standings after the rounds complete.
    pub fn standings(&self) -> Vec<Standing> {
        super::standings::standings(self.players.len(), &self.results_played(), &self.tie_breaks)
    }

    /// The tournament as a TRF report.
    pub fn trf(&self) -> String {
        let header = super::trf::TrfHeader {
            name: self.name.clone(),
            players: self.players.iter().map(|p| p.name.clone()).collect(),
            rounds: self.rounds_planned(),
            top_seed_first: self.top_seed_first,
        };
        super::trf::write(&header, &self.results(), &[])
    }

    /// The tournament as its file keeps it (RON).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
    }

    /// A tournament file read back, checked: refused when it does not hold together.
    pub fn from_ron(text: &str) -> Result<Tournament, EventError> {
        let t: Tournament =
            ron::from_str(text).map_err(|e| EventError::Inconsistent(e.to_string()))?;
        t.check()?;
        Ok(t)
    }

    /// Whether what the tournament holds is possible: players in range and unique names,
    /// nobody twice in a round, results only on boards of two different players, no pair
    /// meeting twice in a Swiss or a single round robin.
    pub fn check(&self) -> Result<(), EventError> {
        let n = self.players.len();
        let bad = |why: String| Err(EventError::Inconsistent(why));
        if n > super::MAX_PLAYERS {
            return bad(format!("{n} players"));
        }
        for (i, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() || p.name.chars().count() > MAX_NAME {
                return bad(format!("player {} has no usable name", i + 1));
            }
            if self.players[..i]
                .iter()
                .any(|q| q.name.to_lowercase() == p.name.to_lowercase())
            {
                return bad(format!("two players are named '{}'", p.name));
            }
        }
        let mut met = std::collections::HashSet::new();
        for (r, round) in self.rounds.iter().enumerate() {
            let mut seen = vec![false; n];
            let mut take = |p: usize| -> Result<(), EventError> {
                if p >= n || std::mem::replace(&mut seen[p], true) {
                    return Err(EventError::Inconsistent(format!(
                        "round {}: player {} is placed twice, or does not exist",
                        r + 1,
                        p + 1
                    )));
                }
                Ok(())
            };
            for b in &round.boards {
                take(b.pairing.first)?;
                take(b.pairing.second)?;
                let pair = (
                    b.pairing.first.min(b.pairing.second),
                    b.pairing.first.max(b.pairing.second),
                );
                let once = matches!(self.system, System::Swiss { .. } | System::RoundRobin);
                if once && !met.insert(pair) {
                    return bad(format!(
                        "round {}: players {} and {} meet a second time",
                        r + 1,
                        pair.0 + 1,
                        pair.1 + 1
                    ));
                }
                if self.system == System::Knockout
                    && b.result.as_ref().is_some_and(|(o, _)| *o == Outcome::Draw)
                {
                    return bad(format!("round {}: a knockout pairing drawn", r + 1));
                }
            }
            for &(p, _) in &round.absent {
                take(p)?;
            }
            if r + 1 < self.rounds.len() && !round.complete() {
                return bad(format!("round {} has results missing", r + 1));
            }
        }
        Ok(())
    }
}
