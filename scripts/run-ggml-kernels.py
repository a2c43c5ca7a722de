#!/usr/bin/env python3
"""Runs kernels of ggml's CUDA backend (llama.cpp's) in ptxsim from ptxc's PTX and from
nvcc's, launched as ggml launches them, and compares what they write (issue 42).

Each case names a file of a fetched ggml checkout (ggml-org/ggml: src/ggml-cuda), one
kernel instance by its demangled name, a launch (grid, block, dynamic shared memory)
and its parameters as ggml's host code computes them for a small tensor; inputs are
made here from a fixed seed. Both PTX files run in ptxsim with the same inputs; integer
outputs must be equal, floating outputs are compared bit for bit and the largest
difference in units in the last place is printed (the math library's functions may
round differently: specs/math.md).

    scripts/run-ggml-kernels.py GGML_DIR [--ptxc BIN] [--ptxsim BIN] [--nvcc-ptx-cache DIR]

Needs nvcc (NVCC or .cache; CUDA_HOME for the toolkit's headers) and c++filt. Not part
of the tests (ggml's code is not ours to copy): figures go to specs/language.md.
"""
import argparse
import os
import random
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import ROOT, compare, entry_for, nvcc_ptx, run, simulate, tool  # noqa: E402

FLAGS = ["-Iinclude", "-Isrc", "-Isrc/ggml-cuda", "-DGGML_USE_CUDA", "-std=c++17"]


def floats(n, lo, hi, rng):
    return struct.pack(f"<{n}f", *(rng.uniform(lo, hi) for _ in range(n)))


def ints(values):
    return struct.pack(f"<{len(values)}i", *values)


def half(x):
    return struct.pack("<e", x)


def q4_0_rows(rows, blocks, rng):
    """`rows` rows of `blocks` block_q4_0 each: a half scale, then 16 bytes of nibbles."""
    out = b""
    for _ in range(rows * blocks):
        out += half(rng.uniform(0.01, 0.5)) + bytes(rng.randrange(256) for _ in range(16))
    return out


def softmax_params(nrows, ncols, scale):
    """ggml's soft_max_params: int64 nheads, uint32 n_head_log2, int64 ncols, nrows_x,
    nrows_y, ne00..ne03, nb11..nb13, ne12, ne13, then floats scale, max_bias, m0, m1."""
    return struct.pack("<qI4x12q4f", 1, 0, ncols, nrows, nrows, ncols, nrows, 1, 1, 0, 0, 0, 1, 1, scale, 0.0, 1.0, 1.0)


