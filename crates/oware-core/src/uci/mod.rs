//! The engine protocol of docs/protocol.md (behind `oware-cli uci`), a dialect of UCI compatible
//! with the one the Aualé GUI speaks to the Aalina engine. Searches run on a thread of their
//! own so `stop`, `isready` and `quit` are answered at once. Bad input is never silent: it
//! gets `info string error: …` and the previous state is kept. At the end of input a running
//! search is stopped (its `bestmove` is printed) and the engine exits.

use crate::ai::egtb::{MAX_TABLE_SEEDS, TableSizeError, check_table_build, check_table_seeds};
use crate::ai::{
    EndgameTable, LevelPlayer, Limits, MAX_LEVEL, PonderHit, SearchInfo, Searcher, score_to_cp,
};
use crate::records::{DEFAULT_TABLE_SEEDS, FileError, load_table, save_table, table_path};
use crate::rules::{
    Game, IllegalToken, Move, NotationError, Rules, VariantError, parse_move_list, parse_position,
};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

mod answer;

/// Which tables: the grand-slam rule and the number of seeds.
type TableKey = (crate::rules::GrandSlamRule, usize);
/// Where tables built in the background land.
type TableSlot = Arc<Mutex<Option<Arc<EndgameTable>>>>;

/// Output shared by the command loop and the search thread; every line is flushed.
pub type SharedOut = Arc<Mutex<Box<dyn Write + Send>>>;

/// The longest command line read, in bytes (a game of 100 000 plies fits in it).
pub const MAX_LINE: usize = 1 << 20;

