//! `oware-cli uci`: the engine protocol of ENGINE_PROTOCOL.md, a dialect of UCI compatible
//! with the one the Aualé GUI speaks to the Aalina engine. Searches run on a thread of their
//! own so `stop`, `isready` and `quit` are answered at once. Bad input is never silent: it
//! gets `info string error: …` and the previous state is kept.

use super::CliError;
use super::egtb_cmd::DEFAULT_TABLE_SEEDS;
use crate::ai::{EndgameTable, LevelPlayer, Limits, MAX_LEVEL, SearchInfo, Searcher, score_to_cp};
use crate::rules::{Game, Rules, parse_move_list, parse_position};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Which tables: the grand-slam rule and the number of seeds.
type TableKey = (crate::rules::GrandSlamRule, usize);
/// Where tables built in the background land.
type TableSlot = Arc<Mutex<Option<Arc<EndgameTable>>>>;

/// Output shared by the command loop and the search thread; every line is flushed.
pub type SharedOut = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &SharedOut, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// Runs the protocol on stdin/stdout until `quit` or the end of input.
pub fn run(rules: Rules, input: impl BufRead, _out: &mut dyn Write) -> Result<(), CliError> {
    let out: SharedOut = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    Engine::new(rules, out).run(input);
    Ok(())
}

use crate::ai::DEFAULT_HASH_MB;

/// The engine's state between commands.
pub struct Engine {
    rules: Rules,
    game: Game,
    searcher: Option<Searcher>,
    running: Option<JoinHandle<Searcher>>,
    running_infinite: bool,
    stop: Arc<AtomicBool>,
    hash_mb: usize,
    level: u8,
    use_tables: bool,
    table_seeds: usize,
    tables: Option<Arc<EndgameTable>>,
    /// Tables being built in the background: for which rule and size, and where they land.
    building: Option<(TableKey, TableSlot)>,
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
            running_infinite: false,
            hash_mb: DEFAULT_HASH_MB,
            level: MAX_LEVEL,
            use_tables: true,
            table_seeds: DEFAULT_TABLE_SEEDS,
            tables: None,
            building: None,
            out,
        }
    }

    fn error(&self, what: impl std::fmt::Display) {
        say(&self.out, &format!("info string error: {what}"));
    }

    /// Reads commands until `quit` or end of input.
    pub fn run(&mut self, input: impl BufRead) {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if !self.command(line.trim()) {
                break;
            }
        }
        // At the end of input a timed search finishes; an infinite one is stopped.
        if self.running_infinite {
            self.stop.store(true, Ordering::Relaxed);
        }
        self.finish_search();
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
            "uci" => {
                let lines = [
                    format!("id name Oware {}", env!("CARGO_PKG_VERSION")),
                    "id author the Oware developers".to_string(),
                    format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"),
                    format!(
                        "option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"
                    ),
                    "option name Variant type string default abapa".to_string(),
                    "option name UseTables type check default true".to_string(),
                    format!(
                        "option name TableSeeds type spin default {DEFAULT_TABLE_SEEDS} min 0 max 22"
                    ),
                    "uciok".to_string(),
                ];
                for l in lines {
                    say(&self.out, &l);
                }
            }
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
            other => self.error(format!("unknown command '{other}'")),
        }
        true
    }

    /// Waits for a running search (its `bestmove` is printed by the search thread).
    fn finish_search(&mut self) {
        if let Some(handle) = self.running.take() {
            match handle.join() {
                Ok(searcher) => self.searcher = Some(searcher),
                Err(_) => {
                    self.error("the search failed; starting afresh");
                    let s = Searcher::new(self.rules, self.hash_mb);
                    self.stop = s.stop_flag();
                    self.searcher = Some(s);
                }
            }
        }
    }

    /// Makes the endgame tables available: loaded at once when saved before, otherwise
    /// built on a thread of their own (the engine plays without them until they are ready,
    /// so `readyok` never waits for a build).
    fn ensure_tables(&mut self) {
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
        let path = match super::egtb_cmd::table_path(&rules, seeds) {
            Ok(p) => p,
            Err(e) => {
                self.error(format!("endgame tables unavailable: {e}"));
                return;
            }
        };
        if let Ok(t) = EndgameTable::load(&path, &rules, seeds) {
            self.tables = Some(Arc::new(t));
            return;
        }
        let slot: TableSlot = Arc::new(Mutex::new(None));
        self.building = Some((wanted, slot.clone()));
        say(
            &self.out,
            &format!("info string building endgame tables for {seeds} seeds in the background"),
        );
        std::thread::spawn(move || {
            let table = EndgameTable::build(&rules, seeds, &mut |_, _| {});
            let _ = table.save(&path);
            if let Ok(mut s) = slot.lock() {
                *s = Some(Arc::new(table));
            }
        });
    }

    fn parse_position(&self, words: &[&str]) -> Result<Game, String> {
        let mut i = 0;
        let mut start = crate::rules::Position::start(&self.rules);
        match words.first() {
            Some(&"startpos") => i = 1,
            Some(&"fen") => {
                let fen = words.get(1).ok_or("'fen' needs a position")?;
                start = parse_position(fen, &self.rules)
                    .map_err(|e| format!("position '{fen}': {e}"))?;
                i = 2;
            }
            Some(&"moves") | None => {}
            Some(other) => return Err(format!("expected startpos, fen or moves, found '{other}'")),
        }
        let mut game = Game::from_position(self.rules, start);
        match words.get(i) {
            None => return Ok(game),
            Some(&"moves") => {}
            Some(other) => return Err(format!("expected 'moves', found '{other}'")),
        }
        let text = words[i + 1..].join(" ");
        let tokens = parse_move_list(&text).map_err(|e| format!("moves: {e}"))?;
        game.play_tokens(&tokens)
            .map_err(|e| format!("moves: {e}"))?;
        Ok(game)
    }

    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        if words.first() != Some(&"name") {
            return Err("expected 'setoption name NAME value V'".to_string());
        }
        let value_at = words.iter().position(|w| *w == "value");
        let name = words[1..value_at.unwrap_or(words.len())].join(" ");
        let value = value_at
            .map(|i| words[i + 1..].join(" "))
            .unwrap_or_default();
        let number = |lo: usize, hi: usize| -> Result<usize, String> {
            value
                .parse::<usize>()
                .ok()
                .filter(|n| (lo..=hi).contains(n))
                .ok_or_else(|| {
                    format!("option {name}: '{value}' is not a number from {lo} to {hi}")
                })
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                self.hash_mb = number(1, 4096)?;
                if let Some(s) = self.searcher.as_mut() {
                    s.set_hash_mb(self.hash_mb);
                }
            }
            "level" => self.level = number(1, MAX_LEVEL as usize)? as u8,
            "usetables" => {
                self.use_tables = match value.to_ascii_lowercase().as_str() {
                    "true" | "on" | "1" => true,
                    "false" | "off" | "0" => false,
                    _ => return Err(format!("option UseTables: '{value}' is not true or false")),
                };
            }
            "tableseeds" => self.table_seeds = number(0, 22)?,
            "variant" => {
                let rules: Rules = value.parse().map_err(|e| format!("option Variant: {e}"))?;
                self.rules = rules;
                self.game = Game::new(rules);
                let s = Searcher::new(rules, self.hash_mb);
                self.stop = s.stop_flag();
                self.searcher = Some(s);
                self.tables = None;
            }
            "threads" => {
                number(1, 1)?;
            }
            _ => return Err(format!("unknown option '{name}'")),
        }
        Ok(())
    }

    fn go(&mut self, go: Go) {
        if self.game.is_over() {
            say(&self.out, "bestmove 0000");
            return;
        }
        self.ensure_tables();
        let Some(mut searcher) = self.searcher.take() else {
            return;
        };
        let side = self.game.position().to_move();
        let limits = go.limits(side);
        let infinite = go.infinite;
        self.running_infinite = infinite;
        let out = self.out.clone();
        let stop = self.stop.clone();
        searcher.reset_stop();
        let game = self.game.clone();
        let level = self.level;
        let tables = self.tables.clone();
        self.running = Some(std::thread::spawn(move || {
            let best = if level < MAX_LEVEL {
                let seed = crate::rules::hash_position(game.position());
                let mut player = LevelPlayer::new(
                    level,
                    &game,
                    seed,
                    limits.time.unwrap_or(Duration::from_secs(1)),
                );
                player.searcher_mut().set_tables(tables);
                say(&out, &format!("info string level {level}"));
                player.choose(&game)
            } else {
                let mut report = |info: &SearchInfo| say(&out, &info_line(info));
                let result = searcher.search_game(&game, limits, &mut report);
                result.best
            };
            if infinite {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            match best {
                Some(mv) => say(&out, &format!("bestmove {mv}")),
                None => say(&out, "bestmove 0000"),
            }
            searcher
        }));
    }
}

