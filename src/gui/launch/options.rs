//! How the game was launched: the command-line options of `oware`, the screen it opens on,
//! and the first game they set up.

use crate::gui::game::session;
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
    /// The menu bar's Game menu, open.
    GameMenu,
    /// The menu bar's View menu, open.
    ViewMenu,
    /// The players' list opened to be changed, a child's profile among them: the
    /// grown-up's question first.
    GrownUp,
    /// The *Tournament* window before joining: the code, the tournaments on this network.
    TournamentJoin,
    /// A tournament's player between rounds: their rounds and the standings.
    Tournament,
    /// The organizer's view of a tournament in its second round: the players, every
    /// board live, the standings.
    HostTournament,
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

/// Every `--screen NAME` of one word: the name, the screen, and what it shows (for
/// `oware --help`). The forms with a part after a colon are `theme:NAME` and
/// `practice:KIND`.
pub const NAMED_SCREENS: [(&str, Screen, &str); 39] = [
    ("menu", Screen::Menu, "the start screen"),
    (
        "players",
        Screen::Players,
        "the start screen asking Who is playing?, three players",
    ),
    (
        "progress",
        Screen::Progress,
        "the progress page of a child who practised for a month",
    ),
    ("board", Screen::Board, "the board (the default)"),
    (
        "review",
        Screen::Review,
        "the review of the game after --moves (the screenshot taken once it is done)",
    ),
    (
        "history",
        Screen::History,
        "the move history in review mode, halfway through --moves",
    ),
    (
        "match-end",
        Screen::MatchEnd,
        "the end of a best of 3, with its table of games",
    ),
    ("new-game", Screen::NewGame, "the new-game window"),
    ("rules", Screen::Rules, "how to play, with drawn examples"),
    ("settings", Screen::Settings, "the settings"),
    ("about", Screen::About, "the About window"),
    (
        "practice",
        Screen::Practice(None),
        "counting practice, any kind",
    ),
    (
        "child-practice",
        Screen::ChildPractice,
        "a child's counting practice, answered: the seeds numbered, the count in words",
    ),
    (
        "setup",
        Screen::Setup,
        "setting up --position (else the position after --moves)",
    ),
    (
        "analysis",
        Screen::Analysis,
        "the position set up, analysed with both sides played here",
    ),
    ("online", Screen::Online, "the Play online window"),
    (
        "online-code",
        Screen::OnlineCode,
        "hosting a match (no relay): the code to give",
    ),
    (
        "online-match",
        Screen::OnlineMatch,
        "a match in play against a second side over loopback",
    ),
    (
        "online-match-north",
        Screen::OnlineMatchNorth,
        "the same match seen from North",
    ),
    (
        "learn",
        Screen::Learn,
        "the Learn window: the lessons and the puzzles",
    ),
    (
        "lesson",
        Screen::Lesson,
        "a lesson's task answered wrongly: the reason beside the board",
    ),
    (
        "child-lesson",
        Screen::ChildLesson,
        "a child's lesson, answered: big counts, the seeds numbered, the count in words",
    ),
    (
        "puzzle",
        Screen::Puzzle,
        "a puzzle of several moves, waiting for the first",
    ),
    (
        "puzzle-wrong",
        Screen::PuzzleWrong,
        "a puzzle's wrong move and the answer that refutes it",
    ),
    (
        "hint-words",
        Screen::HintWords,
        "the hints in words, as a beginner gets them",
    ),
    (
        "clock",
        Screen::Clock,
        "a game with clocks, South's running low",
    ),
    ("library", Screen::Library, "the Library of games"),
    (
        "statistics",
        Screen::Statistics,
        "the Library's statistics: ratings and results",
    ),
    (
        "resign",
        Screen::Resign,
        "the question before a resignation",
    ),
    (
        "file-games",
        Screen::FileGames,
        "the games of a file of several records",
    ),
    (
        "game-menu",
        Screen::GameMenu,
        "the menu bar's Game menu, open",
    ),
    (
        "view-menu",
        Screen::ViewMenu,
        "the menu bar's View menu, open",
    ),
    (
        "grown-up",
        Screen::GrownUp,
        "the players' list to change, a child among them: the grown-up's question first",
    ),
    (
        "tournament-join",
        Screen::TournamentJoin,
        "the Tournament window: a code to join",
    ),
    (
        "tournament",
        Screen::Tournament,
        "a tournament's player between rounds: their rounds and the standings",
    ),
    (
        "host-tournament",
        Screen::HostTournament,
        "the organizer's view of a tournament in round 2: players, boards live, standings",
    ),
    (
        "theme:wood",
        Screen::Theme(crate::records::Theme::Wood),
        "the board in the wood theme",
    ),
    (
        "theme:dark",
        Screen::Theme(crate::records::Theme::Dark),
        "the board in the dark theme",
    ),
    (
        "theme:high-contrast",
        Screen::Theme(crate::records::Theme::HighContrast),
        "the board in high contrast",
    ),
];

/// What `oware --help` says of `--screen`: every form, one a line.
pub fn screens_help() -> String {
    let mut help = String::from(
        "The screen to open on (for screenshots, the layout check and frame benchmarks):\n",
    );
    for (name, _, what) in NAMED_SCREENS {
        help.push_str(&format!("  {name:<20} {what}\n"));
    }
    help.push_str(&format!(
        "  {:<20} counting practice of one kind (KIND: {})",
        "practice:KIND",
        exercise_kinds().join(", ")
    ));
    help
}

