#!/usr/bin/env bash
# workloads/det/det_slowdown.sh - the DAB and GPUDet tables of docs/determinism.md:
# every det workload on one R9 Nano under the perturbed baseline, DAB
# (--set dab.enable=1) and GPUDet (--set gpudet.enable=1) at perturbation
# seeds 1..10; prints markdown on stdout:
#   1. per mechanism, the output hash (first 12 hex digits) per seed and
#      the number of distinct hashes (the baseline's differ, DAB's and
#      GPUDet's must not);
#   2. the mean cycles over the seeds and the slowdowns DAB / baseline,
#      GPUDet / baseline and GPUDet / DAB, with their geometric means over
#      the atomic-intensive workloads (all five use atomics).
# Every run is verified against its CPU reference (mgsim det exits 1
# otherwise, and so does this script). About 8 minutes on two cores at
# the default sizes.
#
#   workloads/det/det_slowdown.sh [extra mgsim det options, e.g. --size 1024]
# Environment: MGSIM (default bin/mgsim), SEEDS (default 1-10),
# WORKLOADS (default all), CONFIG (default r9nano), from the tree's root.
set -euo pipefail
MGSIM=${MGSIM:-bin/mgsim}
SEEDS=${SEEDS:-1-10}
WORKLOADS=${WORKLOADS:-all}
CONFIG=${CONFIG:-r9nano}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A SET=([baseline]="" [dab]="--set dab.enable=1" [gpudet]="--set gpudet.enable=1")
for m in baseline dab gpudet; do
  # shellcheck disable=SC2086
  "$MGSIM" det "$WORKLOADS" --perturb "$SEEDS" --config "configs/$CONFIG.ini" ${SET[$m]} "$@" \
    > "$tmp/$m.txt"
done
awk -v seeds="$SEEDS" -v cfg="$CONFIG" '
  # lines: NAME CONFIG perturb SEED SHA256 verified CYCLES cycles SECONDS s
  $3 == "perturb" && $6 == "verified" {
    m = FILENAME; sub(/.*\//, "", m); sub(/\.txt$/, "", m)
    w = $1; s = $4
    if (!(w in seen)) { seen[w] = 1; order[++nw] = w }
    if (!((m, s) in isseed)) { isseed[m, s] = 1; if (m == "baseline") sl[++ns] = s }
    h[m, w, s] = substr($5, 1, 12)
    cyc[m, w] += $7; cnt[m, w]++
  }
  END {
    split("baseline dab gpudet", ms, " ")
    for (k = 1; k <= 3; k++) {
      m = ms[k]
      printf "#### %s, %s, --perturb %s\n\n| workload |", m, cfg, seeds
      for (j = 1; j <= ns; j++) printf " %s |", sl[j]
      printf " distinct |\n|---|"
      for (j = 1; j <= ns; j++) printf "---|"
      printf "---|\n"
      for (i = 1; i <= nw; i++) {
        w = order[i]; printf "| %s |", w; delete d; nd = 0
        for (j = 1; j <= ns; j++) {
          x = h[m, w, sl[j]]; printf " `%s` |", x
          if (!(x in d)) { d[x] = 1; nd++ }
        }
        printf " %d |\n", nd
      }
      printf "\n"
    }
    printf "#### cycles (mean over the seeds) and slowdowns, %s\n\n", cfg
    printf "| workload | baseline | DAB | GPUDet | DAB / baseline | GPUDet / baseline | GPUDet / DAB |\n"
    printf "|---|---|---|---|---|---|---|\n"
    ld = lg = lr = 0
    for (i = 1; i <= nw; i++) {
      w = order[i]
      b = cyc["baseline", w] / cnt["baseline", w]
      a = cyc["dab", w] / cnt["dab", w]
      g = cyc["gpudet", w] / cnt["gpudet", w]
      printf "| %s | %.0f | %.0f | %.0f | %.2fx | %.2fx | %.2fx |\n", w, b, a, g, a / b, g / b, g / a
      ld += log(a / b); lg += log(g / b); lr += log(g / a)
    }
    printf "| geometric mean | | | | %.2fx | %.2fx | %.2fx |\n\n", exp(ld / nw), exp(lg / nw), exp(lr / nw)
  }' "$tmp/baseline.txt" "$tmp/dab.txt" "$tmp/gpudet.txt"
