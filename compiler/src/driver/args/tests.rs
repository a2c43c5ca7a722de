//! Command-line parsing: every flag family, the usage errors and nvcc's fatal errors.

use super::*;

fn parse(s: &str) -> Result<Command, UsageError> {
    parse_args(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
}

fn options(s: &str) -> Options {
    match parse(s) {
        Ok(Command::Compile(o)) => *o,
        other => panic!("{s}: {other:?}"),
    }
}

fn fatal(s: &str) -> String {
    match parse(s) {
        Err(UsageError::Fatal(m)) => m,
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn nvcc_style_flags() {
    let o = options("-arch=sm_90 -O2 -o out.ptx -I inc -DN=4 -DFLAG k.cu");
    assert_eq!(o.arch, "sm_90");
    assert_eq!(o.opt_level, 2);
    assert_eq!(o.output.as_deref(), Some("out.ptx"));
    assert_eq!(o.source.include_dirs, vec![PathBuf::from("inc")]);
    assert_eq!(
        o.source.defines,
        vec![("N".into(), Some("4".into())), ("FLAG".into(), None)]
    );
    assert_eq!(o.input, PathBuf::from("k.cu"));
    let o = options("--gpu-architecture sm_75 --emit=ir k.cu");
    assert_eq!((o.arch.as_str(), o.emit), ("sm_75", Emit::Ir));
    // `-E` prints the preprocessed source, as nvcc -E does.
    assert_eq!(options("-E k.cu").emit, Emit::Preprocessed);
    assert_eq!(options("--preprocess k.cu").emit, Emit::Preprocessed);
    let o = options("-Iinc -D N=5 --include-path=a --define-macro B -oout.ptx k.cu");
    assert_eq!(o.source.include_dirs, vec![PathBuf::from("inc"), PathBuf::from("a")]);
    assert_eq!(
        o.source.defines,
        vec![("N".into(), Some("5".into())), ("B".into(), None)]
    );
    assert_eq!(o.output.as_deref(), Some("out.ptx"));
}

#[test]
fn float_modes() {
    let modes = |s: &str| {
        let o = options(s);
        (o.float.ftz(), o.float.prec_div(), o.float.prec_sqrt())
    };
    assert_eq!(modes("k.cu"), (false, true, true));
    assert_eq!(modes("-use_fast_math k.cu"), (true, false, false));
    assert_eq!(modes("--use_fast_math -prec-sqrt=true k.cu"), (true, false, true));
    assert_eq!(modes("-prec-sqrt=true -use_fast_math k.cu"), (true, false, true));
    assert_eq!(modes("-ftz=true --prec-div=false k.cu"), (true, false, true));
    assert_eq!(modes("--use-fast-math --ftz false k.cu"), (false, false, false));
    assert!(parse("-ftz=yes k.cu").is_err());
    assert!(options("k.cu").float.fmad());
    assert!(!options("--fmad=false k.cu").float.fmad());
    assert!(!options("-fmad false k.cu").float.fmad());
    assert!(options("--fmad=false -fmad=true k.cu").float.fmad());
}

#[test]
fn language_standard_sets_cplusplus() {
    let std = |s: &str| options(s).source.std.0;
    assert_eq!(std("k.cu"), 201703);
    assert_eq!(std("-std=c++11 k.cu"), 201103);
    assert_eq!(std("-std=c++14 k.cu"), 201402);
    assert_eq!(std("--std c++20 k.cu"), 202002);
    assert_eq!(std("--std=c++03 k.cu"), 199711);
    let o = options("-std=c++23 k.cu");
    assert_eq!(o.source.std.0, 201703, "nvcc 13.5 with gcc 12 ignores c++23");
    assert_eq!(o.command_line_warnings.len(), 1);
    assert_eq!(
        fatal("-std=gnu++17 k.cu"),
        "Value 'gnu++17' is not defined for option 'std'"
    );
    assert_eq!(options("-x cu k.cu").input, PathBuf::from("k.cu"));
    assert_eq!(fatal("-x cuda k.cu"), "Value 'cuda' is not defined for option 'x'");
    assert!(matches!(parse("-x c++ k.cu"), Err(UsageError::Usage(_))));
}

#[test]
fn include_flags() {
    let o = options("-include pre.h --pre-include=b.h -isystem sys -isystemsys2 --system-include s3 k.cu");
    assert_eq!(
        o.source.pre_includes,
        vec![PathBuf::from("pre.h"), PathBuf::from("b.h")]
    );
    assert_eq!(
        o.source.system_include_dirs,
        ["sys", "sys2", "s3"].map(PathBuf::from).to_vec()
    );
}

#[test]
fn codegen_flags() {
    let o = options("-lineinfo k.cu");
    assert!(o.codegen.line_info);
    assert!(options("--generate-line-info k.cu").codegen.line_info);
    let o = options("-O3 -G k.cu");
    assert!(o.codegen.device_debug);
    assert_eq!(o.opt_level, 0, "-G compiles with -O0 whatever -O says");
    assert_eq!(options("--device-debug -O2 k.cu").opt_level, 0);
    assert_eq!(options("-g k.cu").opt_level, 3, "-g is host debug information");
    assert!(options("-rdc=true k.cu").codegen.relocatable);
    assert!(options("--relocatable-device-code true k.cu").codegen.relocatable);
    assert!(!options("-rdc=false k.cu").codegen.relocatable);
    assert!(options("-dc k.cu").codegen.relocatable);
    assert_eq!(options("-maxrregcount=32 k.cu").codegen.max_reg_count, Some(32));
    assert_eq!(options("--maxrregcount 64 k.cu").codegen.max_reg_count, Some(64));
    assert!(parse("-maxrregcount=many k.cu").is_err());
}

#[test]
fn warning_flags() {
    assert_eq!(options("k.cu").warnings, WarningMode::Report);
    assert_eq!(options("-w k.cu").warnings, WarningMode::Suppress);
    assert_eq!(options("-Werror k.cu").warnings, WarningMode::AsErrors);
    let o = options("-Werror all-warnings k.cu");
    assert_eq!((o.warnings, o.input), (WarningMode::AsErrors, PathBuf::from("k.cu")));
    assert_eq!(options("--Werror=all-warnings k.cu").warnings, WarningMode::AsErrors);
    assert_eq!(options("-Werror reorder k.cu").warnings, WarningMode::Report);
    assert!(parse("-Werror=bogus k.cu").is_err());
}

#[test]
fn dependency_flags() {
    let o = options("-MD -MF k.d -MT k.o k.cu");
    assert_eq!(
        o.deps.mode,
        Some(DepMode {
            with_compile: true,
            system_headers: true
        })
    );
    assert_eq!(o.deps.file, Some(PathBuf::from("k.d")));
    assert_eq!(o.deps.target.as_deref(), Some("k.o"));
    let mode = |s: &str| options(s).deps.mode.map(|m| (m.with_compile, m.system_headers));
    assert_eq!(mode("-M k.cu"), Some((false, true)));
    assert_eq!(mode("-MM k.cu"), Some((false, false)));
    assert_eq!(mode("-MMD k.cu"), Some((true, false)));
    assert_eq!(mode("--generate-dependencies k.cu"), Some((false, true)));
    assert_eq!(mode("k.cu"), None);
}

#[test]
fn accepted_and_ignored_flags_leave_notes() {
    let line = "-ccbin g++ -Xcompiler -fPIC -Xcompiler=-Wall,-O2 -Xptxas -v --ptxas-options=-O3 \
                -Xlinker -lfoo --compiler-options -Wall --extended-lambda --expt-relaxed-constexpr \
                --expt-extended-lambda -Wno-deprecated-gpu-targets --keep --resource-usage -t 4 \
                --threads 2 -lcudart -L/opt/lib -ptx k.cu";
    let o = options(line);
    assert_eq!(o.input, PathBuf::from("k.cu"));
    assert_eq!(o.notes.len(), 18, "{:#?}", o.notes);
    assert!(o.notes[1].contains("-Xcompiler -fPIC"), "{}", o.notes[1]);
    assert_eq!(o.float, FloatModes::default());
    assert!(options("-v k.cu").verbose);
}

#[test]
fn architecture_flags() {
    assert_eq!(options("k.cu").arch, "sm_80");
    assert_eq!(options("-arch=compute_86 k.cu").arch, "sm_86");
    assert_eq!(options("-gencode arch=compute_86,code=sm_86 k.cu").arch, "sm_86");
    let o = options("-arch=native k.cu");
    assert_eq!((o.arch.as_str(), o.command_line_warnings.len()), ("sm_80", 1));
    assert_eq!(
        fatal("-gencode arch=compute_86,code=sm_86 -gencode arch=compute_90,code=sm_90 k.cu"),
        "Option '--ptx (-ptx)' is not allowed when compiling for multiple GPU architectures"
    );
}

#[test]
fn usage_errors() {
    assert!(matches!(parse(""), Err(UsageError::Usage(_))));
    assert!(parse("-o").is_err());
    assert!(matches!(parse("--emit=asm k.cu"), Err(UsageError::Usage(_))));
    assert_eq!(fatal("--bogus k.cu"), "Unknown option '--bogus'");
    assert_eq!(fatal("-bogus=1 k.cu"), "Unknown option '-bogus=1'");
    assert!(parse("a.cu b.cu").is_err());
    assert!(matches!(parse("--help"), Ok(Command::Help)));
    assert!(matches!(parse("-V"), Ok(Command::Version)));
    assert_eq!(options("-o - -").input, PathBuf::from("-"));
}
