#!/usr/bin/env python3
"""Code-quality comparison of ptxc and nvcc (issue 15): for every kernel of the
execution corpus (tests/kernels/*.cu) that has nvcc's PTX beside it
(tests/nvcc/NAME.ptx, made by scripts/gen-nvcc-ptx.sh), run both PTX files in
ptxsim with the case's launch (its `// grid:`, `// block:`, `// buf:`, `// arg:`
header lines) and count executed thread-instructions (`ptxsim --stats`); with
ptxas present, also registers and spills (`ptxas -v`), and with cuobjdump
(the nvidia-cuda-cuobjdump wheel; beside ptxas, on PATH or --cuobjdump) the
SASS instructions of the whole file (`cuobjdump -sass` of ptxas's cubin, NOPs
not counted). Prints one row per kernel, the ratios ptxc/nvcc, and their
geometric means. A benchmark, not a test: it never fails on a ratio.

usage: scripts/code-quality.py [--ptxc BIN] [--ptxsim BIN] [--ptxas BIN]
                               [--cuobjdump BIN] [-O LEVEL] [--markdown] [NAME...]
"""

import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "kernels"
NVCC_PTX = ROOT / "tests" / "nvcc"


def launch_args(source):
    """ptxsim arguments from a corpus case's header (see tests/harness/corpus.rs)."""
    args, kernel = [], None
    for line in source.splitlines():
        m = re.match(r"\s*//\s*(\w+):\s*(.*?)\s*$", line)
        if not m:
            if line.strip() and not line.lstrip().startswith("//"):
                break
            continue
        key, value = m.groups()
        if key in ("grid", "block", "shared"):
            args += [f"--{key}", value]
        elif key == "kernel":
            kernel = value
        elif key == "buf":
            parts = value.split()
            spec = f"{parts[0]}:{parts[1]}:{parts[2]}"
            if len(parts) > 3:
                spec += "=" + " ".join(parts[3:])
            args += ["--buf", spec]
        elif key == "arg":
            args += ["--arg", value]
    return kernel, args


def entry_names(ptx):
    return re.findall(r"\.entry\s+([\w$]+)", ptx)


def pick_entry(ptx, wanted):
    """The entry of `ptx` the case launches: its `kernel:` name, mangled or not."""
    names = entry_names(ptx)
    if wanted in names:
        return wanted
    for n in names:
        if re.match(rf"_Z\d+{re.escape(wanted)}", n) and n[2:].lstrip("0123456789").startswith(wanted):
            return n
    return names[0] if len(names) == 1 else None


def thread_instructions(ptxsim, ptx_path, entry, args):
    cmd = [ptxsim, str(ptx_path), "--kernel", entry] + args + ["--stats"]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    m = re.search(r"thread-instructions: (\d+)", r.stderr)
    if r.returncode != 0 or not m:
        raise RuntimeError(f"ptxsim failed ({r.returncode}): {r.stderr.strip()[:300]}")
    return int(m.group(1))


def find_cuobjdump(given, ptxas):
    """cuobjdump: as given, beside ptxas, or on PATH; None when absent."""
    for cand in [given, ptxas and str(Path(ptxas).with_name("cuobjdump")), shutil.which("cuobjdump")]:
        if cand and os.access(cand, os.X_OK):
            return cand
    return None


