#!/usr/bin/env bash
# One simulation over 2 MPI ranks as a Slurm job on this one machine
# (issue 17 item 4): on a private single-node Slurm (slurm_lib.sh), two
# `sbatch -n 2` jobs run bin/mgsim-mpi over 2 ranks, one by Open MPI's
# mpirun (which takes its slots from the Slurm allocation), one by
# `srun --mpi=pmix` (Slurm starts the ranks itself); each must print the
# summary of bin/mgsim's serial run (less the engine and host wall-time
# lines) and write the same --stats (normalised as test/regress does).
# Debian 12's Open MPI speaks PMIx to srun, not PMI-2: `srun --mpi=pmi2`
# fails in MPI_Init ("OMPI was not built with SLURM's PMI support").
#
# Skipped (77, after "skipped: WHY") without mpirun or bin/mgsim-mpi, or
# where slurm_lib.sh skips. MGSIM (default bin/mgsim) is the serial
# binary, MGSIM_MPI (default: mgsim-mpi beside it) the MPI one.
set -u
cd "$(dirname "$0")/../.."
ROOT=$PWD
MGSIM=$(realpath "${MGSIM:-bin/mgsim}")
MGSIM_MPI=${MGSIM_MPI:-$(dirname "$MGSIM")/mgsim-mpi}
. test/cluster/slurm_lib.sh
command -v mpirun >/dev/null || skip "mpirun not on PATH (make deps installs openmpi-bin)"
[ -x "$MGSIM_MPI" ] || skip "$MGSIM_MPI not built (Open MPI missing at build time; make deps)"
MGSIM_MPI=$(realpath "$MGSIM_MPI")
slurm_start
T0=$SECONDS

RUN=(run fir --config configs/d-mgpu-4.ini --size 4K --no-progress)
summary() { grep -v -e '^  engine ' -e '^  host wall time' "$1"; }
norm() { python3 test/regress/normalise_stats.py <"$1"; }

# the jobs: the same run under each launcher, from the repository root
J=$TMP/jobs
mkdir -p "$J"
declare -A LAUNCH=(
    [mpirun]="mpirun --allow-run-as-root -np \"\$SLURM_NTASKS\""
    [srun]="srun --mpi=pmix"
)
for l in mpirun srun; do
    {
        printf '#!/bin/bash\n#SBATCH --job-name=mgsim-mpi-%s\n#SBATCH --ntasks=2\n' "$l"
        printf '#SBATCH --chdir=%s\n#SBATCH --output=%s\n' "$(q "$ROOT")" "$(q "$J/$l.log")"
        # polite on a shared node; Open MPI's own allocations are not ours to leak-check
        printf 'export OMPI_MCA_mpi_yield_when_idle=1\n'
        printf 'export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\n'
        printf '%s %q' "${LAUNCH[$l]}" "$MGSIM_MPI"
        printf ' %q' "${RUN[@]}" --stats "$J/$l.json"
        printf ' >%q\n' "$J/$l.txt"
    } >"$J/$l.sbatch"
    slurm_submit "$J" "$l.sbatch"
    eval "JOB_$l=$JOB"
done

# the serial run meanwhile
"$MGSIM" "${RUN[@]}" --stats "$TMP/serial.json" >"$TMP/serial.txt" 2>&1 ||
    fail "the serial run failed: $(tail -n 3 "$TMP/serial.txt")"

for l in mpirun srun; do
    JOB=$(eval "echo \$JOB_$l")
    st=$(slurm_wait)
    [ "$st" = "0=COMPLETED" ] || fail "the $l job $JOB ended $st: $(tail -n 20 "$J/$l.log" "$J/$l.txt" 2>&1)"
    [ -s "$J/$l.json" ] || fail "the $l job wrote no --stats"
    # two ranks of one run, not two 1-rank runs (srun without PMIx)
    grep -q '^  engine .*2 ranks' "$J/$l.txt" ||
        fail "the $l job did not run over 2 ranks: $(grep '^  engine' "$J/$l.txt")"
    if ! diff <(summary "$TMP/serial.txt") <(summary "$J/$l.txt") >"$TMP/d" ||
       ! diff <(norm "$TMP/serial.json") <(norm "$J/$l.json") >>"$TMP/d"; then
        head -n 20 "$TMP/d"
        fail "2 ranks by $l differ from the serial run"
    fi
    echo "$CHECK: 2 ranks by $l (job $JOB) = serial run" \
         "($(grep '^  output sha256' "$J/$l.txt" | awk '{print substr($3, 1, 16)}'))"
done
echo "$CHECK: $((SECONDS - T0)) s"
