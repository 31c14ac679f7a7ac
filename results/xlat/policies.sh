#!/usr/bin/env bash
# The unified-memory policy study (docs/memory.md, "Measured: the
# policies"): every MGMark workload at its default size under each
# xlat.policy on one platform, then a results file for `mgsim plot`.
#
#   results/xlat/policies.sh d-mgpu-4      # runs, then writes
#   results/xlat/policies_d-mgpu-4.jsonl   # one point per (workload, policy)
#
# Variants (environment):
#   PAGE=2M          managed (window) pages and device pages of 2 MiB
#                    (platform.page and xlat.page); file suffix _2M
#   PLACEMENT=host   managed pages start in host memory
#                    (xlat.initial_placement=host; pinned, which has no
#                    fault handler, keeps the program's placement and is
#                    the baseline); file suffix _host
# so the four variants of a platform are policies_P.jsonl,
# policies_P_2M.jsonl, policies_P_host.jsonl and policies_P_2M_host.jsonl;
# results/xlat/table.py prints docs/memory.md's tables from them.
#
# Every run stops at MAX_CYCLES simulated cycles (sim.max_cycles, default
# 25M: thrashing 2 MiB pages run for 100M cycles and minutes of host time
# each); a stopped run leaves a .limit file and its point has status
# "limit" and slowdown_at_least (its cycles are more than the limit).
# Runs are skipped when their stats file exists (OUT, default
# /tmp/mgsim_policies/PLATFORM<suffix>), so an interrupted study resumes.
# MGSIM (default bin/mgsim); THREADS (default 1: one engine thread per
# run, the figures are the same for any count); POLICIES, WORKLOADS
# (default: all).
set -euo pipefail
cd "$(dirname "$0")/../.."
plat=${1:?usage: $0 PLATFORM}
MGSIM=${MGSIM:-bin/mgsim}
PAGE=${PAGE:-4K}
PLACEMENT=${PLACEMENT:-program}
suffix=
[ "$PAGE" = 4K ] || suffix=_$PAGE
[ "$PLACEMENT" = program ] || suffix=${suffix}_$PLACEMENT
OUT=${OUT:-/tmp/mgsim_policies/$plat$suffix}
mkdir -p "$OUT"
policies=${POLICIES:-pinned first-touch migrate counter replicate}
workloads=${WORKLOADS:-aes bs fir gd km mt sc}
MAX_CYCLES=${MAX_CYCLES:-25000000}
for w in $workloads; do for p in $policies; do
    f=$OUT/${w}_$p.json
    [ -s "$f" ] || [ -e "$f.limit" ] && continue
    place=()
    [ "$p" = pinned ] || [ "$PLACEMENT" = program ] ||
        place=(--set xlat.initial_placement="$PLACEMENT")
    "$MGSIM" run "$w" --config "configs/$plat.ini" --set xlat.enable=1 \
        --set xlat.policy="$p" --set platform.page="$PAGE" --set xlat.page="$PAGE" \
        "${place[@]}" --set sim.max_cycles="$MAX_CYCLES" --threads "${THREADS:-1}" \
        --no-progress --stats "$f.tmp" > /dev/null 2> "$f.err" && mv "$f.tmp" "$f" ||
        { grep -q max-cycles "$f.err" && echo "$MAX_CYCLES" > "$f.limit" ||
          { cat "$f.err" >&2; exit 1; }; }
    rm -f "$f.err"
done; done
python3 - "$OUT" "$plat" "$workloads" "$policies" "$PAGE" "$PLACEMENT" "$MAX_CYCLES" \
    > "results/xlat/policies_$plat$suffix.jsonl" <<'PY'
import json, os, sys
out, plat, wls, pols, page, placement = sys.argv[1], sys.argv[2], sys.argv[3].split(), \
    sys.argv[4].split(), sys.argv[5], sys.argv[6]
n = 0
for i, w in enumerate(wls):
    base = json.load(open(f"{out}/{w}_pinned.json"))
    for p in pols:
        params = {"workload": w, "workload_index": i, "policy": p, "platform": plat,
                  "size": base["size"], "page": page, "placement": placement}
        if os.path.exists(f"{out}/{w}_{p}.json.limit"):
            cap = int(open(f"{out}/{w}_{p}.json.limit").read())
            print(json.dumps({"point": n, "params": params, "status": "limit",
                              "stats": {"max_cycles": cap, "pinned_cycles": base["cycles"],
                                        "slowdown_at_least": round(cap / base["cycles"], 4)}}))
            n += 1
            continue
        d = json.load(open(f"{out}/{w}_{p}.json"))
        u = d["xlat"].get("uvm", {})
        pages = [g.get("uvm", {}).get("pages_resident", 0) for g in d["xlat"]["per_gpu"]]
        moves = sum(u.get(k, 0) for k in ("migrations_first_touch", "migrations_fault",
                                          "migrations_counter", "replicas_made",
                                          "migrations_write", "migrations_host"))
        st = {"cycles": d["cycles"], "pinned_cycles": base["cycles"],
              "slowdown": round(d["cycles"] / base["cycles"], 4),
              "cross_gpu_bytes": d["cross_gpu_bytes"],
              "traffic_ratio": round(d["cross_gpu_bytes"] / base["cross_gpu_bytes"], 4)
                               if base["cross_gpu_bytes"] else None,
              "faults": u.get("faults", 0), "moves": moves,
              "moves_plus_1": moves + 1,
              "migrations_first_touch": u.get("migrations_first_touch", 0),
              "migrations_fault": u.get("migrations_fault", 0),
              "migrations_counter": u.get("migrations_counter", 0),
              "replicas_made": u.get("replicas_made", 0),
              "migrations_write": u.get("migrations_write", 0),
              "migrations_host": u.get("migrations_host", 0),
              "bytes_migrated": u.get("bytes_migrated_in", 0),
              "bytes_from_host": u.get("bytes_from_host", 0),
              "remote_maps": u.get("remote_maps", 0), "moves_held": u.get("moves_held", 0),
              "walks": d["xlat"]["walks"],
              "pages_max": max(pages), "pages_min": min(pages),
              "output_sha256": d["output_sha256"]}
        print(json.dumps({"point": n, "params": params, "status": "ok", "stats": st}))
        n += 1
PY
echo "results/xlat/policies_$plat$suffix.jsonl"
