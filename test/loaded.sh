#!/usr/bin/env bash
# The test suite on a busy machine (issue 34): runs `make -j2 test` (or the
# command given) next to LOAD busy loops (default 2: on a 2-core machine,
# every core shared with another process), then reports the suite's
# result and its wall time. The suite must stay green: a test that fails
# only under load has a time limit that measures wall time, not progress.
#   test/loaded.sh [LOAD] [COMMAND...]
set -u
cd "$(dirname "$0")/.."
load=${1:-2}; shift $(( $# > 0 ? 1 : 0 ))
[ $# -gt 0 ] || set -- make -j2 test
pids=()
for _ in $(seq "$load"); do
    ( while :; do :; done ) &
    pids+=($!)
done
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
start=$SECONDS
"$@"; rc=$?
echo "loaded.sh: '$*' next to $load busy loop(s): exit $rc after $((SECONDS - start)) s"
exit $rc
