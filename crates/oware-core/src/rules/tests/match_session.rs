//! A match in session: the game and the match's record kept in step (docs/rules.md, "Match play").

use super::*;

fn pit(letter: char) -> Move {
    Move::new(Pit::from_letter(letter).expect("a pit letter"))
}

/// South wins at once: F makes a 2 and captures it, reaching 26 (R8).
const SOUTH_WINS_WITH_F: &str = "0-0-0-0-0-1-1-1-0-0-0-0-24-21-S";

fn session_from(fen: &str, format: MatchFormat) -> MatchSession {
    let start = parse_position(fen, &Rules::ABAPA).expect("position");
    let mut match_state = Match::new(format, NextStarter::WinnerStarts, Side::South);
    match_state.games.clear();
    MatchSession::resume(Game::from_position(Rules::ABAPA, start), match_state)
}

#[test]
fn a_game_that_ends_is_recorded_once_and_undo_takes_the_record_back() {
    let mut s = session_from(SOUTH_WINS_WITH_F, MatchFormat::BestOf3);
    let played = s.play(pit('F')).expect("legal");
    let outcome = played.outcome.expect("the game is over");
    assert_eq!(outcome.winner, Some(Side::South));
    assert_eq!(s.match_state().games.len(), 1);
    assert_eq!(s.undo(), Some(pit('F')));
    assert!(
        s.match_state().games.is_empty(),
        "undo takes the result back"
    );
    let redone = s.redo().expect("redo");
    assert_eq!(redone.outcome, Some(outcome));
    assert_eq!(s.match_state().games.len(), 1, "redo records it again");
}

#[test]
fn undo_never_removes_a_result_it_did_not_record() {
    // A single game already decided: the match is over before this game ends.
    let mut s = session_from(SOUTH_WINS_WITH_F, MatchFormat::Single);
    s.play(pit('F')).expect("legal");
    assert_eq!(s.match_state().games.len(), 1);
    s.play_again();
    // The match was over: a new one starts, won-by South starts it.
    assert!(s.match_state().games.is_empty());
    assert_eq!(s.starter(), Side::South);
    // An earlier match's result is never popped by an undo in this one.
    let mut m = Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South);
    let start = parse_position(SOUTH_WINS_WITH_F, &Rules::ABAPA).expect("position");
    let mut other = Game::from_position(Rules::ABAPA, start);
    other.play(pit('F')).expect("legal");
    m.record(Side::South, other.outcome().expect("over"), 1);
    let mut resumed = MatchSession::resume(Game::from_position(Rules::ABAPA, start), m);
    resumed.play(pit('F')).expect("legal");
    assert_eq!(resumed.match_state().games.len(), 1, "the match was over");
    resumed.undo();
    assert_eq!(
        resumed.match_state().games.len(),
        1,
        "the earlier result stays"
    );
}

#[test]
fn play_again_follows_the_match_rule_for_who_starts() {
    let mut s = session_from(SOUTH_WINS_WITH_F, MatchFormat::BestOf3);
    s.play(pit('F')).expect("legal");
    s.play_again();
    assert_eq!(s.starter(), Side::South, "the winner starts");
    assert_eq!(s.game().plies().len(), 0);
    assert_eq!(s.match_state().games.len(), 1);
    let mut alternate = MatchSession::new(
        Rules::ABAPA,
        Side::North,
        MatchFormat::BestOf5,
        NextStarter::Alternate,
    );
    assert_eq!(alternate.starter(), Side::North);
    alternate.play_again();
    assert_eq!(alternate.starter(), Side::North, "no game finished yet");
}

#[test]
fn undo_turn_goes_back_to_a_person() {
    let mut s = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::Single,
        NextStarter::WinnerStarts,
    );
    for letter in ['F', 'f', 'E', 'e'] {
        s.play(pit(letter)).expect("legal");
    }
    // South is a person, North the computer: back to South's last turn.
    assert_eq!(s.undo_turn(|side| side == Side::South), 2);
    assert_eq!(s.game().plies().len(), 2);
    // Two people: one move.
    assert_eq!(s.undo_turn(|_| true), 1);
    // Nobody at the screen: one move.
    assert_eq!(s.undo_turn(|_| false), 1);
    assert_eq!(s.game().plies().len(), 0);
    assert_eq!(s.undo_turn(|_| true), 0, "nothing left to take back");
}

