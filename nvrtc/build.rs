//! The shared library's soname is NVRTC's, so a copy or link named `libnvrtc.so.13`
//! is what the dynamic loader records for programs linked against it.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libnvrtc.so.13");
    }
}
