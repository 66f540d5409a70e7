//! The child's mode by what a child meets, each checked against a grown-up's game the same
//! way (so that the mode turned off fails here): the seeds of a lesson's move numbered as
//! they land and the count said in words under the board, the larger pits, no rating
//! number in the windows and panels a child opens, and a kind word before the rule of a
//! wrong answer. The overlay is drawn by its own systems on an egui context of the test's
//! own, and read back as the texts it drew.

use crate::helpers::*;
use oware::gui::modes::learning::{Drill, LearnRequest, Learning, PuzzlePick};
use oware::gui::players::Players;
use oware::gui::sowing::counting_aloud::{CountingWords, RunningNumber};
use oware::gui::state::{OverBoard, UiAction};

/// One player, a child or a grown-up, kept nowhere.
fn player(child: bool) -> Players {
    let mut profiles = oware::records::Profiles::default();
    let id = profiles.create("Esi", 2, child).expect("a player");
    profiles.last = Some(id);
    Players::in_memory(profiles)
}

/// The game's logic for `player`, its animation timed by hand (20 ms a frame).
fn app_for(child: bool, speed: AnimationSpeed) -> App {
    let mut app = app(speed);
    app.insert_resource(player(child)).insert_resource(
        bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)),
    );
    app.update();
    assert_eq!(app.world().resource::<Players>().child_mode(), child);
    app
}

/// Lesson `lesson`'s task `task` on the board: what it asks.
fn task(app: &mut App, lesson: usize, task: usize) -> oware::learn::ReadyTask {
    app.world_mut()
        .write_message(LearnRequest::Lesson { lesson, task });
    app.update();
    settle(app);
    let Some(Drill::Lesson { ready, .. }) = app.world().resource::<Learning>().drill.clone() else {
        panic!("a lesson's task on the board");
    };
    ready
}

/// What the line under the board says now, if there is one.
fn words_said(app: &mut App) -> Option<String> {
    let mut lines = app
        .world_mut()
        .query_filtered::<&Text2d, With<CountingWords>>();
    lines.iter(app.world()).next().map(|t| t.0.clone())
}

/// The numbers over the seeds: each one's text and whether it shows.
fn numbers(app: &mut App) -> Vec<(String, bool)> {
    let mut numbers = app
        .world_mut()
        .query_filtered::<(&Text2d, &Visibility), With<RunningNumber>>();
    let mut shown: Vec<(String, bool)> = numbers
        .iter(app.world())
        .map(|(t, v)| (t.0.clone(), *v != Visibility::Hidden))
        .collect();
    shown.sort_by_key(|(n, _)| n.parse::<u32>().unwrap_or(0));
    shown
}

#[test]
fn a_childs_move_is_numbered_seed_by_seed_and_counted_in_words_as_the_seeds_land() {
    let mut app = app_for(true, AnimationSpeed::Normal);
    let ready = task(&mut app, 1, 0);
    let mv = ready.right_moves()[0];
    let seeds = usize::from(ready.position.pits()[mv.pit().index()]);
    assert!(seeds >= 2, "a sowing of several seeds to count");
    app.world_mut().write_message(LearnRequest::Play(mv));
    app.update();
    // As the seeds fly: the numbers appear one by one, the words grow with them.
    let mut said = Vec::new();
    let mut seen_part_shown = false;
    for _ in 0..2_000 {
        app.update();
        if let Some(line) = words_said(&mut app)
            && !line.is_empty()
            && said.last() != Some(&line)
        {
            said.push(line);
        }
        let shown = numbers(&mut app);
        let visible = shown.iter().filter(|(_, v)| *v).count();
        seen_part_shown |= visible > 0 && visible < shown.len();
        if !app.world().resource::<Animator>().is_busy() {
            break;
        }
    }
    settle(&mut app);
    // Once the seeds are still: the last count stays a moment, then the pit's total.
    for _ in 0..100 {
        app.update();
        if let Some(line) = words_said(&mut app)
            && said.last() != Some(&line)
        {
            said.push(line);
        }
    }
    let shown = numbers(&mut app);
    let expected: Vec<String> = (1..=seeds).map(|n| n.to_string()).collect();
    assert_eq!(
        shown.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
        expected,
        "a number for each seed sown"
    );
    assert!(
        shown.iter().all(|(_, v)| *v),
        "every number shows once the seeds landed"
    );
    assert!(
        seen_part_shown,
        "the numbers appear as their seeds land, not all at once"
    );
    // The words, in English: "one", then "one, two", …, then the last pit's total.
    assert_eq!(said.first().map(String::as_str), Some("one"), "{said:?}");
    assert_eq!(
        said.get(1).map(String::as_str),
        Some("one, two"),
        "{said:?}"
    );
    let last = said.last().expect("words said");
    assert_eq!(
        said.len(),
        seeds + 1,
        "one line a seed, then the total: {said:?}"
    );
    assert!(
        !last.starts_with("one"),
        "the total said last, not a count: {last}"
    );
}

