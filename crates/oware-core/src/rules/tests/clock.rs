//! Clocks at given instants: sudden death, Fischer increments, a time per move, the flag and
//! what it gives (the other side's win, or a draw when they could not win).

use super::*;
use std::time::Duration;

const S: Duration = Duration::from_secs(1);

#[test]
fn time_controls_read_and_write_the_pgn_form_and_refuse_the_rest() {
    for (text, control) in [
        ("300", TimeControl::minutes(5)),
        ("180+2", TimeControl::fischer(3, 2)),
        ("1/10", TimeControl::PerMove(10 * S)),
        (
            "90.5",
            TimeControl::Fischer {
                base: Duration::from_millis(90_500),
                increment: Duration::ZERO,
            },
        ),
    ] {
        assert_eq!(text.parse::<TimeControl>(), Ok(control), "{text}");
        assert_eq!(control.to_string(), text);
    }
    for bad in [
        "", "0", "-5", "abc", "300+", "1/0", "99999999", "nan", "300+x",
    ] {
        assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
    }
    assert_eq!(
        TimeControl::from_minutes_form("1+0"),
        Ok(TimeControl::minutes(1))
    );
    assert_eq!(
        TimeControl::from_minutes_form("3+2"),
        Ok(TimeControl::fischer(3, 2))
    );
    assert_eq!(
        TimeControl::from_minutes_form("5"),
        Ok(TimeControl::minutes(5))
    );
    assert!(TimeControl::from_minutes_form("0+5").is_err());
}

#[test]
fn a_clock_runs_for_the_side_to_move_adds_the_increment_and_flags_at_zero() {
    let mut clock = Clock::new(TimeControl::fischer(1, 2));
    assert_eq!(clock.tick(10 * S), None, "nothing runs before the start");
    assert_eq!(clock.left(Side::South), 60 * S);
    clock.start(Side::South);
    assert_eq!(clock.tick(10 * S), None);
    clock.moved(Side::South);
    assert_eq!(clock.left(Side::South), 52 * S, "60 - 10 + 2");
    assert_eq!(clock.running(), None, "stopped while the seeds fly");
    clock.start(Side::North);
    assert_eq!(clock.tick(59 * S), None);
    assert_eq!(clock.left(Side::North), S);
    assert_eq!(clock.tick(2 * S), Some(Side::North));
    assert_eq!(clock.left(Side::North), Duration::ZERO);
    assert_eq!(clock.flagged(), Some(Side::North));
    clock.start(Side::South);
    assert_eq!(clock.running(), None, "a flagged clock does not run again");
}

#[test]
fn a_time_per_move_starts_afresh_after_each_move() {
    let mut clock = Clock::new(TimeControl::PerMove(10 * S));
    clock.start(Side::South);
    clock.tick(7 * S);
    clock.moved(Side::South);
    assert_eq!(clock.left(Side::South), 10 * S);
    clock.start(Side::North);
    assert_eq!(clock.tick(10 * S), Some(Side::North));
}

#[test]
fn clocks_read_in_minutes_and_tenths_under_ten_seconds() {
    assert_eq!(clock_text(Duration::from_secs(300)), "5:00");
    assert_eq!(clock_text(Duration::from_secs(3725)), "1:02:05");
    assert_eq!(clock_text(Duration::from_millis(9_460)), "9.4");
    assert_eq!(clock_text(Duration::from_millis(10_000)), "0:10");
    assert_eq!(clock_text(Duration::ZERO), "0.0");
}

#[test]
fn a_flag_fall_is_the_other_sides_win_or_a_draw_when_they_could_not_win() {
    // North has 23 in store, South 11 with 14 on the board: South can still win.
    let p = board([2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 0, 0], 11);
    let mut game = Game::from_position(ABAPA, p);
    assert!(game.lose_on_time(Side::North));
    let o = *game.outcome().expect("over");
    assert_eq!((o.reason, o.winner), (EndReason::Time, Some(Side::South)));
    assert!(!game.lose_on_time(Side::South), "over already");
    // South has 24 in store; North 20 with 4 on the board can at best tie: a draw.
    let q = board([0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0], 24);
    let mut game = Game::from_position(ABAPA, q);
    assert!(game.lose_on_time(Side::South));
    let o = *game.outcome().expect("over");
    assert_eq!((o.reason, o.winner), (EndReason::Time, None));
    assert_eq!(o.final_stores, q.stores(), "the stores stay as they are");
}

#[test]
fn a_flag_fall_counts_in_the_match() {
    let mut session = MatchSession::new(
        ABAPA,
        Side::South,
        MatchFormat::BestOf3,
        NextStarter::WinnerStarts,
    );
    let outcome = session.lose_on_time(Side::South).expect("ends the game");
    assert_eq!(outcome.winner, Some(Side::North));
    assert_eq!(session.match_state().wins(Side::North), 1);
}
