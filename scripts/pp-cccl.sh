#!/bin/bash
# Preprocesses every header of CCCL's cuda/std/, cub/ and thrust/ with `ptxc -E` at sm_80
# and counts how many preprocess without error (specs/language.md records the counts).
# usage: scripts/pp-cccl.sh PTXC [CCCL_INCLUDE_DIR]   (default: $PTXC_CCCL, the wheel's include/cccl)
# Set PP_FLAG=--emit=tokens for a ptxc without -E; FAILS=FILE lists the failing headers.
set -uo pipefail
ptxc=$1
cccl=${2:-${PTXC_CCCL:?set PTXC_CCCL or pass the CCCL include directory}}
flag=${PP_FLAG:--E}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=0; ok=0
: > "$tmp/fails"
for dir in cuda/std cub thrust; do
  n=0; k=0
  while IFS= read -r h; do
    rel=${h#"$cccl"/}
    printf '#include <%s>\n' "$rel" > "$tmp/t.cu"
    n=$((n+1))
    if timeout 60 "$ptxc" -arch=sm_80 "$flag" -I"$cccl" -o /dev/null "$tmp/t.cu" > "$tmp/err" 2>&1; then
      k=$((k+1))
    else
      echo "$rel: $(grep -m1 'error' "$tmp/err")" >> "$tmp/fails"
    fi
  done < <(find "$cccl/$dir" -type f \( -name '*.h' -o -name '*.cuh' -o -name '*.inl' -o ! -name '*.*' \) | sort)
  echo "$dir: $k of $n"
  total=$((total+n)); ok=$((ok+k))
done
echo "all: $ok of $total"
[ -n "${FAILS:-}" ] && cp "$tmp/fails" "$FAILS"
exit 0
