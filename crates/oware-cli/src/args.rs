//! The command line of `oware-cli`.

use super::CliError;
use crate::rules::Rules;
use clap::{Args, Parser, Subcommand};

/// Headless Oware: replays, perft, benchmarks, analysis and an engine protocol.
#[derive(Debug, Parser)]
#[command(name = "oware-cli", version = oware_core::VERSION, about)]
pub struct Cli {
    /// Rule set: `abapa` (default) or options such as `grand-slam=capture-all,seeds=5`.
    /// With `analyze --game` it overrides the record's `Variant` tag.
    #[arg(long, global = true)]
    pub variant: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Apply moves and print the state after each ply.
    Replay(ReplayArgs),
    /// Count leaves and finished games per depth.
    Perft(PerftArgs),
    /// Run the fixed benchmark.
    Bench(BenchArgs),
    /// Time an engine's answers to `go movetime` over whole games while other threads keep
    /// the cores busy (a benchmark of answering in time under load).
    AnswerTimes(AnswerTimesArgs),
    /// Speak the UCI-style engine protocol on stdin/stdout.
    Uci,
    /// Every legal move with its score, line and reasons, best first (the hint engine).
    Analyze(AnalyzeArgs),
    /// A match between two AI levels.
    Selfplay(Box<SelfplayArgs>),
    /// Endgame tables: build or query.
    Egtb(EgtbArgs),
    /// Fit the evaluation's weights to endgame-table values.
    Tune(TuneArgs),
    /// Synthesise the app's sounds as WAV files (how `assets/sounds/` was made).
    Sounds(SoundsArgs),
    /// Draw the program's icon at every size desktops use, as PNG, `.ico` and `.icns`.
    Icons(OutArgs),
    /// Write this tool's manual pages (`oware-cli.1` and one per subcommand).
    Man(OutArgs),
    /// Print the completion script of this tool for a shell.
    Completions(CompletionsArgs),
    /// The opening book: build it, or ask it about a position.
    Book(BookArgs),
    /// An online match: host one (and print its code) or join one with its code.
    Net(crate::online::NetArgs),
    /// Puzzles: make a set from engine games and prove each, or prove a set again.
    Puzzles(PuzzlesArgs),
    /// Elo ratings with error bars (95 %) fitted to the games of OGN files, each player
    /// named by its South or North tag (a round robin of `selfplay --ogn` files, say).
    Ratings(RatingsArgs),
    /// Tournaments: the pairings of every round (round robin by FIDE's Berger tables, or a
    /// knockout's first round by seeding), or a Swiss's next round from its TRF file.
    Tournament(TournamentArgs),
}

/// Arguments of `tournament`.
#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: TournamentCommand,
}

