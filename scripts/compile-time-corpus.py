#!/usr/bin/env python3
"""Compile time of ptxc against `nvcc -ptx` over a public corpus (a fetched checkout of
HeCBench, ggml, cuda-samples, ...), file by file with the flags its own build uses, as
issue 42 asks ("the HeCBench median at most 1/20 of nvcc's").

    scripts/compile-time-corpus.py DIR [-I include] [-D NAME] [--under RE]
                                   [--sample N] [--repeat R] [--ptxc BIN]

Each file is compiled by both tools R times; a run's cost is the CPU time (user +
system) of the whole process tree, read from wait4's resource usage, so a machine
shared with other work changes the figures less than wall time would (both are
printed). Files either tool rejects are left out. --sample N takes N files spread
evenly over the sorted list (the same files every run). The summary: the median of
each tool's per-file medians, the median and geometric mean of the per-file ratios,
and peak memory (largest resident set of one run). Not part of the tests: figures go
to specs/performance.md.
"""
import math
import os
import re
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import corpus_arguments, file_flags, measured, tool  # noqa: E402


def files_of(args):
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.dir) for f in fs if f.endswith(".cu"))
    if args.under:
        files = [p for p in files if any(re.search(u, os.path.relpath(p, args.dir)) for u in args.under)]
    if args.sample and args.sample < len(files):
        step = len(files) / args.sample
        files = [files[int(i * step)] for i in range(args.sample)]
    return files


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    nvcc = tool("nvcc", "NVCC")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.ptx")
        for path in files_of(args):
            flags = file_flags(args, path) + ["-arch=" + args.arch, "-O3", "-o", out, path]
            per_tool = {}
            for name, cmd in (("ptxc", [args.ptxc]), ("nvcc", [nvcc, "-ptx"])):
                runs = [measured(cmd + flags) for _ in range(args.repeat)]
                if any(code != 0 for code, *_ in runs):
                    break
                per_tool[name] = (
                    statistics.median(r[1] for r in runs),
                    statistics.median(r[2] for r in runs),
                    max(r[3] for r in runs),
                )
            if len(per_tool) < 2:
                print(f"skipped (a tool rejects it): {os.path.relpath(path, args.dir)}", flush=True)
                continue
            (pc, pw, pm), (nc, nw, nm) = per_tool["ptxc"], per_tool["nvcc"]
            rows.append((path, pc, pw, pm, nc, nw, nm))
            print(f"{os.path.relpath(path, args.dir)}: ptxc {pc * 1000:.0f} ms cpu ({pw * 1000:.0f} wall, "
                  f"{pm:.0f} MiB), nvcc {nc * 1000:.0f} ms cpu ({nw * 1000:.0f} wall, {nm:.0f} MiB), "
                  f"ratio 1/{nc / max(pc, 1e-6):.1f}", flush=True)
    if not rows:
        print("no file both tools accept")
        return 1
    ratios = [r[1] / r[4] for r in rows]
    geo = math.exp(sum(math.log(max(x, 1e-9)) for x in ratios) / len(ratios))
    print(f"\n{len(rows)} files both accept, {args.repeat} runs each")
    print(f"ptxc median {statistics.median(r[1] for r in rows) * 1000:.0f} ms cpu, "
          f"nvcc median {statistics.median(r[4] for r in rows) * 1000:.0f} ms cpu")
    print(f"per-file ratio ptxc/nvcc (cpu): median 1/{1 / statistics.median(ratios):.1f}, "
          f"geometric mean 1/{1 / geo:.1f}, worst 1/{1 / max(ratios):.1f} "
          f"({os.path.relpath(max(rows, key=lambda r: r[1] / r[4])[0], args.dir)})")
    print(f"peak memory: ptxc median {statistics.median(r[3] for r in rows):.0f} MiB, "
          f"max {max(r[3] for r in rows):.0f}; nvcc median {statistics.median(r[6] for r in rows):.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
