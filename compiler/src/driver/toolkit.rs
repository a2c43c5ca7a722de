//! Finding NVIDIA's CUDA toolkit headers without a flag, as nvcc finds its own: from
//! `CUDA_HOME` (else `CUDA_PATH`), `$X/include` and `$X/include/cccl` (where CUDA 13 keeps
//! CCCL: libcu++, CUB, Thrust) are searched after the `-I` and `-isystem` directories.
//! ptxc's own CUDA runtime headers still win over the toolkit's (the preprocessor sets the
//! toolkit's aside), while CCCL's are read for real (specs/language.md, "Preprocessor").

use std::path::{Path, PathBuf};

/// The toolkit include directories to search, from the environment; none when neither
/// variable names a directory with an `include` folder.
pub fn include_dirs() -> Vec<PathBuf> {
    let root = ["CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(std::env::var_os)
        .map(PathBuf::from)
        .find(|r| r.join("include").is_dir());
    root.map(|r| dirs_under(&r)).unwrap_or_default()
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
}