/// Tournament subcommands.
#[derive(Debug, Subcommand)]
pub enum TournamentCommand {
    /// Print who meets whom, round by round and board by board, the first named starting
    /// (docs/rules.md, *Tournaments*).
    Pairings {
        /// The format.
        #[arg(long, value_enum, default_value = "round-robin")]
        format: TournamentFormat,
        /// How many players (2-64), numbered from 1 in seeding order.
        #[arg(long, value_parser = clap::value_parser!(u16).range(2..=64))]
        players: u16,
    },
    /// Pair the next round of a Swiss kept as a TRF file (FIDE's tournament report),
    /// by the Dutch system; the file is checked first (docs/protocol.md, *TRF*).
    Pair {
        /// The tournament so far, as a TRF file.
        file: std::path::PathBuf,
    },
    /// Start a tournament file, for a tournament whose rounds are paired and kept here (its
    /// games played over the board): its name, system and tie-breaks.
    New {
        /// The tournament file to make (it must not exist yet).
        file: std::path::PathBuf,
        /// The tournament's name.
        #[arg(long)]
        name: String,
        /// How the rounds are paired.
        #[arg(long, value_enum)]
        system: SystemArg,
        /// The rounds of a Swiss.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=63))]
        rounds: Option<u16>,
        /// The tie-breaks in order, comma-separated: sb, bh, bh-c1, de, won, seeds.
        #[arg(long, value_delimiter = ',', value_parser = parse_tie_break, default_value = "bh,sb")]
        tie_breaks: Vec<crate::tournament::standings::TieBreak>,
    },
    /// Enter players (a Swiss takes late entries).
    Enter {
        /// The tournament file.
        file: std::path::PathBuf,
        /// Their names.
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// Withdraw a player (by number or name) from the next round on.
    Withdraw {
        /// The tournament file.
        file: std::path::PathBuf,
        /// The player: their number (from 1) or name.
        player: String,
    },
    /// Give a player (by number or name) the half-point bye they ask for the next round (a
    /// Swiss).
    HalfBye {
        /// The tournament file.
        file: std::path::PathBuf,
        /// The player: their number (from 1) or name.
        player: String,
    },
    /// Start the next round and print its boards.
    Next {
        /// The tournament file.
        file: std::path::PathBuf,
    },
    /// Set a board's result in the round in play: 1-0 (the first named wins), 0-1 or 1/2.
    Result {
        /// The tournament file.
        file: std::path::PathBuf,
        /// The board, from 1.
        board: u16,
        /// 1-0, 0-1 or 1/2 (also ½-½, =).
        result: String,
        /// Why, when the organizer decides a result the players did not agree on.
        #[arg(long)]
        reason: Option<String>,
    },
    /// Print the round in play, its boards and results.
    Show {
        /// The tournament file.
        file: std::path::PathBuf,
    },
    /// Print the tournament as a TRF report (for chess's pairing programs and checkers).
    Trf {
        /// The tournament file.
        file: std::path::PathBuf,
    },
    /// Time a Swiss played on the network by headless players in this process (loopback):
    /// its length, every result agreed, a move's delay to the organizer (p50/p99).
    Bench(crate::tournament_net::BenchArgs),
    /// Print every game of a tournament played on the network, from the organizer's file,
    /// as one OGN file (Event, Round, Board and the players' tags).
    Games {
        /// The organizer's file (`tournament host`).
        file: std::path::PathBuf,
    },
    /// Host a tournament on the network: prints `code: CODE`, takes the players' entries,
    /// starts each round, passes every board's games, ends with the standings.
    Host(crate::tournament_net::HostArgs),
    /// List the tournaments hosted on this network with `--list`: a line each, `NAME
    /// (FORMAT[, CLOCK]): CODE`.
    List {
        /// How long to listen, in seconds.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=60))]
        seconds: u64,
    },
    /// Join a tournament on the network by its code and play every pairing as the engine
    /// at a level.
    Join(crate::tournament_net::JoinArgs),
    /// Print the standings of a tournament kept as a TRF file or as the game's tournament
    /// file, ties broken in the order given; as text, CSV or an HTML page.
    Standings {
        /// The tournament: a TRF file, or a tournament file (RON).
        file: std::path::PathBuf,
        /// The tie-breaks in order, comma-separated: sb, bh, bh-c1, de, won, seeds.
        #[arg(long, value_delimiter = ',', value_parser = parse_tie_break, default_value = "bh,sb")]
        tie_breaks: Vec<crate::tournament::standings::TieBreak>,
        /// How to print them.
        #[arg(long = "as", value_enum, default_value = "text")]
        shape: StandingsShape,
    },
}

/// How a tournament run here pairs its rounds, as `--system` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SystemArg {
    /// A Swiss by the Dutch system (give --rounds).
    Swiss,
    /// Everyone meets everyone once.
    RoundRobin,
    /// Everyone meets everyone twice.
    DoubleRoundRobin,
    /// A knockout bracket by seeding.
    Knockout,
}

/// How `tournament standings` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum StandingsShape {
    /// Aligned columns for a terminal.
    Text,
    /// CSV for a spreadsheet.
    Csv,
    /// An HTML page.
    Html,
}

/// A `--tie-breaks` name.
pub(crate) fn parse_tie_break(
    text: &str,
) -> Result<crate::tournament::standings::TieBreak, String> {
    use crate::tournament::standings::TieBreak;
    TieBreak::ALL
        .into_iter()
        .find(|t| {
            t.short().eq_ignore_ascii_case(text.trim())
                || (text.trim() == "won" && *t == TieBreak::Wins)
        })
        .ok_or_else(|| format!("'{text}': a tie-break is one of sb, bh, bh-c1, de, won, seeds"))
}

