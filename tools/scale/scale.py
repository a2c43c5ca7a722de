#!/usr/bin/env python3
"""Scale campaign (specs/scale.md, issue 78): generated sources that grow one
dimension at a time by factors of 10, each compiled by the release ptxc with its
CPU time and peak memory recorded.

  scale.py [--quick] [--only NAME[,NAME...]] [--timeout 120] [--repeat 3] [--work DIR] [--json FILE]

Each dimension (DIMENSIONS below) makes a source from a size n and names the
sizes it is grown through, up to its documented limit, and the sizes past the
limit. A size within the limit must compile (exit 0); one past it must end
with a diagnostic and exit 1. Nowhere may ptxc panic, die by a signal or run
out of time. Between two sizes n and 10n the CPU time and the peak memory may
grow at most 12 times (a cost below NOISE_SECONDS or NOISE_KB is not judged: it
is the fixed cost of any compile). `--quick` grows each dimension to a smaller
size (the fast subset of scripts/test.sh, well under a minute); the whole
campaign takes a few minutes. Exit status: 0 when every check holds, 1 otherwise.
"""
import argparse
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = pathlib.Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
TIME = shutil.which("time", path="/usr/bin:/bin") or "/usr/bin/time"

# Growth allowed from one size to ten times it (time and memory alike).
MAX_GROWTH = 12.0
# Costs below these are the fixed cost of a compile (start-up, the prelude): not judged.
NOISE_SECONDS = 0.25
NOISE_KB = 64 * 1024


def decades(lo, hi):
    """10^lo, 10^(lo+1), ..., 10^hi."""
    return [10**k for k in range(lo, hi + 1)]


# ---------------------------------------------------------------------------
# Generators: each takes the size n and returns (main source, {header name: text}).


def declared_array(n):
    # One object of n elements in every kind of memory, each initializer two elements.
    return (
        f"__device__ int g[{n}L] = {{1}};\n"
        f"__constant__ char c[{n}L];\n"
        f"struct S {{ char x[{n}L]; }};\n__device__ S rec;\n"
        "__global__ void k(int *o, long i) {\n"
        f"  __shared__ int s[{n}L];\n"
        f"  int l[{n}L] = {{1, 2}};\n"
        "  s[i] = l[i];\n  __syncthreads();\n"
        "  o[i] = s[i + 1] + g[i] + c[i] + rec.x[i];\n}\n",
        {},
    )


def initializer_length(n):
    items = ", ".join(str(i % 1000) for i in range(n))
    return (
        f"__device__ int table[] = {{{items}}};\n"
        "__global__ void k(int *o, int i) { o[i] = table[i]; }\n",
        {},
    )


def kernels_per_file(n):
    return "".join(f"__global__ void k{i}(int *o) {{ o[threadIdx.x] = {i}; }}\n" for i in range(n)), {}