#[test]
fn a_grown_ups_move_is_neither_numbered_nor_counted_in_words() {
    let mut app = app_for(false, AnimationSpeed::Normal);
    let ready = task(&mut app, 1, 0);
    app.world_mut()
        .write_message(LearnRequest::Play(ready.right_moves()[0]));
    app.update();
    settle(&mut app);
    assert!(numbers(&mut app).is_empty());
    assert_eq!(words_said(&mut app), None);
}

#[test]
fn a_childs_pits_are_larger_and_their_counts_stand_further_out() {
    use oware::gui::board::parts::{CountLabel, PitView};
    use oware::gui::sowing::seeds::Place;
    use oware::rules::Pit;
    let mut sizes = Vec::new();
    for child in [false, true] {
        let mut app = app_for(child, AnimationSpeed::Instant);
        app.add_systems(Update, oware::gui::board::scene::pits_for_a_child);
        let pit = Pit::from_letter('C').expect("a pit");
        let home = oware::gui::sowing::layout::pit_count_position(pit);
        let rim = app
            .world_mut()
            .spawn((PitView(pit), Transform::default()))
            .id();
        let count = app
            .world_mut()
            .spawn((
                CountLabel(Place::Pit(pit)),
                Transform::from_translation(home.extend(0.0)),
            ))
            .id();
        // The players changed (as when one is picked): the board follows.
        app.world_mut().resource_mut::<Players>().set_changed();
        app.update();
        let scale = app.world().get::<Transform>(rim).expect("a pit").scale.x;
        let y = app
            .world()
            .get::<Transform>(count)
            .expect("a count")
            .translation
            .y;
        sizes.push((scale, (y - home.y).abs()));
    }
    let (grown_up, child) = (sizes[0], sizes[1]);
    assert!(
        (grown_up.0 - 1.0).abs() < 1e-6 && grown_up.1 < 1e-3,
        "{grown_up:?}"
    );
    assert!(child.0 > 1.05, "a child's pit is larger: {child:?}");
    assert!(child.1 > 5.0, "a child's count moves out: {child:?}");
}

/// The figures of `number` as a window would write them, found in any of `texts`.
fn written(texts: &[String], number: i64) -> bool {
    let figures = number.to_string();
    texts.iter().any(|t| {
        let digits: String = t
            .chars()
            .map(|c| if c.is_ascii_digit() { c } else { ' ' })
            .collect();
        digits.split_whitespace().any(|d| d == figures)
    })
}

/// The app with the windows and panels a learner meets, for `player`.
fn with_overlay(child: bool) -> App {
    let mut app = app_for(child, AnimationSpeed::Instant);
    app.init_resource::<oware::gui::board::inset::BoardInset>()
        .init_resource::<oware::gui::files::game_library::GameLibrary>()
        .init_resource::<oware::gui::modes::setup::PositionSetup>()
        .add_plugins((
            oware::gui::windows::learn_window::plugin,
            oware::gui::windows::new_game::plugin,
            oware::gui::panels::learn_panel::plugin,
        ));
    app.update();
    app
}

/// A puzzle rating no other figure on these screens shares.
const RATING: f64 = 1777.0;

/// The texts of the Learn window with the player's puzzle rating at [`RATING`].
fn learn_window_texts(child: bool) -> Vec<String> {
    let mut app = with_overlay(child);
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::Learn));
    app.update();
    app.update();
    assert_eq!(over_board(&app), OverBoard::Learn);
    // The player's progress is read as the window opens: their rating set after.
    app.world_mut()
        .resource_mut::<Learning>()
        .progress
        .rating
        .rating = RATING;
    overlay_texts(&mut app)
}