/// A tournament's format, as `--format` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TournamentFormat {
    /// Everyone meets everyone once.
    RoundRobin,
    /// Everyone meets everyone twice, starting once each.
    DoubleRoundRobin,
    /// A bracket by seeding: its first round (the next ones follow the results).
    Knockout,
}

/// Arguments of `ratings`.
#[derive(Debug, Args)]
pub struct RatingsArgs {
    /// OGN files, each holding one record or many, one after another.
    #[arg(required = true)]
    pub files: Vec<std::path::PathBuf>,
    /// The player held at a rating, `NAME=RATING` (default: the first name in order at
    /// 1500).
    #[arg(long, value_parser = parse_anchor)]
    pub anchor: Option<(String, f64)>,
}

/// The largest rating an anchor may hold (either sign): Elo ratings live in the thousands.
const MAX_ANCHOR: f64 = 10_000.0;

/// An `--anchor` value: `NAME=RATING`.
fn parse_anchor(text: &str) -> Result<(String, f64), String> {
    let (name, rating) = text
        .rsplit_once('=')
        .ok_or_else(|| format!("'{text}': give NAME=RATING"))?;
    let rating: f64 = rating
        .trim()
        .parse()
        .map_err(|_| format!("'{rating}' is not a rating"))?;
    if !rating.is_finite() || name.trim().is_empty() {
        return Err(format!("'{text}': give NAME=RATING"));
    }
    if !(-MAX_ANCHOR..=MAX_ANCHOR).contains(&rating) {
        return Err(format!(
            "'{rating}': a rating from -{MAX_ANCHOR} to {MAX_ANCHOR}"
        ));
    }
    Ok((name.trim().to_string(), rating))
}

/// Arguments of `puzzles`.
#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

/// Puzzle subcommands.
#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Play engine games and keep the positions where one move alone does best, proven by
    /// the endgame tables or by two searches; write them as a puzzle file.
    Build {
        /// Puzzles to make (1-100000).
        #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        count: u32,
        /// File to write (standard output if left out).
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Seed of the games played (the same seed makes the same set).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Most puzzles kept from one game (1-50).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=50))]
        per_game: u32,
        /// Worker threads (default: every core).
        #[arg(long, default_value_t = default_threads())]
        threads: usize,
        /// Start from this puzzle file: each of its puzzles proven again, made again where
        /// its line or goal changed (keeping its id, and its rating while its first move
        /// stands), left out where no move alone is best; new puzzles follow, with new ids.
        #[arg(long)]
        from: Option<std::path::PathBuf>,
        /// How the puzzles are proven.
        #[command(flatten)]
        proof: ProofArgs,
    },
    /// Prove every puzzle of a file again (the set built into the program without a file);
    /// ends with `N puzzles proven`, or exits 2 naming each puzzle that fails.
    Check {
        /// A puzzle file.
        file: Option<std::path::PathBuf>,
        /// Check only this many, spread evenly over the set.
        #[arg(long)]
        sample: Option<usize>,
        /// Worker threads (default: every core).
        #[arg(long, default_value_t = default_threads())]
        threads: usize,
        /// How the puzzles are proven (as they were made).
        #[command(flatten)]
        proof: ProofArgs,
    },
}

/// How puzzles are proven: the depths of a search proof and the tables' size.
#[derive(Debug, Clone, Copy, Args)]
pub struct ProofArgs {
    /// The shallow and the deep search of a search proof, in plies, as `A,B` with A < B.
    #[arg(long, default_value = "12,20", value_parser = parse_depths)]
    pub depths: ProofDepths,
    /// Seeds of the endgame tables the proofs use (12-20); saved ones are loaded, else
    /// they are built.
    #[arg(long, default_value_t = 15, value_parser = clap::value_parser!(u32).range(12..=20))]
    pub table_seeds: u32,
}

/// The two depths of a search proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProofDepths(pub [u32; 2]);

