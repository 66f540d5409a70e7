//! Players of one computer, in a data folder of the test's own: two profiles each take a
//! lesson and a puzzle and find their own stars and rating after a restart; a single
//! player's files from before profiles become the first profile's with nothing lost; a
//! damaged file of one profile is named and the others open.

use crate::helpers::*;
use oware::gui::modes::learning::{Drill, LearnRequest, Learning, PuzzlePick};
use oware::gui::players::{PlayerRefusal, PlayerRequest, Players};
use oware::learn::{LearnProgress, built_in_puzzles, course};

/// A data folder of the test's own, empty.
fn data_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oware-players-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

/// The app as it starts with data folder `data`.
fn started(data: &std::path::Path) -> App {
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(Players::at(data.to_path_buf(), "Ama"));
    app.update();
    app
}

fn ask(app: &mut App, request: PlayerRequest) {
    app.world_mut().write_message(request);
    app.update();
    app.update();
}

fn pick(app: &mut App, name: &str) {
    let id = id_of(app, name);
    ask(app, PlayerRequest::Pick(id));
}

fn active(app: &App) -> Option<String> {
    let players = app.world().resource::<Players>();
    players.active().map(|p| p.name.clone())
}

fn id_of(app: &App, name: &str) -> u32 {
    let players = app.world().resource::<Players>();
    players
        .list()
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.id)
        .expect("listed")
}

/// The learning progress of the one playing, as read from their folder.
fn progress(app: &mut App) -> LearnProgress {
    app.world_mut().write_message(LearnRequest::Theme(None));
    app.update();
    app.world().resource::<Learning>().progress.clone()
}

/// Answers the first lesson's task `task` rightly.
fn take_lesson(app: &mut App, task: usize) {
    app.world_mut()
        .write_message(LearnRequest::Lesson { lesson: 0, task });
    app.update();
    settle(app);
    let Some(Drill::Lesson { ready, .. }) = app.world().resource::<Learning>().drill.clone() else {
        panic!("a lesson's task");
    };
    app.world_mut()
        .write_message(LearnRequest::Play(ready.right_moves()[0]));
    app.update();
    settle(app);
    app.world_mut().write_message(LearnRequest::Stop);
    app.update();
}

/// Tries a one-move puzzle: solved, or failed with another move.
fn try_puzzle(app: &mut App, solve: bool) {
    let puzzle = built_in_puzzles()
        .iter()
        .find(|p| p.player_moves() == 1)
        .expect("a puzzle of one move")
        .clone();
    app.world_mut()
        .write_message(LearnRequest::Puzzle(PuzzlePick::Id(puzzle.id)));
    app.update();
    settle(app);
    let rules = oware::learn::PUZZLE_RULES;
    let mv = if solve {
        puzzle.solution[0]
    } else {
        puzzle
            .position
            .legal_moves(&rules)
            .iter()
            .find(|&m| m != puzzle.solution[0])
            .expect("another move")
    };
    app.world_mut().write_message(LearnRequest::Play(mv));
    app.update();
    settle(app);
    settle(app);
    app.world_mut().write_message(LearnRequest::Stop);
    app.update();
}

fn star(progress: &LearnProgress, task: usize) -> bool {
    progress
        .stars
        .get(&course()[0].id)
        .and_then(|s| s.get(task).copied())
        .unwrap_or(false)
}

