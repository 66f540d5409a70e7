//! What `--screen NAME` opens for a screenshot, a layout check or a benchmark: a window, a
//! lesson, practice, a finished match, a game with clocks or hints… asked for at start-up as
//! the player would ask for it, and the few settings a picture needs to be the same on every
//! machine.

use crate::gui::computer::hints::BoardHints;
use crate::gui::launch::options::{LaunchOptions, Screen};
use crate::gui::modes::practice::PracticeRequest;
use crate::gui::settings::{AnimationSpeed, AppSettings};
use crate::gui::state::{OverBoard, UiAction};
use bevy::prelude::*;

/// Registers the opening of the launch screen (idle unless `--screen` asks).
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, apply_launch_screen).add_systems(
        Update,
        (
            analyse_when_set_up,
            clocks_low_for_the_screenshot,
            answer_for_the_child,
        ),
    );
}

/// `--screen child-practice` and `child-lesson`: the task on the board is answered rightly
/// once, as the child would, so that the seeds are counted.
fn answer_for_the_child(
    options: Res<LaunchOptions>,
    practice: Res<crate::gui::modes::practice::Practice>,
    learning: Res<crate::gui::modes::learning::Learning>,
    mut done: Local<bool>,
    mut out: ScreenRequests,
) {
    use crate::gui::modes::learning::{Drill, LearnRequest};
    if *done {
        return;
    }
    match options.screen {
        Screen::ChildPractice => {
            if let Some(exercise) = &practice.exercise
                && let Some(&answer) = exercise.right_answers().first()
            {
                *done = true;
                out.practice.write(PracticeRequest::Answer(answer));
            }
        }
        Screen::ChildLesson => {
            if let Some(Drill::Lesson { ready, .. }) = &learning.drill
                && let Some(&mv) = ready.right_moves().first()
            {
                *done = true;
                out.learn.write(LearnRequest::Play(mv));
            }
        }
        _ => {}
    }
}

/// `--screen clock`: once the game with clocks has started, South's time is short.
fn clocks_low_for_the_screenshot(
    options: Res<LaunchOptions>,
    mut clocks: ResMut<crate::gui::clock::GameClock>,
    mut paused: ResMut<crate::gui::game::session::GamePaused>,
    mut done: Local<bool>,
) {
    if options.screen != Screen::Clock || *done {
        return;
    }
    if let Some(clock) = clocks.clock.as_mut() {
        *done = true;
        clock.set_left([
            std::time::Duration::from_millis(8_400),
            std::time::Duration::from_secs(95),
        ]);
        // Paused, so that the picture is the same however slow the machine.
        paused.0 = true;
    }
}

/// `--screen analysis`: once the position is set up, analyse it as the player would.
fn analyse_when_set_up(
    options: Res<LaunchOptions>,
    setup: Res<crate::gui::modes::setup::PositionSetup>,
    mut done: Local<bool>,
    mut actions: MessageWriter<UiAction>,
) {
    if options.screen == Screen::Analysis && !*done && setup.is_active() {
        *done = true;
        actions.write(UiAction::AnalysePosition);
    }
}

/// The players of a screenshot, kept nowhere: one (the default) for every screen but
/// `--screen players`, which shows three, the last to play first to pick.
pub fn example_players(options: &LaunchOptions) -> crate::gui::players::Players {
    let mut profiles = crate::records::Profiles::default();
    let names: &[(&str, u8, bool)] = match options.screen {
        Screen::Players | Screen::GrownUp => {
            &[("Ama", 0, false), ("Kofi", 1, true), ("Esi", 2, true)]
        }
        Screen::ChildPractice | Screen::ChildLesson | Screen::Progress => &[("Kofi", 1, true)],
        _ => &[("Ama", 0, false)],
    };
    for &(name, colour, child) in names {
        if let Ok(id) = profiles.create(name, colour, child) {
            profiles.last = Some(id);
        }
    }
    if matches!(options.screen, Screen::Players | Screen::GrownUp) {
        profiles.last = profiles.list.get(1).map(|p| p.id);
    }
    crate::gui::players::Players::in_memory(profiles)
}

