//! The synthesised sounds: deterministic, audible, never clipping. (That the files the game
//! ships are what the synthesis makes today is checked by the game crate, which holds them.)

use super::*;

#[test]
fn every_sound_is_the_same_on_every_run() {
    // Made in order here, and in the reverse order on another thread: a sound that drew on
    // a clock, a shared random source or anything left by the sound before would differ.
    let here: Vec<Vec<f32>> = Sound::ALL.iter().map(|s| s.samples()).collect();
    let there = std::thread::spawn(|| {
        let mut made: Vec<Vec<f32>> = Sound::ALL.iter().rev().map(|s| s.samples()).collect();
        made.reverse();
        made
    })
    .join()
    .expect("the other thread synthesises");
    for ((sound, a), b) in Sound::ALL.iter().zip(&here).zip(&there) {
        assert!(!a.is_empty(), "{sound:?} has samples");
        assert!(a == b, "{sound:?} differs between runs");
    }
}

#[test]
fn every_sound_is_audible_and_peaks_at_the_chosen_level() {
    for sound in Sound::ALL {
        let samples = sound.samples();
        let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!((peak - PEAK).abs() < 1e-4, "{sound:?} peaks at {peak}");
        let rms = (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt();
        assert!(rms > 0.01, "{sound:?} is nearly silent (rms {rms})");
    }
}

#[test]
fn every_sound_ends_in_silence_so_it_never_clicks() {
    for sound in Sound::ALL {
        let samples = sound.samples();
        let last = samples.last().copied().unwrap_or(1.0);
        assert!(last.abs() < 1e-6, "{sound:?} ends on {last}");
    }
}

#[test]
fn lengths_suit_their_use() {
    let seconds = |sound: Sound| sound.samples().len() as f32 / SAMPLE_RATE as f32;
    // A seed's click must be short enough for fast sowing; the end of a game may ring.
    assert!(seconds(Sound::SeedDrop) <= 0.1);
    assert!(seconds(Sound::Refusal) <= 0.5);
    assert!(seconds(Sound::Capture) <= 0.8);
    assert!(seconds(Sound::GameEnd) <= 2.0);
    assert!(seconds(Sound::SeedDrop) < seconds(Sound::Capture));
}

#[test]
fn file_names_are_distinct_wav_files() {
    let mut names: Vec<_> = Sound::ALL.iter().map(|s| s.file_name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), Sound::ALL.len());
    assert!(names.iter().all(|n| n.ends_with(".wav")));
}

#[test]
fn wav_bytes_decode_to_the_samples() {
    for sound in Sound::ALL {
        let bytes = wav_bytes(sound).expect("encodes");
        let reader = hound::WavReader::new(std::io::Cursor::new(bytes)).expect("decodes");
        assert_eq!(reader.spec(), wav_spec());
        let decoded: Vec<i16> = reader
            .into_samples::<i16>()
            .map(|s| s.expect("sample"))
            .collect();
        let expected: Vec<i16> = sound.samples().into_iter().map(to_i16).collect();
        assert_eq!(decoded, expected, "{sound:?}");
    }
}
