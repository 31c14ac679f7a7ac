#!/usr/bin/env bash
# Whole runs over MPI ranks against the serial engine (docs/engine.md,
# Ranks): for each workload, `bin/mgsim run W` (serial) and
# `mpirun -np N bin/mgsim-mpi run W` for each N must print the same
# summary (output hash, kernel time and cycles, instructions, per-GPU
# lines; only the engine and host wall-time lines may differ) and write
# the same --stats (normalised as test/regress does: host-side figures
# dropped); with TRACE=1 also the same --trace file, byte for byte. Exit
# 0 when all agree, 1 with a diff otherwise, 77 when MPI is not
# installed. test/mpi/test_mpi.c runs it from `make test`.
#
#   [TRACE=1] test/mpi/run.sh [WORKLOADS] [RANKS] [CONFIG] [extra mgsim run args...]
#   defaults: "aes bs fir gd km mt sc" "1 2 4" configs/d-mgpu-4.ini;
#   a workload may carry its size: "fir:4K".
set -u
cd "$(dirname "$0")/../.."
MGSIM=${MGSIM:-bin/mgsim}
MGSIM_MPI=${MGSIM_MPI:-$(dirname "$MGSIM")/mgsim-mpi}
WORKLOADS=${1:-aes bs fir gd km mt sc}
RANKS=${2:-1 2 4}
CONFIG=${3:-configs/d-mgpu-4.ini}
shift $(( $# < 3 ? $# : 3 ))
command -v mpirun >/dev/null || { echo "run.sh: mpirun not on PATH (make deps installs openmpi-bin)"; exit 77; }
[ -x "$MGSIM_MPI" ] || { echo "run.sh: $MGSIM_MPI not built (Open MPI missing at build time?)"; exit 77; }
# A job still running after MPI_TIMEOUT seconds (default 300) is aborted
# with its ranks' states and stack traces (test/mpi/bin/gstack), so a hang
# shows where each rank waits instead of stalling the test run.
PATH="$PWD/test/mpi/bin:$PATH"
MPIRUN=(mpirun --oversubscribe --allow-run-as-root --mca mpi_yield_when_idle 1
        --timeout "${MPI_TIMEOUT:-300}" --report-state-on-timeout --get-stack-traces)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
trace() { [ "${TRACE:-0}" = 1 ] && echo --trace "$tmp/$1.trace"; }
summary() { grep -v -e '^  engine ' -e '^  host wall time' "$1"; }
bad=0
for tok in $WORKLOADS; do
    w=${tok%%:*}; size=(); [ "$w" != "$tok" ] && size=(--size "${tok#*:}")
    "$MGSIM" run "$w" "${size[@]}" --config "$CONFIG" --no-progress --stats "$tmp/s.json" $(trace s) "$@" >"$tmp/s.txt" 2>&1 ||
        { echo "run.sh: serial $w failed:"; cat "$tmp/s.txt"; bad=1; continue; }
    python3 test/regress/normalise_stats.py <"$tmp/s.json" >"$tmp/s.norm"
    for n in $RANKS; do
        rm -f "$tmp/m.json"
        if ! "${MPIRUN[@]}" -np "$n" "$MGSIM_MPI" run "$w" "${size[@]}" --config "$CONFIG" --no-progress \
                --stats "$tmp/m.json" $(trace m) "$@" >"$tmp/m.txt" 2>"$tmp/m.err"; then
            echo "run.sh: $w over $n ranks failed:"; cat "$tmp/m.txt" "$tmp/m.err"; bad=1; continue
        fi
        python3 test/regress/normalise_stats.py <"$tmp/m.json" >"$tmp/m.norm"
        if ! diff <(summary "$tmp/s.txt") <(summary "$tmp/m.txt") >"$tmp/d" ||
           ! diff "$tmp/s.norm" "$tmp/m.norm" >>"$tmp/d" ||
           { [ "${TRACE:-0}" = 1 ] && ! cmp "$tmp/s.trace" "$tmp/m.trace" >>"$tmp/d"; }; then
            echo "run.sh: $w over $n ranks differs from serial:"; head -30 "$tmp/d"; bad=1
        else
            echo "run.sh: $tok over $n ranks identical ($([ "${TRACE:-0}" = 1 ] && echo "trace $(wc -c <"$tmp/m.trace") bytes, ")$(grep '^  output sha256' "$tmp/m.txt" | awk '{print $3}' | cut -c1-16), $(grep -o '[0-9]* windows: [0-9]* events' "$tmp/m.txt"))"
        fi
    done
done
exit $bad