/// What a launch screen asks for.
#[derive(bevy::ecs::system::SystemParam)]
struct ScreenRequests<'w> {
    practice: MessageWriter<'w, PracticeRequest>,
    learn: MessageWriter<'w, crate::gui::modes::learning::LearnRequest>,
    history: MessageWriter<'w, crate::gui::modes::history_review::HistoryRequest>,
    sessions: MessageWriter<'w, crate::gui::game::session::SessionRequest>,
    actions: MessageWriter<'w, UiAction>,
    online: MessageWriter<'w, crate::gui::online::OnlineRequest>,
    listen: ResMut<'w, crate::gui::online::ListenOnTheNetwork>,
    library_view: ResMut<'w, crate::gui::windows::LibraryView>,
    file_games: ResMut<'w, crate::gui::files::files_menu::FileOfGames>,
    progress: ResMut<'w, crate::gui::windows::progress_page::ProgressPage>,
    library: ResMut<'w, crate::gui::files::game_library::GameLibrary>,
    menu: ResMut<'w, crate::gui::panels::menu_bar::MenuToOpen>,
    players_form: ResMut<'w, crate::gui::windows::players_view::PlayersForm>,
    tournament: ResMut<'w, crate::gui::tournament::Tournament>,
    desk: ResMut<'w, crate::gui::tournament::Desk>,
}

