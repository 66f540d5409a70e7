//! How the game was launched: the command-line options of `oware`, the screen it opens on,
//! and the first game they set up.

use crate::gui::play::session;
use bevy::prelude::*;

/// The position the frame benchmark starts from: South's F holds 17 seeds (a long lap).
pub const BENCH_START: &str = "2-2-2-2-2-17-3-3-3-3-3-3-0-3-S";

/// The screens `oware --screen NAME` opens on, for screenshots and the documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// The start screen.
    Menu,
    /// The start screen asking *Who is playing?*, with three players.
    Players,
    /// A child's counting practice, an answer given: each seed numbered, the numbers in
    /// words under the board.
    ChildPractice,
    /// A child's lesson, its task answered: big counts, the seeds numbered, the count in
    /// words.
    ChildLesson,
    /// The parent's page of a child who practised for a month.
    Progress,
    /// The board (the default).
    #[default]
    Board,
    /// The review of the game after `--moves`.
    Review,
    /// The move history in review mode, halfway through the game after `--moves`.
    History,
    /// The end of a best-of-3 match, with its table of games.
    MatchEnd,
    /// The new-game window.
    NewGame,
    /// The rules, with drawn examples.
    Rules,
    /// The settings window.
    Settings,
    /// The About window: version, licence, credits.
    About,
    /// The board in a theme.
    Theme(crate::records::Theme),
    /// Counting practice: any kind, or one.
    Practice(Option<crate::practice::ExerciseKind>),
    /// Setting up a position (`--position`, else the game's after `--moves`).
    Setup,
    /// The analysis of the position set up: both sides played here, with the hints.
    Analysis,
    /// The *Play online* window: host or join.
    Online,
    /// Hosting a match (with no relay, so that it needs no internet): the code to give.
    OnlineCode,
    /// A match in play against a friend's program, here a second side over loopback.
    OnlineMatch,
    /// The same match seen by its player on North: the board turned, their row at the
    /// bottom.
    OnlineMatchNorth,
    /// The Learn window: the lessons and the puzzles.
    Learn,
    /// A lesson's task answered wrongly: the reason beside the board.
    Lesson,
    /// A puzzle of several moves, waiting for the first.
    Puzzle,
    /// A puzzle's wrong move played and the opponent's answer that refutes it.
    PuzzleWrong,
    /// The hints in words, as a beginner gets them.
    HintWords,
    /// A game with clocks, South's running low.
    Clock,
    /// The library of games.
    Library,
    /// The Library window's statistics: the player's ratings and results.
    Statistics,
    /// The question before a resignation.
    Resign,
    /// The list of games of a file of several records.
    FileGames,
}

impl Screen {
    /// Whether the frame benchmark can open and close this screen while the board plays
    /// (`--alternate`).
    pub fn can_alternate(self) -> bool {
        matches!(
            self,
            Screen::Menu | Screen::Settings | Screen::Rules | Screen::NewGame | Screen::History
        )
    }
}

impl std::str::FromStr for Screen {
    type Err = ScreenError;

    fn from_str(text: &str) -> Result<Screen, ScreenError> {
        let name = text.trim().to_ascii_lowercase();
        match name.split_once(':') {
            None if name == "menu" => Ok(Screen::Menu),
            None if name == "players" => Ok(Screen::Players),
            None if name == "child-practice" => Ok(Screen::ChildPractice),
            None if name == "child-lesson" => Ok(Screen::ChildLesson),
            None if name == "progress" => Ok(Screen::Progress),
            None if name == "board" => Ok(Screen::Board),
            None if name == "review" => Ok(Screen::Review),
            None if name == "history" => Ok(Screen::History),
            None if name == "match-end" => Ok(Screen::MatchEnd),
            None if name == "new-game" => Ok(Screen::NewGame),
            None if name == "rules" => Ok(Screen::Rules),
            None if name == "settings" => Ok(Screen::Settings),
            None if name == "about" => Ok(Screen::About),
            Some(("theme", theme)) => crate::records::Theme::from_name(theme)
                .map(Screen::Theme)
                .ok_or_else(|| ScreenError(text.to_string())),
            None if name == "practice" => Ok(Screen::Practice(None)),
            None if name == "setup" => Ok(Screen::Setup),
            None if name == "analysis" => Ok(Screen::Analysis),
            None if name == "online" => Ok(Screen::Online),
            None if name == "online-code" => Ok(Screen::OnlineCode),
            None if name == "online-match" => Ok(Screen::OnlineMatch),
            None if name == "online-match-north" => Ok(Screen::OnlineMatchNorth),
            None if name == "learn" => Ok(Screen::Learn),
            None if name == "lesson" => Ok(Screen::Lesson),
            None if name == "puzzle" => Ok(Screen::Puzzle),
            None if name == "puzzle-wrong" => Ok(Screen::PuzzleWrong),
            None if name == "hint-words" => Ok(Screen::HintWords),
            None if name == "clock" => Ok(Screen::Clock),
            None if name == "library" => Ok(Screen::Library),
            None if name == "statistics" => Ok(Screen::Statistics),
            None if name == "resign" => Ok(Screen::Resign),
            None if name == "file-games" => Ok(Screen::FileGames),
            Some(("practice", kind)) => crate::practice::ExerciseKind::from_name(kind)
                .map(|k| Screen::Practice(Some(k)))
                .ok_or_else(|| ScreenError(text.to_string())),
            _ => Err(ScreenError(text.to_string())),
        }
    }
}