/// `A,B`: two depths from 1 to 40, the first below the second.
fn parse_depths(text: &str) -> Result<ProofDepths, String> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| format!("'{text}' is not two depths as A,B"))?;
    let depth = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=40).contains(d))
            .ok_or_else(|| format!("'{}' is not a depth from 1 to 40", t.trim()))
    };
    let (a, b) = (depth(a)?, depth(b)?);
    if a >= b {
        return Err(format!(
            "the first depth ({a}) must be below the second ({b})"
        ));
    }
    Ok(ProofDepths([a, b]))
}

/// Every core the machine offers.
fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Arguments of `book`.
#[derive(Debug, Args)]
pub struct BookArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: BookCommand,
}

/// Opening-book subcommands.
#[derive(Debug, Subcommand)]
pub enum BookCommand {
    /// Search every position of the first plies (either player starting) and save the value
    /// of each move (in the per-user data folder unless --out is given).
    Build {
        /// Plies from the start covered (1-8).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=8))]
        plies: u32,
        /// Depth each move is searched to (1-40).
        #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..=40))]
        depth: u32,
        /// Positions searched at once.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// Then grow the book where play goes: self-play games from the book (either player
        /// starting, by turns) whose positions reached often are added (0: none).
        #[arg(long, default_value_t = 0)]
        games: u32,
        /// Self-play positions up to this many plies from the start may join the book (1-30).
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=30))]
        game_plies: u32,
        /// Plies played at random at the start of each self-play game, as in a match's openings.
        #[arg(long, default_value_t = 2)]
        random_plies: u32,
        /// Nodes the self-play games search for a move outside the book.
        #[arg(long, default_value_t = 500_000, value_parser = clap::value_parser!(u64).range(1..))]
        game_nodes: u64,
        /// A self-play position joins the book once this many games reached it.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
        min_visits: u32,
        /// Seed of the self-play games' choices among the book's close moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// File to write.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// The book's moves for a position, best first, with their values.
    Query {
        /// The book file (by default the player's own, else the shipped one).
        #[arg(long)]
        file: Option<std::path::PathBuf>,
        /// The position.
        position: String,
    },
}

/// Arguments of the commands that write files into a folder (`icons`, `man`).
#[derive(Debug, Args)]
pub struct OutArgs {
    /// The folder the files are written to (created if missing).
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// Arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell: bash, elvish, fish, powershell or zsh.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `sounds`.
#[derive(Debug, Args)]
pub struct SoundsArgs {
    /// The folder the WAV files are written to (created if missing).
    #[arg(long, default_value = "assets/sounds")]
    pub out: std::path::PathBuf,
}

/// Arguments of `tune`.
#[derive(Debug, Args)]
pub struct TuneArgs {
    /// Games that supply the positions.
    #[arg(long, default_value_t = 400)]
    pub games: u32,
    /// Level of both players (noisy levels give varied positions).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub level: u8,
    /// Size of the endgame tables (built at first use; at most 24).
    #[arg(long, default_value_t = 20, value_parser = parse_table_seeds)]
    pub table_seeds: usize,
    /// Positions with fewer seeds on the board are not used.
    #[arg(long, default_value_t = 12)]
    pub min_seeds: usize,
    /// Random plies at the start of each game.
    #[arg(long, default_value_t = 6)]
    pub opening_plies: u32,
    /// Fit only the tables' forced values, not their estimates (few positions of 12+ seeds
    /// are forced, and those are unusual ones).
    #[arg(long)]
    pub forced_only: bool,
    /// Fit to the value of a search this deep instead, in the positions with more seeds
    /// than the tables hold (the middle game); the search uses the tables.
    #[arg(long, conflicts_with = "forced_only", value_parser = clap::value_parser!(u32).range(1..=30))]
    pub search_depth: Option<u32>,
    /// Write the fitted weights to this file (for `selfplay --south-weights FILE`) instead of
    /// printing them.
    #[arg(long)]
    pub out: Option<std::path::PathBuf>,
    /// Seed of the openings and the players' noise.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
}

/// Arguments of `analyze`.
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// Milliseconds of search per move (1000 unless `--depth` is given).
    #[arg(long, conflicts_with = "depth")]
    pub movetime: Option<u64>,
    /// Analyse every move at depths 1, 2, … DEPTH in turn, as the app's hints do (the
    /// same values the app shows at that depth), instead of by time.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(crate::ai::MAX_HINT_DEPTH)))]
    pub depth: Option<u32>,
    /// Review every move of this OGN game record instead (at `--depth`, 8 by default):
    /// good, inaccuracy, mistake or blunder, with the better move.
    #[arg(long, conflicts_with_all = ["fen", "moves", "movetime"])]
    pub game: Option<std::path::PathBuf>,
    /// Of a file holding several records, the one to review (from 1); all of them, one
    /// after another, when left out.
    #[arg(long, requires = "game", value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub record: Option<u32>,
    /// Moves played before the position to analyse.
    pub moves: Vec<String>,
}