#[test]
fn undoing_a_resignation_takes_back_just_the_resignation() {
    let mut s = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::BestOf3,
        NextStarter::WinnerStarts,
    );
    for letter in ['F', 'f', 'E', 'e'] {
        s.play(pit(letter)).expect("legal");
    }
    s.resign(Side::South).expect("the game was in play");
    assert_eq!(s.match_state().games.len(), 1);
    // South (a person) against the computer: undo takes back the resignation only.
    assert_eq!(s.undo_turn(|side| side == Side::South), 1);
    assert_eq!(s.game().plies().len(), 4, "no move taken back");
    assert!(!s.game().is_over());
    assert!(
        s.match_state().games.is_empty(),
        "the result left the match"
    );
    assert!(s.redo().is_none(), "nothing to play again");
    // The same with a single step.
    s.lose_on_time(Side::South).expect("the game was in play");
    assert!(s.undo_step());
    assert_eq!(s.game().plies().len(), 4);
    assert!(s.undo_step());
    assert_eq!(s.game().plies().len(), 3);
}

#[test]
fn a_finished_game_resumed_counts_in_the_match_once() {
    let mut s = MatchSession::new(
        Rules::ABAPA,
        Side::South,
        MatchFormat::BestOf3,
        NextStarter::WinnerStarts,
    );
    s.play(pit('F')).expect("legal");
    s.lose_on_time(Side::North).expect("in play");
    let game = s.game().clone();
    // Saved with the result: not counted twice.
    let again = MatchSession::resume(game.clone(), s.match_state().clone());
    assert_eq!(again.match_state().wins(Side::South), 1);
    assert_eq!(again.match_state().games.len(), 1);
    // A record of the game alone (or a save written before the end was counted): counted.
    let empty = Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South);
    let opened = MatchSession::resume(game.clone(), empty);
    assert_eq!(opened.match_state().wins(Side::South), 1);
    // Undoing the end takes it out again.
    let mut opened = opened;
    assert!(opened.undo_step());
    assert!(opened.match_state().games.is_empty());
    // A game in play is not counted.
    let mut in_play = game;
    in_play.withdraw_end();
    let empty = Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South);
    assert!(
        MatchSession::resume(in_play, empty)
            .match_state()
            .games
            .is_empty()
    );
}

#[test]
fn an_end_by_agreement_is_recorded_with_each_side_taking_its_own_seeds() {
    let rules = Rules {
        cycle: CycleRule::ByAgreement,
        ..Rules::ABAPA
    };
    let start = parse_position("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S", &rules).expect("position");
    let mut s = MatchSession::resume(
        Game::from_position(rules, start),
        Match::new(MatchFormat::BestOf3, NextStarter::Alternate, Side::South),
    );
    assert!(s.end_by_agreement().is_none(), "no repetition yet");
    for letter in "AaBbCcDdEeFf".chars() {
        s.play(pit(letter)).expect("legal");
    }
    let outcome = s.end_by_agreement().expect("a repeated position");
    assert_eq!(outcome.final_stores, [24, 24]);
    assert_eq!(outcome.row_takers, Some(Side::BOTH));
    assert_eq!(s.match_state().draws(), 1);
}

#[test]
fn row_takers_say_who_takes_the_seeds_left_at_the_end() {
    // R9, starved: North has nothing and South cannot feed: each takes their own row.
    let start = parse_position("1-1-2-0-0-0-0-0-0-0-0-0-20-24-S", &Rules::ABAPA).expect("position");
    let game = Game::from_position(Rules::ABAPA, start);
    let o = game.outcome().expect("over by R9");
    assert_eq!(o.row_takers, Some(Side::BOTH));
    assert_eq!(o.final_stores, [24, 24]);
    // Under opponent-takes, a player left with nothing takes what remains on the other row.
    let rules = Rules {
        grand_slam: GrandSlamRule::OpponentTakes,
        ..Rules::ABAPA
    };
    let start = parse_position("1-1-2-0-0-0-0-0-0-0-0-0-20-24-N", &rules).expect("position");
    let o = *Game::from_position(rules, start).outcome().expect("over");
    assert_eq!(o.row_takers, Some([Side::North, Side::North]));
    assert_eq!(o.final_stores, [20, 28]);
    // R8: the seeds stay on the board.
    let mut s = session_from(SOUTH_WINS_WITH_F, MatchFormat::Single);
    let o = s.play(pit('F')).expect("legal").outcome.expect("over");
    assert_eq!(o.row_takers, None);
}
