#!/usr/bin/env python3
"""ptxc's NVRTC library against NVIDIA's, side by side in one process (issue 46).

Loads both libnvrtc.so.13 files with ctypes (NVIDIA's from the pinned nvidia-cuda-nvrtc
wheel, fetched into .cache/nvrtc when missing; ptxc's from the release build), compiles the
same programs through each, and prints per program the median wall time of a compile
(create, add name expressions, compile, get PTX, destroy) of a new and of the same program,
the median CPU time of a new one (all threads of the process: steadier than wall time on a
shared machine), the ratios, and whether ptxas accepts both PTX files. Peak memory is measured in a child process per
library (VmHWM after compiling every program once; Python itself is about 10 MiB of it). Not a test: figures for
specs/performance.md.

  scripts/bench-nvrtc.py [--runs 20] [--ptxc-lib PATH] [--nvidia-lib PATH] [--ptxas PATH]
"""

import argparse
import ctypes
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NVRTC_VER = "13.5.37"

PROGRAMS = {
    "saxpy": (
        r"""extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
""",
        [],
        [],
    ),
    "templates+names": (
        r"""template <typename T, int B> __global__ void scale(T* x, T s, int n) {
    int i = blockIdx.x * B + threadIdx.x;
    if (i < n) x[i] = x[i] * s + T(1);
}
""",
        ["scale<float, 128>", "scale<double, 256>", "scale<int, 64>"],
        [],
    ),
    "headers": (
        r"""#include "params.h"
#include "ops.h"
__global__ void k(float* out, const float* in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = blend(in[i], in[(i + 1) % n]);
}
""",
        [],
        [("params.h", "#pragma once\n#define ALPHA 0.25f\n"),
         ("ops.h", '#include "params.h"\n__device__ inline float blend(float a, float b) { return ALPHA * a + (1.0f - ALPHA) * b; }\n')],
    ),
    "math": (
        r"""__global__ void k(float* out, const float* in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = in[i];
        out[i] = sinf(v) * expf(-v * v) + logf(1.0f + fabsf(v)) + powf(v, 1.5f) + tanhf(v);
    }
}
""",
        [],
        [],
    ),
    "reduction": (
        r"""template <int BLOCK> __global__ void reduce(const float* in, float* out, int n) {
    __shared__ float partial[BLOCK / 32];
    float v = 0.0f;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) v += in[i];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < BLOCK / 32 ? partial[threadIdx.x] : 0.0f;
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
        if (threadIdx.x == 0) atomicAdd(out, v);
    }
}
""",
        ["reduce<256>", "reduce<1024>"],
        [],
    ),
}

OPTIONS = [b"-arch=compute_80", b"-std=c++17"]


class Nvrtc:
    def __init__(self, path):
        self.path = path
        self.lib = ctypes.CDLL(path)
        self.lib.nvrtcGetLoweredName.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]

    def compile(self, src, names, headers):
        lib = self.lib
        prog = ctypes.c_void_p()
        hs = (ctypes.c_char_p * len(headers))(*[h[1].encode() for h in headers])
        ns = (ctypes.c_char_p * len(headers))(*[h[0].encode() for h in headers])
        r = lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), b"bench.cu", len(headers), hs, ns)
        assert r == 0, r
        for n in names:
            assert lib.nvrtcAddNameExpression(prog, n.encode()) == 0
        opts = (ctypes.c_char_p * len(OPTIONS))(*OPTIONS)
        r = lib.nvrtcCompileProgram(prog, len(OPTIONS), opts)
        if r != 0:
            size = ctypes.c_size_t()
            lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
            log = ctypes.create_string_buffer(size.value)
            lib.nvrtcGetProgramLog(prog, log)
            raise SystemExit(f"{self.path}: compile failed ({r}):\n{log.value.decode()}")
        for n in names:
            out = ctypes.c_char_p()
            assert lib.nvrtcGetLoweredName(prog, n.encode(), ctypes.byref(out)) == 0
        size = ctypes.c_size_t()
        lib.nvrtcGetPTXSize(prog, ctypes.byref(size))
        buf = ctypes.create_string_buffer(size.value)
        lib.nvrtcGetPTX(prog, buf)
        lib.nvrtcDestroyProgram(ctypes.byref(prog))
        return buf.value.decode()


def timed(nv, prog, run=None):
    """Times one compile; with `run`, the source gets a comment naming it, so that no
    cache can answer (a new program for the compiler)."""
    src, names, headers = prog
    if run is not None:
        src = f"{src}// run {run}\n"
    t, cpu = time.perf_counter(), time.process_time()
    ptx = nv.compile(src, names, headers)
    return (time.perf_counter() - t, time.process_time() - cpu), ptx