def cases(rng):
    """(name, file, kernel, grid, block, shared, buffers, args, outputs). A buffer is
    (name, type, bytes); an argument a ptxsim --arg (TYPE:VALUE, bytes:HEX or a buffer)."""
    ncols, rows = 3000, 4
    yield (
        "norm", "norm.cu", "void norm_f32<1024>(float const*, float*, int, long, long, long, float)",
        (rows, 1, 1), (1024, 1, 1), 32 * 8,
        [("x", "f32", floats(rows * ncols, -2, 2, rng)), ("dst", "f32", bytes(4 * rows * ncols))],
        ["x", "dst", f"i32:{ncols}", f"i64:{ncols}", f"i64:{rows * ncols}", f"i64:{rows * ncols}", "f32:1e-5"],
        [("dst", "f32")],
    )
    ncols, rows = 300, 6
    yield (
        "soft_max", "softmax.cu",
        "void soft_max_f32<true, 0, 0, float>(float const*, float const*, float const*, float*, soft_max_params)",
        (rows, 1, 1), (128, 1, 1), (320 + 32) * 4,
        [("x", "f32", floats(rows * ncols, -8, 8, rng)), ("dst", "f32", bytes(4 * rows * ncols))],
        ["x", "u64:0", "u64:0", "dst", "bytes:" + softmax_params(rows, ncols, 0.5).hex()],
        [("dst", "f32")],
    )
    ne00, ne01, ne02 = 128, 8, 2
    n = ne00 * ne01 * ne02
    yield (
        "rope", "rope.cu",
        "void rope_norm<true, false, float, float>(float const*, float*, int, int, int, int, int, int, int, int, int, int, int, int const*, float, float, float, rope_corr_dims, float, float const*, long const*, int, bool)",
        (ne01 * ne02, 1, 1), (1, 256, 1), 0,
        [("x", "f32", floats(n, -1, 1, rng)), ("dst", "f32", bytes(4 * n)), ("pos", "i32", ints([3, 17]))],
        ["x", "dst", f"i32:{ne00}", f"i32:{ne01}", f"i32:{ne02}", f"i32:{ne00}", f"i32:{ne00 * ne01}", f"i32:{n}",
         f"i32:{ne00}", f"i32:{ne00 * ne01}", f"i32:{n}", f"i32:{ne00}", "i32:0", "pos", "f32:1.0", "f32:0.0",
         "f32:1.0", "bytes:" + struct.pack("<2f", 0.0, 0.0).hex(), f"f32:{10000.0 ** (-2.0 / ne00)!r}", "u64:0",
         "u64:0", "i32:0", "u8:0"],
        [("dst", "f32")],
    )
    ne00, src_rows, picked = 256, 10, [7, 0, 3, 9, 3, 5]
    blocks = ne00 // 32
    yield (
        "get_rows q4_0", "getrows.cu",
        "void k_get_rows<32, 2, &dequantize_q4_0, float>(void const*, int const*, float*, long, long, uint3, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long)",
        (len(picked), 1, 1), (256, 1, 1), 0,
        [("src0", "u8", q4_0_rows(src_rows, blocks, rng)), ("src1", "i32", ints(picked)),
         ("dst", "f32", bytes(4 * ne00 * len(picked)))],
        ["src0", "src1", "dst", f"i64:{ne00}", "i64:1", "bytes:" + struct.pack("<3I", 1, 0, 1).hex(),
         f"u64:{ne00}", f"u64:{ne00 * len(picked)}", f"u64:{ne00 * len(picked)}",
         f"u64:{18 * blocks}", f"u64:{18 * blocks * src_rows}", f"u64:{18 * blocks * src_rows}",
         "u64:1", f"u64:{len(picked)}", f"u64:{len(picked)}"],
        [("dst", "f32")],
    )
    ne, nrows = 512, 3
    yield (
        "cpy q4_0 -> f32 (dequantize)", "cpy.cu",
        "void cpy_q_f32<&cpy_blck_q_f32<&dequantize_q4_0, 32>, 32>(char const*, char*, long, long, long, long, long, long, long, long, long, long, long, long, long, long, long)",
        (ne * nrows // 32, 1, 1), (1, 1, 1), 0,
        [("cx", "u8", q4_0_rows(nrows, ne // 32, rng)), ("cdst", "f32", bytes(4 * ne * nrows))],
        ["cx", "cdst", f"i64:{ne * nrows}", f"i64:{ne}", f"i64:{nrows}", "i64:1",
         "i64:18", f"i64:{18 * ne // 32}", f"i64:{18 * ne // 32 * nrows}", f"i64:{18 * ne // 32 * nrows}",
         f"i64:{ne}", f"i64:{nrows}", "i64:1", "i64:4", f"i64:{4 * ne}", f"i64:{4 * ne * nrows}",
         f"i64:{4 * ne * nrows}"],
        [("cdst", "f32")],
    )
    ncols, ncols_pad, rows = 100, 128, 3
    yield (
        "argsort", "argsort.cu", "void k_argsort_f32_i32<(ggml_sort_order)0>(float const*, int*, int, int)",
        (rows, 1, 1), (ncols_pad, 1, 1), ncols_pad * 4,
        [("ax", "f32", floats(rows * ncols, -100, 100, rng)), ("adst", "i32", bytes(4 * rows * ncols))],
        ["ax", "adst", f"i32:{ncols}", f"i32:{ncols_pad}"],
        [("adst", "i32")],
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", help="a ggml checkout (its src/ggml-cuda)")
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--ptxsim", default=os.path.join(ROOT, "target/release/ptxsim"))
    ap.add_argument("--nvcc-ptx-cache", help="directory keeping nvcc's PTX between runs")
    ap.add_argument("--arch", default="sm_80")
    args = ap.parse_args()
    args.nvcc = tool("nvcc", "NVCC")
    if not args.nvcc:
        sys.exit("run-ggml-kernels: no nvcc")
    os.chdir(args.dir)
    rng = random.Random(42)
    equal = 0
    with tempfile.TemporaryDirectory() as tmp:
        all_cases = list(cases(rng))
        for case in all_cases:
            name, file = case[0], os.path.join("src/ggml-cuda", case[1])
            flags = ["-I" + os.path.dirname(os.path.abspath(file))] + [
                f if not f.startswith("-I") else "-I" + os.path.abspath(f[2:]) for f in FLAGS
            ]
            stem = os.path.join(tmp, case[1])
            theirs_ptx = nvcc_ptx(args, os.path.abspath(file), flags, stem)
            code, out = run([args.ptxc, "-arch=" + args.arch, "-O3", *flags, "-o", stem + ".p.ptx", file])
            if code != 0 or theirs_ptx is None:
                first = next((l for l in out.splitlines() if l.startswith("error")), out.strip()[:100])
                print(f"{name:32} {'ptxc: ' + first if code else 'nvcc rejects the file'}")
                continue
            kernels = [entry_for(p, case[2]) for p in (stem + ".p.ptx", theirs_ptx)]
            if None in kernels:
                print(f"{name:32} kernel missing from {'ptxc' if kernels[0] is None else 'nvcc'}'s PTX")
                continue
            launch, rest = case[3:6], case[6:]
            ours, err = simulate(args.ptxsim, stem + ".p.ptx", kernels[0], launch, *rest, tmp, "p")
            theirs, err2 = simulate(args.ptxsim, theirs_ptx, kernels[1], launch, *rest, tmp, "n")
            if err or err2:
                print(f"{name:32} ptxsim: {err or err2}")
                continue
            verdict = compare(ours, theirs)
            equal += verdict == "equal"
            print(f"{name:32} {verdict}")
    print(f"kernels equal to nvcc's in ptxsim: {equal} of {len(all_cases)}")


if __name__ == "__main__":
    main()
