#!/usr/bin/env bash
# Regenerates tests/device_api/nvcc/NAME.ARCH.ptx from tests/device_api/NAME.cu with NVIDIA's
# nvcc, for sm_80 and sm_90 (fp8.cu also sm_100a and sm_107a, ue5m3.cu sm_107a). The output is committed as data: tests/device_api.rs runs it in
# ptxsim beside ptxc's PTX of the same file, so CI needs no nvcc. Exact command per file:
#   nvcc -ptx -O3 -arch=ARCH -I <CCCL> tests/device_api/NAME.cu -o tests/device_api/nvcc/NAME.ARCH.ptx
# nvcc comes from NVIDIA's wheels (scripts/install-nvcc.sh, into .cache/nvcc); CCCL's headers
# (nv/target, which cuda_fp16.h includes) from scripts/install-test-tools.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(bash scripts/install-nvcc.sh):$PATH"
cccl=.cache/cuda/nvidia/cu13/include/cccl
mkdir -p tests/device_api/nvcc
for cu in "${@:-tests/device_api/*.cu}"; do
    for cu1 in $cu; do
        name=$(basename "$cu1" .cu)
        archs="sm_80 sm_90"
        # fp8.cu also for the targets with the sm_100f family's cvt forms (and sm_107f's .rz),
        # ue5m3.cu for sm_107f's
        [ "$name" = fp8 ] && archs="$archs sm_100a sm_107a"
        [ "$name" = ue5m3 ] && archs="$archs sm_107a"
        for arch in $archs; do
            nvcc -ptx -O3 -arch=$arch -I "$cccl" "$cu1" -o "tests/device_api/nvcc/$name.$arch.ptx"
        done
    done
done
nvcc --version | tail -2 > tests/device_api/nvcc/NVCC_VERSION
