#!/usr/bin/env bash
# Installs what the test suite needs, idempotently:
#   - NVIDIA's ptxas (from the pinned `nvidia-cuda-nvcc` PyPI wheel) into .cache/cuda (git-ignored),
#     and cuobjdump with nvdisasm (`nvidia-cuda-cuobjdump`, `nvidia-cuda-nvdisasm`) beside it;
#   - CCCL's headers (libcu++, CUB, Thrust; the pinned `nvidia-cuda-cccl` wheel) into the same
#     place, .cache/cuda/nvidia/cu13/include/cccl, for the preprocessor tests (PTXC_CCCL);
#   - llvm-as-19 (Debian package llvm-19) via apt, to check the printed IR;
#   - Csmith (Debian packages csmith, libcsmith-dev) via apt, for the differential batch;
#   - a toolkit include folder (.cache/cuda/toolkit/include) with the runtime headers, the device
#     libraries (cuRAND, cuFFT) and the headers of cuBLAS, cuSPARSE, cuSOLVER, NCCL, NVTX and the
#     profiler API;
#   - CUTLASS's and CuTe's headers (the pinned `nvidia-cutlass` wheel) into .cache/cutlass;
#   - Python's cuda-bindings into .cache/nvrtc-clients, for the NVRTC client test.
# Prints nothing on success when everything is already there. Fails loudly otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cuda_ver=13.5.37
cache="$root/.cache/cuda"
ptxas="$cache/nvidia/cu13/bin/ptxas"

