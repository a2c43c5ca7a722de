#!/usr/bin/env python3
"""Runs every .cu file under a directory through ptxc (then ptxas) and, when
present, `nvcc -ptx`, and prints how many each turns into PTX and the first
error of each file ptxc fails on, grouped by cause.

Used to measure ptxc on published CUDA code (e.g. a cuda-samples checkout,
fetched by hand and never copied into the project). Not part of the tests.

    scripts/survey-cu.py DIR [-I Common] [-D NAME] [--std c++17] [--arch sm_80]
                         [--jobs 2] [--list] [--nvcc-cache FILE] [--under SUBDIR]

Each file is compiled on its own, with its own folder and every `-I` given
(relative to DIR) on the include path, as the samples' Makefiles do.
A file whose PTX calls device functions defined in another file (`.extern
.func`, as nvcc's PTX declares them too) is assembled as relocatable code
(`ptxas -c`, what nvcc -rdc=true does) and listed with that note.
nvcc takes seconds a file, so its verdicts can be kept in a cache file keyed
by the file's contents and the flags (--nvcc-cache); a file that includes a
changed header keeps its old verdict, so delete the cache after editing one.
nvcc's PTX goes through ptxas as ptxc's does (relocatable code for PTX that calls
functions of other files): a file counts as accepted by nvcc only when both steps pass.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import (corpus_arguments, file_flags, load_nvcc_cache, nvcc_verdict, over_corpus,  # noqa: E402
                          print_causes, ptxc_verdict, scratch_stem, tool)


def survey_file(args, path, tmp):
    includes = file_flags(args, path)
    stem = scratch_stem(tmp, path)
    result = {"path": os.path.relpath(path, args.dir)}
    result["ptxc"], why, note = ptxc_verdict(args, path, includes, stem)
    if why:
        result["why"] = why
    if note:
        result["note"] = note
    if args.nvcc:
        result["nvcc"] = nvcc_verdict(args, path, includes, stem)
    return result


def main():
    ap = corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--nvcc-cache", help="JSON file keeping nvcc's verdicts between runs")
    ap.add_argument("--no-nvcc", action="store_true")
    ap.add_argument("--list", action="store_true", help="print every file's outcome")
    args = ap.parse_args()
    args.nvcc = None if args.no_nvcc else tool("nvcc", "NVCC")
    args.ptxas = tool("ptxas", "PTXAS")
    if not os.access(args.ptxc, os.X_OK):
        sys.exit(f"survey-cu: no ptxc at {args.ptxc} (cargo build --release -p ptxc)")
    load_nvcc_cache(args)
    results = over_corpus(args, survey_file)

    if args.list:
        for r in results:
            print(f"{r['ptxc']:6} nvcc={r.get('nvcc', '-'):6} {r['path']}  {r.get('why', r.get('note', ''))}")
    ok = [r for r in results if r["ptxc"] == "ok"]
    print(f"files: {len(results)}")
    print(f"ptxc -> PTX that ptxas accepts: {len(ok)}")
    if args.nvcc:
        nv = [r for r in results if r["nvcc"] == "ok"]
        both = [r for r in nv if r["ptxc"] == "ok"]
        print(f"nvcc -ptx (and ptxas on its PTX) accepts: {len(nv)}; of those, ptxc: {len(both)}")
        print(f"ptxc accepts, nvcc rejects: {len(ok) - len(both)}")
    print_causes(results)


if __name__ == "__main__":
    main()
