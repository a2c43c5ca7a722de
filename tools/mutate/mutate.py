#!/usr/bin/env python3
"""Mutation campaigns: ptxc on mutated CUDA sources, ptxsim on mutated PTX
(specs/testing.md, "Mutation campaigns"). Issue 47: no input makes either tool
panic, crash or hang.

  mutate.py cu  [--seed 1] [--count 2000] [--jobs 2] [--timeout 20] [--work DIR]
  mutate.py ptx [--seed 1] [--count 500]  [--jobs 2] [--timeout 20] [--work DIR]

Seeds: `cu` takes every `.cu` file under tests/ and examples/; `ptx` takes
tests/nvcc/*.ptx and the PTX ptxc makes (-O3, sm_80) for tests/kernels/*.cu.
Mutant N of a campaign is made by `random.Random(f"{seed}:{N}")` alone: it
picks the seed file and one to three mutations (MUTATIONS below), so any
mutant is made again by `mutate.py cu --seed S --show N`.

A mutant is compiled by `ptxc -arch=sm_80 -O3` (or run by ptxsim on its first
kernel, with a buffer for every pointer parameter and a step limit) under a
time limit. A finding is a panic, a death by signal, a time-out, an exit
status other than 0 and 1, or an exit 1 with nothing on stderr. Findings are
saved in WORK/findings/ with the command that reproduces them; `summary.json`
holds the figures. Exit status: 0 when there is no finding, 1 otherwise.
"""
import argparse
import json
import os
import pathlib
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = pathlib.Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")

# ---------------------------------------------------------------------------
# Tokens (C++ and PTX alike, coarsely): what token-level mutations work on.

TOKEN_RE = re.compile(
    rb"""
      (?P<comment>//[^\n]*|/\*.*?(?:\*/|\Z))
    | (?P<raw>R"(?P<delim>[^()\\\s]{0,16})\(.*?(?:\)(?P=delim)"|\Z))
    | (?P<string>"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?)
    | (?P<ident>[A-Za-z_.%$][A-Za-z0-9_.$]*)
    | (?P<number>\d[\w.']*(?:[eEpP][+-]\d+)?)
    | (?P<punct>::|->\*?|\.\.\.|<<=?|>>=?|[-+*/%&|^!=<>]=|&&|\|\||\+\+|--|\#\#|[^\s\w])
    """,
    re.S | re.X,
)


def tokens(text):
    """(start, end, kind) of each token of `text`."""
    return [(m.start(), m.end(), m.lastgroup if m.lastgroup != "delim" else "raw") for m in TOKEN_RE.finditer(text)]


CU_INSERTS = [
    b"(", b")", b"{", b"}", b"[", b"]", b"<", b">", b";", b",", b"::", b"...", b"*", b"&", b"&&", b"=", b"->",
    b"#", b"##", b"\\", b"'", b'"', b"template", b"typename", b"class", b"struct", b"union", b"enum",
    b"namespace", b"using", b"operator", b"decltype", b"constexpr", b"static_assert", b"sizeof", b"alignof",
    b"auto", b"const", b"volatile", b"virtual", b"friend", b"public:", b"private:", b"new", b"delete",
    b"this", b"return", b"if", b"else", b"for", b"while", b"do", b"switch", b"case 1:", b"default:",
    b"goto L;", b"L:", b"break;", b"continue;", b"int", b"unsigned", b"long long", b"float", b"double",
    b"bool", b"void", b"char", b"__global__", b"__device__", b"__shared__", b"__constant__", b"__host__",
    b"extern \"C\"", b"static", b"inline", b"__restrict__", b"asm(\"\");", b"__attribute__((aligned(8)))",
    b"[[nodiscard]]", b"alignas(16)", b"noexcept", b"throw", b"typedef", b"0x7fffffffffffffffffffff",
    b"1e99999", b"0.", b"'\\777'", b"u8\"x\"", b"L'x'", b"R\"(", b"/*", b"*/", b"//", b"#define X(a) X(a)",
    b"#undef __global__", b"#if 1", b"#else", b"#endif", b"#include <", b"#pragma unroll", b"#line 0",
    b"_Pragma(\"unroll\")", b"__VA_ARGS__", b"threadIdx.x", b"blockIdx", b"__syncthreads();", b"warpSize",
    b"std::", b"<>", b"<int>", b"template <>", b"template <typename T>", b"~", b"!", b"?", b":", b"%",
    b"/ 0", b"<< 99", b"-2147483648", b"\x00", b"\xff", b"\xe2\x80\x8b",
]

