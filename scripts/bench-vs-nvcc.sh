#!/usr/bin/env bash
# Compile speed of ptxc against `nvcc -ptx` and against cicc alone (NVIDIA's
# device front end and optimizer, run on the preprocessed file exactly as
# `nvcc -dryrun` shows nvcc running it), over every .cu file of a directory
# (default tests/kernels), plus an empty file. Per file: the median wall time
# of REPEAT runs of each tool (whole process), and the peak memory of one run
# (/usr/bin/time); then the geometric means of the ratios, ptxc's median and
# its empty-file time: the figures of specs/performance.md (issue 16).
#
# usage: scripts/bench-vs-nvcc.sh [DIR] [--repeat N] [--markdown] [--no-build]
# nvcc from NVCC=/path/to/nvcc, else NVIDIA's wheels, which
# scripts/install-nvcc.sh fetches into .cache/nvcc on first use. Files nvcc
# rejects are left out of the ratios. Not part of the tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=1
for a in "$@"; do [ "$a" = "--no-build" ] && build=0; done
if [ $build = 1 ]; then cargo build -q --release -p ptxc; fi
export PTXC="$root/target/release/ptxc"
if [ -z "${NVCC:-}" ]; then NVCC="$(bash "$root/scripts/install-nvcc.sh")/nvcc"; fi
export NVCC
exec python3 - "$@" <<'PY'
import math, os, re, shlex, statistics, subprocess, sys, tempfile, time

args = [a for a in sys.argv[1:] if a != "--no-build"]
markdown = "--markdown" in args
repeat = 5
if "--repeat" in args:
    repeat = int(args[args.index("--repeat") + 1])
    del args[args.index("--repeat"):args.index("--repeat") + 2]
args = [a for a in args if a != "--markdown"]
directory = args[0] if args else "tests/kernels"
ptxc, nvcc = os.environ["PTXC"], os.environ["NVCC"]
have_nvcc = os.access(nvcc, os.X_OK)
work = tempfile.mkdtemp(prefix="bench-vs-nvcc-")
ARCH = "sm_80"

def run_timed(cmd, env=None, runs=None):
    """Median wall seconds of `runs` (default `repeat`) runs and peak KiB of one, or
    None if it fails."""
    times = []
    for _ in range(runs or repeat):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
        if r.returncode != 0:
            return None
    mem_file = os.path.join(work, "mem")
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", mem_file] + cmd, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(mem_file) as f:
        kib = int(f.read().strip().splitlines()[-1])
    return statistics.median(times), kib

def cicc_command(src, out):
    """cicc's command line and environment as `nvcc -dryrun` prints them; the
    preprocessing step before it is run once here, untimed."""
    dry = subprocess.run([nvcc, "-dryrun", "-ptx", f"-arch={ARCH}", "-O3", "-o", out, src],
                         capture_output=True, text=True).stderr.splitlines()
    env = dict(os.environ)
    cicc = None
    for line in dry:
        if not line.startswith("#$ "):
            continue
        body = line[3:]
        m = re.match(r"^([A-Z_]+)=(.*)$", body)
        if m and m.group(1) in ("CICC_PATH", "NVVMIR_LIBRARY_DIR", "LD_LIBRARY_PATH", "PATH"):
            env[m.group(1)] = m.group(2)
            continue
        words = shlex.split(body)
        if words and words[0] == "gcc":
            if subprocess.run(words, env=env, capture_output=True).returncode != 0:
                return None
        elif words and words[0].endswith("/cicc"):
            words[0] = words[0].replace("$CICC_PATH", env.get("CICC_PATH", ""))
            cicc = words
    return (cicc, env) if cicc else None

files = sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".cu"))
empty = os.path.join(work, "empty.cu")
open(empty, "w").close()
rows = []
for src in [empty] + files:
    name = "(empty file)" if src == empty else os.path.basename(src)[:-3]
    # The empty file's few milliseconds are at the mercy of one slow run: it gets at
    # least 51 runs (a second in all).
    p = run_timed([ptxc, f"-arch={ARCH}", "-O3", "-o", os.path.join(work, "p.ptx"), src],
                  runs=max(repeat, 51) if src == empty else None)
    n = c = None
    if have_nvcc:
        n = run_timed([nvcc, "-ptx", f"-arch={ARCH}", "-O3", "-o", os.path.join(work, "n.ptx"), src])
        cc = cicc_command(src, os.path.join(work, "c.ptx"))
        if cc:
            c = run_timed(cc[0], env=cc[1])
    rows.append((name, p, n, c))
    print(f"{name}: ptxc {p and round(p[0]*1e3, 1)} ms, nvcc {n and round(n[0]*1e3, 1)} ms, "
          f"cicc {c and round(c[0]*1e3, 1)} ms", file=sys.stderr)

def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")

ms = lambda r: f"{r[0]*1e3:.1f}" if r else "-"
kib = lambda r: f"{r[1]/1024:.1f}" if r else "-"
ratio = lambda a, b: f"{a[0]/b[0]:.4f}" if a and b else "-"
sep = " | " if markdown else "  "
head = ["file", "ptxc ms", "nvcc -ptx ms", "cicc ms", "ptxc/nvcc", "ptxc/cicc",
        "ptxc MiB", "nvcc MiB", "cicc MiB"]
if markdown:
    print("| " + " | ".join(head) + " |")
    print("| --- |" + " ---: |" * (len(head) - 1))
else:
    print(sep.join(head))
for name, p, n, c in rows:
    cells = [name, ms(p), ms(n), ms(c), ratio(p, n), ratio(p, c), kib(p), kib(n), kib(c)]
    print(("| " + " | ".join(cells) + " |") if markdown else sep.join(cells))

kernels = [r for r in rows if r[0] != "(empty file)" and r[1]]
both_n = [(p, n) for _, p, n, _ in kernels if n]
both_c = [(p, c) for _, p, _, c in kernels if c]
print()
print(f"{len(kernels)} files, {repeat} runs each (the empty file {max(repeat, 51)}), median wall time per run, {ARCH} -O3")
print(f"ptxc: empty file {rows[0][1][0]*1e3:.1f} ms, median over the files "
      f"{statistics.median(p[0] for _, p, _, _ in kernels)*1e3:.1f} ms, peak memory median "
      f"{statistics.median(p[1] for _, p, _, _ in kernels)/1024:.1f} MiB")
if both_n:
    print(f"geometric mean ptxc/nvcc -ptx: {geomean([p[0]/n[0] for p, n in both_n]):.4f} "
          f"(1/{1/geomean([p[0]/n[0] for p, n in both_n]):.0f}) over {len(both_n)} files")
if both_c:
    g = geomean([p[0]/c[0] for p, c in both_c])
    m = geomean([p[1]/c[1] for p, c in both_c])
    print(f"geometric mean ptxc/cicc: {g:.4f} (1/{1/g:.0f}); peak memory ptxc/cicc {m:.3f} over {len(both_c)} files")
if not have_nvcc:
    print(f"nvcc not found at {nvcc} (set NVCC or run scripts/install-nvcc.sh)")
PY
