//! The rules resource: the only writer of the game. Moves, undo, redo, new games, loaded
//! saves and the launch position all arrive as messages and are applied here, in
//! [`crate::gui::state::BoardSet::Session`]; every other plugin reads the session and writes requests.

use crate::gui::words::display_name;
use crate::gui::words::notice::Notice;
use crate::records::PlayerKind;
use crate::rules::{
    Game, Match, MatchFormat, MatchSession, Move, MoveTree, NextStarter, NodeId, Outcome, Position,
    Rules, Side,
};
use bevy::prelude::*;

mod messages;

pub use messages::*;

/// The game being played, the match around it, who plays each side under which name, and
/// the lines explored from the game's start (the game is one of them).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct GameSession {
    play: MatchSession,
    players: [PlayerKind; 2],
    names: [String; 2],
    lines: MoveTree,
    /// The game's place among the lines.
    node: NodeId,
    /// In an online match: the side the other player plays, from their computer.
    remote: Option<Side>,
    /// In an online match: both players may see hints (the match's offer said so).
    online_hints: bool,
    /// In an online match: its seat, saved with it so that the player can rejoin it.
    online_seat: Option<crate::records::OnlineSeat>,
    /// The comments of a record opened, by ply, and the moves they were written after.
    comments: (Vec<Move>, Vec<Option<String>>),
    /// The game's clocks as files keep them (kept up to date by `gui::clock`).
    clock_record: Option<crate::records::SavedClock>,
    /// Which game this is among those started in this run (see [`GameSession::game_id`]).
    game_id: u64,
}

/// A number no game started earlier in this run has.
fn fresh_game_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Default for GameSession {
    fn default() -> Self {
        let play = MatchSession::new(
            Rules::ABAPA,
            Side::South,
            MatchFormat::Single,
            NextStarter::WinnerStarts,
        );
        let lines = MoveTree::of_game(play.game());
        GameSession {
            clock_record: None,
            play,
            players: [PlayerKind::Human; 2],
            names: default_names(),
            lines,
            node: MoveTree::ROOT,
            remote: None,
            online_hints: false,
            online_seat: None,
            comments: (Vec::new(), Vec::new()),
            game_id: fresh_game_id(),
        }
    }
}

/// A position in a game: the number of plies played and the board. Work on a position
/// (hints, a previewed line) is for this key, and ends when the game's key changes.
pub type PositionKey = (usize, Position);

/// The key of the game's current position.
pub fn position_key(game: &Game) -> PositionKey {
    (game.plies().len(), *game.position())
}

/// `South` and `North` (stored in English, as files hold them; shown translated).
pub fn default_names() -> [String; 2] {
    Side::BOTH.map(|s| s.to_string())
}

impl GameSession {
    /// Every line explored from the game's start: moves taken back and replaced stay as
    /// side lines.
    pub fn lines(&self) -> &MoveTree {
        &self.lines
    }

    /// Where the game stands among the lines.
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// Finds the game among the lines, adding its moves as a new line if they are new.
    fn follow_lines(&mut self) {
        let game = self.play.game();
        let moves = game.moves();
        self.node = match self.lines.add_line(MoveTree::ROOT, &moves) {
            Ok(node) => node,
            // Lines of another game (another start or variant): the game's own instead.
            Err(_) => {
                self.lines = MoveTree::of_game(game);
                self.lines.find(&moves).unwrap_or(MoveTree::ROOT)
            }
        };
    }

    /// True when `play` is the match on the board going on: the same earlier games, and the
    /// same game in play from the same start, one's moves the beginning of the other's.
    fn continued_by(&self, play: &MatchSession) -> bool {
        let (mine, theirs) = (self.play.game(), play.game());
        let (a, b) = (mine.moves(), theirs.moves());
        let n = a.len().min(b.len());
        self.play.match_state().games == play.match_state().games
            && mine.start() == theirs.start()
            && mine.rules() == theirs.rules()
            && a[..n] == b[..n]
    }

    /// A new game: its lines are its own (`lines`, when a record brought them).
    fn restart_lines(&mut self, lines: Option<MoveTree>) {
        self.game_id = fresh_game_id();
        let game = self.play.game();
        self.lines = lines
            .filter(|t| t.start() == game.start() && t.rules() == game.rules())
            .unwrap_or_else(|| MoveTree::of_game(game));
        self.follow_lines();
    }

    /// Which game is on the board: a new number for each game started, continued or
    /// opened; the same through moves, take-backs and the game's end. What was done for a
    /// game (the Library's entry) is found again by it.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// The game's clocks as files keep them, when it has a time control: a side whose time
    /// ran out has none left, whatever its clock showed when the end was declared.
    pub fn clock_record(&self) -> Option<crate::records::SavedClock> {
        let mut record = self.clock_record.clone()?;
        if let Some(outcome) = self.game().outcome()
            && outcome.reason == crate::rules::EndReason::Time
        {
            let flagged = self.game().position().to_move();
            record.left_ms[flagged.index()] = 0;
        }
        Some(record)
    }

