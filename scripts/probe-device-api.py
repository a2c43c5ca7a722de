#!/usr/bin/env python3
"""Which device functions of CUDA's own headers does ptxc lack (issues 43 and 75)?

Two steps, each on two tables:

  --regen   (needs nvcc and its headers: scripts/install-nvcc.sh or NVCC)
            Reads the device function declarations of the pinned CUDA 13.5
            headers (HEADERS below). Names (tests/device_api/names.tsv): one
            call per name (argument types from the declaration: each argument
            is an lvalue `*(T*)p`), keeping the names nvcc accepts in device
            code, and, separately, the ones it accepts in host code
            (`__host__ __device__` functions). Signatures
            (tests/device_api/signatures.tsv): one call per declared overload
            with its own parameter types (the cache-hint loads and stores over
            every scalar, vector, half and bfloat16 type, the pair functions,
            the legacy votes...), each with nvcc's verdict in device code.
            Names and types only, no header text.

  (default) Compiles the committed calls nvcc accepts with ptxc (sm_90, -O3;
            device calls as kernels, host calls under --check-host), runs
            ptxas on the PTX when PTXAS is set, and lists by family the names
            and the overloads ptxc lacks: an error at the call, a call left to
            an undefined `.extern .func`, or PTX ptxas rejects. Prints
            `missing: N of M`. `--max-missing K` exits 1 when more than K
            names and overloads are missing (scripts/test.sh runs it with the
            current count).

    scripts/probe-device-api.py [--ptxc PATH] [--list] [--max-missing K]
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "tests", "device_api", "names.tsv")
SIGNATURES = os.path.join(ROOT, "tests", "device_api", "signatures.tsv")
ARCH = "sm_90"

# The headers issue 43 names, in the pinned wheels' include/ (.hpp: definitions).
HEADERS = [
    "crt/math_functions.h", "crt/math_functions.hpp",
    "crt/device_functions.h", "crt/device_functions.hpp",
    "crt/device_double_functions.h", "crt/device_double_functions.hpp",
    "sm_20_intrinsics.h", "sm_20_intrinsics.hpp",
    "sm_30_intrinsics.h", "sm_30_intrinsics.hpp",
    "sm_32_intrinsics.h", "sm_32_intrinsics.hpp",
    "sm_35_intrinsics.h",
    "sm_61_intrinsics.h", "sm_61_intrinsics.hpp",
    "cuda_fp16.h", "cuda_fp16.hpp",
    "cuda_bf16.h", "cuda_bf16.hpp",
    "device_atomic_functions.h", "device_atomic_functions.hpp",
    "sm_20_atomic_functions.h", "sm_20_atomic_functions.hpp",
    "sm_32_atomic_functions.h", "sm_32_atomic_functions.hpp",
    "sm_35_atomic_functions.h",
    "sm_60_atomic_functions.h", "sm_60_atomic_functions.hpp",
    "crt/sm_70_rt.h", "crt/sm_70_rt.hpp",
    "crt/sm_80_rt.h", "crt/sm_80_rt.hpp",
    "crt/sm_90_rt.h", "crt/sm_90_rt.hpp",
    "vector_functions.h", "vector_functions.hpp",
    "cuda_fp8.h", "cuda_fp8.hpp",
    "cuda_fp6.h", "cuda_fp6.hpp",
    "cuda_fp4.h", "cuda_fp4.hpp",
]

# Words before `(` that are not the declared function's name.
NOT_NAMES = {
    "__attribute__", "__declspec", "__align__", "__func__", "decltype", "sizeof",
    "alignof", "__alignof__", "static_assert", "if", "while", "for", "switch", "return",
    "float", "double", "int", "unsigned", "short", "long", "char", "bool", "void",
    "signed", "operator", "asm", "__asm__", "__asm", "defined", "__deprecated__",
    "__CUDA_DEPRECATED", "__DEPRECATED__", "__cudart_builtin__", "template",
}
# The headers' own helpers, not CUDA's API (`__internal_device_hadd`, `__hsin_internal`,
# `__nv_bswap16_impl`, `__nvvm_fns`, the runtime's `__cudaPushCallConfiguration`).
INTERNAL = re.compile(r"^__internal|_internal$|_impl$|^__nvvm_|_simpl_|^__cuda[A-Z]")
VECTOR_TYPE = re.compile(r"^(u?char|u?short|u?int|u?long|u?longlong|float|double)[1-4](_16a|_32a)?$")
TYPE_WORDS = {"int", "unsigned", "signed", "short", "long", "char", "float", "double",
              "bool", "void", "const", "volatile"}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    # preprocessor lines (with continuations) are not declarations
    return re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", "", text, flags=re.M)


def balanced(text, i):
    """Index after the `)` matching the `(` at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def split_top(params):
    out, depth, cur = [], 0, ""
    for c in params:
        if c in "(<[":
            depth += 1
        elif c in ")>]":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    out.append(cur)
    return [p.strip() for p in out]


