#!/usr/bin/env bash
# Results regression guard: the figures a refactor must not change.
#
#   test/regress/regress.sh record   write test/regress/baseline/
#   test/regress/regress.sh check    run again and compare (exit 1 on any
#                                    difference, with a diff per file)
#
# What is recorded: `mgsim run W --stats` of the seven MGMark workloads on
# the four shipped platforms (default sizes, serial engine), normalised by
# dropping host-side figures (wall time, KIPS, thread count, engine event
# counts: how the simulator ran, not what it computed), and the `mgsim det`
# hash tables (perturbation seeds 0-2) of the baseline, DAB and GPUDet.
# MGSIM (default bin/mgsim) and THREADS (default 0, the serial engine) can
# be set; `check` with THREADS=2 shows the parallel engine agrees too.
set -euo pipefail
cd "$(dirname "$0")/../.."
MGSIM=${MGSIM:-bin/mgsim}
THREADS=${THREADS:-0}
BASE=test/regress/baseline
mode=${1:-check}
case $mode in record) out=$BASE ;; check) out=$(mktemp -d) ;;
    *) echo "usage: $0 record|check" >&2; exit 2 ;; esac
[ "$mode" = check ] && trap 'rm -rf "$out"' EXIT
mkdir -p "$out"

normalise() { # stats JSON on stdin -> stable, comparable JSON
    python3 test/regress/normalise_stats.py
}

for plat in r9nano m-sgpu u-mgpu-4 d-mgpu-4; do
    for w in aes bs fir gd km mt sc; do
        tmp=$(mktemp)
        "$MGSIM" run "$w" --config "configs/$plat.ini" --threads "$THREADS" \
            --no-progress --stats "$tmp" >/dev/null
        normalise <"$tmp" >"$out/run_${w}_${plat}.json"
        rm -f "$tmp"
    done
done
for mech in base dab gpudet; do
    case $mech in base) set_arg=() ;; dab) set_arg=(--set dab.enable=1) ;;
        gpudet) set_arg=(--set gpudet.enable=1) ;; esac
    "$MGSIM" det all --perturb 0-2 --markdown --threads "$THREADS" \
        "${set_arg[@]}" >"$out/det_${mech}_r9nano.md"
done

[ "$mode" = record ] && { echo "regress: recorded $(ls "$BASE" | wc -l) files in $BASE"; exit 0; }
bad=0
for f in "$BASE"/*; do
    n=$(basename "$f")
    if ! diff -u "$f" "$out/$n" >"$out/$n.diff"; then
        echo "regress: $n differs:"; head -40 "$out/$n.diff"; bad=1
    fi
done
[ $bad = 0 ] && echo "regress: all $(ls "$BASE" | wc -l) files identical (threads=$THREADS)"
exit $bad
