#!/usr/bin/env python3
"""Runs the GEMMs among issue 44's CUTLASS and CuTe examples in ptxsim: each compiled by
ptxc at -O3 and at -O0 and by nvcc -ptx, the kernel instance the example's host code
launches run on a small problem with the launch (grid, block, dynamic shared memory) and
parameter bytes its host code would give, and C compared with a reference computed here
and with what nvcc's PTX computes in the same ptxsim.

    scripts/run-cutlass.py CUTLASS_DIR [--ptxc BIN] [--ptxsim BIN] [--only SUBSTR]
                           [--nvcc-ptx-cache DIR] [--keep DIR]

A and B hold small integers (-2..2) and alpha and beta are small integers too, so every
product and partial sum is exact in f32 and f16: C must equal the reference bit for bit
whatever order the kernel sums in, and so must nvcc's C. Each CuTe example's recipe is
data (RUNS below): the kernel as a regular expression over its demangled name, the problem
size, the layouts of A, B and C, the launch, and the parameters in the order of the
kernel's `.param` list (their sizes are checked against that list). The CUTLASS 2.x
examples' launches and `Params` bytes come from their own host code's logic, run by
cutlass-launch.cu (see cutlass_launch.py; CUTLASS_RUNS there). Examples without a recipe,
or whose PTX lacks the kernel, are listed as such. nvcc's PTX is kept under
.cache/cutlass-nvcc-ptx keyed by the file's contents and flags (a changed header is not
noticed). Needs nvcc (NVCC, or CUDA_HOME at a toolkit with CCCL) and c++filt. Not part of
the tests (CI has no CUTLASS checkout): figures go to specs/language.md.
"""
import argparse
import os
import random
import re
import struct
import sys
import tempfile
from collections import namedtuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import (CUTLASS_EXAMPLES, ELEMENT_BYTES, ROOT, cutlass_flags, entry_for,  # noqa: E402
                          entry_param_sizes, nvcc_ptx, run, simulate, tool)
from cutlass_launch import CUTLASS_RUNS, expected, host_program, initial, plan, run_cutlass  # noqa: E402
from cutlass_launch import verdict as cutlass_verdict  # noqa: E402

# One launch of a GEMM kernel: C (M x N, column-major, ldC = M) = alpha * A B + beta * C
# over `batch` problems one after the other in memory. `a` is "m" when A (M x K) is
# M-major (A(m, k) at m + k * M) and "k" when K-major (at m * K + k); `b` likewise for B
# seen as N x K ("n": B(n, k) at n + k * N, "k": at n * K + k). `params` are ptxsim --arg
# strings after substitution of {M} {N} {K} {ldA} {ldB} {ldC} {alpha} {beta}; "A", "B"
# and "C" are the buffers, "ints:X,Y" a tuple of ints, "scalar:X" a value of the element
# type, EMPTY an empty class.
Run = namedtuple("Run", "label kernel mnk batch ty a b alpha beta grid block shared params")


def ints(*names):
    """A tuple of ints (CuTe's `tuple<int, int, int>`, a `Coord`): `bytes:` of i32s."""
    return "ints:" + ",".join(names)


EMPTY = "bytes:00"  # an empty class (CuTe's Int<N>, a static layout): one byte


def cute_gemm_params(dA, dB, dC):
    """The parameters of the CuTe tutorial's gemm_device: shape (M, N, K), the CTA tiler,
    then A, its stride, its smem layout and thread layout (or copy), B likewise, C, its
    stride, its smem layout and thread layout (or MMA), alpha, beta. A stride with one
    dynamic member is one int (the Int<1> member is empty)."""
    return [ints("{M}", "{N}", "{K}"), EMPTY,
            "A", ints(dA), EMPTY, EMPTY,
            "B", ints(dB), EMPTY, EMPTY,
            "C", ints(dC), EMPTY, EMPTY,
            "scalar:{alpha}", "scalar:{beta}"]


# sgemm_1's, sgemm_2's and sgemm_sm70's tiles are 128 x 128 x 8 with 256 threads (their
# copies and MMAs are empty classes); main() launches gemm_nt (transA 'N', transB 'T',
# the defaults) or gemm_tn ('T' 'N').
SGEMM_NT = re.compile(r"C<8> >, float, cute::tuple<cute::C<1>, int>")
SGEMM_TN = re.compile(r"C<8> >, float, cute::tuple<int, cute::C<1> >")
SIMT_RUNS = [
    Run("NT 128x128x32", SGEMM_NT, (128, 128, 32), 1, "f32", "m", "n", 2, -1, (1, 1, 1), (256, 1, 1), 0,
        cute_gemm_params("{ldA}", "{ldB}", "{ldC}")),
    Run("TN 256x128x16", SGEMM_TN, (256, 128, 16), 1, "f32", "k", "k", 1, 3, (2, 1, 1), (256, 1, 1), 0,
        cute_gemm_params("{ldA}", "{ldB}", "{ldC}")),
]