def param_type(p, tparams):
    p = re.sub(r"__attribute__\s*\(\(.*?\)\)", "", p.split("=")[0]).strip()
    p = re.sub(r"\b__restrict__\b|\b__restrict\b", "", p).strip()
    words = re.findall(r"[A-Za-z_]\w*|::|[*&]+|\S", p)
    if len(words) >= 2 and re.match(r"[A-Za-z_]\w*$", words[-1]) and words[-1] not in TYPE_WORDS \
            and words[-2] != "::":
        p = p[: p.rfind(words[-1])].strip()
    for t in tparams:
        p = re.sub(r"\b%s\b" % re.escape(t), "int", p)
    p = " ".join(p.split())
    return TYPE_MACROS.get(p, p)


def declarations(include):
    """(name, header, [param types]) for every device-looking declaration."""
    found = []
    for rel in HEADERS:
        path = os.path.join(include, rel)
        if not os.path.exists(path):
            continue
        text = strip_comments(open(path, encoding="utf-8", errors="replace").read())
        for m in re.finditer(r"[^;{}]+", text):
            head = m.group(0)
            tparams = []
            t = re.match(r"\s*template\s*<([^>]*)>", head)
            if t:
                tparams = re.findall(r"(?:typename|class)\s+(\w+)", t.group(1))
                head = head[t.end():]
            for n in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", head):
                name = n.group(1)
                if name in NOT_NAMES or re.match(r"^__[A-Z0-9_]+__$|^_[A-Z]|^[A-Z_0-9]+$", name):
                    continue
                if VECTOR_TYPE.match(name):
                    break  # `operator float2()`: CUDA's vector types are not these headers' API
                if INTERNAL.search(name):
                    break
                before = head[: n.start()]
                if not re.search(r"device|DEVICE|DECL|HOSTDEVICE|__forceinline__", before):
                    break
                end = balanced(head, n.end() - 1)
                params = head[n.end(): end - 1].strip()
                if "(" in params and "(*" in params:
                    break  # function-pointer parameters
                types = []
                for p in split_top(params):
                    if p in ("", "void", "..."):
                        continue
                    types.append(param_type(p, tparams))
                found.append((name, rel, types))
                break
    return found


def family(name, header):
    base = os.path.basename(header).split(".")[0]
    if base == "device_functions" and re.match(r"__v", name):
        return "simd"
    if re.match(r"__vi(add|max|min|bmax|bmin|mn|mx)", name):
        return "simd"
    return {"cuda_fp16": "half", "cuda_bf16": "bfloat16", "math_functions": "math",
            "cuda_fp8": "fp8", "cuda_fp6": "fp6", "cuda_fp4": "fp4",
            "device_double_functions": "double_intrinsics", "vector_functions": "vector"}.get(
        base, "atomics" if "atomic" in base else base)


# Macros the headers spell parameter types with (crt/host_defines.h, on Linux).
TYPE_MACROS = {"__CLZ_PARAMETER_TYPE": "int", "__CLZLL_PARAMETER_TYPE": "long long int"}


