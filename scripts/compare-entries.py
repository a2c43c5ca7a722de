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
import argparse
import os
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import ROOT, kernel_names, nvcc_ptx, run, tool  # noqa: E402


def compare_file(args, path, tmp):
    folder = os.path.dirname(path)
    flags = ["-I" + folder] + ["-I" + os.path.join(args.dir, i) for i in args.include]
    flags += ["-D" + d for d in args.define] + ["-std=" + args.std]
    stem = os.path.join(tmp, re.sub(r"[^A-Za-z0-9]", "_", path))
    rel = os.path.relpath(path, args.dir)
    theirs = nvcc_ptx(args, path, flags, stem)
    if theirs is None:
        return rel, None, None
    code, _ = run([args.ptxc, "-arch=" + args.arch, "-O3", *flags, "-o", stem + ".p.ptx", path])
    ours = kernel_names(stem + ".p.ptx") if code == 0 else None
    return rel, ours, kernel_names(theirs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir")
    ap.add_argument("-I", dest="include", action="append", default=[])
    ap.add_argument("-D", dest="define", action="append", default=[])
    ap.add_argument("--std", default="c++17")
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--under", action="append", default=[], help="only paths matching these regexes")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--nvcc-ptx-cache", help="directory keeping nvcc's PTX between runs")
    ap.add_argument("--show", type=int, default=2, help="kernels listed per file and direction")
    args = ap.parse_args()
    args.nvcc = tool("nvcc", "NVCC")
    if not args.nvcc or not os.access(args.ptxc, os.X_OK):
        sys.exit(f"compare-entries: missing {'nvcc' if not args.nvcc else args.ptxc}")
    if args.nvcc_ptx_cache:
        os.makedirs(args.nvcc_ptx_cache, exist_ok=True)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.dir) for f in fs if f.endswith(".cu"))
    if args.under:
        files = [p for p in files if any(re.search(u, os.path.relpath(p, args.dir)) for u in args.under)]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda p: compare_file(args, p, tmp), files))

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
