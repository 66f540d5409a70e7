//! What can go wrong in an `oware-cli` subcommand: each kind of failure is a variant, turned
//! into text only when it is printed (stderr, exit status 2).

use crate::ai::egtb::TableSizeError;
use crate::records::FileError;
use crate::rules::{IllegalToken, NotationError, VariantError};

/// An error a subcommand reports before exiting with status 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// `--variant` names no rule set.
    #[error("--variant: {0}")]
    Variant(#[source] VariantError),
    /// `--fen` is not a position.
    #[error("--fen '{}': {source}", crate::rules::shortened(text))]
    Fen {
        /// The text given.
        text: String,
        /// What is wrong with it.
        source: NotationError,
    },
    /// A position argument is not a position (a long one is cut in the message).
    #[error("position '{}': {source}", crate::rules::shortened(text))]
    Position {
        /// The text given.
        text: String,
        /// What is wrong with it.
        source: NotationError,
    },
    /// The move list cannot be read.
    #[error("moves: {0}")]
    Moves(#[source] NotationError),
    /// A move of the list is illegal where it stands.
    #[error(transparent)]
    Illegal(#[from] IllegalToken),
    /// Tables of this size are not supported.
    #[error(transparent)]
    TableSize(#[from] TableSizeError),
    /// The position has more seeds than the tables hold.
    #[error("the position has {seeds} seeds on the board; the tables hold at most {max}")]
    NotCovered {
        /// Seeds on the board.
        seeds: u8,
        /// The tables' size.
        max: usize,
    },
    /// A game record could not be read.
    #[error("{path}: {source}")]
    Record {
        /// The file.
        path: std::path::PathBuf,
        /// What is wrong in it.
        source: crate::records::OgnError,
    },
    /// One record of a file of several could not be read.
    #[error("{path}, game {number}: {source}")]
    RecordOf {
        /// The file.
        path: std::path::PathBuf,
        /// The record's place in it, from 1.
        number: usize,
        /// What is wrong in it.
        source: crate::records::OgnError,
    },
    /// A record asked for by its number is not in the file.
    #[error("{path} holds {count} game records: choose one from 1 to {count} with --record")]
    NoSuchRecord {
        /// The file.
        path: std::path::PathBuf,
        /// How many records it holds.
        count: usize,
    },
    /// A file could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// Writing the output failed.
    #[error("cannot write output: {0}")]
    Output(#[from] std::io::Error),
    /// A sound could not be encoded.
    #[error("cannot encode a sound: {0}")]
    Sound(#[from] hound::Error),
    /// A game file to review holds no game.
    #[error("{path}: no game to review: {why}")]
    NoGame {
        /// The file.
        path: std::path::PathBuf,
        /// What it holds instead.
        why: &'static str,
    },
    /// No opening book was found.
    #[error("no opening book found: build one with `oware-cli book build`")]
    NoBook,
    /// An opening-book file cannot be used.
    #[error(transparent)]
    BookFile(#[from] crate::records::BookFileError),
    /// The opponent engine of `selfplay` failed.
    #[error("opponent engine: {0}")]
    Engine(Box<super::engine_client::EngineError>),
    /// A JSON line could not be made.
    #[error("cannot write JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// The `--anchor` of `ratings` names no player of the games.
    #[error("--anchor: '{0}' played none of the games")]
    Anchor(String),
    /// The files of `ratings` hold no finished game.
    #[error("ratings: no finished game in the files")]
    NothingToRate,
    /// The ratings cannot be fitted.
    #[error("ratings: {0}")]
    Fit(String),
    /// A match or a fit needs at least one game.
    #[error("--games must be at least 1")]
    NoGames,
    /// Too few positions for a fit.
    #[error(
        "only {found} positions qualified, fewer than the {needed} a fit needs: play more games or lower --min-seeds"
    )]
    TooFewSamples {
        /// Positions found.
        found: usize,
        /// Positions needed.
        needed: usize,
    },
    /// A worker thread of a parallel job panicked.
    #[error("a worker thread failed")]
    Worker,
    /// A line of a `selfplay --openings` file is not an opening.
    #[error("openings, line {line}: {why}")]
    Opening {
        /// The line (1 for the first; 0 for the file as a whole).
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// Reading standard input failed.
    #[error("cannot read input: {0}")]
    Input(#[source] std::io::Error),
    /// The other side of an online match sent what the match refuses.
    #[error("online match: {0}")]
    Net(#[source] crate::net::PeerError),
    /// A game file that cannot be opened.
    #[error(transparent)]
    Open(#[from] crate::records::OpenError),
    /// `--fen` with a record to replay.
    #[error("--fen: a record starts where it says; give moves to replay from --fen")]
    FenWithRecord,
    /// `--variant` with `net join`: the guest plays the host's rules.
    #[error("--variant goes with `net host`: a guest plays the rules its host chose")]
    VariantJoin,
    /// The person's standard input ended during an online match: the game in play was
    /// resigned and the match left.
    #[error("online match: standard input ended, so the game was resigned and the match left")]
    InputEnded,
    /// A tournament benchmark that did not end as it should, and why.
    #[error("tournament bench: {0}")]
    Bench(String),
    /// The other side of an online match left it before its end.
    #[error("online match: {0} left the match")]
    Left(String),
    /// The connection of an online match failed.
    #[error("online match: {0}")]
    Link(#[from] oware_net::LinkError),
    /// A puzzle file does not read.
    #[error("{path}: {source}")]
    Puzzles {
        /// The file (or "the built-in set").
        path: String,
        /// What is wrong in it.
        source: crate::learn::PuzzleError,
    },
    /// A puzzle file holds no puzzle: nothing to prove.
    #[error("{path}: holds no puzzle")]
    NoPuzzles {
        /// The file.
        path: String,
    },
    /// A tournament's rounds cannot be made.
    #[error(transparent)]
    Tournament(#[from] crate::tournament::TournamentError),
    /// A file that cannot be read.
    #[error("{}: {source}", path.display())]
    ReadFile {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A tournament file that cannot be read, or a step of the tournament refused.
    #[error("{}: {why}", path.display())]
    TournamentFile {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        why: String,
    },
    /// A tournament report that cannot be read, or that does not add up.
    #[error("{}: {source}", path.display())]
    Trf {
        /// The file.
        path: std::path::PathBuf,
        /// What is wrong in it.
        source: crate::tournament::trf::TrfError,
    },
    /// Puzzles failed their proof.
    #[error("{failed} of {checked} puzzles failed their proof")]
    Unproven {
        /// How many failed.
        failed: usize,
        /// How many were checked.
        checked: usize,
    },
}
