#!/usr/bin/env python3
"""Builds whole public CUDA programs (HeCBench's `src/<name>-cuda`) as their Makefiles
do, with nvcc and `-cudart shared`, and runs each one three ways on the CUDA runtime
library on ptxsim (issue 72 item 6): with nvcc's PTX from the program's own fatbinary,
with ptxc's PTX at -O3, and with ptxc's PTX at -O0. It records each run's exit code,
the program's own verdict (PASS/FAIL lines), its output with timing lines removed, the
thread-instructions the runtime executed and the wall time, and prints how often
ptxc's PTX gives the same checked output as nvcc's and the ptxc/nvcc ratio of
executed thread-instructions.

    scripts/survey-programs.py CORPUS TOOLKIT OUT --runtime DIR [--ptxc PATH]
        [--programs FILE] [--jobs 2] [--timeout 300] [--modes nvcc,O3,O0]
        [--build-only | --ptxc-only] [--list] [NAME-REGEX ...]

CORPUS is a HeCBench checkout (the folder holding `src/`; never copied into the
project), TOOLKIT the CUDA toolkit root scripts/install-toolkit.sh prints, OUT a scratch
folder (results and caches are kept there between runs), DIR the folder holding the
runtime's `libcudart.so.13` (put first on LD_LIBRARY_PATH for every run). NAME-REGEX
arguments select programs by name (re.search); without them every program of the data
file is surveyed. Results of earlier runs in OUT/results.json are kept for programs not
selected, so the summary covers everything measured so far.

The data file (--programs, default scripts/programs/hecbench.tsv) has one line per
program, tab-separated: the program's name (its folder `src/<name>`), its command-line
arguments (shell words, run in the program's folder as its Makefile's `run` target
does; empty for none) and a note saying what the arguments mean. A note starting with
`needs ` (`needs mpi`, `needs data FILE`) marks a program that needs a library or input
data this survey does not have: it is built (so the build is still checked) but not
run. `#` starts a comment line.

Building: OUT/tree/src is a tree of symbolic links to CORPUS/src (so the corpus stays
clean and `../include`, `../data` references resolve), in which `make -B` runs in the
program's folder with an `nvcc` of ours first on PATH (also as CUDA_HOME/bin/nvcc). That
wrapper (this script with --nvcc-wrapper) replaces every -arch/-gencode/-code with
`-gencode arch=compute_80,code=compute_80`, links with `-cudart shared -L LIB` (LIB holds a
`libcudart.so` link to the toolkit's `libcudart.so.13`, the only name NVIDIA's wheel
ships) and logs each command, so the ptxc step compiles every CUDA source (`.cu`, or any
source under `-x cu`) with the same -D/-I/-std/... flags (KEPT_FLAGS) as
`ptxc -arch=sm_80 -O3|-O0 FLAGS -o X.ptx FILE` (with CUDA_HOME=TOOLKIT, where ptxc finds
CCCL as nvcc does). A build is kept and not redone while the
hash of the program's folder, its Makefile and this script's build recipe are unchanged.
A build that fails for want of a library (`cannot find -lcublas`, a missing header) is
recorded as `needs <lib>`.

Running: in the program's folder, `LD_LIBRARY_PATH=DIR PTXSIM_STATS=FILE ./prog ARGS`,
and for ptxc's PTX also `PTXSIM_PTX=/abs/a.ptx:/abs/b.ptx` (the runtime then takes the
kernels from these modules, matched by mangled name, instead of the fatbinary's PTX).
The runtime appends `mangled_name<TAB>thread_instructions` to FILE per kernel launch.

A run "ran to completion" when it exited with status 0 within --timeout. Its verdict is
FAIL when any line matches FAIL_LINE, else PASS when a line matches PASS_LINE, else
none. Its checked output is its exit code, its verdict and its stdout with the lines
TIMING_LINES match removed; ptxc's run gives "the same checked output" when all three
equal nvcc's run's.

Output: OUT/results.json (one record per program), OUT/results.tsv (one line per
program: build, then per mode exit/verdict/thread-instructions/seconds/same-as-nvcc),
OUT/runs/<name>.<mode>.{out,err,stats} and OUT/builds/<name>/ (build log, nvcc command
log); and a summary on stdout.
"""
import argparse
import fcntl
import hashlib
import json
import math
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.abspath(__file__)
# Changes whenever the way a program is built changes (invalidates the build cache).
BUILD_RECIPE = "1: make -B, nvcc wrapper, -gencode arch=compute_80,code=compute_80, -cudart shared"
GENCODE = ["-gencode", "arch=compute_80,code=compute_80"]

