//! The game's sounds, synthesised from scratch: a seed dropping into a pit, seeds pouring into
//! a store, a refused pit and the end of a game. `oware-cli sounds` writes them as WAV files
//! into `assets/sounds/`; the files there were made that way, so their making is in this file
//! and nothing of unknown licence is shipped.
//!
//! Each sound is a sum of damped sine partials (the way a struck wooden or marimba bar
//! rings) plus, for the seed, a short burst of filtered noise for the contact. The noise
//! comes from a generator with a fixed seed, so the output is the same on every run.

#[cfg(test)]
mod tests;

use rand::{RngExt, SeedableRng};

/// Samples per second of every sound.
pub const SAMPLE_RATE: u32 = 44_100;

/// Highest absolute sample value after normalising (about −2 dBFS).
pub const PEAK: f32 = 0.8;

/// One of the game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A seed dropping into a pit: a short, soft wooden click.
    SeedDrop,
    /// Captured seeds pouring into a store: a low thump and a patter of clicks.
    Capture,
    /// A pit that may not be played: two soft low notes, falling.
    Refusal,
    /// The end of a game: a rising arpeggio on a marimba-like bar.
    GameEnd,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 4] = [
        Sound::SeedDrop,
        Sound::Capture,
        Sound::Refusal,
        Sound::GameEnd,
    ];

    /// Its file name under `assets/sounds/`.
    pub const fn file_name(self) -> &'static str {
        match self {
            Sound::SeedDrop => "seed.wav",
            Sound::Capture => "capture.wav",
            Sound::Refusal => "refusal.wav",
            Sound::GameEnd => "game-end.wav",
        }
    }

    /// The sound's samples in −1…1 at [`SAMPLE_RATE`], mono, normalised to [`PEAK`].
    pub fn samples(self) -> Vec<f32> {
        let mut out = match self {
            Sound::SeedDrop => seed_drop(),
            Sound::Capture => capture(),
            Sound::Refusal => refusal(),
            Sound::GameEnd => game_end(),
        };
        fade_out(&mut out, 0.004);
        normalise(&mut out, PEAK);
        out
    }
}

/// A silent buffer `seconds` long.
fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32).round() as usize]
}

/// Adds a sine partial of `freq` Hz starting at `at` seconds, with amplitude `amp`, an
/// attack of `attack` seconds and an exponential decay with time constant `decay` seconds.
fn partial(out: &mut [f32], at: f32, freq: f32, amp: f32, attack: f32, decay: f32) {
    let rate = SAMPLE_RATE as f32;
    let start = (at * rate) as usize;
    let step = std::f32::consts::TAU * freq / rate;
    for (i, sample) in out.iter_mut().skip(start).enumerate() {
        let t = i as f32 / rate;
        let envelope = if t < attack { t / attack } else { 1.0 } * (-t / decay).exp();
        if envelope < 1e-5 && t > attack {
            break;
        }
        *sample += amp * envelope * (step * i as f32).sin();
    }
}

/// Adds a burst of noise `seconds` long at `at`, smoothed by a one-pole low-pass filter
/// (`smoothing` near 1 = darker) and decaying with time constant `decay`.
fn noise_burst(out: &mut [f32], rng: &mut rand::rngs::StdRng, at: f32, amp: f32, decay: f32) {
    let rate = SAMPLE_RATE as f32;
    let start = (at * rate) as usize;
    let mut low = 0.0f32;
    let mut previous = 0.0f32;
    for (i, sample) in out.iter_mut().skip(start).enumerate() {
        let t = i as f32 / rate;
        let envelope = (-t / decay).exp();
        if envelope < 1e-4 {
            break;
        }
        let white: f32 = rng.random_range(-1.0..1.0);
        low += 0.35 * (white - low);
        // A high-pass on the low-passed noise leaves a band: a "tick", not a hiss.
        let band = low - previous;
        previous = low;
        *sample += amp * envelope * band * 4.0;
    }
}

