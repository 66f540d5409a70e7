//! The files a desktop package carries beside the programs, made from the project itself:
//! `oware-cli icons` (the icon at every size desktops use, as PNG, `.ico` and `.icns`),
//! `oware-cli man` (this tool's manual pages) and `oware-cli completions SHELL`.

use super::CliError;
use super::args::{Cli, CompletionsArgs, OutArgs};
use crate::icon::{SIZES, rgba};
use crate::records::{FileError, write_atomic};
use clap::CommandFactory;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The sizes the `.ico` holds (Windows uses up to 256).
const ICO_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];
/// The sizes the `.icns` holds (the sizes macOS has an icon type for).
const ICNS_SIZES: [u32; 6] = [16, 32, 64, 128, 256, 512];

/// Writes `oware-SIZE.png` for every size, `oware.ico` and `oware.icns` into `args.out`.
pub fn icons(args: &OutArgs, out: &mut dyn Write) -> Result<(), CliError> {
    create_dir(&args.out)?;
    for size in SIZES {
        let image = ico::IconImage::from_rgba_data(size, size, rgba(size));
        let mut bytes = Vec::new();
        image
            .write_png(&mut bytes)
            .map_err(|e| encode_error(&args.out, e))?;
        write_file(&args.out.join(format!("oware-{size}.png")), &bytes, out)?;
    }
    let mut dir = ico::IconDir::new(ico::ResourceType::Icon);
    for size in ICO_SIZES {
        let image = ico::IconImage::from_rgba_data(size, size, rgba(size));
        dir.add_entry(ico::IconDirEntry::encode(&image).map_err(|e| encode_error(&args.out, e))?);
    }
    let mut bytes = Vec::new();
    dir.write(&mut bytes)
        .map_err(|e| encode_error(&args.out, e))?;
    write_file(&args.out.join("oware.ico"), &bytes, out)?;
    let mut family = icns::IconFamily::new();
    for size in ICNS_SIZES {
        let image = icns::Image::from_data(icns::PixelFormat::RGBA, size, size, rgba(size))
            .map_err(|e| encode_error(&args.out, e))?;
        family
            .add_icon(&image)
            .map_err(|e| encode_error(&args.out, e))?;
    }
    let mut bytes = Vec::new();
    family
        .write(&mut bytes)
        .map_err(|e| encode_error(&args.out, e))?;
    write_file(&args.out.join("oware.icns"), &bytes, out)
}

/// Writes the manual page of `oware-cli` and one per subcommand (`oware-cli-SUB.1`) into
/// `args.out`.
pub fn man(args: &OutArgs, out: &mut dyn Write) -> Result<(), CliError> {
    create_dir(&args.out)?;
    let command = Cli::command().version(oware_core::VERSION);
    let mut pages = vec![("oware-cli".to_string(), command.clone())];
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("oware-cli-{}", sub.get_name());
        pages.push((name.clone(), sub.clone().name(name)));
    }
    for (name, page) in pages {
        let mut bytes = Vec::new();
        clap_mangen::Man::new(page)
            .render(&mut bytes)
            .map_err(|e| encode_error(&args.out, e))?;
        write_file(&args.out.join(format!("{name}.1")), &bytes, out)?;
    }
    Ok(())
}

/// Prints the completion script of `oware-cli` for a shell.
pub fn completions(args: &CompletionsArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let mut command = Cli::command();
    clap_complete::generate(args.shell, &mut command, "oware-cli", out);
    Ok(())
}

fn create_dir(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir).map_err(|source| {
        CliError::File(FileError::Write {
            path: dir.to_path_buf(),
            source,
        })
    })
}

fn write_file(path: &Path, bytes: &[u8], out: &mut dyn Write) -> Result<(), CliError> {
    write_atomic(path, bytes)?;
    writeln!(out, "{} ({} bytes)", path.display(), bytes.len())?;
    Ok(())
}

fn encode_error(dir: &Path, source: std::io::Error) -> CliError {
    CliError::File(FileError::Write {
        path: PathBuf::from(dir),
        source,
    })
}