/// Arguments of `selfplay`.
#[derive(Debug, Args)]
pub struct SelfplayArgs {
    /// Games to play (colours alternate: South and North take turns to start).
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// South's level (1-8).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub south: u8,
    /// North's level (1-8); ignored with --opponent-cmd.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub north: u8,
    /// North is this UCI engine instead of a level (a program and its arguments, e.g. an
    /// earlier build: `old/oware-cli uci`), given --movetime per move (or --nodes).
    #[arg(long)]
    pub opponent_cmd: Option<String>,
    /// An option for the --opponent-cmd engine, `NAME=VALUE` (sent as `setoption` before
    /// the games; repeatable), for example `OwnBook=true`.
    #[arg(long, value_parser = parse_option, requires = "opponent_cmd")]
    pub opponent_option: Vec<(String, String)>,
    /// The --opponent-cmd engine ponders on the reply it expects while South thinks (`go
    /// ponder`, then `ponderhit` when South plays that reply, else `stop`), as a program
    /// with pondering on would let it.
    #[arg(long, requires = "opponent_cmd", conflicts_with = "nodes")]
    pub opponent_ponder: bool,
    /// Milliseconds per move for level 8 (ignored with --nodes).
    #[arg(long, default_value_t = 200)]
    pub movetime: u64,
    /// Play to a clock: minutes for the game and seconds added after each move (`1+0`,
    /// `3+2`); each level is given its time left, and a side whose time runs out loses
    /// (`losses on time: N` is printed; `--ogn` records carry the clock).
    #[arg(long, value_parser = crate::rules::TimeControl::from_minutes_form, conflicts_with_all = ["opponent_cmd", "nodes"])]
    pub clock: Option<crate::rules::TimeControl>,
    /// Nodes per move for level 8 and for the --opponent-cmd engine instead of time
    /// (repeatable results).
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Random plies played at the start of each game, for variety.
    #[arg(long, default_value_t = 2)]
    pub opening_plies: u32,
    /// Seed of the openings and the levels' noise.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// South plays with the plain store-difference evaluation (to measure tuning).
    #[arg(long)]
    pub south_plain_eval: bool,
    /// North plays with the plain store-difference evaluation.
    #[arg(long)]
    pub north_plain_eval: bool,
    /// South's evaluation weights instead of the tuned ones: five terms
    /// (row,mobility,vulnerable,big,tempo) or a weights file written by `tune --out`.
    #[arg(long, value_parser = parse_weights)]
    pub south_weights: Option<crate::ai::Weights>,
    /// North's evaluation weights instead of the tuned ones.
    #[arg(long, value_parser = parse_weights)]
    pub north_weights: Option<crate::ai::Weights>,
    /// Use the endgame tables (built at first use).
    #[arg(long)]
    pub tables: bool,
    /// Size of this build's endgame tables with --tables (built at first use; at most 24).
    #[arg(long, default_value_t = crate::records::DEFAULT_TABLE_SEEDS, value_parser = parse_table_seeds)]
    pub table_seeds: usize,
    /// Levels 7 and 8 of this build play from the opening book (the player's own, else the
    /// shipped one).
    #[arg(long)]
    pub book: bool,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Start the games from the positions of this file instead of random plies: one per
    /// line, a position (`4-4-…-S`) or moves from the start (`FfCb`); `#` starts a comment.
    /// Each is played twice, this build taking each side once; the list repeats if
    /// --games asks for more.
    #[arg(long, conflicts_with = "opening_plies")]
    pub openings: Option<std::path::PathBuf>,
    /// Write the first position of each game with no more seeds on the board than the
    /// endgame tables hold (one per line, usable as --openings: an endgame test set).
    #[arg(long)]
    pub write_endgames: Option<std::path::PathBuf>,
    /// Write every game to this file as OGN records, one after another (a blank line
    /// between them), in the order played: `Round` numbers them, `South` and `North` name
    /// the players.
    #[arg(long)]
    pub ogn: Option<std::path::PathBuf>,
}