# Lines of a program's stdout that depend on timing, removed before outputs are compared:
# (pattern, what it catches). Matched with re.search, case-insensitively.
TIMING_LINES = [
    (r"\btime\b|\btimes?:|\btiming|\belapsed|\bduration|\blatency", "the words time, timing, elapsed, duration, latency"),
    (r"\d\s*\(?(ms|msec|msecs|us|usec|usecs|µs|ns|nsec|s|sec|secs|second|seconds|min|minutes)\)?\b",
     "a number followed by a unit of time (12.5 ms, 3 s, 10 us)"),
    (r"\((ms|us|s|sec|seconds)\)|\[(ms|us|s|sec)\]", "a unit of time in brackets: Total (ms) 12"),
    (r"[GMKT]i?B/s|[GMKT]?FLOP|[GMT]OPS|flops|bandwidth|throughput", "rates: GB/s, GFLOPS, GOPS, bandwidth"),
    (r"/\s*(s|sec|second)\b|per second|\bper (ns|us|ms)\b|\bM?keys/|\bupdates/",
     "other rates: items/s, per second, updates per ns"),
    (r"\bspeedup\b|\bperformance\b|\bperf\b", "speedup and performance lines"),
    (r"\bclocks\s*[:=]|\bexecution efficiency\b", "clock() counts and the efficiency figured from them"),
    (r"\bapproximate memory usage\b", "the process's peak resident memory (getrusage: the emulator's own)"),
    (r"\b\d{1,2}:\d{2}:\d{2}\b", "a time of day (a timestamp)"),
]
TIMING = re.compile("|".join(f"(?:{p})" for p, _ in TIMING_LINES), re.I)
# A program's own verdict, from what HeCBench prints: "PASS"/"FAIL" (about 550 of its
# printf strings), "test PASSED"/"test FAILED: wrong result", "Result = PASS",
# "Test result: SUCCESS"/"FAILURE", "Mismatch at index ...". FAIL wins over PASS.
FAIL_LINE = re.compile(r"\bFAIL(ED|URE|S)?\b|Result\s*=\s*FAIL|\bmismatch|\bincorrect\b|\bnot (pass|correct|match)", re.I)
PASS_LINE = re.compile(r"\bPASS(ED|ES)?\b|Result\s*=\s*PASS|result:\s*SUCCESS|^\s*(SUCCESS|Success)\s*$")

# nvcc flags that change what the device code is, kept for ptxc (with their value when
# they take one as the next word). Everything else (host compiler options, -o, -c,
# libraries, architectures, -O) is left out; ptxc gets -arch=sm_80 and its own -O.
KEPT_FLAGS_WITH_VALUE = {"-D", "-U", "-I", "-isystem", "-include", "--pre-include", "--include-path",
                         "--define-macro", "-x", "-std", "--std", "--system-include"}
KEPT_FLAG_PREFIXES = ("-D", "-U", "-I", "-isystem", "-include", "-std=", "--std=", "--define-macro=",
                      "--include-path=", "--pre-include=", "-use_fast_math", "--use_fast_math",
                      "-ftz", "--ftz", "-prec-div", "--prec-div", "-prec-sqrt", "--prec-sqrt",
                      "-fmad", "--fmad", "-rdc", "--relocatable-device-code", "-dc",
                      "--extended-lambda", "--expt-extended-lambda", "-extended-lambda",
                      "--expt-relaxed-constexpr", "-expt-relaxed-constexpr", "-maxrregcount")
SOURCE = re.compile(r"\.(cu|cpp|cxx|cc|c|C)$")
ARCH_FLAGS = {"-arch", "--gpu-architecture", "-code", "--gpu-code", "-gencode", "--generate-code"}
MODES = ("nvcc", "O3", "O0")


# ----------------------------------------------------------------------------- wrapper

