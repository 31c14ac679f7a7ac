#!/usr/bin/env bash
# Sampled against detailed simulation (docs/sampling.md): each workload
# runs twice, in full detail and with --sample, and we report the host
# wall time and CPU time (user + system, /usr/bin/time: on a shared
# machine the wall time moves with the load) of each, the kernel-time error of the sampled run, its stated
# 95% bound and whether the bound covers the error, and the error of the
# run's whole simulated time (copies too: sample.copies); then the median and
# largest |error| and the bound's coverage over all pairs; then the paper4
# case study (mgsim casestudy) detailed and sampled: wall time and whether
# its findings (casestudy_claims.txt) come out the same.
#
#   bench/sampling.sh                   everything (hours on two cores)
#   MGMARK="mt sc" PLATFORMS=r9nano OTHERS="" CASESTUDY=0 bench/sampling.sh
#                                       a subset
#   SIZE=paper1 bench/sampling.sh       the MGMark workloads at another size
#   CS_ARGS="--size default" ...        the case study at another size
#   SAMPLE_ARGS="--set sample.tolerance=0.03" ...
#                                       more options for the sampled runs
#   CS_MODES=detailed ... CS_MODES=sampled ...
#                                       the case study's halves in two runs
#                                       (same OUT; the summary once both are in)
#
# MGMARK (default: the seven) run at SIZE (paper4) on each of PLATFORMS
# (r9nano d-mgpu-4); OTHERS (the sync and graph workloads: ht atm nw hist
# cca prfx kmi) at their default sizes on r9nano. THREADS (default 0, the
# serial engine: the wall times compare the simulation alone) is the
# engine threads of every run. Writes OUT (results/sampling)/sampling.jsonl
# (one line per pair) and sampling.md (the table and the summary), and
# prints the summary; plots IMG (docs/img)/sampling_error.svg and
# sampling_speedup.svg. Needs python3 and gnuplot (the plots).
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
SIZE=${SIZE:-paper4}
MGMARK=${MGMARK-aes bs fir gd km mt sc}
PLATFORMS=${PLATFORMS-r9nano d-mgpu-4}
OTHERS=${OTHERS-ht atm nw hist cca prfx kmi}
CASESTUDY=${CASESTUDY:-1}
CS_ARGS=${CS_ARGS:-}   # more casestudy options (e.g. --size default --workloads aes,km)
CS_MODES=${CS_MODES:-detailed sampled} # one of them: the other half from an earlier run
read -r -a SAMPLE_ARGS <<< "${SAMPLE_ARGS:-}" # more options for the sampled runs
THREADS=${THREADS:-0}
OUT=${OUT:-results/sampling}
mkdir -p "$OUT"
jl="$OUT/sampling.jsonl"
: > "$jl"
d=$(mktemp) s=$(mktemp)
trap 'rm -f "$d" "$s" "$d.cpu" "$s.cpu"' EXIT

# CPU seconds (user + system) of a command: on a shared machine the wall
# time moves with the load, the CPU time much less
cpu() { # file command...
    local f=$1
    shift
    /usr/bin/time -f "%U %S" -o "$f" "$@"
}