def argument(t):
    """An expression of type t: an lvalue read through p (an xvalue for T&&)."""
    if t.endswith("&&"):
        u = t[:-2].strip()
        return "static_cast<%s&&>(*(%s*)p)" % (u, u)
    return "*(%s*)p" % (t.rstrip("&").strip() if t.endswith("&") else t)


def call(idx, name, types, space):
    args = ", ".join(argument(t) for t in types)
    head = 'extern "C" __global__ void' if space == "device" else "void"
    return "%s probe_%d(void *p) { (void)%s(%s); }\n" % (head, idx, name, args)


def source(entries, space):
    lines = ["#include <cuda_fp16.h>\n", "#include <cuda_bf16.h>\n",
             "#include <cuda_fp8.h>\n", "#include <cuda_fp6.h>\n", "#include <cuda_fp4.h>\n"]
    first = len(lines) + 1
    for k, (name, types) in enumerate(entries):
        lines.append(call(k, name, types, space))
    return "".join(lines), first


def failing_lines(output, path):
    """Lines of `path` with an error (not a warning: the legacy votes are deprecated):
    nvcc's `probe.cu(12): error`, ptxc's `error: ...` then `┌─ probe.cu:12:3`."""
    base = re.escape(os.path.basename(path))
    lines = set()
    for m in re.finditer(r"%s\((\d+)\): (?:catastrophe |fatal )?error" % base, output):
        lines.add(int(m.group(1)))
    for block in re.split(r"\n(?=\S)", output):
        if block.startswith("error"):
            m = re.search(r"%s:(\d+)" % base, block)
            if m:
                lines.add(int(m.group(1)))
    return lines


# ------------------------------------------------------------------ nvcc step

CCCL = os.path.join(ROOT, ".cache/cuda/nvidia/cu13/include/cccl")  # nv/target for cuda_fp16.h


def nvcc_accepts(nvcc, entries, space, tmp, arch=ARCH):
    """The entries (name, types) nvcc compiles, dropping failing ones round by round."""
    todo = list(entries)
    while todo:
        text, first = source(todo, space)
        path = os.path.join(tmp, "probe_%s.cu" % space)
        open(path, "w").write(text)
        if space == "device":
            cmd = [nvcc, "-ptx", "-arch=" + arch, "-I", CCCL, path, "-o", os.path.join(tmp, "out.ptx")]
        else:
            cmd = [nvcc, "-c", "-arch=" + ARCH, "-I", CCCL, path, "-o", os.path.join(tmp, "out.o")]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode == 0:
            return todo
        bad = {ln - first for ln in failing_lines(r.stdout + r.stderr, path)}
        bad = {b for b in bad if 0 <= b < len(todo)}
        if not bad:
            sys.exit("nvcc failed without a line in the probe:\n" + r.stderr[-3000:])
        todo = [e for k, e in enumerate(todo) if k not in bad]
    return todo


def nvcc_accepts_device(nvcc, entries, tmp):
    """The entries nvcc compiles in device code for sm_80 or, what sm_80 lacks, for sm_90.
    nvcc -ptx for sm_90 also runs ptxas on its PTX, which fails on the legacy votes
    (`vote` without `.sync`, which ptxas rejects for sm_70 and later) that its front end
    accepts with a deprecation warning, as it does for sm_80, where nothing is assembled."""
    ok = nvcc_accepts(nvcc, entries, "device", tmp, "sm_80")
    taken = {(n, tuple(t)) for n, t in ok}
    later = [e for e in entries if (e[0], tuple(e[1])) not in taken]
    return ok + (nvcc_accepts(nvcc, later, "device", tmp, "sm_90") if later else [])


