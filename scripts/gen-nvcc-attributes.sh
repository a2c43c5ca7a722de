#!/usr/bin/env bash
# Regenerates nvcc's PTX for tests/attributes/*.cu, the reference for the
# directive-line comparison in tests/directives.rs. Exact command per file:
#   nvcc -ptx -O3 -arch=sm_90 -o tests/nvcc/attributes/NAME.ptx tests/attributes/NAME.cu
# nvcc 13.5.37 from NVIDIA's PyPI wheels (scripts/install-nvcc.sh, into .cache/nvcc).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
nvcc=${NVCC:-$(bash "$root/scripts/install-nvcc.sh")/nvcc}
mkdir -p "$root/tests/nvcc/attributes"
for f in "$root"/tests/attributes/*.cu; do
  name=$(basename "${f%.cu}")
  "$nvcc" -ptx -O3 -arch=sm_90 -o "$root/tests/nvcc/attributes/$name.ptx" "$f"
done
