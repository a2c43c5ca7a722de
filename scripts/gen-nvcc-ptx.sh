#!/usr/bin/env bash
# Regenerates tests/nvcc/NAME.ptx from tests/kernels/NAME.cu with NVIDIA's nvcc.
# The output is committed as data: it lets ptxsim be checked against NVIDIA's
# own code generation. Exact command per kernel:
#   nvcc -ptx -O3 -arch=sm_80 tests/kernels/NAME.cu -o tests/nvcc/NAME.ptx
# nvcc lives in /root/.cache/nvidia-cuda13/nvidia/cu13/bin (install it with
# `bash /work/shared/tools/nvidia-tools.sh` if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
NVCC_DIR=/root/.cache/nvidia-cuda13/nvidia/cu13/bin
export PATH="$NVCC_DIR:$PATH"
command -v nvcc >/dev/null || { echo "nvcc not found; run: bash /work/shared/tools/nvidia-tools.sh" >&2; exit 1; }
mkdir -p tests/nvcc
for cu in tests/kernels/*.cu; do
    name=$(basename "$cu" .cu)
    nvcc -ptx -O3 -arch=sm_80 "$cu" -o "tests/nvcc/$name.ptx"
done
nvcc --version | tail -2 > tests/nvcc/NVCC_VERSION
