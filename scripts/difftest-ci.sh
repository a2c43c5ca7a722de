#!/usr/bin/env bash
# The fixed-seed differential batch of the test command (specs/testing.md,
# "Differential campaigns"): Csmith programs through ptxc (-O0 and -O3) and
# ptxsim against gcc, and generated GPU kernels against their model. Every
# case of these curated batches must be ok: a mismatch, an internal error or
# a rejection fails. Long campaigns are run by hand with tools/difftest/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --release -q -p ptxc -p ptxsim
work="$root/target/difftest-ci"
rm -rf "$work"
driver=(python3 tools/difftest/difftest.py)
common=(--opt O3,O0 --jobs 2 --quiet --strict --work "$work")
# Seeds whose programs nvcc accepts and gcc runs to the end (the rest of each
# range is C that is not C++, or loops for minutes natively).
"${driver[@]}" csmith --options basic --seeds "$(cat tests/difftest/csmith-basic-seeds.txt)" "${common[@]}"
"${driver[@]}" csmith --options all --seeds "$(cat tests/difftest/csmith-all-seeds.txt)" "${common[@]}"