PTX_INSERTS = [
    b"{", b"}", b"(", b")", b"[", b"]", b";", b",", b"<", b">", b"+", b"-", b"@", b"!", b"|", b"::",
    b".reg", b".pred", b".b32", b".u64", b".f32", b".s8", b".v4", b".v2", b".align 0", b".param",
    b".shared", b".global", b".local", b".const", b".func", b".entry", b".visible", b".extern",
    b".maxntid 0", b".reqntid 1025", b".target sm_1", b".version 99.9", b".address_size 32",
    b"bra", b"ret;", b"exit;", b"call", b"bar.sync 0;", b"mov.u32", b"ld.global.u32", b"st.shared.v4.f32",
    b"atom.global.add.u32", b"shfl.sync.bfly.b32", b"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
    b"cp.async.ca.shared.global", b"wmma.load.a.sync", b"vote.sync.ballot.b32", b"setp.lt.s32",
    b"%r1", b"%rd999999", b"%p1", b"%tid.x", b"%ctaid", b"%r<4294967295>", b"$L__BB0_1", b"$L__BB0_1:",
    b"0x7fffffffffffffffff", b"0f7F800000", b"0dFFFFFFFFFFFFFFFF", b"-0", b"1e400", b"\"x\"", b"//", b"/*",
    b"\x00", b"\xff",
]

# ---------------------------------------------------------------------------
# Mutations: each takes (rng, text, lang) and returns the new text (bytes).


def _pos(rng, text):
    return rng.randrange(len(text) + 1)


def _lines(text):
    return text.split(b"\n")


def cut(rng, text, _lang):
    """The file ends at a random byte."""
    return text[: _pos(rng, text)]


def delete_lines(rng, text, _lang):
    lines = _lines(text)
    i = rng.randrange(len(lines))
    del lines[i : i + 1 + rng.randrange(min(8, len(lines)))]
    return b"\n".join(lines)


def duplicate_lines(rng, text, _lang):
    lines = _lines(text)
    i = rng.randrange(len(lines))
    chunk = lines[i : i + 1 + rng.randrange(6)]
    j = rng.randrange(len(lines) + 1)
    return b"\n".join(lines[:j] + chunk + lines[j:])


def swap_lines(rng, text, _lang):
    lines = _lines(text)
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def drop_bracket(rng, text, _lang):
    spots = [m.start() for m in re.finditer(rb"[(){}\[\]<>]", text)]
    if not spots:
        return cut(rng, text, _lang)
    p = rng.choice(spots)
    return text[:p] + text[p + 1 :]


def insert_word(rng, text, lang):
    words = CU_INSERTS if lang == "cu" else PTX_INSERTS
    toks = tokens(text)
    p = rng.choice(toks)[rng.randrange(2)] if toks else 0
    w = rng.choice(words)
    sep = rng.choice([b" ", b"", b"\n"])
    return text[:p] + sep + w + sep + text[p:]


def random_bytes(rng, text, _lang):
    p = _pos(rng, text)
    n = 1 + rng.randrange(16)
    junk = bytes(rng.randrange(256) if rng.random() < 0.3 else rng.randrange(32, 127) for _ in range(n))
    drop = rng.randrange(4)
    return text[:p] + junk + text[p + drop :]


def repeat_block(rng, text, _lang):
    """A run of lines repeated hundreds of times in place."""
    lines = _lines(text)
    i = rng.randrange(len(lines))
    chunk = lines[i : i + 1 + rng.randrange(10)]
    times = 100 + rng.randrange(400)
    return b"\n".join(lines[:i] + chunk * times + lines[i + len(chunk) :])


def open_parens(rng, text, _lang):
    """Thousands of one opener (sometimes closed again) at a token boundary."""
    toks = tokens(text)
    p = rng.choice(toks)[0] if toks else 0
    n = 1000 + rng.randrange(20000)
    opener, closer = rng.choice([(b"(", b")"), (b"{", b"}"), (b"[", b"]"), (b"<", b">")])
    close = closer * n if rng.random() < 0.3 else b""
    return text[:p] + opener * n + close + text[p:]


