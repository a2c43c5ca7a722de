#!/usr/bin/env python3
"""Differential testing of ptxc: random programs through ptxc + ptxsim against
an independent reference (specs/testing.md, "Differential campaigns").

  difftest.py csmith --seeds 1-150 [--options NAME] [--opt O3,O0] [--jobs 2]
  difftest.py gpu    --seeds 1-100 [--opt O3,O0] [--jobs 2]
  difftest.py yarpgen --seeds 1-100 [--opt O3,O0] [--jobs 2]

Csmith programs are compared with the checksum of the same C program built by
gcc -O0 natively; nvcc's PTX in the same ptxsim arbitrates when nvcc is found
(NVCC=path or on PATH). Generated GPU kernels (gpugen.py) are compared with
nvcc + ptxsim when nvcc is present, and always across ptxc's -O levels and
with the generator's own Python model of the kernel. YARPGen's loop programs
(scripts/build-yarpgen.sh builds it) are compared with g++ -O0's native build.

NVIDIA's ptxas must accept ptxc's PTX: it is found through $PTXAS, PATH or the
repository's cache (.cache/cuda), and a missing ptxas stops the run unless
--no-ptxas says to go without it.

Every case is classified (see CLASSES); failing cases keep their files in the
work directory for reduction (reduce.py). The summary is printed as a table
and written as JSON next to the cases. Exit status: 0 when no case is a
mismatch or an internal error, 1 otherwise.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import csmith_cuda  # noqa: E402
import yarpgen_cuda  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]

# Csmith option sets of the campaigns: the first one, then the rest of
# Csmith's space step by step.
CSMITH_OPTIONS = {
    "basic": "--no-argc --max-funcs 4 --max-block-depth 3 --no-volatiles --no-packed-struct --no-bitfields",
    "bitfields": "--no-argc --max-funcs 4 --max-block-depth 3 --no-volatiles --no-packed-struct",
    "volatiles": "--no-argc --max-funcs 4 --max-block-depth 3 --no-packed-struct --no-bitfields",
    "packed": "--no-argc --max-funcs 4 --max-block-depth 3 --no-volatiles --no-bitfields",
    "all": "--no-argc --max-funcs 4 --max-block-depth 3",
    "large": "--no-argc --max-funcs 10 --max-block-depth 4",
    # Exploration: everything but pointers (arithmetic, aggregates, bit-fields, control flow).
    "nopointers": "--no-argc --max-funcs 4 --max-block-depth 3 --no-pointers",
    # Csmith's C++ mode: about a third of its C programs are not C++ (pointers of
    # another signedness converted implicitly), so nvcc and ptxc reject them and
    # they test nothing; in C++ mode most of those become valid, g++ is the reference.
    "cpp": "--lang-cpp --no-argc --max-funcs 4 --max-block-depth 3 --no-volatiles --no-packed-struct --no-bitfields",
    "cpp-all": "--lang-cpp --no-argc --max-funcs 4 --max-block-depth 3",
}


def native_compiler(flags):
    """The host compiler and source suffix for a Csmith option set: g++ for C++ mode."""
    return ("g++", ".cpp") if "--lang-cpp" in flags else ("gcc", ".c")

# Outcome classes. MISMATCH and ICE are failures of ptxc; the rest say why a
# case says nothing about ptxc's code.
OK = "ok"
WRONG = "wrong-result"  # ptxc's PTX ran and printed another result
SIM_FAULT = "sim-fault"  # ptxc's PTX faulted in ptxsim, the reference did not
PTXAS_REJECT = "ptxas-reject"  # ptxas refused ptxc's PTX
ICE = "internal-error"  # ptxc panicked, timed out or printed an internal error
REJECT = "ptxc-rejects"  # ptxc gave diagnostics for a program nvcc (or C++) accepts
BOTH_REJECT = "nvcc-rejects"  # nvcc rejects it too: not C++ / CUDA
NATIVE_TIMEOUT = "native-timeout"  # the reference itself runs too long
SIM_TIMEOUT = "sim-timeout"  # ptxsim ran out of time on both ptxc's and nvcc's PTX
ARBITER_DISAGREES = "reference-disagrees"  # nvcc+ptxsim differs from gcc (or faults too): not ptxc's fault
# The C program itself makes a misaligned access (UBSan's alignment check
# reports it; Csmith does this through pointers to members of packed structs):
# undefined behaviour that x86 tolerates and a GPU (and ptxsim) does not.
MISALIGNED_PROGRAM = "program-misaligned"
FAILURES = {WRONG, SIM_FAULT, PTXAS_REJECT, ICE}


def tool(name, env):
    """A tool: $ENV when set (it must exist), else PATH, else the repository's cache."""
    path = os.environ.get(env)
    if path:
        if not os.path.isfile(path):
            sys.exit(f"difftest: ${env} is {path}, which does not exist")
        return path
    path = shutil.which(name)
    if path is None:
        cached = {
            "PTXAS": ROOT / ".cache/cuda/nvidia/cu13/bin/ptxas",
            "NVCC": pathlib.Path.home() / ".cache/nvidia-cuda13/nvidia/cu13/bin/nvcc",
        }.get(env)
        if cached is not None and cached.exists():
            path = str(cached)
    return path