def cute_sm80_gemm_params():
    """sgemm_sm80's gemm_device: as the tutorial's, plus the shared-to-register copy atom
    after each operand's copy."""
    p = cute_gemm_params("{ldA}", "{ldB}", "{ldC}")
    return p[:6] + [EMPTY] + p[6:10] + [EMPTY] + p[10:]


RUNS = {
    "cute/tutorial/sgemm_1.cu": SIMT_RUNS,
    "cute/tutorial/sgemm_2.cu": SIMT_RUNS,
    "cute/tutorial/sgemm_sm70.cu": SIMT_RUNS,
    # half_t throughout; gemm_nt of half_t only asserts, so the run is main()'s 'T' 'N':
    # 128 x 128 x 64 tiles in three cp.async stages (2 x 128 x 64 x 3 halves of dynamic
    # shared memory), ldmatrix, 2 x 2 SM80_16x8x16_F16F16F16F16_TN atoms (128 threads).
    "cute/tutorial/sgemm_sm80.cu": [
        Run("TN 128x128x128 half", re.compile(r"^void gemm_device<"), (128, 128, 128), 1, "f16", "k", "k", 1, -1,
            (1, 1, 1), (128, 1, 1), 2 * 128 * 64 * 3 * 2, cute_sm80_gemm_params()),
    ],
}


def pack(ty, values):
    fmt = {"f32": "f", "f16": "e"}[ty]
    return struct.pack(f"<{len(values)}{fmt}", *values)


def operands(r, rng):
    """A, B and the initial C of run `r` (lists of numbers, in memory order)."""
    m, n, k = r.mnk
    a = [rng.randint(-2, 2) for _ in range(m * k * r.batch)]
    b = [rng.randint(-2, 2) for _ in range(n * k * r.batch)]
    c = [rng.randint(-3, 3) for _ in range(m * n * r.batch)]
    return a, b, c


def reference(r, a, b, c):
    """C after the GEMM, in memory order (column-major, batch after batch)."""
    m, n, k = r.mnk
    out = []
    for p in range(r.batch):
        ao, bo, co = p * m * k, p * n * k, p * m * n
        at = (lambda i, t: a[ao + i + t * m]) if r.a == "m" else (lambda i, t: a[ao + i * k + t])
        bt = (lambda j, t: b[bo + j + t * n]) if r.b == "n" else (lambda j, t: b[bo + j * k + t])
        for j in range(n):
            for i in range(m):
                out.append(r.alpha * sum(at(i, t) * bt(j, t) for t in range(k)) + r.beta * c[co + i + j * m])
    return out


def arguments(r):
    """Run `r`'s parameters as ptxsim --arg strings."""
    m, n, k = r.mnk
    subst = {"M": m, "N": n, "K": k, "ldA": m if r.a == "m" else k, "ldB": n if r.b == "n" else k, "ldC": m,
             "alpha": r.alpha, "beta": r.beta}
    out = []
    for p in r.params:
        p = p.format(**subst)
        if p.startswith("ints:"):
            p = "bytes:" + struct.pack(f"<{p.count(',') + 1}i", *map(int, p[5:].split(","))).hex()
        elif p.startswith("scalar:"):
            p = "bytes:" + pack(r.ty, [float(p[7:])]).hex()
        out.append(p)
    return out


def arg_bytes(arg):
    """The size of a ptxsim --arg string (buffers are pointers)."""
    if arg.startswith("bytes:"):
        return len(arg) // 2 - 3
    return 8


def run_one(args, ptx, r, bufs, tmp, tag, counts=None):
    """(C as bytes, None) from running `r` on `ptx`, or (None, why not)."""
    kernel = entry_for(ptx, r.kernel)
    if kernel is None:
        return None, "no such kernel"
    kargs = arguments(r)
    sizes = entry_param_sizes(ptx, kernel)
    given = [arg_bytes(a) for a in kargs]
    if sizes != given:
        return None, f"parameter sizes {sizes}, the recipe gives {given}"
    out, err = simulate(args.ptxsim, ptx, kernel, (r.grid, r.block, r.shared), bufs, kargs, [("C", r.ty)], tmp, tag,
                        args.timeout, counts)
    return (out[0][0], None) if out else (None, "ptxsim: " + err)


