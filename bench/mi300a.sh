#!/usr/bin/env bash
# Our model against a real MI300A (issue 30, docs/validation.md "Against
# real hardware"): every measured point of MGPUSim's mi300a.csv
# (bench/mi300a/mgpusim/, vendored unmodified) is run by the same HIP
# program, built by hipcc for gfx940 (`make mi300a-progs`), under
# `mgsim exec`; the programs' own CSV lines are compared with the
# measured times by `mgsim compare` (table, WMAPE, MAPE, per-kernel
# median |error|, MGPUSim's simulated figures as a third column) and
# drawn by `mgsim plot` (log-log, y = x). `make validate-mi300a` builds
# everything and runs this.
#
#   bench/mi300a.sh [--config FILE] [--limit SECONDS] [--only K1,K2]
#                   [--max-ms MS] [--jobs N] [--out DIR] [--fresh] [--no-verify]
#                   [--budget SECONDS] [--collect]
#
#   --config   the platform (default configs/mi300a.ini when it exists,
#              else configs/r9nano-gfx940.ini)
#   --limit    CPU seconds a point may take on one core (default 300,
#              engine serial); a point over it is "not run", and so are
#              the points of the same program with longer measured times
#   --only     kernels (mi300a.csv's kernel_name: fir, memcopy_h2d, ...)
#   --max-ms   only points whose measured time is at most MS (a quick
#              subset: --max-ms 0.05)
#   --jobs     points run at once (default 1)
#   --budget   start no point after SECONDS of wall time (the rest are
#              "not run: the sweep's time budget"); the table is written
#              from what ran, and a later run with the same --out goes on
#   --collect  run no new point: the table from what --out holds
#   --out      results folder (default results/mi300a); a point whose
#              output is there already is not run again (--fresh: rerun)
#   --no-verify  skip the check of results: the programs print none, so
#              each program's smallest point runs twice more, its gfx803
#              build on configs/r9nano.ini and its gfx940 build on the
#              config, and the bytes the two leave in device memory must
#              agree (floats within rounding: `mgsim compare --buffers`)
#
# Each program runs with --iterations 1 and its size options (taken from
# mi300a.csv's problem_size, bfs's degree from the row order). The
# programs' timing loop (bench_common.h) always runs one unmeasured
# warmup call first, then the measured ones; the hardware figure is the
# mean of 51 measured calls after that warmup. The simulation is
# deterministic, so one measured call after the same warmup is the
# figure 51 would average to (each call starts from the state the one
# before left, as on the chip).
#
# Needs MGSIM (default bin/mgsim) and PROGS (default build/mi300a).
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
PROGS=${PROGS:-build/mi300a}
SRC=bench/mi300a/mgpusim
CONFIG=configs/r9nano-gfx940.ini
[ -f configs/mi300a.ini ] && CONFIG=configs/mi300a.ini
LIMIT=300 ONLY= MAXMS= JOBS=1 OUT=results/mi300a FRESH=0 VERIFY=1 BUDGET=0 COLLECT=0

usage() { sed -n '12,37p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
    case "$1" in
    --config) CONFIG=$2; shift 2 ;;
    --limit) LIMIT=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --max-ms) MAXMS=$2; shift 2 ;;
    --jobs) JOBS=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --fresh) FRESH=1; shift ;;
    --no-verify) VERIFY=0; shift ;;
    --budget) BUDGET=$2; shift 2 ;;
    --collect) COLLECT=1; shift ;;
    -h|--help) usage ;;
    *) echo "bench/mi300a.sh: unknown option '$1'" >&2; usage ;;
    esac
done
for v in "$LIMIT" "$JOBS"; do
    [[ $v =~ ^[1-9][0-9]*$ ]] || { echo "bench/mi300a.sh: '$v' is not a positive integer" >&2; exit 2; }
done
[ -f "$CONFIG" ] || { echo "bench/mi300a.sh: no config '$CONFIG'" >&2; exit 2; }
[ -x "$MGSIM" ] || { echo "bench/mi300a.sh: no $MGSIM (make)" >&2; exit 2; }