def statements_per_function(n):
    body = "".join(f"  x = x * {i % 7 + 2} + o[{i % 64}];\n  o[{i % 64}] = x;\n" for i in range(n // 2))
    return "__global__ void k(int *o) {\n  int x = o[threadIdx.x];\n" + body + "}\n", {}


def nesting_depth(n):
    # Blocks nested n deep: the parser's nesting limit is 200 (nvcc's frontend has one too).
    return "__global__ void k(int *o) {\n  int x = 0;\n" + "{" * n + "x++;" + "}" * n + "\n  o[0] = x;\n}\n", {}


def template_instances(n):
    calls = "".join(f"  s += f<{i}>(o);\n" for i in range(n))
    return (
        "template <int N> __device__ int f(int *o) { return o[N % 64] * N; }\n"
        "__global__ void k(int *o) {\n  int s = 0;\n" + calls + "  o[0] = s;\n}\n",
        {},
    )


def template_depth(n):
    # A chain of n nested instantiations: -ftemplate-depth (1024) bounds it.
    return (
        "template <int N> struct D { static constexpr int v = D<N - 1>::v + 1; };\n"
        "template <> struct D<0> { static constexpr int v = 0; };\n"
        f"__global__ void k(int *o) {{ o[0] = D<{n}>::v; }}\n",
        {},
    )


def pack_size(n):
    args = ", ".join(str(i % 100) for i in range(n))
    return (
        "template <int... N> struct Sum { static constexpr int v = (N + ... + 0); };\n"
        "template <int... N> struct Count { static constexpr int v = sizeof...(N); };\n"
        f"__global__ void k(int *o) {{ o[0] = Sum<{args}>::v; o[1] = Count<{args}>::v; }}\n",
        {},
    )


def macro_expansion(n):
    # A macro whose expansion is n statements: one use, n/10 lines of definitions.
    lines = ["#define S0 x = x * 3 + 1;"]
    for k in range(1, n // 10 + 1):
        lines.append(f"#define S{k} S{k - 1} S0 S0 S0 S0 S0 S0 S0 S0 S0 S0")
    # Each level adds ten statements to the one before: S_k is 10k+1 statements.
    return "\n".join(lines) + f"\n__global__ void k(int *o) {{ int x = o[0]; S{n // 10} o[0] = x; }}\n", {}


def macro_blowup(levels):
    # Each level doubles the expansion: 2^levels tokens from `levels` lines.
    lines = ["#define M0 1"] + [f"#define M{k} M{k - 1}+M{k - 1}" for k in range(1, levels + 1)]
    return "\n".join(lines) + f"\n__global__ void k(int *o) {{ o[0] = M{levels}; }}\n", {}


def string_length(n):
    text = ("abcdefghij" * (n // 10 + 1))[:n]
    return (
        f'__device__ char s[] = "{text}";\n'
        f'__constant__ char c[{n + 100}] = "{text}";\n'
        "__global__ void k(char *o, int i) { o[i] = s[i] + c[i]; }\n",
        {},
    )


def header_count(n):
    headers = {f"h{i}.h": f"#pragma once\n__device__ inline int h{i}(int x) {{ return x + {i}; }}\n" for i in range(n)}
    includes = "".join(f'#include "h{i}.h"\n' for i in range(n))
    return includes + f"__global__ void k(int *o) {{ o[0] = h{n - 1}(o[1]); }}\n", headers


def unroll_trip_count(n):
    # Full unrolling asked for a loop of n iterations: the unroller's size limit caps the work.
    return (
        "__global__ void k(int *o) {\n"
        "#pragma unroll\n"
        f"  for (long i = 0; i < {n}L; ++i) o[i] = (int)i;\n}}\n",
        {},
    )


def unroll_pragma_count(n):
    # `#pragma unroll n` on a loop of unknown trip count; past INT_MAX nvcc warns and ignores it.
    return (
        "__global__ void k(int *o) {\n"
        f"#pragma unroll {n}\n"
        "  for (int i = 0; i < o[1]; ++i) o[i] += i;\n}\n",
        {},
    )


def record_copy(n):
    return (
        f"struct B {{ char x[{n}L]; }};\n"
        "__global__ void k(B *o, const B *p, int i) {\n"
        "  B local = *p;\n  local.x[i] = 1;\n  *o = local;\n}\n",
        {},
    )


# (name, generator, sizes within the limit, quick sizes, sizes past the limit, what the limit is)
DIMENSIONS = [
    ("declared-array", declared_array, decades(3, 17), decades(3, 17), [10**18, 2**62],
     "objects up to 2^61-1 bytes (\"array is too large\" past it)"),
    ("initializer-length", initializer_length, decades(1, 6), decades(1, 4), [], "none"),
    ("kernels-per-file", kernels_per_file, decades(1, 5), decades(1, 3), [], "none"),
    ("statements-per-function", statements_per_function, decades(1, 5), decades(1, 3), [], "none"),
    ("nesting-depth", nesting_depth, [10, 100], [10, 100], [1000, 10**5],
     "200 nested blocks (\"nesting is too deep\")"),
    ("template-instances", template_instances, decades(1, 4), decades(1, 3), [], "1,000,000 instances"),
    ("template-depth", template_depth, [10, 100, 1000], [10, 100], [10**4, 10**5],
     "-ftemplate-depth=1024 nested instantiations"),
    ("pack-size", pack_size, decades(1, 4), decades(1, 3), [], "none"),
    ("macro-expansion", macro_expansion, decades(2, 5), decades(2, 3), [], "none"),
    ("macro-blowup", macro_blowup, [4, 16], [4, 16], [40, 64],
     "macro expansion's token limit (\"macro expansion produces too many tokens\")"),
    ("string-length", string_length, decades(1, 7), decades(1, 5), [], "none"),
    ("header-count", header_count, decades(1, 4), decades(1, 2), [], "none"),
    ("unroll-trip-count", unroll_trip_count, decades(1, 15), decades(1, 15), [],
     "none (loops unroll up to the unroller's size limit)"),
    ("unroll-pragma-count", unroll_pragma_count, decades(1, 12), decades(1, 12), [],
     "none (past INT_MAX a warning, the pragma ignored, as nvcc)"),
    ("record-copy", record_copy, decades(3, 18), decades(3, 18), [2**62], "objects up to 2^61-1 bytes"),
]


GENERATORS = {d[0]: d[1] for d in DIMENSIONS}


def run_measured(cmd, cwd, timeout):
    """Runs cmd under /usr/bin/time; returns (returncode or None on time-out, stderr,
    cpu seconds, peak KB, wall seconds). A child's peak memory as the kernel counts it
    starts at its parent's when it execs, so the compile is not started from this
    (large) Python process but from time(1), which reports its own child's figures.
    The CPU time is read from wait4(2) on time(1), whose usage includes the compile's
    to the microsecond: time(1) prints it to 10 ms, too coarse for the ratio of a
    0.02 s compile (cut from 0.029 s) to one ten times larger."""
    start = time.monotonic()
    with tempfile.NamedTemporaryFile(mode="r") as figures, tempfile.TemporaryFile() as err:
        timed = [TIME, "-f", "%U %S %M", "-o", figures.name] + cmd
        p = subprocess.Popen(timed, stdout=subprocess.DEVNULL, stderr=err, cwd=cwd, start_new_session=True)
        usage = None
        deadline = start + timeout
        while True:
            pid, status, ru = os.wait4(p.pid, os.WNOHANG)
            if pid == p.pid:
                rc, usage = os.waitstatus_to_exitcode(status), ru
                p.returncode = rc
                break
            if time.monotonic() > deadline:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
                rc = None
                break
            time.sleep(0.002)
        err.seek(0)
        text = err.read()
        # time(1) says "Command terminated by signal N" first when the compile was killed.
        words = figures.read().split()
    if rc is not None and b"Command terminated by signal" in text:
        rc = -int(text.split(b"Command terminated by signal")[1].split()[0])
    elif rc is not None and rc != 0 and b"Command exited with non-zero status" in text:
        text = text.replace(b"Command exited with non-zero status", b"")
    try:
        user, system, kb = float(words[-3]), float(words[-2]), int(words[-1])
    except (IndexError, ValueError):
        user, system, kb = 0.0, 0.0, 0
    if usage is not None:
        user, system = usage.ru_utime, usage.ru_stime
    return rc, text, user + system, kb, time.monotonic() - start


def measure(ptxc, work, name, n, timeout, repeat=1):
    src, headers = GENERATORS[name](n)
    folder = work / f"{name}-{n}"
    folder.mkdir(parents=True, exist_ok=True)
    for h, text in headers.items():
        (folder / h).write_text(text)
    cu = folder / "input.cu"
    cu.write_text(src)
    cmd = [str(ptxc), "-arch=sm_80", str(cu), "-o", str(folder / "out.ptx")]
    rc, err, cpu, kb, wall = run_measured(cmd, folder, timeout)
    # The least CPU time of the runs: other work on the machine only adds to it.
    for _ in range(repeat - 1):
        if rc != 0:
            break
        cpu = min(cpu, run_measured(cmd, folder, timeout)[2])
    text = err.decode(errors="replace")
    if rc is None:
        status = "time-out"
    elif rc < 0:
        status = f"signal {-rc}"
    elif "panicked" in text or "internal compiler error" in text:
        status = "panic"
    else:
        status = f"exit {rc}"
    first = next((line for line in text.splitlines() if line.startswith("error")), "")
    return {
        "n": n,
        "status": status,
        "cpu": round(cpu, 3),
        "wall": round(wall, 3),
        "peak_kb": kb,
        "source_bytes": len(src) + sum(len(t) for t in headers.values()),
        "error": first,
    }


def judge(dim, within, past):
    """The failures of one dimension's rows."""
    name = dim[0]
    failures = []
    for row in within:
        if row["status"] != "exit 0":
            failures.append(f"{name} n={row['n']}: {row['status']} {row['error']}".rstrip())
    for row in past:
        if row["status"] != "exit 1" or not row["error"]:
            failures.append(f"{name} n={row['n']} (past the limit): {row['status']}, expected a diagnostic and exit 1")
    for a, b in zip(within, within[1:]):
        if b["n"] != a["n"] * 10 or a["status"] != "exit 0" or b["status"] != "exit 0":
            continue
        if b["cpu"] > NOISE_SECONDS and b["cpu"] > MAX_GROWTH * max(a["cpu"], 0.001):
            failures.append(f"{name}: time grew {b['cpu'] / max(a['cpu'], 0.001):.1f}x from n={a['n']} to {b['n']}")
        if b["peak_kb"] > NOISE_KB and b["peak_kb"] > MAX_GROWTH * a["peak_kb"]:
            failures.append(f"{name}: memory grew {b['peak_kb'] / a['peak_kb']:.1f}x from n={a['n']} to {b['n']}")
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="the fast subset (scripts/test.sh)")
    ap.add_argument("--only", help="comma-separated dimension names")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per compile")
    ap.add_argument("--ptxc", default=str(TARGET / "release" / "ptxc"))
    ap.add_argument("--work", help="folder for the generated sources (default: a temporary one)")
    ap.add_argument("--json", help="write every row here")
    ap.add_argument("--repeat", type=int, default=3, help="runs per size (the least CPU time counts)")
    args = ap.parse_args()
    dims = DIMENSIONS
    if args.only:
        wanted = args.only.split(",")
        unknown = set(wanted) - {d[0] for d in DIMENSIONS}
        if unknown:
            sys.exit(f"scale.py: no dimension {sorted(unknown)}")
        dims = [d for d in DIMENSIONS if d[0] in wanted]
    work_dir = tempfile.TemporaryDirectory(prefix="ptxc-scale-") if not args.work else None
    work = pathlib.Path(args.work or work_dir.name)
    results, failures = {}, []
    print(f"{'dimension':<24} {'n':>16} {'status':<9} {'cpu s':>8} {'peak MB':>8}  error")
    for dim in dims:
        name, _, sizes, quick, past_sizes, limit = dim
        repeat = 1 if args.quick else args.repeat
        rows = [measure(args.ptxc, work, name, n, args.timeout, repeat) for n in (quick if args.quick else sizes)]
        past = [measure(args.ptxc, work, name, n, args.timeout) for n in past_sizes]
        for row in rows + past:
            print(
                f"{name:<24} {row['n']:>16} {row['status']:<9} {row['cpu']:>8.3f} "
                f"{row['peak_kb'] / 1024:>8.1f}  {row['error'][:70]}",
                flush=True,
            )
        results[name] = {"limit": limit, "within": rows, "past": past}
        failures += judge(dim, rows, past)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(results, indent=1))
    if failures:
        print("\nscale campaign failures:\n  " + "\n  ".join(failures))
        return 1
    print(f"\nscale campaign: {len(dims)} dimensions, no failure")
    return 0


if __name__ == "__main__":
    sys.exit(main())
