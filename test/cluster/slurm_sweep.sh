#!/usr/bin/env bash
# A sweep through a real Slurm on this one machine (issue 17 item 4):
# on a private single-node Slurm (slurm_lib.sh), sbatch what `mgsim sweep
# --emit-slurm` prints, wait for the array, merge the shards with `mgsim
# sweep --merge`, and check that the merged results equal the unsharded
# run byte for byte, less what the host measures ("wall_s", "kips",
# "peak_rss_mib").
#
# The sweep is emitted from the repository root with a relative --config
# in its command and submitted from another directory; the directories'
# names have a space and a quote: the emitted script must carry the
# working directory and quote its paths (sbatch reads #SBATCH lines with
# the shell's quotes). Exit status: 0 passed, 77 skipped (after
# "skipped: WHY"), else failed. MGSIM (default bin/mgsim) is the binary.
set -u
cd "$(dirname "$0")/../.."
MGSIM=$(realpath "${MGSIM:-bin/mgsim}")
. test/cluster/slurm_lib.sh
[ -x "$MGSIM" ] || { echo "$CHECK: no mgsim binary at $MGSIM"; exit 1; }
slurm_start
T0=$SECONDS

# 8 points of two small workloads on d-mgpu-4
SUB="$TMP/sub mit"
SW="$SUB/it's a sweep"
mkdir -p "$SW"
cat >"$SW/grid.ini" <<'EOF'
[sweep]
command = run {workload} --config configs/d-mgpu-4.ini --size {size} --no-progress
[axes]
workload = fir, km
size = 1K, 2K
[set]
fabric.bus_bytes_per_cycle = 8, 32
EOF
SHARDS=3
"$MGSIM" sweep "$SW/grid.ini" --emit-slurm --task-count $SHARDS >"$SW/array.sh" ||
    fail "mgsim sweep --emit-slurm failed"
slurm_submit "$SUB" "it's a sweep/array.sh"

# the unsharded run meanwhile, from the repository root
"$MGSIM" sweep "$SW/grid.ini" -j 1 --quiet -o "$TMP/whole.jsonl" ||
    fail "the unsharded sweep failed"

states=$(slurm_wait)
echo "$CHECK: array job $JOB: $states"
[ "$states" = "0=COMPLETED 1=COMPLETED 2=COMPLETED" ] || fail "array tasks not all COMPLETED: $states"
D="$SW/grid.ini.shards"
for i in $(seq 0 $((SHARDS - 1))); do
    [ -s "$D/shard-$i.jsonl" ] || fail "no shard-$i.jsonl"
    [ -f "$D/slurm-${JOB}_$i.log" ] || fail "no Slurm log slurm-${JOB}_$i.log"
done
"$MGSIM" sweep --merge "$D" -o "$TMP/merged.jsonl" || fail "mgsim sweep --merge failed"
strip() { sed -E 's/"(wall_s|kips|peak_rss_mib)":[-+0-9.eE]+,?//g' "$1"; }
n=$(grep -c '"status":"ok"' "$TMP/merged.jsonl")
[ "$n" = 8 ] || fail "$n of 8 points ok in the merged results"
if ! cmp -s <(strip "$TMP/whole.jsonl") <(strip "$TMP/merged.jsonl"); then
    diff <(strip "$TMP/whole.jsonl") <(strip "$TMP/merged.jsonl") | head -n 5
    fail "merged shards differ from the unsharded run"
fi
echo "$CHECK: 8 points in $SHARDS array tasks merged = unsharded run ($((SECONDS - T0)) s)"
