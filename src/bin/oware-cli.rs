//! `oware-cli`: the headless Oware tool.

fn main() -> std::process::ExitCode {
    oware::cli::main()
}
