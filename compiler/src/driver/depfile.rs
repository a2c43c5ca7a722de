//! Dependency rules (`-M`, `-MD`, `-MMD`, `-MF`, `-MT`) in nvcc's form:
//! `TARGET : INPUT \` then one indented header per line, each line but the
//! last ending in ` \`. ptxc's built-in headers are not files, so they are
//! never listed; the `MM` forms also leave out headers found in `-isystem`
//! directories.

use std::path::{Path, PathBuf};

use super::args::{DepMode, Options};

/// The rule for `target`: `files` are the files read, the input first.
pub fn rule(target: &str, files: &[PathBuf], system_dirs: &[PathBuf], mode: DepMode) -> String {
    let listed: Vec<String> = files
        .iter()
        .enumerate()
        .filter(|(i, f)| *i == 0 || mode.system_headers || !system_dirs.iter().any(|d| f.starts_with(d)))
        .map(|(_, f)| f.display().to_string())
        .collect();
    let mut s = format!("{target} :");
    for (i, f) in listed.iter().enumerate() {
        s.push_str(if i == 0 { " " } else { " \\\n    " });
        s.push_str(f);
    }
    s.push('\n');
    s
}

/// The rule's target as nvcc names it: `-MT`, else (with `-MD`/`-MMD`) the
/// `-o` file, else the input's stem with `.o` (nvcc's choice even for `-ptx`).
pub fn target(opts: &Options, mode: DepMode) -> String {
    if let Some(t) = &opts.deps.target {
        return t.clone();
    }
    match &opts.output {
        Some(o) if mode.with_compile && o != "-" => o.clone(),
        _ => format!("{}.o", stem(&opts.input)),
    }
}

/// Where the rule goes: `-MF`; for `-M`/`-MM` else the `-o` file, else
/// stdout; for `-MD`/`-MMD` else the `-o` file with `.d` for its
/// extension, else the input's stem with `.d` in the current directory.
pub fn destination(opts: &Options, mode: DepMode) -> String {
    if let Some(f) = &opts.deps.file {
        return f.display().to_string();
    }
    match (&opts.output, mode.with_compile) {
        (Some(o), false) => o.clone(),
        (None, false) => "-".to_string(),
        (Some(o), true) if o != "-" => Path::new(o).with_extension("d").display().to_string(),
        _ => format!("{}.d", stem(&opts.input)),
    }
}

fn stem(input: &Path) -> String {
    input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MD: DepMode = DepMode {
        with_compile: true,
        system_headers: true,
    };
    const MMD: DepMode = DepMode {
        with_compile: true,
        system_headers: false,
    };

    #[test]
    fn rule_lists_the_input_then_one_header_per_line() {
        let files = ["k.cu", "inc/h.h", "/sys/s.h"].map(PathBuf::from);
        let sys = [PathBuf::from("/sys")];
        assert_eq!(
            rule("k.o", &files, &sys, MD),
            "k.o : k.cu \\\n    inc/h.h \\\n    /sys/s.h\n"
        );
        assert_eq!(rule("t", &files, &sys, MMD), "t : k.cu \\\n    inc/h.h\n");
        assert_eq!(rule("k.o", &files[..1], &sys, MD), "k.o : k.cu\n");
    }

    #[test]
    fn targets_and_destinations_as_nvcc_names_them() {
        let mut o = Options::with_arch("sm_80");
        o.input = PathBuf::from("src/k.cu");
        let m = DepMode {
            with_compile: false,
            ..MD
        };
        assert_eq!((target(&o, MD), destination(&o, MD)), ("k.o".into(), "k.d".into()));
        assert_eq!((target(&o, m), destination(&o, m)), ("k.o".into(), "-".into()));
        o.output = Some("out/y.ptx".into());
        assert_eq!(
            (target(&o, MD), destination(&o, MD)),
            ("out/y.ptx".into(), "out/y.d".into())
        );
        assert_eq!((target(&o, m), destination(&o, m)), ("k.o".into(), "out/y.ptx".into()));
        o.deps.file = Some(PathBuf::from("x.d"));
        o.deps.target = Some("tgt".into());
        assert_eq!((target(&o, MD), destination(&o, MD)), ("tgt".into(), "x.d".into()));
    }
}
