#!/usr/bin/env bash
# The HIP corpus (test/hip-corpus/README.md): builds every sample listed in
# corpus.list with Debian's hipcc, runs each under `mgsim exec` on its
# platform with a time limit, and judges it by the program's own exit
# status and output. Closes with "hip-corpus: N of M passed" (samples; a
# sample passes when each of its runs does) and exits non-zero when a
# sample listed as expected to pass fails. A sample expected to fail that
# passes is reported (update its line) but fails nothing.
#
# An expected failure's output check is how it must fail (the message
# naming the missing feature): failing otherwise (a crash, another
# message) counts as an unexpected failure.
#
# Environment: MGSIM (default bin/mgsim), HIPCC (hipcc), OUT (build
# directory for the binaries, default build/hip-corpus), CORPUS_TIMEOUT
# (wall seconds per run, default 120), CORPUS_ONLY (names, space
# separated: run only these).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
MGSIM=${MGSIM:-$root/bin/mgsim}
HIPCC=${HIPCC:-hipcc}
OUT=${OUT:-$root/build/hip-corpus}
limit=${CORPUS_TIMEOUT:-120}
only=" ${CORPUS_ONLY:-} "

command -v "$HIPCC" >/dev/null || { echo "hip-corpus: $HIPCC not found (make deps)" >&2; exit 2; }
[ -x "$MGSIM" ] || { echo "hip-corpus: $MGSIM not built (make)" >&2; exit 2; }
mkdir -p "$OUT"

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

# build NAME ISAS: the binary's path on stdout, non-zero when hipcc fails
# (its messages in $OUT/NAME.build.log). ISAS "both" builds one fat binary
# (gfx803 and gfx940 code; the runtime takes the platform's entry),
# "gfx940" gfx940 code alone (run on r9nano-gfx940 only). NAME:TAG is
# NAME.hip under another line (its own binary NAME-TAG). A
# sample with a NAME.kernel.hip also gets NAME.co (hipcc --genco) beside it.
build() {
    local name=${1%%:*} isas=$2 bin=$OUT/${1/:/-} archs="--offload-arch=gfx803"
    [ "$isas" = both ] && archs="$archs --offload-arch=gfx940"
    [ "$isas" = gfx940 ] && archs="--offload-arch=gfx940"
    local srcs=("$here/$name.hip") log=$OUT/${1/:/-}.build.log
    # rebuilt when the source is newer or the flags changed ($bin.flags)
    local stale=0
    [ -x "$bin" ] && [ "$here/$name.hip" -ot "$bin" ] && [ "$(cat "$bin.flags" 2>/dev/null)" = "$archs" ] || stale=1
    if [ $stale = 1 ]; then
        rm -f "$bin" "$bin.co"
        $HIPCC $archs -O2 "${srcs[@]}" -o "$bin" >"$log" 2>&1 || return 1
        echo "$archs" >"$bin.flags"
    fi
    if [ -f "$here/$name.kernel.hip" ] && { [ ! -f "$bin.co" ] || [ "$here/$name.kernel.hip" -nt "$bin.co" ]; }; then
        $HIPCC --genco $archs -O2 "$here/$name.kernel.hip" -o "$bin.co" >>"$log" 2>&1 || return 1
    fi
    echo "$bin"
}

# lacks 'A; B' FILE: true when FILE lacks one of the strings (in $missing)
lacks() {
    local w
    IFS=';' read -ra wants <<<"$1"
    for w in "${wants[@]}"; do
        w=$(trim "$w")
        grep -qF -- "$w" "$2" || { missing=$w; return 0; }
    done
    return 1
}

samples=0 passed=0 xfail=0 xpass=0 unexpected=0 runs=0
failed_names=()
t0=$(date +%s)
while IFS= read -r line; do
    line=${line%%#*}
    [ -z "$(trim "$line")" ] && continue
    IFS='|' read -r name expect configs isas args check <<<"$line"
    name=$(trim "$name"); expect=$(trim "$expect"); configs=$(trim "$configs")
    isas=$(trim "$isas"); args=$(trim "${args:-}"); check=$(trim "${check:-}")
    [ "$only" != "  " ] && [[ "$only" != *" $name "* ]] && continue
    samples=$((samples + 1))
    ok=1 why="" odd=0
    if ! bin=$(build "$name" "$isas"); then
        ok=0 why="build failed: $(grep -m1 -i error "$OUT/${name/:/-}.build.log")"
    else
        args=${args//@CO@/$bin.co}
        [ "$args" = - ] && args=""
        # each config, and each ISA: gfx940 runs on r9nano-gfx940
        plats=()
        [ "$isas" != gfx940 ] && for c in ${configs//,/ }; do plats+=("$c"); done
        [ "$isas" != gfx803 ] && plats+=("r9nano-gfx940")
        for plat in "${plats[@]}"; do
            runs=$((runs + 1))
            log=$OUT/${name/:/-}.$plat.log
            s0=$(date +%s.%N)
            # shellcheck disable=SC2086
            timeout -k 5 "$limit" "$MGSIM" exec --config "$root/configs/$plat.ini" -- "$bin" $args >"$log" 2>&1
            rc=$?
            secs=$(printf '%.1f' "$(echo "$(date +%s.%N) - $s0" | bc)")
            r="ok"
            if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then r="timeout ${limit}s"
            elif [ $rc -ne 0 ]; then r="exit $rc"
            elif grep -q "FAILED" "$log"; then r="printed FAILED"
            elif [ -z "$check" ] || [ "$expect" != pass ]; then
                grep -q "PASSED" "$log" || r="no PASSED"
            else
                lacks "$check" "$log" && r="output lacks '$missing'"
            fi
            # an expected failure must fail the way its line says
            if [ "$expect" != pass ] && [ "$r" != ok ] && [ -n "$check" ] && lacks "$check" "$log"; then
                r="$r, not as expected (no '$missing')"; odd=1
            fi
            printf '  %-24s %-14s %5s s  %s\n' "$name" "$plat" "$secs" "$r"
            if [ "$r" != ok ]; then
                ok=0
                why="$plat: $r: $(grep -v '^\s*$' "$log" | tail -n 1 | cut -c1-160)"
            fi
        done
    fi
    if [ $ok = 1 ]; then
        passed=$((passed + 1))
        if [ "$expect" != pass ]; then
            xpass=$((xpass + 1))
            echo "NOTE: $name passed but is listed as '$expect': update corpus.list and the README"
        fi
    elif [ "$expect" = pass ] || [ $odd = 1 ]; then
        unexpected=$((unexpected + 1)); failed_names+=("$name")
        echo "FAIL: $name: $why"
    else
        xfail=$((xfail + 1))
        echo "  (expected) $name: $expect; got $why"
    fi
done <"$here/corpus.list"

echo "hip-corpus: $runs runs in $(( $(date +%s) - t0 )) s; $xfail expected failures, $xpass unexpected passes"
[ ${#failed_names[@]} -gt 0 ] && echo "hip-corpus: unexpected failures: ${failed_names[*]}"
echo "hip-corpus: $passed of $samples passed"
[ $unexpected -eq 0 ]