#[test]
fn a_child_sees_stars_in_the_learn_window_where_a_grown_up_sees_a_rating() {
    let grown_up = learn_window_texts(false);
    assert!(
        written(&grown_up, RATING as i64),
        "a grown-up's rating is shown: {grown_up:?}"
    );
    let child = learn_window_texts(true);
    assert!(
        !written(&child, RATING as i64),
        "no rating for a child: {child:?}"
    );
    assert!(
        child.iter().any(|t| t.contains("puzzles solved")),
        "a child's puzzles solved instead: {child:?}"
    );
}

/// The texts of the panel beside a puzzle, the puzzle's own rating with them.
fn puzzle_panel_texts(child: bool) -> (Vec<String>, i64) {
    let mut app = with_overlay(child);
    let puzzle = oware::learn::built_in_puzzles()
        .iter()
        .find(|p| p.player_moves() == 1)
        .expect("a puzzle")
        .clone();
    app.world_mut()
        .write_message(LearnRequest::Puzzle(PuzzlePick::Id(puzzle.id)));
    app.update();
    settle(&mut app);
    let rating = app
        .world()
        .resource::<Learning>()
        .progress
        .puzzle_rating(puzzle.id, puzzle.rating)
        .shown();
    (overlay_texts(&mut app), i64::from(rating))
}

#[test]
fn a_childs_puzzle_panel_names_the_puzzle_without_its_rating() {
    let (grown_up, rating) = puzzle_panel_texts(false);
    assert!(
        written(&grown_up, rating),
        "a grown-up sees the puzzle's rating {rating}: {grown_up:?}"
    );
    let (child, rating) = puzzle_panel_texts(true);
    assert!(!written(&child, rating), "no rating for a child: {child:?}");
}

/// The texts of the new-game window with the computer seated at `level`.
fn new_game_texts(child: bool, level: u8) -> Vec<String> {
    let mut app = with_overlay(child);
    app.world_mut()
        .resource_mut::<AppSettings>()
        .new_game
        .computers = [None, Some(level)];
    app.world_mut()
        .write_message(UiAction::Open(OverBoard::NewGame));
    app.update();
    app.update();
    overlay_texts(&mut app)
}

#[test]
fn a_child_chooses_the_computers_level_without_its_rating() {
    let level = 6;
    let rating = oware::ratings::level_rating(level).rating.round() as i64;
    let grown_up = new_game_texts(false, level);
    assert!(
        written(&grown_up, rating),
        "a grown-up sees level {level}'s rating {rating}: {grown_up:?}"
    );
    let child = new_game_texts(true, level);
    assert!(!written(&child, rating), "no rating for a child: {child:?}");
}

/// The texts after a wrong answer to the capture lesson's last task (as `--screen lesson`
/// shows it), with the rule it broke.
fn wrong_answer_texts(child: bool) -> Vec<String> {
    let mut app = with_overlay(child);
    let ready = task(&mut app, 4, 2);
    let right = ready.right_moves();
    let wrong = ready
        .position
        .legal_moves(&ready.rules)
        .iter()
        .find(|m| !right.contains(m))
        .expect("a wrong move");
    app.world_mut().write_message(LearnRequest::Play(wrong));
    app.update();
    settle(&mut app);
    overlay_texts(&mut app)
}

#[test]
fn a_child_hears_a_kind_word_before_the_rule_of_a_wrong_answer() {
    let kind = "Good try!";
    let grown_up = wrong_answer_texts(false);
    assert!(!grown_up.iter().any(|t| t.contains(kind)), "{grown_up:?}");
    let child = wrong_answer_texts(true);
    let at = child
        .iter()
        .position(|t| t.contains(kind))
        .unwrap_or_else(|| panic!("a kind word for a child: {child:?}"));
    // The rule follows it: the grown-up's words of the answer, after the kind word.
    let rule = grown_up
        .iter()
        .filter(|t| !child[..=at].contains(t))
        .find(|t| child[at..].contains(t));
    assert!(
        rule.is_some(),
        "the rule said after the kind word: {child:?} / {grown_up:?}"
    );
}
