//! Sounds as the seeds land, without an audio device too, and the assets built in.

use crate::helpers::*;

/// Every sound cue, with the frame it came in and the board at that moment.
#[derive(Resource, Default)]
struct Heard(
    Vec<(
        u32,
        oware::gui::game::sound_cues::SoundCue,
        [u8; 12],
        [u8; 2],
    )>,
);

fn listen(
    mut heard: ResMut<Heard>,
    mut frame: Local<u32>,
    mut cues: MessageReader<oware::gui::game::sound_cues::SoundCue>,
    seeds: Query<&Seed>,
) {
    *frame += 1;
    let (pits, stores) = counts(seeds.iter());
    for &cue in cues.read() {
        heard.0.push((*frame, cue, pits, stores));
    }
}

fn listening(speed: AnimationSpeed) -> App {
    let mut app = app(speed);
    app.init_resource::<Heard>().add_systems(Last, listen);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(16),
    ));
    app
}

fn heard_sounds(app: &App) -> Vec<oware::sounds::Sound> {
    app.world()
        .resource::<Heard>()
        .0
        .iter()
        .map(|h| h.1.sound)
        .collect()
}

#[test]
fn a_capture_sounds_each_seed_as_it_lands_then_the_captures() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Normal);
    // Worked example 1: E sows 6 (F, a…e) and captures e, d and c.
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    settle(&mut app);
    assert_eq!(
        heard_sounds(&app),
        [[Sound::SeedDrop; 6].as_slice(), &[Sound::Capture; 3]].concat(),
        "six drops, then a capture for each captured pit"
    );
    let heard = &app.world().resource::<Heard>().0;
    // Each drop is heard in the frame its seed lands: k+1 seeds are in the sown pits.
    let sown = [5usize, 6, 7, 8, 9, 10];
    let before = [2u8, 1, 3, 2, 1, 2];
    for (k, (_, cue, pits, _)) in heard.iter().take(6).enumerate() {
        let landed: u32 = sown
            .iter()
            .zip(before)
            .map(|(&p, b)| u32::from(pits[p].saturating_sub(b)))
            .sum();
        assert_eq!(landed, k as u32 + 1, "drop {k} heard as its seed lands");
        assert_eq!(
            cue.pitch,
            oware::gui::game::sound_cues::SoundCue::seed_drop(k).pitch
        );
    }
    let frames: Vec<u32> = heard.iter().map(|h| h.0).collect();
    assert!(
        frames.windows(2).all(|w| w[0] < w[1]),
        "one sound per frame: {frames:?}"
    );
    // The first capture sounds when captured seeds reach South's store.
    let (_, _, _, stores) = heard[6];
    assert!(
        stores[0] > 10,
        "the store has its first seeds when the capture is heard"
    );
}

#[test]
fn a_fast_forward_plays_one_of_each_sound_and_a_refusal_has_its_own() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Normal);
    start_from(&mut app, "3-1-4-0-6-2-1-3-2-1-2-2-10-11-S");
    request(&mut app, Move::new(Pit::from_letter('E').expect("E")));
    app.world_mut().write_message(FastForward);
    settle(&mut app);
    assert_eq!(heard_sounds(&app), [Sound::SeedDrop, Sound::Capture]);
    // North is to move: South's pit, then North's emptied pit e, are refused, each heard.
    app.world_mut().resource_mut::<Heard>().0.clear();
    request(&mut app, Move::new(Pit::from_letter('A').expect("A")));
    request(&mut app, Move::new(Pit::from_letter('e').expect("e")));
    assert_eq!(app.world().resource::<Seen>().rejected.len(), 2);
    assert_eq!(heard_sounds(&app), [Sound::Refusal, Sound::Refusal]);
}