def nvcc_wrapper(argv):
    """The nvcc a Makefile runs: the real one with our architecture and `-cudart shared`,
    each command logged (JSON lines) to $SURVEY_NVCC_LOG."""
    real, libdir = os.environ["SURVEY_REAL_NVCC"], os.environ["SURVEY_LIBDIR"]
    out, i, cudart = [], 0, False
    while i < len(argv):
        a = argv[i]
        name = a.split("=", 1)[0]
        if name in ARCH_FLAGS:
            i += 1 if "=" in a else 2
            continue
        if name in ("-cudart", "--cudart"):
            cudart = True
            out += ["-cudart", "shared"]
            i += 1 if "=" in a else 2
            continue
        out.append(a)
        i += 1
    final = GENCODE + out + ([] if cudart else ["-cudart", "shared"]) + ["-L" + libdir]
    log = os.environ.get("SURVEY_NVCC_LOG")
    if log:
        with open(log, "a") as f:
            f.write(json.dumps({"cwd": os.getcwd(), "argv": argv, "ran": final}) + "\n")
    os.execv(real, [real] + final)


# ----------------------------------------------------------------------------- data file

def read_programs(path):
    """[(name, args list, note)] of the data file."""
    programs = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) < 2:
                sys.exit(f"{path}:{n}: expected NAME<TAB>ARGS<TAB>NOTE")
            programs.append((cols[0].strip(), shlex.split(cols[1]), cols[2].strip() if len(cols) > 2 else ""))
    return programs


# ----------------------------------------------------------------------------- building

def tree_hash(folder):
    """sha1 of every file's relative path and contents under `folder` (links followed)."""
    h = hashlib.sha1(BUILD_RECIPE.encode())
    for d, dirs, files in sorted(os.walk(folder, followlinks=True)):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(d, f)
            h.update(os.path.relpath(p, folder).encode() + b"\0")
            try:
                with open(p, "rb") as fh:
                    h.update(fh.read())
            except OSError:
                pass
    return h.hexdigest()


def setup(args):
    """OUT's link tree, the fake CUDA_HOME with our nvcc, the folder of libcudart.so."""
    out = args.out
    tree = os.path.join(out, "tree", "src")
    if not os.path.isdir(tree):
        os.makedirs(os.path.dirname(tree), exist_ok=True)
        subprocess.run(["cp", "-as", os.path.join(args.corpus, "src"), tree], check=True)
    cuda = os.path.join(out, "cuda")
    lib = os.path.join(cuda, "lib64")
    os.makedirs(os.path.join(cuda, "bin"), exist_ok=True)
    os.makedirs(lib, exist_ok=True)
    link = os.path.join(lib, "libcudart.so")
    if not os.path.lexists(link):
        os.symlink(os.path.join(args.toolkit, "lib", "libcudart.so.13"), link)
    if not os.path.lexists(os.path.join(cuda, "lib")):
        os.symlink("lib64", os.path.join(cuda, "lib"))
    if not os.path.lexists(os.path.join(cuda, "include")):
        os.symlink(os.path.join(args.toolkit, "include"), os.path.join(cuda, "include"))
    wrapper = os.path.join(cuda, "bin", "nvcc")
    with open(wrapper, "w") as f:
        f.write(f'#!/bin/sh\nexec "{sys.executable}" "{HERE}" --nvcc-wrapper "$@"\n')
    os.chmod(wrapper, 0o755)
    args.tree, args.cuda, args.libdir = tree, cuda, lib


def build_env(args, log):
    env = dict(os.environ)
    env["PATH"] = os.path.join(args.cuda, "bin") + os.pathsep + env.get("PATH", "")
    for v in ("CUDA_HOME", "CUDA_PATH", "CUDA_DIR", "CUDADIR", "CUDA_ROOT", "CUDA_INSTALL_PATH"):
        env[v] = args.cuda
    env["LIBRARY_PATH"] = args.libdir
    env["SURVEY_REAL_NVCC"] = os.path.join(args.toolkit, "bin", "nvcc")
    env["SURVEY_LIBDIR"] = args.libdir
    env["SURVEY_NVCC_LOG"] = log
    env.pop("MAKEFLAGS", None)
    return env


