#!/usr/bin/env bash
# The fixed-seed mutation batch of the test command (specs/testing.md,
# "Mutation campaigns"): 2,000 mutants of the repository's .cu files through
# `ptxc -arch=sm_80 -O3` and 1,000 mutants of PTX through ptxsim, each under a
# 20 s limit. A panic, a signal, a time-out, an exit status other than 0/1
# or an exit 1 with nothing on stderr fails. Long campaigns are run by hand
# with tools/mutate/mutate.py and other seeds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --release -q -p ptxc -p ptxsim
work="${CARGO_TARGET_DIR:-$root/target}/mutate-ci"
rm -rf "$work"
python3 tools/mutate/mutate.py cu --seed 1 --count 2000 --jobs 2 --timeout 20 --quiet --work "$work"
python3 tools/mutate/mutate.py ptx --seed 1 --count 1000 --jobs 2 --timeout 20 --quiet --work "$work"
