#!/usr/bin/env bash
# ptxsim's speed on one core: runs the three kernels of sim/benches/throughput.rs
# (compute, memory, divergent; criterion's "elements" are thread-instructions)
# RUNS times (default 3) on one thread and prints each kernel's median
# throughput in M thread-instructions/s. The machine's other load moves the
# figures: compare two builds by alternating runs of the same state.
#
#   scripts/sim-speed.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
bench=$(cargo bench -p ptxsim --bench throughput --no-run 2>&1 | sed -n 's/.*Executable .*(\(.*\))$/\1/p' | tail -1)
[ -x "$bench" ] || { echo "sim-speed: no benchmark executable" >&2; exit 1; }
out=$(for _ in $(seq "$runs"); do
    # "ptxsim/NAME/1  time: [...]" then "thrpt: [low MID high]": keep NAME and MID
    "$bench" --bench '/1$' --warm-up-time 1 --measurement-time 2 2>&1 |
        awk '/^ptxsim\//{split($1, p, "/"); name=p[2]} /thrpt:/ && name != "" {
            v=$4; if ($5 == "Gelem/s") v *= 1000; print name, v; name=""}'
done)
for k in compute memory divergent; do
    echo "$out" | awk -v k="$k" '$1 == k {print $2}' | sort -n |
        awk -v k="$k" '{v[NR]=$1} END {if (NR) printf "%-10s %7.0f M thread-instr/s (median of %d)\n", k, v[int((NR+1)/2)], NR}'
done