impl SelfplayArgs {
    /// What North is, for the report.
    pub fn north_name(&self) -> String {
        match &self.opponent_cmd {
            Some(cmd) => format!("'{cmd}'"),
            None => format!("level {}", self.north),
        }
    }
}

/// Arguments of `egtb`.
#[derive(Debug, Args)]
pub struct EgtbArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: EgtbCommand,
}

/// Endgame-table subcommands.
#[derive(Debug, Subcommand)]
pub enum EgtbCommand {
    /// Build the tables and save them (in the per-user data folder unless --out is given).
    Build {
        /// Largest number of seeds on the board (at most 24).
        #[arg(long, default_value_t = 15, value_parser = parse_table_seeds)]
        max_seeds: usize,
        /// File to write.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// The exact result of a position with few seeds.
    Query {
        /// The position string.
        position: String,
        /// Size of the tables to use (built at first use; at most 24).
        #[arg(long, default_value_t = 15, value_parser = parse_table_seeds)]
        max_seeds: usize,
    },
}

/// Arguments of `replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// One JSON object per line.
    #[arg(long)]
    pub json: bool,
    /// Moves, joined (`FfEa`) or separated (`F f E a`); or a game record to replay (an
    /// `.ogn` file, or a `.ron` save's game in play).
    pub moves: Vec<String>,
    /// Of an OGN file holding several records, the one to replay (from 1); all of them, one
    /// after another, when left out.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub record: Option<u32>,
}

/// Arguments of `perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Start from this position instead of the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// Counts split by first move at the final depth.
    #[arg(long)]
    pub divide: bool,
    /// Plies to count (0 to 1000; depth 0 counts the position itself as one leaf).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=i64::from(crate::rules::MAX_PERFT_DEPTH)))]
    pub depth: u32,
}

/// Arguments of `bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// One JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Seconds of search per benchmark position (0.01 to 600).
    #[arg(long, default_value_t = 1.0, value_parser = parse_seconds)]
    pub seconds: f64,
    /// Seeds covered by the endgame tables timed by the benchmark (at most 24).
    #[arg(long, default_value_t = 15, value_parser = parse_table_seeds)]
    pub table_seeds: usize,
}

/// Arguments of `answer-times`.
#[derive(Debug, Args)]
pub struct AnswerTimesArgs {
    /// The engine: a program and its arguments (default: this program's `uci`, with the
    /// endgame tables made first when missing).
    #[arg(long)]
    pub engine: Option<String>,
    /// `go` commands to time (1 to 1000000).
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub goes: u32,
    /// The move time asked, in milliseconds (1 to 60000).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub movetime: u64,
    /// Threads kept busy beside the engine (0 to 256; default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u16).range(0..=256))]
    pub busy: Option<u16>,
    /// Random plies at the start of each game, so the games differ (0 to 40).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(0..=40))]
    pub random_plies: u32,
    /// Seed of the random plies.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// One JSON object instead of lines.
    #[arg(long)]
    pub json: bool,
}