# program and options of a point: kernel_name, problem_size, occurrence
point_args() {
    local k=$1 s=$2 occ=$3 a b
    case $k in
    vectoradd|relu|bitonicsort|fastwalshtransform) echo "$k --size $s" ;;
    atax|bicg|matrixtranspose|stencil2d) echo "$k --size ${s%%x*}" ;;
    matrixmultiplication) echo "$k --size ${s%%x*}" ;;
    memcopy_*) echo "memcopy --size ${s%MB}" ;;
    floydwarshall) echo "$k --nodes ${s%_nodes}" ;;
    fft1D_512) echo "fft --size ${s%_elements}" ;;
    nbody) echo "$k --bodies ${s%_particles}" ;;
    nw) echo "$k --size ${s#length=}" ;;
    fir) echo "$k --length ${s%_taps*} --taps ${s#*_taps}" ;;
    simpleconvolution) echo "$k --size ${s%%x*} --mask ${s#*_mask}" ;;
    kmeans) a=${s#pts}; b=${a#*_feat}
        echo "$k --points ${a%%_*} --features ${b%%_*} --clusters ${s##*_clus}" ;;
    bfs) local deg=(4 8 16 32) # run_all.sh's order of degrees for each size
        echo "$k --nodes ${s#nodes} --degree ${deg[$occ]}" ;;
    spmv_csr_scalar) a=${s%%x*}; b=${s#*_nnz}; echo "spmv --rows $a --nnz $((b / a))" ;;
    pagerank) a=${s#nodes}; echo "$k --nodes ${a%%_*}" ;;
    conv2d|im2col) a=${s#N1_C1_}; b=${a#*_k}; echo "$k --size ${a%%x*} --mask ${b%%x*}" ;;
    *) return 1 ;;
    esac
}

# one run: its output file from "program args" (a name without spaces)
run_file() { echo "$OUT/runs/$(echo "$1" | tr ' ' '_' | tr -s '_-' '_-')"; }

