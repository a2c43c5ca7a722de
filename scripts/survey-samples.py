#!/usr/bin/env python3
"""Builds NVIDIA's cuda-samples with nvcc (`-cudart shared`) and runs each on ptxsim's
CUDA runtime three ways: with nvcc's PTX (the program's own fatbinary), with ptxc's
PTX at -O3 and at -O0 (PTXSIM_PTX); prints how many build, run and pass, the
thread-instructions ptxc's PTX executes against nvcc's, and every failure's cause.

The samples come from a cuda-samples checkout fetched by hand (never copied into the
project); which ones, their arguments and why others are skipped are in
scripts/programs/cuda-samples.tsv. Not part of the tests (specs/samples.md).

    scripts/survey-samples.py CHECKOUT [--work DIR] [--jobs 2] [--timeout 120]
                              [--only REGEX] [--rebuild] [--list] [--lib DIR]

CHECKOUT holds Samples/ and Common/. Each sample is built as its CMakeLists builds it,
but directly and as whole-program code (no -rdc: the runtime does not register linked
binaries): every .cu/.cpp/.c of its folder (or of its src/), with Common/, its folder
and its inc/ on the include path. Driver-API samples that load a kernel file get it
built by `nvcc -fatbin` or `-ptx` (nvcc's run) or as ptxc's PTX (ptxc's runs) under the name the
TSV gives. Each run happens in the sample's own work folder (its data/ linked there),
with a limit of processor time (--timeout), PTXSIM_STATS recording the thread-instructions of every launch and
PTXSIM_THREADS=1 (--jobs samples run at once). A run passes when it exits 0 and prints
the sample's own success line and no failure line; ptxc's runs must also print what
nvcc's run printed, lines about time or speed removed.
"""
import argparse
import json
import math
import os
import re
import resource
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import ROOT, tool  # noqa: E402

TABLE = os.path.join(ROOT, "scripts/programs/cuda-samples.tsv")
PASS = re.compile(r"\bPASS(ED)?\b|[Tt]est passed|\bPassed\b|[Tt]est [Pp]assed|returned OK|Test Successful|^Success$",
                  re.M)
FAIL = re.compile(r"\bFAIL(ED|URE|S)?\b|[Tt]est failed|\bWAIVED\b|[Mm]ismatch|ERROR")
# Lines whose numbers are times, rates or hardware clocks: never compared.
TIMING = re.compile(
    r"\b(ms|msec|msecs|sec|secs|seconds|usec|us|ns|GB/s|MB/s|GFlop/s|Gflop/s|GFLOP/s|TFLOPS|"
    r"GFLOPS|Mops|MOPS|MSamples/s|Gsamples/s|Mpixels/sec)\b|[Tt]ime|[Tt]hroughput|[Bb]andwidth|"
    r"[Pp]erformance|[Ee]lapsed|[Ss]peedup|[Cc]lock|[Ff]ps\b|per second|/sec\b")
# Where in the PTX a kernel fault happened: differs between compilers' PTX.
FAULT_DETAIL = re.compile(r"\s+(PTX line|address): ")
UNSUPPORTED = re.compile(r"ptxsim: (\w+) is not supported")


def read_table(path):
    """The TSV's rows: sample folder, arguments, note, extra flags (the last three may
    be empty or missing; `#` starts a comment line)."""
    rows = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t") + ["", "", ""]
            rows.append({"sample": cols[0].strip(), "args": cols[1].strip(),
                         "note": cols[2].strip(), "flags": cols[3].strip()})
    return rows


def sources(folder):
    """The sample's translation units: its folder's (or its src/'s) .cu, .cpp and .c files."""
    where = os.path.join(folder, "src") if os.path.isdir(os.path.join(folder, "src")) else folder
    return sorted(os.path.join(where, f) for f in os.listdir(where)
                  if f.endswith((".cu", ".cpp", ".c")))


