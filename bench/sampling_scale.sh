#!/usr/bin/env bash
# Sampled against detailed simulation as the inputs grow (docs/sampling.md,
# "As the inputs grow"): bench/sampling.sh's pairs for each workload at
# each of its sizes on each platform, then one table of error, bound,
# detail and CPU speedup by size, and a plot of the speedups
# (IMG/sampling_scale.svg).
#
#   bench/sampling_scale.sh                      the default set (an hour or
#                                                more on two cores)
#   RUNS="mt:4K,8K sc:2K,4K" PLATFORMS=r9nano bench/sampling_scale.sh
#
# RUNS: workload:size,size,... (default: mt 4K 8K 16K, sc 2K 4K 8K, fir
# 256K 1M 4M, aes 1M 4M 16M: paper4 and 4 and 16 times its work);
# PLATFORMS (r9nano d-mgpu-4); MGSIM, THREADS and SAMPLE_ARGS as
# bench/sampling.sh takes them. Writes OUT (results/sampling/scale)/
# <platform>/<workload>-<size>/ (bench/sampling.sh's files), OUT/scale.jsonl
# and OUT/scale.md.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-mt:4K,8K,16K sc:2K,4K,8K fir:256K,1M,4M aes:1M,4M,16M}
PLATFORMS=${PLATFORMS:-r9nano d-mgpu-4}
OUT=${OUT:-results/sampling/scale}
IMG=${IMG:-docs/img}
mkdir -p "$OUT" "$IMG"
: > "$OUT/scale.jsonl"
for plat in $PLATFORMS; do
    for run in $RUNS; do
        w=${run%%:*} sizes=${run#*:}
        for sz in ${sizes//,/ }; do
            o="$OUT/$plat/$w-$sz"
            mkdir -p "$o"
            MGMARK=$w SIZE=$sz PLATFORMS=$plat OTHERS="" CASESTUDY=0 OUT="$o" IMG="$o" \
                bench/sampling.sh > "$o/log" 2>&1
            cat "$o/sampling.jsonl" >> "$OUT/scale.jsonl"
            echo "  $w ($sz) on $plat done" >&2
        done
    done
done
python3 - "$OUT/scale.jsonl" "$OUT/scale.dat" > "$OUT/scale.md" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("| workload | size | platform | detailed us | error | bound | covered | detail | "
      "copies sampled | run time error | CPU s (det / smp) | speedup (CPU) |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
with open(sys.argv[2], "w") as dat:
    for i, r in enumerate(rows):
        print("| %s | %s | %s | %.3f | %+.2f%% | %.2f%% | %s | %.1f%% | %d | %+.3f%% | "
              "%.1f / %.1f | %.2fx |" % (
                  r["workload"], r["size"], r["platform"], r["detailed_ns"] / 1e3,
                  100 * r["error"], 100 * r["bound"], "yes" if r["covered"] else "NO",
                  100 * r["detail_fraction"], r.get("sampled_copies", 0),
                  100 * r.get("run_error", 0), r["cpu_detailed_s"], r["cpu_sampled_s"],
                  r["speedup"] or 0))
        dat.write('%d "%s %s %s" %.3f\n' % (i, r["workload"], r["size"],
                                             r["platform"].split("-")[0], r["speedup"] or 0))
print()
print("%d pairs: %d covered by their bounds" % (len(rows), sum(r["covered"] for r in rows)))
PY
if [ -s "$OUT/scale.dat" ] && command -v gnuplot > /dev/null; then
    gnuplot <<GP
set terminal svg size 900,420 dynamic font "sans,11"
set output "$IMG/sampling_scale.svg"
set title "Sampled against detailed, as the inputs grow (CPU seconds, bench/sampling_scale.sh)"
set ylabel "speedup (CPU, detailed / sampled)"
set style fill solid 0.6
set boxwidth 0.7
set xtics rotate by -45 font ",9"
set yrange [0:*]
set grid ytics
plot "$OUT/scale.dat" using 1:3:xtic(2) with boxes notitle, 10 with lines dt 2 title "10x"
GP
fi
cat "$OUT/scale.md"
