#!/usr/bin/env bash
# Runs each cmocka test program given on the command line, shows its own
# summary, and closes with one line "tests: N passed, N failed, N skipped"
# over all of them, after a list of the skipped tests with their reasons
# (test/skip.h prints "skipped: REASON" before each skip).
# Exits non-zero when any test program fails, and, under CI=true, when any
# test was skipped: everything a test may skip for is installed by
# `make deps` or set by `make test`, so in CI a skip is a broken setup.
#
# Each program's output is shown as it runs (a hung test shows where it
# hangs), and a program still running after TEST_TIMEOUT seconds (default
# 900) is killed with its children and counted as failing, so a hang fails
# the run with its name instead of eating CI's time.
set -u
passed=0; failed=0; skipped=0; bad_progs=(); skip_list=()
limit=${TEST_TIMEOUT:-900}
log=$(mktemp); trap 'rm -f "$log"' EXIT
for t in "$@"; do
  echo "== ${t}"
  start=$SECONDS
  timeout -k 30 "$limit" "$t" 2>&1 | tee "$log"; rc=${PIPESTATUS[0]}
  out=$(cat "$log")
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    echo "== ${t}: still running after ${limit} s (TEST_TIMEOUT): killed"
  fi
  echo "== ${t}: $((SECONDS - start)) s"
  p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END{print s+0}')
  f=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END{print s+0}')
  s=$(printf '%s\n' "$out" | sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END{print s+0}')
  passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
  # Each skipped test as "program: test: reason" (the reason line comes
  # first; cmocka's own "[  SKIPPED ] name" line follows it while running).
  while IFS= read -r line; do
    [ -n "$line" ] && skip_list+=("$line")
  done < <(printf '%s\n' "$out" | awk -v prog="$(basename "$t")" '
    /^\[==========\] [0-9]+ test\(s\) run/ { done = 1 }
    done { next }
    /skipped: / { sub(/.*skipped: /, ""); reason = $0; next }
    /^\[  SKIPPED \] / { name = $0; sub(/^\[  SKIPPED \] /, "", name);
                         print prog ": " name ": " (reason == "" ? "(no reason given)" : reason);
                         reason = "" }')
  if [ $rc -ne 0 ]; then
    bad_progs+=("$t (exit $rc)")
    [ "$f" -eq 0 ] && failed=$((failed + 1))
  fi
done
echo
if [ ${#skip_list[@]} -gt 0 ]; then
  printf 'skipped: %s\n' "${skip_list[@]}"
fi
if [ ${#bad_progs[@]} -gt 0 ]; then
  printf 'failing program: %s\n' "${bad_progs[@]}"
fi
echo "tests: ${passed} passed, ${failed} failed, ${skipped} skipped"
if [ "${CI:-}" = true ] && [ "$skipped" -gt 0 ]; then
  echo "CI=true: ${skipped} skipped test(s) are failures here (make deps installs what they need)"
  exit 1
fi
[ ${#bad_progs[@]} -eq 0 ]
