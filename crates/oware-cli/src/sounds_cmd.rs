//! `oware-cli sounds`: writes the app's synthesised sounds as WAV files.

use super::CliError;
use super::args::SoundsArgs;
use crate::records::write_atomic;
use crate::sounds::{Sound, wav_bytes};
use std::io::Write;

/// Writes every sound into `args.out`, one line per file.
pub fn run(args: &SoundsArgs, out: &mut dyn Write) -> Result<(), CliError> {
    std::fs::create_dir_all(&args.out).map_err(|source| {
        CliError::File(crate::records::FileError::Write {
            path: args.out.clone(),
            source,
        })
    })?;
    for sound in Sound::ALL {
        let path = args.out.join(sound.file_name());
        let bytes = wav_bytes(sound)?;
        write_atomic(&path, &bytes)?;
        writeln!(out, "{} ({} bytes)", path.display(), bytes.len())?;
    }
    Ok(())
}
