#!/usr/bin/env bash
# Runs each cmocka test program given on the command line, shows its own
# summary, and closes with one line "N passed, N failed" over all of them.
# Exits non-zero when any test program fails.
set -u
passed=0; failed=0; bad_progs=()
for t in "$@"; do
  echo "== ${t}"
  out=$("$t" 2>&1); rc=$?
  printf '%s\n' "$out"
  p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END{print s+0}')
  f=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END{print s+0}')
  passed=$((passed + p)); failed=$((failed + f))
  if [ $rc -ne 0 ]; then
    bad_progs+=("$t (exit $rc)")
    [ "$f" -eq 0 ] && failed=$((failed + 1))
  fi
done
echo
if [ ${#bad_progs[@]} -gt 0 ]; then
  printf 'failing program: %s\n' "${bad_progs[@]}"
fi
echo "tests: ${passed} passed, ${failed} failed"
[ ${#bad_progs[@]} -eq 0 ]
