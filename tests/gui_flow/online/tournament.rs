//! A tournament's players in the app: two apps join an organizer's hall over loopback by its
//! code; when the round starts each one's board opens by itself as an online match carried
//! by the organizer; a few moves, a resignation, both results reported and agreed; the
//! standings reach both and the Tournament window opens between rounds.

use super::*;
use oware::gui::online::Online;
use oware::gui::state::OverBoard;
use oware::gui::tournament::{RoundPlay, Tournament, TournamentRequest};
use oware::tournament::event::{System, Tournament as Event};
use oware::tournament::hall::{
    HALL_ALPN, HallFile, HallMessage, Organizer, Out, PlaySettings, Step, Verdict,
};
use oware::tournament::standings::Outcome;

/// The organizer's desk: its side of the hall and the hall on loopback.
struct Desk {
    organizer: Organizer,
    hall: oware_net::Hall<HallMessage>,
}

impl Desk {
    /// A round robin of single games, hosted with no relay.
    fn open() -> Desk {
        let organizer = Organizer::new(HallFile {
            tournament: Event::new("Club night", System::RoundRobin, Vec::new()),
            play: PlaySettings {
                format: oware::rules::MatchFormat::Single,
                clock: None,
            },
            code: String::new(),
            tickets: Vec::new(),
            boards: Vec::new(),
        });
        let hall = oware_net::host_hall(&direct(), HALL_ALPN, None).expect("a hall on loopback");
        Desk { organizer, hall }
    }

    /// What arrived, handled as the organizer's program handles it.
    fn pump(&mut self) {
        while let Ok((line, arrival)) = self.hall.arrivals.try_recv() {
            let step = match arrival {
                oware_net::Arrival::Came => Step::default(),
                oware_net::Arrival::Said(message) => self.organizer.receive(line, message),
                oware_net::Arrival::Gone(_) => {
                    self.hall.close_line(line);
                    self.organizer.gone(line)
                }
            };
            self.carry(step);
        }
    }

    fn carry(&self, step: Step) {
        for out in step.out {
            match out {
                Out::Send(line, message) => self.hall.send(line, message),
                Out::Close(line) => self.hall.close_line(line),
            }
        }
    }
}

/// An app of a player named `name`, with no relay.
fn player_app(name: &str) -> App {
    let mut app = app(AnimationSpeed::Instant);
    let mut settings = app.world_mut().resource_mut::<AppSettings>();
    settings.online.name = name.into();
    settings.online.relay = "off".into();
    app
}

