#!/usr/bin/env bash
# Wall-clock comparison of `ptxc` and `nvcc -ptx` (and clang-19 when present)
# on the same synthetic source. nvcc comes from NVIDIA's PyPI wheels
# (../shared/tools/nvidia-tools.sh or NVCC=/path/to/nvcc). Not part of the tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
kernels=${1:-128}
work=$(mktemp -d)
cargo build -q --release -p ptxc
python3 - "$kernels" > "$work/bench.cu" <<'PY'
import sys
n = int(sys.argv[1])
print("__device__ float scale(float x, int k) { return k > 0 ? x * (float)k : x - 1.0f; }")
for k in range(n):
    print(f"__global__ void k{k}(const float* a, float* b, int n) {{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return; float acc = 0.0f; for (int j = 0; j < {4 + k % 5}; ++j) acc += scale(a[i], j); b[i] = acc; }}")
PY
time_cmd() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
echo "source: $kernels kernels"
echo "ptxc:  $(time_cmd target/release/ptxc -arch=sm_80 -O3 -o "$work/p.ptx" "$work/bench.cu") s"
nvcc=${NVCC:-$HOME/.cache/nvidia-cuda13/nvidia/cu13/bin/nvcc}
if [ -x "$nvcc" ]; then
  echo "nvcc:  $(time_cmd "$nvcc" -ptx -arch=sm_80 -O3 -o "$work/n.ptx" "$work/bench.cu") s"
else
  echo "nvcc:  not found (set NVCC or run ../shared/tools/nvidia-tools.sh)"
fi
if command -v clang-19 >/dev/null; then
  echo "clang: $(time_cmd clang-19 --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib -S -O3 -o "$work/c.ptx" -x cuda "$work/bench.cu") s"
fi
rm -rf "$work"
