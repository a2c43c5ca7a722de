#!/usr/bin/env bash
# Regenerates tests/cccl/nvcc/NAME.ptx from tests/cccl/NAME.cu (our own programs
# using CUB, libcu++'s barrier/pipeline/atomic_ref and <mma.h>) with NVIDIA's nvcc
# and the CCCL headers of its toolkit. The output is committed as data: CI has
# ptxas but not nvcc, and tests/exec_cccl.rs runs these files in ptxsim.
# Exact command per program:
#   nvcc -ptx -O3 -arch=sm_80 -I$CCCL tests/cccl/NAME.cu -o tests/cccl/nvcc/NAME.ptx
# and, for the programs whose sm_90 code differs (Hopper's bulk copies and
# mbarrier transaction counts) or that need sm_90, -arch=sm_90 into NAME.sm_90.ptx.
# nvcc comes from NVIDIA's wheels (scripts/install-nvcc.sh, into .cache/nvcc), the
# CCCL headers from the tests' wheel (scripts/install-test-tools.sh, .cache/cuda).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(bash scripts/install-nvcc.sh):$PATH"
bash scripts/install-test-tools.sh
CCCL="${PTXC_CCCL:-$PWD/.cache/cuda/nvidia/cu13/include/cccl}"
mkdir -p tests/cccl/nvcc
SM90_ONLY="barrier_tx"
for cu in tests/cccl/*.cu; do
    name=$(basename "$cu" .cu)
    [[ " $SM90_ONLY " == *" $name "* ]] && continue
    nvcc -ptx -O3 -arch=sm_80 -I"$CCCL" "$cu" -o "tests/cccl/nvcc/$name.ptx"
done
for name in barrier_memcpy_async $SM90_ONLY; do
    nvcc -ptx -O3 -arch=sm_90 -I"$CCCL" "tests/cccl/$name.cu" -o "tests/cccl/nvcc/$name.sm_90.ptx"
done
nvcc --version | tail -2 > tests/cccl/nvcc/NVCC_VERSION
