#!/usr/bin/env bash
# Builds YARPGen (intel/yarpgen, the loop generator of its main branch; Apache-2.0) for
# the differential campaigns (tools/difftest/difftest.py yarpgen; specs/testing.md).
#
#   scripts/build-yarpgen.sh SRC     SRC: a checkout of intel/yarpgen (git clone, or the
#                                    search tool's fetch); tested at 0b41961ed8c3
#
# Its programs are sized for native runs (arrays of up to 15^7 elements, gigabytes in all);
# ptxsim runs one GPU thread at a few hundred million instructions a second, so the build
# lowers the generation policy's size limits (loop nest depth, loop depth, trip counts,
# statement count) to give programs of kilobytes to a few megabytes of data. The rest of
# the policy, and so the kinds of code generated, is YARPGen's. The binary goes to
# .cache/yarpgen/yarpgen (git-ignored), where difftest.py looks for it (or YARPGEN=path).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
src=${1:?usage: scripts/build-yarpgen.sh YARPGEN_CHECKOUT}
out="$root/.cache/yarpgen"
mkdir -p "$out/src"
cp "$src"/src/*.cpp "$src"/src/*.h "$out/src/"
policy="$out/src/gen_policy.cpp"
# name = value pairs of GenPolicy's constructor, each required to match once.
for edit in "stmt_num_lim = 1000;/stmt_num_lim = 300;" \
            "loop_nest_depth_lim = 3;/loop_nest_depth_lim = 2;" \
            "loop_depth_limit = 5;/loop_depth_limit = 3;" \
            "iters_end_limit_min = 10;/iters_end_limit_min = 4;" \
            "iter_end_limit_max = 25;/iter_end_limit_max = 8;"; do
  from=${edit%%/*}
  [ "$(grep -c -F "$from" "$policy")" = 1 ] || { echo "build-yarpgen: '$from' not found once in gen_policy.cpp" >&2; exit 1; }
  sed -i "s/${from}/${edit#*/}/" "$policy"
done
version=$(git -C "$src" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
g++ -std=c++17 -O1 -DBUILD_VERSION="\"$version-ptxsim-sized\"" \
  $(ls "$out"/src/*.cpp | grep -v _test.cpp) -o "$out/yarpgen"
"$out/yarpgen" --version
