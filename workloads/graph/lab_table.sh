#!/usr/bin/env bash
# workloads/graph/lab_table.sh - the tables of docs/lab.md: every LAB workload (det's
# hist and the graph suite) on one platform without LAB and with each LAB
# size and variant; per run the kernel time, the speedup over no LAB, the
# L2's atomic requests and all its requests (the on-chip traffic), the
# ATGR, and on several GPUs the cross-GPU bytes. Prints markdown.
#
#   workloads/graph/lab_table.sh [configs/r9nano.ini] [workload:size ...]
# Environment: MGSIM (default bin/mgsim), VARIANTS (default below),
# JSONL (a file to append one line per run in the layout of `mgsim sweep`
# for `mgsim plot`, LAB sizes only: params workload, lab (entries; inf 1024),
# platform; stats the figures of the table), from the source tree's root. One run is one simulation (the figures are
# simulated, not host, times: no repetition needed).
set -euo pipefail
MGSIM=${MGSIM:-bin/mgsim}
CFG=${1:-configs/r9nano.ini}
shift || true
WORKLOADS=${*:-hist:16K cca:4096 prfx:4096 kmi:8192}
VARIANTS=${VARIANTS:-"off 8 16 32 64 256 inf nostore"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
opts() {
  case $1 in
    off) echo "" ;;
    inf) echo "--set lab.enable=1 --set lab.unbounded=1" ;;
    nostore) echo "--set lab.enable=1 --set lab.entries=64 --set lab.no_storage=1" ;;
    *) echo "--set lab.enable=1 --set lab.entries=$1" ;;
  esac
}
echo "#### $(basename "$CFG" .ini)"
echo
echo "| workload | LAB | kernel time (us) | speedup | L2 atomic requests | L2 requests | vs no LAB | ATGR | cross-GPU bytes | flush cycles |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for wl in $WORKLOADS; do
  w=${wl%%:*} s=${wl#*:}
  for v in $VARIANTS; do
    # shellcheck disable=SC2046
    "$MGSIM" run "$w" --size "$s" --config "$CFG" $(opts "$v") --no-progress \
      --stats "$tmp/$w-$v.json" > "$tmp/out" 2>&1 || { cat "$tmp/out" >&2; exit 1; }
    grep -q "verification     passed" "$tmp/out" || { cat "$tmp/out" >&2; exit 1; }
    python3 - "$tmp/$w-off.json" "$tmp/$w-$v.json" "$w" "$v" "${JSONL:-}" "$CFG" <<'PY'
import json, sys
b, d = (json.load(open(f)) for f in sys.argv[1:3])
def l2(x, k): return x["metrics"]["GPU[*].L2[*]." + k]
def atom(x): return l2(x, "atomic_hits") + l2(x, "atomic_misses")
def reqs(x): return l2(x, "responses")
lab = d.get("lab", {})
print("| %s | %s | %.1f | %.2fx | %d | %d | %+.0f%% | %s | %d | %s |" % (
    sys.argv[3], sys.argv[4], d["kernel_time_ns"] / 1e3, b["kernel_time_ns"] / d["kernel_time_ns"],
    atom(d), reqs(d), 100.0 * (reqs(d) - reqs(b)) / reqs(b), lab.get("atgr", "-"),
    d["cross_gpu_bytes"], lab.get("kernel_end_flush_cycles", "-")))
if sys.argv[5] and sys.argv[4] not in ("off", "nostore"):  # sizes only (log x)
    v = sys.argv[4]
    entries = 0 if v == "off" else 1024 if v == "inf" else int(v)
    with open(sys.argv[5], "a") as f:
        f.write(json.dumps({"point": 0, "params": {"workload": sys.argv[3], "lab": entries,
                            "platform": sys.argv[6].split("/")[-1][:-4]}, "status": "ok",
                            "stats": {"kernel_time_ns": d["kernel_time_ns"],
                                      "speedup": b["kernel_time_ns"] / d["kernel_time_ns"],
                                      "l2_atomics": atom(d), "l2_requests": reqs(d),
                                      "l2_requests_rel": reqs(d) / reqs(b),
                                      "cross_gpu_bytes": d["cross_gpu_bytes"],
                                      "atgr": lab.get("atgr", 0)}}) + "\n")
PY
  done
done
echo
