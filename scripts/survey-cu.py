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
import hashlib
import json
import os
import threading
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_tools import corpus_arguments, file_flags, over_corpus, run, scratch_stem, tool  # noqa: E402


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def cause(message):
    """Groups messages that differ only in names: quoted text becomes X."""
    message = re.sub(r"^.*?error[^:]*:\s*", "", message)
    return re.sub(r"'[^']*'|\"[^\"]*\"", "X", message)


def survey_file(args, path, tmp):
    includes = file_flags(args, path)
    stem = scratch_stem(tmp, path)
    result = {"path": os.path.relpath(path, args.dir)}
    code, out = run([args.ptxc, "-arch=" + args.arch, "-O3", *includes, "-o", stem + ".p.ptx", path])
    if code != 0:
        result["ptxc"] = "error"
        result["why"] = first_error(out)
    elif args.ptxas:
        code, out, relocatable = assemble(args, stem + ".p.ptx", stem + ".p.cubin")
        if relocatable:
            result["note"] = "relocatable (ptxas -c)"
        result["ptxc"] = "ok" if code == 0 else "ptxas"
        if code != 0:
            result["why"] = "ptxas: " + first_error(out)
    else:
        result["ptxc"] = "ok"
    if args.nvcc:
        result["nvcc"] = nvcc_verdict(args, path, includes, stem)
    return result


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
    args.cache = {}
    if args.nvcc_cache and os.path.exists(args.nvcc_cache):
        with open(args.nvcc_cache) as f:
            args.cache = json.load(f)
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
    groups = {}
    for r in results:
        if r["ptxc"] != "ok":
            key = ("nvcc ok" if r.get("nvcc") == "ok" else "nvcc fails" if "nvcc" in r else "") + " | " + cause(r["why"])
            groups.setdefault(key, []).append(r["path"])
    print("ptxc failures by first error (count | nvcc on the same files | cause | example):")
    for key, paths in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(paths):4} {key} | {paths[0]}")


if __name__ == "__main__":
    main()