fn apply_launch_screen(
    options: Res<LaunchOptions>,
    mut settings: ResMut<AppSettings>,
    mut hints: ResMut<BoardHints>,
    mut out: ScreenRequests,
) {
    match options.screen {
        Screen::Review => {
            out.actions.write(UiAction::Review);
        }
        Screen::Practice(kind) => {
            out.practice.write(PracticeRequest::Start(kind));
        }
        Screen::ChildPractice => {
            out.practice.write(PracticeRequest::Start(Some(
                crate::practice::ExerciseKind::LastSeed,
            )));
        }
        Screen::Progress => {
            out.actions.write(UiAction::Open(OverBoard::Progress));
        }
        Screen::ChildLesson => {
            use crate::gui::modes::learning::LearnRequest;
            out.learn.write(LearnRequest::Lesson { lesson: 1, task: 0 });
        }
        // `--position` sets up its own (launch/run.rs).
        Screen::Setup | Screen::Analysis if options.position.is_some() => {}
        Screen::Setup | Screen::Analysis => {
            out.actions.write(UiAction::SetUpPosition);
        }
        Screen::MatchEnd => {
            out.sessions
                .write(crate::gui::game::session::SessionRequest::Load(Box::new(
                    finished_best_of_three(),
                )));
        }
        // Alternating, the history panel is shown and hidden instead.
        Screen::History if options.alternate => {}
        Screen::History => {
            out.history
                .write(crate::gui::modes::history_review::HistoryRequest::Show(
                    options.moves.len() / 2,
                ));
        }
        Screen::NewGame => {
            out.actions.write(UiAction::Open(OverBoard::NewGame));
        }
        Screen::Rules => {
            out.actions.write(UiAction::Open(OverBoard::Rules));
        }
        Screen::Settings => {
            out.actions.write(UiAction::ShowSettings(true));
        }
        Screen::About => {
            out.actions.write(UiAction::Open(OverBoard::About));
        }
        Screen::Online => {
            out.actions.write(UiAction::Open(OverBoard::Online));
        }
        Screen::OnlineCode | Screen::OnlineMatch | Screen::OnlineMatchNorth => {
            // No relay and no announcement: the screenshot sends nothing beyond this
            // machine.
            settings.online.name = "Ama".into();
            settings.online.relay = "off".into();
            settings.online.lan = false;
            settings.online.side = if options.screen == Screen::OnlineMatchNorth {
                crate::rules::Side::North
            } else {
                crate::rules::Side::South
            };
            out.actions.write(UiAction::Open(OverBoard::Online));
            out.online.write(crate::gui::online::OnlineRequest::Host);
        }
        Screen::Learn => {
            out.actions.write(UiAction::Open(OverBoard::Learn));
        }
        Screen::Resign => {
            out.actions.write(UiAction::Resign);
        }
        Screen::TournamentJoin => {
            out.actions.write(UiAction::Open(OverBoard::Tournament));
        }
        Screen::Tournament => {
            *out.tournament =
                crate::gui::tournament::Tournament::as_told("Ama", example_tournament());
            out.actions.write(UiAction::Open(OverBoard::Tournament));
        }
        Screen::HostTournament => {
            *out.desk = example_desk();
            out.actions.write(UiAction::Open(OverBoard::HostTournament));
        }
        Screen::FileGames => {
            out.file_games.0 = Some(example_file_of_games());
            out.actions.write(UiAction::Open(OverBoard::FileGames));
        }
        Screen::Library => {
            *out.library = example_library();
            out.actions.write(UiAction::Open(OverBoard::Library));
        }
        Screen::Statistics => {
            *out.library = example_library();
            out.actions.write(UiAction::Open(OverBoard::Library));
            out.library_view.tab = crate::gui::windows::LibraryTab::Statistics;
        }
        Screen::Lesson => {
            use crate::gui::modes::learning::LearnRequest;
            // The capture lesson's last task, answered with D: its last seed makes 4 in a.
            out.learn.write(LearnRequest::Lesson { lesson: 4, task: 2 });
            out.learn.write(LearnRequest::Play(crate::rules::Move::new(
                crate::rules::Pit::of_side(crate::rules::Side::South, 3),
            )));
        }
        Screen::Puzzle => {
            use crate::gui::modes::learning::{LearnRequest, PuzzlePick};
            let several = crate::learn::built_in_puzzles()
                .iter()
                .find(|p| p.player_moves() > 1)
                .map_or(1, |p| p.id);
            out.learn
                .write(LearnRequest::Puzzle(PuzzlePick::Id(several)));
        }
        Screen::PuzzleWrong => {
            use crate::gui::modes::learning::{LearnRequest, PuzzlePick};
            // The first puzzle whose wrong move meets a capture in answer.
            let rules = crate::learn::PUZZLE_RULES;
            let chosen = crate::learn::built_in_puzzles().iter().find_map(|p| {
                let wrong = p
                    .position
                    .legal_moves(&rules)
                    .iter()
                    .find(|&m| Some(&m) != p.solution.first())?;
                let (after, _) = p.position.play_unchecked(wrong, &rules);
                let answers = after.legal_moves(&rules);
                answers
                    .iter()
                    .any(|r| after.play_unchecked(r, &rules).1.capture.seeds > 0)
                    .then_some((p.id, wrong))
            });
            if let Some((id, wrong)) = chosen {
                out.learn.write(LearnRequest::Puzzle(PuzzlePick::Id(id)));
                out.learn.write(LearnRequest::Play(wrong));
            }
        }
        Screen::HintWords => settings.hint_words = crate::records::HintWords::Always,
        Screen::Clock => {
            out.sessions
                .write(crate::gui::game::session::SessionRequest::NewGame(
                    crate::gui::game::session::NewGame {
                        players: [
                            crate::records::PlayerKind::Human,
                            crate::records::PlayerKind::Computer { level: 3 },
                        ],
                        clock: Some(crate::rules::TimeControl::fischer(3, 2)),
                        ..Default::default()
                    },
                ));
        }
        Screen::Theme(theme) => settings.theme = theme,
        Screen::GameMenu => out.menu.0 = Some(crate::gui::panels::menu_bar::BarMenu::Game),
        Screen::ViewMenu => out.menu.0 = Some(crate::gui::panels::menu_bar::BarMenu::View),
        Screen::GrownUp => out.players_form.edit(),
        Screen::Board | Screen::Menu | Screen::Players => {}
    }
    // A tool's players keep nothing: their page shows a made-up month.
    out.progress.example_without_folder = options.is_tool();
    if options.screenshot.is_some() || options.check_layout {
        settings.speed = AnimationSpeed::Instant;
        // Nothing beyond this machine: no listening for matches on the network.
        out.listen.0 = false;
    }
    if let Some(depth) = options.hints {
        hints.requested = true;
        hints.max_depth = depth;
    }
}

