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
# TEST_ALONE (names, default none; `make test` gives test_mpi and
# test_slurm) lists programs that run by themselves, after the others:
# MPI ranks wait for each other at every window, so a rank that shares
# its core with another test stalls them all (test_mpi took 15 minutes
# next to another test on 2 cores, 2.5 alone).
# A hang fails the run with its program's name instead of eating CI's
# time, and a slow machine does not: the limits count the CPU a program
# and its children use, which hardly changes with the load, not the wall
# time, which does (issue 34: test_mpi, killed at 900 s wall next to
# other work, had used 88 s of CPU and was still progressing). A program
# is killed with its children, and fails, when
#   - it has used TEST_TIMEOUT CPU seconds (default 900): a spinning hang;
#   - it has used no CPU for TEST_IDLE seconds (default 300): a blocked
#     hang (the tests' waits on daemons and signals are seconds long);
#   - it has run TEST_WALL seconds of wall time (default 4 x TEST_TIMEOUT),
#     whatever the load.
#
# TEST_TIMES=FILE (`make test` gives $(KBUILD)/test-times.tsv, shared by
# the build dirs) keeps each program's CPU seconds from the runs before:
# with more than one job the programs start longest first, so the run
# does not end on one long program while the other cores idle (programs
# the file does not know yet start first of all). Where FILE is not there
# yet (a fresh clone), test/test-times.seed gives the order: the same
# figures from a run of the tree, committed, only an order, so a stale
# one costs nothing but a longer tail.
#
# Each program's line "== PROG: W s (CPU C s)" gives its wall time and its
# CPU time (user + system, its children's included): unlike the wall
# time, the CPU time hardly changes with the machine's load, so it tells
# what a quiet CI machine will spend.
set -u
passed=0; failed=0; skipped=0; bad_progs=(); skip_list=()
limit=${TEST_TIMEOUT:-900}
idle=${TEST_IDLE:-300}
wall=${TEST_WALL:-$((4 * limit))}
poll=$(( idle < 20 ? 1 : 10 )) # seconds between looks at a program's CPU
jobs=${TEST_JOBS:-1}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || jobs=1
cpu_total=0
stream=1
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# The CPU seconds (user + system, waited-for children's included) of
# process $1 and its live descendants, from /proc.
tree_cpu() {
  cat /proc/[0-9]*/stat 2>/dev/null | awk -v root="$1" -v hz="$(getconf CLK_TCK)" '
    { pid = $1; rest = $0; sub(/^.*\) /, "", rest); n = split(rest, f, " ")
      if (n < 15) next
      parent[pid] = f[2]; t[pid] = f[12] + f[13] + f[14] + f[15] }
    END { sum = 0; q[1] = root; qn = 1
          for (h = 1; h <= qn; h++) {
            p = q[h]; sum += t[p]
            for (c in parent) if (parent[c] == p) q[++qn] = c
          }
          printf "%.2f\n", sum / hz }'
}

# Runs program $1 in its own process group under the limits above; its
# exit status, 124 when a limit killed it (the reason in file $2).
watched() {
  local prog=$1 why=$2 pid tick cpu last=0 moved=$SECONDS start=$SECONDS reason=""
  # a program started in the background of a script ignores SIGINT and
  # SIGQUIT: give them back, the tests send them (test_interrupt)
  setsid env --default-signal=INT,QUIT "$prog" &
  pid=$!
  while :; do
    sleep "$poll" &
    tick=$!
    wait -n "$pid" "$tick" 2>/dev/null
    kill "$tick" 2>/dev/null; wait "$tick" 2>/dev/null
    kill -0 "$pid" 2>/dev/null || break
    cpu=$(tree_cpu "$pid")
    if awk -v a="$cpu" -v b="$last" 'BEGIN { exit !(a - b >= 0.05) }'; then
      last=$cpu; moved=$SECONDS
    fi
    if awk -v a="$cpu" -v l="$limit" 'BEGIN { exit !(a >= l) }'; then
      reason="used ${limit} CPU seconds (TEST_TIMEOUT)"
    elif [ $((SECONDS - moved)) -ge "$idle" ]; then
      reason="used no CPU for ${idle} s (TEST_IDLE): hung"
    elif [ $((SECONDS - start)) -ge "$wall" ]; then
      reason="still running after ${wall} s of wall time (TEST_WALL)"
    fi
    if [ -n "$reason" ]; then
      echo "$reason" >"$why"
      kill -TERM -- "-$pid" 2>/dev/null
      for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
      kill -KILL -- "-$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
      return 124
    fi
  done
  wait "$pid"
}

