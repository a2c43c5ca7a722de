#!/usr/bin/env python3
"""Keeps the docs honest (issue 74); scripts/test.sh runs it.

1. No file names a working session or the branch of a helper (HISTORY_PATTERNS below):
   the docs and comments say what is true now; the history is in git.
2. No cell of README.md's feature table is longer than MAX_CELL characters: one short
   line per area, the detail in its spec.
3. Every markdown link of README.md and specs/*.md to a file of the repository exists,
   and every `#anchor` names a heading (GitHub's anchor rules) of the file it points to.

Each finding is printed as `file:line: message`; the exit code is 1 when there is one.
Usage: check-docs.py [ROOT]   (ROOT defaults to the repository holding this script)
"""

import os
import re
import sys
import unicodedata
from pathlib import Path

# --- pattern table (this block is exempt from check 1: it must spell what it finds) ---
# BEGIN HISTORY PATTERNS
HISTORY_PATTERNS = [
    # "session 45", "Session 44", "sessions 40-45", "session-38"
    (re.compile(r"\bsessions?[ -]?\d+", re.IGNORECASE), "names a session"),
    # "this session", "the previous session's", "session's"
    (re.compile(r"\b(this|that|previous|last|next|earlier|later|same) session\b|\bsession's\b",
                re.IGNORECASE), "names a session"),
    # helper branches were named h<session><letter>: h41, h42f, h45f, h55c
    (re.compile(r"\bh\d{2}[a-z]?\b"), "names a helper branch"),
    (re.compile(r"\bhelper (branch|h\d)", re.IGNORECASE), "names a helper branch"),
    # main sessions' branches were m<session>: "into m39", "m36's ptxc" (not the -m64 flag)
    (re.compile(r"\bm\d{2}'s\b|\b(into|branch|on) m\d{2}\b"), "names a session branch"),
]
# END HISTORY PATTERNS

MAX_CELL = 200
# Directories never scanned: git's, build output, the tool cache, generated fuzz data.
SKIP_DIRS = {".git", "target", ".cache", "__pycache__", "node_modules"}
SKIP_PATHS = {"fuzz/corpus", "fuzz/artifacts"}
MAX_SCAN_BYTES = 4 << 20


def text_files(root):
    """Every text file under root but the skipped directories, as (relative path, text)."""
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        dirnames[:] = sorted(
            d for d in dirnames
            if d not in SKIP_DIRS and os.path.normpath(os.path.join(rel_dir, d)) not in SKIP_PATHS
        )
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            if os.path.islink(path) or os.path.getsize(path) > MAX_SCAN_BYTES:
                continue
            data = Path(path).read_bytes()
            if b"\0" in data:
                continue
            yield os.path.relpath(path, root), data.decode("utf-8", errors="replace")


def check_history(root, this_script):
    findings = []
    for rel, text in text_files(root):
        exempt = False
        for lineno, line in enumerate(text.splitlines(), 1):
            if rel == this_script:
                if "BEGIN HISTORY PATTERNS" in line:
                    exempt = True
                elif "END HISTORY PATTERNS" in line:
                    exempt = False
                if exempt:
                    continue
            for pattern, what in HISTORY_PATTERNS:
                m = pattern.search(line)
                if m:
                    findings.append(f"{rel}:{lineno}: {what} ({m.group(0)!r}); git log keeps the history")
                    break
    return findings


def strip_code(lines):
    """Lines with fenced code blocks blanked and inline code spans removed, numbering kept."""
    out, fence = [], None
    for line in lines:
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            out.append("")
            continue
        m = re.match(r"(`{3,}|~{3,})", stripped)
        if m:
            fence = m.group(1)
            out.append("")
            continue
        out.append(re.sub(r"(`+).*?\1", "", line))
    return out


def table_cells(line):
    """The cells of a markdown table row (| a | b |), split on pipes outside code spans."""
    cells, cur, in_code = [], "", False
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            cur += body[i:i + 2]
            i += 2
            continue
        if c == "`":
            in_code = not in_code
        if c == "|" and not in_code:
            cells.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    cells.append(cur.strip())
    return cells


