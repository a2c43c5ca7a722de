#!/usr/bin/env bash
# Regenerates tests/nvcc/NAME.ptx from tests/kernels/NAME.cu with NVIDIA's nvcc.
# The output is committed as data: it lets ptxsim be checked against NVIDIA's
# own code generation. Exact command per kernel:
#   nvcc -ptx -O3 -arch=sm_80 tests/kernels/NAME.cu -o tests/nvcc/NAME.ptx
# nvcc comes from NVIDIA's wheels (scripts/install-nvcc.sh, into .cache/nvcc).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(bash scripts/install-nvcc.sh):$PATH"
mkdir -p tests/nvcc
# cuda_fp16.h includes CCCL's <nv/target>, which the nvcc wheel lacks: the CCCL
# wheel's headers (scripts/install-test-tools.sh) come first.
cccl=(-I "$(pwd)/.cache/cuda/nvidia/cu13/include/cccl")
for cu in tests/kernels/*.cu; do
    name=$(basename "$cu" .cu)
    nvcc -ptx -O3 -arch=sm_80 "${cccl[@]}" "$cu" -o "tests/nvcc/$name.ptx"
done
nvcc --version | tail -2 > tests/nvcc/NVCC_VERSION
