"""What the public-corpus scripts (survey-cu.py, survey-libcudacxx.py, compare-static.py, compare-entries.py,
compile-time-corpus.py, measure-cutlass.py, run-cutlass.py, run-ggml-kernels.py) share:
finding NVIDIA's tools, running a command with a time limit (or measuring its CPU time),
ptxc's and nvcc's verdicts on a file (nvcc's kept between runs), nvcc's PTX kept between runs, the kernels a PTX file defines and their registers, stack
and SASS instructions, running one of them in
ptxsim and comparing what two runs wrote, and the CUTLASS examples of issue 44."""
import argparse
import hashlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import tempfile
import threading
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


def first_error(text):
    """The first line of a compiler's output that says "error" (else its first line)."""
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def cause(message):
    """Groups messages that differ only in names: quoted text becomes X."""
    message = re.sub(r"^.*?error[^:]*:\s*", "", message)
    return re.sub(r"'[^']*'|\"[^\"]*\"", "X", message)


def assemble(args, ptx, cubin):
    """ptxas on `ptx`: (exit code, output, whether it was assembled as relocatable code).
    PTX calling a device function defined in another file (`.extern .func`, as nvcc's
    PTX of such a file declares it too) is assembled again with `-c`, as nvcc
    -rdc=true does: issue 42's bar is `ptxas -c`."""
    code, out = run([args.ptxas, "-arch=" + args.arch, "-o", cubin, ptx])
    if code != 0 and "Unresolved extern function" in out:
        code, out = run([args.ptxas, "-arch=" + args.arch, "-c", "-o", cubin, ptx])
        return code, out, True
    return code, out, False


CACHE_LOCK = threading.Lock()


def nvcc_verdict(args, path, flags, stem):
    """nvcc's verdict on the bar ptxc's is held to: `nvcc -ptx` succeeds and ptxas accepts
    its PTX ("ok", relocatable code as for ptxc's: [`assemble`]), ptxas rejects it
    ("ptxas"), or "error"."""
    checked = "+ptxas" if args.ptxas else ""
    with open(path, "rb") as f:
        key = hashlib.sha1(f.read() + " ".join([args.arch + checked] + flags).encode()).hexdigest()
    with CACHE_LOCK:
        if key in args.cache:
            return args.cache[key]
    ptx = stem + ".n.ptx"
    code, _ = run([args.nvcc, "-ptx", "-arch=" + args.arch, "-O3", *flags, "-o", ptx, path], 300)
    verdict = "ok" if code == 0 else "error"
    if code == 0 and args.ptxas:
        code, _, _ = assemble(args, ptx, stem + ".n.cubin")
        verdict = "ok" if code == 0 else "ptxas"
    with CACHE_LOCK:
        args.cache[key] = verdict
        if args.nvcc_cache:
            with open(args.nvcc_cache, "w") as f:
                json.dump(args.cache, f)
    return verdict


def ptxc_verdict(args, path, flags, stem):
    """ptxc's verdict on `path` with `flags`: "ok" when its PTX also goes through ptxas,
    "ptxas" when ptxas rejects it, "error" when ptxc does; with the first error, and a
    note when the PTX was assembled as relocatable code."""
    code, out = run([args.ptxc, "-arch=" + args.arch, "-O3", *flags, "-o", stem + ".p.ptx", path])
    if code != 0:
        return "error", first_error(out), None
    if not args.ptxas:
        return "ok", None, None
    code, out, relocatable = assemble(args, stem + ".p.ptx", stem + ".p.cubin")
    note = "relocatable (ptxas -c)" if relocatable else None
    return ("ok", None, note) if code == 0 else ("ptxas", "ptxas: " + first_error(out), note)


def load_nvcc_cache(args):
    """args.cache: nvcc's verdicts kept in args.nvcc_cache (a JSON file) by earlier runs."""
    args.cache = {}
    if args.nvcc_cache and os.path.exists(args.nvcc_cache):
        with open(args.nvcc_cache) as f:
            args.cache = json.load(f)