def nvidia_lib():
    cache = os.path.join(ROOT, ".cache", "nvrtc")
    lib = os.path.join(cache, "nvidia", "cu13", "lib", "libnvrtc.so.13")
    if not os.path.exists(lib):
        os.makedirs(cache, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", cache,
                        f"nvidia-cuda-nvrtc=={NVRTC_VER}"], check=True)
        wheel = [f for f in os.listdir(cache) if f.startswith("nvidia_cuda_nvrtc") and f.endswith(".whl")][0]
        subprocess.run([sys.executable, "-m", "zipfile", "-e", os.path.join(cache, wheel), cache], check=True)
    return lib


def ptxas_ok(ptxas, ptx):
    if not ptxas:
        return "-"
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "k.ptx")
        with open(p, "w") as f:
            f.write(ptx)
        r = subprocess.run([ptxas, "-arch=sm_80", "-o", os.path.join(d, "k.cubin"), p], capture_output=True)
        return "yes" if r.returncode == 0 else "NO"


def child(path):
    """Compiles every program once through `path`; prints the peak RSS in KiB (VmHWM: the
    process's own, where ru_maxrss would count the forking parent's too)."""
    nv = Nvrtc(path)
    for prog in PROGRAMS.values():
        nv.compile(*prog)
    with open("/proc/self/status") as f:
        print(next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--ptxc-lib", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")),
                                                        "release", "libnvrtc.so"))
    ap.add_argument("--nvidia-lib")
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", os.path.join(ROOT, ".cache/cuda/nvidia/cu13/bin/ptxas")))
    ap.add_argument("--child")
    a = ap.parse_args()
    if a.child:
        return child(a.child)
    nvidia = a.nvidia_lib or nvidia_lib()
    ptxas = a.ptxas if os.path.exists(a.ptxas) else None
    libs = {"nvidia": Nvrtc(nvidia), "ptxc": Nvrtc(a.ptxc_lib)}
    print(f"NVIDIA NVRTC: {nvidia}\nptxc NVRTC:   {a.ptxc_lib}\nruns: {a.runs}, options: {b' '.join(OPTIONS).decode()}\n")
    print("new: median of N compiles of the program made new each time (a comment naming the run);")
    print("same: median of N compiles of the very same program (ptxc remembers it; NVIDIA compiles again)\n")
    print("cpu: median CPU time of the process (every thread) for a new program; steadier than wall")
    print("time when other work shares the machine\n")
    print(f"{'program':<16} {'nvidia new':>10} {'nvidia same':>11} {'ptxc new':>9} {'ptxc same':>9} {'new ratio':>9} "
          f"{'same ratio':>10}  {'nv cpu':>8} {'ptxc cpu':>9} {'cpu ratio':>8}  ptxas nv/ptxc")
    ratios_new, ratios_same, ratios_cpu = [], [], []
    for name, prog in PROGRAMS.items():
        row = {}
        for key, nv in libs.items():
            timed(nv, prog, run="warm-up")
            new = [timed(nv, prog, run=k)[0] for k in range(a.runs)]
            _, ptx = timed(nv, prog)
            same = [timed(nv, prog)[0] for _ in range(a.runs)]
            row[key] = (statistics.median(t[0] for t in new), statistics.median(t[0] for t in same), ptx,
                        statistics.median(t[1] for t in new))
        r_new = row["nvidia"][0] / row["ptxc"][0]
        r_same = row["nvidia"][1] / row["ptxc"][1]
        r_cpu = row["nvidia"][3] / row["ptxc"][3]
        ratios_new.append(r_new)
        ratios_same.append(r_same)
        ratios_cpu.append(r_cpu)
        print(f"{name:<16} {row['nvidia'][0]*1e3:>8.2f}ms {row['nvidia'][1]*1e3:>9.2f}ms {row['ptxc'][0]*1e3:>7.2f}ms "
              f"{row['ptxc'][1]*1e3:>7.3f}ms {r_new:>8.1f}x {r_same:>9.0f}x  "
              f"{row['nvidia'][3]*1e3:>8.2f}ms {row['ptxc'][3]*1e3:>7.2f}ms {r_cpu:>7.1f}x  "
              f"{ptxas_ok(ptxas, row['nvidia'][2])}/{ptxas_ok(ptxas, row['ptxc'][2])}")
    print(f"\ngeometric mean of NVIDIA/ptxc: {statistics.geometric_mean(ratios_new):.1f}x for new programs, "
          f"{statistics.geometric_mean(ratios_same):.0f}x for the same program again, "
          f"{statistics.geometric_mean(ratios_cpu):.1f}x in CPU time for new programs")
    for key, path in [("nvidia", nvidia), ("ptxc", a.ptxc_lib)]:
        out = subprocess.run([sys.executable, __file__, "--child", path], capture_output=True, text=True, check=True)
        print(f"peak RSS of a process compiling every program once through {key}: {int(out.stdout) / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
