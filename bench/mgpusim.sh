#!/usr/bin/env bash
# Our side of the comparison with MGPUSim on identical binaries (issue 16,
# docs/validation.md "Against MGPUSim"): each row runs MGPUSim's own
# ROCm-built kernels.hsaco under `mgsim run W --hsaco`, on r9nano, with
# the L1V bypassed (our default, as ROCm runs the R9 Nano) and enabled,
# and prints a markdown table next to MGPUSim v4.2.0's kernel times
# (`-timing`, R9 Nano, taken from issue 16; MGPUSim is not run here).
#
#   bench/mgpusim.sh DIR            DIR: an MGPUSim checkout (v4.2.0:
#                                   amd/benchmarks/...) or a folder holding
#                                   aes.hsaco fir.hsaco kmeans.hsaco
#                                   matrixtranspose.hsaco
#                                   simpleconvolution.hsaco bitonicsort.hsaco
#   EXTRA="--set cp.launch_cycles=1000" bench/mgpusim.sh DIR
#                                   the same with other settings (both columns)
#
# A missing code object skips its row (said on stderr); a run that fails
# or does not verify stops the script (exit 1). Kernel times are
# simulated, deterministic: one run per cell.
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
EXTRA=${EXTRA:-}
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: bench/mgpusim.sh DIR (an MGPUSim checkout or a folder of NAME.hsaco)" >&2; exit 2; }
dir=$1
# row: MGPUSim name, its folder under amd/benchmarks, our workload, size,
# MGPUSim v4.2.0 kernel time (us), what the size means
ROWS="aes:heteromark/aes:aes:64K:26.53:65536 B
fir:heteromark/fir:fir:4096:10.37:4096, 16 taps
kmeans:heteromark/kmeans:km:1024:176.6:1024 pts, 32 features, 5 clusters
matrixtranspose:amdappsdk/matrixtranspose:mt:512:14.29:512
simpleconvolution:amdappsdk/simpleconvolution:sc:254:13.14:254, mask 3
bitonicsort:amdappsdk/bitonicsort:bs:1024:296.5:1024"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# kernel time (us) and instructions of one run, "T I"
one() {
    # shellcheck disable=SC2086
    if ! "$MGSIM" run "$1" --size "$2" --hsaco "$3" --config configs/r9nano.ini $4 $EXTRA \
        --no-progress --stats "$tmp" > /dev/null; then
        echo "bench/mgpusim.sh: mgsim run $1 --size $2 --hsaco $3 $4 $EXTRA failed" >&2
        exit 1
    fi
    python3 - "$tmp" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
if not s.get("verified"):
    sys.exit("bench/mgpusim.sh: %s did not verify" % s.get("workload"))
print("%.2f %d %d" % (s["kernel_time_ns"] / 1000.0, s["instructions"], s["launches"]))
PY
}
echo "| workload, size | MGPUSim v4.2.0 | launches | instructions | ours, L1V off | ours, L1V on |"
echo "|---|---:|---:|---:|---:|---:|"
while IFS=: read -r name sub w size theirs what; do
    co=$dir/amd/benchmarks/$sub/kernels.hsaco
    [ -f "$co" ] || co=$dir/$name.hsaco
    if [ ! -f "$co" ]; then
        echo "bench/mgpusim.sh: no $dir/amd/benchmarks/$sub/kernels.hsaco or $dir/$name.hsaco: row skipped" >&2
        continue
    fi
    read -r t0 inst launches < <(one "$w" "$size" "$co" "")
    read -r t1 _ _ < <(one "$w" "$size" "$co" "--set gpu.l1v_enabled=1")
    awk -v n="$name $what" -v m="$theirs" -v l="$launches" -v i="$inst" -v a="$t0" -v b="$t1" \
        'BEGIN { printf "| %s | %.2f us | %d | %d | %.2f us (%.2fx) | %.2f us (%.2fx) |\n", n, m, l, i, a, a / m, b, b / m }'
done <<< "$ROWS"
