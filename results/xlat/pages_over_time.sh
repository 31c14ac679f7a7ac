#!/usr/bin/env bash
# Pages per GPU over time under the unified-memory policies (docs/memory.md,
# "Measured: pages per GPU over time"): MGMark runs whose --stats carry
# xlat.uvm.pages_over_time, then results files for `mgsim plot`:
#
#   results/xlat/pages_over_time.sh            # runs, then writes
#   results/xlat/pages_W_P_POLICY.jsonl        # per GPU: pages at each sample
#                                              # (the cases in $pergpu)
#   results/xlat/pages_imbalance_W_P.jsonl     # per policy: the fullest GPU's
#                                              # pages over the mean, per sample
#
# Each case is workload:platform:interval (xlat.pages_interval, cycles;
# km runs 19 M cycles under migrate on 16 GPUs, so it is sampled every
# 100 000). Runs are skipped when their stats file exists (OUT, default
# /tmp/mgsim_pages), so an interrupted study resumes. MGSIM (default
# bin/mgsim); THREADS (default 1: the figures are the same for any count).
set -euo pipefail
cd "$(dirname "$0")/../.."
MGSIM=${MGSIM:-bin/mgsim}
OUT=${OUT:-/tmp/mgsim_pages}
mkdir -p "$OUT"
cases="mt:d-mgpu-4:10000 gd:d-mgpu-16:10000 km:d-mgpu-16:100000"
policies="first-touch migrate counter replicate"
pergpu="mt:d-mgpu-4:first-touch mt:d-mgpu-4:migrate km:d-mgpu-16:migrate"
for c in $cases; do for p in $policies; do
    IFS=: read -r w plat iv <<< "$c"
    f=$OUT/${w}_${plat}_${iv}_$p.json
    [ -s "$f" ] && continue
    "$MGSIM" run "$w" --config "configs/$plat.ini" --set xlat.enable=1 \
        --set xlat.policy="$p" --set xlat.pages_interval="$iv" \
        --threads "${THREADS:-1}" --no-progress --stats "$f.tmp" > /dev/null && mv "$f.tmp" "$f"
done; done
python3 - "$OUT" "$cases" "$policies" "$pergpu" <<'PY'
import json, sys
out, cases, pols, pergpu = sys.argv[1], sys.argv[2].split(), sys.argv[3].split(), sys.argv[4].split()
for c in cases:
    w, plat, iv = c.split(":")
    with open(f"results/xlat/pages_imbalance_{w}_{plat}.jsonl", "w") as imb:
        n = 0
        for p in pols:
            d = json.load(open(f"{out}/{w}_{plat}_{iv}_{p}.json"))
            s = d["xlat"]["uvm"]["pages_over_time"]
            step = s["interval_cycles"]
            for k, row in enumerate(s["pages"]):
                mean = sum(row) / len(row)
                imb.write(json.dumps({"point": n, "status": "ok", "policy": p,
                                      "us": k * step / 1000,
                                      "max_over_mean": round(max(row) / mean, 4) if mean else 0,
                                      "max": max(row), "min": min(row)}) + "\n")
                n += 1
            if f"{w}:{plat}:{p}" not in pergpu:
                continue
            with open(f"results/xlat/pages_{w}_{plat}_{p}.jsonl", "w") as f:
                for k, row in enumerate(s["pages"]):
                    for g, v in enumerate(row):
                        f.write(json.dumps({"point": k * len(row) + g, "status": "ok",
                                            "gpu": g, "us": k * step / 1000, "pages": v}) + "\n")
PY
