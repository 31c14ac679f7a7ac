#!/usr/bin/env bash
# A sweep through a real Slurm on this one machine (issue 17 item 4).
#
# Starts a private munged, slurmctld and slurmd (a slurm.conf, munge key,
# state, spool, logs and pid files in a temporary directory; SLURM_CONF
# points at it; ports that nothing listens on), waits for the node to be
# idle, submits what `mgsim sweep --emit-slurm` prints with sbatch, waits
# for the array, merges the shards with `mgsim sweep --merge`, and checks
# that the merged results equal the unsharded run byte for byte (less what
# the host measures: "wall_s", "kips", "peak_rss_mib"). The daemons it
# started are stopped on exit, whatever happens; nothing else is touched.
#
# The sweep runs from the repository root with a relative --config in its
# command and is submitted from another directory; the directories' names
# have a space and a quote: the emitted script must carry the working
# directory and quote its paths (sbatch reads #SBATCH lines with the
# shell's quotes).
#
# Needs root (SlurmdUser=root) and the Debian packages slurmctld, slurmd,
# slurm-client and munge (`make deps`). Exit status: 0 passed; 77 skipped,
# after a line "skipped: WHY" (no root, a package missing, slurmctld or
# slurmd would not start: its log line); anything else failed. Where
# munged will not start, Slurm runs with auth/none instead.
# MGSIM (default bin/mgsim) is the binary; KEEP=1 keeps the directory;
# MGSIM_SLURM_AUTH=none forces auth/none; MGSIM_SLURM_TIMEOUT is the wait
# for the array in s (default 180).
set -u
cd "$(dirname "$0")/../.."
MGSIM=$(realpath "${MGSIM:-bin/mgsim}")
T0=$SECONDS
TIMEOUT=${MGSIM_SLURM_TIMEOUT:-180}   # s for the array to finish

