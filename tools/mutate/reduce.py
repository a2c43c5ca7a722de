#!/usr/bin/env python3
"""Reduces a finding of mutate.py with cvise (specs/testing.md, "Mutation campaigns").

  reduce.py FINDING.cu [--out REDUCED.cu] [--match TEXT] [--jobs 1]

The reduced file keeps the finding: the same kind (mutate.classify) and, for
a panic or an internal compiler error, the same first line of the message
(or TEXT when given). cvise (`apt-get install cvise`) works on a copy; the
result is written to --out (default: FINDING.reduced.cu).
"""
import argparse
import pathlib
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import mutate  # noqa: E402


def outcome(ptxc, path, timeout):
    """(finding kind or None, the message line that names it)."""
    try:
        p = subprocess.run([str(ptxc), "-arch=sm_80", "-O3", str(path), "-o", str(path) + ".ptx"],
                           capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    kind = mutate.classify(p.returncode, p.stderr, False)
    err = p.stderr.decode("utf-8", "replace")
    line = next((x for x in err.splitlines() if "panicked" in x or "internal compiler error" in x), "")
    return kind, line.strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("finding")
    ap.add_argument("--out")
    ap.add_argument("--match", help="text the message must keep (default: its first line)")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--ptxc", default=str(mutate.TARGET / "release/ptxc"))
    a = ap.parse_args()
    src = pathlib.Path(a.finding).resolve()
    kind, line = outcome(a.ptxc, src, a.timeout)
    if kind is None:
        sys.exit(f"reduce: {src} is not a finding (any more)")
    match = a.match or line.split("internal compiler error:")[-1].split("panicked at")[-1].strip()
    print(f"reduce: {kind}: {match!r}", file=sys.stderr)
    work = pathlib.Path(tempfile.mkdtemp(prefix="mutate-reduce-"))
    case = work / "case.cu"
    shutil.copy(src, case)
    test = work / "test.sh"
    # The kind and message, judged by this same file (so the rule is classify's).
    test.write_text(
        "#!/bin/sh\n"
        f"exec {sys.executable} {HERE / 'reduce.py'} --check case.cu --kind {kind} "
        f"--match {shlex.quote(match)} --ptxc {a.ptxc} --timeout {a.timeout}\n"
    )
    test.chmod(test.stat().st_mode | stat.S_IEXEC)
    timeout = max(int(a.timeout) * 3, 60)
    subprocess.run(["cvise", "--n", str(a.jobs), "--timeout", str(timeout), str(test), case.name], cwd=work,
                   check=True)
    out = pathlib.Path(a.out) if a.out else src.with_suffix(".reduced.cu")
    shutil.copy(case, out)
    print(f"reduce: {out} ({out.stat().st_size} bytes)", file=sys.stderr)


def check():
    """The interestingness test cvise runs: exit 0 when the finding is kept."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", required=True)
    ap.add_argument("--kind", required=True)
    ap.add_argument("--match", required=True)
    ap.add_argument("--ptxc", required=True)
    ap.add_argument("--timeout", type=float, default=20)
    a = ap.parse_args()
    kind, line = outcome(a.ptxc, pathlib.Path(a.check), a.timeout)
    sys.exit(0 if kind == a.kind and a.match in line else 1)


if __name__ == "__main__":
    if "--check" in sys.argv:
        check()
    else:
        main()