    /// Each side's time left as the game's clocks were last kept, in milliseconds (South,
    /// North).
    pub fn clock_left_kept(&self) -> Option<[u64; 2]> {
        self.clock_record.as_ref().map(|record| record.left_ms)
    }

    /// Keeps the game's clocks for its files (the clocks' room calls it after each move).
    pub fn set_clock_record(&mut self, record: Option<crate::records::SavedClock>) {
        self.clock_record = record;
    }

    /// The game in progress or just finished.
    pub fn game(&self) -> &Game {
        self.play.game()
    }

    /// The match so far.
    pub fn match_state(&self) -> &Match {
        self.play.match_state()
    }

    /// The game and the match together.
    pub fn match_session(&self) -> &MatchSession {
        &self.play
    }

    /// The names shown for South and North.
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// The name shown for `side`, in the language in use: a typed name as it is; the
    /// default names (the side's, or the computer's level) translated.
    pub fn name(&self, side: Side) -> String {
        display_name(&self.names[side.index()], side)
    }

    /// The result of a finished game in words, the winner's seeds first: `Ama wins 26–20`,
    /// `Draw 24–24`; a game won by a resignation or on time says so instead of a score the
    /// board did not decide (`Ama wins: Kofi resigned`).
    pub fn result_text(&self, outcome: &crate::rules::Outcome) -> String {
        let [south, north] = outcome.final_stores;
        match (outcome.winner, outcome.reason) {
            (Some(w), crate::rules::EndReason::Resignation | crate::rules::EndReason::Time) => {
                crate::t!(
                    "status-wins-because",
                    name = self.name(w),
                    why = crate::gui::words::end_reason_of(outcome, &self.display_names())
                )
            }
            (Some(w), _) => crate::t!(
                "status-wins",
                name = self.name(w),
                won = outcome.final_stores[w.index()],
                lost = outcome.final_stores[w.opponent().index()]
            ),
            (None, _) => crate::t!("status-draw", south = south, north = north),
        }
    }

    /// Each player's review in a line: `Ama: 2 mistakes, 1 blunder`.
    pub fn review_lines(&self, marks: &[crate::ai::MoveMark]) -> [String; 2] {
        Side::BOTH.map(|side| {
            crate::t!(
                "review-player-summary",
                name = self.name(side),
                summary = crate::gui::words::review_summary(crate::ai::count_marks(marks, side))
            )
        })
    }

    /// Who resigns: the player at this screen when only one side is played here (online,
    /// or against the computer), else the side to move; nobody once the game is over.
    pub fn resigning_side(&self) -> Option<Side> {
        let to_move = self.game().to_move()?;
        let here: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|&s| self.is_person(s))
            .collect();
        match here.as_slice() {
            [one] => Some(*one),
            _ => Some(to_move),
        }
    }

    /// The names shown for South and North, in the language in use.
    pub fn display_names(&self) -> [String; 2] {
        Side::BOTH.map(|side| self.name(side))
    }

    /// Who plays South and North.
    pub fn players(&self) -> [PlayerKind; 2] {
        self.players
    }

    /// The computer's level on `side`, or `None` when a person plays it.
    pub fn computer_level(&self, side: Side) -> Option<u8> {
        match self.players[side.index()] {
            PlayerKind::Computer { level } => Some(level),
            PlayerKind::Human => None,
        }
    }

    /// Whether a person at this screen plays `side`.
    pub fn is_person(&self, side: Side) -> bool {
        self.players[side.index()] == PlayerKind::Human && self.remote != Some(side)
    }

    /// In an online match, the side the other player plays from their computer.
    pub fn remote_side(&self) -> Option<Side> {
        self.remote
    }

    /// The comments of a record opened, for the plies of the game still as they were
    /// (a move changed, and the comments from there on no longer apply).
    pub fn comments(&self) -> Vec<Option<String>> {
        let (moves, comments) = &self.comments;
        self.game()
            .moves()
            .iter()
            .zip(moves)
            .zip(comments)
            .take_while(|((played, commented), _)| played == commented)
            .map(|(_, comment)| comment.clone())
            .collect()
    }

    /// The online match is left for good (this program ends, having said goodbye): the game
    /// stays, played at this screen, with no seat to rejoin.
    pub fn leave_online(&mut self) {
        self.remote = None;
        self.online_seat = None;
    }

    /// The side the player at this screen played in the online match on the board, while
    /// it is on the board: in play, or over (the board stays turned for its result).
    pub fn online_side(&self) -> Option<Side> {
        match self.remote {
            Some(remote) => Some(remote.opponent()),
            None => self.online_seat.as_ref().map(|seat| seat.side),
        }
    }

    /// The seat of the online match in play, to rejoin it after the program ended.
    pub fn online_seat(&self) -> Option<&crate::records::OnlineSeat> {
        self.online_seat.as_ref().filter(|_| self.remote.is_some())
    }

    /// Whether hints (and the engine's values) may be shown: always, but in an online match
    /// whose offer did not allow them to both players.
    pub fn hints_allowed(&self) -> bool {
        self.remote.is_none() || self.online_hints
    }

    /// Whether the game may be reviewed now: its review's marks are the engine's values, so
    /// a game where hints are not allowed is reviewed once it is over.
    pub fn review_allowed(&self) -> bool {
        self.hints_allowed() || self.game().is_over()
    }

    /// The side to move, when a person plays it and the game goes on.
    pub fn person_to_move(&self) -> Option<Side> {
        self.game().to_move().filter(|&s| self.is_person(s))
    }

    /// What the board should show once every animation has played: pits and stores, with
    /// the end-of-game takes (R9, R10) applied when the game is over.
    pub fn shown_contents(&self) -> ([u8; 12], [u8; 2]) {
        match self.game().outcome() {
            Some(o) => (o.final_board, o.final_stores),
            None => {
                let p = self.game().position();
                (*p.pits(), p.stores())
            }
        }
    }
}