def delete_token(rng, text, _lang):
    toks = tokens(text)
    if not toks:
        return text
    s, e, _ = rng.choice(toks)
    return text[:s] + text[e:]


def duplicate_token(rng, text, _lang):
    toks = tokens(text)
    if not toks:
        return text
    s, e, _ = rng.choice(toks)
    return text[:e] + b" " + text[s:e] + text[e:]


def swap_tokens(rng, text, _lang):
    toks = tokens(text)
    if len(toks) < 2:
        return text
    k = rng.randrange(len(toks) - 1)
    # Neighbours mostly; sometimes two tokens far apart.
    m = k + 1 if rng.random() < 0.7 else rng.randrange(k + 1, len(toks))
    (s1, e1, _), (s2, e2, _) = toks[k], toks[m]
    return text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]


def unbalance_angles(rng, text, _lang):
    """A `<` or `>` of a template context dropped, doubled or added."""
    spots = [m for m in re.finditer(rb"\b(template|static_cast|reinterpret_cast|const_cast|\w+)\s*<", text)]
    if not spots:
        return drop_bracket(rng, text, _lang)
    m = rng.choice(spots)
    lt = m.end() - 1
    gt = text.find(b">", lt)
    choice = rng.randrange(4)
    if choice == 0:
        return text[:lt] + text[lt + 1 :]
    if choice == 1 and gt > 0:
        return text[:gt] + text[gt + 1 :]
    if choice == 2 and gt > 0:
        return text[:gt] + b">>" + text[gt:]
    return text[:lt] + b"<<" + text[lt:]


def truncate_inside(rng, text, _lang):
    """The file ends inside a string, character literal, comment or raw string."""
    toks = [t for t in tokens(text) if t[2] in ("string", "comment", "raw") and t[1] - t[0] > 1]
    if not toks or rng.random() < 0.2:
        opener = rng.choice([b'"abc', b"'x", b"/* open", b'R"d(never', b'u8R"(', b"// \\"])
        return text[: _pos(rng, text)] + opener
    s, e, _ = rng.choice(toks)
    return text[: s + 1 + rng.randrange(e - s - 1)]


def unclosed_conditional(rng, text, lang):
    """A `#if`/`#ifdef` with no `#endif` (or a stray `#else`/`#endif`)."""
    lines = _lines(text)
    i = rng.randrange(len(lines) + 1)
    d = rng.choice([b"#if 1", b"#if 0", b"#ifdef __CUDA_ARCH__", b"#ifndef X", b"#elif 1", b"#else", b"#endif",
                    b"#if (", b"#if 1 +", b"#if defined(", b"#if __has_include(<"])
    ends = [k for k, line in enumerate(lines) if line.strip().startswith(b"#endif")]
    if ends and rng.random() < 0.5:
        del lines[rng.choice(ends)]
        return b"\n".join(lines)
    return b"\n".join(lines[:i] + [d] + lines[i:])


MUTATIONS = [
    cut, delete_lines, duplicate_lines, swap_lines, drop_bracket, insert_word, random_bytes, repeat_block,
    open_parens, delete_token, duplicate_token, swap_tokens, unbalance_angles, truncate_inside,
    unclosed_conditional,
]
# The two that make large inputs are drawn less often (they cost the most to compile).
WEIGHTS = [4, 4, 3, 3, 4, 6, 4, 1, 1, 6, 4, 4, 3, 3, 3]


def make_mutant(campaign_seed, n, seeds, lang):
    """Mutant `n` of the campaign: (seed index, mutation names, bytes)."""
    rng = random.Random(f"{campaign_seed}:{n}")
    k = rng.randrange(len(seeds))
    text = seeds[k][1]
    names = []
    for _ in range(1 + (rng.random() < 0.35) + (rng.random() < 0.15)):
        mutation = rng.choices(MUTATIONS, WEIGHTS)[0]
        if mutation in (repeat_block, open_parens) and len(text) > 200_000:
            mutation = delete_token
        text = mutation(rng, text, lang) if text else insert_word(rng, text, lang)
        names.append(mutation.__name__)
    return k, names, text


# ---------------------------------------------------------------------------
# Seeds.