def needs(log_text):
    """The library a failed build wants, from its log (None when not for want of one)."""
    m = re.search(r"cannot find -l([\w+.-]+)", log_text)
    if m:
        return "needs lib" + m.group(1)
    m = re.search(r"fatal error: ([^:\s]+): No such file", log_text)
    if m:
        return "needs " + m.group(1)
    m = re.search(r"No module named '([\w.]+)'", log_text)
    if m:
        return "needs python module " + m.group(1)
    m = re.search(r"make: (?:\S*/)?(nvc\+\+|nvfortran|mpicxx|mpicc|mpirun):.*No such file|/bin/sh: \d+: (cmake|mpirun|python3?): not found", log_text)
    if m:
        return "needs " + (m.group(1) or m.group(2))
    # A file or folder the build wants that is not in the git snapshot (kept in DVC).
    m = re.search(r"can't cd to (\S+)", log_text)
    if m:
        return "needs data " + m.group(1)
    m = re.search(r"No rule to make target '([^']+)'", log_text)
    if m:
        return f"needs data (make has no rule for {m.group(1)}: a prerequisite is missing)"
    return None


def executables(folder):
    """{path: mtime} of ELF executables under `folder` (real files, not links)."""
    found = {}
    for d, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(d, f)
            if os.path.islink(p) or not os.access(p, os.X_OK):
                continue
            try:
                with open(p, "rb") as fh:
                    if fh.read(4) == b"\x7fELF" and not f.endswith((".o", ".so", ".a")):
                        found[p] = os.path.getmtime(p)
            except OSError:
                pass
    return found


def build(args, name):
    """{status: ok|needs ...|error ..., binary, commands} for program `name`, from the
    cache when its sources are unchanged."""
    folder = os.path.join(args.tree, name)
    bdir = os.path.join(args.out, "builds", name)
    os.makedirs(bdir, exist_ok=True)
    record_path = os.path.join(bdir, "build.json")
    if not os.path.exists(os.path.join(args.corpus, "src", name, "Makefile")):
        return {"status": "error: no Makefile"}
    key = tree_hash(os.path.join(args.corpus, "src", name))
    if os.path.exists(record_path):
        with open(record_path) as f:
            rec = json.load(f)
        if rec.get("key") == key and (rec["status"] != "ok" or os.path.exists(rec.get("binary", ""))):
            if rec["status"] != "ok":  # the reading of the log may have improved since
                with open(os.path.join(bdir, "build.log"), errors="replace") as f:
                    rec["status"] = needs(f.read()) or rec["status"]
            return rec
    log = os.path.join(bdir, "nvcc-commands.jsonl")
    if os.path.exists(log):
        os.remove(log)
    before = executables(folder)
    start = time.monotonic()
    try:
        p = subprocess.run(["make", "-B"], cwd=folder, env=build_env(args, log), capture_output=True,
                           text=True, timeout=args.build_timeout, errors="replace")
        code, text = p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        code, text = -1, "build timeout"
    with open(os.path.join(bdir, "build.log"), "w") as f:
        f.write(text)
    commands = []
    if os.path.exists(log):
        with open(log) as f:
            commands = [json.loads(l) for l in f if l.strip()]
    rec = {"key": key, "seconds": round(time.monotonic() - start, 1), "commands": commands}
    after = executables(folder)
    fresh = [p for p, t in after.items() if before.get(p) != t]
    binary = link_output(commands) or (max(fresh, key=after.get) if fresh else None)
    if code == 0 and binary and os.path.exists(binary):
        rec.update(status="ok", binary=binary)
    else:
        first = next((l.strip() for l in text.splitlines() if "error" in l.lower()), text.strip()[-200:])
        rec["status"] = needs(text) or "error: " + first[:200]
    with open(record_path, "w") as f:
        json.dump(rec, f, indent=1)
    return rec


def last_link(commands):
    """(index, executable) of the last nvcc link command (no -c/-dc/-lib/-ptx), or (None, None)."""
    for n in range(len(commands) - 1, -1, -1):
        c = commands[n]
        argv = c["argv"]
        if any(a in ("-c", "-dc", "--compile", "-lib", "-ptx", "-M", "-E", "--version") for a in argv):
            continue
        for i, a in enumerate(argv):
            if a == "-o" and i + 1 < len(argv):
                return n, os.path.normpath(os.path.join(c["cwd"], argv[i + 1]))
            if a.startswith("-o") and len(a) > 2:
                return n, os.path.normpath(os.path.join(c["cwd"], a[2:]))
    return None, None


def link_output(commands):
    """The executable the last nvcc link command wrote (the one the survey runs)."""
    return last_link(commands)[1]


# ----------------------------------------------------------------------------- ptxc