/// What is wrong with a command; sent as `info string error: …`.
#[derive(Debug, thiserror::Error)]
pub enum UciError {
    /// The line is not UTF-8 text.
    #[error("line is not UTF-8")]
    NotUtf8,
    /// The line is longer than any command needs; it was read to its end and dropped.
    #[error("line longer than {MAX_LINE} bytes, ignored")]
    TooLong,
    /// No such command.
    #[error("unknown command '{}'", crate::rules::shortened(.0))]
    UnknownCommand(String),
    /// `position fen` without a position.
    #[error("'fen' needs a position")]
    FenMissing,
    /// The position string is malformed.
    #[error("position '{}': {source}", crate::rules::shortened(text))]
    Fen {
        /// The text.
        text: String,
        /// What is wrong.
        source: NotationError,
    },
    /// `position` followed by something else than `startpos`, `fen` or `moves`.
    #[error("expected startpos, fen or moves, found '{}'", crate::rules::shortened(.0))]
    PositionStart(String),
    /// Something else than `moves` after the position.
    #[error("expected 'moves', found '{}'", crate::rules::shortened(.0))]
    ExpectedMoves(String),
    /// The move list cannot be read.
    #[error("moves: {0}")]
    Moves(#[source] NotationError),
    /// A move is illegal where it stands.
    #[error("moves: {0}")]
    Illegal(#[source] IllegalToken),
    /// `setoption` without `name`.
    #[error("expected 'setoption name NAME value V'")]
    SetOptionSyntax,
    /// A number option out of range.
    #[error("option {name}: '{value}' is not a number from {lo} to {hi}")]
    OptionRange {
        /// The option.
        name: String,
        /// The value given.
        value: String,
        /// Smallest allowed.
        lo: usize,
        /// Largest allowed.
        hi: usize,
    },
    /// A check option given something else than true or false.
    #[error("option {name}: '{value}' is not true or false")]
    OptionBoolean {
        /// The option.
        name: String,
        /// The value given.
        value: String,
    },
    /// A table size beyond the limit.
    #[error("option TableSeeds: {0}")]
    TableSeeds(#[source] TableSizeError),
    /// The variant option names no rule set.
    #[error("option Variant: {0}")]
    Variant(#[source] VariantError),
    /// No such option.
    #[error("unknown option '{}'", crate::rules::shortened(.0))]
    UnknownOption(String),
    /// A `go` argument without its number.
    #[error("go: '{}' needs a number", crate::rules::shortened(.0))]
    GoMissingNumber(String),
    /// A `go` argument with something else than a whole number.
    #[error("go: '{key}' needs a whole number, found '{value}'")]
    GoNotANumber {
        /// The argument.
        key: String,
        /// What was found.
        value: String,
    },
    /// A `go` depth beyond 32 bits.
    #[error("go: depth too large")]
    GoDepth,
    /// An unknown `go` argument.
    #[error("go: unknown argument '{}'", crate::rules::shortened(.0))]
    GoUnknown(String),
    /// `ponderhit` while not pondering.
    #[error("ponderhit: the engine is not pondering")]
    NotPondering,
    /// The search thread failed.
    #[error("the search failed; starting afresh")]
    SearchFailed,
    /// No folder for the tables.
    #[error("endgame tables unavailable: {0}")]
    TablesUnavailable(#[source] FileError),
    /// Tables built but not saved.
    #[error("endgame tables built but not saved: {0}")]
    TablesNotSaved(#[source] FileError),
}

fn say(out: &SharedOut, line: &str) {
    if let Ok(mut w) = out.lock() {
        // Nothing more can be done when the GUI has closed our output.
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

fn say_error(out: &SharedOut, error: &UciError) {
    say(out, &format!("info string error: {error}"));
}

use crate::ai::DEFAULT_HASH_MB;

/// A search running on its own thread.
struct Running {
    handle: JoinHandle<Searcher>,
    /// The `go` of a ponder search, whose limits apply from `ponderhit` on.
    ponder: Option<Go>,
    /// How a full-strength ponder search hears of `ponderhit` (it then goes on).
    hit: Option<Arc<PonderHit>>,
    /// Set to end the search without a `bestmove` (at `ponderhit`, when a new search
    /// replaces it).
    silent: Arc<AtomicBool>,
}

/// The engine's state between commands.
pub struct Engine {
    rules: Rules,
    game: Game,
    searcher: Option<Searcher>,
    running: Option<Running>,
    stop: Arc<AtomicBool>,
    hash_mb: usize,
    level: u8,
    use_tables: bool,
    table_seeds: usize,
    /// Whether `TableSeeds` was set: otherwise the largest tables saved are used.
    table_seeds_chosen: bool,
    tables: Option<Arc<EndgameTable>>,
    /// Tables being built in the background: for which rule and size, and where they land.
    building: Option<(TableKey, TableSlot)>,
    /// The opening book, when `OwnBook` is on and one was found.
    book: Option<crate::ai::book::OpeningBook>,
    own_book: bool,
    /// Draws among the book's moves within its margin (seeded: sessions repeat).
    book_rng: rand::rngs::StdRng,
    out: SharedOut,
}

impl Engine {
    /// An engine for `rules` writing to `out`.
    pub fn new(rules: Rules, out: SharedOut) -> Engine {
        let searcher = Searcher::new(rules, DEFAULT_HASH_MB);
        Engine {
            rules,
            game: Game::new(rules),
            stop: searcher.stop_flag(),
            searcher: Some(searcher),
            running: None,
            hash_mb: DEFAULT_HASH_MB,
            level: MAX_LEVEL,
            use_tables: true,
            table_seeds: DEFAULT_TABLE_SEEDS,
            table_seeds_chosen: false,
            tables: None,
            building: None,
            book: None,
            own_book: false,
            book_rng: rand::SeedableRng::seed_from_u64(0x0b00c),
            out,
        }
    }

    /// Loads the opening book for the current rules (when `OwnBook` is on), and says which.
    fn load_book(&mut self) {
        self.book = None;
        if !self.own_book {
            return;
        }
        let candidates = crate::records::book_candidates(&self.rules);
        let search = crate::records::find_book(&self.rules, &candidates);
        for refused in &search.passed_over {
            say(
                &self.out,
                &format!("info string error: opening book passed over: {refused}"),
            );
        }
        match search.found {
            Some((book, path)) => {
                say(
                    &self.out,
                    &format!(
                        "info string opening book: {} positions from {}",
                        book.len(),
                        path
                    ),
                );
                self.book = Some(book);
            }
            None => say(
                &self.out,
                "info string no opening book for these rules: build one with oware-cli book build",
            ),
        }
    }

    fn error(&self, error: UciError) {
        say_error(&self.out, &error);
    }

    /// Reads commands until `quit` or end of input. A line that is not UTF-8, or longer
    /// than [`MAX_LINE`], gets an error and the session goes on. At the end of input a
    /// running search is stopped (its `bestmove` is printed) and the engine returns.
    pub fn run(&mut self, mut input: impl BufRead) -> std::io::Result<()> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if std::io::Read::take(&mut input, MAX_LINE as u64 + 1).read_until(b'\n', &mut bytes)?
                == 0
            {
                break;
            }
            if bytes.len() > MAX_LINE {
                // The rest of the line is read and dropped, a piece at a time.
                let mut ended = bytes.ends_with(b"\n");
                while !ended {
                    bytes.clear();
                    if std::io::Read::take(&mut input, 64 * 1024).read_until(b'\n', &mut bytes)?
                        == 0
                    {
                        break;
                    }
                    ended = bytes.ends_with(b"\n");
                }
                self.error(UciError::TooLong);
                continue;
            }
            match std::str::from_utf8(&bytes) {
                Ok(line) => {
                    if !self.command(line.trim()) {
                        break;
                    }
                }
                Err(_) => self.error(UciError::NotUtf8),
            }
        }
        self.end_of_input();
        Ok(())
    }

    /// Stops a running search, printing its `bestmove`, and waits for it.
    pub fn end_of_input(&mut self) {
        self.stop_search();
    }

    /// Stops a running search (its `bestmove` is still printed) and waits for it.
    fn stop_search(&mut self) {
        if self.running.is_some() {
            self.stop.store(true, Ordering::Relaxed);
        }
        self.finish_search();
    }

    /// Handles one command; false means quit.
    pub fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&head) = words.first() else {
            return true;
        };
        match head {
            "uci" => self.identify(),
            "isready" => {
                if self.running.is_none() {
                    self.ensure_tables();
                }
                say(&self.out, "readyok");
            }
            "ucinewgame" => {
                self.stop_search();
                if let Some(s) = self.searcher.as_mut() {
                    s.clear();
                }
                self.game = Game::new(self.rules);
            }
            "position" => {
                self.stop_search();
                match self.parse_position(&words[1..]) {
                    Ok(game) => self.game = game,
                    Err(e) => self.error(e),
                }
            }
            "go" => {
                self.stop_search();
                match parse_go(&words[1..]) {
                    Ok(go) => self.go(go),
                    Err(e) => self.error(e),
                }
            }
            "ponderhit" => self.ponderhit(),
            "stop" => self.stop_search(),
            "setoption" => {
                self.stop_search();
                if let Err(e) = self.set_option(&words[1..]) {
                    self.error(e);
                }
            }
            "quit" => {
                self.stop.store(true, Ordering::Relaxed);
                return false;
            }
            "d" | "print" => {
                let text = crate::rules::format_position(self.game.position());
                say(&self.out, &format!("info string position {text}"));
            }
            other => self.error(UciError::UnknownCommand(other.to_string())),
        }
        true
    }

    fn identify(&self) {
        let lines = [
            format!("id name Oware {}", env!("CARGO_PKG_VERSION")),
            "id author the Oware developers".to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"),
            format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"),
            "option name Variant type string default abapa".to_string(),
            "option name UseTables type check default true".to_string(),
            format!(
                "option name TableSeeds type spin default {DEFAULT_TABLE_SEEDS} min 0 max {MAX_TABLE_SEEDS}"
            ),
            "option name OwnBook type check default false".to_string(),
            "uciok".to_string(),
        ];
        for l in lines {
            say(&self.out, &l);
        }
    }

    /// Waits for a running search (its `bestmove` is printed by the search thread).
    fn finish_search(&mut self) {
        if let Some(running) = self.running.take() {
            match running.handle.join() {
                Ok(searcher) => self.searcher = Some(searcher),
                Err(_) => {
                    self.error(UciError::SearchFailed);
                    let s = Searcher::new(self.rules, self.hash_mb);
                    self.stop = s.stop_flag();
                    self.searcher = Some(s);
                }
            }
        }
    }

    /// Whether `go` is answered from the book: at full strength, with a move time or a
    /// clock, in a position of the book.
    fn book_answers(&self, go: &Go) -> bool {
        let timed = !go.infinite && !go.ponder && go.depth.is_none() && go.nodes.is_none();
        timed
            && self.level == MAX_LEVEL
            && self
                .book
                .as_ref()
                .is_some_and(|b| b.fits(&self.rules) && b.get(self.game.position()).is_some())
    }

    /// The opponent played the move pondered on. A full-strength search goes on under the
    /// limits of its `go` from now on, with what it has found; otherwise (a lower level, or
    /// a position the book answers at once) the ponder search ends without a `bestmove` and
    /// the same `go` runs as a normal one.
    fn ponderhit(&mut self) {
        let Some(go) = self.running.as_ref().and_then(|r| r.ponder) else {
            self.error(UciError::NotPondering);
            return;
        };
        let in_book = self.book_answers(&Go {
            ponder: false,
            ..go
        });
        if let Some(running) = self.running.as_mut()
            && let Some(hit) = running.hit.as_ref().filter(|_| !in_book)
        {
            let side = self.game.position().to_move();
            hit.hit(
                Go {
                    ponder: false,
                    ..go
                }
                .limits(side),
            );
            running.ponder = None;
            return;
        }
        if let Some(running) = &self.running {
            running.silent.store(true, Ordering::Relaxed);
        }
        self.stop_search();
        self.go(Go {
            ponder: false,
            ..go
        });
    }

    /// Makes the endgame tables available: loaded at once when saved before, otherwise
    /// built on a thread of their own (the engine plays without them until they are ready,
    /// so `readyok` never waits for a build).
    fn ensure_tables(&mut self) {
        if !self.table_seeds_chosen {
            self.table_seeds = largest_saved_tables(&self.rules).unwrap_or(DEFAULT_TABLE_SEEDS);
        }
        let supported = self.rules.grand_slam != crate::rules::GrandSlamRule::AllowedIfWinning;
        if !self.use_tables || self.table_seeds == 0 || !supported {
            self.tables = None;
            self.building = None;
        } else {
            let wanted = (self.rules.grand_slam, self.table_seeds);
            let current = self
                .tables
                .as_ref()
                .is_some_and(|t| t.max_seeds() == self.table_seeds && t.rules_match(&self.rules));
            if !current {
                self.tables = None;
                let done = self.building.as_ref().and_then(|(key, slot)| {
                    if *key == wanted {
                        slot.lock().ok().and_then(|s| s.clone())
                    } else {
                        None
                    }
                });
                match done {
                    Some(t) => self.tables = Some(t),
                    None if self
                        .building
                        .as_ref()
                        .is_some_and(|(key, _)| *key == wanted) => {}
                    None => self.start_tables(wanted),
                }
            }
        }
        if let Some(s) = self.searcher.as_mut() {
            s.set_tables(self.tables.clone());
        }
    }

    fn start_tables(&mut self, wanted: TableKey) {
        let rules = self.rules;
        let seeds = self.table_seeds;
        let path = match table_path(&rules, seeds) {
            Ok(p) => p,
            Err(e) => {
                self.error(UciError::TablesUnavailable(e));
                return;
            }
        };
        match load_table(&path, &rules, seeds) {
            Ok(t) => {
                self.tables = Some(Arc::new(t));
                return;
            }
            Err(e) if !self.table_seeds_chosen && seeds != DEFAULT_TABLE_SEEDS => {
                // Larger tables found but unreadable are left as they are, and not rebuilt
                // unasked: this session uses the usual size.
                say(
                    &self.out,
                    &format!("info string error: endgame tables for {seeds} seeds: {e}"),
                );
                self.table_seeds = DEFAULT_TABLE_SEEDS;
                self.table_seeds_chosen = true;
                self.start_tables((wanted.0, DEFAULT_TABLE_SEEDS));
                return;
            }
            Err(_) => {}
        }
        let slot: TableSlot = Arc::new(Mutex::new(None));
        self.building = Some((wanted, slot.clone()));
        say(
            &self.out,
            &format!("info string building endgame tables for {seeds} seeds in the background"),
        );
        let out = self.out.clone();
        std::thread::spawn(move || {
            // The size was checked when the option was set; the memory is checked again.
            let table = match EndgameTable::build(&rules, seeds, &mut |_, _| {}) {
                Ok(table) => table,
                Err(e) => {
                    say_error(&out, &UciError::TableSeeds(e));
                    return;
                }
            };
            if let Err(e) = save_table(&path, &table) {
                say_error(&out, &UciError::TablesNotSaved(e));
            }
            if let Ok(mut s) = slot.lock() {
                *s = Some(Arc::new(table));
            }
        });
    }

    fn parse_position(&self, words: &[&str]) -> Result<Game, UciError> {
        let mut i = 0;
        let mut start = crate::rules::Position::start(&self.rules);
        match words.first() {
            Some(&"startpos") => i = 1,
            Some(&"fen") => {
                let fen = words.get(1).ok_or(UciError::FenMissing)?;
                start = parse_position(fen, &self.rules).map_err(|source| UciError::Fen {
                    text: fen.to_string(),
                    source,
                })?;
                i = 2;
            }
            Some(&"moves") | None => {}
            Some(other) => return Err(UciError::PositionStart(other.to_string())),
        }
        let mut game = Game::from_position(self.rules, start);
        match words.get(i) {
            None => return Ok(game),
            Some(&"moves") => {}
            Some(other) => return Err(UciError::ExpectedMoves(other.to_string())),
        }
        let text = words[i + 1..].join(" ");
        let tokens = parse_move_list(&text).map_err(UciError::Moves)?;
        game.play_tokens(&tokens).map_err(UciError::Illegal)?;
        Ok(game)
    }

    fn set_option(&mut self, words: &[&str]) -> Result<(), UciError> {
        if words.first() != Some(&"name") {
            return Err(UciError::SetOptionSyntax);
        }
        let value_at = words.iter().position(|w| *w == "value");
        let name = words[1..value_at.unwrap_or(words.len())].join(" ");
        let value = value_at
            .map(|i| words[i + 1..].join(" "))
            .unwrap_or_default();
        let number = |lo: usize, hi: usize| -> Result<usize, UciError> {
            value
                .parse::<usize>()
                .ok()
                .filter(|n| (lo..=hi).contains(n))
                .ok_or_else(|| UciError::OptionRange {
                    name: name.clone(),
                    value: value.clone(),
                    lo,
                    hi,
                })
        };
        let boolean = || -> Result<bool, UciError> {
            match value.to_ascii_lowercase().as_str() {
                "true" | "on" | "yes" | "1" => Ok(true),
                "false" | "off" | "no" | "0" => Ok(false),
                _ => Err(UciError::OptionBoolean {
                    name: name.clone(),
                    value: value.clone(),
                }),
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                self.hash_mb = number(1, 4096)?;
                if let Some(s) = self.searcher.as_mut() {
                    s.set_hash_mb(self.hash_mb);
                }
            }
            "level" => self.level = number(1, MAX_LEVEL as usize)? as u8,
            "usetables" => self.use_tables = boolean()?,
            "tableseeds" => {
                let seeds = value.parse::<usize>().map_err(|_| UciError::OptionRange {
                    name: name.clone(),
                    value: value.clone(),
                    lo: 0,
                    hi: MAX_TABLE_SEEDS,
                })?;
                let seeds = check_table_seeds(seeds).map_err(UciError::TableSeeds)?;
                // Tables not saved before would be built: refused at once if this machine
                // cannot hold the build (the engine goes on with the tables it has).
                let saved = table_path(&self.rules, seeds).is_ok_and(|p| p.is_file());
                if !saved {
                    check_table_build(seeds).map_err(UciError::TableSeeds)?;
                }
                self.table_seeds = seeds;
                self.table_seeds_chosen = true;
            }
            "ownbook" => {
                self.own_book = boolean()?;
                self.load_book();
            }
            "variant" => {
                let rules: Rules = value.parse().map_err(UciError::Variant)?;
                self.rules = rules;
                self.game = Game::new(rules);
                let s = Searcher::new(rules, self.hash_mb);
                self.stop = s.stop_flag();
                self.searcher = Some(s);
                self.tables = None;
                self.load_book();
            }
            "threads" => {
                number(1, 1)?;
            }
            _ => return Err(UciError::UnknownOption(name)),
        }
        Ok(())
    }

    fn go(&mut self, go: Go) {
        if self.game.is_over() {
            say(&self.out, "bestmove 0000");
            return;
        }
        // Full strength with a move time or a clock plays from the book at once.
        if self.book_answers(&go)
            && let Some(book) = self.book.as_ref()
            && let Some(mv) = book.choose(self.game.position(), &mut self.book_rng)
        {
            say(&self.out, "info string book move");
            let position = self.game.position();
            let (after, _) = position.play_unchecked(mv, &self.rules);
            // The book's best answer to its own move, else the searcher's guess.
            let reply = book
                .get(&after)
                .and_then(|entry| entry.moves.first().map(|&(m, _)| m))
                .or_else(|| {
                    self.searcher
                        .as_ref()
                        .and_then(|s| s.expected_reply(position, mv))
                });
            let line: Vec<Move> = std::iter::once(mv).chain(reply).collect();
            say(&self.out, &bestmove_line(Some(mv), &line));
            return;
        }
        self.ensure_tables();
        let Some(mut searcher) = self.searcher.take() else {
            return;
        };
        let side = self.game.position().to_move();
        let limits = go.limits(side);
        // `go infinite` and `go ponder`: no `bestmove` before `stop` (or `ponderhit`).
        let waits_for_stop = go.infinite || go.ponder;
        let out = self.out.clone();
        let stop = self.stop.clone();
        let silent = Arc::new(AtomicBool::new(false));
        let quiet = silent.clone();
        searcher.reset_stop();
        let game = self.game.clone();
        let level = self.level;
        let tables = self.tables.clone();
        let hit = (go.ponder && level == MAX_LEVEL).then(PonderHit::new);
        let heard = hit.clone();
        let answer = answer::Answer::new();
        // A full-strength search with a time limit is watched, so that it answers on time
        // however busy the machine (see `answer`): at the end of its time, the margin kept
        // for answering included, counted from the `go`.
        if level == MAX_LEVEL
            && !waits_for_stop
            && let Some(time) = limits.time
            && let Some(fallback) = crate::ai::first_guess(game.position(), &self.rules)
        {
            let deadline = Instant::now() + time + Duration::from_millis(MOVETIME_MARGIN_MS);
            answer.watch(deadline, fallback, stop.clone(), out.clone());
        }
        let handle = std::thread::spawn(move || {
            let (best, pv) = if level < MAX_LEVEL {
                let seed = crate::rules::hash_position(game.position());
                let mut player = LevelPlayer::new(
                    level,
                    &game,
                    seed,
                    limits.time.unwrap_or(Duration::from_secs(1)),
                );
                player.searcher_mut().set_tables(tables);
                say(&out, &format!("info string level {level}"));
                let best = player.choose(&game);
                let reply =
                    best.and_then(|mv| player.searcher_mut().expected_reply(game.position(), mv));
                (best, best.into_iter().chain(reply).collect())
            } else {
                let mut report =
                    |info: &SearchInfo| answer.iteration(&out, &info_line(info, &game), &info.pv);
                let result = match heard.clone() {
                    Some(hit) => searcher.search_pondering(&game, hit, &mut report),
                    None => searcher.search_game(&game, limits, &mut report),
                };
                (result.best, result.info.pv)
            };
            let hit_heard = || heard.as_ref().is_some_and(|h| h.is_hit());
            if waits_for_stop {
                while !stop.load(Ordering::Relaxed) && !hit_heard() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            if !quiet.load(Ordering::Relaxed) {
                answer.search_done(&out, best, &pv);
            }
            searcher
        });
        self.running = Some(Running {
            handle,
            ponder: go.ponder.then_some(go),
            hit,
            silent,
        });
    }
}

/// The largest endgame tables saved for `rules` beyond the default size (built with
/// `egtb build --max-seeds N`), used when `TableSeeds` is not set.
fn largest_saved_tables(rules: &Rules) -> Option<usize> {
    (DEFAULT_TABLE_SEEDS + 1..=MAX_TABLE_SEEDS)
        .rev()
        .find(|&seeds| table_path(rules, seeds).is_ok_and(|p| p.is_file()))
}

/// `bestmove M`, with `ponder m` when the line goes on past the move (`0000`: no move).
fn bestmove_line(best: Option<Move>, pv: &[Move]) -> String {
    match (best, pv) {
        (None, _) => "bestmove 0000".to_string(),
        (Some(mv), [first, reply, ..]) if *first == mv => format!("bestmove {mv} ponder {reply}"),
        (Some(mv), _) => format!("bestmove {mv}"),
    }
}

/// An `info` line for a completed iteration of a search of `game`'s position; the line is
/// written joined (`pv FfEa`).
pub fn info_line(info: &SearchInfo, game: &Game) -> String {
    let ms = info.elapsed.as_millis().max(1);
    let nps = (info.nodes as u128 * 1000 / ms) as u64;
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        score_words(info, game),
        info.nodes,
        nps,
        info.elapsed.as_millis(),
        crate::rules::format_move_list(&info.pv)
    )
    .trim_end()
    .to_string()
}

/// `mate N` for a proven win or loss whose line ends the game (N moves of the side to move
/// until the end, negative when it loses), else `cp X`, the expected final margin.
fn score_words(info: &SearchInfo, game: &Game) -> String {
    let cp = score_to_cp(info.score);
    let proven = info.score.abs() >= crate::ai::WIN / 2 && cp != 0;
    if proven && let Some((plies, winner)) = end_of_line(game, &info.pv) {
        let mover = game.position().to_move();
        let moves = plies.div_ceil(2) as i64;
        if cp > 0 && winner == Some(mover) {
            return format!("mate {moves}");
        }
        if cp < 0 && winner == Some(mover.opponent()) {
            return format!("mate -{moves}");
        }
    }
    format!("cp {cp}")
}

/// The plies of `line` and the winner, when `game` ends exactly with the line's last move.
fn end_of_line(game: &Game, line: &[Move]) -> Option<(usize, Option<crate::rules::Side>)> {
    let mut game = game.clone();
    for (i, &mv) in line.iter().enumerate() {
        game.play(mv).ok()?;
        if let Some(outcome) = game.outcome() {
            return (i + 1 == line.len()).then_some((i + 1, outcome.winner));
        }
    }
    None
}

/// Milliseconds kept back from `go movetime` for stopping the search and answering.
const MOVETIME_MARGIN_MS: u64 = 2;

/// The arguments of `go`.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Go {
    movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    clock: [Option<u64>; 2],
    inc: [Option<u64>; 2],
    infinite: bool,
    ponder: bool,
}

impl Go {
    fn limits(&self, side: crate::rules::Side) -> Limits {
        if self.ponder {
            // Until `stop` or `ponderhit`: the limits apply to the search after a hit.
            return Limits::default();
        }
        let mut limits = Limits {
            depth: self.depth,
            nodes: self.nodes,
            time: None,
            soft: None,
        };
        if let Some(ms) = self.movetime {
            // The whole of a fixed time is used, less a margin for answering.
            limits.time = Some(Duration::from_millis(
                ms.saturating_sub(MOVETIME_MARGIN_MS).max(1),
            ));
        } else if let Some(left) = self.clock[side.index()] {
            let inc = self.inc[side.index()].unwrap_or(0);
            limits = limits.within_clock(Duration::from_millis(left), Duration::from_millis(inc));
        } else if !self.infinite && self.depth.is_none() && self.nodes.is_none() {
            limits.time = Some(Duration::from_secs(1));
        }
        limits
    }
}

fn parse_go(words: &[&str]) -> Result<Go, UciError> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let key = words[i];
        let value = || -> Result<u64, UciError> {
            let v = words
                .get(i + 1)
                .ok_or_else(|| UciError::GoMissingNumber(key.to_string()))?;
            v.parse::<u64>().map_err(|_| UciError::GoNotANumber {
                key: key.to_string(),
                value: v.to_string(),
            })
        };
        match key {
            "infinite" | "ponder" => {
                if key == "infinite" {
                    go.infinite = true;
                } else {
                    go.ponder = true;
                }
                i += 1;
                continue;
            }
            "movetime" => go.movetime = Some(value()?),
            "depth" => {
                go.depth = Some(
                    u32::try_from(value()?)
                        .map_err(|_| UciError::GoDepth)?
                        .clamp(1, 100),
                )
            }
            "nodes" => go.nodes = Some(value()?),
            "wtime" => go.clock[0] = Some(value()?),
            "btime" => go.clock[1] = Some(value()?),
            "winc" => go.inc[0] = Some(value()?),
            "binc" => go.inc[1] = Some(value()?),
            "movestogo" => {
                value()?;
            }
            other => return Err(UciError::GoUnknown(other.to_string())),
        }
        i += 2;
    }
    Ok(go)
}

#[cfg(test)]
mod tests;