class Tools:
    def __init__(self, args):
        bin_dir = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target")) / args.profile
        self.ptxc = args.ptxc or str(bin_dir / "ptxc")
        self.ptxsim = args.ptxsim or str(bin_dir / "ptxsim")
        # None only with --no-ptxas: a missing ptxas is an error otherwise (main).
        self.ptxas = None if args.no_ptxas else tool("ptxas", "PTXAS")
        self.nvcc = None if args.no_nvcc else tool("nvcc", "NVCC")
        self.csmith = shutil.which("csmith")
        # scripts/build-yarpgen.sh puts its (ptxsim-sized) build in the cache.
        cached_yarpgen = ROOT / ".cache/yarpgen/yarpgen"
        self.yarpgen = os.environ.get("YARPGEN") or (str(cached_yarpgen) if cached_yarpgen.exists() else None)
        self.csmith_include = args.csmith_include
        self.arch = args.arch
        self.sim_timeout = args.sim_timeout


def run(cmd, timeout, cwd=None):
    """Runs cmd; returns (status, stdout, stderr) with status 'timeout' on time-out."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd, errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def is_internal(status, stderr):
    return (
        status == "timeout"
        or (isinstance(status, int) and status not in (0, 1))
        or "internal" in stderr.lower()
        or "malformed IR" in stderr
        or "panicked" in stderr
    )


def ptxc_compile(tools, cu, ptx, opt, extra=()):
    cmd = [tools.ptxc, f"-arch={tools.arch}", f"-{opt}", "-o", str(ptx), str(cu), *extra]
    return run(cmd, 120)


def nvcc_compile(tools, cu, ptx, extra=()):
    cmd = [tools.nvcc, "-ptx", f"-arch={tools.arch}", "-O3", "-w", "-o", str(ptx), str(cu), *extra]
    return run(cmd, 300)


def ptxas_check(tools, ptx):
    """ptxas on ptx; (0, "") without running it only under --no-ptxas."""
    if tools.ptxas is None:
        return 0, ""
    # A file of our own, never os.devnull: ptxas replaces its output file, and
    # run as root it would turn /dev/null into a regular file.
    cubin = pathlib.Path(ptx).with_suffix(".cubin")
    status, _, err = run([tools.ptxas, f"-arch={tools.arch}", "-o", str(cubin), str(ptx)], 120)
    cubin.unlink(missing_ok=True)
    return status, err


def simulate(tools, ptx, sim_args):
    return run([tools.ptxsim, str(ptx), *sim_args], tools.sim_timeout)


# ---------------------------------------------------------------- Csmith


def checksum_of(stdout):
    for line in stdout.splitlines():
        if line.startswith("checksum = "):
            return line.split("=", 1)[1].strip()
    return None


def csmith_case(tools, work, seed, options, opts):
    """One Csmith seed: returns a dict with 'class' per -O level and details."""
    case = work / f"csmith-{options}-{seed}"
    case.mkdir(parents=True, exist_ok=True)
    flags = CSMITH_OPTIONS[options].split()
    cc, suffix = native_compiler(flags)
    c_file, cu_file = case / ("prog" + suffix), case / "prog.cu"
    # cwd: Csmith writes platform.info into its working directory.
    status, _, err = run([tools.csmith, "--seed", str(seed), *flags, "-o", str(c_file)], 60, cwd=case)
    if status != 0:
        return {"seed": seed, "class": {o: "csmith-failed" for o in opts}, "detail": err[-300:]}
    if cc == "g++":
        # Csmith's C++ still writes NULL where only a pointer is valid
        # (`p = (e, NULL)`, `p == (e, NULL)`); nullptr makes it C++ for g++ and nvcc alike.
        c_file.write_text(csmith_cuda.null_to_nullptr(c_file.read_text()))
    cu_file.write_text(csmith_cuda.to_cuda(c_file.read_text()))
    inc = ["-I", tools.csmith_include]

    exe = case / "native"
    status, _, err = run([cc, "-O0", "-w", *inc, str(c_file), "-o", str(exe)], 120)
    if status != 0:
        # Csmith's C++ mode still writes some C that is not C++ (`ptr = (e, NULL)`).
        failed = "not-cxx" if cc == "g++" else "gcc-failed"
        if failed == "not-cxx":
            shutil.rmtree(case)
        return {"seed": seed, "class": {o: failed for o in opts}, "detail": err[-300:]}
    status, out, _ = run([str(exe)], 10)
    if status != 0 or checksum_of(out) is None:
        shutil.rmtree(case)
        return {"seed": seed, "class": {o: NATIVE_TIMEOUT for o in opts}}
    expected = checksum_of(out)
    sim_args = ["--kernel", csmith_cuda.KERNEL_NAME, "--grid", "1", "--block", "1"]

    program = Program(case, cu_file, expected, sim_args, checksum_of, inc, inc)
    misaligned = lambda: accesses_misaligned(case, c_file, inc, cc)  # noqa: E731
    return judge(tools, seed, program, opts, misaligned)


class Program:
    """A generated program made CUDA: where it lives, the file, the checksum its native
    build printed, how ptxsim runs it and reads its checksum, and the extra flags of
    ptxc and of nvcc."""

    def __init__(self, case, cu_file, expected, sim_args, read_checksum, ptxc_flags, nvcc_flags):
        self.case, self.cu_file, self.expected = case, cu_file, expected
        self.sim_args, self.read_checksum = sim_args, read_checksum
        self.ptxc_flags, self.nvcc_flags = ptxc_flags, nvcc_flags


def nvcc_arbiter(tools, program):
    """nvcc's PTX of the program in ptxsim: None without nvcc; "reject"; "timeout";
    "fault"; or the checksum it printed."""
    if not tools.nvcc:
        return None
    nv_ptx = program.case / "nvcc.ptx"
    status, _, _ = nvcc_compile(tools, program.cu_file, nv_ptx, program.nvcc_flags)
    if status != 0:
        return "reject"
    status, out, _ = simulate(tools, nv_ptx, program.sim_args)
    if status == "timeout":
        return "timeout"
    return (program.read_checksum(out) if status == 0 else None) or "fault"


def judge(tools, seed, program, opts, misaligned=lambda: False):
    """ptxc's PTX of the program at each -O level, run in ptxsim and judged against the
    native checksum, nvcc's PTX arbitrating (CLASSES)."""
    nvcc_result = nvcc_arbiter(tools, program)
    expected, case = program.expected, program.case
    classes, details = {}, {}
    for opt in opts:
        ptx = case / f"ptxc-{opt}.ptx"
        status, _, err = ptxc_compile(tools, program.cu_file, ptx, opt, program.ptxc_flags)
        if is_internal(status, err):
            classes[opt], details[opt] = ICE, err[-600:]
            continue
        if status != 0:
            first = next((line for line in err.splitlines() if line.startswith("error")), err[:200])
            classes[opt] = BOTH_REJECT if nvcc_result == "reject" else REJECT
            details[opt] = first
            continue
        status, err = ptxas_check(tools, ptx)
        if status != 0:
            classes[opt], details[opt] = PTXAS_REJECT, err[-600:]
            continue
        status, out, err = simulate(tools, ptx, program.sim_args)
        # A checksum counts only from a run that ended well (as the GPU path
        # checks the status): one printed before a fault is not a result.
        got = program.read_checksum(out) if status == 0 else None
        if status == "timeout":
            classes[opt] = SIM_TIMEOUT if nvcc_result in (None, "timeout") else WRONG
            details[opt] = "ptxsim timed out on ptxc's PTX"
        elif got is None and nvcc_result == "fault":
            # nvcc's PTX faults too (e.g. a dereference of a pointer to a packed member,
            # misaligned on the GPU): the program, not ptxc.
            classes[opt], details[opt] = ARBITER_DISAGREES, "nvcc's PTX faults too: " + err[-300:]
        elif got is None and "misaligned" in err and misaligned():
            classes[opt], details[opt] = MISALIGNED_PROGRAM, err[-300:]
        elif got is None:
            classes[opt], details[opt] = SIM_FAULT, err[-400:]
        elif got == expected:
            classes[opt] = OK
        elif nvcc_result not in (None, "reject", "timeout", "fault") and nvcc_result != expected:
            classes[opt], details[opt] = ARBITER_DISAGREES, f"native {expected} nvcc {nvcc_result} ptxc {got}"
        else:
            classes[opt], details[opt] = WRONG, f"expected {expected}, ptxc printed {got}"
    if all(c in (OK, BOTH_REJECT, NATIVE_TIMEOUT) for c in classes.values()):
        shutil.rmtree(case)
    return {"seed": seed, "class": classes, "detail": details, "nvcc": nvcc_result}