def parse_flags(text):
    """The TSV's flags column: compiler flags (-D...), `skip=FILE` (a source not to
    build), `pass=REGEX` (the sample's own success line, when not one of PASS's),
    `pass=exit` (the sample checks its results and says so only by its exit status),
    `check=none` (the sample checks nothing: counted apart, its output still compared),
    `vary=REGEX` (lines that differ from run to run, e.g. from a time-seeded rand(): not
    compared), `kernel=KERNEL.cu>NAME` (a driver-API kernel file: nvcc -ptx when NAME ends in
    .ptx, else -fatbin), `lib=X` (link -lX; libcuda.so is the runtime's driver library), `nvcc=FLAG` (a flag for nvcc
    only, e.g. -Xcompiler=-fopenmp), `file=X` (a file of the sample's folder it opens at run
    time from its working folder: linked there; `file=include:X` the toolkit's include/X), `nvrtc` (the sample compiles its kernel file
    with NVRTC at run time: NVIDIA's NVRTC in nvcc's run, ptxc's in ptxc's runs)."""
    out = {"cflags": [], "skip": [], "kernels": [], "libs": [], "pass": None, "vary": None,
           "files": [], "nvrtc": False}
    for word in text.split():
        if word.startswith("skip="):
            out["skip"].append(word[5:])
        elif word.startswith("file="):
            out["files"].append(word[5:])
        elif word == "nvrtc":
            out["nvrtc"] = True
            out["libs"].append("-lnvrtc")
        elif word.startswith("kernel="):
            src, name = word[7:].split(">")
            out["kernels"].append((src, name))
        elif word.startswith("vary="):
            out["vary"] = re.compile(word[5:])
        elif word in ("pass=exit", "check=none"):
            out["pass"] = word  # the exit status is the verdict (or there is none)
        elif word.startswith("pass="):
            out["pass"] = re.compile(word[5:], re.M)
        elif word.startswith("lib="):
            out["libs"].append("-l" + word[4:])
        elif word.startswith("nvcc="):
            out["libs"].append(word[5:])
        else:
            out["cflags"].append(word)
    return out


def run(cmd, cwd, env=None, timeout=300, cpu=None):
    """(exit code, stdout, stderr, wall seconds); exit code None past `timeout` s, or past
    `cpu` seconds of processor time (RLIMIT_CPU: a limit that does not depend on how many
    other programs share the machine)."""
    start = time.monotonic()
    limit = None
    if cpu:
        def limit():
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 10))
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, timeout=timeout,
                           preexec_fn=limit)
        if cpu and p.returncode == -signal.SIGXCPU:
            return None, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"), \
                time.monotonic() - start
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"), \
            time.monotonic() - start
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace")
        err = (e.stderr or b"").decode(errors="replace")
        return None, out, err, timeout


def first_error(text):
    for line in text.splitlines():
        if "error" in line.lower():
            return line.strip()[:200]
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip()[:200] if lines else "(no message)"


def comparable(text, vary=None):
    """The output with timing lines (and those matching `vary`) removed, long hexadecimal
    numbers (addresses) blanked."""
    lines = []
    for line in text.splitlines():
        if TIMING.search(line) or (vary and vary.search(line)) or FAULT_DETAIL.match(line):
            continue
        lines.append(re.sub(r"0x[0-9a-fA-F]{6,}", "0x?", line.rstrip()))
    return "\n".join(lines)


def build(args, row, folder, work):
    """Builds the sample into work/prog (and its kernel files); returns None or the error."""
    flags = parse_flags(row["flags"])
    srcs = [s for s in sources(folder) if os.path.basename(s) not in flags["skip"]]
    srcs = [s for s in srcs if os.path.basename(s) not in {k for k, _ in flags["kernels"]}]
    row["sources"] = srcs
    row["cflags"] = includes(args, folder) + flags["cflags"] + ["-std=c++17"]
    if flags["nvrtc"]:
        row["cflags"].append("-I" + os.path.join(args.nvrtc, "include"))  # nvrtc.h
    prog = os.path.join(work, "prog")
    newest = max(os.path.getmtime(s) for s in sources(folder))
    if not args.rebuild and os.path.exists(prog) and os.path.getmtime(prog) > newest:
        return None
    cmd = [args.nvcc, "-cudart", "shared", "-L", args.nvcc_lib, "-gencode",
           "arch=compute_80,code=compute_80", "-O3", *row["cflags"], "-o", prog, *srcs,
           *flags["libs"]]
    code, out, err, _ = run(cmd, work, timeout=900)
    if code != 0:
        return first_error(out + err)
    for src, name in flags["kernels"]:
        kind = "-ptx" if name.endswith(".ptx") else "-fatbin"
        cmd = [args.nvcc, kind, "-gencode", "arch=compute_80,code=compute_80", "-O3",
               *row["cflags"], "-o", os.path.join(work, name + ".nvcc"), os.path.join(folder, src)]
        code, out, err, _ = run(cmd, work, timeout=900)
        if code != 0:
            return "kernel file: " + first_error(out + err)
    return None