pair() { # workload size platform
    local w=$1 size=$2 plat=$3 cfg=()
    [ "$plat" != r9nano ] && cfg=(--config "configs/$plat.ini")
    cpu "$d.cpu" "$MGSIM" run "$w" --size "$size" "${cfg[@]}" --threads "$THREADS" \
        --no-progress --stats "$d" > /dev/null
    cpu "$s.cpu" "$MGSIM" run "$w" --size "$size" "${cfg[@]}" --threads "$THREADS" \
        --no-progress --sample "${SAMPLE_ARGS[@]}" --stats "$s" > /dev/null
    python3 - "$d" "$s" "$w" "$size" "$plat" >> "$jl" <<'PY'
import json, sys
dp, sp, w, size, plat = sys.argv[1:]
cpu = [sum(map(float, open(p + ".cpu").read().split()[-2:])) for p in (dp, sp)]
d, s = json.load(open(dp)), json.load(open(sp))
for x in (d, s):
    if not x.get("verified", False):
        sys.exit("bench/sampling.sh: %s on %s did not verify" % (w, plat))
if d["output_sha256"] != s["output_sha256"]:
    sys.exit("bench/sampling.sh: %s on %s: sampled output differs" % (w, plat))
smp = s["sample"]
td, ts = d["kernel_time_ns"], s["kernel_time_ns"]
err = (ts - td) / td
bound = smp["bound_fraction"]  # of the predicted time
print(json.dumps({"workload": w, "size": size, "platform": plat,
                  "detailed_ns": td, "sampled_ns": ts, "error": err,
                  "bound": bound * ts / td, "covered": abs(ts - td) <= bound * ts + 1e-9,
                  "detail_fraction": smp["detail_fraction"],
                  # within a round a workgroup runs partly in detail: the
                  # instructions say what share the timing model ran
                  "detail_instructions": 1 - smp["fast_instructions"] / s["instructions"]
                                         if s["instructions"] else 1,
                  "in_round": smp.get("in_round_launches", 0),
                  "middle_rounds": smp.get("middle_rounds_launches", 0),
                  "launches": smp["launches"], "sampled_launches": smp["sampled_launches"],
                  "reused_launches": smp["reused_launches"], "phase_changes": smp["phase_changes"],
                  # the run's simulated time, copies and all (sample.copies:
                  # their middles predicted too; not the kernel time)
                  "run_error": (s["metrics"]["sim.time_ps"] - d["metrics"]["sim.time_ps"])
                               / d["metrics"]["sim.time_ps"],
                  "sampled_copies": smp.get("sampled_copies", 0),
                  "wall_detailed_s": d["wall_s"], "wall_sampled_s": s["wall_s"],
                  "cpu_detailed_s": cpu[0], "cpu_sampled_s": cpu[1],
                  "speedup": cpu[0] / cpu[1] if cpu[1] else None}))
PY
    echo "  $w ($size) on $plat done" >&2
}

for plat in $PLATFORMS; do
    for w in $MGMARK; do pair "$w" "$SIZE" "$plat"; done
done
for w in $OTHERS; do pair "$w" default r9nano; done

cs=""
if [ "$CASESTUDY" = 1 ]; then
    for mode in $CS_MODES; do
        extra=()
        [ $mode = sampled ] && extra=(--sample "${SAMPLE_ARGS[@]}")
        start=$(date +%s.%N)
        cpu "$d.cpu" "$MGSIM" casestudy --threads "$THREADS" --format svg --configs configs \
            --out "$OUT/casestudy_$mode" $CS_ARGS "${extra[@]}" > "$OUT/casestudy_$mode.txt"
        end=$(date +%s.%N)
        echo "$mode $(python3 -c "print($end - $start)") $(tail -1 "$d.cpu" | \
            python3 -c "import sys; print(sum(map(float, sys.stdin.read().split())))")" \
            > "$OUT/casestudy_wall_$mode.txt"
    done
fi
# the summary once both halves are there (they may come from two runs)
[ -f "$OUT/casestudy_wall_detailed.txt" ] && [ -f "$OUT/casestudy_wall_sampled.txt" ] && cs="$OUT"

python3 - "$jl" "$cs" > "$OUT/sampling.md" <<'PY'
import json, os, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("| workload | size | platform | detailed us | sampled us | error | bound | covered | "
      "detail (workgroups / instructions) | launches (sampled, reused) | phase changes | copies sampled | run time error | wall s (det / smp) | CPU s (det / smp) | speedup (CPU) |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print("| %s | %s | %s | %.3f | %.3f | %+.2f%% | %.2f%% | %s | %.1f%% / %.1f%% | %d (%d, %d) | %d | %d | %+.3f%% | %.2f / %.2f | %.2f / %.2f | %.2fx |" % (
        r["workload"], r["size"], r["platform"], r["detailed_ns"] / 1e3, r["sampled_ns"] / 1e3,
        100 * r["error"], 100 * r["bound"], "yes" if r["covered"] else "NO",
        100 * r["detail_fraction"], 100 * r.get("detail_instructions", r["detail_fraction"]), r["launches"], r["sampled_launches"], r["reused_launches"],
        r["phase_changes"], r.get("sampled_copies", 0), 100 * r.get("run_error", 0),
        r["wall_detailed_s"], r["wall_sampled_s"], r["cpu_detailed_s"],
        r["cpu_sampled_s"], r["speedup"] or 0))