/// Updates both apps and the organizer until `done` says so, bounded.
fn run_until(
    desk: &mut Desk,
    apps: &mut [&mut App; 2],
    what: &str,
    mut done: impl FnMut(&Desk, &[&mut App; 2]) -> bool,
) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !done(desk, apps) {
        assert!(
            std::time::Instant::now() < deadline,
            "never: {what}; the organizer's round: {:?}, connected: {:?}; the players: {:?}",
            desk.organizer.tournament().rounds.last(),
            (0..desk.organizer.tournament().players.len())
                .map(|p| desk.organizer.is_connected(p))
                .collect::<Vec<_>>(),
            apps.iter()
                .map(|a| (
                    a.world().resource::<Online>().status(),
                    tournament(a).rounds().to_vec(),
                    tournament(a).failed().map(str::to_string),
                    tournament(a)
                        .seat()
                        .map(|s| (s.entered().map(|e| e.player), s.is_over())),
                    tournament(a).reconnecting()
                ))
                .collect::<Vec<_>>()
        );
        desk.pump();
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn tournament(app: &App) -> &Tournament {
    app.world().resource::<Tournament>()
}

#[test]
fn players_join_by_code_play_their_board_as_it_opens_and_see_the_agreed_result_and_standings() {
    let mut desk = Desk::open();
    let code = desk.hall.code_with_addresses().to_string();
    let (mut ama, mut kofi) = (player_app("Ama"), player_app("Kofi"));
    // A code that cannot be read is refused at once, before any network.
    ama.world_mut()
        .write_message(TournamentRequest::Join("not a code".into()));
    ama.update();
    assert!(tournament(&ama).failed().is_some(), "a bad code is said");
    for app in [&mut ama, &mut kofi] {
        app.world_mut()
            .write_message(TournamentRequest::Join(code.clone()));
    }
    let mut apps = [&mut ama, &mut kofi];
    run_until(&mut desk, &mut apps, "both players in", |desk, apps| {
        desk.organizer.tournament().players.len() == 2
            && apps
                .iter()
                .all(|a| tournament(a).seat().is_some_and(|s| s.entered().is_some()))
    });
    let step = desk.organizer.start_round().expect("round 1 starts");
    desk.carry(step);
    run_until(&mut desk, &mut apps, "both boards open", |_, apps| {
        apps.iter().all(|a| {
            a.world().resource::<Online>().carried_in_play()
                && a.world().resource::<GameSession>().remote_side().is_some()
        })
    });
    for app in apps.iter() {
        assert_eq!(tournament(app).board_in_play(), Some((1, 1)));
        assert!(
            app.world()
                .resource::<GameSession>()
                .online_seat()
                .is_none(),
            "a tournament's board keeps no seat of its own to rejoin"
        );
    }
    // Four plies, each side playing its first legal move when its turn comes.
    let mut plies = 0;
    while plies < 4 {
        run_until(&mut desk, &mut apps, "a turn", |_, apps| {
            apps.iter().any(|a| {
                let session = a.world().resource::<GameSession>();
                session.game().plies().len() == plies
                    && session.remote_side() != Some(session.game().position().to_move())
            })
        });
        let app = apps
            .iter_mut()
            .find(|a| {
                let session = a.world().resource::<GameSession>();
                session.remote_side() != Some(session.game().position().to_move())
            })
            .expect("the player to move");
        play_first_legal_move(app);
        plies += 1;
        run_until(
            &mut desk,
            &mut apps,
            "the move on both boards",
            |_, apps| {
                apps.iter()
                    .all(|a| a.world().resource::<GameSession>().game().plies().len() == plies)
            },
        );
    }
    // Kofi resigns his game (the match of one game ends).
    let kofi_side = apps[1]
        .world()
        .resource::<GameSession>()
        .remote_side()
        .expect("online")
        .opponent();
    apps[1]
        .world_mut()
        .write_message(SessionRequest::Resign(kofi_side));
    run_until(&mut desk, &mut apps, "the result agreed", |desk, _| {
        desk.organizer
            .tournament()
            .rounds
            .first()
            .is_some_and(|r| r.complete())
    });
    let step = desk.organizer.end();
    desk.carry(step);
    run_until(&mut desk, &mut apps, "the end told to both", |_, apps| {
        apps.iter()
            .all(|a| tournament(a).seat().is_some_and(|s| s.is_over()))
    });
    for (app, won) in apps.iter().zip([true, false]) {
        let t = tournament(app);
        let [line] = t.rounds() else {
            panic!("one round: {:?}", t.rounds())
        };
        let RoundPlay::Board {
            board,
            first,
            outcome: Some(outcome),
            verdict: Some(Verdict::Agreed),
            ..
        } = &line.play
        else {
            panic!("an agreed result: {line:?}")
        };
        assert_eq!(*board, 1);
        let mine_won = matches!(
            (outcome, first),
            (Outcome::FirstWins, true) | (Outcome::SecondWins, false)
        );
        assert_eq!(mine_won, won, "{line:?}");
        let (after, standings) = t.seat().expect("seated").standings();
        assert_eq!(after, 1);
        assert_eq!(standings.first().map(|l| l.name.as_str()), Some("Ama"));
        assert_eq!(
            over_board(app),
            OverBoard::Tournament,
            "the window opens between rounds"
        );
        assert!(!app.world().resource::<Online>().carried_in_play());
        assert!(app.world().resource::<GameSession>().game().is_over());
    }
}

#[test]
fn an_organizer_hosts_from_the_app_starts_the_round_and_a_result_decided_reaches_both_players() {
    use oware::gui::tournament::{Desk, DeskRequest, HostChoices};
    let folder = std::env::temp_dir().join(format!("oware-desk-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut host = player_app("Organizer");
    host.insert_resource(oware::gui::players::Players::at(
        folder.clone(),
        "Organizer",
    ));
    host.world_mut()
        .write_message(DeskRequest::Host(HostChoices {
            name: "Club night".into(),
            system: System::Swiss { rounds: 2 },
            format: oware::rules::MatchFormat::Single,
            clock: None,
            list: false,
        }));
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while host.world().resource::<Desk>().code().is_none() {
        assert!(std::time::Instant::now() < deadline, "never: the hall open");
        host.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let code = host
        .world()
        .resource::<Desk>()
        .code()
        .expect("a code")
        .to_string();
    let (mut ama, mut kofi) = (player_app("Ama"), player_app("Kofi"));
    for app in [&mut ama, &mut kofi] {
        app.world_mut()
            .write_message(TournamentRequest::Join(code.clone()));
    }
    let mut all = [&mut host, &mut ama, &mut kofi];
    let run = |all: &mut [&mut App; 3], what: &str, done: &dyn Fn(&[&mut App; 3]) -> bool| {
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while !done(all) {
            assert!(std::time::Instant::now() < deadline, "never: {what}");
            for app in all.iter_mut() {
                app.update();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    let desk = |all: &[&mut App; 3]| -> usize {
        all[0]
            .world()
            .resource::<Desk>()
            .organizer()
            .map_or(0, |o| o.tournament().players.len())
    };
    run(&mut all, "both players in", &|all| desk(all) == 2);
    all[0].world_mut().write_message(DeskRequest::StartRound);
    run(&mut all, "both boards open", &|all| {
        all[1..].iter().all(|a| {
            a.world().resource::<Online>().carried_in_play()
                && a.world().resource::<GameSession>().remote_side().is_some()
        })
    });
    // The first player's first move, seen live on the organizer's board.
    let mover = all[1..]
        .iter_mut()
        .find(|a| {
            let session = a.world().resource::<GameSession>();
            session.remote_side() != Some(session.game().position().to_move())
        })
        .expect("the player to move");
    play_first_legal_move(mover);
    run(&mut all, "the move seen live", &|all| {
        all[0]
            .world()
            .resource::<Desk>()
            .organizer()
            .and_then(|o| o.live().first()?.games.last().map(|g| g.moves.len()))
            == Some(1)
    });
    all[0].world_mut().write_message(DeskRequest::Decide {
        board: 1,
        outcome: Outcome::Draw,
        reason: "the hall closes at ten".into(),
    });
    run(&mut all, "the decision told to both", &|all| {
        all[1..].iter().all(|a| {
            tournament(a).rounds().iter().any(|r| {
                matches!(&r.play, RoundPlay::Board { verdict: Some(Verdict::Decided { reason }), outcome: Some(Outcome::Draw), .. } if reason == "the hall closes at ten")
            })
        })
    });
    // The organizer's file holds the round and its decided result, as written.
    let kept =
        oware::gui::tournament::unfinished(&oware::gui::tournament::tournaments_folder(&folder));
    assert_eq!(kept.len(), 1, "{kept:?}");
    let text = std::fs::read_to_string(&kept[0].0).expect("the organizer's file");
    let file = oware::tournament::hall::HallFile::from_ron(&text).expect("it reads back");
    let round = file.tournament.rounds.first().expect("round 1");
    assert!(matches!(
        round.boards[0].result,
        Some((Outcome::Draw, oware::tournament::event::Settled::Decided(_)))
    ));
    all[0].world_mut().write_message(DeskRequest::End);
    run(&mut all, "the end told to both", &|all| {
        all[1..]
            .iter()
            .all(|a| tournament(a).seat().is_some_and(|s| s.is_over()))
    });
    // Ended, it is no longer offered to host again; its games are in one record file.
    let folder_of = oware::gui::tournament::tournaments_folder(&folder);
    assert!(oware::gui::tournament::unfinished(&folder_of).is_empty());
    let ogn = std::fs::read_dir(&folder_of)
        .expect("the folder")
        .flatten()
        .find(|e| e.path().extension().is_some_and(|x| x == "ogn"))
        .expect("the games' record");
    let games = std::fs::read_to_string(ogn.path()).expect("readable");
    assert!(games.contains("[Event \"Club night\"]"), "{games}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_players_program_started_again_takes_its_kept_seat_back() {
    let folder = std::env::temp_dir().join(format!("oware-seat-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let mut desk = Desk::open();
    let code = desk.hall.code_with_addresses().to_string();
    let with_folder = |name: &str| {
        let mut app = player_app(name);
        app.insert_resource(oware::gui::players::Players::at(folder.clone(), name));
        app
    };
    let (mut ama, mut kofi) = (with_folder("Ama"), player_app("Kofi"));
    for app in [&mut ama, &mut kofi] {
        app.world_mut()
            .write_message(TournamentRequest::Join(code.clone()));
    }
    let mut apps = [&mut ama, &mut kofi];
    run_until(&mut desk, &mut apps, "both players in", |desk, apps| {
        desk.organizer.tournament().players.len() == 2
            && apps
                .iter()
                .all(|a| tournament(a).seat().is_some_and(|s| s.entered().is_some()))
    });
    let number = tournament(apps[0])
        .seat()
        .and_then(|s| s.entered())
        .map(|e| e.player)
        .expect("Ama's number");
    let players = apps[0].world().resource::<oware::gui::players::Players>();
    let kept_file = oware::gui::tournament::kept_seat_file(players).expect("a file");
    let kept = oware::gui::tournament::kept_seat(&kept_file).expect("the seat is kept");
    assert_eq!(kept.tournament, "Club night");
    assert_eq!(kept.name, "Ama");
    // Ama's program ends (its line drops); started again, it takes the seat back.
    drop(ama);
    let mut ama = with_folder("Ama");
    ama.world_mut().write_message(TournamentRequest::TakeBack);
    ama.update();
    let said = notices(&mut ama);
    assert!(
        tournament(&ama).seat().is_some(),
        "taking the seat back: {said:?}"
    );
    let mut apps = [&mut ama, &mut kofi];
    run_until(
        &mut desk,
        &mut apps,
        "Ama back in her seat",
        |desk, apps| {
            tournament(apps[0])
                .seat()
                .and_then(|s| s.entered())
                .is_some_and(|e| e.player == number)
                && desk.organizer.is_connected(number)
        },
    );
    assert_eq!(desk.organizer.tournament().players.len(), 2, "no new seat");
    // Once the tournament is over, the seat is no longer kept.
    let step = desk.organizer.end();
    desk.carry(step);
    run_until(&mut desk, &mut apps, "the end told", |_, apps| {
        tournament(apps[0]).seat().is_some_and(|s| s.is_over())
    });
    assert!(oware::gui::tournament::kept_seat(&kept_file).is_none());
    let _ = std::fs::remove_dir_all(&folder);
}