def sass_instructions(cuobjdump, cubin):
    """Instructions of every function in `cubin` (`cuobjdump -sass`), NOPs not counted."""
    # cuobjdump runs nvdisasm, which the wheels put beside it.
    env = dict(os.environ, PATH=f"{Path(cuobjdump).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    r = subprocess.run([cuobjdump, "-sass", str(cubin)], capture_output=True, text=True, timeout=600, env=env)
    if r.returncode != 0:
        return None
    insts = re.findall(r"/\*[0-9a-f]{4,}\*/\s+([^;]*);", r.stdout)
    return sum(1 for i in insts if not re.match(r"(@!?U?P\w+\s+)?NOP\b", i.strip()))


def registers(ptxas, ptx_path, entry, cubin, cuobjdump=None):
    """(registers, spill bytes) of `entry` after `ptxas -arch=sm_80 -v`, and
    the SASS instruction count of the cubin it writes to `cubin` (None
    without cuobjdump)."""
    if not ptxas:
        return None, None
    r = subprocess.run([ptxas, "-arch=sm_80", "-v", str(ptx_path), "-o", str(cubin)],
                       capture_output=True, text=True, timeout=600)
    sass = sass_instructions(cuobjdump, cubin) if cuobjdump and r.returncode == 0 else None
    text = r.stderr
    block = text.split(f"Compiling entry function '{entry}'", 1)
    if len(block) < 2:
        return None, sass
    block = block[1].split("Compiling entry function", 1)[0]
    regs = re.search(r"Used (\d+) registers", block)
    spill = re.search(r"(\d+) bytes spill stores", block)
    return (int(regs.group(1)) if regs else 0, int(spill.group(1)) if spill else 0), sass


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxc", default=str(ROOT / "target" / "release" / "ptxc"))
    ap.add_argument("--ptxsim", default=str(ROOT / "target" / "release" / "ptxsim"))
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", ""))
    ap.add_argument("--cuobjdump", default=os.environ.get("CUOBJDUMP", ""))
    ap.add_argument("-O", dest="opt", default="3")
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()

    cuobjdump = find_cuobjdump(a.cuobjdump, a.ptxas)
    rows, failures = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for cu in sorted(KERNELS.glob("*.cu")):
            name = cu.stem
            if a.names and name not in a.names:
                continue
            nv = NVCC_PTX / f"{name}.ptx"
            if not nv.exists():
                continue
            source = cu.read_text()
            kernel, args = launch_args(source)
            ours = Path(tmp) / f"{name}.ptx"
            c = subprocess.run([a.ptxc, "-arch=sm_80", f"-O{a.opt}", "-o", str(ours), str(cu)],
                               capture_output=True, text=True)
            if c.returncode != 0:
                failures.append(f"{name}: ptxc failed: {c.stderr.strip()[:200]}")
                continue
            want = kernel or name
            e_ours, e_nv = pick_entry(ours.read_text(), want), pick_entry(nv.read_text(), want)
            if not e_ours or not e_nv:
                failures.append(f"{name}: no entry named {want}")
                continue
            try:
                t_ours = thread_instructions(a.ptxsim, ours, e_ours, args)
                t_nv = thread_instructions(a.ptxsim, nv, e_nv, args)
            except (RuntimeError, subprocess.TimeoutExpired) as err:
                failures.append(f"{name}: {err}")
                continue
            cubins = [Path(tmp) / f"{name}.{side}.cubin" for side in ("ptxc", "nvcc")]
            r_ours, s_ours = registers(a.ptxas, ours, e_ours, cubins[0], cuobjdump)
            r_nv, s_nv = registers(a.ptxas, nv, e_nv, cubins[1], cuobjdump)
            rows.append((name, t_ours, t_nv, r_ours, r_nv, s_ours, s_nv))

    ratios = [t / n for _, t, n, *_ in rows if n]
    reg_ratios = [r[0] / v[0] for _, _, _, r, v, _, _ in rows if r and v and v[0]]
    sass_ratios = [s / z for *_, s, z in rows if s and z]
    if a.markdown:
        print("| kernel | ptxc thread-insts | nvcc thread-insts | ratio | ptxc regs/spill | nvcc regs/spill | ptxc SASS | nvcc SASS | SASS ratio |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    else:
        print(f"{'kernel':<28}{'ptxc':>12}{'nvcc':>12}{'ratio':>8}  regs ptxc/nvcc  SASS ptxc/nvcc")
    fmt_regs = lambda r: f"{r[0]}/{r[1]}" if r else "-"
    fmt_sass = lambda s, z: (f"{s} | {z} | {s / z:.2f}" if s and z else "- | - | -")
    for name, t, n, r, v, s, z in rows:
        if a.markdown:
            print(f"| {name} | {t} | {n} | {t / n:.2f} | {fmt_regs(r)} | {fmt_regs(v)} | {fmt_sass(s, z)} |")
        else:
            sass = f"{s}/{z}" if s and z else "-"
            print(f"{name:<28}{t:>12}{n:>12}{t / n:>8.2f}  {fmt_regs(r)} {fmt_regs(v)}  {sass}")
    worst = max(rows, key=lambda x: x[1] / x[2]) if rows else None
    summary = (f"{len(rows)} kernels: thread-instructions ptxc/nvcc geometric mean {geomean(ratios):.3f}"
               + (f", worst {worst[0]} x{worst[1] / worst[2]:.2f}" if worst else "")
               + (f"; registers geometric mean {geomean(reg_ratios):.3f}" if reg_ratios else "")
               + (f"; SASS instructions geometric mean {geomean(sass_ratios):.3f}" if sass_ratios else ""))
    print(("\n" if a.markdown else "") + summary)
    spills = [name for name, _, _, r, v, _, _ in rows if r and v and r[1] > 0 and v[1] == 0]
    if spills:
        print("spills where nvcc has none: " + ", ".join(spills))
    for f in failures:
        print("not measured: " + f, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
