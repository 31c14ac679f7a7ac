# Sourced by the test/cluster/slurm_*.sh checks: a private single-node
# Slurm for one check, and its end.
#
# slurm_start starts a munged, slurmctld and slurmd of our own (a
# slurm.conf, munge key, state, spool, logs and pid files in $TMP, a fresh
# temporary directory; SLURM_CONF points at it; two TCP ports nothing
# listens on; ProctrackType=proctrack/pgid, TaskPlugin=task/none,
# SlurmUser=root) and waits for the node to be idle. On exit, whatever
# happens, the daemons it started are stopped (by the pids in its own pid
# files, checked by name) and $TMP removed; nothing else is touched.
# Where munged will not start, Slurm runs with auth/none (Debian 12's
# Slurm 22.05 still has it); MGSIM_SLURM_AUTH=none forces that.
#
# slurm_submit DIR ARGS... runs `sbatch --parsable ARGS` in DIR and sets
# JOB (cancelled on exit if still there); slurm_wait waits (MGSIM_SLURM_TIMEOUT s, default 180) for JOB to
# leave the queue and prints its tasks' states, "0=COMPLETED 1=...".
# skip WHY prints "skipped: WHY" and exits 77 (no root, a package
# missing, slurmctld or slurmd would not start: its log line); fail WHY
# prints WHY and the tails of the daemons' logs and exits 1.
# Needs root (SlurmdUser=root) and Debian's slurmctld, slurmd,
# slurm-client and munge (`make deps`). KEEP=1 keeps $TMP.

CHECK=$(basename "$0")
skip() { echo "skipped: $*"; exit 77; }
fail() {
    local l
    echo "$CHECK: FAILED: $*"
    for l in "$TMP"/log/*.log; do
        [ -s "$l" ] && { echo "--- tail of $l"; tail -n 15 "$l"; }
    done
    exit 1
}

# pid file, program -> its pid while that program runs (not a zombie)
our_pid() {
    local p st
    p=$(cat "$1" 2>/dev/null) && [ -n "$p" ] || return 1
    [ "$(cat "/proc/$p/comm" 2>/dev/null)" = "$2" ] || return 1
    st=$(sed -n 's/^State:[[:space:]]*\([A-Z]\).*/\1/p' "/proc/$p/status" 2>/dev/null)
    [ -n "$st" ] && [ "$st" != Z ] && echo "$p"
}