# Runs one program (its "program args" in $1) unless its output is there;
# the output file ends with "# exit N" and the CPU seconds used.
run_one() {
    local f; f=$(run_file "$1")
    [ -f "$f.out" ] && return 0
    local prog=${1%% *} args=${1#* } rc=0 t0 t1
    t0=$(date +%s.%N)
    # shellcheck disable=SC2086
    ( ulimit -t "$LIMIT"; exec timeout $((LIMIT * 3)) "$MGSIM" exec --config "$CONFIG" \
        --threads 0 -- "$PROGS/$prog" --iterations 1 $args ) > "$f.tmp" 2> "$f.err" || rc=$?
    t1=$(date +%s.%N)
    echo "# exit $rc wall $(echo "$t1 - $t0" | bc)" >> "$f.tmp"
    mv "$f.tmp" "$f.out"
}
export -f run_one run_file
export OUT LIMIT MGSIM CONFIG PROGS

[ "$FRESH" = 1 ] && rm -rf "$OUT/runs"
mkdir -p "$OUT/runs"
# the points: kernel, size, occurrence, measured ms, run (sorted by
# program, then measured time: small first)
awk -F, 'NR > 1 { n = occ[$1 "," $2]++; print $1 "," $2 "," n "," $4 }' "$SRC/mi300a.csv" \
    > "$OUT/points.csv"
: > "$OUT/plan.csv"
while IFS=, read -r k s occ ms; do
    if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$k,"* ]]; then continue; fi
    if [ -n "$MAXMS" ] && awk -v a="$ms" -v b="$MAXMS" 'BEGIN { exit !(a > b) }'; then continue; fi
    r=$(point_args "$k" "$s" "$occ") || { echo "bench/mi300a.sh: no options for $k $s" >&2; exit 1; }
    [ -x "$PROGS/${r%% *}" ] || { echo "bench/mi300a.sh: no $PROGS/${r%% *} (make mi300a-progs)" >&2; exit 2; }
    echo "$k,$s,$occ,$ms,$r" >> "$OUT/plan.csv"
done < "$OUT/points.csv"
# program name first, then the measured time (a numeric sort: sizes
# written as text do not sort)
awk -F, '{ split($5, w, " "); print w[1] "," $0 }' "$OUT/plan.csv" | sort -t, -k1,1 -k5,5g |
    cut -d, -f2- > "$OUT/plan.sorted" && mv "$OUT/plan.sorted" "$OUT/plan.csv"
echo "bench/mi300a.sh: $(wc -l < "$OUT/plan.csv") points of $(wc -l < "$OUT/points.csv") on $CONFIG, limit ${LIMIT} s CPU, $JOBS at a time" >&2

# Runs in waves: every program's next point (smallest measured time
# first); a program stops at its first point over the limit.
declare -A stopped
status() { # of a run's output file: ok, limit, fail N
    local last; last=$(tail -n 1 "$1")
    case $last in
    "# exit 0 "*) echo ok ;;
    "# exit 124 "*|"# exit 137 "*|"# exit 152 "*) echo limit ;;
    *) echo "fail ${last#\# exit }" | cut -d' ' -f1-2 ;;
    esac
}
mapfile -t plan < "$OUT/plan.csv"
declare -A done_run
start=$SECONDS
while [ "$COLLECT" = 0 ] && { [ "$BUDGET" = 0 ] || [ $((SECONDS - start)) -lt "$BUDGET" ]; }; do
    batch=()
    declare -A seen=()
    for line in "${plan[@]}"; do
        IFS=, read -r k s occ ms r <<< "$line"
        prog=${r%% *}
        [ -n "${stopped[$prog]:-}" ] || [ -n "${done_run[$r]:-}" ] || [ -n "${seen[$prog]:-}" ] && continue
        seen[$prog]=1
        batch+=("$r")
    done
    unset seen
    [ ${#batch[@]} -eq 0 ] && break
    printf '%s\n' "${batch[@]}" | xargs -P "$JOBS" -I{} bash -c 'run_one "{}"'
    for r in "${batch[@]}"; do
        done_run[$r]=1
        st=$(status "$(run_file "$r").out")
        echo "  $r: $st" >&2
        [ "$st" = limit ] && stopped[${r%% *}]="$r"
    done
done

# collect: our CSV lines, and why the others are missing
echo "kernel_name,problem_size,occurrence,avg_ms" > "$OUT/ours.csv"
: > "$OUT/notrun.csv"
while IFS=, read -r k s occ ms; do
    if ! r=$(grep -m1 "^$k,$s,$occ," "$OUT/plan.csv" | cut -d, -f5); then
        echo "$k,$s,$occ,not in this run's selection (--only/--max-ms)" >> "$OUT/notrun.csv"
        continue
    fi
    f=$(run_file "$r").out
    if [ ! -f "$f" ]; then
        if [ -n "${stopped[${r%% *}]:-}" ]; then
            echo "$k,$s,$occ,over the limit: a smaller point of ${r%% *} (${stopped[${r%% *}]}) took more than ${LIMIT} s" >> "$OUT/notrun.csv"
        else
            echo "$k,$s,$occ,not reached: the sweep's time budget (--budget $BUDGET) ran out" >> "$OUT/notrun.csv"
        fi
        continue
    fi
    st=$(status "$f")
    line=$(grep -m1 "^$k,$s," "$f" || true)
    if [ "$st" = ok ] && [ -n "$line" ]; then
        # bfs prints the same size for each degree: the row's occurrence
        echo "$line" | awk -F, -v o="$occ" '{ print $1 "," $2 "," o "," $4 }' >> "$OUT/ours.csv"
    elif [ "$st" = limit ]; then
        echo "$k,$s,$occ,over the limit (${LIMIT} s CPU)" >> "$OUT/notrun.csv"
    else
        why=$(grep -m1 -i "mgsim\|error\|unsupported" "$(run_file "$r").err" | tr ',' ';' | cut -c1-150 || true)
        echo "$k,$s,$occ,$st: ${why:-no CSV line}" >> "$OUT/notrun.csv"
    fi
done < "$OUT/points.csv"

"$MGSIM" compare "$SRC/mi300a.csv" "$OUT/ours.csv" --third "$SRC/comparison_m9.1_v2.csv" \
    --not-run "$OUT/notrun.csv" --md "$OUT/table.md" --tsv "$OUT/table.tsv" --jsonl "$OUT/points.jsonl"
if [ -s "$OUT/points.jsonl" ]; then
    "$MGSIM" plot "$OUT/points.jsonl" --x hw_ms --y sim_ms --group kernel --logx --logy \
        --scatter --diagonal --title "mgsim ($(basename "$CONFIG")) against MI300A, kernel ms" \
        -o "$OUT/mi300a.png"
fi
# the check of results: each program's smallest point, gfx803 against gfx940
if [ "$VERIFY" = 1 ]; then
    : > "$OUT/verify.txt"
    declare -A vdone
    good=0 all=0
    while IFS=, read -r k s occ ms r; do
        prog=${r%% *} args=${r#* }
        [ -n "${vdone[$prog]:-}" ] && continue
        vdone[$prog]=1 all=$((all + 1))
        d=$OUT/verify/$prog
        rm -rf "$d" && mkdir -p "$d/gfx803" "$d/gfx940"
        verdict=
        # shellcheck disable=SC2086
        if [ ! -x "$PROGS/gfx803/$prog" ]; then
            verdict="no gfx803 build ($PROGS/gfx803/$prog)"
        elif ! ( ulimit -t "$LIMIT"; "$MGSIM" exec --config configs/r9nano.ini \
                 --stats "$d/gfx803.json" --dump-buffers "$d/gfx803" -- "$PROGS/gfx803/$prog" --iterations 1 $args ) \
                 < /dev/null > "$d/gfx803.out" 2>&1; then
            verdict="the gfx803 build failed on r9nano: $(tail -n 1 "$d/gfx803.out")"
        elif ! ( ulimit -t "$LIMIT"; "$MGSIM" exec --config "$CONFIG" \
                 --stats "$d/gfx940.json" --dump-buffers "$d/gfx940" -- "$PROGS/$prog" --iterations 1 $args ) \
                 < /dev/null > "$d/gfx940.out" 2>&1; then
            verdict="the gfx940 build failed: $(tail -n 1 "$d/gfx940.out")"
        elif "$MGSIM" compare --buffers "$d/gfx803" "$d/gfx940" > "$d/compare.txt"; then
            # (grep -c counts 0 with status 1: not a failure here)
            nb=$(grep -c . "$d/compare.txt" || true)
            ns=$(grep -c 'same bytes' "$d/compare.txt" || true)
            verdict="verified ($nb buffers: $ns the same bytes, $((nb - ns)) floats within rounding)"
            good=$((good + 1))
        else
            verdict="DIFFER: $(grep -m1 -v 'same bytes\|within rounding' "$d/compare.txt")"
        fi
        rm -rf "$d/gfx803" "$d/gfx940" # the dumps (the digests stay in the JSON)
        echo "$prog $args: $verdict" | tee -a "$OUT/verify.txt" >&2
    done < "$OUT/plan.csv"
    {
        echo
        echo "## Results checked ($good of $all programs)"
        echo
        echo "Each program's smallest point built for gfx803 (on r9nano.ini) and for gfx940"
        echo "(on $(basename "$CONFIG")): the bytes left in device memory agree."
        echo
        sed 's/^/- /' "$OUT/verify.txt"
    } >> "$OUT/table.md"
    echo "bench/mi300a.sh: results checked: $good of $all programs" >&2
fi
echo "bench/mi300a.sh: $OUT/table.md, $OUT/table.tsv, $OUT/mi300a.png" >&2
