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
# --no-nvcc: the batch judges against gcc alone, whatever a machine has installed.
common=(--opt O3,O0 --jobs 2 --quiet --strict --no-nvcc --work "$work")
# One file per Csmith option set, tests/difftest/csmith-<set>-seeds.txt: seeds
# whose programs nvcc accepts and gcc (g++ for cpp) runs to the end (the rest of each range
# is C that is not C++, or loops for minutes natively).
shopt -s nullglob
seed_files=(tests/difftest/csmith-*-seeds.txt)
[ ${#seed_files[@]} -gt 0 ] || { echo "difftest-ci: no seed files in tests/difftest" >&2; exit 1; }
for file in "${seed_files[@]}"; do
  set_name=$(basename "$file" -seeds.txt)
  set_name=${set_name#csmith-}
  "${driver[@]}" csmith --options "$set_name" --seeds "$(tr -d ' \n' < "$file")" "${common[@]}"
done
# Generated multi-thread kernels (tools/difftest/gpugen.py) against the
# generator's own model of every thread's result.
"${driver[@]}" gpu --seeds "$(tr -d ' \n' < tests/difftest/gpu-seeds.txt)" "${common[@]}"
# The same generator with float and double locals (gpugen_float.py): another
# program per seed, judged against the model's bit-exact IEEE results.
"${driver[@]}" gpu --floats --seeds "$(tr -d ' \n' < tests/difftest/gpu-float-seeds.txt)" "${common[@]}"