#[test]
fn the_last_move_of_a_game_ends_with_its_sound() {
    use oware::sounds::Sound;
    let mut app = listening(AnimationSpeed::Fast);
    // F sows into a, captures 2 and reaches 26 (R8).
    start_from(&mut app, "0-0-0-0-0-1-1-1-0-0-0-0-24-21-S");
    request(&mut app, Move::new(Pit::from_letter('F').expect("F")));
    settle(&mut app);
    let heard = heard_sounds(&app);
    assert_eq!(heard.first(), Some(&Sound::SeedDrop));
    assert_eq!(heard.last(), Some(&Sound::GameEnd));
    assert!(heard.contains(&Sound::Capture));
}

/// The app's audio with Bevy's real audio plugin: on a machine without a sound card (CI) it
/// starts, takes the cues, and removes their players in time, with no panic.
#[test]
fn sounds_without_an_audio_device_start_and_clean_up() {
    use oware::gui::game::sound_cues::SoundCue;
    use oware::sounds::Sound;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::asset::AssetPlugin::default())
        .add_plugins(bevy::audio::AudioPlugin::default())
        .add_plugins(LogicPlugin)
        .add_plugins(oware::gui::sound::audio::plugin)
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_millis(100),
        ));
    app.update();
    app.world_mut()
        .write_message(SoundCue::plain(Sound::Capture));
    app.world_mut().write_message(SoundCue::seed_drop(3));
    app.update();
    let players = |app: &mut App| {
        app.world_mut()
            .query::<&bevy::audio::AudioPlayer>()
            .iter(app.world())
            .count()
    };
    assert_eq!(players(&mut app), 2, "each cue gets a player");
    // With the sound off, cues are dropped.
    app.world_mut().resource_mut::<AppSettings>().sound_on = false;
    app.world_mut()
        .write_message(SoundCue::plain(Sound::Refusal));
    app.update();
    assert_eq!(players(&mut app), 2);
    // Played or not (no device here), the players are gone after a few seconds.
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(players(&mut app), 0, "players are removed");
}

#[test]
fn with_no_assets_folder_the_fonts_sounds_and_book_are_built_in() {
    use oware::gui::assets::built_in_assets::{FILES, source};
    let nowhere = std::env::temp_dir().join(format!("oware-no-assets-{}", std::process::id()));
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(bevy::asset::AssetPlugin {
            file_path: nowhere.to_string_lossy().into_owned(),
            ..default()
        })
        .add_plugins(bevy::audio::AudioPlugin::default())
        .add_plugins(bevy::text::TextPlugin)
        .add_plugins(oware::gui::assets::built_in_assets::plugin);
    let server = app.world().resource::<AssetServer>().clone();
    let handles: Vec<UntypedHandle> = FILES
        .iter()
        .map(|(path, _)| {
            if path.ends_with(".ttf") {
                server.load::<Font>(source(None, path)).untyped()
            } else {
                server
                    .load::<bevy::audio::AudioSource>(source(None, path))
                    .untyped()
            }
        })
        .collect();
    for _ in 0..500 {
        app.update();
        if handles
            .iter()
            .all(|h| server.load_state(h.id()).is_loaded() || server.load_state(h.id()).is_failed())
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    for ((path, _), handle) in FILES.iter().zip(&handles) {
        assert!(
            server.load_state(handle.id()).is_loaded(),
            "{path}: {:?}",
            server.load_state(handle.id())
        );
    }
    let fonts = app.world().resource::<Assets<Font>>();
    let sounds = app.world().resource::<Assets<bevy::audio::AudioSource>>();
    for ((path, _), handle) in FILES.iter().zip(&handles) {
        let there = fonts.contains(handle.id().typed_unchecked::<Font>())
            || sounds.contains(handle.id().typed_unchecked::<bevy::audio::AudioSource>());
        assert!(there, "{path} is loaded but not among the assets");
    }
    // The opening book needs no file either.
    let search = oware::records::find_book(&oware::rules::Rules::ABAPA, &[]);
    assert_eq!(
        search.found.map(|(_, source)| source),
        Some(oware::records::BookSource::BuiltIn)
    );
}