def check_feature_table(root):
    """README.md's table under the `## Features` heading: no cell over MAX_CELL characters."""
    path = Path(root, "README.md")
    if not path.exists():
        return []
    findings, in_features = [], False
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith("#"):
            in_features = re.match(r"#+\s+Features\s*$", line) is not None
            continue
        if in_features and line.lstrip().startswith("|"):
            for n, cell in enumerate(table_cells(line), 1):
                if len(cell) > MAX_CELL:
                    findings.append(
                        f"README.md:{lineno}: feature table cell {n} has {len(cell)} characters "
                        f"(at most {MAX_CELL}); the detail belongs in the spec it links to")
    return findings


def github_anchor(heading):
    """The anchor GitHub gives a heading: rendered text, lower case, punctuation dropped,
    spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links and images: their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.replace("`", "").strip().lower()
    kept = []
    for ch in text:
        if ch in " -_" or unicodedata.category(ch)[0] in "LNM":
            kept.append("-" if ch == " " else ch)
    return "".join(kept)


def anchors_of(path, cache={}):
    """Every anchor a markdown file defines: its headings' (with GitHub's -1, -2 for repeats)
    and explicit <a name=...>/id=... ones."""
    if path in cache:
        return cache[path]
    seen, anchors = {}, set()
    lines = path.read_text().splitlines()
    for raw, line in zip(lines, strip_code_fences_only(lines)):
        m = re.match(r"\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m:
            base = github_anchor(m.group(2))
            n = seen.get(base, 0)
            seen[base] = n + 1
            anchors.add(base if n == 0 else f"{base}-{n}")
        for m in re.finditer(r"<a\s+(?:name|id)=\"([^\"]+)\"", raw):
            anchors.add(m.group(1))
    cache[path] = anchors
    return anchors


def strip_code_fences_only(lines):
    """Lines with fenced code blocks blanked (a `# comment` in a sh block is no heading)."""
    out, fence = [], None
    for line in lines:
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            out.append("")
            continue
        m = re.match(r"(`{3,}|~{3,})", stripped)
        if m:
            fence = m.group(1)
            out.append("")
            continue
        out.append(line)
    return out


LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\".*\")?\s*$")


def check_links(root):
    """Links of README.md and specs/*.md: the file exists, the anchor names a heading."""
    root = Path(root)
    docs = [root / "README.md"] + sorted((root / "specs").glob("*.md"))
    findings = []
    for doc in docs:
        if not doc.exists():
            continue
        rel_doc = doc.relative_to(root)
        for lineno, line in enumerate(strip_code(doc.read_text().splitlines()), 1):
            targets = [m.group(1) for m in LINK.finditer(line)]
            m = REF_DEF.match(line)
            if m:
                targets.append(m.group(1))
            for target in targets:
                if re.match(r"[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                    continue  # https:, mailto: and the like
                file_part, _, anchor = target.partition("#")
                dest = (doc.parent / file_part).resolve() if file_part else doc.resolve()
                if not dest.exists():
                    findings.append(f"{rel_doc}:{lineno}: link to {target}: no file {file_part}")
                    continue
                if anchor and dest.suffix == ".md":
                    if anchor not in anchors_of(dest):
                        findings.append(
                            f"{rel_doc}:{lineno}: link to {target}: {dest.name} has no heading "
                            f"with the anchor #{anchor}")
    return findings


def main(argv):
    script = Path(__file__).resolve()
    root = Path(argv[1]).resolve() if len(argv) > 1 else script.parent.parent
    try:
        this_script = str(script.relative_to(root))
    except ValueError:
        this_script = None
    findings = check_history(root, this_script) + check_feature_table(root) + check_links(root)
    for f in findings:
        print(f)
    if findings:
        print(f"check-docs: {len(findings)} problem(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
