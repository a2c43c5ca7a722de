//! Links the shared object as NVIDIA's libraries are linked: soname libcudart.so.13 and
//! the symbol versions programs built by nvcc ask for (`cudaMalloc@libcudart.so.13`).
//!
//! rustc gives the linker its own anonymous version script for a cdylib, which would
//! leave every symbol unversioned; a small wrapper in front of GNU ld drops that script
//! so ours (`versions.map`) applies.

use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let wrapper_dir = out.join("ld");
    std::fs::create_dir_all(&wrapper_dir).unwrap();
    let wrapper = wrapper_dir.join("ld.bfd");
    std::fs::write(
        &wrapper,
        "#!/bin/sh\n# Drops rustc's anonymous version script so versions.map applies.\n\
         for a do\n  shift\n  case \"$a\" in --version-script=*/rustc*/list) continue;; esac\n  set -- \"$@\" \"$a\"\ndone\n\
         exec ld.bfd \"$@\"\n",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let map = dir.join("versions.map");
    println!("cargo:rerun-if-changed=versions.map");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-cdylib-link-arg=-fuse-ld=bfd");
    println!("cargo:rustc-cdylib-link-arg=-B{}", wrapper_dir.display());
    println!("cargo:rustc-cdylib-link-arg=-Wl,--version-script={}", map.display());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libcudart.so.13");
}
