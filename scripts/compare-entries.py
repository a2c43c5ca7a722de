#!/usr/bin/env python3
"""Which kernels each compiler's PTX defines, file by file, over a public corpus.

A file both compilers accept can still differ in what it gives: a kernel template that
host code launches (or whose launching host function's address is taken) must be
instantiated, or the program fails at run time with "invalid device function", and
nothing in a survey that only counts accepted files shows it. Each .cu file under DIR
is compiled alone (its folder and every -I on the include path, as survey-cu.py does)
by ptxc and by `nvcc -ptx`; the `.entry` names of both are demangled (nvcc's spelling of
internal-linkage names made plain: corpus_tools.kernel_names) and compared. Prints per
file the kernels nvcc has and ptxc lacks (and the reverse), and the totals.

    scripts/compare-entries.py DIR [-I include] [-D NAME] [--std c++17] [--arch sm_80]
                               [--under REGEX] [--nvcc-ptx-cache DIR] [--show N]

Needs nvcc (NVCC or .cache) and c++filt; set CUDA_HOME for a corpus that includes the
toolkit's headers. Not part of the tests: figures go to specs/language.md.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import corpus_arguments, file_flags, kernel_names, nvcc_ptx, over_corpus, run, scratch_stem, tool  # noqa: E402


def compare_file(args, path, tmp):
    flags = file_flags(args, path)
    stem = scratch_stem(tmp, path)
    rel = os.path.relpath(path, args.dir)
    theirs = nvcc_ptx(args, path, flags, stem)
    if theirs is None:
        return rel, None, None
    code, _ = run([args.ptxc, "-arch=" + args.arch, "-O3", *flags, "-o", stem + ".p.ptx", path])
    ours = kernel_names(stem + ".p.ptx") if code == 0 else None
    return rel, ours, kernel_names(theirs)


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--nvcc-ptx-cache", help="directory keeping nvcc's PTX between runs")
    ap.add_argument("--show", type=int, default=2, help="kernels listed per file and direction")
    args = ap.parse_args()
    args.nvcc = tool("nvcc", "NVCC")
    if not args.nvcc or not os.access(args.ptxc, os.X_OK):
        sys.exit(f"compare-entries: missing {'nvcc' if not args.nvcc else args.ptxc}")
    if args.nvcc_ptx_cache:
        os.makedirs(args.nvcc_ptx_cache, exist_ok=True)
    results = over_corpus(args, compare_file)

    both = [(rel, ours, theirs) for rel, ours, theirs in results if theirs is not None and ours is not None]
    lacking = extra = 0
    files_lacking = 0
    for rel, ours, theirs in both:
        gone, more = sorted(theirs - ours), sorted(ours - theirs)
        lacking, extra = lacking + len(gone), extra + len(more)
        files_lacking += bool(gone)
        if gone or more:
            print(f"{rel}: nvcc {len(theirs)}, ptxc {len(ours)}; ptxc lacks {len(gone)}, has {len(more)} more")
            for n in gone[: args.show]:
                print(f"    lacks {n}")
            for n in more[: args.show]:
                print(f"    more  {n}")
    kernels = sum(len(t) for _, _, t in both)
    print(f"files both compilers accept: {len(both)}; nvcc's kernels in them: {kernels}")
    print(f"kernels ptxc's PTX lacks: {lacking} (in {files_lacking} files); kernels only ptxc has: {extra}")


if __name__ == "__main__":
    main()