/// Registers the resource, the messages and the systems that apply them.
pub fn plugin(app: &mut App) {
    app.init_resource::<GameSession>()
        .add_message::<MoveRequested>()
        .add_message::<Notice>()
        .init_resource::<GamePaused>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<GameEnded>()
        .add_message::<SessionRequest>()
        .add_message::<BoardReset>()
        .add_systems(
            Update,
            (apply_session_requests, apply_move_requests)
                .chain()
                .in_set(crate::gui::state::BoardSet::Session),
        );
}

/// The game is paused by the player: its clocks stand still and no move is played, by a
/// person or by the computer, until it goes on. Only a game at this screen with clocks is
/// paused; the clocks' room (`gui::clock`) pauses it, resumes it, and sets it as a game
/// begins (a continued game with clocks waits, paused, for the player).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct GamePaused(pub bool);

fn apply_move_requests(
    mut session: ResMut<GameSession>,
    held: Res<GamePaused>,
    mut requests: MessageReader<MoveRequested>,
    (mut applied, mut rejected): (MessageWriter<MoveApplied>, MessageWriter<MoveRejected>),
    (mut ended, mut notices): (MessageWriter<GameEnded>, MessageWriter<Notice>),
) {
    if held.0 {
        if requests.read().count() > 0 {
            notices.write(Notice(crate::t!("clock-paused-no-move")));
        }
        return;
    }
    for &MoveRequested(mv) in requests.read() {
        match session.play.play(mv) {
            Ok(played) => {
                session.follow_lines();
                applied.write(MoveApplied {
                    before: played.before,
                    ply: played.ply,
                    outcome: played.outcome,
                });
                if let Some(outcome) = played.outcome {
                    ended.write(GameEnded(outcome));
                }
            }
            Err(error) => {
                rejected.write(MoveRejected { mv, error });
            }
        }
    }
}

/// Whether a request changes what both sides of an online match must agree on, and so is
/// asked through the online room instead (which then sends an [`OnlineChange`]).
fn needs_agreement(request: &SessionRequest) -> bool {
    matches!(
        request,
        SessionRequest::Undo
            | SessionRequest::UndoTurn
            | SessionRequest::Redo
            | SessionRequest::PlayAgain
            | SessionRequest::EndByAgreement
            | SessionRequest::GoTo(_)
    )
}

/// Applies one request; returns whether the board must be laid out again, and the end of
/// the game it brought, if any.
fn apply(session: &mut GameSession, request: &SessionRequest) -> (bool, Option<Outcome>) {
    if session.remote.is_some() && needs_agreement(request) {
        return (false, None);
    }
    // An online match rejoined after a restart goes on with the game on the board: its side
    // lines (a take-back's among them) and its place in the Library stay.
    let rejoined = match request {
        SessionRequest::Online(OnlineChange::Start { play, seat, .. })
            if session.continued_by(play)
                && seat.as_ref().map(|s| &s.code)
                    == session.online_seat.as_ref().map(|s| &s.code) =>
        {
            Some((session.lines.clone(), session.game_id))
        }
        _ => None,
    };
    let result = apply_to_game(session, request);
    match request {
        SessionRequest::Online(OnlineChange::Start { .. }) if rejoined.is_some() => {
            if let Some((lines, id)) = rejoined {
                session.restart_lines(Some(lines));
                session.game_id = id;
            }
        }
        SessionRequest::PlayAgain
        | SessionRequest::NewGame(_)
        | SessionRequest::SetUp { .. }
        | SessionRequest::Online(OnlineChange::Start { .. } | OnlineChange::NextGame) => {
            session.restart_lines(None)
        }
        SessionRequest::Load(loaded) => session.restart_lines(loaded.lines.clone()),
        _ => session.follow_lines(),
    }
    result
}

