#!/usr/bin/env bash
# Assembles a CUDA toolkit folder from NVIDIA's pinned PyPI wheels into
# .cache/toolkit (git-ignored), idempotently, and prints its root (the folder to
# put on CUDA_HOME): nvcc with cicc, the runtime and crt headers, CCCL (libcu++,
# CUB, Thrust) in include/cccl as CUDA 13 keeps it, and the headers of the
# libraries public code includes: cuBLAS and cuBLASLt, cuRAND, cuFFT, cuSPARSE,
# cuSOLVER, NCCL, NVTX and the profiler API, all in include/ as a toolkit keeps
# them (NCCL's wheel has its own include folder). Only the headers of the libraries
# are kept (their wheels hold hundreds of MB of .so files no script here runs).
# Used by scripts/survey-cu.py's corpus presets (issue 42: "a toolkit made of the
# pinned wheels on CUDA_HOME"). Fails loudly if a wheel cannot be fetched.
# With --compiler-only, only nvcc, cicc, the runtime/crt headers and CCCL (what
# the tests that run nvcc need: tests/interop.rs), without the library wheels.
set -euo pipefail
compiler_only=0
[ "${1:-}" = "--compiler-only" ] && compiler_only=1
root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/.cache/toolkit"
top="$dir/nvidia/cu13"
cuda_ver=13.5.37
wheels=(
  "nvidia-cuda-nvcc==$cuda_ver" "nvidia-nvvm==$cuda_ver" "nvidia-cuda-crt==$cuda_ver"
  "nvidia-cuda-runtime==$cuda_ver" "nvidia-cuda-cccl==13.3.5.0.6"
)
# Library wheels: headers only.
header_wheels=(
  "nvidia-cublas==13.5.1.27" "nvidia-curand==10.4.5.25" "nvidia-cufft==12.5.0.14"
  "nvidia-cusparse==12.9.4.2" "nvidia-cusolver==12.4.1.2" "nvidia-nccl-cu13==2.32.3"
  "nvidia-nvtx==13.5.25" "nvidia-cuda-profiler-api==13.5.25"
)
# One header of each library wheel, checked after installing.
library_headers=(cublas_v2.h curand_kernel.h cufft.h cusparse.h cusolverDn.h nccl.h nvtx3/nvToolsExt.h cuda_profiler_api.h)
[ "$compiler_only" = 1 ] && header_wheels=() && library_headers=()

complete() {
  [ -x "$top/bin/nvcc" ] && [ -x "$top/nvvm/bin/cicc" ] && [ -f "$top/include/cuda_runtime.h" ] \
    && [ -f "$top/include/cccl/cub/cub.cuh" ] || return 1
  for h in "${library_headers[@]}"; do [ -f "$top/include/$h" ] || return 1; done
}

if ! complete; then
  mkdir -p "$dir/wheels"
  for spec in "${wheels[@]}" "${header_wheels[@]}"; do
    echo "install-toolkit: fetching $spec into $dir" >&2
    python3 -m pip download -q --no-deps -d "$dir/wheels" "$spec" >&2
  done
  python3 - "$dir" "$top/include" "${header_wheels[@]}" <<'PY'
import sys, zipfile, glob, os
dest, include, header_wheels = sys.argv[1], sys.argv[2], sys.argv[3:]
# "nvidia-cublas==13.5.1.27" -> the wheel file's prefix, "nvidia_cublas-13.5.1.27-"
headers_only = tuple(s.replace("-", "_").replace("==", "-") + "-" for s in header_wheels)
for wheel in glob.glob(os.path.join(dest, "wheels", "*.whl")):
    with zipfile.ZipFile(wheel) as z:
        if not os.path.basename(wheel).startswith(headers_only):
            z.extractall(dest)
            continue
        # A library's include/ folder merged into the toolkit's.
        for name in z.namelist():
            _, sep, rest = name.partition("/include/")
            if sep and rest and not name.endswith("/"):
                target = os.path.join(include, rest)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with z.open(name) as src, open(target, "wb") as out:
                    out.write(src.read())
PY
  rm -rf "$dir/wheels"
  chmod +x "$top"/bin/* "$top"/nvvm/bin/* 2>/dev/null || true
fi
complete || { echo "install-toolkit: $top is incomplete after installing" >&2; exit 1; }
"$top/bin/nvcc" --version >/dev/null || { echo "install-toolkit: nvcc at $top/bin does not run" >&2; exit 1; }
echo "$top"