#[test]
fn two_players_keep_their_own_stars_and_puzzle_ratings_across_a_restart() {
    let data = data_folder("two");
    let mut app = started(&data);
    assert_eq!(active(&app).as_deref(), Some("Ama"), "the first profile");
    // Names of their own: a second "ama" is refused, with why.
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "AMA".into(),
            colour: 1,
            child: false,
        },
    );
    assert!(app.world().resource::<PlayerRefusal>().0.is_some());
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Kofi".into(),
            colour: 1,
            child: true,
        },
    );
    assert_eq!(
        active(&app).as_deref(),
        Some("Kofi"),
        "the new player plays"
    );
    let start = progress(&mut app).rating.rating;
    take_lesson(&mut app, 0);
    try_puzzle(&mut app, false);
    let kofi = progress(&mut app);
    assert!(star(&kofi, 0) && !star(&kofi, 1));
    assert!(kofi.rating.rating < start, "Kofi missed his puzzle");
    pick(&mut app, "Ama");
    let ama = progress(&mut app);
    assert!(!star(&ama, 0), "Ama's stars are her own: {:?}", ama.stars);
    take_lesson(&mut app, 1);
    try_puzzle(&mut app, true);
    let ama = progress(&mut app);
    assert!(star(&ama, 1) && !star(&ama, 0));
    assert!(ama.rating.rating > start, "Ama solved hers");
    drop(app);

    // Started again: Ama played last and plays; each finds their own.
    let mut app = started(&data);
    assert_eq!(active(&app).as_deref(), Some("Ama"));
    let again = progress(&mut app);
    assert_eq!(again.stars, ama.stars);
    assert_eq!(again.rating.rating, ama.rating.rating);
    pick(&mut app, "Kofi");
    let again = progress(&mut app);
    assert_eq!(again.stars, kofi.stars);
    assert_eq!(again.rating.rating, kofi.rating.rating);
    // A guest keeps nothing and finds nothing.
    ask(&mut app, PlayerRequest::Guest);
    assert_eq!(active(&app), None);
    take_lesson(&mut app, 2);
    assert!(star(&progress(&mut app), 2));
    assert!(!star(&progress(&mut app), 0));
    drop(app);
    let mut app = started(&data);
    assert_eq!(
        active(&app).as_deref(),
        Some("Kofi"),
        "the last profile picked"
    );
    assert!(
        !star(&progress(&mut app), 2),
        "the guest's star was not kept"
    );
    // Kofi removed (a child's profile: a grown-up answers first): his folder goes, Ama
    // plays.
    let kofi_id = id_of(&app, "Kofi");
    answer_as_a_grown_up(&mut app);
    ask(&mut app, PlayerRequest::Remove(kofi_id));
    assert_eq!(active(&app).as_deref(), Some("Ama"));
    assert!(!oware::records::profile_dir(&data, kofi_id).exists());
    assert_eq!(progress(&mut app).stars, ama.stars);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_single_players_files_become_the_first_profile_and_a_damaged_profile_is_named() {
    let data = data_folder("first");
    // A single player's progress from before profiles: a lesson's first star.
    let mut before = LearnProgress::default();
    before
        .stars
        .insert(course()[0].id.clone(), vec![true, false, false]);
    let text = ron::to_string(&before).expect("written");
    std::fs::write(data.join("learn.ron"), &text).expect("written");
    std::fs::create_dir_all(data.join("library")).expect("made");
    let mut app = started(&data);
    assert_eq!(active(&app).as_deref(), Some("Ama"));
    assert!(star(&progress(&mut app), 0), "nothing lost");
    assert!(!data.join("learn.ron").exists(), "moved, not copied");
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Esi".into(),
            colour: 2,
            child: false,
        },
    );
    let esi = id_of(&app, "Esi");
    drop(app);
    // Esi's file damaged: named when her progress is read; Ama's opens.
    std::fs::write(
        oware::records::profile_dir(&data, esi).join("learn.ron"),
        "(stars: {",
    )
    .expect("written");
    let mut app = started(&data);
    assert_eq!(active(&app).as_deref(), Some("Esi"));
    let _ = notices(&mut app);
    let _ = progress(&mut app);
    let said = notices(&mut app);
    let damaged = oware::records::profile_dir(&data, esi).join("learn.ron");
    let damaged = damaged.display().to_string();
    assert!(said.iter().any(|n| n.contains(&damaged)), "{said:?}");
    pick(&mut app, "Ama");
    assert!(star(&progress(&mut app), 0));
    assert!(notices(&mut app).is_empty());
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_game_between_two_players_at_one_screen_is_in_both_libraries_and_rates_both() {
    use oware::gui::files::game_library::GameLibrary;
    use oware::records::{Opponent, profile_dir, read_library};
    let data = data_folder("hot-seat");
    let mut app = started(&data);
    app.init_resource::<oware::gui::computer::tables::EndgameTables>()
        .init_resource::<oware::gui::computer::hints::BoardHints>()
        .add_plugins((
            oware::gui::computer::review::plugin,
            oware::gui::files::game_library::plugin,
        ));
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Kofi".into(),
            colour: 1,
            child: true,
        },
    );
    pick(&mut app, "Ama");
    let kofi = id_of(&app, "Kofi");
    let kofis_games = || read_library(&profile_dir(&data, kofi).join("library")).library;
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            names: ["Ama".into(), "kofi".into()],
            ..NewGame::default()
        }));
    app.update();
    for letter in ['F', 'f'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    let resign = |app: &mut App| {
        app.world_mut()
            .write_message(SessionRequest::Resign(Side::North));
        app.update();
        app.update();
    };
    resign(&mut app);
    let library = app.world().resource::<GameLibrary>();
    assert_eq!(library.library.entries.len(), 1, "in Ama's Library");
    let entry = &library.library.entries[0];
    assert_eq!(entry.player, Some(Side::South));
    assert_eq!(entry.opponent, Some(Opponent::Person));
    let ama_rating = library.ratings.people_now().expect("rated").rating;
    let start = oware::ratings::Rating::default().rating;
    assert!(ama_rating > start, "Ama won: {ama_rating}");
    let theirs = kofis_games();
    assert_eq!(theirs.entries.len(), 1, "and in Kofi's");
    assert_eq!(theirs.entries[0].player, Some(Side::North));
    // The resignation taken back: the game is in neither; resigned again, once in each.
    app.world_mut().write_message(SessionRequest::UndoTurn);
    app.update();
    app.update();
    assert!(
        app.world()
            .resource::<GameLibrary>()
            .library
            .entries
            .is_empty()
    );
    assert!(kofis_games().entries.is_empty());
    resign(&mut app);
    assert_eq!(kofis_games().entries.len(), 1);
    // Kofi's Library, read as he plays: his rating against people went down.
    pick(&mut app, "Kofi");
    app.world_mut()
        .write_message(oware::gui::files::game_library::LibraryRequest::Read);
    app.update();
    app.update();
    let library = app.world().resource::<GameLibrary>();
    assert_eq!(library.library.entries.len(), 1);
    let kofi_rating = library.ratings.people_now().expect("rated").rating;
    assert!(kofi_rating < start, "Kofi lost: {kofi_rating}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn each_players_practice_is_kept_by_day_and_their_page_reads_it() {
    use oware::gui::modes::practice::{Practice, PracticeRequest};
    use oware::gui::windows::progress_page::PlayerReport;
    use oware::practice::ExerciseKind;
    let data = data_folder("page");
    let mut app = started(&data);
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Kofi".into(),
            colour: 1,
            child: true,
        },
    );
    app.world_mut()
        .write_message(PracticeRequest::Start(Some(ExerciseKind::CountPit)));
    app.update();
    for _ in 0..3 {
        let exercise = app
            .world()
            .resource::<Practice>()
            .exercise
            .clone()
            .expect("an exercise");
        let answer = exercise.right_answers()[0];
        app.world_mut()
            .write_message(PracticeRequest::Answer(answer));
        app.update();
        settle(&mut app);
        app.world_mut().write_message(PracticeRequest::Next);
        app.update();
    }
    // The path: level 2 is locked until level 1 has a star; level 1 chosen is kept.
    for (level, chosen) in [(2, false), (1, true)] {
        app.world_mut()
            .write_message(PracticeRequest::Level(Some(level)));
        app.update();
        let progress = &app.world().resource::<Practice>().progress;
        assert_eq!((progress.difficulty, progress.pinned), (1, chosen));
    }
    app.world_mut().write_message(PracticeRequest::Stop);
    app.update();
    let kofi = id_of(&app, "Kofi");
    let report = PlayerReport::read("Kofi", &oware::records::profile_dir(&data, kofi));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(report.practice.days.len(), 1, "today");
    let today = report.practice.days[0].per_kind[ExerciseKind::CountPit.index()];
    assert_eq!((today.right, today.asked), (3, 3));
    assert!(report.practice.pinned, "the level chosen is kept");
    // Ama practised nothing: her page says so.
    let ama = id_of(&app, "Ama");
    let report = PlayerReport::read("Ama", &oware::records::profile_dir(&data, ama));
    assert!(report.practice.days.is_empty());
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn each_player_keeps_their_own_language_text_size_and_hints() {
    use oware::records::HintWords;
    let data = data_folder("personal");
    let mut app = started(&data);
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.language = Some("fr".into());
        settings.ui_scale = 1.5;
    }
    app.update();
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Kofi".into(),
            colour: 1,
            child: true,
        },
    );
    let settings = app.world().resource::<AppSettings>().clone();
    assert_eq!(
        settings.hint_words,
        HintWords::Always,
        "a child's hints in words"
    );
    {
        let mut settings = app.world_mut().resource_mut::<AppSettings>();
        settings.language = Some("th".into());
    }
    app.update();
    pick(&mut app, "Ama");
    let settings = app.world().resource::<AppSettings>().clone();
    assert_eq!(settings.language.as_deref(), Some("fr"));
    assert!((settings.ui_scale - 1.5).abs() < 1e-6);
    assert_eq!(settings.hint_words, HintWords::ForBeginners);
    drop(app);
    // Kept across a restart, in the list of players.
    let mut app = started(&data);
    pick(&mut app, "Kofi");
    let settings = app.world().resource::<AppSettings>().clone();
    assert_eq!(settings.language.as_deref(), Some("th"));
    assert_eq!(settings.hint_words, HintWords::Always);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn each_player_continues_their_own_match_and_the_old_autosave_becomes_the_first_players() {
    use oware::gui::files::autosave::{Autosave, read_autosave};
    let data = data_folder("own-match");
    // The computer's single autosave from before each player had their own: two moves.
    let old = {
        let mut before = app(AnimationSpeed::Instant);
        for letter in ['F', 'f'] {
            request(
                &mut before,
                Move::new(Pit::from_letter(letter).expect("a pit")),
            );
        }
        oware::gui::files::saves::saved_match(before.world().resource::<GameSession>())
            .to_ron()
            .expect("a save")
    };
    std::fs::create_dir_all(data.join("saves")).expect("made");
    std::fs::write(data.join("saves").join("autosave.ron"), &old).expect("written");
    let mut app = started(&data);
    let autosave = Autosave::of_player(app.world().resource::<Players>());
    app.insert_resource(autosave)
        .add_plugins(oware::gui::files::autosave::plugin);
    app.update();
    let ama = id_of(&app, "Ama");
    let path_of = |id: u32| oware::records::profile_dir(&data, id).join("autosave.ron");
    assert_eq!(
        app.world().resource::<Autosave>().0.as_deref(),
        Some(path_of(ama).as_path()),
        "Ama's own file"
    );
    assert_eq!(
        read_autosave(&path_of(ama))
            .expect("hers now")
            .play
            .game()
            .plies()
            .len(),
        2,
        "the old autosave became the first player's, nothing lost"
    );
    // Ama starts her match and plays.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    request(&mut app, Move::new(Pit::from_letter('C').expect("a pit")));
    settle(&mut app);
    // Kiki, a child, plays next: her autosave is her own, and empty.
    ask(
        &mut app,
        oware::gui::players::PlayerRequest::Create {
            name: "Kiki".into(),
            colour: 2,
            child: true,
        },
    );
    let kiki = id_of(&app, "Kiki");
    assert_eq!(active(&app).as_deref(), Some("Kiki"));
    assert_eq!(
        app.world().resource::<Autosave>().0.as_deref(),
        Some(path_of(kiki).as_path())
    );
    assert!(
        read_autosave(&path_of(kiki)).is_err(),
        "Kiki is not offered Ama's match"
    );
    let amas = read_autosave(&path_of(ama)).expect("Ama's match kept");
    assert_eq!(amas.play.game().moves().len(), 1, "as Ama left it");
    // Kiki's own new game is hers; Ama's stays as it was.
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    request(&mut app, Move::new(Pit::from_letter('A').expect("a pit")));
    settle(&mut app);
    pick(&mut app, "Ama");
    let kikis = read_autosave(&path_of(kiki)).expect("Kiki's match");
    assert_eq!(kikis.play.game().moves()[0].pit().letter(), 'A');
    let amas = read_autosave(&path_of(ama)).expect("Ama's match");
    assert_eq!(amas.play.game().moves()[0].pit().letter(), 'C');
    // A guest's match is kept nowhere.
    ask(&mut app, oware::gui::players::PlayerRequest::Guest);
    assert_eq!(app.world().resource::<Autosave>().0, None);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_child_cannot_let_herself_play_online_without_a_grown_ups_answer() {
    let data = data_folder("grown-up");
    let mut app = started(&data);
    // Before any child's profile, the players are changed freely: Ama makes Esi's.
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Esi".into(),
            colour: 2,
            child: true,
        },
    );
    assert_eq!(active(&app).as_deref(), Some("Esi"));
    let esi = id_of(&app, "Esi");
    let allowed = |app: &App| {
        app.world()
            .resource::<Players>()
            .list()
            .iter()
            .find(|p| p.id == esi)
            .is_some_and(|p| p.online_allowed)
    };
    // Esi ticks *May play online* for herself, makes a grown-up's profile, renames Ama:
    // refused, in words.
    ask(&mut app, PlayerRequest::AllowOnline(esi, true));
    assert!(!allowed(&app));
    assert!(app.world().resource::<PlayerRefusal>().0.is_some());
    ask(
        &mut app,
        PlayerRequest::Create {
            name: "Big".into(),
            colour: 1,
            child: false,
        },
    );
    let ama = id_of(&app, "Ama");
    ask(&mut app, PlayerRequest::Rename(ama, "Mum".into()));
    ask(&mut app, PlayerRequest::Remove(ama));
    let names: Vec<String> = app
        .world()
        .resource::<Players>()
        .list()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names, ["Ama", "Esi"], "nothing changed");
    // A wrong answer changes nothing either.
    ask(&mut app, PlayerRequest::AnswerGrownUp("12".into()));
    assert!(app.world().resource::<PlayerRefusal>().0.is_some());
    ask(&mut app, PlayerRequest::AllowOnline(esi, true));
    assert!(!allowed(&app));
    // The grown-up's answer: the change is made.
    answer_as_a_grown_up(&mut app);
    ask(&mut app, PlayerRequest::AllowOnline(esi, true));
    assert!(allowed(&app));
    // Another player picked: the step is to be taken again.
    pick(&mut app, "Ama");
    ask(&mut app, PlayerRequest::AllowOnline(esi, false));
    assert!(allowed(&app), "locked again");
    let _ = std::fs::remove_dir_all(&data);
}

/// Answers the grown-up's question rightly (with spaces around, as typed).
fn answer_as_a_grown_up(app: &mut App) {
    let (a, b) = app
        .world()
        .resource::<oware::gui::players::GrownUp>()
        .question;
    ask(app, PlayerRequest::AnswerGrownUp(format!(" {} ", a * b)));
    assert_eq!(app.world().resource::<PlayerRefusal>().0, None);
}