def print_causes(results):
    """ptxc's failures among `results` grouped by first error, the commonest first, with
    nvcc's verdict on the same files and one example path."""
    groups = {}
    for r in results:
        if r["ptxc"] != "ok":
            key = ("nvcc ok" if r.get("nvcc") == "ok" else "nvcc fails" if "nvcc" in r else "") + " | " + cause(r["why"])
            groups.setdefault(key, []).append(r["path"])
    print("ptxc failures by first error (count | nvcc on the same files | cause | example):")
    for key, paths in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(paths):4} {key} | {paths[0]}")


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


PROPS = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
USED = re.compile(r"Used (\d+) registers")


def ptxas_report(text):
    """Per entry function: registers, stack frame, spill stores + loads (ptxas -v)."""
    kernels, current, entries = {}, None, set()
    for line in text.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            entries.add(m.group(1))
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            current = m.group(1)
            continue
        m = PROPS.search(line)
        if m and current:
            kernels.setdefault(current, {}).update(
                stack=int(m.group(1)), spill=int(m.group(2)) + int(m.group(3)))
            continue
        m = USED.search(line)
        if m and current:
            kernels.setdefault(current, {})["regs"] = int(m.group(1))
    return {k: v for k, v in kernels.items() if k in entries and "regs" in v}


