//! Writing results: stdout, or a file written only on success (a temporary
//! in the same directory, renamed into place), so a failed compile never
//! leaves a partial output file behind.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `text` to `dest` (`-` is stdout) atomically.
pub fn write_output(dest: &str, text: &str) -> Result<(), String> {
    if dest == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(text.as_bytes())
            .map_err(|e| format!("cannot write to stdout: {e}"));
    }
    let path = Path::new(dest);
    // Devices and pipes (`-o /dev/null`) are written in place: renaming over them
    // would replace the device with a regular file.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(|e| format!("cannot write '{dest}': {e}"));
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path.file_name().ok_or_else(|| format!("'{dest}' is not a file name"))?;
    let tmp: PathBuf = dir.join(format!(".{}.{}.tmp", file_name.to_string_lossy(), std::process::id()));
    std::fs::write(&tmp, text).map_err(|e| format!("cannot write '{}': {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write '{dest}': {e}")
    })
}

/// nvcc's default output for `-ptx`: the input's stem with `.ptx`, in the current directory.
pub fn default_ptx_path(input: &Path) -> String {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    format!("{stem}.ptx")
}