/// Why `--south-weights` / `--north-weights` cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    /// A part is not a whole number.
    #[error("'{0}' is not a whole number")]
    NotANumber(String),
    /// Not five parts.
    #[error("expected five numbers: row,mobility,vulnerable,big,tempo; found {0}")]
    Count(usize),
    /// A weight outside what the search can use.
    #[error(
        "weight {0} is out of range: each weight is from -{max} to {max} hundredths of a seed",
        max = crate::ai::Terms::MAX_WEIGHT
    )]
    OutOfRange(i32),
    /// A weights file that cannot be read.
    #[error("cannot read the weights file {0}: {1}")]
    File(String, String),
    /// A weights file that is not weights.
    #[error("weights file {0}: {1}")]
    Text(String, crate::ai::weights_file::WeightsTextError),
}

/// Reads evaluation weights: five terms written `row,mobility,vulnerable,big,tempo`, or the
/// name of a weights file (as `tune --out` writes).
fn parse_weights(text: &str) -> Result<crate::ai::Weights, WeightsError> {
    // Five terms always hold commas: anything else names a file.
    if !text.contains(',') {
        let contents =
            crate::records::read_text(std::path::Path::new(text), crate::records::SMALL_FILE_LIMIT)
                .map_err(|e| WeightsError::File(text.to_string(), e.to_string()))?;
        return crate::ai::Weights::from_text(&contents)
            .map_err(|e| WeightsError::Text(text.to_string(), e));
    }
    let v: Vec<i32> = text
        .split(',')
        .map(|p| {
            p.trim()
                .parse::<i32>()
                .map_err(|_| WeightsError::NotANumber(p.trim().to_string()))
        })
        .collect::<Result<_, _>>()?;
    let max = crate::ai::Terms::MAX_WEIGHT;
    if let Some(&w) = v.iter().find(|w| w.abs() > max) {
        return Err(WeightsError::OutOfRange(w));
    }
    match v.as_slice() {
        &[row_seeds, mobility, vulnerable, big_house, tempo] => Ok(crate::ai::Terms {
            row_seeds,
            mobility,
            vulnerable,
            big_house,
            tempo,
        }
        .weights()),
        _ => Err(WeightsError::Count(v.len())),
    }
}

/// Why a number of seconds cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SecondsError {
    /// Not a number at all (`NaN` included).
    #[error("'{0}' is not a number of seconds")]
    NotANumber(String),
    /// Outside the range a benchmark can take.
    #[error("{0} seconds is out of range: from 0.01 to 600")]
    OutOfRange(String),
}

/// Reads seconds of search per benchmark position: a number from 0.01 to 600.
fn parse_seconds(text: &str) -> Result<f64, SecondsError> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| SecondsError::NotANumber(text.to_string()))?;
    if value.is_nan() {
        return Err(SecondsError::NotANumber(text.to_string()));
    }
    if !(0.01..=600.0).contains(&value) {
        return Err(SecondsError::OutOfRange(text.to_string()));
    }
    Ok(value)
}

/// Reads an engine option, `NAME=VALUE`.
fn parse_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!("'{text}' is not NAME=VALUE")),
    }
}

/// Why a table size cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableSeedsError {
    /// Not a whole number.
    #[error("'{0}' is not a number of seeds")]
    NotANumber(String),
    /// Beyond the one limit of every table size.
    #[error(transparent)]
    TooLarge(#[from] crate::ai::egtb::TableSizeError),
}

/// Reads a table size: at most [`crate::ai::egtb::MAX_TABLE_SEEDS`].
fn parse_table_seeds(text: &str) -> Result<usize, TableSeedsError> {
    let seeds: usize = text
        .trim()
        .parse()
        .map_err(|_| TableSeedsError::NotANumber(text.to_string()))?;
    Ok(crate::ai::egtb::check_table_seeds(seeds)?)
}

/// The rule set named by `--variant`.
pub fn rules_of(name: &str) -> Result<Rules, CliError> {
    name.parse::<Rules>().map_err(CliError::Variant)
}

/// The start position, or the one given with `--fen`.
pub fn start_position(
    fen: Option<&str>,
    rules: &Rules,
) -> Result<crate::rules::Position, CliError> {
    match fen {
        None => Ok(crate::rules::Position::start(rules)),
        Some(text) => crate::rules::parse_position(text, rules).map_err(|source| CliError::Fen {
            text: text.to_string(),
            source,
        }),
    }
}
