//! The `--help` text: every flag ptxc takes, by family (specs/language.md
//! "Driver flags" has the full table with nvcc's behaviour).

/// The `--help` text.
pub const USAGE: &str = "\
Usage: ptxc [options] FILE.cu     (FILE '-': standard input)

Compiles the CUDA device code in FILE.cu to PTX, taking nvcc's flags.

Target:
  -arch=sm_XX|compute_XX, --gpu-architecture=...
                        target GPU (default sm_80; sm_75 .. sm_121, with a/f variants)
  -gencode arch=compute_XX,code=..., --generate-code=...
                        the target is the one virtual architecture named (as nvcc -ptx)
  -code=..., --gpu-code=...
                        accepted (names binaries, which -ptx does not make)
Output:
  -o FILE               output file ('-' for stdout; default FILE.ptx in the current directory)
  --emit=STAGE          print a stage: tokens, ast, irgen (IR before passes), ir
                        (IR after passes) or ptx (default ptx)
  -E, --preprocess      print the preprocessed source (to stdout unless -o), no PTX
  -M, -MM               print the dependency rule (MM: without -isystem headers), no PTX
  -MD, -MMD             write the dependency rule to FILE.d beside compiling
  -MF FILE, -MT TARGET  the rule's file and target
Preprocessor and language:
  -I DIR, -isystem DIR  add an include directory (-isystem: a system one, left out by -MM)
  -D NAME[=VALUE]       define a macro
  -include FILE         read FILE before the input (--pre-include)
  -std=c++03|11|14|17|20
                        sets __cplusplus (default c++17)
  -x cu                 the input is CUDA (the only language)
  --warn-host           a note for each piece of host code set aside (unknown <...>
                        headers, host bodies and declarations with errors)
  --check-host          check host code exactly too, as nvcc does (nothing set aside)
  --whole-prelude       parse all of ptxc's implicit prelude, not only the declarations
                        the file can reach (the output is the same; slower)
Code generation:
  -O0 .. -O3            optimization level (default -O3)
  -lineinfo             .file/.loc line information in the PTX
  -G, --device-debug    compile at -O0 with -lineinfo (no debug sections are generated)
  -rdc=true, -dc        relocatable device code: external linkage as nvcc prints it
  -maxrregcount=N       accepted (nvcc -ptx prints no .maxnreg for it either)
  -use_fast_math        sinf, expf, ... -> __sinf, __expf, ...; implies -ftz=true
                        -prec-div=false -prec-sqrt=false
  -ftz=true|false       flush f32 subnormals to zero (default false)
  -prec-div=true|false  IEEE f32 division and reciprocal (default true)
  -prec-sqrt=true|false IEEE f32 sqrtf (default true)
  -fmad=true|false      contract a*b+c into fma as nvcc (default true)
Diagnostics:
  -w                    no warnings
  -Werror [all-warnings]
                        warnings are errors (exit 1, no output)
  --diagnostics-format=json
                        print diagnostics as JSON lines
  -v                    print the stages, and why each ignored flag was ignored
Verifier:
  --verify-each         run the NVVM IR verifier after every pass
  --print-after=PASS    print the IR to stderr after pass PASS (specs/passes.md names them)
  --print-after-all     print the IR to stderr before the pipeline and after every pass
  --pass-major          run each pass over every function before the next (same PTX;
                        by default a function goes through the passes in one go)
  --time-passes         print the time of each stage and pass to stderr (also -ftime-report)
  --no-verify           do not run the NVVM IR verifier
  --verify-only FILE.ll verify a textual IR file and exit
Accepted and ignored (a note under -v):
  -ptx, -ccbin, -Xcompiler, --compiler-options, -Xptxas, --ptxas-options, -Xlinker,
  -l, -L, -g, -m64, -t/--threads, --keep, --resource-usage, --extended-lambda,
  --expt-extended-lambda, --expt-relaxed-constexpr, -Wno-deprecated-gpu-targets,
  --diag-suppress
  --help, -V/--version
";
