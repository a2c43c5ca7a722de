//! Finding NVIDIA's CUDA toolkit headers without a flag, as nvcc finds its own: the root is
//! `CUDA_HOME`, else `CUDA_PATH`, else the folder above the `bin/` holding the `nvcc` on
//! `PATH`, else `/usr/local/cuda`; `$ROOT/include` and `$ROOT/include/cccl` (where CUDA 13
//! keeps CCCL: libcu++, CUB, Thrust) are searched after the `-I` and `-isystem`
//! directories. ptxc's own CUDA runtime headers still win over the toolkit's (the
//! preprocessor sets the toolkit's aside), while CCCL's and the device libraries' are read
//! for real (specs/language.md, "Preprocessor").

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The toolkit root and where it was found; none when no candidate has an `include` folder.
pub fn root() -> Option<(PathBuf, &'static str)> {
    root_from(|var| std::env::var_os(var), Path::new("/usr/local/cuda"))
}

/// [`root`] with the environment read through `env` and `usual` in place of /usr/local/cuda.
fn root_from(env: impl Fn(&str) -> Option<OsString>, usual: &Path) -> Option<(PathBuf, &'static str)> {
    let from_env = ["CUDA_HOME", "CUDA_PATH"]
        .into_iter()
        .filter_map(|var| env(var).map(|r| (PathBuf::from(r), var)));
    let from_nvcc = env("PATH").into_iter().flat_map(|paths| {
        std::env::split_paths(&paths)
            .filter(|dir| dir.join("nvcc").is_file())
            .filter_map(|bin| bin.parent().map(|r| (r.to_path_buf(), "the nvcc on PATH")))
            .collect::<Vec<_>>()
    });
    let usual = std::iter::once((usual.to_path_buf(), "/usr/local/cuda"));
    from_env
        .chain(from_nvcc)
        .chain(usual)
        .find(|(r, _)| r.join("include").is_dir())
}

/// The toolkit include directories to search (none without a toolkit).
pub fn include_dirs() -> Vec<PathBuf> {
    root().map(|(r, _)| dirs_under(&r)).unwrap_or_default()
}

/// What `-v` says about the toolkit.
pub fn describe() -> String {
    match root() {
        Some((r, from)) => format!("CUDA toolkit {} (from {from})", r.display()),
        None => "no CUDA toolkit (CUDA_HOME, CUDA_PATH, nvcc on PATH, /usr/local/cuda): CCCL and the \
                 toolkit's device libraries are not available"
            .to_string(),
    }
}

/// `root/include/cccl` (if present) and `root/include`, in nvcc's order: `-I include`
/// comes before `-isystem include/cccl`.
fn dirs_under(root: &Path) -> Vec<PathBuf> {
    let include = root.join("include");
    let cccl = include.join("cccl");
    let mut dirs = vec![include];
    if cccl.is_dir() {
        dirs.push(cccl);
    }
    dirs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cccl_folder_follows_the_include_folder() {
        let root = std::env::temp_dir().join(format!("ptxc-toolkit-{}", std::process::id()));
        std::fs::create_dir_all(root.join("include")).unwrap();
        assert_eq!(dirs_under(&root), vec![root.join("include")]);
        std::fs::create_dir_all(root.join("include/cccl")).unwrap();
        assert_eq!(dirs_under(&root), vec![root.join("include"), root.join("include/cccl")]);
        std::fs::remove_dir_all(&root).ok();
    }

    #[test]
    fn root_is_found_as_nvcc_finds_it() {
        let base = std::env::temp_dir().join(format!("ptxc-toolkit-root-{}", std::process::id()));
        let (home, on_path, usual) = (base.join("home"), base.join("onpath"), base.join("usual"));
        for r in [&home, &on_path, &usual] {
            std::fs::create_dir_all(r.join("include")).unwrap();
            std::fs::create_dir_all(r.join("bin")).unwrap();
        }
        std::fs::write(on_path.join("bin/nvcc"), "").unwrap();
        let path = std::env::join_paths([base.join("nowhere"), on_path.join("bin")]).unwrap();
        let env = |home_set: bool| {
            let (home, path) = (home.clone(), path.clone());
            move |var: &str| match var {
                "CUDA_HOME" if home_set => Some(home.clone().into_os_string()),
                "PATH" => Some(path.clone()),
                _ => None,
            }
        };
        assert_eq!(root_from(env(true), &usual), Some((home.clone(), "CUDA_HOME")));
        assert_eq!(
            root_from(env(false), &usual),
            Some((on_path.clone(), "the nvcc on PATH"))
        );
        assert_eq!(root_from(|_| None, &usual), Some((usual.clone(), "/usr/local/cuda")));
        assert_eq!(root_from(|_| None, &base.join("absent")), None);
        std::fs::remove_dir_all(&base).ok();
    }
}
