#!/usr/bin/env bash
# The project's test command (README.md; .ci/run calls it).
# Installs the external tools the tests use, then checks formatting, lints and runs every test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/install-test-tools.sh
export PTXAS="$root/.cache/cuda/nvidia/cu13/bin/ptxas"
export LLVM_AS="$(command -v llvm-as-19)"
# Tests fail (never skip) when a tool is missing under CI; locally too, since we just installed them.
export PTXC_REQUIRE_TOOLS=1
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