# Runs program number $1 ($2); its output goes to $work/$1.log (and to the
# terminal too, as it comes, when $stream is 1), its exit status, wall and CPU seconds to
# $work/$1.res.
run_one() {
  local i=$1 t=$2 rc
  TIMEFORMAT='%R %U %S'
  if [ "$stream" = 1 ]; then
    { time watched "$t" "$work/$i.why" >"$work/$i.out" 2>&1; } 2>"$work/$i.time" &
    local pid=$!
    tail -f --pid=$pid "$work/$i.out" 2>/dev/null
    wait $pid; rc=$?
    mv "$work/$i.out" "$work/$i.log"
  else
    { time watched "$t" "$work/$i.why" >"$work/$i.log" 2>&1; } 2>"$work/$i.time"; rc=$?
  fi
  echo "$rc $(tail -1 "$work/$i.time")" >"$work/$i.res"
}

# Counts program $1's results ($2 its path) and, unless it was shown as it
# came ($stream), shows its output first.
report() {
  local i=$1 t=$2 rc wall user sys out p f s
  read -r rc wall user sys <"$work/$i.res"
  [ "$stream" = 1 ] || { echo "== ${t}"; cat "$work/$i.log"; }
  out=$(cat "$work/$i.log")
  if [ -e "$work/$i.why" ]; then
    echo "== ${t}: $(cat "$work/$i.why"): killed"
  fi
  local cpu; cpu=$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { printf "%.1f", u + s }')
  cpu_of[$(time_key "$t")]=$cpu
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

# A program's name in TEST_TIMES: its path under the build dir's test/.
time_key() { echo "${1#*test/}"; }
declare -A cpu_of=()
times_in=${TEST_TIMES:-}
[ -n "$times_in" ] && [ ! -r "$times_in" ] && times_in="$(dirname "$0")/test-times.seed"
if [ -n "$times_in" ] && [ -r "$times_in" ]; then
  while read -r k c; do [ -n "$k" ] && cpu_of[$k]=$c; done <"$times_in"
fi
# longest first (unknown ones first of all); the order of the arguments
# among equals
order=("$@")
if [ "$jobs" -gt 1 ] && [ ${#cpu_of[@]} -gt 0 ]; then
  mapfile -t order < <(for t in "$@"; do echo "${cpu_of[$(time_key "$t")]:-1e9} $t"; done |
                       sort -s -g -r -k1,1 | cut -d' ' -f2-)
fi

# the programs that run by themselves go last (TEST_ALONE)
progs=(); alone=()
for t in "${order[@]}"; do
  if [[ " ${TEST_ALONE:-} " == *" $(basename "$t") "* ]]; then alone+=("$t"); else progs+=("$t"); fi
done
first_alone=${#progs[@]}
progs+=("${alone[@]}")
declare -A running=() # pid -> program number
next=0
while [ "$next" -lt ${#progs[@]} ] || [ ${#running[@]} -gt 0 ]; do
  while [ "$next" -lt ${#progs[@]} ] && [ ${#running[@]} -lt "$jobs" ]; do
    if [ "$next" -ge "$first_alone" ] && [ ${#running[@]} -gt 0 ]; then
      break # wait for the others to end
    fi
    if [ "$jobs" = 1 ] || [ "$next" -ge "$first_alone" ]; then
      stream=1
      echo "== ${progs[$next]}"
      run_one "$next" "${progs[$next]}"
      report "$next" "${progs[$next]}"
      next=$((next + 1))
      continue
    fi
    stream=0
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
      stream=0
      report "$i" "${progs[$i]}"
    fi
  done
done
if [ -n "${TEST_TIMES:-}" ]; then
  for k in "${!cpu_of[@]}"; do echo "$k ${cpu_of[$k]}"; done | sort >"$TEST_TIMES.new" &&
    mv "$TEST_TIMES.new" "$TEST_TIMES"
fi
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