/// What a request does to the game and the match.
fn apply_to_game(session: &mut GameSession, request: &SessionRequest) -> (bool, Option<Outcome>) {
    match request {
        SessionRequest::Undo => (session.play.undo_step(), None),
        SessionRequest::UndoTurn => {
            let players = session.players;
            let person = |s: Side| players[s.index()] == PlayerKind::Human;
            (session.play.undo_turn(person) > 0, None)
        }
        SessionRequest::Redo => match session.play.redo() {
            Some(played) => (true, played.outcome),
            None => (false, None),
        },
        SessionRequest::PlayAgain => {
            session.play.play_again();
            (true, None)
        }
        SessionRequest::NewGame(choice) => {
            start_new_game(session, choice);
            session.remote = None;
            session.online_seat = None;
            session.comments = (Vec::new(), Vec::new());
            (true, None)
        }
        SessionRequest::Load(loaded) => {
            session.play = loaded.play.clone();
            session.players = loaded.players;
            session.names = loaded.names.clone();
            session.comments = (loaded.play.game().moves(), loaded.comments.clone());
            session.remote = None;
            // The seat of an online match saved in play: kept to know the match again when
            // it is rejoined (it is saved again only once the match is online).
            session.online_seat = loaded.online.clone();
            (true, None)
        }
        SessionRequest::Online(change) => apply_online(session, change),
        SessionRequest::SetUp {
            rules,
            start,
            moves,
        } => {
            let start = start.unwrap_or_else(|| Position::start(rules));
            let mut play = MatchSession::from_position(*rules, start);
            for &token in moves {
                let mv = token.resolve(play.game().position().to_move());
                if let Err(e) = play.play(mv) {
                    error!("set-up moves: '{token}': {e}; the moves before it are played");
                    break;
                }
            }
            *session = GameSession {
                play,
                ..GameSession::default()
            };
            (true, None)
        }
        SessionRequest::GoTo(node) => {
            if *node > session.lines.len() {
                return (false, None);
            }
            let game = session.lines.game_at(*node);
            let state = session.play.match_state().clone();
            session.play = MatchSession::resume(game, state);
            (true, None)
        }
        SessionRequest::Resign(side) => (false, session.play.resign(*side)),
        SessionRequest::LoseOnTime(side) => (false, session.play.lose_on_time(*side)),
        SessionRequest::EndByAgreement => match session.play.end_by_agreement() {
            Some(outcome) => (true, Some(outcome)),
            None => (false, None),
        },
    }
}

fn start_new_game(session: &mut GameSession, choice: &NewGame) {
    session.play = match choice.start {
        Some(start) => MatchSession::from_position(choice.rules, start),
        None => MatchSession::new(choice.rules, choice.first, choice.format, choice.next),
    };
    session.players = choice.players;
    session.names = choice.names.clone();
}

/// What an agreed change of an online match does to the game and the match.
fn apply_online(session: &mut GameSession, change: &OnlineChange) -> (bool, Option<Outcome>) {
    match change {
        OnlineChange::Start {
            play,
            names,
            remote,
            hints,
            seat,
        } => {
            session.play = (**play).clone();
            session.players = [PlayerKind::Human; 2];
            session.names = names.clone();
            session.remote = Some(*remote);
            session.online_hints = *hints;
            session.online_seat = seat.clone();
            (true, None)
        }
        OnlineChange::TakeBack(plies) => {
            let mut changed = false;
            while session.play.game().plies().len() > *plies && session.play.undo().is_some() {
                changed = true;
            }
            // This side's resignation or time out there, crossed by an earlier end.
            if session.play.game().plies().len() == *plies {
                changed |= session.play.withdraw_end();
            }
            (changed, None)
        }
        OnlineChange::NextGame => {
            session.play.play_again();
            (true, None)
        }
        OnlineChange::EndByAgreement => match session.play.end_by_agreement() {
            Some(outcome) => (true, Some(outcome)),
            None => (false, None),
        },
        OnlineChange::End => {
            session.remote = None;
            (false, None)
        }
    }
}

fn apply_session_requests(
    mut session: ResMut<GameSession>,
    mut requests: MessageReader<SessionRequest>,
    mut reset: MessageWriter<BoardReset>,
    mut ended: MessageWriter<GameEnded>,
) {
    for request in requests.read() {
        let (changed, outcome) = apply(&mut session, request);
        if let Some(outcome) = outcome {
            ended.write(GameEnded(outcome));
        }
        if changed {
            reset.write(BoardReset);
        }
    }
}
