#!/usr/bin/env bash
# Ranks against threads (docs/engine.md, "Ranks"): for each workload,
# alternately the serial engine, the threaded engine with 2 threads
# (bin/mgsim), and bin/mgsim-mpi over each rank count under mpirun, REPEAT
# rounds whose first configuration rotates; the host wall time each run
# prints (its own run, without mpirun's start-up) and its CPU seconds
# (rank 0's: they include MPI's polling while it waits), as median (min-max),
# with the 1-minute load average seen at each run's start, and the MPI
# engine's line (window, events, messages and bytes across ranks per
# window, rank 0's time per window and its share in exchanges).
#
#   bench/mpi.sh [CONFIG] [WORKLOADS] [RANKS]     (make bench-mpi)
#   defaults: configs/d-mgpu-4.ini "fir:64K km:8K" "1 2"; REPEAT=5
set -u
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
MGSIM_MPI=${MGSIM_MPI:-$(dirname "$MGSIM")/mgsim-mpi}
CONFIG=${1:-configs/d-mgpu-4.ini}
WORKLOADS=${2:-fir:64K km:8K}
RANKS=${3:-1 2}
REPEAT=${REPEAT:-5}
THREADS=${THREADS:-0 2}
command -v mpirun >/dev/null && [ -x "$MGSIM_MPI" ] ||
    { echo "bench/mpi.sh: needs mpirun and $MGSIM_MPI (make deps; make)"; exit 77; }
MPIRUN=(mpirun --oversubscribe --allow-run-as-root --mca mpi_yield_when_idle 1)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
configs=(); for t in $THREADS; do configs+=("t$t"); done
for n in $RANKS; do configs+=("r$n"); done
median() { sort -g | awk '{v[NR]=$1} END{m=(NR%2)?v[(NR+1)/2]:(v[NR/2]+v[NR/2+1])/2; printf "%.3f (%.3f-%.3f)", m, v[1], v[NR]}'; }
echo "bench/mpi.sh: $CONFIG, REPEAT=$REPEAT, $(nproc) cores, $(date -u +%FT%TZ)"
for tok in $WORKLOADS; do
    w=${tok%%:*}; size=(); [ "$w" != "$tok" ] && size=(--size "${tok#*:}")
    for r in $(seq 1 "$REPEAT"); do
        k=${#configs[@]}
        for i in $(seq 0 $((k - 1))); do
            c=${configs[$(( (i + r) % k ))]}
            load=$(cut -d' ' -f1 /proc/loadavg)
            case $c in
            t*) "$MGSIM" run "$w" "${size[@]}" --config "$CONFIG" --no-progress \
                    --threads "${c#t}" >"$tmp/out" 2>&1 ;;
            r*) "${MPIRUN[@]}" -np "${c#r}" "$MGSIM_MPI" run "$w" "${size[@]}" --config "$CONFIG" \
                    --no-progress >"$tmp/out" 2>&1 ;;
            esac || { echo "bench/mpi.sh: $w $c failed:"; cat "$tmp/out"; exit 1; }
            sec=$(sed -n 's/^  host wall time *\([0-9.]*\) s.*/\1/p' "$tmp/out")
            cpu=$(sed -n 's/^  host wall time .*CPU \([0-9.]*\) s.*/\1/p' "$tmp/out")
            echo "$sec" >>"$tmp/$c.t"; echo "${cpu:-0}" >>"$tmp/$c.c"; echo "$load" >>"$tmp/$c.l"
            grep '^  output sha256' "$tmp/out" >>"$tmp/hashes"
            [ "${c:0:1}" = r ] && sed -n 's/^  engine *//p' "$tmp/out" >"$tmp/$c.e"
        done
    done
    [ "$(sort -u "$tmp/hashes" | wc -l)" = 1 ] || { echo "bench/mpi.sh: $w: outputs differ"; exit 1; }
    echo "== $tok"
    for c in "${configs[@]}"; do
        case $c in t0) name="serial" ;; t*) name="${c#t} threads" ;; r*) name="${c#r} rank(s)" ;; esac
        printf '  %-10s wall %s s, CPU (rank 0) %s s, load %s\n' "$name" "$(median <"$tmp/$c.t")" \
            "$(median <"$tmp/$c.c")" \
            "$(sort -g "$tmp/$c.l" | sed -n '1p;$p' | paste -sd- -)"
        [ -f "$tmp/$c.e" ] && echo "             $(cat "$tmp/$c.e")"
    done
    rm -f "$tmp"/*.t "$tmp"/*.c "$tmp"/*.l "$tmp"/*.e "$tmp/hashes"
done