def cuda_sources(commands):
    """[(cwd, source path, kept flags)] of every CUDA source the build's nvcc compiled up
    to the link of the executable the survey runs. A source compiled more than once (a
    Makefile building `prog` and `prog_F` from the same files with and without `-DFUSED`)
    takes the flags of its last compilation before that link, the one the executable
    holds: the kernels keep their names under other macros, so the runtime would take
    another variant's code by name."""
    end = last_link(commands)[0]
    seen, found = set(), []
    for c in reversed(commands[:None if end is None else end + 1]):
        argv, kept, sources, as_cu = c["argv"], [], [], False
        i = 0
        while i < len(argv):
            a = argv[i]
            if a in ("-o", "-l", "-L", "-Xcompiler", "--compiler-options", "-Xlinker", "-Xptxas",
                     "-ccbin", "--compiler-bindir", "-odir", "-MF", "-MT"):
                i += 2
                continue
            if a in KEPT_FLAGS_WITH_VALUE and i + 1 < len(argv):
                if a == "-x":
                    as_cu = argv[i + 1] in ("cu", "cuda")
                kept += [a, argv[i + 1]]
                i += 2
                continue
            if a.startswith("-x") and len(a) > 2:
                as_cu = a[2:].lstrip("=") in ("cu", "cuda")
            if a.startswith(KEPT_FLAG_PREFIXES):
                kept.append(a)
            elif not a.startswith("-") and SOURCE.search(a):
                sources.append(a)
            i += 1
        for s in sources:
            if not (s.endswith(".cu") or as_cu):
                continue
            path = os.path.normpath(os.path.join(c["cwd"], s))
            if path in seen:
                continue
            seen.add(path)
            if as_cu and not s.endswith(".cu") and "-x" not in kept:
                kept = ["-x", "cu"] + kept
            found.append((c["cwd"], path, kept))
    return found[::-1]


def ptxc_modules(args, name, commands, level):
    """(paths of ptxc's PTX modules at -O`level`, None) or (None, the first error)."""
    pdir = os.path.join(args.out, "ptx", name, "O" + level)
    os.makedirs(pdir, exist_ok=True)
    modules = []
    for cwd, path, kept in cuda_sources(commands):
        rel = os.path.relpath(path, os.path.join(args.tree, name))
        ptx = os.path.join(pdir, re.sub(r"[^A-Za-z0-9._-]", "_", rel) + ".ptx")
        cmd = [args.ptxc, "-arch=sm_80", "-O" + level, *kept, "-o", ptx, path]
        try:
            p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=args.timeout,
                               errors="replace", env={**os.environ, "CUDA_HOME": args.toolkit})
            code, text = p.returncode, p.stdout + p.stderr
        except subprocess.TimeoutExpired:
            code, text = -1, "timeout"
        if code != 0:
            first = next((l for l in text.splitlines() if "error" in l), text.strip()[:200])
            return None, f"ptxc {rel}: {first.strip()[:200]}"
        modules.append(ptx)
    if not modules:
        return None, "no CUDA sources found in the build's nvcc commands"
    return modules, None


# ----------------------------------------------------------------------------- running

RULE_LINE = re.compile(r"^[\s\-=_*─━═+|]+$")
NUMBER_ONLY = re.compile(r"^\s*([A-Za-z_]\w*)?(\s*[-+]?[\d.,]+([eE][-+]?\d+)?)+\s*$")


def checked(stdout):
    """stdout without the lines TIMING_LINES match, nor the lines holding only numbers
    (after at most one word) right after such a line: a table of timings under its heading
    (`Performance: MLUPS` and a number a line; BabelStream's `Function MBytes/sec Min (sec)`
    and `Copy 214.2 0.00245 ...`)."""
    kept, after_timing = [], False
    for l in stdout.splitlines():
        if TIMING.search(l):
            after_timing = True
        elif RULE_LINE.match(l):  # a table's rule keeps the table going
            kept.append(l.rstrip())
        elif not (after_timing and NUMBER_ONLY.match(l)):
            after_timing = False
            kept.append(l.rstrip())
    return "\n".join(kept)


def digests(code, stdout):
    """The checked-output digest of a run and the digest of its checked stdout."""
    text = checked(stdout)
    return (hashlib.sha1(f"{code}\n{verdict(stdout)}\n{text}".encode()).hexdigest()[:16],
            hashlib.sha1(text.encode()).hexdigest()[:16])


