#!/usr/bin/env bash
# workloads/det/det_table.sh - the baseline tables of docs/determinism.md: every
# order-sensitive workload (and the histogram control) on the
# nondeterministic baseline, R9 Nano and D-MGPU-4, once per perturbation
# seed (default 0..10, 0 = unperturbed), each cell the first 12 hex
# digits of the SHA-256 of the raw output bytes; then seeds 1 and 2 under
# 1 and 2 simulator threads. Prints markdown on stdout; about three
# minutes on two cores.
#
#   workloads/det/det_table.sh [extra mgsim det options, e.g. --size 1024]
#   make det-table [DET_TABLE_ARGS="..."]
# Environment: MGSIM (default bin/mgsim), SEEDS (default 0-10),
# CONFIGS (default "r9nano d-mgpu-4"), from the source tree's root.
set -euo pipefail
MGSIM=${MGSIM:-bin/mgsim}
SEEDS=${SEEDS:-0-10}
CONFIGS=${CONFIGS:-r9nano d-mgpu-4}
for cfg in $CONFIGS; do
  echo "#### $cfg, --perturb $SEEDS"
  echo
  "$MGSIM" det all --perturb "$SEEDS" --markdown --config "configs/$cfg.ini" "$@"
  echo
done
for cfg in $CONFIGS; do
  for t in 1 2; do
    echo "#### $cfg, --perturb 1,2, --threads $t"
    echo
    "$MGSIM" det all --perturb 1,2 --threads "$t" --markdown --config "configs/$cfg.ini" "$@"
    echo
  done
done