def cu_seeds():
    files = sorted(p for d in ("tests", "examples") for p in (ROOT / d).rglob("*.cu"))
    return [(str(p.relative_to(ROOT)), p.read_bytes()) for p in files]


def ptx_seeds(ptxc, cache):
    """tests/nvcc/*.ptx and ptxc's PTX for tests/kernels/*.cu (made once into `cache`)."""
    out = [(str(p.relative_to(ROOT)), p.read_bytes()) for p in sorted((ROOT / "tests/nvcc").glob("*.ptx"))]
    cache.mkdir(parents=True, exist_ok=True)
    for cu in sorted((ROOT / "tests/kernels").glob("*.cu")):
        ptx = cache / (cu.stem + ".ptx")
        if not ptx.exists():
            r = subprocess.run([str(ptxc), "-arch=sm_80", "-O3", str(cu), "-o", str(ptx)], capture_output=True)
            if r.returncode != 0:
                continue
        out.append((f"ptxc:{cu.relative_to(ROOT)}", ptx.read_bytes()))
    return out


# ---------------------------------------------------------------------------
# Running one mutant.

PARAM_RE = re.compile(rb"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+[\w$]+(?:\[(\d+)\])?")
ENTRY_RE = re.compile(rb"\.entry\s+([\w$]+)\s*\(([^)]*)\)", re.S)


def ptxsim_command(ptxsim, path, text):
    """ptxsim's command line for the first kernel of `text` (None: no kernel to name)."""
    m = ENTRY_RE.search(text)
    if not m:
        # Still parse the module: name a kernel that is not there.
        return [str(ptxsim), str(path), "--kernel", "none", "--grid", "1", "--block", "1"]
    cmd = [str(ptxsim), str(path), "--kernel", m.group(1).decode("latin-1"), "--grid", "2", "--block", "64", "--shared", "1024",
           "--max-steps", "2000000", "--threads", "1"]
    for k, p in enumerate(PARAM_RE.finditer(m.group(2))):
        ty, count = p.group(1).decode(), p.group(2)
        if count is not None:
            cmd += ["--arg", "bytes:" + "00" * min(int(count), 4096)]
        elif ty in ("u64", "b64", "s64"):
            cmd += ["--buf", f"b{k}:u32:4096=iota", "--arg", f"b{k}"]
        elif ty in ("f32", "f64"):
            cmd += ["--arg", f"{ty}:1.5"]
        else:
            width = {"8": "u8", "16": "u16"}.get(re.sub(r"\D", "", ty), "u32")
            cmd += ["--arg", f"{width}:7"]
    return cmd


PANIC_RE = re.compile(rb"^thread '[^']*' \(?[^\n]*panicked at|^panicked at", re.M)
ICE_RE = re.compile(rb"^(?:error|\{.*\"message\":\")[: ]*internal compiler error", re.M)


def classify(returncode, stderr, timed_out):
    """None when the outcome is fine, else the kind of finding."""
    if timed_out:
        return "timeout"
    if returncode < 0:
        return f"signal-{signal.Signals(-returncode).name}"
    # Diagnostics quote source lines, and a seed may mention these words in a comment:
    # only a panic's own line and a diagnostic's header count.
    if PANIC_RE.search(stderr):
        return "panic"
    if ICE_RE.search(stderr):
        return "internal-error"
    if returncode not in (0, 1):
        return f"exit-{returncode}"
    if returncode == 1 and not stderr.strip():
        return "silent-exit-1"
    return None