if rows:
    errs = [abs(r["error"]) for r in rows]
    cov = sum(r["covered"] for r in rows) / len(rows)
    wd = sum(r["wall_detailed_s"] for r in rows)
    ws = sum(r["wall_sampled_s"] for r in rows)
    cd = sum(r["cpu_detailed_s"] for r in rows)
    cs = sum(r["cpu_sampled_s"] for r in rows)
    print()
    print("%d pairs: median |error| %.2f%%, max |error| %.2f%%, bound covers %.0f%%; "
          "wall time %.1f s detailed, %.1f s sampled (%.2fx); CPU %.1f s, %.1f s (%.2fx)" % (
              len(rows), 100 * statistics.median(errs), 100 * max(errs), 100 * cov, wd, ws,
              wd / ws, cd, cs, cd / cs))
if sys.argv[2]:
    out = sys.argv[2]
    walls, cpus = {}, {}
    for m0 in ("detailed", "sampled"):
        m, wall, c = open(os.path.join(out, "casestudy_wall_%s.txt" % m0)).read().split()
        walls[m], cpus[m] = wall, float(c)
    # a finding is its verdict and its words; the figures in brackets move;
    # a sampled verdict "within the sampled bounds" is not decided (the
    # bounds are wider than the difference it rests on), not a different one
    claims = [[l.split("(")[0].strip() for l in
               open(os.path.join(out, "casestudy_%s" % m, "casestudy_claims.txt"))
               if l.strip().startswith("[")]
              for m in ("detailed", "sampled")]
    opened = sum(1 for d, s in zip(*claims) if s.startswith("[within the sampled bounds]")
                 and d.split("]", 1)[1] == s.split("]", 1)[1])
    differ = len(claims[0]) != len(claims[1]) or \
        sum(1 for d, s in zip(*claims) if d != s) > opened
    # each run of the case study is a pair too: its error, bound, detail, wall times
    # (each run's wall time moves with the load of its moment; the CPU
    # time above is the whole process's); halves of other sets of runs
    # (one cut short) are no comparison
    runs = [{(r["workload"], r["platform"]): r for r in map(json.loads, open(
        os.path.join(out, "casestudy_%s" % m, "casestudy.jsonl")))} for m in ("detailed", "sampled")]
    nruns = (len(runs[0]), len(runs[1]))
    print()
    print("case study: wall %.1f s detailed, %.1f s sampled (%.2fx); CPU %.1f s, %.1f s "
          "(%.2fx); findings %s" % (
        float(walls["detailed"]), float(walls["sampled"]),
        float(walls["detailed"]) / float(walls["sampled"]), cpus["detailed"], cpus["sampled"],
        cpus["detailed"] / cpus["sampled"],
        "not compared (%d runs detailed, %d sampled: a half cut short)" % nruns
        if nruns[0] != nruns[1] else
        "DIFFER (see casestudy_*/casestudy_claims.txt)" if differ else
        "the same" if not opened else
        "the same where decided (%d of %d within the sampled runs' bounds)" % (opened, len(claims[0]))))
    keys = [k for k in runs[0] if k in runs[1]]
    print()
    print("| workload | platform | detailed us | sampled us | error | bound | covered | detail | "
          "launches (sampled, reused) | wall s (det / smp) | speedup (wall) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    rows = []
    with open(os.path.join(out, "casestudy_runs.dat"), "w") as dat:
        for i, k in enumerate(keys):
            d, s = runs[0][k], runs[1][k]
            smp = s["sample"]
            td, ts = d["kernel_time_ns"], s["kernel_time_ns"]
            err, bound = (ts - td) / td, smp["bound_fraction"] * ts / td
            cov = abs(ts - td) <= smp["bound_fraction"] * ts + 1e-9
            rows.append((err, cov, smp["sampled_launches"] > 0, d["wall_s"], s["wall_s"]))
            print("| %s | %s | %.3f | %.3f | %+.2f%% | %.2f%% | %s | %.1f%% | %d (%d, %d) | "
                  "%.1f / %.1f | %.2fx |" % (k[0], k[1], td / 1e3, ts / 1e3, 100 * err, 100 * bound,
                  "yes" if cov else "NO", 100 * smp["detail_fraction"], smp["launches"],
                  smp["sampled_launches"], smp["reused_launches"], d["wall_s"], s["wall_s"],
                  d["wall_s"] / s["wall_s"]))
            dat.write('%d "%s %s" %.4f %.4f %.2f\n' % (i, k[0], k[1].split("-")[0], 100 * err,
                                                      100 * bound, 100 * smp["detail_fraction"]))
    if rows:
        errs = sorted(abs(r[0]) for r in rows)
        smpd = [r for r in rows if r[2]]
        print()
        print("%d runs (%d with a sampled launch): median |error| %.2f%%, max %.2f%%; the bound "
              "covers %d of %d; wall time of the runs %.1f s detailed, %.1f s sampled (%.2fx)" % (
                  len(rows), len(smpd), 100 * statistics.median(errs), 100 * errs[-1],
                  sum(r[1] for r in rows), len(rows), sum(r[3] for r in rows),
                  sum(r[4] for r in rows), sum(r[3] for r in rows) / sum(r[4] for r in rows)))
PY
# the plots: each pair's error with its bound as the bar, and its speedup
IMG=${IMG:-docs/img}
mkdir -p "$IMG"
python3 - "$jl" > "$OUT/sampling_plot.dat" <<'PY'
import json, sys
for i, l in enumerate(open(sys.argv[1])):
    r = json.loads(l)
    print('%d "%s %s" %.4f %.4f %.3f' % (i, r["workload"], "d4" if r["platform"] == "d-mgpu-4" else
          ("" if r["platform"] == "r9nano" else r["platform"]), 100 * r["error"],
          100 * r["bound"], r["speedup"] or 0))
PY
if [ -n "$cs" ] && [ -s "$OUT/casestudy_runs.dat" ] && command -v gnuplot > /dev/null; then
    gnuplot <<GP
set terminal svg size 900,420 font "sans,11"
set output "$IMG/sampling_casestudy.svg"
set title "The case study's runs, sampled: share of workgroups run in detail; error against detailed +- the bound"
set xtics rotate by -45 nomirror
set grid ytics
set ylabel "workgroups in detail (%)"
set yrange [0:105]
set y2label "error (%)"
set y2tics
set ytics nomirror
set style fill solid 0.5
set boxwidth 0.7
set key top left
set xrange [-1:*]
plot "$OUT/casestudy_runs.dat" using 1:5:xtic(2) with boxes title "in detail", \
     "" using 1:3:4 axes x1y2 with yerrorbars pt 7 title "error +- bound"
GP
fi
if [ -s "$OUT/sampling_plot.dat" ] && command -v gnuplot > /dev/null; then
    gnuplot <<GP
set terminal svg size 900,420 font "sans,11"
set output "$IMG/sampling_error.svg"
set title "Sampled kernel time: error against detailed, with the stated 95% bound"
set ylabel "error (%)"
set xtics rotate by -45 nomirror
set grid ytics
set key top left
set xrange [-1:*]
plot "$OUT/sampling_plot.dat" using 1:3:4:xtic(2) with yerrorbars pt 7 title "error +- bound", \
     0 with lines lc rgb "#7f7f7f" notitle
set output "$IMG/sampling_speedup.svg"
set title "Sampled against detailed: CPU time speedup"
set ylabel "speedup (x)"
set logscale y
set style fill solid 0.6
set boxwidth 0.7
plot "$OUT/sampling_plot.dat" using 1:5:xtic(2) with boxes notitle
GP
fi
cat "$OUT/sampling.md"
