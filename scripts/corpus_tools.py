"""What the public-corpus scripts (survey-cu.py, compare-static.py, compare-entries.py,
compile-time-corpus.py, measure-cutlass.py) share: finding NVIDIA's tools, running a
command with a time limit (or measuring its CPU time), nvcc's PTX kept between runs,
and the kernels a PTX file defines."""
import argparse
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tool(name, env):
    """NVIDIA tool `name`: $env, else the toolkit on CUDA_HOME, else the repository's
    caches, else PATH. (The nvcc wheel alone has no CCCL: on a corpus that includes
    Thrust or CUB its verdicts would be wrong, so a toolkit the user named comes first.)"""
    if os.environ.get(env):
        return os.environ[env]
    home = os.environ.get("CUDA_HOME")
    if home and os.access(os.path.join(home, "bin", name), os.X_OK):
        return os.path.join(home, "bin", name)
    for base in (".cache/nvcc/nvidia/cu13/bin", ".cache/cuda/nvidia/cu13/bin", ".cache/toolkit/nvidia/cu13/bin"):
        path = os.path.join(ROOT, base, name)
        if os.access(path, os.X_OK):
            return path
    return shutil.which(name)


def corpus_arguments(description):
    """The options every corpus script takes: the checkout, its include path and macros,
    the language standard, the architecture, which files, how many at once, which ptxc."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("dir")
    ap.add_argument("-I", dest="include", action="append", default=[])
    ap.add_argument("-D", dest="define", action="append", default=[])
    ap.add_argument("--std", default="c++17")
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--under", action="append", default=[],
                    help="only .cu files whose path relative to DIR matches one of these regexes")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ptxc", default=os.path.join(ROOT, "target/release/ptxc"))
    return ap


def over_corpus(args, each):
    """`each(args, path, tmp)` for every .cu file under args.dir (--under filters), in
    args.jobs threads sharing one scratch folder; the results in path order."""
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.dir) for f in fs if f.endswith(".cu"))
    if args.under:
        files = [p for p in files if any(re.search(u, os.path.relpath(p, args.dir)) for u in args.under)]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        return list(pool.map(lambda p: each(args, p, tmp), files))


def file_flags(args, path):
    """A file's compile flags as its own build would give them: its folder and every -I
    (relative to DIR) on the include path, the -D macros and the standard."""
    flags = ["-I" + os.path.dirname(path)] + ["-I" + os.path.join(args.dir, i) for i in args.include]
    return flags + ["-D" + d for d in args.define] + ["-std=" + args.std]


def scratch_stem(tmp, path):
    """Where a file's outputs go in the scratch folder."""
    return os.path.join(tmp, re.sub(r"[^A-Za-z0-9]", "_", path))


def run(cmd, timeout=300):
    """Exit code and combined output of `cmd` (-1 and "timeout" past `timeout` s)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def measured(cmd, timeout=600, log=None):
    """(exit code, CPU seconds, wall seconds, peak resident MiB) of one run of `cmd`; its
    output goes to file `log` when one is named."""
    start = time.monotonic()
    sink = open(log, "w") if log else subprocess.DEVNULL
    proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.STDOUT if log else subprocess.DEVNULL)
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            status = None
            break
        time.sleep(0.002)
    if log:
        sink.close()
    if status is None:
        return -1, 0.0, timeout, 0.0
    wall = time.monotonic() - start
    # wait4's usage covers the process and every descendant it waited for: nvcc's
    # gcc, cicc and ptxas steps are counted.
    return os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024


def nvcc_ptx(args, path, flags, stem):
    """nvcc's PTX for `path` (None when nvcc rejects it), kept in args.nvcc_ptx_cache
    keyed by the file's contents and the flags (a changed header is not noticed)."""
    with open(path, "rb") as f:
        key = hashlib.sha1(f.read() + " ".join([args.arch] + flags).encode()).hexdigest()
    cached = os.path.join(args.nvcc_ptx_cache, key + ".ptx") if args.nvcc_ptx_cache else None
    if cached and os.path.exists(cached):
        return cached if os.path.getsize(cached) else None
    out = stem + ".n.ptx"
    code, _ = run([args.nvcc, "-ptx", "-arch=" + args.arch, "-O3", *flags, "-o", out, path])
    if cached:
        if code == 0:
            shutil.copy(out, cached)
        else:
            open(cached, "w").close()  # an empty file: nvcc rejects it
        return cached if code == 0 else None
    return out if code == 0 else None


ENTRY = re.compile(r"^\.(?:visible |weak )?\.?entry ([A-Za-z0-9_$]+)", re.M)
# nvcc names internal-linkage entities in a namespace of its own (`_INTERNAL_<hash>_<n>_<file>_<hash>`).
INTERNAL = re.compile(r"_INTERNAL_[0-9a-f]+_\d+_\w+?_[0-9a-f]{8}_\d+::")
# ... and writes such a function as a template argument `&(void f<T>(params))`, where
# others write `&f<T>`.
ADDRESS_OF_INTERNAL = re.compile(r"&\((?:void )?([^()]*?)\([^()]*\)\)")


def kernel_names(ptx_path):
    """The kernels (`.entry`) of a PTX file, demangled (c++filt), with nvcc's spelling of
    internal-linkage names made plain, so that two compilers' sets compare."""
    with open(ptx_path, errors="replace") as f:
        return set(plain_names(ENTRY.findall(f.read())))


def plain_names(mangled):
    """`mangled` demangled (c++filt), nvcc's internal-linkage spellings made plain."""
    if not mangled:
        return []
    out = subprocess.run(["c++filt"], input="\n".join(mangled), capture_output=True, text=True).stdout
    return [plain(INTERNAL.sub("", n)) for n in out.splitlines()][: len(mangled)]


def plain(name):
    """`&(void f<&(g(int))>(...))` -> `&f<&g>`, innermost first."""
    while True:
        simpler = ADDRESS_OF_INTERNAL.sub(r"&\1", name)
        if simpler == name:
            return name
        name = simpler
