//! The shared library's soname is NVRTC's, so a copy or link named `libnvrtc.so.13`
//! is what the dynamic loader records for programs linked against it; `nodelete` keeps
//! it loaded after a `dlclose` (its allocator's thread hooks live in it).
fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libnvrtc.so.13");
        // mimalloc (lib.rs) registers thread-exit hooks inside the library: a client that
        // dlcloses it (libloading's drop) must not unmap them, so the library stays loaded.
        println!("cargo:rustc-cdylib-link-arg=-Wl,-z,nodelete");
    }
}
