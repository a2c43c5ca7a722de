//! Feeds arbitrary bytes to the whole compiler as a `.cu` file: it must
//! return a result or diagnostics, never panic, overflow or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let opts = ptxc::driver::Options::with_arch("sm_80");
    let _ = ptxc::driver::compile_str("fuzz.cu", &text, &opts);
});
