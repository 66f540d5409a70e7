//! On Windows, puts the icon and the version information into `oware.exe`.

fn main() {
    println!("cargo:rerun-if-changed=assets/icons/oware.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("assets/icons/oware.ico")
        .set("ProductName", "Oware")
        .set("FileDescription", "Oware")
        .set("LegalCopyright", "The Oware developers; MIT OR Apache-2.0");
    if let Err(e) = resource.compile() {
        println!("cargo:warning=the icon and version could not be put into oware.exe: {e}");
        std::process::exit(1);
    }
}
