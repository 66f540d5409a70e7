//! A UCI engine run as a child process, for `selfplay --opponent-cmd`: any engine that speaks
//! this project's protocol (an earlier build of `oware-cli uci`, or another Oware engine).

use super::CliError;
use crate::rules::{Move, Position, format_position};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

/// How long an engine may take beyond its move time before it is given up on.
const GRACE: Duration = Duration::from_secs(10);
/// How long a search by nodes may take before the engine counts as silent.
const NODES_GRACE: Duration = Duration::from_secs(120);
/// The longest line an engine may send (bytes); a longer one ends the session.
const MAX_LINE: usize = 64 * 1024;
/// The most lines an engine may send while one answer is awaited.
const MAX_LINES_PER_ANSWER: usize = 100_000;
/// Lines read ahead of the one awaited: the reader waits (and so does the engine) beyond it,
/// so a flooding engine never fills memory.
const LINES_AHEAD: usize = 1024;

/// What the reader thread passes on: a line, or why it stopped reading.
enum EngineLine {
    /// A whole line, without its end.
    Line(String),
    /// A line longer than [`MAX_LINE`].
    TooLong,
}

/// A running engine.
pub struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<EngineLine>,
    command: String,
}

/// Why an engine could not be used.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The command is empty.
    #[error("--opponent-cmd is empty")]
    Empty,
    /// The program could not be started.
    #[error("cannot start '{command}': {source}")]
    Start {
        /// The command.
        command: String,
        /// Why.
        source: std::io::Error,
    },
    /// The engine stopped answering or quit.
    #[error("'{command}' did not answer '{waiting_for}' in time")]
    Silent {
        /// The command.
        command: String,
        /// What was awaited.
        waiting_for: String,
    },
    /// The engine's input could not be written.
    #[error("cannot write to '{command}': {source}")]
    Write {
        /// The command.
        command: String,
        /// Why.
        source: std::io::Error,
    },
    /// The engine sent more, or longer lines, than any answer needs.
    #[error("'{command}' flooded its output while '{waiting_for}' was awaited: {what}")]
    Flood {
        /// The command.
        command: String,
        /// What was awaited.
        waiting_for: String,
        /// What it sent.
        what: String,
    },
    /// The engine answered a move that is not one.
    #[error("'{command}' answered '{answer}', which is not a legal move here")]
    BadMove {
        /// The command.
        command: String,
        /// The answer.
        answer: String,
    },
}

impl From<EngineError> for CliError {
    fn from(e: EngineError) -> CliError {
        CliError::Engine(Box::new(e))
    }
}

