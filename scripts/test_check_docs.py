#!/usr/bin/env python3
"""Tests of scripts/check-docs.py: it passes on a clean tree and on the repository, and fails
(exit 1, naming file:line) on each kind of problem planted in a temporary tree.

Run: python3 scripts/test_check_docs.py   (scripts/test.sh runs it)
"""

import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent / "check-docs.py"
REPO = SCRIPT.parent.parent

# Planted mentions are assembled here so that this file itself stays clean.
SESSION = "Sess" + "ion 45"
HELPER = "h" + "55c"

README = """# demo

## Features

| area | what it does |
| --- | --- |
| Driver | flags ([a.md](specs/a.md#the-driver-flags)) |

See [the spec](specs/a.md) and [its table](specs/a.md#c-and-cute-issue-44).
"""

SPEC = """# A spec

## The driver: flags

```sh
# not a heading
```

## C++ and `CuTe` (issue 44)

Back to the [front page](../README.md) and [here](#a-spec).
"""


def run(root):
    return subprocess.run([sys.executable, str(SCRIPT), str(root)], capture_output=True, text=True)


class CheckDocs(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = Path(self.tmp.name)
        (self.root / "specs").mkdir()
        (self.root / "src").mkdir()
        (self.root / "README.md").write_text(README)
        (self.root / "specs" / "a.md").write_text(SPEC)
        (self.root / "src" / "lib.rs").write_text("//! A library.\nfn main() {}\n")

    def tearDown(self):
        self.tmp.cleanup()

    def assert_fails(self, where):
        r = run(self.root)
        self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
        self.assertIn(where, r.stdout)

    def test_clean_tree_passes(self):
        r = run(self.root)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)

    def test_repository_passes(self):
        r = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)

    def test_session_in_code(self):
        (self.root / "src" / "lib.rs").write_text(f"//! A library.\n// fixed in {SESSION}\n")
        self.assert_fails("src/lib.rs:2:")

    def test_session_in_spec(self):
        (self.root / "specs" / "a.md").write_text(SPEC + f"\nMeasured in {SESSION.lower()}.\n")
        self.assert_fails("specs/a.md:13:")

    def test_helper_branch(self):
        (self.root / "src" / "lib.rs").write_text(f"fn main() {{}} // see {HELPER}'s notes\n")
        self.assert_fails("src/lib.rs:1:")

    def test_skipped_directories(self):
        for d in ("target", ".cache", ".git"):
            (self.root / d).mkdir()
            (self.root / d / "notes.txt").write_text(SESSION + "\n")
        r = run(self.root)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)

    def test_long_feature_cell(self):
        long_row = "| Passes | " + "SROA, " * 40 + "([a.md](specs/a.md)) |\n"
        (self.root / "README.md").write_text(README.replace("| Driver |", long_row + "| Driver |"))
        self.assert_fails("README.md:7: feature table cell 2")

    def test_missing_anchor(self):
        (self.root / "README.md").write_text(README.replace("#the-driver-flags", "#driver-flags"))
        self.assert_fails("README.md:7: link to specs/a.md#driver-flags")

    def test_missing_file(self):
        (self.root / "README.md").write_text(README.replace("(specs/a.md)", "(specs/b.md)"))
        self.assert_fails("README.md:9: link to specs/b.md")

    def test_missing_anchor_in_same_file(self):
        (self.root / "specs" / "a.md").write_text(SPEC.replace("(#a-spec)", "(#not-here)"))
        self.assert_fails("specs/a.md:11: link to #not-here")

    def test_code_comment_is_no_heading(self):
        (self.root / "specs" / "a.md").write_text(SPEC.replace("(#a-spec)", "(#not-a-heading)"))
        self.assert_fails("specs/a.md:11: link to #not-a-heading")


if __name__ == "__main__":
    unittest.main()
