#!/usr/bin/env bash
# Runs each cmocka test program given on the command line, shows its own
# summary, and closes with one line "tests: N passed, N failed, N skipped"
# over all of them, after a list of the skipped tests with their reasons
# (test/skip.h prints "skipped: REASON" before each skip).
# Exits non-zero when any test program fails, and, under CI=true, when any
# test was skipped: everything a test may skip for is installed by
# `make deps` or set by `make test`, so in CI a skip is a broken setup.
#
# TEST_JOBS=N (default 1; `make -jN test` passes N) runs N programs at a
# time: the programs are single-threaded for the most part, so on N cores
# the suite takes about 1/N of the time. With one job each program's
# output is shown as it runs (a hung test shows where it hangs); with
# more, each program's output is shown whole when it ends.
# A program still running after TEST_TIMEOUT seconds (default 900) is
# killed with its children and counted as failing, so a hang fails the
# run with its name instead of eating CI's time.
#
# Each program's line "== PROG: W s (CPU C s)" gives its wall time and its
# CPU time (user + system, its children's included): unlike the wall
# time, the CPU time hardly changes with the machine's load, so it tells
# what a quiet CI machine will spend.
set -u
passed=0; failed=0; skipped=0; bad_progs=(); skip_list=()
limit=${TEST_TIMEOUT:-900}
jobs=${TEST_JOBS:-1}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || jobs=1
cpu_total=0
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# Runs program number $1 ($2); its output goes to $work/$1.log (and to the
# terminal too with one job), its exit status, wall and CPU seconds to
# $work/$1.res.
run_one() {
  local i=$1 t=$2 rc
  TIMEFORMAT='%R %U %S'
  if [ "$jobs" = 1 ]; then
    { time timeout -k 30 "$limit" "$t" >"$work/$i.out" 2>&1; } 2>"$work/$i.time" &
    local pid=$!
    tail -f --pid=$pid "$work/$i.out" 2>/dev/null
    wait $pid; rc=$?
    mv "$work/$i.out" "$work/$i.log"
  else
    { time timeout -k 30 "$limit" "$t" >"$work/$i.log" 2>&1; } 2>"$work/$i.time"; rc=$?
  fi
  echo "$rc $(tail -1 "$work/$i.time")" >"$work/$i.res"
}

# Counts program $1's results ($2 its path) and, with several jobs, shows
# its output first.
report() {
  local i=$1 t=$2 rc wall user sys out p f s
  read -r rc wall user sys <"$work/$i.res"
  [ "$jobs" = 1 ] || { echo "== ${t}"; cat "$work/$i.log"; }
  out=$(cat "$work/$i.log")
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    echo "== ${t}: still running after ${limit} s (TEST_TIMEOUT): killed"
  fi
  local cpu; cpu=$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { printf "%.1f", u + s }')
  cpu_total=$(awk -v a="$cpu_total" -v b="$cpu" 'BEGIN { printf "%.1f", a + b }')
  echo "== ${t}: $(printf '%.0f' "${wall:-0}") s (CPU ${cpu} s)"
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
  if [ "$rc" -ne 0 ]; then
    bad_progs+=("$t (exit $rc)")
    [ "$f" -eq 0 ] && failed=$((failed + 1))
  fi
}

progs=("$@")
declare -A running=() # pid -> program number
next=0
while [ "$next" -lt ${#progs[@]} ] || [ ${#running[@]} -gt 0 ]; do
  while [ "$next" -lt ${#progs[@]} ] && [ ${#running[@]} -lt "$jobs" ]; do
    if [ "$jobs" = 1 ]; then
      echo "== ${progs[$next]}"
      run_one "$next" "${progs[$next]}"
      report "$next" "${progs[$next]}"
      next=$((next + 1))
      continue
    fi
    run_one "$next" "${progs[$next]}" &
    running[$!]=$next
    next=$((next + 1))
  done
  [ ${#running[@]} -gt 0 ] || continue
  wait -n
  for pid in "${!running[@]}"; do
    if [ -e "$work/${running[$pid]}.res" ]; then # its last step done
      i=${running[$pid]}
      unset "running[$pid]"
      wait "$pid" 2>/dev/null
      report "$i" "${progs[$i]}"
    fi
  done
done
echo
if [ ${#skip_list[@]} -gt 0 ]; then
  printf 'skipped: %s\n' "${skip_list[@]}"
fi
if [ ${#bad_progs[@]} -gt 0 ]; then
  printf 'failing program: %s\n' "${bad_progs[@]}"
fi
echo "tests: ${passed} passed, ${failed} failed, ${skipped} skipped ($SECONDS s, CPU ${cpu_total} s, ${jobs} at a time)"
if [ "${CI:-}" = true ] && [ "$skipped" -gt 0 ]; then
  echo "CI=true: ${skipped} skipped test(s) are failures here (make deps installs what they need)"
  exit 1
fi
[ ${#bad_progs[@]} -eq 0 ]
