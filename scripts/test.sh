#!/usr/bin/env bash
# The project's test command (README.md; .ci/run calls it).
# Installs the external tools the tests use, then checks formatting, lints and runs every test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# A tool run as root with `-o /dev/null` may have replaced the device with a regular
# file (ptxas does); builds misbehave then, so restore it first.
if [ ! -c /dev/null ] && [ "$(id -u)" = 0 ]; then
  echo "test.sh: /dev/null is not a character device; recreating it" >&2
  rm -f /dev/null && mknod -m 666 /dev/null c 1 3
fi
bash scripts/install-test-tools.sh
export PTXAS="$root/.cache/cuda/nvidia/cu13/bin/ptxas"
export PTXC_CCCL="$root/.cache/cuda/nvidia/cu13/include/cccl"
export PTXC_TOOLKIT_INCLUDE="$root/.cache/cuda/toolkit/include"
export PTXC_CUTLASS="$root/.cache/cutlass/include"
# `VAR=$(cmd); export VAR`, not `export VAR=$(cmd)`: export's own status hides cmd's,
# so a failed look-up or install would not stop the run under set -e.
LLVM_AS=$(command -v llvm-as-19); export LLVM_AS
# nvcc itself, for the tests that compile with it (tests/interop.rs: ptxc and nvcc
# callers and callees linked together): the pinned wheels' compiler, runtime and CCCL.
NVCC="$(bash scripts/install-toolkit.sh --compiler-only)/bin/nvcc"; export NVCC
# Variables for development that narrow the run (tests/no_panic.rs's rounds, tests/lang.rs's
# program filter): an inherited value must not shrink the whole suite.
unset PTXC_FUZZ_ROUNDS PTXC_LANG_ONLY
# Tests fail (never skip) when a tool is missing under CI; locally too, since we just installed them.
export PTXC_REQUIRE_TOOLS=1
cargo fmt --all -- --check
# The docs say what is true now: no session or helper names, short README feature cells,
# links to spec sections that exist (issue 74); and the check itself fails on planted cases.
python3 scripts/check-docs.py
python3 scripts/test_check_docs.py
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
# Every device function CUDA 13.5's headers declare (tests/device_api/names.tsv), called from
# device code and, for the __host__ __device__ ones, from host code, and every overload nvcc
# accepts in device code with its own parameter types (tests/device_api/signatures.tsv):
# none may be missing (issues 43 and 75).
cargo build -p ptxc --bin ptxc
python3 scripts/probe-device-api.py --ptxc "${CARGO_TARGET_DIR:-target}/debug/ptxc" --max-missing 0
# Clients no one here wrote: cuda-bindings and cudarc load ptxc's NVRTC library (issue 46).
bash scripts/nvrtc-clients.sh
# Random programs no one here wrote: the fixed-seed differential batch.
bash scripts/difftest-ci.sh
# Inputs at scale: every dimension of the scale campaign grown to its quick size, and
# past its limit (a diagnostic and exit 1, never an abort or a time-out).
cargo build --release -q -p ptxc
python3 tools/scale/scale.py --quick --timeout 60
# Broken programs: the fixed-seed mutation batch (no panic, crash or hang of ptxc or ptxsim).
bash scripts/mutate-ci.sh