# ---------------------------------------------------------------- YARPGen


def yarpgen_case(tools, work, seed, opts):
    """One YARPGen seed (its C++ loop programs, tools/difftest/yarpgen_cuda.py): the
    checksum of g++ -O0's native build against ptxc's PTX in ptxsim."""
    case = work / f"yarpgen-{seed}"
    case.mkdir(parents=True, exist_ok=True)
    status, _, err = run([tools.yarpgen, f"--seed={seed}", "--std=c++", "-o", str(case)], 60)
    if status != 0:
        return {"seed": seed, "class": {o: "yarpgen-failed" for o in opts}, "detail": err[-300:]}
    driver, func = (case / "driver.cpp").read_text(), (case / "func.cpp").read_text()
    cu_file = case / "prog.cu"
    cu_file.write_text(yarpgen_cuda.to_cuda(driver, func))
    exe = case / "native"
    status, _, err = run(["g++", "-O0", "-w", str(case / "driver.cpp"), str(case / "func.cpp"), "-o", str(exe)], 300)
    if status != 0:
        return {"seed": seed, "class": {o: "gcc-failed" for o in opts}, "detail": err[-300:]}
    status, out, _ = run([str(exe)], 30)
    expected = yarpgen_cuda.checksum_of(out) if status == 0 else None
    if expected is None:
        shutil.rmtree(case)
        return {"seed": seed, "class": {o: NATIVE_TIMEOUT for o in opts}}
    sim_args = ["--kernel", yarpgen_cuda.KERNEL_NAME, "--grid", "1", "--block", "1"]
    # std::min and std::max are constexpr host functions: nvcc needs relaxed constexpr
    # to call them from device code (ptxc's behaviour by default).
    program = Program(case, cu_file, expected, sim_args, yarpgen_cuda.checksum_of, (), ["--expt-relaxed-constexpr"])
    return judge(tools, seed, program, opts)