def includes(args, folder):
    flags = ["-I" + os.path.join(args.checkout, "Common"), "-I" + folder, "-I" + args.shim]
    if os.path.isdir(os.path.join(folder, "inc")):
        flags.append("-I" + os.path.join(folder, "inc"))
    return flags


def ptxc_modules(args, row, folder, work, level):
    """ptxc's PTX of each .cu file at -O{level}: (PTXSIM_PTX value, error or None)."""
    flags = parse_flags(row["flags"])
    mods = []
    for src in row["sources"]:
        if not src.endswith(".cu"):
            continue
        out = os.path.join(work, os.path.basename(src) + f".O{level}.ptx")
        code, o, e, _ = run([args.ptxc, "-arch=sm_80", f"-O{level}", *row["cflags"], "-o", out, src],
                            work, env=args.ptxc_env, timeout=600)
        if code != 0:
            return None, f"ptxc -O{level} {os.path.basename(src)}: " + first_error(o + e)
        mods.append(out)
    for src, name in flags["kernels"]:
        out = os.path.join(work, name + f".O{level}")
        code, o, e, _ = run([args.ptxc, "-arch=sm_80", f"-O{level}", *row["cflags"], "-o", out,
                             os.path.join(folder, src)], work, env=args.ptxc_env, timeout=600)
        if code != 0:
            return None, f"ptxc -O{level} {src}: " + first_error(o + e)
        with open(out, "ab") as f:
            f.write(b"\0")  # a loader reading the file as a C string finds its end
    return ":".join(mods), None