def sass_counts(text):
    """SASS instructions per function (cuobjdump -sass), NOPs left out."""
    counts, current = {}, None
    for line in text.splitlines():
        m = re.search(r"Function : (\S+)", line)
        if m:
            current = m.group(1)
            counts[current] = 0
            continue
        m = re.search(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", line)
        if m and current and not m.group(1).startswith("NOP"):
            counts[current] += 1
    return counts


def static_figures(ptxas, cuobjdump, arch, ptx, stem):
    """Per kernel (mangled name) of PTX file `ptx`: registers, stack frame bytes, spill
    bytes (ptxas -v) and SASS instructions (cuobjdump -sass); None when ptxas rejects it."""
    cubin = stem + ".cubin"
    code, out = run([ptxas, "-v", "-arch=" + arch, "-o", cubin, ptx])
    if code != 0:
        return None
    kernels = ptxas_report(out)
    code, out = run([cuobjdump, "-sass", cubin])
    sass = sass_counts(out) if code == 0 else {}
    for name, k in kernels.items():
        k["sass"] = sass.get(name, 0)
    return kernels


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


# The CUTLASS and CuTe examples of issue 44 (file under examples/, architecture): the one
# each example's build targets, but sm_80 for sgemm_sm70.cu, as CUDA 13 (nvcc and ptxc) no
# longer compiles for Volta's sm_70.
CUTLASS_EXAMPLES = [
    ("cute/tutorial/sgemm_1.cu", "sm_80"),
    ("cute/tutorial/sgemm_2.cu", "sm_80"),
    ("cute/tutorial/sgemm_sm70.cu", "sm_80"),
    ("cute/tutorial/sgemm_sm80.cu", "sm_80"),
    ("cute/tutorial/tiled_copy.cu", "sm_80"),
    ("cute/tutorial/tiled_copy_if.cu", "sm_80"),
    ("00_basic_gemm/basic_gemm.cu", "sm_80"),
    ("04_tile_iterator/tile_iterator.cu", "sm_80"),
    ("05_batched_gemm/batched_gemm.cu", "sm_80"),
    ("06_splitK_gemm/splitk_gemm.cu", "sm_80"),
    ("08_turing_tensorop_gemm/turing_tensorop_gemm.cu", "sm_80"),
]


def cutlass_flags(cutlass):
    """The flags a user gives the CUTLASS examples, but the architecture and -O."""
    inc = ["include", "tools/util/include", "examples/common"]
    return ["-std=c++17", "--expt-relaxed-constexpr"] + ["-I" + os.path.join(cutlass, i) for i in inc]


def entry_for(ptx, demangled):
    """The mangled `.entry` of `ptx` whose demangled name (nvcc's internal-linkage
    spelling made plain) is `demangled`, or, for a compiled regex, the one it finds
    (None when none or several do)."""
    with open(ptx, errors="replace") as f:
        names = ENTRY.findall(f.read())
    if isinstance(demangled, str):
        return next((m for m, p in zip(names, plain_names(names)) if p == demangled), None)
    found = [m for m, p in zip(names, plain_names(names)) if demangled.search(p)]
    return found[0] if len(found) == 1 else None


PARAM = re.compile(r"\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+[A-Za-z0-9_$]+(?:\[(\d+)\])?")


def entry_param_sizes(ptx, kernel):
    """The byte sizes of kernel `kernel`'s parameters in `ptx`, in order."""
    with open(ptx, errors="replace") as f:
        text = f.read()
    start = text.index(kernel + "(", text.index(".entry " + kernel))
    params = text[start: text.index(")", start)]
    return [int(n) if n else int(re.sub(r"\D", "", ty) or 8) // 8 for _, ty, n in PARAM.findall(params)]


ELEMENT_BYTES = {"u8": 1, "i8": 1, "f16": 2, "u16": 2, "i16": 2, "f32": 4, "i32": 4, "u32": 4,
                 "f64": 8, "i64": 8, "u64": 8}


def simulate(ptxsim, ptx, kernel, launch, bufs, kargs, outs, tmp, tag, timeout=600, counts=None):
    """Runs `kernel` of `ptx` in ptxsim with `launch` = (grid, block, dynamic shared
    bytes), buffers `bufs` ((name, element type, bytes), or with a fourth member, the
    device address to place it at) and arguments `kargs` (ptxsim --arg strings); what
    buffers `outs` ((name, element type)) hold afterwards as [(bytes, type)], and None, or
    None and ptxsim's last line. With a list `counts`, the launch's thread-instructions
    are appended to it."""
    grid, block, shared = launch
    cmd = [ptxsim, ptx, "--kernel", kernel, "--grid", ",".join(map(str, grid)),
           "--block", ",".join(map(str, block)), "--shared", str(shared)]
    for bname, ty, data, *at in bufs:
        path = os.path.join(tmp, f"{bname}.in")
        with open(path, "wb") as f:
            f.write(data)
        place = f"@{at[0]:#x}" if at else ""
        cmd += ["--buf", f"{bname}:{ty}:{len(data) // ELEMENT_BYTES[ty]}{place}=@{path}"]
    for a in kargs:
        cmd += ["--arg", a]
    if counts is not None:
        cmd.append("--stats")
    dumps = []
    for bname, ty in outs:
        path = os.path.join(tmp, f"{bname}.{tag}.out")
        cmd += ["--dump", f"{bname}={path}"]
        dumps.append((path, ty))
    code, out = run(cmd, timeout)
    if code != 0:
        return None, out.strip().splitlines()[-1] if out.strip() else f"exit {code}"
    if counts is not None:
        counts.append(int(re.search(r"thread-instructions: (\d+)", out).group(1)))
    results = []
    for p, ty in dumps:
        with open(p, "rb") as f:
            results.append((f.read(), ty))
    return results, None


def ordered(bits):
    """A float's bits mapped so that adjacent floats differ by one (both zeros are 0)."""
    return bits if bits < 0x80000000 else -(bits & 0x7FFFFFFF)


def compare(ours, theirs):
    """'equal', or the count of differing elements, the largest ulp difference and the
    largest difference relative to the output's largest magnitude (a result near zero
    from a cancellation is many ulp away for a tiny absolute error)."""
    differing, worst, relative = 0, 0, 0.0
    for (a, ty), (b, _) in zip(ours, theirs):
        if a == b:
            continue
        av, bv = struct.unpack(f"<{len(a) // 4}I", a), struct.unpack(f"<{len(b) // 4}I", b)
        scale = max((abs(v) for v in struct.unpack(f"<{len(b) // 4}f", b)), default=1.0) if ty == "f32" else 1.0
        for x, y in zip(av, bv):
            if x != y:
                differing += 1
                if ty != "f32":
                    worst = math.inf
                    continue
                worst = max(worst, abs(ordered(x) - ordered(y)))
                fx, fy = (struct.unpack("<f", struct.pack("<I", v))[0] for v in (x, y))
                relative = max(relative, abs(fx - fy) / scale)
    if differing == 0:
        return "equal"
    return f"{differing} elements differ, at most {worst} ulp, {relative:.1e} of the largest value"
