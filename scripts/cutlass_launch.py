"""The CUTLASS 2.x GEMMs of run-cutlass.py: their launches come from cutlass-launch.cu, a host
program built (with nvcc as the driver) against CUTLASS's headers that builds each example's
`Arguments` with device addresses chosen here, calls the operator's `initialize` and prints
the `Params` bytes, grid, block and shared memory its `run()` would launch with, and the
operands' layouts. Here the operands are filled with small integers at those addresses
(ptxsim's `--buf ...@ADDR`), the launches run one after the other in ptxsim (what one leaves
in memory is the next one's input), and the written operand is compared with a reference."""
import hashlib
import os
import random
import re
import struct
from collections import namedtuple

from corpus_tools import ROOT, entry_for, entry_param_sizes, run, simulate

HOST_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cutlass-launch.cu")

# One run: `host` names the example's operator in cutlass-launch.cu, `mnk` the problem,
# `count` the batch count (batched) or split-K slices, `kernels` one pattern per launch
# `run()` makes, over the entry's demangled name (or its mangled one: c++filt gives up on
# some of CUTLASS's long names).
CutlassRun = namedtuple("CutlassRun", "label host mnk count alpha beta kernels")


def gemm_kernel(kind):
    """`cutlass::Kernel<cutlass::gemm::kernel::KIND<...> >`, demangled or mangled."""
    return re.compile(rf"^(void cutlass::Kernel<cutlass::gemm::kernel::{kind}<|_ZN7cutlass6KernelINS_4gemm6kernel"
                      rf"{len(kind)}{kind}I)")


REDUCE_SPLIT_K = re.compile(r"^void cutlass::Kernel<cutlass::reduction::kernel::ReduceSplitK<")

# Sizes off the tiles (predicated edges), alpha and beta off 1 and 0 (the epilogue's sums).
CUTLASS_RUNS = {
    "00_basic_gemm/basic_gemm.cu": [
        CutlassRun("NN 136x72x40", "basic_gemm", (136, 72, 40), 1, 2, -1, [gemm_kernel("Gemm")]),
    ],
    "05_batched_gemm/batched_gemm.cu": [
        CutlassRun("strided 72x40x24, 3 batches", "batched_gemm", (72, 40, 24), 3, 2, -1,
                   [gemm_kernel("GemmBatched")]),
        CutlassRun("array 72x40x24, 3 batches", "array_gemm", (72, 40, 24), 3, 2, -1, [gemm_kernel("GemmArray")]),
    ],
    "06_splitK_gemm/splitk_gemm.cu": [
        CutlassRun("136x72x128 half, 4 slices", "splitk_gemm", (136, 72, 128), 4, 2, -1,
                   [gemm_kernel("GemmSplitKParallel"), REDUCE_SPLIT_K]),
    ],
    "08_turing_tensorop_gemm/turing_tensorop_gemm.cu": [
        CutlassRun("TN s8 136x72x128", "turing_tensorop_gemm", (136, 72, 128), 1, 2, -1, [gemm_kernel("Gemm")]),
    ],
}

# Where the buffers go: far above ptxsim's module variables, 4 GiB apart.
ADDRESSES = {name: 0x7000_0000_0000 + (i << 32)
             for i, name in enumerate(["A", "B", "C", "D", "workspace", "ptrA", "ptrB", "ptrC"])}

FORMAT = {"f16": "e", "f32": "f", "i8": "b", "i32": "i", "u64": "Q"}
Operand = namedtuple("Operand", "name ty role rows cols row_stride col_stride batch_stride batches")


def host_program(args, tmp):
    """cutlass-launch built against args.cutlass (kept in .cache/cutlass-launch keyed by its
    source), or None and nvcc's complaint."""
    with open(HOST_SOURCE, "rb") as f:
        key = hashlib.sha1(f.read() + os.path.abspath(args.cutlass).encode()).hexdigest()[:16]
    cache = os.path.join(ROOT, ".cache", "cutlass-launch")
    os.makedirs(cache, exist_ok=True)
    exe = os.path.join(cache, key)
    if os.path.exists(exe):
        return exe, None
    out = os.path.join(tmp, "cutlass-launch")
    code, msg = run([args.nvcc, "-std=c++17", "-arch=sm_80", "--expt-relaxed-constexpr", "-w",
                     "-I" + os.path.join(args.cutlass, "include"), "-x", "cu", HOST_SOURCE, "-o", out], 900)
    if code != 0:
        return None, msg.strip().splitlines()[-1] if msg.strip() else f"exit {code}"
    os.replace(out, exe)
    return exe, None


