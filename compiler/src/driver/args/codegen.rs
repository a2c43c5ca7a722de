//! Flags that change the generated code: `-O`, `-lineinfo`, `-G`,
//! `-rdc`/`-dc` and `-maxrregcount`.

use super::reader::{parse_bool, ArgReader, Flag};

/// Code generation choices from the command line (besides `-O`, which
/// [`super::Options::opt_level`] holds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodegenFlags {
    /// `-lineinfo`: `.file`/`.loc` lines in the PTX.
    pub line_info: bool,
    /// `-G`: device debugging; compiles with `-O0` semantics and `-lineinfo`'s
    /// `.loc` lines, without debug sections.
    pub device_debug: bool,
    /// `-rdc=true` / `-dc`: separate compilation, external linkage as nvcc prints it.
    pub relocatable: bool,
    /// `-maxrregcount=N`: stored; nvcc prints no `.maxnreg` for it with `-ptx`, nor does ptxc.
    pub max_reg_count: Option<u32>,
}

/// Applies a code generation flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(
    flag: &Flag<'a>,
    args: &mut ArgReader<'a>,
    c: &mut CodegenFlags,
    opt_level: &mut u8,
) -> Result<bool, String> {
    match flag.name {
        "O0" | "O1" | "O2" | "O3" => *opt_level = flag.name.as_bytes()[1] - b'0',
        "lineinfo" | "generate-line-info" => c.line_info = true,
        "G" | "device-debug" => c.device_debug = true,
        "dc" | "device-c" => c.relocatable = true,
        "rdc" | "relocatable-device-code" => c.relocatable = parse_bool(flag.name, args.value(flag)?)?,
        "maxrregcount" => {
            let v = args.value(flag)?;
            let n = v
                .parse::<u32>()
                .map_err(|_| format!("option '-maxrregcount' expects a number, not '{v}'"))?;
            c.max_reg_count = Some(n);
        }
        _ => return Ok(false),
    }
    Ok(true)
}