def regen(nvcc):
    include = os.path.join(os.path.dirname(os.path.dirname(nvcc)), "include")
    decls = declarations(include)
    by_name = collections.OrderedDict()
    for name, header, types in decls:
        by_name.setdefault(name, (header, []))[1].append(types)
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for space in ("device", "host"):
            # try each name's declared signatures in turn until nvcc takes one
            pending = {name: list(sigs) for name, (_, sigs) in by_name.items()}
            if space == "host":
                pending = {n: s for n, s in pending.items() if n in rows}
            while pending:
                attempt = [(n, sigs[0]) for n, sigs in pending.items()]
                if space == "device":
                    ok = nvcc_accepts_device(nvcc, attempt, tmp)
                else:
                    ok = nvcc_accepts(nvcc, attempt, space, tmp)
                for n, types in ok:
                    if space == "device":
                        rows[n] = [family(n, by_name[n][0]), n, "device", types]
                    else:
                        rows[n][2] = "host"
                        rows[n][3] = types
                    del pending[n]
                for n in list(pending):
                    pending[n] = pending[n][1:]
                    if not pending[n]:
                        del pending[n]
    os.makedirs(os.path.dirname(TABLE), exist_ok=True)
    with open(TABLE, "w") as f:
        f.write("# family\tname\tspace (host: nvcc accepts a call in host code too)\targument types\n")
        for fam, name, space, types in sorted(rows.values()):
            f.write("%s\t%s\t%s\t%s\n" % (fam, name, space, "; ".join(types)))
    print("probe-device-api: nvcc knows %d device functions (%d also host); wrote %s"
          % (len(rows), sum(r[2] == "host" for r in rows.values()), os.path.relpath(TABLE, ROOT)))


def regen_signatures(nvcc):
    """Every declared overload, called with its parameter types, and nvcc's verdict."""
    include = os.path.join(os.path.dirname(os.path.dirname(nvcc)), "include")
    seen = collections.OrderedDict()
    for name, header, types in declarations(include):
        # `const __half *const ptr`: the pointer's own const is not part of the type called
        types = [re.sub(r"\*\s*const$", "*", t) for t in types]
        seen.setdefault((name, tuple(types)), family(name, header))
    entries = [(name, list(types)) for name, types in seen]
    with tempfile.TemporaryDirectory() as tmp:
        ok = {(n, tuple(t)) for n, t in nvcc_accepts_device(nvcc, entries, tmp)}
    with open(SIGNATURES, "w") as f:
        f.write("# family\tname\targument types\tnvcc's verdict in device code (nvcc -ptx, sm_80 or sm_90)\n")
        for (name, types), fam in sorted(seen.items(), key=lambda e: (e[1], e[0])):
            verdict = "accepted" if (name, types) in ok else "rejected"
            f.write("%s\t%s\t%s\t%s\n" % (fam, name, "; ".join(types), verdict))
    print("probe-device-api: nvcc accepts %d of the %d declared overloads; wrote %s"
          % (len(ok), len(seen), os.path.relpath(SIGNATURES, ROOT)))


# ------------------------------------------------------------------ ptxc step

def read_table():
    rows = []
    for line in open(TABLE):
        if line.startswith("#") or not line.strip():
            continue
        fam, name, space, types = line.rstrip("\n").split("\t")
        rows.append((fam, name, space, [t for t in types.split("; ") if t]))
    return rows


# The CUDA system calls a kernel's PTX may leave to the driver, as nvcc's does.
SYSTEM_CALLS = ("vprintf", "malloc", "free", "__assertfail", "__cuda_syscall_aligned_malloc")