/// A best-of-3 match won 2–1, each game ended by a real last move from a set-up ending,
/// for the `match-end` screen.
fn finished_best_of_three() -> crate::gui::game::session::LoadedMatch {
    use crate::rules::{
        Game, Match, MatchFormat, MatchSession, Move, NextStarter, Pit, Rules, Side, parse_position,
    };
    let rules = Rules::ABAPA;
    // South's F makes a 2 and captures it (26 seeds); North's f does the same, mirrored.
    let endings = [
        ("0-0-0-0-0-1-1-1-0-0-0-0-24-21-S", 'F'),
        ("1-1-0-0-0-0-0-0-0-0-0-1-21-24-N", 'f'),
    ];
    let finished = |(fen, letter): (&str, char)| -> Option<Game> {
        let mut game = Game::from_position(rules, parse_position(fen, &rules).ok()?);
        game.play(Move::new(Pit::from_letter(letter)?)).ok()?;
        Some(game)
    };
    let mut m = Match::new(MatchFormat::BestOf3, NextStarter::WinnerStarts, Side::South);
    for ending in [endings[0], endings[1]] {
        if let Some(game) = finished(ending)
            && let Some(o) = game.outcome()
        {
            m.record(game.start().to_move(), o, game.plies().len());
        }
    }
    let mut play = MatchSession::resume(
        Game::from_position(
            rules,
            parse_position(endings[0].0, &rules)
                .unwrap_or_else(|_| crate::rules::Position::start(&rules)),
        ),
        m,
    );
    // The deciding game's last move, played here so the match records it.
    if let Some(mv) = Pit::from_letter('F').map(Move::new) {
        let _ = play.play(mv);
    }
    crate::gui::game::session::LoadedMatch {
        play,
        players: [crate::records::PlayerKind::Human; 2],
        names: ["Ama".to_string(), "Kofi".to_string()],
        lines: None,
        online: None,
        comments: Vec::new(),
        clock: None,
    }
}