/// A seed dropping into a wooden pit.
fn seed_drop() -> Vec<f32> {
    let mut out = silence(0.09);
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    noise_burst(&mut out, &mut rng, 0.0, 0.5, 0.0025);
    partial(&mut out, 0.0, 1180.0, 0.55, 0.0008, 0.018);
    partial(&mut out, 0.0, 2470.0, 0.25, 0.0005, 0.009);
    partial(&mut out, 0.0, 610.0, 0.20, 0.0010, 0.030);
    out
}

/// Seeds pouring into a store: a low thump, then a patter of seed clicks, softer and softer.
fn capture() -> Vec<f32> {
    let mut out = silence(0.62);
    let mut rng = rand::rngs::StdRng::seed_from_u64(2);
    partial(&mut out, 0.0, 150.0, 0.6, 0.004, 0.09);
    partial(&mut out, 0.0, 305.0, 0.25, 0.003, 0.05);
    let mut at = 0.01f32;
    for k in 0..9 {
        let amp = 0.5 * (1.0 - k as f32 / 12.0);
        let pitch: f32 = rng.random_range(950.0..1650.0);
        noise_burst(&mut out, &mut rng, at, amp * 0.8, 0.002);
        partial(&mut out, at, pitch, amp, 0.0006, 0.016);
        partial(&mut out, at, pitch * 2.13, amp * 0.35, 0.0004, 0.008);
        at += rng.random_range(0.025..0.06);
    }
    out
}

/// A refused pit: two soft low notes, the second lower.
fn refusal() -> Vec<f32> {
    let mut out = silence(0.34);
    for (at, freq) in [(0.0, 233.0), (0.12, 196.0)] {
        partial(&mut out, at, freq, 0.6, 0.012, 0.07);
        partial(&mut out, at, freq * 2.0, 0.15, 0.010, 0.04);
    }
    out
}

/// The end of a game: a major arpeggio rising to the octave, on a marimba-like bar (a
/// fundamental with its fourth partial, as a tuned bar rings).
fn game_end() -> Vec<f32> {
    let mut out = silence(1.9);
    let notes = [523.25, 659.25, 783.99, 1046.5];
    for (k, freq) in notes.into_iter().enumerate() {
        let at = k as f32 * 0.14;
        let last = k == notes.len() - 1;
        let decay = if last { 0.45 } else { 0.22 };
        partial(&mut out, at, freq, 0.5, 0.003, decay);
        partial(&mut out, at, freq * 3.93, 0.12, 0.002, decay * 0.25);
        partial(&mut out, at, freq * 0.5, 0.10, 0.006, decay * 0.8);
    }
    out
}

/// Fades the last `seconds` of `out` to zero, so the sound never ends on a click.
fn fade_out(out: &mut [f32], seconds: f32) {
    let n = ((seconds * SAMPLE_RATE as f32) as usize).min(out.len());
    let len = out.len();
    for i in 0..n {
        out[len - n + i] *= 1.0 - (i + 1) as f32 / n as f32;
    }
}

/// Scales `out` so its largest absolute sample is `peak`.
fn normalise(out: &mut [f32], peak: f32) {
    let max = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        for s in out.iter_mut() {
            *s *= peak / max;
        }
    }
}

/// The WAV format every sound is written in: mono, 16-bit PCM at [`SAMPLE_RATE`].
pub fn wav_spec() -> hound::WavSpec {
    hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    }
}

/// A sample in −1…1 as a 16-bit integer.
pub fn to_i16(sample: f32) -> i16 {
    (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16
}

/// `sound` as the bytes of a WAV file.
pub fn wav_bytes(sound: Sound) -> Result<Vec<u8>, hound::Error> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut bytes, wav_spec())?;
    for sample in sound.samples() {
        writer.write_sample(to_i16(sample))?;
    }
    writer.finalize()?;
    Ok(bytes.into_inner())
}
