#!/usr/bin/env python3
"""Compares ptxc's and nvcc's code for every kernel of a public corpus, statically.

Each .cu file under DIR is compiled alone (its folder and every -I on the include
path, as scripts/survey-cu.py does) by ptxc and by `nvcc -ptx` at -O3 for one
architecture; both PTX files go through `ptxas -v` and `cuobjdump -sass`. For every
kernel (`.entry`) both compilers emit, it records registers, stack frame bytes, spill
bytes and SASS instructions (NOPs left out), then prints the geometric means of
ptxc's ratios to nvcc's and the kernels where ptxc uses local memory (a stack frame
or spills) and nvcc does not, worst first.

    scripts/compare-static.py DIR [-I include] [-D NAME] [--std c++17] [--arch sm_80]
                              [--under REGEX] [--nvcc-ptx-cache DIR] [--json OUT]

nvcc takes seconds a file, so its PTX is kept in --nvcc-ptx-cache, keyed by the
file's contents and the flags (a changed header is not noticed: clear the cache).
Needs nvcc (NVCC or .cache), ptxas and cuobjdump (PTXAS/CUOBJDUMP or .cache); for
a corpus that includes the toolkit's headers, set CUDA_HOME for both compilers.
Not part of the tests: figures go to specs/performance.md.
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import (corpus_arguments, file_flags, nvcc_ptx, over_corpus, run, scratch_stem,  # noqa: E402
                          static_figures, tool)


def measure(args, ptx, stem):
    return static_figures(args.ptxas, args.cuobjdump, args.arch, ptx, stem)


def compare_file(args, path, tmp):
    flags = file_flags(args, path)
    stem = scratch_stem(tmp, path)
    rel = os.path.relpath(path, args.dir)
    code, _ = run([args.ptxc, "-arch=" + args.arch, "-O3", *flags, "-o", stem + ".p.ptx", path])
    if code != 0:
        return rel, None, None
    ours = measure(args, stem + ".p.ptx", stem + ".p")
    theirs_ptx = nvcc_ptx(args, path, flags, stem)
    theirs = measure(args, theirs_ptx, stem + ".n") if theirs_ptx else None
    return rel, ours, theirs


def geomean(ratios):
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else float("nan")


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--nvcc-ptx-cache", help="directory keeping nvcc's PTX between runs")
    ap.add_argument("--json", help="write every kernel's figures here")
    ap.add_argument("--worst", type=int, default=25, help="how many local-memory kernels to list")
    args = ap.parse_args()
    args.nvcc, args.ptxas, args.cuobjdump = tool("nvcc", "NVCC"), tool("ptxas", "PTXAS"), tool("cuobjdump", "CUOBJDUMP")
    missing = [n for n, t in (("nvcc", args.nvcc), ("ptxas", args.ptxas), ("cuobjdump", args.cuobjdump)) if not t]
    if missing or not os.access(args.ptxc, os.X_OK):
        sys.exit(f"compare-static: missing {', '.join(missing) or args.ptxc}")
    if args.nvcc_ptx_cache:
        os.makedirs(args.nvcc_ptx_cache, exist_ok=True)
    results = over_corpus(args, compare_file)

    rows = []
    for rel, ours, theirs in results:
        if ours is None or theirs is None:
            continue
        for name in sorted(set(ours) & set(theirs)):
            rows.append({"file": rel, "kernel": name, "ptxc": ours[name], "nvcc": theirs[name]})
    both_files = sum(1 for _, o, t in results if o is not None and t is not None)
    print(f"files: {len(results)}; both compilers' PTX assembles: {both_files}; kernels in both: {len(rows)}")
    for key in ("regs", "sass"):
        ratios = [r["ptxc"][key] / r["nvcc"][key] for r in rows if r["ptxc"][key] > 0 and r["nvcc"][key] > 0]
        print(f"{key:5} geomean ptxc/nvcc: {geomean(ratios):.3f} over {len(ratios)} kernels")

    def local(k):
        return k["stack"] + k["spill"]

    extra = [r for r in rows if local(r["ptxc"]) > 0 and local(r["nvcc"]) == 0]
    more = [r for r in rows if local(r["ptxc"]) > local(r["nvcc"]) > 0]
    print(f"kernels with local memory where nvcc has none: {len(extra)} ({100.0 * len(extra) / max(len(rows), 1):.1f}%)")
    print(f"kernels with more local memory than nvcc's: {len(more)}")
    for r in sorted(extra, key=lambda r: -local(r["ptxc"]))[: args.worst]:
        p = r["ptxc"]
        print(f"  {p['stack']:6} B stack {p['spill']:6} B spills  regs {p['regs']:3} vs {r['nvcc']['regs']:3}  {r['file']}  {r['kernel']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