impl UciEngine {
    /// Starts `command` (a program and its arguments, split at spaces), sets each option
    /// `(name, value)` once it has answered `uciok`, and waits for `readyok`.
    pub fn start(command: &str, options: &[(String, String)]) -> Result<UciEngine, EngineError> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or(EngineError::Empty)?;
        let mut line = Command::new(program);
        line.args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // A process group of its own: whatever the engine starts ends with it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut line, 0);
        let mut child = line.spawn().map_err(|source| EngineError::Start {
            command: command.to_string(),
            source,
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Silent {
                command: command.to_string(),
                waiting_for: "uciok".to_string(),
            });
        };
        let (sender, lines) = sync_channel(LINES_AHEAD);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let line = match read_bounded_line(&mut reader) {
                    Ok(Some(line)) => EngineLine::Line(line),
                    Ok(None) | Err(LineError::Io) => break,
                    Err(LineError::TooLong) => EngineLine::TooLong,
                };
                let stop = matches!(line, EngineLine::TooLong);
                if sender.send(line).is_err() || stop {
                    break;
                }
            }
        });
        let mut engine = UciEngine {
            child,
            stdin,
            lines,
            command: command.to_string(),
        };
        engine.send("uci")?;
        engine.wait_for("uciok", GRACE)?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok", GRACE)?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|source| EngineError::Write {
                command: self.command.clone(),
                source,
            })
    }

    /// Reads lines until one starts with `prefix`, and returns it. The wait ends at the
    /// deadline whatever the engine sends, and after [`MAX_LINES_PER_ANSWER`] lines or one
    /// longer than [`MAX_LINE`].
    fn wait_for(&mut self, prefix: &str, within: Duration) -> Result<String, EngineError> {
        let deadline = Instant::now() + within;
        let silent = || EngineError::Silent {
            command: self.command.clone(),
            waiting_for: prefix.to_string(),
        };
        let flood = |what: String| EngineError::Flood {
            command: self.command.clone(),
            waiting_for: prefix.to_string(),
            what,
        };
        for _ in 0..MAX_LINES_PER_ANSWER {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(silent());
            }
            match self.lines.recv_timeout(left) {
                Ok(EngineLine::Line(line)) if line.trim_start().starts_with(prefix) => {
                    return Ok(line);
                }
                Ok(EngineLine::Line(_)) => {}
                Ok(EngineLine::TooLong) => {
                    return Err(flood(format!("a line of more than {MAX_LINE} bytes")));
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                    return Err(silent());
                }
            }
        }
        Err(flood(format!("more than {MAX_LINES_PER_ANSWER} lines")))
    }

    /// A new game: the engine forgets what it learnt.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok", GRACE).map(|_| ())
    }

    /// Sends the position after `moves` from `start`.
    fn set_position(&mut self, start: &Position, moves: &[Move]) -> Result<(), EngineError> {
        let mut line = format!("position fen {}", format_position(start));
        if !moves.is_empty() {
            line.push_str(" moves ");
            for mv in moves {
                line.push_str(&mv.to_string());
            }
        }
        self.send(&line)
    }

    /// The engine's move after `moves` from `start`, within `budget`.
    pub fn best_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        legal: &[Move],
        budget: EngineBudget,
    ) -> Result<Answer, EngineError> {
        self.set_position(start, moves)?;
        let answer = match budget {
            EngineBudget::Time(movetime) => {
                self.send(&format!("go movetime {}", movetime.as_millis()))?;
                self.wait_for("bestmove", movetime + GRACE)?
            }
            EngineBudget::Nodes(nodes) => {
                self.send(&format!("go nodes {nodes}"))?;
                self.wait_for("bestmove", NODES_GRACE)?
            }
        };
        self.read_answer(&answer, legal)
    }

    /// Whether the engine's process still runs.
    pub fn is_alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// After a [`best_move`](Self::best_move) the engine did not answer in time (a process
    /// paused, a computer asleep): waits `within` more for its answer to the same `go`.
    pub fn late_best_move(
        &mut self,
        legal: &[Move],
        within: Duration,
    ) -> Result<Answer, EngineError> {
        let answer = self.wait_for("bestmove", within)?;
        self.read_answer(&answer, legal)
    }

    /// Reads `bestmove M [ponder m]`: M must be one of `legal`.
    fn read_answer(&self, line: &str, legal: &[Move]) -> Result<Answer, EngineError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let word = words.get(1).copied().unwrap_or("");
        let mv = legal
            .iter()
            .copied()
            .find(|m| m.to_string() == word)
            .ok_or(EngineError::BadMove {
                command: self.command.clone(),
                answer: word.to_string(),
            })?;
        let ponder = match words.get(2..4) {
            Some(["ponder", reply]) => Some((*reply).to_string()),
            _ => None,
        };
        Ok(Answer { mv, ponder })
    }

    /// Starts a ponder search (`go ponder movetime T`) on the position after `moves` from
    /// `start`, the last of them being the reply the engine expects: it thinks on the
    /// opponent's time until [`ponder_hit`](Self::ponder_hit) or
    /// [`ponder_miss`](Self::ponder_miss).
    pub fn ponder(
        &mut self,
        start: &Position,
        moves: &[Move],
        movetime: Duration,
    ) -> Result<(), EngineError> {
        self.set_position(start, moves)?;
        self.send(&format!("go ponder movetime {}", movetime.as_millis()))
    }

    /// The expected reply was played: `ponderhit`, and the engine's move, which it answers
    /// within the move time of its `go ponder`.
    pub fn ponder_hit(
        &mut self,
        legal: &[Move],
        movetime: Duration,
    ) -> Result<Answer, EngineError> {
        self.send("ponderhit")?;
        let answer = self.wait_for("bestmove", movetime + GRACE)?;
        self.read_answer(&answer, legal)
    }

    /// Another reply was played: `stop`, and the ponder search's answer is passed over.
    pub fn ponder_miss(&mut self) -> Result<(), EngineError> {
        self.send("stop")?;
        self.wait_for("bestmove", GRACE).map(|_| ())
    }
}

/// Why the reader stopped.
enum LineError {
    /// The stream failed.
    Io,
    /// A line longer than [`MAX_LINE`].
    TooLong,
}

/// The next line of `reader` without its end (`\r\n` or `\n`), bytes that are not UTF-8
/// replaced; `None` at the end of the stream. Never holds more than [`MAX_LINE`] bytes.
fn read_bounded_line(reader: &mut impl BufRead) -> Result<Option<String>, LineError> {
    let mut bytes = Vec::new();
    let read = reader
        .by_ref()
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', &mut bytes)
        .map_err(|_| LineError::Io)?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    } else if bytes.len() > MAX_LINE {
        return Err(LineError::TooLong);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// An engine's answer: its move, and the reply it expects when it names one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move played.
    pub mv: Move,
    /// The `ponder` word of `bestmove`, as sent (checked by whoever uses it).
    pub ponder: Option<String>,
}

/// What an engine is given for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineBudget {
    /// `go movetime`: this long.
    Time(Duration),
    /// `go nodes`: this many nodes, whatever the time (repeatable matches).
    Nodes(u64),
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        for _ in 0..50 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // The engine, and every process it started, ends here (an engine given up on,
        // flooding or silent, may have left helpers running).
        #[cfg(unix)]
        if let Ok(group) = i32::try_from(self.child.id()) {
            let _ = nix::sys::signal::killpg(
                nix::unistd::Pid::from_raw(group),
                nix::sys::signal::Signal::SIGKILL,
            );
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(all(test, unix))]
#[path = "engine_client_tests.rs"]
mod tests;
