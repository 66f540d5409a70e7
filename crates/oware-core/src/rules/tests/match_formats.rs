//! Match formats, scoring and who starts (docs/rules.md, "Match play").

use super::*;

fn outcome(winner: Option<Side>) -> Outcome {
    let stores = match winner {
        Some(Side::South) => [30, 18],
        Some(Side::North) => [18, 30],
        None => [24, 24],
    };
    Outcome {
        winner,
        reason: EndReason::Majority,
        final_stores: stores,
        final_board: [0; 12],
        row_takers: None,
    }
}

fn play(m: &mut Match, winners: &[Option<Side>]) {
    for &w in winners {
        let starter = m.next_starter();
        m.record(starter, &outcome(w), 40);
    }
}

const S: Option<Side> = Some(Side::South);
const N: Option<Side> = Some(Side::North);
const D: Option<Side> = None;

#[test]
fn single_game_ends_after_one_game_even_a_draw() {
    let mut m = Match::new(MatchFormat::Single, NextStarter::WinnerStarts, Side::South);
    play(&mut m, &[D]);
    assert!(m.is_over());
    assert_eq!(m.winner(), None);
}

#[test]
fn best_of_three_and_five() {
    let mut m = Match::new(MatchFormat::BestOf3, NextStarter::WinnerStarts, Side::South);
    play(&mut m, &[S, D, N]);
    assert!(!m.is_over(), "draws count as played, not as wins");
    play(&mut m, &[N]);
    assert_eq!(m.winner(), Some(Side::North));
    let mut m = Match::new(MatchFormat::BestOf5, NextStarter::WinnerStarts, Side::South);
    play(&mut m, &[S, S, N, N]);
    assert!(!m.is_over());
    play(&mut m, &[S]);
    assert_eq!(m.winner(), Some(Side::South));
}

#[test]
fn kumasi_first_to_five() {
    let mut m = Match::new(MatchFormat::FirstTo5, NextStarter::Alternate, Side::South);
    play(&mut m, &[S, N, S, N, S, N, S, N]);
    assert!(!m.is_over());
    play(&mut m, &[N]);
    assert_eq!(m.winner(), Some(Side::North));
}

#[test]
fn antigua_six_wins_or_three_ahead() {
    let mut m = Match::new(MatchFormat::Antigua, NextStarter::WinnerStarts, Side::South);
    play(&mut m, &[S, N, S, D, S]);
    assert!(!m.is_over(), "3-1 is only two ahead");
    play(&mut m, &[S]);
    assert_eq!(m.winner(), Some(Side::South), "4-1: three ahead");
    let mut m = Match::new(MatchFormat::Antigua, NextStarter::WinnerStarts, Side::South);
    play(&mut m, &[S, N, S, N, S, N, S, N, S, N]);
    assert!(!m.is_over(), "5-5");
    play(&mut m, &[S]);
    assert_eq!(m.winner(), Some(Side::South), "six wins");
}

#[test]
fn yoruba_three_in_a_row_broken_by_draws() {
    let mut m = Match::new(
        MatchFormat::ThreeInARow,
        NextStarter::WinnerStarts,
        Side::South,
    );
    play(&mut m, &[S, S, D, S, S, N]);
    assert!(!m.is_over());
    play(&mut m, &[N, N]);
    assert_eq!(m.winner(), Some(Side::North));
}

#[test]
fn who_starts_next() {
    let mut m = Match::new(
        MatchFormat::FirstTo5,
        NextStarter::WinnerStarts,
        Side::South,
    );
    assert_eq!(m.next_starter(), Side::South);
    m.record(Side::South, &outcome(N), 40);
    assert_eq!(m.next_starter(), Side::North, "winner starts");
    m.record(Side::North, &outcome(D), 40);
    assert_eq!(
        m.next_starter(),
        Side::South,
        "after a draw, the other player"
    );
    let mut m = Match::new(MatchFormat::FirstTo5, NextStarter::Alternate, Side::North);
    m.record(Side::North, &outcome(N), 40);
    assert_eq!(m.next_starter(), Side::South, "alternate");
    m.record(Side::South, &outcome(D), 40);
    assert_eq!(m.next_starter(), Side::North);
}
