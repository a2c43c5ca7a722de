//! Records the prelude snapshot (issue 16): ptxc's implicit prelude (`ptxc_runtime.h`,
//! the vector types, the math library, ...) preprocessed once per build, which the
//! driver hands to the frontend so a compile need not preprocess it again
//! (frontend/src/preprocess/snapshot.rs). If the prelude cannot be recorded the file is
//! empty and every compile preprocesses the prelude itself.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // Position-dependent: the loader then has none of the binary's relocations to
    // apply at every start (issue 16; the code itself stays position-independent).
    // GNU toolchains only: other linkers do not know the flag.
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux") {
        println!("cargo:rustc-link-arg-bin=ptxc=-no-pie");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let default = ptxc_frontend::FrontendOptions::default();
    // -use_fast_math defines a macro the math library tests (compiler/src/driver).
    let fast_math = ptxc_frontend::FrontendOptions {
        defines: vec![("__PTXC_USE_FAST_MATH__".into(), Some("1".into()))],
        ..ptxc_frontend::FrontendOptions::default()
    };
    for (opts, file) in [(default, "prelude.snapshot"), (fast_math, "prelude-fast-math.snapshot")] {
        let bytes = ptxc_frontend::record_prelude_snapshot(&opts).unwrap_or_else(|why| {
            println!("cargo:warning=prelude snapshot not recorded ({why}); compiles preprocess the prelude");
            Vec::new()
        });
        std::fs::write(out.join(file), bytes).expect("OUT_DIR is writable");
    }
}