def run_once(args, row, folder, work, tag, ptx):
    """One run of the sample: a dict of its verdict, output and thread-instructions."""
    flags = parse_flags(row["flags"])
    for _, name in flags["kernels"]:
        target = os.path.join(work, name + (".nvcc" if tag == "nvcc" else "." + tag))
        link = os.path.join(work, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(target, link)
    stats = os.path.join(work, f"stats.{tag}")
    if os.path.exists(stats):
        os.remove(stats)
    env = dict(os.environ, LD_LIBRARY_PATH=args.lib, PTXSIM_STATS=stats, PTXSIM_THREADS="1")
    env.pop("PTXSIM_PTX", None)
    if flags["nvrtc"] and tag == "nvcc":
        # NVIDIA's NVRTC, its cubin (SASS for the sm_80 the sample asks) replaced by its PTX.
        env["LD_LIBRARY_PATH"] += ":" + os.path.join(args.nvrtc, "lib")
        env["LD_PRELOAD"] = args.cubin_is_ptx
    elif flags["nvrtc"]:
        env["LD_LIBRARY_PATH"] += ":" + args.ptxc_nvrtc
        env["PTXC_NVRTC_OPT"] = tag[1:]
    if ptx:
        env["PTXSIM_PTX"] = ptx
    cmd = [os.path.join(work, "prog"), *row["args"].split()]
    code, out, err, wall = run(cmd, work, env, args.timeout * 10, cpu=args.timeout)
    with open(os.path.join(work, f"out.{tag}"), "w") as f:
        f.write(out + "\n--- stderr\n" + err)
    insts, launches = 0, 0
    if os.path.exists(stats):
        with open(stats) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 2 and parts[1].isdigit():
                    insts += int(parts[1])
                    launches += 1
    text = out + err
    success = flags["pass"] if not isinstance(flags["pass"], str) and flags["pass"] else PASS
    if isinstance(flags["pass"], str):
        success = re.compile("")
    passed = code == 0 and success.search(text) is not None and FAIL.search(text) is None
    result = {"code": code, "passed": passed, "insts": insts, "launches": launches,
              "wall": round(wall, 2), "output": comparable(out + "\n" + err, flags["vary"]),
              "unsupported": sorted(set(UNSUPPORTED.findall(err))),
              "notes": [l for l in err.splitlines() if l.startswith("ptxsim:")][:5]}
    if not passed:
        result["why"] = "timeout" if code is None else first_error(err + out) if code else \
            "no success line" if not success.search(text) else "failure line: " + \
            FAIL.search(text).group(0)
    return result


def survey(args, row):
    folder = os.path.join(args.checkout, "Samples", row["sample"])
    result = {"sample": row["sample"], "note": row["note"],
              "checked": "check=none" not in row["flags"].split()}
    if row["note"].startswith("needs ") or (parse_flags(row["flags"])["nvrtc"] and not args.nvrtc):
        result["status"] = "skipped"
        result["note"] = row["note"] or "needs NVIDIA's NVRTC for nvcc's run (--nvrtc)"
        return result
    work = os.path.join(args.work, row["sample"].replace("/", "__"))
    os.makedirs(work, exist_ok=True)
    for name in parse_flags(row["flags"])["files"]:
        # `include:X` is the toolkit's include/X (a header the sample looks for beside it).
        toolkit = os.path.join(os.path.dirname(os.path.dirname(args.nvcc)), "include")
        target = os.path.join(toolkit, name[8:]) if name.startswith("include:") else os.path.join(folder, name)
        if not os.path.lexists(os.path.join(work, os.path.basename(target))):
            os.symlink(target, os.path.join(work, os.path.basename(target)))
    data = os.path.join(folder, "data")
    if os.path.isdir(data) and not os.path.lexists(os.path.join(work, "data")):
        os.symlink(data, os.path.join(work, "data"))
    err = build(args, row, folder, work)
    if err:
        result.update(status="build", why=err)
        return result
    result["status"] = "built"
    result["nvcc"] = run_once(args, row, folder, work, "nvcc", None)
    for level in (3, 0):
        if args.nvcc_only or not result["nvcc"]["passed"]:
            result[f"O{level}"] = {"passed": False, "why": "not run", "insts": 0, "unsupported": []}
            continue
        ptx, err = ptxc_modules(args, row, folder, work, level)
        if err:
            result[f"O{level}"] = {"passed": False, "why": err, "insts": 0, "unsupported": []}
            continue
        r = run_once(args, row, folder, work, f"O{level}", ptx)
        if r["passed"] and result["nvcc"]["passed"] and r["output"] != result["nvcc"]["output"]:
            r["passed"] = False
            r["why"] = "output differs from nvcc's run: " + first_difference(
                result["nvcc"]["output"], r["output"])
        result[f"O{level}"] = r
    sys.stderr.write(f"{row['sample']}: nvcc {verdict(result['nvcc'])} O3 {verdict(result['O3'])} "
                     f"O0 {verdict(result['O0'])}\n")
    return result


def first_difference(a, b):
    for x, y in zip(a.splitlines() + [""] * 9999, b.splitlines()):
        if x != y:
            return f"{x.strip()[:80]!r} vs {y.strip()[:80]!r}"
    return "(lengths differ)"


def verdict(r):
    return "pass" if r.get("passed") else "FAIL(" + r.get("why", "?")[:100] + ")"


def summary(results):
    rows = [r for r in results if r["status"] != "skipped"]
    built = [r for r in rows if r["status"] == "built"]
    ran = [r for r in built if r["nvcc"]["code"] is not None and r["nvcc"]["launches"]]
    nv = [r for r in built if r["nvcc"]["passed"]]
    both = [r for r in nv if r["O3"]["passed"] and r["O0"]["passed"]]
    print(f"samples listed: {len(results)}; skipped: {len(results) - len(rows)}; attempted: {len(rows)}")
    print(f"built: {len(built)}")
    print(f"ran with nvcc's PTX (finished, launched kernels): {len(ran)}")
    checked = [r for r in nv if r["checked"]]
    print(f"passed with nvcc's PTX: {len(nv)} ({len(checked)} self-checking, "
          f"{len(nv) - len(checked)} checking nothing, exit 0)")
    print(f"passed with ptxc -O3: {sum(r['O3']['passed'] for r in nv)}, -O0: "
          f"{sum(r['O0']['passed'] for r in nv)}; both, with nvcc's output: {len(both)} "
          f"({sum(r['checked'] for r in both)} self-checking)")
    ratios = [(r["O3"]["insts"] / r["nvcc"]["insts"], r) for r in both if r["nvcc"]["insts"] and r["O3"]["insts"]]
    if ratios:
        gm = math.exp(sum(math.log(x) for x, _ in ratios) / len(ratios))
        gm0 = [r["O0"]["insts"] / r["nvcc"]["insts"] for _, r in ratios if r["O0"]["insts"]]
        gm0 = math.exp(sum(math.log(x) for x in gm0) / len(gm0)) if gm0 else 0
        print(f"thread-instructions ptxc/nvcc over {len(ratios)} samples: geometric mean "
              f"{gm:.3f} at -O3 ({gm0:.3f} at -O0)")
        print("ten worst at -O3 (ratio, ptxc, nvcc, sample):")
        for x, r in sorted(ratios, key=lambda t: -t[0])[:10]:
            print(f"  {x:6.3f} {r['O3']['insts']:>14} {r['nvcc']['insts']:>14} {r['sample']}")
    gaps = {}
    for r in built:
        for run_ in (r["nvcc"], r["O3"], r["O0"]):
            for name in run_.get("unsupported", []):
                gaps.setdefault(name, set()).add(r["sample"])
    if gaps:
        print("runtime functions the samples call that answer cudaErrorNotSupported (samples):")
        for name, samples in sorted(gaps.items(), key=lambda kv: -len(kv[1])):
            print(f"  {len(samples):3} {name}: {' '.join(sorted(os.path.basename(s) for s in samples))}")
    print("failures:")
    for r in rows:
        if r["status"] == "build":
            print(f"  build   {r['sample']}: {r['why']}")
        elif not r["nvcc"]["passed"]:
            print(f"  nvcc    {r['sample']}: {r['nvcc']['why']}")
        else:
            for level in ("O3", "O0"):
                if not r[level]["passed"]:
                    print(f"  ptxc {level} {r['sample']}: {r[level]['why']}")
    print("skipped:")
    for r in results:
        if r["status"] == "skipped":
            print(f"  {r['sample']}: {r['note']}")


CUBIN_IS_PTX = """#include <dlfcn.h>
#include <stddef.h>
typedef int (*get_fn)(void *, void *);
static int forward(const char *name, void *prog, void *out) {
  return ((get_fn)dlsym(RTLD_NEXT, name))(prog, out);
}
int nvrtcGetCUBINSize(void *prog, size_t *size) { return forward("nvrtcGetPTXSize", prog, size); }
int nvrtcGetCUBIN(void *prog, char *cubin) { return forward("nvrtcGetPTX", prog, cubin); }
"""


def nvrtc_setup(args):
    """Links for the NVRTC samples: nvcc links them against ptxc's libnvrtc
    (target/release/libnvrtc.so, whose symbols carry no version, so either library
    serves the program without the loader's warning); ptxc's runs find it as
    libnvrtc.so.13, nvcc's runs NVIDIA's, with a library preloaded whose nvrtcGetCUBIN
    hands out NVIDIA's PTX, which ptxsim's driver loads (the sample asks for the device's
    sm_80, for which NVIDIA's cubin is machine code)."""
    args.nvrtc = os.path.abspath(args.nvrtc)
    ours = os.path.join(ROOT, "target/release/libnvrtc.so")
    link = os.path.join(args.nvcc_lib, "libnvrtc.so")
    if not os.path.lexists(link):
        os.symlink(ours, link)
    args.ptxc_nvrtc = os.path.join(args.work, "ptxc-nvrtc")
    os.makedirs(args.ptxc_nvrtc, exist_ok=True)
    link = os.path.join(args.ptxc_nvrtc, "libnvrtc.so.13")
    if not os.path.lexists(link):
        os.symlink(ours, link)
    src = os.path.join(args.work, "cubin_is_ptx.c")
    with open(src, "w") as f:
        f.write(CUBIN_IS_PTX)
    args.cubin_is_ptx = os.path.join(args.work, "cubin_is_ptx.so")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", args.cubin_is_ptx, src, "-ldl"], check=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkout")
    ap.add_argument("--work", default="/tmp/survey-samples")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=120,
                    help="seconds of processor time a run may take (and ten times that in wall time)")
    ap.add_argument("--only", help="only samples whose folder matches this regex")
    ap.add_argument("--rebuild", action="store_true")
    ap.add_argument("--nvcc-only", action="store_true", help="only the runs with nvcc's PTX")
    ap.add_argument("--list", action="store_true", help="print every sample's three verdicts")
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--lib", help="folder with libcudart.so.13 and libcuda.so.1 linked to the runtime "
                    "(default: links made in WORK to target/release/libcudart.so)")
    ap.add_argument("--table", default=TABLE)
    ap.add_argument("--nvrtc", help="NVIDIA's NVRTC for the NVRTC samples' nvcc runs: the nvidia-cuda-nvrtc "
                    "wheel's nvidia/cu13 folder (include/nvrtc.h, lib/libnvrtc.so.13); without it they are skipped")
    ap.add_argument("--json", help="write every result here")
    args = ap.parse_args()
    args.checkout = os.path.abspath(args.checkout)
    args.work = os.path.abspath(args.work)
    args.nvcc = tool("nvcc", "NVCC")
    if not args.nvcc:
        sys.exit("survey-samples: no nvcc (scripts/install-toolkit.sh)")
    if not args.lib:
        built = os.path.join(ROOT, "target/release/libcudart.so")
        if not os.path.exists(built):
            sys.exit("survey-samples: no runtime (cargo build --release -p ptxsim-runtime, or --lib)")
        args.lib = os.path.join(args.work, "runtime-lib")
        os.makedirs(args.lib, exist_ok=True)
        for name in ("libcudart.so.13", "libcuda.so.1"):
            if not os.path.lexists(os.path.join(args.lib, name)):
                os.symlink(built, os.path.join(args.lib, name))
    if not os.path.isdir(args.lib):
        sys.exit(f"survey-samples: no runtime library folder {args.lib} (--lib)")
    # nvcc links against NVIDIA's libcudart.so, which the wheel ships as .so.13 only.
    args.lib = os.path.abspath(args.lib)
    args.nvcc_lib = os.path.join(args.work, "nvcc-lib")
    os.makedirs(args.nvcc_lib, exist_ok=True)
    link = os.path.join(args.nvcc_lib, "libcudart.so")
    if not os.path.lexists(link):
        os.symlink(os.path.join(os.path.dirname(os.path.dirname(args.nvcc)), "lib/libcudart.so.13"), link)
    link = os.path.join(args.nvcc_lib, "libcuda.so")  # the driver API: ours is all there is
    if not os.path.lexists(link):
        os.symlink(os.path.join(args.lib, "libcuda.so.1"), link)
    if args.nvrtc:
        nvrtc_setup(args)
    # The toolkit wheels lack cuda_profiler_api.h, which two samples include for
    # cudaProfilerStart/Stop (the runtime exports both): its two declarations.
    args.shim = os.path.join(args.work, "shim")
    os.makedirs(args.shim, exist_ok=True)
    with open(os.path.join(args.shim, "cuda_profiler_api.h"), "w") as f:
        f.write("#pragma once\n#include <cuda_runtime_api.h>\nextern \"C\" cudaError_t cudaProfilerStart(void);\n"
                "extern \"C\" cudaError_t cudaProfilerStop(void);\n")
    # ptxc reads the toolkit's CCCL (<cuda/barrier>, Thrust) and device libraries
    # (<curand_kernel.h>) as nvcc does when it finds the toolkit: CUDA_HOME names it.
    args.ptxc_env = dict(os.environ, CUDA_HOME=os.path.dirname(os.path.dirname(args.nvcc)))
    rows = read_table(args.table)
    if args.only:
        rows = [r for r in rows if re.search(args.only, r["sample"])]
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda r: survey(args, r), rows))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.list:
        for r in results:
            if r["status"] == "built":
                print(f"{r['sample']}: nvcc {verdict(r['nvcc'])} O3 {verdict(r['O3'])} O0 {verdict(r['O0'])}")
    summary(results)


if __name__ == "__main__":
    main()