def run_one(job):
    kind, campaign_seed, n, seeds, tool, timeout, work = job
    k, names, text = make_mutant(campaign_seed, n, seeds, kind)
    with tempfile.TemporaryDirectory(prefix="mutant-", dir=work) as tmp:
        src = pathlib.Path(tmp) / f"m{n}.{kind}"
        src.write_bytes(text)
        if kind == "cu":
            seed_dir = ROOT / pathlib.Path(seeds[k][0]).parent
            cmd = [str(tool), "-arch=sm_80", "-O3", f"-I{seed_dir}", str(src), "-o", str(src) + ".ptx"]
        else:
            cmd = ptxsim_command(tool, src, text)
        start = time.monotonic()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        try:
            _, err = proc.communicate(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            _, err = proc.communicate()
            timed_out = True
        elapsed = time.monotonic() - start
    finding = classify(proc.returncode, err, timed_out)
    record = {"n": n, "seed_file": seeds[k][0], "mutations": names, "bytes": len(text), "seconds": round(elapsed, 3),
              "returncode": proc.returncode}
    if finding:
        record.update(finding=finding, stderr=err[-2000:].decode("utf-8", "replace"))
        out = pathlib.Path(work) / "findings" / f"{finding}-{n}.{kind}"
        out.write_bytes(text)
        record["file"] = str(out)
        again = {str(src): str(out), str(src) + ".ptx": str(out) + ".ptx"}
        record["command"] = " ".join(cmd[:1] + [again.get(c, c) for c in cmd[1:]])
    return record


_SEEDS = None


def _init(seeds):
    global _SEEDS
    _SEEDS = seeds


def _run_indexed(job):
    kind, campaign_seed, n, tool, timeout, work = job
    return run_one((kind, campaign_seed, n, _SEEDS, tool, timeout, work))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["cu", "ptx"])
    ap.add_argument("--seed", type=int, default=1, help="campaign seed: mutant N depends on it and N alone")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--start", type=int, default=0, help="first mutant number")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--work", default=str(TARGET / "mutate"))
    ap.add_argument("--tool", help="ptxc (cu) or ptxsim (ptx) binary; default: the release build")
    ap.add_argument("--show", type=int, metavar="N", help="print mutant N to stdout and stop")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()

    ptxc = TARGET / "release/ptxc"
    tool = pathlib.Path(a.tool) if a.tool else (ptxc if a.kind == "cu" else TARGET / "release/ptxsim")
    work = pathlib.Path(a.work) / f"{a.kind}-seed{a.seed}"
    seeds = cu_seeds() if a.kind == "cu" else ptx_seeds(ptxc, pathlib.Path(a.work) / "ptx-seeds")
    if a.show is not None:
        k, names, text = make_mutant(a.seed, a.show, seeds, a.kind)
        print(f"// mutant {a.show} of seed {a.seed}: {seeds[k][0]}, {' '.join(names)}", file=sys.stderr)
        sys.stdout.buffer.write(text)
        return 0
    if not tool.is_file():
        print(f"mutate: {tool} not found (cargo build --release -p ptxc -p ptxsim)", file=sys.stderr)
        return 2
    if work.exists():
        shutil.rmtree(work)
    (work / "findings").mkdir(parents=True)
    start = time.monotonic()
    jobs = [(a.kind, a.seed, n, str(tool), a.timeout, str(work)) for n in range(a.start, a.start + a.count)]
    records, findings, used = [], [], set()
    with ProcessPoolExecutor(a.jobs, initializer=_init, initargs=(seeds,)) as pool:
        for i, r in enumerate(pool.map(_run_indexed, jobs, chunksize=8)):
            records.append(r)
            used.add(r["seed_file"])
            if "finding" in r:
                findings.append(r)
                print(f"FINDING {r['finding']}: mutant {r['n']} of {r['seed_file']} ({' '.join(r['mutations'])}): "
                      f"{r['command']}", file=sys.stderr)
            if not a.quiet and (i + 1) % 1000 == 0:
                print(f"{i + 1}/{a.count} mutants, {len(findings)} findings, {time.monotonic() - start:.0f} s",
                      file=sys.stderr)
    elapsed = time.monotonic() - start
    kinds = {}
    for r in findings:
        kinds[r["finding"]] = kinds.get(r["finding"], 0) + 1
    slowest = sorted(records, key=lambda r: -r["seconds"])[:10]
    exits = {}
    for r in records:
        exits[str(r["returncode"])] = exits.get(str(r["returncode"]), 0) + 1
    summary = {
        "kind": a.kind, "seed": a.seed, "start": a.start, "mutants": len(records), "seed_files": len(seeds),
        "seed_files_used": len(used), "findings": len(findings), "by_kind": kinds, "exit_statuses": exits, "seconds": round(elapsed, 1),
        "tool": str(tool), "slowest": slowest, "finding_records": findings,
    }
    (work / "summary.json").write_text(json.dumps(summary, indent=1))
    print(f"mutate {a.kind}: {len(records)} mutants of {len(used)} seed files (of {len(seeds)}), "
          f"{len(findings)} findings {kinds or ''}, exit statuses {exits}, {elapsed:.0f} s; {work}/summary.json", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
