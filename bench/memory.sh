#!/usr/bin/env bash
# Peak resident memory of the simulator beyond the workload's own bytes
# (issue 14, item 4: at most 32 MiB on these runs). `mgsim run` prints
# both on its host line: the process's peak RSS (getrusage) and the
# workload's bytes (device buffers, a replica per GPU, their initial host
# copies and the outputs read back). RSS does not depend on the load, so
# one run each.
#
#   bench/memory.sh               the issue's nine runs
#   ROWS="mt:1K:r9nano ..."       other rows (workload:size:platform)
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
LIMIT=${LIMIT:-32}
ROWS=${ROWS:-"aes:256K:d-mgpu-4 bs:16K:d-mgpu-4 fir:64K:d-mgpu-4 gd:32K:d-mgpu-4 km:8K:d-mgpu-4
mt:1K:d-mgpu-4 sc:512:d-mgpu-4 mt:1K:r9nano km:8K:r9nano"}
printf "%-14s %-9s %10s %12s %10s  %s\n" workload platform "peak RSS" "workload" "beyond" \
       "(MiB; target: beyond <= $LIMIT)"
status=0 over=0
for row in $ROWS; do
    IFS=: read -r w size plat <<<"$row"
    if ! line=$("$MGSIM" run "$w" --size "$size" --config "configs/$plat.ini" --no-progress |
                grep 'host wall time'); then
        echo "bench/memory.sh: $w $size on $plat FAILED"; status=1; continue
    fi
    # "... peak RSS 64.1 MiB (48.0 beyond the workload's 16.0)"
    read -r rss beyond wl < <(sed -E 's/.*peak RSS ([0-9.]+) MiB \(([0-9.-]+) beyond the workload.s ([0-9.]+)\).*/\1 \2 \3/' <<<"$line")
    mark=$(awk -v b="$beyond" -v l="$LIMIT" 'BEGIN { print (b <= l) ? "ok" : "OVER" }')
    [ "$mark" = ok ] || over=$((over + 1))
    printf "%-14s %-9s %10s %12s %10s  %s\n" "$w $size" "$plat" "$rss" "$wl" "$beyond" "$mark"
done
echo "memory: $over row(s) over $LIMIT MiB beyond the workload"
exit $status