def plan(exe, r):
    """What cutlass-launch says for run `r`: (operands, {buffer: (type, values)}, workspace
    bytes, [(grid, block, shared, params hex)]), or a string saying why not."""
    m, n, k = r.mnk
    cmd = [exe, r.host, f"m={m}", f"n={n}", f"k={k}", f"count={r.count}", f"alpha={r.alpha}",
           f"beta={r.beta}"] + [f"{name}={addr:#x}" for name, addr in ADDRESSES.items()]
    code, out = run(cmd)
    if code != 0:
        return f"cutlass-launch: {out.strip()}"
    operands, buffers, workspace, launches = [], {}, 0, []
    for line in out.splitlines():
        f = line.split("\t")
        if f[0] == "operand":
            operands.append(Operand(f[1], f[2], f[3], *map(int, f[4:])))
        elif f[0] == "buffer":
            buffers[f[1]] = (f[2], [int(v) for v in f[3].split(",")])
        elif f[0] == "workspace":
            workspace = int(f[1])
        elif f[0] == "launch":
            dims = [tuple(map(int, d.split(","))) for d in f[1:3]]
            launches.append((dims[0], dims[1], int(f[3]), f[4]))
    return operands, buffers, workspace, launches


def elements(o):
    """The element count an operand's buffer spans."""
    return (o.rows - 1) * o.row_stride + (o.cols - 1) * o.col_stride + (o.batches - 1) * o.batch_stride + 1


def at(o, p, i, j):
    """Where element (i, j) of batch p of operand `o` is in its buffer."""
    return p * o.batch_stride + i * o.row_stride + j * o.col_stride


def initial(operands, seed):
    """Each operand's values (small integers for what is read, zeros for what is only written)."""
    rng = random.Random(seed)
    spans = {"A": (-2, 2), "B": (-2, 2), "C": (-3, 3)}
    return {o.name: [rng.randint(*spans[o.name]) if o.role != "out" else 0 for _ in range(elements(o))]
            for o in operands}


def expected(r, operands, values):
    """The written operand's name and its values after D = alpha A B + beta C."""
    ops = {o.name: o for o in operands}
    a, b, c = ops["A"], ops["B"], ops["C"]
    d = ops.get("D", c)
    out = list(values[d.name])
    for p in range(c.batches):
        for i in range(c.rows):
            for j in range(c.cols):
                dot = sum(values["A"][at(a, p, i, t)] * values["B"][at(b, p, t, j)] for t in range(a.cols))
                out[at(d, p, i, j)] = r.alpha * dot + r.beta * values["C"][at(c, p, i, j)]
    return d, out


def pack(ty, values):
    return struct.pack(f"<{len(values)}{FORMAT[ty]}", *values)


def run_cutlass(args, ptx, r, setup, tmp, tag, counts=None):
    """(the written operand's bytes, None) from running run `r`'s launches on `ptx`, or
    (None, why not). `setup` is (plan, initial values); `counts` as simulate's."""
    (operands, buffers, workspace, launches), values = setup
    if len(launches) != len(r.kernels):
        return None, f"cutlass-launch printed {len(launches)} launches, the recipe names {len(r.kernels)}"
    memory = {o.name: (o.ty, pack(o.ty, values[o.name])) for o in operands}
    memory.update({name: (ty, pack(ty, v)) for name, (ty, v) in buffers.items()})
    if workspace:
        memory["workspace"] = ("u8", bytes(workspace))
    written = next(o for o in operands if o.role != "in")
    for pattern, (grid, block, shared, params) in zip(r.kernels, launches):
        kernel = entry_for(ptx, pattern)
        if kernel is None:
            return None, "no such kernel"
        if entry_param_sizes(ptx, kernel) != [len(params) // 2]:
            return None, f"parameter sizes {entry_param_sizes(ptx, kernel)}, Params is {len(params) // 2} bytes"
        bufs = [(name, ty, data, ADDRESSES[name]) for name, (ty, data) in memory.items()]
        out, err = simulate(args.ptxsim, ptx, kernel, (grid, block, shared), bufs, ["bytes:" + params],
                            [(name, ty) for name, (ty, _) in memory.items()], tmp, tag, args.timeout, counts)
        if out is None:
            return None, "ptxsim: " + err
        memory = {name: (ty, data) for (name, (ty, _)), (data, _) in zip(memory.items(), out)}
    return memory[written.name][1], None


def verdict(got, d, want):
    """'right', or how many elements of the written operand differ from the reference."""
    vals = struct.unpack(f"<{len(want)}{FORMAT[d.ty]}", got)
    wrong = sum(1 for x, y in zip(vals, want) if x != y)
    return "right" if wrong == 0 else f"wrong ({wrong} of {len(want)})"
