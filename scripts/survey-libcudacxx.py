#!/usr/bin/env python3
"""Compiles libcu++'s own tests (NVIDIA/cccl, libcudacxx/test/libcudacxx/{std,libcxx})
with nvcc and with ptxc, ptxc's PTX through ptxas, and prints how many each accepts and
ptxc's first errors grouped by cause.

    scripts/survey-libcudacxx.py CCCL [--std c++17,c++20] [--every 24] [--jobs 1]
                                 [--nvcc-cache FILE] [--list] [--under REGEX]

CCCL is a checkout (or `git archive`) of NVIDIA/cccl, kept outside the project. Each
`.pass.cpp` test is a program whose `main` the suite's force_include.h also runs on the
device as `fake_main_kernel`; each is compiled as the suite's lit configuration does
(`-x cu`, force_include.h, the library's and the suite's support headers, its macros),
to PTX. A `.fail.cpp` test must be rejected: ptxc must reject each one nvcc rejects.
A test whose `UNSUPPORTED:` line names the dialect (or `true`) is left out.
`--every N` takes every Nth test of the sorted list. nvcc's verdicts are kept in
--nvcc-cache keyed by the test's contents and the flags, as in survey-cu.py.
"""
import os
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import (corpus_arguments, load_nvcc_cache, nvcc_verdict, print_causes,  # noqa: E402
                          ptxc_verdict, scratch_stem, tool)

SUITE = "libcudacxx/test/libcudacxx"
PARTS = ("std", "libcxx")


def suite_flags(cccl, std):
    """The flags the suite's lit configuration compiles a test with, to PTX."""
    lib = os.path.join(cccl, "libcudacxx")
    return ["-x", "cu", "-std=" + std, "-include", os.path.join(cccl, SUITE, "force_include.h"),
            "-I" + os.path.join(lib, "include"), "-I" + os.path.join(lib, "test/support"),
            "-DCCCL_ENABLE_ASSERTIONS", "-DCCCL_IGNORE_DEPRECATED_CPP_DIALECT",
            "-DLIBCUDACXX_IGNORE_DEPRECATED_ABI", "--expt-relaxed-constexpr", "--extended-lambda"]


def tests(args):
    """The sorted `.pass.cpp` and `.fail.cpp` tests of the suite's std/ and libcxx/, every Nth."""
    found = []
    for part in PARTS:
        top = os.path.join(args.dir, SUITE, part)
        found += [os.path.join(d, f) for d, _, fs in os.walk(top) for f in fs
                  if f.endswith(".pass.cpp") or f.endswith(".fail.cpp")]
    found = sorted(found)[:: args.every]
    if args.under:
        found = [p for p in found if any(re.search(u, os.path.relpath(p, args.dir)) for u in args.under)]
    return found


def unsupported(path, std):
    """Whether the test's `UNSUPPORTED:` lines leave out dialect `std` (or every setup)."""
    with open(path, errors="replace") as f:
        text = f.read()
    for line in re.findall(r"//\s*UNSUPPORTED:(.*)", text):
        names = [n.strip() for n in line.split(",")]
        if std in names or "true" in names:
            return True
    return False


def survey_test(args, path, std, tmp):
    flags = suite_flags(args.dir, std)
    stem = scratch_stem(tmp, path + std)
    result = {"path": os.path.relpath(path, os.path.join(args.dir, SUITE)), "std": std,
              "kind": "fail" if path.endswith(".fail.cpp") else "pass"}
    result["ptxc"], why, _ = ptxc_verdict(args, path, flags, stem)
    if why:
        result["why"] = why
    result["nvcc"] = nvcc_verdict(args, path, flags, stem)
    if args.list:
        print(f"{result['ptxc']:6} nvcc={result['nvcc']:6} {std} {result['path']}  {result.get('why', '')}",
              flush=True)
    return result


def report(results, std):
    passing = [r for r in results if r["kind"] == "pass"]
    nv = [r for r in passing if r["nvcc"] == "ok"]
    both = [r for r in nv if r["ptxc"] == "ok"]
    share = f" ({100 * len(both) // len(nv)}%)" if nv else ""
    print(f"== -std={std}: {len(passing)} .pass.cpp tests; nvcc accepts {len(nv)}; "
          f"of those ptxc (through ptxas) {len(both)}{share}")
    for part in PARTS:
        mine = [r for r in nv if r["path"].startswith(part + "/")]
        print(f"   {part}/: {sum(r['ptxc'] == 'ok' for r in mine)} of {len(mine)}")
    wrongly = [r for r in passing if r["ptxc"] == "ok" and r["nvcc"] != "ok"]
    print(f"   ptxc accepts, nvcc rejects: {len(wrongly)}")
    failing = [r for r in results if r["kind"] == "fail"]
    rejected = [r for r in failing if r["nvcc"] != "ok"]
    missed = [r for r in rejected if r["ptxc"] == "ok"]
    print(f"   .fail.cpp tests: {len(failing)}; nvcc rejects {len(rejected)}; "
          f"ptxc rejects {len(rejected) - len(missed)} of those")
    for r in missed:
        print(f"     ptxc accepts {r['path']}")
    print_causes([r for r in passing if r["nvcc"] == "ok"])


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.set_defaults(jobs=1)
    ap.add_argument("--every", type=int, default=1, help="every Nth test of the sorted list")
    ap.add_argument("--nvcc-cache", help="JSON file keeping nvcc's verdicts between runs")
    ap.add_argument("--list", action="store_true", help="print every test's outcome as it comes")
    args = ap.parse_args()
    args.nvcc = tool("nvcc", "NVCC")
    args.ptxas = tool("ptxas", "PTXAS")
    if not args.nvcc or not os.access(args.ptxc, os.X_OK):
        sys.exit(f"survey-libcudacxx: needs nvcc ($NVCC) and ptxc at {args.ptxc} (cargo build --release -p ptxc)")
    load_nvcc_cache(args)
    dialects = args.std.split(",")
    work = [(p, std) for std in dialects for p in tests(args) if not unsupported(p, std)]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda w: survey_test(args, w[0], w[1], tmp), work))
    print(f"CCCL at {args.dir}; {len(work)} test compilations")
    for std in dialects:
        report([r for r in results if r["std"] == std], std)


if __name__ == "__main__":
    main()