skip() { echo "skipped: $*"; exit 77; }
fail() {
    echo "slurm.sh: FAILED: $*"
    for l in "$TMP"/log/*.log; do
        [ -s "$l" ] && { echo "--- tail of $l"; tail -n 15 "$l"; }
    done
    exit 1
}

[ "$(id -u)" = 0 ] || skip "needs root (SlurmdUser=root starts the jobs)"
for c in munged slurmctld slurmd sbatch squeue sinfo scontrol; do
    command -v "$c" >/dev/null || skip "$c not installed (make deps: slurmctld slurmd slurm-client munge)"
done
[ -x "$MGSIM" ] || { echo "slurm.sh: no mgsim binary at $MGSIM"; exit 1; }

# A Slurm job around us (a user running the tests inside an allocation)
# must not shard the unsharded run nor leak into our cluster.
for v in $(env | sed -n 's/^\(SLURM_[A-Z_]*\)=.*/\1/p'); do unset "$v"; done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mgsim-slurm.XXXXXX") || exit 1
SOCK=$TMP/munge/munge.socket
chmod 755 "$TMP"   # munged wants its socket's directories searchable by all
mkdir -p "$TMP/munge" "$TMP/state" "$TMP/spool" "$TMP/log" "$TMP/sub mit"
export SLURM_CONF=$TMP/slurm.conf

# Stops what we started, by the pids in our own pid files.
our_pid() { # pid file, program -> its pid while that program runs there (no zombie)
    local p st
    p=$(cat "$1" 2>/dev/null) && [ -n "$p" ] || return 1
    [ "$(cat "/proc/$p/comm" 2>/dev/null)" = "$2" ] || return 1
    st=$(sed -n 's/^State:[[:space:]]*\([A-Z]\).*/\1/p' "/proc/$p/status" 2>/dev/null)
    [ -n "$st" ] && [ "$st" != Z ] && echo "$p"
}
cleanup() {
    local p t
    if [ -n "$(our_pid "$TMP/slurmctld.pid" slurmctld)" ]; then
        [ -n "${JOB:-}" ] && scancel "$JOB" 2>/dev/null
        scontrol shutdown >/dev/null 2>&1
    fi
    munged --stop --socket="$SOCK" >/dev/null 2>&1
    for f in slurmd slurmctld munge/munged; do
        for t in 1 2 3 4 5 6 7 8 9 10; do
            p=$(our_pid "$TMP/$f.pid" "${f#*/}") || break
            [ "$t" = 5 ] && kill -TERM "$p" 2>/dev/null
            sleep 0.5
        done
        p=$(our_pid "$TMP/$f.pid" "${f#*/}") && kill -KILL "$p" 2>/dev/null
    done
    if [ "${KEEP:-0}" = 1 ]; then echo "kept $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Two ports nobody listens on (from /proc, no ss needed), near a number
# of our own so that two of these tests at once rarely meet.
listening() {
    local h
    for h in $(cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
               awk '$4 == "0A" { n = split($2, a, ":"); print a[n] }'); do
        echo $((16#$h))
    done
}
pick_ports() {
    local busy p=$((20000 + ($$ % 2000) * 4)) n=0
    busy=" $(listening | tr '\n' ' ') "
    PORTS=()
    while [ ${#PORTS[@]} -lt 2 ] && [ $n -lt 4000 ]; do
        [[ "$busy" == *" $p "* ]] || PORTS+=("$p")
        p=$((p + 1)); n=$((n + 1))
    done
    [ ${#PORTS[@]} = 2 ] || skip "no two free TCP ports found"
}
pick_ports

# munge with a key of our own on a socket of our own; where munged will
# not start, Slurm's auth/none (Debian 12's Slurm 22.05 still has it).
# MGSIM_SLURM_AUTH=none forces the latter.
AUTH=${MGSIM_SLURM_AUTH:-munge}
if [ "$AUTH" = munge ]; then
    head -c 1024 /dev/urandom >"$TMP/munge/munge.key"
    chmod 600 "$TMP/munge/munge.key"
    if ! munged --key-file="$TMP/munge/munge.key" --socket="$SOCK" --pid-file="$TMP/munge/munged.pid" \
            --log-file="$TMP/log/munged.log" --seed-file="$TMP/munge/seed" 2>"$TMP/log/munged.err"; then
        echo "slurm.sh: munged could not start ($(grep -h 'Error' "$TMP/log/munged.err" \
            "$TMP/log/munged.log" 2>/dev/null | tail -n 1)); Slurm with auth/none"
        AUTH=none
    fi
fi
if [ "$AUTH" = munge ]; then
    AUTHCONF="AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SOCK"
else
    AUTHCONF="AuthType=auth/none
CredType=cred/none"
fi

HOST=$(hostname -s)
# The node as slurmd sees it (CPUs, sockets, cores, RealMemory).
HW=$(slurmd -C 2>/dev/null | sed -n 's/^NodeName=[^ ]* //p' | sed 's/ UpTime=.*//')
[ -n "$HW" ] || HW="CPUs=$(nproc)"
cat >"$SLURM_CONF" <<EOF
# written by test/cluster/slurm.sh
ClusterName=mgsimtest
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=${PORTS[0]}
SlurmdPort=${PORTS[1]}
SlurmUser=root
SlurmdUser=root
$AUTHCONF
ProctrackType=proctrack/pgid
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
StateSaveLocation=$TMP/state
SlurmdSpoolDir=$TMP/spool
SlurmctldPidFile=$TMP/slurmctld.pid
SlurmdPidFile=$TMP/slurmd.pid
SlurmctldLogFile=$TMP/log/slurmctld.log
SlurmdLogFile=$TMP/log/slurmd.log
NodeName=$HOST NodeAddr=127.0.0.1 $HW State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF

first_error() { grep -h -m1 -E 'fatal|error' "$@" 2>/dev/null | head -n 1; }
slurmctld 2>"$TMP/log/slurmctld.err" ||
    skip "slurmctld could not start: $(first_error "$TMP/log/slurmctld.err" "$TMP/log/slurmctld.log")"
slurmd 2>"$TMP/log/slurmd.err" ||
    skip "slurmd could not start: $(first_error "$TMP/log/slurmd.err" "$TMP/log/slurmd.log")"

state=
for _ in $(seq 60); do
    state=$(sinfo -h -n "$HOST" -o %T 2>/dev/null)
    [ "$state" = idle ] && break
    sleep 0.5
done
if [ "$state" != idle ]; then
    [ -n "$(our_pid "$TMP/slurmd.pid" slurmd)" ] ||
        skip "slurmd could not start: $(first_error "$TMP/log/slurmd.log" "$TMP/log/slurmd.err")"
    [ -n "$(our_pid "$TMP/slurmctld.pid" slurmctld)" ] ||
        skip "slurmctld could not start: $(first_error "$TMP/log/slurmctld.log")"
    fail "node $HOST is '${state:-not listed}' after 30 s, not idle"
fi
echo "slurm.sh: Slurm $(sinfo -V | cut -d' ' -f2) (auth/$AUTH) up in $((SECONDS - T0)) s (ports ${PORTS[*]})"

# The sweep: 8 points of two small workloads on d-mgpu-4, the config
# named relative to the repository root (where we emit from).
SW="$TMP/sub mit/it's a sweep"
mkdir -p "$SW"
cat >"$SW/grid.ini" <<'EOF'
[sweep]
command = run {workload} --config configs/d-mgpu-4.ini --size {size} --no-progress
[axes]
workload = fir, km
size = 1K, 2K
[set]
fabric.bus_bytes_per_cycle = 8, 32
EOF
SHARDS=3
"$MGSIM" sweep "$SW/grid.ini" --emit-slurm --task-count $SHARDS >"$SW/array.sh" ||
    fail "mgsim sweep --emit-slurm failed"
JOB=$(cd "$TMP/sub mit" && sbatch --parsable "it's a sweep/array.sh" 2>"$TMP/log/sbatch.err") ||
    fail "sbatch: $(cat "$TMP/log/sbatch.err")"
JOB=${JOB%%;*}

# The unsharded run meanwhile, from the repository root.
"$MGSIM" sweep "$SW/grid.ini" -j 1 --quiet -o "$TMP/whole.jsonl" ||
    fail "the unsharded sweep failed"

t=$SECONDS
while [ -n "$(squeue -h -j "$JOB" 2>/dev/null)" ]; do
    [ $((SECONDS - t)) -lt "$TIMEOUT" ] || fail "array job $JOB still queued/running after $TIMEOUT s"
    sleep 1
done
states=$(scontrol -o show job "$JOB" | sed -n 's/.* ArrayTaskId=\([0-9]*\) .* JobState=\([A-Z_]*\) .*/\1=\2/p' |
         sort -n | tr '\n' ' ')
echo "slurm.sh: array job $JOB: $states"
[ "$states" = "0=COMPLETED 1=COMPLETED 2=COMPLETED " ] || fail "array tasks not all COMPLETED: $states"

D="$SW/grid.ini.shards"
for i in $(seq 0 $((SHARDS - 1))); do
    [ -s "$D/shard-$i.jsonl" ] || fail "no shard-$i.jsonl"
    [ -f "$D/slurm-${JOB}_$i.log" ] || fail "no Slurm log slurm-${JOB}_$i.log"
done
"$MGSIM" sweep --merge "$D" -o "$TMP/merged.jsonl" || fail "mgsim sweep --merge failed"
strip() { sed -E 's/"(wall_s|kips|peak_rss_mib)":[-+0-9.eE]+,?//g' "$1"; }
n=$(grep -c '"status":"ok"' "$TMP/merged.jsonl")
[ "$n" = 8 ] || fail "$n of 8 points ok in the merged results"
if ! cmp -s <(strip "$TMP/whole.jsonl") <(strip "$TMP/merged.jsonl"); then
    diff <(strip "$TMP/whole.jsonl") <(strip "$TMP/merged.jsonl") | head -n 5
    fail "merged shards differ from the unsharded run"
fi
echo "slurm.sh: 8 points in $SHARDS array tasks merged = unsharded run; $((SECONDS - T0)) s"
