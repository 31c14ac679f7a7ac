#!/usr/bin/env bash
# For test_mpi's mismatched ranks: run under mpirun as
#   rank1_differs.sh FROM TO PROGRAM ARGS...
# Every rank runs PROGRAM ARGS, but rank 1 has the argument FROM replaced
# by the words of TO (none: removed). With FROM a file and TO=--file=F,
# rank 1 instead sees F's contents at FROM's path (a private bind mount:
# the same path with other contents, as on another host). With
# TO=--pidfile=F rank 1 runs the same command and writes its pid to F
# (for a signal to that rank alone).
from=$1; to=$2; shift 2
if [ "${OMPI_COMM_WORLD_RANK:-0}" != 1 ]; then exec "$@"; fi
case $to in
--pidfile=*)
    echo $$ >"${to#--pidfile=}.tmp" && mv "${to#--pidfile=}.tmp" "${to#--pidfile=}"
    exec "$@" ;;
--file=*)
    exec unshare -m sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' sh "${to#--file=}" "$from" "$@" ;;
esac
args=()
for a in "$@"; do
    if [ "$a" = "$from" ]; then
        read -r -a words <<<"$to"
        args+=("${words[@]}")
    else
        args+=("$a")
    fi
done
exec "${args[@]}"
