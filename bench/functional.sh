#!/usr/bin/env bash
# The functional mode against the timing model, and over threads (issue
# 14's targets: functional >= 40x faster than timing on mt; functional at
# 2 threads >= 1.7x over 1 thread). Each pair of configurations takes
# turns REPEAT times; medians with min-max. Host wall time is what a user
# waits; the CPU seconds of the run (mgsim run's host line) are what a
# loaded machine does not inflate, so both are shown for the serial pair.
#
#   bench/functional.sh            REPEAT=5, mt 1K on r9nano
#   W=km SIZE=32K bench/functional.sh
set -euo pipefail
cd "$(dirname "$0")/.."
MGSIM=${MGSIM:-bin/mgsim}
REPEAT=${REPEAT:-5}
W=${W:-mt}
SIZE=${SIZE:-1K}
CONFIG=${CONFIG:-configs/r9nano.ini}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "functional vs timing: $W --size $SIZE on $(basename "$CONFIG" .ini), $REPEAT alternated runs" \
     "(load before: $(cut -d' ' -f1-3 /proc/loadavg))"
for ((i = 0; i < REPEAT; i++)); do
    for mode in timing functional; do
        flag=""; [ $mode = functional ] && flag=--functional
        "$MGSIM" run "$W" --size "$SIZE" --config "$CONFIG" $flag --no-progress |
            sed -nE 's/.*host wall time +([0-9.]+) s \(.*CPU ([0-9.]+) s\).*/\1 \2/p' >>"$tmp/$mode"
    done
done
python3 - "$tmp" <<'PY'
import os, sys
d = sys.argv[1]
def stats(col, mode):
    v = sorted(float(l.split()[col]) for l in open(os.path.join(d, mode)))
    return v[len(v) // 2], v[0], v[-1]
for col, what in ((0, "wall"), (1, "CPU")):
    t, f = stats(col, "timing"), stats(col, "functional")
    print("  %-4s timing %8.3f s [%.3f-%.3f]  functional %7.4f s [%.4f-%.4f]  ratio %6.1fx%s"
          % (what, t[0], t[1], t[2], f[0], f[1], f[2], t[0] / f[0] if f[0] else 0,
             "  (target >= 40x)" if col == 0 else ""))
PY
echo "functional over threads (mgsim scaling; target: 2 threads >= 1.7x over 1):"
"$MGSIM" scaling "$W" --size "$SIZE" --config "$CONFIG" --functional --threads 1,2 \
    --repeat "$REPEAT" --no-progress | sed 's/^/  /'
