#!/usr/bin/env python3
"""`mgsim run --stats` JSON on stdin -> stable, comparable JSON on stdout.

Drops the host-side figures (wall time, KIPS, thread count, engine event
counts and any engine.* metric: how the simulator ran, not what it
computed), keeps everything else in its order. Used by
test/regress/regress.sh and test/long (determinism across thread counts)."""
import json
import sys

HOST_KEYS = ("wall_s", "kips", "threads", "host_steps_wall_s", "engine", "partitions", "peak_rss_mib")

d = json.load(sys.stdin)
for k in HOST_KEYS:
    d.pop(k, None)
m = d.get("metrics", {})
for k in [k for k in m if k.startswith("engine.")]:
    del m[k]
json.dump(d, sys.stdout, indent=1, sort_keys=False)
print()
