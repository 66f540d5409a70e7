//! Where this side's moves come from: a person typing on standard input (moves and the
//! match's commands), or an engine choosing on a thread of its own. Either way the match
//! goes on while a move is chosen: pings are answered and the other side's questions heard.

use crate::CliError;
use crate::rules::{Game, Move, MoveToken};
use crossbeam_channel as channel;

/// What the player sent.
pub enum Input {
    /// A line the person typed.
    Line(String),
    /// The engine's move for the position of the request numbered so.
    Move(u64, Result<Move, CliError>),
}

/// The player of this side.
pub struct Player {
    /// What the person typed, or the engine's moves; disconnected once it can say no more.
    pub input: channel::Receiver<Input>,
    /// The engine's requests (`None` for a person).
    engine: Option<channel::Sender<(u64, Game)>>,
}

/// The lines read from standard input before they are taken.
const LINES_AHEAD: usize = 4;

/// The longest line kept, in bytes: what a person types is a word; the rest of a longer
/// line is read and dropped.
pub const MAX_LINE: usize = 1024;

/// The next line of `input` without its end, cut to [`MAX_LINE`] bytes; `None` at the end.
pub fn read_line(input: &mut impl std::io::BufRead) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let mut read_any = false;
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(read_any.then(|| String::from_utf8_lossy(&line).into_owned()));
        }
        read_any = true;
        let end = buffer.iter().position(|&b| b == b'\n');
        let text = &buffer[..end.unwrap_or(buffer.len())];
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&text[..text.len().min(room)]);
        let used = end.map_or(buffer.len(), |i| i + 1);
        input.consume(used);
        if end.is_some() {
            let text = String::from_utf8_lossy(&line);
            return Ok(Some(text.trim_end_matches('\r').to_string()));
        }
    }
}

/// A move chooser: an engine, or a test's.
pub type Chooser = Box<dyn FnMut(&Game) -> Result<Move, CliError> + Send>;

impl Player {
    /// A person whose lines come from `lines` (standard input: [`Player::at_keyboard`]).
    pub fn person(lines: channel::Receiver<Input>) -> Player {
        Player {
            input: lines,
            engine: None,
        }
    }

    /// A person typing on standard input, read on a thread of its own: a few lines ahead at
    /// most (the rest waits in the input until they are taken), each cut to [`MAX_LINE`].
    pub fn at_keyboard() -> Result<Player, CliError> {
        let (send, lines) = channel::bounded(LINES_AHEAD);
        std::thread::Builder::new()
            .name("standard input".into())
            .spawn(move || {
                let mut input = std::io::stdin().lock();
                while let Ok(Some(line)) = read_line(&mut input) {
                    if send.send(Input::Line(line)).is_err() {
                        return;
                    }
                }
            })
            .map_err(CliError::Input)?;
        Ok(Player::person(lines))
    }

    /// An engine (or any chooser) on a thread of its own, answering requests in order.
    pub fn engine(mut choose: Chooser) -> Result<Player, CliError> {
        let (ask, requests) = channel::unbounded::<(u64, Game)>();
        let (send, input) = channel::unbounded();
        std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || {
                for (n, game) in requests {
                    if send.send(Input::Move(n, choose(&game))).is_err() {
                        return;
                    }
                }
            })
            .map_err(CliError::Input)?;
        Ok(Player {
            input,
            engine: Some(ask),
        })
    }

    /// True when an engine chooses the moves.
    pub fn is_engine(&self) -> bool {
        self.engine.is_some()
    }

    /// Asks the engine for its move in `game` (request `n`); a person is asked by a prompt.
    pub fn ask(&self, n: u64, game: &Game) {
        if let Some(engine) = &self.engine {
            // A closed engine shows itself on `input`.
            let _ = engine.send((n, game.clone()));
        }
    }
}

/// What a person can type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// A pit: A–F, a–f, or 1–6 from the mover's left.
    Pit(MoveToken),
    /// Resign the game in play.
    Resign,
    /// Ask to take back this side's last move.
    Undo,
    /// Ask to end a repeating game by agreement.
    End,
    /// Yes to the other side's question.
    Yes,
    /// No to the other side's question.
    No,
    /// What can be typed.
    Help,
}

/// What can be typed, for `help` and a line that is none of it.
pub const COMMANDS: &str = "type a pit (A-F, a-f or 1-6), resign, undo (ask to take back your last move), end (ask to end a repeating game by agreement), yes or no (to a question), help";

/// Reads a line the person typed.
pub fn parse(line: &str) -> Option<Command> {
    let word = line.trim().to_ascii_lowercase();
    let command = match word.as_str() {
        "resign" => Command::Resign,
        "undo" => Command::Undo,
        "end" => Command::End,
        "yes" | "y" => Command::Yes,
        "no" | "n" => Command::No,
        "help" | "?" => Command::Help,
        _ => {
            let mut chars = line.trim().chars();
            match (chars.next().and_then(MoveToken::from_char), chars.next()) {
                (Some(token), None) => Command::Pit(token),
                _ => return None,
            }
        }
    };
    Some(command)
}
