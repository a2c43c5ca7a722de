#!/usr/bin/env bash
# Installs NVIDIA's nvcc with cicc (its device front end and optimizer) from the
# pinned PyPI wheels into .cache/nvcc (git-ignored), idempotently, and prints the
# folder holding `nvcc`. Only the comparison scripts need it (bench-vs-nvcc.sh,
# gen-nvcc-ptx.sh, gen-cccl-ptx.sh, gen-nvcc-attributes.sh, survey-cu.py): nvcc
# is the reference ptxc is measured against, never a test dependency (the tests
# need ptxas only: scripts/install-test-tools.sh). A folder of its own keeps the
# CUDA headers nvcc brings (crt, runtime) away from the tests' CUDA_HOME.
# Fails loudly if a wheel cannot be fetched or nvcc does not run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cuda_ver=13.5.37
dir="$root/.cache/nvcc"
bin="$dir/nvidia/cu13/bin"

# nvcc and ptxas; cicc (nvvm); the crt headers nvcc's host pass includes; the
# runtime headers (cuda_runtime.h).
if [ ! -x "$bin/nvcc" ] || [ ! -x "$dir/nvidia/cu13/nvvm/bin/cicc" ] \
   || [ ! -d "$dir/nvidia/cu13/include/crt" ] || [ ! -f "$dir/nvidia/cu13/include/cuda_runtime.h" ]; then
  mkdir -p "$dir/wheels"
  for pkg in nvidia-cuda-nvcc nvidia-nvvm nvidia-cuda-crt nvidia-cuda-runtime; do
    echo "install-nvcc: fetching $pkg==$cuda_ver into $dir" >&2
    python3 -m pip download -q --no-deps -d "$dir/wheels" "$pkg==$cuda_ver" >&2
  done
  for wheel in "$dir"/wheels/*.whl; do
    (cd "$dir" && python3 -m zipfile -e "$wheel" .)
  done
  rm -rf "$dir/wheels"
  chmod +x "$bin"/* "$dir"/nvidia/cu13/nvvm/bin/* 2>/dev/null || true
fi
"$bin/nvcc" --version >/dev/null || { echo "install-nvcc: nvcc at $bin does not run" >&2; exit 1; }
[ -x "$dir/nvidia/cu13/nvvm/bin/cicc" ] || { echo "install-nvcc: cicc missing under $dir" >&2; exit 1; }
echo "$bin"