/// An `info` line for a completed iteration.
pub fn info_line(info: &SearchInfo) -> String {
    let ms = info.elapsed.as_millis().max(1);
    let nps = (info.nodes as u128 * 1000 / ms) as u64;
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} score cp {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        score_to_cp(info.score),
        info.nodes,
        nps,
        info.elapsed.as_millis(),
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

/// The arguments of `go`.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Go {
    movetime: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    clock: [Option<u64>; 2],
    inc: [Option<u64>; 2],
    infinite: bool,
}

impl Go {
    fn limits(&self, side: crate::rules::Side) -> Limits {
        let mut limits = Limits {
            depth: self.depth,
            nodes: self.nodes,
            time: None,
        };
        if let Some(ms) = self.movetime {
            limits.time = Some(Duration::from_millis(ms));
        } else if let Some(left) = self.clock[side.index()] {
            let inc = self.inc[side.index()].unwrap_or(0);
            // About a thirtieth of the clock plus most of the increment, never near the flag.
            let budget = (left / 30 + inc * 3 / 4).min(left / 3).max(1);
            limits.time = Some(Duration::from_millis(budget));
        } else if !self.infinite && self.depth.is_none() && self.nodes.is_none() {
            limits.time = Some(Duration::from_secs(1));
        }
        limits
    }
}

fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let key = words[i];
        let value = || -> Result<u64, String> {
            let v = words
                .get(i + 1)
                .ok_or_else(|| format!("go: '{key}' needs a number"))?;
            v.parse::<u64>()
                .map_err(|_| format!("go: '{key}' needs a whole number, found '{v}'"))
        };
        match key {
            "infinite" => {
                go.infinite = true;
                i += 1;
                continue;
            }
            "movetime" => go.movetime = Some(value()?),
            "depth" => {
                go.depth = Some(
                    u32::try_from(value()?)
                        .map_err(|_| "go: depth too large")?
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
            other => return Err(format!("go: unknown argument '{other}'")),
        }
        i += 2;
    }
    Ok(go)
}