def accesses_misaligned(case, c_file, inc, cc):
    """Whether the C program, built with UBSan's alignment check, reports a misaligned access."""
    exe = case / "native-alignment"
    status, _, _ = run([cc, "-O0", "-w", "-fsanitize=alignment", *inc, str(c_file), "-o", str(exe)], 120)
    if status != 0:
        return False
    _, _, err = run([str(exe)], 20)
    return "misaligned address" in err


# ---------------------------------------------------------------- GPU kernels


def gpu_case(tools, work, seed, opts, floats=False):
    import gpugen  # the GPU kernel generator; only this campaign needs it
    case = work / (f"gpu-float-{seed}" if floats else f"gpu-{seed}")
    case.mkdir(parents=True, exist_ok=True)
    try:
        kernel = gpugen.generate(seed, floats=floats)
    except AssertionError as e:  # the model caught the generator breaking its own rules
        return {"seed": seed, "class": {o: "generator-bug" for o in opts}, "detail": str(e)}
    cu_file = case / "kernel.cu"
    cu_file.write_text(kernel.source)
    sim_args = kernel.sim_args()
    expected = kernel.expected_dump()  # the generator's own model of the kernel

    nvcc_dump = None
    if tools.nvcc:
        nv_ptx = case / "nvcc.ptx"
        status, _, err = nvcc_compile(tools, cu_file, nv_ptx)
        if status != 0:
            return {"seed": seed, "class": {o: "generator-bug" for o in opts}, "detail": err[-400:]}
        status, out, err = simulate(tools, nv_ptx, sim_args)
        nvcc_dump = kernel.parse_dump(out) if status == 0 else None
        if nvcc_dump != expected:
            return {"seed": seed, "class": {o: ARBITER_DISAGREES for o in opts}, "detail": "nvcc+ptxsim differs from the model"}

    classes, details = {}, {}
    for opt in opts:
        ptx = case / f"ptxc-{opt}.ptx"
        status, _, err = ptxc_compile(tools, cu_file, ptx, opt)
        if is_internal(status, err):
            classes[opt], details[opt] = ICE, err[-600:]
            continue
        if status != 0:
            classes[opt], details[opt] = REJECT, err[-400:]
            continue
        status, err = ptxas_check(tools, ptx)
        if status != 0:
            classes[opt], details[opt] = PTXAS_REJECT, err[-600:]
            continue
        status, out, err = simulate(tools, ptx, sim_args)
        if status != 0:
            classes[opt], details[opt] = SIM_FAULT, (err or "timeout")[-400:]
            continue
        got = kernel.parse_dump(out)
        if got == expected:
            classes[opt] = OK
        else:
            classes[opt], details[opt] = WRONG, gpugen.describe_difference(expected, got)
    if all(c == OK for c in classes.values()):
        shutil.rmtree(case)
    return {"seed": seed, "class": classes, "detail": details}