def verdict(stdout):
    lines = stdout.splitlines()
    if any(FAIL_LINE.search(l) for l in lines):
        return "FAIL"
    if any(PASS_LINE.search(l) for l in lines):
        return "PASS"
    return "none"


def run_program(args, name, binary, argv, mode, modules):
    """One run of a program: {exit, verdict, thread_instructions, launches, seconds, digest}."""
    rdir = os.path.join(args.out, "runs")
    os.makedirs(rdir, exist_ok=True)
    stem = os.path.join(rdir, f"{name}.{mode}")
    stats = os.path.abspath(stem + ".stats")
    if os.path.exists(stats):
        os.remove(stats)
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = args.runtime + (os.pathsep + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    env["PTXSIM_STATS"] = stats
    env.pop("PTXSIM_PTX", None)
    if modules:
        env["PTXSIM_PTX"] = ":".join(os.path.abspath(m) for m in modules)
    start = time.monotonic()
    with open(stem + ".out", "wb") as out, open(stem + ".err", "wb") as err:
        proc = subprocess.Popen([binary, *argv], cwd=os.path.join(args.tree, name), env=env, stdout=out,
                                stderr=err, stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            code = proc.wait(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            code = "timeout"
    seconds = round(time.monotonic() - start, 2)
    with open(stem + ".out", "rb") as f:
        stdout = f.read().decode("utf-8", "replace")
    instructions, launches = 0, 0
    if os.path.exists(stats):
        with open(stats) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 2 and parts[-1].strip().isdigit():
                    instructions += int(parts[-1])
                    launches += 1
    check, out_sha1 = digests(code, stdout)
    return {"exit": code, "verdict": verdict(stdout), "thread_instructions": instructions,
            "fault": fault_of(stem + ".err"), "launches": launches, "seconds": seconds,
            "checked": check, "stdout_sha1": out_sha1}


def survey(args, entry):
    name, argv, note = entry
    rec = {"name": name, "args": shlex.join(argv), "note": note}
    b = build(args, name)
    rec["build"] = b["status"]
    if note.startswith("needs "):
        rec["skipped"] = note
    if b["status"] != "ok" or args.build_only or "skipped" in rec:
        with PRINT_LOCK:
            print(f"{name}: {line_of(rec)}", file=sys.stderr, flush=True)
        return rec
    if args.ptxc_only:
        for mode in args.modes:
            if mode != "nvcc":
                modules, why = ptxc_modules(args, name, b["commands"], mode[1:])
                rec[mode] = {"exit": "ptxc", "why": why} if modules is None else {"modules": len(modules)}
        with PRINT_LOCK:
            print(f"{name}: {line_of(rec)}", file=sys.stderr, flush=True)
        return rec
    for mode in args.modes:
        modules = None
        if mode != "nvcc":
            modules, why = ptxc_modules(args, name, b["commands"], mode[1:])
            if modules is None:
                rec[mode] = {"exit": "ptxc", "why": why}
                continue
        rec[mode] = run_program(args, name, b["binary"], argv, mode, modules)
    compare(rec)
    with PRINT_LOCK:
        print(f"{name}: {line_of(rec)}", file=sys.stderr, flush=True)
    return rec


def compare(rec):
    """Marks each ptxc run of `rec` same or not as nvcc's run (also when that was measured
    by an earlier survey of the same build and arguments)."""
    base = rec.get("nvcc")
    for mode in MODES:
        if mode != "nvcc" and base and "checked" in base and "checked" in rec.get(mode, {}):
            rec[mode]["same"] = (rec[mode]["checked"] == base["checked"]
                                 and not rec[mode].get("fault") == (not base.get("fault")))


PRINT_LOCK = threading.Lock()


def line_of(rec):
    parts = [rec.get("build", "-")] + (["(not run: " + rec["skipped"][:60] + ")"] if "skipped" in rec else [])
    for mode in MODES:
        r = rec.get(mode)
        if r:
            if "modules" in r:
                parts.append(f"{mode}=ptx:{r['modules']}")
                continue
            parts.append(f"{mode}={r.get('exit')}/{r.get('verdict', '-')}/{r.get('thread_instructions', '-')}"
                         f"{'' if 'same' not in r else ('/same' if r['same'] else '/DIFF')}")
    return " ".join(parts)


# ----------------------------------------------------------------------------- summary

def fault_of(err_path):
    """The runtime's report of the first kernel fault on the run's stderr (`ptxsim: kernel
    fault (cudaErrorIllegalAddress):` and the error line after it), or None."""
    try:
        with open(err_path, errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for i, l in enumerate(lines):
        if l.startswith("ptxsim: kernel fault") or "barrier deadlock" in l and l.startswith("ptxsim:"):
            return " ".join([l] + lines[i + 1:i + 3])[:300]
    return None


def completed(r):
    """Exit status 0 within the time limit, and no kernel fault: a program that ignores a
    launch's error exits 0 without having computed anything."""
    return bool(r) and r.get("exit") == 0 and not r.get("fault")


def summary(results, programs_total):
    built = [r for r in results if r.get("build") == "ok"]
    needing = [r for r in results if str(r.get("build", "")).startswith("needs")]
    skipped = [r for r in built if "skipped" in r]
    ran = [r for r in built if "skipped" not in r and completed(r.get("nvcc"))]
    passed = [r for r in ran if r["nvcc"]["verdict"] == "PASS"]
    print(f"programs in the data file: {programs_total}; surveyed: {len(results)}")
    print(f"built with nvcc: {len(built)}; need a library we do not have: {len(needing)}; "
          f"other build failures: {len(results) - len(built) - len(needing)}")
    print(f"built but not run (the data file says it needs data or a library): {len(skipped)}; "
          f"run with nvcc's PTX: {sum('nvcc' in r for r in built if 'skipped' not in r)}")
    print(f"ran to completion with nvcc's PTX: {len(ran)}; of those, verdict PASS: {len(passed)}, "
          f"FAIL: {sum(r['nvcc']['verdict'] == 'FAIL' for r in ran)}, none printed: "
          f"{sum(r['nvcc']['verdict'] == 'none' for r in ran)}")
    faulted = [r["name"] for r in built if (r.get("nvcc") or {}).get("exit") == 0 and r["nvcc"].get("fault")]
    if faulted:
        print(f"exited 0 after a kernel fault with nvcc's PTX (not counted as completed): {len(faulted)}: "
              + ", ".join(faulted))
    for mode in ("O3", "O0"):
        compiled = [r for r in built if "modules" in r.get(mode, {})]
        failed = [r for r in built if r.get(mode, {}).get("exit") == "ptxc"]
        if compiled or failed:
            print(f"ptxc -{mode} compiled every CUDA source of {len(compiled)} programs; failed on "
                  f"{len(failed)}: " + ", ".join(r["name"] for r in failed)[:600])
        have = [r for r in ran if mode in r]
        if not have:
            continue
        same = [r for r in have if r[mode].get("same")]
        print(f"ptxc -{mode}: same checked output as nvcc's PTX in {len(same)} of {len(have)} "
              f"({', '.join(r['name'] for r in have if not r[mode].get('same'))[:600] or 'all'})")
    both = [r for r in ran if completed(r.get("O3")) and r["nvcc"]["thread_instructions"] > 0
            and r["O3"]["thread_instructions"] > 0]
    if both:
        ratios = sorted(((r["O3"]["thread_instructions"] / r["nvcc"]["thread_instructions"], r["name"])
                         for r in both), reverse=True)
        geo = math.exp(sum(math.log(x) for x, _ in ratios) / len(ratios))
        print(f"thread-instructions ptxc -O3 / nvcc, geometric mean over {len(both)} programs: {geo:.3f}")
        print("ten worst: " + ", ".join(f"{n} {x:.2f}" for x, n in ratios[:10]))


def write_tsv(path, results):
    with open(path, "w") as f:
        cols = ["name", "build"] + [f"{m}_{k}" for m in MODES for k in ("exit", "verdict", "insts", "secs", "same")]
        f.write("\t".join(cols) + "\n")
        for r in results:
            row = [r["name"], str(r.get("build", ""))]
            for m in MODES:
                x = r.get(m, {})
                row += [str(x.get("exit", "")), x.get("verdict", ""), str(x.get("thread_instructions", "")),
                        str(x.get("seconds", "")), "" if "same" not in x else str(x["same"])]
            f.write("\t".join(row) + "\n")


SAVE_LOCK = threading.Lock()


def save(args, programs, r):
    """Merges record `r` (if any) into OUT/results.json and rewrites results.tsv; returns
    every program's record in data-file order."""
    path = os.path.join(args.out, "results.json")
    with open(path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # several surveys may share OUT
        return save_locked(args, programs, r, path)


def save_locked(args, programs, r, path):
    old = {}
    if os.path.exists(path):
        with open(path) as f:
            old = {x["name"]: x for x in json.load(f)}
    if r is not None:
        before = old.get(r["name"], {})
        if before.get("build") == r.get("build") and before.get("args") == r.get("args"):
            for m in MODES:  # keep what an earlier survey of the same build and arguments measured
                if m in before and m not in r:
                    r[m] = before[m]
            compare(r)
        old[r["name"]] = r
    order = [p[0] for p in programs]
    results = [old[n] for n in order if n in old]
    for x in results if r is None else []:  # at the end: digests and faults by the current
        for m in MODES:                         # rules, from the runs' saved output
            if "checked" not in x.get(m, {}):
                continue
            stem = os.path.join(args.out, "runs", f"{x['name']}.{m}")
            if os.path.exists(stem + ".out"):
                with open(stem + ".out", "rb") as f:
                    x[m]["checked"], x[m]["stdout_sha1"] = digests(x[m]["exit"], f.read().decode("utf-8", "replace"))
            x[m]["fault"] = fault_of(stem + ".err")
        compare(x)
    with open(path + ".tmp", "w") as f:
        json.dump(results, f, indent=1)
    os.replace(path + ".tmp", path)
    write_tsv(os.path.join(args.out, "results.tsv"), results)
    return results


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--nvcc-wrapper":
        nvcc_wrapper(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", help="HeCBench checkout (holds src/)")
    ap.add_argument("toolkit", help="CUDA toolkit root (scripts/install-toolkit.sh prints it)")
    ap.add_argument("out", help="scratch and results folder")
    ap.add_argument("select", nargs="*", help="program-name regexes (default: all)")
    ap.add_argument("--runtime", help="folder holding our libcudart.so.13")
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    ap.add_argument("--programs", default=os.path.join(ROOT, "scripts/programs/hecbench.tsv"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300, help="seconds per run (and per ptxc file)")
    ap.add_argument("--build-timeout", type=int, default=900)
    ap.add_argument("--modes", default="nvcc,O3,O0", help="which runs: nvcc, O3, O0")
    ap.add_argument("--build-only", action="store_true", help="build, do not run")
    ap.add_argument("--ptxc-only", action="store_true",
                    help="build and compile the CUDA sources with ptxc, do not run (no runtime needed)")
    ap.add_argument("--list", action="store_true", help="print every program's line")
    args = ap.parse_intermixed_args()
    args.corpus, args.toolkit, args.out = map(os.path.abspath, (args.corpus, args.toolkit, args.out))
    args.modes = [m for m in args.modes.split(",") if m]
    if any(m not in MODES for m in args.modes):
        sys.exit(f"survey-programs: modes are {', '.join(MODES)}")
    if args.ptxc_only:
        args.ptxc = os.path.abspath(args.ptxc)
        if not os.access(args.ptxc, os.X_OK):
            sys.exit(f"survey-programs: no ptxc at {args.ptxc} (cargo build --release -p ptxc --bin ptxc)")
    elif not args.build_only:
        if not args.runtime or not os.path.exists(os.path.join(args.runtime, "libcudart.so.13")):
            sys.exit("survey-programs: --runtime DIR must hold libcudart.so.13 (or use --build-only)")
        args.runtime = os.path.abspath(args.runtime)
        if any(m != "nvcc" for m in args.modes) and not os.access(args.ptxc, os.X_OK):
            sys.exit(f"survey-programs: no ptxc at {args.ptxc} (cargo build --release -p ptxc --bin ptxc)")
        args.ptxc = os.path.abspath(args.ptxc)
    programs = read_programs(args.programs)
    chosen = [p for p in programs if not args.select or any(re.search(s, p[0]) for s in args.select)]
    os.makedirs(args.out, exist_ok=True)
    setup(args)
    def one(entry):
        r = survey(args, entry)
        with SAVE_LOCK:  # saved as each program ends, so a stopped survey keeps what it measured
            save(args, programs, r)
        return r

    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(one, chosen))
    results = save(args, programs, None)
    if args.list:
        for r in results:
            print(f"{r['name']:32} {line_of(r)}")
    summary(results, len(programs))


if __name__ == "__main__":
    main()