/// A player's Library of a dozen games: against the computer at several levels, a friend
/// at this screen and online; won, lost, drawn, resigned, on time; some reviewed.
fn example_library() -> crate::gui::files::game_library::GameLibrary {
    use crate::records::{LibraryEntry, Opponent};
    use crate::rules::{EndReason, Side};
    // The opponent's name, the winner, why, the stores, the plies, who the opponent was.
    type Example = (
        &'static str,
        Option<Side>,
        EndReason,
        [u8; 2],
        usize,
        Opponent,
    );
    let games: [Example; 12] = [
        (
            "Kofi",
            Some(Side::South),
            EndReason::Majority,
            [25, 12],
            61,
            Opponent::Person,
        ),
        (
            "Computer",
            Some(Side::North),
            EndReason::Majority,
            [14, 25],
            48,
            Opponent::Computer { level: 3 },
        ),
        (
            "Computer",
            Some(Side::South),
            EndReason::Resignation,
            [18, 11],
            37,
            Opponent::Computer { level: 3 },
        ),
        (
            "Esi",
            None,
            EndReason::Cycle,
            [24, 24],
            88,
            Opponent::Online,
        ),
        (
            "Computer",
            Some(Side::North),
            EndReason::Time,
            [20, 22],
            73,
            Opponent::Computer { level: 5 },
        ),
        (
            "Kofi",
            Some(Side::North),
            EndReason::Resignation,
            [9, 16],
            30,
            Opponent::Person,
        ),
        (
            "Computer",
            Some(Side::South),
            EndReason::NoMoves,
            [26, 22],
            95,
            Opponent::Computer { level: 2 },
        ),
        (
            "Yaw",
            Some(Side::South),
            EndReason::Majority,
            [25, 19],
            70,
            Opponent::Online,
        ),
        (
            "Computer",
            Some(Side::North),
            EndReason::Majority,
            [10, 25],
            42,
            Opponent::Computer { level: 4 },
        ),
        (
            "Esi",
            Some(Side::South),
            EndReason::Majority,
            [26, 18],
            66,
            Opponent::Online,
        ),
        (
            "Computer",
            None,
            EndReason::Cycle,
            [20, 20],
            120,
            Opponent::Computer { level: 4 },
        ),
        (
            "Kofi",
            Some(Side::South),
            EndReason::Time,
            [17, 15],
            58,
            Opponent::Person,
        ),
    ];
    let entries = games
        .into_iter()
        .enumerate()
        .map(|(i, (name, winner, reason, score, plies, opponent))| {
            let other = match opponent {
                Opponent::Computer { level } => format!("{name} {level}"),
                _ => name.to_string(),
            };
            LibraryEntry {
                file: format!("example-{i}.ogn"),
                date: format!("2026-11-{:02} 1{}:{:02}", 3 + 2 * i, i % 10, 7 * i % 60),
                names: ["Ama".to_string(), other],
                player: Some(Side::South),
                winner,
                reason: Some(reason),
                score,
                time_control: matches!(reason, EndReason::Time).then(|| "300".to_string()),
                plies,
                opponent: Some(opponent),
                mistakes: (i % 3 != 0).then_some((i % 4) as u16),
            }
        })
        .collect();
    crate::gui::files::game_library::GameLibrary::in_memory(entries)
}

/// A file of several records as the list shows it: three games, the last one damaged.
fn example_file_of_games() -> (std::path::PathBuf, Vec<crate::records::RecordListing>) {
    let game = |number: usize, names: [&str; 2], result: &str, plies: usize| {
        crate::records::RecordListing {
            number,
            names: names.map(str::to_string),
            result: result.to_string(),
            plies,
            outcome: None,
            problem: None,
        }
    };
    let mut resigned = game(2, ["Kofi", "Ama"], "0-1", 31);
    resigned.outcome = Some(crate::rules::Outcome::by_resignation(
        &crate::rules::Position::start(&crate::rules::Rules::default()),
        crate::rules::Side::South,
    ));
    let mut damaged = game(4, ["Esi", "Yaw"], "*", 0);
    damaged.problem = crate::records::parse_ogn("1. F F *").err();
    (
        "oware-games.ogn".into(),
        vec![
            game(1, ["Ama", "Kofi"], "1-0", 54),
            resigned,
            game(3, ["Ama", "Esi"], "1/2-1/2", 71),
            damaged,
        ],
    )
}

/// What the organizer of an 8-player Swiss has told Ama by the end of round 2: her two
/// rounds (a win, then a draw the organizer decided) and the standings.
fn example_tournament() -> Vec<crate::tournament::hall::HallMessage> {
    use crate::tournament::hall::{HallMessage, PlaySettings, StandingLine, Verdict};
    use crate::tournament::standings::Outcome;
    let names = [
        "Kofi", "Ama", "Yaw", "Esi", "Kwame", "Abena", "Kojo", "Akua",
    ];
    let points = [4, 3, 3, 2, 2, 2, 0, 0];
    let mut messages = vec![
        HallMessage::Welcome {
            tournament: "Accra club night".into(),
            player: 1,
            ticket: "0".into(),
            rounds: 3,
            play: PlaySettings {
                format: crate::rules::MatchFormat::Single,
                clock: Some("300+2".into()),
            },
        },
        HallMessage::Players {
            names: names.iter().map(|n| n.to_string()).collect(),
        },
    ];
    for (round, board, opponent, first, outcome, verdict) in [
        (1, 1, "Kwame", true, Outcome::FirstWins, Verdict::Agreed),
        (
            2,
            2,
            "Yaw",
            false,
            Outcome::Draw,
            Verdict::Decided {
                reason: "both clocks stopped at 0:00".into(),
            },
        ),
    ] {
        messages.push(HallMessage::Pairing {
            round,
            board,
            opponent: opponent.into(),
            first,
            offer: None,
        });
        messages.push(HallMessage::Result {
            round,
            board,
            outcome: Some(outcome),
            verdict,
        });
    }
    let mut rank = 0;
    let lines = names
        .iter()
        .zip(points)
        .enumerate()
        .map(|(i, (name, halves))| {
            if i == 0 || points[i - 1] != halves {
                rank = i + 1;
            }
            StandingLine {
                rank,
                name: name.to_string(),
                halves,
            }
        })
        .collect();
    messages.push(HallMessage::Standings {
        after_round: 2,
        lines,
    });
    messages
}

