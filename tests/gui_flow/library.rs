//! The library in the app, in a folder of the test's own: a game against a level added with
//! who the player met, its review's mistakes noted, the player's rating worked out, a game
//! added twice refused, and the games exported as one OGN file.

use crate::helpers::*;
use oware::gui::files::game_library::{GameLibrary, LibraryRequest};
use oware::records::Opponent;

/// Runs the app until `done`, bounded.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while !done(app) {
        assert!(std::time::Instant::now() < deadline, "never: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn a_game_against_a_level_is_kept_with_its_mistakes_rated_and_exported() {
    let dir = std::env::temp_dir().join(format!("oware-library-app-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let mut app = app(AnimationSpeed::Instant);
    app.init_resource::<oware::gui::computer::tables::EndgameTables>()
        .init_resource::<oware::gui::computer::hints::BoardHints>()
        .insert_resource(GameLibrary::at(dir.clone()))
        .add_plugins((
            oware::gui::computer::ai_player::plugin,
            oware::gui::computer::review::plugin,
            oware::gui::files::game_library::plugin,
        ));
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame {
            players: [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
            ..NewGame::default()
        }));
    app.update();
    // South plays its first legal move each turn; level 1 answers.
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while !app.world().resource::<GameSession>().game().is_over() {
        assert!(std::time::Instant::now() < deadline, "the game never ended");
        let game = app.world().resource::<GameSession>().game().clone();
        if game.to_move() == Some(Side::South) {
            let mv = game.legal_moves().iter().next().expect("a move");
            request(&mut app, mv);
            settle(&mut app);
        } else {
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    app.world_mut().write_message(LibraryRequest::AddBoard);
    until(&mut app, "the game kept", |app| {
        app.world().resource::<GameLibrary>().library.entries.len() == 1
    });
    let entry = app.world().resource::<GameLibrary>().library.entries[0].clone();
    assert_eq!(entry.player, Some(Side::South));
    assert_eq!(entry.opponent, Some(Opponent::Computer { level: 1 }));
    // The review (started at the game's end) notes South's mistakes in the index.
    until(&mut app, "the mistakes noted", |app| {
        app.world().resource::<GameLibrary>().library.entries[0]
            .mistakes
            .is_some()
    });
    let index = std::fs::read_to_string(dir.join("index.ron")).expect("the index");
    assert!(index.contains("mistakes: Some("), "{index}");
    // One game against level 1: a rating, still uncertain.
    let rating = app
        .world()
        .resource::<GameLibrary>()
        .ratings
        .levels_now()
        .expect("rated");
    assert!(rating.deviation > 100.0, "{rating:?}");
    // The same game again is not kept twice.
    app.world_mut().write_message(LibraryRequest::AddBoard);
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<GameLibrary>().library.entries.len(),
        1
    );
    // Exported as one OGN file.
    let out = dir.join("export.ogn");
    app.world_mut().write_message(LibraryRequest::Export(
        vec![entry.file.clone()],
        out.clone(),
    ));
    app.update();
    let text = std::fs::read_to_string(&out).expect("exported");
    let record = oware::records::parse_ogn(&text).expect("reads");
    assert_eq!(
        record.game.moves(),
        app.world().resource::<GameSession>().game().moves()
    );
    // Dated as the index dates it, as PGN writes a date.
    let day = entry.date[..10].replace('-', ".");
    assert_eq!(record.tag("Date"), Some(day.as_str()), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_resignation_undone_and_made_again_leaves_the_game_listed_once() {
    let dir = std::env::temp_dir().join(format!("oware-library-resign-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let mut app = app(AnimationSpeed::Instant);
    app.insert_resource(oware::gui::settings::PersistSettings(true))
        .init_resource::<oware::gui::computer::tables::EndgameTables>()
        .init_resource::<oware::gui::computer::hints::BoardHints>()
        .insert_resource(GameLibrary::at(dir.clone()))
        .add_plugins((
            oware::gui::computer::review::plugin,
            oware::gui::files::game_library::plugin,
        ));
    app.world_mut()
        .write_message(SessionRequest::NewGame(NewGame::default()));
    app.update();
    for letter in ['F', 'f'] {
        request(&mut app, Move::new(Pit::from_letter(letter).expect("pit")));
        settle(&mut app);
    }
    let listed = |app: &App| app.world().resource::<GameLibrary>().library.entries.len();
    let resign = |app: &mut App| {
        app.world_mut()
            .write_message(SessionRequest::Resign(Side::South));
        app.update();
        app.update();
    };
    resign(&mut app);
    assert_eq!(listed(&app), 1, "the resigned game is kept");
    // Undo takes back the resignation only: the game goes on, out of the Library.
    app.world_mut().write_message(SessionRequest::UndoTurn);
    app.update();
    app.update();
    let game = app.world().resource::<GameSession>().game().clone();
    assert!(!game.is_over());
    assert_eq!(game.plies().len(), 2, "no move taken back");
    assert_eq!(listed(&app), 0, "a game no longer ended is not listed");
    // Resigned again: listed once, as it ended.
    resign(&mut app);
    assert_eq!(listed(&app), 1);
    let index = std::fs::read_to_string(dir.join("index.ron")).expect("the index");
    assert_eq!(index.matches("file:").count(), 1, "{index}");
    // Another game ending is another entry.
    app.world_mut().write_message(SessionRequest::PlayAgain);
    app.update();
    resign(&mut app);
    assert_eq!(listed(&app), 2);
    let _ = std::fs::remove_dir_all(&dir);
}
