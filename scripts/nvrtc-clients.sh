#!/usr/bin/env bash
# Clients no one here wrote, loading ptxc's NVRTC library (nvrtc/, built as libnvrtc.so)
# in place of NVIDIA's libnvrtc.so.13 (issue 46), and ptxsim's driver library (runtime/,
# built as libcudart.so, linked here as libcuda.so.1) in place of NVIDIA's driver:
#   - Python's cuda-bindings (`cuda.bindings.nvrtc`, the pinned PyPI release, installed into
#     .cache/nvrtc-clients/py with its dependency cuda-pathfinder; no NVIDIA NVRTC next to it);
#   - Rust's cudarc (crates.io, `nvrtc` with dynamic loading; tests/nvrtc_clients/cudarc).
# Both find the library through LD_LIBRARY_PATH (a directory holding libnvrtc.so.13 and
# libnvrtc.so, links to the build's libnvrtc.so), compile the program set (plain kernels,
# templates by name expression, in-memory headers, errors whose log is read), and the PTX
# goes through ptxas; saxpy runs in ptxsim. Each client also runs a JIT program end to end:
# compiled by ptxc's NVRTC, loaded and launched through the driver API on ptxsim, results
# checked. Fails loudly on any missing piece.
#   scripts/nvrtc-clients.sh [--install-only]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cuda_bindings_ver=13.5.0
py="$root/.cache/nvrtc-clients/py"
if ! PYTHONPATH="$py" python3 -c "import cuda.bindings.nvrtc" 2>/dev/null; then
  echo "nvrtc-clients: installing cuda-bindings==$cuda_bindings_ver into $py" >&2
  python3 -m pip install -q --disable-pip-version-check --target "$py" "cuda-bindings==$cuda_bindings_ver" >&2
fi
PYTHONPATH="$py" python3 -c "import cuda.bindings.nvrtc" \
  || { echo "nvrtc-clients: cuda-bindings does not import from $py" >&2; exit 1; }
if [ -e "$py/nvidia" ]; then
  echo "nvrtc-clients: $py holds NVIDIA libraries; the client must not find NVIDIA's NVRTC" >&2
  exit 1
fi
[ "${1:-}" = "--install-only" ] && exit 0

ptxas="${PTXAS:-$root/.cache/cuda/nvidia/cu13/bin/ptxas}"
[ -x "$ptxas" ] || { echo "nvrtc-clients: no ptxas at $ptxas (run scripts/install-test-tools.sh)" >&2; exit 1; }
target="${CARGO_TARGET_DIR:-$root/target}"
cargo build -q -p ptxc-nvrtc -p ptxsim -p ptxsim-runtime
lib="$target/nvrtc-clients-lib"
mkdir -p "$lib"
ln -sf "$target/debug/libnvrtc.so" "$lib/libnvrtc.so.13"
ln -sf "$target/debug/libnvrtc.so" "$lib/libnvrtc.so"
ln -sf "$target/debug/libcudart.so" "$lib/libcuda.so.1"
ln -sf "$target/debug/libcudart.so" "$lib/libcuda.so"

echo "nvrtc-clients: cuda-bindings" >&2
PYTHONPATH="$py" LD_LIBRARY_PATH="$lib" python3 tests/nvrtc_clients/cuda_bindings_client.py \
  --ptxas "$ptxas" --ptxsim "$target/debug/ptxsim" >/dev/null \
  || { echo "nvrtc-clients: the cuda-bindings client failed (run it without >/dev/null to see)" >&2; exit 1; }

echo "nvrtc-clients: cuda-bindings, driver API" >&2
PYTHONPATH="$py" LD_LIBRARY_PATH="$lib" python3 tests/nvrtc_clients/cuda_bindings_driver_client.py >/dev/null \
  || { echo "nvrtc-clients: the cuda-bindings driver client failed (run it without >/dev/null to see)" >&2; exit 1; }

echo "nvrtc-clients: cudarc" >&2
out="$target/nvrtc-clients-cudarc-ptx"
rm -rf "$out"
CARGO_TARGET_DIR="$target/nvrtc-clients-cudarc" cargo build -q --locked \
  --manifest-path tests/nvrtc_clients/cudarc/Cargo.toml
LD_LIBRARY_PATH="$lib" "$target/nvrtc-clients-cudarc/debug/nvrtc-cudarc-client" "$out" >/dev/null
for ptx in "$out"/*.ptx; do
  arch=$(basename "$ptx" .ptx); arch=${arch##*.}
  "$ptxas" -arch="$arch" -o "$out/out.cubin" "$ptx" \
    || { echo "nvrtc-clients: ptxas rejects $ptx (cudarc client)" >&2; exit 1; }
done
echo "nvrtc-clients: cudarc, driver API" >&2
LD_LIBRARY_PATH="$lib" "$target/nvrtc-clients-cudarc/debug/driver" >/dev/null \
  || { echo "nvrtc-clients: the cudarc driver client failed (run it without >/dev/null to see)" >&2; exit 1; }
echo "nvrtc-clients: cuda-bindings and cudarc compiled the program set through ptxc's NVRTC and ran JIT programs on ptxsim's driver library" >&2