/// An organizer's desk in round 2 of an 8-player Swiss: everyone connected but one, round
/// 1's results agreed, round 2's boards live (one finished, one not begun).
fn example_desk() -> crate::gui::tournament::Desk {
    use crate::tournament::hall::{HallFile, HallMessage, LiveBoard, LiveGame, Organizer};
    use crate::tournament::standings::Outcome;
    let names = [
        "Kofi", "Ama", "Yaw", "Esi", "Kwame", "Abena", "Kojo", "Akua",
    ];
    let enter = |name: &str, ticket: Option<String>| HallMessage::Enter {
        version: crate::tournament::hall::HALL_VERSION,
        program: "oware".into(),
        name: name.into(),
        ticket,
    };
    let mut organizer = Organizer::new(HallFile {
        tournament: crate::tournament::event::Tournament::new(
            "Accra club night",
            crate::tournament::event::System::Swiss { rounds: 3 },
            Vec::new(),
        ),
        play: crate::tournament::hall::PlaySettings {
            format: crate::rules::MatchFormat::Single,
            clock: Some("300+2".into()),
        },
        code: "7K3M-Q9XD-2HVA-ZR6B".into(),
        tickets: Vec::new(),
        boards: Vec::new(),
    });
    for (conn, name) in (1..).zip(names) {
        organizer.receive(conn, enter(name, None));
    }
    let report = |organizer: &mut Organizer, round: usize, board: usize, outcome: Outcome| {
        let pairing = organizer.tournament().rounds[round - 1].boards[board - 1].pairing;
        for player in [pairing.first, pairing.second] {
            organizer.receive(
                player as u64 + 1,
                HallMessage::Report {
                    round,
                    board,
                    outcome,
                    seeds: [25, 21],
                },
            );
        }
    };
    let _ = organizer.start_round();
    for (board, outcome) in [
        (1, Outcome::FirstWins),
        (2, Outcome::SecondWins),
        (3, Outcome::Draw),
        (4, Outcome::FirstWins),
    ] {
        report(&mut organizer, 1, board, outcome);
    }
    let _ = organizer.start_round();
    report(&mut organizer, 2, 3, Outcome::FirstWins);
    // The moves seen passing on round 2's boards, as the file keeps them; then everyone
    // but one is back on their line.
    let mut file = organizer.file().clone();
    let game = |moves: &str| LiveGame {
        moves: moves.into(),
        ended: None,
    };
    if let Some(round) = file.boards.last_mut() {
        *round = vec![
            LiveBoard {
                games: vec![game("EcDeCfEbFdD")],
            },
            LiveBoard {
                games: vec![game("EcDeCf")],
            },
            LiveBoard {
                games: vec![game("EcDeCfEbFd")],
            },
            LiveBoard::default(),
        ];
    }
    let tickets = file.tickets.clone();
    let mut organizer = Organizer::new(file);
    for ((conn, name), ticket) in (1..).zip(names).zip(tickets).take(7) {
        organizer.receive(conn, enter(name, Some(ticket)));
    }
    crate::gui::tournament::Desk::as_seen(organizer, "7K3M-Q9XD-2HVA-ZR6B")
}
