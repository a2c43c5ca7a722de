#!/usr/bin/env python3
"""Reduces a failing Csmith case with cvise (or creduce) to a small program.

  reduce.py target/difftest/csmith-basic-55 [--opt O3]

The case directory is one the campaign kept (prog.c, prog.cu). The
interestingness test (`reduce.py --test` run inside cvise's scratch folder)
holds when:
  1. the C program builds with gcc and runs cleanly under
     -fsanitize=undefined,address (so reduction cannot introduce undefined
     behaviour that would make any answer right), printing a checksum, and
     prints the same when its uninitialized locals start as zeros or as a
     pattern (-ftrivial-auto-var-init; the sanitizers miss such reads);
  2. ptxc compiles its CUDA form, and ptxc + ptxsim prints another checksum
     or faults.
The result is written to reduced.c and reduced.cu in the case directory.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import csmith_cuda  # noqa: E402
from difftest import ROOT, checksum_of, run  # noqa: E402


def same_whatever_locals_start_as(c_file, include):
    """Whether the program prints the same with locals zeroed and with them
    filled with a pattern: it reads no uninitialized local."""
    outputs = []
    for init in ("zero", "pattern"):
        exe = f"native-{init}"
        status, _, _ = run(["gcc", "-O0", "-w", f"-ftrivial-auto-var-init={init}", "-I", include,
                            str(c_file), "-o", exe], 60)
        if status != 0:
            return False
        status, out, _ = run([f"./{exe}"], 10)
        if status != 0:
            return False
        outputs.append(out)
    return outputs[0] == outputs[1]


def interesting(opt, ptxc, ptxsim, include):
    c_file = pathlib.Path("prog.c")
    status, _, _ = run(
        ["gcc", "-O0", "-w", "-fsanitize=undefined,address", "-fno-sanitize-recover=all", "-I", include,
         str(c_file), "-o", "native"],
        60,
    )
    if status != 0:
        return False
    status, out, err = run(["./native"], 10)
    expected = checksum_of(out)
    if status != 0 or expected is None or "runtime error" in err:
        return False
    if not same_whatever_locals_start_as(c_file, include):
        return False
    try:
        cu = csmith_cuda.to_cuda(c_file.read_text())
    except ValueError:
        return False
    pathlib.Path("prog.cu").write_text(cu)
    status, _, _ = run([ptxc, "-arch=sm_80", f"-{opt}", "-I", include, "-o", "prog.ptx", "prog.cu"], 60)
    if status != 0:
        return False
    status, out, _ = run([ptxsim, "prog.ptx", "--kernel", csmith_cuda.KERNEL_NAME, "--grid", "1", "--block", "1"], 60)
    if status == "timeout":
        return False
    return checksum_of(out) != expected


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("case", nargs="?")
    ap.add_argument("--opt", default="O3")
    ap.add_argument("--test", action="store_true", help="run as the interestingness test in the current folder")
    ap.add_argument("--ptxc", default=str(ROOT / "target/release/ptxc"))
    ap.add_argument("--ptxsim", default=str(ROOT / "target/release/ptxsim"))
    ap.add_argument("--csmith-include", default="/usr/include/csmith")
    args = ap.parse_args()
    if args.test:
        sys.exit(0 if interesting(args.opt, args.ptxc, args.ptxsim, args.csmith_include) else 1)

    # The test runs inside the scratch folder: every path it names must be absolute.
    case = pathlib.Path(args.case).resolve()
    args.ptxc, args.ptxsim = (str(pathlib.Path(p).resolve()) for p in (args.ptxc, args.ptxsim))
    reducer = shutil.which("cvise") or shutil.which("creduce")
    if reducer is None:
        sys.exit("reduce: cvise or creduce not found (Debian package cvise)")
    scratch = case / "reduce"
    scratch.mkdir(exist_ok=True)
    shutil.copy(case / "prog.c", scratch / "prog.c")
    test = scratch / "interesting.sh"
    test.write_text(
        "#!/bin/sh\n"
        f"exec {sys.executable} {HERE / 'reduce.py'} --test --opt {args.opt} "
        f"--ptxc {args.ptxc} --ptxsim {args.ptxsim} --csmith-include {args.csmith_include}\n"
    )
    test.chmod(0o755)
    os.chdir(scratch)
    if not interesting(args.opt, args.ptxc, args.ptxsim, args.csmith_include):
        sys.exit("reduce: the case is not interesting to begin with (no mismatch, or UB under sanitizers)")
    subprocess.run([reducer, "--n", "2", str(test), "prog.c"], check=True)
    shutil.copy("prog.c", case / "reduced.c")
    (case / "reduced.cu").write_text(csmith_cuda.to_cuda((case / "reduced.c").read_text()))
    print(f"reduce: {case / 'reduced.c'} and {case / 'reduced.cu'}")


if __name__ == "__main__":
    main()