fn exercise_kinds() -> Vec<&'static str> {
    crate::practice::ExerciseKind::ALL
        .iter()
        .map(|k| k.name())
        .collect()
}

impl std::str::FromStr for Screen {
    type Err = ScreenError;

    fn from_str(text: &str) -> Result<Screen, ScreenError> {
        let name = text.trim().to_ascii_lowercase();
        if let Some(&(_, screen, _)) = NAMED_SCREENS.iter().find(|(n, _, _)| *n == name) {
            return Ok(screen);
        }
        match name.split_once(':') {
            Some(("theme", theme)) => crate::records::Theme::from_name(theme)
                .map(Screen::Theme)
                .ok_or_else(|| ScreenError(text.to_string())),
            Some(("practice", kind)) => crate::practice::ExerciseKind::from_name(kind)
                .map(|k| Screen::Practice(Some(k)))
                .ok_or_else(|| ScreenError(text.to_string())),
            _ => Err(ScreenError(text.to_string())),
        }
    }
}

/// A screen name that names no screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScreenError(pub String);

impl std::fmt::Display for ScreenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = NAMED_SCREENS.iter().map(|(n, _, _)| *n).collect();
        write!(
            f,
            "unknown screen '{}' (expected {}, or practice:KIND with KIND one of {})",
            self.0,
            names.join(", "),
            exercise_kinds().join(", ")
        )
    }
}

impl std::error::Error for ScreenError {}

/// How the game was launched (command-line options of `oware`).
#[derive(Resource, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Write a screenshot to this file and exit.
    pub screenshot: Option<std::path::PathBuf>,
    /// Lay the screen out at the sizes and text sizes of the layout check, check each, and
    /// exit (`--check-layout`).
    pub check_layout: bool,
    /// The languages the layout check lays each layout out in, in turn (`--lang`'s alone
    /// when empty).
    pub layout_languages: Vec<crate::i18n::Language>,
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

#[cfg(test)]
mod tests {
    use super::{NAMED_SCREENS, Screen};

    /// The name a screen is opened by, if any: a new screen does not compile here until it
    /// is given one in [`NAMED_SCREENS`] (and so in `oware --help`).
    fn name_of(screen: Screen) -> Option<&'static str> {
        let listed = || {
            NAMED_SCREENS
                .iter()
                .find(|(_, s, _)| *s == screen)
                .map(|(n, _, _)| *n)
        };
        match screen {
            Screen::Practice(Some(_)) => Some("practice:KIND"),
            Screen::Menu
            | Screen::Players
            | Screen::ChildPractice
            | Screen::ChildLesson
            | Screen::Progress
            | Screen::Board
            | Screen::Review
            | Screen::History
            | Screen::MatchEnd
            | Screen::NewGame
            | Screen::Rules
            | Screen::Settings
            | Screen::About
            | Screen::Theme(_)
            | Screen::Practice(None)
            | Screen::Setup
            | Screen::Analysis
            | Screen::Online
            | Screen::OnlineCode
            | Screen::OnlineMatch
            | Screen::OnlineMatchNorth
            | Screen::Learn
            | Screen::Lesson
            | Screen::Puzzle
            | Screen::PuzzleWrong
            | Screen::HintWords
            | Screen::Clock
            | Screen::Library
            | Screen::Statistics
            | Screen::Resign
            | Screen::FileGames
            | Screen::GameMenu
            | Screen::ViewMenu
            | Screen::GrownUp
            | Screen::TournamentJoin
            | Screen::Tournament
            | Screen::HostTournament => listed(),
        }
    }

    #[test]
    fn every_screen_is_named_once_and_reads_back() {
        let every = [
            Screen::Menu,
            Screen::Players,
            Screen::ChildPractice,
            Screen::ChildLesson,
            Screen::Progress,
            Screen::Board,
            Screen::Review,
            Screen::History,
            Screen::MatchEnd,
            Screen::NewGame,
            Screen::Rules,
            Screen::Settings,
            Screen::About,
            Screen::Practice(None),
            Screen::Setup,
            Screen::Analysis,
            Screen::Online,
            Screen::OnlineCode,
            Screen::OnlineMatch,
            Screen::OnlineMatchNorth,
            Screen::Learn,
            Screen::Lesson,
            Screen::Puzzle,
            Screen::PuzzleWrong,
            Screen::HintWords,
            Screen::Clock,
            Screen::Library,
            Screen::Statistics,
            Screen::Resign,
            Screen::FileGames,
            Screen::GameMenu,
            Screen::ViewMenu,
            Screen::GrownUp,
            Screen::TournamentJoin,
            Screen::Tournament,
            Screen::HostTournament,
        ];
        let themes = crate::records::Theme::ALL.map(Screen::Theme);
        for screen in every.into_iter().chain(themes) {
            let name = name_of(screen).unwrap_or_else(|| panic!("{screen:?} has no name"));
            assert_eq!(name.parse::<Screen>(), Ok(screen), "{name}");
            assert!(super::screens_help().contains(name), "{name} in --help");
        }
        for kind in crate::practice::ExerciseKind::ALL {
            let name = format!("practice:{}", kind.name());
            assert_eq!(name.parse::<Screen>(), Ok(Screen::Practice(Some(kind))));
            assert!(super::screens_help().contains(kind.name()));
        }
        let mut names: Vec<&str> = NAMED_SCREENS.iter().map(|(n, _, _)| *n).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), NAMED_SCREENS.len(), "a name given twice");
        let unknown = "nowhere".parse::<Screen>();
        assert!(unknown.is_err());
    }
}
