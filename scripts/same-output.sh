#!/usr/bin/env bash
# Checks that a refactor left ptxc's output unchanged: compiles every tests/**/*.cu and
# examples/*.cu with two ptxc binaries (-arch=sm_80 at -O3, at -O0, and --emit=ir) and
# compares the outputs, stderr and exit codes byte for byte.
#
#   scripts/same-output.sh BASE_PTXC [NEW_PTXC]
#
# NEW_PTXC defaults to $CARGO_TARGET_DIR/release/ptxc (else target/release/ptxc).
# With PTXC_CCCL set (CCCL's include directory, as for the test suite), it is a system
# include directory, so the CCCL tests compile instead of stopping at their includes.
# Prints the differing files and exits 1 when any output differs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
base=${1:?usage: scripts/same-output.sh BASE_PTXC [NEW_PTXC]}
new=${2:-${CARGO_TARGET_DIR:-$root/target}/release/ptxc}
cccl=()
if [ -n "${PTXC_CCCL:-}" ]; then cccl=(-isystem "$PTXC_CCCL"); fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# One run of one binary over the corpus, into directory $2.
run() {
  local bin=$1 dir=$2 n=0
  mkdir -p "$dir"
  while IFS= read -r cu; do
    n=$((n + 1))
    local key=${cu//\//_}
    for mode in O3 O0 ir; do
      local flags=(-arch=sm_80 -O3 "${cccl[@]}")
      case $mode in
        O0) flags=(-arch=sm_80 -O0 "${cccl[@]}") ;;
        ir) flags=(-arch=sm_80 -O3 --emit=ir "${cccl[@]}") ;;
      esac
      local rc=0
      "$bin" "${flags[@]}" "$cu" -o - >"$dir/$key.$mode.out" 2>"$dir/$key.$mode.err" || rc=$?
      echo "$rc" >"$dir/$key.$mode.rc"
    done
  done < <(find tests examples -name '*.cu' | sort)
  echo "$n files" >&2
}

run "$base" "$out/base"
run "$new" "$out/new"
if diff -rq "$out/base" "$out/new"; then
  failed=$(grep -L '^0$' "$out"/base/*.rc | wc -l)
  echo "same-output: identical ($(find "$out/base" -name '*.out' | wc -l) compilations, $failed of them with a nonzero exit)"
else
  echo "same-output: outputs differ" >&2
  exit 1
fi