def verdict(c, want, ty):
    """'right', or how many elements of `c` differ from `want`."""
    got = struct.unpack(f"<{len(c) // ELEMENT_BYTES[ty]}{'f' if ty == 'f32' else 'e'}", c)
    wrong = sum(1 for x, y in zip(got, want) if x != y)
    return "right" if wrong == 0 else f"wrong ({wrong} of {len(want)})"


def cute_runs(args, name, tmp):
    """(label, attempt(ptx, tag, counts) -> (C, why not), judge(C) -> verdict) for each CuTe
    run (`counts` as simulate's)."""
    out = []
    for i, r in enumerate(RUNS[name]):
        rng = random.Random(44 + i)
        a, b, c = operands(r, rng)
        want = reference(r, a, b, c)
        bufs = [("A", r.ty, pack(r.ty, a)), ("B", r.ty, pack(r.ty, b)), ("C", r.ty, pack(r.ty, c))]
        out.append((r.label, lambda ptx, tag, counts, r=r, bufs=bufs: run_one(args, ptx, r, bufs, tmp, tag, counts),
                    lambda got, r=r, want=want: verdict(got, want, r.ty)))
    return out


def cutlass_runs(args, name, tmp):
    """As cute_runs, for a CUTLASS 2.x example: its launches from cutlass-launch."""
    exe, why = host_program(args, tmp)
    out = []
    for i, r in enumerate(CUTLASS_RUNS[name]):
        setup = plan(exe, r) if exe else "cutlass-launch does not build: " + why
        if isinstance(setup, str):
            out.append((r.label, lambda ptx, tag, counts, why=setup: (None, "no recipe: " + why), None))
            continue
        values = initial(setup[0], 44 + i)
        d, want = expected(r, setup[0], values)
        out.append((r.label,
                    lambda ptx, tag, counts, r=r, setup=setup, values=values: run_cutlass(
                        args, ptx, r, (setup, values), tmp, tag, counts),
                    lambda got, d=d, want=want: cutlass_verdict(got, d, want)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cutlass")
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--ptxsim", default=os.path.join(ROOT, "target/release/ptxsim"))
    ap.add_argument("--only", default="", help="only examples whose path contains one of these (comma-separated)")
    ap.add_argument("--nvcc-ptx-cache", default=os.path.join(ROOT, ".cache/cutlass-nvcc-ptx"))
    ap.add_argument("--keep", help="keep the PTX files in this directory")
    ap.add_argument("--stats", action="store_true",
                    help="give each run's thread-instructions (millions, all its launches) after its verdict")
    ap.add_argument("--timeout", type=int, default=3600,
                    help="seconds a ptxsim run may take (-O0 CuTe code runs 60 times the -O3 instructions)")
    args = ap.parse_args()
    args.nvcc = tool("nvcc", "NVCC")
    if not args.nvcc:
        sys.exit("run-cutlass: no nvcc")
    os.makedirs(args.nvcc_ptx_cache, exist_ok=True)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        keep = args.keep or tmp
        os.makedirs(keep, exist_ok=True)
        for name, arch in CUTLASS_EXAMPLES:
            if not any(o in name for o in args.only.split(",")) or (name not in RUNS and name not in CUTLASS_RUNS):
                continue
            args.arch = arch
            path = os.path.join(args.cutlass, "examples", name)
            stem = os.path.join(keep, re.sub(r"\W", "_", name))
            flags = cutlass_flags(args.cutlass)
            ptx = {"nvcc": nvcc_ptx(args, path, flags, stem)}
            for opt in ("-O3", "-O0"):
                out = f"{stem}{opt}.ptx"
                code, _ = run([args.ptxc, *flags, "-arch=" + arch, opt, "-o", out, path], 900)
                ptx[opt] = out if code == 0 else None
            each = cute_runs(args, name, tmp) if name in RUNS else cutlass_runs(args, name, tmp)
            for label, attempt, judge in each:
                results, cells = {}, []
                for which in ("-O3", "-O0", "nvcc"):
                    if ptx[which] is None:
                        cells.append("does not compile")
                        continue
                    counts = [] if args.stats else None
                    results[which], err = attempt(ptx[which], which, counts)
                    cells.append(err or judge(results[which]) + (f" ({sum(counts) / 1e6:.2f}M)" if counts else ""))
                same = [w for w in ("-O3", "-O0") if results.get(w) and results[w] == results.get("nvcc")]
                row = (name, label, *cells, ", ".join(same) or "-")
                rows.append(row)
                print(" | ".join(row), flush=True)
    print()
    print("| example | run | ptxc -O3 | ptxc -O0 | nvcc | C equal to nvcc's |")
    print("| --- | --- | --- | --- | --- | --- |")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