/// A screen name that names no screen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown screen '{0}' (expected menu, players, child-practice, child-lesson, progress, board, review, history, match-end, new-game, rules, settings, about, setup, analysis, online, online-code, online-match, online-match-north, learn, lesson, puzzle, puzzle-wrong, hint-words, clock, library, statistics, resign, file-games, theme:NAME with NAME one of wood, dark, high-contrast, practice, or practice:KIND with KIND one of count, last-seed, capture, most, after)"
)]
pub struct ScreenError(pub String);

/// How the game was launched (command-line options of `oware`).
#[derive(Resource, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Write a screenshot to this file and exit.
    pub screenshot: Option<std::path::PathBuf>,
    /// Lay the screen out at the sizes and text sizes of the layout check, check each, and
    /// exit (`--check-layout`).
    pub check_layout: bool,
    /// A game record or saved match to open (`oware FILE`, or a double-click on a record).
    pub open: Option<std::path::PathBuf>,
    /// Moves to play (instantly) before showing the board.
    pub moves: Vec<crate::rules::MoveToken>,
    /// A position to open the set-up on (`--position`).
    pub position: Option<crate::rules::Position>,
    /// Window size in logical pixels.
    pub size: Option<(u32, u32)>,
    /// Animate this many frames and print frame-time figures, then exit.
    pub bench_frames: Option<u32>,
    /// The rule set of the first game (`--variant`).
    pub rules: Option<crate::rules::Rules>,
    /// Show the hints, computed to this depth (screenshots of the hints).
    pub hints: Option<u32>,
    /// The screen to open on (`--screen`).
    pub screen: Screen,
    /// With `bench_frames`: a full-strength search runs during the second half of the
    /// frames, to compare frame times with and without it.
    pub thinking: bool,
    /// With `bench_frames`: sound is off for the first half of the frames and on for the
    /// second, to compare frame times with and without it.
    pub sound_halves: bool,
    /// With `bench_frames`: the `--screen` window (or the start screen) open in every other
    /// block of frames and closed in the others, with the figures of each printed: the
    /// screen's cost measured against the board in one run, free of the machine's drift.
    pub alternate: bool,
    /// The language for this run (`--lang`), over the setting and the system's.
    pub lang: Option<crate::i18n::Language>,
    /// When the process started (for the start-to-first-frame figure).
    pub started: Option<std::time::Instant>,
}

impl LaunchOptions {
    /// Whether the program runs as a tool (a screenshot, the frame benchmark, the layout
    /// check): at its own size and in English unless told, with the default settings,
    /// saving nothing and drawing every frame.
    pub fn is_tool(&self) -> bool {
        self.screenshot.is_some() || self.bench_frames.is_some() || self.check_layout
    }
}

/// The request that sets up the first game from the launch options (`--variant`,
/// `--moves`; the frame benchmark's long lap), if they ask for anything but the default.
pub fn launch_request(options: &LaunchOptions) -> Option<session::SessionRequest> {
    let bench_start = options.bench_frames.is_some() && options.moves.is_empty();
    if options.rules.is_none() && options.moves.is_empty() && !bench_start {
        return None;
    }
    let mut rules = options.rules.unwrap_or_default();
    let start = if bench_start {
        rules = crate::rules::Rules::ABAPA;
        crate::rules::parse_position(BENCH_START, &rules).ok()
    } else {
        None
    };
    Some(session::SessionRequest::SetUp {
        rules,
        start,
        moves: options.moves.clone(),
    })
}