if [ ! -x "$ptxas" ]; then
  echo "install-test-tools: fetching nvidia-cuda-nvcc==$cuda_ver (ptxas) into $cache" >&2
  mkdir -p "$cache/wheels"
  python3 -m pip download -q --no-deps -d "$cache/wheels" "nvidia-cuda-nvcc==$cuda_ver" >&2
  (cd "$cache" && python3 -m zipfile -e "$cache"/wheels/nvidia_cuda_nvcc-"$cuda_ver"-*.whl .)
  chmod +x "$cache"/nvidia/cu13/bin/* 2>/dev/null || true
fi
"$ptxas" --version >/dev/null || { echo "install-test-tools: ptxas at $ptxas does not run" >&2; exit 1; }

# cuobjdump and the nvdisasm it runs (the pinned `nvidia-cuda-cuobjdump` and
# `nvidia-cuda-nvdisasm` wheels, beside ptxas): SASS counts of scripts/code-quality.py
# (issue 15's comparison; the tests do not need them).
for tool in cuobjdump nvdisasm; do
  if [ ! -x "$cache/nvidia/cu13/bin/$tool" ]; then
    echo "install-test-tools: fetching nvidia-cuda-$tool==$cuda_ver ($tool) into $cache" >&2
    mkdir -p "$cache/wheels"
    python3 -m pip download -q --no-deps -d "$cache/wheels" "nvidia-cuda-$tool==$cuda_ver" >&2
    (cd "$cache" && python3 -m zipfile -e "$cache"/wheels/nvidia_cuda_"$tool"-"$cuda_ver"-*.whl .)
    chmod +x "$cache/nvidia/cu13/bin/$tool"
  fi
  "$cache/nvidia/cu13/bin/$tool" --version >/dev/null || { echo "install-test-tools: $tool does not run" >&2; exit 1; }
done

cccl_ver=13.3.5.0.6
cccl="$cache/nvidia/cu13/include/cccl"
if [ ! -f "$cccl/cuda/std/version" ]; then
  echo "install-test-tools: fetching nvidia-cuda-cccl==$cccl_ver (CCCL headers) into $cache" >&2
  mkdir -p "$cache/wheels"
  python3 -m pip download -q --no-deps -d "$cache/wheels" "nvidia-cuda-cccl==$cccl_ver" >&2
  (cd "$cache" && python3 -m zipfile -e "$cache"/wheels/nvidia_cuda_cccl-"$cccl_ver"-*.whl .)
fi
[ -f "$cccl/cuda/std/version" ] || { echo "install-test-tools: CCCL headers missing at $cccl" >&2; exit 1; }

# The include/ folders of the wheels in $1/wheels, merged into $1/include (a toolkit keeps
# its libraries' headers in one folder; NCCL's wheel has its own).
unpack_headers() {
  python3 - "$1" <<'PY'
import glob, os, sys, zipfile
dest = sys.argv[1]
os.makedirs(os.path.join(dest, "include"), exist_ok=True)
for wheel in glob.glob(os.path.join(dest, "wheels", "*.whl")):
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            head, sep, rest = name.partition("/include/")
            if sep and rest and not name.endswith("/"):
                target = os.path.join(dest, "include", rest)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with z.open(name) as src, open(target, "wb") as out:
                    out.write(src.read())
PY
  rm -rf "$1/wheels"
}

# A toolkit include directory as nvcc's (the runtime headers with crt/, from the pinned
# `nvidia-cuda-runtime` and `nvidia-cuda-crt` wheels) holding the device libraries ptxc
# reads from a toolkit: cuComplex.h, math_constants.h, cuRAND's and cuFFT's headers (the
# pinned `nvidia-curand` and `nvidia-cufft` wheels, headers only). .cache/cuda/toolkit/include, for
# tests/toolkit_libraries.rs (PTXC_TOOLKIT_INCLUDE).
toolkit="$cache/toolkit"
if [ ! -f "$toolkit/include/curand_kernel.h" ] || [ ! -f "$toolkit/include/cufftXt.h" ] || [ ! -d "$toolkit/include/crt" ]; then
  echo "install-test-tools: fetching the runtime, crt, cuRAND and cuFFT headers into $toolkit" >&2
  mkdir -p "$toolkit/wheels"
  for spec in "nvidia-cuda-runtime==$cuda_ver" "nvidia-cuda-crt==$cuda_ver" "nvidia-curand==10.4.5.25" "nvidia-cufft==12.5.0.14"; do
    python3 -m pip download -q --no-deps -d "$toolkit/wheels" "$spec" >&2
  done
  unpack_headers "$toolkit"
fi
[ -f "$toolkit/include/curand_kernel.h" ] && [ -f "$toolkit/include/cufftXt.h" ] && [ -f "$toolkit/include/cuda_runtime_api.h" ] \
  || { echo "install-test-tools: toolkit headers missing at $toolkit/include" >&2; exit 1; }

# The host libraries whose types device code uses, headers only, into the same folder:
# cuBLAS and cuBLASLt, cuSPARSE, cuSOLVER, NCCL, NVTX and the profiler API (their pinned wheels), for
# tests/toolkit_libraries.rs (a file including them with kernels on their CUDA types).
library_headers=(cublas_v2.h cublasLt.h cusparse.h cusolverDn.h nccl.h nvtx3/nvToolsExt.h cuda_profiler_api.h)
missing_library_header() {
  for h in "${library_headers[@]}"; do [ -f "$toolkit/include/$h" ] || return 0; done
  return 1
}
if missing_library_header; then
  echo "install-test-tools: fetching the cuBLAS, cuSPARSE, cuSOLVER, NCCL, NVTX and profiler API headers into $toolkit" >&2
  mkdir -p "$toolkit/wheels"
  for spec in "nvidia-cublas==13.5.1.27" "nvidia-cusparse==12.9.4.2" "nvidia-cusolver==12.4.1.2" \
              "nvidia-nccl-cu13==2.32.3" "nvidia-nvtx==13.5.25" "nvidia-cuda-profiler-api==13.5.25"; do
    python3 -m pip download -q --no-deps -d "$toolkit/wheels" "$spec" >&2
  done
  unpack_headers "$toolkit"
fi
! missing_library_header || { echo "install-test-tools: library headers missing at $toolkit/include" >&2; exit 1; }

# CUTLASS's and CuTe's C++ headers (the pinned `nvidia-cutlass` wheel, whose
# cutlass_library/source holds CUTLASS's include/ and tools/util/include/) into .cache/cutlass,
# for tests/cutlass_headers.rs (PTXC_CUTLASS; issue 44).
cutlass_ver=4.2.0.0
cutlass="$root/.cache/cutlass"
if [ ! -f "$cutlass/include/cute/tensor.hpp" ] || [ ! -f "$cutlass/include/cutlass/version.h" ] \
   || [ "$(cat "$cutlass/version" 2>/dev/null)" != "$cutlass_ver" ]; then
  echo "install-test-tools: fetching nvidia-cutlass==$cutlass_ver (CUTLASS headers) into $cutlass" >&2
  rm -rf "$cutlass" && mkdir -p "$cutlass/wheels"
  python3 -m pip download -q --no-deps -d "$cutlass/wheels" "nvidia-cutlass==$cutlass_ver" >&2
  python3 - "$cutlass" <<'PY'
import glob, os, sys, zipfile
dest = sys.argv[1]
prefixes = {"cutlass_library/source/include/": "include", "cutlass_library/source/tools/util/include/": "tools/util/include"}
for wheel in glob.glob(os.path.join(dest, "wheels", "nvidia_cutlass-*.whl")):
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            for prefix, folder in prefixes.items():
                if name.startswith(prefix) and not name.endswith("/"):
                    target = os.path.join(dest, folder, name[len(prefix):])
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with z.open(name) as src, open(target, "wb") as out:
                        out.write(src.read())
PY
  rm -rf "$cutlass/wheels"
  echo "$cutlass_ver" > "$cutlass/version"
fi
[ -f "$cutlass/include/cute/tensor.hpp" ] && [ -f "$cutlass/include/cutlass/version.h" ] \
  || { echo "install-test-tools: CUTLASS headers missing at $cutlass/include" >&2; exit 1; }

# Python's cuda-bindings (the pinned PyPI release) for the NVRTC client test
# (scripts/nvrtc-clients.sh; cudarc comes from crates.io when that script builds its client).
bash "$root/scripts/nvrtc-clients.sh" --install-only

apt_packages=()
command -v llvm-as-19 >/dev/null 2>&1 || apt_packages+=(llvm-19)
{ command -v csmith >/dev/null 2>&1 && [ -f /usr/include/csmith/csmith.h ]; } || apt_packages+=(csmith libcsmith-dev)
if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "install-test-tools: installing ${apt_packages[*]}" >&2
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${apt_packages[@]}" >&2
fi
command -v llvm-as-19 >/dev/null || { echo "install-test-tools: llvm-as-19 still missing" >&2; exit 1; }
command -v csmith >/dev/null || { echo "install-test-tools: csmith still missing" >&2; exit 1; }
[ -f /usr/include/csmith/csmith.h ] || { echo "install-test-tools: csmith.h still missing" >&2; exit 1; }
