#!/usr/bin/env bash
# The BOWS figures of docs/bows.md: the hash table over its bucket count
# (ht4 .. ht = 1024 buckets, most to least contention) and atm, nw, each
# under lrr, gto, lrr+bows, gto+bows on one CU (every wave resident on it,
# so the schedulers have waves to choose from), then the plots.
#
#   bench/bows.sh                 results/bows/bows.jsonl, docs/img/bows_*.png
#   SIZE=1K bench/bows.sh         a quicker pass (ht/atm size; nw stays 1024)
#   OUT=DIR IMG=DIR bench/bows.sh other places
#
# One JSON line per run, in the layout of `mgsim sweep` (point, params,
# status, stats) so `mgsim plot` reads it; stats holds the run's --stats figures
# plus the "bows" object's spin_iterations (the ground truth's failed
# iterations), sib_hits, backed_off_cycles and spin_branches, flattened
# (plot keys are not paths). Simulated cycles are deterministic: one run
# per point. Needs python3 and gnuplot (the plots).
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
SIZE=${SIZE:-8K}
OUT=${OUT:-results/bows}
IMG=${IMG:-docs/img}
mkdir -p "$OUT" "$IMG"
jl="$OUT/bows.jsonl"
: > "$jl"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
one() { # workload size buckets config
    local w=$1 size=$2 b=$3 cfg=$4 s=${4%+bows} bows=0
    [ "$cfg" != "$s" ] && bows=1
    "$MGSIM" run "$w" --size "$size" --set gpu.cus=1 --set gpu.cus_per_sa=1 \
        --set ddos.enable=1 --set cu.scheduler="$s" --set bows.enable=$bows \
        --no-progress --stats "$tmp" > /dev/null
    python3 - "$tmp" "$w" "$b" "$cfg" "$(wc -l < "$jl")" >> "$jl" <<'PY'
import json, sys
path, w, b, cfg, point = sys.argv[1:]
s = json.load(open(path))
if not s.get("verified", False):
    sys.exit("bench/bows.sh: %s %s did not verify" % (w, cfg))
bw = s["bows"]
flat = {k: s[k] for k in ("kernel_time_ns", "cycles", "instructions")}
flat.update(spin_iterations=bw["ddos"]["spin_iterations"], sib_hits=bw["sib_hits"],
            backed_off_cycles=bw["backed_off_cycles"], spin_branches=bw["spin_branches"])
print(json.dumps({"point": int(point), "params": {"workload": w, "buckets": int(b), "config": cfg},
                  "status": "ok", "stats": flat}))
PY
    echo "  $w $cfg done" >&2
}
for b in 4 16 64 256 1024; do
    w=ht$b
    [ $b = 1024 ] && w=ht
    for cfg in lrr gto lrr+bows gto+bows; do one "$w" "$SIZE" $b "$cfg"; done
done
for cfg in lrr gto lrr+bows gto+bows; do
    one atm "$SIZE" 0 "$cfg"
    one nw 1024 0 "$cfg"
done
# the plots: the hash table over its buckets (the other rows are in the tables)
grep '"workload": "ht' "$jl" > "$OUT/bows_ht.jsonl"
"$MGSIM" plot "$OUT/bows_ht.jsonl" --x buckets --y cycles --group config --logx --logy \
    --title "ht, $SIZE inserts, one CU: kernel cycles" -o "$IMG/bows_ht_cycles.png"
"$MGSIM" plot "$OUT/bows_ht.jsonl" --x buckets --y instructions --group config --logx --logy \
    --title "ht, $SIZE inserts, one CU: wavefront instructions" -o "$IMG/bows_ht_instructions.png"
"$MGSIM" plot "$OUT/bows_ht.jsonl" --x buckets --y spin_iterations --group config --logx --logy \
    --title "ht, $SIZE inserts, one CU: failed lock attempts (spin iterations)" \
    -o "$IMG/bows_ht_spins.png"
echo "$jl; $IMG/bows_ht_{cycles,instructions,spins}.png"
