#!/usr/bin/env python3
"""The CUTLASS and CuTe examples of issue 44 from a fetched CUTLASS checkout: for each, the
errors ptxc reports, whether ptxas accepts ptxc's PTX, ptxc's CPU time and (--nvcc) the
CPU time of `nvcc -ptx` and its ratio, with the flags a user gives them
(`-std=c++17 -O3 -I include -I tools/util/include -I examples/common
--expt-relaxed-constexpr`, the architecture each example's build targets, see corpus_tools.CUTLASS_EXAMPLES).

    scripts/measure-cutlass.py CUTLASS_DIR [--ptxc BIN] [--nvcc] [--only SUBSTR] [--markdown]
                               [--static [--nvcc-ptx-cache DIR]]

The errors are those of ptxc's closing line ("N errors detected"); the kernels are the
`.entry` directives of the PTX (with --nvcc, also nvcc's): zero errors with fewer kernels
than nvcc means host code was set aside whose launches instantiate kernels. A run past 10
minutes counts as a timeout. nvcc needs CUDA_HOME (or NVCC) at a toolkit with CCCL, as
CUTLASS includes Thrust; ptxc gets the same CUDA_HOME. Not part of the tests: figures go
to specs/language.md (errors) and specs/performance.md (times).

--static: for every kernel both compilers emit (nvcc's PTX from --nvcc-ptx-cache, made
there when missing, keyed as run-cutlass.py keys it), ptxc's and nvcc's registers, stack
frame and spill bytes (ptxas -v) and SASS instructions (cuobjdump -sass, NOPs left out),
as compare-static.py measures HeCBench; with --markdown, as table rows.
"""
import argparse
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import (CUTLASS_EXAMPLES, ROOT, cutlass_flags, kernel_names, measured, nvcc_ptx,  # noqa: E402
                          plain_names, run, static_figures, tool)

ERRORS = re.compile(r"(\d+) errors? detected")


def flags(cutlass, arch):
    """The example's flags at -O3 for `arch`."""
    return cutlass_flags(cutlass) + ["-arch=" + arch, "-O3"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cutlass")
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--nvcc", action="store_true", help="also time nvcc -ptx (6-35 s a file)")
    ap.add_argument("--only", default="", help="only examples whose path contains this")
    ap.add_argument("--markdown", action="store_true", help="also print a table row of errors")
    ap.add_argument("--static", action="store_true", help="registers, stack and SASS per kernel vs nvcc")
    ap.add_argument("--nvcc-ptx-cache", default=os.path.join(ROOT, ".cache/cutlass-nvcc-ptx"))
    args = ap.parse_args()
    ptxas = tool("ptxas", "PTXAS")
    nvcc = tool("nvcc", "NVCC") if args.nvcc else None
    if args.static:
        args.nvcc, args.cuobjdump = tool("nvcc", "NVCC"), tool("cuobjdump", "CUOBJDUMP")
        os.makedirs(args.nvcc_ptx_cache, exist_ok=True)
    errors_row = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.ptx")
        for name, arch in CUTLASS_EXAMPLES:
            if args.only not in name:
                continue
            path = os.path.join(args.cutlass, "examples", name)
            cmd = [args.ptxc, *flags(args.cutlass, arch), "-o", out, path]
            log = os.path.join(tmp, "ptxc.log")
            code, cpu, wall, mib = measured(cmd, log=log)
            with open(log, errors="replace") as f:
                m = ERRORS.search(f.read())
            errors = "timeout" if code == -1 else (m.group(1) if m else ("0" if code == 0 else "?"))
            verdict, entries = "-", "-"
            if code == 0:
                pcode, ptext = run([ptxas, "-arch=" + arch, "-o", os.path.join(tmp, "out.cubin"), out])
                verdict = "ptxas ok" if pcode == 0 else "ptxas rejects: " + ptext.strip().splitlines()[0]
                entries = len(kernel_names(out))
            line = f"{name} ({arch}): {errors} errors, {verdict}, {entries} kernels, ptxc {cpu:.1f} s cpu ({wall:.1f} wall, {mib:.0f} MiB)"
            if nvcc:
                ncode, ncpu, nwall, nmib = measured([nvcc, "-ptx", *flags(args.cutlass, arch), "-o", out, path])
                nv = f"ok, {len(kernel_names(out))} kernels" if ncode == 0 else f"fails ({ncode})"
                line += f", nvcc {nv} {ncpu:.1f} s cpu ({nwall:.1f} wall, {nmib:.0f} MiB), ratio 1/{ncpu / max(cpu, 1e-6):.1f}"
            print(line, flush=True)
            errors_row.append(errors)
            if args.static and code == 0:
                static_rows(args, ptxas, name, arch, out, path, tmp)
    if args.markdown:
        print("| " + " | ".join(errors_row) + " |")
    return 0


def static_rows(args, ptxas, name, arch, ours_ptx, path, tmp):
    """Prints ptxc's and nvcc's figures for every kernel both emit."""
    args.arch = arch
    stem = os.path.join(tmp, "static")
    theirs_ptx = nvcc_ptx(args, path, cutlass_flags(args.cutlass), stem)
    ours = static_figures(ptxas, args.cuobjdump, arch, ours_ptx, stem + ".p") or {}
    theirs = static_figures(ptxas, args.cuobjdump, arch, theirs_ptx, stem + ".n") if theirs_ptx else None
    if theirs is None:
        print("  nvcc's PTX: none")
        return
    # Both compilers mangle alike but for internal linkage: match on the plain names.
    ours_by = dict(zip(plain_names(list(ours)), ours.values()))
    theirs_by = dict(zip(plain_names(list(theirs)), theirs.values()))
    for kernel in sorted(set(ours_by) & set(theirs_by)):
        p, n = ours_by[kernel], theirs_by[kernel]
        # (c++filt gives up on CUTLASS's longest names: those stay mangled, cut short)
        short = kernel[:48] + "..." if kernel.startswith("_Z") else kernel.split("<")[0] + ("<...>" if "<" in kernel else "")
        figures = [f"{p[k]} / {n[k]}" for k in ("regs", "stack", "spill", "sass")]
        if args.markdown:
            print(f"| {name} | {short} | " + " | ".join(figures) + " |")
        else:
            print(f"  {short}: registers {figures[0]}, stack {figures[1]} B, spills {figures[2]} B, "
                  f"SASS {figures[3]} (ptxc / nvcc)")
    left = sorted(set(ours_by) ^ set(theirs_by))
    if left:
        print(f"  kernels only one compiler emits: {len(left)}")


if __name__ == "__main__":
    sys.exit(main())