# ---------------------------------------------------------------- driver


def parse_seeds(text):
    seeds = []
    for part in text.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            seeds.extend(range(int(lo), int(hi) + 1))
        else:
            seeds.append(int(part))
    return seeds


def summarize(results, opts):
    table = {}
    for r in results:
        for opt in opts:
            cls = r["class"].get(opt, "?")
            table.setdefault(cls, {}).setdefault(opt, []).append(r["seed"])
    return table


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["csmith", "gpu", "yarpgen"])
    ap.add_argument("--seeds", default="1-50")
    ap.add_argument("--options", default="basic", choices=sorted(CSMITH_OPTIONS))
    ap.add_argument("--opt", default="O3,O0")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--profile", default="release", help="use target/PROFILE/ptxc and ptxsim")
    ap.add_argument("--ptxc", help="the ptxc binary (default: from --profile)")
    ap.add_argument("--ptxsim", help="the ptxsim binary (default: from --profile)")
    ap.add_argument("--work", default=str(ROOT / "target" / "difftest"))
    ap.add_argument("--sim-timeout", type=float, default=60)
    ap.add_argument("--csmith-include", default="/usr/include/csmith")
    ap.add_argument("--no-nvcc", action="store_true", help="do not use nvcc as arbiter even when found")
    ap.add_argument("--no-ptxas", action="store_true", help="do not check the PTX with ptxas (it is required otherwise)")
    ap.add_argument("--floats", action="store_true", help="gpu: kernels with float/double locals too")
    ap.add_argument("--require-nvcc", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument(
        "--strict",
        action="store_true",
        help="every case must be ok (for curated batches: a rejection or time-out fails too)",
    )
    args = ap.parse_args()

    tools = Tools(args)
    for path in (tools.ptxc, tools.ptxsim):
        if not os.path.exists(path):
            sys.exit(f"difftest: {path} missing; build with cargo build --{args.profile} -p ptxc -p ptxsim")
    if tools.ptxas is None and not args.no_ptxas:
        sys.exit("difftest: ptxas not found (PTXAS=path, or scripts/install-test-tools.sh); --no-ptxas to run without it")
    if args.kind == "csmith" and tools.csmith is None:
        sys.exit("difftest: csmith not found (Debian packages csmith, libcsmith-dev)")
    if args.kind == "yarpgen" and tools.yarpgen is None:
        sys.exit("difftest: yarpgen not found (scripts/build-yarpgen.sh, or YARPGEN=path)")
    if args.require_nvcc and tools.nvcc is None:
        sys.exit("difftest: nvcc required but not found (NVCC=path)")
    opts = args.opt.split(",")
    work = pathlib.Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    seeds = parse_seeds(args.seeds)

    def one(seed):
        if args.kind == "csmith":
            r = csmith_case(tools, work, seed, args.options, opts)
        elif args.kind == "yarpgen":
            r = yarpgen_case(tools, work, seed, opts)
        else:
            r = gpu_case(tools, work, seed, opts, args.floats)
        if not args.quiet:
            bad = {o: c for o, c in r["class"].items() if c != OK}
            print(f"seed {seed}: {bad or 'ok'}", flush=True)
        return r

    start = time.time()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(one, seeds))
    table = summarize(results, opts)
    label = {
        "gpu": "gpu-float" if args.floats else "gpu",
        "csmith": f"csmith-{args.options}",
        "yarpgen": "yarpgen",
    }[args.kind]
    report = {
        "kind": label,
        "seeds": args.seeds,
        "opt": opts,
        "nvcc": bool(tools.nvcc),
        "seconds": round(time.time() - start),
        "table": {cls: {o: len(s) for o, s in per.items()} for cls, per in table.items()},
        "cases": results,
    }
    # A seed list can be longer than a file name may be: name it by its range and size then.
    tag = args.seeds if len(args.seeds) <= 40 else f"{min(seeds)}-{max(seeds)}-n{len(seeds)}"
    (work / f"summary-{label}-{tag}.json").write_text(json.dumps(report, indent=1))
    print(f"\n{label} seeds {args.seeds} ({len(seeds)} programs, {report['seconds']} s, nvcc {'yes' if tools.nvcc else 'no'})")
    for cls in sorted(table):
        row = "  ".join(f"{o}: {len(s)}" for o, s in table[cls].items())
        mark = " <-- FAIL" if cls in FAILURES or (args.strict and cls != OK) else ""
        seeds_shown = sorted(set(s for ss in table[cls].values() for s in ss))
        shown = seeds_shown if cls != OK else ""
        print(f"  {cls:22} {row}  {shown}{mark}")
    failed = any(cls in FAILURES or (args.strict and cls != OK) for cls in table)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