def ptxc_missing(ptxc, ptxas, entries, space, tmp):
    """Indices of the entries ptxc cannot compile (with ptxas when given)."""
    path = os.path.join(tmp, "probe_%s.cu" % space)
    out = os.path.join(tmp, "probe_%s.ptx" % space)

    def compile_ok(idx):
        """(missing indices among idx) by compiling them, bisecting unattributed failures."""
        sub = [entries[i] for i in idx]
        text, first = source(sub, space)
        open(path, "w").write(text)
        cmd = [ptxc, "-arch=" + ARCH, "-O3", path, "-o", out]
        if space == "host":
            cmd.append("--check-host")
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            bad = {ln - first for ln in failing_lines(r.stdout + r.stderr, path)}
            bad = {b for b in bad if 0 <= b < len(sub)}
            if bad:
                rest = [i for k, i in enumerate(idx) if k not in bad]
                return {idx[b] for b in bad} | (compile_ok(rest) if rest else set())
            if len(idx) == 1:
                return set(idx)
            half = len(idx) // 2
            return compile_ok(idx[:half]) | compile_ok(idx[half:])
        if space == "host":
            return set()
        ptx = open(out).read()
        # a call left to a function nobody defines
        defined = set(re.findall(r"^\.(?:visible |weak )?\.func\s+(?:\([^)]*\)\s*)?(\w+)", ptx, re.M))
        bad = set()
        for m in re.finditer(r"\.entry probe_(\d+)\((.*?)^}", ptx, re.S | re.M):
            for callee in re.findall(r"call(?:\.uni)?\s+(?:\([^)]*\),\s*)?(\w+)", m.group(2)):
                if callee not in defined and callee not in SYSTEM_CALLS:
                    bad.add(idx[int(m.group(1))])
        if ptxas:
            r = subprocess.run([ptxas, "-arch=" + ARCH, out, "-o", out + ".cubin"],
                               capture_output=True, text=True)
            if r.returncode != 0:
                if len(idx) == 1:
                    return set(idx)
                half = len(idx) // 2
                return bad | compile_ok(idx[:half]) | compile_ok(idx[half:])
        return bad

    return compile_ok(list(range(len(entries))))


def read_signatures():
    """(family, name, types) of the overloads nvcc accepts in device code."""
    rows = []
    for line in open(SIGNATURES):
        if line.startswith("#") or not line.strip():
            continue
        fam, name, types, verdict = line.rstrip("\n").split("\t")
        if verdict == "accepted":
            rows.append((fam, name, [t for t in types.split("; ") if t]))
    return rows


def report(missing, show_all):
    by_fam = collections.defaultdict(list)
    for fam, what in missing:
        by_fam[fam].append(what)
    for fam in sorted(by_fam):
        names = by_fam[fam]
        shown = names if show_all else names[:12] + (["..."] if len(names) > 12 else [])
        print("%-18s %4d  %s" % (fam, len(names), " ".join(shown)))


def probe(ptxc, ptxas, show_all):
    rows = read_table()
    sigs = read_signatures()
    missing, missing_sigs = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for space in ("device", "host"):
            sel = [r for r in rows if space == "device" or r[2] == "host"]
            bad = ptxc_missing(ptxc, ptxas, [(r[1], r[3]) for r in sel], space, tmp)
            missing += [(sel[i][0], sel[i][1] + (" (host)" if space == "host" else "")) for i in sorted(bad)]
        bad = ptxc_missing(ptxc, ptxas, [(r[1], r[2]) for r in sigs], "device", tmp)
        missing_sigs = [(sigs[i][0], "%s(%s)" % (sigs[i][1], ", ".join(sigs[i][2]))) for i in sorted(bad)]
    print("names:")
    report(missing, show_all)
    print("overloads:")
    report(missing_sigs, show_all)
    hosts = sum(r[2] == "host" for r in rows)
    print("missing: %d of %d names (%d device calls, %d host calls), %d of %d overloads"
          % (len(missing), len(rows) + hosts, len(rows), hosts, len(missing_sigs), len(sigs)))
    return len(missing) + len(missing_sigs)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--regen", action="store_true")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", os.path.join(ROOT, ".cache/nvcc/nvidia/cu13/bin/nvcc")))
    ap.add_argument("--signatures-only", action="store_true", help="--regen: the overloads' table only")
    ap.add_argument("--ptxc", default=os.environ.get("PTXC", os.path.join(
        os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "release", "ptxc")))
    ap.add_argument("--list", action="store_true", help="every missing name, not the first 12 per family")
    ap.add_argument("--max-missing", type=int)
    a = ap.parse_args()
    if a.regen:
        if not a.signatures_only:
            regen(a.nvcc)
        regen_signatures(a.nvcc)
        return
    n = probe(a.ptxc, os.environ.get("PTXAS"), a.list)
    if a.max_missing is not None and n > a.max_missing:
        sys.exit("probe-device-api: %d names and overloads missing, more than the %d allowed" % (n, a.max_missing))


if __name__ == "__main__":
    main()