slurm_stop() {
    local f p t
    if [ -n "$(our_pid "$TMP/slurmctld.pid" slurmctld)" ]; then
        [ -n "${JOBS:-}" ] && scancel $JOBS 2>/dev/null
        scontrol shutdown >/dev/null 2>&1 # slurmctld and our slurmd
    fi
    munged --stop --socket="$TMP/munge/munge.socket" >/dev/null 2>&1
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

# TCP ports being listened on, from /proc (no ss needed)
listening() {
    local h
    for h in $(cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
               awk '$4 == "0A" { n = split($2, a, ":"); print a[n] }'); do
        echo $((16#$h))
    done
}

# Two free ports into PORTS, from a number of our own so that two of
# these checks at once rarely meet.
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

# munge with a key of our own on a socket of our own; sets AUTH.
start_munge() {
    AUTH=${MGSIM_SLURM_AUTH:-munge}
    [ "$AUTH" = munge ] || return 0
    head -c 1024 /dev/urandom >"$TMP/munge/munge.key"
    chmod 600 "$TMP/munge/munge.key"
    if ! munged --key-file="$TMP/munge/munge.key" --socket="$TMP/munge/munge.socket" \
            --pid-file="$TMP/munge/munged.pid" --log-file="$TMP/log/munged.log" \
            --seed-file="$TMP/munge/seed" 2>"$TMP/log/munged.err"; then
        echo "$CHECK: munged could not start ($(grep -h 'Error' "$TMP/log/munged.err" \
            "$TMP/log/munged.log" 2>/dev/null | tail -n 1)); Slurm with auth/none"
        AUTH=none
    fi
}

write_conf() {
    local hw auth
    # the node as slurmd sees it (CPUs, sockets, cores, RealMemory)
    hw=$(slurmd -C 2>/dev/null | sed -n 's/^NodeName=[^ ]* //p' | sed 's/ UpTime=.*//')
    [ -n "$hw" ] || hw="CPUs=$(nproc)"
    if [ "$AUTH" = munge ]; then
        auth="AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$TMP/munge/munge.socket"
    else
        auth="AuthType=auth/none
CredType=cred/none"
    fi
    cat >"$SLURM_CONF" <<EOF
# written by test/cluster/slurm_lib.sh
ClusterName=mgsimtest
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=${PORTS[0]}
SlurmdPort=${PORTS[1]}
SlurmUser=root
SlurmdUser=root
$auth
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
NodeName=$HOST NodeAddr=127.0.0.1 $hw State=UNKNOWN
PartitionName=debug Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
}

# s in single quotes, for the shell and for sbatch's #SBATCH lines
q() { local s=${1//\'/\'\\\'\'}; printf "'%s'" "$s"; }

first_error() { grep -h -m1 -E 'fatal|error' "$@" 2>/dev/null | head -n 1; }

slurm_start() {
    local c state t0=$SECONDS
    [ "$(id -u)" = 0 ] || skip "needs root (SlurmdUser=root starts the jobs)"
    for c in munged slurmctld slurmd sbatch squeue sinfo scontrol; do
        command -v "$c" >/dev/null ||
            skip "$c not installed (make deps: slurmctld slurmd slurm-client munge)"
    done
    # A Slurm job around us (tests run inside an allocation) must not
    # shard an unsharded run nor leak into our cluster.
    for c in $(env | sed -n 's/^\(SLURM_[A-Z_]*\)=.*/\1/p'); do unset "$c"; done
    TMP=$(mktemp -d "${TMPDIR:-/tmp}/mgsim-slurm.XXXXXX") || exit 1
    chmod 755 "$TMP" # munged wants its socket's directories searchable by all
    mkdir -p "$TMP/munge" "$TMP/state" "$TMP/spool" "$TMP/log"
    export SLURM_CONF=$TMP/slurm.conf
    trap slurm_stop EXIT
    trap 'exit 130' INT TERM
    HOST=$(hostname -s)
    pick_ports
    start_munge
    write_conf
    slurmctld 2>"$TMP/log/slurmctld.err" ||
        skip "slurmctld could not start: $(first_error "$TMP/log/slurmctld.err" "$TMP/log/slurmctld.log")"
    slurmd 2>"$TMP/log/slurmd.err" ||
        skip "slurmd could not start: $(first_error "$TMP/log/slurmd.err" "$TMP/log/slurmd.log")"
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
    echo "$CHECK: Slurm $(sinfo -V | cut -d' ' -f2) (auth/$AUTH) up in $((SECONDS - t0)) s" \
         "(ports ${PORTS[*]})"
}

slurm_submit() {
    local dir=$1
    shift
    JOB=$(cd "$dir" && sbatch --parsable "$@" 2>"$TMP/log/sbatch.err") ||
        fail "sbatch $*: $(cat "$TMP/log/sbatch.err")"
    JOB=${JOB%%;*}
    JOBS="${JOBS:-} $JOB"
}

slurm_wait() {
    local t=$SECONDS
    while [ -n "$(squeue -h -j "$JOB" 2>/dev/null)" ]; do
        [ $((SECONDS - t)) -lt "${MGSIM_SLURM_TIMEOUT:-180}" ] ||
            fail "job $JOB still queued/running after ${MGSIM_SLURM_TIMEOUT:-180} s"
        sleep 1
    done
    scontrol -o show job "$JOB" |
        sed -n -e 's/.* ArrayTaskId=\([0-9]*\) .* JobState=\([A-Z_]*\) .*/\1=\2/p' \
               -e '/ ArrayTaskId=/!s/.* JobState=\([A-Z_]*\) .*/0=\1/p' | sort -n | tr '\n' ' ' |
        sed 's/ $//'
}
